package server_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
)

func TestCurrentUserRequiresAuthentication(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		e.expectEach(t, "anonymous", "", []request{
			{method: "GET", path: "/api/user"},
			{method: "PUT", path: "/api/user", body: map[string]string{"name": "x"}},
			{method: "PUT", path: "/api/user/password", body: map[string]string{"currentPassword": "x", "newPassword": "y"}},
			{method: "POST", path: "/api/user/profile-picture"},
			{method: "GET", path: "/api/user/tags"},
			{method: "PUT", path: "/api/user/tags", body: map[string]any{"tags": []string{"a"}}},
		}, 401, "INVALID_TOKEN")
	})
}

func TestProfile(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		member := e.addMember(org, "user@acme.test", "user")

		resp := e.do(request{method: "GET", path: "/api/user", cookie: member.Cookie})
		e.expect(t, "get", resp, 200, "")
		want := map[string]any{
			"_id": member.User.ID, "name": "Mem", "lastName": "Ber", "role": "user",
			"organization": org.ID, "instructorId": member.User.InstructorID, "profilePicture": "",
		}
		for k, v := range want {
			if resp.json[k] != v {
				t.Errorf("GET /api/user %s = %v, want %v", k, resp.json[k], v)
			}
		}

		put := func(cookie string, body any) response {
			return e.do(request{method: "PUT", path: "/api/user", cookie: cookie, body: body})
		}
		resp = put(member.Cookie, map[string]string{"name": " Mia ", "instructorId": "mia-2026"})
		e.expect(t, "update", resp, 200, "")
		if resp.json["name"] != "Mia" || resp.json["lastName"] != "Ber" || resp.json["instructorId"] != "mia-2026" {
			t.Errorf("update: %s", resp.raw)
		}
		e.expect(t, "taken instructorId", put(owner.Cookie, map[string]string{"instructorId": "mia-2026"}), 409, "ALREADY_EXISTS")
		e.expect(t, "bad instructorId", put(owner.Cookie, map[string]string{"instructorId": "a b"}), 400, "VALIDATION_FAILED")
		e.expect(t, "long name", put(owner.Cookie, map[string]string{"name": strings.Repeat("n", 101)}), 400, "VALIDATION_FAILED")
		e.expect(t, "wrong type", put(owner.Cookie, map[string]any{"name": 7}), 400, "VALIDATION_FAILED")
		e.expect(t, "NUL in a name", put(owner.Cookie, map[string]any{"lastName": "a\x00b"}), 400, "VALIDATION_FAILED")
		e.expect(t, "malformed", e.do(request{method: "PUT", path: "/api/user", cookie: owner.Cookie, rawBody: "{", contentType: "application/json"}), 400, "INVALID_JSON")
		e.expect(t, "not JSON", e.do(request{method: "PUT", path: "/api/user", cookie: owner.Cookie, rawBody: "name=x", contentType: "text/plain"}), 415, "UNSUPPORTED_MEDIA_TYPE")

		// Failed updates changed nothing.
		resp = e.do(request{method: "GET", path: "/api/user", cookie: owner.Cookie})
		if resp.json["name"] != "Olive" || resp.json["instructorId"] != owner.User.InstructorID {
			t.Errorf("owner changed by failed updates: %s", resp.raw)
		}
	})
}

func TestChangePassword(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		other := e.login(owner.User.Email, owner.Password)
		change := func(current, next string) response {
			return e.do(request{method: "PUT", path: "/api/user/password", cookie: owner.Cookie,
				body: map[string]string{"currentPassword": current, "newPassword": next}})
		}
		e.expect(t, "wrong current", change("wrong-password", "new-password-1"), 400, "INVALID_PASSWORD")
		e.expect(t, "missing current", change("", "new-password-1"), 400, "VALIDATION_FAILED")
		e.expect(t, "short new", change(owner.Password, "short"), 400, "VALIDATION_FAILED")
		e.expect(t, "other session still valid", e.do(request{method: "GET", path: "/api/user", cookie: other}), 200, "")

		e.expect(t, "change", change(owner.Password, "new-password-1"), 200, "")
		e.expect(t, "this session stays", e.do(request{method: "GET", path: "/api/user", cookie: owner.Cookie}), 200, "")
		e.expect(t, "other session revoked", e.do(request{method: "GET", path: "/api/user", cookie: other}), 401, "INVALID_TOKEN")
		e.login(owner.User.Email, "new-password-1")
	})
}

// multipartBody returns a multipart/form-data body with one file part.
func multipartBody(t *testing.T, field, filename, declaredType string, data []byte) (string, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	h := make(map[string][]string)
	h["Content-Disposition"] = []string{`form-data; name="` + field + `"; filename="` + filename + `"`}
	h["Content-Type"] = []string{declaredType}
	part, err := w.CreatePart(h)
	if err != nil {
		t.Fatal(err)
	}
	part.Write(data)
	w.Close()
	return buf.String(), w.FormDataContentType()
}

