package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/idempotency"
	"github.com/feedbackkit/feedbackkit/server"
)

// keyed is a JSON submission to path with an Idempotency-Key.
func keyed(path, key string, body any) request {
	r := request{method: "POST", path: path, body: body}
	if key != "" {
		r.header = map[string]string{"Idempotency-Key": key}
	}
	return r
}

// keyedRaw is keyed with the body as it is.
func keyedRaw(path, key, body string) request {
	return request{method: "POST", path: path, rawBody: body, contentType: "application/json",
		header: map[string]string{"Idempotency-Key": key}}
}

// countText counts the feedback items whose text is text.
func (e *env) countText(t *testing.T, text string) int {
	t.Helper()
	n, err := e.db.NewSelect().Table("feedback_items").Where("feedback = ?", text).Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

// expectReplay checks that got repeats first, marked as a replay.
func expectReplay(t *testing.T, name string, got, first response) {
	t.Helper()
	if got.status != first.status || !bytes.Equal(got.raw, first.raw) || got.header.Get("Idempotent-Replayed") != "true" {
		t.Errorf("%s: %d %s (replayed %q), want the first answer %d %s", name, got.status, got.raw,
			got.header.Get("Idempotent-Replayed"), first.status, first.raw)
	}
}

// TestIdempotentSubmissions sends submissions to the three submission
// routes and the two respondent pages with keys, and checks the exact
// semantics: a repeat gets the first answer and the same _id and stores
// nothing; a changed body gets 422; keys are scoped by route and target
// (the room, in whatever case its link is typed);
// an answer that stored nothing leaves the key free; a repeat is answered
// before the rate limit; a bad key is refused.
func TestIdempotentSubmissions(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		e.createRoom(owner, "Hall", false)
		instructor := owner.User.InstructorID
		body := map[string]any{"instructorId": instructor, "eventType": "Lobby", "feedback": "once only", "sentiment": "positive"}

		first := e.do(keyed("/api/feedback/submit", "key-1", body))
		e.expect(t, "first", first, 201, "")
		if first.header.Get("Idempotent-Replayed") != "" {
			t.Error("the first answer is marked as a replay")
		}
		expectReplay(t, "repeat", e.do(keyed("/api/feedback/submit", "key-1", body)), first)
		// The same body in another order and spacing, with a challenge
		// solution, is the same request.
		same := `{ "sentiment":"positive", "feedback":"once only", "altcha":"solution-2",` +
			`"eventType":"Lobby", "instructorId":"` + instructor + `" }`
		expectReplay(t, "repeat with another challenge solution", e.do(keyedRaw("/api/feedback/submit", "key-1", same)), first)
		if n := e.countText(t, "once only"); n != 1 {
			t.Fatalf("%d items stored, want 1", n)
		}

		changed := map[string]any{"instructorId": instructor, "eventType": "Lobby", "feedback": "twice?", "sentiment": "positive"}
		e.expectAll(t, []outcome{
			{"another body", e.do(keyed("/api/feedback/submit", "key-1", changed)), 422, "IDEMPOTENCY_MISMATCH"},
			{"key too long", e.do(keyed("/api/feedback/submit", strings.Repeat("k", 256), body)), 400, "VALIDATION_FAILED"},
		})
		// The target is the room, however its link is spelled: the same
		// room in another case is the same target, and the other body
		// (its eventType) a mismatch, not a second item.
		lobby := map[string]any{"instructorId": strings.ToUpper(instructor), "eventType": "LOBBY ", "feedback": "once only",
			"sentiment": "positive"}
		e.expect(t, "the same room spelled otherwise", e.do(keyed("/api/feedback/submit", "key-1", lobby)), 422, "IDEMPOTENCY_MISMATCH")
		// Another route, or another room, is another key.
		widget := e.do(keyed("/api/widget/submit", "key-1", body))
		e.expect(t, "widget, same key", widget, 201, "")
		hall := map[string]any{"instructorId": instructor, "eventType": "Hall", "feedback": "once only", "sentiment": "positive"}
		inHall := e.do(keyed("/api/feedback/submit", "key-1", hall))
		e.expect(t, "another room, same key", inHall, 201, "")
		ids := map[any]bool{first.json["_id"]: true, widget.json["_id"]: true, inHall.json["_id"]: true}
		if len(ids) != 3 || e.countText(t, "once only") != 3 {
			t.Errorf("ids %v, %d items; want 3 of each", ids, e.countText(t, "once only"))
		}

		// A refused submission stores nothing and frees its key.
		empty := map[string]any{"instructorId": instructor, "eventType": "Lobby"}
		e.expect(t, "refused", e.do(keyed("/api/feedback/submit", "key-2", empty)), 400, "VALIDATION_FAILED")
		e.expect(t, "malformed", e.do(keyedRaw("/api/feedback/submit", "key-2", `{"feedback":`)), 400, "INVALID_JSON")
		fixed := e.do(keyed("/api/feedback/submit", "key-2", changed))
		e.expect(t, "corrected, same key", fixed, 201, "")
		expectReplay(t, "corrected, repeat", e.do(keyed("/api/feedback/submit", "key-2", changed)), fixed)

		// The widget allows 10 submissions per 15 minutes from a client
		// IP: a repeat is answered before the limit.
		for i := range 9 {
			w := map[string]any{"instructorId": instructor, "eventType": "Lobby", "feedback": "widget " + string(rune('a'+i))}
			e.expect(t, "widget", e.do(keyed("/api/widget/submit", "w-"+string(rune('a'+i)), w)), 201, "")
		}
		e.expect(t, "widget over the limit", e.do(keyed("/api/widget/submit", "w-new", changed)), 429, "RATE_LIMITED")
		expectReplay(t, "widget repeat over the limit", e.do(keyed("/api/widget/submit", "key-1", body)), widget)

		// Forms: the same, keyed by the slug.
		form := e.createForm(owner, map[string]any{"title": "Survey",
			"questions": []any{map[string]any{"type": "text", "text": "Anything?", "required": true}}})
		qid, _ := question(form, 0)
		formPath := "/api/forms/public/" + form["slug"].(string) + "/submit"
		answers := map[string]any{"responses": []any{answer(qid, "yes")}}
		resp := e.do(keyed(formPath, "key-1", answers))
		e.expect(t, "form", resp, 201, "")
		expectReplay(t, "form repeat", e.do(keyed(formPath, "key-1", answers)), resp)
		e.expect(t, "form, another body", e.do(keyed(formPath, "key-1", map[string]any{"responses": []any{answer(qid, "no")}})),
			422, "IDEMPOTENCY_MISMATCH")
		if n := e.countRows("forms_responses"); n != 1 {
			t.Errorf("%d responses stored, want 1", n)
		}
		other := e.createForm(owner, map[string]any{"title": "Other",
			"questions": []any{map[string]any{"type": "text", "text": "Anything?", "required": true}}})
		oqid, _ := question(other, 0)
		e.expect(t, "another form, same key", e.do(keyed("/api/forms/public/"+other["slug"].(string)+"/submit", "key-1",
			map[string]any{"responses": []any{answer(oqid, "yes")}})), 201, "")

		// Without a key, every submission is stored.
		e.expect(t, "no key", e.do(keyed("/api/feedback/submit", "", body)), 201, "")
		e.expect(t, "no key again", e.do(keyed("/api/feedback/submit", "", body)), 201, "")
		if n := e.countText(t, "once only"); n != 5 {
			t.Errorf("%d items, want 5", n)
		}

		// The pages carry a new key in each rendering; a repeated post of
		// the page stores nothing more.
		page := roomPage(instructor, "Lobby")
		keyField := regexp.MustCompile(`name="idempotencyKey" value="([^"]+)"`)
		k1 := keyField.FindStringSubmatch(string(e.do(request{method: "GET", path: page}).raw))
		k2 := keyField.FindStringSubmatch(string(e.do(request{method: "GET", path: page}).raw))
		if k1 == nil || k2 == nil || k1[1] == k2[1] {
			t.Fatalf("page keys %q and %q: want a new key in each page", k1, k2)
		}
		v := url.Values{"sentiment": {"neutral"}, "feedback": {"from the page"}, "idempotencyKey": {k1[1]}}
		sent := e.do(post(page, v))
		if sent.status != 303 || sent.header.Get("Location") != "?sent=1" {
			t.Fatalf("page post: %d %s", sent.status, sent.header.Get("Location"))
		}
		again := e.do(post(page, v))
		if again.status != 303 || again.header.Get("Location") != "?sent=1" || again.header.Get("Idempotent-Replayed") != "true" {
			t.Errorf("page post again: %d %q %q", again.status, again.header.Get("Location"), again.header.Get("Idempotent-Replayed"))
		}
		if n := e.countText(t, "from the page"); n != 1 {
			t.Errorf("%d items from the page, want 1", n)
		}
		v.Set("feedback", "changed on the page")
		// The page again, the changed answers in its form, to send (TestPageResentWithOtherAnswers).
		expectPage(t, "page post with another body", e.do(post(page, v)), 422, ">changed on the page</textarea>")
		formPage := "/f/" + form["slug"].(string)
		fk := keyField.FindStringSubmatch(string(e.do(request{method: "GET", path: formPage}).raw))
		fv := url.Values{"q-" + qid: {"from the form page"}, "idempotencyKey": {fk[1]}}
		for i := range 2 {
			if r := e.do(post(formPage, fv)); r.status != 303 {
				t.Errorf("form page post %d: %d %.300s", i+1, r.status, r.raw)
			}
		}
		if n := e.countRows("forms_responses"); n != 3 {
			t.Errorf("%d responses, want 3", n)
		}
	})
}

