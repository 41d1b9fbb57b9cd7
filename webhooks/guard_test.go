package webhooks

import (
	"context"
	"errors"
	"net/netip"
	"testing"
)

// resolverTo resolves every name to its addresses.
type resolverTo []netip.Addr

func (r resolverTo) LookupNetIP(context.Context, string, string) ([]netip.Addr, error) {
	return r, nil
}

// TestGuardRanges checks the addresses the guard accepts and refuses, as
// a URL's literal host and as a name's address when a webhook is saved,
// and as the address a delivery's connection goes to.
func TestGuardRanges(t *testing.T) {
	for _, c := range []struct {
		addr   string
		accept bool
	}{
		{"93.184.215.14", true},
		{"8.8.8.8", true},
		{"2606:4700:4700::1111", true},
		{"64:ff9b::808:808", true},     // NAT64 of 8.8.8.8
		{"2002:808:808::1", true},      // 6to4 of 8.8.8.8
		{"::ffff:93.184.215.14", true}, // mapped public address
		{"127.0.0.1", false},
		{"10.1.2.3", false},
		{"172.16.0.1", false},
		{"192.168.1.1", false},
		{"169.254.169.254", false},
		{"0.0.0.0", false},
		{"0.1.2.3", false},
		{"100.64.0.1", false},
		{"100.100.100.200", false},
		{"100.127.255.254", false},
		{"192.0.0.8", false},
		{"198.18.0.1", false},
		{"198.19.255.255", false},
		{"240.0.0.1", false},
		{"255.255.255.255", false},
		{"224.0.0.1", false},
		{"239.255.255.250", false},
		{"::", false},
		{"::1", false},
		{"::127.0.0.1", false},
		{"fc00::1", false},
		{"fd12:3456::1", false},
		{"fe80::1", false},
		{"ff02::1", false},
		{"::ffff:127.0.0.1", false},
		{"::ffff:169.254.169.254", false},
		{"::ffff:100.100.100.200", false},
		{"64:ff9b::7f00:1", false},    // NAT64 of 127.0.0.1
		{"64:ff9b::a9fe:a9fe", false}, // NAT64 of 169.254.169.254
		{"64:ff9b::6464:64c8", false}, // NAT64 of 100.100.100.200
		{"2002:7f00:1::1", false},     // 6to4 of 127.0.0.1
		{"2002:a00:1::", false},       // 6to4 of 10.0.0.1
		{"2002:c0a8:101::1", false},   // 6to4 of 192.168.1.1
		// Local-use NAT64 (64:ff9b:1::/48): read after a /48, /56, /64 and
		// /96 prefix, an address is accepted when each reading is public.
		{"64:ff9b:1:808:8:808:808:808", true},           // 8.8.8.8 in every reading
		{"64:ff9b:1:ac10:8:808:808:808", false},         // /48: 172.16.8.8 (others 16.8.8.8, 8.8.8.8, 8.8.8.8)
		{"64:ff9b:1:80a:8:808:808:808", false},          // /56: 10.8.8.8 (others 8.10.8.8, 8.8.8.8, 8.8.8.8)
		{"64:ff9b:1:808:c0:a801:108:808", false},        // /64: 192.168.1.1 (others 8.8.192.168, 8.192.168.1, 1.8.8.8)
		{"64:ff9b:1:808:8:808:a00:1", false},            // /96: 10.0.0.1 (others 8.8.8.8, 8.8.8.8, 8.8.8.10)
		{"64:ff9b:1:808:8:808:7f00:1", false},           // /96: 127.0.0.1
		{"64:ff9b:1:808:108:808:808:808", false},        // bits 64 to 71 not zero: no valid layout
		{"64:ff9b:1::808:808", false},                   // /96: 8.8.8.8, but /48: 0.0.0.0, /64: 0.0.8.8
		{"64:ff9b:1::a9fe:a9fe", false},                 // /96: 169.254.169.254
		{"64:ff9b:1:ab::a00:1", false},                  // /96: 10.0.0.1
		{"::ffff:0:7f00:1", false},                      // IPv4-translated 127.0.0.1
		{"::ffff:0:808:808", false},                     // IPv4-translated, even of a public address
		{"2001:0:4136:e378:8000:63bf:80ff:fffe", false}, // Teredo
		{"2001:2::1", false},                            // benchmarking
		{"2001:20::1", false},                           // ORCHIDv2
		{"100::1", false},                               // discard-only
		{"2001:db8::1", false},                          // documentation
		{"3fff::1", false},                              // documentation
		{"192.0.2.1", false},                            // documentation
		{"198.51.100.1", false},                         // documentation
		{"203.0.113.1", false},                          // documentation
		{"2001:200::1", true},                           // the first allocation after 2001::/23
		{"2001:4860:4860::8888", true},
	} {
		t.Run(c.addr, func(t *testing.T) {
			ip := netip.MustParseAddr(c.addr)
			g := guard{resolver: resolverTo{ip}}
			ctx := context.Background()
			for _, host := range []string{ip.String(), "hook.example"} {
				err := g.checkHost(ctx, host)
				if (err == nil) != c.accept {
					t.Errorf("checkHost(%s) = %v, want accepted %v", host, err, c.accept)
				}
			}
			err := g.control("tcp", netip.AddrPortFrom(ip, 443).String(), nil)
			if (err == nil) != c.accept || (err != nil && !errors.Is(err, errRefusedTarget)) {
				t.Errorf("control = %v, want accepted %v", err, c.accept)
			}
			if !c.accept {
				open := guard{allowPrivate: true, resolver: resolverTo{ip}}
				if err := open.checkHost(ctx, "hook.example"); err != nil {
					t.Errorf("AllowPrivate: %v", err)
				}
			}
		})
	}
}
