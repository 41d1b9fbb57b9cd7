package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/notify"
)

// jsonPath returns the value at a dotted path of a decoded JSON object.
func jsonPath(v any, path string) any {
	for _, k := range strings.Split(path, ".") {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}

// sameJSON reports whether two decoded JSON values are equal.
func sameJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

func TestOrganizationEndpointsNeedAuthentication(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		e.expectEach(t, "anonymous", "", []request{
			{method: "GET", path: "/api/settings"},
			{method: "PUT", path: "/api/settings", body: map[string]string{"name": "x"}},
			{method: "POST", path: "/api/settings/reset"},
			{method: "POST", path: "/api/settings/complete-onboarding"},
			{method: "GET", path: "/api/organization/general-tags"},
			{method: "PUT", path: "/api/organization/general-tags", body: map[string]any{"tags": []string{}}},
			{method: "GET", path: "/api/organization/tags"},
			{method: "PUT", path: "/api/organization/tags", body: map[string]any{"happy": []string{}}},
			{method: "GET", path: "/api/organization/feedback-customization"},
			{method: "PUT", path: "/api/organization/feedback-customization", body: map[string]string{"headerText": "x"}},
			{method: "GET", path: "/api/organization/chart-settings"},
			{method: "PUT", path: "/api/organization/chart-settings", body: map[string]string{"trendInterval": "day"}},
			{method: "POST", path: "/api/organization/upload-logo"},
			{method: "POST", path: "/api/organization/request-upgrade"},
		}, 401, "INVALID_TOKEN")
	})
}

func TestSettingsDefaults(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, _ := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		resp := e.do(request{method: "GET", path: "/api/settings", cookie: user.Cookie})
		e.expect(t, "settings as user", resp, 200, "")
		want := map[string]any{
			"organization":                       org.ID,
			"name":                               "Org acme",
			"subdomain":                          "acme",
			"plan":                               "free",
			"limits.seats":                       3.0,
			"limits.integrations":                false,
			"logoUrl":                            "",
			"onboardingCompleted":                false,
			"generalTags":                        []any{},
			"defaultRoomTags.happy":              []any{},
			"defaultRoomTags.neutral":            []any{},
			"defaultRoomTags.sad":                []any{},
			"feedbackCustomization.primaryColor": "#4F46E5",
			"defaultRoomCustomization.sentiments.happy.emoji":   "😊",
			"defaultRoomCustomization.sentiments.neutral.emoji": "😐",
			"defaultRoomCustomization.sentiments.sad.emoji":     "😞",
			"defaultRoomCustomization.sentiments.happy.label":   "Happy",
			"chartSettings.defaultChartType":                    "line",
			"chartSettings.trendInterval":                       "day",
			"chartSettings.wordCloud.maxWords":                  100.0,
			"chartSettings.wordCloud.excludeWords":              []any{},
		}
		for path, v := range want {
			if got := jsonPath(resp.json, path); !sameJSON(got, v) {
				t.Errorf("%s = %v, want %v", path, got, v)
			}
		}
		// Every text a respondent page shows is filled in.
		for _, path := range []string{
			"feedbackCustomization.headerText", "feedbackCustomization.placeholderText", "feedbackCustomization.submitButtonText",
			"defaultRoomCustomization.headerText", "defaultRoomCustomization.footerText",
			"defaultRoomCustomization.sentiments.happy.title", "defaultRoomCustomization.sentiments.happy.placeholder",
			"defaultRoomCustomization.sentiments.neutral.label", "defaultRoomCustomization.sentiments.neutral.title",
			"defaultRoomCustomization.sentiments.sad.label", "defaultRoomCustomization.sentiments.sad.placeholder",
		} {
			if s, _ := jsonPath(resp.json, path).(string); s == "" {
				t.Errorf("%s is empty", path)
			}
		}
		// The rooms domain gets the same defaults.
		d, err := e.orgs.RoomDefaults(context.Background(), org.ID)
		if err != nil || d.FeedbackCustomization.Sentiments.Sad.Emoji != "😞" || d.CustomTags.Happy == nil {
			t.Errorf("RoomDefaults: %+v %v", d, err)
		}
	})
}

