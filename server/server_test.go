package server

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
)

// fakeAuth accepts the tokens of its map.
type fakeAuth map[string]*identity.Principal

func (a fakeAuth) Authenticate(_ context.Context, token string) (*identity.Principal, error) {
	if token == "boom" {
		return nil, errors.New("session store down")
	}
	if p, ok := a[token]; ok {
		return p, nil
	}
	return nil, feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "invalid or expired token")
}

var testAuth = fakeAuth{
	"user-token":  {UserID: "u1", OrgID: "o1", Role: feedbackkit.RoleUser, SessionID: "s1"},
	"admin-token": {UserID: "u2", OrgID: "o1", Role: feedbackkit.RoleAdmin, SessionID: "s2"},
	"owner-token": {UserID: "u3", OrgID: "o1", Role: feedbackkit.RoleOwner, SessionID: "s3"},
	"no-org":      {UserID: "u4", Role: feedbackkit.RoleAdmin, SessionID: "s4"},
	"no-role":     {UserID: "u5", OrgID: "o1", SessionID: "s5"},
}

// fakeDB answers PingContext with err.
type fakeDB struct{ err error }

func (d fakeDB) PingContext(context.Context) error { return d.err }

// testServer is a Server with the test-only routes of addTestRoutes and a
// JSON logger writing to logs.
type testServer struct {
	*Server
	logs *logtest.Buffer
	test fiber.Router // the /test group of addTestRoutes
}

// testAccountKey is the AccountLimitKey of the test Servers that share
// a RateLimitStorage.
var testAccountKey = []byte("test account limit key")

func newTestServer(t *testing.T, cfg Config, deps Deps) testServer {
	t.Helper()
	logs := &logtest.Buffer{}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	if deps.Auth == nil {
		deps.Auth = CookieAuth(testAuth)
	}
	s, err := newServer(cfg, deps)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return testServer{Server: s, logs: logs, test: addTestRoutes(s)}
}

type testBody struct {
	Name   string   `json:"name"`
	Age    int      `json:"age"`
	Tags   []string `json:"tags"`
	Nested struct {
		N int `json:"n"`
	} `json:"nested"`
}

// addTestRoutes registers, below /test, routes that exercise the middleware
// and helpers, and returns their group.
func addTestRoutes(s *Server) fiber.Router {
	app := s.group("/test")
	app.Get("/panic", func(*fiber.Ctx) error { panic("secret panic detail") })
	app.Get("/internal", func(*fiber.Ctx) error { return errors.New("secret db detail") })
	app.Get("/invalid", func(*fiber.Ctx) error { return feedbackkit.Invalid("name", "is required") })
	app.Get("/wrapped", func(*fiber.Ctx) error {
		return fmt.Errorf("finding room: %w", feedbackkit.NotFound("room"))
	})
	app.Get("/code/:code", func(c *fiber.Ctx) error {
		return feedbackkit.Errorf(feedbackkit.Code(c.Params("code")), "some %s", c.Params("code"))
	})
	app.Get("/fiber/:status", func(c *fiber.Ctx) error {
		n, _ := strconv.Atoi(c.Params("status"))
		return fiber.NewError(n, "fiber says "+c.Params("status"))
	})
	app.Get("/fiber-default/:status", func(c *fiber.Ctx) error {
		n, _ := strconv.Atoi(c.Params("status"))
		return fiber.NewError(n) // Fiber's default message, as Fiber's own errors
	})
	app.Post("/json", func(c *fiber.Ctx) error {
		var b testBody
		if err := decodeJSON(c, &b); err != nil {
			return err
		}
		return c.JSON(b)
	})
	app.Post("/nobody", func(c *fiber.Ctx) error { return c.JSON(fiber.Map{"ok": true}) })
	app.Post("/upload", func(c *fiber.Ctx) error {
		fh, err := formFile(c, "file")
		if err != nil {
			return err
		}
		return c.JSON(fiber.Map{"size": fh.Size, "filename": fh.Filename})
	})
	app.Get("/me", s.Authenticate, func(c *fiber.Ctx) error {
		p := identity.PrincipalFrom(c.UserContext())
		return c.JSON(fiber.Map{"userId": p.UserID, "role": p.Role})
	})
	app.Get("/admin", s.Authenticate, s.RequireRole(feedbackkit.RoleAdmin), func(c *fiber.Ctx) error {
		return c.JSON(fiber.Map{"ok": true})
	})
	app.Get("/owner", s.Authenticate, s.RequireRole(feedbackkit.RoleOwner), func(c *fiber.Ctx) error {
		return c.JSON(fiber.Map{"ok": true})
	})
	app.Get("/role-without-auth", s.RequireRole(feedbackkit.RoleUser), func(c *fiber.Ctx) error {
		return c.JSON(fiber.Map{"ok": true})
	})
	app.Get("/ip", func(c *fiber.Ctx) error { return c.SendString(s.clientIP(c)) })
	app.Get("/limited", s.rateLimit("limited", 3, time.Minute), func(c *fiber.Ctx) error {
		return c.JSON(fiber.Map{"ok": true})
	})
	app.Get("/other-limited", s.rateLimit("other", 3, time.Minute), func(c *fiber.Ctx) error {
		return c.JSON(fiber.Map{"ok": true})
	})
	app.Use("/widget", widgetCORS())
	app.Post("/widget/submit", func(c *fiber.Ctx) error { return c.JSON(fiber.Map{"ok": true}) })
	return app
}

// response is a decoded answer of the app.
type response struct {
	status int
	header http.Header
	raw    string
	body   map[string]any
}

func (r response) code() string {
	s, _ := r.body["error"].(string)
	return s
}

// do sends req to app and decodes the answer.
func do(t *testing.T, app *fiber.App, req *http.Request) response {
	t.Helper()
	res, err := app.Test(req, -1)
	if err != nil {
		t.Fatalf("%s %s: %v", req.Method, req.URL.Path, err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("reading body: %v", err)
	}
	r := response{status: res.StatusCode, header: res.Header, raw: string(raw)}
	if strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
		if err := json.Unmarshal(raw, &r.body); err != nil {
			t.Fatalf("%s %s: body %q: %v", req.Method, req.URL.Path, raw, err)
		}
	}
	return r
}

// scenario is one request to the app and what the answer must be.
type scenario struct {
	name       string
	method     string
	path       string
	headers    map[string]string
	body       string
	wantStatus int
	wantCode   string // the "error" field; "" for a success
	check      func(t *testing.T, r response)
}

func (sc scenario) request() *http.Request {
	var body io.Reader
	if sc.body != "" {
		body = strings.NewReader(sc.body)
	}
	req := httptest.NewRequest(sc.method, sc.path, body)
	for k, v := range sc.headers {
		req.Header.Set(k, v)
	}
	return req
}

func runScenarios(t *testing.T, app *fiber.App, scenarios []scenario) {
	t.Helper()
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			r := do(t, app, sc.request())
			if r.status != sc.wantStatus {
				t.Fatalf("status = %d, want %d; body %s", r.status, sc.wantStatus, r.raw)
			}
			if r.status >= 400 {
				checkErrorShape(t, r, sc.wantCode)
			}
			if sc.check != nil {
				sc.check(t, r)
			}
		})
	}
}

