// Package uploads stores user-provided images in a gocloud.dev blob bucket:
// profile pictures, organization logos and form images. Images are checked
// by their bytes, never by the type a client declares.
package uploads

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"strings"

	"gocloud.dev/blob"
	"gocloud.dev/gcerrors"

	"github.com/feedbackkit/feedbackkit"
)

// MaxImageSize is the largest image accepted, in bytes (5 MB).
const MaxImageSize = 5 << 20

// imageTypes maps the accepted content types, as sniffed from the bytes, to
// the extension of the stored key.
var imageTypes = map[string]string{
	"image/jpeg": ".jpg",
	"image/png":  ".png",
	"image/webp": ".webp",
}

// PutImage stores the image read from r under a new random key below
// prefix and returns the key. It returns PAYLOAD_TOO_LARGE for more than
// MaxImageSize bytes and UNSUPPORTED_MEDIA_TYPE for bytes that are not JPEG,
// PNG or WebP.
func PutImage(ctx context.Context, bucket *blob.Bucket, prefix string, r io.Reader) (string, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxImageSize+1))
	if err != nil {
		return "", fmt.Errorf("uploads: read: %w", err)
	}
	if len(data) > MaxImageSize {
		return "", feedbackkit.Errorf(feedbackkit.CodePayloadTooLarge, "images are limited to 5 MB")
	}
	contentType := http.DetectContentType(data)
	ext, ok := imageTypes[contentType]
	if !ok {
		return "", feedbackkit.Errorf(feedbackkit.CodeUnsupportedMediaType, "only JPEG, PNG and WebP images are accepted")
	}
	key := prefix + "/" + randomName() + ext
	err = bucket.WriteAll(ctx, key, data, &blob.WriterOptions{
		ContentType:  contentType,
		CacheControl: "public, max-age=31536000, immutable",
	})
	if err != nil {
		return "", fmt.Errorf("uploads: write %s: %w", key, err)
	}
	return key, nil
}

// Open returns a reader of the stored file key and its attributes, or
// NOT_FOUND. Keys are validated first, so that no path escapes the bucket.
func Open(ctx context.Context, bucket *blob.Bucket, key string) (*blob.Reader, error) {
	if !ValidKey(key) {
		return nil, feedbackkit.NotFound("file")
	}
	r, err := bucket.NewReader(ctx, key, nil)
	if gcerrors.Code(err) == gcerrors.NotFound {
		return nil, feedbackkit.NotFound("file")
	}
	return r, err
}

// Delete removes the stored file key; a missing file is not an error.
func Delete(ctx context.Context, bucket *blob.Bucket, key string) error {
	if key == "" {
		return nil
	}
	err := bucket.Delete(ctx, key)
	if gcerrors.Code(err) == gcerrors.NotFound {
		return nil
	}
	return err
}

// ValidKey reports whether key has the shape of keys made by PutImage:
// slash-separated segments of letters, digits, '-', '_' and '.', none of them
// empty or a dot segment.
func ValidKey(key string) bool {
	if key == "" || len(key) > 200 {
		return false
	}
	for _, seg := range strings.Split(key, "/") {
		if seg == "" || seg == "." || seg == ".." {
			return false
		}
		for _, r := range seg {
			ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' ||
				r == '-' || r == '_' || r == '.'
			if !ok {
				return false
			}
		}
	}
	return true
}

func randomName() string {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return hex.EncodeToString(b)
}
