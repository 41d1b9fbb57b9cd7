package integrations

import (
	"fmt"
	"testing"
)

func TestPlanFor(t *testing.T) {
	org := TrackerSettings{ProjectKey: "OPS", IssueType: "Task", AutoCreate: true}
	off := TrackerSettings{ProjectKey: "OPS", IssueType: "Task"}
	for _, tc := range []struct {
		name string
		cfg  TrackerSettings
		room RoomSettings
		want ticketPlan
	}{
		{"room without settings follows the organization", org, RoomSettings{}, ticketPlan{true, "OPS", ""}},
		{"room epic only", org, RoomSettings{EpicKey: "OPS-3"}, ticketPlan{true, "OPS", "OPS-3"}},
		{"room opts out with its project", org, RoomSettings{ProjectKey: "SAFE"}, ticketPlan{false, "SAFE", ""}},
		{"room opts in, organization off", off, RoomSettings{CreateTickets: true}, ticketPlan{true, "OPS", ""}},
		{"room opts in to its project", off, RoomSettings{ProjectKey: "SAFE", EpicKey: "SAFE-1", CreateTickets: true}, ticketPlan{true, "SAFE", "SAFE-1"}},
		{"organization off", off, RoomSettings{}, ticketPlan{false, "OPS", ""}},
	} {
		if got := planFor(tc.cfg, tc.room); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// TestUserProjects checks the projects a member with the user role may
// choose for a room: the organization's first, then the allowed ones,
// each once, and none that is empty.
func TestUserProjects(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  TrackerSettings
		want string
	}{
		{"nothing set", TrackerSettings{}, "[]"},
		{"the organization's only", TrackerSettings{ProjectKey: "OPS"}, "[OPS]"},
		{"allowed ones, no project yet", TrackerSettings{AllowedProjectKeys: []string{"HR", "LEGAL"}}, "[HR LEGAL]"},
		{"the organization's listed again", TrackerSettings{ProjectKey: "OPS", AllowedProjectKeys: []string{"HR", "OPS"}}, "[OPS HR]"},
	} {
		got := tc.cfg.userProjects()
		// nil would mean any project to RoomChoices' callers.
		if got == nil || fmt.Sprint(got) != tc.want {
			t.Errorf("%s: %v, want %s", tc.name, got, tc.want)
		}
		for _, k := range got {
			if !tc.cfg.allows(k) {
				t.Errorf("%s: %s listed but not allowed", tc.name, k)
			}
		}
		if tc.cfg.allows("") || tc.cfg.allows("SECRET") {
			t.Errorf("%s: allows an empty or unlisted key", tc.name)
		}
	}
}