// checkErrorShape checks the error body {status, message, error} of r.
func checkErrorShape(t *testing.T, r response, wantCode string) {
	t.Helper()
	if r.body == nil {
		t.Fatalf("error answer is not JSON: %q (Content-Type %q)", r.raw, r.header.Get("Content-Type"))
	}
	if got, _ := r.body["status"].(float64); int(got) != r.status {
		t.Errorf("body status = %v, want %d", r.body["status"], r.status)
	}
	if msg, _ := r.body["message"].(string); msg == "" {
		t.Errorf("body has no message: %s", r.raw)
	}
	if r.code() != wantCode {
		t.Errorf("error = %q, want %q; body %s", r.code(), wantCode, r.raw)
	}
	if r.header.Get(HeaderRequestID) == "" {
		t.Errorf("no %s header", HeaderRequestID)
	}
}

func wantMessage(want string) func(*testing.T, response) {
	return func(t *testing.T, r response) {
		t.Helper()
		if got := r.body["message"]; got != want {
			t.Errorf("message = %q, want %q", got, want)
		}
	}
}

func wantNoLeak(t *testing.T, r response) {
	t.Helper()
	if strings.Contains(r.raw, "secret") {
		t.Errorf("internal detail leaked: %s", r.raw)
	}
	if r.body["message"] != internalMessage {
		t.Errorf("message = %q, want %q", r.body["message"], internalMessage)
	}
}

func wantDetails(field string) func(*testing.T, response) {
	return func(t *testing.T, r response) {
		t.Helper()
		details, _ := r.body["details"].([]any)
		if len(details) != 1 {
			t.Fatalf("details = %v, want one about %q", r.body["details"], field)
		}
		d, _ := details[0].(map[string]any)
		if d["field"] != field || d["message"] == "" {
			t.Errorf("details[0] = %v, want field %q with a message", d, field)
		}
	}
}

const jsonCT = "application/json"

func jsonHeaders() map[string]string { return map[string]string{"Content-Type": jsonCT} }

