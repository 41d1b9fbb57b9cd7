// Package jobs runs feedbackkit's background work on River, sharing Bun's
// *sql.DB: riverdatabasesql on PostgreSQL, riversqlite on SQLite. Jobs are
// inserted through a Queue in the transaction of the change that causes them,
// which the context carries (database.InTx), so that either both commit or
// neither does.
package jobs

import (
	"context"
	"database/sql"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/telemetry"
)

// Client is the River client of feedbackkit: jobs are inserted with a
// *sql.Tx on both dialects.
type Client = river.Client[*sql.Tx]

// Config tunes the job client. The zero value is ready to use.
type Config struct {
	// Logger receives River's logs, its routine Info messages demoted to
	// Debug; nil discards them.
	Logger *slog.Logger
	// MaxWorkers bounds the jobs worked at once by this process (default 10).
	MaxWorkers int
	// PollInterval is how often the queue is polled for new jobs
	// (default 500ms).
	PollInterval time.Duration
	// RetryPolicy decides when failed jobs run again; nil uses River's
	// exponential backoff.
	RetryPolicy river.ClientRetryPolicy
	// Middleware wraps the insertion and the work of every job (see
	// river.Config.Middleware).
	Middleware []rivertype.Middleware
	// TracerProvider traces the queuing and the runs of jobs, each run in
	// the trace of the request that queued it (see contextMiddleware).
	// Nil: no spans.
	TracerProvider trace.TracerProvider
}

func driver(db *bun.DB) riverdriver.Driver[*sql.Tx] {
	if database.IsPostgres(db) {
		return riverdatabasesql.New(db.DB)
	}
	return riversqlite.New(db.DB)
}

// Migrate creates or updates River's tables.
func Migrate(ctx context.Context, db *bun.DB) error {
	m, err := rivermigrate.New(driver(db), &rivermigrate.Config{Logger: discard()})
	if err != nil {
		return err
	}
	return database.Serialize(ctx, db, "migrate-river", func() error {
		_, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil)
		return err
	})
}

// New returns a client that inserts jobs and, once started, works the kinds
// registered in workers. Workers may be added to the bundle after New and
// before Start, so that services can be built with the client they insert
// through and then register the workers that need them.
func New(db *bun.DB, workers *river.Workers, cfg Config) (*Client, error) {
	if cfg.Logger == nil {
		cfg.Logger = discard()
	}
	cfg.Logger = slog.New(quietHandler{cfg.Logger.Handler()})
	if cfg.MaxWorkers == 0 {
		cfg.MaxWorkers = 10
	}
	if cfg.PollInterval == 0 {
		cfg.PollInterval = 500 * time.Millisecond
	}
	// Outermost, so that the other middleware see the origin in the
	// context of a run.
	origins := &contextMiddleware{}
	if cfg.TracerProvider != nil {
		origins.tracer = telemetry.Tracer(cfg.TracerProvider)
	}
	middleware := append([]rivertype.Middleware{origins}, cfg.Middleware...)
	return river.NewClient(driver(db), &river.Config{
		Logger:            cfg.Logger,
		Queues:            map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: cfg.MaxWorkers}},
		Workers:           workers,
		FetchPollInterval: cfg.PollInterval,
		FetchCooldown:     cfg.PollInterval / 5,
		RetryPolicy:       cfg.RetryPolicy,
		Middleware:        middleware,
		JobTimeout:        time.Minute,
	})
}

func discard() *slog.Logger { return slog.New(slog.DiscardHandler) }

// Queue puts jobs on a Client in the transaction ctx carries
// (database.InTx), so that a job commits with the change that caused it, or
// on its own outside a transaction. It is the feedbackkit.Enqueuer of the
// domain packages.
type Queue struct {
	client *Client
}

var _ feedbackkit.Enqueuer = (*Queue)(nil)

// NewQueue returns the Queue of c.
func NewQueue(c *Client) *Queue { return &Queue{client: c} }

// Enqueue inserts the job args with opts (nil for the defaults of args).
func (q *Queue) Enqueue(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) error {
	var err error
	if tx, ok := database.SQLTx(ctx); ok {
		_, err = q.client.InsertTx(ctx, tx, args, opts)
	} else {
		_, err = q.client.Insert(ctx, args, opts)
	}
	return err
}

// retryPage is how many jobs RetryNow lists at a time.
const retryPage = 100

// RetryNow makes the jobs of kind that wait for a retry (retryable, or
// snoozed) and whose encoded args match available now, and returns how
// many it moved.
func (q *Queue) RetryNow(ctx context.Context, kind string, match func(args []byte) bool) (int, error) {
	params := river.NewJobListParams().Kinds(kind).
		States(rivertype.JobStateRetryable, rivertype.JobStateScheduled).First(retryPage)
	n := 0
	for {
		res, err := q.client.JobList(ctx, params)
		if err != nil {
			return n, err
		}
		for _, j := range res.Jobs {
			if !match(j.EncodedArgs) {
				continue
			}
			if _, err := q.client.JobRetry(ctx, j.ID); err != nil {
				return n, err
			}
			n++
		}
		if len(res.Jobs) < retryPage {
			return n, nil
		}
		params = params.After(res.LastCursor)
	}
}
