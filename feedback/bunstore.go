package feedback

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the tables of the feedback package
// (feedback_items, its full-text index on SQLite, and feedback_daily, the
// per-day counts that triggers keep), which BunStore uses.
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "feedback", migrations)
}

// BunStore is the Store of a Bun database (PostgreSQL or SQLite), on the
// tables that Migrate creates. Full-text search uses a tsvector column
// with a GIN index on PostgreSQL and an FTS5 table on SQLite. Totals and
// trends read per-day counts of the items (feedback_daily), which triggers
// keep in step with every change of feedback_items, so that their cost
// grows with days rather than items.
type BunStore struct {
	database.Store // InTx, and Conn for the statements
	inserts        *database.Batcher[*itemRow]
	walkRows       int // see findSearchPage
}

// NewBunStore returns the Store of db. Submissions outside a transaction
// are inserted by a database.Batcher, in multi-row INSERTs (on PostgreSQL
// one prepared statement for any number of rows, see pgInsertItems).
func NewBunStore(db *bun.DB) *BunStore {
	insert := func(ctx context.Context, rows []*itemRow) error {
		return insertItems(ctx, db, &rows)
	}
	if database.IsPostgres(db) {
		insert = func(ctx context.Context, rows []*itemRow) error {
			return pgInsertItems(ctx, db, rows)
		}
	}
	return &BunStore{Store: database.Store{DB: db}, inserts: database.NewBatcher(insert), walkRows: walkRows}
}

var _ Store = (*BunStore)(nil)

// InsertItem implements ItemStore. Outside a transaction the row joins the
// INSERT of the rows of concurrent calls (see database.Batcher).
func (s *BunStore) InsertItem(ctx context.Context, it *Item) error {
	row := rowFromItem(it)
	var err error
	if database.InTransaction(ctx) {
		err = insertItems(ctx, s.Conn(ctx), row)
	} else {
		err = s.inserts.Write(ctx, row)
	}
	if database.IsForeignKeyViolation(err) {
		return feedbackkit.Errorf(feedbackkit.CodeNotFound, "room not found: it was renamed or deleted")
	}
	return database.Translate(err, "feedback")
}

// insertItems inserts rows, an *itemRow or a *[]*itemRow, with conn. Bun
// writes their nil columns as DEFAULT and would read those columns back
// (RETURNING), which nothing needs: Returning("NULL") leaves that out.
func insertItems(ctx context.Context, conn bun.IDB, rows any) error {
	_, err := conn.NewInsert().Model(rows).Returning("NULL").Exec(ctx)
	return err
}

// FindItem implements ItemStore.
func (s *BunStore) FindItem(ctx context.Context, orgID, id string) (*Item, error) {
	return s.findItem(ctx, orgID, id, "")
}

// FindItemForUpdate implements ItemStore: on PostgreSQL it selects the row
// FOR UPDATE.
func (s *BunStore) FindItemForUpdate(ctx context.Context, orgID, id string) (*Item, error) {
	if !database.InTransaction(ctx) {
		return nil, errors.New("feedback: FindItemForUpdate outside a transaction")
	}
	return s.findItem(ctx, orgID, id, "UPDATE")
}

// FindItemForKeyShare implements ItemStore: on PostgreSQL it selects the
// row FOR KEY SHARE, as LockItems does.
func (s *BunStore) FindItemForKeyShare(ctx context.Context, orgID, id string) (*Item, error) {
	if !database.InTransaction(ctx) {
		return nil, errors.New("feedback: FindItemForKeyShare outside a transaction")
	}
	return s.findItem(ctx, orgID, id, "KEY SHARE")
}

// findItem loads the item id of the organization orgID, or NOT_FOUND; with
// a lock strength ("UPDATE", "KEY SHARE"), it locks the row so on
// PostgreSQL.
func (s *BunStore) findItem(ctx context.Context, orgID, id, lock string) (*Item, error) {
	var row itemRow
	q := s.Conn(ctx).NewSelect().Model(&row).ColumnExpr(itemColumns).
		Where("f.organization_id = ?", orgID).
		Where("f.id = ?", id)
	if lock != "" && database.IsPostgres(s.DB) {
		q = q.For(lock)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, database.Translate(err, "feedback")
	}
	return row.item(), nil
}

// UpdateAnalysis implements ItemStore.
func (s *BunStore) UpdateAnalysis(ctx context.Context, it *Item) error {
	return s.updateColumns(ctx, it, "analysis",
		"sentiment", "ai_sentiment", "confidence", "model", "language", "reasoning",
		"is_concern", "concern_reason", "concern_categories", "concern_confidence",
		"flagged", "flag_reasons", "analysis_pending", "analyzed_at")
}

