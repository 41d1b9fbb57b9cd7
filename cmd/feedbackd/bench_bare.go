package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
)

// bareServer is the baseline of the submission measurements: a Fiber app
// whose handler decodes the submission and inserts it with pgx, nothing
// else (no room lookup, analysis, batching or logging), into a copy of
// the feedback_items table with the same columns and indexes but no
// foreign key.
type bareServer struct {
	url  string
	app  *fiber.App
	pool *pgxpool.Pool
}

// newBareServer starts the bare server on a loopback port, on the
// PostgreSQL database of databaseURL. It returns nil on SQLite.
func newBareServer(ctx context.Context, databaseURL string) (*bareServer, error) {
	if !strings.HasPrefix(databaseURL, "postgres://") && !strings.HasPrefix(databaseURL, "postgresql://") {
		return nil, nil
	}
	pool, err := pgxpool.New(ctx, databaseURL)
	if err != nil {
		return nil, err
	}
	if _, err := pool.Exec(ctx, "DROP TABLE IF EXISTS fkbench_bare; CREATE TABLE fkbench_bare (LIKE feedback_items INCLUDING ALL)"); err != nil {
		pool.Close()
		return nil, fmt.Errorf("bench: bare table: %w", err)
	}
	app := fiber.New(fiber.Config{DisableStartupMessage: true})
	app.Post("/submit", func(c *fiber.Ctx) error {
		var sub struct {
			InstructorID string `json:"instructorId"`
			EventType    string `json:"eventType"`
			Feedback     string `json:"feedback"`
			Sentiment    string `json:"sentiment"`
		}
		if err := json.Unmarshal(c.Body(), &sub); err != nil {
			return c.SendStatus(fiber.StatusBadRequest)
		}
		if sub.Sentiment == "" {
			sub.Sentiment = "neutral"
		}
		id := uuid.Must(uuid.NewV7()).String()
		_, err := pool.Exec(c.UserContext(), `INSERT INTO fkbench_bare (id, organization_id, room_id, event_type, instructor_id, feedback, sentiment, created_at)
			VALUES ($1, 'bare', 'bare', $2, $3, $4, $5, $6)`, id, sub.EventType, sub.InstructorID, sub.Feedback, sub.Sentiment, time.Now().UTC())
		if err != nil {
			return c.SendStatus(fiber.StatusInternalServerError)
		}
		return c.Status(fiber.StatusCreated).JSON(fiber.Map{"_id": id, "feedback": sub.Feedback, "sentiment": sub.Sentiment})
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		pool.Close()
		return nil, err
	}
	go app.Listener(ln)
	return &bareServer{url: "http://" + ln.Addr().String() + "/submit", app: app, pool: pool}, nil
}

// close stops the server and drops its table.
func (b *bareServer) close() {
	b.app.Shutdown()
	b.pool.Exec(context.Background(), "DROP TABLE IF EXISTS fkbench_bare")
	b.pool.Close()
}

// peakRSS returns the peak resident set size of the process in bytes
// (VmHWM of /proc/self/status), 0 where that is unknown.
func peakRSS() int64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(status), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}
