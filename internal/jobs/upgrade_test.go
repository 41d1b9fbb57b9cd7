package jobs_test

import (
	"context"
	"log/slog"
	"slices"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/internal/telemetry"
)

// riverV031Schema is the last version of River's migrations that River
// v0.31.0, which feedbackkit used before v0.51.2, had: its versions 1 to 6
// are those of v0.51.2 (their SQL differs in comments only), which adds
// version 7 (river_notification, river_client and river_client_queue
// dropped; on SQLite, the JSON columns rebuilt as JSONB) and version 8 (on
// SQLite, river_job rebuilt with an AUTOINCREMENT id).
const riverV031Schema = 6

type upgradeArgs struct {
	Name string `json:"name"`
}

func (upgradeArgs) Kind() string { return "test.upgrade" }

// upgradeWorker reports each run's job and request id.
type upgradeWorker struct {
	river.WorkerDefaults[upgradeArgs]
	runs chan upgradeRun
}

type upgradeRun struct {
	job       *river.Job[upgradeArgs]
	requestID string
}

func (w *upgradeWorker) Work(ctx context.Context, job *river.Job[upgradeArgs]) error {
	w.runs <- upgradeRun{job, telemetry.RequestID(ctx)}
	return nil
}

// TestMigrateFromRiverV031 starts from a database whose River tables are
// at the schema of River v0.31 and holds a job queued, and failed once,
// by it, its row written as v0.31 wrote it (on SQLite, its args a BLOB of
// JSON text and its other JSON columns JSON text). Migrate brings the
// schema to River's latest version, and the job is worked by the new
// client with its args, its origin (the request id in its metadata) and
// its earlier attempt's error.
func TestMigrateFromRiverV031(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		m, err := rivermigrate.New(jobs.Driver(db), &rivermigrate.Config{Logger: slog.New(slog.DiscardHandler)})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, &rivermigrate.MigrateOpts{TargetVersion: riverV031Schema}); err != nil {
			t.Fatal(err)
		}
		id := insertV031Job(t, db)

		if err := jobs.Migrate(ctx, db); err != nil {
			t.Fatalf("migrate from River v0.31's schema: %v", err)
		}
		var applied []int
		existing, err := m.ExistingVersions(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range existing {
			applied = append(applied, v.Version)
		}
		var want []int
		for _, v := range m.AllVersions() {
			want = append(want, v.Version)
		}
		if !slices.Equal(applied, want) || len(want) <= riverV031Schema {
			t.Errorf("River's migrations %v applied, want %v", applied, want)
		}
		for table, wantIt := range map[string]bool{"river_client": false, "river_notification": true, "river_job": true} {
			if got := tableExists(t, db, table); got != wantIt {
				t.Errorf("table %s exists: %t, want %t", table, got, wantIt)
			}
		}

		client, workers := jobstest.New(t, db)
		w := &upgradeWorker{runs: make(chan upgradeRun, 1)}
		river.AddWorker(workers, w)
		jobstest.Start(t, client)
		var run upgradeRun
		select {
		case run = <-w.runs:
		case <-time.After(30 * time.Second):
			t.Fatal("the job queued before the upgrade has not run 30 s after the client started")
		}
		if run.job.ID != id || run.job.Args.Name != "queued by v0.31" || run.requestID != "req-v031" {
			t.Errorf("ran job %d with args %+v and request id %q, want job %d of %q from req-v031",
				run.job.ID, run.job.Args, run.requestID, id, "queued by v0.31")
		}
		if run.job.Attempt != 2 || len(run.job.Errors) != 1 || run.job.Errors[0].Error != "refused before the upgrade" {
			t.Errorf("attempt %d with errors %+v, want attempt 2 after the error of the first", run.job.Attempt, run.job.Errors)
		}
		jobstest.WaitIdle(t, db)
		job, err := client.JobGet(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if job.State != rivertype.JobStateCompleted {
			t.Errorf("the job is %s after its run, want completed", job.State)
		}
		// A job queued after the upgrade takes a new id.
		res, err := client.Insert(ctx, upgradeArgs{Name: "queued by v0.51"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if res.Job.ID <= id {
			t.Errorf("a job queued after the upgrade has id %d, not above %d", res.Job.ID, id)
		}
	})
}

// insertV031Job writes, as River v0.31's driver of db wrote it, a job
// whose first attempt failed and that is available for its second, and
// returns its id.
func insertV031Job(t *testing.T, db *bun.DB) int64 {
	t.Helper()
	args := []byte(`{"name":"queued by v0.31"}`)
	metadata := `{"feedbackkit":{"request_id":"req-v031"}}`
	attemptError := `{"at":"2026-11-01T10:00:00.000Z","attempt":1,"error":"refused before the upgrade","trace":""}`
	// On SQLite, v0.31 bound the args as they were encoded (a BLOB) and
	// passed the other JSON columns through json(), as text.
	query := `INSERT INTO river_job (args, attempt, attempted_at, attempted_by, created_at, errors, kind,
			max_attempts, metadata, priority, queue, scheduled_at, state, tags)
		VALUES (?, 1, datetime('now', 'subsec'), json(CAST(? AS blob)), datetime('now', 'subsec'),
			json(CAST(? AS blob)), 'test.upgrade', 25, json(CAST(? AS blob)), 1, 'default',
			datetime('now', 'subsec'), 'available', json(CAST(? AS blob)))
		RETURNING id`
	params := []any{args, `["v031-client"]`, "[" + attemptError + "]", metadata, `[]`}
	if database.IsPostgres(db) {
		query = `INSERT INTO river_job (args, attempt, attempted_at, attempted_by, created_at, errors, kind,
				max_attempts, metadata, priority, queue, scheduled_at, state, tags)
			VALUES (?::jsonb, 1, now(), ARRAY['v031-client'], now(), ARRAY[?::jsonb], 'test.upgrade', 25,
				?::jsonb, 1, 'default', now(), 'available', '{}'::varchar(255)[])
			RETURNING id`
		params = []any{string(args), attemptError, metadata}
	}
	var id int64
	if err := db.NewRaw(query, params...).Scan(context.Background(), &id); err != nil {
		t.Fatalf("insert a job as River v0.31 did: %v", err)
	}
	return id
}

// tableExists reports whether db has a table of that name.
func tableExists(t *testing.T, db *bun.DB, table string) bool {
	t.Helper()
	query := `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?`
	if database.IsPostgres(db) {
		query = `SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = current_schema() AND tablename = ?`
	}
	var n int
	if err := db.NewRaw(query, table).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n > 0
}
