package app_test

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// TestNilLoggerLogsToTheDefault embeds feedbackkit without a Logger in a
// host that configured slog's default logger: the 500 answered to a
// malformed host user (no subject) reaches that logger with its reason.
// Not parallel: it sets the process's default logger.
func TestNilLoggerLogsToTheDefault(t *testing.T) {
	logs := &logtest.Buffer{}
	previous := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(logs, nil)))
	t.Cleanup(func() { slog.SetDefault(previous) })

	ctx := context.Background()
	kit, err := app.New(ctx, app.Config{
		DatabaseURL: "sqlite://" + filepath.Join(t.TempDir(), "kit.db"),
		BlobURL:     "mem://",
		HostUsers: func(*fiber.Ctx) (*orgs.HostUser, error) {
			return &orgs.HostUser{Email: "alice@acme.example", Role: feedbackkit.RoleOwner, Organization: "acme"}, nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer kit.Close(ctx)
	host := fiber.New(kit.Server.HostConfig(fiber.Config{}))
	kit.Server.Mount(host)
	res, err := host.Test(httptest.NewRequest("GET", "/api/user", nil), -1)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 500 {
		t.Fatalf("a host user without a subject: %d, want 500", res.StatusCode)
	}
	if got := logs.String(); !strings.Contains(got, "level=ERROR") || !strings.Contains(got, "subject") {
		t.Errorf("the default logger has no error with the reason:\n%s", got)
	}
}
