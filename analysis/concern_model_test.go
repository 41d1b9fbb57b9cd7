package analysis

import (
	"bytes"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/analysis/internal/concernmlp"
	"github.com/feedbackkit/feedbackkit/analysis/internal/concernmodel"
	"github.com/feedbackkit/feedbackkit/internal/cputime"
)

var (
	updateConcernModel = flag.Bool("update-concern-model", false, "train the concern classifier and write weights/concern-v1.bin and weights/concern-mlp-v1.bin")
	concernCV          = flag.Bool("concern-cv", false, "TestConcernCrossValidation: measure the classifier by 5-fold cross-validation on the training set")
)

// concernModelPath and concernMLPPath are the files of the embedded
// perceptrons and network.
var (
	concernModelPath = filepath.Join("weights", "concern-v1.bin")
	concernMLPPath   = filepath.Join("weights", "concern-mlp-v1.bin")
)

// concernHarmlessSets are English sets of ordinary comments and reviews,
// released under CC0 (see testdata/sentiment/extra/SOURCES.md), that the
// classifier learns as harmless besides testdata/concern/train.
var concernHarmlessSets = []string{
	filepath.Join("testdata", "sentiment", "extra", "course_event_comments_written.tsv"),
	filepath.Join("testdata", "sentiment", "extra", "womens_clothing_reviews_partial.tsv"),
}

// concernRow is one training text.
type concernRow struct {
	labelledText
	written   bool   // a concern training text (testdata/concern/train, train2, train3, ordinary and posts), kept apart from the evaluation texts (TestConcernTrainingDisjoint)
	ordinary  bool   // ordinary text, whose false alarms are counted apart from those of the written harmless texts
	lookalike bool   // a text of testdata/concern/train2, whose harmless texts' false alarms are counted apart (cvMaxLookalikeAlarms)
	lang      string // the language of its file (English for concernHarmlessSets)
}

// concernTrainingRows reads testdata/concern/train, train2 and train3: label<TAB>text
// lines, the label a category of categoryOrder, several joined by ",", or
// none; then, labelled none, the ordinary texts: those of concernHarmlessSets, a
// sample of concernRedditSet, the written sentiment texts of the other
// languages, testdata/concern/ordinary and testdata/concern/posts.
func concernTrainingRows(t *testing.T) []concernRow {
	t.Helper()
	var rows []concernRow
	rules := &concernDetector{rules: compileConcernRules()}
	noRuleFires := func(text string) bool {
		return rules.rulesFor(matchWords(text, nil)).trained == [numCategories]float64{}
	}
	for _, lang := range evalLanguages {
		for _, dir := range []string{"train", "train2", "train3", "train4"} {
			for _, r := range readLabelled(t, filepath.Join("testdata", "concern", dir, lang+".tsv")) {
				rows = append(rows, concernRow{r, true, false, dir == "train2", lang})
			}
		}
	}
	for _, path := range concernHarmlessSets {
		for _, r := range readLabelled(t, path) {
			rows = append(rows, concernRow{labelledText{label: "none", text: r.text}, false, true, false, LanguageEnglish})
		}
	}
	// Every redditSampleStep-th Reddit comment where no rule fires: everyday
	// first-person text ("my account", "my son"), which the written sets
	// have too little of.
	for i, r := range readLabelled(t, concernRedditSet) {
		if i%redditSampleStep == 0 && noRuleFires(r.text) {
			rows = append(rows, concernRow{labelledText{label: "none", text: r.text}, false, true, false, LanguageEnglish})
		}
	}
	// The written sentiment texts of the other languages where no rule
	// fires: their everyday posts and feedback, which those languages'
	// written concern sets (idioms and alarming topics) have too little of.
	for _, lang := range evalLanguages {
		if lang == LanguageEnglish {
			continue
		}
		for _, r := range readLabelled(t, filepath.Join("testdata", "sentiment_ml", "train", lang+".tsv")) {
			if noRuleFires(r.text) {
				rows = append(rows, concernRow{labelledText{label: "none", text: r.text}, false, true, false, lang})
			}
		}
	}
	// The ordinary feedback written for the project in every language
	// (testdata/concern/ordinary), longer than those posts, and the
	// everyday social-media posts written for it (testdata/concern/posts).
	for _, lang := range evalLanguages {
		for _, dir := range []string{"ordinary", "posts"} {
			for _, r := range readLabelled(t, filepath.Join("testdata", "concern", dir, lang+".tsv")) {
				rows = append(rows, concernRow{r, true, true, false, lang})
			}
		}
	}
	return rows
}

