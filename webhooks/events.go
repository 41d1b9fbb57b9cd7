package webhooks

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
)

// Body is the JSON body of a request of the standard format.
type Body struct {
	Type      EventType `json:"type"`
	Timestamp time.Time `json:"timestamp"`
	// Data is the item or response, as the API shows it, with its roomId
	// or formId.
	Data any `json:"data"`
}

// ItemData is the data of the feedback events: the item as the API shows
// it, and the id of its room.
type ItemData struct {
	feedback.ItemView
	RoomID string `json:"roomId"`
}

// itemData is the data of it.
func itemData(it *feedback.Item) ItemData { return ItemData{ItemView: it.View(), RoomID: it.RoomID} }

// event is one event of an organization, ready to be queued for its
// webhooks.
type event struct {
	orgID string
	typ   EventType
	key   string // the event's type and subject, unique per event
	at    time.Time
	data  any
	text  string // the message of the chat formats
}

// WantsItems implements feedback.ItemHook: it reports whether an enabled
// webhook of the organization orgID lists feedback.created (see listens).
func (s *Service) WantsItems(ctx context.Context, orgID string) bool {
	return s.listens(ctx, orgID, EventFeedbackCreated)
}

// ItemCreated implements feedback.ItemHook: it queues the feedback.created
// event of the new item it for the webhooks of its organization that list
// it, in the transaction that stores the item. The chat text names the
// item's sentiment unless it is provisional: while the item's analysis is
// pending and the respondent chose none, it says none.
func (s *Service) ItemCreated(ctx context.Context, it *feedback.Item) error {
	text := fmt.Sprintf("New feedback in %q", it.EventType)
	if it.Sentiment != "" && !it.ProvisionalSentiment() {
		text += " (" + string(it.Sentiment) + ")"
	}
	if it.Text != "" {
		text += ": " + clip(it.Text, 1000)
	}
	return s.queue(ctx, event{orgID: it.OrgID, typ: EventFeedbackCreated, key: itemKey(EventFeedbackCreated, it.ID),
		at: it.CreatedAt, data: itemData(it), text: text})
}

// HandleSeriousConcern queues the feedback.concern_flagged event of it
// for the webhooks of its organization that list it: a
// feedback.ConcernHandler, run in the job committed with the item's
// verdict, so that the event is not lost. A retry of that job queues
// nothing twice. The deliveries are written in a transaction that reads
// the item with the lock of UseItemLock: a deletion of the item either
// came first, and nothing is queued, or waits and deletes the deliveries
// with the item (see ForgetItems). When no webhook of the organization
// lists the event (see listens), it returns at once, opening no
// transaction and locking nothing.
func (s *Service) HandleSeriousConcern(ctx context.Context, it *feedback.Item) error {
	if !s.listens(ctx, it.OrgID, EventConcernFlagged) {
		return nil
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.lockItem.Item(ctx, it.OrgID, it.ID)
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
			return nil // deleted since: nothing to copy
		}
		if err != nil {
			return err
		}
		text := fmt.Sprintf("Serious concern in %q", cur.EventType)
		if len(cur.Concern.Categories) > 0 {
			text += " (" + strings.Join(cur.Concern.Categories, ", ") + ")"
		}
		if cur.Concern.Reason != "" {
			text += ": " + clip(cur.Concern.Reason, 500)
		}
		return s.queue(ctx, event{orgID: cur.OrgID, typ: EventConcernFlagged, key: itemKey(EventConcernFlagged, cur.ID),
			at: s.now(), data: itemData(cur), text: text})
	})
}

// UseItemLock implements feedback.ItemCopier: HandleSeriousConcern reads
// the item its deliveries copy with lock. The app package has
// feedback.Service.LendItemLock call it while wiring; without it no
// concern_flagged delivery is queued (the concern job fails and is
// retried).
func (s *Service) UseItemLock(lock feedback.ItemLock) { s.lockItem = lock }

// itemKey is the EventKey of the event typ of the item itemID.
func itemKey(typ EventType, itemID string) string { return string(typ) + ":" + itemID }

// WantsResponses implements forms.ResponseHook: it reports whether an
// enabled webhook of the organization orgID lists form.response_created
// (see listens).
func (s *Service) WantsResponses(ctx context.Context, orgID string) bool {
	return s.listens(ctx, orgID, EventFormResponseCreated)
}

