package analysis

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// labelledText is one line of an evaluation set: a label, the kind of
// text it is where the set says (label<TAB>kind<TAB>text: how a concern is
// said, or which idiom a harmless text uses), and a text.
type labelledText struct{ label, kind, text string }

// readLabelled reads the label<TAB>text (or label<TAB>kind<TAB>text)
// lines of an evaluation set; no text holds a tab.
func readLabelled(t *testing.T, path string) []labelledText {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []labelledText
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		label, text, ok := strings.Cut(sc.Text(), "\t")
		kind := ""
		if k, rest, three := strings.Cut(text, "\t"); three {
			kind, text, ok = k, rest, ok && k != ""
		}
		if !ok || text == "" {
			t.Fatalf("%s: bad line %q", path, sc.Text())
		}
		rows = append(rows, labelledText{label, kind, text})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// evalLanguages are the languages of the evaluation sets.
var evalLanguages = []string{LanguageEnglish, LanguageGerman, LanguageFrench, LanguageSpanish, LanguageItalian, LanguagePortuguese}

// concernFloor is what the detector reaches on the evaluation set of a
// language: the lowest recall of a category and the most false alarms. The
// target is a recall of 0.9 in every category and at most 1 false alarm in
// 50 harmless texts; it is not met, and the floors, the figures measured
// now, make the test catch a regression.
type concernFloor struct {
	recall float64
	alarms int
	// partial is true for a set whose languages need not hold every
	// category (dev2).
	partial bool
}

// concernFloors are the floors per language of the evaluation sets in
// testdata/concern. German fell from 0.76 to 0.72 (self-harm 19 to 18 of
// 25) with the retraining for past attacks told in the passive. The
// retraining for past and reported threats raised the German false alarms
// from 0 to 2 of 201 and lowered Spanish from 0.75 to 0.72 (threats 19 to
// 18 of 25); with the new rules and the weights before that retraining
// both stay as they were (0 alarms, 19 threats), so the retraining's noise
// moved them, not a rule (docs/analysis-languages.md). The retraining for
// the review of those rules brought Spanish back to 0.76 (threats 19 of
// 25), so its floor is 0.75 again. The recipe of five perceptrons and
// three networks (concernParams) lowered Spanish threats again from 19 to
// 18 of 25 (0.72), at plain 320 as at 310, so that floor is 0.72; across
// the seeds 35 and 1 to 5 the evaluation sets find 615 to 622 of 720
// concerns with it, 614 to 624 with the recipe before (at plain 320;
// TestConcernEvaluationSeeds), so one concern more or less is noise.
// The classifier that learned ordinary text in every language (the
// written sentiment posts and testdata/concern/ordinary) finds 617 of the
// 720 concerns (621 before) with 5 false alarms in 1,199 (4), but German
// self-harm fell from 19 to 16 of 25 (0.64), Spanish safety from 15 to 13
// of 20 (0.65) and Portuguese safety from 16 to 14 (0.70), and Spanish
// raised 1 false alarm in 200 (0): in exchange the real tweets of
// TestConcernOrdinaryTextLanguages raise 30 alarms in 1,836 instead of 195.
// The classifier that also learned testdata/concern/train2 finds 617 of
// the 720 concerns with 4 false alarms; German rose to 0.76 (self-harm 19
// of 25) and Spanish to no false alarm, and Italian threats fell from 21
// to 18 of 25 (0.72; docs/analysis-languages.md, "The second training
// set"). The classifier that learned the everyday posts of
// testdata/concern/posts and two more rounds of train2, at plain 220,
// finds 630 of them with 5 false alarms: Spanish, Italian and Portuguese
// threats and harassment rose, Spanish safety fell from 13 to 12 of 20
// (0.60), German raised 3 false alarms in 201 (2), and the real tweets
// raise 17 alarms instead of 30 (docs/analysis-languages.md, "Everyday
// posts"). The untrained rules written from probes in every language,
// the idioms of trained rules, Portuguese "no" and French "personne" as
// words rather than negators, and untrained rules that decide alone
// raised the sets from 630 to 667 of 720 concerns and lowered the false
// alarms from 5 to 4 of 1,199 (German 3 to 2, the Unity course). The
// rounds after them (idioms and proverbs of dark talk, threats, Spanish
// threats and self-harm, hazards, English and German self-harm, each
// reviewed against look-alikes) raised them to 675 and lowered the false
// alarms to 2 (German 2 to 1, Portuguese 1 to 0); the floors are the
// figures measured with them. The fifth round of safety rules raised
// Spanish safety from 16 to 19 of 20, so Spanish's lowest category is
// threats (22 of 25, 0.88). The classifier that learned
// testdata/concern/train4, at plain 180, raised French, Spanish and
// Italian to 0.92, 0.92 and 0.90 (English and Italian threats 22 to 23 of
// 25), with the same alarms.
var concernFloors = map[string]concernFloor{
	"en": {recall: 0.84, alarms: 1},
	"de": {recall: 0.90, alarms: 1},
	"fr": {recall: 0.92, alarms: 0},
	"es": {recall: 0.92, alarms: 0},
	"it": {recall: 0.90, alarms: 0},
	"pt": {recall: 0.92, alarms: 0},
}

// heldOut reports whether a line of an evaluation set is in its held-out
// half (chosen by a hash of the text): the rules were revised after
// reading the misses of the other half only, so the held-out half still
// measures text that no rule was written for.
func heldOut(text string) bool {
	h := fnv.New32a()
	h.Write([]byte(text))
	return h.Sum32()%2 == 1
}

// concernCount is the tally of one category (or of the harmless texts)
// on an evaluation set: texts and texts found (for harmless texts, false
// alarms), in all and in the held-out half.
type concernCount struct{ total, found, heldTotal, heldFound int }

// measureConcerns runs the detector on the lines of an evaluation set and
// tallies them per label, and per kind for the lines that have one; with
// logMisses it logs the misses and false alarms outside the held-out half.
func measureConcerns(t *testing.T, l *Local, lang string, rows []labelledText, logMisses bool) (byLabel, byKind map[string]*concernCount) {
	t.Helper()
	byLabel, byKind = map[string]*concernCount{}, map[string]*concernCount{}
	for _, r := range rows {
		c := l.DetectConcern(r.text)
		held := heldOut(r.text)
		hit := c.IsSerious && (r.label == "none" || slices.Contains(c.Categories, r.label))
		byLabel[r.label] = byLabel[r.label].tally(held, hit)
		if r.kind != "" {
			byKind[r.kind] = byKind[r.kind].tally(held, hit)
		}
		switch {
		case held || !logMisses:
		case r.label == "none" && hit:
			t.Logf("%s false alarm: %q: %s", lang, r.text, c.Reason)
		case r.label != "none" && !hit:
			t.Logf("%s missed %s: %q: %s", lang, r.label, r.text, c.Reason)
		}
	}
	return byLabel, byKind
}

// tally counts one more text in n (a new count if n is nil), in the
// held-out half if held, found (a concern found, or a false alarm) if hit,
// and returns n.
func (n *concernCount) tally(held, hit bool) *concernCount {
	if n == nil {
		n = &concernCount{}
	}
	n.total++
	if held {
		n.heldTotal++
	}
	if hit {
		n.found++
		if held {
			n.heldFound++
		}
	}
	return n
}

// TestConcernEvaluation measures the serious-concern detector on the
// evaluation sets in testdata/concern (written for the project, CC0): per
// language and category, the recall, and the false alarms on harmless
// texts full of violent and dark idioms, against concernFloors. go test -v
// logs the table (all lines, then the held-out half) and the misses of the
// other half.
func TestConcernEvaluation(t *testing.T) {
	l := NewLocal()
	var table strings.Builder
	fmt.Fprintf(&table, "\n%-4s %-16s %6s %6s %8s %9s %9s\n", "lang", "category", "texts", "found", "recall", "held-out", "recall")
	for _, lang := range evalLanguages {
		floor := concernFloors[lang]
		rows := readLabelled(t, filepath.Join("testdata", "concern", lang+".tsv"))
		counts, _ := measureConcerns(t, l, lang, rows, true)
		for _, cat := range categoryOrder {
			n := counts[cat]
			if n == nil || n.heldTotal == 0 {
				t.Errorf("%s: no (held-out) %s texts", lang, cat)
				continue
			}
			recall := float64(n.found) / float64(n.total)
			fmt.Fprintf(&table, "%-4s %-16s %6d %6d %8.2f %4d/%-4d %9.2f\n", lang, cat, n.total, n.found, recall,
				n.heldFound, n.heldTotal, float64(n.heldFound)/float64(n.heldTotal))
			if recall < floor.recall {
				t.Errorf("%s %s: recall %.2f, want at least %.2f", lang, cat, recall, floor.recall)
			}
		}
		n := counts["none"]
		fmt.Fprintf(&table, "%-4s %-16s %6d %6d %8s %4d/%-4d\n", lang, "harmless alarms", n.total, n.found, "", n.heldFound, n.heldTotal)
		if n.total < 198 || n.found > floor.alarms {
			t.Errorf("%s: %d false alarms in %d harmless texts, want at most %d", lang, n.found, n.total, floor.alarms)
		}
	}
	t.Log(table.String())
}

// freshDirs are the fresh evaluation directories of testdata/concern,
// which TestConcernFreshEvaluation measures and training texts keep away
// from (TestConcernTrainingDisjoint).
var freshDirs = []string{"fresh", "fresh2", "fresh3", "fresh4", "explicit", "fresh7", "fresh8", "fresh9"}

// freshFloors are what the detector reaches on all the sets of a fresh
// evaluation directory of testdata/concern together: the lowest recall of
// a category, rounded down, and the most false alarms, measured when the
// classifier learned testdata/concern/train4 and the plain threshold went
// to 180. That revision raised the concerns found in the five older sets
// from 1,022 to 1,033 of 1,200 and lowered their false alarms from 13 to
// 12, and in fresh7 from 824 to 830 of 982 with 32 alarms in 864 instead
// of 54; two small categories fell by one concern (fresh3 safety 40 to 39
// of 48, and the explicit set raised 5 alarms in 300 instead of 4), which
// a retraining with another seed moves as much
// (docs/analysis-languages.md, "The noise of a retraining"). The floors
// before it, and how each revision moved them, are in the history of this
// file. fresh8 and fresh9 were added later, at the figures they were
// first measured at. The passages of concernResolved (hazards told as
// fixed) then lowered the alarms of fresh7 from 32 to 31 and of fresh8
// from 208 to 205, and moved no concern of any set.
var freshFloors = map[string]concernFloor{
	"fresh":    {recall: 0.66, alarms: 0},
	"fresh2":   {recall: 0.52, alarms: 1},
	"fresh3":   {recall: 0.81, alarms: 2},
	"fresh4":   {recall: 0.87, alarms: 4},
	"explicit": {recall: 0.80, alarms: 5},
	"fresh7":   {recall: 0.78, alarms: 31},
	"fresh8":   {recall: 0.77, alarms: 205},
	"fresh9":   {recall: 0.80, alarms: 11},
}

// TestConcernFreshEvaluation measures the serious-concern detector on the
// fresh sets of testdata/concern (written for the project, CC0), in
// settings that neither the other evaluation sets nor the training set
// have: fresh/ (6 concerns per category and 20 harmless texts per
// language: a hospital ward, a warehouse, a choir, online games, a sports
// club), written before the classifier was retrained on the texts of
// testdata/concern/train, fresh2/ (6 concerns per category and 30
// harmless texts per language: a swimming pool, a trade fair, a film set,
// a newsroom, a care home, a data centre and more), written before the
// revision that followed it, fresh3/ (8 concerns per category and 50
// harmless texts per language: a ski school, a cruise ship, a theatre
// backstage, a fishing boat, a livestream chat and more), written before
// the retraining that followed it, explicit/ (12 concerns per category
// and 50 harmless texts per language: concerns said plainly, the explicit
// side that the paraphrases of the other sets leave out, against
// harmless texts that use the same harm verbs in idioms and hyperbole),
// and fresh4/ (8 concerns per category and 50 harmless texts per
// language: a dental clinic, a pharmacy, a wedding venue, airport ground
// crew, a university lab, an animal shelter, a funeral home, an election
// campaign office and more), written after the other sets and measured
// once on the detector as it was then, and fresh7/ (about 33 concerns
// per category and 145 harmless texts per language: a glassworks, a
// sawmill, a bus company, a golf club, an escape room, a wind farm, a
// quarry and more), written as training texts after the classifier
// learned testdata/concern/train3 and kept to measure it instead, and
// fresh8/ (about 266 concerns and 503 harmless look-alikes per language:
// a cheese dairy, a puppet theatre, a crematorium's office, a paintball
// arena and more), written as training texts after the classifier
// learned testdata/concern/train4 and kept to measure it, as learning
// them did not move its curve, and fresh9/ (about 70 concerns, explicit
// or paraphrased, and 117 harmless texts per language, each harmless
// text with a violent or dark idiom: praise, exhaustion, everyday
// wishes, sport told as war and others; a planetarium, a rowing club, a
// car ferry, a vineyard harvest and more), whose lines also give their
// kind, written after the classifier learned testdata/concern/train4
// and measured once; none was used to choose anything.
// (The sets fresh5/ and fresh6/, written as training texts and measured
// here while no shipped classifier learned them, are now
// testdata/concern/train3.)
// go test -v logs the table per language and per category, and per kind
// where the lines have one; the misses are not logged, so that the sets
// stay unread.
func TestConcernFreshEvaluation(t *testing.T) {
	l := NewLocal()
	for _, dir := range freshDirs {
		t.Run(dir, func(t *testing.T) { measureFresh(t, l, dir, freshFloors[dir]) })
	}
}

// measureFresh measures the detector on the sets of the directory dir of
// testdata/concern (a fresh evaluation set, or the development set)
// against floor; go test -v logs its table, and that of kindTable for the
// lines that have a kind.
func measureFresh(t *testing.T, l *Local, dir string, floor concernFloor) {
	var table strings.Builder
	fmt.Fprintf(&table, "\n%-4s %s\n", "lang", strings.Join(append(slices.Clone(categoryOrder), "harmless alarms"), " "))
	totals := map[string]*concernCount{}
	kinds := map[string]map[string]*concernCount{}
	for _, lang := range evalLanguages {
		counts, byKind := measureConcerns(t, l, lang, readLabelled(t, filepath.Join("testdata", "concern", dir, lang+".tsv")), false)
		for kind, n := range byKind {
			if kinds[kind] == nil {
				kinds[kind] = map[string]*concernCount{}
			}
			kinds[kind][lang] = n
		}
		fmt.Fprintf(&table, "%-4s", lang)
		found, total := 0, 0
		for _, cat := range append(slices.Clone(categoryOrder), "none") {
			n := counts[cat]
			if n == nil {
				if !floor.partial {
					t.Fatalf("%s: no %s texts", lang, cat)
				}
				fmt.Fprintf(&table, " -")
				continue
			}
			fmt.Fprintf(&table, " %d/%d", n.found, n.total)
			if totals[cat] == nil {
				totals[cat] = &concernCount{}
			}
			totals[cat].found += n.found
			totals[cat].total += n.total
			if cat != "none" {
				found += n.found
				total += n.total
			}
		}
		fmt.Fprintf(&table, "  recall %.2f\n", float64(found)/float64(total))
	}
	fmt.Fprintf(&table, "all ")
	found, total := 0, 0
	for _, cat := range categoryOrder {
		n := totals[cat]
		if n == nil {
			continue
		}
		recall := float64(n.found) / float64(n.total)
		found += n.found
		total += n.total
		fmt.Fprintf(&table, " %d/%d (%.2f)", n.found, n.total, recall)
		if recall < floor.recall {
			t.Errorf("%s %s: recall %.2f, want at least %.2f", dir, cat, recall, floor.recall)
		}
	}
	n := totals["none"]
	fmt.Fprintf(&table, " %d/%d  recall %d/%d %.2f\n", n.found, n.total, found, total, float64(found)/float64(total))
	if n.found > floor.alarms {
		t.Errorf("%s: %d false alarms in %d harmless texts, want at most %d", dir, n.found, n.total, floor.alarms)
	}
	t.Log(table.String())
	if len(kinds) > 0 {
		t.Log(kindTable(kinds))
	}
}

// kindTable formats the tallies per kind (rows, in alphabetical order)
// and language (columns, then all languages): concerns found, or false
// alarms for the kinds of harmless text.
func kindTable(kinds map[string]map[string]*concernCount) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\n%-11s", "kind")
	for _, lang := range evalLanguages {
		fmt.Fprintf(&b, " %-7s", lang)
	}
	fmt.Fprintf(&b, " all\n")
	for _, kind := range slices.Sorted(maps.Keys(kinds)) {
		fmt.Fprintf(&b, "%-11s", kind)
		var all concernCount
		for _, lang := range evalLanguages {
			n := kinds[kind][lang]
			if n == nil {
				n = &concernCount{}
			}
			all.found += n.found
			all.total += n.total
			fmt.Fprintf(&b, " %-7s", fmt.Sprintf("%d/%d", n.found, n.total))
		}
		fmt.Fprintf(&b, " %d/%d (%.3f)\n", all.found, all.total, float64(all.found)/float64(max(all.total, 1)))
	}
	return b.String()
}

