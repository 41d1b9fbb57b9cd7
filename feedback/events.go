package feedback

import (
	"context"
	"errors"

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
// orgID, with what the delete hooks keep of them (see AddDeleteHook), in
// the transaction ctx carries (a rooms.DeleteHook).
func (s *Service) deleteRoom(ctx context.Context, orgID, roomID, _ string) error {
	for {
		ids, err := s.store.DeleteRoomItems(ctx, orgID, roomID, deleteBatch)
		if err != nil {
			return err
		}
		if err := s.itemsDeleted(ctx, orgID, ids); err != nil {
			return err
		}
		if len(ids) < deleteBatch {
			return nil
		}
	}
}

// deleteBatch is how many items of a room deleteRoom deletes at once, so
// that the delete hooks are given lists of a bounded length.
const deleteBatch = 500

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

// DeleteHook deletes, in the transaction ctx carries, what another
// package keeps that copies the items ids of the organization orgID, which
// that transaction deletes: the tickets, emails, webhook deliveries and
// replayable answers that hold their text. An error rolls the deletion
// back. Every deletion of items runs the hooks: DeleteItems, DeleteRoom
// and PurgeItems (the retention's purge, and the deletion of an
// organization in package governance, which purges all its items).
type DeleteHook func(ctx context.Context, orgID string, ids []string) error

// AddDeleteHook adds h to the hooks that run in the transaction of every
// deletion of items. A package that stores a copy of an item's text
// (notably its free text) adds one, so that the text goes with the item.
// Add hooks while wiring, before the Service is used.
func (s *Service) AddDeleteHook(h DeleteHook) { s.deleteHooks = append(s.deleteHooks, h) }

// itemsDeleted runs the delete hooks for the items ids of the
// organization orgID, deleted in the transaction ctx carries.
func (s *Service) itemsDeleted(ctx context.Context, orgID string, ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	for _, h := range s.deleteHooks {
		if err := h(ctx, orgID, ids); err != nil {
			return err
		}
	}
	return nil
}

// ItemLock locks feedback items against their deletion until the
// transaction the context carries ends (the InTx of a Store on the same
// database): what a job takes before it stores a copy of items' text, so
// that a deletion of an item either came first (the job stores nothing of
// it) or waits and deletes the copy with it (see AddDeleteHook). It reads
// any organization's items without a principal: the Service lends it
// through LendItemLock, while wiring, not to request handlers. The zero
// ItemLock returns an internal error: its holder was not lent one, and
// stores nothing.
type ItemLock struct {
	item  func(ctx context.Context, orgID, id string) (*Item, error)
	items func(ctx context.Context, orgID string, ids []string) ([]string, error)
}

// errNoLock is the answer of the zero ItemLock.
var errNoLock = errors.New("feedback: no item lock was lent (see feedback.Service.LendItemLock)")

// Item returns the item id of the organization orgID, locked, or
// NOT_FOUND. It returns an internal error outside a transaction.
func (l ItemLock) Item(ctx context.Context, orgID, id string) (*Item, error) {
	if l.item == nil {
		return nil, errNoLock
	}
	return l.item(ctx, orgID, id)
}

// Items returns those of the items ids of the organization orgID that
// exist, locked, in one query. It returns an internal error outside a
// transaction.
func (l ItemLock) Items(ctx context.Context, orgID string, ids []string) ([]string, error) {
	if l.items == nil {
		return nil, errNoLock
	}
	return l.items(ctx, orgID, ids)
}

// ItemCopier is a Service that copies items' text in its jobs (a ticket,
// an email, a webhook delivery) and locks the items to do so: it keeps
// the ItemLock that LendItemLock gives it.
type ItemCopier interface {
	UseItemLock(lock ItemLock)
}

// LendItemLock gives each of cs the ItemLock of the Service's items. The
// app package calls it while wiring, before the Services are used, as it
// adds the delete hooks that delete the copies (a host that builds the
// Services by hand does the same). Like AddDeleteHook it checks no caller:
// the lock reads any organization's items, so it is for wiring code, not
// for request handlers.
func (s *Service) LendItemLock(cs ...ItemCopier) {
	for _, c := range cs {
		c.UseItemLock(ItemLock{item: s.store.FindItemForKeyShare, items: s.lockItems})
	}
}
