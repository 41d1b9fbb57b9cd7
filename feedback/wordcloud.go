package feedback

import (
	"context"

	"github.com/feedbackkit/feedbackkit/analysis"
)

// MaxWordCloudWords is the number of words a word cloud reports.
const MaxWordCloudWords = 100

// WordCloud is the text of a set of items and its most frequent words.
type WordCloud struct {
	// Texts are the non-empty texts read, newest first.
	Texts []string
	// Words are the most frequent words of Texts, stop words removed, most
	// frequent first (ties alphabetically), at most MaxWordCloudWords.
	Words []analysis.WordCount
}

// WordCloud returns the texts of the items matching f that the caller may
// see, with their most frequent words. It reads at most
// Config.MaxWordCloudTexts texts (the most recent ones), so that its cost
// is bounded whatever the size of the organization. It returns
// INVALID_TOKEN without a principal and VALIDATION_FAILED for an invalid
// filter.
func (s *Service) WordCloud(ctx context.Context, f Filter) (*WordCloud, error) {
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
	wc.Words = analysis.TopWords(wc.Texts, MaxWordCloudWords)
	return wc, nil
}
