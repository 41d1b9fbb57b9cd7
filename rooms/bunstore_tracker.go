package rooms

import (
	"context"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// UpdateRoomTracker implements Store.
func (s *BunStore) UpdateRoomTracker(ctx context.Context, orgID string, r *Room) error {
	res, err := s.Conn(ctx).NewUpdate().Model(rowOf(r)).
		Column("tracker_project_key", "tracker_epic_key", "tracker_create_tickets", "updated_at").
		Where("id = ?", r.ID).
		Where("organization_id = ?", orgID).
		Exec(ctx)
	return database.Affected(res, err, errNoRoom())
}
