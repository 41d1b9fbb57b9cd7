package features

import "testing"

func TestTokenize(t *testing.T) {
	e := NewExtractor(DefaultConfig(), nil)
	e.Extract("Soooo GOOD :) but not worth it @bob http://x.io 😍!!")
	var got []string
	var negated []string
	for _, tk := range e.Tokens() {
		got = append(got, string(e.Norm(tk)))
		if tk.Negated {
			negated = append(negated, string(e.Norm(tk)))
		}
	}
	want := []string{"soo", "good", ":)", "but", "not", "worth", "it", "<user>", "<url>", "😍", "!", "!"}
	if len(got) != len(want) {
		t.Fatalf("tokens %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("token %d = %q, want %q", i, got[i], want[i])
		}
	}
	if len(negated) != 2 || negated[0] != "worth" || negated[1] != "it" {
		t.Errorf("negated %q, want worth it", negated)
	}
	toks := e.Tokens()
	if !toks[0].Elongated || !toks[1].Caps || toks[2].Kind != Emoticon || toks[2].Polarity != 1 {
		t.Errorf("token flags wrong: %+v", toks[:3])
	}
}

func TestExtractNormalisedAndStable(t *testing.T) {
	e := NewExtractor(DefaultConfig(), Lexicon{})
	a := append([]Feature(nil), e.Extract("the slides were great")...)
	e.Extract("something else")
	b := e.Extract("the slides were great")
	if len(a) != len(b) {
		t.Fatalf("feature count changed: %d vs %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("feature %d changed: %+v vs %+v", i, a[i], b[i])
		}
		if a[i].Index >= 1<<DefaultConfig().Bits {
			t.Fatalf("index %d out of range", a[i].Index)
		}
	}
	if len(e.Extract("")) == 0 {
		t.Error("empty text has no features (want at least the length feature)")
	}
}

func TestLexiconScore(t *testing.T) {
	cfg := DefaultConfig()
	e := NewExtractor(cfg, nil)
	lex := Lexicon{}
	for w, v := range map[string]float32{"good": 1.9, "bad": -2.5} {
		k, ok := e.LexiconKey(w)
		if !ok {
			t.Fatalf("no key for %q", w)
		}
		lex[k] = v
	}
	if _, ok := e.LexiconKey(">.<"); ok {
		t.Error("punctuation got a lexicon key")
	}
	e = NewExtractor(cfg, lex)
	score := func(s string) float32 { e.Extract(s); return e.Compound() }
	if !(score("very good") > score("good") && score("good") > 0) {
		t.Error("intensifier does not strengthen")
	}
	if score("not good") >= 0 || score("bad") >= 0 || score("the room") != 0 {
		t.Error("negation or polarity wrong")
	}
	if score("bad but good") <= 0 {
		t.Error("clause after but does not dominate")
	}
	if score("you killed it") <= 0 {
		t.Error("idiom not read as praise")
	}
}
