package analysis

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"sync"
	"testing"
)

// The tests of the rule rounds hold the rules to every probe sentence:
// each report must reach seriousThreshold in its category, and no rule
// may do so on a harmless look-alike. The detector's verdicts on the same
// sentences, which the classifier takes part in, are held over all of
// them together instead (probeTally): the writers of each round kept a
// look-alike only where the detector of the day found no concern, so
// that the look-alikes favour that detector, and any other classifier,
// even the same recipe trained with another seed, alarms on some of
// them. Trained on the same texts with the seed 1 instead of 35, the
// classifier misses 13 reports and alarms on 49 look-alikes that the
// shipped one passed, and finds as many concerns of the development set
// with as many alarms (docs/analysis-languages.md, "The tests' probes").

// probeTally counts, over the tests of the package that run, the
// detector's verdicts on the probe sentences of the rule rounds: the
// reports it does not find serious in their category, and the harmless
// look-alikes it alarms on.
var probeTally struct {
	sync.Mutex
	reports, missed, lookalikes, alarms int
}

// Rates of wrong verdicts on the probe sentences that a run of the whole
// package allows (TestMain): measured on the classifier that learned
// testdata/concern/train3, which misses 5 of 3,726 reports and alarms
// on 258 of 7,000 look-alikes, with room for a retraining's noise (with
// another seed the classifier before it missed 13 reports and alarmed on
// 49 look-alikes more).
const (
	maxProbeReportMisses    = 0.005
	maxProbeLookalikeAlarms = 0.045
)

// expectConcern counts the detector's verdict on text, a report of
// category, in probeTally, and logs it when the detector does not find
// text serious in category.
func expectConcern(t *testing.T, l *Local, text, category string) {
	t.Helper()
	c := l.DetectConcern(text)
	ok := c.IsSerious && slices.Contains(c.Categories, category)
	probeTally.Lock()
	probeTally.reports++
	if !ok {
		probeTally.missed++
	}
	probeTally.Unlock()
	if !ok {
		t.Logf("DetectConcern(%q) = %+v, want serious %s (counted in probeTally)", text, c, category)
	}
}

// expectNone counts the detector's verdict on text, a harmless
// look-alike, in probeTally, and logs it when the detector alarms.
func expectNone(t *testing.T, l *Local, text string) {
	t.Helper()
	c := l.DetectConcern(text)
	probeTally.Lock()
	probeTally.lookalikes++
	if c.IsSerious {
		probeTally.alarms++
	}
	probeTally.Unlock()
	if c.IsSerious {
		t.Logf("DetectConcern(%q) = %+v, want none (counted in probeTally)", text, c)
	}
}

// TestMain runs the tests and then, when every test of the package ran
// (no -run or -skip), fails the run if the detector's wrong verdicts on
// the probe sentences exceed maxProbeReportMisses of the reports or
// maxProbeLookalikeAlarms of the look-alikes; go test -v prints the
// counts. The logs of expectConcern and expectNone name the sentences.
func TestMain(m *testing.M) {
	code := m.Run()
	if msg, ok := checkProbeTally(); msg != "" {
		if !ok && wholePackageRan() {
			fmt.Fprintln(os.Stderr, "FAIL:", msg)
			code = max(code, 1)
		} else if testing.Verbose() {
			fmt.Println(msg)
		}
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
