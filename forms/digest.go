package forms

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
)

// ResponseDigestQuery selects the responses of one form that a digest
// email reports.
type ResponseDigestQuery struct {
	OrgID  string
	FormID string
	// Start and End bound the creation time: at or after Start, before End.
	Start, End time.Time
	// Sentiments are the sentiments that count ("" for responses without
	// one); nil counts every response.
	Sentiments []analysis.Sentiment
	// Limit bounds ResponseDigest.Newest (at least 1).
	Limit int
}

// ResponseDigest is what a digest email reports of a form's responses in
// a period.
type ResponseDigest struct {
	// Counts are the responses by sentiment ("" for those without one).
	Counts map[analysis.Sentiment]int
	// Newest are the newest responses, newest first, with their answers.
	Newest []*Response
}

// ResponseDigest returns the digest of the responses q selects. It is for
// background work (the subscriptions package's digest emails): it takes no
// principal and the caller decides who may read the result. It returns
// only internal errors.
func (s *Service) ResponseDigest(ctx context.Context, q ResponseDigestQuery) (*ResponseDigest, error) {
	start, end := q.Start.UTC(), q.End.UTC().Add(-time.Microsecond) // ResponseFilter.End is inclusive
	f := ResponseFilter{Start: &start, End: &end, Sentiments: q.Sentiments}
	counts, err := s.store.CountResponseSentiments(ctx, q.OrgID, q.FormID, f)
	if err != nil {
		return nil, err
	}
	newest, _, err := s.store.FindResponses(ctx, q.OrgID, q.FormID, f, feedbackkit.PageRequest{Page: 1, Limit: max(q.Limit, 1)})
	if err != nil {
		return nil, err
	}
	return &ResponseDigest{Counts: counts, Newest: newest}, nil
}

// TextAnswers returns the text answers of r, in the form's order.
func (r *Response) TextAnswers() []string {
	var out []string
	for _, a := range r.Answers {
		if t, ok := a.Value.(string); ok {
			out = append(out, t)
		}
	}
	return out
}
