package database_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// database.Lower lower-cases every letter on both databases, where
// SQLite's own lower() folds ASCII letters only; NULL stays NULL.
func TestLowerFoldsEveryLetter(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		lower := database.Lower(db)
		for in, want := range map[string]string{"ÄRGER": "ärger", "École ΩMEGA": "école ωmega", "plain": "plain", "": ""} {
			var got string
			if err := db.NewSelect().ColumnExpr(lower+"(?)", in).Scan(ctx, &got); err != nil || got != want {
				t.Errorf("%s(%q) = %q, %v; want %q", lower, in, got, err, want)
			}
		}
		var null *string
		if err := db.NewSelect().ColumnExpr(lower+"(NULL)").Scan(ctx, &null); err != nil || null != nil {
			t.Errorf("%s(NULL) = %v, %v; want NULL", lower, null, err)
		}
	})
}
