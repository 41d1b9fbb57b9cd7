package app_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gofiber/fiber/v2"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// sessionKey is the key of the test host's user in a request's context.
type sessionKey struct{}

// hostSession is the test host's session middleware: the "session" cookie
// names the user, whom it puts in the request's context; the "cancel"
// cookie cancels the request's context first, as a client that went away.
func hostSession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if c, err := r.Cookie("session"); err == nil {
			ctx = context.WithValue(ctx, sessionKey{}, c.Value)
		}
		if _, err := r.Cookie("cancel"); err == nil {
			var cancel context.CancelFunc
			ctx, cancel = context.WithCancel(ctx)
			cancel()
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// userFromSession is the test host's Config.HostUsersHTTP.
func userFromSession(r *http.Request) (*orgs.HostUser, error) {
	switch name, _ := r.Context().Value(sessionKey{}).(string); name {
	case "":
		return nil, nil
	case "locked":
		return nil, feedbackkit.Errorf(feedbackkit.CodeForbidden, "the host locked this user")
	case "throttled":
		return nil, fiber.ErrTooManyRequests
	case "teapot":
		return nil, fiber.ErrTeapot
	case "down":
		return nil, fiber.ErrServiceUnavailable
	case "broken":
		return nil, fiber.ErrBadGateway
	default:
		return &orgs.HostUser{Subject: "id-" + name, Email: name + "@acme.example", Name: name,
			Role: feedbackkit.RoleAdmin, Organization: "acme"}, nil
	}
}

func TestHandlerNetHTTPHost(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		for _, mount := range []struct {
			name, prefix, base string
			handle             func(mux *http.ServeMux, h http.Handler)
		}{
			{"prefix", "/feedback", "/feedback", func(mux *http.ServeMux, h http.Handler) {
				mux.Handle("/feedback/", h)
			}},
			{"strip prefix", "", "/kit", func(mux *http.ServeMux, h http.Handler) {
				mux.Handle("/kit/", http.StripPrefix("/kit", h))
			}},
		} {
			t.Run(mount.name, func(t *testing.T) {
				kit, err := app.New(context.Background(), app.Config{
					DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"),
					Prefix: mount.prefix, BaseURL: "http://localhost" + mount.base,
					HostUsersHTTP: userFromSession,
				})
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { kit.Close(context.Background()) })
				mux := http.NewServeMux()
				mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, _ *http.Request) { io.WriteString(w, "the host's home page") })
				mount.handle(mux, kit.Handler())
				srv := httptest.NewServer(hostSession(mux))
				t.Cleanup(srv.Close)

				send := func(method, path, body string, header http.Header) (*http.Response, string) {
					t.Helper()
					req, err := http.NewRequest(method, srv.URL+mount.base+path, strings.NewReader(body))
					if err != nil {
						t.Fatal(err)
					}
					req.Header = header
					res, err := srv.Client().Do(req)
					if err != nil {
						t.Fatal(err)
					}
					defer res.Body.Close()
					raw, err := io.ReadAll(res.Body)
					if err != nil {
						t.Fatal(err)
					}
					return res, string(raw)
				}
				as := func(user string, kv ...string) http.Header {
					h := http.Header{"Content-Type": {"application/json"}}
					if user != "" {
						h.Set("Cookie", "session="+user)
					}
					for i := 0; i < len(kv); i += 2 {
						h.Add(kv[i], kv[i+1])
					}
					return h
				}
				big := `{"eventName":"` + strings.Repeat("x", 6<<20) + `"}`
				for _, c := range []struct {
					what, method, path, body string
					header                   http.Header
					status                   int
					want                     string
				}{
					{"signed in", "GET", "/api/user", "", as("alice"), 200, `"email":"alice@acme.example"`},
					{"the host's role", "GET", "/api/user", "", as("alice"), 200, `"role":"admin"`},
					{"a room", "POST", "/api/events", `{"eventName":"Town hall ` + mount.name + `"}`, as("alice"), 201, `"name":"Town hall`},
					{"no user", "GET", "/api/user", "", as(""), 401, `"INVALID_TOKEN"`},
					{"a forged key", "GET", "/api/user", "", as("", "X-Feedbackkit-Request", "forged"), 401, `"INVALID_TOKEN"`},
					{"a forged key of a user", "GET", "/api/user", "", as("bob", "X-Feedbackkit-Request", "forged"), 200, `"email":"bob@acme.example"`},
					{"the host's error", "GET", "/api/user", "", as("locked"), 403, `"message":"the host locked this user"`},
					{"the host's Fiber error", "GET", "/api/user", "", as("throttled"), 429, `"RATE_LIMITED"`},
					{"the host's other 4xx", "GET", "/api/user", "", as("teapot"), 400, `"VALIDATION_FAILED"`},
					{"the host's 503", "GET", "/api/user", "", as("down"), 503, `"UNAVAILABLE"`},
					{"the host's other 5xx", "GET", "/api/user", "", as("broken"), 500, `"INTERNAL"`},
					{"cancelled by the host", "GET", "/api/user", "", as("alice", "Cookie", "cancel=1"), 499, `"CANCELED"`},
					{"an oversized body", "POST", "/api/events", big, as("alice"), 413, `"PAYLOAD_TOO_LARGE"`},
					{"an oversized body no route reads", "GET", "/api/user", big, as("alice"), 413, `"PAYLOAD_TOO_LARGE"`},
					{"feedbackkit's 404", "GET", "/api/nope", "", as("alice"), 404, `"NOT_FOUND"`},
					{"own accounts off", "POST", "/api/auth/login", `{"email":"alice@acme.example","password":"long enough"}`, as(""), 404, `"NOT_FOUND"`},
					{"the dashboard", "GET", "/rooms", "", as("alice", "Accept", "text/html"), 200, "<html"},
					{"the dashboard's redirect", "GET", "/", "", as("alice", "Accept", "text/html"), 200, "<html"},
				} {
					res, body := send(c.method, c.path, c.body, c.header)
					if res.StatusCode != c.status || !strings.Contains(body, c.want) {
						t.Errorf("%s: %s %s: %d %.300s, want %d with %s", c.what, c.method, c.path, res.StatusCode, body, c.status, c.want)
					}
				}
				res, err := srv.Client().Get(srv.URL + "/")
				if err != nil {
					t.Fatal(err)
				}
				body, _ := io.ReadAll(res.Body)
				res.Body.Close()
				if string(body) != "the host's home page" {
					t.Errorf("the host's route: %d %s", res.StatusCode, body)
				}

				// A method Fiber's router does not know: 405 in the API's
				// shape, with the request id and security headers, as the
				// standalone server answers it (not Fiber's 400 in text).
				for _, method := range []string{"PROPFIND", "BREW", "get"} {
					for _, path := range []string{"/api/user", "/api/nowhere", "/"} {
						res, body := send(method, path, "", as("alice"))
						want, err := kit.Server.App().Test(httptest.NewRequest(method, mount.prefix+path, nil), -1)
						if err != nil {
							t.Fatal(err)
						}
						wantBody, _ := io.ReadAll(want.Body)
						want.Body.Close()
						if res.StatusCode != 405 || body != string(wantBody) || !strings.Contains(body, `"error":"METHOD_NOT_ALLOWED"`) {
							t.Errorf("%s %s: %d %.300s, want 405 %s", method, path, res.StatusCode, body, wantBody)
						}
						for _, name := range []string{"Content-Type", "X-Content-Type-Options", "X-Frame-Options", "Content-Security-Policy"} {
							if got := res.Header.Get(name); got == "" || got != want.Header.Get(name) {
								t.Errorf("%s %s: %s %q, want %q", method, path, name, got, want.Header.Get(name))
							}
						}
						if res.Header.Get("X-Request-ID") == "" {
							t.Errorf("%s %s: no request id: %v", method, path, res.Header)
						}
					}
				}

				// The Server's own Fiber app knows no net/http request: no caller.
				res, err = kit.Server.App().Test(httptest.NewRequest("GET", mount.prefix+"/api/user", nil), -1)
				if err != nil {
					t.Fatal(err)
				}
				res.Body.Close()
				if res.StatusCode != 500 {
					t.Errorf("a request not served by Handler: %d, want 500", res.StatusCode)
				}
			})
		}
	})
}

