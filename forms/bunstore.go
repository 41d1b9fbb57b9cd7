package forms

import (
	"context"
	"embed"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the tables of the forms package (forms_*),
// which BunStore uses. It needs the tables of orgs (forms refer to their
// organization).
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "forms", migrations)
}

// BunStore is feedbackkit's Store: forms, responses, analyses and text
// summaries in the forms_* tables (see Migrate) of a PostgreSQL or SQLite
// database, through Bun. Its methods run in the transaction the context
// carries, if any. Deleting a form deletes what refers to it: by foreign
// keys (ON DELETE CASCADE), and on PostgreSQL a response's answers and
// words by a trigger (see the migration forms_children).
type BunStore struct {
	database.Store // InTx, and Conn for the statements
	inserts        *database.Batcher[*newResponse]
}

var _ Store = (*BunStore)(nil)

// NewBunStore returns the Store of forms in db. Submissions outside a
// transaction are written by a database.Batcher, a batch at a time.
func NewBunStore(db *bun.DB) *BunStore {
	s := &BunStore{Store: database.Store{DB: db}}
	s.inserts = database.NewBatcher(s.writeResponses)
	return s
}

// formRow is the Bun model of the forms_forms table.
type formRow struct {
	bun.BaseModel `bun:"table:forms_forms"`
	formColumns
}

// formColumns are the columns of forms_forms: the fields of Form, in the
// same order with the same types, so that either converts to the other.
type formColumns struct {
	ID               string     `bun:"id,pk"`
	OrgID            string     `bun:"organization_id"`
	CreatorID        string     `bun:"creator_id"`
	Title            string     `bun:"title"`
	Description      string     `bun:"description"`
	Slug             string     `bun:"slug"`
	Active           bool       `bun:"active"`
	RequireChallenge bool       `bun:"require_challenge"`
	OpensAt          *time.Time `bun:"opens_at"`
	ClosesAt         *time.Time `bun:"closes_at"`
	// MaxResponses and Received are read from forms_quota (selectForms).
	MaxResponses *int       `bun:"max_responses,scanonly"`
	Received     int        `bun:"received,scanonly"`
	Questions    []Question `bun:"questions"`
	CreatedAt    time.Time  `bun:"created_at"`
	UpdatedAt    time.Time  `bun:"updated_at"`
}

func (row *formRow) form() *Form {
	f := Form(row.formColumns)
	return &f
}

// formErr translates a missing row into NOT_FOUND and a taken slug into
// ALREADY_EXISTS.
func formErr(err error) error {
	if database.IsUniqueViolation(err) {
		return feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "a form with this slug exists already")
	}
	return database.Translate(err, "form")
}

// quotaRow is the Bun model of forms_quota: the quota of a form and the
// responses it has received, which only the writer of responses changes
// (see writeResponses).
type quotaRow struct {
	bun.BaseModel `bun:"table:forms_quota"`
	FormID        string `bun:"form_id,pk"`
	MaxResponses  *int   `bun:"max_responses"`
	Received      int    `bun:"received"`
}

// selectForms selects forms into model with their quota and count of
// received responses.
func selectForms(db bun.IDB, model any) *bun.SelectQuery {
	return db.NewSelect().Model(model).
		ColumnExpr("?TableAlias.*").
		ColumnExpr("(SELECT q.max_responses FROM forms_quota AS q WHERE q.form_id = ?TableAlias.id) AS max_responses").
		ColumnExpr("COALESCE((SELECT q.received FROM forms_quota AS q WHERE q.form_id = ?TableAlias.id), 0) AS received")
}

// CreateForm implements Store.
func (s *BunStore) CreateForm(ctx context.Context, f *Form) error {
	return s.InTx(ctx, func(ctx context.Context) error {
		db := s.Conn(ctx)
		if _, err := db.NewInsert().Model(&formRow{formColumns: formColumns(*f)}).Exec(ctx); err != nil {
			return formErr(err)
		}
		_, err := db.NewInsert().Model(&quotaRow{FormID: f.ID, MaxResponses: f.MaxResponses}).Exec(ctx)
		return err
	})
}

// UpdateForm implements Store.
func (s *BunStore) UpdateForm(ctx context.Context, f *Form) error {
	return s.InTx(ctx, func(ctx context.Context) error {
		db := s.Conn(ctx)
		res, err := db.NewUpdate().Model(&formRow{formColumns: formColumns(*f)}).
			Column("title", "description", "active", "require_challenge", "opens_at", "closes_at", "questions", "updated_at").
			Where("id = ?", f.ID).
			Where("organization_id = ?", f.OrgID).
			Exec(ctx)
		if err := database.Affected(res, err, errNoForm()); err != nil {
			return err
		}
		_, err = db.NewInsert().Model(&quotaRow{FormID: f.ID, MaxResponses: f.MaxResponses}).
			On("CONFLICT (form_id) DO UPDATE").
			Set("max_responses = EXCLUDED.max_responses").
			Exec(ctx)
		return err
	})
}

