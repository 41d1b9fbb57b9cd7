package analysis

import (
	"flag"
	"fmt"
	"math"
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

// sentimentText is what the tests need of a training text besides its
// features: its language and the squashed score of its lexicon.
type sentimentText struct {
	lang string
	c    float64
}

// sentimentExamples featurises the texts written to train the classifier,
// testdata/sentiment_ml/train/<lang>.tsv (label<TAB>text, labels neg, neu
// and pos), as Classify does, with the language of their file; texts
// holds the language and lexicon score of each.
func sentimentExamples(t *testing.T) (examples []concernmodel.Example, texts []sentimentText) {
	t.Helper()
	l := NewLocal()
	for _, lang := range lexiconLanguages {
		set, err := dataset.LoadFile(filepath.Join("testdata", "sentiment_ml", "train", lang+".tsv"))
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range append(set.Train, set.Test...) {
			fs, c := l.sentimentFeaturesOf(lang, r.Text, nil)
			examples = append(examples, concernmodel.Example{Features: fs, Categories: []int{int(r.Label)}})
			texts = append(texts, sentimentText{lang: lang, c: c})
		}
	}
	return examples, texts
}

// sentimentFeaturesOf featurises text as a text of language lang and
// returns the features and the squashed score of its lexicon.
func (l *Local) sentimentFeaturesOf(lang, text string, fs []uint32) ([]uint32, float64) {
	sc := l.pool.Get().(*scratch)
	defer l.pool.Put(sc)
	lx := loadLexicons()[lang]
	readWords(sc, text)
	sum, _ := lexiconScore(sc, lx, text)
	return sentimentFeatures(lx, lang, text, sc.words, squash(sum), fs), squash(sum)
}

// TestSentimentModelWeights trains the sentiment classifier on
// testdata/sentiment_ml/train and checks that the result is the embedded
// weights file, byte for byte; with -update-sentiment-model (go generate)
// it writes the file instead.
func TestSentimentModelWeights(t *testing.T) {
	examples, _ := sentimentExamples(t)
	checkWeights(t, concernmodel.Train(examples, sentimentParams).Encode(), embeddedSentimentModel, sentimentModelPath, *updateSentimentModel)
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
	examples, _ := sentimentExamples(t)
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
				row.fs, _ = l.sentimentFeaturesOf(dl, r.Text, nil)
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
					best, _ := learnedSentiment(&s, 1)
					return dataset.Label(best)
				})
			}
		}
	}
}

// calibration sums the confidences of a classifier's answers and
// whether they were right.
type calibration struct {
	bins [10]struct {
		n       int
		conf    float64
		correct int
	}
}

// add records an answer given with confidence p.
func (c *calibration) add(p float64, right bool) {
	b := &c.bins[min(int(p*10), 9)]
	b.n++
	b.conf += p
	if right {
		b.correct++
	}
}

// figures returns the number of answers, their accuracy, their mean
// confidence and the expected calibration error (the mean over answers of
// the gap between the mean confidence and the accuracy of their tenth of
// [0, 1]).
func (c *calibration) figures() (n int, acc, conf, ece float64) {
	var right int
	for _, b := range c.bins {
		n += b.n
		right += b.correct
		conf += b.conf
	}
	for _, b := range c.bins {
		if b.n > 0 {
			ece += math.Abs(b.conf-float64(b.correct)) / float64(n)
		}
	}
	return n, float64(right) / float64(n), conf / float64(n), ece
}

func (c *calibration) String() string {
	n, acc, conf, ece := c.figures()
	return fmt.Sprintf("%4d texts, accuracy %.3f, mean confidence %.3f, ECE %.3f", n, acc, conf, ece)
}

// sentimentCVScores trains the classifier (sentimentParams) on four
// fifths of the training texts and scores the other fifth (learnedScores),
// five times (the fold of the i-th example is i mod 5), and returns the
// scores and labels of the texts of learnedLanguages.
func sentimentCVScores(t *testing.T) ([][3]float32, []int) {
	examples, texts := sentimentExamples(t)
	var scores [][3]float32
	var labels []int
	for fold := range 5 {
		var train []concernmodel.Example
		for i, e := range examples {
			if i%5 != fold {
				train = append(train, e)
			}
		}
		m := concernmodel.Train(train, sentimentParams)
		for i, e := range examples {
			if i%5 == fold && learnedLanguages[texts[i].lang] {
				scores = append(scores, learnedScores(m, e.Features, texts[i].c, sentimentParams.Margin, sentimentLexiconWeight))
				labels = append(labels, e.Categories[0])
			}
		}
	}
	return scores, labels
}

