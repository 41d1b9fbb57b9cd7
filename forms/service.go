package forms

import (
	"context"
	"crypto/rand"
	"errors"
	"log/slog"
	"strings"
	"time"
	"unicode"

	"github.com/google/uuid"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/ttlcache"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// Defaults of Config.
const (
	DefaultSentimentTimeout = 50 * time.Millisecond
	DefaultAnalyzeTimeout   = 30 * time.Second
	DefaultSummaryTimeout   = 5 * time.Second
	DefaultMaxSummaryTexts  = 2000
	DefaultFormCloudSize    = 5000
	DefaultFormTTL          = 2 * time.Second
)

// Quota enforces the organization's form cap; *orgs.Service implements it.
type Quota interface {
	// Reserve checks, in the transaction ctx carries, that the
	// organization may have one more r, given the count used returns, and
	// holds the organization locked until the transaction ends. It returns
	// FORM_LIMIT_REACHED at the cap.
	Reserve(ctx context.Context, orgID string, r orgs.Resource,
		used func(ctx context.Context) (int, error)) error
}

// Config configures a Service. The zero value works: the offline
// analyzer and summarizer, the system clock, no subscribers.
type Config struct {
	// Analyzer gives the sentiment of a response's text answers. Default
	// analysis.NewLocal().
	Analyzer analysis.Analyzer
	// Summarizer condenses text answers for Analyze and SummarizeText.
	// Default analysis.NewLocal().
	Summarizer analysis.Summarizer
	// SentimentTimeout bounds the inline analysis of a response's text
	// answers on submission (default DefaultSentimentTimeout); past it the
	// response is stored without a sentiment, its analysis pending, and a
	// forms.analyze_response job stores the sentiment (see
	// Response.AnalysisPending). The Analyzer must return when its context
	// is done.
	SentimentTimeout time.Duration
	// AnalyzeTimeout bounds one attempt of a forms.analyze_response job
	// (default DefaultAnalyzeTimeout).
	AnalyzeTimeout time.Duration
	// SummaryTimeout is how long Analyze and SummarizeText wait for the
	// Summarizer before storing a pending result that a job completes
	// (default DefaultSummaryTimeout).
	SummaryTimeout time.Duration
	// MaxSummaryTexts is how many of the newest text answers Analyze and
	// SummarizeText read (default DefaultMaxSummaryTexts).
	MaxSummaryTexts int
	// FormCloudSize is how many of the newest responses FormCloud reads
	// (default DefaultFormCloudSize).
	FormCloudSize int
	// FormTTL is how long Submit remembers a form it looked up (default
	// DefaultFormTTL; negative: not at all), so that a burst of responses
	// costs one lookup. This Service's own changes to forms apply at once,
	// other processes' changes within FormTTL.
	FormTTL time.Duration
	// Challenges verifies the proof-of-work solutions of submissions to
	// forms that require one (*challenge.Service). Without it such forms
	// refuse every submission with CHALLENGE_FAILED.
	Challenges Challenges
	// RequireChallenge returns the organization's default of a new form's
	// RequireChallenge (orgs.Service.RequireChallenge); nil: false.
	RequireChallenge func(ctx context.Context, orgID string) (bool, error)
	// Subscribers are told of every accepted response once it has
	// committed.
	Subscribers []Subscriber
	// Logger receives the Service's logs (default: discarded).
	Logger *slog.Logger
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Challenges verifies a proof-of-work solution and uses it up; it returns
// CHALLENGE_FAILED for a missing, invalid, expired or used one.
type Challenges interface {
	Verify(ctx context.Context, solution string) error
}

// Deps are the components a Service works with. All are required.
type Deps struct {
	// Quota enforces the organization's form cap (the orgs Service).
	Quota Quota
	// Uploads keeps the question and option images.
	Uploads uploads.Store
	// Queue finishes, in jobs, the summaries that take longer than
	// Config.SummaryTimeout and the analyses of responses that take longer
	// than Config.SentimentTimeout (register the workers with AddWorkers).
	Queue feedbackkit.Enqueuer
	// Audit records the deletions of forms and the exports of their
	// responses in the audit log. Optional: without it, nothing is
	// recorded.
	Audit audit.Recorder
}

// Service manages the forms of organizations and takes their responses.
// Its methods, but PublicForm and Submit, act for the principal of the
// context (identity.WithPrincipal) within its organization.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store    Store
	deps     Deps
	cfg      Config
	bySlug   ttlcache.Cache[*Form] // the forms Submit looked up
	onDelete []DeleteHook
	onSubmit []ResponseHook // see AddResponseHook
	// onDeleteResponses are the hooks of AddResponseDeleteHook.
	onDeleteResponses []ResponseDeleteHook
}

// DeleteHook runs inside the transaction that deletes a form (ctx carries
// it), before the form's row is deleted; an error rolls the deletion back.
// The subscriptions package uses it to delete the form's subscriptions.
type DeleteHook func(ctx context.Context, orgID, formID string) error

// AddDeleteHook adds h to the hooks run when a form is deleted. Add hooks
// while wiring, before the Service is used: it is not safe to add them
// concurrently with calls.
func (s *Service) AddDeleteHook(h DeleteHook) { s.onDelete = append(s.onDelete, h) }

// ResponseDeleteHook deletes, in the transaction ctx carries, what another
// package keeps that copies the responses ids of the organization orgID,
// which that transaction deletes: the emails, webhook deliveries and
// replayable answers that hold their answers. An error rolls the deletion
// back. Every deletion of responses runs the hooks: DeleteForm and
// PurgeResponses (the retention's purge, and the deletion of an
// organization in package governance, which purges all its responses).
type ResponseDeleteHook func(ctx context.Context, orgID string, ids []string) error

// AddResponseDeleteHook adds h to the hooks that run in the transaction of
// every deletion of responses. A package that stores a copy of a
// response's answers adds one, so that they go with the response. Add
// hooks while wiring, before the Service is used.
func (s *Service) AddResponseDeleteHook(h ResponseDeleteHook) {
	s.onDeleteResponses = append(s.onDeleteResponses, h)
}

// responsesDeleted runs the response delete hooks for the responses ids
// of the organization orgID, deleted in the transaction ctx carries.
func (s *Service) responsesDeleted(ctx context.Context, orgID string, ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	for _, h := range s.onDeleteResponses {
		if err := h(ctx, orgID, ids); err != nil {
			return err
		}
	}
	return nil
}

// deleteBatch is how many responses of a deleted form DeleteForm gives
// the response delete hooks at a time.
const deleteBatch = 500

// formResponsesDeleted runs the response delete hooks for the responses
// of the form formID of the organization orgID, which the transaction ctx
// carries is deleting, deleteBatch at a time.
func (s *Service) formResponsesDeleted(ctx context.Context, orgID, formID string) error {
	if len(s.onDeleteResponses) == 0 {
		return nil
	}
	after := ""
	for {
		ids, err := s.store.ResponseIDs(ctx, orgID, formID, after, deleteBatch)
		if err != nil || len(ids) == 0 {
			return err
		}
		if err := s.responsesDeleted(ctx, orgID, ids); err != nil {
			return err
		}
		after = ids[len(ids)-1]
	}
}

// NewService returns a Service over store, enforcing the form cap,
// keeping images and finishing slow summaries through deps. It returns an
// error when a dependency is missing.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil || deps.Quota == nil || deps.Uploads == nil || deps.Queue == nil {
		return nil, errors.New("forms: NewService needs a Store, Deps.Quota, Deps.Uploads and Deps.Queue")
	}
	if cfg.Analyzer == nil || cfg.Summarizer == nil {
		local := analysis.NewLocal()
		if cfg.Analyzer == nil {
			cfg.Analyzer = local
		}
		if cfg.Summarizer == nil {
			cfg.Summarizer = local
		}
	}
	if cfg.SentimentTimeout <= 0 {
		cfg.SentimentTimeout = DefaultSentimentTimeout
	}
	if cfg.AnalyzeTimeout <= 0 {
		cfg.AnalyzeTimeout = DefaultAnalyzeTimeout
	}
	if cfg.SummaryTimeout <= 0 {
		cfg.SummaryTimeout = DefaultSummaryTimeout
	}
	if cfg.MaxSummaryTexts <= 0 {
		cfg.MaxSummaryTexts = DefaultMaxSummaryTexts
	}
	if cfg.FormCloudSize <= 0 {
		cfg.FormCloudSize = DefaultFormCloudSize
	}
	if cfg.FormTTL == 0 {
		cfg.FormTTL = DefaultFormTTL
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Service{store: store, deps: deps, cfg: cfg, bySlug: ttlcache.Cache[*Form]{TTL: cfg.FormTTL}}, nil
}

