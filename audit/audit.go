// Package audit keeps the audit log of organizations: who did what, to
// what, from which IP and when. Services of other packages record an entry
// with one call, Record, in the transaction of the action it describes, so
// that the entry and the action commit together or not at all: an action
// that rolls back leaves no entry, and an entry never lacks its action.
//
// The actor comes from the context: the principal of identity (a member,
// or the API key the request was made with, or a system admin acting in
// another organization), with the client IP that WithClientIP put there;
// without a principal the actor is the system (a command line, a job).
// Entries are kept DefaultRetention, after which the audit.purge job
// deletes them.
package audit

import (
	"context"
	"iter"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// The actions the packages of feedbackkit record. Entry.Action is any
// string: a host program may record actions of its own.
const (
	ActionMemberRoleChanged       = "member.role_changed"
	ActionMemberRemoved           = "member.removed"
	ActionInvitationCreated       = "invitation.created"
	ActionInvitationCancelled     = "invitation.cancelled"
	ActionRoomDeleted             = "room.deleted"
	ActionFormDeleted             = "form.deleted"
	ActionFeedbackDeleted         = "feedback.deleted"
	ActionSettingsChanged         = "settings.changed"
	ActionRetentionChanged        = "retention.changed"
	ActionPrivacyNoticeChanged    = "privacy_notice.changed"
	ActionOrganizationExported    = "organization.exported"
	ActionIntegrationConnected    = "integration.connected"
	ActionIntegrationDisconnected = "integration.disconnected"
	ActionAPIKeyCreated           = "api_key.created"
	ActionAPIKeyRevoked           = "api_key.revoked"
	ActionWebhookCreated          = "webhook.created"
	ActionWebhookChanged          = "webhook.changed"
	ActionWebhookDeleted          = "webhook.deleted"
	ActionFeedbackExported        = "feedback.exported"
	ActionResponsesExported       = "form.responses_exported"
	ActionOwnershipTransferred    = "organization.ownership_transferred"
	ActionSystemAdminRequest      = "system_admin.request"
)

// The target types of the actions above.
const (
	TargetMember       = "member"
	TargetInvitation   = "invitation"
	TargetRoom         = "room"
	TargetForm         = "form"
	TargetFeedback     = "feedback"
	TargetOrganization = "organization"
	TargetIntegration  = "integration"
	TargetAPIKey       = "api_key"
	TargetWebhook      = "webhook"
	TargetRequest      = "request"
)

// ActorType tells what kind of actor did an action.
type ActorType string

// The kinds of actors.
const (
	// ActorUser is a member acting with a session: ActorID is the user's.
	ActorUser ActorType = "user"
	// ActorAPIKey is a request made with an API key: ActorID is the
	// key's, ActorEmail the member's it acts as.
	ActorAPIKey ActorType = "apiKey"
	// ActorSystemAdmin is a system admin acting in an organization not
	// their own: ActorID is the system admin's user id.
	ActorSystemAdmin ActorType = "systemAdmin"
	// ActorSystem is what no request of a principal did: the command
	// line, a background job. ActorID is empty.
	ActorSystem ActorType = "system"
)

// DefaultRetention is how long entries are kept: one year.
const DefaultRetention = 365 * 24 * time.Hour

// PurgeInterval is how often the audit.purge job runs.
const PurgeInterval = time.Hour

// purgeBatch is how many entries one statement of Purge deletes.
const purgeBatch = 1000

// MaxDetailIDs bounds how many ids an entry lists in its details (the
// feedback deleted at once): the count is always there.
const MaxDetailIDs = 100

// Entry is one action in the audit log of an organization.
//
// A Service recording an action sets OrgID, Action, TargetType, TargetID
// and Details; Record fills the rest. Details is a small JSON object of
// what changed: never secrets, tokens, passwords or key hashes.
type Entry struct {
	ID         string
	OrgID      string
	Action     string
	ActorType  ActorType
	ActorID    string
	ActorEmail string
	TargetType string
	TargetID   string
	Details    map[string]any
	IP         string // "" when the action came from no request
	CreatedAt  time.Time
}

// Filter selects entries of the log. Zero fields select everything.
type Filter struct {
	Action  string
	ActorID string
	Start   *time.Time // entries created at or after
	End     *time.Time // entries created at or before
}

// maxFilterLength bounds the characters of a Filter's Action and ActorID:
// no action name nor id is near as long.
const maxFilterLength = 200

// validate returns VALIDATION_FAILED for an invalid field of f, named as
// GET /api/audit-log names it.
func (f Filter) validate() error {
	if err := feedbackkit.CheckString("action", f.Action, maxFilterLength); err != nil {
		return err
	}
	if err := feedbackkit.CheckString("actorId", f.ActorID, maxFilterLength); err != nil {
		return err
	}
	if err := feedbackkit.CheckTimeRange(f.Start, f.End); err != nil {
		return err
	}
	if f.Start != nil && f.End != nil && f.Start.After(*f.End) {
		return feedbackkit.Invalid("startDate", "must not be after endDate")
	}
	return nil
}

// Recorder records entries of the audit log in the transaction of the
// context. *Service implements it; the Services of the other packages take
// one in their Deps.
type Recorder interface {
	Record(ctx context.Context, e Entry) error
}

// Record records e with r, or does nothing when r is nil (a Service
// built without an audit log) or ctx is Within a recorded action.
func Record(ctx context.Context, r Recorder, e Entry) error {
	if r == nil || ctx.Value(withinKey{}) != nil {
		return nil
	}
	return r.Record(ctx, e)
}

type withinKey struct{}

// Within returns a copy of ctx with which Record records nothing: the
// actions done with it are steps of one action that the caller has
// recorded as a whole. An organization's export, recorded once, reads the
// feedback and each form's responses through their exports, which would
// otherwise each record an export of their own.
func Within(ctx context.Context) context.Context {
	return context.WithValue(ctx, withinKey{}, true)
}

type clientIPKey struct{}

// WithClientIP returns a copy of ctx that carries the IP of the client of
// the request, which the entries recorded with it keep.
func WithClientIP(ctx context.Context, ip string) context.Context {
	return context.WithValue(ctx, clientIPKey{}, ip)
}

// ClientIP returns the client IP ctx carries, or "".
func ClientIP(ctx context.Context) string {
	ip, _ := ctx.Value(clientIPKey{}).(string)
	return ip
}

// Record stores e in the transaction ctx carries (on its own outside one),
// with its actor and client IP taken from ctx, a new ID and the time.
// OrgID defaults to the principal's organization. The caller records an
// action inside the transaction of the action, after the checks that
// may refuse it: an error of Record rolls the action back.
func (s *Service) Record(ctx context.Context, e Entry) error {
	p := identity.PrincipalFrom(ctx)
	if e.OrgID == "" && p != nil {
		e.OrgID = p.OrgID
	}
	e.ActorType, e.ActorID, e.ActorEmail = ActorSystem, "", ""
	if p != nil {
		e.ActorType, e.ActorID = ActorUser, p.UserID
		switch {
		case p.SystemAdmin:
			e.ActorType = ActorSystemAdmin
		case p.APIKeyID != "":
			e.ActorType, e.ActorID = ActorAPIKey, p.APIKeyID
		}
		u, err := s.deps.Users.FindUserByID(ctx, p.UserID)
		switch {
		case err == nil:
			e.ActorEmail = u.Email
		case feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound:
			return err
		}
	}
	e.ID, e.IP, e.CreatedAt = newID(), ClientIP(ctx), s.now()
	if e.Details == nil {
		e.Details = map[string]any{}
	}
	return s.store.Insert(ctx, &e)
}

// Entries returns one page of the audit log of the caller's organization,
// newest first, of the entries f selects. The caller must be an admin or
// the owner (INSUFFICIENT_ROLE otherwise); the page is VALIDATION_FAILED
// when out of bounds, and so is an Action or ActorID that is not valid
// UTF-8, holds a NUL character or is longer than maxFilterLength, a
// Start or End outside the years feedbackkit.CheckTime allows, or a Start
// after End.
func (s *Service) Entries(ctx context.Context, f Filter, page feedbackkit.PageRequest) (feedbackkit.Page[*Entry], error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return feedbackkit.Page[*Entry]{}, err
	}
	if page, err = page.Normalize(); err != nil {
		return feedbackkit.Page[*Entry]{}, err
	}
	if err := f.validate(); err != nil {
		return feedbackkit.Page[*Entry]{}, err
	}
	entries, total, err := s.store.Entries(ctx, p.OrgID, f, page)
	if err != nil {
		return feedbackkit.Page[*Entry]{}, err
	}
	return feedbackkit.NewPage(entries, total, page), nil
}

