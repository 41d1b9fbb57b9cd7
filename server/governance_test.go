package server_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit/governance"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/orgs"
)

const retentionPath = "/api/organization/retention"

func TestRetentionEndpoints(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		_, globex := e.newOrg("globex")

		resp := e.do(request{method: "GET", path: retentionPath, cookie: admin.Cookie})
		e.expect(t, "default", resp, 200, "")
		if string(bytes.TrimSpace(resp.raw)) != `{"feedbackDays":null,"responsesDays":null}` {
			t.Errorf("default retention %s", resp.raw)
		}
		put := request{method: "PUT", path: retentionPath, cookie: admin.Cookie}
		e.expectCalls(t, put, []call{
			{"user reads", request{method: "GET", cookie: user.Cookie}, 403, "INSUFFICIENT_ROLE"},
			{"user writes", request{cookie: user.Cookie, body: map[string]any{"feedbackDays": 30}}, 403, "INSUFFICIENT_ROLE"},
			{"anonymous", request{method: "GET", cookie: "none"}, 401, "INVALID_TOKEN"},
			{"zero", request{body: map[string]any{"feedbackDays": 0}}, 400, "VALIDATION_FAILED"},
			{"negative", request{body: map[string]any{"responsesDays": -1}}, 400, "VALIDATION_FAILED"},
			{"too long", request{body: map[string]any{"feedbackDays": 3651}}, 400, "VALIDATION_FAILED"},
			{"not a number", request{body: map[string]any{"feedbackDays": "30"}}, 400, "VALIDATION_FAILED"},
			{"fraction", request{body: map[string]any{"feedbackDays": 1.5}}, 400, "VALIDATION_FAILED"},
			{"malformed", request{rawBody: `{"feedbackDays":`}, 400, "INVALID_JSON"},
			{"no body", request{}, 400, "INVALID_JSON"},
			{"not JSON", request{rawBody: "feedbackDays=3", contentType: "text/plain"}, 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"too large", request{rawBody: `{"x":"` + strings.Repeat("a", 2<<20) + `"}`}, 413, "PAYLOAD_TOO_LARGE"},
		})
		steps := []struct {
			body any
			want string
		}{
			{map[string]any{"feedbackDays": 30}, `{"feedbackDays":30,"responsesDays":null}`},
			{map[string]any{"responsesDays": 3650}, `{"feedbackDays":30,"responsesDays":3650}`},
			{map[string]any{"feedbackDays": nil, "responsesDays": 1}, `{"feedbackDays":null,"responsesDays":1}`},
			{map[string]any{}, `{"feedbackDays":null,"responsesDays":1}`},
		}
		for _, s := range steps {
			resp := e.do(request{method: "PUT", path: retentionPath, cookie: owner.Cookie, body: s.body})
			e.expect(t, "put", resp, 200, "")
			if got := string(bytes.TrimSpace(resp.raw)); got != s.want {
				t.Errorf("PUT %v: %s, want %s", s.body, got, s.want)
			}
		}
		// A refused change changes nothing; another organization has its own.
		e.do(request{method: "PUT", path: retentionPath, cookie: owner.Cookie, body: map[string]any{"feedbackDays": 5, "responsesDays": 0}})
		if got := e.do(request{method: "GET", path: retentionPath, cookie: owner.Cookie}); string(bytes.TrimSpace(got.raw)) != `{"feedbackDays":null,"responsesDays":1}` {
			t.Errorf("after a refused change: %s", got.raw)
		}
		if got := e.do(request{method: "GET", path: retentionPath, cookie: globex.Cookie}); string(bytes.TrimSpace(got.raw)) != `{"feedbackDays":null,"responsesDays":null}` {
			t.Errorf("globex: %s", got.raw)
		}
	})
}

// sumTrends sums the totals of a trends answer.
func sumTrends(t *testing.T, resp response) (total, negative int) {
	t.Helper()
	for _, p := range resp.json["data"].([]any) {
		total += int(p.(map[string]any)["total"].(float64))
		negative += int(p.(map[string]any)["negative"].(float64))
	}
	return total, negative
}