func TestUpdateSettings(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		_, otherOwner := e.newOrg("other")
		put := func(cookie string, body any) response {
			return e.do(request{method: "PUT", path: "/api/settings", cookie: cookie, body: body})
		}
		get := func(cookie string) response {
			return e.do(request{method: "GET", path: "/api/settings", cookie: cookie})
		}
		before := get(owner.Cookie)

		e.expect(t, "as user", put(user.Cookie, map[string]string{"name": "Hijacked"}), 403, "INSUFFICIENT_ROLE")
		for _, tc := range []struct {
			name  string
			body  any
			field string
		}{
			{"bad colour", map[string]any{"feedbackCustomization": map[string]string{"primaryColor": "blue"}}, "feedbackCustomization.primaryColor"},
			{"short colour", map[string]any{"feedbackCustomization": map[string]string{"primaryColor": "#FFF"}}, "feedbackCustomization.primaryColor"},
			{"empty button", map[string]any{"feedbackCustomization": map[string]string{"submitButtonText": " "}}, "feedbackCustomization.submitButtonText"},
			{"empty emoji", map[string]any{"defaultRoomCustomization": map[string]any{"sentiments": map[string]any{"sad": map[string]string{"emoji": ""}}}}, "defaultRoomCustomization.sentiments.sad.emoji"},
			{"long footer", map[string]any{"defaultRoomCustomization": map[string]string{"footerText": strings.Repeat("f", 501)}}, "defaultRoomCustomization.footerText"},
			{"empty tag", map[string]any{"generalTags": []string{"ok", ""}}, "generalTags"},
			{"empty room tag", map[string]any{"defaultRoomTags": map[string]any{"happy": []string{" "}}}, "defaultRoomTags.happy"},
			{"chart type", map[string]any{"chartSettings": map[string]string{"defaultChartType": "radar"}}, "chartSettings.defaultChartType"},
			{"max words", map[string]any{"chartSettings": map[string]any{"wordCloud": map[string]int{"maxWords": 5}}}, "chartSettings.wordCloud.maxWords"},
			{"empty name", map[string]string{"name": " "}, "name"},
			// A valid change with an invalid one changes nothing.
			{"all or nothing", map[string]any{"name": "Renamed", "generalTags": []string{"a"}, "chartSettings": map[string]string{"trendInterval": "hour"}}, "chartSettings.trendInterval"},
		} {
			resp := put(admin.Cookie, tc.body)
			e.expect(t, tc.name, resp, 400, "VALIDATION_FAILED")
			if d, _ := resp.json["details"].([]any); len(d) != 1 || d[0].(map[string]any)["field"] != tc.field {
				t.Errorf("%s: details %v, want field %s", tc.name, resp.json["details"], tc.field)
			}
		}
		e.expect(t, "wrong type", put(admin.Cookie, map[string]any{"generalTags": "a"}), 400, "VALIDATION_FAILED")
		e.expect(t, "nested wrong type", put(admin.Cookie, map[string]any{"chartSettings": map[string]any{"wordCloud": map[string]any{"maxWords": "many"}}}), 400, "VALIDATION_FAILED")
		e.expect(t, "malformed", e.do(request{method: "PUT", path: "/api/settings", cookie: admin.Cookie, rawBody: "{", contentType: "application/json"}), 400, "INVALID_JSON")
		e.expect(t, "not JSON", e.do(request{method: "PUT", path: "/api/settings", cookie: admin.Cookie, rawBody: "a=b", contentType: "text/plain"}), 415, "UNSUPPORTED_MEDIA_TYPE")
		e.expect(t, "oversized", e.do(request{method: "PUT", path: "/api/settings", cookie: admin.Cookie,
			rawBody: `{"name":"` + strings.Repeat("a", 2<<20) + `"}`, contentType: "application/json"}), 413, "PAYLOAD_TOO_LARGE")
		if after := get(owner.Cookie); !bytes.Equal(before.raw, after.raw) {
			t.Fatalf("refused updates changed the settings:\n%s\n%s", before.raw, after.raw)
		}

		// A partial update changes only what it names, at every level.
		resp := put(admin.Cookie, map[string]any{
			"name":                     " Acme Inc ",
			"generalTags":              []string{"clarity", " pace ", "Clarity"},
			"feedbackCustomization":    map[string]string{"primaryColor": "#12ab9f"},
			"defaultRoomCustomization": map[string]any{"sentiments": map[string]any{"sad": map[string]string{"emoji": "😢"}}},
			"defaultRoomTags":          map[string]any{"neutral": []string{"pace"}},
			"chartSettings":            map[string]any{"wordCloud": map[string]any{"maxWords": 50, "excludeWords": []string{"The", "the", "and"}}},
			"plan":                     "business", // read-only: ignored
		})
		e.expect(t, "update", resp, 200, "")
		for path, v := range map[string]any{
			"name":                               "Acme Inc",
			"plan":                               "free",
			"generalTags":                        []any{"clarity", "pace"},
			"feedbackCustomization.primaryColor": "#12AB9F",
			"feedbackCustomization.headerText":   jsonPath(before.json, "feedbackCustomization.headerText"),
			"defaultRoomCustomization.sentiments.sad.emoji": "😢",
			"defaultRoomCustomization.sentiments.sad.label": "Sad",
			"defaultRoomCustomization.sentiments.happy":     jsonPath(before.json, "defaultRoomCustomization.sentiments.happy"),
			"defaultRoomTags.neutral":                       []any{"pace"},
			"defaultRoomTags.happy":                         []any{},
			"chartSettings.wordCloud.maxWords":              50.0,
			"chartSettings.wordCloud.excludeWords":          []any{"the", "and"},
			"chartSettings.defaultChartType":                "line",
		} {
			if got := jsonPath(resp.json, path); !sameJSON(got, v) {
				t.Errorf("after update %s = %v, want %v", path, got, v)
			}
		}
		if got := get(user.Cookie); !bytes.Equal(got.raw, resp.raw) {
			t.Errorf("GET after update differs:\n%s\n%s", got.raw, resp.raw)
		}
		d, _ := e.orgs.RoomDefaults(context.Background(), org.ID)
		if d.FeedbackCustomization.Sentiments.Sad.Emoji != "😢" || len(d.CustomTags.Neutral) != 1 {
			t.Errorf("RoomDefaults after update: %+v", d)
		}
		if tags, _ := e.orgs.GeneralTags(context.Background(), org.ID); len(tags) != 2 {
			t.Errorf("GeneralTags after update: %v", tags)
		}
		// The other organization is untouched.
		if o := get(otherOwner.Cookie); jsonPath(o.json, "feedbackCustomization.primaryColor") != "#4F46E5" || jsonPath(o.json, "name") != "Org other" {
			t.Errorf("other organization: %s", o.raw)
		}

		// Reset restores the preferences and keeps the name.
		e.expect(t, "reset as user", e.do(request{method: "POST", path: "/api/settings/reset", cookie: user.Cookie}), 403, "INSUFFICIENT_ROLE")
		resp = e.do(request{method: "POST", path: "/api/settings/reset", cookie: admin.Cookie})
		e.expect(t, "reset", resp, 200, "")
		for _, path := range []string{"generalTags", "defaultRoomTags", "feedbackCustomization", "defaultRoomCustomization", "chartSettings"} {
			if !sameJSON(jsonPath(resp.json, path), jsonPath(before.json, path)) {
				t.Errorf("after reset %s = %v, want %v", path, jsonPath(resp.json, path), jsonPath(before.json, path))
			}
		}
		if resp.json["name"] != "Acme Inc" {
			t.Errorf("reset changed the name: %v", resp.json["name"])
		}
	})
}

