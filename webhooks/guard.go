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
// server's own machine and networks.
type guard struct {
	allowPrivate bool
	resolver     Resolver
}

// lookupTimeout bounds the resolution of a webhook's host when it is saved.
const lookupTimeout = 5 * time.Second

// refused reports why a request must not go to ip, or "" when it may.
func refused(ip netip.Addr) string {
	ip = ip.Unmap()
	switch {
	case ip.IsLoopback():
		return "a loopback address"
	case ip.IsPrivate():
		return "a private address"
	case ip.IsLinkLocalUnicast(), ip.IsLinkLocalMulticast():
		return "a link-local address"
	case ip.IsUnspecified():
		return "an unspecified address"
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
