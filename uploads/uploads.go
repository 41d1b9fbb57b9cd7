// Package uploads keeps user-provided images: profile pictures,
// organization logos and form images. Images are checked by their bytes,
// never by the type a client declares.
//
// The files live in a Store. Bucket is the Store over a gocloud.dev/blob
// bucket (a directory, memory, S3 and compatible stores), and OpenURL opens
// one from a URL such as FEEDBACKD_BLOB_URL. A host program may implement
// Store over storage of its own.
package uploads

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"image"
	_ "image/jpeg" // image.DecodeConfig of JPEG
	_ "image/png"  // image.DecodeConfig of PNG
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"gocloud.dev/blob"
	"gocloud.dev/blob/fileblob"
	_ "gocloud.dev/blob/memblob" // mem:// buckets
	_ "gocloud.dev/blob/s3blob"  // s3:// buckets
	"gocloud.dev/gcerrors"
	_ "golang.org/x/image/webp" // image.DecodeConfig of WebP

	"github.com/feedbackkit/feedbackkit"
)

// MaxImageSize is the largest image accepted, in bytes (5 MB).
const MaxImageSize = 5 << 20

// MaxImagePixels is the largest image accepted, in pixels (16 megapixels,
// 4096 × 4096 or any other shape of that area): every page that shows an
// image decodes it, at 4 bytes a pixel, and a few hundred kilobytes of PNG
// can declare billions of pixels.
const MaxImagePixels = 4096 * 4096

// Store keeps uploaded files under keys made by PutImage. Implementations
// must be safe for concurrent use.
type Store interface {
	// Put stores data under key with its content type, replacing any file
	// of that key.
	Put(ctx context.Context, key string, data []byte, contentType string) error
	// Open returns a reader of the file key and its content type, or a
	// NOT_FOUND *feedbackkit.Error when there is no such file.
	Open(ctx context.Context, key string) (io.ReadCloser, string, error)
	// Delete removes the file key; a missing file is not an error.
	Delete(ctx context.Context, key string) error
}

// Bucket is the Store of a gocloud.dev/blob bucket.
type Bucket struct {
	b *blob.Bucket
}

var _ Store = (*Bucket)(nil)

// NewBucket returns the Store of b. Closing the Bucket closes b.
func NewBucket(b *blob.Bucket) *Bucket { return &Bucket{b: b} }

// DefaultDir is the directory of uploads when no bucket URL is set,
// relative to the working directory.
const DefaultDir = "data/uploads"

// LocalDir returns the directory of a file:// bucket URL, or of DefaultDir
// (made absolute) for an empty URL; ok is false for other buckets.
func LocalDir(rawURL string) (dir string, ok bool, err error) {
	if rawURL == "" {
		dir, err := filepath.Abs(filepath.FromSlash(DefaultDir))
		return dir, err == nil, err
	}
	dir, ok = strings.CutPrefix(rawURL, "file://")
	return dir, ok, nil
}

// OpenURL opens the bucket of a gocloud.dev URL: file:///abs/dir (the
// directory is created), mem://, s3://bucket?region=... An empty URL means
// the directory DefaultDir.
func OpenURL(ctx context.Context, rawURL string) (*Bucket, error) {
	path, local, err := LocalDir(rawURL)
	if err != nil {
		return nil, err
	}
	if local {
		if err := os.MkdirAll(path, 0o755); err != nil {
			return nil, fmt.Errorf("uploads: create the directory: %w", err)
		}
		b, err := fileblob.OpenBucket(path, &fileblob.Options{CreateDir: true, NoTempDir: true})
		if err != nil {
			return nil, fmt.Errorf("uploads: open %s: %w", path, err)
		}
		return NewBucket(b), nil
	}
	b, err := blob.OpenBucket(ctx, rawURL)
	if err != nil {
		return nil, fmt.Errorf("uploads: open %s: %w", rawURL, err)
	}
	return NewBucket(b), nil
}

// Put implements Store.
func (b *Bucket) Put(ctx context.Context, key string, data []byte, contentType string) error {
	err := b.b.WriteAll(ctx, key, data, &blob.WriterOptions{
		ContentType:  contentType,
		CacheControl: "public, max-age=31536000, immutable",
	})
	if err != nil {
		return fmt.Errorf("uploads: write %s: %w", key, err)
	}
	return nil
}

// Open implements Store.
func (b *Bucket) Open(ctx context.Context, key string) (io.ReadCloser, string, error) {
	r, err := b.b.NewReader(ctx, key, nil)
	if gcerrors.Code(err) == gcerrors.NotFound {
		return nil, "", feedbackkit.NotFound("file")
	}
	if err != nil {
		return nil, "", err
	}
	return r, r.ContentType(), nil
}

// Delete implements Store.
func (b *Bucket) Delete(ctx context.Context, key string) error {
	err := b.b.Delete(ctx, key)
	if gcerrors.Code(err) == gcerrors.NotFound {
		return nil
	}
	return err
}

// Close closes the bucket.
func (b *Bucket) Close() error { return b.b.Close() }

// imageTypes maps the accepted content types, as sniffed from the bytes, to
// the extension of the stored key.
var imageTypes = map[string]string{
	"image/jpeg": ".jpg",
	"image/png":  ".png",
	"image/webp": ".webp",
}

// PutImage stores the image read from r in store under a new random key
// below prefix and returns the key. It returns PAYLOAD_TOO_LARGE for more
// than MaxImageSize bytes or an image of more than MaxImagePixels pixels,
// and UNSUPPORTED_MEDIA_TYPE for bytes that are not JPEG, PNG or WebP, or
// whose header cannot be read.
func PutImage(ctx context.Context, store Store, prefix string, r io.Reader) (string, error) {
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
	if err := checkDimensions(data); err != nil {
		return "", err
	}
	key := prefix + "/" + randomName() + ext
	if err := store.Put(ctx, key, data, contentType); err != nil {
		return "", err
	}
	return key, nil
}

// checkDimensions reads the width and height from the header of the image
// data, without decoding its pixels, and refuses an image of more than
// MaxImagePixels pixels.
func checkDimensions(data []byte) error {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return feedbackkit.Errorf(feedbackkit.CodeUnsupportedMediaType, "the image's header cannot be read")
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels {
		return feedbackkit.Errorf(feedbackkit.CodePayloadTooLarge,
			"images are limited to 16 megapixels (4096 × 4096); this one is %d × %d", cfg.Width, cfg.Height)
	}
	return nil
}

// Open returns a reader of the stored file key and its content type, or
// NOT_FOUND. Keys are validated first, so that no path escapes the store
// and no file that PutImage did not make is served.
func Open(ctx context.Context, store Store, key string) (io.ReadCloser, string, error) {
	if !ValidKey(key) {
		return nil, "", feedbackkit.NotFound("file")
	}
	return store.Open(ctx, key)
}

// Delete removes the stored file key ("" is none); a missing file is not
// an error.
func Delete(ctx context.Context, store Store, key string) error {
	if key == "" {
		return nil
	}
	return store.Delete(ctx, key)
}

// ValidKey reports whether key has the shape of keys made by PutImage:
// slash-separated segments of letters, digits, '-', '_' and '.', none of them
// empty or a dot segment, ending in the extension of an accepted image type.
func ValidKey(key string) bool {
	if key == "" || len(key) > 200 {
		return false
	}
	if !strings.HasSuffix(key, ".jpg") && !strings.HasSuffix(key, ".png") && !strings.HasSuffix(key, ".webp") {
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
