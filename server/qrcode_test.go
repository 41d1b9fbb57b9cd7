package server_test

import (
	"bytes"
	"image/png"
	"net/url"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	zxingqr "github.com/makiuchi-d/gozxing/qrcode"
)

// qrText decodes the PNG QR code of resp.
func qrText(t *testing.T, resp response) string {
	t.Helper()
	if resp.status != 200 || resp.header.Get("Content-Type") != "image/png" {
		t.Fatalf("QR code: %d %q %.200s", resp.status, resp.header.Get("Content-Type"), resp.raw)
	}
	img, err := png.Decode(bytes.NewReader(resp.raw))
	if err != nil {
		t.Fatal(err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := zxingqr.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	return res.GetText()
}

func TestRoomQRCode(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		e.createRoom(w.owner, "Week 1 & 2? ✨", false)
		path := roomPath("week 1 & 2? ✨", "/qrcode")
		link := baseURL + "/r/" + w.ownerID + "/Week%201%20&%202%3F%20%E2%9C%A8"
		for _, m := range []*member{w.owner, w.uma, w.admin} {
			if got := qrText(t, e.do(request{method: "GET", path: path, cookie: m.Cookie})); got != link {
				t.Errorf("%s: QR code of %q, want %q", m.User.Email, got, link)
			}
		}
		// The link of the QR code serves the room's page.
		expectPage(t, "page of the link", e.do(request{method: "GET", path: strings.TrimPrefix(link, baseURL)}), 200, "Week 1 &amp; 2? ✨")

		small := e.do(request{method: "GET", path: path + "?size=64", cookie: w.owner.Cookie})
		if img, err := png.Decode(bytes.NewReader(small.raw)); err != nil || img.Bounds().Dx() > 64 {
			t.Errorf("size=64: %v %v", err, img.Bounds())
		}
		svg := e.do(request{method: "GET", path: path + "?format=svg", cookie: w.owner.Cookie})
		if svg.status != 200 || svg.header.Get("Content-Type") != "image/svg+xml" ||
			!strings.Contains(string(svg.raw), "<title>"+strings.ReplaceAll(link, "&", "&amp;")+"</title>") {
			t.Errorf("svg: %d %q %.300s", svg.status, svg.header.Get("Content-Type"), svg.raw)
		}
		if got := qrText(t, e.do(request{method: "GET", path: roomPath("Uma's Lab", "/qrcode"), cookie: w.uma.Cookie})); got != baseURL+"/r/"+w.umaID+"/Uma%27s%20Lab" {
			t.Errorf("private room: %q", got)
		}

		e.expectCalls(t, request{method: "GET", path: path, cookie: w.owner.Cookie}, []call{
			{"no session", request{cookie: "-"}, 401, "INVALID_TOKEN"},
			{"bad format", request{path: path + "?format=gif"}, 400, "VALIDATION_FAILED"},
			{"size too small", request{path: path + "?size=63"}, 400, "VALIDATION_FAILED"},
			{"size too large", request{path: path + "?size=2049"}, 400, "VALIDATION_FAILED"},
			{"size not a number", request{path: path + "?size=big"}, 400, "VALIDATION_FAILED"},
			{"unknown room", request{path: roomPath("Nope", "/qrcode")}, 404, "NOT_FOUND"},
			{"another member's private room", request{path: roomPath("Uma's Lab", "/qrcode"), cookie: w.ulf.Cookie}, 404, "NOT_FOUND"},
			{"another organization", request{cookie: w.globexOwner.Cookie}, 404, "NOT_FOUND"},
		})
		// A room whose creator left has no link.
		e.expect(t, "remove uma", e.do(request{method: "DELETE", path: "/api/users/" + w.uma.User.ID + "/organization", cookie: w.owner.Cookie}), 200, "")
		e.expect(t, "creator gone", e.do(request{method: "GET", path: roomPath("Uma's Lab", "/qrcode"), cookie: w.owner.Cookie}), 404, "NOT_FOUND")
	})
}

func TestFormQRCode(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		_, other := e.newOrg("globex")
		form := e.createForm(owner, surveyBody("Course survey"))
		path := "/api/forms/" + url.PathEscape(form["_id"].(string)) + "/qrcode"
		for _, m := range []*member{owner, user} {
			if got := qrText(t, e.do(request{method: "GET", path: path, cookie: m.Cookie})); got != form["publicUrl"] {
				t.Errorf("QR code of %q, want %q", got, form["publicUrl"])
			}
		}
		svg := e.do(request{method: "GET", path: path + "?format=svg", cookie: user.Cookie})
		if svg.status != 200 || !strings.HasPrefix(string(svg.raw), "<svg ") {
			t.Errorf("svg: %d %.100s", svg.status, svg.raw)
		}
		e.expectCalls(t, request{method: "GET", path: path, cookie: owner.Cookie}, []call{
			{"no session", request{cookie: "-"}, 401, "INVALID_TOKEN"},
			{"bad format", request{path: path + "?format=jpeg"}, 400, "VALIDATION_FAILED"},
			{"another organization", request{cookie: other.Cookie}, 404, "NOT_FOUND"},
			{"unknown form", request{path: "/api/forms/nope/qrcode"}, 404, "NOT_FOUND"},
		})
	})
}