func TestAPI(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{}, Deps{DB: fakeDB{}})

	runScenarios(t, s.App(), []scenario{
		// Health.
		{name: "healthz", method: "GET", path: "/healthz", wantStatus: 200, check: func(t *testing.T, r response) {
			if r.body["status"] != "ok" {
				t.Errorf("body = %s", r.raw)
			}
		}},
		{name: "readyz", method: "GET", path: "/readyz", wantStatus: 200, check: func(t *testing.T, r response) {
			if r.body["status"] != "ok" {
				t.Errorf("body = %s", r.raw)
			}
		}},

		// Unknown routes and methods.
		{name: "unknown api route", method: "GET", path: "/api/nope", wantStatus: 404, wantCode: "NOT_FOUND"},
		{name: "unknown route", method: "GET", path: "/nope/deeper", wantStatus: 404, wantCode: "NOT_FOUND"},
		{name: "unknown api POST", method: "POST", path: "/api/rooms/x", headers: jsonHeaders(), body: `{}`, wantStatus: 404, wantCode: "NOT_FOUND"},
		{name: "wrong method", method: "POST", path: "/healthz", wantStatus: 405, wantCode: "METHOD_NOT_ALLOWED"},
		{name: "wrong method on json route", method: "DELETE", path: "/test/json", wantStatus: 405, wantCode: "METHOD_NOT_ALLOWED"},

		// Error shape.
		{name: "panic", method: "GET", path: "/test/panic", wantStatus: 500, wantCode: "INTERNAL", check: wantNoLeak},
		{name: "plain error", method: "GET", path: "/test/internal", wantStatus: 500, wantCode: "INTERNAL", check: wantNoLeak},
		{name: "details", method: "GET", path: "/test/invalid", wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantDetails("name")},
		{name: "wrapped feedbackkit error", method: "GET", path: "/test/wrapped", wantStatus: 404, wantCode: "NOT_FOUND", check: wantMessage("room not found")},
		{name: "unknown code", method: "GET", path: "/test/code/NOT_A_CODE", wantStatus: 500, wantCode: "INTERNAL", check: wantMessage(internalMessage)},
		{name: "no details when none", method: "GET", path: "/test/code/NOT_FOUND", wantStatus: 404, wantCode: "NOT_FOUND", check: func(t *testing.T, r response) {
			if _, ok := r.body["details"]; ok {
				t.Errorf("details present: %s", r.raw)
			}
		}},

		// JSON decoding.
		{name: "json ok", method: "POST", path: "/test/json", headers: jsonHeaders(), body: `{"name":"a","age":3,"extra":true}`, wantStatus: 200, check: func(t *testing.T, r response) {
			if r.body["name"] != "a" || r.body["age"] != 3.0 {
				t.Errorf("body = %s", r.raw)
			}
		}},
		{name: "json charset", method: "POST", path: "/test/json", headers: map[string]string{"Content-Type": "application/json; charset=UTF-8"}, body: `{"name":"a"}`, wantStatus: 200},
		{name: "json other charset", method: "POST", path: "/test/json", headers: map[string]string{"Content-Type": "application/json; charset=latin1"}, body: `{"name":"a"}`, wantStatus: 415, wantCode: "UNSUPPORTED_MEDIA_TYPE"},
		{name: "text/plain", method: "POST", path: "/test/json", headers: map[string]string{"Content-Type": "text/plain"}, body: `{"name":"a"}`, wantStatus: 415, wantCode: "UNSUPPORTED_MEDIA_TYPE"},
		{name: "no content type", method: "POST", path: "/test/json", body: `{"name":"a"}`, wantStatus: 415, wantCode: "UNSUPPORTED_MEDIA_TYPE"},
		{name: "form body", method: "POST", path: "/test/json", headers: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, body: `name=a`, wantStatus: 415, wantCode: "UNSUPPORTED_MEDIA_TYPE"},
		{name: "empty body", method: "POST", path: "/test/json", headers: jsonHeaders(), wantStatus: 400, wantCode: "INVALID_JSON", check: wantMessage("request body is required")},
		{name: "empty body no content type", method: "POST", path: "/test/json", wantStatus: 400, wantCode: "INVALID_JSON", check: wantMessage("request body is required")},
		{name: "null body", method: "POST", path: "/test/json", headers: jsonHeaders(), body: `null`, wantStatus: 400, wantCode: "INVALID_JSON"},
		{name: "malformed", method: "POST", path: "/test/json", headers: jsonHeaders(), body: `{"name": "a",}`, wantStatus: 400, wantCode: "INVALID_JSON"},
		{name: "truncated", method: "POST", path: "/test/json", headers: jsonHeaders(), body: `{"name": "a"`, wantStatus: 400, wantCode: "INVALID_JSON"},
		{name: "trailing data", method: "POST", path: "/test/json", headers: jsonHeaders(), body: `{"name":"a"} {"name":"b"}`, wantStatus: 400, wantCode: "INVALID_JSON"},
		{name: "trailing garbage", method: "POST", path: "/test/json", headers: jsonHeaders(), body: `{"name":"a"}x`, wantStatus: 400, wantCode: "INVALID_JSON"},
		{name: "trailing whitespace", method: "POST", path: "/test/json", headers: jsonHeaders(), body: "{\"name\":\"a\"}\n\t ", wantStatus: 200},
		{name: "array body", method: "POST", path: "/test/json", headers: jsonHeaders(), body: `[1,2]`, wantStatus: 400, wantCode: "INVALID_JSON"},
		{name: "wrong type", method: "POST", path: "/test/json", headers: jsonHeaders(), body: `{"name":"a","age":"three"}`, wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantDetails("age")},
		{name: "wrong type string", method: "POST", path: "/test/json", headers: jsonHeaders(), body: `{"name":5}`, wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantDetails("name")},
		{name: "wrong type array", method: "POST", path: "/test/json", headers: jsonHeaders(), body: `{"tags":"x"}`, wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantDetails("tags")},
		{name: "wrong type nested", method: "POST", path: "/test/json", headers: jsonHeaders(), body: `{"nested":{"n":true}}`, wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantDetails("nested.n")},
		{name: "json too large", method: "POST", path: "/test/json", headers: jsonHeaders(), body: `{"name":"` + strings.Repeat("a", DefaultJSONBodyLimit) + `"}`, wantStatus: 413, wantCode: "PAYLOAD_TOO_LARGE"},
		{name: "no body endpoint", method: "POST", path: "/test/nobody", wantStatus: 200},

		// Uploads.
		{name: "upload not multipart", method: "POST", path: "/test/upload", headers: jsonHeaders(), body: `{}`, wantStatus: 415, wantCode: "UNSUPPORTED_MEDIA_TYPE"},
		{name: "upload no body", method: "POST", path: "/test/upload", wantStatus: 415, wantCode: "UNSUPPORTED_MEDIA_TYPE"},

		// Request ids.
		{name: "request id echoed", method: "GET", path: "/healthz", headers: map[string]string{HeaderRequestID: "abc-123_X.y:z"}, wantStatus: 200, check: func(t *testing.T, r response) {
			if got := r.header.Get(HeaderRequestID); got != "abc-123_X.y:z" {
				t.Errorf("request id = %q", got)
			}
		}},
		{name: "request id echoed on error", method: "GET", path: "/api/nope", headers: map[string]string{HeaderRequestID: "req-42"}, wantStatus: 404, wantCode: "NOT_FOUND", check: func(t *testing.T, r response) {
			if got := r.header.Get(HeaderRequestID); got != "req-42" {
				t.Errorf("request id = %q", got)
			}
		}},
		{name: "unsafe request id replaced", method: "GET", path: "/healthz", headers: map[string]string{HeaderRequestID: "<script>alert(1)</script>"}, wantStatus: 200, check: wantGeneratedRequestID},
		{name: "long request id replaced", method: "GET", path: "/healthz", headers: map[string]string{HeaderRequestID: strings.Repeat("a", 65)}, wantStatus: 200, check: wantGeneratedRequestID},
		{name: "request id generated", method: "GET", path: "/healthz", wantStatus: 200, check: wantGeneratedRequestID},

		// Authentication and roles.
		{name: "no cookie", method: "GET", path: "/test/me", wantStatus: 401, wantCode: "INVALID_TOKEN"},
		{name: "empty cookie", method: "GET", path: "/test/me", headers: map[string]string{"Cookie": "auth_token="}, wantStatus: 401, wantCode: "INVALID_TOKEN"},
		{name: "other cookie", method: "GET", path: "/test/me", headers: map[string]string{"Cookie": "session=user-token"}, wantStatus: 401, wantCode: "INVALID_TOKEN"},
		{name: "bad token", method: "GET", path: "/test/me", headers: map[string]string{"Cookie": "auth_token=forged"}, wantStatus: 401, wantCode: "INVALID_TOKEN"},
		{name: "bearer header is not a session", method: "GET", path: "/test/me", headers: map[string]string{"Authorization": "Bearer user-token"}, wantStatus: 401, wantCode: "INVALID_TOKEN"},
		{name: "authenticator failure", method: "GET", path: "/test/me", headers: map[string]string{"Cookie": "auth_token=boom"}, wantStatus: 500, wantCode: "INTERNAL", check: wantNoLeak},
		{name: "principal without organization", method: "GET", path: "/test/me", headers: map[string]string{"Cookie": "auth_token=no-org"}, wantStatus: 500, wantCode: "INTERNAL"},
		{name: "principal without role", method: "GET", path: "/test/me", headers: map[string]string{"Cookie": "auth_token=no-role"}, wantStatus: 500, wantCode: "INTERNAL"},
		{name: "valid token", method: "GET", path: "/test/me", headers: map[string]string{"Cookie": "auth_token=user-token"}, wantStatus: 200, check: func(t *testing.T, r response) {
			if r.body["userId"] != "u1" || r.body["role"] != "user" {
				t.Errorf("body = %s", r.raw)
			}
		}},
		{name: "valid token among cookies", method: "GET", path: "/test/me", headers: map[string]string{"Cookie": "theme=dark; auth_token=admin-token; x=1"}, wantStatus: 200},
		{name: "user on admin route", method: "GET", path: "/test/admin", headers: map[string]string{"Cookie": "auth_token=user-token"}, wantStatus: 403, wantCode: "INSUFFICIENT_ROLE"},
		{name: "admin on admin route", method: "GET", path: "/test/admin", headers: map[string]string{"Cookie": "auth_token=admin-token"}, wantStatus: 200},
		{name: "owner on admin route", method: "GET", path: "/test/admin", headers: map[string]string{"Cookie": "auth_token=owner-token"}, wantStatus: 200},
		{name: "admin on owner route", method: "GET", path: "/test/owner", headers: map[string]string{"Cookie": "auth_token=admin-token"}, wantStatus: 403, wantCode: "INSUFFICIENT_ROLE"},
		{name: "anonymous on admin route", method: "GET", path: "/test/admin", wantStatus: 401, wantCode: "INVALID_TOKEN"},
		{name: "role check without auth fails closed", method: "GET", path: "/test/role-without-auth", wantStatus: 401, wantCode: "INVALID_TOKEN"},
	})
}

func wantGeneratedRequestID(t *testing.T, r response) {
	t.Helper()
	got := r.header.Get(HeaderRequestID)
	if !validRequestID(got) || len(got) < 16 {
		t.Errorf("request id = %q, want a generated one", got)
	}
}

