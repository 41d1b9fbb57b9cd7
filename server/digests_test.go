package server_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
)

// digestsOften runs the digest scheduler every 50 ms, so that a digest is
// queued soon after the test clock passes the end of its period.
func digestsOften(cfg *app.Config) { cfg.DigestCheckInterval = 50 * time.Millisecond }

// nextEnd returns the first end of a daily (08:00 UTC) or weekly (Monday
// 08:00 UTC) period after t: the default schedule.
func nextEnd(t time.Time, weekly bool) time.Time {
	t = t.UTC()
	end := time.Date(t.Year(), t.Month(), t.Day(), 8, 0, 0, 0, time.UTC)
	for !end.After(t) || (weekly && end.Weekday() != time.Monday) {
		end = end.AddDate(0, 0, 1)
	}
	return end
}

// advancePast moves the env's clock to a second after at.
func (e *env) advancePast(at time.Time) {
	e.clock.Advance(at.Add(time.Second).Sub(e.clock.Now()))
}

// startOn advances the test clock to the next weekday at hour:30 UTC.
func startOn(e *env, day time.Weekday, hour int) {
	now := e.clock.Now().UTC()
	at := time.Date(now.Year(), now.Month(), now.Day(), hour, 30, 0, 0, time.UTC)
	for !at.After(now) || at.Weekday() != day {
		at = at.AddDate(0, 0, 1)
	}
	e.clock.Advance(at.Sub(now))
}

// digestsTo returns the digest emails to the address to whose subject
// holds about (e.g. "daily digest for Retro").
func digestsTo(server *smtptest.Server, to, about string) []smtptest.Message {
	var out []smtptest.Message
	for _, m := range server.Messages() {
		for _, rcpt := range m.To {
			if strings.EqualFold(rcpt, to) && strings.Contains(m.Subject, about) {
				out = append(out, m)
			}
		}
	}
	return out
}

