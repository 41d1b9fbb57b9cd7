// Package webhooks sends an organization's events to the URLs its admins
// register: a new feedback item, an item that becomes a serious concern, a
// new form response. Each event is delivered after the change that caused
// it has committed, at least once, by a River job per webhook: a receiver
// that fails is retried with growing delays for about a day, one that
// answers 410 Gone is disabled at once, and every attempt is kept in the
// webhook's deliveries log. The deliveries of a new item or response are
// written in the transaction that stores it (the Service is a
// feedback.ItemHook and a forms.ResponseHook), those of a serious concern
// by the job committed with the item's verdict (a feedback.ConcernHandler):
// an instance that stops right after a commit loses no event.
//
// Requests of the standard format are signed as the Standard Webhooks
// specification says (headers webhook-id, webhook-timestamp and
// webhook-signature), with a secret shown to the admin only when it is
// made or rotated and sealed in the database. The slack and discord
// formats post a chat message to an incoming-webhook URL instead, unsigned.
//
// Targets on addresses that are not public unicast (loopback, private,
// link-local, shared, reserved, multicast, or IPv6 forms of them) are
// refused when a webhook is saved and again when a connection is made (a
// name may resolve elsewhere later), unless Config.AllowPrivate is set.
//
// The Service's Create, Update, Delete and RotateSecret are the changes an
// audit trail records.
package webhooks

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// EventType names an event a webhook may listen to.
type EventType string

// The events of an organization that webhooks deliver.
const (
	// EventFeedbackCreated: a feedback item was submitted.
	EventFeedbackCreated EventType = "feedback.created"
	// EventConcernFlagged: a feedback item became a serious concern.
	EventConcernFlagged EventType = "feedback.concern_flagged"
	// EventFormResponseCreated: a form received a response.
	EventFormResponseCreated EventType = "form.response_created"
	// EventTest is the event of Service.Test; no webhook lists it.
	EventTest EventType = "webhook.test"
)

// Events are the events a webhook may list, in the order they are shown.
var Events = []EventType{EventFeedbackCreated, EventConcernFlagged, EventFormResponseCreated}

// Format is the shape of the requests a webhook receives.
type Format string

// The formats of webhooks.
const (
	// FormatStandard posts the event { type, timestamp, data }, signed.
	FormatStandard Format = "standard"
	// FormatSlack posts { text } to a Slack incoming-webhook URL, unsigned.
	FormatSlack Format = "slack"
	// FormatDiscord posts { content } to a Discord webhook URL, unsigned.
	FormatDiscord Format = "discord"
)

// Limits of webhooks.
const (
	// MaxPerOrganization is how many webhooks an organization may have.
	MaxPerOrganization = 10
	// MaxURLLength bounds a webhook's URL, in bytes.
	MaxURLLength = 2048
	// MaxDescriptionLength bounds a webhook's description, in characters.
	MaxDescriptionLength = 500
	// SecretPrefix starts every signing secret; base64 of 32 random bytes
	// follows it.
	SecretPrefix = "whsec_"
	// RotationOverlap is how long the secret a rotation replaced keeps
	// signing, beside the new one, so that receivers can switch.
	RotationOverlap = 24 * time.Hour
)

// Webhook is a URL of an organization that receives its events.
type Webhook struct {
	ID          string
	OrgID       string
	URL         string
	Events      []EventType
	Description string
	Format      Format
	// Enabled is false once an admin disabled it or its receiver answered
	// 410 Gone: it receives nothing then.
	Enabled   bool
	CreatedBy string
	CreatedAt time.Time
	UpdatedAt time.Time
	// SealedSecret is the signing secret, sealed (see Config.Secret).
	SealedSecret string
	// SealedPrevious is the secret the latest rotation replaced, sealed,
	// which signs too until PreviousUntil; "" when there is none.
	SealedPrevious string
	PreviousUntil  *time.Time
}

// Lists reports whether the webhook listens to t.
func (w *Webhook) Lists(t EventType) bool { return slices.Contains(w.Events, t) }

// NewWebhook is what Create needs to make a webhook.
type NewWebhook struct {
	// URL is the receiver: http or https, on a public address.
	URL string
	// Events is a non-empty set of Events.
	Events []EventType
	// Description says what the webhook is for, at most
	// MaxDescriptionLength characters, trimmed; its vertical tabs, form
	// feeds, next lines and line and paragraph separators are stored as
	// line breaks (feedbackkit.CleanText).
	Description string
	// Format is FormatStandard when "".
	Format Format
}

// Update changes some fields of a webhook; nil fields stay.
type Update struct {
	URL         *string
	Events      []EventType // nil: unchanged
	Description *string
	Format      *Format
	Enabled     *bool
}