func TestUploads(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{}, Deps{})

	multipartBody := func(field string, content []byte) (string, string) {
		var buf bytes.Buffer
		w := multipart.NewWriter(&buf)
		if field != "" {
			fw, err := w.CreateFormFile(field, "pic.png")
			if err != nil {
				t.Fatal(err)
			}
			fw.Write(content)
		} else if err := w.WriteField("note", "no file here"); err != nil {
			t.Fatal(err)
		}
		w.Close()
		return buf.String(), w.FormDataContentType()
	}
	withFile, ct := multipartBody("file", []byte("\x89PNG\r\n\x1a\nfake"))
	noFile, ctNoFile := multipartBody("", nil)
	otherPart, ctOther := multipartBody("avatar", []byte("x"))
	emptyFile, ctEmpty := multipartBody("file", nil)

	runScenarios(t, s.App(), []scenario{
		{name: "file", method: "POST", path: "/test/upload", headers: map[string]string{"Content-Type": ct}, body: withFile, wantStatus: 200, check: func(t *testing.T, r response) {
			if r.body["size"] != 12.0 || r.body["filename"] != "pic.png" {
				t.Errorf("body = %s", r.raw)
			}
		}},
		{name: "no file part", method: "POST", path: "/test/upload", headers: map[string]string{"Content-Type": ctNoFile}, body: noFile, wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantDetails("file")},
		{name: "other file part", method: "POST", path: "/test/upload", headers: map[string]string{"Content-Type": ctOther}, body: otherPart, wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantDetails("file")},
		{name: "empty file", method: "POST", path: "/test/upload", headers: map[string]string{"Content-Type": ctEmpty}, body: emptyFile, wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantDetails("file")},
		{name: "no boundary", method: "POST", path: "/test/upload", headers: map[string]string{"Content-Type": "multipart/form-data"}, body: withFile, wantStatus: 415, wantCode: "UNSUPPORTED_MEDIA_TYPE"},
		{name: "not a form", method: "POST", path: "/test/upload", headers: map[string]string{"Content-Type": ct}, body: "garbage", wantStatus: 415, wantCode: "UNSUPPORTED_MEDIA_TYPE"},
		{name: "truncated form", method: "POST", path: "/test/upload", headers: map[string]string{"Content-Type": ct}, body: withFile[:len(withFile)-20], wantStatus: 415, wantCode: "UNSUPPORTED_MEDIA_TYPE"},
		{name: "other boundary", method: "POST", path: "/test/upload", headers: map[string]string{"Content-Type": "multipart/form-data; boundary=elsewhere"}, body: withFile, wantStatus: 415, wantCode: "UNSUPPORTED_MEDIA_TYPE"},
		{name: "text", method: "POST", path: "/test/upload", headers: map[string]string{"Content-Type": "text/plain"}, body: "hello", wantStatus: 415, wantCode: "UNSUPPORTED_MEDIA_TYPE"},
	})
}

func TestErrorStatusTable(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{}, Deps{})
	want := map[feedbackkit.Code]int{
		"VALIDATION_FAILED": 400, "INVALID_JSON": 400, "INVALID_RESET_TOKEN": 400, "INVALID_PASSWORD": 400,
		"INVALID_TOKEN": 401, "INVALID_CREDENTIALS": 401,
		"INSUFFICIENT_ROLE": 403, "INSUFFICIENT_SCOPE": 403, "FORBIDDEN_ORIGIN": 403, "INVALID_STATE": 400, "CHALLENGE_FAILED": 400, "FORM_CLOSED": 403, "ENTITLEMENT_REQUIRED": 403, "FORBIDDEN": 403, "SEAT_LIMIT_REACHED": 403,
		"ROOM_LIMIT_REACHED": 403, "FORM_LIMIT_REACHED": 403, "ROOM_INACTIVE": 403, "FORM_INACTIVE": 403,
		"NOT_FOUND": 404, "METHOD_NOT_ALLOWED": 405,
		"ALREADY_EXISTS": 409, "ALREADY_MEMBER": 409, "INVITATION_PENDING": 409, "EMAIL_IN_USE": 409, "NOT_CONNECTED": 409,
		"PAYLOAD_TOO_LARGE": 413, "UNSUPPORTED_MEDIA_TYPE": 415, "RATE_LIMITED": 429, "CANCELED": 499, "UNAVAILABLE": 503, "NOT_CONFIGURED": 503,
		"IN_PROGRESS": 409, "IDEMPOTENCY_MISMATCH": 422,
	}
	if len(want)+1 != len(codeStatus) { // +1: INTERNAL
		t.Errorf("codeStatus has %d codes, the test knows %d", len(codeStatus), len(want)+1)
	}
	var scenarios []scenario
	for code, status := range want {
		if got, ok := StatusOf(code); !ok || got != status {
			t.Errorf("StatusOf(%s) = %d, %v; want %d", code, got, ok, status)
		}
		scenarios = append(scenarios, scenario{
			name: string(code), method: "GET", path: "/test/code/" + string(code),
			wantStatus: status, wantCode: string(code), check: wantMessage("some " + string(code)),
		})
	}
	scenarios = append(scenarios,
		scenario{name: "INTERNAL", method: "GET", path: "/test/code/INTERNAL", wantStatus: 500, wantCode: "INTERNAL", check: wantMessage(internalMessage)},
		// A handler's 400 keeps its message: only fasthttp's are replaced.
		scenario{name: "fiber 400", method: "GET", path: "/test/fiber/400", wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantMessage("fiber says 400")},
		scenario{name: "fiber 401", method: "GET", path: "/test/fiber/401", wantStatus: 401, wantCode: "INVALID_TOKEN"},
		// So do a handler's 404, 405, 408, 413 and 431: only Fiber's own
		// messages (its defaults) are replaced.
		scenario{name: "fiber 404", method: "GET", path: "/test/fiber/404", wantStatus: 404, wantCode: "NOT_FOUND", check: wantMessage("fiber says 404")},
		scenario{name: "fiber 405", method: "GET", path: "/test/fiber/405", wantStatus: 405, wantCode: "METHOD_NOT_ALLOWED", check: wantMessage("fiber says 405")},
		scenario{name: "fiber default 404", method: "GET", path: "/test/fiber-default/404", wantStatus: 404, wantCode: "NOT_FOUND", check: wantMessage("not found")},
		scenario{name: "fiber default 405", method: "GET", path: "/test/fiber-default/405", wantStatus: 405, wantCode: "METHOD_NOT_ALLOWED", check: wantMessage("method not allowed")},
		// Statuses without a code of their own get VALIDATION_FAILED's 400.
		scenario{name: "fiber 408", method: "GET", path: "/test/fiber/408", wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantMessage("fiber says 408")},
		scenario{name: "fiber default 408", method: "GET", path: "/test/fiber-default/408", wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantMessage("the request was not received in time")},
		scenario{name: "fiber 431", method: "GET", path: "/test/fiber/431", wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantMessage("fiber says 431")},
		scenario{name: "fiber default 431", method: "GET", path: "/test/fiber-default/431", wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantMessage("request line and headers too large (16 KB at most, the URL and the cookies included)")},
		scenario{name: "fiber 418", method: "GET", path: "/test/fiber/418", wantStatus: 400, wantCode: "VALIDATION_FAILED"},
		scenario{name: "fiber 413", method: "GET", path: "/test/fiber/413", wantStatus: 413, wantCode: "PAYLOAD_TOO_LARGE", check: wantMessage("fiber says 413")},
		scenario{name: "fiber default 413", method: "GET", path: "/test/fiber-default/413", wantStatus: 413, wantCode: "PAYLOAD_TOO_LARGE", check: wantMessage("request body too large")},
		scenario{name: "fiber 415", method: "GET", path: "/test/fiber/415", wantStatus: 415, wantCode: "UNSUPPORTED_MEDIA_TYPE"},
		scenario{name: "fiber 429", method: "GET", path: "/test/fiber/429", wantStatus: 429, wantCode: "RATE_LIMITED"},
		scenario{name: "fiber 502", method: "GET", path: "/test/fiber/502", wantStatus: 500, wantCode: "INTERNAL", check: wantMessage(internalMessage)},
	)
	runScenarios(t, s.App(), scenarios)
}

