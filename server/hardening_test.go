package server_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// TestUploadAttributeFilesAreNotServed keeps the attribute files that the
// file bucket writes beside each upload (KEY.attrs: its content type and
// metadata) out of GET /uploads.
func TestUploadAttributeFilesAreNotServed(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			bucket, err := uploads.OpenURL(context.Background(), "file://"+dir)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { bucket.Close() })
			e := newEnv(t, dbtest.Open(t, d), func(c *app.Config) { c.Uploads = bucket })
			_, owner := e.newOrg("acme")
			body, ct := multipartBody(t, "file", "logo.png", "image/png", testImage(t, "png"))
			resp := e.do(request{method: "POST", path: "/api/organization/upload-logo", cookie: owner.Cookie, rawBody: body, contentType: ct})
			e.expect(t, "upload", resp, 200, "")
			path := strings.TrimPrefix(resp.json["logoUrl"].(string), baseURL)
			e.expect(t, "the logo", e.do(request{method: "GET", path: path}), 200, "")
			// The attribute file exists on disk, and is not served.
			if _, err := os.Stat(filepath.Join(dir, strings.TrimPrefix(path, "/uploads/")+".attrs")); err != nil {
				t.Fatalf("no attribute file beside the upload: %v", err)
			}
			e.expect(t, "the attribute file", e.do(request{method: "GET", path: path + ".attrs"}), 404, "NOT_FOUND")
		})
	}
}

// TestTokenWithNULInSessionID signs, with the server's own secret, tokens
// whose session id is not a UUID (a NUL byte, which PostgreSQL refuses in
// text, and other shapes): each is 401 INVALID_TOKEN, never a 500.
func TestTokenWithNULInSessionID(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		now := e.clock.Now()
		for name, id := range map[string]string{
			"NUL":           "0193f0b2-7a4e-7c3d-9a61-2b9f4b1c8d0\x00",
			"NUL only":      "\x00",
			"invalid UTF-8": "\xff\xfe",
			"SQL":           "' OR 1=1 --",
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
