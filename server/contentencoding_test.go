package server_test

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"strings"
	"testing"
	"time"
)

// TestCompressedBodiesAre415 sends request bodies declared compressed: each
// is 415 UNSUPPORTED_MEDIA_TYPE before any handler reads it, so that no
// body is inflated (Fiber's c.Body() inflated gzip, deflate and brotli
// without bound before the 1 MiB limit applied: a few hundred KB on the
// wire held gigabytes), and nothing is stored or sent. The same bodies
// uncompressed, or with Content-Encoding identity, are served. No handler
// of the server may read a body with c.Body(): they read
// c.Request().Body(), the bytes received.
func TestCompressedBodiesAre415(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		forgot := `{"email":"` + owner.User.Email + `"}`
		submit := `{"instructorId":"` + owner.User.InstructorID + `","eventType":"Lecture","feedback":"compressed","sentiment":"positive"}`
		e.createRoom(owner, "Lecture", false)
		// A bomb: 8 MiB of spaces after a valid body, about 8 KB on the
		// wire, and small bodies that would be served once inflated.
		bomb := gzipped(t, forgot+strings.Repeat(" ", 8<<20))
		if len(bomb) > 64<<10 {
			t.Fatalf("the bomb has %d bytes on the wire", len(bomb))
		}
		post := func(path, body string, encoding string) response {
			r := request{method: "POST", path: path, rawBody: body, contentType: "application/json"}
			if encoding != "" {
				r.header = map[string]string{"Content-Encoding": encoding}
			}
			return e.do(r)
		}
		e.expectAll(t, []outcome{
			{"a gzip bomb", post("/api/auth/forgot-password", bomb, "gzip"), 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"forgot-password, gzip", post("/api/auth/forgot-password", gzipped(t, forgot), "gzip"), 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"submit, gzip", post("/api/feedback/submit", gzipped(t, submit), "gzip"), 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"submit, deflate", post("/api/feedback/submit", deflated(t, submit), "deflate"), 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"submit, gzip in capitals", post("/api/feedback/submit", gzipped(t, submit), "GZIP"), 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"submit, identity then gzip", post("/api/feedback/submit", gzipped(t, submit), "identity, gzip"), 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"submit, an unknown coding", post("/api/feedback/submit", submit, "x-unknown"), 415, "UNSUPPORTED_MEDIA_TYPE"},
			// Refused before any route, as a body over the limit is:
			// in JSON, which the document does not list for a page.
			{"a page's post, gzip", e.doRaw(request{method: "POST", path: "/r/" + owner.User.InstructorID + "/Lecture",
				rawBody: gzipped(t, "sentiment=positive"), contentType: "application/x-www-form-urlencoded",
				header: map[string]string{"Content-Encoding": "gzip"}}), 415, "UNSUPPORTED_MEDIA_TYPE"},
		})
		if n := e.countRows("feedback_items"); n != 0 {
			t.Errorf("%d items stored from compressed bodies", n)
		}

		e.expectAll(t, []outcome{
			{"submit, plain", post("/api/feedback/submit", submit, ""), 201, ""},
			{"submit, identity", post("/api/feedback/submit", submit, "identity"), 201, ""},
			{"forgot-password, plain", post("/api/auth/forgot-password", forgot, ""), 200, ""},
		})
		if n := e.countRows("feedback_items"); n != 2 {
			t.Errorf("%d items stored from plain bodies, want 2", n)
		}
		// The plain request's email, and no other (queued before it).
		e.smtp.WaitFor(t, owner.User.Email, 20*time.Second)
		if n := len(e.smtp.Messages()); n != 1 {
			t.Errorf("%d emails sent, want the plain request's only", n)
		}
	})
}

// gzipped is s compressed with gzip.
func gzipped(t *testing.T, s string) string {
	t.Helper()
	var b bytes.Buffer
	w, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if _, err := w.Write([]byte(s)); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// deflated is s compressed as HTTP's deflate coding (zlib).
func deflated(t *testing.T, s string) string {
	t.Helper()
	var b bytes.Buffer
	w := zlib.NewWriter(&b)
	if _, err := w.Write([]byte(s)); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
