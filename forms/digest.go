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

// LockResponses returns those of the responses ids of the form formID of
// the organization orgID that exist, and keeps any other transaction from
// deleting them, or the form, until the transaction ctx carries ends (the
// InTx of a Store on the same database). A digest calls it, in the
// transaction that stores the email, for the responses it lists: a
// response deleted since the digest read it is left out, and a deletion
// under way (of the responses, or of their form, whose DeleteForm locks
// the form first) waits and then deletes the email with them (see
// AddResponseDeleteHook). It costs two queries whatever the number of ids.
// It returns an internal error outside a transaction.
func (s *Service) LockResponses(ctx context.Context, orgID, formID string, ids []string) ([]string, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	return s.store.LockResponses(ctx, orgID, formID, ids)
}

// FindResponse returns the response id of the form formID of the
// organization orgID, as stored now, without a principal: the
// notification jobs of a new response read it again for its sentiment,
// and whether its analysis is still pending. It returns NOT_FOUND.
func (s *Service) FindResponse(ctx context.Context, orgID, formID, id string) (*Response, error) {
	return s.store.FindResponse(ctx, orgID, formID, id)
}