func TestRetentionPurge(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		ctx := context.Background()
		// The job is registered and runs on start.
		e.waitJobs(t, governance.PurgeArgs{}.Kind(), 1)

		org, owner := e.newOrg("acme")
		e.uncap(org)
		globexOrg, globex := e.newOrg("globex")
		e.createRoom(owner, "Lobby", false)
		e.createRoom(globex, "Lobby", false)
		form := e.createForm(owner, surveyBody("Survey"))
		gform := e.createForm(globex, surveyBody("Survey"))
		rating, _ := question(form, 0)
		text, _ := question(form, 1)
		scale, _ := question(form, 5)
		grating, _ := question(gform, 0)
		gscale, _ := question(gform, 5)
		// Both organizations' events go to a webhook: the deliveries'
		// payloads hold the feedback and the answers.
		rcv := newWebhookReceiver(t)
		hooks := map[string]string{}
		for _, m := range []*member{owner, globex} {
			path := "/" + m.User.OrgID
			hook := e.createWebhook(t, m, map[string]any{"url": rcv.url(path), "events": allWebhookEvents})
			hooks[m.User.OrgID] = hook["_id"].(string)
			rcv.setSecrets(path, hook["secret"].(string))
		}

		day0 := fbNoon(e.env)
		e.fbAdd(owner.User.InstructorID, "Lobby", "ancient projector complaint", "negative")
		e.fbAdd(owner.User.InstructorID, "Lobby", "ancient projector again", "negative")
		e.fbAdd(owner.User.InstructorID, "Lobby", "ancient praise", "positive")
		e.fbAdd(globex.User.InstructorID, "Lobby", "ancient globex note", "neutral")
		e.expect(t, "old response", e.submit(form["slug"].(string), answer(rating, 1), answer(scale, 0), answer(text, "ancient words")), 201, "")
		e.expect(t, "old globex response", e.submit(gform["slug"].(string), answer(grating, 2), answer(gscale, 1)), 201, "")
		jobstest.WaitIdle(t, e.db) // the analyses, and their events, happen on day 0
		e.clock.Advance(10 * 24 * time.Hour)
		owner.Cookie, globex.Cookie = e.login(owner.User.Email, owner.Password), e.login(globex.User.Email, globex.Password)
		e.fbAdd(owner.User.InstructorID, "Lobby", "fresh coffee praise", "positive")
		e.expect(t, "new response", e.submit(form["slug"].(string), answer(rating, 5), answer(scale, 4), answer(text, "fresh words")), 201, "")
		jobstest.WaitIdle(t, e.db)

		e.expect(t, "set retention", e.do(request{method: "PUT", path: retentionPath, cookie: owner.Cookie,
			body: map[string]any{"feedbackDays": 5, "responsesDays": 5}}), 200, "")
		deliveries := func(orgID string, old bool) int {
			q := e.db.NewSelect().Table("webhooks_deliveries").Where("organization_id = ?", orgID)
			if old {
				q = q.Where("created_at < ?", e.clock.Now().UTC().AddDate(0, 0, -5))
			}
			n, err := q.Count(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return int(n)
		}
		oldDeliveries, acmeDeliveries, globexDeliveries := deliveries(org.ID, true), deliveries(org.ID, false), deliveries(globexOrg.ID, false)
		if oldDeliveries < 4 || acmeDeliveries-oldDeliveries != 2 || globexDeliveries < 2 {
			t.Fatalf("acme has %d deliveries, %d of them old; globex %d", acmeDeliveries, oldDeliveries, globexDeliveries)
		}
		oldResponseDeliveries, err := e.db.NewSelect().Table("webhooks_deliveries").Where("organization_id = ?", org.ID).
			Where("type = 'form.response_created'").Where("created_at < ?", e.clock.Now().UTC().AddDate(0, 0, -5)).Count(ctx)
		if err != nil || oldResponseDeliveries != 1 {
			t.Fatalf("old deliveries of responses: %d %v", oldResponseDeliveries, err)
		}
		purged, err := e.kit.Governance.Purge(ctx)
		if err != nil {
			t.Fatal(err)
		}
		// The deliveries of the items and of the response went with them
		// (see TestDeletedFeedbackLeavesNoCopy, TestDeletedResponsesLeaveNoCopy):
		// none is left for the deliveries' own purge to count.
		if purged != (governance.Purged{Feedback: 3, Responses: 1}) {
			t.Errorf("purged %+v, want 3 items, 1 response and no delivery", purged)
		}
		// The webhook deliveries of the purged items and response went with
		// them, though younger than their own 30 days; the others stay.
		if got := e.deliveries(t, owner, hooks[org.ID]); len(got) != 2 {
			t.Errorf("acme's deliveries after the purge: %v", got)
		}
		if got := e.deliveries(t, globex, hooks[globexOrg.ID]); len(got) != globexDeliveries {
			t.Errorf("globex's deliveries after the purge: %d, want %d", len(got), globexDeliveries)
		}

		// What is left is consistent: lists, totals, trends, word clouds,
		// statistics, per-day counts.
		list := e.fbGet(t, owner, "/api/feedback/paginated")
		if got := fbTexts(t, list); len(got) != 1 || got[0] != "fresh coffee praise" || list.json["total"] != 1.0 {
			t.Errorf("left: %v (total %v)", got, list.json["total"])
		}
		span := "?startDate=" + day0.AddDate(0, 0, -1).Format(time.DateOnly) + "&endDate=" + e.clock.Now().UTC().Format(time.DateOnly)
		if total, negative := sumTrends(t, e.fbGet(t, owner, "/api/feedback/trends"+span)); total != 1 || negative != 0 {
			t.Errorf("trends sum to %d, %d negative; want 1, 0", total, negative)
		}
		cloud := e.fbGet(t, owner, "/api/feedback/wordcloud")
		if strings.Contains(string(cloud.raw), "ancient") || !strings.Contains(string(cloud.raw), "coffee") {
			t.Errorf("word cloud after the purge: %s", cloud.raw)
		}
		stats := e.fbGet(t, owner, "/api/forms/"+form["_id"].(string)+"/stats")
		if stats.json["totalResponses"] != 1.0 {
			t.Errorf("stats after the purge: %s", stats.raw)
		}
		qs := stats.json["questions"].([]any)
		if jsonPath(qs[0], "responseCount") != 1.0 || jsonPath(qs[0], "average") != 5.0 {
			t.Errorf("rating stats after the purge: %v", qs[0])
		}
		responses := e.fbGet(t, owner, "/api/forms/"+form["_id"].(string)+"/responses")
		if responses.json["total"] != 1.0 {
			t.Errorf("responses after the purge: %s", responses.raw)
		}
		formcloud := e.fbGet(t, owner, "/api/forms/formcloud?formId="+form["_id"].(string))
		if strings.Contains(string(formcloud.raw), "ancient") || !strings.Contains(string(formcloud.raw), "fresh") {
			t.Errorf("form cloud after the purge: %s", formcloud.raw)
		}
		var daily int
		if err := e.db.NewSelect().Table("feedback_daily").ColumnExpr("COALESCE(SUM(n), 0)").
			Where("organization_id = ?", org.ID).Scan(ctx, &daily); err != nil {
			t.Fatal(err)
		}
		if daily != 1 {
			t.Errorf("per-day counts sum to %d, want 1", daily)
		}
		var received int
		if err := e.db.NewSelect().Table("forms_quota").Column("received").
			Where("form_id = ?", form["_id"]).Scan(ctx, &received); err != nil {
			t.Fatal(err)
		}
		if received != 2 {
			t.Errorf("the quota counts %d responses received, want 2 (retention does not lower it)", received)
		}

		// Another organization keeps everything.
		if got := e.fbGet(t, globex, "/api/feedback/paginated"); got.json["total"] != 1.0 {
			t.Errorf("globex lost feedback: %s", got.raw)
		}
		if got := e.fbGet(t, globex, "/api/forms/"+gform["_id"].(string)+"/stats"); got.json["totalResponses"] != 1.0 {
			t.Errorf("globex lost responses: %s", got.raw)
		}

		// Nothing more to purge.
		if again, err := e.kit.Governance.Purge(ctx); err != nil || again != (governance.Purged{}) {
			t.Errorf("second purge: %+v %v", again, err)
		}
	}, withWebhooks)
}

