package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var out strings.Builder
	if err := run(context.Background(), "sqlite://"+filepath.Join(t.TempDir(), "x.db"), &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		`"A great session": positive by keywords-v1, serious concern: false`,
		`"The fume hood is unsafe": negative by keywords-v1, serious concern: true`,
		"event feedback.item_created: A great session",
		"event feedback.concern_flagged: The fume hood is unsafe",
		"mail to ada@acme.example: ",
		`storing the room "Chemistry lab"`,
		"paged about a serious concern in Chemistry lab: The fume hood is unsafe",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for _, once := range []string{"event feedback.concern_flagged", "paged about"} {
		if n := strings.Count(got, once); n != 1 {
			t.Errorf("%d lines %q, want 1:\n%s", n, once, got)
		}
	}
}