// devLearnedScores returns the scores (learnedScores, of the embedded
// classifier) and labels of the dev tweets of learnedLanguages that
// routeSentiment gives the classifier (testdata/sentiment_ml/tweets/dev).
func devLearnedScores(t *testing.T) ([][3]float32, []int) {
	l := NewLocal()
	var scores [][3]float32
	var labels []int
	for _, lang := range lexiconLanguages {
		if !learnedLanguages[lang] {
			continue
		}
		set, err := dataset.LoadFile(filepath.Join("testdata", "sentiment_ml", "tweets", "dev", lang+".tsv"))
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range append(set.Train, set.Test...) {
			sc := l.pool.Get().(*scratch)
			if dl, sum, _, ok := l.lexiconRoute(sc, r.Text); ok {
				if _, _, learned := l.routeSentiment(sc, dl, r.Text, sum); learned {
					scores = append(scores, learnedScores(loadSentimentModel(), sc.features, squash(sum), sentimentParams.Margin, sentimentLexiconWeight))
					labels = append(labels, int(r.Label))
				}
			}
			l.pool.Put(sc)
		}
	}
	return scores, labels
}

// logLoss is the mean log loss of the softmax of scores divided by temp.
func logLoss(scores [][3]float32, labels []int, temp float64) float64 {
	var sum float64
	for i, s := range scores {
		var z float64
		for k := range s {
			z += math.Exp(float64(s[k]-s[labels[i]]) / temp)
		}
		sum += math.Log(z)
	}
	return sum / float64(len(scores))
}

// bestTemperature returns the temperature of the least log loss, in steps
// of 0.05 from 0.05 to 20.
func bestTemperature(scores [][3]float32, labels []int) float64 {
	best, bestLoss := 0.0, math.Inf(1)
	for k := 1; k <= 400; k++ {
		if loss := logLoss(scores, labels, float64(k)*0.05); loss < bestLoss {
			best, bestLoss = float64(k)*0.05, loss
		}
	}
	return best
}

// calibrationOf returns the calibration of the answers of scores at
// temperature temp.
func calibrationOf(scores [][3]float32, labels []int, temp float64) *calibration {
	var c calibration
	for i := range scores {
		class, p := learnedSentiment(&scores[i], temp)
		c.add(p, class == labels[i])
	}
	return &c
}

// TestSentimentTemperature checks that sentimentTemperature is the
// temperature of the least log loss (bestTemperature) of the scores of
// the dev tweets (devLearnedScores), and prints the calibration of the dev
// tweets and of the cross-validated training texts (sentimentCVScores)
// without a temperature, with it and with the temperature that fits the
// training texts best.
func TestSentimentTemperature(t *testing.T) {
	dev, devLabels := devLearnedScores(t)
	cv, cvLabels := sentimentCVScores(t)
	devT, cvT := bestTemperature(dev, devLabels), bestTemperature(cv, cvLabels)
	for _, temp := range []float64{1, cvT, devT} {
		t.Logf("temperature %5.2f: training texts (cross-validated): log loss %.3f, %v", temp, logLoss(cv, cvLabels, temp), calibrationOf(cv, cvLabels, temp))
		t.Logf("temperature %5.2f: dev tweets:                       log loss %.3f, %v", temp, logLoss(dev, devLabels, temp), calibrationOf(dev, devLabels, temp))
	}
	if math.Abs(devT-sentimentTemperature) > 1e-9 {
		t.Errorf("the least log loss of the dev tweets is at temperature %.2f, sentimentTemperature is %.2f", devT, float64(sentimentTemperature))
	}
}