// now is the time of the clock in UTC, at the databases' precision
// (microseconds), so that what a write returns equals what a read returns.
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// errNoForm is the answer for a form that does not exist or belongs to
// another organization.
func errNoForm() error { return feedbackkit.NotFound("form") }

// ManagedBy reports whether p may change f (update, open or close, clone,
// delete, change its images): its creator, whatever the role, admins and
// owners, as rooms.Room.ManagedBy decides for rooms.
func (f *Form) ManagedBy(p *identity.Principal) bool {
	return p != nil && (f.CreatorID != "" && f.CreatorID == p.UserID || p.Role.AtLeast(feedbackkit.RoleAdmin))
}

// CheckManagedBy returns FORBIDDEN unless p may change f (see ManagedBy).
func (f *Form) CheckManagedBy(p *identity.Principal) error {
	if !f.ManagedBy(p) {
		return feedbackkit.Errorf(feedbackkit.CodeForbidden, "only the form's creator or an admin may change it")
	}
	return nil
}

// findManaged returns the form id of p's organization, locked for the
// rest of the transaction ctx carries when lock is true, if p may change
// it: NOT_FOUND when there is none, FORBIDDEN when p may not (see
// ManagedBy).
func (s *Service) findManaged(ctx context.Context, p *identity.Principal, id string, lock bool) (*Form, error) {
	f, err := s.store.FindForm(ctx, p.OrgID, id, lock)
	if err != nil {
		return nil, err
	}
	if err := f.CheckManagedBy(p); err != nil {
		return nil, err
	}
	return f, nil
}

