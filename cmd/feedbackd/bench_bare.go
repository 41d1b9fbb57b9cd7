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
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// bareServer is the baseline of the submission measurements: a Fiber app
// whose handlers decode the submission and insert it with pgx, nothing else
// (no analysis, batching, logging or middleware), in two ways:
//
//   - into feedback_items itself, in the bench organization's room that
//     the submission names (from a map read at the start), so that the
//     insert pays what the table costs (its indexes at their size, the
//     per-day counts' trigger, the room's foreign key) and the comparison
//     with feedbackd shows what the server adds;
//   - into an empty copy of feedback_items with the same columns and
//     indexes but no trigger or foreign key, created for the run, which
//     shows what a table without the counts and the room's integrity
//     would cost while it is small.
type bareServer struct {
	targets []loadTarget
	app     *fiber.App
	pool    *pgxpool.Pool
}

// bareInsert is the statement of a bare insert; its arguments are the id,
// organization, room, room name, instructor, text, sentiment and time of
// the item.
const bareInsert = `INSERT INTO %s (id, organization_id, room_id, event_type, instructor_id, feedback, sentiment, created_at)
	VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`

// newBareServer starts the bare server on a loopback port, on the
// PostgreSQL database of databaseURL, inserting into the rooms of the
// organization orgID. It returns nil on SQLite.
func newBareServer(ctx context.Context, databaseURL, orgID string) (*bareServer, error) {
	if !strings.HasPrefix(databaseURL, "postgres://") && !strings.HasPrefix(databaseURL, "postgresql://") {
		return nil, nil
	}
	pool, err := pgxpool.New(ctx, databaseURL)
	if err != nil {
		return nil, err
	}
	rooms, err := bareRooms(ctx, pool, orgID)
	if err == nil {
		_, err = pool.Exec(ctx, "DROP TABLE IF EXISTS fkbench_bare; CREATE TABLE fkbench_bare (LIKE feedback_items INCLUDING ALL)")
	}
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("bench: bare server: %w", err)
	}
	app := fiber.New(fiber.Config{DisableStartupMessage: true})
	app.Post("/items", bareHandler(pool, fmt.Sprintf(bareInsert, "feedback_items"), func(name string) (string, string, bool) {
		id, ok := rooms[name]
		return orgID, id, ok
	}))
	app.Post("/copy", bareHandler(pool, fmt.Sprintf(bareInsert, "fkbench_bare"), func(string) (string, string, bool) {
		return "bare", "bare", true
	}))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		pool.Close()
		return nil, err
	}
	go app.Listener(ln)
	base := "http://" + ln.Addr().String()
	return &bareServer{app: app, pool: pool, targets: []loadTarget{
		{"bare insert into feedback_items", base + "/items"},
		{"bare insert, empty copy of the table", base + "/copy"},
	}}, nil
}

// bareRooms returns the ids of the rooms of the organization orgID by
// their names.
func bareRooms(ctx context.Context, pool *pgxpool.Pool, orgID string) (map[string]string, error) {
	rows, err := pool.Query(ctx, "SELECT name, id FROM rooms_rooms WHERE organization_id = $1", orgID)
	if err != nil {
		return nil, err
	}
	rooms := map[string]string{}
	var name, id string
	_, err = pgx.ForEachRow(rows, []any{&name, &id}, func() error {
		rooms[name] = id
		return nil
	})
	return rooms, err
}

// bareHandler decodes a submission and inserts it with the statement
// insert, into the organization and room that room gives for the
// submission's room name (404 when it gives none).
func bareHandler(pool *pgxpool.Pool, insert string, room func(name string) (orgID, roomID string, ok bool)) fiber.Handler {
	return func(c *fiber.Ctx) error {
		var sub struct {
			InstructorID string `json:"instructorId"`
			EventType    string `json:"eventType"`
			Feedback     string `json:"feedback"`
			Sentiment    string `json:"sentiment"`
		}
		if err := json.Unmarshal(c.Body(), &sub); err != nil {
			return c.SendStatus(fiber.StatusBadRequest)
		}
		orgID, roomID, ok := room(sub.EventType)
		if !ok {
			return c.SendStatus(fiber.StatusNotFound)
		}
		if sub.Sentiment == "" {
			sub.Sentiment = "neutral"
		}
		id := uuid.Must(uuid.NewV7()).String()
		_, err := pool.Exec(c.UserContext(), insert,
			id, orgID, roomID, sub.EventType, sub.InstructorID, sub.Feedback, sub.Sentiment, time.Now().UTC())
		if err != nil {
			return c.SendStatus(fiber.StatusInternalServerError)
		}
		return c.Status(fiber.StatusCreated).JSON(fiber.Map{"_id": id, "feedback": sub.Feedback, "sentiment": sub.Sentiment})
	}
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
