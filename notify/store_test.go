package notify_test

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/notify"
)

// memStore is a Store of a program that keeps the outbox elsewhere than in
// a Bun database: here in memory, without transactions.
type memStore struct {
	mu     sync.Mutex
	emails []*notify.Email
	items  map[string][]string // email id -> item ids
}

func (m *memStore) InTx(ctx context.Context, fn func(ctx context.Context) error) error {
	return fn(ctx)
}

func (m *memStore) InsertEmail(_ context.Context, e *notify.Email) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	c := *e
	m.emails = append(m.emails, &c)
	return nil
}

func (m *memStore) find(id string) *notify.Email {
	for _, e := range m.emails {
		if e.ID == id {
			return e
		}
	}
	return nil
}

func (m *memStore) FindEmailByID(_ context.Context, id string) (*notify.Email, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if e := m.find(id); e != nil {
		c := *e
		return &c, nil
	}
	return nil, feedbackkit.NotFound("email")
}

func (m *memStore) FindEmails(_ context.Context, filter notify.OutboxFilter) ([]*notify.Email, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []*notify.Email
	for _, e := range slices.Backward(m.emails) {
		if (filter.To == "" || strings.EqualFold(e.To, strings.TrimSpace(filter.To))) && (filter.Status == "" || e.Status == filter.Status) {
			c := *e
			out = append(out, &c)
		}
	}
	return out, nil
}

func (m *memStore) MarkSent(_ context.Context, id string, at time.Time, kept notify.Delivered) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if e := m.find(id); e != nil && e.Status != notify.StatusSent {
		e.Status, e.SentAt, e.Attempts, e.LastError = notify.StatusSent, &at, e.Attempts+1, ""
		e.Text, e.HTML, e.Headers = kept.Text, kept.HTML, kept.Headers
	}
	return nil
}

func (m *memStore) MarkFailed(_ context.Context, id, lastError string, final bool) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if e := m.find(id); e != nil && e.Status != notify.StatusSent {
		e.Attempts, e.LastError = e.Attempts+1, lastError
		if final {
			e.Status = notify.StatusFailed
		}
	}
	return nil
}

func (m *memStore) Discard(_ context.Context, id, reason string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if e := m.find(id); e != nil && e.Status != notify.StatusSent {
		e.Status, e.LastError = notify.StatusFailed, reason
	}
	return nil
}

func (m *memStore) LinkItems(_ context.Context, emailID string, itemIDs []string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.items == nil {
		m.items = map[string][]string{}
	}
	m.items[emailID] = append(m.items[emailID], itemIDs...)
	return nil
}

// deleteEmails deletes the emails for which gone is true, and returns how
// many.
func (m *memStore) deleteEmails(gone func(e *notify.Email) bool) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := len(m.emails)
	m.emails = slices.DeleteFunc(m.emails, gone)
	return n - len(m.emails)
}

func (m *memStore) DeleteItemEmails(_ context.Context, itemIDs []string) (int, error) {
	return m.deleteEmails(func(e *notify.Email) bool {
		return slices.ContainsFunc(m.items[e.ID], func(id string) bool { return slices.Contains(itemIDs, id) })
	}), nil
}

func (m *memStore) DeleteEmailsBefore(_ context.Context, before time.Time) (int, error) {
	return m.deleteEmails(func(e *notify.Email) bool { return e.CreatedAt.Before(before) && e.Status != notify.StatusPending }), nil
}

// FailLostEmails implements notify.Store: the outbox in memory has no
// delivery jobs beside it, whose loss it could see.
func (m *memStore) FailLostEmails(context.Context, string) (int, error) { return 0, nil }

var _ notify.Store = (*memStore)(nil)

func TestServiceOnAnotherStore(t *testing.T) {
	store := &memStore{}
	svc := newService(t, store, notify.Deps{}, notify.Config{NewID: func() string { return "e1" }})
	ctx := context.Background()
	e, err := svc.Send(ctx, "Ada <Ada@Example.com>", notify.TemplatePasswordReset, reset)
	if err != nil {
		t.Fatal(err)
	}
	if e.ID != "e1" || e.To != "ada@example.com" || e.Status != notify.StatusOutbox {
		t.Errorf("Send = %+v", e)
	}
	got, err := svc.FindEmailByID(ctx, "e1")
	if err != nil || got.Subject != "Reset your password" {
		t.Errorf("FindEmailByID = %+v, %v", got, err)
	}
	outbox, err := svc.Outbox(ctx, notify.OutboxFilter{To: "ada@example.com"})
	if err != nil || len(outbox) != 1 {
		t.Errorf("Outbox = %v, %v", outbox, err)
	}
}
