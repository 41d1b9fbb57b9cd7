// Package subscriptions keeps who wants to hear of new feedback
// (docs/subscriptions.md): a member subscribes to a room or a form
// of their organization, with a frequency (instant, daily or weekly) and
// optionally a minimum sentiment (only items at or below it count).
//
// A subscription goes away with its target and its subscriber:
// Service.FollowRooms, FollowForms and FollowMembers add the hooks that
// delete them to the Services of rooms, forms and organizations (the app
// package calls them). The hooks are not exported, so that subscriptions go
// only with a deletion those Services let the caller make. They run in the
// transaction of the deletion, and Subscribe stores a subscription in a
// transaction that holds its target locked (Rooms.LockRoomByID,
// Forms.LockForm), so no subscription outlives what it refers to, even when
// made while its target is deleted, and the table needs no foreign key to
// the tables of rooms, forms or accounts, whose Stores a program may
// replace.
//
// A subscription whose subscriber may no longer see its target (a room
// made private by another member, a subscriber demoted) stays, dormant: it
// sends nothing while the target is out of sight, is listed, and its
// subscriber may read or delete it (Subscription, Unsubscribe), not change
// it.
//
// The Service emails instant subscribers of each new item and form
// response (a feedback.ItemHook and a forms.ResponseHook, whose job
// commits with the item), and daily and weekly subscribers a digest per
// period (see Schedule), through River jobs, with a signed one-click
// unsubscribe link (UnsubscribeByToken).
package subscriptions

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// TargetType is what a subscription is to: a room or a form.
type TargetType string

// The target types.
const (
	Room TargetType = "room"
	Form TargetType = "form"
)

// Frequency is how often a subscriber hears of new feedback.
type Frequency string

// The frequencies.
const (
	Instant Frequency = "instant" // one email per qualifying item
	Daily   Frequency = "daily"   // one digest a day
	Weekly  Frequency = "weekly"  // one digest a week
)

// Valid reports whether f is one of the frequencies.
func (f Frequency) Valid() bool { return f == Instant || f == Daily || f == Weekly }

// Target names a room or a form by its id.
type Target struct {
	Type TargetType
	ID   string
}

// Subscription is a member's wish to hear of new feedback in a target.
type Subscription struct {
	ID     string
	OrgID  string
	UserID string
	Target Target
	// Frequency is how often the subscriber hears of new feedback.
	Frequency Frequency
	// MinSentiment, when not "", limits the items that count to those
	// whose sentiment is at or below it (negative < neutral < positive).
	MinSentiment analysis.Sentiment
	CreatedAt    time.Time
	UpdatedAt    time.Time
	// DigestedUntil is where daily and weekly digests start: they cover
	// the periods that end after it. It is the time the subscription got
	// its frequency, then the end of the latest period digested.
	DigestedUntil time.Time
}

// Qualifies reports whether an item of sentiment s counts for sub: sub has
// no MinSentiment, or s is at or below it. An item without a sentiment
// ("") counts only without a MinSentiment.
func (sub *Subscription) Qualifies(s analysis.Sentiment) bool {
	if sub.MinSentiment == "" {
		return true
	}
	r, ok := rank[s]
	return ok && r <= rank[sub.MinSentiment]
}

// rank orders the sentiments for Qualifies.
var rank = map[analysis.Sentiment]int{analysis.Negative: 0, analysis.Neutral: 1, analysis.Positive: 2}

// Rooms finds the rooms the caller may see; *rooms.Service implements it.
type Rooms interface {
	// FindRoomByID returns the room id of the caller's organization if
	// the caller may see it, else NOT_FOUND.
	FindRoomByID(ctx context.Context, id string) (*rooms.Room, error)
	// LockRoomByID is FindRoomByID that keeps the room locked until the
	// transaction ctx carries ends, against its deletion.
	LockRoomByID(ctx context.Context, id string) (*rooms.Room, error)
}

// Forms finds the forms of the caller's organization and reads their
// responses for digests; *forms.Service implements it.
type Forms interface {
	// FindForm returns the form id of the caller's organization, else
	// NOT_FOUND.
	FindForm(ctx context.Context, id string) (*forms.Form, error)
	// LockForm is FindForm that keeps the form locked until the
	// transaction ctx carries ends, against its deletion.
	LockForm(ctx context.Context, id string) (*forms.Form, error)
	// ResponseDigest returns the counts by sentiment and the newest
	// responses that q selects.
	ResponseDigest(ctx context.Context, q forms.ResponseDigestQuery) (*forms.ResponseDigest, error)
	// LockResponses returns those of the responses ids of the form formID
	// of the organization orgID that exist, kept from their deletion, and
	// the form's, until the transaction ctx carries ends.
	LockResponses(ctx context.Context, orgID, formID string, ids []string) ([]string, error)
	// FindResponse returns the response id of the form formID of the
	// organization orgID as stored now, or NOT_FOUND.
	FindResponse(ctx context.Context, orgID, formID, id string) (*forms.Response, error)
}