// concernRedditSet is the GoEmotions Reddit comments (Apache-2.0, see
// testdata/sentiment/extra/SOURCES.md), sampled as harmless text.
var concernRedditSet = filepath.Join("testdata", "sentiment", "extra", "goemotions_reddit.tsv")

// redditSampleStep is the step of the sample of concernRedditSet: every
// twelfth comment, chosen by cross-validation (recall 0.63 against 0.61
// with every sixth, English 0.47 against 0.42, at the same rate of false
// alarms on ordinary text).
const redditSampleStep = 12

// concernExample featurises one training text as detect does; a text
// with a category also has the last one, any serious concern. It also
// returns where the character n-grams end in the features (see
// concernFeatures).
func concernExample(t *testing.T, d *concernDetector, r labelledText) (concernmodel.Example, int) {
	t.Helper()
	var buf [64]string
	words := matchWords(r.text, buf[:0])
	fs, _, grams := concernFeatures(words, languageSetOf(DetectLanguage(r.text)), nil, nil)
	h := d.rulesFor(words)
	ex := concernmodel.Example{Features: ruleFeatures(&h.trained, fs)}
	if r.label == "none" {
		return ex, grams
	}
	for _, l := range strings.Split(r.label, ",") {
		c := slices.Index(categoryOrder, l)
		if c < 0 {
			t.Fatalf("unknown label %q of %q", l, r.text)
		}
		ex.Categories = append(ex.Categories, c)
	}
	ex.Categories = append(ex.Categories, numCategories)
	return ex, grams
}

// concernExamples featurises rows, and returns where the character
// n-grams end in the features of each.
func concernExamples(t *testing.T, rows []concernRow) ([]concernmodel.Example, []int) {
	d := &concernDetector{rules: compileConcernRules()}
	examples := make([]concernmodel.Example, len(rows))
	grams := make([]int, len(rows))
	for i, r := range rows {
		examples[i], grams[i] = concernExample(t, d, r.labelledText)
	}
	return examples, grams
}

// networkExamples returns the network's training examples: those of
// examples without their character n-grams, which end at grams.
func networkExamples(examples []concernmodel.Example, grams []int) []concernmlp.Example {
	out := make([]concernmlp.Example, len(examples))
	for i, e := range examples {
		out[i] = concernmlp.Example{Features: e.Features[grams[i]:], Categories: e.Categories}
	}
	return out
}

// concernTrainingExamples reads the training rows (concernTrainingRows)
// and returns them with the perceptrons' examples, where the character
// n-grams end in the features of each, and the networks' examples.
func concernTrainingExamples(t *testing.T) ([]concernRow, []concernmodel.Example, []int, []concernmlp.Example) {
	rows := concernTrainingRows(t)
	examples, grams := concernExamples(t, rows)
	return rows, examples, grams, networkExamples(examples, grams)
}

// englishConcernRepeats is how many times the classifier learns each
// English concern of the training set: English has thousands of ordinary
// harmless texts besides its written ones (concernHarmlessSets and the
// Reddit sample), about eight for each of its concerns, and learned once
// its concerns are outweighed (cross-validation: English recall 0.44
// learned once, 0.48 twice, 0.41 three times, the other languages about
// the same).
const englishConcernRepeats = 2

// trainingSet returns the examples the classifier learns from rows, those
// where keep is true: each once, an English concern
// englishConcernRepeats times.
func trainingSet[E any](rows []concernRow, examples []E, keep func(i int) bool) []E {
	var out []E
	for i, r := range rows {
		if !keep(i) {
			continue
		}
		n := 1
		if r.lang == LanguageEnglish && r.written && r.label != "none" {
			n = englishConcernRepeats
		}
		for range n {
			out = append(out, examples[i])
		}
	}
	return out
}

