package analysis

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
	"github.com/feedbackkit/feedbackkit/analysis/internal/model"
)

// TestLexiconRealTweets prints the macro-F1 of Classify on the real tweets
// of testdata/sentiment_ml/tweets, the dev split (on which the written
// word lists and the routing were tuned) and the held-out split (never
// tuned on), with the calibration of the confidences Classify reports,
// and checks the held-out figures against lexiconFloors and, for the
// languages of the classifier, the calibration against
// maxCalibrationError and the ece of lexiconFloors.
func TestLexiconRealTweets(t *testing.T) {
	l := NewLocal()
	classify := func(text string) dataset.Label {
		s, _ := l.Classify(text)
		return toLabel[s]
	}
	t.Logf("%-4s %-8s %5s %8s  %-36s %s", "lang", "split", "texts", "macro-F1", "confusion (rows: neg, neu, pos)", "calibration")
	for lang, floor := range lexiconFloors {
		for _, split := range []string{"dev", "heldout"} {
			set, err := dataset.LoadFile(filepath.Join("testdata", "sentiment_ml", "tweets", split, lang+".tsv"))
			if err != nil {
				t.Fatal(err)
			}
			rows := append(set.Train, set.Test...)
			f, conf := dataset.MacroF1(rows, classify)
			var cal calibration
			for _, r := range rows {
				s, p := l.Classify(r.Text)
				cal.add(p, toLabel[s] == r.Label)
			}
			t.Logf("%-4s %-8s %5d %8.3f  %-36s %v", lang, split, len(rows), f, fmt.Sprint(conf), &cal)
			if split == "heldout" && f < floor.tweets {
				t.Errorf("%s: macro-F1 %.3f on the held-out tweets, want at least %.2f", lang, f, floor.tweets)
			}
			if _, acc, mean, ece := cal.figures(); split == "heldout" && learnedLanguages[lang] && (mean-acc > maxCalibrationError || ece > floor.ece) {
				t.Errorf("%s: mean confidence %.3f at an accuracy of %.3f, calibration error %.3f on the held-out tweets, want the first within %.2f of the accuracy and the error within %.2f", lang, mean, acc, ece, maxCalibrationError, floor.ece)
			}
		}
	}
}

// TestLexiconRouteKeepsEnglish checks that sending texts whose language
// DetectLanguage only leans to (not sure of) to the lexicons costs English
// nothing: on the held-out rows of every English development, extra and
// evaluation set, Classify's macro-F1 is at least that of the routing that
// sends only texts it is sure of to the lexicons.
func TestLexiconRouteKeepsEnglish(t *testing.T) {
	l := NewLocal()
	newRoute := func(text string) dataset.Label {
		s, _ := l.Classify(text)
		return toLabel[s]
	}
	sureOnly := func(text string) dataset.Label {
		sc := l.pool.Get().(*scratch)
		defer l.pool.Put(sc)
		if lang, sure := detectLanguage(text); sure && loadLexicons()[lang] != nil {
			readWords(sc, text)
			c, _ := lexiconScore(sc, loadLexicons()[lang], text)
			s, _, _ := l.routeSentiment(sc, lang, text, c)
			return toLabel[s]
		}
		var s [model.NumClasses]float32
		l.m.Scores(sc.ex.Extract(text), &s)
		return dataset.Label(argmax(&s))
	}
	for _, s := range heldOutSets(t) {
		leaning, routed := 0, 0
		for _, r := range s.Test {
			if lang, sure := detectLanguage(r.Text); !sure && loadLexicons()[lang] != nil {
				leaning++
				sc := l.pool.Get().(*scratch)
				if _, _, _, ok := l.lexiconRoute(sc, r.Text); ok {
					routed++
				}
				l.pool.Put(sc)
			}
		}
		before, _ := dataset.MacroF1(s.Test, sureOnly)
		after, _ := dataset.MacroF1(s.Test, newRoute)
		t.Logf("%-32s %5d rows, %2d leaning to another language, %2d of them to its lexicon: macro-F1 %.4f -> %.4f", s.Name, len(s.Test), leaning, routed, before, after)
		if after < before {
			t.Errorf("%s: macro-F1 %.4f, below %.4f without the leaning route", s.Name, after, before)
		}
	}
}