// ExportBatch is how many entries Export reads from the Store at a time.
const ExportBatch = 500

// Export returns every entry of the audit log of the caller's
// organization, newest first, as a sequence that reads them from the
// Store ExportBatch at a time while it is ranged over, within ctx, so that
// memory stays flat whatever their number (the organization's export
// holds them). A failed read ends the sequence with its error. The caller
// must be an admin or the owner: Export returns INVALID_TOKEN without a
// principal and INSUFFICIENT_ROLE below admin, before anything is read.
func (s *Service) Export(ctx context.Context) (iter.Seq2[*Entry, error], error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	next := func(ctx context.Context, after *feedbackkit.Cursor, limit int) ([]*Entry, error) {
		return s.store.ScanEntries(ctx, p.OrgID, after, limit)
	}
	cursor := func(e *Entry) feedbackkit.Cursor { return feedbackkit.Cursor{CreatedAt: e.CreatedAt, ID: e.ID} }
	return feedbackkit.Batches(ctx, ExportBatch, next, cursor), nil
}

// Purge deletes the entries older than the retention (Config.Retention),
// in batches, and returns how many it deleted. AddPeriodicJobs runs it
// every PurgeInterval; a program without the job client calls it on its
// own schedule.
func (s *Service) Purge(ctx context.Context) (int, error) {
	before := s.now().Add(-s.cfg.Retention)
	total := 0
	for {
		n, err := s.store.DeleteCreatedBefore(ctx, before, purgeBatch)
		total += n
		if err != nil || n < purgeBatch {
			return total, err
		}
	}
}

// PurgeArgs is the River job of Purge.
type PurgeArgs struct{}

// Kind implements river.JobArgs.
func (PurgeArgs) Kind() string { return "audit.purge" }

// AddWorkers registers the worker of the audit.purge job.
func (s *Service) AddWorkers(workers *river.Workers) {
	jobs.AddPurge[PurgeArgs](workers, s.Purge)
}

// AddPeriodicJobs adds audit.purge to periodic (the job client's
// PeriodicJobs), when the client starts and every PurgeInterval.
func (s *Service) AddPeriodicJobs(periodic *river.PeriodicJobBundle) {
	jobs.Every(periodic, PurgeInterval, PurgeArgs{})
}
