package forms

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// responseRow is the Bun model of forms_responses.
type responseRow struct {
	bun.BaseModel `bun:"table:forms_responses"`
	ID            string `bun:"id,pk"`
	FormID        string `bun:"form_id"`
	OrgID         string `bun:"organization_id"`
	Complete      bool   `bun:"complete"`
	Sentiment     string `bun:"sentiment"`
	// AnalysisPending: see Response.AnalysisPending.
	AnalysisPending bool      `bun:"analysis_pending"`
	CreatedAt       time.Time `bun:"created_at"`
}

// answerRow is the Bun model of forms_answers: one value of one answer.
// An answer picking several options has a row per option, Ordinal 0, 1,
// ...; every other answer has one row, Ordinal 0. Position orders the
// answers of a response.
type answerRow struct {
	bun.BaseModel `bun:"table:forms_answers"`
	ResponseID    string   `bun:"response_id,pk"`
	FormID        string   `bun:"form_id"`
	QuestionID    string   `bun:"question_id"`
	Position      int      `bun:"position,pk"`
	Ordinal       int      `bun:"ordinal,pk"`
	Number        *float64 `bun:"number"`
	Text          *string  `bun:"text"`
	OptionID      *string  `bun:"option_id"`
}

// wordRow is the Bun model of forms_words: how often a word occurs in the
// text answers of a response.
type wordRow struct {
	bun.BaseModel `bun:"table:forms_words"`
	ResponseID    string `bun:"response_id,pk"`
	Word          string `bun:"word,pk"`
	N             int    `bun:"n"`
}

// answerCountRow is the Bun model of forms_answer_counts: the answers
// that gave one value (a number, an option, or any text) to one question of
// a form, kept by the writer of responses so that Stats reads a few rows
// instead of every answer. Responses counts the answers whose first value
// this was (see ValueCount).
type answerCountRow struct {
	bun.BaseModel `bun:"table:forms_answer_counts"`
	FormID        string   `bun:"form_id,pk"`
	QuestionID    string   `bun:"question_id,pk"`
	ValueKey      string   `bun:"value_key,pk"`
	Number        *float64 `bun:"number"`
	OptionID      *string  `bun:"option_id"`
	Answers       int      `bun:"answers"`
	Responses     int      `bun:"responses"`
}

// activityRow is the Bun model of forms_activity: the responses of a form,
// kept by the writer of responses.
type activityRow struct {
	bun.BaseModel  `bun:"table:forms_activity"`
	FormID         string    `bun:"form_id,pk"`
	OrgID          string    `bun:"organization_id"`
	Responses      int       `bun:"responses"`
	Complete       int       `bun:"complete"`
	LastResponseAt time.Time `bun:"last_response_at"`
}

// rollups returns what batch adds to forms_answer_counts and
// forms_activity, each sorted by key so that concurrent batches lock the
// rows they share in the same order.
func rollups(batch []*newResponse) ([]*answerCountRow, []*activityRow) {
	counts := map[string]*answerCountRow{}
	activity := map[string]*activityRow{}
	for _, nr := range batch {
		r := nr.response
		a := activity[r.FormID]
		if a == nil {
			a = &activityRow{FormID: r.FormID, OrgID: r.OrgID}
			activity[r.FormID] = a
		}
		a.Responses++
		if r.Complete {
			a.Complete++
		}
		if r.CreatedAt.After(a.LastResponseAt) {
			a.LastResponseAt = r.CreatedAt
		}
		for _, ans := range nr.answers {
			key := "t"
			switch {
			case ans.Number != nil:
				key = "n:" + strconv.FormatFloat(*ans.Number, 'g', -1, 64)
			case ans.OptionID != nil:
				key = "o:" + *ans.OptionID
			}
			k := ans.FormID + "\x00" + ans.QuestionID + "\x00" + key
			c := counts[k]
			if c == nil {
				c = &answerCountRow{FormID: ans.FormID, QuestionID: ans.QuestionID, ValueKey: key, Number: ans.Number, OptionID: ans.OptionID}
				counts[k] = c
			}
			c.Answers++
			if ans.Ordinal == 0 {
				c.Responses++
			}
		}
	}
	countRows := make([]*answerCountRow, 0, len(counts))
	for _, k := range slices.Sorted(maps.Keys(counts)) {
		countRows = append(countRows, counts[k])
	}
	activityRows := make([]*activityRow, 0, len(activity))
	for _, k := range slices.Sorted(maps.Keys(activity)) {
		activityRows = append(activityRows, activity[k])
	}
	return countRows, activityRows
}

