package analysis

import (
	"cmp"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// moderationFloors are the precision and recall (over the reasons of
// every line) that moderation must reach on the sets in
// testdata/moderation: 15 profane, 5 spam and 5 personal-data texts and
// about 30 clean ones (with look-alike words) per language, written for
// the project (CC0) after the profanity lists. On first reading French
// recall was 0.84 (m'emmerde, merdique, French phone numbers) and Italian
// precision 0.96 (Merdeka); the lists were then mended.
var moderationFloors = map[string][2]float64{
	// English flagged look-alikes (Moby-Dick, shiitake spelt "shittake",
	// Shitterton, "click the link" on a course page) until the list learned
	// names, idioms and harmless words of its stems, and spam its
	// ambiguous cues (precision 0.83 to 0.96); "hard-ass" is still flagged.
	LanguageEnglish:    {0.95, 0.9},
	LanguageGerman:     {0.9, 0.9},
	LanguageFrench:     {0.9, 0.9},
	LanguageSpanish:    {0.9, 0.9},
	LanguageItalian:    {0.9, 0.9},
	LanguagePortuguese: {0.9, 0.9},
}

// moderationHeldOutFloors are the precision and recall that moderation
// must reach on the sets in testdata/moderation/heldout: 15 profane and 2
// personal-data texts and 12 to 14 clean ones (with look-alike words and
// place names) per language, written for the project (CC0) later, without
// reading the profanity lists, and never used to mend them (their misses
// are not logged). On first reading the lists missed a third of their
// profanity in German, French, Spanish, Italian and Portuguese; the lists
// were then extended from common swear words and insults of each
// language, without reading these sets, and again after reading the
// development sets (moderationDevFloors), and the floors are the figures
// measured after (see docs/analysis-languages.md).
var moderationHeldOutFloors = map[string][2]float64{
	LanguageEnglish:    {0.9, 0.8},
	LanguageGerman:     {0.95, 0.85},
	LanguageFrench:     {0.95, 0.95},
	LanguageSpanish:    {0.95, 0.8},
	LanguageItalian:    {0.95, 0.95},
	LanguagePortuguese: {0.95, 0.95},
}

// moderationDevFloors are the precision and recall that moderation must
// reach on the development sets in testdata/moderation/dev: 60 profane
// and 60 clean texts per language (look-alikes: place names, surnames,
// foods, tools, words vulgar in another language), written for the
// project (CC0) by writers who read no file of the project, in four
// rounds (the second 120 more texts each in English, Spanish and
// Italian, the third in German, French, Spanish, Italian and Portuguese,
// on slang, dialect, inflections and idioms, the fourth in Spanish and
// Italian, on regional swearing, derived words and blasphemies). Their
// misses were read and the lists mended after each round; on first
// reading the rounds found 239 of 360, 118 of 180, 221 of 300 and 75 of
// 120 of their profane texts and flagged 32, 14, 10 and 3 of their clean
// ones.
var moderationDevFloors = map[string][2]float64{
	LanguageEnglish:    {0.94, 0.93},
	LanguageGerman:     {0.96, 0.96},
	LanguageFrench:     {0.99, 0.89},
	LanguageSpanish:    {0.98, 0.87},
	LanguageItalian:    {0.99, 0.91},
	LanguagePortuguese: {0.96, 0.92},
}

// moderationHeldOut2Floors are the precision and recall that moderation
// must reach on the second held-out sets in testdata/moderation/heldout2:
// 60 profane and 60 clean texts per language written like the
// development sets by other writers, never read: their counts alone
// were measured before the lists were mended and after each round of it
// (their misses are not logged). With the lists
// before that revision they found 245 of the 360 profane texts and
// flagged 29 of the 360 clean ones; after its first round 294 and 17,
// after the second 300 and 16, after the third 309 and 14, after the
// fourth 312 and 13.
var moderationHeldOut2Floors = map[string][2]float64{
	LanguageEnglish:    {0.91, 0.96},
	LanguageGerman:     {0.92, 0.86},
	LanguageFrench:     {0.97, 0.84},
	LanguageSpanish:    {0.95, 0.77},
	LanguageItalian:    {0.99, 0.84},
	LanguagePortuguese: {0.97, 0.87},
}

// TestModerationEvaluation measures moderation on the sets of
// testdata/moderation and testdata/moderation/heldout; go test -v prints
// precision and recall per language (over the reasons of every line),
// and the misses of the first sets.
func TestModerationEvaluation(t *testing.T) {
	var table strings.Builder
	fmt.Fprintf(&table, "\n%-8s %-4s %6s %9s %7s %9s %7s\n", "set", "lang", "texts", "precision", "recall", "profanity", "clean-flagged")
	moderationEvaluation(t, &table, "", moderationFloors, true)
	moderationEvaluation(t, &table, "dev", moderationDevFloors, true)
	moderationEvaluation(t, &table, "heldout", moderationHeldOutFloors, false)
	moderationEvaluation(t, &table, "heldout2", moderationHeldOut2Floors, false)
	t.Log(table.String())
}

// moderationEvaluation measures moderation on the sets in
// testdata/moderation/dir against floors, and writes a line per language
// to table; with logMisses it logs every miss and false flag (the sets
// read to mend the lists), else none (held-out sets stay unread).
func moderationEvaluation(t *testing.T, table *strings.Builder, dir string, floors map[string][2]float64, logMisses bool) {
	l := NewLocal()
	logf := t.Logf
	if !logMisses {
		logf = func(string, ...any) {}
	}
	for _, lang := range evalLanguages {
		rows := readLabelled(t, filepath.Join("testdata", "moderation", dir, lang+".tsv"))
		tp, fp, fn, prof, profFound, clean, cleanFlagged := 0, 0, 0, 0, 0, 0, 0
		for _, r := range rows {
			m := l.Moderate(r.text)
			for _, reason := range m.Reasons {
				if reason == r.label {
					tp++
				} else {
					fp++
					logf("%s: %q flagged %s, labelled %s", lang, r.text, reason, r.label)
				}
			}
			if r.label != "none" && !slices.Contains(m.Reasons, r.label) {
				fn++
				logf("%s: %q not flagged %s", lang, r.text, r.label)
			}
			switch r.label {
			case ReasonProfanity:
				prof++
				if slices.Contains(m.Reasons, ReasonProfanity) {
					profFound++
				}
			case "none":
				clean++
				if m.Flagged {
					cleanFlagged++
				}
			}
		}
		precision, recall := float64(tp)/float64(tp+fp), float64(tp)/float64(tp+fn)
		fmt.Fprintf(table, "%-8s %-4s %6d %9.2f %7.2f %5d/%-3d %7d/%d\n", cmp.Or(dir, "first"), lang, len(rows), precision, recall, profFound, prof, cleanFlagged, clean)
		if f := floors[lang]; precision < f[0] || recall < f[1] {
			t.Errorf("%s %s: precision %.2f, recall %.2f; want at least %.2f and %.2f", cmp.Or(dir, "first"), lang, precision, recall, f[0], f[1])
		}
	}
}
