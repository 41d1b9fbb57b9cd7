package main

import (
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit"
)

// TestVersion checks `feedbackd version` and its flag spellings.
func TestVersion(t *testing.T) {
	cfg := testConfig(t, "sqlite")
	want := "feedbackd " + feedbackkit.Version().String() + "\n"
	for _, arg := range []string{"version", "--version", "-version"} {
		out, err := cli(t, cfg, arg)
		if err != nil || out != want {
			t.Errorf("feedbackd %s = %q, %v; want %q", arg, out, err, want)
		}
	}
	if !strings.Contains(want, feedbackkit.Version().GoVersion) {
		t.Errorf("the version %q names no Go version", want)
	}
}
