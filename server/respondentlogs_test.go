package server_test

import (
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
)

// TestAccessLogLeavesRespondentsIPsOut checks that the access log lines of
// anonymous respondents' requests (a submission, the widget's, a room's
// page, a form's, what the pages read) have no client_ip, whose request_id
// the job logs of the item carry, with a trailing slash as the router
// serves them, while a member's request keeps
// it; and that LogRespondentIPs puts it back.
func TestAccessLogLeavesRespondentsIPsOut(t *testing.T) {
	for _, optIn := range []bool{false, true} {
		t.Run(fmt.Sprint("LogRespondentIPs=", optIn), func(t *testing.T) { accessLogOfRespondents(t, optIn) })
	}
}

// accessLogOfRespondents is TestAccessLogLeavesRespondentsIPsOut with
// LogRespondentIPs optIn.
func accessLogOfRespondents(t *testing.T, optIn bool) {
	logs := &logtest.Buffer{}
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		form := e.createForm(w.owner, surveyBody("Course survey"))
		submission := map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "sentiment": "positive", "feedback": "Clear"}
		respondents := map[string]request{
			"submit":       {method: "POST", path: "/api/feedback/submit", body: submission},
			"widget":       {method: "POST", path: "/api/widget/submit", body: submission},
			"room page":    {method: "GET", path: "/r/" + w.ownerID + "/Lobby"},
			"public room":  {method: "GET", path: "/api/public/rooms/" + w.ownerID + "/Lobby"},
			"form page":    {method: "GET", path: "/f/" + form["slug"].(string)},
			"public form":  {method: "GET", path: "/api/forms/public/" + form["slug"].(string)},
			"submit slash": {method: "POST", path: "/api/feedback/submit/", body: submission},
			"widget.js":    {method: "GET", path: "/widget.js"},
			"privacy":      {method: "GET", path: "/privacy/" + w.acme.Subdomain},
			"challenge":    {method: "GET", path: "/api/public/challenge"},
		}
		// An upload's status does not matter: the image of a form that
		// is gone is asked for all the same.
		notFound := map[string]request{
			"upload": {method: "GET", path: "/uploads/logos/none.png"},
		}
		ids := map[string]string{}
		for what, r := range respondents {
			r.header = map[string]string{"X-Request-ID": "respondent-" + strings.ReplaceAll(what, " ", "-") + "-" + e.db.Dialect().Name().String()}
			ids[r.header["X-Request-ID"]] = what
			if resp := e.do(r); resp.status >= 400 {
				t.Fatalf("%s: %d %s", what, resp.status, resp.raw)
			}
		}
		for what, r := range notFound {
			r.header = map[string]string{"X-Request-ID": "respondent-" + what + "-" + e.db.Dialect().Name().String()}
			ids[r.header["X-Request-ID"]] = what
			if resp := e.do(r); resp.status != 404 {
				t.Fatalf("%s: %d %s", what, resp.status, resp.raw)
			}
		}
		member := "member-" + e.db.Dialect().Name().String()
		e.do(request{method: "GET", path: "/api/subscriptions", cookie: w.owner.Cookie, header: map[string]string{"X-Request-ID": member}})
		seen := map[string]bool{}
		for _, rec := range logs.Records(t) {
			id, _ := rec["request_id"].(string)
			if rec["msg"] != "request" {
				continue
			}
			_, hasIP := rec["client_ip"]
			switch what, ok := ids[id]; {
			case ok:
				seen[what] = true
				if hasIP != optIn {
					t.Errorf("%s (LogRespondentIPs %v): access log %v", what, optIn, rec)
				}
			case id == member:
				seen["member"] = true
				if !hasIP {
					t.Errorf("a member's request: access log %v has no client_ip", rec)
				}
			}
		}
		if want := len(respondents) + len(notFound) + 1; len(seen) != want {
			t.Errorf("access log lines of %v, want the %d requests", seen, want)
		}
	}, func(c *app.Config) {
		c.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
		c.LogRespondentIPs = optIn
	})
}
