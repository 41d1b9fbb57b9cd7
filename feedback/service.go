package feedback

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// Defaults of Config.
const (
	DefaultInlineTimeout     = 50 * time.Millisecond
	DefaultAnalyzeTimeout    = 30 * time.Second
	DefaultMaxWordCloudTexts = 1000
)

// Config configures a Service. The zero value is ready to use.
type Config struct {
	// Analyzer analyses every text (FEEDBACKD_AI). Default: the offline
	// analysis.Local. Submit runs it inline, within InlineTimeout; when it
	// fails or takes longer, the item is stored with AnalysisPending and a
	// provisional neutral sentiment (unless the respondent chose one), and
	// a feedback.analyze job runs the same Analyzer later, with retries.
	// A remote provider is best wrapped in an analysis.Fallback to the
	// offline model, which answers when the provider fails (app does so
	// for an analysis.OpenAI).
	Analyzer analysis.Analyzer
	// InlineTimeout bounds the inline analysis of a submission (default
	// DefaultInlineTimeout). The Analyzer must return when its context is
	// done.
	InlineTimeout time.Duration
	// AnalyzeTimeout bounds one attempt of a feedback.analyze job and the
	// serious-concern test (default DefaultAnalyzeTimeout).
	AnalyzeTimeout time.Duration
	// ConcernHandlers run, in a feedback.serious_concern job, for each item
	// that becomes a serious concern, after the job has logged it. A
	// failing handler makes the job retry (all handlers run again, so they
	// must be idempotent).
	ConcernHandlers []ConcernHandler
	// MaxWordCloudTexts bounds the texts a word cloud reads: the most
	// recent ones matching the filter (default DefaultMaxWordCloudTexts).
	MaxWordCloudTexts int
	// Challenges verifies the proof-of-work solutions of submissions to
	// rooms that require one (*challenge.Service). Without it such rooms
	// refuse every submission with CHALLENGE_FAILED.
	Challenges Challenges
	// Subscribers are told of new items and serious concerns once they
	// are committed (see Subscriber).
	Subscribers []Subscriber
	// Logger receives analysis failures, serious concerns and panics of
	// Subscribers; nil discards.
	Logger *slog.Logger
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// NewID returns the id of a new item; nil means a UUIDv7 string.
	NewID func() string
}

// Challenges verifies a proof-of-work solution and uses it up; it returns
// CHALLENGE_FAILED for a missing, invalid, expired or used one.
type Challenges interface {
	Verify(ctx context.Context, solution string) error
}

// ConcernHandler acts on an item that has become a serious concern
// (notifications, tickets). It runs in a River job, with retries.
type ConcernHandler interface {
	HandleSeriousConcern(ctx context.Context, it *Item) error
}

// Deps are the components a Service works with.
type Deps struct {
	// Queue takes the follow-up jobs of submissions (register the workers
	// with AddWorkers before the jobs client starts). Required.
	Queue feedbackkit.Enqueuer
	// Rooms finds the rooms items go to (the rooms Service). Required.
	Rooms Rooms
	// OrgTags gives organizations' general tags. Optional: without it,
	// organizations have none.
	OrgTags OrgTags
	// Users gives room creators' personal tags. Optional: without it,
	// creators have none.
	Users Users
	// Audit records the deletions and exports of feedback in the audit
	// log. Optional: without it, nothing is recorded.
	Audit audit.Recorder
}

// Service manages feedback items: it decides who may do and see what,
// validates, analyses, queues the follow-up jobs and tells Subscribers, and
// leaves the storage to its Store.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store       Store
	deps        Deps
	cfg         Config
	itemHooks   []ItemHook   // see AddItemHook
	deleteHooks []DeleteHook // see AddDeleteHook
}

