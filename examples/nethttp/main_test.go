package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// call is one request of the host's users and what it must get: the
// status and a piece of the body.
type call struct {
	user, method, path, body string
	header                   [2]string
	status                   int
	want                     string
}

func TestNetHTTPHost(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		handler, kit, err := newHost(context.Background(), app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key")})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { kit.Close(context.Background()) })
		srv := httptest.NewServer(handler)
		t.Cleanup(srv.Close)
		send := func(c call) (int, string) {
			t.Helper()
			req, err := http.NewRequest(c.method, srv.URL+c.path, strings.NewReader(c.body))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Content-Type", "application/json")
			if c.user != "" {
				req.AddCookie(&http.Cookie{Name: "session", Value: c.user})
			}
			if c.header[0] != "" {
				req.Header.Set(c.header[0], c.header[1])
			}
			res, err := srv.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			raw, err := io.ReadAll(res.Body)
			if err != nil {
				t.Fatal(err)
			}
			return res.StatusCode, string(raw)
		}
		forged := [2]string{"X-Feedbackkit-Request", "forged"}
		for _, c := range []call{
			{path: "/", method: "GET", status: 200, want: "the host's home page"},
			{path: "/feedback/api/events", method: "GET", status: 401, want: "INVALID_TOKEN"},
			{user: "mallory", path: "/feedback/api/events", method: "GET", status: 401, want: "INVALID_TOKEN"},
			{path: "/feedback/api/user", method: "GET", header: forged, status: 401, want: "INVALID_TOKEN"},
			{user: "alice", path: "/feedback/api/user", method: "GET", status: 200, want: `"role":"owner"`},
			{user: "alice", path: "/feedback/api/events", method: "POST", body: `{"eventName":"Town hall"}`, status: 201, want: `"name":"Town hall"`},
			{user: "bob", path: "/feedback/api/events", method: "GET", status: 200, want: `"Town hall"`},
			{user: "bob", path: "/feedback/api/users", method: "GET", status: 403, want: "INSUFFICIENT_ROLE"},
			{user: "carol", path: "/feedback/api/events", method: "GET", status: 200, want: `"activeEvents":[]`},
			{user: "alice", path: "/feedback/rooms", method: "GET", header: [2]string{"Accept", "text/html"}, status: 200, want: "<html"},
			{path: "/feedback/api/auth/login", method: "POST", body: `{"email":"alice@acme.example","password":"whatever-it-is"}`, status: 404, want: "NOT_FOUND"},
		} {
			if status, body := send(c); status != c.status || !strings.Contains(body, c.want) {
				t.Errorf("%s %s as %q: %d %.300s, want %d with %s", c.method, c.path, c.user, status, body, c.status, c.want)
			}
		}

		// A respondent reaches the room of the host's user.
		_, user := send(call{user: "alice", method: "GET", path: "/feedback/api/user"})
		var alice struct {
			InstructorID string `json:"instructorId"`
		}
		if err := json.Unmarshal([]byte(user), &alice); err != nil {
			t.Fatal(err)
		}
		submit := call{method: "POST", path: "/feedback/api/feedback/submit",
			body: `{"instructorId":"` + alice.InstructorID + `","eventType":"Town hall","feedback":"Clear and useful"}`}
		if status, body := send(submit); status != 201 {
			t.Errorf("submit: %d %s", status, body)
		}
	})
}
