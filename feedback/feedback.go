// Package feedback manages feedback items: public submission into rooms
// (directly or through the embedded widget), the AI analysis of each item,
// listing with filters and full-text search, trends, word clouds, bulk
// deletion, serious concerns with their resolution, and moderation flags.
//
// # Service and Store
//
// Service holds the rules: who may see and do what (admins and owners see
// every item of their organization, users the items of the rooms visible
// to them), validation, pagination, analysis, the jobs that follow a
// submission and the events told to Subscribers. It keeps the items in a
// Store, the seam a host program may replace or wrap (caching, metrics,
// its own tables) or fake in its tests. BunStore, from NewBunStore, is
// feedbackkit's own Store on PostgreSQL or SQLite, on the tables that
// Migrate creates: it searches with tsvector or FTS5 and computes trends
// and pages in SQL.
//
// A transaction travels in the context.Context: the Store's InTx gives fn a
// context whose Store calls, and the jobs queued through the Enqueuer,
// commit together, and the items of a room renamed or deleted through a
// rooms.Service that Service.FollowRooms follows change in the rooms
// package's transaction the same way.
//
// # Analysis
//
// Every item with a text is analysed by the one Analyzer of Config (the
// offline analysis.Local by default). Submit runs it inline, within
// Config.InlineTimeout. When it fails or times out, the item is stored all
// the same, with AnalysisPending and a provisional neutral sentiment
// unless the respondent chose one, and a feedback.analyze job committed
// with it runs the same Analyzer later, retrying until it answers. A slow
// or failing analyser thus never delays a submission beyond InlineTimeout
// nor fails it. An OpenAI-compatible provider (analysis.OpenAI) wrapped in
// an analysis.Fallback to the offline model takes the same path: the job
// analyses what the provider did not answer within InlineTimeout, and the
// offline model answers there when the provider fails.
//
// An item that is analysed at once, is no serious concern and that no
// ItemHook wants has nothing to commit with it: the BunStore joins it to
// the multi-row INSERT of the submissions arriving at the same time. Work that follows a serious
// concern runs in a feedback.serious_concern job committed with the item,
// through the ConcernHandlers of Config.
//
// # Events
//
// The Subscribers of Config are told of EventItemCreated for every
// accepted submission and of EventConcernFlagged for every item that
// becomes a serious concern, once the change is committed (see
// Subscriber). What must not be lost when the process stops right after
// the commit is written in the item's transaction by an ItemHook instead
// (the webhooks' deliveries).
//
// Rooms, organization tags and personal tags come from other packages
// through the small interfaces Rooms, OrgTags and Users.
package feedback

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// MaxTextLength is the longest feedback text accepted, in characters.
const MaxTextLength = 5000

// MaxPageURLLength is the longest widget page URL accepted, in bytes.
const MaxPageURLLength = 2048

// MaxDeleteIDs is the largest number of ids one bulk deletion accepts.
const MaxDeleteIDs = 1000

// MaxSearchLength is the longest search query accepted, in characters.
const MaxSearchLength = 500

// maxSearchTokens bounds the words of a search query that are used.
const maxSearchTokens = 32

// Sources of an item.
const (
	SourceRoom   = "room"   // POST /api/feedback/submit
	SourceWidget = "widget" // POST /api/widget/submit
)

// Item is a feedback item with its analysis.
type Item struct {
	ID           string
	OrgID        string
	RoomID       string
	EventType    string // the room's name, kept in step with renames
	InstructorID string // the instructorId the item was submitted for, in the case of its account
	Source       string // SourceRoom or SourceWidget
	PageURL      string // the page the widget was embedded in, "" otherwise
	Text         string // the feedback text, "" when only a sentiment was given
	Tags         []string
	// Sentiment is the respondent's choice or, when they made none, the AI's.
	Sentiment analysis.Sentiment
	// RespondentSentiment is the respondent's choice, "" when none.
	RespondentSentiment analysis.Sentiment
	// AISentiment is the analyser's verdict, "" before any analysis and for
	// items without text.
	AISentiment analysis.Sentiment
	Confidence  float64
	Model       string
	// Language is the language of Text as the analyser detected it (ISO
	// 639-1, see analysis.DetectLanguage), "" when it could not tell or
	// before any analysis.
	Language   string
	Reasoning  analysis.Reasoning
	Concern    Concern
	Moderation analysis.Moderation
	// AnalysisPending is true while the feedback.analyze job is to
	// analyse the item, as the inline analysis failed.
	AnalysisPending bool
	AnalyzedAt      *time.Time
	CreatedAt       time.Time
}

// Concern is the serious-concern state of an item.
type Concern struct {
	IsSerious  bool
	Reason     string
	Categories []string
	Confidence float64
	Resolved   bool
	ResolvedAt *time.Time
	ResolvedBy string // user id, "" when unresolved
}

// Rooms finds rooms for feedback; *rooms.Service implements it, and tests
// may use a table.
type Rooms interface {
	// ResolveRoom returns the room named eventName (case-insensitively) of
	// the user whose instructorId is instructorID, or NOT_FOUND. It needs no
	// principal: submission is public.
	ResolveRoom(ctx context.Context, instructorID, eventName string) (*rooms.Room, error)
	// FindRoomByName returns the room named eventName in the caller's
	// organization, or NOT_FOUND.
	FindRoomByName(ctx context.Context, eventName string) (*rooms.Room, error)
	// VisibleRoomIDs returns the ids of the rooms of the caller's
	// organization that the caller may see.
	VisibleRoomIDs(ctx context.Context) ([]string, error)
}

var _ Rooms = (*rooms.Service)(nil)

// OrgTags gives an organization's general tags; *orgs.Service implements it.
type OrgTags interface {
	GeneralTags(ctx context.Context, orgID string) ([]string, error)
}

// Users finds accounts, for a room creator's personal tags;
// *identity.Service implements it.
type Users interface {
	FindUserByID(ctx context.Context, id string) (*identity.User, error)
}