// TestOrganizationTextsRefuseControlCharacters sends texts with NUL (which
// PostgreSQL cannot store) and other control characters to every
// organization endpoint that takes text: each is refused, naming the field,
// and nothing changes.
func TestOrganizationTextsRefuseControlCharacters(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		before := e.do(request{method: "GET", path: "/api/settings", cookie: owner.Cookie})
		for _, c := range []struct {
			name  string
			req   request
			field string
		}{
			{"NUL in the room header", request{path: "/api/settings", body: map[string]any{
				"defaultRoomCustomization": map[string]any{"headerText": "Hello\x00"}}}, "defaultRoomCustomization.headerText"},
			{"bell in a sentiment label", request{path: "/api/settings", body: map[string]any{
				"defaultRoomCustomization": map[string]any{"sentiments": map[string]any{"happy": map[string]string{"label": "Yay\a"}}}}},
				"defaultRoomCustomization.sentiments.happy.label"},
			{"unknown sentiment", request{path: "/api/settings", body: map[string]any{
				"defaultRoomCustomization": map[string]any{"sentiments": map[string]any{"angry": map[string]string{"emoji": "😡"}}}}},
				"defaultRoomCustomization.sentiments"},
			{"NUL in the form header", request{path: "/api/settings", body: map[string]any{
				"feedbackCustomization": map[string]string{"headerText": "a\x00b"}}}, "feedbackCustomization.headerText"},
			{"NUL in the name", request{path: "/api/settings", body: map[string]string{"name": "Acme\x00"}}, "name"},
			{"NUL in a general tag", request{path: "/api/settings", body: map[string]any{"generalTags": []string{"a\x00"}}}, "generalTags"},
			{"tab in a default room tag", request{path: "/api/settings", body: map[string]any{
				"defaultRoomTags": map[string]any{"happy": []string{"a\tb"}}}}, "defaultRoomTags.happy"},
			{"NUL in the button text", request{path: "/api/organization/feedback-customization", body: map[string]string{
				"submitButtonText": "Send\x00"}}, "submitButtonText"},
			{"NUL in a room tag", request{path: "/api/organization/tags", body: map[string]any{"sad": []string{"slow\x00"}}}, "sad"},
			{"NUL in a general tag list", request{path: "/api/organization/general-tags", body: map[string]any{"tags": []string{"\x00"}}}, "tags"},
			{"NUL in the upgrade reason", request{method: "POST", path: "/api/organization/request-upgrade", body: map[string]string{
				"reason": "more rooms\x00"}}, "reason"},
		} {
			resp := e.do(c.req.on(request{method: "PUT", cookie: owner.Cookie}))
			e.expect(t, c.name, resp, 400, "VALIDATION_FAILED")
			if d, _ := resp.json["details"].([]any); len(d) != 1 || d[0].(map[string]any)["field"] != c.field {
				t.Errorf("%s: details %v, want field %s", c.name, resp.json["details"], c.field)
			}
		}
		if after := e.do(request{method: "GET", path: "/api/settings", cookie: owner.Cookie}); !bytes.Equal(before.raw, after.raw) {
			t.Errorf("refused texts changed the settings:\n%s\n%s", before.raw, after.raw)
		}
		if emails, _ := e.notify.Outbox(context.Background(), notify.OutboxFilter{}); len(emails) != 0 {
			t.Errorf("a refused upgrade request sent %d emails", len(emails))
		}
		// Tabs and line breaks are text.
		resp := e.do(request{method: "PUT", path: "/api/settings", cookie: owner.Cookie, body: map[string]any{
			"defaultRoomCustomization": map[string]string{"footerText": "Thanks!\n\tSee you."}}})
		e.expect(t, "line breaks", resp, 200, "")
		if got := jsonPath(resp.json, "defaultRoomCustomization.footerText"); got != "Thanks!\n\tSee you." {
			t.Errorf("footer %q", got)
		}
	})
}

