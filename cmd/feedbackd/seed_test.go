package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

func TestSeed(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			cfg := existingConfig(t, d)
			if _, err := cli(t, cfg, "org", "create", "--name", "Acme", "--subdomain", "acme",
				"--owner-email", "boss@acme.test", "--owner-password", "boss-password"); err != nil {
				t.Fatal(err)
			}
			for _, c := range []struct {
				args []string
				want string
			}{
				{[]string{"seed"}, "--subdomain is required"},
				{[]string{"seed", "--subdomain", "nope"}, "not found"},
				{[]string{"seed", "--subdomain", "acme", "--days", "0"}, "--days"},
				{[]string{"seed", "--subdomain", "acme", "--rooms", "0"}, "--rooms"},
				{[]string{"seed", "--subdomain", "acme", "--feedback", "-1"}, "--feedback"},
			} {
				if _, err := cli(t, cfg, c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
					t.Errorf("%v: %v, want an error about %s", c.args, err, c.want)
				}
			}
			// The free plan's cap is 3 rooms: seed makes those, and says so.
			out, err := cli(t, cfg, "seed", "--subdomain", "acme", "--rooms", "4", "--feedback", "10")
			if err != nil || !strings.Contains(out, "seeding 3 of the 4 rooms asked for") || !strings.Contains(out, "seeded 10 feedback items") {
				t.Fatalf("seed over the cap: %q %v", out, err)
			}
			for _, n := range []string{"1500", "2500"} {
				out, err := cli(t, cfg, "seed", "--subdomain", "acme", "--rooms", "2", "--feedback", n, "--days", "10", "--seed", "7")
				if err != nil || !strings.HasPrefix(out, "seeded "+n+" feedback items") || !strings.Contains(out, "into 2 rooms of acme") {
					t.Fatalf("seed %s: %q %v", n, out, err)
				}
			}

			m, _ := startMain(t, cfg)
			base := "http://" + m.Addr()
			jar, _ := cookiejar.New(nil)
			client := &http.Client{Jar: jar}
			resp, err := client.Post(base+"/api/auth/login", "application/json",
				strings.NewReader(`{"email":"boss@acme.test","password":"boss-password"}`))
			checkStatus(t, resp, err, 200)
			get := func(path string, v any) {
				t.Helper()
				resp, err := client.Get(base + path)
				if err := json.Unmarshal(checkStatus(t, resp, err, 200), v); err != nil {
					t.Fatal(err)
				}
			}
			var rooms struct {
				ActiveEvents []struct {
					Name string `json:"name"`
				} `json:"activeEvents"`
			}
			get("/api/events", &rooms)
			// The rooms the cap allowed the first run, reused by the others.
			if len(rooms.ActiveEvents) != 3 || rooms.ActiveEvents[0].Name != "Seed room 1" {
				t.Errorf("rooms %+v", rooms)
			}
			var page struct {
				Total int              `json:"total"`
				Data  []map[string]any `json:"data"`
			}
			get("/api/feedback/paginated?limit=1", &page)
			if page.Total != 4010 || len(page.Data) != 1 {
				t.Errorf("paginated: total %d, %d items", page.Total, len(page.Data))
			}
			var trend struct {
				Data []struct {
					Total int `json:"total"`
				} `json:"data"`
			}
			get("/api/feedback/trends", &trend)
			sum := 0
			for _, p := range trend.Data {
				sum += p.Total
			}
			if sum != 4010 {
				t.Errorf("the last 30 days hold %d items, want 4010", sum)
			}
			var concerns struct {
				Total int `json:"total"`
			}
			get("/api/feedback/serious-concerns", &concerns)
			get("/api/feedback/paginated?search=projector&sentiment=negative", &page)
			if concerns.Total == 0 || page.Total == 0 {
				t.Errorf("seeded data has %d concerns and %d negative items about the projector", concerns.Total, page.Total)
			}
		})
	}
}

// TestSeedWithinTheRoomCap runs the seed of a demo on the README's fresh
// database: the demo organization, on the free plan, may have 3 rooms,
// fewer than seed's default 5, which stopped seed at the cap after making
// rooms and before adding any feedback. seed checks the cap first: it
// makes the rooms the cap allows, says so, and adds the feedback to them;
// an organization at its cap with no seed room is refused before anything
// is written.
func TestSeedWithinTheRoomCap(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			cfg := testConfig(t, d)
			var logs bytes.Buffer
			m := NewMain(cfg, &logs) // the first start makes the demo organization
			if err := m.Run(ctx); err != nil {
				t.Fatalf("run: %v\n%s", err, logs.String())
			}
			if err := m.Close(); err != nil {
				t.Fatal(err)
			}
			a, err := app.New(ctx, app.Config{DatabaseURL: cfg.DatabaseURL, BlobURL: cfg.BlobURL, SecretFile: cfg.SecretFile})
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close(ctx)
			stored := func(subdomain string) (roomNames []string, items int) {
				t.Helper()
				org, err := a.Orgs.FindOrganizationBySubdomain(ctx, subdomain)
				if err != nil {
					t.Fatal(err)
				}
				if err := a.DB.NewSelect().Table("rooms_rooms").Column("name").Where("organization_id = ?", org.ID).
					Order("name").Scan(ctx, &roomNames); err != nil {
					t.Fatal(err)
				}
				n, err := a.DB.NewSelect().Table("feedback_items").Where("organization_id = ?", org.ID).Count(ctx)
				if err != nil {
					t.Fatal(err)
				}
				return roomNames, int(n)
			}

			const note = "demo may have 3 rooms on the free plan and has %d: seeding 3 of the 5 rooms asked for (lift it with: feedbackd org set-limits --subdomain demo --rooms 0)\n"
			for run, has := range []int{0, 3} { // the second run reuses the rooms
				out, err := cli(t, cfg, "seed", "--subdomain", "demo", "--feedback", "50")
				if err != nil || !strings.HasPrefix(out, fmt.Sprintf(note, has)+"seeded 50 feedback items") || !strings.Contains(out, "into 3 rooms of demo") {
					t.Fatalf("seed %d: %q %v", run+1, out, err)
				}
				names, items := stored("demo")
				if strings.Join(names, ",") != "Seed room 1,Seed room 2,Seed room 3" || items != 50*(run+1) {
					t.Errorf("seed %d: rooms %q, %d items, want the 3 seed rooms and %d", run+1, names, items, 50*(run+1))
				}
			}

			// At the cap with rooms of its own: refused, nothing written.
			org, owner, err := a.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Full", Subdomain: "full",
				Owner: identity.NewUser{Email: "boss@full.test", Password: "long enough secret"}})
			if err != nil {
				t.Fatal(err)
			}
			as := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
			for _, name := range []string{"Lobby", "Hall", "Annex"} {
				if _, err := a.Rooms.CreateRoom(as, rooms.NewRoom{Name: name}); err != nil {
					t.Fatal(err)
				}
			}
			out, err := cli(t, cfg, "seed", "--subdomain", "full", "--feedback", "50")
			want := "seed: full may have 3 rooms on the free plan and has 3: no room to seed, nothing written (lift it with: feedbackd org set-limits --subdomain full --rooms 0)"
			if err == nil || err.Error() != want || out != "" {
				t.Errorf("seed at the cap: %q %v, want the error %q", out, err, want)
			}
			if names, items := stored("full"); strings.Join(names, ",") != "Annex,Hall,Lobby" || items != 0 {
				t.Errorf("seed at the cap wrote: rooms %q, %d items", names, items)
			}
		})
	}
}