// NewForm describes a form to create.
type NewForm struct {
	Title       string
	Description string
	Questions   []QuestionInput
	// Active is whether the form accepts responses; nil: it does.
	Active *bool
	// RequireChallenge is whether submissions need a proof of work; nil:
	// the organization's default (Config.RequireChallenge).
	RequireChallenge *bool
	// MaxResponses, OpensAt and ClosesAt are the quota and the window
	// (see Form); nil: none.
	MaxResponses      *int
	OpensAt, ClosesAt *time.Time
}

// QuestionInput is a question as a caller writes it. ID is "" for a new
// question and the questionId of an existing one to keep it (with its
// image) on update; the same holds for the ids of its options.
type QuestionInput struct {
	ID       string        `json:"questionId"`
	Type     QuestionType  `json:"type"`
	Text     string        `json:"text"`
	Required bool          `json:"required"`
	Min      *int          `json:"min"`
	Max      *int          `json:"max"`
	MinLabel string        `json:"minLabel"`
	MaxLabel string        `json:"maxLabel"`
	Options  []OptionInput `json:"options"`
	Multiple bool          `json:"multiple"`
}

// OptionInput is an option as a caller writes it; see QuestionInput for
// ID.
type OptionInput struct {
	ID    string `json:"optionId"`
	Label string `json:"label"`
}

// ListForms returns the forms of the caller's organization, newest first.
func (s *Service) ListForms(ctx context.Context) ([]*Form, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	return s.store.FindForms(ctx, p.OrgID)
}

// FindForm returns the form id of the caller's organization, or NOT_FOUND.
func (s *Service) FindForm(ctx context.Context, id string) (*Form, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	return s.store.FindForm(ctx, p.OrgID, id, false)
}

// LockForm is FindForm that, within the transaction ctx carries, keeps the
// form locked until that transaction ends: the form is neither deleted nor
// changed before what the caller stores about it has committed. The
// subscriptions package checks a new subscription's form with it, so that
// no subscription outlives its form.
func (s *Service) LockForm(ctx context.Context, id string) (*Form, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	return s.store.FindForm(ctx, p.OrgID, id, true)
}