// ResponseCreated implements forms.ResponseHook: it queues the
// form.response_created event of the new response r to the form f for the
// webhooks of its organization that list it, in the transaction that
// stores the response.
func (s *Service) ResponseCreated(ctx context.Context, f *forms.Form, r *forms.Response) error {
	text := fmt.Sprintf("New response to the form %q", f.Title)
	if r.Sentiment != "" {
		text += " (" + string(r.Sentiment) + ")"
	}
	return s.queue(ctx, event{orgID: r.OrgID, typ: EventFormResponseCreated, key: string(EventFormResponseCreated) + ":" + r.ID,
		at: r.CreatedAt, text: text, data: r.View()})
}

var (
	_ feedback.ItemHook       = (*Service)(nil)
	_ forms.ResponseHook      = (*Service)(nil)
	_ feedback.ConcernHandler = (*Service)(nil)
	_ feedback.ItemCopier     = (*Service)(nil)
)

// listenTTL is how long a Service remembers which events the webhooks of
// an organization list: a webhook created, enabled or changed through
// another instance receives the events of submissions to this one within
// it. This instance's own changes apply at once.
const listenTTL = 2 * time.Second

// listens reports whether an enabled webhook of the organization orgID
// lists t, from what it remembers for listenTTL, so that the submissions
// of an organization without webhooks cost no query. It answers true when
// the webhooks cannot be read: queue reads them again, in the submission's
// transaction.
func (s *Service) listens(ctx context.Context, orgID string, t EventType) bool {
	listed, err := s.listened.Load(orgID, s.cfg.Now, func() ([]EventType, error) {
		hooks, err := s.store.FindWebhooks(ctx, orgID)
		var events []EventType
		for _, w := range hooks {
			if w.Enabled {
				events = append(events, w.Events...)
			}
		}
		return events, err
	})
	if err != nil {
		s.cfg.Logger.WarnContext(ctx, "webhooks: read an organization's webhooks", "organization_id", orgID, "error", err)
		return true
	}
	return slices.Contains(listed, t)
}

// queue records a delivery of e for each enabled webhook of its
// organization that lists its type and queues its job, in one
// transaction, the caller's when ctx carries one; a webhook that has a
// delivery of e already gets none, nor does one deleted since it was read
// (so that a deletion never fails the submission).
func (s *Service) queue(ctx context.Context, e event) error {
	hooks, err := s.store.FindWebhooks(ctx, e.orgID)
	if err != nil {
		return err
	}
	var targets []*Webhook
	for _, w := range hooks {
		if w.Enabled && w.Lists(e.typ) {
			targets = append(targets, w)
		}
	}
	if len(targets) == 0 {
		return nil
	}
	payload, err := json.Marshal(Body{Type: e.typ, Timestamp: e.at.UTC(), Data: e.data})
	if err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		for _, w := range targets {
			d := s.newDelivery(w, e.typ, e.key, payload, e.text)
			err := s.store.InsertDelivery(ctx, d)
			if c := feedbackkit.ErrorCode(err); c == feedbackkit.CodeAlreadyExists || c == feedbackkit.CodeNotFound {
				continue // a delivery of e already, or the webhook deleted meanwhile
			}
			if err != nil {
				return err
			}
			opts := &river.InsertOpts{MaxAttempts: len(s.cfg.RetrySchedule) + 1}
			if err := s.deps.Queue.Enqueue(ctx, DeliverArgs{OrgID: d.OrgID, DeliveryID: d.ID}, opts); err != nil {
				return fmt.Errorf("webhooks: queue a delivery: %w", err)
			}
		}
		return nil
	})
}

// newDelivery returns a pending delivery of an event to w.
func (s *Service) newDelivery(w *Webhook, typ EventType, key string, payload []byte, text string) *Delivery {
	return &Delivery{ID: newID(), OrgID: w.OrgID, WebhookID: w.ID, EventKey: key, Type: typ,
		Payload: payload, Text: text, Status: DeliveryPending, CreatedAt: s.now()}
}

// clip returns s cut to at most n characters, with an ellipsis when cut.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}