// answerRows returns the rows of the answers of r.
func answerRows(r *Response) ([]answerRow, error) {
	var rows []answerRow
	for pos, a := range r.Answers {
		row := answerRow{ResponseID: r.ID, FormID: r.FormID, QuestionID: a.QuestionID, Position: pos}
		switch v := a.Value.(type) {
		case float64:
			row.Number = &v
		case string:
			row.Text = &v
		case []string:
			for i, id := range v {
				row.Ordinal, row.OptionID = i, &id
				rows = append(rows, row)
			}
			continue
		default:
			return nil, fmt.Errorf("forms: answer to %s has a value of type %T", a.QuestionID, a.Value)
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// wordRows counts words per word, in a stable order.
func wordRows(responseID string, words []string) []wordRow {
	counts := map[string]int{}
	for _, w := range words {
		counts[w]++
	}
	rows := make([]wordRow, 0, len(counts))
	for w, n := range counts {
		rows = append(rows, wordRow{ResponseID: responseID, Word: w, N: n})
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].Word < rows[j].Word })
	return rows
}

// newResponse is a response with its rows, as InsertResponse writes it.
type newResponse struct {
	response *responseRow
	answers  []answerRow
	words    []wordRow
}

// InsertResponse implements Store. Outside a transaction the response is
// written with those of concurrent calls, in one transaction (see
// database.Batcher).
func (s *BunStore) InsertResponse(ctx context.Context, r *Response, words []string) error {
	answers, err := answerRows(r)
	if err != nil {
		return err
	}
	nr := &newResponse{
		response: &responseRow{
			ID: r.ID, FormID: r.FormID, OrgID: r.OrgID, Complete: r.Complete,
			Sentiment: string(r.Sentiment), AnalysisPending: r.AnalysisPending, CreatedAt: r.CreatedAt,
		},
		answers: answers,
		words:   wordRows(r.ID, words),
	}
	if database.InTransaction(ctx) {
		err = s.writeResponses(ctx, []*newResponse{nr})
	} else {
		err = s.inserts.Write(ctx, nr)
	}
	if database.IsNotNullViolation(err, "forms_quota", "received") {
		return errQuotaReached()
	}
	return database.Translate(goneForm(err), "response")
}

// errQuotaReached is the answer to a response past its form's quota.
func errQuotaReached() error {
	return feedbackkit.Errorf(feedbackkit.CodeFormClosed, "this form has received all the responses it accepts")
}

// writeResponses stores batch and adds it to the counts: the responses,
// their answers and words, and the upserts of forms_answer_counts and
// forms_activity, and the count of forms_quota, within the quota. On PostgreSQL, outside a caller's transaction, that is
// one statement (data-modifying WITH queries), whose commit is the only
// other round trip; otherwise the statements run in one transaction.
func (s *BunStore) writeResponses(ctx context.Context, batch []*newResponse) error {
	var (
		responses []*responseRow
		answers   []answerRow
		words     []wordRow
	)
	for _, nr := range batch {
		responses = append(responses, nr.response)
		answers = append(answers, nr.answers...)
		words = append(words, nr.words...)
	}
	counts, activity := rollups(batch)
	quotas := make([]*quotaRow, len(activity))
	for i, a := range activity {
		quotas[i] = &quotaRow{FormID: a.FormID, Received: a.Responses}
	}
	statements := func(db bun.IDB) []*bun.InsertQuery {
		qs := []*bun.InsertQuery{db.NewInsert().Model(&responses)}
		if len(answers) > 0 {
			qs = append(qs, db.NewInsert().Model(&answers))
		}
		if len(words) > 0 {
			qs = append(qs, db.NewInsert().Model(&words))
		}
		if len(counts) > 0 {
			qs = append(qs, db.NewInsert().Model(&counts).
				On("CONFLICT (form_id, question_id, value_key) DO UPDATE").
				Set("answers = ?TableAlias.answers + EXCLUDED.answers").
				Set("responses = ?TableAlias.responses + EXCLUDED.responses"))
		}
		// The quota: received grows by the batch's responses, or, past
		// max_responses, becomes NULL, which the column refuses (the CASE
		// has no ELSE), failing the statement: the batch is then written
		// response by response, and those past the quota fail
		// (errQuotaReached). The row lock of the upsert makes concurrent
		// writers, of any instance, count one after the other.
		qs = append(qs, db.NewInsert().Model(&quotas).
			On("CONFLICT (form_id) DO UPDATE").
			Set("received = CASE WHEN ?TableAlias.max_responses IS NULL OR ?TableAlias.received + EXCLUDED.received <= ?TableAlias.max_responses THEN ?TableAlias.received + EXCLUDED.received END"))
		return append(qs, db.NewInsert().Model(&activity).
			On("CONFLICT (form_id) DO UPDATE").
			Set("responses = ?TableAlias.responses + EXCLUDED.responses").
			Set("complete = ?TableAlias.complete + EXCLUDED.complete").
			Set("last_response_at = CASE WHEN EXCLUDED.last_response_at > ?TableAlias.last_response_at THEN EXCLUDED.last_response_at ELSE ?TableAlias.last_response_at END"))
	}
	if database.IsPostgres(s.DB) && !database.InTransaction(ctx) {
		qs := statements(s.DB)
		last := qs[len(qs)-1]
		for i, q := range qs[:len(qs)-1] {
			last = last.With(fmt.Sprintf("w%d", i), q)
		}
		_, err := last.Exec(ctx)
		return err
	}
	return s.InTx(ctx, func(ctx context.Context) error {
		for _, q := range statements(s.Conn(ctx)) {
			if _, err := q.Exec(ctx); err != nil {
				return err
			}
		}
		return nil
	})
}

// FindResponses implements Store.
func (s *BunStore) FindResponses(ctx context.Context, orgID, formID string, f ResponseFilter, page feedbackkit.PageRequest) ([]*Response, int, error) {
	var rows []responseRow
	q := selectResponses(s.Conn(ctx).NewSelect().Model(&rows), orgID, formID, f)
	total, err := q.Order("created_at DESC", "id DESC").Limit(int64(page.Limit)).Offset(int64(page.Offset())).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	out, err := s.withAnswers(ctx, rows)
	if err != nil {
		return nil, 0, err
	}
	return out, int(total), nil
}

// ScanResponses implements Store, along the index on the form and the
// creation time, from the cursor on.
func (s *BunStore) ScanResponses(ctx context.Context, orgID, formID string, f ResponseFilter, after *feedbackkit.Cursor, limit int) ([]*Response, error) {
	var rows []responseRow
	q := selectResponses(s.Conn(ctx).NewSelect().Model(&rows), orgID, formID, f)
	if after != nil {
		q = q.Where("(created_at, id) < (?, ?)", after.CreatedAt.UTC(), after.ID)
	}
	if err := q.Order("created_at DESC", "id DESC").Limit(int64(limit)).Scan(ctx); err != nil {
		return nil, err
	}
	return s.withAnswers(ctx, rows)
}

// FindResponse implements Store.
func (s *BunStore) FindResponse(ctx context.Context, orgID, formID, id string) (*Response, error) {
	var rows []responseRow
	err := selectResponses(s.Conn(ctx).NewSelect().Model(&rows), orgID, formID, ResponseFilter{}).Where("id = ?", id).Scan(ctx)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, feedbackkit.NotFound("response")
	}
	out, err := s.withAnswers(ctx, rows)
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

// CompleteResponseAnalysis implements Store.
func (s *BunStore) CompleteResponseAnalysis(ctx context.Context, orgID, id string, sentiment analysis.Sentiment) error {
	_, err := s.Conn(ctx).NewUpdate().Table("forms_responses").
		Set("sentiment = ?", string(sentiment)).Set("analysis_pending = ?", false).
		Where("organization_id = ? AND id = ? AND analysis_pending", orgID, id).Exec(ctx)
	return err
}

// withAnswers returns the responses of rows, in their order, with their
// answers.
func (s *BunStore) withAnswers(ctx context.Context, rows []responseRow) ([]*Response, error) {
	out := make([]*Response, len(rows))
	byID := make(map[string]*Response, len(rows))
	ids := make([]string, len(rows))
	for i, r := range rows {
		out[i] = &Response{
			ID: r.ID, FormID: r.FormID, OrgID: r.OrgID, Answers: []Answer{}, Complete: r.Complete,
			Sentiment: analysis.Sentiment(r.Sentiment), AnalysisPending: r.AnalysisPending, CreatedAt: r.CreatedAt,
		}
		byID[r.ID], ids[i] = out[i], r.ID
	}
	if len(ids) == 0 {
		return out, nil
	}
	var answers []answerRow
	err := s.Conn(ctx).NewSelect().Model(&answers).
		Where("response_id IN (?)", bun.List(ids)).
		Order("response_id", "position", "ordinal").
		Scan(ctx)
	if err != nil {
		return nil, err
	}
	for _, a := range answers {
		r := byID[a.ResponseID]
		switch {
		case a.OptionID != nil && a.Ordinal > 0:
			last := &r.Answers[len(r.Answers)-1]
			last.Value = append(last.Value.([]string), *a.OptionID)
		case a.OptionID != nil:
			r.Answers = append(r.Answers, Answer{QuestionID: a.QuestionID, Value: []string{*a.OptionID}})
		case a.Number != nil:
			r.Answers = append(r.Answers, Answer{QuestionID: a.QuestionID, Value: *a.Number})
		case a.Text != nil:
			r.Answers = append(r.Answers, Answer{QuestionID: a.QuestionID, Value: *a.Text})
		}
	}
	return out, nil
}

// CountAnswers implements Store: it reads the counts that InsertResponse
// keeps.
func (s *BunStore) CountAnswers(ctx context.Context, orgID, formID string) (*AnswerCounts, error) {
	db := s.Conn(ctx)
	var activity []activityRow
	err := db.NewSelect().Model(&activity).Where("form_id = ?", formID).Where("organization_id = ?", orgID).Scan(ctx)
	if err != nil {
		return nil, err
	}
	counts := &AnswerCounts{Values: []ValueCount{}}
	if len(activity) == 0 {
		return counts, nil // no response yet, or not the organization's form
	}
	counts.Responses = activity[0].Responses
	var rows []answerCountRow
	if err := db.NewSelect().Model(&rows).Where("form_id = ?", formID).Order("question_id", "value_key").Scan(ctx); err != nil {
		return nil, err
	}
	for _, r := range rows {
		v := ValueCount{QuestionID: r.QuestionID, Number: r.Number, Count: r.Answers, Responses: r.Responses}
		if r.OptionID != nil {
			v.OptionID = *r.OptionID
		}
		counts.Values = append(counts.Values, v)
	}
	return counts, nil
}

// FormActivity implements Store: it reads the counts that InsertResponse
// keeps.
func (s *BunStore) FormActivity(ctx context.Context, orgID string) ([]Activity, error) {
	var rows []activityRow
	if err := s.Conn(ctx).NewSelect().Model(&rows).Where("organization_id = ?", orgID).Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]Activity, len(rows))
	for i, r := range rows {
		last := r.LastResponseAt.UTC()
		out[i] = Activity{FormID: r.FormID, Responses: r.Responses, Complete: r.Complete, LastResponseAt: &last}
	}
	return out, nil
}

