package server_test

import (
	"testing"
)

// TestNamesAndTitlesAreOneLine sends names and titles with line breaks
// (the Unicode line and paragraph separators among them), tabs and other
// control characters, and with invisible or bidirectional
// format characters (Unicode category Cf), to every endpoint that takes
// one: each is 400 VALIDATION_FAILED naming the field, and nothing is
// stored.
func TestNamesAndTitlesAreOneLine(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		e.uncap(org)
		e.createRoom(owner, "Lobby", false)
		e.createRoom(owner, "Staff", true)
		form := map[string]any{"title": "Survey", "questions": []any{map[string]any{"type": "text", "text": "Why?"}}}
		withTitle := func(title string) map[string]any {
			f := map[string]any{}
			for k, v := range form {
				f[k] = v
			}
			f["title"] = title
			return f
		}
		proxied := e.behindProxy(nil) // the waitlist's fixed limit counts per client IP
		var ips ipSeq
		for _, bad := range []string{"Acme\r\nBcc: victim@example.com", "Acme\nInc", "Acme\tInc", "Acme\x1b[31m", "Acme\u0085Inc", "Acme\u2028Inc", "Acme\u2029Inc",
			"zw\u200bsp", "rtl\u202eevil", "join\u200dme", "\ufeffbom", "iso\u2067late\u2069"} {
			for _, c := range []struct {
				name  string
				req   request
				field string
			}{
				{"organization name", request{method: "PUT", path: "/api/settings", body: map[string]any{"name": bad}}, "name"},
				{"user name", request{method: "PUT", path: "/api/user", body: map[string]any{"name": bad}}, "name"},
				{"user last name", request{method: "PUT", path: "/api/user", body: map[string]any{"lastName": bad}}, "lastName"},
				{"room name", request{method: "POST", path: "/api/events", body: map[string]any{"eventName": bad}}, "eventName"},
				{"room rename", request{method: "PUT", path: roomPath("Lobby", ""), body: map[string]any{"eventName": bad}}, "eventName"},
				{"folder", request{method: "PUT", path: roomPath("Staff", ""), body: map[string]any{"folder": bad}}, "folder"},
				{"form title", request{method: "POST", path: "/api/forms", body: withTitle(bad)}, "title"},
				{"integration name", request{method: "POST", path: "/api/integrations", body: map[string]any{"type": "tracker", "name": bad}}, "name"},
				{"API key name", request{method: "POST", path: "/api/api-keys", body: map[string]any{"name": bad, "scopes": []any{"read"}}}, "name"},
				{"waitlist name", request{method: "POST", path: "/api/public/waitlist", cookie: "-",
					body: map[string]any{"email": "ada@example.com", "name": bad}}, "name"},
				{"waitlist organization", request{method: "POST", path: "/api/public/waitlist", cookie: "-",
					body: map[string]any{"email": "ada@example.com", "organization": bad}}, "organization"},
			} {
				send := e.do
				if c.req.cookie == "-" {
					c.req.cookie, c.req.header, send = "", ips.next(), proxied.do
				} else {
					c.req.cookie = owner.Cookie
				}
				resp := send(c.req)
				e.expect(t, c.name+" "+bad, resp, 400, "VALIDATION_FAILED")
				if d, _ := resp.json["details"].([]any); len(d) != 1 || d[0].(map[string]any)["field"] != c.field {
					t.Errorf("%s %q: details %v, want field %s", c.name, bad, resp.json["details"], c.field)
				}
			}
		}
		if n := e.countRows("orgs_waitlist"); n != 0 {
			t.Errorf("%d waitlist entries stored", n)
		}
		settings := e.do(request{method: "GET", path: "/api/settings", cookie: owner.Cookie})
		user := e.do(request{method: "GET", path: "/api/user", cookie: owner.Cookie})
		if settings.json["name"] != "Org acme" || user.json["name"] != "Olive" || user.json["lastName"] != "Owner" {
			t.Errorf("names changed: %v %v %v", settings.json["name"], user.json["name"], user.json["lastName"])
		}
		if e.roomCount() != 2 || e.countRows("forms_forms") != 0 || e.countRows("integrations_integrations") != 0 || e.countRows("apikeys_keys") != 0 {
			t.Errorf("rooms %d, forms %d, integrations %d, API keys %d stored", e.roomCount(), e.countRows("forms_forms"),
				e.countRows("integrations_integrations"), e.countRows("apikeys_keys"))
		}
		// A name with spaces and any script, right to left or with
		// combining marks, is fine.
		e.expect(t, "a plain name", e.do(request{method: "PUT", path: "/api/settings", cookie: owner.Cookie,
			body: map[string]any{"name": "Ærø Skole – 2. klasse"}}), 200, "")
		e.expect(t, "a Hebrew room", e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie,
			body: map[string]any{"eventName": "כיתה ב׳ – cafe\u0301"}}), 201, "")
	})
}
