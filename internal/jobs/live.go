package jobs

import (
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// liveStates are the states of a job still to be worked, or being worked.
var liveStates = []rivertype.JobState{rivertype.JobStateAvailable, rivertype.JobStateScheduled,
	rivertype.JobStateRetryable, rivertype.JobStatePending, rivertype.JobStateRunning}

// LiveJobs returns the query of the jobs of kind in River's river_job of
// db, aliased j, still waiting or running, whose args hold at key the
// value of the SQL expression value (a column of the outer query, such
// as "d.id"; key and value are the caller's constants, never input). A
// package whose rows each have a job, committed with it, finds with NOT
// EXISTS (LiveJobs(...)) the rows whose job ended, or went, without
// recording their outcome: River's rescue discards a job left running in
// its last attempt by a process that died, without running its worker.
// The args are searched by their GIN index on PostgreSQL (@>), by
// json_extract of their JSONB on SQLite.
func LiveJobs(db bun.IDB, kind, key, value string) *bun.SelectQuery {
	ofRow := "json_extract(j.args, '$." + key + "') = " + value
	if database.IsPostgres(db) {
		ofRow = "j.args @> jsonb_build_object('" + key + "', " + value + ")"
	}
	return db.NewSelect().TableExpr("river_job AS j").ColumnExpr("1").
		Where("j.kind = ?", kind).Where("j.state IN (?)", bun.List(liveStates)).Where(ofRow)
}
