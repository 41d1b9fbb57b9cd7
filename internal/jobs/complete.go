package jobs

import (
	"context"
	"errors"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// CompleteTx marks job, which the worker of ctx is working, completed in
// the transaction ctx carries (database.InTx): the job's effects in the
// database and its completion commit together, so that a process that
// dies after the commit cannot run the job again. The worker then returns
// nil as usual. It fails outside a transaction or a worker.
func CompleteTx[T river.JobArgs](ctx context.Context, job *river.Job[T]) error {
	tx, ok := database.SQLTx(ctx)
	if !ok {
		return errors.New("jobs: CompleteTx needs a transaction")
	}
	// The driver type only names the transaction type, *sql.Tx: the
	// client of ctx completes the job, on SQLite as on PostgreSQL.
	_, err := river.JobCompleteTx[*riverdatabasesql.Driver](ctx, tx, job)
	return err
}