// NewService returns a Service storing items in store, finding rooms and
// inserting its jobs through deps. It returns an error when a required
// dependency is missing.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil || deps.Queue == nil || deps.Rooms == nil {
		return nil, errors.New("feedback: NewService needs a Store, Deps.Queue and Deps.Rooms")
	}
	if cfg.Analyzer == nil {
		cfg.Analyzer = analysis.NewLocal()
	}
	if cfg.InlineTimeout <= 0 {
		cfg.InlineTimeout = DefaultInlineTimeout
	}
	if cfg.AnalyzeTimeout <= 0 {
		cfg.AnalyzeTimeout = DefaultAnalyzeTimeout
	}
	if cfg.MaxWordCloudTexts <= 0 {
		cfg.MaxWordCloudTexts = DefaultMaxWordCloudTexts
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.NewID == nil {
		cfg.NewID = func() string { return uuid.Must(uuid.NewV7()).String() }
	}
	return &Service{store: store, deps: deps, cfg: cfg}, nil
}

// now is the time of the clock in UTC, at the databases' precision
// (microseconds), so that what a write returns equals what a read returns.
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// AddWorkers registers the workers of the feedback.analyze,
// feedback.serious_concern and feedback.compact_counts jobs in workers.
// Call it before the jobs client starts.
func (s *Service) AddWorkers(workers *river.Workers) {
	river.AddWorker(workers, &analyzeWorker{s: s})
	river.AddWorker(workers, &concernWorker{s: s})
	river.AddWorker(workers, river.WorkFunc(func(ctx context.Context, _ *river.Job[CompactCountsArgs]) error {
		return s.CompactCounts(ctx) // a failure is retried
	}))
}

// Submission is a respondent's feedback.
type Submission struct {
	// InstructorID and EventType identify the room: the room named
	// EventType of the user whose instructorId is InstructorID.
	InstructorID string
	EventType    string
	// Text is the free text (at most MaxTextLength characters), "" for
	// none. Its vertical tabs, form feeds, next lines (U+0085) and line
	// and paragraph separators (U+2028, U+2029) are stored as line breaks
	// (feedbackkit.CleanText).
	Text string
	// Sentiment is the respondent's choice, "" to let the AI decide.
	Sentiment string
	// Tags must be among the room's custom tags, the organization's
	// general tags and the room creator's personal tags.
	Tags []string
	// Source is SourceRoom (the default) or SourceWidget.
	Source string
	// PageURL is the absolute http(s) URL of the page the widget is
	// embedded in (widget only; optional).
	PageURL string
	// ID, when set, is the ID of the new item instead of a generated one:
	// a UUID the caller reserved so that a retried submission is stored
	// once (see package idempotency). When the room holds an item with
	// this ID already, Submit returns it and stores nothing.
	ID string
	// Solution is the solution of a proof-of-work challenge, which a room
	// with RequireChallenge needs (see package challenge); other rooms
	// ignore it.
	Solution string
}

// Submit stores a respondent's feedback and returns the item. It needs no
// principal. It returns VALIDATION_FAILED for missing or invalid fields
// (neither text nor sentiment, a text over MaxTextLength characters or
// with a control character other than tab and line breaks, an unknown
// sentiment, a tag the room does not offer, a bad page URL),
// NOT_FOUND when no room matches InstructorID and EventType (also when
// the room is renamed or deleted while the item is being stored, and no
// room has the name any more), ROOM_INACTIVE when the room is inactive,
// CHALLENGE_FAILED when the room requires a proof of work and
// sub.Solution is not a valid, unexpired, unused one (checked after
// everything else, so that a refused submission does not use it up), and
// ALREADY_EXISTS when sub.ID is the ID of an item of another room.
//
// The item is analysed inline by the Analyzer of Config, within
// InlineTimeout; a failure of that analysis leaves it to a
// feedback.analyze job committed with the item. An item that is a serious
// concern is committed with a feedback.serious_concern job, and the item
// hooks that want it (AddItemHook) write in its transaction too. Once the
// item is committed, the Subscribers are told of EventItemCreated, then of
// EventConcernFlagged for a serious concern.
func (s *Service) Submit(ctx context.Context, sub Submission) (*Item, error) {
	it, prev, err := s.admit(ctx, sub)
	if prev != nil || err != nil {
		return prev, err
	}
	analysisErr := s.analyzeInline(ctx, s.cfg.Analyzer, it)
	hooks := s.wantedHooks(ctx, it.OrgID)
	err = s.insertSubmission(ctx, it, hooks)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		// The store refused the item: its room was renamed or deleted after
		// the lookup, which may have come from a cache. Look it up again:
		// a room that still has the name takes the item, else NOT_FOUND.
		if _, err := s.placeItem(ctx, it, trimSpace(sub.EventType)); err != nil {
			return nil, err
		}
		err = s.insertSubmission(ctx, it, hooks)
	}
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
		// An earlier Submit with sub.ID committed meanwhile.
		if prev, perr := s.submitted(ctx, sub.ID, it); prev != nil || perr != nil {
			return prev, perr
		}
	}
	if err != nil {
		return nil, err
	}
	if analysisErr != nil { // said once the item, and its job, are stored
		s.cfg.Logger.WarnContext(ctx, "feedback: inline analysis failed; a job will analyse the item",
			"item_id", it.ID, "error", analysisErr)
	}
	events := []Event{{Kind: EventItemCreated, Item: it}}
	if it.Concern.IsSerious {
		events = append(events, Event{Kind: EventConcernFlagged, Item: it})
	}
	s.publish(ctx, events...)
	return it, nil
}

