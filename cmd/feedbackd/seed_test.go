package main

import (
	"encoding/json"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
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
				// The free plan's cap is 3 rooms.
				{[]string{"seed", "--subdomain", "acme", "--rooms", "4", "--feedback", "10"}, "set-limits"},
			} {
				if _, err := cli(t, cfg, c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
					t.Errorf("%v: %v, want an error about %s", c.args, err, c.want)
				}
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
			// The rooms made before the cap stopped the first run are kept.
			if len(rooms.ActiveEvents) != 3 || rooms.ActiveEvents[0].Name != "Seed room 1" {
				t.Errorf("rooms %+v", rooms)
			}
			var page struct {
				Total int              `json:"total"`
				Data  []map[string]any `json:"data"`
			}
			get("/api/feedback/paginated?limit=1", &page)
			if page.Total != 4000 || len(page.Data) != 1 {
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
			if sum != 4000 {
				t.Errorf("the last 30 days hold %d items, want 4000", sum)
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
