package dashboard

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/feedbackkit/feedbackkit/webhooks"
)

// WebhookEvents are the events a webhook may listen to, with the names
// the pages show, in the order of webhooks.Events.
var WebhookEvents = []struct {
	Type webhooks.EventType
	Name string
}{
	{webhooks.EventFeedbackCreated, "New feedback"},
	{webhooks.EventConcernFlagged, "Serious concern flagged"},
	{webhooks.EventFormResponseCreated, "New form response"},
}

// WebhookFormats are the formats of webhooks, with the names the pages
// show.
var WebhookFormats = []struct {
	Format webhooks.Format
	Name   string
}{
	{webhooks.FormatStandard, "Standard (signed JSON)"},
	{webhooks.FormatSlack, "Slack incoming webhook"},
	{webhooks.FormatDiscord, "Discord webhook"},
}

// WebhookDraft is a webhook as its form shows and posts it: the stored
// webhook, or what the admin sent when it could not be saved.
type WebhookDraft struct {
	URL, Description string
	Format           webhooks.Format
	Events           []webhooks.EventType
}

// Lists reports whether the draft has the event t checked.
func (d WebhookDraft) Lists(t webhooks.EventType) bool { return slices.Contains(d.Events, t) }

// NewWebhookDraft returns the draft of the stored webhook w, or of a new
// webhook (every event, standard format) when w is nil.
func NewWebhookDraft(w *webhooks.Webhook) WebhookDraft {
	if w == nil {
		return WebhookDraft{Format: webhooks.FormatStandard, Events: slices.Clone(webhooks.Events)}
	}
	return WebhookDraft{URL: w.URL, Description: w.Description, Format: w.Format, Events: slices.Clone(w.Events)}
}

// ParseWebhookDraft reads a webhook's form post: the fields url,
// description, format and events (one value per checked event).
func ParseWebhookDraft(form url.Values) WebhookDraft {
	d := WebhookDraft{URL: strings.TrimSpace(form.Get("url")), Description: form.Get("description"),
		Format: webhooks.Format(form.Get("format"))}
	for _, e := range form["events"] {
		d.Events = append(d.Events, webhooks.EventType(e))
	}
	return d
}

// WebhookRow is a webhook of the list, with its latest delivery (nil when
// there is none yet).
type WebhookRow struct {
	*webhooks.Webhook
	Last *webhooks.Delivery
}

// WebhooksList is the list of an organization's webhooks and the form
// that creates one.
type WebhooksList struct {
	Page
	webhookNames
	Webhooks []WebhookRow
	// Draft is the creation form's content; Problem says why the last
	// post of it was refused ("" for none).
	Draft   WebhookDraft
	Problem string
}

// Full reports whether the organization has as many webhooks as it may.
func (l WebhooksList) Full() bool { return len(l.Webhooks) >= webhooks.MaxPerOrganization }

// Max is how many webhooks an organization may have.
func (WebhooksList) Max() int { return webhooks.MaxPerOrganization }

// WebhookView is the page of one webhook: its settings form, actions and
// deliveries log.
type WebhookView struct {
	Page
	webhookNames
	Webhook *webhooks.Webhook
	Draft   WebhookDraft
	// Problem says why the last post of the settings was refused.
	Problem string
	// Secret is the signing secret just made (creation) or rotated
	// (Rotated), shown this once; "" otherwise.
	Secret  string
	Rotated bool
	// Test is the outcome of the test just sent, nil otherwise.
	Test       *webhooks.TestResult
	Deliveries []*webhooks.Delivery
	Pager      Pager
}

// Overlap is how long a rotated secret keeps signing, in words.
func (WebhookView) Overlap() string {
	return strconv.Itoa(int(webhooks.RotationOverlap.Hours())) + " hours"
}

// Signed reports whether the webhook's requests are signed (the standard
// format).
func (v WebhookView) Signed() bool { return v.Webhook.Format == webhooks.FormatStandard }

// webhookNames gives the webhooks' pages the names of events and formats.
type webhookNames struct{}

// Events are the choices of events of a webhook's form.
func (webhookNames) Events() any { return WebhookEvents }

// Formats are the choices of formats of a webhook's form.
func (webhookNames) Formats() any { return WebhookFormats }

// EventName returns the name the pages show for the event t.
func (webhookNames) EventName(t webhooks.EventType) string { return EventName(t) }

// EventNames returns the names of the events ts, comma-separated.
func (webhookNames) EventNames(ts []webhooks.EventType) string { return EventNames(ts) }

// FormatName returns the short name of the format f.
func (webhookNames) FormatName(f webhooks.Format) string { return FormatName(f) }

// EventName returns the name the pages show for the event t.
func EventName(t webhooks.EventType) string {
	if t == webhooks.EventTest {
		return "Test"
	}
	for _, e := range WebhookEvents {
		if e.Type == t {
			return e.Name
		}
	}
	return string(t)
}

// EventNames returns the names of the events ts, comma-separated.
func EventNames(ts []webhooks.EventType) string {
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = EventName(t)
	}
	return strings.Join(names, ", ")
}

// FormatName returns the short name of the format f.
func FormatName(f webhooks.Format) string {
	switch f {
	case webhooks.FormatSlack:
		return "Slack"
	case webhooks.FormatDiscord:
		return "Discord"
	}
	return "Standard"
}