const noticePath = "/api/organization/privacy-notice"

func TestPrivacyNoticeEndpoints(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		resp := e.do(request{method: "GET", path: noticePath, cookie: user.Cookie})
		e.expect(t, "default", resp, 200, "")
		if resp.json["notice"] != "" {
			t.Errorf("default notice %s", resp.raw)
		}
		e.expectCalls(t, request{method: "PUT", path: noticePath, cookie: owner.Cookie}, []call{
			{"user", request{cookie: user.Cookie, body: map[string]any{"notice": "x"}}, 403, "INSUFFICIENT_ROLE"},
			{"two lines", request{body: map[string]any{"notice": "one\ntwo"}}, 400, "VALIDATION_FAILED"},
			{"too long", request{body: map[string]any{"notice": strings.Repeat("é", 301)}}, 400, "VALIDATION_FAILED"},
			{"missing", request{body: map[string]any{}}, 400, "VALIDATION_FAILED"},
			{"wrong type", request{body: map[string]any{"notice": 3}}, 400, "VALIDATION_FAILED"},
			{"malformed", request{rawBody: `{"notice"`}, 400, "INVALID_JSON"},
		})
		resp = e.do(request{method: "PUT", path: noticePath, cookie: owner.Cookie, body: map[string]any{"notice": "  Acme HR reads these once a month.  "}})
		e.expect(t, "set", resp, 200, "")
		if resp.json["notice"] != "Acme HR reads these once a month." {
			t.Errorf("set notice %s", resp.raw)
		}
		if got := e.do(request{method: "GET", path: noticePath, cookie: user.Cookie}); got.json["notice"] != "Acme HR reads these once a month." {
			t.Errorf("read notice %s", got.raw)
		}
	})
}

// orgData is what fillOrg put into an organization.
type orgData struct {
	org                *orgs.Organization
	owner, admin, user *member
	uploads            []string // URLs of its uploaded files
	webhookSecrets     []string // its webhook's signing secrets, shown at creation and rotation
}

// fillOrg creates the organization subdomain with some of every kind of
// data: members with sessions, a logo, a picture, rooms, a webhook whose
// secret was rotated, feedback sent with idempotency keys, a form with an
// image and responses (both delivered to the webhook), settings,
// retention and notice, an invitation and a password reset (emails and
// jobs), a subscription and an API key, each change in the audit log.
// The env needs withWebhooks.
func (e *formsEnv) fillOrg(t *testing.T, subdomain string) *orgData {
	t.Helper()
	d := &orgData{}
	d.org, d.owner = e.newOrg(subdomain)
	e.uncap(d.org)
	d.admin = e.addMember(d.org, "admin@"+subdomain+".test", "admin")
	d.user = e.addMember(d.org, "user@"+subdomain+".test", "user")
	rcv := newWebhookReceiver(t)
	hook := e.createWebhook(t, d.admin, map[string]any{"url": rcv.url("/signed"), "events": allWebhookEvents})
	rotated := e.do(request{method: "POST", path: "/api/webhooks/" + hook["_id"].(string) + "/rotate-secret", cookie: d.admin.Cookie})
	e.expect(t, "rotate the webhook's secret", rotated, 200, "")
	d.webhookSecrets = []string{hook["secret"].(string), rotated.json["secret"].(string)}
	rcv.setSecrets("/signed", d.webhookSecrets...)
	upload := func(path string, m *member) map[string]any {
		body, ct := multipartBody(t, "file", "x.png", "image/png", testImage(t, "png"))
		resp := e.do(request{method: "POST", path: path, cookie: m.Cookie, rawBody: body, contentType: ct})
		e.expect(t, "upload "+path, resp, 200, "")
		return resp.json
	}
	logo := upload("/api/organization/upload-logo", d.owner)
	picture := upload("/api/user/profile-picture", d.user)
	// The organization's tags, which new rooms take: a submission below
	// carries one (a row of feedback_item_tags).
	e.expect(t, "tags", e.do(request{method: "PUT", path: "/api/organization/tags", cookie: d.owner.Cookie,
		body: map[string]any{"happy": []string{"pace"}}}), 200, "")
	lobby := e.createRoom(d.owner, "Lobby", false)
	e.createRoom(d.user, "Private lab", true)
	e.expect(t, "subscribe", e.do(request{method: "POST", path: subPath("room", lobby["_id"].(string)), cookie: d.owner.Cookie,
		body: map[string]any{"frequency": "instant"}}), 201, "")
	for i, text := range []string{"the projector of " + subdomain + " is broken", "great talk at " + subdomain} {
		body := map[string]any{"instructorId": d.owner.User.InstructorID, "eventType": "Lobby", "feedback": text}
		if i == 1 {
			body["tags"] = []string{"pace"}
		}
		resp := e.do(request{method: "POST", path: "/api/feedback/submit", header: map[string]string{"Idempotency-Key": subdomain + "-key-" + string(rune('a'+i))},
			body: body})
		e.expect(t, "submit", resp, 201, "")
	}
	form := e.createForm(d.owner, surveyBody("Survey of "+subdomain))
	rating, _ := question(form, 0)
	text, _ := question(form, 1)
	scale, _ := question(form, 5)
	withImage := upload("/api/forms/"+form["_id"].(string)+"/questions/"+rating+"/upload-image", d.owner)
	e.expect(t, "response", e.submit(form["slug"].(string), answer(rating, 4), answer(scale, 2), answer(text, "words of "+subdomain)), 201, "")
	for _, r := range []request{
		{method: "PUT", path: retentionPath, body: map[string]any{"feedbackDays": 365}},
		{method: "PUT", path: noticePath, body: map[string]any{"notice": "Kept by " + subdomain}},
		{method: "POST", path: "/api/users/invite", body: map[string]any{"email": "new@" + subdomain + ".test", "role": "user"}},
		{method: "POST", path: "/api/api-keys", body: map[string]any{"name": "ci", "scopes": []string{"read"}}},
	} {
		r.cookie = d.owner.Cookie
		if resp := e.do(r); resp.status >= 300 {
			t.Fatalf("%s %s: %d %s", r.method, r.path, resp.status, resp.raw)
		}
	}
	e.expect(t, "forgot", e.do(request{method: "POST", path: "/api/auth/forgot-password", body: map[string]any{"email": d.admin.User.Email}}), 200, "")
	d.uploads = []string{logo["logoUrl"].(string), picture["profilePicture"].(string),
		jsonPath(withImage["questions"].([]any)[0], "imageUrl").(string)}
	return d
}