// digestRecords counts the digests recorded (sent, or nothing qualified)
// for periods that ended at end.
func (e *env) digestRecords(t *testing.T, end time.Time) int {
	t.Helper()
	n, err := e.db.NewSelect().Table("subscriptions_digests").Where("period_end = ?", end.UTC()).Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

// waitDelivered waits until the outbox holds no email waiting for
// delivery.
func (e *env) waitDelivered(t *testing.T) {
	t.Helper()
	waitFor(t, "every email delivered", func() bool {
		n, err := e.db.NewSelect().Table("notify_emails").Where("status <> 'sent'").Count(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return n == 0
	})
}

func TestDigests(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e := newEnv(t, appDB(t, d), digestsOften)
		// Start on a Wednesday, so that the two days the test goes
		// through end before its week does (Monday 08:00), whatever
		// the day it runs: on a Sunday before 08:00 the second day's
		// end was also the week's, and the day's count included the
		// weekly digest.
		startOn(e, time.Wednesday, 12)
		org, owner := e.newOrg("digests")
		e.uncap(org)
		user := e.addMember(org, "user@digests.test", "user")
		room := e.createRoom(owner, "Retro", false)
		roomID := room["_id"].(string)
		form := e.createForm(owner, surveyBody("Course survey"))
		subscribe := func(m *member, path, frequency, min string) {
			body := map[string]any{"frequency": frequency}
			if min != "" {
				body["minSentiment"] = min
			}
			e.expect(t, "subscribe", e.do(request{method: "POST", path: path, cookie: m.Cookie, body: body}), 201, "")
		}
		subscribe(owner, subPath("room", roomID), "daily", "")
		subscribe(user, subPath("room", roomID), "daily", "negative")
		subscribe(owner, subPath("form", form["_id"].(string)), "weekly", "")
		subscribe(user, subPath("form", form["_id"].(string)), "daily", "negative")

		day1 := nextEnd(e.clock.Now(), false)
		week := nextEnd(e.clock.Now(), true)
		e.fbAdd(owner.User.InstructorID, "Retro", "Great session, thanks", "positive")
		e.fbAdd(owner.User.InstructorID, "Retro", "I will kill you after class tomorrow", "negative")
		rating, _ := question(form, 0)
		text, _ := question(form, 1)
		scale, _ := question(form, 5)
		for _, answers := range [][]any{
			{answer(rating, 4), answer(scale, 1)},
			{answer(rating, 1), answer(text, "Terrible, awful and boring. I hated every minute."), answer(scale, 4)},
		} {
			e.expect(t, "form response", e.do(request{method: "POST", path: "/api/forms/public/" + form["slug"].(string) + "/submit",
				body: map[string]any{"responses": answers}}), 201, "")
		}

		// The first day ends: both room subscribers hear of it.
		e.advancePast(day1)
		waitFor(t, "the first daily digests", func() bool {
			return len(digestsTo(e.smtp, owner.User.Email, "daily digest for Retro")) == 1 &&
				len(digestsTo(e.smtp, user.User.Email, "daily digest for Retro")) == 1 &&
				len(digestsTo(e.smtp, user.User.Email, "daily digest for Course survey")) == 1
		})
		if got := digestsTo(e.smtp, user.User.Email, "daily digest for Course survey")[0]; !strings.Contains(got.Subject, ": 1 new") ||
			!strings.Contains(got.Text, "1 negative, 0 neutral, 0 positive.") || !strings.Contains(got.Text, "I hated every minute") {
			t.Errorf("the user's form digest (negative only): %s\n%s", got.Subject, got.Text)
		}
		mine := digestsTo(e.smtp, owner.User.Email, "daily digest for Retro")[0]
		if want := "Your daily digest for Retro: 2 new, 1 serious concern"; mine.Subject != want {
			t.Errorf("subject %q, want %q", mine.Subject, want)
		}
		concerns, newest := strings.Index(mine.Text, "Serious concerns:"), strings.Index(mine.Text, "Newest:")
		for _, want := range []string{"Org digests", "I will kill you after class tomorrow", "threats",
			"Great session, thanks", baseURL + "/inbox?room=Retro", baseURL + "/concerns?resolved=false"} {
			if !strings.Contains(mine.Text, want) || !strings.Contains(mine.HTML, want) {
				t.Errorf("the owner's digest lacks %q: text %s\nhtml %s", want, mine.Text, mine.HTML)
			}
		}
		if !strings.Contains(mine.Text, "1 negative, 0 neutral, 1 positive.") {
			t.Errorf("the owner's digest lacks the counts: %s", mine.Text)
		}
		if concerns < 0 || newest < concerns {
			t.Errorf("serious concerns do not come first: %s", mine.Text)
		}
		link := strings.Trim(mine.Header.Get("List-Unsubscribe"), "<>")
		if !strings.HasPrefix(link, baseURL+"/api/public/unsubscribe?token=") || !strings.Contains(mine.Text, link) ||
			mine.Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
			t.Errorf("unsubscribe headers %v, text %s", mine.Header, mine.Text)
		}
		theirs := digestsTo(e.smtp, user.User.Email, "daily digest for Retro")[0]
		if !strings.Contains(theirs.Subject, ": 1 new") || !strings.Contains(theirs.Text, "1 negative, 0 neutral, 0 positive") ||
			strings.Contains(theirs.Text, "Great session") {
			t.Errorf("the user's digest (negative only): %s\n%s", theirs.Subject, theirs.Text)
		}

		// The second day has only praise: the owner hears of it, the
		// user (negative only) does not.
		e.fbAdd(owner.User.InstructorID, "Retro", "Nice pace today", "positive")
		day2 := day1.AddDate(0, 0, 1)
		e.advancePast(day2)
		waitFor(t, "the second day's digests recorded", func() bool { return e.digestRecords(t, day2) == 3 })
		e.waitDelivered(t)
		if got := digestsTo(e.smtp, owner.User.Email, "daily digest for Retro"); len(got) != 2 || !strings.Contains(got[1].Text, "Nice pace today") ||
			strings.Contains(got[1].Text, "Great session") {
			t.Errorf("the owner's daily digests: %d, last %v", len(got), got[len(got)-1].Text)
		}
		if got := digestsTo(e.smtp, user.User.Email, "digest"); len(got) != 2 {
			t.Errorf("the user got %d digests, want 2 (nothing qualified on the second day)", len(got))
		}

		// The week ends: the form's weekly digest counts its response.
		if week.After(day2) {
			e.advancePast(week)
		}
		waitFor(t, "the weekly digest", func() bool {
			return len(digestsTo(e.smtp, owner.User.Email, "weekly digest for Course survey")) == 1
		})
		weekly := digestsTo(e.smtp, owner.User.Email, "weekly digest for Course survey")[0]
		if !strings.Contains(weekly.Text, "1 negative, 0 neutral, 0 positive, 1 without a sentiment") ||
			!strings.Contains(weekly.Text, baseURL+"/forms/"+form["_id"].(string)) {
			t.Errorf("weekly digest %s", weekly.Text)
		}
		e.waitDelivered(t)
		if n := len(e.mailTo(owner.User.Email)); n != 3 {
			t.Errorf("the owner got %d emails, want 3", n)
		}
	})
}