// holdingStore is a feedback Store that holds the first insert of each
// item whose text starts with "hold" until the test opens its gate, as a
// database that froze does: the insert's caller gives up when its context
// ends, while the insert goes on and commits once the gate opens (the
// inserts of feedback.BunStore outside a transaction run under a context
// of their own, see database.Batcher).
type holdingStore struct {
	feedback.Store
	held chan string // the ID of each insert held, as it is held
	late chan error  // the outcome of each held insert, once it ran

	mu    sync.Mutex
	gates map[string]chan struct{} // by text
	seen  map[string]bool          // IDs inserted before
}

func newHoldingStore(store feedback.Store) *holdingStore {
	return &holdingStore{Store: store, held: make(chan string, 10), late: make(chan error, 10),
		gates: map[string]chan struct{}{}, seen: map[string]bool{}}
}

// gate returns the gate of the inserts of text.
func (h *holdingStore) gate(text string) chan struct{} {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.gates[text] == nil {
		h.gates[text] = make(chan struct{})
	}
	return h.gates[text]
}

func (h *holdingStore) InsertItem(ctx context.Context, it *feedback.Item) error {
	h.mu.Lock()
	hold := strings.HasPrefix(it.Text, "hold") && !h.seen[it.ID]
	h.seen[it.ID] = true
	h.mu.Unlock()
	if !hold {
		return h.Store.InsertItem(ctx, it)
	}
	gate := h.gate(it.Text)
	h.held <- it.ID
	done := make(chan error, 1)
	go func() {
		<-gate
		err := h.Store.InsertItem(context.WithoutCancel(ctx), it)
		done <- err
		h.late <- err
	}()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// holdingEnv is an env whose feedback store is a holdingStore, with the
// request timeout given and opts.
func holdingEnv(t *testing.T, dialect string, timeout time.Duration, opts ...envOption) (*env, *holdingStore) {
	var hs *holdingStore
	e := newEnv(t, appDB(t, dialect), append([]envOption{func(c *app.Config) {
		c.RequestTimeout = timeout
		c.Stores = func(s *app.Stores) {
			hs = newHoldingStore(s.Feedback)
			s.Feedback = hs
		}
	}}, opts...)...)
	return e, hs
}

// sendAsync sends r from another goroutine and delivers its answer.
func (e *env) sendAsync(t *testing.T, r request) <-chan response {
	t.Helper()
	return sendAsyncTo(t, e.server.App(), r)
}

// sendAsyncTo sends r to app from another goroutine and delivers its
// answer.
func sendAsyncTo(t *testing.T, app *fiber.App, r request) <-chan response {
	t.Helper()
	raw, err := json.Marshal(r.body)
	if err != nil {
		t.Fatal(err)
	}
	out := make(chan response, 1)
	go func() {
		req := httptest.NewRequest(r.method, r.path, bytes.NewReader(raw))
		req.Header.Set("Content-Type", "application/json")
		for k, v := range r.header {
			req.Header.Set(k, v)
		}
		res, err := app.Test(req, -1)
		if err != nil {
			out <- response{status: -1, raw: []byte(err.Error())}
			return
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		out <- response{status: res.StatusCode, header: res.Header, raw: body}
	}()
	return out
}

// TestIdempotentSubmissionInProgress holds a submission in a frozen
// database: its repeat waits 5 s for it, then gets 409 IN_PROGRESS; once
// the database answers, the first is answered, and a repeat gets the same
// answer.
func TestIdempotentSubmissionInProgress(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e, hs := holdingEnv(t, d, 0)
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		body := map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Lobby", "feedback": "hold me"}
		req := keyed("/api/feedback/submit", "slow-1", body)

		firstAnswer := e.sendAsync(t, req)
		id := <-hs.held
		e.expect(t, "repeat while the first runs", e.do(req), 409, "IN_PROGRESS")
		close(hs.gate("hold me"))
		first := <-firstAnswer
		if first.status != 201 || !strings.Contains(string(first.raw), `"_id":"`+id+`"`) {
			t.Fatalf("first: %d %s, want 201 with _id %s", first.status, first.raw, id)
		}
		expectReplay(t, "repeat", e.do(req), first)
		if n := e.countText(t, "hold me"); n != 1 {
			t.Errorf("%d items, want 1", n)
		}
	})
}

