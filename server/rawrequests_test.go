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
// the request's head, cookies included.
func TestMalformedRequestHidesItsHead(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		base := e.serve(t)
		const secret = "SECRET-session-value-1234"
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
				t.Errorf("%s: %d %s", name, resp.StatusCode, body)
			}
			if strings.Contains(string(body), secret) || strings.Contains(string(body), "Cookie") {
				t.Errorf("%s: the answer quotes the request: %s", name, body)
			}
		}
	})
}
