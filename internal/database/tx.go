package database

import (
	"context"
	"database/sql"

	"github.com/uptrace/bun"
)

// txKey keys the transaction a context carries.
type txKey struct{}

// txState is the transaction a context carries, with the functions to run
// once it has committed.
type txState struct {
	tx          bun.Tx
	afterCommit []func()
}

// InTx runs fn in a transaction of db that the context given to fn carries:
// stores that read their connection with Conn take part in it. When ctx
// carries a transaction already, fn joins it. InTx commits when fn returns
// nil, then runs the functions registered with AfterCommit; it rolls back
// when fn fails (or panics) and returns fn's error.
func InTx(ctx context.Context, db *bun.DB, fn func(ctx context.Context) error) error {
	if _, ok := ctx.Value(txKey{}).(*txState); ok {
		return fn(ctx)
	}
	st := &txState{}
	err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		st.tx = tx
		return fn(context.WithValue(ctx, txKey{}, st))
	})
	if err != nil {
		return err
	}
	for _, f := range st.afterCommit {
		f()
	}
	return nil
}

// Conn returns the transaction ctx carries, or db outside a transaction:
// what a Bun store runs its statements on.
func Conn(ctx context.Context, db *bun.DB) bun.IDB {
	if st, ok := ctx.Value(txKey{}).(*txState); ok {
		return st.tx
	}
	return db
}

// SQLTx returns the *sql.Tx of the transaction ctx carries, for River's
// InsertTx, and false outside a transaction.
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

// AfterCommit runs f once the transaction ctx carries has committed, or at
// once outside a transaction. It is not run when the transaction rolls
// back.
func AfterCommit(ctx context.Context, f func()) {
	if st, ok := ctx.Value(txKey{}).(*txState); ok {
		st.afterCommit = append(st.afterCommit, f)
		return
	}
	f()
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
