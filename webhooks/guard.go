package webhooks

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"syscall"
	"time"
)

// Resolver looks up the addresses of a host name. *net.Resolver
// implements it.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// guard refuses the targets webhooks must not reach: addresses of the
// server's own machine and networks, and every address that is not public
// unicast.
type guard struct {
	allowPrivate bool
	resolver     Resolver
}

// lookupTimeout bounds the resolution of a webhook's host when it is saved.
const lookupTimeout = 5 * time.Second

// refusedRanges are ranges of global unicast addresses that webhooks must
// not reach all the same: shared by carriers and clouds (100.64.0.0/10
// holds metadata services such as 100.100.100.200), reserved for protocols
// and benchmarks, or local to a site.
var refusedRanges = []struct {
	prefix netip.Prefix
	why    string
}{
	{netip.MustParsePrefix("0.0.0.0/8"), "an address of this network"},
	{netip.MustParsePrefix("100.64.0.0/10"), "a shared (carrier-grade NAT) address"},
	{netip.MustParsePrefix("192.0.0.0/24"), "an address reserved for protocols"},
	{netip.MustParsePrefix("192.0.2.0/24"), "a documentation address"},
	{netip.MustParsePrefix("198.18.0.0/15"), "an address reserved for benchmarks"},
	{netip.MustParsePrefix("198.51.100.0/24"), "a documentation address"},
	{netip.MustParsePrefix("203.0.113.0/24"), "a documentation address"},
	{netip.MustParsePrefix("240.0.0.0/4"), "a reserved address"},
	{netip.MustParsePrefix("255.255.255.255/32"), "the broadcast address"},
	{netip.MustParsePrefix("::/96"), "an IPv4-compatible address"},
	{netip.MustParsePrefix("::ffff:0:0:0/96"), "an IPv4-translated address"},
	{netip.MustParsePrefix("100::/64"), "a discard-only address"},
	{netip.MustParsePrefix("2001::/23"), "an address reserved for IETF protocols (Teredo, benchmarks, ORCHID)"},
	{netip.MustParsePrefix("2001:db8::/32"), "a documentation address"},
	{netip.MustParsePrefix("3fff::/20"), "a documentation address"},
	{netip.MustParsePrefix("fc00::/7"), "a unique local address"},
	{netip.MustParsePrefix("fe80::/10"), "a link-local address"},
	{netip.MustParsePrefix("fec0::/10"), "a site-local address"},
}

// The IPv6 ranges that carry an IPv4 address: NAT64 puts it in the last 4
// bytes under the well-known prefix; 6to4 in bytes 2 to 5. The local-use
// range of RFC 8215 holds NAT64 prefixes of any length from /48 to /96,
// which place the IPv4 address as localNAT64Layouts say.
var (
	nat64      = netip.MustParsePrefix("64:ff9b::/96")
	localNAT64 = netip.MustParsePrefix("64:ff9b:1::/48")
	sixToFour  = netip.MustParsePrefix("2002::/16")
)

// localNAT64Layouts are the bytes of an IPv6 address that hold the IPv4
// address after a NAT64 prefix of each length that fits in the local-use
// range (RFC 6052, section 2.2): the address follows the prefix, skipping
// byte 8 (bits 64 to 71), which is zero in every layout. Nothing in an
// address tells its prefix's length, which is the translator's setting:
// an address of the range is judged by each of these readings.
var localNAT64Layouts = []struct {
	bits int
	at   [4]int
}{
	{48, [4]int{6, 7, 9, 10}},
	{56, [4]int{7, 9, 10, 11}},
	{64, [4]int{9, 10, 11, 12}},
	{96, [4]int{12, 13, 14, 15}},
}