// tableCounts counts the rows of every table of the database, from its
// catalog, so that a table another package adds is counted too.
func (e *env) tableCounts(t *testing.T) map[string]int {
	t.Helper()
	ctx := context.Background()
	var tables []string
	var err error
	if database.IsPostgres(e.db) {
		err = e.db.NewRaw(`SELECT table_name FROM information_schema.tables
			WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`).Scan(ctx, &tables)
	} else {
		err = e.db.NewRaw(`SELECT name FROM sqlite_master WHERE type = 'table'`).Scan(ctx, &tables)
	}
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for _, table := range tables {
		counts[table] = e.countRows(table)
	}
	if len(counts) < 30 {
		t.Fatalf("only %d tables in the catalog: %v", len(counts), tables)
	}
	return counts
}

// orgTables returns the tables that have an organization_id column, from
// the catalog.
func (e *env) orgTables(t *testing.T) []string {
	t.Helper()
	var tables []string
	var err error
	if database.IsPostgres(e.db) {
		err = e.db.NewRaw(`SELECT c.table_name FROM information_schema.columns AS c
			JOIN information_schema.tables AS t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
			WHERE c.table_schema = current_schema() AND c.column_name = 'organization_id' AND t.table_type = 'BASE TABLE'`).Scan(context.Background(), &tables)
	} else {
		err = e.db.NewRaw(`SELECT m.name FROM sqlite_master AS m, pragma_table_info(m.name) AS p
			WHERE m.type = 'table' AND p.name = 'organization_id'`).Scan(context.Background(), &tables)
	}
	if err != nil || len(tables) < 15 {
		t.Fatalf("tables with organization_id: %v %v", tables, err)
	}
	return tables
}

// volatileTable reports whether the rows of table change on their own
// (the job queue's, which the periodic jobs add to) or are an index's
// storage (SQLite's full-text index and statistics): the deletion's test
// checks them otherwise.
func volatileTable(table string) bool {
	return strings.HasPrefix(table, "river_") || strings.HasPrefix(table, "sqlite_") || strings.Contains(table, "_fts")
}