// CreateForm creates a form of the caller's organization, created by the
// caller (any member: see Form.ManagedBy for who changes it then), active
// unless nf says otherwise, with a new slug. It returns INVALID_TOKEN
// without a principal, VALIDATION_FAILED for a bad title, description or
// question, and FORM_LIMIT_REACHED at the organization's form cap;
// concurrent creations never exceed the cap.
func (s *Service) CreateForm(ctx context.Context, nf NewForm) (*Form, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	title, err := cleanTitle(nf.Title)
	if err != nil {
		return nil, err
	}
	description, err := feedbackkit.CleanText("description", nf.Description, MaxDescription)
	if err != nil {
		return nil, err
	}
	questions, err := buildQuestions(nf.Questions, nil)
	if err != nil {
		return nil, err
	}
	now := s.now()
	f := &Form{
		ID:          newID(),
		OrgID:       p.OrgID,
		CreatorID:   p.UserID,
		Title:       title,
		Description: description,
		Active:      nf.Active == nil || *nf.Active,
		Questions:   questions,
		CreatedAt:   now,
		UpdatedAt:   now,
	}
	f.MaxResponses, f.OpensAt, f.ClosesAt = nf.MaxResponses, utc(nf.OpensAt), utc(nf.ClosesAt)
	if f.RequireChallenge, err = s.requireChallenge(ctx, p.OrgID, nf.RequireChallenge); err != nil {
		return nil, err
	}
	if err := checkSchedule(f); err != nil {
		return nil, err
	}
	if err := s.create(ctx, f); err != nil {
		return nil, err
	}
	return f, nil
}

// requireChallenge returns set, else the organization's default.
func (s *Service) requireChallenge(ctx context.Context, orgID string, set *bool) (bool, error) {
	if set != nil {
		return *set, nil
	}
	if s.cfg.RequireChallenge == nil {
		return false, nil
	}
	return s.cfg.RequireChallenge(ctx, orgID)
}

// create stores f with a new slug within the organization's form cap,
// trying another slug in the unlikely case of a collision.
func (s *Service) create(ctx context.Context, f *Form) error {
	const attempts = 5
	var err error
	for range attempts {
		f.Slug = newSlug(f.Title)
		err = s.store.InTx(ctx, func(ctx context.Context) error {
			count := func(ctx context.Context) (int, error) { return s.store.CountForms(ctx, f.OrgID) }
			if err := s.deps.Quota.Reserve(ctx, f.OrgID, orgs.Forms, count); err != nil {
				return err
			}
			return s.store.CreateForm(ctx, f)
		})
		if feedbackkit.ErrorCode(err) != feedbackkit.CodeAlreadyExists {
			return err
		}
	}
	return err
}

// FormUpdate changes a form; nil fields stay as they are.
type FormUpdate struct {
	Title       *string
	Description *string
	Active      *bool
	// RequireChallenge turns the proof of work of submissions on or off.
	RequireChallenge *bool
	// Questions replaces the questions: those that carry the id of an
	// existing question (and option) keep it, with its image; the images
	// of questions and options left out are deleted.
	Questions *[]QuestionInput
	// MaxResponses, OpensAt and ClosesAt, when not nil, replace the quota
	// and the window: a pointer to nil clears them.
	MaxResponses      **int
	OpensAt, ClosesAt **time.Time
}