// Create makes a webhook of the caller's organization, enabled, and
// returns it with its signing secret, which is shown this once (and after
// each RotateSecret). The caller must be an admin or the owner
// (INSUFFICIENT_ROLE). It answers VALIDATION_FAILED for a URL that is not
// http(s) or whose host resolves to a refused address, an unknown event or
// format, a description too long, and when the organization has
// MaxPerOrganization webhooks already.
func (s *Service) Create(ctx context.Context, nw NewWebhook) (*Webhook, string, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, "", err
	}
	w := &Webhook{OrgID: p.OrgID, Enabled: true, CreatedBy: p.UserID}
	upd := Update{URL: &nw.URL, Events: nw.Events, Description: &nw.Description, Format: &nw.Format}
	if nw.Events == nil {
		upd.Events = []EventType{}
	}
	// The URL's host is resolved here, before the transaction.
	if upd, err = s.check(ctx, upd); err != nil {
		return nil, "", err
	}
	upd.set(w)
	secret := newSecret()
	w.ID = newID()
	w.CreatedAt = s.now()
	w.UpdatedAt = w.CreatedAt
	w.SealedSecret = s.box.Seal(purposeSecret, []byte(secret))
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		// CountWebhooks holds the organization until the transaction ends,
		// so that two creations cannot both pass the limit.
		n, err := s.store.CountWebhooks(ctx, p.OrgID)
		if err != nil {
			return err
		}
		if n >= MaxPerOrganization {
			return feedbackkit.Invalid("url", fmt.Sprintf("an organization has at most %d webhooks", MaxPerOrganization))
		}
		if err := s.store.InsertWebhook(ctx, w); err != nil {
			return err
		}
		s.forgetListened(ctx)
		return s.record(ctx, audit.ActionWebhookCreated, w, details(w))
	})
	if err != nil {
		return nil, "", err
	}
	return w, secret, nil
}

// details are what the audit log keeps of w: never its secret, nor its
// URL's path and query, which for chat webhooks are credentials.
func details(w *Webhook) map[string]any {
	return map[string]any{"url": redactURL(w.URL), "events": w.Events, "format": w.Format,
		"description": w.Description, "enabled": w.Enabled}
}

// redactURL returns the scheme and host of raw.
func redactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

// record adds the entry of action on w to the audit log.
func (s *Service) record(ctx context.Context, action string, w *Webhook, d map[string]any) error {
	return audit.Record(ctx, s.deps.Audit, audit.Entry{
		OrgID: w.OrgID, Action: action, TargetType: audit.TargetWebhook, TargetID: w.ID, Details: d,
	})
}

// Webhooks returns the webhooks of the caller's organization, oldest
// first. The caller must be an admin or the owner.
func (s *Service) Webhooks(ctx context.Context) ([]*Webhook, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	return s.store.FindWebhooks(ctx, p.OrgID)
}

// Webhook returns the webhook id of the caller's organization, who must be
// an admin or the owner. Another organization's webhook is NOT_FOUND, as
// a missing one.
func (s *Service) Webhook(ctx context.Context, id string) (*Webhook, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	return s.store.FindWebhook(ctx, p.OrgID, id)
}

// Update changes the webhook id of the caller's organization by upd and
// returns it. It answers the errors of Webhook, and VALIDATION_FAILED as
// Create does for a bad field. Enabling a webhook again makes it receive
// the events that come after.
func (s *Service) Update(ctx context.Context, id string, upd Update) (*Webhook, error) {
	if _, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin); err != nil {
		return nil, err
	}
	// The URL's host is resolved here, before the transaction.
	upd, err := s.check(ctx, upd)
	if err != nil {
		return nil, err
	}
	return s.change(ctx, id, func(w *Webhook) map[string]any {
		upd.set(w)
		return details(w)
	})
}

// Delete deletes the webhook id of the caller's organization with its
// deliveries log; deliveries not made yet are dropped. It answers the
// errors of Webhook.
func (s *Service) Delete(ctx context.Context, id string) error {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		w, err := s.store.FindWebhook(ctx, p.OrgID, id)
		if err != nil {
			return err
		}
		if err := s.store.DeleteWebhook(ctx, p.OrgID, id); err != nil {
			return err
		}
		s.forgetListened(ctx)
		return s.record(ctx, audit.ActionWebhookDeleted, w, details(w))
	})
}

// RotateSecret gives the webhook id of the caller's organization a new
// signing secret and returns it, shown this once. For RotationOverlap the
// secret it replaces signs too, so that the receiver can switch without
// refusing a request. It answers the errors of Webhook.
func (s *Service) RotateSecret(ctx context.Context, id string) (*Webhook, string, error) {
	secret := newSecret()
	w, err := s.change(ctx, id, func(w *Webhook) map[string]any {
		until := s.now().Add(RotationOverlap)
		w.SealedPrevious, w.PreviousUntil = w.SealedSecret, &until
		w.SealedSecret = s.box.Seal(purposeSecret, []byte(secret))
		return map[string]any{"secretRotated": true, "previousUntil": until}
	})
	if err != nil {
		return nil, "", err
	}
	return w, secret, nil
}

