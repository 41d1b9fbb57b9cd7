package rooms

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/ttlcache"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// Deps are the components a Service works with.
type Deps struct {
	// Quota enforces the organization's room cap (the orgs Service).
	// Required.
	Quota Quota
	// Users finds room creators by their instructorId (the identity
	// Service). Required.
	Users Users
	// Defaults gives the customization and tags of new rooms (the orgs
	// Service, in a full deployment). Optional: without it, new rooms
	// start with orgs.DefaultRoomCustomization and empty tag lists.
	Defaults Defaults
	// Audit records the deletions of rooms in the audit log, in the
	// transaction of each. Optional: without it, nothing is recorded.
	Audit audit.Recorder
}

// Config configures a Service. Zero values get defaults.
type Config struct {
	// Now is the clock (default time.Now).
	Now func() time.Time
	// ResolveTTL is how long ResolveRoom remembers a room for public
	// submissions (default DefaultResolveTTL; negative: not at all). See
	// ResolveRoom.
	ResolveTTL time.Duration
}

// Service manages rooms. Its methods act for the principal in ctx (see
// identity.RequirePrincipal), except ResolveRoom and PublicRoom, which
// serve anonymous respondents.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store    Store
	deps     Deps
	cfg      Config
	onRename []RenameHook
	onDelete []DeleteHook
	resolved ttlcache.Cache[Room] // the rooms ResolveRoom found, by PublicKey
}

// NewService returns a Service keeping rooms in store (NewBunStore gives
// feedbackkit's own), enforcing the room cap and finding room creators
// through deps. It returns an error when a required dependency is missing.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil || deps.Quota == nil || deps.Users == nil {
		return nil, errors.New("rooms: NewService needs a Store, Deps.Quota and Deps.Users")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.ResolveTTL == 0 {
		cfg.ResolveTTL = DefaultResolveTTL
	}
	return &Service{store: store, deps: deps, cfg: cfg, resolved: ttlcache.Cache[Room]{TTL: cfg.ResolveTTL}}, nil
}

// AddRenameHook adds h to the hooks run when a room is renamed. Add hooks
// while wiring, before the Service is used: it is not safe to add them
// concurrently with calls.
func (s *Service) AddRenameHook(h RenameHook) { s.onRename = append(s.onRename, h) }

// AddDeleteHook adds h to the hooks run when a room is deleted. Add hooks
// while wiring, before the Service is used: it is not safe to add them
// concurrently with calls.
func (s *Service) AddDeleteHook(h DeleteHook) { s.onDelete = append(s.onDelete, h) }

// now is the time of the clock in UTC, at the databases' precision
// (microseconds), so that what a write returns equals what a read returns.
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// listedTo is the Visibility of listings for p: the public rooms and p's
// own private rooms, whatever p's role.
func listedTo(p *identity.Principal) Visibility {
	return Visibility{CreatorID: p.UserID}
}

// visibleTo is the Visibility of the rooms p may open: public rooms, p's
// own private rooms, and for admins and owners every room.
func visibleTo(p *identity.Principal) Visibility {
	return Visibility{CreatorID: p.UserID, AllPrivate: p.Role.AtLeast(feedbackkit.RoleAdmin)}
}

// ManagedBy reports whether p may change r: its creator, admins and
// owners.
func (r *Room) ManagedBy(p *identity.Principal) bool {
	return r.CreatorID == p.UserID || p.Role.AtLeast(feedbackkit.RoleAdmin)
}

// CheckManagedBy returns FORBIDDEN unless p may change r (see ManagedBy).
func (r *Room) CheckManagedBy(p *identity.Principal) error {
	if !r.ManagedBy(p) {
		return feedbackkit.Errorf(feedbackkit.CodeForbidden, "only the room's creator or an admin may change it")
	}
	return nil
}

// errNoRoom is the answer for a room that does not exist or that the caller
// may not see.
func errNoRoom() error { return feedbackkit.NotFound("room") }

// RoomFilter narrows FindRooms (the Service's and the Store's); nil fields
// do not filter.
type RoomFilter struct {
	// Active keeps the rooms whose Active is *Active.
	Active *bool
	// Folder keeps the rooms filed in the folder *Folder (the name as
	// CleanName cleans it, compared exactly); "" keeps the rooms in no
	// folder.
	Folder *string
}