// TestConcernModelWeights trains the serious-concern classifier (the
// perceptrons and the network) on the rows of concernTrainingRows and
// checks that the results are the embedded weights files, byte for byte;
// with -update-concern-model (go generate) it writes the files instead.
func TestConcernModelWeights(t *testing.T) {
	rows, examples, _, network := concernTrainingExamples(t)
	all := func(int) bool { return true }
	checkWeights(t, concernmodel.Train(trainingSet(rows, examples, all), concernParams).Encode(), embeddedConcernModel, concernModelPath, *updateConcernModel)
	checkWeights(t, concernmlp.Train(trainingSet(rows, network, all), concernMLPParams).Encode(), embeddedConcernMLP, concernMLPPath, *updateConcernModel)
}

// checkWeights checks that got, the weights that training gives, are
// embedded, the file at path embedded in the package; with update it
// writes got to path instead.
func checkWeights(t *testing.T, got, embedded []byte, path string, update bool) {
	t.Helper()
	if update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(got, embedded) {
		t.Fatalf("training gives %d bytes that differ from the %d of %s: run go generate ./analysis", len(got), len(embedded), path)
	}
}

// cvFold is the fold (of 5) of a training text, by a hash of the text.
func cvFold(text string) int {
	h := fnv.New32a()
	h.Write([]byte(text))
	return int(h.Sum32() % 5)
}

// cvMaxAlarms is the most false alarms per written harmless text at the
// threshold that TestConcernCrossValidation picks for a language.
const cvMaxAlarms = 0.02

// cvMaxLookalikeAlarms is the most false alarms per harmless text of
// testdata/concern/train2 (accidents told as accidents, reported threats to
// quit or to sue, alarming topics done right: look-alikes of concerns that
// the texts of train lack) at the threshold that
// TestConcernCrossValidation picks: the share of them on which the
// detector trained before them raised an alarm (see
// docs/analysis-languages.md), so that learning them may not raise more.
// Counted with the other written harmless texts and held to cvMaxAlarms
// together, they would hold the plain threshold at 410, where
// cross-validation finds 0.594 of the concerns (0.713 at 270); many of
// them alarm through the rules, so that no plain threshold holds them to
// cvMaxAlarms alone.
const cvMaxLookalikeAlarms = 0.108

// TestConcernCrossValidation (with -concern-cv) measures the detector by
// 5-fold cross-validation on the training set: every text is scored by a
// classifier (perceptrons and networks) trained on the other folds, and
// decided with the rules as detect does. For each language of the training files, then for all
// ("*"), it prints the recall and the false alarms at plain thresholds
// from -40 to six times the margin, and the lowest threshold within the
// false alarms of cvTally.withinAlarms (per written harmless text, per
// look-alike, per ordinary English comment or review, per post); then, for
// all languages and each rule threshold from 0 to 200 (the weak rule
// threshold concernWeakRuleThreshold), and for each weak rule threshold
// from concernRuleThreshold to 400 (the rule threshold
// concernRuleThreshold), the lowest plain threshold within those false
// alarms and its recall, from which concernRuleThreshold,
// concernWeakRuleThreshold and concernThreshold were chosen before the
// classifier learned testdata/concern/train3 (they are now chosen on the
// development set, see concernThreshold). With
// -concern-cv-seeds it does so for each seed (both models'), and then
// logs, for the detector and the perceptrons alone, the spread across the
// seeds of the recall at rule concernRuleThreshold and the lowest plain
// threshold within the false alarms, of the concerns found and the false
// alarms at the shipped pair, and how many verdicts at that pair differ
// between two seeds: the noise of a retraining (-concern-runs and
// -concern-networks try other recipes). The evaluation
// sets are not read. (The training texts of a scenario were written in
// several languages, so the figures are optimistic.)
func TestConcernCrossValidation(t *testing.T) {
	if !*concernCV {
		t.Skip("run with -concern-cv")
	}
	rows, examples, grams, network := concernTrainingExamples(t)
	d := &concernDetector{rules: compileConcernRules()}
	hits := make([]ruleHits, len(rows))
	for i, r := range rows {
		hits[i] = d.rulesFor(matchWords(r.text, nil))
	}
	seeds := concernSeeds(t)
	var runs [2][]cvRun // the detector's and the perceptrons' alone, by seed
	for _, seed := range seeds {
		p, mp := concernRecipe(seed)
		detector, linear := crossValidate(t, rows, examples, network, grams, hits, p, mp)
		runs[0] = append(runs[0], detector)
		runs[1] = append(runs[1], linear)
	}
	for k, name := range []string{"detector", "perceptrons alone"} {
		var b strings.Builder
		for i, r := range runs[k] {
			fmt.Fprintf(&b, "\n  seed %d: at rule %v the lowest plain %v, recall %.3f; at plain %v recall %.3f (%d/%d), %s",
				seeds[i], concernRuleThreshold, r.pick, r.pickRecall, concernThreshold, r.shipped.recall(), r.shipped.found, r.shipped.total,
				r.shipped.falseAlarms())
		}
		fmt.Fprintf(&b, "\n  recall at the lowest plain: %s", spreadOf(runs[k], func(r cvRun) float64 { return r.pickRecall }))
		fmt.Fprintf(&b, "\n  concerns found at plain %v: %s", concernThreshold, spreadOf(runs[k], func(r cvRun) float64 { return float64(r.shipped.found) }))
		fmt.Fprintf(&b, "\n  false alarms at plain %v: %s written, %s look-alikes, %s ordinary, %s posts", concernThreshold,
			spreadOf(runs[k], func(r cvRun) float64 { return float64(r.shipped.alarms) }),
			spreadOf(runs[k], func(r cvRun) float64 { return float64(r.shipped.lookalikeAlarms) }),
			spreadOf(runs[k], func(r cvRun) float64 { return float64(r.shipped.ordinaryAlarms) }),
			spreadOf(runs[k], func(r cvRun) float64 { return float64(r.shipped.postAlarms) }))
		if len(runs[k]) > 1 {
			fmt.Fprintf(&b, "\n  texts whose verdict at plain %v differs between two seeds: %s", concernThreshold, flipsOf(rows, runs[k]))
		}
		t.Logf("%s across the seeds %v:%s", name, seeds, b.String())
	}
}