func TestHostUsersHTTPExcludesTheOthers(t *testing.T) {
	_, err := app.New(context.Background(), app.Config{
		DatabaseURL: "sqlite://" + filepath.Join(t.TempDir(), "x.db"),
		HostUsers:   func(*fiber.Ctx) (*orgs.HostUser, error) { return nil, nil }, HostUsersHTTP: userFromSession,
	})
	if err == nil || !strings.Contains(err.Error(), "HostUsersHTTP") {
		t.Fatalf("New with HostUsers and HostUsersHTTP: %v", err)
	}
}

// TestHandlerPeers serves requests of peers Handler must take as they are:
// a Unix socket's, proxies' forwarded clients.
func TestHandlerPeers(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		var logs bytes.Buffer
		kit, err := app.New(context.Background(), app.Config{
			DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"),
			TrustedProxies: []string{"10.0.0.0/8", "192.0.2.1"},
			Logger:         slog.New(slog.NewJSONHandler(&logs, nil)),
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { kit.Close(context.Background()) })
		h := kit.Handler()
		for _, c := range []struct {
			what, peer, path string
			header           http.Header
			status           int
			want, client     string
		}{
			{"a Unix socket's peer", "@", "/api/nope", nil, 404, `"NOT_FOUND"`, "127.0.0.1"},
			{"no peer", "", "/api/nope", nil, 404, `"NOT_FOUND"`, "127.0.0.1"},
			{"a path outside the Server's", "198.51.100.4:1234", "/unknown", nil, 404, `"NOT_FOUND"`, ""},
			{"a TCP peer", "198.51.100.4:1234", "/api/nope", nil, 404, `"NOT_FOUND"`, "198.51.100.4"},
			{"a proxy's client", "192.0.2.1:1234", "/api/nope", http.Header{"X-Forwarded-For": {"203.0.113.7, 10.0.0.5"}}, 404, `"NOT_FOUND"`, "203.0.113.7"},
			{"a proxy's client on two lines", "192.0.2.1:1234", "/api/nope", http.Header{"X-Forwarded-For": {"203.0.113.7", "10.0.0.5"}}, 404, `"NOT_FOUND"`, "203.0.113.7"},
			{"an untrusted peer's forwarded client", "198.51.100.4:1234", "/api/nope", http.Header{"X-Forwarded-For": {"203.0.113.7", "10.0.0.5"}}, 404, `"NOT_FOUND"`, "198.51.100.4"},
		} {
			logs.Reset()
			r := httptest.NewRequest("GET", c.path, nil)
			r.RemoteAddr = c.peer
			maps.Copy(r.Header, c.header)
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != c.status || !strings.Contains(w.Body.String(), c.want) || w.Header().Get("Content-Type") != "application/json" {
				t.Errorf("%s: %d %s %.300s, want %d JSON with %s", c.what, w.Code, w.Header().Get("Content-Type"), w.Body.String(), c.status, c.want)
			}
			if want := `"client_ip":"` + c.client + `"`; c.client != "" && !strings.Contains(logs.String(), want) {
				t.Errorf("%s: the log %s, want %s", c.what, logs.String(), want)
			}
		}
	})
}