// FindRooms returns the rooms of the caller's organization that the caller
// lists (public rooms and the caller's own private rooms, whatever the
// role), ordered by Order then creation time, with their count. It returns
// INVALID_TOKEN without a principal.
func (s *Service) FindRooms(ctx context.Context, filter RoomFilter) ([]*Room, int, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, 0, err
	}
	if filter.Folder != nil && *filter.Folder != "" {
		folder, err := CleanName("folder", *filter.Folder)
		if err != nil {
			return nil, 0, err
		}
		filter.Folder = &folder
	}
	rooms, err := s.store.FindRooms(ctx, p.OrgID, listedTo(p), filter)
	if err != nil {
		return nil, 0, err
	}
	return rooms, len(rooms), nil
}

// FindRoomByName returns the room of the caller's organization whose name
// is name (compared case-insensitively). It returns NOT_FOUND when there is
// none or when it is another member's private room and the caller is a
// user (admins and owners see every room), and INVALID_TOKEN without a
// principal.
func (s *Service) FindRoomByName(ctx context.Context, name string) (*Room, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	return s.openRoom(ctx, p, name, NoLock)
}

// FindRoomByID returns the room id of the caller's organization if the
// caller may open it (see FindRoomByName). It returns NOT_FOUND when there
// is none or when it is another member's private room and the caller is a
// user, and INVALID_TOKEN without a principal.
func (s *Service) FindRoomByID(ctx context.Context, id string) (*Room, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	return s.findRoomByID(ctx, p, id, NoLock)
}

// LockRoomByID is FindRoomByID that, within the transaction ctx carries,
// keeps the room locked until that transaction ends: the room is neither
// deleted nor changed before what the caller stores about it has
// committed. The lock is shared (LockKey): it does not hold off another
// LockRoomByID, nor the feedback items written to the room meanwhile. The subscriptions package
// checks a new subscription's room with it, so that no subscription
// outlives its room.
func (s *Service) LockRoomByID(ctx context.Context, id string) (*Room, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	return s.findRoomByID(ctx, p, id, LockKey)
}

// findRoomByID returns the room id of p's organization if p may open it,
// locked for the rest of the transaction as lock says (see
// Store.FindRoomsByID), or NOT_FOUND.
func (s *Service) findRoomByID(ctx context.Context, p *identity.Principal, id string, lock Lock) (*Room, error) {
	if !lookupable(id) {
		return nil, errNoRoom()
	}
	found, err := s.store.FindRoomsByID(ctx, p.OrgID, []string{id}, lock)
	if err != nil {
		return nil, err
	}
	if len(found) == 0 || !visibleTo(p).Includes(found[0]) {
		return nil, errNoRoom()
	}
	return found[0], nil
}

// openRoom returns the room of p's organization named name (compared by
// nameKey) if p may open it, locking it for the rest of the transaction
// as lock says (see Store.FindRoomByName). It returns NOT_FOUND when
// there is none or p may not open it.
func (s *Service) openRoom(ctx context.Context, p *identity.Principal, name string, lock Lock) (*Room, error) {
	if !lookupable(name) {
		return nil, errNoRoom()
	}
	r, err := s.store.FindRoomByName(ctx, p.OrgID, nameKey(name), lock)
	if err != nil {
		return nil, err
	}
	if !visibleTo(p).Includes(r) {
		return nil, errNoRoom()
	}
	return r, nil
}

// NewRoom describes a room to create.
type NewRoom struct {
	Name      string
	IsPrivate bool
	// Customization changes the organization's default customization for
	// this room; nil keeps the defaults.
	Customization *CustomizationPatch
	// Tags sets some of the room's tag lists; the others start empty (or
	// with the organization's defaults).
	Tags *TagsPatch
	// RequireChallenge is whether submissions need a proof of work; nil:
	// the organization's default (Deps.Defaults), else false.
	RequireChallenge *bool
}

