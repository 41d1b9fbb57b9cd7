package database_test

import (
	"context"
	"errors"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

func TestAfterCommitRunsOutsideTheCommittedTransaction(t *testing.T) {
	db := dbtest.Open(t, "sqlite")
	ctx := context.Background()
	var ran, inTx bool
	err := database.InTx(ctx, db, func(ctx context.Context) error {
		database.AfterCommit(ctx, func(ctx context.Context) {
			ran, inTx = true, database.InTransaction(ctx)
		})
		if ran {
			t.Error("AfterCommit ran before the commit")
		}
		return nil
	})
	if err != nil || !ran || inTx {
		t.Fatalf("InTx = %v, callback ran %v, in a transaction %v; want nil, true, false", err, ran, inTx)
	}

	ran = false
	boom := errors.New("boom")
	err = database.InTx(ctx, db, func(ctx context.Context) error {
		database.AfterCommit(ctx, func(context.Context) { ran = true })
		return boom
	})
	if !errors.Is(err, boom) || ran {
		t.Fatalf("rolled back InTx = %v, callback ran %v; want boom, false", err, ran)
	}
}

func TestInTxJoinsOnlyATransactionOfTheSameDatabase(t *testing.T) {
	one, two := dbtest.Open(t, "sqlite"), dbtest.Open(t, "sqlite")
	ctx := context.Background()
	for _, db := range []*bun.DB{one, two} {
		if _, err := db.NewRaw("CREATE TABLE t (n INTEGER)").Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	err := database.InTx(ctx, one, func(ctx context.Context) error {
		outer := database.Conn(ctx, one)
		if outer == bun.IDB(one) {
			t.Error("Conn(one) inside InTx(one) is not the transaction")
		}
		if database.Conn(ctx, two) != bun.IDB(two) {
			t.Error("Conn(two) inside InTx(one) is not the database two")
		}
		err := database.InTx(ctx, two, func(ctx context.Context) error {
			if database.Conn(ctx, one) != outer {
				t.Error("Conn(one) inside InTx(two) lost one's transaction")
			}
			_, err := database.Conn(ctx, two).NewRaw("INSERT INTO t VALUES (2)").Exec(ctx)
			return err
		})
		if err != nil {
			return err
		}
		if _, err := outer.NewRaw("INSERT INTO t VALUES (1)").Exec(ctx); err != nil {
			return err
		}
		return errors.New("roll back one")
	})
	if err == nil {
		t.Fatal("InTx(one) did not fail")
	}
	for db, want := range map[*bun.DB]int64{one: 0, two: 1} {
		n, err := db.NewSelect().TableExpr("t").Count(ctx)
		if err != nil || n != want {
			t.Errorf("rows = %d (%v), want %d", n, err, want)
		}
	}
}
