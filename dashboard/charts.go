package dashboard

import (
	"html/template"
	"strings"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// Charts draws the numbers of the insights page as accessible SVG, in the
// organization's chart settings (chart type, word cloud). The page shows
// the same numbers as tables in any case; without Charts it shows only
// those.
type Charts interface {
	// Draw returns the drawings of in (its Trend, Totals and Words), each
	// a self-contained <svg> with a <title> and <desc>.
	Draw(in *Insights, settings orgs.ChartSettings) ([]template.HTML, error)
}

// ExcludeWords returns words without those of exclude (compared
// case-insensitively): the chart settings' wordCloud.excludeWords.
func ExcludeWords(words []analysis.WordCount, exclude []string) []analysis.WordCount {
	if len(exclude) == 0 {
		return words
	}
	skip := make(map[string]bool, len(exclude))
	for _, w := range exclude {
		skip[strings.ToLower(strings.TrimSpace(w))] = true
	}
	out := make([]analysis.WordCount, 0, len(words))
	for _, w := range words {
		if !skip[strings.ToLower(w.Word)] {
			out = append(out, w)
		}
	}
	return out
}
