package jobs_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/telemetry"
)

type sleepArgs struct {
	Name string        `json:"name"`
	For  time.Duration `json:"for"`
}

func (sleepArgs) Kind() string { return "test.sleep" }

// sleepWorker records the jobs it finished.
type sleepWorker struct {
	river.WorkerDefaults[sleepArgs]
	started  chan string
	finished atomic.Int32
	names    chan string
}

func (w *sleepWorker) Work(ctx context.Context, job *river.Job[sleepArgs]) error {
	w.started <- job.Args.Name
	time.Sleep(job.Args.For)
	w.finished.Add(1)
	w.names <- job.Args.Name
	return nil
}

func TestJobsCommitWithTheirTransaction(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := jobs.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		workers := river.NewWorkers()
		client, err := jobs.New(db, workers, jobs.Config{PollInterval: 20 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		w := &sleepWorker{started: make(chan string, 10), names: make(chan string, 10)}
		river.AddWorker(workers, w) // after New, before Start, as the services do
		if err := client.Start(ctx); err != nil {
			t.Fatal(err)
		}

		insert := func(name string, d time.Duration, commit bool) {
			rollback := errors.New("rollback")
			err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
				if _, err := client.InsertTx(ctx, tx.Tx, sleepArgs{Name: name, For: d}, nil); err != nil {
					return err
				}
				if !commit {
					return rollback
				}
				return nil
			})
			if err != nil && !errors.Is(err, rollback) {
				t.Fatal(err)
			}
		}
		insert("rolled back", 0, false)
		insert("committed", 0, true)
		if got := <-w.names; got != "committed" {
			t.Fatalf("worked %q first", got)
		}

		// Stop waits for a job in flight to finish.
		insert("slow", 300*time.Millisecond, true)
		<-w.started // "committed"
		if got := <-w.started; got != "slow" {
			t.Fatalf("started %q", got)
		}
		stopCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		if err := client.Stop(stopCtx); err != nil {
			t.Fatal(err)
		}
		if n := w.finished.Load(); n != 2 {
			t.Errorf("%d jobs finished by Stop, want 2 (the rolled-back one never runs)", n)
		}
	})
}

type originArgs struct{}

func (originArgs) Kind() string { return "test.origin" }

// originWorker reports the request id and span its runs see.
type originWorker struct {
	river.WorkerDefaults[originArgs]
	seen chan jobContext
}

type jobContext struct {
	requestID string
	span      trace.SpanContext
}

func (w *originWorker) Work(ctx context.Context, _ *river.Job[originArgs]) error {
	w.seen <- jobContext{requestID: telemetry.RequestID(ctx), span: trace.SpanContextFromContext(ctx)}
	return nil
}

