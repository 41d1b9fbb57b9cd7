package main

import (
	"context"
	"io"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
)

func TestHostAuthentication(t *testing.T) {
	ctx := context.Background()
	dbURL := "sqlite://" + filepath.Join(t.TempDir(), "x.db")
	kit, err := newKit(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { kit.Close(context.Background()) })

	for _, tc := range []struct {
		user, method, path, body string
		status                   int
		want                     string
	}{
		{"", "GET", "/api/events", "", 401, "INVALID_TOKEN"},
		{"mallory", "GET", "/api/events", "", 401, "INVALID_TOKEN"},
		{"alice", "POST", "/api/events", `{"eventName":"Town hall"}`, 201, `"name":"Town hall"`},
		{"bob", "GET", "/api/events", "", 200, `"Town hall"`},
		{"bob", "GET", "/api/users", "", 403, "INSUFFICIENT_ROLE"},
		{"alice", "GET", "/api/users", "", 200, "bob@host.example"},
		{"alice", "GET", "/api/user", "", 200, `"role":"owner"`},
	} {
		req := httptest.NewRequest(tc.method, tc.path, strings.NewReader(tc.body))
		if tc.body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		if tc.user != "" {
			req.Header.Set("X-Host-User", tc.user)
		}
		res, err := kit.Server.App().Test(req, -1)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != tc.status || !strings.Contains(string(raw), tc.want) {
			t.Errorf("%s %s as %q: %d %s, want %d with %s", tc.method, tc.path, tc.user, res.StatusCode, raw, tc.status, tc.want)
		}
	}

	// A restart finds the host's users and their organization again.
	kit.Close(ctx)
	again, err := newKit(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	again.Close(ctx)
}
