package feedback

import (
	"context"

	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// EventKind names a feedback event.
type EventKind string

// The feedback events.
const (
	EventItemCreated    EventKind = "feedback.item_created"    // a submission was stored
	EventConcernFlagged EventKind = "feedback.concern_flagged" // an item became a serious concern (inline or in the analyze job)
)

// Event is what happened to an item.
type Event struct {
	Kind EventKind
	// Item is the item as it was committed; a Subscriber must not change
	// it.
	Item *Item
}

// Subscriber is told of events after the change that caused them has
// committed. It is called synchronously, in the goroutine that made the
// change (a request or a job): it must be quick and must not fail the
// change; hand slow work to a queue. A panic in a subscriber is recovered
// and logged.
//
// Submit tells of EventItemCreated for every item it stores, then of
// EventConcernFlagged when the inline analysis found a serious concern;
// the feedback.analyze job tells of EventConcernFlagged when its analysis
// makes the item one. Each event is told once, never for an item rolled
// back (a Submit within a caller's transaction tells once it commits);
// ImportItems tells of none. Work that must not be lost (a ticket, an
// email) belongs in a ConcernHandler, which runs in a job with retries.
type Subscriber func(ctx context.Context, e Event)

// publish tells the subscribers of events, in order. The Service calls it
// once the store has committed the change (InTx or InsertItem returned
// nil). When ctx still carries a transaction of the BunStore (the caller
// runs the Service within its own InTx), the events wait until that
// transaction commits, and are never told if it rolls back.
func (s *Service) publish(ctx context.Context, events ...Event) {
	database.Publish(ctx, s.cfg.Logger, "feedback", s.cfg.Subscribers, func(e Event) []any {
		return []any{"event", e.Kind, "item_id", e.Item.ID}
	}, events...)
}

// ItemHook writes, inside the transaction that stores a new item, what
// must follow the item without fail (the deliveries of webhooks): it
// commits or rolls back with the item, so that a process that stops right
// after the commit loses none of it, which a Subscriber cannot promise.
type ItemHook interface {
	// WantsItems reports whether the hook has anything to write for the
	// new items of the organization orgID. Submit asks it before each
	// submission, outside any transaction: it must be quick (it may
	// remember its answers for a short while) and answer true when it
	// cannot tell. An item no hook wants keeps the fast path: it is
	// stored without a transaction of its own (see ItemStore.InsertItem).
	WantsItems(ctx context.Context, orgID string) bool
	// ItemCreated writes what follows the new item it in the transaction
	// ctx carries, where the item is stored already; an error fails the
	// submission and stores nothing.
	ItemCreated(ctx context.Context, it *Item) error
}

// AddItemHook adds h to the hooks that Submit runs in the transaction of
// each new item that h wants. Add hooks while wiring, before the Service is
// used: it is not safe to add them concurrently with calls. Items stored by
// ImportItems run no hook.
func (s *Service) AddItemHook(h ItemHook) { s.itemHooks = append(s.itemHooks, h) }

// FollowRooms makes the feedback of the rooms of r follow them: when r
// renames a room its items take the new name, and when r deletes a room
// its items go, in the transaction of the change, so that both commit or
// neither does. The app package calls it while wiring, before the
// Services are used. The hooks it adds to r are not exported: a change of
// a room's items goes through r, which checks that the caller may make
// it, never around it.
func (s *Service) FollowRooms(r *rooms.Service) {
	r.AddRenameHook(s.renameRoom)
	r.AddDeleteHook(s.deleteRoom)
}

// renameRoom gives the items of the room roomID of the organization orgID
// the room's new name, in the transaction ctx carries (a
// rooms.RenameHook).
func (s *Service) renameRoom(ctx context.Context, orgID, roomID, newName string) error {
	return s.store.RenameRoomItems(ctx, orgID, roomID, newName)
}

// deleteRoom deletes the items of the room roomID of the organization
// orgID in the transaction ctx carries (a rooms.DeleteHook).
func (s *Service) deleteRoom(ctx context.Context, orgID, roomID, _ string) error {
	return s.store.DeleteRoomItems(ctx, orgID, roomID)
}

// wantedHooks returns the item hooks that want the new items of the
// organization orgID.
func (s *Service) wantedHooks(ctx context.Context, orgID string) []ItemHook {
	var hooks []ItemHook
	for _, h := range s.itemHooks {
		if h.WantsItems(ctx, orgID) {
			hooks = append(hooks, h)
		}
	}
	return hooks
}