func TestOrganizationTags(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		_, otherOwner := e.newOrg("other")

		// General tags.
		resp := e.do(request{method: "GET", path: "/api/organization/general-tags", cookie: user.Cookie})
		e.expect(t, "get general tags", resp, 200, "")
		if !equalStrings(resp.json["tags"]) {
			t.Errorf("initial general tags: %s", resp.raw)
		}
		putGeneral := func(cookie string, body any) response {
			return e.do(request{method: "PUT", path: "/api/organization/general-tags", cookie: cookie, body: body})
		}
		e.expect(t, "general tags as user", putGeneral(user.Cookie, map[string]any{"tags": []string{"x"}}), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "missing tags", putGeneral(owner.Cookie, map[string]any{}), 400, "VALIDATION_FAILED")
		e.expect(t, "long tag", putGeneral(owner.Cookie, map[string]any{"tags": []string{strings.Repeat("t", 51)}}), 400, "VALIDATION_FAILED")
		e.expect(t, "not a list", putGeneral(owner.Cookie, map[string]any{"tags": "x"}), 400, "VALIDATION_FAILED")
		resp = putGeneral(owner.Cookie, map[string]any{"tags": []string{" clarity ", "pace", "PACE"}})
		e.expect(t, "set general tags", resp, 200, "")
		if !equalStrings(resp.json["tags"], "clarity", "pace") {
			t.Errorf("set general tags: %s", resp.raw)
		}
		if got := e.do(request{method: "GET", path: "/api/organization/general-tags", cookie: user.Cookie}).json["tags"]; !equalStrings(got, "clarity", "pace") {
			t.Errorf("stored general tags: %v", got)
		}
		if got := e.do(request{method: "GET", path: "/api/organization/general-tags", cookie: otherOwner.Cookie}).json["tags"]; !equalStrings(got) {
			t.Errorf("other organization's general tags: %v", got)
		}

		// Default room tags.
		putRoom := func(cookie string, body any) response {
			return e.do(request{method: "PUT", path: "/api/organization/tags", cookie: cookie, body: body})
		}
		e.expect(t, "room tags as user", putRoom(user.Cookie, map[string]any{"happy": []string{"x"}}), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "empty room tag", putRoom(owner.Cookie, map[string]any{"happy": []string{"ok"}, "sad": []string{""}}), 400, "VALIDATION_FAILED")
		e.expect(t, "room tags not a list", putRoom(owner.Cookie, map[string]any{"sad": map[string]string{}}), 400, "VALIDATION_FAILED")
		resp = putRoom(owner.Cookie, map[string]any{"happy": []string{"fun", "clear"}, "sad": []string{"slow"}})
		e.expect(t, "set room tags", resp, 200, "")
		if !equalStrings(resp.json["happy"], "fun", "clear") || !equalStrings(resp.json["neutral"]) || !equalStrings(resp.json["sad"], "slow") {
			t.Errorf("set room tags: %s", resp.raw)
		}
		// Lists left out stay as they are.
		resp = putRoom(owner.Cookie, map[string]any{"neutral": []string{"ok"}})
		e.expect(t, "set one list", resp, 200, "")
		if !equalStrings(resp.json["happy"], "fun", "clear") || !equalStrings(resp.json["neutral"], "ok") {
			t.Errorf("set one list: %s", resp.raw)
		}
		resp = e.do(request{method: "GET", path: "/api/organization/tags", cookie: user.Cookie})
		e.expect(t, "get room tags", resp, 200, "")
		if !equalStrings(resp.json["sad"], "slow") {
			t.Errorf("get room tags: %s", resp.raw)
		}
		d, _ := e.orgs.RoomDefaults(context.Background(), org.ID)
		if len(d.CustomTags.Happy) != 2 || d.CustomTags.Sad[0] != "slow" {
			t.Errorf("RoomDefaults custom tags: %+v", d.CustomTags)
		}
	})
}

