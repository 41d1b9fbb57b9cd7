package main

import (
	"slices"
	"strings"
	"testing"
)

func TestWideProxies(t *testing.T) {
	for list, want := range map[string][]string{
		"": nil,
		"10.0.0.0/8, 192.168.1.7, fd00::/8, fc00::/7": nil,
		"104.16.0.0/13,2400:cb00::/32":                nil, // a CDN's ranges
		"0.0.0.0/0":                                   {"0.0.0.0/0"},
		"::/0":                                        {"::/0"},
		"10.0.0.1, 0.0.0.0/1 ,2000::/3":               {"0.0.0.0/1", "2000::/3"},
		"::ffff:0.0.0.0/96,::ffff:10.0.0.0/104":       {"::ffff:0.0.0.0/96"},
		"not-an-ip":                                   nil,
	} {
		if got := wideProxies(list); !slices.Equal(got, want) {
			t.Errorf("wideProxies(%q) = %q, want %q", list, got, want)
		}
	}
}

// TestWideProxiesWarn checks that a server started with a very wide
// FEEDBACKD_TRUSTED_PROXIES says so at the start, naming the variable, and
// still starts.
func TestWideProxiesWarn(t *testing.T) {
	cfg := testConfig(t, "sqlite")
	cfg.TrustedProxies = "10.0.0.0/8,0.0.0.0/0"
	_, logs := startMain(t, cfg)
	var line string
	for l := range strings.Lines(logs.String()) {
		if strings.Contains(l, "FEEDBACKD_TRUSTED_PROXIES") {
			line = l
		}
	}
	if !strings.Contains(line, "level=WARN") || !strings.Contains(line, "wide=0.0.0.0/0") {
		t.Errorf("no warning naming FEEDBACKD_TRUSTED_PROXIES and 0.0.0.0/0:\n%s", logs)
	}
}
