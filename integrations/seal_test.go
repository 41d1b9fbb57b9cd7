package integrations

import "testing"

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