// devFloor holds the detector to its figures on testdata/concern/dev
// since the classifier learned testdata/concern/train4: the lowest recall
// of a category, rounded down, and the false alarms (481 of its 535
// concerns, 134 alarms in its 1,445 harmless texts; 460 and 182 when the
// set was added, 475 and 161 after train3), and since the passages of
// concernResolved 131 alarms.
var devFloor = concernFloor{recall: 0.84, alarms: 131}

// TestConcernDevEvaluation measures the serious-concern detector on the
// development set in testdata/concern/dev (written for the project, CC0,
// by writers who saw neither the detector, its verdicts, nor any other
// set): 535 concerns and 1,445 harmless look-alikes of them. Unlike the
// fresh sets, its counts may be used to choose the detector's global
// thresholds; go test -v logs the table per language and category, never
// a text, so that no rule is written after its texts.
func TestConcernDevEvaluation(t *testing.T) {
	measureFresh(t, NewLocal(), "dev", devFloor)
}

// dev2Floor holds the detector to its figures on testdata/concern/dev2
// when the set was added: 331 of its 375 concerns (the lowest category,
// safety, 0.86) and 27 alarms in its 231 harmless look-alikes, 22 since
// the passages of concernResolved, which were written after its hazards
// reported as fixed.
var dev2Floor = concernFloor{recall: 0.86, alarms: 22, partial: true}