// Flags of the recipe that TestConcernCrossValidation and
// TestConcernEvaluationSeeds train with, to measure the noise of a
// retraining and to compare recipes.
var (
	concernCVSeeds  = flag.String("concern-cv-seeds", "", "TestConcernCrossValidation and TestConcernEvaluationSeeds: comma-separated seeds of both models (default: the shipped one)")
	concernRuns     = flag.Int("concern-runs", 0, "TestConcernCrossValidation and TestConcernEvaluationSeeds: perceptrons averaged (default: concernParams.Runs)")
	concernNetworks = flag.Int("concern-networks", 0, "TestConcernCrossValidation and TestConcernEvaluationSeeds: networks of the ensemble (default: concernMLPParams.Networks)")
)

// concernSeeds returns the seeds of -concern-cv-seeds, or the shipped
// one.
func concernSeeds(t *testing.T) []uint64 {
	if *concernCVSeeds == "" {
		return []uint64{concernParams.Seed}
	}
	var seeds []uint64
	for _, f := range strings.Split(*concernCVSeeds, ",") {
		s, err := strconv.ParseUint(strings.TrimSpace(f), 10, 64)
		if err != nil {
			t.Fatalf("-concern-cv-seeds: %v", err)
		}
		seeds = append(seeds, s)
	}
	return seeds
}

// concernRecipe returns the recipe of both models with seed and the
// -concern-runs and -concern-networks flags.
func concernRecipe(seed uint64) (concernmodel.Params, concernmlp.Params) {
	p, mp := concernParams, concernMLPParams
	p.Seed, mp.Seed = seed, seed
	if *concernRuns > 0 {
		p.Runs = *concernRuns
	}
	if *concernNetworks > 0 {
		mp.Networks = *concernNetworks
	}
	return p, mp
}

// cvRun is what one cross-validation of TestConcernCrossValidation
// found at the shipped rule thresholds (concernRuleThreshold and
// concernWeakRuleThreshold): the lowest plain threshold within the false
// alarms (NaN if none) and its recall, and the tally at the shipped
// thresholds (shippedCuts).
type cvRun struct {
	pick, pickRecall float64
	shipped          cvTally
	serious          []bool // the verdict on each text at the shipped pair
}

// spreadOf formats the mean, the standard deviation, the least and the
// most of f over runs.
func spreadOf[R any](runs []R, f func(R) float64) string {
	var sum, sq float64
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, r := range runs {
		v := f(r)
		sum += v
		sq += v * v
		lo, hi = min(lo, v), max(hi, v)
	}
	n := float64(len(runs))
	mean := sum / n
	sd := math.Sqrt(max(sq/n-mean*mean, 0) * n / max(n-1, 1))
	return fmt.Sprintf("mean %.4g, sd %.3g, %.4g to %.4g (range %.3g)", mean, sd, lo, hi, hi-lo)
}

