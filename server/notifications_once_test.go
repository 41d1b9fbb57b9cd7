package server_test

import (
	"context"
	"errors"
	"testing"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/feedbackkit/feedbackkit/app"
)

// lostOutcome is River middleware that makes the first attempt of each job
// of its kinds fail after the job's work succeeded: as if the process died
// before River recorded the outcome, which makes River run the job again.
type lostOutcome struct {
	river.MiddlewareDefaults
	kinds map[string]bool
}

func (m *lostOutcome) Work(ctx context.Context, job *rivertype.JobRow, doInner func(context.Context) error) error {
	if err := doInner(ctx); err != nil || !m.kinds[job.Kind] || job.Attempt > 1 {
		return err
	}
	return errors.New("the process died before recording the outcome")
}

func TestNotificationsSurviveALostOutcome(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e := newEnv(t, appDB(t, d), digestsOften, func(cfg *app.Config) {
			cfg.JobMiddleware = append(cfg.JobMiddleware, &lostOutcome{kinds: map[string]bool{
				"subscriptions.instant": true, "subscriptions.digest": true}})
		})
		_, owner := e.newOrg("lost")
		roomID := e.createRoom(owner, "Retro", false)["_id"].(string)
		subscribe := func(frequency string) {
			e.expect(t, "subscribe", e.do(request{method: "POST", path: subPath("room", roomID), cookie: owner.Cookie,
				body: map[string]any{"frequency": frequency}}), 201, "")
		}
		subscribe("instant")
		e.fbAdd(owner.User.InstructorID, "Retro", "Sent once only", "neutral")
		e.waitJobs(t, "subscriptions.instant", 1)
		e.expect(t, "unsubscribe", e.do(request{method: "DELETE", path: subPath("room", roomID), cookie: owner.Cookie}), 200, "")
		subscribe("daily")
		day1 := nextEnd(e.clock.Now(), false)
		e.advancePast(day1)
		e.waitJobs(t, "subscriptions.digest", 1)
		e.waitDelivered(t)
		for _, tmpl := range []string{"new_feedback", "digest"} {
			n, err := e.db.NewSelect().Table("notify_emails").Where("template = ?", tmpl).Count(context.Background())
			if err != nil || n != 1 {
				t.Errorf("%d %s emails in the outbox (%v), want 1", n, tmpl, err)
			}
		}
		if n := len(e.mailTo(owner.User.Email)); n != 2 {
			t.Errorf("the owner got %d emails, want 2", n)
		}
	})
}
