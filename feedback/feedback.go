// Package feedback manages feedback items: public submission into rooms
// (directly or through the embedded widget), the AI analysis of each item,
// listing with filters and full-text search, trends, word clouds, bulk
// deletion, serious concerns with their resolution, and moderation flags.
//
// Every item is analysed. The offline analyser runs inline before the
// commit (it takes microseconds); a remote analyser runs later, in a River
// job committed with the item, which retries until it answers while the
// offline verdict is stored meanwhile. A slow or failing analyser never
// delays or fails a submission. Work that follows a serious concern runs
// in a job committed with the item, through the ConcernHandlers of Config.
//
// Rooms, organization tags and personal tags come from other packages
// through the small interfaces Rooms, OrgTags and Users.
package feedback

import (
	"context"
	"embed"
	"io/fs"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
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
	InstructorID string // the instructorId the item was submitted for
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
	Reasoning   analysis.Reasoning
	Concern     Concern
	Moderation  analysis.Moderation
	// AnalysisPending is true while a job is to (re)analyse the item.
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

// Room is what submission needs to know about the room an item goes into.
type Room struct {
	ID        string
	OrgID     string
	Name      string
	CreatorID string
	Active    bool
	// Tags are the room's custom tags (happy, neutral and sad together).
	Tags []string
}

// Rooms finds rooms for feedback. RoomsOf adapts the rooms package's
// *rooms.Service to it; tests may use a table.
type Rooms interface {
	// ResolveRoom returns the room named eventName (case-insensitively) of
	// the user whose instructorId is instructorID, or NOT_FOUND. It needs no
	// principal: submission is public.
	ResolveRoom(ctx context.Context, instructorID, eventName string) (*Room, error)
	// FindRoomByName returns the room named eventName in the caller's
	// organization, or NOT_FOUND.
	FindRoomByName(ctx context.Context, eventName string) (*Room, error)
	// VisibleRoomIDs returns the ids of the rooms of the caller's
	// organization that the caller may see.
	VisibleRoomIDs(ctx context.Context) ([]string, error)
}

// OrgTags gives an organization's general tags; *orgs.Service implements it.
type OrgTags interface {
	GeneralTags(ctx context.Context, orgID string) ([]string, error)
}

// Users finds accounts, for a room creator's personal tags;
// *identity.Service implements it.
type Users interface {
	FindUserByID(ctx context.Context, id string) (*identity.User, error)
}

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the tables of the feedback package.
func Migrate(ctx context.Context, db *bun.DB) error {
	sub, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return err
	}
	return database.Migrate(ctx, db, "feedback", sub)
}