func TestReadyzDatabaseDown(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{}, Deps{DB: fakeDB{err: errors.New("connection refused")}})
	r := do(t, s.App(), httptest.NewRequest("GET", "/readyz", nil))
	if r.status != 503 || r.code() != "UNAVAILABLE" || r.body["status"] != 503.0 || r.body["message"] == "" {
		t.Fatalf("readyz = %d %s", r.status, r.raw)
	}
	if strings.Contains(r.raw, "refused") {
		t.Errorf("detail leaked: %s", r.raw)
	}
	if r.header.Get("Retry-After") != "5" {
		t.Errorf("Retry-After %q", r.header.Get("Retry-After"))
	}
	// Liveness does not depend on the database.
	if r := do(t, s.App(), httptest.NewRequest("GET", "/healthz", nil)); r.status != 200 {
		t.Errorf("healthz = %d", r.status)
	}
}

// TestUnavailableDatabaseErrors checks which internal errors become 503
// UNAVAILABLE with Retry-After: a network error of the driver, an error
// past the request's deadline, and any internal error while the database
// fails a ping; other internal errors stay 500.
func TestUnavailableDatabaseErrors(t *testing.T) {
	t.Parallel()
	check := func(t *testing.T, s testServer, path string, status int) {
		t.Helper()
		r := do(t, s.App(), httptest.NewRequest("GET", path, nil))
		if r.status != status {
			t.Fatalf("%s: status %d, want %d: %s", path, r.status, status, r.raw)
		}
		if status == 503 {
			checkErrorShape(t, r, "UNAVAILABLE")
			if r.header.Get("Retry-After") != "5" || strings.Contains(r.raw, "refused") {
				t.Errorf("%s: Retry-After %q, body %s", path, r.header.Get("Retry-After"), r.raw)
			}
		}
	}
	up := newTestServer(t, Config{RequestTimeout: 50 * time.Millisecond}, Deps{DB: fakeDB{}})
	up.test.Get("/dial", func(*fiber.Ctx) error {
		return fmt.Errorf("find user: %w", &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connection refused")})
	})
	up.test.Get("/slow", func(c *fiber.Ctx) error {
		<-c.UserContext().Done()
		return errors.New("a library error that does not wrap the context's")
	})
	check(t, up, "/test/dial", 503)
	check(t, up, "/test/slow", 503)
	check(t, up, "/test/internal", 500)

	down := newTestServer(t, Config{}, Deps{DB: fakeDB{err: errors.New("connection refused")}})
	check(t, down, "/test/internal", 503)
	check(t, down, "/test/invalid", 400) // errors of the request itself stay what they are
}

func TestReadyzWithoutDB(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{}, Deps{})
	if r := do(t, s.App(), httptest.NewRequest("GET", "/readyz", nil)); r.status != 200 {
		t.Errorf("readyz = %d %s", r.status, r.raw)
	}
}

func TestInternalErrorsAreLogged(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{}, Deps{})

	for _, tc := range []struct{ path, secret, msg string }{
		{"/test/internal", "secret db detail", "internal error"},
		{"/test/panic", "secret panic detail", "panic"},
	} {
		req := httptest.NewRequest("GET", tc.path, nil)
		req.Header.Set(HeaderRequestID, "trace-"+strings.TrimPrefix(tc.path, "/test/"))
		r := do(t, s.App(), req)
		if r.status != 500 {
			t.Fatalf("%s: status %d", tc.path, r.status)
		}
		var found []map[string]any
		for _, l := range s.logs.Records(t) {
			if l["request_id"] == req.Header.Get(HeaderRequestID) && l["level"] == "ERROR" && l["msg"] != "request" {
				found = append(found, l)
			}
		}
		if len(found) != 1 {
			t.Fatalf("%s: want one error record, got %v", tc.path, found)
		}
		rec := found[0]
		if rec["msg"] != tc.msg || !strings.Contains(fmt.Sprint(rec), tc.secret) {
			t.Errorf("%s: record %v lacks %q", tc.path, rec, tc.secret)
		}
		if tc.msg == "panic" && !strings.Contains(fmt.Sprint(rec["stack"]), "goroutine") {
			t.Errorf("panic record has no stack: %v", rec)
		}
	}
}

func TestAccessLog(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{TrustedProxies: []string{"0.0.0.0/32"}}, Deps{})
	req := httptest.NewRequest("GET", "/test/me", nil)
	req.Header.Set(HeaderRequestID, "access-1")
	req.Header.Set("Cookie", "auth_token=user-token")
	req.Header.Set("X-Forwarded-For", "203.0.113.9")
	r := do(t, s.App(), req)
	if r.status != 200 {
		t.Fatalf("status %d", r.status)
	}
	var rec map[string]any
	for _, l := range s.logs.Records(t) {
		if l["msg"] == "request" && l["request_id"] == "access-1" {
			rec = l
		}
	}
	if rec == nil {
		t.Fatalf("no access log record in %s", s.logs.String())
	}
	want := map[string]any{
		"level": "INFO", "method": "GET", "path": "/test/me", "status": 200.0,
		"client_ip": "203.0.113.9", "bytes": float64(len(r.raw)), "user_id": "u1",
	}
	for k, v := range want {
		if rec[k] != v {
			t.Errorf("access log %s = %v, want %v (record %v)", k, rec[k], v, rec)
		}
	}
	if _, ok := rec["duration"].(float64); !ok {
		t.Errorf("access log has no duration: %v", rec)
	}
}

