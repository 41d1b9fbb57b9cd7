package analysis

import (
	"flag"
	"fmt"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/feedbackkit/feedbackkit/analysis/internal/concernmodel"
	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
)

var (
	updateSentimentModel = flag.Bool("update-sentiment-model", false, "train the sentiment classifier of the five languages and write weights/sentiment-ml-v1.bin")
	sentimentDev         = flag.Bool("sentiment-dev", false, "TestSentimentModelDev: compare recipes of the sentiment classifier on the dev tweets")
)

// sentimentModelPath is the file of the embedded classifier.
var sentimentModelPath = filepath.Join("weights", "sentiment-ml-v1.bin")

// lexiconLanguages are the languages of the lexicons and of the
// classifier.
var lexiconLanguages = []string{LanguageGerman, LanguageFrench, LanguageSpanish, LanguageItalian, LanguagePortuguese}

// sentimentExamples featurises the texts written to train the classifier,
// testdata/sentiment_ml/train/<lang>.tsv (label<TAB>text, labels neg, neu
// and pos), as Classify does, with the language of their file.
func sentimentExamples(t *testing.T) []concernmodel.Example {
	t.Helper()
	l := NewLocal()
	var out []concernmodel.Example
	for _, lang := range lexiconLanguages {
		set, err := dataset.LoadFile(filepath.Join("testdata", "sentiment_ml", "train", lang+".tsv"))
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range append(set.Train, set.Test...) {
			out = append(out, concernmodel.Example{
				Features:   l.sentimentFeaturesOf(lang, r.Text, nil),
				Categories: []int{int(r.Label)},
			})
		}
	}
	return out
}

// sentimentFeaturesOf featurises text as a text of language lang.
func (l *Local) sentimentFeaturesOf(lang, text string, fs []uint32) []uint32 {
	sc := l.pool.Get().(*scratch)
	defer l.pool.Put(sc)
	lx := loadLexicons()[lang]
	sum, _ := l.lexiconScore(sc, lx, text)
	return sentimentFeatures(lx, lang, text, sc.words, squash(sum), fs)
}

// TestSentimentModelWeights trains the sentiment classifier on
// testdata/sentiment_ml/train and checks that the result is the embedded
// weights file, byte for byte; with -update-sentiment-model (go generate)
// it writes the file instead.
func TestSentimentModelWeights(t *testing.T) {
	checkWeights(t, concernmodel.Train(sentimentExamples(t), sentimentParams).Encode(), embeddedSentimentModel, sentimentModelPath, *updateSentimentModel)
}

// TestSentimentModelDev (with -sentiment-dev) trains classifiers with
// several recipes and prints their macro-F1 on the dev tweets of each
// language (testdata/sentiment_ml/tweets/dev; the held-out split is not
// read), every text that the lexicon route takes decided by the
// classifier and the lexicon together, against the lexicon alone, for
// each weight of the lexicon in the combination, and the mean over the
// languages of the better of the two ("best-of"); sentimentParams,
// sentimentLexiconWeight and learnedLanguages were chosen from it (see
// docs/analysis-languages.md).
func TestSentimentModelDev(t *testing.T) {
	if !*sentimentDev {
		t.Skip("run with -sentiment-dev")
	}
	l := NewLocal()
	examples := sentimentExamples(t)
	type devRow struct {
		lang  string
		label dataset.Label
		fs    []uint32 // nil when the lexicon route does not take it
		c     float64
		model dataset.Label // the trained model's answer when it is not routed
	}
	var rows []devRow
	for _, lang := range lexiconLanguages {
		set, err := dataset.LoadFile(filepath.Join("testdata", "sentiment_ml", "tweets", "dev", lang+".tsv"))
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range append(set.Train, set.Test...) {
			sc := l.pool.Get().(*scratch)
			dl, sum, _, ok := l.lexiconRoute(sc, r.Text)
			l.pool.Put(sc)
			row := devRow{lang: lang, label: r.Label, c: squash(sum)}
			if ok {
				row.fs = l.sentimentFeaturesOf(dl, r.Text, nil)
			} else {
				s, _ := l.Classify(r.Text)
				row.model = toLabel[s]
			}
			rows = append(rows, row)
		}
	}
	var lexF []float64
	report := func(name string, decide func(r devRow) dataset.Label) {
		line := ""
		var mean float64
		var fs []float64
		for _, lang := range lexiconLanguages {
			var conf dataset.Confusion
			for _, r := range rows {
				switch {
				case r.lang != lang:
				case r.fs == nil:
					conf.Add(r.label, r.model)
				default:
					conf.Add(r.label, decide(r))
				}
			}
			f := conf.MacroF1()
			fs = append(fs, f)
			mean += f / float64(len(lexiconLanguages))
			line += fmt.Sprintf(" %s %.3f", lang, f)
		}
		if lexF == nil {
			lexF = fs
		}
		var best float64
		for i, f := range fs {
			best += max(f, lexF[i]) / float64(len(fs))
		}
		t.Logf("%-36s%s mean %.3f best-of %.3f", name, line, mean, best)
	}
	report("lexicon alone", func(r devRow) dataset.Label {
		s, _ := lexiconSentiment(r.c)
		return toLabel[s]
	})
	for _, epochs := range []int{5, 10, 20} {
		for _, margin := range []int64{25, 100, 400} {
			p := sentimentParams
			p.Epochs, p.Margin = epochs, margin
			m := concernmodel.Train(examples, p)
			for _, w := range []float64{0, 0.5, 1, 2, 4} {
				report(fmt.Sprintf("epochs %d margin %d lexicon %.1f", epochs, margin, w), func(r devRow) dataset.Label {
					s := learnedScores(m, r.fs, r.c, margin, w)
					best, _ := learnedSentiment(&s)
					return dataset.Label(best)
				})
			}
		}
	}
}

// BenchmarkSentimentModelMemory reports the heap that the decoded
// sentiment classifier keeps (MB/model).
func BenchmarkSentimentModelMemory(b *testing.B) {
	var before, after runtime.MemStats
	for i := 0; i < b.N; i++ {
		runtime.GC()
		runtime.ReadMemStats(&before)
		m, err := concernmodel.Decode(embeddedSentimentModel)
		if err != nil {
			b.Fatal(err)
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		runtime.KeepAlive(m)
		b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "MB/model")
	}
}
