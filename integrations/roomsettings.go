package integrations

import (
	"context"
	"strings"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// activeTracker returns the caller's organization's tracker integration
// when it is enabled and the organization entitled to it; NOT_FOUND
// otherwise, as the room tracker settings exist only then.
func (s *Service) activeTracker(ctx context.Context) (*Integration, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	in, err := s.store.FindIntegrationByType(ctx, p.OrgID, TypeTracker)
	if err != nil && feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
		return nil, err
	}
	if in == nil || !in.Enabled {
		return nil, feedbackkit.NotFound("active tracker integration")
	}
	if err := s.deps.Orgs.RequireIntegrations(ctx, p.OrgID); feedbackkit.ErrorCode(err) == feedbackkit.CodeEntitlementRequired {
		return nil, feedbackkit.NotFound("active tracker integration")
	} else if err != nil {
		return nil, err
	}
	return in, nil
}

// activeRoom returns the caller's organization's active tracker
// integration and the room roomID, with the errors of RoomSettings.
func (s *Service) activeRoom(ctx context.Context, roomID string) (*Integration, *rooms.Room, error) {
	in, err := s.activeTracker(ctx)
	if err != nil {
		return nil, nil, err
	}
	r, err := s.deps.Rooms.FindRoomByID(ctx, roomID)
	if err != nil {
		return nil, nil, err
	}
	return in, r, nil
}

// RoomSettings returns the tracker settings of the room roomID. It
// returns INVALID_TOKEN without a principal, and NOT_FOUND when the
// organization has no active tracker integration or the caller may not
// open the room.
func (s *Service) RoomSettings(ctx context.Context, roomID string) (RoomSettings, error) {
	_, r, err := s.activeRoom(ctx, roomID)
	if err != nil {
		return RoomSettings{}, err
	}
	return r.TrackerSettings(), nil
}

// RoomChoices are a room's tracker settings with what the caller may
// choose for them: what a form that changes them with SetRoomSettings
// offers.
type RoomChoices struct {
	Room     *rooms.Room
	Settings RoomSettings
	// OrgProject is the organization's project, where the room's tickets
	// go without a project of their own ("" for none yet).
	OrgProject string
	// Projects are the projects the caller may choose for the room
	// besides none (the organization's): for a member with the user role,
	// the organization's project and those an admin allowed; nil for
	// admins and owners, who choose any.
	Projects []string
	// Creates reports whether the room's serious concerns get tickets
	// with its settings and the organization's configuration (see
	// HandleSeriousConcern), TicketProject the project they go to ("" for
	// none yet), and FollowsOrg that the room's settings leave the choice
	// to the organization's automatic creation.
	Creates       bool
	TicketProject string
	FollowsOrg    bool
}

// RoomChoices returns the tracker settings of the room roomID with what
// the caller may choose for them. It reads the stored configuration only:
// it never calls the tracker. It returns the errors of RoomSettings, and
// FORBIDDEN when the caller may not change the room (a user who did not
// create it), as SetRoomSettings would.
func (s *Service) RoomChoices(ctx context.Context, roomID string) (*RoomChoices, error) {
	in, r, err := s.activeRoom(ctx, roomID)
	if err != nil {
		return nil, err
	}
	p := identity.PrincipalFrom(ctx)
	if err := r.CheckManagedBy(p); err != nil {
		return nil, err
	}
	rs := r.TrackerSettings()
	plan := planFor(in.Config, rs)
	c := &RoomChoices{Room: r, Settings: rs, OrgProject: in.Config.ProjectKey,
		Creates: plan.creates(), TicketProject: plan.projectKey, FollowsOrg: !RoomDecides(rs)}
	if !choosesAnyProject(p) {
		c.Projects = in.Config.userProjects()
	}
	return c, nil
}

// choosesAnyProject reports whether p may send a room's tickets to any
// project: admins and owners; members with the user role choose among the
// configuration's userProjects.
func choosesAnyProject(p *identity.Principal) bool {
	return p.Role.AtLeast(feedbackkit.RoleAdmin)
}

// checkUserChoice returns FORBIDDEN when a member with the user role
// changes a room's tracker settings from old by patch to rs with another
// project that cfg does not allow (a room keeps a project an admin has
// taken off the list since), or an epic outside the project the room's
// tickets go to (the room's, else the organization's).
func checkUserChoice(cfg TrackerSettings, old, rs RoomSettings, patch RoomSettingsPatch) error {
	if rs.ProjectKey != "" && rs.ProjectKey != old.ProjectKey && !cfg.allows(rs.ProjectKey) {
		return feedbackkit.Errorf(feedbackkit.CodeForbidden,
			"the project %s is not among the projects an admin allowed for rooms", rs.ProjectKey)
	}
	project := rs.ProjectKey
	if project == "" {
		project = cfg.ProjectKey
	}
	if patch.EpicKey != nil && rs.EpicKey != "" && (project == "" || !strings.HasPrefix(rs.EpicKey, project+"-")) {
		return feedbackkit.Errorf(feedbackkit.CodeForbidden, "the epic must belong to the room's project")
	}
	return nil
}

// RoomSettingsPatch changes some of a room's tracker settings; nil fields
// stay.
type RoomSettingsPatch struct {
	ProjectKey    *string
	EpicKey       *string
	CreateTickets *bool
}

// SetRoomSettings changes the tracker settings of the room roomID by
// patch and returns them. A room's settings override the organization's
// configuration for its serious concerns once they name a project or turn
// ticket creation on (see HandleSeriousConcern). The tickets are written
// with the token of the admin who connected the tracker, so a caller with
// the user role may choose only a project that an admin allowed (the
// organization's project or one of its AllowedProjectKeys), and an epic of
// the project the room's tickets go to. It returns the errors of
// RoomSettings, FORBIDDEN for a user who did not create the room or who
// chooses another project or epic, and VALIDATION_FAILED for a bad project
// or epic key.
func (s *Service) SetRoomSettings(ctx context.Context, roomID string, patch RoomSettingsPatch) (RoomSettings, error) {
	in, r, err := s.activeRoom(ctx, roomID)
	if err != nil {
		return RoomSettings{}, err
	}
	rs := r.TrackerSettings()
	if patch.ProjectKey != nil {
		rs.ProjectKey = strings.TrimSpace(*patch.ProjectKey)
		if rs.ProjectKey != "" && !projectKeyRE.MatchString(rs.ProjectKey) {
			return RoomSettings{}, feedbackkit.Invalid("trackerProjectKey", "must be a project key such as OPS (capital letters, digits and _)")
		}
	}
	if patch.EpicKey != nil {
		rs.EpicKey = strings.TrimSpace(*patch.EpicKey)
		if rs.EpicKey != "" && !issueKeyRE.MatchString(rs.EpicKey) {
			return RoomSettings{}, feedbackkit.Invalid("trackerEpicKey", "must be an issue key such as OPS-12")
		}
	}
	if patch.CreateTickets != nil {
		rs.CreateTickets = *patch.CreateTickets
	}
	if !choosesAnyProject(identity.PrincipalFrom(ctx)) {
		if err := checkUserChoice(in.Config, r.TrackerSettings(), rs, patch); err != nil {
			return RoomSettings{}, err
		}
	}
	r, err = s.deps.Rooms.SetTrackerSettings(ctx, roomID, rs)
	if err != nil {
		return RoomSettings{}, err
	}
	return r.TrackerSettings(), nil
}