// maxCalibrationError is the most that the mean confidence of the
// classifier's answers on the dev tweets (TestSentimentCalibration), and
// of Classify on the held-out tweets of each language it decides
// (TestLexiconRealTweets), may exceed their accuracy, and the most their
// expected calibration error may be (on the held-out tweets, the ece of
// lexiconFloors, which allows French more).
const maxCalibrationError = 0.10

// TestSentimentCalibration checks that the confidence reported with the
// classifier's answers (by Classify) is not much above their accuracy on
// the dev tweets of learnedLanguages (the texts that routeSentiment gives
// the classifier), that the softmax without the temperature would fail
// the same bound, and that an ironic complaint that the classifier calls
// positive is not reported as sure.
func TestSentimentCalibration(t *testing.T) {
	l := NewLocal()
	dev, labels := devLearnedScores(t)
	var calibrated calibration
	i := 0
	for _, lang := range lexiconLanguages {
		set, err := dataset.LoadFile(filepath.Join("testdata", "sentiment_ml", "tweets", "dev", lang+".tsv"))
		if err != nil {
			t.Fatal(err)
		}
		var c calibration
		for _, r := range append(set.Train, set.Test...) {
			sc := l.pool.Get().(*scratch)
			dl, _, _, ok := l.lexiconRoute(sc, r.Text)
			l.pool.Put(sc)
			if !ok || learnedLanguages[lang] != learnedLanguages[dl] {
				continue
			}
			s, p := l.Classify(r.Text)
			if !learnedLanguages[dl] {
				// The lexicon alone: printed, for comparison.
				c.add(p, toLabel[s] == r.Label)
				continue
			}
			if class, _ := learnedSentiment(&dev[i], 1); toLabel[s] != dataset.Label(class) || labels[i] != int(r.Label) {
				t.Fatalf("%q: Classify says %s, the classifier %d", r.Text, s, class)
			}
			i++
			c.add(p, toLabel[s] == r.Label)
			calibrated.add(p, toLabel[s] == r.Label)
		}
		t.Logf("%s dev tweets (%s): %v", lang, map[bool]string{true: "classifier", false: "lexicon alone"}[learnedLanguages[lang]], &c)
	}
	raw := calibrationOf(dev, labels, 1)
	t.Logf("all dev tweets: %v", &calibrated)
	t.Logf("without the temperature: %v", raw)
	over := func(c *calibration) (float64, float64) {
		_, acc, conf, ece := c.figures()
		return conf - acc, ece
	}
	if gap, ece := over(&calibrated); gap > maxCalibrationError || ece > maxCalibrationError {
		t.Errorf("mean confidence %.3f above the accuracy, ECE %.3f: want at most %.2f", gap, ece, maxCalibrationError)
	}
	if gap, ece := over(raw); gap <= maxCalibrationError && ece <= maxCalibrationError {
		t.Errorf("without the temperature: mean confidence %.3f above the accuracy, ECE %.3f, within %.2f: the test cannot tell", gap, ece, maxCalibrationError)
	}
	const irony = "Toll, schon wieder Verspätung. Danke Bahn 🙄"
	s, p := l.Classify(irony)
	t.Logf("%q: %s %.3f", irony, s, p)
	if p > maxIronyConfidence {
		t.Errorf("%q: %s with confidence %.3f, want at most %.2f", irony, s, p, maxIronyConfidence)
	}
}

// maxIronyConfidence bounds the confidence of an ironic complaint in
// TestSentimentCalibration.
const maxIronyConfidence = 0.70

// BenchmarkSentimentModelMemory reports the heap that the decoded
// sentiment classifier keeps (MB/model).
func BenchmarkSentimentModelMemory(b *testing.B) {
	benchmarkDecodedMemory(b, func() (any, error) { return concernmodel.Decode(embeddedSentimentModel) })
}

// benchmarkDecodedMemory reports the heap that the classifier that decode
// returns keeps (MB/model).
func benchmarkDecodedMemory(b *testing.B, decode func() (any, error)) {
	var before, after runtime.MemStats
	for i := 0; i < b.N; i++ {
		runtime.GC()
		runtime.ReadMemStats(&before)
		m, err := decode()
		if err != nil {
			b.Fatal(err)
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		runtime.KeepAlive(m)
		b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "MB/model")
	}
}