// UpdateResolution implements ItemStore.
func (s *BunStore) UpdateResolution(ctx context.Context, it *Item) error {
	return s.updateColumns(ctx, it, "resolution", "resolved", "resolved_at", "resolved_by")
}

// updateColumns stores the columns of it, or returns NOT_FOUND when its
// organization has no item it.ID; what names the change in other errors.
func (s *BunStore) updateColumns(ctx context.Context, it *Item, what string, columns ...string) error {
	res, err := s.Conn(ctx).NewUpdate().Model(rowFromItem(it)).
		Column(columns...).
		Where("organization_id = ?", it.OrgID).
		Where("id = ?", it.ID).
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("feedback: update %s: %w", what, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return feedbackkit.NotFound("feedback")
	}
	return nil
}

// DeleteItems implements ItemStore.
func (s *BunStore) DeleteItems(ctx context.Context, orgID string, ids []string) ([]string, error) {
	return s.deleteReturning(ctx, "delete", orgID, bun.List(ids))
}

// deleteReturning deletes the items of the organization orgID whose ids
// sel gives (a list or a subquery) and returns the ids of those it
// deleted; what names the deletion in its error. On PostgreSQL it first
// locks the rows FOR UPDATE in the order of their ids, in the same
// statement, as LockItems takes its locks: a deletion and a job that
// locks items against it then never wait for each other crosswise (a
// deadlock).
func (s *BunStore) deleteReturning(ctx context.Context, what, orgID string, sel any) ([]string, error) {
	if database.IsPostgres(s.DB) {
		sel = s.Conn(ctx).NewSelect().Model((*itemRow)(nil)).Column("f.id").
			Where("f.organization_id = ?", orgID).Where("f.id IN (?)", sel).
			Order("f.id").For("UPDATE")
	}
	ids := []string{}
	err := s.Conn(ctx).NewDelete().Model((*itemRow)(nil)).
		Where("organization_id = ?", orgID).
		Where("id IN (?)", sel).
		Returning("id").Scan(ctx, &ids)
	if err != nil {
		return nil, fmt.Errorf("feedback: %s: %w", what, err)
	}
	return ids, nil
}

// RenameRoomItems implements ItemStore.
func (s *BunStore) RenameRoomItems(ctx context.Context, orgID, roomID, name string) error {
	_, err := s.Conn(ctx).NewUpdate().Model((*itemRow)(nil)).
		Set("event_type = ?", name).
		Where("organization_id = ?", orgID).
		Where("room_id = ?", roomID).
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("feedback: rename room: %w", err)
	}
	return nil
}

// DeleteRoomItems implements ItemStore.
func (s *BunStore) DeleteRoomItems(ctx context.Context, orgID, roomID string, limit int) ([]string, error) {
	some := s.Conn(ctx).NewSelect().Model((*itemRow)(nil)).Column("id").
		Where("organization_id = ?", orgID).Where("room_id = ?", roomID).Limit(int64(limit))
	return s.deleteReturning(ctx, "delete room", orgID, some)
}

// itemRow is the Bun model of the feedback_items table. On SQLite the table
// also has a seq INTEGER PRIMARY KEY, the stable rowid of its FTS5 index,
// which the model leaves to SQLite; on PostgreSQL it has the generated
// search_vector column.
type itemRow struct {
	bun.BaseModel `bun:"table:feedback_items,alias:f"`

	ID                  string             `bun:"id"`
	OrgID               string             `bun:"organization_id"`
	RoomID              string             `bun:"room_id"`
	EventType           string             `bun:"event_type"`
	InstructorID        string             `bun:"instructor_id"`
	Source              string             `bun:"source"`
	PageURL             string             `bun:"page_url"`
	Text                string             `bun:"feedback"`
	Tags                []string           `bun:"tags"`
	Sentiment           string             `bun:"sentiment"`
	RespondentSentiment *string            `bun:"respondent_sentiment"`
	AISentiment         *string            `bun:"ai_sentiment"`
	Confidence          float64            `bun:"confidence"`
	Model               string             `bun:"model"`
	Language            string             `bun:"language"`
	Reasoning           analysis.Reasoning `bun:"reasoning"`
	IsConcern           bool               `bun:"is_concern"`
	ConcernReason       string             `bun:"concern_reason"`
	ConcernCategories   []string           `bun:"concern_categories"`
	ConcernConfidence   float64            `bun:"concern_confidence"`
	Resolved            bool               `bun:"resolved"`
	ResolvedAt          *time.Time         `bun:"resolved_at"`
	ResolvedBy          *string            `bun:"resolved_by"`
	Flagged             bool               `bun:"flagged"`
	FlagReasons         []string           `bun:"flag_reasons"`
	AnalysisPending     bool               `bun:"analysis_pending"`
	AnalyzedAt          *time.Time         `bun:"analyzed_at"`
	CreatedAt           time.Time          `bun:"created_at"`
}

