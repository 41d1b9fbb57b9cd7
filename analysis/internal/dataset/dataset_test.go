package dataset

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestClean(t *testing.T) {
	for in, want := range map[string]string{
		`"He said ""hi"" to me"`: `He said "hi" to me`,
		`Don\u2019t go`:          "Don\u2019t go",
		`smile \ud83d\ude00 ok`:  "smile \U0001F600 ok",
		`  plain text  `:         "plain text",
		`"\""quoted\"" tweet"`:   `"quoted" tweet`,
	} {
		if got := Clean(in); got != want {
			t.Errorf("Clean(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSplitIsStable(t *testing.T) {
	// The split must not change between versions: the shipped weights and
	// the reported scores depend on it.
	if got := Bucket("the same text"); got != 1 {
		t.Fatalf("Bucket(the same text) = %d, want 1", got)
	}
	test := 0
	for i := 0; i < 10000; i++ {
		if IsTest(string(rune('a'+i%26)) + string(rune(i))) {
			test++
		}
	}
	if test < 1800 || test > 2200 {
		t.Errorf("%d of 10000 in the test split, want about 2000", test)
	}
}

func TestConfusion(t *testing.T) {
	var c Confusion
	c.Add(Positive, Positive)
	c.Add(Negative, Negative)
	c.Add(Neutral, Positive)
	if f := c.F1(Positive); f < 0.66 || f > 0.67 {
		t.Errorf("F1(pos) = %v", f)
	}
	if c.F1(Neutral) != 0 || c.Accuracy() < 0.66 || c.Accuracy() > 0.67 {
		t.Errorf("neutral F1 %v, accuracy %v", c.F1(Neutral), c.Accuracy())
	}
	// On the rows labelled positive or negative, a neutral call is an error.
	c.Add(Positive, Neutral)
	p := c.Polar()
	if p.Rows() != 3 || c.Rows() != 4 {
		t.Errorf("%d polar rows of %d, want 3 of 4", p.Rows(), c.Rows())
	}
	if f := p.F1(Positive); f < 0.66 || f > 0.67 {
		t.Errorf("polar F1(pos) = %v, want 2/3 (precision 1, recall 1/2)", f)
	}
	if m := p.MacroF1(); m < 0.55 || m > 0.56 {
		t.Errorf("polar macro-F1 = %v, want (2/3 + 1 + 0)/3", m)
	}
}

func TestLoadAllMarksExtraSets(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, ExtraDir), 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(path, body string) {
		if err := os.WriteFile(filepath.Join(dir, path), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("dev.tsv", "pos\tgreat talk\nneg\tboring\n")
	write(filepath.Join(ExtraDir, "more.tsv"), "neu\tthe room is on floor two\n")
	write(filepath.Join(ExtraDir, "SOURCES.md"), "not a set\n")
	sets, err := LoadAll(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(sets) != 2 || sets[0].Name != "dev" || sets[0].Extra || sets[1].Name != "more" || !sets[1].Extra {
		t.Fatalf("sets %+v, want dev then the extra set more", sets)
	}
	if n := len(sets[0].Train) + len(sets[0].Test); n != 2 {
		t.Errorf("dev has %d rows, want 2", n)
	}
	if _, err := LoadAll(t.TempDir()); err == nil {
		t.Error("LoadAll of an empty directory: no error")
	}
	if err := os.Remove(filepath.Join(dir, ExtraDir, "more.tsv")); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadAll(dir); err == nil {
		t.Error("LoadAll with an extra directory without sets: no error")
	}
	if err := os.RemoveAll(filepath.Join(dir, ExtraDir)); err != nil {
		t.Fatal(err)
	}
	if sets, err := LoadAll(dir); err != nil || len(sets) != 1 {
		t.Errorf("LoadAll without an extra directory = %d sets, %v; want the dev set", len(sets), err)
	}
}

// TestLoadEvalDir checks that every row of an evaluation-only set is a
// held-out row, whichever split bucket its text falls in.
func TestLoadEvalDir(t *testing.T) {
	dir := t.TempDir()
	var body strings.Builder
	for i := range 20 {
		fmt.Fprintf(&body, "pos\tthe %d talk was great\n", i)
	}
	if err := os.WriteFile(filepath.Join(dir, "talks.tsv"), []byte(body.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	sets, err := LoadEvalDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(sets) != 1 || sets[0].Name != "talks" || !sets[0].Eval || len(sets[0].Train) != 0 || len(sets[0].Test) != 20 {
		t.Fatalf("sets %+v, want the eval set talks with its 20 rows held out", sets)
	}
	if sets, err := LoadEval(dir); sets != nil || err != nil {
		t.Errorf("LoadEval of a directory without %s/ = %v, %v; want no sets", EvalDir, sets, err)
	}
	if _, err := LoadEvalDir(t.TempDir()); err == nil {
		t.Error("LoadEvalDir of an empty directory: no error")
	}
}

func TestPairedMarginInterval(t *testing.T) {
	// 300 rows, 100 of each label: a is right on all of them, b on the
	// positive and negative rows only, calling every neutral row positive.
	var rows []Example
	for i := range 300 {
		rows = append(rows, Example{Label: Label(i % NumLabels), Text: strconv.Itoa(i % NumLabels)})
	}
	gold := func(text string) Label { l, _ := strconv.Atoi(text); return Label(l) }
	noNeutral := func(text string) Label {
		if l := gold(text); l != Neutral {
			return l
		}
		return Positive
	}
	p := Compare(rows, gold, noNeutral)
	a, b := p.Confusions()
	if a.Rows() != 300 || a.MacroF1() != 1 || b[Neutral][Positive] != 100 {
		t.Fatalf("confusions %v and %v", a, b)
	}
	margin := a.MacroF1() - b.MacroF1()
	lo, hi := p.MarginInterval(1000)
	if !(0 < lo && lo <= margin && margin <= hi) {
		t.Errorf("interval [%.4f, %.4f] for a margin of %.4f: want it above 0 and around the margin", lo, hi, margin)
	}
	if lo2, hi2 := p.MarginInterval(1000); lo2 != lo || hi2 != hi {
		t.Errorf("a second draw gave [%.4f, %.4f], want the same [%.4f, %.4f]", lo2, hi2, lo, hi)
	}
	if lo, hi := Compare(rows, gold, gold).MarginInterval(1000); lo != 0 || hi != 0 {
		t.Errorf("the same classifier twice: interval [%v, %v], want [0, 0]", lo, hi)
	}
	// On the rows labelled positive or negative, b is right too.
	if lo, hi := p.Polar().MarginInterval(1000); lo != 0 || hi != 0 {
		t.Errorf("polar rows: interval [%v, %v], want [0, 0]", lo, hi)
	}
}
