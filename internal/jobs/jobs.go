// Package jobs runs feedbackkit's background work on River, sharing Bun's
// *sql.DB: riverdatabasesql on PostgreSQL, riversqlite on SQLite. Jobs are
// inserted through a Queue in the transaction of the change that causes them,
// which the context carries (database.InTx), so that either both commit or
// neither does.
//
// Each third party a job waits for has a River queue of its own, with its
// own workers (see QueueEmails and Config.Workers), so that one that hangs
// holds back only its own jobs: a webhook receiver that never answers
// delays no email, no analysis and no ticket. A job kind names its queue
// in its InsertOpts.
//
// A job that runs longer than JobTimeout is cancelled; one left running by
// a process that died (kill -9, a lost host) is handed to another worker
// RescueAfter after its attempt started.
package jobs

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
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
// *sql.Tx on both dialects. Its Start, Stop and StopAndCancel are River's,
// and look after the repeats of River's warnings and errors that
// Config.Logger receives once a window: once Stop or StopAndCancel
// returns, nothing more is logged of them (see repeatHandler).
type Client struct {
	*river.Client[*sql.Tx]
	db      *bun.DB
	repeats *repeats
}

// Start starts River's client (see river.Client.Start); from then on,
// repeats of its warnings and errors are counted again.
func (c *Client) Start(ctx context.Context) error {
	c.repeats.start()
	return c.Client.Start(ctx)
}

// Stop stops River's client, letting the running jobs finish (see
// river.Client.Stop), then, stopped or not (the caller gives up on the
// jobs left running), logs at once the repeats of River's warnings and
// errors counted so far and stops their timers; until the next Start,
// River's records are each logged.
func (c *Client) Stop(ctx context.Context) error {
	defer c.repeats.stop()
	return c.Client.Stop(ctx)
}

// StopAndCancel is Stop with the running jobs' contexts cancelled (see
// river.Client.StopAndCancel).
func (c *Client) StopAndCancel(ctx context.Context) error {
	defer c.repeats.stop()
	return c.Client.StopAndCancel(ctx)
}

