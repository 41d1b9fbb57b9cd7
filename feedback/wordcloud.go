package feedback

import (
	"context"
	"fmt"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
)

// The number of words a word cloud reports: DefaultWordCloudWords unless
// the caller asks for 1 to MaxWordCloudWords.
const (
	DefaultWordCloudWords = 100
	MaxWordCloudWords     = 500
)

// WordCloud is the text of a set of items and its most frequent words.
type WordCloud struct {
	// Texts are the non-empty texts read, newest first.
	Texts []string
	// Words are the most frequent words of Texts, stop words removed, most
	// frequent first (ties alphabetically), at most as many as asked for.
	Words []analysis.WordCount
}

// WordCloud returns the texts of the items matching f that the caller may
// see, with their most frequent words, words of them (DefaultWordCloudWords when
// words is 0). It reads at most Config.MaxWordCloudTexts texts (the most
// recent ones), so that its cost is bounded whatever the size of the
// organization. It returns INVALID_TOKEN without a principal and
// VALIDATION_FAILED for an invalid filter or a words outside 0 to
// MaxWordCloudWords.
func (s *Service) WordCloud(ctx context.Context, f Filter, words int) (*WordCloud, error) {
	if words == 0 {
		words = DefaultWordCloudWords
	}
	if words < 1 || words > MaxWordCloudWords {
		return nil, feedbackkit.Invalid("limit", fmt.Sprintf("must be 1 to %d", MaxWordCloudWords))
	}
	sel, none, err := s.prepare(ctx, f)
	if err != nil {
		return nil, err
	}
	wc := &WordCloud{Texts: []string{}, Words: []analysis.WordCount{}}
	if none {
		return wc, nil
	}
	if wc.Texts, err = s.store.FindTexts(ctx, sel, s.cfg.MaxWordCloudTexts); err != nil {
		return nil, err
	}
	wc.Words = analysis.TopWords(wc.Texts, words)
	return wc, nil
}
