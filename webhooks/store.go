package webhooks

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

// DeliveryStatus is where a delivery stands.
type DeliveryStatus string

// The states of a delivery.
const (
	// DeliveryPending: not delivered yet; attempts are still to come.
	DeliveryPending DeliveryStatus = "pending"
	// DeliveryDelivered: the receiver answered 2xx.
	DeliveryDelivered DeliveryStatus = "delivered"
	// DeliveryFailed: given up, after the last retry, a 410 Gone, or
	// because the webhook was disabled; or discarded (see
	// Service.Discard).
	DeliveryFailed DeliveryStatus = "failed"
)

// Delivery is one event sent to one webhook, with every attempt's outcome.
type Delivery struct {
	// ID is also the webhook-id header of every attempt.
	ID        string
	OrgID     string
	WebhookID string
	// EventKey names the event (its type and the item or response), so
	// that an event is queued at most once per webhook.
	EventKey string
	Type     EventType
	// Payload is the body of the standard format: { type, timestamp,
	// data }.
	Payload []byte
	// Text is the message of the chat formats.
	Text     string
	Status   DeliveryStatus
	Attempts int
	// ResponseStatus is the HTTP status of the latest attempt, nil when
	// none was received.
	ResponseStatus *int
	// Error says why the latest attempt failed, "" when it did not.
	Error       string
	CreatedAt   time.Time
	DeliveredAt *time.Time
}

// Store keeps webhooks and their deliveries. BunStore is feedbackkit's.
type Store interface {
	feedbackkit.Transactor
	// CountWebhooks returns how many webhooks the organization orgID has.
	// Within a transaction, it keeps other transactions from adding one to
	// the organization until this one ends.
	CountWebhooks(ctx context.Context, orgID string) (int, error)
	// InsertWebhook stores the new webhook w.
	InsertWebhook(ctx context.Context, w *Webhook) error
	// FindWebhooks returns the webhooks of the organization orgID, oldest
	// first.
	FindWebhooks(ctx context.Context, orgID string) ([]*Webhook, error)
	// FindAllWebhooks returns the webhooks of every organization, oldest
	// first: the one method that reads across organizations, for
	// Service.Reseal.
	FindAllWebhooks(ctx context.Context) ([]*Webhook, error)
	// ResealWebhook stores the SealedSecret and SealedPrevious of w in the
	// webhook w.ID of the organization w.OrgID, provided they are still
	// oldSecret and oldPrevious: it reports whether it did, so that a
	// rotation or another process's reseal meanwhile wins.
	ResealWebhook(ctx context.Context, w *Webhook, oldSecret, oldPrevious string) (bool, error)
	// FindWebhook returns the webhook id of the organization orgID, or
	// NOT_FOUND. Within a transaction, it keeps other transactions from
	// changing the webhook until this one ends.
	FindWebhook(ctx context.Context, orgID, id string) (*Webhook, error)
	// UpdateWebhook stores the fields of w, or answers NOT_FOUND.
	UpdateWebhook(ctx context.Context, w *Webhook) error
	// DisableWebhook sets the webhook id of the organization orgID
	// disabled.
	DisableWebhook(ctx context.Context, orgID, id string, at time.Time) error
	// DeleteWebhook deletes the webhook id of the organization orgID and
	// its deliveries, or answers NOT_FOUND.
	DeleteWebhook(ctx context.Context, orgID, id string) error
	// InsertDelivery stores the new delivery d, or answers ALREADY_EXISTS
	// when its webhook has a delivery of its EventKey already, NOT_FOUND
	// when its webhook is gone (deleted meanwhile by another transaction,
	// which must not fail this one).
	InsertDelivery(ctx context.Context, d *Delivery) error
	// FindDelivery returns the delivery id of the organization orgID, or
	// NOT_FOUND.
	FindDelivery(ctx context.Context, orgID, id string) (*Delivery, error)
	// UpdateDelivery stores the outcome fields of d (Status, Attempts,
	// ResponseStatus, Error, DeliveredAt).
	UpdateDelivery(ctx context.Context, d *Delivery) error
	// FindDeliveries returns one page of the deliveries of the webhook
	// webhookID of the organization orgID, newest first, and their total.
	FindDeliveries(ctx context.Context, orgID, webhookID string, page feedbackkit.PageRequest) ([]*Delivery, int, error)
	// FailLostDeliveries sets DeliveryFailed, with Error reason, the
	// pending deliveries created before before whose webhooks.deliver job
	// (River's, in the same database) is neither waiting nor running:
	// discarded, cancelled, completed, or deleted; it returns how many.
	// A delivery committed with its job is never seen without it.
	FailLostDeliveries(ctx context.Context, before time.Time, reason string) (int, error)
	// DeleteDeliveries deletes the deliveries cut selects and returns how
	// many.
	DeleteDeliveries(ctx context.Context, cut DeliveryCut) (int, error)
}

// DeliveryCut selects the deliveries a deletion deletes.
type DeliveryCut struct {
	// Before is zero to delete whatever the creation time.
	Before time.Time
	// OrgID limits the deletion to one organization; "" for every one.
	OrgID string
	// Keys limits the deletion to deliveries of these events (see
	// Delivery.EventKey); nil for every event.
	Keys []string
	// Pending deletes the deliveries not made yet too; else only the
	// delivered and failed ones go.
	Pending bool
}