// jobsMentioning counts the jobs whose arguments hold s.
func (e *env) jobsMentioning(t *testing.T, s string) int {
	t.Helper()
	n, err := e.db.NewSelect().Table("river_job").Where("lower("+jobs.JSONText(e.db, "args")+") LIKE ?", "%"+strings.ToLower(s)+"%").Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

func TestDeleteOrganization(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		globex := e.fillOrg(t, "globex")
		jobstest.WaitIdle(t, e.db)
		before := e.tableCounts(t)
		acme := e.fillOrg(t, "acme")
		jobstest.WaitIdle(t, e.db)
		filled := e.tableCounts(t)
		// Both organizations have rows in every table that names an
		// organization (webhooks and their deliveries, API keys and the
		// audit log among them), but those of features the test does not
		// use, and acme in the tables that name it through another row.
		unused := map[string]bool{"integrations_integrations": true, "integrations_tickets": true, "orgs_host_keys": true,
			"subscriptions_digests": true, "forms_analyses": true, "forms_text_summaries": true}
		orgTables := e.orgTables(t)
		for _, table := range []string{"webhooks_webhooks", "webhooks_deliveries", "apikeys_keys", "audit_entries"} {
			if !slices.Contains(orgTables, table) {
				t.Errorf("no table %s with an organization_id among %v", table, orgTables)
			}
		}
		orgRows := func(table string, o *orgData) int {
			n, err := e.db.NewSelect().Table(table).Where("organization_id = ?", o.org.ID).Count(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			return int(n)
		}
		globexRows := map[string]int{}
		for _, table := range orgTables {
			globexRows[table] = orgRows(table, globex)
			for _, o := range []*orgData{acme, globex} {
				if orgRows(table, o) == 0 && !unused[table] {
					t.Errorf("%s has no row in %s: the test should fill it", o.org.Subdomain, table)
				}
			}
		}
		for _, table := range []string{"identity_sessions", "identity_password_resets", "notify_emails", "idempotency_keys",
			"forms_answers", "forms_words", "forms_quota", "forms_answer_counts", "orgs_invitation_tokens"} {
			if filled[table] <= before[table] {
				t.Errorf("acme added no row to %s: the test should", table)
			}
		}
		if e.jobsMentioning(t, acme.org.ID) == 0 || e.jobsMentioning(t, acme.admin.User.Email) == 0 {
			var queued []struct {
				Kind string
				Args string
			}
			_ = e.db.NewSelect().Table("river_job").Column("kind").ColumnExpr(jobs.JSONText(e.db, "args")+" AS args").Scan(context.Background(), &queued)
			t.Errorf("acme has no queued job to delete: %v", queued)
		}

		del := request{method: "DELETE", path: "/api/organization", cookie: acme.owner.Cookie}
		e.expectCalls(t, del, []call{
			{"admin", request{cookie: acme.admin.Cookie, body: map[string]any{"confirm": "acme"}}, 403, "INSUFFICIENT_ROLE"},
			{"user", request{cookie: acme.user.Cookie, body: map[string]any{"confirm": "acme"}}, 403, "INSUFFICIENT_ROLE"},
			{"anonymous", request{cookie: "none", body: map[string]any{"confirm": "acme"}}, 401, "INVALID_TOKEN"},
			{"wrong confirm", request{body: map[string]any{"confirm": "acm"}}, 400, "VALIDATION_FAILED"},
			{"another organization's subdomain", request{body: map[string]any{"confirm": "globex"}}, 400, "VALIDATION_FAILED"},
			{"no confirm", request{body: map[string]any{}}, 400, "VALIDATION_FAILED"},
			{"confirm not a string", request{body: map[string]any{"confirm": 1}}, 400, "VALIDATION_FAILED"},
			{"malformed", request{rawBody: `{"confirm":"acme"`}, 400, "INVALID_JSON"},
			{"no body", request{}, 400, "INVALID_JSON"},
			{"globex's owner confirms acme", request{cookie: globex.owner.Cookie, body: map[string]any{"confirm": "acme"}}, 400, "VALIDATION_FAILED"},
		})
		if got := e.tableCounts(t); got["feedback_items"] != filled["feedback_items"] || got["identity_users"] != filled["identity_users"] {
			t.Fatal("a refused deletion deleted something")
		}

		resp := e.do(request{method: "DELETE", path: "/api/organization", cookie: acme.owner.Cookie, body: map[string]any{"confirm": " ACME "}})
		e.expect(t, "delete", resp, 200, "")
		jobstest.WaitIdle(t, e.db)

		// Every table is back to what it held before acme existed.
		after := e.tableCounts(t)
		for table, n := range after {
			if volatileTable(table) {
				continue
			}
			if want, ok := before[table]; !ok || n != want {
				t.Errorf("%s: %d rows after the deletion, %d before acme (%d with it)", table, n, want, filled[table])
			}
		}
		for _, s := range []string{acme.org.ID, acme.owner.User.Email, acme.admin.User.Email, acme.user.User.Email, "new@acme.test"} {
			if n := e.jobsMentioning(t, s); n > 0 {
				t.Errorf("%d jobs still mention %s", n, s)
			}
		}
		if e.jobsMentioning(t, globex.org.ID) == 0 {
			t.Error("globex's jobs were deleted")
		}
		for table, n := range globexRows {
			if got := orgRows(table, globex); got != n {
				t.Errorf("globex has %d rows in %s after acme's deletion, %d before", got, table, n)
			}
		}

		// Its files are gone, globex's are not.
		for _, u := range acme.uploads {
			e.expect(t, "acme upload "+u, e.do(request{method: "GET", path: strings.TrimPrefix(u, baseURL)}), 404, "")
		}
		for _, u := range globex.uploads {
			e.expect(t, "globex upload "+u, e.do(request{method: "GET", path: strings.TrimPrefix(u, baseURL)}), 200, "")
		}
		// Its members are gone with their sessions; globex works.
		e.expect(t, "acme session", e.do(request{method: "GET", path: "/api/user", cookie: acme.admin.Cookie}), 401, "INVALID_TOKEN")
		e.expect(t, "acme login", e.do(request{method: "POST", path: "/api/auth/login",
			body: map[string]any{"email": acme.owner.User.Email, "password": acme.owner.Password}}), 401, "INVALID_CREDENTIALS")
		if got := e.fbGet(t, globex.owner, "/api/feedback/paginated"); got.json["total"] != 2.0 {
			t.Errorf("globex feedback after acme's deletion: %s", got.raw)
		}
		e.expect(t, "delete again", e.do(request{method: "DELETE", path: "/api/organization", cookie: acme.owner.Cookie,
			body: map[string]any{"confirm": "acme"}}), 401, "INVALID_TOKEN")
		// The subdomain is free again.
		e.newOrg("acme")
	}, withWebhooks)
}