func TestFeedbackCustomization(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		path := "/api/organization/feedback-customization"
		resp := e.do(request{method: "GET", path: path, cookie: user.Cookie})
		e.expect(t, "get", resp, 200, "")
		before := string(resp.raw)
		for _, k := range []string{"headerText", "placeholderText", "submitButtonText", "primaryColor"} {
			if s, _ := resp.json[k].(string); s == "" {
				t.Errorf("default %s is empty", k)
			}
		}
		put := func(cookie string, body any) response {
			return e.do(request{method: "PUT", path: path, cookie: cookie, body: body})
		}
		e.expect(t, "as user", put(user.Cookie, map[string]string{"headerText": "x"}), 403, "INSUFFICIENT_ROLE")
		for _, color := range []string{"red", "#12345", "#1234567", "#GGGGGG", "12AB9F", ""} {
			e.expect(t, "colour "+color, put(admin.Cookie, map[string]string{"primaryColor": color}), 400, "VALIDATION_FAILED")
		}
		e.expect(t, "empty button", put(admin.Cookie, map[string]string{"submitButtonText": ""}), 400, "VALIDATION_FAILED")
		e.expect(t, "long header", put(admin.Cookie, map[string]string{"headerText": strings.Repeat("h", 201)}), 400, "VALIDATION_FAILED")
		e.expect(t, "wrong type", put(admin.Cookie, map[string]any{"primaryColor": 123}), 400, "VALIDATION_FAILED")
		e.expect(t, "malformed", e.do(request{method: "PUT", path: path, cookie: admin.Cookie, rawBody: `{"a"`, contentType: "application/json"}), 400, "INVALID_JSON")
		if got := e.do(request{method: "GET", path: path, cookie: owner.Cookie}); string(got.raw) != before {
			t.Errorf("refused updates changed it: %s", got.raw)
		}
		resp = put(admin.Cookie, map[string]string{"headerText": " Tell us! ", "primaryColor": "#00ff00"})
		e.expect(t, "update", resp, 200, "")
		if resp.json["headerText"] != "Tell us!" || resp.json["primaryColor"] != "#00FF00" || resp.json["submitButtonText"] == "" {
			t.Errorf("update: %s", resp.raw)
		}
		// The public subdomain lookup shows it.
		resp = e.do(request{method: "GET", path: "/api/organization/subdomain/acme"})
		if jsonPath(resp.json, "feedbackCustomization.primaryColor") != "#00FF00" {
			t.Errorf("subdomain lookup: %s", resp.raw)
		}
	})
}

