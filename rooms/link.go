package rooms

import (
	"context"
	"net/url"

	"github.com/feedbackkit/feedbackkit"
)

// PublicLink names a room's public page, {base_url}/r/{InstructorID}/{Name}.
type PublicLink struct {
	// InstructorID is the instructorId of the room's creator.
	InstructorID string
	// Name is the room's name.
	Name string
}

// Path returns the path of the page below the base URL, each segment
// percent-encoded: "/r/k2x9/Week%201".
func (l PublicLink) Path() string {
	return "/r/" + url.PathEscape(l.InstructorID) + "/" + url.PathEscape(l.Name)
}

// PublicLink returns the public link of the room of the caller's
// organization named name, if the caller may see it (see FindRoomByName).
// It returns NOT_FOUND when there is no such room, and also when the room's
// creator has left the organization (the link then reaches no room), and
// INVALID_TOKEN without a principal.
func (s *Service) PublicLink(ctx context.Context, name string) (*PublicLink, error) {
	r, err := s.FindRoomByName(ctx, name)
	if err != nil {
		return nil, err
	}
	return s.PublicLinkOf(ctx, r)
}

// PublicLinkOf returns the public link of the room r, which the caller
// found through this Service: NOT_FOUND when its creator has left the
// organization (the link then reaches no room).
func (s *Service) PublicLinkOf(ctx context.Context, r *Room) (*PublicLink, error) {
	u, err := s.creator(ctx, r)
	if err != nil {
		return nil, err
	}
	if u == nil {
		return nil, feedbackkit.NotFound("public link of the room (its creator has left the organization)")
	}
	return &PublicLink{InstructorID: u.InstructorID, Name: r.Name}, nil
}
