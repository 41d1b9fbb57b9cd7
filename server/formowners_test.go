package server_test

import (
	"testing"
)

// TestFormsOfTheirCreators checks over HTTP, on SQLite and PostgreSQL,
// that a `user` creates forms and manages those they created, as they do
// rooms: another user reads such a form but gets 403 FORBIDDEN on every
// change, admins and the owner change any form (an API key as its admin
// creator), another organization gets 404, the forms an admin made stay
// theirs and the other admins', the form cap counts every member's forms,
// and a form whose creator has left is the admins' alone.
func TestFormsOfTheirCreators(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		uma := e.addMember(org, "uma@acme.test", "user")
		ulf := e.addMember(org, "ulf@acme.test", "user")
		_, globex := e.newOrg("globex")
		png := testImage(t, "png")
		upload := func(m *member, path string) response {
			body, ct := multipartBody(t, "file", "poster.png", "image/png", png)
			return e.do(request{method: "POST", path: path + "/upload-image", cookie: m.Cookie, rawBody: body, contentType: ct})
		}
		// changes are the change routes of the form f, but the uploads.
		changes := func(f map[string]any) []request {
			path := "/api/forms/" + f["_id"].(string)
			q, _ := question(f, 0)
			return []request{
				{method: "PUT", path: path, body: map[string]any{"title": "Taken over"}},
				{method: "PUT", path: path + "/active", body: map[string]any{"active": false}},
				{method: "POST", path: path + "/clone"},
				{method: "DELETE", path: path + "/questions/" + q + "/delete-image"},
				{method: "DELETE", path: path},
			}
		}
		title := func(f map[string]any) any {
			t.Helper()
			got := e.do(request{method: "GET", path: "/api/forms/" + f["_id"].(string), cookie: owner.Cookie})
			e.expect(t, "get "+f["_id"].(string), got, 200, "")
			return got.json["title"]
		}

		// A user creates a form (the spec's `user` "creates and manages own
		// rooms and forms") and is its creator.
		mine := e.createForm(uma, surveyBody("Uma's survey"))
		id := mine["_id"].(string)
		path := "/api/forms/" + id
		q0, _ := question(mine, 0)
		if mine["creatorId"] != uma.User.ID {
			t.Errorf("creatorId %v, want uma's %s", mine["creatorId"], uma.User.ID)
		}
		// The creator changes, (de)activates, uploads and deletes images
		// of and clones it.
		upd := e.do(request{method: "PUT", path: path, cookie: uma.Cookie, body: map[string]any{"title": "Uma's survey, spring"}})
		if e.expect(t, "creator updates", upd, 200, ""); upd.json["title"] != "Uma's survey, spring" {
			t.Errorf("updated %s", upd.raw)
		}
		off := e.do(request{method: "PUT", path: path + "/active", cookie: uma.Cookie, body: map[string]any{"active": false}})
		if e.expect(t, "creator deactivates", off, 200, ""); off.json["active"] != false {
			t.Errorf("deactivated %s", off.raw)
		}
		e.expect(t, "creator activates", e.do(request{method: "PUT", path: path + "/active", cookie: uma.Cookie, body: map[string]any{"active": true}}), 200, "")
		e.expect(t, "creator uploads an image", upload(uma, path+"/questions/"+q0), 200, "")
		e.expect(t, "creator deletes the image", e.do(request{method: "DELETE", path: path + "/questions/" + q0 + "/delete-image", cookie: uma.Cookie}), 200, "")
		e.expect(t, "creator uploads an image again", upload(uma, path+"/questions/"+q0), 200, "")
		clone := e.do(request{method: "POST", path: path + "/clone", cookie: uma.Cookie})
		if e.expect(t, "creator clones", clone, 201, ""); clone.json["creatorId"] != uma.User.ID {
			t.Errorf("the clone's creatorId %v, want uma's", clone.json["creatorId"])
		}

		// Another user reads it, and changes nothing: 403, as on another
		// member's (public) room.
		e.expect(t, "another user reads", e.do(request{method: "GET", path: path, cookie: ulf.Cookie}), 200, "")
		e.expect(t, "another user's stats", e.do(request{method: "GET", path: path + "/stats", cookie: ulf.Cookie}), 200, "")
		e.expectEach(t, "ulf", ulf.Cookie, changes(mine), 403, "FORBIDDEN")
		e.expect(t, "ulf uploads", upload(ulf, path+"/questions/"+q0), 403, "FORBIDDEN")
		// Another organization finds nothing.
		e.expectEach(t, "globex", globex.Cookie, changes(mine), 404, "NOT_FOUND")
		e.expect(t, "globex uploads", upload(globex, path+"/questions/"+q0), 404, "NOT_FOUND")
		e.expect(t, "globex reads", e.do(request{method: "GET", path: path, cookie: globex.Cookie}), 404, "NOT_FOUND")
		if got := title(mine); got != "Uma's survey, spring" {
			t.Errorf("title %v after refused changes", got)
		}
		if list := e.do(request{method: "GET", path: "/api/forms", cookie: owner.Cookie}).json["data"].([]any); len(list) != 2 {
			t.Errorf("%d forms after refused changes, want 2", len(list))
		}

		// A form an admin made (as every form made before users could) is
		// changed by admins and the owner, not by a user.
		theirs := e.createForm(admin, surveyBody("Admin's survey"))
		e.expectEach(t, "uma on the admin's form", uma.Cookie, changes(theirs), 403, "FORBIDDEN")
		tq, _ := question(theirs, 0)
		e.expect(t, "uma uploads to the admin's form", upload(uma, "/api/forms/"+theirs["_id"].(string)+"/questions/"+tq), 403, "FORBIDDEN")
		e.expect(t, "owner changes the admin's form", e.do(request{method: "PUT", path: "/api/forms/" + theirs["_id"].(string), cookie: owner.Cookie,
			body: map[string]any{"title": "Admin's survey, owned"}}), 200, "")

		// The free plan's cap (3) counts every member's forms and clones.
		e.expect(t, "uma's form at the cap", e.do(request{method: "POST", path: "/api/forms", cookie: uma.Cookie, body: surveyBody("Fourth")}), 403, "FORM_LIMIT_REACHED")
		e.expect(t, "uma's clone at the cap", e.do(request{method: "POST", path: path + "/clone", cookie: uma.Cookie}), 403, "FORM_LIMIT_REACHED")

		// Admins and the owner change a user's form; a write key acts as
		// its admin creator, a read key changes nothing.
		e.expect(t, "admin updates uma's form", e.do(request{method: "PUT", path: path, cookie: admin.Cookie, body: map[string]any{"title": "Reviewed"}}), 200, "")
		e.expect(t, "owner deactivates uma's form", e.do(request{method: "PUT", path: path + "/active", cookie: owner.Cookie, body: map[string]any{"active": false}}), 200, "")
		e.expect(t, "admin deletes uma's image", e.do(request{method: "DELETE", path: path + "/questions/" + q0 + "/delete-image", cookie: admin.Cookie}), 200, "")
		write := e.createKey(t, admin, map[string]any{"name": "w", "scopes": []string{"write"}})["key"].(string)
		read := e.createKey(t, admin, map[string]any{"name": "r", "scopes": []string{"read"}})["key"].(string)
		e.expect(t, "write key updates uma's form", e.do(withKey(request{method: "PUT", path: path, body: map[string]any{"title": "Keyed"}}, write)), 200, "")
		e.expect(t, "read key updates uma's form", e.do(withKey(request{method: "PUT", path: path, body: map[string]any{"title": "Read"}}, read)), 403, "INSUFFICIENT_SCOPE")
		if got := title(mine); got != "Keyed" {
			t.Errorf("title %v, want Keyed", got)
		}
		e.expect(t, "admin deletes uma's clone", e.do(request{method: "DELETE", path: "/api/forms/" + clone.json["_id"].(string), cookie: admin.Cookie}), 200, "")

		// The creator deletes their form.
		e.expect(t, "creator deletes", e.do(request{method: "DELETE", path: path, cookie: uma.Cookie}), 200, "")
		e.expect(t, "deleted", e.do(request{method: "GET", path: path, cookie: uma.Cookie}), 404, "NOT_FOUND")

		// A creator demoted to user keeps their forms, as their rooms.
		e.expect(t, "demote the admin", e.do(request{method: "PUT", path: "/api/users/" + admin.User.ID + "/role", cookie: owner.Cookie,
			body: map[string]any{"role": "user"}}), 200, "")
		e.expect(t, "demoted creator updates", e.do(request{method: "PUT", path: "/api/forms/" + theirs["_id"].(string), cookie: admin.Cookie,
			body: map[string]any{"title": "Still mine"}}), 200, "")

		// Once its creator has left the organization, a user's form is
		// the admins' and the owner's alone.
		left := e.createForm(ulf, surveyBody("Ulf's survey"))
		e.expect(t, "remove ulf", e.do(request{method: "DELETE", path: "/api/users/" + ulf.User.ID + "/organization", cookie: owner.Cookie}), 200, "")
		e.expectEach(t, "uma on a departed creator's form", uma.Cookie, changes(left), 403, "FORBIDDEN")
		e.expect(t, "owner deletes a departed creator's form", e.do(request{method: "DELETE", path: "/api/forms/" + left["_id"].(string), cookie: owner.Cookie}), 200, "")
	})
}
