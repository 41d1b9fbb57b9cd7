package analysis

import (
	"path/filepath"
	"testing"

	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
)

func TestDetectLanguage(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"The workshop was excellent, thank you!", LanguageEnglish},
		{"Der Dozent ist ein Vollidiot und die Vorlesung war scheiße", LanguageGerman},
		{"Je veux me suicider", LanguageFrench},
		{"Quiero suicidarme, no aguanto más", LanguageSpanish},
		{"La lezione è stata molto utile, grazie", LanguageItalian},
		{"A aula foi ótima, obrigado!", LanguagePortuguese},
		{"Das war der Hammer", LanguageGerman},
		{"C'était une tuerie", LanguageFrench},
		{"", ""},
		{"12345 !!!", ""},
		{"Ok", ""},
	} {
		if got := DetectLanguage(tt.text); got != tt.want {
			t.Errorf("DetectLanguage(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestDetectLanguageOnEvaluationSets checks that the texts of the
// evaluation sets are told apart: the concern sets of each language, and
// the English sentiment sets (a text detected as another language would
// be explained in the wrong language).
func TestDetectLanguageOnEvaluationSets(t *testing.T) {
	check := func(name, want string, texts []string) {
		right, other := 0, 0
		for _, text := range texts {
			switch DetectLanguage(text) {
			case want:
				right++
			case "":
			default:
				other++
				t.Logf("%s: %q detected as %s", name, text, DetectLanguage(text))
			}
		}
		t.Logf("%s: %d texts, %d detected as %s, %d as another language", name, len(texts), right, want, other)
		if float64(right) < 0.95*float64(len(texts)) || float64(other) > 0.02*float64(len(texts)) {
			t.Errorf("%s: %d of %d detected as %s, %d as another language", name, right, len(texts), want, other)
		}
	}
	for _, lang := range evalLanguages {
		var texts []string
		for _, r := range readLabelled(t, filepath.Join("testdata", "concern", lang+".tsv")) {
			texts = append(texts, r.text)
		}
		check("concern/"+lang, lang, texts)
	}
	sets, err := dataset.LoadEval(filepath.Join("testdata", "sentiment"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sets {
		var texts []string
		for _, r := range s.Test {
			texts = append(texts, r.Text)
		}
		check("sentiment/"+s.Name, LanguageEnglish, texts)
	}
}