// flipsOf formats the mean number of concerns, and of harmless texts,
// whose verdict differs between two of runs, over every pair.
func flipsOf(rows []concernRow, runs []cvRun) string {
	verdicts := make([][]bool, len(runs))
	for i, r := range runs {
		verdicts[i] = r.serious
	}
	return flipsBetween(func(i int) bool { return rows[i].label == "none" }, verdicts)
}

// flipsBetween formats the mean number of concerns, and of harmless
// texts (those of which harmless is true), whose verdict differs between
// two of the verdicts (one list per seed), over every pair; with one
// seed there is no pair, and it says so.
func flipsBetween(harmless func(i int) bool, verdicts [][]bool) string {
	if len(verdicts) < 2 {
		return "no two seeds to compare (-concern-cv-seeds)"
	}
	var concerns, alarms, pairs int
	for a := range verdicts {
		for b := range a {
			pairs++
			for i := range verdicts[a] {
				if verdicts[a][i] != verdicts[b][i] {
					if harmless(i) {
						alarms++
					} else {
						concerns++
					}
				}
			}
		}
	}
	return fmt.Sprintf("%.1f concerns, %.1f harmless texts", float64(concerns)/float64(pairs), float64(alarms)/float64(pairs))
}

// crossValidate scores every text of rows by a classifier trained, with
// p and mp, on the other folds, logs the tables that
// TestConcernCrossValidation describes, and returns what it found at the
// shipped rule thresholds for the detector and for the perceptrons alone.
func crossValidate(t *testing.T, rows []concernRow, examples []concernmodel.Example, network []concernmlp.Example, grams []int,
	hits []ruleHits, p concernmodel.Params, mp concernmlp.Params) (detector, linear cvRun) {
	t.Helper()
	// The scores of the detector, and those of the perceptrons alone.
	scores := make([][numCategories + 1]float32, len(rows))
	alone := make([][numCategories + 1]float32, len(rows))
	for fold := range 5 {
		keep := func(i int) bool { return cvFold(rows[i].text) != fold }
		m := concernmodel.Train(trainingSet(rows, examples, keep), p)
		mlp := concernmlp.Train(trainingSet(rows, network, keep), mp)
		for i, r := range rows {
			if cvFold(r.text) == fold {
				scores[i] = concernScores(m, mlp, examples[i].Features, grams[i], math.Inf(-1))
				m.Scores(examples[i].Features, alone[i][:])
			}
		}
	}
	tallyOf := func(scores [][numCategories + 1]float32, lang string, cuts concernCuts) cvTally {
		var n cvTally
		for i, r := range rows {
			if lang != "*" && r.lang != lang {
				continue
			}
			v := decideConcern(&scores[i], &hits[i], cuts)
			switch {
			case r.label == "none" && r.lookalike:
				n.lookalike++
				if v.serious {
					n.lookalikeAlarms++
				}
			case r.label == "none" && !r.ordinary:
				n.harmless++
				if v.serious {
					n.alarms++
				}
			case r.label == "none" && r.lang == LanguageEnglish && !r.written:
				n.ordinary++
				if v.serious {
					n.ordinaryAlarms++
				}
			case r.label == "none":
				n.posts++
				if v.serious {
					n.postAlarms++
				}
			default:
				for _, c := range examples[i].Categories[:len(examples[i].Categories)-1] {
					n.total++
					if v.serious && v.categories[c] {
						n.found++
					}
				}
			}
		}
		return n
	}
	for _, lang := range append(slices.Clone(evalLanguages), "*") {
		var b strings.Builder
		pick := math.NaN()
		for th := -40.0; th <= 6*float64(p.Margin); th += 5 {
			n := tallyOf(scores, lang, concernCuts{plain: th, rule: concernRuleThreshold, weakRule: concernWeakRuleThreshold})
			if n.withinAlarms() && math.IsNaN(pick) {
				pick = th
			}
			fmt.Fprintf(&b, "\n  %4.0f: recall %d/%d %.3f, %s", th, n.found, n.total, n.recall(), n.falseAlarms())
		}
		t.Logf("seed %d, language %q: lowest threshold within the false alarms: %v (shipped %v)%s", p.Seed, lang, pick, concernThreshold, b.String())
	}
	// The pair of thresholds: for each rule threshold, the lowest plain
	// threshold within the false alarms (in steps of 10) and its recall;
	// the same for the perceptrons alone, to compare.
	var found [2]cvRun
	for k, model := range []struct {
		name   string
		scores [][numCategories + 1]float32
	}{{"detector", scores}, {"perceptrons alone", alone}} {
		found[k] = cvRun{pick: math.NaN(), shipped: tallyOf(model.scores, "*", shippedCuts)}
		found[k].serious = make([]bool, len(rows))
		for i := range rows {
			found[k].serious[i] = decideConcern(&model.scores[i], &hits[i], shippedCuts).serious
		}
		// lowestPlain writes the lowest plain threshold within the false
		// alarms with the rule thresholds of cuts, and its recall, to b.
		var b strings.Builder
		lowestPlain := func(label string, cuts concernCuts) (float64, cvTally) {
			for plain := cuts.rule; plain <= 6*float64(p.Margin); plain += 10 {
				cuts.plain = plain
				if n := tallyOf(model.scores, "*", cuts); n.withinAlarms() {
					fmt.Fprintf(&b, "\n  %s, plain %4.0f: recall %.3f, %s", label, plain, n.recall(), n.falseAlarms())
					return plain, n
				}
			}
			return math.NaN(), cvTally{}
		}
		for rule := 0.0; rule <= 200; rule += 20 {
			lowestPlain(fmt.Sprintf("rule %3.0f, weak rule %3.0f", rule, float64(concernWeakRuleThreshold)),
				concernCuts{rule: rule, weakRule: concernWeakRuleThreshold})
		}
		for weak := float64(concernRuleThreshold); weak <= 400; weak += 20 {
			lowestPlain(fmt.Sprintf("rule %3.0f, weak rule %3.0f", float64(concernRuleThreshold), weak),
				concernCuts{rule: concernRuleThreshold, weakRule: weak})
		}
		pick, n := lowestPlain("shipped rules", concernCuts{rule: concernRuleThreshold, weakRule: concernWeakRuleThreshold})
		found[k].pick, found[k].pickRecall = pick, n.recall()
		t.Logf("seed %d, %s, all languages, rule, weak rule and plain thresholds (shipped %v, %v and %v):%s", p.Seed, model.name,
			concernRuleThreshold, concernWeakRuleThreshold, concernThreshold, b.String())
	}
	return found[0], found[1]
}

