package main

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

func TestOrgExportAndDelete(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			cfg := existingConfig(t, d)
			for _, sub := range []string{"acme", "globex"} {
				if _, err := cli(t, cfg, "org", "create", "--name", sub, "--subdomain", sub,
					"--owner-email", "boss@"+sub+".test", "--owner-password", "boss-password"); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := cli(t, cfg, "seed", "--subdomain", "acme", "--rooms", "2", "--feedback", "40"); err != nil {
				t.Fatal(err)
			}
			out, err := cli(t, cfg, "org", "export", "--subdomain", "acme")
			if err != nil {
				t.Fatal(err)
			}
			zr, err := zip.NewReader(bytes.NewReader([]byte(out)), int64(len(out)))
			if err != nil {
				t.Fatalf("the export is not a zip: %v", err)
			}
			names := []string{}
			var entries []map[string]any
			for _, f := range zr.File {
				names = append(names, f.Name)
				if f.Name == "audit_log.json" {
					r, err := f.Open()
					if err != nil {
						t.Fatal(err)
					}
					err = json.NewDecoder(r).Decode(&entries)
					r.Close()
					if err != nil {
						t.Fatal(err)
					}
				}
			}
			all := strings.Join(names, " ")
			if len(names) < 10 || names[0] != "manifest.json" || !strings.Contains(all, "feedback.json") ||
				!strings.Contains(all, "webhooks.json") || !strings.Contains(all, "audit_log.json") {
				t.Errorf("files %v", names)
			}
			// The command line's export is the system's, not the owner's.
			if len(entries) == 0 || entries[0]["action"] != "organization.exported" || entries[0]["actorType"] != "system" || entries[0]["actorId"] != "" {
				t.Errorf("the audit log of the export: %v", entries)
			}
			if _, err := cli(t, cfg, "org", "export", "--subdomain", "nope"); err == nil {
				t.Error("an unknown subdomain was exported")
			}

			// Without --yes, nothing is deleted.
			if out, err := cli(t, cfg, "org", "delete", "--subdomain", "acme"); err == nil || !strings.Contains(err.Error(), "--yes") || out != "" {
				t.Errorf("delete without --yes: %q %v, want a refusal naming --yes", out, err)
			}
			if _, err := cli(t, cfg, "org", "export", "--subdomain", "acme"); err != nil {
				t.Fatalf("acme after a delete without --yes: %v", err)
			}
			out, err = cli(t, cfg, "org", "delete", "--subdomain", "acme", "--yes")
			if err != nil || !strings.Contains(out, `"subdomain": "acme"`) {
				t.Fatalf("delete: %s %v", out, err)
			}
			if _, err := cli(t, cfg, "org", "delete", "--subdomain", "acme", "--yes"); err == nil {
				t.Error("deleted twice")
			}
			if _, err := cli(t, cfg, "org", "export", "--subdomain", "globex"); err != nil {
				t.Errorf("globex after acme's deletion: %v", err)
			}
		})
	}
}