func TestChartSettings(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		path := "/api/organization/chart-settings"
		resp := e.do(request{method: "GET", path: path, cookie: user.Cookie})
		e.expect(t, "get", resp, 200, "")
		if resp.json["defaultChartType"] != "line" || resp.json["trendInterval"] != "day" || jsonPath(resp.json, "wordCloud.maxWords") != 100.0 {
			t.Errorf("defaults: %s", resp.raw)
		}
		put := func(cookie string, body any) response {
			return e.do(request{method: "PUT", path: path, cookie: cookie, body: body})
		}
		e.expect(t, "as user", put(user.Cookie, map[string]string{"defaultChartType": "bar"}), 403, "INSUFFICIENT_ROLE")
		for name, body := range map[string]any{
			"chart type":    map[string]string{"defaultChartType": "radar"},
			"interval":      map[string]string{"trendInterval": "year"},
			"too few words": map[string]any{"wordCloud": map[string]int{"maxWords": 9}},
			"too many":      map[string]any{"wordCloud": map[string]int{"maxWords": 501}},
			"empty word":    map[string]any{"wordCloud": map[string]any{"excludeWords": []string{"ok", " "}}},
			"wrong type":    map[string]any{"wordCloud": map[string]any{"maxWords": 1.5}},
			"not an object": map[string]any{"wordCloud": []int{1}},
		} {
			e.expect(t, name, put(owner.Cookie, body), 400, "VALIDATION_FAILED")
		}
		resp = put(owner.Cookie, map[string]any{"defaultChartType": "pie", "wordCloud": map[string]any{"maxWords": 500}})
		e.expect(t, "update", resp, 200, "")
		if resp.json["defaultChartType"] != "pie" || resp.json["trendInterval"] != "day" || jsonPath(resp.json, "wordCloud.maxWords") != 500.0 ||
			!equalStrings(jsonPath(resp.json, "wordCloud.excludeWords")) {
			t.Errorf("update: %s", resp.raw)
		}
		resp = put(owner.Cookie, map[string]any{"trendInterval": "month", "wordCloud": map[string]any{"excludeWords": []string{"Lecture"}}})
		e.expect(t, "second update", resp, 200, "")
		if resp.json["defaultChartType"] != "pie" || resp.json["trendInterval"] != "month" || jsonPath(resp.json, "wordCloud.maxWords") != 500.0 ||
			!equalStrings(jsonPath(resp.json, "wordCloud.excludeWords"), "lecture") {
			t.Errorf("second update: %s", resp.raw)
		}
	})
}

// uploadLogo uploads a PNG logo of admin's organization and returns the
// path of its URL.
func (e *env) uploadLogo(t *testing.T, admin *member) string {
	t.Helper()
	body, ct := multipartBody(t, "file", "logo.png", "image/png", testImage(t, "png"))
	resp := e.do(request{method: "POST", path: "/api/organization/upload-logo", cookie: admin.Cookie, rawBody: body, contentType: ct})
	e.expect(t, "upload the logo", resp, 200, "")
	return strings.TrimPrefix(resp.json["logoUrl"].(string), baseURL)
}