// CreateRoom creates an active room of the caller's organization, created
// by the caller, after the rooms that exist in display order. Its
// customization and tags start from the organization's defaults (Config.
// Defaults), changed by nr (see orgs.RoomCustomizationPatch.Apply and
// orgs.RoomTagsPatch.Apply for the rules). It returns VALIDATION_FAILED for a bad name,
// customization or tag list, ALREADY_EXISTS when the organization has a
// room of that name (compared case-insensitively), ROOM_LIMIT_REACHED at
// the organization's room cap, and INVALID_TOKEN without a principal.
// Concurrent creations never exceed the cap.
func (s *Service) CreateRoom(ctx context.Context, nr NewRoom) (*Room, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	name, err := CleanName("eventName", nr.Name)
	if err != nil {
		return nil, err
	}
	custom, tags, challenge := orgs.DefaultRoomCustomization(), CustomTags{}, false
	if s.deps.Defaults != nil {
		d, err := s.deps.Defaults.RoomDefaults(ctx, p.OrgID)
		if err != nil {
			return nil, fmt.Errorf("rooms: defaults of organization %s: %w", p.OrgID, err)
		}
		custom, tags, challenge = d.FeedbackCustomization, d.CustomTags, d.RequireChallenge
	}
	if nr.RequireChallenge != nil {
		challenge = *nr.RequireChallenge
	}
	if custom, err = nr.Customization.Apply(custom, "feedbackCustomization."); err != nil {
		return nil, err
	}
	if tags, err = nr.Tags.Apply(tags, "customTags."); err != nil {
		return nil, err
	}
	now := s.now()
	r := &Room{
		ID:                    uuid.Must(uuid.NewV7()).String(),
		OrgID:                 p.OrgID,
		CreatorID:             p.UserID,
		Name:                  name,
		NameKey:               nameKey(name),
		Active:                true,
		IsPrivate:             nr.IsPrivate,
		RequireChallenge:      challenge,
		FeedbackCustomization: custom,
		CustomTags:            tags,
		CreatedAt:             now,
		UpdatedAt:             now,
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		count := func(ctx context.Context) (int, error) { return s.store.CountRooms(ctx, p.OrgID) }
		if err := s.deps.Quota.Reserve(ctx, p.OrgID, orgs.Rooms, count); err != nil {
			return err
		}
		last, err := s.store.MaxRoomOrder(ctx, p.OrgID)
		if err != nil {
			return err
		}
		r.Order = last + 1
		return s.store.CreateRoom(ctx, r)
	})
	if err != nil {
		return nil, err
	}
	return r, nil
}

// RoomUpdate changes a room; nil fields stay as they are.
type RoomUpdate struct {
	// Name renames the room; the rename hooks run in the same transaction.
	Name   *string
	Active *bool
	// IsPrivate changes the privacy; making a room public takes it out of
	// its folder.
	IsPrivate *bool
	// Folder files a private room in the folder of this name, cleaned by
	// CleanName ("" takes it out).
	Folder *string
	// RequireChallenge turns the proof of work of submissions on or off.
	RequireChallenge *bool
	Customization    *CustomizationPatch
	// Tags replaces the tag lists it provides.
	Tags *TagsPatch
}

// UpdateRoom changes the room of the caller's organization named name
// (compared case-insensitively) in one transaction and returns it as it is
// afterwards. A rename runs the rename hooks in that transaction, so that
// the room's feedback follows it or nothing changes.
//
// It returns NOT_FOUND for an unknown room or another member's private
// room (for a user), FORBIDDEN when the caller is a user who did not
// create the room, VALIDATION_FAILED for bad values (a folder for a public
// room among them), ALREADY_EXISTS when another room has the new name,
// and INVALID_TOKEN without a principal.
func (s *Service) UpdateRoom(ctx context.Context, name string, upd RoomUpdate) (*Room, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	var newName, folder string
	if upd.Name != nil {
		if newName, err = CleanName("eventName", *upd.Name); err != nil {
			return nil, err
		}
	}
	if upd.Folder != nil && *upd.Folder != "" {
		if folder, err = CleanName("folder", *upd.Folder); err != nil {
			return nil, err
		}
	}
	var room *Room
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		r, err := s.openRoom(ctx, p, name, LockUpdate)
		if err != nil {
			return err
		}
		if err := r.CheckManagedBy(p); err != nil {
			return err
		}
		if r.FeedbackCustomization, err = upd.Customization.Apply(r.FeedbackCustomization, "feedbackCustomization."); err != nil {
			return err
		}
		if r.CustomTags, err = upd.Tags.Apply(r.CustomTags, "customTags."); err != nil {
			return err
		}
		if upd.Active != nil {
			r.Active = *upd.Active
		}
		if upd.IsPrivate != nil {
			r.IsPrivate = *upd.IsPrivate
		}
		if upd.RequireChallenge != nil {
			r.RequireChallenge = *upd.RequireChallenge
		}
		if upd.Folder != nil {
			if *upd.Folder != "" && !r.IsPrivate {
				return feedbackkit.Invalid("folder", "only private rooms are filed in folders")
			}
			r.Folder = folder
		}
		if !r.IsPrivate {
			r.Folder = ""
		}
		renamed := upd.Name != nil && newName != r.Name
		if renamed {
			r.Name, r.NameKey = newName, nameKey(newName)
		}
		r.UpdatedAt = s.now()
		if err := s.store.UpdateRoom(ctx, p.OrgID, r); err != nil {
			return err
		}
		if renamed {
			for _, h := range s.onRename {
				if err := h(ctx, r.OrgID, r.ID, r.Name); err != nil {
					return err
				}
			}
		}
		room = r
		return nil
	})
	s.resolved.Clear()
	if err != nil {
		return nil, err
	}
	return room, nil
}

