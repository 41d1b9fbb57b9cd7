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
	for _, want := range []string{
		`room "Intro to Go", public link http://localhost:8080/r/`,
		"/Intro%20to%20Go\n",
		"submitted: positive The examples were clear and the pace was great",
		"submitted: negative Too fast, I could not follow the part about channels",
		"the owner sees 3 items",
		`search "channels": Too fast, I could not follow the part about channels`,
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}
