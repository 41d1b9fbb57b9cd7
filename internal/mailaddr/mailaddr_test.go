package mailaddr_test

import (
	"testing"

	"github.com/feedbackkit/feedbackkit/internal/mailaddr"
)

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"  Ada@Example.COM ":    "ada@example.com",
		"ada@example.com":       "ada@example.com",
		"\u212Aate@example.com": "\u212Aate@example.com", // the Kelvin sign is not "k"
		"ÉMILE@Example.com":     "Émile@example.com",     // only ASCII letters fold
		"İ@example.com":         "İ@example.com",
		"":                      "",
	} {
		if got := mailaddr.Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}
