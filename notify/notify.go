// Package notify sends feedbackkit's email: it renders messages from embedded
// templates, records each one in the outbox and, when a Mailer is configured
// (NewSMTPMailer, or a host program's own delivery), delivers it with a
// background job queued in the same transaction as the change that caused
// the email. A rolled-back change therefore sends nothing, and a failing
// mail server only delays delivery: the job retries with backoff until the
// Mailer accepts the message. An email the server refuses for good (an
// SMTP 5xx reply, see ErrUndeliverable) is marked failed at once and not
// tried again.
//
// Without a Mailer, emails are kept in the outbox with status "outbox" and
// logged, which is what `feedbackd mail list` shows.
//
// The Service keeps the outbox in a Store, the seam a host program may wrap
// or replace: BunStore (NewBunStore) is feedbackkit's own, on the table
// Migrate creates in PostgreSQL or SQLite. The transaction of Send is the
// one the context carries (see feedbackkit.Transactor), so an email commits
// with the caller's change whichever package's store made it.
package notify

import (
	"context"
	"errors"
	"time"
)

// The statuses of an Email.
const (
	// StatusPending is an email queued for delivery over SMTP.
	StatusPending = "pending"
	// StatusSent is an email the SMTP server accepted.
	StatusSent = "sent"
	// StatusOutbox is an email kept in the outbox and logged only, because
	// no SMTP server is configured.
	StatusOutbox = "outbox"
	// StatusFailed is an email whose every delivery attempt failed (see
	// Config.DeliveryAttempts), or that the mail server refused for good
	// (see ErrUndeliverable), or whose delivery was discarded (see
	// Service.Discard), or whose job ended without recording its last
	// attempt (see Service.Settle); it is not tried again.
	StatusFailed = "failed"
)

// DefaultFrom is the sender used when none is configured.
const DefaultFrom = "feedbackd <no-reply@localhost>"

// Email is one message of the outbox.
type Email struct {
	// ID identifies the email (a UUIDv7 string by default).
	ID string
	// From is the sender, as configured on the Service.
	From string
	// To is the recipient's address.
	To string
	// Subject is the rendered subject line.
	Subject string
	// Text is the plain-text body.
	Text string
	// HTML is the HTML body.
	HTML string
	// Headers are extra header fields of the message (List-Unsubscribe,
	// for one); nil for none.
	Headers map[string]string
	// Template is the name of the template the email was rendered from.
	Template string
	// Status is StatusPending, StatusSent, StatusOutbox or StatusFailed.
	Status string
	// Attempts counts delivery attempts, successful or not, but not
	// those cut short by the stop of the job client.
	Attempts int
	// LastError is the error of the last failed delivery attempt (of
	// those counted); a successful delivery clears it.
	LastError string
	// CreatedAt is when the email was stored, in UTC.
	CreatedAt time.Time
	// SentAt is when the SMTP server accepted the email, in UTC; nil until then.
	SentAt *time.Time
}

// Mailer delivers one email over the network. Send returns nil only once the
// message has been accepted for delivery. An error that wraps
// ErrUndeliverable gives the email up at once (StatusFailed); any other
// error makes the caller retry.
type Mailer interface {
	Send(ctx context.Context, e *Email) error
}

// ErrUndeliverable is wrapped by the errors of Mailer.Send after which
// trying again cannot help: the mail server refused the email's recipient
// or content for good (an SMTP 5xx reply naming the address or mailbox,
// such as "550 5.1.1 no such user"), or its recipient's address is
// malformed.
var ErrUndeliverable = errors.New("undeliverable")

// OutboxFilter selects the emails Outbox lists.
type OutboxFilter struct {
	// To keeps only the emails to this address, compared case-insensitively;
	// empty keeps all.
	To string
	// Status keeps only the emails of this status; empty keeps all.
	Status string
	// Limit bounds the number of emails returned; 0 (or less) means 100.
	Limit int
}
