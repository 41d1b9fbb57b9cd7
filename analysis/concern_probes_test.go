package analysis

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
)

// The tests of the rule rounds hold the rules to every probe sentence:
// each report must reach seriousThreshold in its category, and no rule
// may do so on a harmless look-alike. The detector's verdicts on the same
// sentences, which the classifier takes part in, are held over all of
// them together instead (probeTally, expectConcern and expectNone): the
// writers of each round kept a look-alike only where the detector of the
// day found no concern, so that the look-alikes favour that detector, and
// any other classifier, even the same recipe trained with another seed,
// alarms on some of them. Trained on the same texts with the seed 1
// instead of 35, the classifier before testdata/concern/train3 missed 13
// reports and alarmed on 49 look-alikes that the one shipped then passed,
// and found as many concerns of the development set with as many alarms
// (docs/analysis-languages.md, "The tests' probes"). The tests of a
// mechanism (negators, proverbs, the passages and guards of the rules)
// hold the detector to each of their sentences (requireConcern,
// requireNone).

// probeTally counts, over the tests of the package that run, the
// detector's verdicts on the probe sentences of the rule rounds: the
// reports it does not find serious in their category, and the harmless
// look-alikes it alarms on.
var probeTally struct {
	sync.Mutex
	reports, missed, lookalikes, alarms int
	wrong                               []string // the wrong verdicts, named with their test
}

// Rates of wrong verdicts on the probe sentences that a run of the whole
// package allows (TestMain), with room for a retraining's noise (with
// another seed the classifier before testdata/concern/train3 missed 13
// reports and alarmed on 49 look-alikes more). The classifier that
// learned train3 missed 2 of 3,399 reports and alarmed on 258 of 6,985
// look-alikes (3.7%, allowed 4.5%); the one that learned
// testdata/concern/train4, with the rules of concern_review20_test.go,
// misses 7 of 3,454 and alarms on 349 of 7,048 (5.0%): most of the new
// alarms are fair treatment named with group words and everyday wishes
// in the words of self-harm, while on the sets no rule or choice read
// (fresh7, dev, the real tweets, the English ordinary texts) it raises
// fewer alarms than the classifier before it (docs/analysis-languages.md,
// "The tests' probes").
const (
	maxProbeReportMisses    = 0.005
	maxProbeLookalikeAlarms = 0.055
)

// expectConcern counts the detector's verdict on text, a report of
// category, in probeTally, and logs it when the detector does not find
// text serious in category.
func expectConcern(t *testing.T, l *Local, text, category string) {
	t.Helper()
	c := l.DetectConcern(text)
	ok := c.IsSerious && slices.Contains(c.Categories, category)
	probeTally.Lock()
	defer probeTally.Unlock()
	probeTally.reports++
	if !ok {
		probeTally.missed++
		probeTally.wrong = append(probeTally.wrong, fmt.Sprintf("%s: DetectConcern(%q) = %+v, want serious %s", t.Name(), text, c, category))
	}
}

// expectNone counts the detector's verdict on text, a harmless
// look-alike, in probeTally, and logs it when the detector alarms.
func expectNone(t *testing.T, l *Local, text string) {
	t.Helper()
	c := l.DetectConcern(text)
	probeTally.Lock()
	defer probeTally.Unlock()
	probeTally.lookalikes++
	if c.IsSerious {
		probeTally.alarms++
		probeTally.wrong = append(probeTally.wrong, fmt.Sprintf("%s: DetectConcern(%q) = %+v, want none", t.Name(), text, c))
	}
}

// requireConcern checks that the detector finds text serious in
// category.
func requireConcern(t *testing.T, l *Local, text, category string) {
	t.Helper()
	if c := l.DetectConcern(text); !c.IsSerious || !slices.Contains(c.Categories, category) {
		t.Errorf("DetectConcern(%q) = %+v, want serious %s", text, c, category)
	}
}

// requireNone checks that the detector finds no concern in text.
func requireNone(t *testing.T, l *Local, text string) {
	t.Helper()
	if c := l.DetectConcern(text); c.IsSerious {
		t.Errorf("DetectConcern(%q) = %+v, want none", text, c)
	}
}

// TestMain runs the tests and then, when every test of the package ran
// (no -run or -skip), fails the run if the detector's wrong verdicts on
// the probe sentences exceed maxProbeReportMisses of the reports or
// maxProbeLookalikeAlarms of the look-alikes, and names every wrong
// verdict; go test -v prints them and the counts in every run.
func TestMain(m *testing.M) {
	code := m.Run()
	msg, ok := checkProbeTally()
	switch {
	case msg == "":
	case !ok && wholePackageRan():
		fmt.Fprintf(os.Stderr, "--- FAIL: probeTally (TestMain)\n%s\n    %s\n", strings.Join(probeTally.wrong, "\n"), msg)
		code = max(code, 1)
	case testing.Verbose():
		if !ok {
			msg += ", over the rates (held when every test runs)"
		}
		fmt.Printf("%s\n%s\n", strings.Join(probeTally.wrong, "\n"), msg)
	}
	os.Exit(code)
}

// checkProbeTally describes probeTally ("" when no probe was counted)
// and reports whether it is within its rates.
func checkProbeTally() (string, bool) {
	p := &probeTally
	if p.reports+p.lookalikes == 0 {
		return "", true
	}
	ok := float64(p.missed) <= maxProbeReportMisses*float64(p.reports) && float64(p.alarms) <= maxProbeLookalikeAlarms*float64(p.lookalikes)
	return fmt.Sprintf("probe sentences of the rule rounds: the detector missed %d of %d reports (at most %.1f%%) and alarmed on %d of %d look-alikes (at most %.1f%%)",
		p.missed, p.reports, 100*maxProbeReportMisses, p.alarms, p.lookalikes, 100*maxProbeLookalikeAlarms), ok
}

// wholePackageRan reports whether the run selected every test of the
// package (neither -test.run nor -test.skip was set).
func wholePackageRan() bool {
	for _, name := range []string{"test.run", "test.skip"} {
		if f := flag.Lookup(name); f != nil && f.Value.String() != "" {
			return false
		}
	}
	return true
}
