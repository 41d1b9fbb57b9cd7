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

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
)

func TestMountedAPI(t *testing.T) {
	ctx := context.Background()
	host, kit, err := newHost(ctx, "sqlite://"+filepath.Join(t.TempDir(), "x.db"), "http://localhost:3000/feedback")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { kit.Close(context.Background()) })
	_, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{
		Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery"},
	})
	if err != nil {
		t.Fatal(err)
	}

	// The host's own routes and errors stay the host's.
	if status, body := send(t, host, "GET", "/", "", ""); status != 200 || !strings.Contains(body, "host's home page") {
		t.Errorf("GET /: %d %s", status, body)
	}
	if status, body := send(t, host, "GET", "/nope", "", ""); status != 404 || !strings.Contains(body, "hostError") {
		t.Errorf("GET /nope: %d %s", status, body)
	}
	// feedbackkit answers below its prefix, in its own error shape.
	if status, body := send(t, host, "GET", "/feedback/api/nope", "", ""); status != 404 || !strings.Contains(body, `"NOT_FOUND"`) {
		t.Errorf("GET /feedback/api/nope: %d %s", status, body)
	}
	if status, body := send(t, host, "GET", "/feedback/summary", "", ""); status != 401 || !strings.Contains(body, `"INVALID_TOKEN"`) {
		t.Errorf("summary without a session: %d %s", status, body)
	}

	// Log in through the mounted API; the cookie is scoped to the prefix.
	req := httptest.NewRequest("POST", "/feedback/api/auth/login",
		strings.NewReader(`{"email":"ada@acme.example","password":"correct horse battery"}`))
	req.Header.Set("Content-Type", "application/json")
	res, err := host.Test(req, -1)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	var cookie *http.Cookie
	for _, c := range res.Cookies() {
		if c.Name == "auth_token" {
			cookie = c
		}
	}
	if res.StatusCode != 200 || cookie == nil || cookie.Path != "/feedback" {
		t.Fatalf("login: %d, cookie %+v", res.StatusCode, cookie)
	}

	// A respondent submits through the mounted API; the host route sees it.
	submit := `{"instructorId":"` + owner.InstructorID + `","eventType":"Lecture","feedback":"great"}`
	if status, body := send(t, host, "POST", "/feedback/api/events", `{"eventName":"Lecture"}`, cookie.Value); status != 201 {
		t.Fatalf("create room: %d %s", status, body)
	}
	if status, body := send(t, host, "POST", "/feedback/api/feedback/submit", submit, ""); status != 201 {
		t.Fatalf("submit: %d %s", status, body)
	}
	status, body := send(t, host, "GET", "/feedback/summary", "", cookie.Value)
	var summary struct {
		Organization string `json:"organization"`
		Feedback     int    `json:"feedback"`
	}
	if err := json.Unmarshal([]byte(body), &summary); status != 200 || err != nil ||
		summary.Organization != owner.OrgID || summary.Feedback != 1 {
		t.Errorf("summary: %d %s", status, body)
	}
}

// send sends a request to app, with a JSON body and a session when given.
func send(t *testing.T, app *fiber.App, method, path, body, session string) (int, string) {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if session != "" {
		req.AddCookie(&http.Cookie{Name: "auth_token", Value: session})
	}
	res, err := app.Test(req, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(raw)
}