// TestDeleteOrganizationKeepsOthersAddresses deletes an organization whose
// members' addresses hold LIKE's wildcards: the jobs and the invitation
// emails of another organization to addresses they would match, or to the
// same address, are kept.
func TestDeleteOrganizationKeepsOthersAddresses(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		wildOrg, wild := e.newOrg("wild")
		e.addMember(wildOrg, "a_b@x.com", "user")
		e.addMember(wildOrg, "%@x.com", "user")
		_, other := e.newOrg("other")
		for _, to := range []string{"axb@x.com", "a_b@x.com"} {
			e.expect(t, "invite "+to, e.do(request{method: "POST", path: "/api/users/invite", cookie: other.Cookie,
				body: map[string]any{"email": to, "role": "user"}}), 201, "")
		}
		jobstest.WaitIdle(t, e.db)
		// A job of the other organization that names an address, not run
		// before the deletion.
		for _, to := range []string{"axb@x.com", "zz@x.com"} {
			if _, err := e.db.NewRaw(`INSERT INTO river_job (kind, args, max_attempts, state, scheduled_at, queue, priority)
				VALUES ('governance_test', ?, 1, 'scheduled', ?, 'default', 1)`,
				`{"to":"`+to+`"}`, time.Date(2100, 1, 1, 0, 0, 0, 0, time.UTC)).Exec(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		invitations := func() int {
			n, err := e.db.NewSelect().Table("notify_emails").Where("template = 'invitation'").Count(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			return int(n)
		}
		emails := invitations()
		if emails != 2 {
			t.Fatalf("%d invitation emails, want 2", emails)
		}
		e.expect(t, "delete", e.do(request{method: "DELETE", path: "/api/organization", cookie: wild.Cookie,
			body: map[string]any{"confirm": "wild"}}), 200, "")
		for _, to := range []string{"axb@x.com", "zz@x.com"} {
			if e.jobsMentioning(t, `"`+to+`"`) != 1 {
				t.Errorf("the other organization's job for %s was deleted", to)
			}
		}
		if got := invitations(); got != emails {
			t.Errorf("%d invitation emails after the deletion, %d before", got, emails)
		}
	})
}

// TestDeleteOrganizationBySystemAdmin deletes an organization as a system
// admin acting in it: the admin's own session cookie is kept, and works.
func TestDeleteOrganizationBySystemAdmin(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		e.newOrg("doomed")
		staff, _ := e.newOrg("staff")
		ops := e.addMember(staff, "ops@staff.test", "user")
		if _, err := e.identity.SetSystemAdmin(context.Background(), "ops@staff.test", true); err != nil {
			t.Fatal(err)
		}
		resp := e.do(request{method: "DELETE", path: "/api/organization", cookie: ops.Cookie,
			header: map[string]string{"X-Organization": "doomed"}, body: map[string]any{"confirm": "doomed"}})
		e.expect(t, "delete", resp, 200, "")
		for _, c := range resp.cookies {
			if c.Name == "auth_token" {
				t.Errorf("the system admin's cookie was set: %v", c)
			}
		}
		e.expect(t, "the admin's session", e.do(request{method: "GET", path: "/api/user", cookie: ops.Cookie}), 200, "")
	})
}

// readZip returns the files of a zip by name.
func readZip(t *testing.T, data []byte) map[string][]byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("not a zip: %v", err)
	}
	files := map[string][]byte{}
	for _, f := range zr.File {
		r, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		files[f.Name], err = io.ReadAll(r)
		r.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	return files
}

func TestExportOrganization(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		globex := e.fillOrg(t, "globex")
		acme := e.fillOrg(t, "acme")
		e.expectCalls(t, request{method: "GET", path: "/api/organization/export", cookie: acme.owner.Cookie}, []call{
			{"admin", request{cookie: acme.admin.Cookie}, 403, "INSUFFICIENT_ROLE"},
			{"user", request{cookie: acme.user.Cookie}, 403, "INSUFFICIENT_ROLE"},
			{"anonymous", request{cookie: "none"}, 401, "INVALID_TOKEN"},
		})
		resp := e.do(request{method: "GET", path: "/api/organization/export", cookie: acme.owner.Cookie})
		e.expect(t, "export", resp, 200, "")
		if ct := resp.header.Get("Content-Type"); ct != "application/zip" || !strings.HasPrefix(resp.header.Get("Content-Disposition"), "attachment;") {
			t.Errorf("headers %v", resp.header)
		}
		files := readZip(t, resp.raw)
		arrays := map[string][]map[string]any{}
		for name, data := range files {
			if name == "manifest.json" {
				continue
			}
			var list []map[string]any
			if err := json.Unmarshal(data, &list); err != nil {
				t.Fatalf("%s is not a JSON array: %v\n%s", name, err, data)
			}
			arrays[strings.TrimSuffix(name, ".json")] = list
		}
		var m governance.Manifest
		if err := json.Unmarshal(files["manifest.json"], &m); err != nil || m.OrganizationID != acme.org.ID || m.Version != 1 || len(m.Files) != len(arrays) {
			t.Errorf("manifest %s (%v)", files["manifest.json"], err)
		}
		want := map[string]int{"organization": 1, "settings": 1, "members": 3, "invitations": 1, "rooms": 2, "feedback": 2,
			"forms": 1, "form_responses": 1, "subscriptions": 1, "api_keys": 1, "integrations": 0, "webhooks": 1}
		for kind, n := range want {
			if got, ok := arrays[kind]; !ok || len(got) != n {
				t.Errorf("%s: %d elements (present %v), want %d", kind, len(got), ok, n)
			}
		}
		all := string(bytes.Join([][]byte{files["members.json"], files["feedback.json"], files["form_responses.json"], files["settings.json"], files["api_keys.json"]}, nil))
		for _, s := range []string{"projector of acme", "words of acme", "Kept by acme", "aiSentiment", "reasoning"} {
			if !strings.Contains(all, s) {
				t.Errorf("the export lacks %q", s)
			}
		}
		everything := string(bytes.Join(func() [][]byte {
			var out [][]byte
			for _, d := range files {
				out = append(out, d)
			}
			return out
		}(), nil))
		// No secret of a webhook, shown or sealed, of either organization.
		var sealed []string
		if err := e.db.NewSelect().Table("webhooks_webhooks").ColumnExpr("sealed_secret").Scan(context.Background(), &sealed); err != nil {
			t.Fatal(err)
		}
		var previous []string
		if err := e.db.NewSelect().Table("webhooks_webhooks").ColumnExpr("sealed_previous").Where("sealed_previous <> ''").Scan(context.Background(), &previous); err != nil {
			t.Fatal(err)
		}
		secrets := slices.Concat(acme.webhookSecrets, globex.webhookSecrets, sealed, previous)
		if len(secrets) != 8 {
			t.Fatalf("%d webhook secrets, want 2 shown and 2 sealed per organization", len(secrets))
		}
		for _, secret := range secrets {
			if strings.Contains(everything, secret) || strings.Contains(everything, strings.TrimPrefix(secret, "whsec_")) {
				t.Errorf("the export holds the webhook secret %q", secret)
			}
		}
		for _, s := range []string{"globex", globex.org.ID, "password", "$argon2", `"hash"`, `"key":`, "whsec_", `"secret"`} {
			if strings.Contains(strings.ToLower(everything), strings.ToLower(s)) {
				t.Errorf("the export holds %q", s)
			}
		}
		// The webhooks as the API lists them.
		listed := e.do(request{method: "GET", path: "/api/webhooks", cookie: acme.owner.Cookie})
		e.expect(t, "webhooks", listed, 200, "")
		if got, want := arrays["webhooks"], listed.json["data"]; !sameJSON(got, want) {
			t.Errorf("webhooks.json %v, the API lists %v", got, want)
		}
		// The audit log: every entry of acme, none of globex, newest first,
		// the export's own entry included, as GET /api/audit-log lists them.
		var ids []string
		if err := e.db.NewSelect().Table("audit_entries").Column("id").Where("organization_id = ?", acme.org.ID).
			OrderExpr("created_at DESC, id DESC").Scan(context.Background(), &ids); err != nil {
			t.Fatal(err)
		}
		var exported []string
		for _, en := range arrays["audit_log"] {
			exported = append(exported, en["_id"].(string))
		}
		if len(ids) < 8 || !slices.Equal(exported, ids) {
			t.Errorf("audit_log.json holds %v, acme's entries are %v", exported, ids)
		}
		// The newest entry is the export's, its only one: its reads of the
		// feedback and of the form's responses record no export of their
		// own.
		if got := actions(arrays["audit_log"]); len(got) == 0 || got[0] != "organization.exported" ||
			slices.Contains(got, "feedback.exported") || slices.Contains(got, "form.responses_exported") ||
			!slices.Contains(got, "webhook.created") || !slices.Contains(got, "webhook.changed") || !slices.Contains(got, "api_key.created") {
			t.Errorf("audit_log.json actions %v", got)
		}
		if page := e.auditLog(t, acme.owner, ""); !sameJSON(arrays["audit_log"], page) {
			t.Errorf("audit_log.json %v, the API lists %v", arrays["audit_log"], page)
		}
		if arrays["settings"][0]["retention"].(map[string]any)["feedbackDays"] != 365.0 {
			t.Errorf("settings %v", arrays["settings"][0])
		}
	}, withWebhooks)
}