var concernEvalSeeds = flag.Bool("concern-eval-seeds", false, "TestConcernEvaluationSeeds: measure the noise of a retraining on the evaluation sets (counts only)")

// TestConcernEvaluationSeeds (with -concern-eval-seeds) measures the
// noise of a retraining on the evaluation sets: for each seed of
// -concern-cv-seeds it trains the classifier on all training texts, as
// go generate does, with that seed (and -concern-runs and
// -concern-networks), and logs how many concerns of the evaluation sets
// of testdata/concern, and of all their fresh sets together (freshDirs),
// the detector finds, with how many false alarms, the spread of these
// counts across the seeds and how many verdicts differ between two seeds.
// It logs counts only, never a text, and nothing is chosen with it: it
// shows how far a retraining alone moves the figures of
// TestConcernEvaluation and TestConcernFreshEvaluation.
func TestConcernEvaluationSeeds(t *testing.T) {
	if !*concernEvalSeeds {
		t.Skip("run with -concern-eval-seeds")
	}
	rows, examples, _, network := concernTrainingExamples(t)
	all := func(int) bool { return true }
	var sets [2][]labelledText // the evaluation sets, and the fresh ones
	for _, lang := range evalLanguages {
		sets[0] = append(sets[0], readLabelled(t, filepath.Join("testdata", "concern", lang+".tsv"))...)
		for _, dir := range freshDirs {
			sets[1] = append(sets[1], readLabelled(t, filepath.Join("testdata", "concern", dir, lang+".tsv"))...)
		}
	}
	type count struct{ found, alarms float64 }
	var counts [2][]count
	var verdicts [2][][]bool
	for _, seed := range concernSeeds(t) {
		p, mp := concernRecipe(seed)
		l := NewLocal()
		l.concern = &concernDetector{rules: l.concern.rules, model: concernmodel.Train(trainingSet(rows, examples, all), p),
			mlp: concernmlp.Train(trainingSet(rows, network, all), mp)}
		line := fmt.Sprintf("seed %d:", seed)
		for k, set := range sets {
			var n count
			serious := make([]bool, len(set))
			for i, r := range set {
				c := l.DetectConcern(r.text)
				serious[i] = c.IsSerious
				switch {
				case r.label == "none" && c.IsSerious:
					n.alarms++
				case r.label != "none" && c.IsSerious && slices.Contains(c.Categories, r.label):
					n.found++
				}
			}
			counts[k] = append(counts[k], n)
			verdicts[k] = append(verdicts[k], serious)
			line += fmt.Sprintf(" %s %.0f concerns found, %.0f false alarms;", []string{"evaluation sets", "fresh sets"}[k], n.found, n.alarms)
		}
		t.Log(line)
	}
	for k, name := range []string{"evaluation sets", "fresh sets"} {
		set := sets[k]
		concerns := 0
		for _, r := range set {
			if r.label != "none" {
				concerns++
			}
		}
		t.Logf("%s (%d concerns, %d harmless texts): found %s; false alarms %s; verdicts that differ between two seeds: %s", name, concerns, len(set)-concerns,
			spreadOf(counts[k], func(c count) float64 { return c.found }), spreadOf(counts[k], func(c count) float64 { return c.alarms }),
			flipsBetween(func(i int) bool { return set[i].label == "none" }, verdicts[k]))
	}
}

