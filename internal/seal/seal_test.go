package seal_test

import (
	"testing"

	"github.com/feedbackkit/feedbackkit/internal/seal"
)

func TestBox(t *testing.T) {
	const info = "feedbackkit test v1"
	box := seal.New([]byte("server secret"), info)
	sealed := box.Seal("token", []byte("refresh-token"))
	if plain, err := box.Open("token", sealed); err != nil || string(plain) != "refresh-token" {
		t.Fatalf("open: %q %v", plain, err)
	}
	if again := box.Seal("token", []byte("refresh-token")); again == sealed {
		t.Error("two seals of one value are equal: the nonce is not random")
	}
	tampered := []byte(sealed)
	tampered[len(tampered)-3] ^= 1
	for name, open := range map[string]func() ([]byte, error){
		"another purpose": func() ([]byte, error) { return box.Open("state", sealed) },
		"another secret":  func() ([]byte, error) { return seal.New([]byte("other secret"), info).Open("token", sealed) },
		"another info":    func() ([]byte, error) { return seal.New([]byte("server secret"), "other").Open("token", sealed) },
		"tampered":        func() ([]byte, error) { return box.Open("token", string(tampered)) },
		"not base64":      func() ([]byte, error) { return box.Open("token", "%%%") },
		"too short":       func() ([]byte, error) { return box.Open("token", "abc") },
	} {
		if plain, err := open(); err == nil {
			t.Errorf("%s: opened %q", name, plain)
		}
	}
}

func TestReseal(t *testing.T) {
	const info = "feedbackkit test v1"
	current := seal.New([]byte("new secret"), info)
	older, oldest := seal.New([]byte("old secret"), info), seal.New([]byte("oldest secret"), info)

	mine := current.Seal("token", []byte("a"))
	if got, changed, err := current.Reseal("token", mine, older); got != mine || changed || err != nil {
		t.Errorf("a value the current key opens: %q %v %v, want it unchanged", got, changed, err)
	}
	got, changed, err := current.Reseal("token", oldest.Seal("token", []byte("b")), older, oldest)
	if !changed || err != nil {
		t.Fatalf("a value a former key opens: changed %v, %v", changed, err)
	}
	if plain, err := current.Open("token", got); err != nil || string(plain) != "b" {
		t.Errorf("sealed again: opens to %q, %v", plain, err)
	}
	if _, err := oldest.Open("token", got); err == nil {
		t.Error("the former key opens the value sealed again")
	}
	lost := seal.New([]byte("lost secret"), info).Seal("token", []byte("c"))
	if got, changed, err := current.Reseal("token", lost, older, oldest); err != seal.ErrUnsealable || changed || got != "" {
		t.Errorf("a value no key opens: %q %v %v, want ErrUnsealable", got, changed, err)
	}
}
