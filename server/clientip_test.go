package server

import (
	"net"
	"net/http/httptest"
	"testing"

	"github.com/valyala/fasthttp"
)

func TestParseTrustedProxies(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in      []string
		want    []string
		wantErr bool
	}{
		{in: nil, want: nil},
		{in: []string{"10.0.0.1"}, want: []string{"10.0.0.1/32"}},
		{in: []string{" 10.0.0.0/8 ", "", "::1"}, want: []string{"10.0.0.0/8", "::1/128"}},
		{in: []string{"10.1.2.3/8"}, want: []string{"10.0.0.0/8"}},
		{in: []string{"::ffff:10.0.0.1"}, want: []string{"10.0.0.1/32"}},
		{in: []string{"::ffff:10.0.0.0/104"}, want: []string{"10.0.0.0/8"}},
		{in: []string{"2001:db8::/32"}, want: []string{"2001:db8::/32"}},
		{in: []string{"10.0.0.0/33"}, wantErr: true},
		{in: []string{"localhost"}, wantErr: true},
		{in: []string{"10.0.0.1:80"}, wantErr: true},
		{in: []string{"::ffff:0.0.0.0/90"}, wantErr: true},
	} {
		got, err := parseTrustedProxies(tc.in)
		if tc.wantErr {
			if err == nil {
				t.Errorf("%q: no error, got %v", tc.in, got)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		if len(got) != len(tc.want) {
			t.Errorf("%q: got %v, want %v", tc.in, got, tc.want)
			continue
		}
		for i := range got {
			if got[i].String() != tc.want[i] {
				t.Errorf("%q: got %v, want %v", tc.in, got, tc.want)
			}
		}
	}
}

func TestClientIP(t *testing.T) {
	t.Parallel()
	proxies := []string{"10.0.0.0/8", "::1", "192.0.2.1"}
	for _, tc := range []struct {
		name    string
		trusted []string
		peer    string
		xff     []string // one entry per header line
		want    string
	}{
		{name: "no proxies configured", peer: "203.0.113.5", want: "203.0.113.5"},
		{name: "spoofed header, no proxies configured", peer: "203.0.113.5", xff: []string{"1.2.3.4"}, want: "203.0.113.5"},
		{name: "spoofed header from untrusted peer", trusted: proxies, peer: "198.51.100.7", xff: []string{"1.2.3.4"}, want: "198.51.100.7"},
		{name: "trusted peer without header", trusted: proxies, peer: "10.0.0.2", want: "10.0.0.2"},
		{name: "trusted peer", trusted: proxies, peer: "10.0.0.2", xff: []string{"1.2.3.4"}, want: "1.2.3.4"},
		{name: "client-supplied hops are skipped", trusted: proxies, peer: "10.0.0.2", xff: []string{"6.6.6.6, 7.7.7.7, 1.2.3.4"}, want: "1.2.3.4"},
		{name: "chain of trusted proxies", trusted: proxies, peer: "10.0.0.2", xff: []string{"6.6.6.6, 1.2.3.4, 192.0.2.1, 10.9.9.9"}, want: "1.2.3.4"},
		{name: "several header lines", trusted: proxies, peer: "10.0.0.2", xff: []string{"6.6.6.6", "1.2.3.4, 10.0.0.9"}, want: "1.2.3.4"},
		{name: "all hops trusted", trusted: proxies, peer: "10.0.0.2", xff: []string{"10.1.1.1, 10.0.0.9"}, want: "10.1.1.1"},
		{name: "garbage left of the client", trusted: proxies, peer: "10.0.0.2", xff: []string{"garbage, 1.2.3.4"}, want: "1.2.3.4"},
		{name: "garbage after trusted hop", trusted: proxies, peer: "10.0.0.2", xff: []string{"1.2.3.4, garbage, 10.0.0.9"}, want: "10.0.0.9"},
		{name: "garbage as nearest hop", trusted: proxies, peer: "10.0.0.2", xff: []string{"1.2.3.4, unknown"}, want: "10.0.0.2"},
		{name: "empty header", trusted: proxies, peer: "10.0.0.2", xff: []string{""}, want: "10.0.0.2"},
		{name: "hop with port", trusted: proxies, peer: "10.0.0.2", xff: []string{"1.2.3.4:5678"}, want: "1.2.3.4"},
		{name: "IPv6 hop with port", trusted: proxies, peer: "10.0.0.2", xff: []string{"[2001:db8::1]:443"}, want: "2001:db8::1"},
		{name: "IPv6 trusted peer", trusted: proxies, peer: "::1", xff: []string{"2001:db8::5"}, want: "2001:db8::5"},
		{name: "IPv6 untrusted peer", trusted: proxies, peer: "2001:db8::9", xff: []string{"1.2.3.4"}, want: "2001:db8::9"},
		{name: "IPv4-mapped trusted peer", trusted: proxies, peer: "::ffff:10.0.0.2", xff: []string{"1.2.3.4"}, want: "1.2.3.4"},
		{name: "IPv4-mapped hop", trusted: proxies, peer: "10.0.0.2", xff: []string{"::ffff:1.2.3.4"}, want: "1.2.3.4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := newServer(Config{TrustedProxies: tc.trusted}, Deps{})
			if err != nil {
				t.Fatal(err)
			}
			var req fasthttp.Request
			for _, h := range tc.xff {
				req.Header.Add("X-Forwarded-For", h)
			}
			var fctx fasthttp.RequestCtx
			fctx.Init(&req, &net.TCPAddr{IP: net.ParseIP(tc.peer), Port: 40000}, nil)
			c := s.App().AcquireCtx(&fctx)
			defer s.App().ReleaseCtx(c)
			if got := s.clientIP(c); got != tc.want {
				t.Errorf("clientIP = %q, want %q", got, tc.want)
			}
			if got := c.Locals(localClientIP); got != tc.want {
				t.Errorf("Locals = %v, want %q", got, tc.want)
			}
		})
	}
}

// TestClientIPOverHTTP runs through the middleware; app.Test peers are 0.0.0.0.
func TestClientIPOverHTTP(t *testing.T) {
	t.Parallel()
	trusting := newTestServer(t, Config{TrustedProxies: []string{"0.0.0.0/32"}}, Deps{})
	untrusting := newTestServer(t, Config{TrustedProxies: []string{"10.0.0.0/8"}}, Deps{})
	for _, tc := range []struct {
		name string
		s    testServer
		xff  string
		want string
	}{
		{"trusted peer", trusting, "198.51.100.1, 203.0.113.7", "203.0.113.7"},
		{"trusted peer without header", trusting, "", "0.0.0.0"},
		{"untrusted peer", untrusting, "203.0.113.7", "0.0.0.0"},
	} {
		req := httptest.NewRequest("GET", "/test/ip", nil)
		if tc.xff != "" {
			req.Header.Set("X-Forwarded-For", tc.xff)
		}
		r := do(t, tc.s.App(), req)
		if r.status != 200 || r.raw != tc.want {
			t.Errorf("%s: %d %q, want %q", tc.name, r.status, r.raw, tc.want)
		}
	}
}
