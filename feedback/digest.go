package feedback

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
)

// DigestQuery selects the items of one room that a digest email reports.
type DigestQuery struct {
	OrgID  string
	RoomID string
	// Start and End bound CreatedAt: at or after Start, before End.
	Start, End time.Time
	// Sentiments are the sentiments that count; nil counts every one.
	Sentiments []analysis.Sentiment
	// Limit bounds Digest.Concerns and Digest.Newest (at least 1).
	Limit int
}

// Digest is what a digest email reports of a room's items in a period.
type Digest struct {
	// Counts are the items by sentiment.
	Counts map[analysis.Sentiment]int
	// Concerns are the newest serious concerns, newest first.
	Concerns []*Item
	// Newest are the newest items, newest first.
	Newest []*Item
}

// Total returns the number of items d counts.
func (d *Digest) Total() int {
	n := 0
	for _, c := range d.Counts {
		n += c
	}
	return n
}

// Digest returns the digest of the items q selects. It is for background
// work (the subscriptions package's digest emails): it takes no principal
// and the caller decides who may read the result. It returns only internal
// errors.
func (s *Service) Digest(ctx context.Context, q DigestQuery) (*Digest, error) {
	sentiments := q.Sentiments
	if sentiments == nil {
		sentiments = []analysis.Sentiment{analysis.Negative, analysis.Neutral, analysis.Positive}
	}
	start, end := q.Start.UTC(), q.End.UTC().Add(-time.Microsecond) // ItemFilter.End is inclusive
	page := feedbackkit.PageRequest{Page: 1, Limit: max(q.Limit, 1)}
	concern := true
	d := &Digest{Counts: map[analysis.Sentiment]int{}}
	for _, sent := range sentiments {
		f := ItemFilter{OrgID: q.OrgID, AllRooms: true, RoomID: q.RoomID, Sentiment: sent, Start: &start, End: &end}
		items, n, err := s.store.FindItems(ctx, f, page)
		if err != nil {
			return nil, err
		}
		d.Counts[sent] = n.N // exact: only searches are capped
		d.Newest = append(d.Newest, items...)
		f.SeriousConcern = &concern
		concerns, _, err := s.store.FindItems(ctx, f, page)
		if err != nil {
			return nil, err
		}
		d.Concerns = append(d.Concerns, concerns...)
	}
	d.Newest, d.Concerns = newestOf(d.Newest, page.Limit), newestOf(d.Concerns, page.Limit)
	return d, nil
}

// FindItemOf returns the item id of the organization orgID as stored
// now, or NOT_FOUND. Like Digest it is for background work (the
// subscriptions package's instant emails read a new item again for its
// sentiment and whether its analysis is still pending): it takes no
// principal and the caller decides who may read the result. It reads
// without a lock; a job that copies the item's text reads it with an
// ItemLock instead.
func (s *Service) FindItemOf(ctx context.Context, orgID, id string) (*Item, error) {
	return s.store.FindItem(ctx, orgID, id)
}

// newestOf returns the n newest of items (by CreatedAt, then ID), newest
// first.
func newestOf(items []*Item, n int) []*Item {
	slices.SortFunc(items, func(a, b *Item) int {
		return cmp.Or(b.CreatedAt.Compare(a.CreatedAt), cmp.Compare(b.ID, a.ID))
	})
	return items[:min(n, len(items))]
}

// lockItems returns those of the items ids of the organization orgID that
// exist, and keeps any other transaction from deleting them until the
// transaction ctx carries ends (the InTx of a Store on the same database).
// A digest calls it (ItemLock.Items), in the transaction that stores the
// email, for the items it lists: an item deleted since the digest read it
// is left out, and a deletion of one under way waits and then deletes the
// email with the item (see AddDeleteHook). It costs one query whatever
// the number of ids. It returns an internal error outside a transaction.
func (s *Service) lockItems(ctx context.Context, orgID string, ids []string) ([]string, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	return s.store.LockItems(ctx, orgID, ids)
}