// TestConcernDev2Evaluation measures the serious-concern detector on the
// second development set in testdata/concern/dev2 (written for the
// project, CC0, by writers who saw neither the detector nor any other
// set): concerns of safety, discrimination and threats in six languages
// and of self-harm in English, mostly paraphrased, and harmless
// look-alikes of four kinds (hazards fixed, fair treatment named with
// group words, mock threats, and others), each line with its kind.
// Unlike the development set, its texts may be read, and rules written
// after them; go test -v logs the tables per language, category and kind.
func TestConcernDev2Evaluation(t *testing.T) {
	measureFresh(t, NewLocal(), "dev2", dev2Floor)
}

// TestConcernOrdinaryTextLanguages measures the false alarms of the
// serious-concern detector on the real tweets in German, French, Spanish,
// Italian and Portuguese of testdata/sentiment_ml/tweets (both splits;
// neither the rules nor the classifier learned them), where a serious
// concern is rare: before the classifier learned ordinary text in those
// languages it alarmed on 195 of the 1,836 tweets (10.6%; Spanish 79 of
// 363, Italian 63 of 351), quoting "que", "y" and "perché" as its
// evidence. maxOrdinaryAlarmsLanguages is the highest rate of a language
// now (Portuguese, 9 of 357, 2.52%; 22 of the 1,836 in all), rounded up:
// learning testdata/concern/train3 raised it from 7 of 357 (1.96%; 17 in
// all), by tweets of a television debate that name racism and machismo
// ("Machistas NÃO PASSARAM!"), while it lowered the false alarms of the
// development set from 182 to 161 of 1,445. It was 3.4% (Spanish, 12 of 363; 30 in all) before the classifier
// learned the everyday posts of testdata/concern/posts, and 3.2%
// (Portuguese, 11 of 357; 30 in all) before it learned the concerns of
// testdata/concern/train2 that name a harm ("suicidio"), after which a
// joke that mentions one alarms. go test -v logs the counts.
func TestConcernOrdinaryTextLanguages(t *testing.T) {
	const maxOrdinaryAlarmsLanguages = 0.026
	l := NewLocal()
	for _, lang := range evalLanguages[1:] {
		alarms, total := 0, 0
		for _, path := range tweetPaths(lang) {
			for _, r := range readLabelled(t, path) {
				total++
				if l.DetectConcern(r.text).IsSerious {
					alarms++
				}
			}
		}
		rate := float64(alarms) / float64(total)
		t.Logf("%s: %d alarms in %d tweets (%.3f)", lang, alarms, total, rate)
		if rate > maxOrdinaryAlarmsLanguages {
			t.Errorf("%s: %d alarms in %d tweets, want at most %.1f%%", lang, alarms, total, 100*maxOrdinaryAlarmsLanguages)
		}
	}
}