// Trap answers a submission that a program sent (it filled a honeypot, see
// package pages) as Submit would answer it, so that the program cannot
// tell it was caught: the same errors, in the same order, and the item
// Submit would return, analysed. It stores nothing, queues no job, tells
// no Subscriber and runs no item hook, and its analysis is the offline
// model's (analysis.Local), whatever Config.Analyzer is, so that no text
// of a program goes to an AI provider. A proof-of-work solution is
// checked and used up as Submit does.
func (s *Service) Trap(ctx context.Context, sub Submission) (*Item, error) {
	it, prev, err := s.admit(ctx, sub)
	if prev != nil || err != nil {
		return prev, err
	}
	_ = s.analyzeInline(ctx, offlineAnalyzer(), it) // a failure shows as a real one does: pending
	return it, nil
}

// offlineAnalyzer is the offline model that Trap analyses with, made once.
var offlineAnalyzer = sync.OnceValue(func() analysis.Analyzer { return analysis.NewLocal() })

// admit checks the submission sub as Submit does before it analyses and
// stores: its fields, its room and tags, then its proof of work. It
// returns the new item, with its ID, room and creation time, or the item
// the room holds under sub.ID already (prev), or the error of the first
// check that fails.
func (s *Service) admit(ctx context.Context, sub Submission) (it, prev *Item, err error) {
	if it, err = s.validateSubmission(sub); err != nil {
		return nil, nil, err
	}
	if prev, err := s.submitted(ctx, sub.ID, it); prev != nil || err != nil {
		return nil, prev, err
	}
	room, err := s.placeItem(ctx, it, it.EventType)
	if err != nil {
		return nil, nil, err
	}
	if err := s.verifyChallenge(ctx, room, sub.Solution); err != nil {
		return nil, nil, err
	}
	it.ID = sub.ID
	if it.ID == "" {
		it.ID = s.cfg.NewID()
	}
	it.CreatedAt = s.now()
	return it, nil, nil
}

// submitted returns the item id when the room of the submitted item it
// holds it already, and nil when id is "" or there is no such item yet.
func (s *Service) submitted(ctx context.Context, id string, it *Item) (*Item, error) {
	if id == "" {
		return nil, nil
	}
	room, err := s.deps.Rooms.ResolveRoom(ctx, it.InstructorID, it.EventType)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil, nil // Submit answers NOT_FOUND
	}
	if err != nil {
		return nil, err
	}
	prev, err := s.store.FindItem(ctx, room.OrgID, id)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound || (err == nil && prev.RoomID != room.ID) {
		return nil, nil
	}
	return prev, err
}

