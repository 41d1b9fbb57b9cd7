package database

import (
	"context"
	"database/sql"
	"log/slog"

	"github.com/uptrace/bun"
)

// txKey keys the transaction a context carries.
type txKey struct{}

// txState is a transaction a context carries: the database it belongs to,
// the functions to run once it has committed, and the transaction of
// another database the context carried before, if any.
type txState struct {
	db          *bun.DB
	tx          bun.Tx
	afterCommit []func(context.Context)
	outer       *txState
}

// txOf returns the transaction of db that ctx carries, or nil.
func txOf(ctx context.Context, db *bun.DB) *txState {
	st, _ := ctx.Value(txKey{}).(*txState)
	for ; st != nil; st = st.outer {
		if st.db == db {
			return st
		}
	}
	return nil
}

// InTx runs fn in a transaction of db that the context given to fn carries:
// stores that read their connection with Conn take part in it. When ctx
// carries a transaction of db already, fn joins it. InTx commits when fn
// returns nil, then runs the functions registered with AfterCommit with
// ctx, which does not carry the committed transaction; it rolls back when
// fn fails (or panics) and returns fn's error. A transaction of its own that
// PostgreSQL aborts as a deadlock victim or a serialization failure (which
// undoes all of it) is run again, fn included, up to txAttempts times: fn
// must keep effects outside the database to after the commit (AfterCommit).
func InTx(ctx context.Context, db *bun.DB, fn func(ctx context.Context) error) error {
	if txOf(ctx, db) != nil {
		return fn(ctx)
	}
	outer, _ := ctx.Value(txKey{}).(*txState)
	var st *txState
	err := retry(func() error {
		st = &txState{db: db, outer: outer}
		return db.RunInTx(ctx, nil, func(txCtx context.Context, tx bun.Tx) error {
			st.tx = tx
			return fn(context.WithValue(txCtx, txKey{}, st))
		})
	})
	if err != nil {
		return err
	}
	for _, f := range st.afterCommit {
		f(ctx)
	}
	return nil
}

// txAttempts is how often InTx (and a Batcher) runs a transaction that
// PostgreSQL aborted as a deadlock victim or serialization failure.
const txAttempts = 3

// retry runs fn, a transaction or a statement outside one, and runs it
// again while PostgreSQL aborts it as a deadlock victim or a serialization
// failure (IsRetryable), which kept nothing of it, up to txAttempts times
// in all. It returns the error of the last run.
func retry(fn func() error) error {
	var err error
	for range txAttempts {
		if err = fn(); !IsRetryable(err) {
			break
		}
	}
	return err
}

// Conn returns the transaction ctx carries, or db outside a transaction:
// what a Bun store runs its statements on.
func Conn(ctx context.Context, db *bun.DB) bun.IDB {
	if st := txOf(ctx, db); st != nil {
		return st.tx
	}
	return db
}

// SQLTx returns the *sql.Tx of the innermost transaction ctx carries, for
// River's InsertTx, and false outside a transaction.
func SQLTx(ctx context.Context) (*sql.Tx, bool) {
	if st, ok := ctx.Value(txKey{}).(*txState); ok {
		return st.tx.Tx, true
	}
	return nil, false
}

// InTransaction reports whether ctx carries a transaction.
func InTransaction(ctx context.Context) bool {
	_, ok := ctx.Value(txKey{}).(*txState)
	return ok
}

// AfterCommit runs f once the innermost transaction ctx carries has
// committed, or at once outside a transaction. It is not run when the
// transaction rolls back. f gets a context without the committed
// transaction, so what it does runs outside it.
func AfterCommit(ctx context.Context, f func(ctx context.Context)) {
	if st, ok := ctx.Value(txKey{}).(*txState); ok {
		st.afterCommit = append(st.afterCommit, f)
		return
	}
	f(ctx)
}

// Store is what the Bun stores of the domain packages embed: the database,
// and the feedbackkit.Transactor over it.
type Store struct {
	DB *bun.DB
}

// InTx runs fn in a transaction of the database, as the package's InTx
// does: stores called with the context fn receives take part in it.
func (s Store) InTx(ctx context.Context, fn func(ctx context.Context) error) error {
	return InTx(ctx, s.DB, fn)
}

// Conn returns what a statement of the store runs on: the transaction ctx
// carries, or the database.
func (s Store) Conn(ctx context.Context) bun.IDB {
	return Conn(ctx, s.DB)
}

// InsertNew inserts model unless a row has one of its unique keys already
// (INSERT ... ON CONFLICT DO NOTHING, on PostgreSQL and SQLite), and returns
// conflict when it did not insert it. Unlike a failed INSERT, the conflict
// leaves a PostgreSQL transaction usable.
func InsertNew(ctx context.Context, db bun.IDB, model any, conflict error) error {
	res, err := db.NewInsert().Model(model).On("CONFLICT DO NOTHING").Exec(ctx)
	return Affected(res, err, conflict)
}

// Publish tells each of subs of each of events, in order, once the
// innermost transaction ctx carries has committed (at once outside a
// transaction; never when it rolls back). A panic of a subscriber is
// logged to log as "<pkg>: subscriber panicked", with the attributes attrs
// gives of the event, instead of passed on: a subscriber must not fail the
// change it is told of.
func Publish[E any, S ~func(context.Context, E)](ctx context.Context, log *slog.Logger, pkg string, subs []S, attrs func(E) []any, events ...E) {
	if len(subs) == 0 {
		return
	}
	AfterCommit(ctx, func(ctx context.Context) {
		for _, e := range events {
			for _, sub := range subs {
				tell(ctx, log, pkg, sub, attrs, e)
			}
		}
	})
}

// tell calls sub with e, logging a panic of sub instead of passing it on.
func tell[E any, S ~func(context.Context, E)](ctx context.Context, log *slog.Logger, pkg string, sub S, attrs func(E) []any, e E) {
	defer func() {
		if v := recover(); v != nil {
			log.ErrorContext(ctx, pkg+": subscriber panicked", append(attrs(e), "panic", v)...)
		}
	}()
	sub(ctx, e)
}