func TestNewConfig(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		cfg     Config
		wantErr bool
		secure  bool
	}{
		{name: "defaults", cfg: Config{}, secure: false},
		{name: "https", cfg: Config{BaseURL: "https://feedback.example.com/"}, secure: true},
		{name: "HTTPS upper", cfg: Config{BaseURL: "HTTPS://feedback.example.com"}, secure: true},
		{name: "relative base URL", cfg: Config{BaseURL: "feedback.example.com"}, wantErr: true},
		{name: "ftp base URL", cfg: Config{BaseURL: "ftp://feedback.example.com"}, wantErr: true},
		{name: "bad proxy", cfg: Config{TrustedProxies: []string{"10.0.0.0/8", "not-an-ip"}}, wantErr: true},
		{name: "bad cidr", cfg: Config{TrustedProxies: []string{"10.0.0.0/33"}}, wantErr: true},
	} {
		s, err := newServer(tc.cfg, Deps{})
		if tc.wantErr {
			if err == nil {
				t.Errorf("%s: New succeeded, want an error", tc.name)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: New: %v", tc.name, err)
			continue
		}
		if s.secureCookies() != tc.secure {
			t.Errorf("%s: secureCookies = %v, want %v", tc.name, s.secureCookies(), tc.secure)
		}
	}

	s, err := newServer(Config{}, Deps{})
	if err != nil {
		t.Fatal(err)
	}
	if s.cfg.BaseURL != DefaultBaseURL || s.cfg.JSONBodyLimit != DefaultJSONBodyLimit ||
		s.cfg.UploadBodyLimit != DefaultUploadBodyLimit || s.now().IsZero() {
		t.Errorf("defaults not filled: %+v", s.cfg)
	}
	if got := s.App().Config().BodyLimit; got != DefaultUploadBodyLimit {
		t.Errorf("BodyLimit = %d, want %d", got, DefaultUploadBodyLimit)
	}
}

func TestWidgetCORS(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{}, Deps{})

	pre := httptest.NewRequest("OPTIONS", "/test/widget/submit", nil)
	pre.Header.Set("Origin", "https://customer.example")
	pre.Header.Set("Access-Control-Request-Method", "POST")
	pre.Header.Set("Access-Control-Request-Headers", "Content-Type")
	r := do(t, s.App(), pre)
	if r.status != 204 {
		t.Fatalf("preflight status %d %s", r.status, r.raw)
	}
	if got := r.header.Get("Access-Control-Allow-Origin"); got != "*" {
		t.Errorf("Allow-Origin = %q", got)
	}
	if got := r.header.Get("Access-Control-Allow-Credentials"); got != "" {
		t.Errorf("Allow-Credentials = %q, want none", got)
	}
	if got := r.header.Get("Access-Control-Allow-Methods"); !strings.Contains(got, "POST") {
		t.Errorf("Allow-Methods = %q", got)
	}

	post := httptest.NewRequest("POST", "/test/widget/submit", nil)
	post.Header.Set("Origin", "https://customer.example")
	if r := do(t, s.App(), post); r.status != 200 || r.header.Get("Access-Control-Allow-Origin") != "*" {
		t.Errorf("POST: %d, Allow-Origin %q", r.status, r.header.Get("Access-Control-Allow-Origin"))
	}

	// CORS is not global.
	other := httptest.NewRequest("GET", "/healthz", nil)
	other.Header.Set("Origin", "https://customer.example")
	if r := do(t, s.App(), other); r.header.Get("Access-Control-Allow-Origin") != "" {
		t.Errorf("CORS header on /healthz: %q", r.header.Get("Access-Control-Allow-Origin"))
	}
}

// hostKey is the key of a value a host's middleware puts in the context.
type hostKey struct{}

func TestMountedInHostApp(t *testing.T) {
	t.Parallel()
	for _, prefix := range []string{"", "/feedback"} {
		t.Run("prefix "+prefix, func(t *testing.T) {
			t.Parallel()
			s := newTestServer(t, Config{Prefix: prefix}, Deps{DB: fakeDB{}})
			s.test.Get("/host-context", func(c *fiber.Ctx) error {
				v, _ := c.UserContext().Value(hostKey{}).(string)
				return c.SendString(v)
			})
			// The host answers its own errors in a shape of its own.
			host := fiber.New(fiber.Config{
				DisableStartupMessage: true,
				Immutable:             true,
				ErrorHandler: func(c *fiber.Ctx, err error) error {
					status := fiber.StatusInternalServerError
					var fe *fiber.Error
					if errors.As(err, &fe) {
						status = fe.Code
					}
					return c.Status(status).SendString("host says " + err.Error())
				},
			})
			host.Get("/host/hello", func(c *fiber.Ctx) error { return c.SendString("hello from host") })
			host.Get("/host/teapot", func(c *fiber.Ctx) error { return fiber.NewError(fiber.StatusTeapot, "short and stout") })
			// A host route behind the Server's authentication sees the caller.
			host.Get("/host/whoami", s.Authenticate, s.RequireRole(feedbackkit.RoleAdmin), func(c *fiber.Ctx) error {
				p := identity.PrincipalFrom(c.UserContext())
				return c.SendString(p.UserID + "@" + p.OrgID)
			})
			// A host route below the prefix, registered before Mount, is the host's.
			host.Get(prefix+"/host-first", func(c *fiber.Ctx) error { return fiber.NewError(fiber.StatusTeapot, "first") })
			// The host's middleware before Mount: its context reaches the Server.
			host.Use(func(c *fiber.Ctx) error {
				c.SetUserContext(context.WithValue(c.UserContext(), hostKey{}, "from the host"))
				return c.Next()
			})
			s.Mount(host)
			// Host routes after Mount whose paths merely start like the Server's.
			for _, p := range []string{"/apidocs", "/api-v2/teapot", "/healthzx", "/uploads-old/x"} {
				host.Get(p, func(c *fiber.Ctx) error { return fiber.NewError(fiber.StatusTeapot, "short and stout") })
			}
			host.Get("/feedbackx/apidocs", func(c *fiber.Ctx) error { return fiber.NewError(fiber.StatusTeapot, "short and stout") })
			// A host route after Mount below the prefix is the Server's,
			// and so is everything below the prefix that a catch-all after
			// Mount would answer.
			host.Get(prefix+"/later", func(c *fiber.Ctx) error { return c.SendString("shadowed") })
			host.Use(func(c *fiber.Ctx) error { return c.Status(fiber.StatusNotFound).SendString("host catch-all") })

			hostAnswers := []struct {
				path   string
				status int
				body   string
			}{
				{"/host/hello", 200, "hello from host"},
				{"/host/teapot", 418, "host says short and stout"},
				{"/host/nope", 404, "host catch-all"},
				{prefix + "/host-first", 418, "host says first"},
				{"/apidocs", 418, "host says short and stout"},
				{"/api-v2/teapot", 418, "host says short and stout"},
				{"/healthzx", 418, "host says short and stout"},
				{"/uploads-old/x", 418, "host says short and stout"},
				{"/feedbackx/apidocs", 418, "host says short and stout"},
				{"/apinope", 404, "host catch-all"},
			}
			for _, h := range hostAnswers {
				r := do(t, host, httptest.NewRequest("GET", h.path, nil))
				if r.status != h.status || r.raw != h.body {
					t.Errorf("GET %s: %d %q, want %d %q", h.path, r.status, r.raw, h.status, h.body)
				}
				if r.header.Get(HeaderRequestID) != "" {
					t.Errorf("GET %s: the Server's middleware ran on a host route", h.path)
				}
			}
			// What the Server answers below its prefix, whatever the host
			// registered after Mount.
			serverAnswers := []struct {
				method, path string
				status       int
			}{
				{"GET", prefix + "/api/nope", 404},
				{"DELETE", prefix + "/healthz", 405},
				{"POST", prefix + "/api/events/order", 405},
				// In other letter cases, as the router matches paths.
				{"GET", strings.ToUpper(prefix) + "/API/Nope", 404},
				{"DELETE", strings.ToUpper(prefix) + "/HealthZ/", 405},
			}
			if prefix != "" {
				serverAnswers = append(serverAnswers, []struct {
					method, path string
					status       int
				}{
					{"GET", prefix + "/later", 404},
					{"GET", prefix + "/apidocs", 404},
					{"GET", prefix + "/nope/deeper", 404},
				}...)
			}
			for _, a := range serverAnswers {
				r := do(t, host, httptest.NewRequest(a.method, a.path, nil))
				if r.status != a.status || r.header.Get(HeaderRequestID) == "" {
					t.Errorf("%s %s: %d %q (request id %q), want the Server's %d", a.method, a.path, r.status, r.raw, r.header.Get(HeaderRequestID), a.status)
					continue
				}
				want := map[int]string{404: "NOT_FOUND", 405: "METHOD_NOT_ALLOWED"}[a.status]
				checkErrorShape(t, r, want)
			}
			// The prefix itself is the dashboard's home, which sends to the rooms.
			if r := do(t, host, httptest.NewRequest("GET", cmp.Or(prefix, "/"), nil)); r.status != 303 ||
				r.header.Get("Location") != prefix+"/rooms" || r.header.Get(HeaderRequestID) == "" {
				t.Errorf("GET %s: %d %q %v, want the dashboard's redirect", prefix, r.status, r.raw, r.header)
			}

			admin := map[string]string{"Cookie": "auth_token=admin-token"}
			runScenarios(t, host, []scenario{
				{name: "healthz", method: "GET", path: prefix + "/healthz", wantStatus: 200},
				{name: "readyz", method: "GET", path: prefix + "/readyz", wantStatus: 200},
				{name: "unknown api route", method: "GET", path: prefix + "/api/nope", wantStatus: 404, wantCode: "NOT_FOUND"},
				{name: "panic", method: "GET", path: prefix + "/test/panic", wantStatus: 500, wantCode: "INTERNAL", check: wantNoLeak},
				{name: "validation", method: "POST", path: prefix + "/test/json", headers: jsonHeaders(), body: `{"age":"x"}`, wantStatus: 400, wantCode: "VALIDATION_FAILED", check: wantDetails("age")},
				{name: "auth", method: "GET", path: prefix + "/test/me", wantStatus: 401, wantCode: "INVALID_TOKEN"},
				{name: "auth ok", method: "GET", path: prefix + "/test/me", headers: map[string]string{"Cookie": "auth_token=user-token"}, wantStatus: 200},
				{name: "host context", method: "GET", path: prefix + "/test/host-context", wantStatus: 200, check: func(t *testing.T, r response) {
					if r.raw != "from the host" {
						t.Errorf("body %q, want the value the host's middleware set", r.raw)
					}
				}},
				{name: "host route without a session", method: "GET", path: "/host/whoami", wantStatus: 401, wantCode: "INVALID_TOKEN"},
				{name: "host route below the role", method: "GET", path: "/host/whoami", headers: map[string]string{"Cookie": "auth_token=user-token"}, wantStatus: 403, wantCode: "INSUFFICIENT_ROLE"},
				{name: "host route sees the caller", method: "GET", path: "/host/whoami", headers: admin, wantStatus: 200, check: func(t *testing.T, r response) {
					if r.raw != "u2@o1" {
						t.Errorf("body %q, want u2@o1", r.raw)
					}
				}},
			})
			wantPath := prefix
			if wantPath == "" {
				wantPath = "/"
			}
			if got := s.cookiePath(); got != wantPath {
				t.Errorf("cookie path %q, want %q", got, wantPath)
			}
		})
	}
}

