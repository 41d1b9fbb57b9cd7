package app

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/netip"
	"strings"
	"sync"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/adaptor"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/server"
)

// HTTPHostUserFunc tells who the caller of a request is, as
// server.HostUserFunc does, for a host program that serves feedbackkit with
// net/http (App.Handler): r is the request the host's handlers and
// middleware saw, with its context (the host's session, put there by its
// middleware), its headers and cookies; its body is feedbackkit's to read.
// It returns nil and no error when the request carries no user of the host
// (answered 401 INVALID_TOKEN), and an error when it cannot tell: a
// *feedbackkit.Error is answered with its code, a *fiber.Error with the
// code of its status (a 4xx the API has no code for as 400
// VALIDATION_FAILED, 503 as 503 UNAVAILABLE, another 5xx as 500
// INTERNAL), anything else as an internal error.
type HTTPHostUserFunc func(r *http.Request) (*orgs.HostUser, error)

// requestHeader carries, from Handler to the Fiber app it serves the
// request with, the random key under which Handler keeps the request. It
// always replaces the header of that name the client sent.
const requestHeader = "X-Feedbackkit-Request"

// localPeer is the address Handler gives a request whose peer has no IP
// and port (a Unix socket's): a peer on the same machine.
const localPeer = "127.0.0.1:0"

// httpRequestKey is the key of c.Locals under which the Fiber app finds
// the net/http request it serves.
type httpRequestKey struct{}

// Handler returns the http.Handler that serves the Server for a net/http
// host program (http.ServeMux, chi, ...): with Config.Prefix, mount it on
// that prefix (mux.Handle("/feedback/", kit.Handler())); without one, the
// host may strip a path of its own (http.StripPrefix("/feedback", ...),
// with that path in Config.BaseURL). Each request is served with the
// request's context, so that a cancellation (the client went away, the
// host's timeout) reaches the Services (answered 499 CANCELED) and
// Config.HostUsersHTTP sees the request as the host's middleware left it.
// Bodies are read whole before feedbackkit serves them, up to the size the
// Server admits (its uploads'); a larger one is answered 413
// PAYLOAD_TOO_LARGE. Answers are written once complete, exports included;
// errors, of paths outside the Server's routes too, in the Server's shape
// (Server.HandleError), and a method Fiber's router does not know
// (PROPFIND) 405 METHOD_NOT_ALLOWED, as the standalone server answers it.
func (a *App) Handler() http.Handler {
	cfg := a.Server.HostConfig(fiber.Config{ErrorHandler: a.Server.HandleError})
	h := &httpHandler{limit: int64(cfg.BodyLimit)}
	host := fiber.New(cfg)
	host.Use(h.enter)
	a.Server.Mount(host)
	// The adaptor gives the host app's router the request, which answers a
	// method it does not know a bare 400 before any middleware: the
	// Server's KnownMethods answers those, as the standalone server does.
	serve := a.Server.KnownMethods(host.Handler())
	h.serve = adaptor.FiberHandlerFunc(func(c *fiber.Ctx) error {
		serve(c.Context())
		return nil
	})
	return h
}

// httpHandler serves net/http requests through a Fiber app, whose
// middleware enter finds each request by the key of requestHeader.
type httpHandler struct {
	limit    int64
	serve    http.HandlerFunc
	requests sync.Map // the random key of requestHeader → *http.Request
}

func (h *httpHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, h.limit))
	if err != nil {
		if _, tooLarge := errors.AsType[*http.MaxBytesError](err); tooLarge {
			writeError(w, http.StatusRequestEntityTooLarge, feedbackkit.CodePayloadTooLarge, "request body too large")
		} else {
			writeError(w, http.StatusBadRequest, feedbackkit.CodeValidationFailed, "the request body could not be read")
		}
		return
	}
	key := rand.Text()
	h.requests.Store(key, r)
	defer h.requests.Delete(key)
	in := r.WithContext(r.Context()) // a copy, so that r stays as the host made it
	in.Header = joinRepeated(r.Header)
	in.Header.Set(requestHeader, key)
	in.Body = io.NopCloser(bytes.NewReader(body))
	if _, err := netip.ParseAddrPort(r.RemoteAddr); err != nil {
		// A peer on a Unix socket ("@"): local. The adaptor would look
		// the address up as a host name, and answer 500.
		in.RemoteAddr = localPeer
	}
	// The adaptor routes by RequestURI: the path after http.StripPrefix.
	in.RequestURI = r.URL.RequestURI()
	h.serve(w, in)
}

// joinRepeated returns a copy of h with the lines of a repeated header
// joined in one, as HTTP allows ("; " between cookies, ", " otherwise): the
// adaptor keeps only the last line of each header, and every line of
// X-Forwarded-For names a hop the Server must see.
func joinRepeated(h http.Header) http.Header {
	joined := make(http.Header, len(h))
	for name, lines := range h {
		sep := ", "
		if name == "Cookie" {
			sep = "; "
		}
		joined[name] = []string{strings.Join(lines, sep)}
	}
	return joined
}

// enter gives the Fiber request the context of its net/http request, and
// the request itself for Config.HostUsersHTTP, and takes requestHeader out.
func (h *httpHandler) enter(c *fiber.Ctx) error {
	r, ok := h.requests.Load(c.Get(requestHeader))
	c.Request().Header.Del(requestHeader)
	if !ok { // every request comes through ServeHTTP, which stores it
		return errors.New("app: a request of Handler without its key")
	}
	c.SetUserContext(r.(*http.Request).Context())
	c.Locals(httpRequestKey{}, r)
	return c.Next()
}

// hostUsersHTTP is the server.HostUserFunc of users: it calls users with
// the net/http request that Handler serves.
func hostUsersHTTP(users HTTPHostUserFunc) server.HostUserFunc {
	return func(c *fiber.Ctx) (*orgs.HostUser, error) {
		r, ok := c.Locals(httpRequestKey{}).(*http.Request)
		if !ok {
			return nil, errors.New("app: Config.HostUsersHTTP tells the callers of requests served by App.Handler only")
		}
		return users(r)
	}
}

// writeError answers w with the Server's error shape.
func writeError(w http.ResponseWriter, status int, code feedbackkit.Code, message string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(server.ErrorResponse{Status: status, Message: message, Error: string(code)})
}