// change applies fn to the webhook id of the admin's organization, read
// for update so that concurrent changes apply one after the other, stores
// it and records webhook.changed with the details fn returns. Once its
// transaction (the caller's, when it joins one) has committed, the events
// the organization's webhooks list are read again (see listens), as after
// Create and Delete.
func (s *Service) change(ctx context.Context, id string, fn func(*Webhook) map[string]any) (*Webhook, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	var w *Webhook
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if w, err = s.store.FindWebhook(ctx, p.OrgID, id); err != nil {
			return err
		}
		d := fn(w)
		w.UpdatedAt = s.now()
		if err := s.store.UpdateWebhook(ctx, w); err != nil {
			return err
		}
		s.forgetListened(ctx)
		return s.record(ctx, audit.ActionWebhookChanged, w, d)
	})
	if err != nil {
		return nil, err
	}
	return w, nil
}

// forgetListened has the events the organizations' webhooks list read
// again (see listens) once the transaction ctx carries has committed,
// the caller's when the change joins it: a submission that reads them
// before then finds them unchanged.
func (s *Service) forgetListened(ctx context.Context) {
	database.AfterCommit(ctx, func(context.Context) { s.listened.Clear() })
}

// check returns upd with its fields checked and normalized: the URL
// trimmed and its host resolved, events without repeats, the description
// trimmed, the format's default. It answers VALIDATION_FAILED for a bad
// field.
func (s *Service) check(ctx context.Context, upd Update) (Update, error) {
	if upd.URL != nil {
		u, err := s.checkURL(ctx, *upd.URL)
		if err != nil {
			return upd, err
		}
		upd.URL = &u
	}
	if upd.Events != nil {
		events, err := checkEvents(upd.Events)
		if err != nil {
			return upd, err
		}
		upd.Events = events
	}
	if upd.Description != nil {
		d, err := feedbackkit.CleanText("description", strings.TrimSpace(*upd.Description), MaxDescriptionLength)
		if err != nil {
			return upd, err
		}
		upd.Description = &d
	}
	if upd.Format != nil {
		f := *upd.Format
		if f == "" {
			f = FormatStandard
		}
		if f != FormatStandard && f != FormatSlack && f != FormatDiscord {
			return upd, feedbackkit.Invalid("format", "must be standard, slack or discord")
		}
		upd.Format = &f
	}
	return upd, nil
}

// set sets on w the fields upd sets, checked by check.
func (upd Update) set(w *Webhook) {
	if upd.URL != nil {
		w.URL = *upd.URL
	}
	if upd.Events != nil {
		w.Events = upd.Events
	}
	if upd.Description != nil {
		w.Description = *upd.Description
	}
	if upd.Format != nil {
		w.Format = *upd.Format
	}
	if upd.Enabled != nil {
		w.Enabled = *upd.Enabled
	}
}

// checkEvents returns events without repeats, in the order of Events, or
// VALIDATION_FAILED for none or an unknown one.
func checkEvents(events []EventType) ([]EventType, error) {
	if len(events) == 0 {
		return nil, feedbackkit.Invalid("events", "must list at least one event")
	}
	for _, e := range events {
		if !slices.Contains(Events, e) {
			return nil, feedbackkit.Invalid("events", fmt.Sprintf("unknown event %q: must be among feedback.created, feedback.concern_flagged, form.response_created", e))
		}
	}
	var out []EventType
	for _, e := range Events {
		if slices.Contains(events, e) {
			out = append(out, e)
		}
	}
	return out, nil
}

// checkURL returns raw trimmed, or VALIDATION_FAILED when it is not an
// absolute http(s) URL with a host, is too long, or its host resolves to
// an address the Service refuses (see Config.AllowPrivate).
func (s *Service) checkURL(ctx context.Context, raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return "", feedbackkit.Invalid("url", "is required")
	}
	if len(raw) > MaxURLLength {
		return "", feedbackkit.Invalid("url", fmt.Sprintf("must be at most %d bytes", MaxURLLength))
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" {
		return "", feedbackkit.Invalid("url", "must be an absolute http or https URL")
	}
	if u.User != nil {
		return "", feedbackkit.Invalid("url", "must not carry a user name or password")
	}
	if err := s.guard.checkHost(ctx, u.Hostname()); err != nil {
		return "", feedbackkit.Invalid("url", err.Error())
	}
	return raw, nil
}

// purposeSecret is what signing secrets are sealed for.
const purposeSecret = "webhook secret"

// newSecret returns a new signing secret: SecretPrefix and the base64 of
// 32 random bytes.
func newSecret() string {
	key := make([]byte, 32)
	rand.Read(key)
	return SecretPrefix + base64.StdEncoding.EncodeToString(key)
}