// retryAfterLateCommit lets the held submission req, of text, commit under
// id, then retries it: the retry answers 201 with id, nothing more is
// stored, and a repeat of the retry replays its answer.
func (e *env) retryAfterLateCommit(t *testing.T, hs *holdingStore, req request, text, id string) {
	t.Helper()
	close(hs.gate(text))
	if err := <-hs.late; err != nil {
		t.Fatalf("the late commit failed: %v", err)
	}
	retry := e.do(req)
	e.expect(t, "retry after the late commit", retry, 201, "")
	if retry.json["_id"] != id || e.countText(t, text) != 1 {
		t.Errorf("retry: _id %v, want %s; %d items, want 1", retry.json["_id"], id, e.countText(t, text))
	}
	expectReplay(t, "repeat of the retry", e.do(req), retry)
}

// TestIdempotentSubmissionCommittedAfter503 freezes the database under a
// submission until its request times out (503), then lets it commit: a
// retry with the same key after the commit answers 201 with the _id it
// was stored under, and a retry before the commit stores it under that
// _id, the late commit then failing; either way it is stored once.
func TestIdempotentSubmissionCommittedAfter503(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e, hs := holdingEnv(t, d, time.Second)
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		submission := func(text string) request {
			return keyed("/api/feedback/submit", "key-"+text,
				map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Lobby", "feedback": text})
		}

		// The retry comes after the late commit.
		a := submission("hold a")
		answer := e.sendAsync(t, a)
		id := <-hs.held
		e.expect(t, "frozen", <-answer, 503, "")
		e.retryAfterLateCommit(t, hs, a, "hold a", id)

		// The retry comes before the late commit.
		b := submission("hold b")
		answer = e.sendAsync(t, b)
		id = <-hs.held
		e.expect(t, "frozen", <-answer, 503, "")
		retry := e.do(b)
		e.expect(t, "retry before the late commit", retry, 201, "")
		close(hs.gate("hold b"))
		if err := <-hs.late; err == nil {
			t.Error("the late commit of a submission stored by its retry succeeded")
		}
		if retry.json["_id"] != id || e.countText(t, "hold b") != 1 {
			t.Errorf("retry: _id %v, want %s; %d items, want 1", retry.json["_id"], id, e.countText(t, "hold b"))
		}
		expectReplay(t, "repeat of the retry", e.do(b), retry)
	})
}

