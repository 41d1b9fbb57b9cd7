package server_test

import (
	"context"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/notify"
)

// TestDeletedResponsesLeaveNoCopy deletes form responses each way (their
// form, the retention's purge) and searches the whole database for their
// answers: the webhook deliveries of form.response_created, a digest that
// lists them and the answers kept for their Idempotency-Key go with them.
func TestDeletedResponsesLeaveNoCopy(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		_, owner := e.newOrg("acme")
		rcv := newWebhookReceiver(t)
		hook := e.createWebhook(t, owner, map[string]any{"url": rcv.url("/acme"), "events": []string{"form.response_created"}})
		rcv.setSecrets("/acme", hook["secret"].(string))

		submit := func(form map[string]any, text, key string) {
			t.Helper()
			q, _ := question(form, 0)
			resp := e.do(keyed("/api/forms/public/"+form["slug"].(string)+"/submit", key,
				map[string]any{"responses": []any{answer(q, text)}}))
			e.expect(t, "submit "+text, resp, 201, "")
			id := resp.json["_id"].(string)
			// A digest that lists the response, as subscriptions writes it.
			if _, err := e.notify.Send(ctx, owner.User.Email, notify.TemplateDigest, notify.Digest{TargetName: "Survey",
				Period: "daily digest", Newest: []notify.DigestItem{{Text: text, ItemID: id}}}); err != nil {
				t.Fatal(err)
			}
			waitFor(t, "the copies of "+text, func() bool {
				c := e.copiesOf(t, text)
				return c["forms_answers"] >= 1 && c["notify_emails"] >= 1 && c["webhooks_deliveries"] == 1 && c["idempotency_keys"] == 1
			})
		}
		gone := func(text string) {
			t.Helper()
			if c := e.copiesOf(t, text); len(c) != 0 {
				t.Errorf("copies of %q left: %v", text, c)
			}
		}
		newForm := func(title string) map[string]any {
			return e.createForm(owner, map[string]any{"title": title, "questions": []any{map[string]any{"type": "text", "text": "Why?"}}})
		}

		deleted := "the projector failed again, said the deleted form's respondent"
		form := newForm("Deleted")
		submit(form, deleted, "key-deleted")
		e.expect(t, "delete the form", e.do(request{method: "DELETE", path: "/api/forms/" + form["_id"].(string), cookie: owner.Cookie}), 200, "")
		gone(deleted)

		kept := newForm("Kept")
		old := "the projector failed again, said the old respondent"
		submit(kept, old, "key-old")
		e.clock.Advance(10 * 24 * time.Hour)
		owner.Cookie = e.login(owner.User.Email, owner.Password)
		fresh := "the projector failed again, said the fresh respondent"
		submit(kept, fresh, "key-fresh")
		e.expect(t, "set retention", e.do(request{method: "PUT", path: retentionPath, cookie: owner.Cookie,
			body: map[string]any{"responsesDays": 5}}), 200, "")
		if _, err := e.kit.Governance.Purge(ctx); err != nil {
			t.Fatal(err)
		}
		gone(old)
		if c := e.copiesOf(t, fresh); c["notify_emails"] < 1 || c["webhooks_deliveries"] != 1 || c["idempotency_keys"] != 1 {
			t.Errorf("copies of the response the purge keeps: %v", c)
		}
	}, withWebhooks)
}
