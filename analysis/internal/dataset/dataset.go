// Package dataset loads the labelled sentiment sets used to train and
// evaluate the local model, and splits them deterministically into
// training and held-out test rows.
//
// A set is a TSV file with one example per line: a label (pos, neu or neg),
// a tab, and the text. The split depends only on a hash of the cleaned text,
// so it is the same on every run and every machine, and a text that occurs in
// several sets lands on the same side of the split everywhere (no leakage
// from a duplicate in another set's training rows).
package dataset

import (
	"bufio"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Label is a sentiment class index.
type Label int

// The three sentiment classes, in the order used by the model's weight rows.
const (
	Negative Label = iota
	Neutral
	Positive
	NumLabels = 3
)

// String returns the label as used in the TSV files.
func (l Label) String() string {
	switch l {
	case Negative:
		return "neg"
	case Neutral:
		return "neu"
	case Positive:
		return "pos"
	}
	return "label(" + strconv.Itoa(int(l)) + ")"
}

// Example is one labelled text.
type Example struct {
	Label Label
	Text  string
}

// Set is one labelled data set, split into training and held-out rows.
type Set struct {
	// Name is the file name without its extension, e.g. "vader_tweets".
	Name string
	// Train holds the rows a model may learn from.
	Train []Example
	// Test holds the held-out rows; no model may be trained on them.
	Test []Example
	// Extra marks a set of the extra/ sub-directory: additional training
	// data from another source, not one of the development sets.
	Extra bool
	// Eval marks a set of the eval/ sub-directory: evaluation data that is
	// never trained on, so all its rows are held-out rows.
	Eval bool
}

// ExtraDir is the sub-directory of a data directory that holds the extra
// training sets, and EvalDir the one that holds the evaluation-only sets.
const (
	ExtraDir = "extra"
	EvalDir  = "eval"
)

// LoadEval loads the evaluation-only sets of dir/eval (the directory may
// be missing); see LoadEvalDir.
func LoadEval(dir string) ([]Set, error) {
	evalDir := filepath.Join(dir, EvalDir)
	if _, err := os.Stat(evalDir); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return LoadEvalDir(evalDir)
}

// LoadEvalDir loads every *.tsv file of dir, sorted by name, as an
// evaluation-only set: all its rows are held-out rows.
func LoadEvalDir(dir string) ([]Set, error) {
	sets, err := LoadDir(dir)
	if err != nil {
		return nil, err
	}
	for i := range sets {
		s := &sets[i]
		s.Eval = true
		s.Test = append(s.Test, s.Train...)
		s.Train = nil
	}
	return sets, nil
}

// LoadAll loads the development sets of dir and then the extra sets of
// dir/extra (both *.tsv, each sorted by name; dir/extra may be missing).
// Every set is split the same way (see Bucket), so the held-out rows of an
// extra set report how a model does on that source.
func LoadAll(dir string) ([]Set, error) {
	dev, err := LoadDir(dir)
	if err != nil {
		return nil, err
	}
	extraDir := filepath.Join(dir, ExtraDir)
	if _, err := os.Stat(extraDir); errors.Is(err, fs.ErrNotExist) {
		return dev, nil
	}
	extra, err := LoadDir(extraDir)
	if err != nil {
		return nil, err
	}
	for i := range extra {
		extra[i].Extra = true
	}
	return append(dev, extra...), nil
}

// Bucket returns the split bucket (0..9) of a cleaned text. Buckets 0 and 1
// (20%) are the held-out test split; buckets 2 and 3 serve as a validation
// split when tuning hyper-parameters; the rest is plain training data.
func Bucket(text string) int {
	h := fnv.New64a()
	h.Write([]byte("feedbackkit-split-v1\x00"))
	h.Write([]byte(text))
	return int(h.Sum64() % 10)
}

// IsTest reports whether a cleaned text belongs to the held-out test split.
func IsTest(text string) bool { return Bucket(text) < 2 }

// LoadDir loads every *.tsv file of dir, sorted by name.
func LoadDir(dir string) ([]Set, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.tsv"))
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("dataset: no *.tsv files in %s", dir)
	}
	sort.Strings(paths)
	sets := make([]Set, 0, len(paths))
	for _, p := range paths {
		s, err := LoadFile(p)
		if err != nil {
			return nil, err
		}
		sets = append(sets, s)
	}
	return sets, nil
}

// LoadFile loads one TSV file and splits it.
func LoadFile(path string) (Set, error) {
	f, err := os.Open(path)
	if err != nil {
		return Set{}, err
	}
	defer f.Close()
	s := Set{Name: strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	line := 0
	for sc.Scan() {
		line++
		raw := sc.Text()
		if strings.TrimSpace(raw) == "" {
			continue
		}
		lab, text, ok := strings.Cut(raw, "\t")
		if !ok {
			return Set{}, fmt.Errorf("%s:%d: no tab", path, line)
		}
		var l Label
		switch lab {
		case "neg":
			l = Negative
		case "neu":
			l = Neutral
		case "pos":
			l = Positive
		default:
			return Set{}, fmt.Errorf("%s:%d: unknown label %q", path, line, lab)
		}
		text = Clean(text)
		if text == "" {
			continue
		}
		ex := Example{Label: l, Text: text}
		if IsTest(text) {
			s.Test = append(s.Test, ex)
		} else {
			s.Train = append(s.Train, ex)
		}
	}
	if err := sc.Err(); err != nil {
		return Set{}, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// Clean undoes the export artefacts of the source files: CSV-style quoting
// ("..." with doubled quotes inside) and literal \uXXXX escapes.
func Clean(text string) string {
	text = strings.TrimSpace(text)
	if len(text) >= 2 && text[0] == '"' && text[len(text)-1] == '"' {
		text = text[1 : len(text)-1]
	}
	text = strings.ReplaceAll(text, `""`, `"`)
	if strings.Contains(text, `\u`) {
		text = unescapeU(text)
	}
	text = strings.ReplaceAll(text, `\"`, `"`)
	return strings.TrimSpace(text)
}

// unescapeU replaces literal \uXXXX sequences (including surrogate pairs)
// with the characters they denote.
func unescapeU(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+6 <= len(s) && s[i+1] == 'u' {
			if r, err := strconv.ParseUint(s[i+2:i+6], 16, 32); err == nil {
				c := rune(r)
				i += 5
				if c >= 0xD800 && c < 0xDC00 && i+7 <= len(s) && s[i+1] == '\\' && s[i+2] == 'u' {
					if lo, err := strconv.ParseUint(s[i+3:i+7], 16, 32); err == nil && lo >= 0xDC00 && lo < 0xE000 {
						c = 0x10000 + (c-0xD800)<<10 + (rune(lo) - 0xDC00)
						i += 6
					}
				}
				b.WriteRune(c)
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
