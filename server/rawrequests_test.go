package server_test

import (
	"bufio"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"
)

// rawExchange sends head, a request written by hand, over a new TCP
// connection to the server at base (e.serve), and returns the answer and
// its body.
func rawExchange(t *testing.T, base, head string) (*http.Response, []byte) {
	t.Helper()
	conn, err := net.DialTimeout("tcp", strings.TrimPrefix(base, "http://"), 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if err := conn.SetDeadline(time.Now().Add(30 * time.Second)); err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(conn, head); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

// TestMalformedRequestHidesItsHead sends, over a real connection, requests
// that fasthttp cannot read (a Content-Length that is not a number, a
// broken chunk), with a session cookie: the answer is 400
// VALIDATION_FAILED with a fixed message, never fasthttp's, which quoted
// the request's head, cookies included. So it is too on the server of a
// Fiber host program that mounts the Server and takes its HandleError.
func TestMalformedRequestHidesItsHead(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		host := fiber.New(e.server.HostConfig(fiber.Config{DisableStartupMessage: true, ErrorHandler: e.server.HandleError}))
		e.server.Mount(host)
		ln := loopback(t)
		go host.Listener(ln)
		t.Cleanup(func() { _ = host.ShutdownWithTimeout(5 * time.Second) })

		const secret = "SECRET-session-value-1234"
		for server, base := range map[string]string{"feedbackd": e.serve(t), "a Fiber host": "http://" + ln.Addr().String()} {
			for name, head := range map[string]string{
				"Content-Length not a number": "POST /api/auth/login HTTP/1.1\r\nHost: feedback.example\r\nCookie: auth_token=" + secret +
					"\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}",
				"a broken chunk": "POST /api/auth/login HTTP/1.1\r\nHost: feedback.example\r\nCookie: auth_token=" + secret +
					"\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
			} {
				resp, body := rawExchange(t, base, head)
				var got map[string]any
				if err := json.Unmarshal(body, &got); err != nil || resp.StatusCode != 400 || got["error"] != "VALIDATION_FAILED" ||
					got["message"] != "malformed HTTP request" {
					t.Errorf("%s, %s: %d %s", server, name, resp.StatusCode, body)
				}
				if strings.Contains(string(body), secret) || strings.Contains(string(body), "Cookie") {
					t.Errorf("%s, %s: the answer quotes the request: %s", server, name, body)
				}
			}
		}
	})
}

// TestUnknownMethodIs405 sends methods that Fiber's router does not know
// (it answered them a bare 400 "Invalid http method" in text, before any
// middleware): each is 405 METHOD_NOT_ALLOWED in the API's shape, with
// the request id and security headers of every answer, on known and
// unknown paths. The metrics record them under method "_OTHER", so that
// clients cannot make up labels.
func TestUnknownMethodIs405(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		for _, r := range []request{
			{method: "BREW", path: "/api/events"},
			{method: "PROPFIND", path: "/api/events", cookie: owner.Cookie},
			{method: "get", path: "/api/user"},
			{method: "BREW", path: "/api/nowhere"},
			{method: "BREW", path: "/r/" + owner.User.InstructorID + "/Lecture"},
			{method: "BREW", path: "/"},
		} {
			name := r.method + " " + r.path
			resp := e.doRaw(r)
			if r.method == strings.ToUpper(r.method) { // the check knows methods in capitals only
				e.checkOpenAPI(r, resp)
			}
			e.expect(t, name, resp, 405, "METHOD_NOT_ALLOWED")
			if resp.header.Get("X-Request-ID") == "" || resp.header.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("%s: headers %v", name, resp.header)
			}
		}
		// Over a real connection too.
		resp, body := rawExchange(t, e.serve(t), "BREW /api/events HTTP/1.1\r\nHost: feedback.example\r\nConnection: close\r\n\r\n")
		if resp.StatusCode != 405 || !strings.Contains(string(body), `"METHOD_NOT_ALLOWED"`) || resp.Header.Get("X-Request-ID") == "" {
			t.Errorf("over TCP: %d %v %s", resp.StatusCode, resp.Header, body)
		}

		metrics := string(e.do(request{method: "GET", path: "/metrics"}).raw)
		if got := metricValue(metrics, `feedbackd_http_requests_total{method="_OTHER",route="unmatched",status="405"}`); got != 7 {
			t.Errorf("%v unknown methods in the metrics, want 7", got)
		}
		if strings.Contains(metrics, "BREW") || strings.Contains(metrics, "PROPFIND") {
			t.Errorf("made-up methods in the metrics' labels")
		}

		// Mounted on a Fiber host, whose router answered them a bare 400
		// before any handler: the Server's paths get the same 405, the
		// host's own keep the host's answer.
		host := fiber.New(e.server.HostConfig(fiber.Config{DisableStartupMessage: true}))
		host.Get("/home", func(c *fiber.Ctx) error { return c.SendString("the host's home") })
		e.server.Mount(host)
		ln := loopback(t)
		go host.Listener(ln)
		t.Cleanup(func() { _ = host.ShutdownWithTimeout(5 * time.Second) })
		base := "http://" + ln.Addr().String()
		for _, method := range []string{"BREW", "PROPFIND", "get"} {
			resp, body := rawExchange(t, base, method+" /api/events HTTP/1.1\r\nHost: feedback.example\r\nConnection: close\r\n\r\n")
			if resp.StatusCode != 405 || string(body) != `{"status":405,"message":"method not allowed","error":"METHOD_NOT_ALLOWED"}` ||
				resp.Header.Get("X-Request-ID") == "" || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("mounted, %s /api/events: %d %v %s", method, resp.StatusCode, resp.Header, body)
			}
		}
		resp, body = rawExchange(t, base, "BREW /home HTTP/1.1\r\nHost: feedback.example\r\nConnection: close\r\n\r\n")
		if resp.StatusCode != 400 || string(body) != "Invalid http method" || resp.Header.Get("X-Request-ID") != "" {
			t.Errorf("mounted, BREW of the host's path: %d %v %s, want the host's own answer", resp.StatusCode, resp.Header, body)
		}
		resp, body = rawExchange(t, base, "GET /home HTTP/1.1\r\nHost: feedback.example\r\nConnection: close\r\n\r\n")
		if resp.StatusCode != 200 || string(body) != "the host's home" {
			t.Errorf("mounted, GET of the host's path: %d %s", resp.StatusCode, body)
		}
	})
}
