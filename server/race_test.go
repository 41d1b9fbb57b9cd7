package server_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
)

// orphans counts the feedback items whose room does not exist under the
// item's room id and name.
func (e *env) orphans(t *testing.T) int {
	t.Helper()
	n, err := e.db.NewSelect().TableExpr("feedback_items AS f").
		Where("NOT EXISTS (SELECT 1 FROM rooms_rooms AS r WHERE r.id = f.room_id AND r.name = f.event_type)").
		Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

// TestSubmissionsRacingRoomChanges submits feedback from many goroutines
// while the room is renamed back and forth and, at the end, deleted: every
// submission is answered 201 or 404 (never 500), every acknowledged item
// of a room that still exists is stored under the room's current name, and
// no item is left without its room.
func TestSubmissionsRacingRoomChanges(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		names := []string{"Lobby", "Hall"}
		const writers, perWriter, renames = 8, 25, 20

		var mu sync.Mutex
		acked := map[string]bool{}
		var wg sync.WaitGroup
		for g := range writers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range perWriter {
					resp := e.do(request{method: "POST", path: "/api/feedback/submit", body: map[string]any{
						"instructorId": w.ownerID, "eventType": names[(g+i)%2], "sentiment": "positive",
						"feedback": fmt.Sprintf("writer %d item %d", g, i)}})
					switch resp.status {
					case 201:
						mu.Lock()
						acked[resp.json["_id"].(string)] = true
						mu.Unlock()
					case 404:
					default:
						t.Errorf("submission: %d %s", resp.status, resp.raw)
					}
				}
			}()
		}
		for i := range renames {
			from, to := names[i%2], names[(i+1)%2]
			resp := e.do(request{method: "PUT", path: roomPath(from, ""), cookie: w.owner.Cookie, body: map[string]string{"eventName": to}})
			e.expect(t, "rename "+from+" to "+to, resp, 200, "")
		}
		wg.Wait()
		if n := e.orphans(t); n != 0 {
			t.Errorf("%d items without their room after the renames", n)
		}
		current := names[renames%2]
		var rows []struct {
			ID        string `bun:"id"`
			EventType string `bun:"event_type"`
		}
		if err := e.db.NewSelect().Table("feedback_items").Column("id", "event_type").Where("room_id = (SELECT id FROM rooms_rooms WHERE name = ? AND organization_id = ?)", current, w.acme.ID).Scan(context.Background(), &rows); err != nil {
			t.Fatal(err)
		}
		stored := map[string]bool{}
		for _, r := range rows {
			stored[r.ID] = true
		}
		for id := range acked {
			if !stored[id] {
				t.Errorf("acknowledged item %s is not stored in room %s", id, current)
			}
		}
		if len(acked) == 0 {
			t.Error("no submission was accepted")
		}

		// Deleting the room while submissions arrive leaves no orphan.
		for g := range writers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range perWriter {
					resp := e.do(request{method: "POST", path: "/api/feedback/submit", body: map[string]any{
						"instructorId": w.ownerID, "eventType": current, "sentiment": "negative", "feedback": fmt.Sprintf("late %d %d", g, i)}})
					if resp.status != 201 && resp.status != 404 {
						t.Errorf("submission during the deletion: %d %s", resp.status, resp.raw)
					}
				}
			}()
		}
		e.expect(t, "delete", e.do(request{method: "DELETE", path: roomPath(current, ""), cookie: w.owner.Cookie}), 200, "")
		wg.Wait()
		if n := e.orphans(t); n != 0 {
			t.Errorf("%d items without their room after the deletion", n)
		}
	})
}
