package uploads_test

import (
	"bytes"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/uploads"
)

func TestValidKey(t *testing.T) {
	for key, want := range map[string]bool{
		"logos/0a1b.png":         true,
		"profile-pictures/x.jpg": true,
		"":                       false,
		"../etc/passwd":          false,
		"a/../b":                 false,
		"a//b":                   false,
		"/abs":                   false,
		"a/./b":                  false,
		"spa ce.png":             false,
		"a\\b":                   false,
		strings.Repeat("a", 201): false,
		"logos/x.png.attrs":      false, // fileblob's attribute files
		"logos/x":                false,
	} {
		if got := uploads.ValidKey(key); got != want {
			t.Errorf("ValidKey(%q) = %v, want %v", key, got, want)
		}
	}
}

func TestPutImage(t *testing.T) {
	ctx := context.Background()
	bucket := uploads.NewBucket(memblob.OpenBucket(nil))
	defer bucket.Close()
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89")
	key, err := uploads.PutImage(ctx, bucket, "logos", bytes.NewReader(png))
	if err != nil || !strings.HasPrefix(key, "logos/") || !strings.HasSuffix(key, ".png") || !uploads.ValidKey(key) {
		t.Fatalf("PutImage: %q %v", key, err)
	}
	r, contentType, err := uploads.Open(ctx, bucket, key)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(r)
	r.Close()
	if !bytes.Equal(got, png) || contentType != "image/png" {
		t.Errorf("stored %d bytes of %s", len(got), contentType)
	}
	for name, tc := range map[string]struct {
		data []byte
		code feedbackkit.Code
	}{
		"text":    {[]byte("hello, not an image"), feedbackkit.CodeUnsupportedMediaType},
		"svg":     {[]byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`), feedbackkit.CodeUnsupportedMediaType},
		"too big": {append(append([]byte{}, png...), make([]byte, uploads.MaxImageSize)...), feedbackkit.CodePayloadTooLarge},
		"nothing": {nil, feedbackkit.CodeUnsupportedMediaType},
	} {
		if _, err := uploads.PutImage(ctx, bucket, "logos", bytes.NewReader(tc.data)); feedbackkit.ErrorCode(err) != tc.code {
			t.Errorf("%s: %v, want %s", name, err, tc.code)
		}
	}
	if _, _, err := uploads.Open(ctx, bucket, "../x"); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
		t.Errorf("Open of a bad key: %v", err)
	}
	if err := uploads.Delete(ctx, bucket, key); err != nil {
		t.Fatal(err)
	}
	if err := uploads.Delete(ctx, bucket, key); err != nil {
		t.Errorf("deleting a missing file: %v", err)
	}
	if _, _, err := uploads.Open(ctx, bucket, key); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
		t.Errorf("Open after Delete: %v", err)
	}
}

// TestFileBucket: on a directory, the attribute files fileblob keeps beside
// each upload are not uploads.
func TestFileBucket(t *testing.T) {
	ctx := context.Background()
	bucket, err := uploads.OpenURL(ctx, "file://"+filepath.Join(t.TempDir(), "uploads"))
	if err != nil {
		t.Fatal(err)
	}
	defer bucket.Close()
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89")
	key, err := uploads.PutImage(ctx, bucket, "logos", bytes.NewReader(png))
	if err != nil {
		t.Fatal(err)
	}
	r, contentType, err := uploads.Open(ctx, bucket, key)
	if err != nil || contentType != "image/png" {
		t.Fatalf("Open: %q %v", contentType, err)
	}
	r.Close()
	if _, _, err := uploads.Open(ctx, bucket, key+".attrs"); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
		t.Errorf("Open of the attribute file: %v, want NOT_FOUND", err)
	}
}
