package rooms

import (
	"context"

	"github.com/feedbackkit/feedbackkit/identity"
)

// TrackerSettings are a room's settings for the issue tracker, which
// override the organization's tracker configuration for the room's serious
// concerns. The integrations package validates and serves them; the room
// keeps them.
type TrackerSettings struct {
	ProjectKey    string
	EpicKey       string
	CreateTickets bool
}

// TrackerSettings returns the tracker settings of the room r.
func (r *Room) TrackerSettings() TrackerSettings {
	return TrackerSettings{ProjectKey: r.TrackerProjectKey, EpicKey: r.TrackerEpicKey, CreateTickets: r.TrackerCreateTickets}
}

// SetTrackerSettings stores ts as the tracker settings of the room id of
// the caller's organization and returns the room. It returns NOT_FOUND
// when the caller may not open the room (see FindRoomByID), FORBIDDEN when
// the caller is a user who did not create it, and INVALID_TOKEN without a
// principal. The values are stored as they are: the caller validates them.
func (s *Service) SetTrackerSettings(ctx context.Context, id string, ts TrackerSettings) (*Room, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	var room *Room
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		r, err := s.findRoomByID(ctx, p, id, LockUpdate)
		if err != nil {
			return err
		}
		if err := r.CheckManagedBy(p); err != nil {
			return err
		}
		r.TrackerProjectKey, r.TrackerEpicKey, r.TrackerCreateTickets = ts.ProjectKey, ts.EpicKey, ts.CreateTickets
		r.UpdatedAt = s.now()
		room = r
		return s.store.UpdateRoomTracker(ctx, p.OrgID, r)
	})
	if err != nil {
		return nil, err
	}
	return room, nil
}

// RoomTracker returns the tracker settings of the room id of the
// organization orgID, without a principal, for background work (the
// ticket of a serious concern). It returns NOT_FOUND when the organization
// has no such room.
func (s *Service) RoomTracker(ctx context.Context, orgID, id string) (TrackerSettings, error) {
	found, err := s.store.FindRoomsByID(ctx, orgID, []string{id}, NoLock)
	if err != nil {
		return TrackerSettings{}, err
	}
	if len(found) == 0 {
		return TrackerSettings{}, errNoRoom()
	}
	return found[0].TrackerSettings(), nil
}