// Config tunes the job client. The zero value is ready to use.
type Config struct {
	// Logger receives River's logs, its routine Info messages demoted to
	// Debug, and each of its warnings and errors once a window however
	// often River repeats it (a database that is down: see
	// repeatHandler), and each failed attempt of a job (see failures);
	// nil discards them.
	Logger *slog.Logger
	// Workers bounds the jobs worked at once by this process in each
	// queue, by queue name (river.QueueDefault, QueueEmails,
	// QueueWebhooks, QueueTracker, QueueAnalysis); a queue it leaves out,
	// or sets to 0 or less, gets its default: 10 for river.QueueDefault,
	// 5 for each of the others.
	Workers map[string]int
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

// Driver is River's driver of db: riverdatabasesql on PostgreSQL,
// riversqlite on SQLite.
func Driver(db *bun.DB) riverdriver.Driver[*sql.Tx] {
	if database.IsPostgres(db) {
		return riverdatabasesql.New(db.DB)
	}
	return riversqlite.New(db.DB)
}

// Migrate creates or updates River's tables.
func Migrate(ctx context.Context, db *bun.DB) error {
	m, err := rivermigrate.New(Driver(db), &rivermigrate.Config{Logger: discard()})
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
	repeated := newRepeatHandler(cfg.Logger.Handler(), repeatWindow)
	cfg.Logger = slog.New(quietHandler{repeated})
	if cfg.PollInterval == 0 {
		cfg.PollInterval = 500 * time.Millisecond
	}
	// Outermost, so that the other middleware see the origin in the
	// context of a run, and that the mark of Logged holds whatever they
	// make of an error; loggedSeen innermost, next to the worker.
	origins := &contextMiddleware{}
	if cfg.TracerProvider != nil {
		origins.tracer = telemetry.Tracer(cfg.TracerProvider)
	}
	middleware := append(append([]rivertype.Middleware{&loggedMarks{}, origins}, cfg.Middleware...), &loggedSeen{})
	qs, err := queues(cfg.Workers)
	if err != nil {
		return nil, err
	}
	client, err := river.NewClient(Driver(db), &river.Config{
		Logger:            cfg.Logger,
		Queues:            qs,
		Workers:           workers,
		FetchPollInterval: cfg.PollInterval,
		FetchCooldown:     cfg.PollInterval / 5,
		RetryPolicy:       cfg.RetryPolicy,
		// Not through quietHandler: a failure is worth its level even
		// when a context inside the worker was cancelled.
		ErrorHandler: failures{slog.New(repeated)},
		Middleware:   middleware,
		JobTimeout:   JobTimeout,

		RescueStuckJobsAfter: RescueAfter,
	})
	if err != nil {
		return nil, err
	}
	return &Client{client, db, repeated.r}, nil
}

// JobTimeout bounds one attempt of a job unless its worker says otherwise
// (river.Worker's Timeout): the longest of feedbackkit's are an email
// (notify.DefaultSMTPTimeout, 30 s), an analysis by a remote provider
// (feedback.DefaultAnalyzeTimeout, 30 s) and a webhook delivery
// (webhooks.DefaultTimeout and a margin, 40 s), each with time for the
// database.
const JobTimeout = time.Minute

// RescueAfter is how long after its attempt started a job still marked
// running is deemed left by a process that died, and scheduled again
// (with its retry delay) or, past its last attempt, discarded: a few
// minutes above JobTimeout, so that no job still worked by a live process
// is taken from it (River leaves alone a job whose worker's own Timeout
// has not passed). The leader of the queue looks for such jobs every 30
// seconds, so that the work of an instance that dies is taken over within
// about RescueAfter plus a minute.
const RescueAfter = JobTimeout + 4*time.Minute

// The queues of the jobs that wait for a third party. Every other job (the
// database's own work: purges, digests, the work that follows a serious
// concern, which queues these) runs in river.QueueDefault.
const (
	QueueEmails   = "emails"   // deliveries to the SMTP server
	QueueWebhooks = "webhooks" // deliveries to webhook receivers
	QueueTracker  = "tracker"  // tickets of the issue tracker
	QueueAnalysis = "analysis" // analyses by the Analyzer and the Summarizer
)

// defaultWorkers is how many jobs of each queue a process works at once
// unless Config.Workers says otherwise.
var defaultWorkers = map[string]int{
	river.QueueDefault: 10,
	QueueEmails:        5,
	QueueWebhooks:      5,
	QueueTracker:       5,
	QueueAnalysis:      5,
}

// queues returns the River queues of defaultWorkers, sized by workers
// where it says. A name of workers that is no queue is an error.
func queues(workers map[string]int) (map[string]river.QueueConfig, error) {
	for name := range workers {
		if _, ok := defaultWorkers[name]; !ok {
			return nil, fmt.Errorf("jobs: no queue %q (want %s, %s, %s, %s or %s)", name,
				river.QueueDefault, QueueEmails, QueueWebhooks, QueueTracker, QueueAnalysis)
		}
	}
	out := make(map[string]river.QueueConfig, len(defaultWorkers))
	for name, n := range defaultWorkers {
		if w := workers[name]; w > 0 {
			n = w
		}
		out[name] = river.QueueConfig{MaxWorkers: n}
	}
	return out, nil
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

// listPage is how many jobs RetryNow and Cancel list at a time.
const listPage = 100

// RetryNow makes the jobs of kind that wait for a retry (retryable, or
// snoozed) and whose encoded args match available now, and returns how
// many it moved.
func (q *Queue) RetryNow(ctx context.Context, kind string, match func(args []byte) bool) (int, error) {
	return q.each(ctx, kind, []rivertype.JobState{rivertype.JobStateRetryable, rivertype.JobStateScheduled},
		func(j *rivertype.JobRow) (bool, error) {
			if !match(j.EncodedArgs) {
				return false, nil
			}
			_, err := q.client.JobRetry(ctx, j.ID)
			return err == nil, err
		})
}

// Running reports whether a started job client, of this process or
// another, works the jobs of c's database: River's elected leader holds a
// lease that has not expired (River renews it every few seconds while a
// client runs, deletes it when the leader stops, and a dead process's
// lease expires within about 15 seconds). Its clock is the database's.
func (c *Client) Running(ctx context.Context) (bool, error) {
	now := "datetime('now', 'subsec')" // River writes SQLite's times as this text
	if database.IsPostgres(c.db) {
		now = "now()"
	}
	n, err := c.db.NewSelect().Table("river_leader").Where("expires_at > " + now).Count(ctx)
	if err != nil {
		return false, fmt.Errorf("jobs: find River's leader: %w", err)
	}
	return n > 0, nil
}

// ErrKeep is what the function given to Cancel returns to keep a job.
var ErrKeep = errors.New("jobs: keep the job")

// Cancel cancels the jobs of kind T still to be worked: available,
// scheduled, waiting for a retry, pending, and running (a job that a live
// process runs has its context cancelled by that process within a few
// seconds, River polling for cancellations, and is cancelled once it
// returns, unless it succeeds; one left running by a process that died is
// cancelled by its rescue). Each is
// cancelled in a transaction of q's database in which fn is called first
// with the job's args, to record that its work will not be done; fn
// returns ErrKeep to leave the job as it is, uncounted (and roll back what
// it did). It returns how many it cancelled.
func Cancel[T river.JobArgs](ctx context.Context, q *Queue, fn func(ctx context.Context, args T) error) (int, error) {
	var kind T
	return q.each(ctx, kind.Kind(), liveStates,
		func(j *rivertype.JobRow) (bool, error) {
			var args T
			if err := json.Unmarshal(j.EncodedArgs, &args); err != nil {
				return false, fmt.Errorf("jobs: the args of job %d: %w", j.ID, err)
			}
			err := database.InTx(ctx, q.client.db, func(ctx context.Context) error {
				if err := fn(ctx, args); err != nil {
					return err
				}
				tx, _ := database.SQLTx(ctx)
				_, err := q.client.JobCancelTx(ctx, tx, j.ID)
				return err
			})
			if errors.Is(err, ErrKeep) {
				return false, nil
			}
			return err == nil, err
		})
}

// Interrupted is what a worker returns when its attempt at what ("email
// delivery") failed with err because ctx, its job's, was cancelled: by
// the job's cancellation (Cancel, which River passes on to a running job),
// river.JobCancel, the job not retried; by the client's stop,
// river.JobSnooze(0), the job worked again after the restart without
// counting the attempt. Each is logged at warn with attrs. It returns nil
// when ctx was not cancelled (a job that times out ends with
// context.DeadlineExceeded, an attempt that failed like any other).
func Interrupted(ctx context.Context, log *slog.Logger, what string, err error, attrs ...any) error {
	if !errors.Is(ctx.Err(), context.Canceled) {
		return nil
	}
	attrs = append(attrs, "error", err)
	if errors.Is(context.Cause(ctx), rivertype.ErrJobCancelledRemotely) {
		log.WarnContext(ctx, what+" interrupted by the cancellation of its job, not retried", attrs...)
		return river.JobCancel(err)
	}
	log.WarnContext(ctx, what+" interrupted by the stop, will retry after the restart", attrs...)
	return river.JobSnooze(0)
}

// each calls fn with each job of kind in states, and returns how many
// jobs fn acted on (it returned true for).
func (q *Queue) each(ctx context.Context, kind string, states []rivertype.JobState, fn func(j *rivertype.JobRow) (bool, error)) (int, error) {
	params := river.NewJobListParams().Kinds(kind).States(states...).First(listPage)
	n := 0
	for {
		res, err := q.client.JobList(ctx, params)
		if err != nil {
			return n, err
		}
		for _, j := range res.Jobs {
			acted, err := fn(j)
			if err != nil {
				return n, err
			}
			if acted {
				n++
			}
		}
		if len(res.Jobs) < listPage {
			return n, nil
		}
		params = params.After(res.LastCursor)
	}
}

// JSONText returns the SQL expression of column, one of the JSON columns
// of River's river_job (args, metadata, errors, ...), as JSON text that
// LIKE can search, its strings' letters as they are: River stores them as
// jsonb on PostgreSQL, whose text writes a string's letters as they are
// (but for ", \ and control characters), and, since its migration 7, as
// SQLite's binary JSONB, which json() writes back as text (and which
// CAST(... AS TEXT) does not) with the escapes of the JSON River wrote
// kept: Go's encoding/json writes &, <, >, U+2028 and U+2029 as \u0026,
// \u003c, \u003e, \u2028 and \u2029, which the expression decodes (an
// escaped backslash, \\, set aside meanwhile: a backslash followed by
// u0026 in a string stays so).
func JSONText(db bun.IDB, column string) string {
	if database.IsPostgres(db) {
		return column + "::text"
	}
	// char(1) stands for \\ meanwhile: a control character is never
	// written raw in JSON.
	expr := "replace(json(" + column + `), '\\', char(1))`
	for _, esc := range goEscapes {
		expr = "replace(" + expr + ", '" + esc.escape + "', " + esc.letter + ")"
	}
	return "replace(" + expr + `, char(1), '\\')`
}

// goEscapes are the escapes of letters that need none that Go's
// encoding/json writes in strings, and the SQLite expressions of the
// letters.
var goEscapes = []struct{ escape, letter string }{
	{`\u0026`, "'&'"},
	{`\u003c`, "'<'"},
	{`\u003e`, "'>'"},
	{`\u2028`, "char(8232)"},
	{`\u2029`, "char(8233)"},
}
