package server

import (
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
)

// Headers the cross-site policy reads.
const (
	headerOrigin        = "Origin"
	headerSecFetchSite  = "Sec-Fetch-Site"
	headerAuthorization = "Authorization"
)

// parseOrigins checks the entries of Config.AllowedOrigins and returns
// them as origins (scheme://host[:port], lower case, without a trailing
// slash), with the base URL's origin first.
func parseOrigins(baseURL string, entries []string) ([]string, error) {
	base, err := url.Parse(baseURL)
	if err != nil {
		return nil, err
	}
	out := []string{origin(base.Scheme, base.Host)}
	for _, e := range entries {
		u, err := url.Parse(strings.TrimSpace(e))
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
			strings.Trim(u.Path, "/") != "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
			return nil, fmt.Errorf("server: allowed origin %q: want scheme://host[:port], such as https://app.example", e)
		}
		out = append(out, origin(u.Scheme, u.Host))
	}
	return out, nil
}

// origin returns the serialized origin of scheme and host, in lower case.
func origin(scheme, host string) string {
	return strings.ToLower(scheme + "://" + host)
}

// stateChanging reports whether method may change state: POST, PUT, PATCH
// and DELETE.
func stateChanging(method string) bool {
	switch method {
	case fiber.MethodPost, fiber.MethodPut, fiber.MethodPatch, fiber.MethodDelete:
		return true
	}
	return false
}

// RefuseCrossSite is middleware that refuses a state-changing request
// (POST, PUT, PATCH, DELETE) sent by a page of another origin with 403
// FORBIDDEN_ORIGIN, unless the request carries an Authorization header (a
// program's key, which no page can make a browser send on its own). The
// request's Origin must be the base URL's, that of the request's own
// Host, or one of Config.AllowedOrigins; without Origin, a Sec-Fetch-Site
// of cross-site or same-site is refused too, and a request with neither
// header (a program, curl) passes.
//
// The Server applies it to every request that Authenticate admits with
// the session cookie (or with a host's Authenticator), to logout, and to
// every login; a host program puts it in front of state-changing routes
// of its own that trust the browser's cookies.
func (s *Server) RefuseCrossSite(c *fiber.Ctx) error {
	if err := s.checkCrossSite(c); err != nil {
		return s.HandleError(c, err)
	}
	return c.Next()
}

// checkCrossSite returns FORBIDDEN_ORIGIN for a request RefuseCrossSite
// refuses, nil for any other.
func (s *Server) checkCrossSite(c *fiber.Ctx) error {
	if !stateChanging(c.Method()) || c.Get(headerAuthorization) != "" {
		return nil
	}
	if o := c.Get(headerOrigin); o != "" {
		if s.allowedOrigin(c, strings.ToLower(strings.TrimRight(o, "/"))) {
			return nil
		}
		return feedbackkit.Errorf(feedbackkit.CodeForbiddenOrigin, "requests from another origin are refused")
	}
	if fromAnotherSite(c) {
		return feedbackkit.Errorf(feedbackkit.CodeForbiddenOrigin, "requests from another site are refused")
	}
	return nil
}

// fromAnotherSite reports whether the browser says (Sec-Fetch-Site) that a
// page of another site, or of a sibling subdomain, sent the request.
func fromAnotherSite(c *fiber.Ctx) bool {
	switch strings.ToLower(c.Get(headerSecFetchSite)) {
	case "cross-site", "same-site":
		return true
	}
	return false
}

// refuseCrossSiteGet is middleware of the GET routes that do more than
// read: the export downloads (a long read of the whole organization, and
// an entry in the audit log), a form's analysis (stored, and maybe a paid
// call to the AI provider) and the start of the tracker's connection (it
// replaces the browser's flow cookie). A GET that a browser sends with its
// own credentials from a page of another site (Sec-Fetch-Site cross-site or
// same-site) is refused with 403 FORBIDDEN_ORIGIN, so that no other site
// can make a member's browser run one. The dashboard's links and scripts
// (same-origin), an address typed by the user (none) and a request with an
// Authorization header pass.
func (s *Server) refuseCrossSiteGet(c *fiber.Ctx) error {
	if c.Get(headerAuthorization) == "" && fromAnotherSite(c) {
		return s.HandleError(c, feedbackkit.Errorf(feedbackkit.CodeForbiddenOrigin, "requests of another site for this are refused"))
	}
	return c.Next()
}

// allowedOrigin reports whether o (lower case) is the base URL's origin,
// one of Config.AllowedOrigins, or the origin of the request's own Host,
// over the request's scheme or the base URL's.
func (s *Server) allowedOrigin(c *fiber.Ctx, o string) bool {
	if slices.Contains(s.origins, o) {
		return true
	}
	host := c.Get(fiber.HeaderHost)
	return host != "" && (o == origin(c.Protocol(), host) || o == origin(s.baseScheme(), host))
}

// baseScheme is the scheme of the base URL, http or https.
func (s *Server) baseScheme() string {
	if s.secureCookies() {
		return "https"
	}
	return "http"
}

// sendsBrowserCredentials reports whether a request would be admitted on
// credentials that a browser attaches on its own: the session cookie, or
// whatever a host's Authenticator reads (a host's own session cookie).
// A request with an Authorization header is judged by its key alone.
func (s *Server) sendsBrowserCredentials(c *fiber.Ctx) bool {
	if _, own := s.auth.(cookieAuth); own {
		return c.Cookies(AuthCookie) != ""
	}
	return true
}