func testImage(t *testing.T, format string) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 8, 8))
	img.Set(1, 1, color.RGBA{R: 200, A: 255})
	var buf bytes.Buffer
	var err error
	if format == "png" {
		err = png.Encode(&buf, img)
	} else {
		err = jpeg.Encode(&buf, img, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// webpHeader is the start of a lossy WebP file, which is what content
// sniffing looks at.
var webpHeader = []byte("RIFF\x24\x00\x00\x00WEBPVP8 \x18\x00\x00\x00\x30\x01\x00\x9d\x01\x2a\x01\x00\x01\x00\x02\x00\x34\x25\xa4\x00\x03\x70\x00\xfe\xfb\x94\x00\x00")

func TestProfilePicture(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		upload := func(field, declared string, data []byte) response {
			body, ct := multipartBody(t, field, "me.img", declared, data)
			return e.do(request{method: "POST", path: "/api/user/profile-picture", cookie: owner.Cookie, rawBody: body, contentType: ct})
		}
		pngBytes := testImage(t, "png")

		resp := upload("file", "image/png", pngBytes)
		e.expect(t, "png", resp, 200, "")
		first, _ := resp.json["profilePicture"].(string)
		if !strings.HasPrefix(first, baseURL+"/uploads/profile-pictures/") || !strings.HasSuffix(first, ".png") {
			t.Fatalf("profilePicture %q", first)
		}
		got := e.do(request{method: "GET", path: strings.TrimPrefix(first, baseURL)})
		if got.status != 200 || !bytes.Equal(got.raw, pngBytes) || got.header.Get("Content-Type") != "image/png" {
			t.Errorf("GET the picture: %d %s, %d bytes", got.status, got.header.Get("Content-Type"), len(got.raw))
		}

		// JPEG and WebP are accepted too, whatever type the client declares; the old picture is deleted.
		resp = upload("file", "application/octet-stream", testImage(t, "jpeg"))
		e.expect(t, "jpeg", resp, 200, "")
		if p, _ := resp.json["profilePicture"].(string); !strings.HasSuffix(p, ".jpg") {
			t.Errorf("jpeg stored as %q", p)
		}
		e.expect(t, "old picture deleted", e.do(request{method: "GET", path: strings.TrimPrefix(first, baseURL)}), 404, "NOT_FOUND")
		resp = upload("file", "image/webp", webpHeader)
		e.expect(t, "webp", resp, 200, "")
		current, _ := resp.json["profilePicture"].(string)

		e.expect(t, "text declared as png", upload("file", "image/png", []byte("<html>hello</html>")), 415, "UNSUPPORTED_MEDIA_TYPE")
		e.expect(t, "gif", upload("file", "image/gif", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;")), 415, "UNSUPPORTED_MEDIA_TYPE")
		big := append(append([]byte{}, pngBytes...), make([]byte, 5<<20)...)
		e.expect(t, "over 5 MB", upload("file", "image/png", big), 413, "PAYLOAD_TOO_LARGE")
		e.expect(t, "missing file part", upload("picture", "image/png", pngBytes), 400, "VALIDATION_FAILED")
		e.expect(t, "not multipart", e.do(request{method: "POST", path: "/api/user/profile-picture", cookie: owner.Cookie,
			rawBody: string(pngBytes), contentType: "image/png"}), 415, "UNSUPPORTED_MEDIA_TYPE")

		// Rejected uploads left the picture as it was.
		resp = e.do(request{method: "GET", path: "/api/user", cookie: owner.Cookie})
		if resp.json["profilePicture"] != current {
			t.Errorf("profilePicture %v after rejected uploads, want %v", resp.json["profilePicture"], current)
		}
		for _, p := range []string{"/uploads/../secret", "/uploads/profile-pictures/missing.png", "/uploads/a%2F..%2Fb"} {
			if got := e.do(request{method: "GET", path: p}); got.status != http.StatusNotFound {
				t.Errorf("GET %s: %d, want 404", p, got.status)
			}
		}
	})
}

func TestUserTags(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		resp := e.do(request{method: "GET", path: "/api/user/tags", cookie: owner.Cookie})
		e.expect(t, "empty", resp, 200, "")
		if tags, ok := resp.json["tags"].([]any); !ok || len(tags) != 0 {
			t.Errorf("initial tags: %s", resp.raw)
		}
		put := func(body any) response {
			return e.do(request{method: "PUT", path: "/api/user/tags", cookie: owner.Cookie, body: body})
		}
		resp = put(map[string]any{"tags": []string{" clarity ", "pace", "Clarity", "café ☕"}})
		e.expect(t, "set", resp, 200, "")
		if got := resp.json["tags"]; !equalStrings(got, "clarity", "pace", "café ☕") {
			t.Errorf("set tags: %s", resp.raw)
		}
		if got := e.do(request{method: "GET", path: "/api/user/tags", cookie: owner.Cookie}).json["tags"]; !equalStrings(got, "clarity", "pace", "café ☕") {
			t.Errorf("stored tags: %v", got)
		}
		e.expect(t, "missing tags", put(map[string]any{}), 400, "VALIDATION_FAILED")
		e.expect(t, "empty tag", put(map[string]any{"tags": []string{"ok", "  "}}), 400, "VALIDATION_FAILED")
		e.expect(t, "long tag", put(map[string]any{"tags": []string{strings.Repeat("t", 51)}}), 400, "VALIDATION_FAILED")
		e.expect(t, "NUL in a tag", put(map[string]any{"tags": []string{"a\x00b"}}), 400, "VALIDATION_FAILED")
		e.expect(t, "not a list", put(map[string]any{"tags": "clarity"}), 400, "VALIDATION_FAILED")
		many := make([]string, 101)
		for i := range many {
			many[i] = fmt.Sprintf("tag %d", i)
		}
		e.expect(t, "too many", put(map[string]any{"tags": many}), 400, "VALIDATION_FAILED")
		if got := e.do(request{method: "GET", path: "/api/user/tags", cookie: owner.Cookie}).json["tags"]; !equalStrings(got, "clarity", "pace", "café ☕") {
			t.Errorf("tags after rejected updates: %v", got)
		}
	})
}

// equalStrings reports whether a decoded JSON value is exactly the list want.
func equalStrings(got any, want ...string) bool {
	list, ok := got.([]any)
	if !ok || len(list) != len(want) {
		return false
	}
	for i, v := range list {
		if v != want[i] {
			return false
		}
	}
	return true
}