// TestIdempotentSubmissionCommittedAfterCancel freezes the database under
// a keyed submission, and the host program cancels the request's context
// (as when its client disconnects): the request is answered 499 CANCELED,
// then the submission commits after all. A retry with the same key takes
// the abandoned claim over: it answers 201 with the _id the submission was
// stored under, and stores nothing more.
func TestIdempotentSubmissionCommittedAfterCancel(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e, hs := holdingEnv(t, d, 0)
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		cancels := make(chan context.CancelFunc, 1)
		host := fiber.New(e.server.HostConfig(fiber.Config{}))
		host.Use(func(c *fiber.Ctx) error {
			ctx, cancel := context.WithCancel(c.UserContext())
			defer cancel()
			cancels <- cancel
			c.SetUserContext(ctx)
			return c.Next()
		})
		e.server.Mount(host)

		req := keyed("/api/feedback/submit", "cancel-1",
			map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Lobby", "feedback": "hold c"})
		answer := sendAsyncTo(t, host, req)
		cancel := <-cancels
		id := <-hs.held
		cancel()
		if a := <-answer; a.status != 499 || !strings.Contains(string(a.raw), `"error":"CANCELED"`) {
			t.Errorf("cancelled: %d %s, want 499 CANCELED", a.status, a.raw)
		}
		e.retryAfterLateCommit(t, hs, req, "hold c", id)
	})
}

// TestIdempotentSubmissionRefusedAfterTakeOver holds a keyed submission
// past its 15 s lease: its retry takes the key over and is rate limited
// (429, the limit is checked after the key), then the first commits and
// answers 201. A retry in the next minute gets that answer, replayed: the
// refused takeover did not forget the key, which would have made the
// retry store the submission a second time under a new _id.
func TestIdempotentSubmissionRefusedAfterTakeOver(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e, hs := holdingEnv(t, d, 0, func(c *app.Config) {
			c.RateLimits.Submit = server.RateLimit{Max: 1, Window: time.Minute}
		})
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		req := keyed("/api/feedback/submit", "slow-2",
			map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Lobby", "feedback": "hold t"})

		firstAnswer := e.sendAsync(t, req)
		id := <-hs.held
		e.clock.Advance(idempotency.DefaultLease)
		e.expectRateLimited(t, "the retry that takes the key over", e.do(req), time.Minute)
		close(hs.gate("hold t"))
		first := <-firstAnswer
		if first.status != 201 || !strings.Contains(string(first.raw), `"_id":"`+id+`"`) {
			t.Fatalf("first: %d %s, want 201 with _id %s", first.status, first.raw, id)
		}
		e.clock.Advance(time.Minute)
		expectReplay(t, "retry in the next minute", e.do(req), first)
		if n := e.countText(t, "hold t"); n != 1 {
			t.Errorf("%d items, want 1", n)
		}
	})
}