// placeItem puts the submitted item it in the room of its instructor named
// eventName: NOT_FOUND when there is none, ROOM_INACTIVE when it takes no
// feedback, VALIDATION_FAILED for tags it does not offer.
func (s *Service) placeItem(ctx context.Context, it *Item, eventName string) (*rooms.Room, error) {
	room, err := s.deps.Rooms.ResolveRoom(ctx, it.InstructorID, eventName)
	if err != nil {
		return nil, err
	}
	if !room.Active {
		return nil, feedbackkit.Errorf(feedbackkit.CodeRoomInactive, "the room %q no longer accepts feedback", room.Name)
	}
	if err := s.checkTags(ctx, room, it.Tags); err != nil {
		return nil, err
	}
	it.OrgID = room.OrgID
	it.RoomID = room.ID
	it.EventType = room.Name
	if room.CreatorInstructorID != "" {
		it.InstructorID = room.CreatorInstructorID // as its account spells it, whatever case the link had
	}
	return room, nil
}

// verifyChallenge checks, and uses up, the proof of work solution of a
// submission to room, when the room requires one.
func (s *Service) verifyChallenge(ctx context.Context, room *rooms.Room, solution string) error {
	if !room.RequireChallenge {
		return nil
	}
	if s.cfg.Challenges == nil {
		return feedbackkit.Errorf(feedbackkit.CodeChallengeFailed, "this room requires a proof of work that the server cannot check")
	}
	return s.cfg.Challenges.Verify(ctx, solution)
}

// insertSubmission stores the submitted item it with the jobs it needs
// and what hooks write for it. It returns NOT_FOUND when the store finds
// its room gone.
func (s *Service) insertSubmission(ctx context.Context, it *Item, hooks []ItemHook) error {
	if !it.AnalysisPending && !it.Concern.IsSerious && len(hooks) == 0 {
		// Without a job or a hook's write to commit alongside, the store
		// may join the row to the INSERT of the submissions arriving at
		// the same time.
		return s.store.InsertItem(ctx, it)
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.InsertItem(ctx, it); err != nil {
			return err
		}
		if it.AnalysisPending {
			if err := s.deps.Queue.Enqueue(ctx, AnalyzeArgs{OrgID: it.OrgID, ItemID: it.ID}, nil); err != nil {
				return fmt.Errorf("feedback: queue analysis: %w", err)
			}
		}
		if it.Concern.IsSerious {
			if err := s.queueConcern(ctx, it); err != nil {
				return err
			}
		}
		for _, h := range hooks {
			if err := h.ItemCreated(ctx, it); err != nil {
				return err
			}
		}
		return nil
	})
}

// validateSubmission checks the fields of sub that need no database and
// returns the item they describe.
func (s *Service) validateSubmission(sub Submission) (*Item, error) {
	it := &Item{
		InstructorID: trimSpace(sub.InstructorID),
		Text:         trimSpace(sub.Text),
		EventType:    trimSpace(sub.EventType),
		Source:       sub.Source,
	}
	eventType := it.EventType
	if it.InstructorID == "" {
		return nil, feedbackkit.Invalid("instructorId", "is required")
	}
	if err := feedbackkit.CheckString("instructorId", it.InstructorID, 200); err != nil {
		return nil, err
	}
	if eventType == "" {
		return nil, feedbackkit.Invalid("eventType", "is required")
	}
	if err := feedbackkit.CheckString("eventType", eventType, 200); err != nil {
		return nil, err
	}
	text, err := feedbackkit.CleanText("feedback", it.Text, MaxTextLength)
	if err != nil {
		return nil, err
	}
	it.Text = text
	if sub.Sentiment != "" {
		sent := analysis.Sentiment(sub.Sentiment)
		if !sent.Valid() {
			return nil, feedbackkit.Invalid("sentiment", "must be positive, neutral or negative")
		}
		it.RespondentSentiment = sent
		it.Sentiment = sent
	}
	if it.Text == "" && it.Sentiment == "" {
		return nil, feedbackkit.Invalid("feedback", "feedback or sentiment is required")
	}
	it.Tags = []string{}
	if len(sub.Tags) > 0 {
		tags, err := feedbackkit.CleanTags("tags", sub.Tags)
		if err != nil {
			return nil, err
		}
		it.Tags = tags
	}
	switch it.Source {
	case "":
		it.Source = SourceRoom
	case SourceRoom, SourceWidget:
	default:
		return nil, fmt.Errorf("feedback: unknown source %q", it.Source)
	}
	if sub.PageURL != "" {
		if it.Source != SourceWidget {
			return nil, feedbackkit.Invalid("pageUrl", "is only accepted from the widget")
		}
		u, err := checkPageURL(sub.PageURL)
		if err != nil {
			return nil, err
		}
		it.PageURL = u
	}
	return it, nil
}