var (
	_ Rooms = (*rooms.Service)(nil)
	_ Forms = (*forms.Service)(nil)
)

// Settings are what a subscriber chooses.
type Settings struct {
	Frequency    Frequency
	MinSentiment analysis.Sentiment // "" counts every item
}

// validate returns VALIDATION_FAILED, with the field, for a bad frequency
// or minimum sentiment.
func (st Settings) validate() error {
	if !st.Frequency.Valid() {
		return feedbackkit.Invalid("frequency", "must be instant, daily or weekly")
	}
	if st.MinSentiment != "" && !st.MinSentiment.Valid() {
		return feedbackkit.Invalid("minSentiment", "must be negative, neutral or positive")
	}
	return nil
}

// apply changes sub's settings to st at now. A new frequency starts its
// digests afresh: none covers a period that ended before it.
func (sub *Subscription) apply(st Settings, now time.Time) {
	if st.Frequency != sub.Frequency {
		sub.DigestedUntil = now
	}
	sub.Frequency, sub.MinSentiment, sub.UpdatedAt = st.Frequency, st.MinSentiment, now
}

// Patch changes some of a subscription's settings; nil fields stay.
type Patch struct {
	Frequency    *Frequency
	MinSentiment *analysis.Sentiment // "" counts every item again
}

// Subscriptions returns the caller's subscriptions, oldest first. It
// returns INVALID_TOKEN without a principal.
func (s *Service) Subscriptions(ctx context.Context) ([]*Subscription, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	return s.store.FindSubscriptions(ctx, p.OrgID, p.UserID)
}

// Subscribe subscribes the caller to t with st, or, when the caller is
// subscribed to t already, changes that subscription to st; created tells
// which. It returns VALIDATION_FAILED for a bad target type, frequency or
// minimum sentiment, NOT_FOUND when t is not a room the caller may see or
// a form of the caller's organization, and INVALID_TOKEN without a
// principal. The target stays locked until the subscription has
// committed: a concurrent deletion of the target deletes it, or Subscribe
// answers NOT_FOUND.
func (s *Service) Subscribe(ctx context.Context, t Target, st Settings) (sub *Subscription, created bool, err error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, false, err
	}
	if err := t.validate(); err != nil {
		return nil, false, err
	}
	if err := st.validate(); err != nil {
		return nil, false, err
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.lockTarget(ctx, t); err != nil {
			return err
		}
		now := s.now()
		sub, err = s.store.FindSubscription(ctx, p.OrgID, p.UserID, t)
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
			sub = &Subscription{ID: uuid.Must(uuid.NewV7()).String(), OrgID: p.OrgID, UserID: p.UserID, Target: t,
				Frequency: st.Frequency, MinSentiment: st.MinSentiment, CreatedAt: now, UpdatedAt: now, DigestedUntil: now}
			created = true
			s.forgetWatched(ctx)
			return s.store.CreateSubscription(ctx, sub)
		}
		if err != nil {
			return err
		}
		sub.apply(st, now)
		s.forgetWatched(ctx)
		return s.store.UpdateSubscription(ctx, sub)
	})
	if created && feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
		// A concurrent Subscribe to the same target created it first.
		return s.Subscribe(ctx, t, st)
	}
	if err != nil {
		return nil, false, err
	}
	return sub, created, nil
}

// Subscription returns the caller's subscription to t, be t in the
// caller's sight or not (a dormant subscription). It returns
// VALIDATION_FAILED for a bad target type, NOT_FOUND when the caller is
// not subscribed to t, and INVALID_TOKEN without a principal.
func (s *Service) Subscription(ctx context.Context, t Target) (*Subscription, error) {
	p, err := ownTarget(ctx, t)
	if err != nil {
		return nil, err
	}
	return s.store.FindSubscription(ctx, p.OrgID, p.UserID, t)
}

// UpdateSubscription changes the caller's subscription to t by patch. It
// returns the errors of Subscription, NOT_FOUND also when t is not a
// target the caller may subscribe to (any more), and VALIDATION_FAILED for
// a bad frequency or minimum sentiment.
func (s *Service) UpdateSubscription(ctx context.Context, t Target, patch Patch) (*Subscription, error) {
	p, err := ownTarget(ctx, t)
	if err != nil {
		return nil, err
	}
	var sub *Subscription
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.lockTarget(ctx, t); err != nil {
			return err
		}
		if sub, err = s.store.FindSubscription(ctx, p.OrgID, p.UserID, t); err != nil {
			return err
		}
		st := Settings{Frequency: sub.Frequency, MinSentiment: sub.MinSentiment}
		if patch.Frequency != nil {
			st.Frequency = *patch.Frequency
		}
		if patch.MinSentiment != nil {
			st.MinSentiment = *patch.MinSentiment
		}
		if err := st.validate(); err != nil {
			return err
		}
		sub.apply(st, s.now())
		s.forgetWatched(ctx)
		return s.store.UpdateSubscription(ctx, sub)
	})
	if err != nil {
		return nil, err
	}
	return sub, nil
}