// RenameRoom gives the room named name the name newName, and its feedback
// with it (see UpdateRoom for the errors).
func (s *Service) RenameRoom(ctx context.Context, name, newName string) (*Room, error) {
	return s.UpdateRoom(ctx, name, RoomUpdate{Name: &newName})
}

// SetActive opens (active) or closes the room named name: an inactive room
// rejects new submissions and keeps its feedback. See UpdateRoom for the
// errors.
func (s *Service) SetActive(ctx context.Context, name string, active bool) (*Room, error) {
	return s.UpdateRoom(ctx, name, RoomUpdate{Active: &active})
}

// SetPrivacy makes the room named name private or public; a room made
// public leaves its private folder. See UpdateRoom for the errors.
func (s *Service) SetPrivacy(ctx context.Context, name string, isPrivate bool) (*Room, error) {
	return s.UpdateRoom(ctx, name, RoomUpdate{IsPrivate: &isPrivate})
}

// SetFolder files the private room named name in the folder named folder,
// or takes it out of its folder when folder is "". See UpdateRoom for the
// errors.
func (s *Service) SetFolder(ctx context.Context, name, folder string) (*Room, error) {
	return s.UpdateRoom(ctx, name, RoomUpdate{Folder: &folder})
}

// UpdateCustomization changes the fields of the feedback customization and
// the tag lists that c and tags provide, and nothing else. It returns
// VALIDATION_FAILED when neither provides anything, and the errors of
// UpdateRoom.
func (s *Service) UpdateCustomization(ctx context.Context, name string, c *CustomizationPatch, tags *TagsPatch) (*Room, error) {
	if c == nil && tags == nil {
		return nil, feedbackkit.Invalid("feedbackCustomization", "feedbackCustomization or customTags is required")
	}
	return s.UpdateRoom(ctx, name, RoomUpdate{Customization: c, Tags: tags})
}

// SetTags replaces the three tag lists of the room named name. Each list is
// required and cleaned by feedbackkit.CleanTags (VALIDATION_FAILED). See
// UpdateRoom for the other errors.
func (s *Service) SetTags(ctx context.Context, name string, tags *TagsPatch) (*Room, error) {
	if tags == nil {
		return nil, feedbackkit.Invalid("customTags", "is required")
	}
	t, err := tags.Replace("customTags.")
	if err != nil {
		return nil, err
	}
	return s.UpdateRoom(ctx, name, RoomUpdate{Tags: &TagsPatch{Happy: t.Happy, Neutral: t.Neutral, Sad: t.Sad}})
}

// SetOrder gives the rooms of orderedIDs the display orders 0, 1, 2, ... in
// that sequence; the other rooms keep theirs. Any member may order the
// rooms they can open. It returns VALIDATION_FAILED for a missing list, a
// repeated id or more than MaxOrderedIDs ids, NOT_FOUND (changing nothing)
// when an id is not a room the caller can open, and INVALID_TOKEN without
// a principal.
func (s *Service) SetOrder(ctx context.Context, orderedIDs []string) error {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return err
	}
	if orderedIDs == nil {
		return feedbackkit.Invalid("orderedIds", "is required")
	}
	if len(orderedIDs) > MaxOrderedIDs {
		return feedbackkit.Invalid("orderedIds", fmt.Sprintf("must have at most %d ids", MaxOrderedIDs))
	}
	seen := make(map[string]bool, len(orderedIDs))
	for _, id := range orderedIDs {
		if !lookupable(id) {
			return feedbackkit.Errorf(feedbackkit.CodeNotFound, "room %q not found", id)
		}
		if seen[id] {
			return feedbackkit.Invalid("orderedIds", fmt.Sprintf("%q appears twice", id))
		}
		seen[id] = true
	}
	if len(orderedIDs) == 0 {
		return nil
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		rooms, err := s.store.FindRoomsByID(ctx, p.OrgID, orderedIDs, LockUpdate)
		if err != nil {
			return err
		}
		visible := visibleTo(p)
		found := make(map[string]bool, len(rooms))
		for _, r := range rooms {
			if visible.Includes(r) {
				found[r.ID] = true
			}
		}
		for _, id := range orderedIDs {
			if !found[id] {
				return feedbackkit.Errorf(feedbackkit.CodeNotFound, "room %q not found", id)
			}
		}
		return s.store.SetRoomOrder(ctx, p.OrgID, orderedIDs, s.now())
	})
}