func TestOrganizationLogo(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		upload := func(cookie, field, declared string, data []byte) response {
			body, ct := multipartBody(t, field, "logo.img", declared, data)
			return e.do(request{method: "POST", path: "/api/organization/upload-logo", cookie: cookie, rawBody: body, contentType: ct})
		}
		pngBytes := testImage(t, "png")
		e.expect(t, "as user", upload(user.Cookie, "file", "image/png", pngBytes), 403, "INSUFFICIENT_ROLE")

		resp := upload(admin.Cookie, "file", "image/png", pngBytes)
		e.expect(t, "png", resp, 200, "")
		first, _ := resp.json["logoUrl"].(string)
		if !strings.HasPrefix(first, baseURL+"/uploads/logos/") || !strings.HasSuffix(first, ".png") {
			t.Fatalf("logoUrl %q", first)
		}
		got := e.do(request{method: "GET", path: strings.TrimPrefix(first, baseURL)})
		if got.status != 200 || !bytes.Equal(got.raw, pngBytes) || got.header.Get("Content-Type") != "image/png" {
			t.Errorf("GET the logo: %d %s", got.status, got.header.Get("Content-Type"))
		}

		resp = upload(owner.Cookie, "file", "application/octet-stream", testImage(t, "jpeg"))
		e.expect(t, "jpeg replaces", resp, 200, "")
		current, _ := resp.json["logoUrl"].(string)
		if !strings.HasSuffix(current, ".jpg") {
			t.Errorf("jpeg stored as %q", current)
		}
		e.expect(t, "old logo deleted", e.do(request{method: "GET", path: strings.TrimPrefix(first, baseURL)}), 404, "NOT_FOUND")
		e.expect(t, "webp", upload(owner.Cookie, "file", "image/webp", webpHeader), 200, "")
		current = e.do(request{method: "GET", path: "/api/settings", cookie: user.Cookie}).json["logoUrl"].(string)

		e.expect(t, "text as png", upload(owner.Cookie, "file", "image/png", []byte("<svg onload=alert(1)>")), 415, "UNSUPPORTED_MEDIA_TYPE")
		e.expect(t, "gif", upload(owner.Cookie, "file", "image/gif", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;")), 415, "UNSUPPORTED_MEDIA_TYPE")
		big := append(append([]byte{}, pngBytes...), make([]byte, 5<<20)...)
		e.expect(t, "over 5 MB", upload(owner.Cookie, "file", "image/png", big), 413, "PAYLOAD_TOO_LARGE")
		e.expect(t, "missing part", upload(owner.Cookie, "logo", "image/png", pngBytes), 400, "VALIDATION_FAILED")
		e.expect(t, "not multipart", e.do(request{method: "POST", path: "/api/organization/upload-logo", cookie: owner.Cookie,
			rawBody: string(pngBytes), contentType: "image/png"}), 415, "UNSUPPORTED_MEDIA_TYPE")
		if now := e.do(request{method: "GET", path: "/api/settings", cookie: user.Cookie}).json["logoUrl"]; now != current {
			t.Errorf("logoUrl %v after refused uploads, want %v", now, current)
		}

		// The public lookup shows the logo; a reset keeps it.
		if got := e.do(request{method: "GET", path: "/api/organization/subdomain/acme"}).json["logoUrl"]; got != current {
			t.Errorf("subdomain lookup logoUrl %v, want %v", got, current)
		}
		if got := e.do(request{method: "POST", path: "/api/settings/reset", cookie: owner.Cookie}).json["logoUrl"]; got != current {
			t.Errorf("logoUrl after reset %v, want %v", got, current)
		}
	})
}

func TestSubdomainLookup(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, _ := e.newOrg("acme")
		resp := e.do(request{method: "GET", path: "/api/organization/subdomain/ACME"})
		e.expect(t, "lookup", resp, 200, "")
		if resp.json["_id"] != org.ID || resp.json["name"] != "Org acme" || resp.json["subdomain"] != "acme" || resp.json["logoUrl"] != "" ||
			jsonPath(resp.json, "feedbackCustomization.primaryColor") != "#4F46E5" {
			t.Errorf("lookup: %s", resp.raw)
		}
		for _, k := range []string{"plan", "limits", "generalTags", "chartSettings"} {
			if _, ok := resp.json[k]; ok {
				t.Errorf("the public lookup shows %s", k)
			}
		}
		e.expect(t, "unknown", e.do(request{method: "GET", path: "/api/organization/subdomain/nope"}), 404, "NOT_FOUND")
		e.expect(t, "malformed", e.do(request{method: "GET", path: "/api/organization/subdomain/%20-x-"}), 404, "NOT_FOUND")
	})
}