// Unsubscribe deletes the caller's subscription to t, be t in the
// caller's sight or not: a member may always delete what Subscriptions
// lists. It returns the errors of Subscription.
func (s *Service) Unsubscribe(ctx context.Context, t Target) error {
	p, err := ownTarget(ctx, t)
	if err != nil {
		return err
	}
	if err := s.store.DeleteSubscription(ctx, p.OrgID, p.UserID, t); err != nil {
		return err
	}
	s.forgetWatched(ctx)
	return nil
}

// validate returns VALIDATION_FAILED for a type other than room or form.
func (t Target) validate() error {
	if t.Type != Room && t.Type != Form {
		return feedbackkit.Invalid("type", "must be room or form")
	}
	return nil
}

// ownTarget returns the caller, after checking t's type: INVALID_TOKEN
// without a principal, VALIDATION_FAILED for a bad type.
func ownTarget(ctx context.Context, t Target) (*identity.Principal, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	if err := t.validate(); err != nil {
		return nil, err
	}
	return p, nil
}

// lockTarget checks that t (of a valid type) is a room the principal of
// ctx may see or a form of its organization, else NOT_FOUND, and keeps it
// locked until the transaction ctx carries ends.
func (s *Service) lockTarget(ctx context.Context, t Target) error {
	if t.Type == Room {
		_, err := s.deps.Rooms.LockRoomByID(ctx, t.ID)
		return err
	}
	_, err := s.deps.Forms.LockForm(ctx, t.ID)
	return err
}

// targetName returns the name of t (a room's name, a form's title) if
// the principal of ctx may subscribe to it: VALIDATION_FAILED for a bad
// type, NOT_FOUND for a target the principal may not subscribe to.
func (s *Service) targetName(ctx context.Context, t Target) (string, error) {
	switch t.Type {
	case Room:
		r, err := s.deps.Rooms.FindRoomByID(ctx, t.ID)
		if err != nil {
			return "", err
		}
		return r.Name, nil
	case Form:
		f, err := s.deps.Forms.FindForm(ctx, t.ID)
		if err != nil {
			return "", err
		}
		return f.Title, nil
	default:
		return "", feedbackkit.Invalid("type", "must be room or form")
	}
}

// FollowRooms makes the subscriptions to the rooms of r go with them: r
// deletes them in the transaction that deletes their room. The app package
// calls it while wiring, before the Services are used.
func (s *Service) FollowRooms(r *rooms.Service) { r.AddDeleteHook(s.deleteRoom) }

// FollowForms makes the subscriptions to the forms of f go with them, as
// FollowRooms does for rooms.
func (s *Service) FollowForms(f *forms.Service) { f.AddDeleteHook(s.deleteForm) }

// FollowMembers makes the subscriptions of a member whom o removes from
// an organization go, in the transaction of the removal.
func (s *Service) FollowMembers(o *orgs.Service) { o.AddRemoveHook(s.removeMember) }

// UseItemLock implements feedback.ItemCopier: the instant email of an
// item reads its text with lock, and a digest locks the items it lists, in
// the transaction that stores the email. The app package has
// feedback.Service.LendItemLock call it while wiring; without it those
// jobs fail and are retried.
func (s *Service) UseItemLock(lock feedback.ItemLock) { s.lockItem = lock }

var _ feedback.ItemCopier = (*Service)(nil)

// deleteRoom deletes every subscription to the room roomID of the
// organization orgID (a rooms.DeleteHook).
func (s *Service) deleteRoom(ctx context.Context, orgID, roomID, _ string) error {
	s.forgetWatched(ctx)
	return s.store.DeleteTargetSubscriptions(ctx, orgID, Target{Type: Room, ID: roomID})
}

// deleteForm deletes every subscription to the form formID of the
// organization orgID (a forms.DeleteHook).
func (s *Service) deleteForm(ctx context.Context, orgID, formID string) error {
	s.forgetWatched(ctx)
	return s.store.DeleteTargetSubscriptions(ctx, orgID, Target{Type: Form, ID: formID})
}

// removeMember deletes every subscription of the member userID of the
// organization orgID (an orgs.RemoveHook).
func (s *Service) removeMember(ctx context.Context, orgID, userID string) error {
	s.forgetWatched(ctx)
	return s.store.DeleteUserSubscriptions(ctx, orgID, userID)
}

// MemberSubscriptions returns the subscriptions of the member userID of
// the caller's organization, for an admin or the owner (the
// organization's export); none for a user of another organization. It
// returns INVALID_TOKEN without a principal and INSUFFICIENT_ROLE below
// admin.
func (s *Service) MemberSubscriptions(ctx context.Context, userID string) ([]*Subscription, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	return s.store.FindSubscriptions(ctx, p.OrgID, userID)
}
