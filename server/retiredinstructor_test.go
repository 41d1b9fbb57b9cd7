package server_test

import (
	"context"
	"testing"
)

// A link in the exact spelling that the migration to case-insensitive
// instructorIds took from a younger account (identity_retired_instructor_ids)
// is refused as an unknown id, by the public room, its page and the submit,
// rather than reaching the account that kept the id in another case; other
// spellings still reach it.
func TestRetiredInstructorIDIsNotFound(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, demo := e.newOrg("demo")
		id, retired, other := "jsmith", "JSmith", "JSMITH" // retired was a younger account's
		e.expect(t, "demo's owner takes "+id, e.do(request{method: "PUT", path: "/api/user", cookie: demo.Cookie,
			body: map[string]any{"instructorId": id}}), 200, "")
		if _, err := e.db.ExecContext(context.Background(), "INSERT INTO identity_retired_instructor_ids (instructor_id, user_id, retired_at) VALUES (?, ?, ?)",
			retired, "younger", e.clock.Now()); err != nil {
			t.Fatal(err)
		}
		e.createRoom(demo, "Week 1", false)

		e.expect(t, "the public room by the retired spelling",
			e.do(request{method: "GET", path: "/api/public/rooms/" + retired + "/Week%201"}), 404, "NOT_FOUND")
		e.expect(t, "the room page by the retired spelling",
			e.do(request{method: "GET", path: "/r/" + retired + "/Week%201"}), 404, "")
		e.expect(t, "a submit by the retired spelling", e.fbSubmit(map[string]any{"instructorId": retired, "eventType": "Week 1",
			"feedback": "meant for the younger account"}), 404, "NOT_FOUND")

		for _, link := range []string{id, other} {
			e.expect(t, "the public room by "+link,
				e.do(request{method: "GET", path: "/api/public/rooms/" + link + "/Week%201"}), 200, "")
		}
		e.fbAdd(other, "Week 1", "typed in another case", "")
	})
}