// DeleteForm implements Store.
//
// It deletes the form's counts before the form, in the order in which a
// concurrent write of responses locks them (forms_activity, then
// forms_answer_counts, then the form through the foreign keys), so that
// the two wait for each other instead of deadlocking; forms_quota, which
// the writer changes last, follows.
func (s *BunStore) DeleteForm(ctx context.Context, orgID, id string) error {
	return s.InTx(ctx, func(ctx context.Context) error {
		db := s.Conn(ctx)
		for _, model := range []any{(*activityRow)(nil), (*answerCountRow)(nil), (*quotaRow)(nil)} {
			_, err := db.NewDelete().Model(model).
				Where("form_id IN (SELECT id FROM forms_forms WHERE id = ? AND organization_id = ?)", id, orgID).
				Exec(ctx)
			if err != nil {
				return err
			}
		}
		res, err := db.NewDelete().Model((*formRow)(nil)).
			Where("id = ?", id).
			Where("organization_id = ?", orgID).
			Exec(ctx)
		return database.Affected(res, err, errNoForm())
	})
}

// FindForm implements Store.
func (s *BunStore) FindForm(ctx context.Context, orgID, id string, forUpdate bool) (*Form, error) {
	if !maybeFormID(id) {
		return nil, errNoForm()
	}
	var row formRow
	q := selectForms(s.Conn(ctx), &row).Where("id = ?", id).Where("organization_id = ?", orgID)
	if forUpdate && database.IsPostgres(s.DB) {
		// NO KEY UPDATE: the lock of a change, which lets responses (whose
		// foreign key takes KEY SHARE) be written meanwhile.
		q = q.For("NO KEY UPDATE OF ?TableAlias")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, formErr(err)
	}
	return row.form(), nil
}

// maybeFormID reports whether id could be a form's (a UUID): a malformed
// id is answered NOT_FOUND without reaching PostgreSQL, which cannot even
// compare text holding a NUL byte.
func maybeFormID(id string) bool {
	if len(id) != 36 {
		return false
	}
	for _, r := range id {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r == '-') {
			return false
		}
	}
	return true
}

// FindFormBySlug implements Store.
func (s *BunStore) FindFormBySlug(ctx context.Context, slug string) (*Form, error) {
	var row formRow
	if err := selectForms(s.Conn(ctx), &row).Where("slug = ?", slug).Scan(ctx); err != nil {
		return nil, formErr(err)
	}
	return row.form(), nil
}

// FindForms implements Store.
func (s *BunStore) FindForms(ctx context.Context, orgID string) ([]*Form, error) {
	var rows []formRow
	err := selectForms(s.Conn(ctx), &rows).
		Where("organization_id = ?", orgID).
		Order("created_at DESC", "id DESC").
		Scan(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*Form, len(rows))
	for i := range rows {
		out[i] = rows[i].form()
	}
	return out, nil
}

// CountForms implements Store.
func (s *BunStore) CountForms(ctx context.Context, orgID string) (int, error) {
	n, err := s.Conn(ctx).NewSelect().Model((*formRow)(nil)).Where("organization_id = ?", orgID).Count(ctx)
	return int(n), err
}

// digestColumns are the columns of a Digest in forms_analyses and
// forms_text_summaries.
type digestColumns struct {
	Summary     string                   `bun:"summary"`
	Themes      []analysis.Theme         `bun:"themes"`
	Sentiment   analysis.SentimentCounts `bun:"sentiment"`
	KeyFindings []string                 `bun:"key_findings"`
	Texts       int                      `bun:"texts"`
	Model       string                   `bun:"model"`
}

func columnsOf(d Digest) digestColumns {
	return digestColumns{Summary: d.Summary, Themes: nonNil(d.Themes), Sentiment: d.Sentiment,
		KeyFindings: nonNil(d.KeyFindings), Texts: d.Texts, Model: d.Model}
}

func (c digestColumns) digest() Digest {
	return Digest{Summary: c.Summary, Themes: nonNil(c.Themes), Sentiment: c.Sentiment,
		KeyFindings: nonNil(c.KeyFindings), Texts: c.Texts, Model: c.Model}
}

