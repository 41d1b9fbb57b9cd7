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
// anonymous respondents' requests (the submissions, the widget's, the room
// and form pages, what the pages read) have no client_ip, whose request_id
// the job logs of the item carry, in every spelling of their path that the
// router serves (letter case, trailing slash), while a member's request
// keeps it in any spelling; that LogRespondentIPs puts it back; and that
// every request, whether a route serves it or none does, has exactly one
// access log line.
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
		slug := e.createForm(w.owner, surveyBody("Course survey"))["slug"].(string)
		submission := map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "sentiment": "positive", "feedback": "Clear"}
		page := func(method, path string) request {
			return request{method: method, path: path, rawBody: "feedback=Clear&sentiment=positive", contentType: "application/x-www-form-urlencoded"}
		}
		// Whatever their answer (the spellings in upper case name no
		// room or form), a respondent route serves each of them.
		respondents := map[string]request{
			"submit":       {method: "POST", path: "/api/feedback/submit", body: submission},
			"widget":       {method: "POST", path: "/api/widget/submit", body: submission},
			"preflight":    {method: "OPTIONS", path: "/api/widget/submit", header: map[string]string{"Origin": "https://site.example", "Access-Control-Request-Method": "POST"}},
			"widget terms": {method: "GET", path: "/api/widget/privacy?instructorId=" + w.ownerID + "&eventType=Lobby"},
			"room page":    {method: "GET", path: "/r/" + w.ownerID + "/Lobby"},
			"room post":    page("POST", "/r/"+w.ownerID+"/Lobby"),
			"public room":  {method: "GET", path: "/api/public/rooms/" + w.ownerID + "/Lobby"},
			"form page":    {method: "GET", path: "/f/" + slug},
			"form post":    page("POST", "/f/"+slug),
			"public form":  {method: "GET", path: "/api/forms/public/" + slug},
			"form submit":  {method: "POST", path: "/api/forms/public/" + slug + "/submit", body: map[string]any{"answers": []any{}}},
			"widget.js":    {method: "GET", path: "/widget.js"},
			"privacy":      {method: "GET", path: "/privacy/" + w.acme.Subdomain},
			"challenge":    {method: "GET", path: "/api/public/challenge"},
			"upload":       {method: "GET", path: "/uploads/logos/none.png"},
		}
		// Members and visitors of other routes.
		others := map[string]request{
			"member":       {method: "GET", path: "/api/subscriptions", cookie: w.owner.Cookie},
			"member page":  {method: "GET", path: "/rooms", cookie: w.owner.Cookie},
			"sign-in page": {method: "GET", path: "/login"},
			"sign-in":      {method: "POST", path: "/api/auth/login", body: map[string]string{"email": "nobody@acme.test", "password": "wrong-password"}},
		}
		// Requests that no route serves (404, 405), whatever their path
		// looks like: they are nobody's submissions.
		unrouted := map[string]request{
			"encoded slash": {method: "POST", path: "/api/feedback%2Fsubmit", body: submission},
			"double slash":  {method: "POST", path: "//api/feedback/submit", body: submission},
			"no route":      {method: "GET", path: "/nope"},
			"no method":     {method: "PUT", path: "/api/feedback/submit", body: submission},
			"prefix of /r":  {method: "GET", path: "/rooms-archive"},
		}
		dialect := e.db.Dialect().Name().String()
		respondentIDs, otherIDs := map[string]string{}, map[string]string{}
		send := func(ids map[string]string, requests map[string]request, answered func(status int) bool) {
			for what, r := range requests {
				for spelling, path := range spellings(r.path) {
					id := strings.NewReplacer(" ", "-", "/", "").Replace(what + "-" + spelling + "-" + dialect)
					r := r
					r.path, r.header = path, mergeHeader(r.header, "X-Request-ID", id)
					ids[id] = what + " (" + spelling + ")"
					if resp := e.doRaw(r); !answered(resp.status) {
						t.Errorf("%s %s: %d %s", r.method, r.path, resp.status, resp.raw)
					}
				}
			}
		}
		served := func(status int) bool { return status < 500 }
		send(respondentIDs, respondents, served)
		send(otherIDs, others, served)
		send(otherIDs, unrouted, func(status int) bool { return status == 404 || status == 405 })

		lines := map[string]int{}
		for _, rec := range logs.Records(t) {
			id, _ := rec["request_id"].(string)
			if rec["msg"] != "request" || !strings.HasSuffix(id, "-"+dialect) {
				continue
			}
			lines[id]++
			_, hasIP := rec["client_ip"]
			if what, ok := respondentIDs[id]; ok && hasIP != optIn {
				t.Errorf("%s (LogRespondentIPs %v): access log %v", what, optIn, rec)
			}
			if what, ok := otherIDs[id]; ok && !hasIP {
				t.Errorf("%s: access log %v has no client_ip", what, rec)
			}
		}
		for _, ids := range []map[string]string{respondentIDs, otherIDs} {
			for id, what := range ids {
				if lines[id] != 1 {
					t.Errorf("%s: %d access log lines, want 1", what, lines[id])
				}
			}
		}
	}, func(c *app.Config) {
		c.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
		c.LogRespondentIPs = optIn
	})
}

// TestAccessLogKeepsProbesQuiet checks that the probes and the metrics
// scrapes that succeed are logged at debug level in every spelling of
// their path that the router serves, on SQLite and PostgreSQL (which
// /readyz pings), while a failed probe and a path that only looks like one
// are logged at info level.
func TestAccessLogKeepsProbesQuiet(t *testing.T) {
	logs := &logtest.Buffer{}
	forEachDialect(t, func(t *testing.T, e *env) {
		dialect := e.db.Dialect().Name().String()
		want := map[string]string{} // request id: level
		send := func(method, path, level string) {
			id := strings.ReplaceAll(method+"-"+path+"-"+dialect, "/", "_")
			want[id] = level
			e.doRaw(request{method: method, path: path, header: map[string]string{"X-Request-ID": id}})
		}
		for _, probe := range []string{"/healthz", "/readyz", "/metrics"} {
			for _, path := range spellings(probe) {
				send("GET", path, "DEBUG")
			}
			send("POST", strings.ToUpper(probe), "INFO") // 405
		}
		send("GET", "/HEALTHZX", "INFO") // 404
		for _, rec := range logs.Records(t) {
			id, _ := rec["request_id"].(string)
			if level, ok := want[id]; ok && rec["msg"] == "request" {
				if rec["level"] != level {
					t.Errorf("%s %s: access log at %v, want %s", rec["method"], rec["path"], rec["level"], level)
				}
				delete(want, id)
			}
		}
		for id := range want {
			t.Errorf("%s: no access log line", id)
		}
	}, func(c *app.Config) {
		c.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	})
}

// spellings returns target (a path and query) as it is, with its path in
// upper case, in mixed case and with a trailing slash: the router serves
// them all alike.
func spellings(target string) map[string]string {
	path, query, _ := strings.Cut(target, "?")
	if query != "" {
		query = "?" + query
	}
	mixed := []byte(path)
	for i := range mixed {
		if i%2 == 0 {
			mixed[i] = strings.ToUpper(string(mixed[i]))[0]
		}
	}
	return map[string]string{
		"as is": target, "upper case": strings.ToUpper(path) + query, "mixed case": string(mixed) + query,
		"trailing slash": path + "/" + query,
	}
}

// mergeHeader returns h with name set to value, h unchanged.
func mergeHeader(h map[string]string, name, value string) map[string]string {
	out := map[string]string{name: value}
	for k, v := range h {
		out[k] = v
	}
	return out
}
