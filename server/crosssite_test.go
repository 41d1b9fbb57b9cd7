package server_test

import (
	"testing"

	"github.com/feedbackkit/feedbackkit/app"
)

// TestCrossSiteRequests checks the cross-site policy over HTTP: a
// state-changing request with the session cookie, and every login, from a
// page of another origin gets 403 FORBIDDEN_ORIGIN and changes nothing;
// the service's own origins, FEEDBACKD_ALLOWED_ORIGINS, programs without
// Origin, reads and public submissions pass.
func TestCrossSiteRequests(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e := newEnv(t, appDB(t, d), func(c *app.Config) { c.AllowedOrigins = []string{"https://app.example"} })
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		reset := request{method: "POST", path: "/api/settings/reset", cookie: owner.Cookie}
		form := e.createForm(owner, surveyBody("Course survey"))["_id"].(string)
		analyze := "/api/forms/" + form + "/analyze"
		from := func(r request, headers ...string) request {
			r.header = map[string]string{}
			for i := 0; i+1 < len(headers); i += 2 {
				r.header[headers[i]] = headers[i+1]
			}
			return r
		}
		// httptest's requests are sent to the Host example.com.
		e.expectCalls(t, reset, []call{
			{"another site", from(reset, "Origin", "https://evil.example"), 403, "FORBIDDEN_ORIGIN"},
			{"another port of the base URL's host", from(reset, "Origin", "http://feedback.example:8081"), 403, "FORBIDDEN_ORIGIN"},
			{"a sibling subdomain", from(reset, "Origin", "http://evil.feedback.example"), 403, "FORBIDDEN_ORIGIN"},
			{"an opaque origin", from(reset, "Origin", "null"), 403, "FORBIDDEN_ORIGIN"},
			{"no Origin, cross-site", from(reset, "Sec-Fetch-Site", "cross-site"), 403, "FORBIDDEN_ORIGIN"},
			{"no Origin, same-site", from(reset, "Sec-Fetch-Site", "same-site"), 403, "FORBIDDEN_ORIGIN"},
			{"the base URL's origin", from(reset, "Origin", "http://feedback.example"), 200, ""},
			{"the base URL's origin, another case", from(reset, "Origin", "HTTP://Feedback.Example"), 200, ""},
			{"the request's Host", from(reset, "Origin", "http://example.com", "Sec-Fetch-Site", "same-origin"), 200, ""},
			{"an allowed origin", from(reset, "Origin", "https://app.example"), 200, ""},
			{"no Origin, same-origin", from(reset, "Sec-Fetch-Site", "same-origin"), 200, ""},
			{"no Origin, typed by the user", from(reset, "Sec-Fetch-Site", "none"), 200, ""},
			{"a program: neither header", reset, 200, ""},
		})

		evil := []string{"Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site"}
		logo, ct := multipartBody(t, "file", "logo.png", "image/png", testImage(t, "png"))
		e.expectCalls(t, request{cookie: owner.Cookie}, []call{
			{"a multipart upload", from(request{method: "POST", path: "/api/organization/upload-logo", rawBody: logo, contentType: ct}, evil...), 403, "FORBIDDEN_ORIGIN"},
			{"a PUT", from(request{method: "PUT", path: "/api/settings", body: map[string]any{"name": "Pwned"}}, evil...), 403, "FORBIDDEN_ORIGIN"},
			{"a DELETE", from(request{method: "DELETE", path: roomPath("Lobby", "")}, evil...), 403, "FORBIDDEN_ORIGIN"},
			{"logout", from(request{method: "POST", path: "/api/auth/logout"}, evil...), 403, "FORBIDDEN_ORIGIN"},
			{"a read", from(request{method: "GET", path: "/api/settings"}, evil...), 200, ""},
			// Downloads: an export is a long read and an audit entry.
			{"the organization's export", from(request{method: "GET", path: "/api/organization/export"}, "Sec-Fetch-Site", "cross-site"), 403, "FORBIDDEN_ORIGIN"},
			{"the organization's export, same-site", from(request{method: "GET", path: "/api/organization/export"}, "Sec-Fetch-Site", "same-site"), 403, "FORBIDDEN_ORIGIN"},
			{"the feedback's export", from(request{method: "GET", path: "/api/feedback/export"}, "Sec-Fetch-Site", "cross-site"), 403, "FORBIDDEN_ORIGIN"},
			{"the feedback's export, same-origin", from(request{method: "GET", path: "/api/feedback/export"}, "Sec-Fetch-Site", "same-origin"), 200, ""},
			{"the feedback's export, typed by the user", from(request{method: "GET", path: "/api/feedback/export"}, "Sec-Fetch-Site", "none"), 200, ""},
			// A form's analysis is stored (and may call a paid AI provider).
			{"a form's analysis", from(request{method: "GET", path: analyze}, evil...), 403, "FORBIDDEN_ORIGIN"},
			{"a form's analysis, same-site", from(request{method: "GET", path: analyze}, "Sec-Fetch-Site", "same-site"), 403, "FORBIDDEN_ORIGIN"},
			// Judged by the Authorization header alone: no key is
			// valid yet, and the cookie does not count.
			{"an Authorization header", from(request{method: "POST", path: "/api/settings/reset"}, "Authorization", "Bearer fk_unknown", "Origin", "https://evil.example"), 401, "INVALID_TOKEN"},
		})
		e.expectCalls(t, request{}, []call{
			{"no cookie: authentication decides", from(request{method: "POST", path: "/api/settings/reset"}, evil...), 401, "INVALID_TOKEN"},
			{"a public submission with the cookie", from(request{method: "POST", path: "/api/feedback/submit", cookie: owner.Cookie,
				body: map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Lobby", "sentiment": "positive"}}, evil...), 201, ""},
			{"a widget submission", from(request{method: "POST", path: "/api/widget/submit",
				body: map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Lobby", "sentiment": "neutral"}}, evil...), 201, ""},
			{"a login from another site", from(request{method: "POST", path: "/api/auth/login",
				body: map[string]any{"email": owner.User.Email, "password": owner.Password}}, evil...), 403, "FORBIDDEN_ORIGIN"},
			{"a login from the service's page", from(request{method: "POST", path: "/api/auth/login",
				body: map[string]any{"email": owner.User.Email, "password": owner.Password}}, "Origin", "http://feedback.example"), 200, ""},
		})

		// Nothing the refused requests asked for happened.
		settings := e.do(request{method: "GET", path: "/api/settings", cookie: owner.Cookie})
		if settings.json["name"] != "Org acme" || settings.json["logoUrl"] != "" {
			t.Errorf("settings changed by refused requests: %s", settings.raw)
		}
		e.expect(t, "the room is still there", e.do(request{method: "GET", path: roomPath("Lobby", ""), cookie: owner.Cookie}), 200, "")
		e.expect(t, "the session is still valid", e.do(request{method: "GET", path: "/api/user", cookie: owner.Cookie}), 200, "")
		if list := e.do(request{method: "GET", path: "/api/forms/" + form + "/analyses", cookie: owner.Cookie}).json["data"].([]any); len(list) != 0 {
			t.Errorf("refused requests stored analyses: %v", list)
		}
		e.expect(t, "a form's analysis from the service's page", e.do(from(request{method: "GET", path: analyze, cookie: owner.Cookie}, "Sec-Fetch-Site", "same-origin")), 200, "")
	})
}
