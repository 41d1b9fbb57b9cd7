package dbtest

import (
	"context"
	"database/sql"
	"strings"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// Statements records the statements run through the databases it hooks
// (see bun.DB.WithQueryHook), for a test to look at their plans.
type Statements struct {
	mu   sync.Mutex
	list []string
}

// BeforeQuery implements bun.QueryHook.
func (s *Statements) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}

// AfterQuery implements bun.QueryHook.
func (s *Statements) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.list = append(s.list, e.Query)
}

// Last returns the last statement recorded that starts with prefix, and
// fails t when there is none.
func (s *Statements) Last(t testing.TB, prefix string) string {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := len(s.list) - 1; i >= 0; i-- {
		if strings.HasPrefix(s.list[i], prefix) {
			return s.list[i]
		}
	}
	t.Fatalf("dbtest: no statement starting with %q", prefix)
	return ""
}

// UsesIndex fails t unless the plan of the statement query on db (Plan)
// reads the index named index.
func UsesIndex(t testing.TB, db *bun.DB, query, index string) {
	t.Helper()
	if plan := Plan(t, db, query); !strings.Contains(plan, index) {
		t.Errorf("%s\ndoes not read %s:\n%s", query, index, plan)
	}
}

// Plan returns the lines of the plan of the statement query on db, and
// fails t when it cannot be planned: SQLite's EXPLAIN QUERY PLAN details,
// or PostgreSQL's EXPLAIN. The statement is only planned, never run. On
// PostgreSQL sequential scans are disabled while it is planned, so that
// the few rows of a test table do not hide whether the planner can use an
// index at all.
func Plan(t testing.TB, db *bun.DB, query string) string {
	t.Helper()
	ctx := context.Background()
	var plan []string
	err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		explain := "EXPLAIN QUERY PLAN "
		if database.IsPostgres(db) {
			explain = "EXPLAIN "
			if _, err := tx.ExecContext(ctx, "SET LOCAL enable_seqscan = off"); err != nil {
				return err
			}
		}
		rows, err := tx.QueryContext(ctx, explain+query)
		if err != nil {
			return err
		}
		defer rows.Close()
		cols, err := rows.Columns()
		if err != nil {
			return err
		}
		for rows.Next() {
			vals := make([]sql.NullString, len(cols))
			dest := make([]any, len(cols))
			for i := range vals {
				dest[i] = &vals[i]
			}
			if err := rows.Scan(dest...); err != nil {
				return err
			}
			plan = append(plan, vals[len(vals)-1].String)
		}
		return rows.Err()
	})
	if err != nil {
		t.Fatalf("dbtest: explain %s: %v", query, err)
	}
	return strings.Join(plan, "\n")
}
