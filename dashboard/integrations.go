package dashboard

import (
	"net/url"
	"slices"
	"strings"

	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// Integrations is the organization's integrations screen (admins and the
// owner): the issue tracker's connection and its actions (connect, test,
// enable, disable, disconnect), its configuration, the rooms' tracker
// settings and the tickets it created.
type Integrations struct {
	Page
	// Configured reports whether the server has the tracker's OAuth
	// client; Entitled whether the organization's plan includes
	// integrations.
	Configured, Entitled bool
	// Tracker is the organization's tracker integration, nil for none;
	// Stats its counts.
	Tracker *integrations.Integration
	Stats   *integrations.Stats
	// Test is the outcome of the test just run, nil otherwise.
	Test *integrations.TestResult
	// Rooms are the rooms the admin may open, with their tracker
	// settings, listed while the tracker is enabled (rooms' settings
	// exist only then).
	Rooms   []*rooms.Room
	Tickets []TicketRow
	Pager   Pager
}

// TicketRow is a ticket of the tickets list, with its room's name ("" for
// a room deleted since).
type TicketRow struct {
	*integrations.Ticket
	Room string
}

// Connected reports whether the tracker holds a working connection.
func (v *Integrations) Connected() bool {
	return v.Tracker != nil && v.Tracker.Status == integrations.StatusConnected
}

// StatusName is the words the pages show for the connection state st.
func (*Integrations) StatusName(st integrations.Status) string {
	switch st {
	case integrations.StatusConnected:
		return "connected"
	case integrations.StatusReconnectRequired:
		return "needs a new connection"
	}
	return "not connected"
}

// RoomProject is the project that the tickets of the room r go to: its
// own, else the organization's ("" for none).
func (v *Integrations) RoomProject(r *rooms.Room) string {
	return integrations.TicketProject(v.Tracker.Config, r.TrackerSettings())
}

// RoomDecides reports whether the room r's settings decide whether its
// concerns get tickets (they name a project or turn tickets on), rather
// than the organization's automatic creation.
func (*Integrations) RoomDecides(r *rooms.Room) bool {
	return integrations.RoomDecides(r.TrackerSettings())
}

// TrackerAuthorize is the page between the connect form's post and the
// tracker's authorization URL: the browser leaves for the tracker from a
// page of the server, by a link or the script, so that no form post's
// navigation leads to another site (the CSP's form-action, 'self', governs
// every redirect that follows a post, and the tracker's authorization page
// may redirect again, to its sign-in site).
type TrackerAuthorize struct {
	Page
	// AuthURL is the tracker's authorization URL that starts the
	// connection.
	AuthURL string
}

// TrackerProjects is the page that chooses where tickets go: the
// organization's project and issue type, automatic ticket creation, and
// the projects the rooms' creators with the user role may choose.
type TrackerProjects struct {
	Page
	Tracker *integrations.Integration
	// Projects are the tracker site's projects; nil when they could not
	// be listed (Page.Error says why), and the form takes keys as text.
	Projects []integrations.Project
	// Draft is the form's values: the stored configuration, or what was
	// sent when it was refused (Problem says why).
	Draft   integrations.TrackerSettings
	Problem string
}

// Listed reports whether the tracker's projects could be listed.
func (v *TrackerProjects) Listed() bool { return v.Projects != nil }

// onSite reports whether key is a project of the site.
func (v *TrackerProjects) onSite(key string) bool {
	return slices.ContainsFunc(v.Projects, func(p integrations.Project) bool { return p.Key == key })
}

// ProjectUnlisted reports whether the draft's project is not one of the
// site's (chosen earlier, or sent), so that the form keeps it.
func (v *TrackerProjects) ProjectUnlisted() bool {
	return v.Draft.ProjectKey != "" && !v.onSite(v.Draft.ProjectKey)
}

// UnlistedAllowed returns the draft's allowed projects that are not the
// site's, so that the form keeps them.
func (v *TrackerProjects) UnlistedAllowed() []string {
	var out []string
	for _, k := range v.Draft.AllowedProjectKeys {
		if !v.onSite(k) {
			out = append(out, k)
		}
	}
	return out
}

// Allows reports whether the draft lets rooms' creators choose key.
func (v *TrackerProjects) Allows(key string) bool {
	return slices.Contains(v.Draft.AllowedProjectKeys, key)
}

// ParseTrackerSettings reads the projects form's post: projectKey,
// issueType, autoCreate (present when checked) and allowedProjectKeys
// (checked boxes, or keys typed separated by commas).
func ParseTrackerSettings(form url.Values) integrations.TrackerSettings {
	ts := integrations.TrackerSettings{ProjectKey: strings.TrimSpace(form.Get("projectKey")),
		IssueType: strings.TrimSpace(form.Get("issueType")), AutoCreate: form.Get("autoCreate") != "",
		AllowedProjectKeys: []string{}}
	for _, v := range form["allowedProjectKeys"] {
		for _, k := range strings.Split(v, ",") {
			if k = strings.TrimSpace(k); k != "" {
				ts.AllowedProjectKeys = append(ts.AllowedProjectKeys, k)
			}
		}
	}
	return ts
}

// RoomTracker is the page of one room's tracker settings: on the
// integrations screen for admins, or, FromRoom, on the room's screen for
// its creator and admins.
type RoomTracker struct {
	Page
	*integrations.RoomChoices
	// Draft is the form's values: the room's settings, or what was sent
	// when it was refused (Problem says why).
	Draft    integrations.RoomSettings
	Problem  string
	FromRoom bool
}

// Choose reports whether the form offers the projects the caller may
// choose (a member with the user role) rather than taking any key
// (admins).
func (v *RoomTracker) Choose() bool { return v.Projects != nil }

// Unlisted returns the room's project and the draft's when they are not
// among Projects (the room held its project before an admin took it off
// the list; a refused post sent another), so that the choice keeps them.
func (v *RoomTracker) Unlisted() []string {
	var out []string
	for _, k := range []string{v.Settings.ProjectKey, v.Draft.ProjectKey} {
		if k != "" && !slices.Contains(v.Projects, k) && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// ParseRoomTracker reads a room's tracker settings form post:
// trackerProjectKey, trackerEpicKey and trackerCreateTickets (present when
// checked).
func ParseRoomTracker(form url.Values) integrations.RoomSettings {
	return integrations.RoomSettings{ProjectKey: strings.TrimSpace(form.Get("trackerProjectKey")),
		EpicKey: strings.TrimSpace(form.Get("trackerEpicKey")), CreateTickets: form.Get("trackerCreateTickets") != ""}
}
