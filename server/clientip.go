package server

import (
	"fmt"
	"net/netip"
	"strings"

	"github.com/gofiber/fiber/v2"
)

// headerForwardedFor lists the addresses a request went through, the
// client's first, each proxy appending the peer it saw.
const headerForwardedFor = "X-Forwarded-For"

// parseTrustedProxies parses IPs ("10.0.0.1", "::1") and CIDRs
// ("10.0.0.0/8") into prefixes. Blank entries are skipped; any other entry
// that does not parse is an error.
func parseTrustedProxies(entries []string) ([]netip.Prefix, error) {
	var prefixes []netip.Prefix
	for _, e := range entries {
		e = strings.TrimSpace(e)
		if e == "" {
			continue
		}
		if strings.Contains(e, "/") {
			p, err := netip.ParsePrefix(e)
			if err != nil {
				return nil, fmt.Errorf("server: trusted proxy %q: %w", e, err)
			}
			if p.Addr().Is4In6() {
				// ::ffff:10.0.0.0/104 -> 10.0.0.0/8, to match unmapped peers.
				bits := p.Bits() - 96
				if bits < 0 {
					return nil, fmt.Errorf("server: trusted proxy %q: IPv4-mapped prefix shorter than /96", e)
				}
				p = netip.PrefixFrom(p.Addr().Unmap(), bits)
			}
			prefixes = append(prefixes, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(e)
		if err != nil {
			return nil, fmt.Errorf("server: trusted proxy %q: not an IP or CIDR", e)
		}
		a = a.Unmap().WithZone("")
		prefixes = append(prefixes, netip.PrefixFrom(a, a.BitLen()))
	}
	return prefixes, nil
}

// isTrusted reports whether a is one of the trusted proxies.
func (s *Server) isTrusted(a netip.Addr) bool {
	for _, p := range s.trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// clientIP returns the IP of the client of c: the direct peer, unless the
// peer is a trusted proxy; then X-Forwarded-For is walked from right to
// left, skipping trusted proxies, and the first untrusted address is the
// client. When every address in the chain is trusted, the leftmost one is
// the client; an unparsable entry stops the walk at the last address seen.
// X-Forwarded-For from an untrusted peer is ignored. The result is computed
// once per request and kept in c.Locals (for logs and rate limits).
func (s *Server) clientIP(c *fiber.Ctx) string {
	if ip, ok := c.Locals(localClientIP).(string); ok && ip != "" {
		return ip
	}
	ip := s.resolveClientIP(c).String()
	c.Locals(localClientIP, ip)
	return ip
}

// resolveClientIP does the work of clientIP.
func (s *Server) resolveClientIP(c *fiber.Ctx) netip.Addr {
	peer, ok := netip.AddrFromSlice(c.Context().RemoteIP())
	if !ok {
		peer = netip.IPv4Unspecified()
	}
	peer = peer.Unmap()
	if len(s.trusted) == 0 || !s.isTrusted(peer) {
		return peer
	}

	var hops []string
	for _, h := range c.Request().Header.PeekAll(headerForwardedFor) {
		hops = append(hops, strings.Split(string(h), ",")...)
	}
	client := peer
	for i := len(hops) - 1; i >= 0; i-- {
		a, ok := parseHop(hops[i])
		if !ok {
			break
		}
		client = a
		if !s.isTrusted(a) {
			break
		}
	}
	return client
}

// parseHop parses one X-Forwarded-For entry: an IP, possibly with a port
// ("1.2.3.4:5678", "[2001:db8::1]:443").
func parseHop(h string) (netip.Addr, bool) {
	h = strings.TrimSpace(h)
	if a, err := netip.ParseAddr(h); err == nil {
		return a.Unmap().WithZone(""), true
	}
	if ap, err := netip.ParseAddrPort(h); err == nil {
		return ap.Addr().Unmap().WithZone(""), true
	}
	return netip.Addr{}, false
}

// ipv6LimitBits is the prefix length by which rate limits count IPv6
// clients: a host commonly holds a whole /64, and would get a fresh count
// for each of its addresses.
const ipv6LimitBits = 64

// limitKey returns the key of the client of c in the per-client rate
// limits: its IP (clientIP), or for an IPv6 client the /64 network of its
// address ("2001:db8:1:2::/64").
func (s *Server) limitKey(c *fiber.Ctx) string {
	ip := s.clientIP(c)
	a, err := netip.ParseAddr(ip)
	if err != nil || !a.Is6() {
		return ip
	}
	return netip.PrefixFrom(a, ipv6LimitBits).Masked().String()
}
