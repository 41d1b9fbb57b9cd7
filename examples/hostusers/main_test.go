package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gofiber/fiber/v2"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/notify"
)

// call is one request of the host's users and what it must get: the
// status and a piece of the body.
type call struct {
	user, method, path, body string
	status                   int
	want                     string
}

func TestHostUsers(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		saved := map[string]hostUser{}
		for k, v := range directory {
			saved[k] = v
		}
		t.Cleanup(func() { directory = saved })
		host, kit, err := newHost(ctx, app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key")})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { kit.Close(context.Background()) })
		run := func(calls []call) {
			t.Helper()
			for _, c := range calls {
				status, body := send(t, host, c.user, c.method, c.path, c.body)
				if status != c.status || !strings.Contains(body, c.want) {
					t.Errorf("%s %s as %q: %d %s, want %d with %s", c.method, c.path, c.user, status, body, c.status, c.want)
				}
			}
		}

		// First sight: accounts in the organizations and roles the host says.
		run([]call{
			{"", "GET", "/", "", 200, "the host's home page"},
			{"", "GET", "/feedback/api/events", "", 401, "INVALID_TOKEN"},
			{"mallory", "GET", "/feedback/api/events", "", 401, "INVALID_TOKEN"},
			{"alice", "GET", "/feedback/api/user", "", 200, `"role":"owner"`},
			{"alice", "POST", "/feedback/api/events", `{"eventName":"Town hall"}`, 201, `"name":"Town hall"`},
			{"bob", "GET", "/feedback/api/events", "", 200, `"Town hall"`},
			{"bob", "GET", "/feedback/api/users", "", 403, "INSUFFICIENT_ROLE"},
			{"carol", "GET", "/feedback/api/events", "", 200, `"activeEvents":[]`},
		})
		// The room's creator exists: respondents reach it.
		_, user := send(t, host, "alice", "GET", "/feedback/api/user", "")
		var alice struct {
			ID           string `json:"_id"`
			InstructorID string `json:"instructorId"`
		}
		if err := json.Unmarshal([]byte(user), &alice); err != nil {
			t.Fatal(err)
		}
		run([]call{{"", "POST", "/feedback/api/feedback/submit",
			`{"instructorId":"` + alice.InstructorID + `","eventType":"Town hall","feedback":"Clear and useful"}`, 201, `"_id"`}})

		// The host's changes apply at the next request: bob is promoted,
		// carol moves to acme, alice changes her email.
		bob := directory["bob"]
		bob.Role = feedbackkit.RoleAdmin
		directory["bob"] = bob
		carol := directory["carol"]
		carol.Team = "acme"
		directory["carol"] = carol
		a := directory["alice"]
		a.Email = "alice@acme.test"
		directory["alice"] = a
		run([]call{
			{"bob", "GET", "/feedback/api/users", "", 200, `"bob@acme.example"`},
			{"carol", "GET", "/feedback/api/events", "", 200, `"Town hall"`},
			{"alice", "GET", "/feedback/api/user", "", 200, `"_id":"` + alice.ID + `"`},
			{"alice", "GET", "/feedback/api/user", "", 200, `"email":"alice@acme.test"`},
		})

		// Membership and roles are the host's: feedbackkit's account routes are off.
		off := `"error":"NOT_FOUND"`
		run([]call{
			{"", "POST", "/feedback/api/auth/login", `{"email":"alice@acme.test","password":"whatever-it-is"}`, 404, off},
			{"", "POST", "/feedback/api/auth/forgot-password", `{"email":"alice@acme.test"}`, 404, off},
			{"", "POST", "/feedback/api/public/accept-invitation", `{"token":"x","password":"long enough"}`, 404, off},
			{"alice", "POST", "/feedback/api/users/invite", `{"email":"dan@acme.example","role":"user"}`, 404, off},
			{"alice", "PUT", "/feedback/api/users/" + alice.ID + "/role", `{"role":"user"}`, 404, off},
			{"alice", "DELETE", "/feedback/api/users/" + alice.ID + "/organization", "", 404, off},
			{"alice", "PUT", "/feedback/api/user/password", `{"currentPassword":"a","newPassword":"long enough"}`, 404, off},
		})
		emails, err := kit.Notify.Outbox(ctx, notify.OutboxFilter{Limit: 10})
		if err != nil || len(emails) != 0 {
			t.Errorf("emails queued for the host's users: %d %v", len(emails), err)
		}
	})
}

// send sends a request to the host as the host's user (none for ""), and
// returns the answer's status and body.
func send(t *testing.T, host *fiber.App, user, method, path, body string) (int, string) {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if user != "" {
		req.Header.Set("X-Host-User", user)
	}
	res, err := host.Test(req, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(raw)
}