// checkTags returns VALIDATION_FAILED unless every tag is one of the
// room's custom tags, the organization's general tags or the room
// creator's personal tags, compared case-insensitively. The organization
// and the creator are only asked when the room's tags do not suffice.
func (s *Service) checkTags(ctx context.Context, room *rooms.Room, tags []string) error {
	if len(tags) == 0 {
		return nil
	}
	missing := missingTags(tags, room.CustomTags.All())
	if len(missing) > 0 && s.deps.OrgTags != nil {
		general, err := s.deps.OrgTags.GeneralTags(ctx, room.OrgID)
		if err != nil {
			return err
		}
		missing = missingTags(missing, general)
	}
	if len(missing) > 0 && s.deps.Users != nil && room.CreatorID != "" {
		u, err := s.deps.Users.FindUserByID(ctx, room.CreatorID)
		switch {
		case err == nil:
			missing = missingTags(missing, u.Tags)
		case feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound:
			return err
		}
	}
	if len(missing) > 0 {
		return feedbackkit.Invalid("tags", fmt.Sprintf("%q is not a tag of this room", missing[0]))
	}
	return nil
}

// missingTags returns the tags that are not in allowed (case-insensitively).
func missingTags(tags, allowed []string) []string {
	var missing []string
	for _, t := range tags {
		found := false
		for _, a := range allowed {
			if equalFold(t, a) {
				found = true
				break
			}
		}
		if !found {
			missing = append(missing, t)
		}
	}
	return missing
}

// analyzeInline runs the analyser a on it within InlineTimeout, filling
// its verdict. When the analysis fails, it marks the item pending, with a
// provisional neutral sentiment unless the respondent chose one, and
// returns the error: a job analyses a stored item again.
func (s *Service) analyzeInline(ctx context.Context, a analysis.Analyzer, it *Item) error {
	now := s.now()
	if it.Text == "" {
		it.AnalyzedAt = &now // nothing to analyse: the respondent's choice stands
		return nil
	}
	res, err := analysis.AnalyzeWithin(ctx, a, it.Text, s.cfg.InlineTimeout)
	if err != nil {
		it.AnalysisPending = true
		if it.Sentiment == "" {
			it.Sentiment = analysis.Neutral // provisional, until the job answers
		}
		return err
	}
	applyResult(it, res, now)
	return nil
}

// ProvisionalSentiment reports whether it's Sentiment is a placeholder:
// its analysis is pending and the respondent chose none, so it stands
// until the feedback.analyze job stores the AI's.
func (it *Item) ProvisionalSentiment() bool {
	return it.AnalysisPending && it.RespondentSentiment == ""
}

// SetAnalysis sets the analysis of it from res, made at time at, as
// Submit does: the effective sentiment becomes the AI's unless the
// respondent chose one. Importers (ImportItems) use it.
func (it *Item) SetAnalysis(res *analysis.Result, at time.Time) {
	applyResult(it, res, at.UTC())
}

// applyResult sets the analysis of it from res, as a first analysis. The
// effective sentiment becomes the AI's unless the respondent chose one.
func applyResult(it *Item, res *analysis.Result, now time.Time) {
	it.AISentiment = res.Sentiment
	it.Confidence = res.Confidence
	it.Model = res.Model
	it.Language = res.Language
	it.Reasoning = res.Reasoning
	if it.RespondentSentiment != "" {
		it.Sentiment = it.RespondentSentiment
	} else {
		it.Sentiment = res.Sentiment
	}
	it.Concern.IsSerious = res.Concern.IsSerious
	if res.Concern.IsSerious {
		it.Concern.Reason = res.Concern.Reason
		it.Concern.Categories = nonNil(res.Concern.Categories)
		it.Concern.Confidence = res.Concern.Confidence
	}
	it.Moderation = analysis.Moderation{Flagged: res.Moderation.Flagged, Reasons: nonNil(res.Moderation.Reasons)}
	it.AnalyzedAt = &now
}
