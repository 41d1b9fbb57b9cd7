package forms

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// PurgeResponses deletes at most limit of the oldest responses of the
// organization orgID received before before, with their answers and
// words, takes them out of the counts that stats and activity read, and
// deletes the form analyses and text summaries made before before (they
// summarize responses that are gone). It returns how many responses it
// deleted: fewer than limit means none older is left. What the response
// delete hooks keep of them goes in the same transaction (see
// AddResponseDeleteHook). The quota's count of
// responses received (see Form.MaxResponses) stays as it is. It is the
// retention's purge (package governance), which calls it in small batches
// so that each transaction is short; it acts for the service, not for a
// caller, and checks no principal.
func (s *Service) PurgeResponses(ctx context.Context, orgID string, before time.Time, limit int) (int, error) {
	if limit <= 0 {
		return 0, nil
	}
	var n int
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		ids, err := s.store.PurgeResponses(ctx, orgID, before.UTC(), limit)
		if err != nil {
			return err
		}
		n = len(ids)
		return s.responsesDeleted(ctx, orgID, ids)
	})
	return n, err
}

// PurgeResponses implements Store in one transaction: it reads the batch
// and its answers, deletes the responses (their answers and words go with
// them), and subtracts what rollups added for them, in key order as
// writers add, so that a purge and submissions to the same form wait for
// each other's row locks rather than deadlock.
func (s *BunStore) PurgeResponses(ctx context.Context, orgID string, before time.Time, limit int) ([]string, error) {
	var ids []string
	err := s.InTx(ctx, func(ctx context.Context) error {
		db := s.Conn(ctx)
		var rows []*responseRow
		err := db.NewSelect().Model(&rows).
			Where("organization_id = ?", orgID).Where("created_at < ?", before).
			Order("created_at", "id").Limit(int64(limit)).Scan(ctx)
		if err != nil || len(rows) == 0 {
			if err == nil {
				err = s.purgeDigests(ctx, db, orgID, before)
			}
			return err
		}
		ids = make([]string, len(rows))
		batch := make([]*newResponse, len(rows))
		byID := make(map[string]*newResponse, len(rows))
		for i, r := range rows {
			ids[i] = r.ID
			batch[i] = &newResponse{response: r}
			byID[r.ID] = batch[i]
		}
		var answers []answerRow
		if err := db.NewSelect().Model(&answers).Where("response_id IN (?)", bun.List(ids)).Scan(ctx); err != nil {
			return err
		}
		for _, a := range answers {
			nr := byID[a.ResponseID]
			nr.answers = append(nr.answers, a)
		}
		if _, err := db.NewDelete().Model((*responseRow)(nil)).Where("id IN (?)", bun.List(ids)).Exec(ctx); err != nil {
			return err
		}
		counts, activity := rollups(batch)
		for _, c := range counts {
			if _, err := db.NewUpdate().Model((*answerCountRow)(nil)).
				Set("answers = answers - ?", c.Answers).Set("responses = responses - ?", c.Responses).
				Where("form_id = ?", c.FormID).Where("question_id = ?", c.QuestionID).Where("value_key = ?", c.ValueKey).
				Exec(ctx); err != nil {
				return err
			}
		}
		for _, a := range activity {
			if _, err := db.NewUpdate().Model((*activityRow)(nil)).
				Set("responses = responses - ?", a.Responses).Set("complete = complete - ?", a.Complete).
				Where("form_id = ?", a.FormID).Exec(ctx); err != nil {
				return err
			}
		}
		if _, err := db.NewDelete().Model((*answerCountRow)(nil)).
			Where("form_id IN (?)", bun.List(formIDs(activity))).Where("answers <= 0").Exec(ctx); err != nil {
			return err
		}
		return s.purgeDigests(ctx, db, orgID, before)
	})
	if err != nil {
		return nil, err
	}
	return ids, nil
}

// ResponseIDs implements Store.
func (s *BunStore) ResponseIDs(ctx context.Context, orgID, formID, after string, limit int) ([]string, error) {
	var ids []string
	err := s.Conn(ctx).NewSelect().Model((*responseRow)(nil)).Column("id").
		Where("organization_id = ?", orgID).Where("form_id = ?", formID).Where("id > ?", after).
		Order("id").Limit(int64(limit)).Scan(ctx, &ids)
	return ids, err
}

// purgeDigests deletes the analyses and text summaries of the forms of the
// organization orgID made before before.
func (s *BunStore) purgeDigests(ctx context.Context, db bun.IDB, orgID string, before time.Time) error {
	for _, table := range []string{"forms_analyses", "forms_text_summaries"} {
		if _, err := db.NewDelete().TableExpr(table).
			Where("organization_id = ?", orgID).Where("created_at < ?", before).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// formIDs returns the forms of activity rows.
func formIDs(activity []*activityRow) []string {
	ids := make([]string, len(activity))
	for i, a := range activity {
		ids[i] = a.FormID
	}
	return ids
}