// TestNewRequiredDeps refuses a Server without the Services whose routes
// are always registered, naming each.
func TestNewRequiredDeps(t *testing.T) {
	t.Parallel()
	_, err := New(Config{}, Deps{DB: fakeDB{}})
	for _, name := range []string{"Identity", "Orgs", "Uploads", "Rooms", "Feedback", "Forms", "Subscriptions"} {
		if err == nil || !strings.Contains(err.Error(), "Deps."+name) {
			t.Errorf("New without Deps.%s: %v", name, err)
		}
	}
}

func TestPrefix(t *testing.T) {
	t.Parallel()
	for _, bad := range []string{"feedback", "/a//b", "/a b", "/a?b"} {
		if _, err := newServer(Config{Prefix: bad}, Deps{}); err == nil {
			t.Errorf("prefix %q accepted", bad)
		}
	}
	// The base URL is the public URL of the prefix.
	for _, bad := range []Config{
		{Prefix: "/feedback", BaseURL: "https://host.example"},
		{Prefix: "/feedback", BaseURL: "https://host.example/apps/feedback"},
		{Prefix: "/feedback", BaseURL: "https://host.example/feedback?x=1"},
		{BaseURL: "host.example"},
	} {
		if _, err := newServer(bad, Deps{}); err == nil {
			t.Errorf("prefix %q with base URL %q accepted", bad.Prefix, bad.BaseURL)
		}
	}
	for _, good := range []Config{
		{Prefix: "/feedback", BaseURL: "https://host.example/feedback/"},
		{BaseURL: "https://host.example/behind-a-proxy"}, // which strips the path
	} {
		if _, err := newServer(good, Deps{}); err != nil {
			t.Errorf("prefix %q with base URL %q: %v", good.Prefix, good.BaseURL, err)
		}
	}
	s := newTestServer(t, Config{Prefix: "/feedback/"}, Deps{DB: fakeDB{}})
	if s.cfg.BaseURL != DefaultBaseURL+"/feedback" {
		t.Errorf("default base URL %q, want the prefix's", s.cfg.BaseURL)
	}
	if r := do(t, s.App(), httptest.NewRequest("GET", "/feedback/healthz", nil)); r.status != 200 {
		t.Errorf("standalone app at the prefix: %d %s", r.status, r.raw)
	}
	r := do(t, s.App(), httptest.NewRequest("GET", "/healthz", nil))
	if r.status != 404 {
		t.Errorf("standalone app outside the prefix: %d %s", r.status, r.raw)
	}
	checkErrorShape(t, r, "NOT_FOUND")
}