// cvTally counts the verdicts of TestConcernCrossValidation at a pair of
// thresholds: the categories of the concerns found, and the false alarms
// on written harmless texts (of testdata/concern/train), on the harmless
// look-alikes of testdata/concern/train2, on the ordinary English comments
// and reviews (concernHarmlessSets and the Reddit sample) and on the posts
// and feedback written in every language (testdata/concern/ordinary and
// posts, and the written sentiment texts of the other languages).
type cvTally struct {
	found, total, alarms, harmless, ordinaryAlarms, ordinary int
	postAlarms, posts, lookalikeAlarms, lookalike            int
}

// falseAlarms describes the false alarms of n.
func (n cvTally) falseAlarms() string {
	return fmt.Sprintf("false alarms %d/%d written, %d/%d look-alikes, %d/%d ordinary, %d/%d posts",
		n.alarms, n.harmless, n.lookalikeAlarms, n.lookalike, n.ordinaryAlarms, n.ordinary, n.postAlarms, n.posts)
}

// recall is the share of the concerns' categories found.
func (n cvTally) recall() float64 { return float64(n.found) / float64(max(n.total, 1)) }

// withinAlarms reports whether the false alarms are at most cvMaxAlarms
// per written harmless text, cvMaxLookalikeAlarms per harmless look-alike,
// 3 in 1,000 ordinary English comments and reviews and cvMaxAlarms per
// post or feedback text. (Those are a few thousand texts written for the
// project, one in eight of the posts of testdata/concern/posts with a
// dark word used harmlessly, where the English comments and reviews are
// many thousands: at 3 in 1,000 they would hold the plain threshold above
// 380, where the detector finds 0.58 of the concerns in cross-validation.
// The written English ones were held to 3 in 1,000 with the comments
// until their 400 posts came, which alone then held the plain threshold
// 60 higher than the rest.)
func (n cvTally) withinAlarms() bool {
	return float64(n.alarms) <= cvMaxAlarms*float64(n.harmless) && float64(n.ordinaryAlarms) <= 0.003*float64(n.ordinary) &&
		float64(n.postAlarms) <= cvMaxAlarms*float64(n.posts) &&
		float64(n.lookalikeAlarms) <= cvMaxLookalikeAlarms*float64(n.lookalike)
}

// BenchmarkConcern200 runs the serious-concern detector alone (rules and
// classifier) on the English texts of about 200 characters of
// BenchmarkBudget200 (run with -cpu 1).
func BenchmarkConcern200(b *testing.B) {
	l := NewLocal()
	lines := lines200(b)
	b.ReportAllocs()
	start := cputime.Process()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.DetectConcern(lines[i%len(lines)])
	}
	reportCPU(b, start)
}

// BenchmarkConcernModelMemory reports the heap that the decoded
// serious-concern perceptrons keep (MB/model).
func BenchmarkConcernModelMemory(b *testing.B) {
	benchmarkDecodedMemory(b, func() (any, error) { return concernmodel.Decode(embeddedConcernModel) })
}

