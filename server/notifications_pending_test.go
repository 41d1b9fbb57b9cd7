package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun/dialect"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
	"github.com/feedbackkit/feedbackkit/subscriptions"
)

// slowAnalyzer is the offline model answering after a delay longer than
// the inline analysis's limit, as a remote provider does: every text-only
// submission is stored with its analysis pending and a provisional
// neutral sentiment, and the feedback.analyze job stores the verdict.
type slowAnalyzer struct {
	delay time.Duration
	local *analysis.Local
}

func (a slowAnalyzer) Analyze(ctx context.Context, text string) (*analysis.Result, error) {
	select {
	case <-time.After(a.delay):
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return a.local.Analyze(ctx, text)
}

// subjects returns the subjects of msgs.
func subjects(msgs []smtptest.Message) []string {
	var out []string
	for _, m := range msgs {
		out = append(out, m.Subject)
	}
	return out
}

// twoEmailsAndOne waits for two emails to all and one to some, then for
// the jobs to be done, and returns them: it fails t when more came.
func (e *env) twoEmailsAndOne(t *testing.T, all, some *member) (mine, theirs []smtptest.Message) {
	t.Helper()
	waitFor(t, "two emails and one", func() bool {
		return len(e.mailTo(all.User.Email)) == 2 && len(e.mailTo(some.User.Email)) == 1
	})
	jobstest.WaitIdle(t, e.db) // nothing more may come
	mine, theirs = e.mailTo(all.User.Email), e.mailTo(some.User.Email)
	if len(mine) != 2 || len(theirs) != 1 {
		t.Fatalf("%s got %q, %s %q; want 2 emails and 1", all.User.Email, subjects(mine), some.User.Email, subjects(theirs))
	}
	return mine, theirs
}

// TestInstantNotificationsWaitForAnalysis checks that an item whose
// analysis is pending counts for instant subscriptions by the sentiment
// its analysis gives, not by the provisional neutral one: the subscriber
// of negative feedback only gets exactly one email, about the negative
// item, and the subscriber of all feedback gets both, each under its
// analysed sentiment; as does a digest of negative feedback.
func TestInstantNotificationsWaitForAnalysis(t *testing.T) {
	const complaint, praise = "The pace was far too fast and I understood nothing", "Great session, thanks a lot, really clear"
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("pending")
		user := e.addMember(org, "user@pending.test", "user")
		reader := e.addMember(org, "reader@pending.test", "user")
		roomID := e.createRoom(owner, "Retro", false)["_id"].(string)
		for _, s := range []struct {
			m    *member
			body map[string]any
		}{
			{user, map[string]any{"frequency": "instant", "minSentiment": "negative"}},
			{owner, map[string]any{"frequency": "instant"}},
			{reader, map[string]any{"frequency": "daily", "minSentiment": "negative"}},
		} {
			e.expect(t, "subscribe", e.do(request{method: "POST", path: subPath("room", roomID), cookie: s.m.Cookie, body: s.body}), 201, "")
		}
		for _, text := range []string{complaint, praise} {
			resp := e.fbSubmit(map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Retro", "feedback": text})
			e.expect(t, "submit", resp, 201, "")
			if resp.json["sentiment"] != "neutral" {
				t.Fatalf("the submission %s: want it provisionally neutral, its analysis pending", resp.raw)
			}
		}
		mine, theirs := e.twoEmailsAndOne(t, owner, user)
		if msg := theirs[0]; msg.Subject != "New negative feedback on Retro" || !strings.Contains(msg.Text, complaint) {
			t.Errorf("the user's email: %q, %q; want the complaint, negative", msg.Subject, msg.Text)
		}
		got := map[string]string{}
		for _, msg := range mine {
			got[msg.Subject] = msg.Text
		}
		if !strings.Contains(got["New negative feedback on Retro"], complaint) || !strings.Contains(got["New positive feedback on Retro"], praise) {
			t.Errorf("the owner's emails: %q; want the complaint, negative, and the praise, positive", subjects(mine))
		}
		// A digest counts the items by their sentiment when it is written.
		e.advancePast(nextEnd(e.clock.Now(), false))
		waitFor(t, "the daily digest", func() bool { return len(e.mailTo(reader.User.Email)) == 1 })
		if got := e.mailTo(reader.User.Email)[0]; !strings.Contains(got.Text, "1 negative, 0 neutral, 0 positive.") ||
			!strings.Contains(got.Text, complaint) || strings.Contains(got.Text, praise) {
			t.Errorf("the digest of negative feedback: %s\n%s", got.Subject, got.Text)
		}
	}, digestsOften, func(cfg *app.Config) {
		cfg.Analyzer = slowAnalyzer{delay: 200 * time.Millisecond, local: analysis.NewLocal()}
	})
}

// TestInstantNotificationsStopWaiting checks that an item whose analysis
// never finishes is emailed nobody until subscriptions.MaxAnalysisWait has
// passed since its submission, and then counts by its provisional neutral
// sentiment.
func TestInstantNotificationsStopWaiting(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("stuck")
		user := e.addMember(org, "user@stuck.test", "user")
		roomID := e.createRoom(owner, "Retro", false)["_id"].(string)
		for _, s := range []struct {
			m    *member
			body map[string]any
		}{{user, map[string]any{"frequency": "instant", "minSentiment": "negative"}}, {owner, map[string]any{"frequency": "instant"}}} {
			e.expect(t, "subscribe", e.do(request{method: "POST", path: subPath("room", roomID), cookie: s.m.Cookie, body: s.body}), 201, "")
		}
		e.fbAdd(owner.User.InstructorID, "Retro", "The pace was far too fast", "")
		waitFor(t, "the notification's job to wait twice", func() bool { return e.snoozes(subscriptions.ItemArgs{}.Kind()) >= 2 })
		if n := len(e.smtp.Messages()); n != 0 {
			t.Fatalf("%d emails while the analysis is pending, want none", n)
		}
		e.clock.Advance(subscriptions.MaxAnalysisWait)
		waitFor(t, "the owner's email", func() bool { return len(e.mailTo(owner.User.Email)) == 1 })
		if msg := e.mailTo(owner.User.Email)[0]; msg.Subject != "New neutral feedback on Retro" {
			t.Errorf("the owner's email: %q, want the provisional sentiment", msg.Subject)
		}
		jobstest.WaitIdle(t, e.db)
		if n := len(e.mailTo(user.User.Email)); n != 0 {
			t.Errorf("the subscriber of negative feedback got %d emails, want none", n)
		}
	}, func(cfg *app.Config) { cfg.Analyzer = downAnalyzer{} })
}

// snoozes returns how many times the job of kind was snoozed (River counts
// them in its metadata); the first job of kind when there are several.
func (e *env) snoozes(kind string) int {
	column := "metadata::text"
	if e.db.Dialect().Name() == dialect.SQLite {
		column = "json(metadata)" // stored as JSONB
	}
	var metadata []string
	if err := e.db.NewSelect().Table("river_job").ColumnExpr(column).Where("kind = ?", kind).Scan(context.Background(), &metadata); err != nil {
		e.t.Fatal(err)
	}
	if len(metadata) == 0 {
		return 0
	}
	var m struct{ Snoozes int }
	if err := json.Unmarshal([]byte(metadata[0]), &m); err != nil {
		e.t.Fatal(err)
	}
	return m.Snoozes
}