// refusedEmbedded reports why the IPv6 address ip must be refused for
// the IPv4 address it carries (NAT64, 6to4), judged by refused, or ""
// when it carries none or a public one. A local-use NAT64 address is
// judged by each IPv4 address it may carry (localNAT64Layouts), and
// refused when its bits 64 to 71, zero in every layout, are not.
func refusedEmbedded(ip netip.Addr) string {
	b := ip.As16()
	judge := func(v4 netip.Addr, how string) string {
		if why := refused(v4); why != "" {
			return why + " (embedded in " + ip.String() + how + ")"
		}
		return ""
	}
	switch {
	case nat64.Contains(ip):
		return judge(netip.AddrFrom4([4]byte(b[12:16])), "")
	case sixToFour.Contains(ip):
		return judge(netip.AddrFrom4([4]byte(b[2:6])), "")
	case localNAT64.Contains(ip):
		if b[8] != 0 {
			return "a local-use NAT64 address whose bits 64 to 71 are not zero"
		}
		for _, l := range localNAT64Layouts {
			v4 := netip.AddrFrom4([4]byte{b[l.at[0]], b[l.at[1]], b[l.at[2]], b[l.at[3]]})
			if why := judge(v4, fmt.Sprintf(", read after a /%d NAT64 prefix", l.bits)); why != "" {
				return why
			}
		}
	}
	return ""
}

// refused reports why a request must not go to ip, or "" when it may:
// only public unicast addresses are allowed, and an IPv6 address that
// embeds an IPv4 one (mapped, NAT64, 6to4) is judged by that IPv4 address
// too (refusedEmbedded): a local-use NAT64 address by every IPv4 address
// it may embed.
func refused(ip netip.Addr) string {
	ip = ip.WithZone("").Unmap()
	if ip.Is6() {
		if why := refusedEmbedded(ip); why != "" {
			return why
		}
	}
	switch {
	case ip.IsLoopback():
		return "a loopback address"
	case ip.IsPrivate():
		return "a private address"
	case ip.IsLinkLocalUnicast(), ip.IsLinkLocalMulticast():
		return "a link-local address"
	case ip.IsUnspecified():
		return "an unspecified address"
	case ip.IsMulticast():
		return "a multicast address"
	case !ip.IsGlobalUnicast():
		return "an address that is not public unicast"
	}
	for _, r := range refusedRanges {
		if r.prefix.Contains(ip) {
			return r.why
		}
	}
	return ""
}

// checkHost returns an error when host is, or resolves to, a refused
// address, or cannot be resolved.
func (g guard) checkHost(ctx context.Context, host string) error {
	if g.allowPrivate {
		return nil
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		if why := refused(ip); why != "" {
			return fmt.Errorf("must not point to %s", why)
		}
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, lookupTimeout)
	defer cancel()
	ips, err := g.resolver.LookupNetIP(ctx, "ip", host)
	if err != nil || len(ips) == 0 {
		return fmt.Errorf("its host %q cannot be resolved", host)
	}
	for _, ip := range ips {
		if why := refused(ip); why != "" {
			return fmt.Errorf("its host %q resolves to %s", host, why)
		}
	}
	return nil
}

// errRefusedTarget is the error of a connection to a refused address.
var errRefusedTarget = errors.New("webhooks: refused to connect to an address of a private network")

// control is the net.Dialer Control of the client that delivers: it runs
// once the name is resolved, before each connection, on the address the
// connection goes to, so that a name that resolves elsewhere since the
// webhook was saved is checked again.
func (g guard) control(_, address string, _ syscall.RawConn) error {
	if g.allowPrivate {
		return nil
	}
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("%w: %s", errRefusedTarget, address)
	}
	if why := refused(ap.Addr()); why != "" {
		return fmt.Errorf("%w (%s is %s)", errRefusedTarget, ap.Addr(), why)
	}
	return nil
}

// client returns the HTTP client that delivers: it follows no redirect,
// uses no proxy from the environment, gives up after timeout and connects
// only to addresses the guard allows.
func (g guard) client(timeout time.Duration) *http.Client {
	dialer := &net.Dialer{Timeout: timeout, Control: g.control}
	transport := &http.Transport{
		DialContext:           dialer.DialContext,
		ForceAttemptHTTP2:     true,
		MaxIdleConnsPerHost:   2,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   timeout,
		ResponseHeaderTimeout: timeout,
	}
	return &http.Client{
		Timeout:   timeout,
		Transport: transport,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}