// analysisRow is the Bun model of forms_analyses.
type analysisRow struct {
	bun.BaseModel `bun:"table:forms_analyses"`
	ID            string `bun:"id,pk"`
	FormID        string `bun:"form_id"`
	OrgID         string `bun:"organization_id"`
	Status        Status `bun:"status"`
	digestColumns
	Responses int       `bun:"responses"`
	CreatedAt time.Time `bun:"created_at"`
}

// InsertAnalysis implements Store.
func (s *BunStore) InsertAnalysis(ctx context.Context, a *Analysis) error {
	_, err := s.Conn(ctx).NewInsert().Model(&analysisRow{ID: a.ID, FormID: a.FormID, OrgID: a.OrgID, Status: a.Status,
		digestColumns: columnsOf(a.Digest), Responses: a.Responses, CreatedAt: a.CreatedAt}).Exec(ctx)
	return goneForm(err)
}

// CompleteAnalysis implements Store.
func (s *BunStore) CompleteAnalysis(ctx context.Context, orgID, id string, status Status, d Digest, responses int) error {
	res, err := s.Conn(ctx).NewUpdate().Model(&analysisRow{Status: status, digestColumns: columnsOf(d), Responses: responses}).
		Column("status", "summary", "themes", "sentiment", "key_findings", "texts", "model", "responses").
		Where("id = ?", id).Where("organization_id = ?", orgID).
		Exec(ctx)
	return database.Affected(res, err, feedbackkit.NotFound("analysis"))
}

// FindAnalyses implements Store.
func (s *BunStore) FindAnalyses(ctx context.Context, orgID, formID string) ([]*Analysis, error) {
	var rows []analysisRow
	err := s.Conn(ctx).NewSelect().Model(&rows).
		Where("form_id = ?", formID).Where("organization_id = ?", orgID).
		Order("created_at DESC", "id DESC").Scan(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*Analysis, len(rows))
	for i, r := range rows {
		out[i] = &Analysis{ID: r.ID, FormID: r.FormID, OrgID: r.OrgID, Status: r.Status, Digest: r.digest(),
			Responses: r.Responses, CreatedAt: r.CreatedAt}
	}
	return out, nil
}

// summaryRow is the Bun model of forms_text_summaries.
type summaryRow struct {
	bun.BaseModel `bun:"table:forms_text_summaries"`
	ID            string `bun:"id,pk"`
	FormID        string `bun:"form_id"`
	OrgID         string `bun:"organization_id"`
	QuestionID    string `bun:"question_id"`
	Status        Status `bun:"status"`
	digestColumns
	CreatedAt time.Time `bun:"created_at"`
}

// InsertTextSummary implements Store.
func (s *BunStore) InsertTextSummary(ctx context.Context, ts *TextSummary) error {
	_, err := s.Conn(ctx).NewInsert().Model(&summaryRow{ID: ts.ID, FormID: ts.FormID, OrgID: ts.OrgID, QuestionID: ts.QuestionID,
		Status: ts.Status, digestColumns: columnsOf(ts.Digest), CreatedAt: ts.CreatedAt}).Exec(ctx)
	return goneForm(err)
}

// CompleteTextSummary implements Store.
func (s *BunStore) CompleteTextSummary(ctx context.Context, orgID, id string, status Status, d Digest) error {
	res, err := s.Conn(ctx).NewUpdate().Model(&summaryRow{Status: status, digestColumns: columnsOf(d)}).
		Column("status", "summary", "themes", "sentiment", "key_findings", "texts", "model").
		Where("id = ?", id).Where("organization_id = ?", orgID).
		Exec(ctx)
	return database.Affected(res, err, feedbackkit.NotFound("text summary"))
}

// FindTextSummaries implements Store.
func (s *BunStore) FindTextSummaries(ctx context.Context, orgID, formID string) ([]*TextSummary, error) {
	var rows []summaryRow
	err := s.Conn(ctx).NewSelect().Model(&rows).
		Where("form_id = ?", formID).Where("organization_id = ?", orgID).
		Order("created_at DESC", "id DESC").Scan(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*TextSummary, len(rows))
	for i, r := range rows {
		out[i] = &TextSummary{ID: r.ID, FormID: r.FormID, OrgID: r.OrgID, QuestionID: r.QuestionID, Status: r.Status,
			Digest: r.digest(), CreatedAt: r.CreatedAt}
	}
	return out, nil
}

// goneForm translates the foreign key violation of a row whose form was
// deleted meanwhile into NOT_FOUND.
func goneForm(err error) error {
	if database.IsForeignKeyViolation(err) {
		return errNoForm()
	}
	return err
}
