package uploads_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/jpeg"
	"image/png"
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

// TestPutImagePixels: an image is refused by the pixels its header
// declares, beyond MaxImagePixels, whatever its size in bytes: a PNG of
// 50,000 × 50,000 pixels takes a few hundred bytes.
func TestPutImagePixels(t *testing.T) {
	ctx := context.Background()
	bucket := uploads.NewBucket(memblob.OpenBucket(nil))
	defer bucket.Close()
	// encode returns a blank image of w × h pixels as enc writes it.
	encode := func(enc func(io.Writer, image.Image) error, w, h int) []byte {
		var buf bytes.Buffer
		if err := enc(&buf, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	pngEnc := png.Encode
	jpegEnc := func(w io.Writer, m image.Image) error { return jpeg.Encode(w, m, nil) }
	// A lossy WebP of 1 × 1 pixel, and the same header declaring
	// 16,383 × 16,383 pixels (the largest VP8 frame).
	webp := []byte("RIFF\x24\x00\x00\x00WEBPVP8 \x18\x00\x00\x00\x30\x01\x00\x9d\x01\x2a\x01\x00\x01\x00\x02\x00\x34\x25\xa4\x00\x03\x70\x00\xfe\xfb\x94\x00\x00")
	bigWebP := bytes.Replace(webp, []byte("\x9d\x01\x2a\x01\x00\x01\x00"), []byte("\x9d\x01\x2a\xff\x3f\xff\x3f"), 1)
	for name, tc := range map[string]struct {
		data []byte
		code feedbackkit.Code
	}{
		"png 4096 × 4096":     {encode(pngEnc, 4096, 4096), ""},
		"png 4097 × 4096":     {encode(pngEnc, 4097, 4096), feedbackkit.CodePayloadTooLarge},
		"png 50000 × 50000":   {pngHeader(50000, 50000), feedbackkit.CodePayloadTooLarge},
		"png 1 × 16777217":    {pngHeader(1, uploads.MaxImagePixels+1), feedbackkit.CodePayloadTooLarge},
		"jpeg 2048 × 2048":    {encode(jpegEnc, 2048, 2048), ""},
		"jpeg 8192 × 2049":    {encode(jpegEnc, 8192, 2049), feedbackkit.CodePayloadTooLarge},
		"webp 1 × 1":          {webp, ""},
		"webp 16383 × 16383":  {bigWebP, feedbackkit.CodePayloadTooLarge},
		"png without IHDR":    {[]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x00IEND\xaeB`\x82"), feedbackkit.CodeUnsupportedMediaType},
		"jpeg without header": {[]byte("\xff\xd8\xff\xe0\x00\x10JFIF\x00"), feedbackkit.CodeUnsupportedMediaType},
	} {
		_, err := uploads.PutImage(ctx, bucket, "logos", bytes.NewReader(tc.data))
		if feedbackkit.ErrorCode(err) != tc.code {
			t.Errorf("%s (%d bytes): %v, want %q", name, len(tc.data), err, tc.code)
		}
		if tc.code == feedbackkit.CodePayloadTooLarge && !strings.Contains(feedbackkit.ErrorMessage(err), "16 megapixels") {
			t.Errorf("%s: message %q does not give the limit", name, feedbackkit.ErrorMessage(err))
		}
	}
}

// pngHeader returns the signature and IHDR chunk of a PNG of w × h pixels,
// 8-bit greyscale: what the header check reads.
func pngHeader(w, h uint32) []byte {
	ihdr := binary.BigEndian.AppendUint32([]byte("IHDR"), w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 0, 0, 0, 0)
	out := binary.BigEndian.AppendUint32([]byte("\x89PNG\r\n\x1a\n"), uint32(len(ihdr)-4))
	out = append(out, ihdr...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(ihdr))
}
