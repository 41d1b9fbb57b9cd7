package server_test

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestDashboardImageTypes: the dashboard's image fields (the logo's, the
// form builder's) offer the image types an upload accepts, no other, and
// the logo's field names them.
func TestDashboardImageTypes(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, surveyBody("Course survey"))
		var gifImage bytes.Buffer
		if err := gif.Encode(&gifImage, image.NewPaletted(image.Rect(0, 0, 8, 8), color.Palette{color.Black}), nil); err != nil {
			t.Fatal(err)
		}
		images := map[string]struct {
			name string
			data []byte
		}{
			"image/png":  {"PNG", testImage(t, "png")},
			"image/jpeg": {"JPEG", testImage(t, "jpeg")},
			"image/webp": {"WebP", webpHeader},
			"image/gif":  {"GIF", gifImage.Bytes()},
		}

		settings := e.dash(owner, "GET", "/settings", nil)
		settings.want(t, "settings", 200)
		builder := e.dash(owner, "GET", "/forms/"+form["_id"].(string)+"/edit", nil)
		builder.want(t, "builder", 200)
		accept := regexp.MustCompile(`type="file" accept="([^"]*)"`)
		fields := append(accept.FindAllStringSubmatch(settings.body, -1), accept.FindAllStringSubmatch(builder.body, -1)...)
		if len(fields) < 3 {
			t.Fatalf("%d image fields on the settings and the builder", len(fields))
		}
		offered := strings.Split(fields[0][1], ",")
		for _, f := range fields {
			if f[1] != fields[0][1] {
				t.Errorf("image fields offer %q and %q", fields[0][1], f[1])
			}
		}
		hint := between(settings.body, `<label for="logo-file">`, `</label>`)
		for typ, img := range images {
			body, ct := multipartBody(t, "file", "logo", typ, img.data)
			p := e.dashSend(owner, "POST", "/settings/logo", strings.NewReader(body), ct, baseURL)
			if is := slices.Contains(offered, typ); is != (p.status == 303) {
				t.Errorf("%s: offered %v, and its upload answers %d", typ, is, p.status)
			}
			if is := slices.Contains(offered, typ); is != strings.Contains(hint, img.name) {
				t.Errorf("%s: offered %v, and the logo's field says %q", typ, is, hint)
			}
		}
	})
}