func TestCompleteOnboarding(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		path := "/api/settings/complete-onboarding"
		e.expect(t, "as admin", e.do(request{method: "POST", path: path, cookie: admin.Cookie}), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "as user", e.do(request{method: "POST", path: path, cookie: user.Cookie}), 403, "INSUFFICIENT_ROLE")
		if got := e.do(request{method: "GET", path: "/api/settings", cookie: owner.Cookie}).json["onboardingCompleted"]; got != false {
			t.Fatalf("onboardingCompleted %v after refused calls", got)
		}
		resp := e.do(request{method: "POST", path: path, cookie: owner.Cookie})
		e.expect(t, "as owner", resp, 200, "")
		at, _ := resp.json["onboardingCompletedAt"].(string)
		if resp.json["onboardingCompleted"] != true || at == "" {
			t.Errorf("complete: %s", resp.raw)
		}
		e.clock.Advance(time.Hour)
		resp = e.do(request{method: "POST", path: path, cookie: owner.Cookie})
		e.expect(t, "again", resp, 200, "")
		if resp.json["onboardingCompletedAt"] != at {
			t.Errorf("the second call moved the date: %v -> %v", at, resp.json["onboardingCompletedAt"])
		}
		// A reset keeps onboarding complete.
		if got := e.do(request{method: "POST", path: "/api/settings/reset", cookie: owner.Cookie}).json["onboardingCompleted"]; got != true {
			t.Errorf("onboardingCompleted after reset: %v", got)
		}
	})
}

func TestRequestUpgrade(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		_, otherOwner := e.newOrg("other")
		path := "/api/organization/request-upgrade"

		e.expect(t, "unknown plan", e.do(request{method: "POST", path: path, cookie: user.Cookie, body: map[string]string{"plan": "gold"}}), 400, "VALIDATION_FAILED")
		e.expect(t, "long reason", e.do(request{method: "POST", path: path, cookie: user.Cookie, body: map[string]string{"reason": strings.Repeat("r", 1001)}}), 400, "VALIDATION_FAILED")
		e.expect(t, "wrong type", e.do(request{method: "POST", path: path, cookie: user.Cookie, body: map[string]any{"plan": 2}}), 400, "VALIDATION_FAILED")
		e.expect(t, "malformed", e.do(request{method: "POST", path: path, cookie: user.Cookie, rawBody: "{", contentType: "application/json"}), 400, "INVALID_JSON")
		if emails, _ := e.notify.Outbox(context.Background(), notify.OutboxFilter{}); len(emails) != 0 {
			t.Fatalf("refused requests sent %d emails", len(emails))
		}

		// Without a body.
		e.expect(t, "request", e.do(request{method: "POST", path: path, cookie: user.Cookie}), 200, "")
		msg := e.smtp.WaitFor(t, owner.User.Email, 10*time.Second)
		if !strings.Contains(msg.Subject, "Mem Ber") || !strings.Contains(msg.Subject, "Org acme") || !strings.Contains(msg.Text, "user@acme.test") {
			t.Errorf("upgrade email: %q / %q", msg.Subject, msg.Text)
		}
		// With a plan and a reason.
		e.expect(t, "request with a body", e.do(request{method: "POST", path: path, cookie: user.Cookie,
			body: map[string]string{"plan": "team", "reason": "We need more rooms."}}), 200, "")
		msg = e.smtp.WaitFor(t, owner.User.Email, 10*time.Second)
		if !strings.Contains(msg.Text, "team") || !strings.Contains(msg.Text, "We need more rooms.") {
			t.Errorf("upgrade email with a body: %q", msg.Text)
		}
		// Only this organization's owner is asked.
		if emails, _ := e.notify.Outbox(context.Background(), notify.OutboxFilter{To: otherOwner.User.Email}); len(emails) != 0 {
			t.Errorf("the other owner got %d emails", len(emails))
		}
	})
}
