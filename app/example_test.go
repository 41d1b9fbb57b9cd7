package app_test

import (
	"context"
	"fmt"
	"log"
	"net/http/httptest"
	"os"
	"path/filepath"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit/app"
)

// A host program assembles feedbackkit in one call and mounts its API
// beside its own routes.
func ExampleNew() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "feedbackkit-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)

	kit, err := app.New(ctx, app.Config{
		DatabaseURL: "sqlite://" + filepath.Join(dir, "feedback.db"),
		BlobURL:     "mem://",
		Prefix:      "/feedback",
	})
	if err != nil {
		log.Fatal(err)
	}
	defer kit.Close(ctx)
	if err := kit.Start(ctx); err != nil {
		log.Fatal(err)
	}

	host := fiber.New(kit.Server.HostConfig(fiber.Config{}))
	host.Get("/", func(c *fiber.Ctx) error { return c.SendString("the host's page") })
	kit.Server.Mount(host)

	for _, path := range []string{"/", "/feedback/healthz", "/feedback/api/events"} {
		res, err := host.Test(httptest.NewRequest("GET", path, nil), -1)
		if err != nil {
			log.Fatal(err)
		}
		res.Body.Close()
		fmt.Println(path, res.StatusCode)
	}
	// Output:
	// / 200
	// /feedback/healthz 200
	// /feedback/api/events 401
}