// TopWords implements Store.
func (s *BunStore) TopWords(ctx context.Context, orgID, formID string, responses, n int) ([]analysis.WordCount, error) {
	db := s.Conn(ctx)
	recent := db.NewSelect().TableExpr("forms_responses").Column("id").
		Where("organization_id = ?", orgID).
		OrderExpr("created_at DESC").Limit(int64(responses))
	if formID != "" {
		recent = recent.Where("form_id = ?", formID)
	}
	words := []analysis.WordCount{}
	err := db.NewSelect().TableExpr("forms_words").
		ColumnExpr("word, sum(n) AS count").
		Where("response_id IN (?)", recent).
		GroupExpr("word").
		OrderExpr("count DESC, word").
		Limit(int64(n)).
		Scan(ctx, &words)
	return words, err
}

// TextAnswers implements Store.
func (s *BunStore) TextAnswers(ctx context.Context, orgID, formID, questionID string, limit int) ([]string, error) {
	q := s.Conn(ctx).NewSelect().TableExpr("forms_answers AS a").
		Join("JOIN forms_responses AS r ON r.id = a.response_id").
		ColumnExpr("a.text").
		Where("r.form_id = ?", formID).
		Where("r.organization_id = ?", orgID).
		Where("a.text IS NOT NULL").
		OrderExpr("r.created_at DESC, r.id DESC, a.position").
		Limit(int64(limit))
	if questionID != "" {
		q = q.Where("a.question_id = ?", questionID)
	}
	texts := []string{}
	err := q.Scan(ctx, &texts)
	return texts, err
}
