package feedbackkit_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestEmbeddersCopyNoInternal keeps what a host program copies free of
// this module's internal packages, which another module cannot import
// (docs/embedding.md): the testable examples of go doc (example_test.go),
// the programs of examples/ and cmd/feedbackd, which holds nothing a host
// would have to copy. Their other tests may use internal helpers.
func TestEmbeddersCopyNoInternal(t *testing.T) {
	const module = "github.com/feedbackkit/feedbackkit"
	checked := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		program := (strings.HasPrefix(path, "examples/") || strings.HasPrefix(path, "cmd/feedbackd/")) && !strings.HasSuffix(path, "_test.go")
		if !program && filepath.Base(path) != "example_test.go" {
			return nil
		}
		checked++
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				return err
			}
			if (p == module || strings.HasPrefix(p, module+"/")) && slices.Contains(strings.Split(p, "/"), "internal") {
				t.Errorf("%s imports %s, which a host program cannot import", path, p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked == 0 {
		t.Fatal("no example or program found: run from the module's root")
	}
}
