package jobs

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"

	"github.com/riverqueue/river/rivertype"
)

// TestLoggedJobsForgotten fails jobs with Logged errors under a logger
// that shows only errors: River's reports of the failures ("Job errored;
// retrying", warnings) are not shown, yet each makes loggedJobs forget
// its job.
func TestLoggedJobsForgotten(t *testing.T) {
	logged := &loggedJobs{}
	inner := slog.NewTextHandler(io.Discard, &slog.HandlerOptions{Level: slog.LevelError})
	log := slog.New(quietHandler{inner, logged})
	for id := range int64(5) {
		err := logged.Work(context.Background(), &rivertype.JobRow{ID: id}, func(context.Context) error {
			return Logged(errors.New("refused"))
		})
		if err == nil {
			t.Fatal("the worker's error was lost")
		}
		log.Warn("jobexecutor.JobExecutor: Job errored; retrying", "job_id", id)
	}
	logged.ids.Range(func(id, _ any) bool {
		t.Errorf("job %v still held after River reported its failure", id)
		return true
	})
}
