// Package seal encrypts the small secrets feedbackkit keeps in its
// database (third parties' tokens, webhook signing secrets, OAuth states)
// under a key derived from the server's secret, so that a copy of the
// database alone reveals none of them.
package seal

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
)

// Box encrypts and authenticates small secrets with AES-256-GCM under a
// key derived from a server secret by HKDF-SHA256. Each purpose is bound
// as additional data, so that a value sealed for one cannot be opened as
// another.
type Box struct {
	aead cipher.AEAD
}

// New returns the Box whose key HKDF derives from secret with info, which
// tells the users of one secret apart (each package its own).
func New(secret []byte, info string) *Box {
	key, err := hkdf.Key(sha256.New, secret, nil, info, 32)
	if err != nil {
		panic(err) // only for a length HKDF cannot produce
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		panic(err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		panic(err)
	}
	return &Box{aead: aead}
}

// Seal encrypts plain for purpose and returns it URL-safe base64 encoded,
// with its random nonce in front.
func (b *Box) Seal(purpose string, plain []byte) string {
	nonce := make([]byte, b.aead.NonceSize(), b.aead.NonceSize()+len(plain)+b.aead.Overhead())
	rand.Read(nonce)
	return base64.RawURLEncoding.EncodeToString(b.aead.Seal(nonce, nonce, plain, []byte(purpose)))
}

// ErrUnsealable is the error of a value that Seal did not produce for the
// purpose (or under this key).
var ErrUnsealable = errors.New("seal: sealed value is invalid")

// Open decrypts what Seal returned for purpose.
func (b *Box) Open(purpose, sealed string) ([]byte, error) {
	raw, err := base64.RawURLEncoding.DecodeString(sealed)
	if err != nil || len(raw) < b.aead.NonceSize() {
		return nil, ErrUnsealable
	}
	n := b.aead.NonceSize()
	plain, err := b.aead.Open(nil, raw[:n], raw[n:], []byte(purpose))
	if err != nil {
		return nil, ErrUnsealable
	}
	return plain, nil
}

// Former returns the Boxes of the non-empty ones of secrets, with info
// (see New): the keys of earlier configurations, for Reseal.
func Former(info string, secrets ...[]byte) []*Box {
	var boxes []*Box
	for _, secret := range secrets {
		if len(secret) > 0 {
			boxes = append(boxes, New(secret, info))
		}
	}
	return boxes
}

// Reseal returns sealed as b seals it, for a change of key: sealed itself
// when b opens it, else, when one of olds (the Boxes of earlier keys)
// opens it, the value sealed again under b, with changed true. It returns
// ErrUnsealable when none of them opens it.
func (b *Box) Reseal(purpose, sealed string, olds ...*Box) (resealed string, changed bool, err error) {
	if _, err := b.Open(purpose, sealed); err == nil {
		return sealed, false, nil
	}
	for _, old := range olds {
		if plain, err := old.Open(purpose, sealed); err == nil {
			return b.Seal(purpose, plain), true, nil
		}
	}
	return "", false, ErrUnsealable
}
