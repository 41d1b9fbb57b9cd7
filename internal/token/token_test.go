package token_test

import (
	"regexp"
	"testing"

	"github.com/feedbackkit/feedbackkit/internal/token"
)

func TestNew(t *testing.T) {
	hex64 := regexp.MustCompile(`^[0-9a-f]{64}$`)
	seen := map[string]bool{}
	for range 100 {
		tok := token.New()
		if !hex64.MatchString(tok) {
			t.Fatalf("token %q is not 64 hex digits", tok)
		}
		if seen[tok] {
			t.Fatalf("token %q made twice", tok)
		}
		seen[tok] = true
	}
}

func TestHash(t *testing.T) {
	// SHA-256 of "abc" (FIPS 180-2, appendix B.1).
	if got, want := token.Hash("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"; got != want {
		t.Errorf("Hash(abc) = %s, want %s", got, want)
	}
	tok := token.New()
	if token.Hash(tok) == tok || token.Hash(tok) == token.Hash(token.New()) {
		t.Error("Hash does not digest its token")
	}
}