// MoveRoom moves the room id one place up (down false) or down among the
// rooms the caller lists in its folder (the rooms in no folder are a group
// of their own), in the order of FindRooms, by swapping it with its
// neighbour there; the other rooms keep their places. It reports whether
// the room can move one more place that way. It returns NOT_FOUND when id
// is not a room the caller lists, VALIDATION_FAILED when the room is
// already first or last of its group, and INVALID_TOKEN
// without a principal. It locks the organization's rooms (Store.LockRooms)
// before it reads their order: concurrent moves take turns, and none undoes
// another.
func (s *Service) MoveRoom(ctx context.Context, id string, down bool) (further bool, err error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return false, err
	}
	if !lookupable(id) {
		return false, feedbackkit.NotFound("room")
	}
	step := -1
	if down {
		step = 1
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		// The order read here is written back below: no other move may
		// change it in between, or one of the two would be lost.
		if err := s.store.LockRooms(ctx, p.OrgID); err != nil {
			return err
		}
		list, err := s.store.FindRooms(ctx, p.OrgID, listedTo(p), RoomFilter{})
		if err != nil {
			return err
		}
		i := slices.IndexFunc(list, func(r *Room) bool { return r.ID == id })
		if i < 0 {
			return feedbackkit.NotFound("room")
		}
		next := func(from int) int {
			for j := from + step; j >= 0 && j < len(list); j += step {
				if list[j].Folder == list[i].Folder {
					return j
				}
			}
			return -1
		}
		j := next(i)
		if j < 0 {
			end := "first"
			if down {
				end = "last"
			}
			return feedbackkit.Errorf(feedbackkit.CodeValidationFailed, "the room is already %s in its group", end)
		}
		further = next(j) >= 0
		ids := make([]string, len(list))
		for k, r := range list {
			ids[k] = r.ID
		}
		ids[i], ids[j] = ids[j], ids[i]
		// The rooms are locked and listed to the caller already: SetOrder's
		// checks and locks would be done again.
		return s.store.SetRoomOrder(ctx, p.OrgID, ids, s.now())
	})
	return further, err
}

// DeleteRoom deletes the room of the caller's organization named name,
// with its feedback: the delete hooks run in the same transaction. Only the
// room's creator may delete it, whatever the role — or, once the creator has
// left the organization, an admin or the owner: FORBIDDEN for anyone else
// who can open it, NOT_FOUND for an unknown room or another member's private
// room (for a user), INVALID_TOKEN without a principal.
func (s *Service) DeleteRoom(ctx context.Context, name string) error {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return err
	}
	defer s.resolved.Clear()
	return s.store.InTx(ctx, func(ctx context.Context) error {
		r, err := s.openRoom(ctx, p, name, LockUpdate)
		if err != nil {
			return err
		}
		if err := s.checkDeletable(ctx, p, r); err != nil {
			return err
		}
		for _, h := range s.onDelete {
			if err := h(ctx, r.OrgID, r.ID, r.Name); err != nil {
				return err
			}
		}
		if err := s.store.DeleteRoom(ctx, p.OrgID, r.ID); err != nil {
			return err
		}
		return audit.Record(ctx, s.deps.Audit, audit.Entry{
			OrgID: p.OrgID, Action: audit.ActionRoomDeleted, TargetType: audit.TargetRoom, TargetID: r.ID,
			Details: map[string]any{"name": r.Name},
		})
	})
}

