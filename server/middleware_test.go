package server

import (
	"strings"
	"testing"
)

func TestValidRequestID(t *testing.T) {
	t.Parallel()
	for id, want := range map[string]bool{
		"abc":                                  true,
		"0f8fad5b-d9cb-469f-a165-70867728950e": true,
		"trace.id_1:2":                         true,
		strings.Repeat("a", 64):                true,
		strings.Repeat("a", 65):                false,
		"":                                     false,
		"has space":                            false,
		"new\nline":                            false,
		"quote\"":                              false,
		"é":                                    false,
	} {
		if got := validRequestID(id); got != want {
			t.Errorf("validRequestID(%q) = %v, want %v", id, got, want)
		}
	}
}
