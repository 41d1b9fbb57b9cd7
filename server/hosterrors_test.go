package server

import (
	"encoding/json"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"
)

// TestHostErrorMessages mounts the Server in a host program that takes its
// HandleError as its ErrorHandler: a *fiber.Error of a host's route keeps
// its message whatever its status, while the errors that Fiber and
// fasthttp raise themselves (the router's 404 and 405, a body over the
// limit, Fiber's default messages, Ctx.SendFile's 404 naming a file) get
// the Server's messages, on the host's paths and on the Server's, as on
// the standalone Server. The requests go over real connections, where
// fasthttp enforces the body limit.
func TestHostErrorMessages(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{Prefix: "/feedback", JSONBodyLimit: 1 << 10, UploadBodyLimit: 4 << 10}, Deps{DB: fakeDB{}})
	host := fiber.New(s.HostConfig(fiber.Config{DisableStartupMessage: true, ErrorHandler: s.HandleError}))
	host.Get("/widgets/:id", func(*fiber.Ctx) error { return fiber.NewError(404, "no such widget") })
	host.Delete("/widgets/:id", func(*fiber.Ctx) error { return fiber.NewError(405, "widgets are never deleted") })
	host.Post("/widgets", func(*fiber.Ctx) error { return fiber.NewError(413, "a widget is 1 KB at most") })
	host.Get("/slow", func(*fiber.Ctx) error { return fiber.NewError(408, "the widget factory took too long") })
	host.Get("/heads", func(*fiber.Ctx) error { return fiber.NewError(431, "too many widget headers") })
	// A message like the router's, but of another path: the host's.
	host.Get("/cannot", func(*fiber.Ctx) error { return fiber.NewError(404, "Cannot GET /elsewhere") })
	host.Get("/gone", func(*fiber.Ctx) error { return fiber.ErrNotFound })
	host.Get("/file", func(c *fiber.Ctx) error { return c.SendFile(filepath.Join(t.TempDir(), "secret-name.txt")) })
	s.Mount(host)

	hostURL := serveHost(t, host)
	serverURL, _ := listen(t, s.Server)
	large := strings.Repeat("x", 8<<10) // over the host's BodyLimit, the Server's UploadBodyLimit
	for _, tc := range []struct {
		base         string
		method, path string
		body         string
		status       int
		code         string
		message      string
	}{
		// The host's own messages.
		{hostURL, "GET", "/widgets/7", "", 404, "NOT_FOUND", "no such widget"},
		{hostURL, "DELETE", "/widgets/7", "", 405, "METHOD_NOT_ALLOWED", "widgets are never deleted"},
		{hostURL, "POST", "/widgets", "{}", 413, "PAYLOAD_TOO_LARGE", "a widget is 1 KB at most"},
		{hostURL, "GET", "/slow", "", 400, "VALIDATION_FAILED", "the widget factory took too long"},
		{hostURL, "GET", "/heads", "", 400, "VALIDATION_FAILED", "too many widget headers"},
		{hostURL, "GET", "/cannot", "", 404, "NOT_FOUND", "Cannot GET /elsewhere"},
		// Fiber's and fasthttp's on the host's paths.
		{hostURL, "GET", "/gone", "", 404, "NOT_FOUND", "not found"},
		{hostURL, "GET", "/file", "", 404, "NOT_FOUND", "not found"},
		{hostURL, "GET", "/nowhere/deeper?q=1", "", 404, "NOT_FOUND", "not found"},
		{hostURL, "PUT", "/widgets/7", "", 405, "METHOD_NOT_ALLOWED", "method not allowed"},
		{hostURL, "POST", "/widgets", large, 413, "PAYLOAD_TOO_LARGE", "request body too large"},
		// The Server's, mounted and standalone.
		{hostURL, "GET", "/feedback/api/nope", "", 404, "NOT_FOUND", "not found"},
		{hostURL, "DELETE", "/feedback/healthz", "", 405, "METHOD_NOT_ALLOWED", "method not allowed"},
		{hostURL, "POST", "/feedback/test/json", large, 413, "PAYLOAD_TOO_LARGE", "request body too large"},
		{serverURL, "GET", "/feedback/api/nope", "", 404, "NOT_FOUND", "not found"},
		{serverURL, "DELETE", "/feedback/healthz", "", 405, "METHOD_NOT_ALLOWED", "method not allowed"},
		{serverURL, "POST", "/feedback/test/json", large, 413, "PAYLOAD_TOO_LARGE", "request body too large"},
	} {
		req, err := http.NewRequest(tc.method, tc.base+tc.path, strings.NewReader(tc.body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", jsonCT)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s %s: %v", tc.method, tc.path, err)
		}
		raw, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			t.Fatalf("%s %s: %v", tc.method, tc.path, err)
		}
		var body ErrorResponse
		if err := json.Unmarshal(raw, &body); err != nil || resp.StatusCode != tc.status || body.Status != tc.status ||
			body.Error != tc.code || body.Message != tc.message || resp.Header.Get(HeaderRequestID) == "" {
			t.Errorf("%s %s: %d %s, want %d %s %q", tc.method, tc.path, resp.StatusCode, raw, tc.status, tc.code, tc.message)
		}
	}
}

// serveHost serves host on a free port of the loopback interface until the
// test ends, and returns its base URL.
func serveHost(t *testing.T, host *fiber.App) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go host.Listener(ln)
	t.Cleanup(func() { _ = host.ShutdownWithTimeout(5 * time.Second) })
	return "http://" + ln.Addr().String()
}
