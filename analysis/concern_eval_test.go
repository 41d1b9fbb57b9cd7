package analysis

import (
	"bufio"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// labelledText is one line of an evaluation set: a label and a text.
type labelledText struct{ label, text string }

// readLabelled reads the label<TAB>text lines of an evaluation set.
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
		if !ok || text == "" {
			t.Fatalf("%s: bad line %q", path, sc.Text())
		}
		rows = append(rows, labelledText{label, text})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// concernFloor is what the detector reaches on the evaluation set of a
// language: the lowest recall of a category and the most false alarms. The
// target is a recall of 0.9 in every category and at most 1 false alarm in
// 50 harmless texts; the floors are the figures measured when the sets were
// written (before any rule was changed after reading them), so that the
// test catches a regression while the target is not met.
type concernFloor struct {
	recall float64
	alarms int
}

// concernFloors are the floors per language of the evaluation sets in
// testdata/concern.
var concernFloors = map[string]concernFloor{
	"en": {recall: 0.25, alarms: 7},
	"de": {recall: 0.30, alarms: 2},
	"fr": {recall: 0.35, alarms: 8},
	"es": {recall: 0.35, alarms: 3},
	"it": {recall: 0.25, alarms: 4},
	"pt": {recall: 0.20, alarms: 4},
}

// TestConcernEvaluation measures the serious-concern detector on the
// evaluation sets in testdata/concern (written for the project, CC0, never
// used to write the rules): per language and category, the recall, and the
// false alarms on harmless texts full of violent and dark idioms, against
// concernFloors. go test -v logs the table.
func TestConcernEvaluation(t *testing.T) {
	l := NewLocal()
	var table strings.Builder
	fmt.Fprintf(&table, "\n%-4s %-16s %6s %6s %8s\n", "lang", "category", "texts", "found", "recall")
	for _, lang := range slices.Sorted(maps.Keys(concernFloors)) {
		floor := concernFloors[lang]
		rows := readLabelled(t, filepath.Join("testdata", "concern", lang+".tsv"))
		total, found := map[string]int{}, map[string]int{}
		for _, r := range rows {
			c := l.DetectConcern(r.text)
			total[r.label]++
			switch {
			case r.label == "none" && c.IsSerious:
				found[r.label]++
				t.Logf("%s false alarm: %q: %s", lang, r.text, c.Reason)
			case r.label != "none" && c.IsSerious && slices.Contains(c.Categories, r.label):
				found[r.label]++
			case r.label != "none":
				t.Logf("%s missed %s: %q: %s", lang, r.label, r.text, c.Reason)
			}
		}
		for _, cat := range categoryOrder {
			if total[cat] == 0 {
				t.Errorf("%s: no %s texts", lang, cat)
				continue
			}
			recall := float64(found[cat]) / float64(total[cat])
			fmt.Fprintf(&table, "%-4s %-16s %6d %6d %8.2f\n", lang, cat, total[cat], found[cat], recall)
			if recall < floor.recall {
				t.Errorf("%s %s: recall %.2f, want at least %.2f", lang, cat, recall, floor.recall)
			}
		}
		fmt.Fprintf(&table, "%-4s %-16s %6d %6d %8s\n", lang, "harmless alarms", total["none"], found["none"], "")
		if total["none"] < 198 || found["none"] > floor.alarms {
			t.Errorf("%s: %d false alarms in %d harmless texts, want at most %d", lang, found["none"], total["none"], floor.alarms)
		}
	}
	t.Log(table.String())
}