// CheckDeletable returns FORBIDDEN unless the caller may delete the room
// r, as DeleteRoom decides: its creator, or an admin or the owner once the
// creator has left the organization. It returns INVALID_TOKEN without a
// principal.
func (s *Service) CheckDeletable(ctx context.Context, r *Room) error {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return err
	}
	return s.checkDeletable(ctx, p, r)
}

// checkDeletable returns FORBIDDEN unless p may delete r (see
// CheckDeletable).
func (s *Service) checkDeletable(ctx context.Context, p *identity.Principal, r *Room) error {
	if r.CreatorID == p.UserID {
		return nil
	}
	if p.Role.AtLeast(feedbackkit.RoleAdmin) {
		if u, err := s.creator(ctx, r); err != nil || u == nil {
			return err
		}
	}
	return feedbackkit.Errorf(feedbackkit.CodeForbidden, "only the room's creator may delete it")
}

// PublicRoom returns the room named eventName (compared case-insensitively)
// created by the user whose instructorId is instructorID (in any letter
// case: see identity.InstructorKey), with its CreatorInstructorID, for an
// anonymous respondent: private rooms are reachable by their link. It returns
// NOT_FOUND when the user, or such a room of theirs in their current
// organization, does not exist.
func (s *Service) PublicRoom(ctx context.Context, instructorID, eventName string) (*Room, error) {
	if instructorID == "" || eventName == "" || !lookupable(instructorID) || !lookupable(eventName) {
		return nil, errNoRoom()
	}
	u, err := s.deps.Users.FindUserByInstructorID(ctx, instructorID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil, errNoRoom()
	} else if err != nil {
		return nil, err
	}
	if u.OrgID == "" {
		return nil, errNoRoom()
	}
	r, err := s.store.FindRoomByCreator(ctx, u.OrgID, u.ID, nameKey(eventName))
	if err != nil {
		return nil, err
	}
	r.CreatorInstructorID = u.InstructorID
	return r, nil
}

// creator returns the creator of r, or nil once they are no longer a
// member of its organization: their rooms may then be deleted by an admin
// or the owner, or nobody could (and they would still count against the
// room cap), and the rooms' public links reach nothing.
func (s *Service) creator(ctx context.Context, r *Room) (*identity.User, error) {
	u, err := s.deps.Users.FindUserByID(ctx, r.CreatorID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound || err == nil && u.OrgID != r.OrgID {
		return nil, nil
	}
	return u, err
}

// ResolveRoom finds the room named eventName (case-insensitively) of the
// user whose instructorId is instructorID, for public submission. NOT_FOUND
// when either is unknown.
//
// Resolved rooms are remembered for Config.ResolveTTL: this Service's own
// changes to rooms apply at once, other changes (by another instance, or to
// the creator's account) within the TTL. The Room returned shares its tag
// lists with the memory: the caller must not change them.
func (s *Service) ResolveRoom(ctx context.Context, instructorID, eventName string) (*Room, error) {
	r, err := s.resolved.Load(PublicKey(instructorID, eventName), s.cfg.Now, func() (Room, error) {
		r, err := s.PublicRoom(ctx, instructorID, eventName)
		if err != nil {
			return Room{}, err
		}
		return *r, nil
	})
	if err != nil {
		return nil, err
	}
	return &r, nil
}

// VisibleRoomIDs returns the ids of the rooms of the caller's organization
// the caller may see: for a user, the public ones and their own private
// ones; for admins and owners, who see all feedback of the organization,
// every room. It returns INVALID_TOKEN without a principal.
func (s *Service) VisibleRoomIDs(ctx context.Context) ([]string, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	return s.store.FindRoomIDs(ctx, p.OrgID, visibleTo(p))
}

// AllRooms returns every room of the caller's organization, private rooms
// of every member included, ordered as FindRooms orders them, for an admin
// or the owner (the organization's export). It returns INVALID_TOKEN
// without a principal and INSUFFICIENT_ROLE below admin.
func (s *Service) AllRooms(ctx context.Context) ([]*Room, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	return s.store.FindRooms(ctx, p.OrgID, Visibility{AllPrivate: true}, RoomFilter{})
}

// CountRooms returns how many rooms the organization orgID has, for the
// usage orgs reports to system admins (an orgs.Counter). It checks no
// principal: the caller has.
func (s *Service) CountRooms(ctx context.Context, orgID string) (int, error) {
	return s.store.CountRooms(ctx, orgID)
}