// itemColumns are the columns of itemRow, qualified by the alias f, for
// queries that must not select the dialect-specific columns.
const itemColumns = "f.id, f.organization_id, f.room_id, f.event_type, f.instructor_id, f.source, f.page_url, " +
	"f.feedback, f.tags, f.sentiment, f.respondent_sentiment, f.ai_sentiment, f.confidence, f.model, f.language, f.reasoning, " +
	"f.is_concern, f.concern_reason, f.concern_categories, f.concern_confidence, f.resolved, f.resolved_at, " +
	"f.resolved_by, f.flagged, f.flag_reasons, f.analysis_pending, f.analyzed_at, f.created_at"

// rowFromItem returns the row of it.
func rowFromItem(it *Item) *itemRow {
	r := &itemRow{
		ID:                it.ID,
		OrgID:             it.OrgID,
		RoomID:            it.RoomID,
		EventType:         it.EventType,
		InstructorID:      it.InstructorID,
		Source:            it.Source,
		PageURL:           it.PageURL,
		Text:              it.Text,
		Tags:              nonNil(it.Tags),
		Sentiment:         string(it.Sentiment),
		Confidence:        it.Confidence,
		Model:             it.Model,
		Language:          it.Language,
		Reasoning:         it.Reasoning,
		IsConcern:         it.Concern.IsSerious,
		ConcernReason:     it.Concern.Reason,
		ConcernCategories: nonNil(it.Concern.Categories),
		ConcernConfidence: it.Concern.Confidence,
		Resolved:          it.Concern.Resolved,
		ResolvedAt:        utcPtr(it.Concern.ResolvedAt),
		Flagged:           it.Moderation.Flagged,
		FlagReasons:       nonNil(it.Moderation.Reasons),
		AnalysisPending:   it.AnalysisPending,
		AnalyzedAt:        utcPtr(it.AnalyzedAt),
		CreatedAt:         it.CreatedAt.UTC(),
	}
	if r.Reasoning.Signals == nil {
		r.Reasoning.Signals = []analysis.Signal{}
	}
	if it.RespondentSentiment != "" {
		s := string(it.RespondentSentiment)
		r.RespondentSentiment = &s
	}
	if it.AISentiment != "" {
		s := string(it.AISentiment)
		r.AISentiment = &s
	}
	if it.Concern.ResolvedBy != "" {
		r.ResolvedBy = &it.Concern.ResolvedBy
	}
	return r
}

// item returns the item of r.
func (r *itemRow) item() *Item {
	it := &Item{
		ID:           r.ID,
		OrgID:        r.OrgID,
		RoomID:       r.RoomID,
		EventType:    r.EventType,
		InstructorID: r.InstructorID,
		Source:       r.Source,
		PageURL:      r.PageURL,
		Text:         r.Text,
		Tags:         nonNil(r.Tags),
		Sentiment:    analysis.Sentiment(r.Sentiment),
		Confidence:   r.Confidence,
		Model:        r.Model,
		Language:     r.Language,
		Reasoning:    r.Reasoning,
		Concern: Concern{
			IsSerious:  r.IsConcern,
			Reason:     r.ConcernReason,
			Categories: nonNil(r.ConcernCategories),
			Confidence: r.ConcernConfidence,
			Resolved:   r.Resolved,
			ResolvedAt: utcPtr(r.ResolvedAt),
		},
		Moderation:      analysis.Moderation{Flagged: r.Flagged, Reasons: nonNil(r.FlagReasons)},
		AnalysisPending: r.AnalysisPending,
		AnalyzedAt:      utcPtr(r.AnalyzedAt),
		CreatedAt:       r.CreatedAt.UTC(),
	}
	if it.Reasoning.Signals == nil {
		it.Reasoning.Signals = []analysis.Signal{}
	}
	if r.RespondentSentiment != nil {
		it.RespondentSentiment = analysis.Sentiment(*r.RespondentSentiment)
	}
	if r.AISentiment != nil {
		it.AISentiment = analysis.Sentiment(*r.AISentiment)
	}
	if r.ResolvedBy != nil {
		it.Concern.ResolvedBy = *r.ResolvedBy
	}
	return it
}

// utcPtr returns t in UTC, nil for nil.
func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}