// BenchmarkConcernMLPMemory reports the heap that the decoded
// serious-concern network keeps (MB/model).
func BenchmarkConcernMLPMemory(b *testing.B) {
	benchmarkDecodedMemory(b, func() (any, error) { return concernmlp.Decode(embeddedConcernMLP) })
}

// maxTrainingOverlap is the largest word overlap (Jaccard, of the sets
// of folded words) that a written training text may have with a text of
// the evaluation sets.
const maxTrainingOverlap = 0.4

// concernWordSet returns the distinct words of text as matchWords reads them,
// clause breaks left out.
func concernWordSet(text string) map[string]bool {
	set := map[string]bool{}
	for _, w := range matchWords(text, nil) {
		if w != clauseBreak {
			set[w] = true
		}
	}
	return set
}

// TestConcernTrainingDisjoint checks that no written training text
// (testdata/concern/train to train4, ordinary and posts) shares maxTrainingOverlap or more of its words
// with a text of the evaluation sets in testdata/concern, in its
// freshDirs and in its development sets (dev and dev2), and that no text of concernHarmlessSets
// or the Reddit sample is one of them (compared lower-cased, with accents
// folded and punctuation dropped). A failure names the training text
// only, so that the evaluation sets stay unread.
func TestConcernTrainingDisjoint(t *testing.T) {
	var eval wordIndex
	for _, lang := range evalLanguages {
		for _, dir := range append([]string{"", "dev", "dev2"}, freshDirs...) {
			eval.addFile(t, filepath.Join("testdata", "concern", dir, lang+".tsv"))
		}
	}
	for _, r := range concernTrainingRows(t) {
		limit := maxTrainingOverlap
		if !r.written {
			limit = 1 // another's text: only an equal one counts
		}
		if j := eval.overlap(r.text, limit); j >= limit {
			t.Errorf("training text %q shares %.2f of its words with an evaluation text", r.text, j)
		}
	}
}

// TestConcernPostsDisjoint checks that no post of testdata/concern/posts
// shares maxTrainingOverlap or more of its words with an ordinary text
// that measures the false alarms (the English sets of
// TestConcernOrdinaryText and the tweets of
// TestConcernOrdinaryTextLanguages): the posts were written to be like
// them. A failure names the post only.
func TestConcernPostsDisjoint(t *testing.T) {
	var ordinary wordIndex
	for _, name := range ordinaryEvalSets {
		ordinary.addFile(t, ordinaryEvalPath(name))
	}
	for _, lang := range evalLanguages[1:] {
		for _, path := range tweetPaths(lang) {
			ordinary.addFile(t, path)
		}
	}
	for _, lang := range evalLanguages {
		for _, r := range readLabelled(t, filepath.Join("testdata", "concern", "posts", lang+".tsv")) {
			if j := ordinary.overlap(r.text, maxTrainingOverlap); j >= maxTrainingOverlap {
				t.Errorf("post %q shares %.2f of its words with an ordinary text of the tests", r.text, j)
			}
		}
	}
}

// wordIndex holds the word sets of texts (concernWordSet), indexed by
// word.
type wordIndex struct {
	sets   []map[string]bool
	byWord map[string][]int
}

// addFile indexes the texts of the label<TAB>text file path.
func (x *wordIndex) addFile(t *testing.T, path string) {
	t.Helper()
	if x.byWord == nil {
		x.byWord = map[string][]int{}
	}
	for _, r := range readLabelled(t, path) {
		set := concernWordSet(r.text)
		for w := range set {
			x.byWord[w] = append(x.byWord[w], len(x.sets))
		}
		x.sets = append(x.sets, set)
	}
}

// overlap returns the share of words (Jaccard) that text has in common
// with an indexed text: the first found at limit or more, or else the
// largest.
func (x *wordIndex) overlap(text string, limit float64) float64 {
	set := concernWordSet(text)
	shared := map[int]int{}
	for w := range set {
		for _, e := range x.byWord[w] {
			shared[e]++
		}
	}
	best := 0.0
	for e, n := range shared {
		j := float64(n) / float64(len(set)+len(x.sets[e])-n)
		if j >= limit {
			return j
		}
		best = max(best, j)
	}
	return best
}