func TestDigestsCatchUpAfterDowntime(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		db := appDB(t, d)
		e := newEnv(t, db, digestsOften)
		_, owner := e.newOrg("catchup")
		roomID := e.createRoom(owner, "Retro", false)["_id"].(string)
		e.expect(t, "subscribe", e.do(request{method: "POST", path: subPath("room", roomID), cookie: owner.Cookie,
			body: map[string]any{"frequency": "daily"}}), 201, "")
		day1 := nextEnd(e.clock.Now(), false)
		day2 := day1.AddDate(0, 0, 1)

		// The only process stops its jobs before the first day ends;
		// its API keeps taking feedback over two days.
		if err := closeKit(e.kit, db); err != nil {
			t.Fatal(err)
		}
		e.fbAdd(owner.User.InstructorID, "Retro", "Said before the first day ended", "negative")
		e.advancePast(day1)
		e.fbAdd(owner.User.InstructorID, "Retro", "Said on the second day", "positive")

		// A process starting after the second day ended sends both.
		later := newEnv(t, db, digestsOften)
		later.advancePast(day2)
		waitFor(t, "two daily digests", func() bool {
			return len(digestsTo(later.smtp, owner.User.Email, "daily digest for Retro")) == 2
		})
		got := digestsTo(later.smtp, owner.User.Email, "daily digest for Retro")
		if got[0].Subject == got[1].Subject && got[0].Text == got[1].Text {
			t.Fatalf("the same digest twice: %s", got[0].Text)
		}
		for _, m := range got {
			first, second := strings.Contains(m.Text, "Said before the first day ended"), strings.Contains(m.Text, "Said on the second day")
			if first == second || !strings.Contains(m.Subject, ": 1 new") {
				t.Errorf("a digest of one day holds %q", m.Text)
			}
		}
		if n := len(e.smtp.Messages()); n != 0 {
			t.Errorf("the stopped process sent %d emails", n)
		}
	})
}

func TestDigestsOnceAcrossInstances(t *testing.T) {
	t.Parallel()
	db := appDB(t, "postgres")
	a, b := newEnv(t, db, digestsOften), newEnv(t, db, digestsOften)
	org, owner := a.newOrg("twice")
	a.uncap(org)
	members := []*member{owner, a.addMember(org, "ada@twice.test", "user"), a.addMember(org, "bob@twice.test", "admin")}
	roomID := a.createRoom(owner, "Retro", false)["_id"].(string)
	for _, m := range members {
		a.expect(t, "subscribe", a.do(request{method: "POST", path: subPath("room", roomID), cookie: m.Cookie,
			body: map[string]any{"frequency": "daily"}}), 201, "")
	}
	a.fbAdd(owner.User.InstructorID, "Retro", "Clear and well paced", "positive")
	day1 := nextEnd(a.clock.Now(), false)

	// Both mail servers refuse the first deliveries, then recover.
	a.smtp.FailNext(2)
	b.smtp.FailNext(2)
	a.advancePast(day1)
	b.advancePast(day1)
	// Both processes sweep for due digests at once, besides the
	// periodic sweep of the one that leads.
	ctx := context.Background()
	done := make(chan error)
	for range 4 {
		for _, e := range []*env{a, b} {
			go func() { done <- e.kit.Subscriptions.QueueDigests(ctx) }()
		}
	}
	for range 8 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, "the digests recorded", func() bool { return a.digestRecords(t, day1) == len(members) })
	a.waitDelivered(t)
	for _, m := range members {
		if n := len(digestsTo(a.smtp, m.User.Email, "daily digest")) + len(digestsTo(b.smtp, m.User.Email, "daily digest")); n != 1 {
			t.Errorf("%s got %d digests, want 1", m.User.Email, n)
		}
	}
	n, err := a.db.NewSelect().Table("notify_emails").Where("template = 'digest'").Count(ctx)
	if err != nil || int(n) != len(members) {
		t.Errorf("%d digests in the outbox (%v), want %d", n, err, len(members))
	}
}
