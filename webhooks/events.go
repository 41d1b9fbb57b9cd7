package webhooks

import (
	"context"
	"encoding/json"
	"fmt"
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

// NotifyFeedback queues the feedback.created event of a new item for the
// webhooks of its organization that list it: a feedback.Subscriber, told
// once the item is committed. A failure to queue is logged.
func (s *Service) NotifyFeedback(ctx context.Context, e feedback.Event) {
	if e.Kind != feedback.EventItemCreated {
		return // serious concerns come through HandleSeriousConcern
	}
	it := e.Item
	text := fmt.Sprintf("New feedback in %q", it.EventType)
	if it.Sentiment != "" {
		text += " (" + string(it.Sentiment) + ")"
	}
	if it.Text != "" {
		text += ": " + clip(it.Text, 1000)
	}
	s.queueLogged(ctx, event{orgID: it.OrgID, typ: EventFeedbackCreated, key: string(EventFeedbackCreated) + ":" + it.ID,
		at: it.CreatedAt, data: itemData(it), text: text})
}

// HandleSeriousConcern queues the feedback.concern_flagged event of it
// for the webhooks of its organization that list it: a
// feedback.ConcernHandler, run in the job committed with the item's
// verdict, so that the event is not lost. A retry of that job queues
// nothing twice.
func (s *Service) HandleSeriousConcern(ctx context.Context, it *feedback.Item) error {
	text := fmt.Sprintf("Serious concern in %q", it.EventType)
	if len(it.Concern.Categories) > 0 {
		text += " (" + strings.Join(it.Concern.Categories, ", ") + ")"
	}
	if it.Concern.Reason != "" {
		text += ": " + clip(it.Concern.Reason, 500)
	}
	return s.queue(ctx, event{orgID: it.OrgID, typ: EventConcernFlagged, key: string(EventConcernFlagged) + ":" + it.ID,
		at: s.now(), data: itemData(it), text: text})
}

// NotifyFormResponse queues the form.response_created event of a new
// response for the webhooks of its organization that list it: a
// forms.Subscriber, told once the response is committed. A failure to
// queue is logged.
func (s *Service) NotifyFormResponse(ctx context.Context, e forms.Event) {
	if e.Kind != forms.EventResponseCreated {
		return
	}
	r := e.Response
	text := fmt.Sprintf("New response to the form %q", e.Form.Title)
	if r.Sentiment != "" {
		text += " (" + string(r.Sentiment) + ")"
	}
	s.queueLogged(ctx, event{orgID: r.OrgID, typ: EventFormResponseCreated, key: string(EventFormResponseCreated) + ":" + r.ID,
		at: r.CreatedAt, text: text,
		data: r.View()})
}

// queueLogged queues e, logging a failure.
func (s *Service) queueLogged(ctx context.Context, e event) {
	if err := s.queue(ctx, e); err != nil {
		s.cfg.Logger.ErrorContext(ctx, "webhooks: queue an event", "event", e.typ, "key", e.key, "error", err)
	}
}

// queue records a delivery of e for each enabled webhook of its
// organization that lists its type and queues its job, in one
// transaction; a webhook that has a delivery of e already gets none.
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
			if feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
				continue
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
