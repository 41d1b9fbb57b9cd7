package integrations

import "testing"

func TestSealer(t *testing.T) {
	box := newSealer([]byte("server secret"))
	sealed := box.seal(purposeToken, []byte("refresh-token"))
	if plain, err := box.open(purposeToken, sealed); err != nil || string(plain) != "refresh-token" {
		t.Fatalf("open: %q %v", plain, err)
	}
	if again := box.seal(purposeToken, []byte("refresh-token")); again == sealed {
		t.Error("two seals of one value are equal: the nonce is not random")
	}
	tampered := []byte(sealed)
	tampered[len(tampered)-3] ^= 1
	for name, open := range map[string]func() ([]byte, error){
		"another purpose": func() ([]byte, error) { return box.open(purposeState, sealed) },
		"another secret":  func() ([]byte, error) { return newSealer([]byte("other secret")).open(purposeToken, sealed) },
		"tampered":        func() ([]byte, error) { return box.open(purposeToken, string(tampered)) },
		"not base64":      func() ([]byte, error) { return box.open(purposeToken, "%%%") },
		"too short":       func() ([]byte, error) { return box.open(purposeToken, "abc") },
	} {
		if plain, err := open(); err == nil {
			t.Errorf("%s: opened %q", name, plain)
		}
	}
}

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