func TestPrivacyNoticeOnPages(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		_ = org
		e.createRoom(owner, "Lobby", false)
		form := e.createForm(owner, surveyBody("Survey"))
		roomPage := "/r/" + owner.User.InstructorID + "/Lobby"
		formPage := "/f/" + form["slug"].(string)
		page := func(path string) string {
			t.Helper()
			resp := e.do(request{method: "GET", path: path})
			e.expect(t, path, resp, 200, "")
			return string(resp.raw)
		}
		link := `<a href="` + baseURL + `/privacy/acme" target="_blank" rel="noopener">Privacy</a>`
		for _, path := range []string{roomPage, formPage} {
			if got := page(path); !strings.Contains(got, "Anonymous: collected by Org acme, kept until the organization deletes it. "+link) {
				t.Errorf("%s without retention: no privacy line in %s", path, got)
			}
		}
		e.expect(t, "retention", e.do(request{method: "PUT", path: retentionPath, cookie: owner.Cookie,
			body: map[string]any{"feedbackDays": 30, "responsesDays": 1}}), 200, "")
		if got := page(roomPage); !strings.Contains(got, "Anonymous: collected by Org acme, kept for 30 days. "+link) {
			t.Errorf("room page: no retention in %s", got)
		}
		if got := page(formPage); !strings.Contains(got, "Anonymous: collected by Org acme, kept for 1 day. "+link) {
			t.Errorf("form page: no retention in %s", got)
		}
		privacy := page("/privacy/acme")
		for _, want := range []string{"Org acme collects", "Feedback is kept for 30 days. Form answers are kept for 1 day.", "anonymous"} {
			if !strings.Contains(privacy, want) {
				t.Errorf("privacy page lacks %q: %s", want, privacy)
			}
		}
		e.expect(t, "unknown organization", e.do(request{method: "GET", path: "/privacy/nobody"}), 404, "")

		widget := func(query string) response {
			return e.do(request{method: "GET", path: "/api/widget/privacy?" + query, header: map[string]string{"Origin": "https://blog.example"}})
		}
		resp := widget("instructorId=" + owner.User.InstructorID + "&eventType=Lobby")
		e.expect(t, "widget", resp, 200, "")
		if resp.json["notice"] != "Anonymous: collected by Org acme, kept for 30 days." || resp.json["url"] != baseURL+"/privacy/acme" ||
			resp.header.Get("Access-Control-Allow-Origin") != "*" {
			t.Errorf("widget privacy %s %v", resp.raw, resp.header)
		}
		e.expect(t, "widget, unknown room", widget("instructorId="+owner.User.InstructorID+"&eventType=Nowhere"), 404, "NOT_FOUND")
		e.expect(t, "widget, no room", widget(""), 404, "NOT_FOUND")
		if script := string(e.do(request{method: "GET", path: "/widget.js"}).raw); !strings.Contains(script, `/api/widget/privacy`) || !strings.Contains(script, `"privacyLink":"Privacy"`) {
			t.Error("the widget does not show the privacy line")
		}

		// The organization's own words replace the sentence, escaped.
		e.expect(t, "notice", e.do(request{method: "PUT", path: noticePath, cookie: owner.Cookie,
			body: map[string]any{"notice": "Acme <HR> reads these monthly & deletes them yearly."}}), 200, "")
		escaped := "Acme &lt;HR&gt; reads these monthly &amp; deletes them yearly. " + link
		for _, path := range []string{roomPage, formPage} {
			if got := page(path); !strings.Contains(got, escaped) {
				t.Errorf("%s: no own notice in %s", path, got)
			}
		}
		if got := page("/privacy/acme"); !strings.Contains(got, "Acme &lt;HR&gt; reads these monthly") {
			t.Errorf("privacy page without the own notice: %s", got)
		}
		if got := widget("instructorId=" + owner.User.InstructorID + "&eventType=Lobby"); got.json["notice"] != "Acme <HR> reads these monthly & deletes them yearly." {
			t.Errorf("widget own notice %s", got.raw)
		}
	})
}