// TestJobRunsCarryTheirOrigin checks that a job runs with the request id
// of the code that queued it, in a span of the trace it was queued in, or
// of a trace of its own when it was queued outside any.
func TestJobRunsCarryTheirOrigin(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := jobs.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		spans := tracetest.NewInMemoryExporter()
		tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(spans))
		workers := river.NewWorkers()
		w := &originWorker{seen: make(chan jobContext, 2)}
		river.AddWorker(workers, w)
		client, err := jobs.New(db, workers, jobs.Config{PollInterval: 20 * time.Millisecond, TracerProvider: tp})
		if err != nil {
			t.Fatal(err)
		}
		if err := client.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { client.Stop(context.Background()) })
		queue := jobs.NewQueue(client)

		// Outside a trace: no span for the queuing, a root span for the run.
		if err := queue.Enqueue(telemetry.WithRequestID(ctx, "req-untraced"), originArgs{}, nil); err != nil {
			t.Fatal(err)
		}
		got := <-w.seen
		if got.requestID != "req-untraced" || !got.span.IsValid() {
			t.Errorf("run outside a trace: %+v, want the request id and a span", got)
		}
		// Within a trace: the run is a child of the queuing, and links to it.
		traced, parent := tp.Tracer("test").Start(telemetry.WithRequestID(ctx, "req-traced"), "request")
		if err := queue.Enqueue(traced, originArgs{}, nil); err != nil {
			t.Fatal(err)
		}
		parent.End()
		got = <-w.seen
		if got.requestID != "req-traced" || got.span.TraceID() != parent.SpanContext().TraceID() {
			t.Errorf("run within a trace: %+v, want req-traced in the trace %s", got, parent.SpanContext().TraceID())
		}
		if err := client.Stop(ctx); err != nil { // the spans of the runs have ended
			t.Fatal(err)
		}
		var runs, sends []tracetest.SpanStub
		for _, s := range spans.GetSpans() {
			switch s.Name {
			case "process test.origin":
				runs = append(runs, s)
			case "send test.origin":
				sends = append(sends, s)
			}
		}
		if len(runs) != 2 || len(sends) != 1 {
			t.Fatalf("%d runs and %d sends, want 2 and 1", len(runs), len(sends))
		}
		for _, run := range runs {
			if run.SpanContext.TraceID() == parent.SpanContext().TraceID() {
				if run.Parent.SpanID() != sends[0].SpanContext.SpanID() || len(run.Links) != 1 || run.Links[0].SpanContext.SpanID() != sends[0].SpanContext.SpanID() {
					t.Errorf("traced run: parent %s, links %v: want the send span %s", run.Parent.SpanID(), run.Links, sends[0].SpanContext.SpanID())
				}
			} else if run.Parent.IsValid() || len(run.Links) != 0 {
				t.Errorf("untraced run: parent %v, links %v: want a root span", run.Parent, run.Links)
			}
		}
		if sends[0].Parent.SpanID() != parent.SpanContext().SpanID() || sends[0].SpanKind != trace.SpanKindProducer {
			t.Errorf("send span: parent %s kind %v", sends[0].Parent.SpanID(), sends[0].SpanKind)
		}
	})
}

// TestWorkersOfAnUnknownQueue checks that a Config sizing a queue that
// does not exist is refused rather than ignored.
func TestWorkersOfAnUnknownQueue(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		if _, err := jobs.New(db, river.NewWorkers(), jobs.Config{Workers: map[string]int{"mail": 3}}); err == nil {
			t.Error("New accepted workers for the queue \"mail\"")
		}
		if _, err := jobs.New(db, river.NewWorkers(), jobs.Config{Workers: map[string]int{jobs.QueueEmails: 3}}); err != nil {
			t.Errorf("New with workers for the emails queue: %v", err)
		}
	})
}

// TestJSONText queues a job whose args hold the letters that Go's
// encoding/json escapes although JSON does not need it (&, <, >, U+2028,
// U+2029), and a backslash followed by u0026: JSONText writes the letters
// as they are, on both databases, and its text is the args' JSON.
func TestJSONText(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := jobs.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		workers := river.NewWorkers()
		river.AddWorker(workers, &sleepWorker{})
		client, err := jobs.New(db, workers, jobs.Config{})
		if err != nil {
			t.Fatal(err)
		}
		const name = "a&b@example.com <c>\u2028\u2029 \\u0026 \\\\u003c \"d\""
		res, err := client.Insert(ctx, sleepArgs{Name: name}, &river.InsertOpts{ScheduledAt: time.Now().Add(time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		var text string
		if err := db.NewSelect().Table("river_job").ColumnExpr(jobs.JSONText(db, "args")).Where("id = ?", res.Job.ID).Scan(ctx, &text); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, "a&b@example.com <c>\u2028\u2029 ") {
			t.Errorf("the args' text %q does not hold their letters as they are", text)
		}
		var args sleepArgs
		if err := json.Unmarshal([]byte(text), &args); err != nil || args.Name != name {
			t.Errorf("the args' text %q reads as %q (%v), want %q", text, args.Name, err, name)
		}
	})
}
