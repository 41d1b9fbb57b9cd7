package server_test

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// TestUploadAttributeFilesAreNotServed keeps the attribute files that the
// file bucket writes beside each upload (KEY.attrs: its content type and
// metadata) out of GET /uploads.
func TestUploadAttributeFilesAreNotServed(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		dir := t.TempDir()
		bucket, err := uploads.OpenURL(context.Background(), "file://"+dir)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { bucket.Close() })
		e := newEnv(t, appDB(t, d), func(c *app.Config) { c.Uploads = bucket })
		_, owner := e.newOrg("acme")
		path := e.uploadLogo(t, owner)
		e.expect(t, "the logo", e.do(request{method: "GET", path: path}), 200, "")
		// The attribute file exists on disk, and is not served.
		if _, err := os.Stat(filepath.Join(dir, strings.TrimPrefix(path, "/uploads/")+".attrs")); err != nil {
			t.Fatalf("no attribute file beside the upload: %v", err)
		}
		e.expect(t, "the attribute file", e.do(request{method: "GET", path: path + ".attrs"}), 404, "NOT_FOUND")
	})
}

// TestTokenWithNULInSessionID signs, with the server's own secret, tokens
// whose session secret is not 64 hex digits (a NUL byte, which PostgreSQL
// refuses in text, a session id of before secrets were hashed, and other
// shapes): each is 401 INVALID_TOKEN, never a 500.
func TestTokenWithNULInSessionID(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		now := e.clock.Now()
		for name, id := range map[string]string{
			"NUL":           "0193f0b2-7a4e-7c3d-9a61-2b9f4b1c8d0\x00",
			"NUL only":      "\x00",
			"invalid UTF-8": "\xff\xfe",
			"SQL":           "' OR 1=1 --",
			"a UUID":        "0193f0b2-7a4e-7c3d-9a61-2b9f4b1c8d0e",
		} {
			token, err := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.RegisteredClaims{
				Issuer: "feedbackkit", Subject: owner.User.ID, ID: id,
				IssuedAt: jwt.NewNumericDate(now), ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour)),
			}).SignedString([]byte("test-secret-test-secret-test-secret"))
			if err != nil {
				t.Fatal(err)
			}
			e.expect(t, name, e.do(request{method: "GET", path: "/api/user", cookie: token}), 401, "INVALID_TOKEN")
		}
		e.expect(t, "the real session", e.do(request{method: "GET", path: "/api/user", cookie: owner.Cookie}), 200, "")
	})
}

// serve serves e's server on a TCP port of the loopback interface until the
// test ends, and returns its base URL.
func (e *env) serve(t *testing.T) string {
	t.Helper()
	return e.serveOn(t, loopback(t))
}

// loopback returns a listener on a free TCP port of the loopback interface.
func loopback(t *testing.T) net.Listener {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	return ln
}

// serveOn serves e's server on ln until the test ends, and returns its
// base URL.
func (e *env) serveOn(t *testing.T, ln net.Listener) string {
	t.Helper()
	go e.server.Listen(ln)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = e.server.Shutdown(ctx)
	})
	return "http://" + ln.Addr().String()
}

// TestOversizedRequestLineGetsA400 sends, over a real connection, a URL
// larger than the read buffer (16 KB), which fasthttp refuses before any
// handler: the answer is 400 VALIDATION_FAILED, the one status of that
// code, saying what was too large.
func TestOversizedRequestLineGetsA400(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		base := e.serve(t)
		resp, err := (&http.Client{Timeout: 30 * time.Second}).Get(base + "/api/events/" + strings.Repeat("a", 17<<10))
		if err != nil {
			t.Fatal(err)
		}
		raw, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		var got map[string]any
		if err != nil || resp.StatusCode != 400 || json.Unmarshal(raw, &got) != nil || got["error"] != "VALIDATION_FAILED" || got["status"] != 400.0 ||
			!strings.Contains(got["message"].(string), "too large") {
			t.Errorf("%d %s %v", resp.StatusCode, raw, err)
		}
	})
}

// TestOversizedUploadGetsA413 sends 6 MB uploads with Go's HTTP client
// over a real connection, with a declared length and chunked: each gets a
// readable 413 PAYLOAD_TOO_LARGE, never a reset connection, and the
// server goes on answering.
func TestOversizedUploadGetsA413(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		base := e.serve(t)
		png := testImage(t, "png")
		body, ct := multipartBody(t, "file", "big.png", "image/png", append(append([]byte{}, png...), make([]byte, 6<<20)...))
		client := &http.Client{Timeout: 30 * time.Second}
		for _, chunked := range []bool{false, true} {
			var r io.Reader = strings.NewReader(body)
			if chunked {
				r = io.MultiReader(r) // no length known: sent chunked
			}
			req, _ := http.NewRequest("POST", base+"/api/user/profile-picture", r)
			req.Header.Set("Content-Type", ct)
			req.AddCookie(&http.Cookie{Name: "auth_token", Value: owner.Cookie})
			resp, err := client.Do(req)
			if err != nil {
				t.Fatalf("chunked %v: %v", chunked, err)
			}
			raw, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil {
				t.Fatalf("chunked %v: reading the answer: %v", chunked, err)
			}
			var got map[string]any
			if resp.StatusCode != 413 || json.Unmarshal(raw, &got) != nil || got["error"] != "PAYLOAD_TOO_LARGE" || got["status"] != 413.0 {
				t.Errorf("chunked %v: %d %s", chunked, resp.StatusCode, raw)
			}
		}
		// Within the limit, on the same client.
		small, ct := multipartBody(t, "file", "small.png", "image/png", png)
		req, _ := http.NewRequest("POST", base+"/api/user/profile-picture", strings.NewReader(small))
		req.Header.Set("Content-Type", ct)
		req.AddCookie(&http.Cookie{Name: "auth_token", Value: owner.Cookie})
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("small upload: %d", resp.StatusCode)
		}
	})
}

// TestMalformedUploadIs415 sends upload requests whose multipart body is
// not a form: 415 UNSUPPORTED_MEDIA_TYPE, as the API answers bodies
// of the wrong type.
func TestMalformedUploadIs415(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		body, ct := multipartBody(t, "file", "me.png", "image/png", testImage(t, "png"))
		for _, path := range []string{"/api/user/profile-picture", "/api/organization/upload-logo"} {
			for name, r := range map[string]request{
				"garbage":        {rawBody: "not a form at all", contentType: ct},
				"truncated":      {rawBody: body[:len(body)/2], contentType: ct},
				"no boundary":    {rawBody: body, contentType: "multipart/form-data"},
				"other boundary": {rawBody: body, contentType: "multipart/form-data; boundary=nope"},
			} {
				r.method, r.path, r.cookie = "POST", path, owner.Cookie
				e.expect(t, path+" "+name, e.do(r), 415, "UNSUPPORTED_MEDIA_TYPE")
			}
		}
		e.expect(t, "well-formed", e.do(request{method: "POST", path: "/api/user/profile-picture", cookie: owner.Cookie, rawBody: body, contentType: ct}), 200, "")
	})
}