// tweetPaths are the files of the real tweets in lang, both splits, that
// TestConcernOrdinaryTextLanguages reads.
func tweetPaths(lang string) []string {
	dir := filepath.Join("testdata", "sentiment_ml", "tweets")
	return []string{filepath.Join(dir, "dev", lang+".tsv"), filepath.Join(dir, "heldout", lang+".tsv")}
}

// ordinaryEvalSets are the English sets of testdata/sentiment/eval that
// TestConcernOrdinaryText reads (ordinaryEvalPath).
var ordinaryEvalSets = []string{"course_comments", "course_evaluation_sentences", "review_sentences", "service_tweets"}

// ordinaryEvalPath is the file of the set name of ordinaryEvalSets.
func ordinaryEvalPath(name string) string {
	return filepath.Join("testdata", "sentiment", "eval", name+".tsv")
}

// TestConcernOrdinaryText measures the false alarms of the serious-concern
// detector on the English evaluation sets of ordinary comments, review
// sentences and tweets in testdata/sentiment/eval (written for the
// project, CC0; neither the rules nor the classifier were made with
// them), where a serious concern is rare; go test -v logs the alarms.
// maxOrdinaryAlarms is the rate measured after the retraining for the
// review of the rules for past and reported threats, which raised the
// tweets from 4 alarms in 694 (0.006; the 0.008 before allowed 5) to 6
// (0.0086), the noise of the retraining (see freshFloors); the everyday
// posts of testdata/concern/posts kept them at 6, at plain 220, and so
// did learning testdata/concern/train3 (the review sentences went from 2
// to 5 alarms in 714, the course evaluations from 1 to 0 in 809).
func TestConcernOrdinaryText(t *testing.T) {
	const maxOrdinaryAlarms = 0.009
	l := NewLocal()
	for _, name := range ordinaryEvalSets {
		rows := readLabelled(t, ordinaryEvalPath(name))
		alarms := 0
		for _, r := range rows {
			if c := l.DetectConcern(r.text); c.IsSerious {
				alarms++
				t.Logf("%s: %q: %s", name, r.text, c.Reason)
			}
		}
		rate := float64(alarms) / float64(len(rows))
		t.Logf("%s: %d alarms in %d texts (%.3f)", name, alarms, len(rows), rate)
		if rate > maxOrdinaryAlarms {
			t.Errorf("%s: %d alarms in %d texts, want at most %.0f%%", name, alarms, len(rows), 100*maxOrdinaryAlarms)
		}
	}
}
