package dataset

import "testing"

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
}
