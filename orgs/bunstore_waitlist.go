package orgs

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// waitlistRow is the Bun model of the orgs_waitlist table.
type waitlistRow struct {
	bun.BaseModel `bun:"table:orgs_waitlist,alias:w"`

	ID           string    `bun:"id,pk"`
	Email        string    `bun:"email"`
	Name         string    `bun:"name"`
	Organization string    `bun:"organization"`
	CreatedAt    time.Time `bun:"created_at"`
}

// CreateWaitlistEntry implements WaitlistStore. A taken email leaves the
// transaction ctx carries usable.
func (s *BunStore) CreateWaitlistEntry(ctx context.Context, e *WaitlistEntry) error {
	row := &waitlistRow{ID: e.ID, Email: e.Email, Name: e.Name, Organization: e.Organization, CreatedAt: e.CreatedAt}
	res, err := s.Conn(ctx).NewInsert().Model(row).On("CONFLICT (email) DO NOTHING").Exec(ctx)
	return database.Affected(res, database.Translate(err, "waitlist entry"),
		feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "%s is on the waitlist already", e.Email))
}

// FindWaitlistEntries implements WaitlistStore.
func (s *BunStore) FindWaitlistEntries(ctx context.Context) ([]*WaitlistEntry, error) {
	var rows []*waitlistRow
	if err := s.Conn(ctx).NewSelect().Model(&rows).OrderExpr("created_at ASC, id ASC").Scan(ctx); err != nil {
		return nil, err
	}
	entries := make([]*WaitlistEntry, len(rows))
	for i, r := range rows {
		entries[i] = &WaitlistEntry{ID: r.ID, Email: r.Email, Name: r.Name, Organization: r.Organization, CreatedAt: r.CreatedAt}
	}
	return entries, nil
}