// UpdateForm changes the form id of the caller's organization. It returns
// INVALID_TOKEN without a principal, NOT_FOUND, FORBIDDEN when the caller
// is a user who did not create the form (see Form.ManagedBy), and
// VALIDATION_FAILED for a bad field, a questionId or optionId that is not
// the form's, or an OpensAt after the ClosesAt (as they are after the
// change).
func (s *Service) UpdateForm(ctx context.Context, id string, upd FormUpdate) (*Form, error) {
	if _, err := identity.RequirePrincipal(ctx); err != nil {
		return nil, err
	}
	var title string
	if upd.Title != nil {
		var err error
		if title, err = cleanTitle(*upd.Title); err != nil {
			return nil, err
		}
	}
	if upd.Description != nil {
		description, err := feedbackkit.CleanText("description", *upd.Description, MaxDescription)
		if err != nil {
			return nil, err
		}
		upd.Description = &description
	}
	var dropped []string
	f, err := s.change(ctx, id, func(f *Form) error {
		if upd.Title != nil {
			f.Title = title
		}
		if upd.Description != nil {
			f.Description = *upd.Description
		}
		if upd.Active != nil {
			f.Active = *upd.Active
		}
		if upd.RequireChallenge != nil {
			f.RequireChallenge = *upd.RequireChallenge
		}
		if upd.MaxResponses != nil {
			f.MaxResponses = *upd.MaxResponses
		}
		if upd.OpensAt != nil {
			f.OpensAt = utc(*upd.OpensAt)
		}
		if upd.ClosesAt != nil {
			f.ClosesAt = utc(*upd.ClosesAt)
		}
		if err := checkSchedule(f); err != nil {
			return err
		}
		if upd.Questions != nil {
			before := f.Images()
			questions, err := buildQuestions(*upd.Questions, f)
			if err != nil {
				return err
			}
			f.Questions = questions
			dropped = without(before, f.Images())
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.deleteImages(ctx, dropped)
	return f, nil
}

// SetActive opens (true) or closes the form id of the caller's
// organization to responses; see UpdateForm for the errors.
func (s *Service) SetActive(ctx context.Context, id string, active bool) (*Form, error) {
	return s.UpdateForm(ctx, id, FormUpdate{Active: &active})
}

// change runs fn on the form id of the caller's organization, locked in a
// transaction, and stores what fn changed, for a caller who may change the
// form (Form.ManagedBy).
func (s *Service) change(ctx context.Context, id string, fn func(f *Form) error) (*Form, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	var f *Form
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if f, err = s.findManaged(ctx, p, id, true); err != nil {
			return err
		}
		if err := fn(f); err != nil {
			return err
		}
		f.UpdatedAt = s.now()
		return s.store.UpdateForm(ctx, f)
	})
	s.bySlug.Clear()
	if err != nil {
		return nil, err
	}
	return f, nil
}

// DeleteForm deletes the form id of the caller's organization with its
// responses (and what the response delete hooks keep of them, see
// AddResponseDeleteHook), analyses, text summaries and images. It returns
// INVALID_TOKEN without a principal, NOT_FOUND, and FORBIDDEN when the
// caller is a user who did not create the form (see Form.ManagedBy).
func (s *Service) DeleteForm(ctx context.Context, id string) error {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return err
	}
	var images []string
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		// Locked first, so that what refers to the form (LockForm)
		// either committed before the hooks run or waits and finds
		// nothing.
		f, err := s.findManaged(ctx, p, id, true)
		if err != nil {
			return err
		}
		images = f.Images()
		for _, h := range s.onDelete {
			if err := h(ctx, p.OrgID, id); err != nil {
				return err
			}
		}
		if err := s.formResponsesDeleted(ctx, p.OrgID, id); err != nil {
			return err
		}
		if err := s.store.DeleteForm(ctx, p.OrgID, id); err != nil {
			return err
		}
		return audit.Record(ctx, s.deps.Audit, audit.Entry{
			OrgID: p.OrgID, Action: audit.ActionFormDeleted, TargetType: audit.TargetForm, TargetID: id,
			Details: map[string]any{"title": f.Title},
		})
	})
	s.bySlug.Clear()
	if err != nil {
		return err
	}
	s.deleteImages(ctx, images)
	return nil
}

// cleanTitle trims a form title and checks it: 1 to MaxTitle characters
// of text.
func cleanTitle(title string) (string, error) {
	title = strings.TrimSpace(title)
	if title == "" {
		return "", feedbackkit.Invalid("title", "is required")
	}
	if err := feedbackkit.CheckName("title", title, MaxTitle); err != nil {
		return "", err
	}
	return title, nil
}

// newID returns the id of a new form, question, option, response or
// result: a UUIDv7, as every id of feedbackkit. Question and option ids of
// forms made before are 12 random characters: an id is an opaque string.
func newID() string { return uuid.Must(uuid.NewV7()).String() }

// newSlug returns a new slug for a form titled title: the title's words
// in lower-case ASCII letters and digits, joined by hyphens, at most 40
// characters, then a hyphen and 8 random characters.
func newSlug(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		if b.Len() >= 40 {
			break
		}
		switch {
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		default:
			dash = true
		}
	}
	if b.Len() > 0 {
		b.WriteByte('-')
	}
	return b.String() + randomString(8)
}

// randomString returns n random characters of a 32-letter alphabet of
// lower-case letters and digits (without 0, 1, l and o, which read alike).
func randomString(n int) string {
	const alphabet = "abcdefghijkmnpqrstuvwxyz23456789"
	buf := make([]byte, n)
	_, _ = rand.Read(buf) // crypto/rand.Read never fails
	for i, c := range buf {
		buf[i] = alphabet[int(c)%len(alphabet)]
	}
	return string(buf)
}

// CountForms returns how many forms the organization orgID has, for the
// usage orgs reports to system admins (an orgs.Counter). It checks no
// principal: the caller has.
func (s *Service) CountForms(ctx context.Context, orgID string) (int, error) {
	return s.store.CountForms(ctx, orgID)
}