// TestOwnPagesURLs: without the respondent pages or the dashboard, the
// URL of the host's own is required (the links would reach no page), and
// must be an absolute http or https URL; else it defaults to the base URL.
func TestOwnPagesURLs(t *testing.T) {
	t.Parallel()
	for _, bad := range []Config{
		{NoPages: true},
		{NoDashboard: true},
		{PagesURL: "host.example/r"},
		{DashboardURL: "ftp://host.example/admin"},
		{NoDashboard: true, DashboardURL: "https://host.example/admin?x=1"},
	} {
		if _, err := newServer(bad, Deps{}); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	for _, c := range []struct {
		cfg                 Config
		dashboard, pagesURL string
	}{
		{Config{NoDashboard: true, DashboardURL: "https://host.example/admin/"}, "https://host.example/admin", DefaultBaseURL},
		{Config{BaseURL: "https://feedback.example/fk", PagesURL: "https://host.example/"}, "https://feedback.example/fk", "https://host.example"},
	} {
		s, err := newServer(c.cfg, Deps{})
		if err != nil {
			t.Fatal(err)
		}
		if s.cfg.DashboardURL != c.dashboard || s.cfg.PagesURL != c.pagesURL {
			t.Errorf("%+v: dashboard URL %q, pages URL %q; want %q, %q", c.cfg, s.cfg.DashboardURL, s.cfg.PagesURL, c.dashboard, c.pagesURL)
		}
	}
}

// listen serves s on a fresh 127.0.0.1 port and returns its base URL; the
// server is shut down when the test ends.
func listen(t *testing.T, s *Server) (baseURL string, done <-chan error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	errc := make(chan error, 1)
	go func() { errc <- s.Listen(ln) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = s.Shutdown(ctx)
	})
	return "http://" + ln.Addr().String(), errc
}

func TestShutdownWaitsForInFlightRequest(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{}, Deps{})
	started := make(chan struct{})
	release := make(chan struct{})
	s.test.Get("/slow", func(c *fiber.Ctx) error {
		close(started)
		<-release
		return c.JSON(fiber.Map{"done": true})
	})
	base, served := listen(t, s.Server)

	type result struct {
		status int
		body   string
		err    error
	}
	resc := make(chan result, 1)
	go func() {
		res, err := http.Get(base + "/test/slow")
		if err != nil {
			resc <- result{err: err}
			return
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		resc <- result{status: res.StatusCode, body: string(b), err: err}
	}()
	<-started

	shutdown := make(chan error, 1)
	go func() { shutdown <- s.Shutdown(context.Background()) }()

	// Shutdown cannot finish while the request is in flight.
	select {
	case err := <-shutdown:
		t.Fatalf("Shutdown returned (%v) while a request was in flight", err)
	case <-time.After(100 * time.Millisecond):
	}
	close(release)

	if err := <-shutdown; err != nil {
		t.Fatalf("Shutdown: %v", err)
	}
	res := <-resc
	if res.err != nil || res.status != 200 || !strings.Contains(res.body, `"done":true`) {
		t.Fatalf("in-flight request: %+v", res)
	}
	if err := <-served; err != nil {
		t.Errorf("Listen returned %v after Shutdown", err)
	}
	// No more connections are accepted.
	if res, err := http.Get(base + "/healthz"); err == nil {
		res.Body.Close()
		t.Errorf("request after Shutdown succeeded: %d", res.StatusCode)
	}
}

func TestShutdownBeforeListen(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{}, Deps{})
	if err := s.Shutdown(context.Background()); err != nil {
		t.Fatalf("Shutdown: %v", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Listen(ln); err != nil {
		t.Fatalf("Listen after Shutdown: %v, want nil", err)
	}
	if _, err := net.Dial("tcp", ln.Addr().String()); err == nil {
		t.Fatal("Listen after Shutdown left the listener open")
	}
}

// TestBodyLimit checks the whole-request limit, which fasthttp enforces
// while reading the request, before any handler: the answer must still be
// our 413 JSON. app.Test cannot show it (fasthttp reports the error to
// ServeConn), so it runs on a real listener.
func TestBodyLimit(t *testing.T) {
	t.Parallel()
	const limit = 64 << 10
	s := newTestServer(t, Config{UploadBodyLimit: limit, JSONBodyLimit: 1 << 10}, Deps{})
	base, _ := listen(t, s.Server)
	addr := strings.TrimPrefix(base, "http://")

	check := func(t *testing.T, res *http.Response) {
		t.Helper()
		defer res.Body.Close()
		raw, _ := io.ReadAll(res.Body)
		r := response{status: res.StatusCode, header: res.Header, raw: string(raw)}
		if err := json.Unmarshal(raw, &r.body); err != nil {
			t.Fatalf("body %q: %v", raw, err)
		}
		if r.status != 413 {
			t.Fatalf("status %d, body %s", r.status, raw)
		}
		checkErrorShape(t, r, "PAYLOAD_TOO_LARGE")
	}
	// exchange sends a raw request on a new connection and checks the
	// answer. send writes concurrently: the server may answer and close
	// before it has read the whole request.
	exchange := func(t *testing.T, send func(conn net.Conn)) {
		t.Helper()
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		go send(conn)
		res, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatal(err)
		}
		check(t, res)
	}

	t.Run("declared length over the limit", func(t *testing.T) {
		// Only the headers are sent: the server must answer without the body.
		exchange(t, func(conn net.Conn) {
			fmt.Fprintf(conn, "POST /test/upload HTTP/1.1\r\nHost: %s\r\nContent-Type: multipart/form-data; boundary=xyz\r\nContent-Length: %d\r\n\r\n", addr, limit+1)
		})
	})

	t.Run("multipart body over the limit", func(t *testing.T) {
		var buf bytes.Buffer
		w := multipart.NewWriter(&buf)
		fw, _ := w.CreateFormFile("file", "big.png")
		fw.Write(bytes.Repeat([]byte{0xAB}, limit+1))
		w.Close()
		exchange(t, func(conn net.Conn) {
			fmt.Fprintf(conn, "POST /test/upload HTTP/1.1\r\nHost: %s\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n", addr, w.FormDataContentType(), buf.Len())
			conn.Write(buf.Bytes())
		})
	})

	t.Run("chunked body over the limit", func(t *testing.T) {
		exchange(t, func(conn net.Conn) {
			fmt.Fprintf(conn, "POST /test/upload HTTP/1.1\r\nHost: %s\r\nContent-Type: multipart/form-data; boundary=xyz\r\nTransfer-Encoding: chunked\r\n\r\n", addr)
			chunk := bytes.Repeat([]byte{'x'}, 8<<10)
			for sent := 0; sent <= limit; sent += len(chunk) {
				if _, err := fmt.Fprintf(conn, "%x\r\n%s\r\n", len(chunk), chunk); err != nil {
					return // the server answered and closed
				}
			}
			fmt.Fprint(conn, "0\r\n\r\n")
		})
	})

	t.Run("json body over the JSON limit", func(t *testing.T) {
		body := `{"name":"` + strings.Repeat("a", 2<<10) + `"}`
		res, err := http.Post(base+"/test/json", jsonCT, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		check(t, res)
	})

	t.Run("within the limit", func(t *testing.T) {
		var buf bytes.Buffer
		w := multipart.NewWriter(&buf)
		fw, _ := w.CreateFormFile("file", "ok.png")
		fw.Write(bytes.Repeat([]byte{0xAB}, limit/2))
		w.Close()
		res, err := http.Post(base+"/test/upload", w.FormDataContentType(), &buf)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if res.StatusCode != 200 {
			b, _ := io.ReadAll(res.Body)
			t.Fatalf("status %d %s", res.StatusCode, b)
		}
	})
}