// TestGovernanceAudit changes the retention and the privacy notice and
// exports the organization: each is an entry of GET /api/audit-log.
func TestGovernanceAudit(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		e.expect(t, "retention", e.do(request{method: "PUT", path: "/api/organization/retention", cookie: owner.Cookie,
			body: map[string]any{"feedbackDays": 30}}), 200, "")
		e.expect(t, "notice", e.do(request{method: "PUT", path: "/api/organization/privacy-notice", cookie: owner.Cookie,
			body: map[string]any{"notice": "We keep feedback for a month."}}), 200, "")
		e.expect(t, "export", e.do(request{method: "GET", path: "/api/organization/export", cookie: owner.Cookie}), 200, "")
		got := actions(e.auditLog(t, owner, ""))
		for _, want := range []string{"retention.changed", "privacy_notice.changed", "organization.exported"} {
			if !slices.Contains(got, want) {
				t.Errorf("no %s in the audit log: %v", want, got)
			}
		}
	})
}

// TestAuditLogRecordsOnlyWhatHappened sends requests that change or send
// nothing: updates of the settings and the retention that set no field,
// and HEADs of the exports, which answer the headers of the download
// without its body. None writes an entry of GET /api/audit-log; the same
// requests that do change or send something write theirs.
func TestAuditLogRecordsOnlyWhatHappened(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		form := e.createForm(owner, map[string]any{"title": "Survey", "questions": []any{map[string]any{"type": "text", "text": "Why?"}}})
		e.expect(t, "submit", e.fbSubmit(map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Lobby",
			"feedback": "fine", "sentiment": "positive"}), 201, "")
		exports := []string{"/api/feedback/export", "/api/organization/export", "/api/forms/" + form["_id"].(string) + "/responses/export"}
		before := len(e.auditLog(t, owner, ""))
		for _, c := range []struct {
			name string
			req  request
		}{
			{"settings, empty", request{method: "PUT", path: "/api/settings", body: map[string]any{}}},
			{"settings, unknown fields", request{method: "PUT", path: "/api/settings", body: map[string]any{"colour": "red"}}},
			{"retention, empty", request{method: "PUT", path: "/api/organization/retention", body: map[string]any{}}},
			{"retention, unknown fields", request{method: "PUT", path: "/api/organization/retention", body: map[string]any{"days": 3}}},
			{"HEAD feedback export", request{method: "HEAD", path: exports[0]}},
			{"HEAD organization export", request{method: "HEAD", path: exports[1]}},
			{"HEAD responses export", request{method: "HEAD", path: exports[2]}},
		} {
			c.req.cookie = owner.Cookie
			e.expect(t, c.name, e.do(c.req), 200, "")
			if got := e.auditLog(t, owner, ""); len(got) != before {
				t.Errorf("%s wrote %v", c.name, actions(got[:len(got)-before]))
				before = len(got)
			}
		}
		e.expect(t, "settings", e.do(request{method: "PUT", path: "/api/settings", cookie: owner.Cookie,
			body: map[string]any{"name": "Acme Inc"}}), 200, "")
		e.expect(t, "retention", e.do(request{method: "PUT", path: "/api/organization/retention", cookie: owner.Cookie,
			body: map[string]any{"feedbackDays": 30}}), 200, "")
		for _, path := range exports {
			e.expect(t, "GET "+path, e.do(request{method: "GET", path: path, cookie: owner.Cookie}), 200, "")
		}
		want := []string{"form.responses_exported", "organization.exported", "feedback.exported", "retention.changed", "settings.changed"}
		if got := actions(e.auditLog(t, owner, "")); len(got) != before+len(want) || !slices.Equal(got[:len(want)], want) {
			t.Errorf("actions, newest first: %v; want %v, then the %d before", got, want, before)
		}
	})
}

// TestDeleteOrganizationAddressEscapedInJSON deletes an organization
// whose member's address holds an &, which River's JSON of a job's args
// (Go's encoding/json) writes as \u0026, and SQLite's JSONB keeps so: the
// member's queued password reset is deleted with the organization; that
// of another organization's member stays.
func TestDeleteOrganizationAddressEscapedInJSON(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		ampOrg, amp := e.newOrg("amp")
		e.addMember(ampOrg, "a&b@x.com", "user")
		otherOrg, _ := e.newOrg("other")
		e.addMember(otherOrg, "c&d@x.com", "user")
		// Queued as identity queues them, by a client that works none, for
		// the next century: they stay queued.
		workers := river.NewWorkers()
		river.AddWorker(workers, river.WorkFunc(func(context.Context, *river.Job[identity.PasswordResetArgs]) error { return nil }))
		client, err := jobs.New(e.db, workers, jobs.Config{})
		if err != nil {
			t.Fatal(err)
		}
		resets := map[string]int64{}
		for _, to := range []string{"a&b@x.com", "c&d@x.com"} {
			res, err := client.Insert(ctx, identity.PasswordResetArgs{Email: to},
				&river.InsertOpts{ScheduledAt: time.Date(2100, 1, 1, 0, 0, 0, 0, time.UTC)})
			if err != nil {
				t.Fatal(err)
			}
			resets[to] = res.Job.ID
		}
		e.expect(t, "delete", e.do(request{method: "DELETE", path: "/api/organization", cookie: amp.Cookie,
			body: map[string]any{"confirm": "amp"}}), 200, "")
		for to, keep := range map[string]bool{"a&b@x.com": false, "c&d@x.com": true} {
			n, err := e.db.NewSelect().Table("river_job").Where("id = ?", resets[to]).Count(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if kept := n == 1; kept != keep {
				t.Errorf("the password reset of %s kept: %v, want %v", to, kept, keep)
			}
		}
	})
}
