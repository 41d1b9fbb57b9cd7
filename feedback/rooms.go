package feedback

import (
	"context"
	"slices"

	"github.com/feedbackkit/feedbackkit/rooms"
)

// RoomsOf adapts the rooms package's Service to Rooms.
func RoomsOf(s *rooms.Service) Rooms { return roomsService{s} }

type roomsService struct{ s *rooms.Service }

var _ Rooms = roomsService{}

func (r roomsService) ResolveRoom(ctx context.Context, instructorID, eventName string) (*Room, error) {
	t, err := r.s.ResolveTarget(ctx, instructorID, eventName)
	if err != nil {
		return nil, err
	}
	return roomOf(t), nil
}

func (r roomsService) FindRoomByName(ctx context.Context, eventName string) (*Room, error) {
	t, err := r.s.FindTargetByName(ctx, eventName)
	if err != nil {
		return nil, err
	}
	return roomOf(t), nil
}

func (r roomsService) VisibleRoomIDs(ctx context.Context) ([]string, error) {
	return r.s.VisibleRoomIDs(ctx)
}

// roomOf returns the Room of a rooms.Target; its tags are the custom tags
// of the three sentiments together.
func roomOf(t *rooms.Target) *Room {
	return &Room{
		ID:        t.ID,
		OrgID:     t.OrgID,
		Name:      t.Name,
		CreatorID: t.CreatorID,
		Active:    t.Active,
		Tags:      slices.Concat(t.CustomTags.Happy, t.CustomTags.Neutral, t.CustomTags.Sad),
	}
}
