package webhooks

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// DeliverArgs is the River job that sends one delivery, retried with the
// delays of Config.RetrySchedule. It is committed with the delivery.
type DeliverArgs struct {
	OrgID      string `json:"org_id"`
	DeliveryID string `json:"delivery_id"`
}

// Kind implements river.JobArgs.
func (DeliverArgs) Kind() string { return "webhooks.deliver" }

// InsertOpts implements river.JobArgsWithInsertOpts: deliveries have a
// queue of their own, so that receivers that hang delay no other work.
func (DeliverArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: jobs.QueueWebhooks}
}

var (
	_ river.JobArgsWithInsertOpts = DeliverArgs{}
	_ river.Worker[DeliverArgs]   = (*deliverWorker)(nil)
)

// Discarded is the Error of a delivery discarded before it was made
// (see Discard).
const Discarded = "discarded before delivery"

// Discard records that the delivery id of the organization orgID will
// not be made, its job being cancelled in the transaction ctx carries
// (see app.App.DiscardDeliveries): a pending delivery becomes
// DeliveryFailed, with Error Discarded and its attempts unchanged. A
// delivery made or given up already, or deleted, is left as it is.
func (s *Service) Discard(ctx context.Context, orgID, id string) error {
	d, err := s.store.FindDelivery(ctx, orgID, id)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil
	}
	if err != nil {
		return fmt.Errorf("webhooks: discard delivery %s: %w", id, err)
	}
	if d.Status != DeliveryPending {
		return nil
	}
	d.Status, d.Error = DeliveryFailed, Discarded
	if err := s.store.UpdateDelivery(ctx, d); err != nil {
		return fmt.Errorf("webhooks: discard delivery %s: %w", id, err)
	}
	return nil
}

// deliverWorker works DeliverArgs jobs.
type deliverWorker struct {
	river.WorkerDefaults[DeliverArgs]
	s *Service
}

// NextRetry implements river.Worker: the delay of Config.RetrySchedule
// after the attempt that failed.
func (w *deliverWorker) NextRetry(job *river.Job[DeliverArgs]) time.Time {
	sched := w.s.cfg.RetrySchedule
	i := min(max(job.Attempt-1, 0), len(sched)-1)
	return time.Now().Add(sched[i])
}

// Timeout implements river.Worker: the receiver's time and a margin for
// the database.
func (w *deliverWorker) Timeout(*river.Job[DeliverArgs]) time.Duration {
	return w.s.cfg.Timeout + 30*time.Second
}

// Work makes one attempt of the delivery. A delivery or webhook deleted
// since is cancelled; a delivery to a disabled webhook is given up; a
// failed attempt is returned for a retry unless it was the last, or the
// receiver answered 410 Gone, which disables the webhook. An attempt
// cancelled by the stop of the job client is not counted, nor stored on
// the delivery: the job is snoozed, to be worked again after the restart.
func (w *deliverWorker) Work(ctx context.Context, job *river.Job[DeliverArgs]) error {
	s := w.s
	d, err := s.store.FindDelivery(ctx, job.Args.OrgID, job.Args.DeliveryID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return river.JobCancel(fmt.Errorf("webhooks: delivery %s no longer exists", job.Args.DeliveryID))
	}
	if err != nil {
		return err
	}
	if d.Status != DeliveryPending {
		return nil
	}
	wh, err := s.store.FindWebhook(ctx, d.OrgID, d.WebhookID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return river.JobCancel(fmt.Errorf("webhooks: webhook %s no longer exists", d.WebhookID))
	}
	if err != nil {
		return err
	}
	if !wh.Enabled {
		d.Status, d.Error = DeliveryFailed, "the webhook is disabled"
		_, err := s.storeOutcome(ctx, d)
		return err
	}
	failed := s.attempt(ctx, wh, d)
	// A failed attempt to retry: not one whose receiver answered 410 (the
	// webhook is disabled, the delivery failed).
	retry := failed != nil && d.Status != DeliveryFailed
	// An attempt cut short by the stop or by the job's cancellation
	// (jobs.Cancel records the delivery's fate in the transaction that
	// cancels it) is not the receiver's fault: it is not recorded on the
	// delivery.
	if retry {
		if err := jobs.Interrupted(ctx, s.cfg.Logger, "webhooks: delivery", failed,
			"webhook_id", wh.ID, "delivery_id", d.ID, "attempt", job.Attempt); err != nil {
			return err
		}
	}
	if retry && job.Attempt >= job.MaxAttempts {
		d.Status = DeliveryFailed
	}
	// Store the outcome even when ctx ended with the attempt: once the
	// receiver answered 2xx, forgetting so would send it twice.
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	stored, err := s.storeOutcome(rctx, d)
	if err != nil || !retry {
		return err
	}
	s.cfg.Logger.WarnContext(ctx, "webhooks: delivery failed", "webhook_id", wh.ID, "delivery_id", d.ID,
		"attempt", job.Attempt, "error", failed)
	if !stored {
		return nil // discarded or deleted during the attempt: no retry
	}
	return failed
}

// storeOutcome stores the outcome of an attempt of d, in a transaction
// that reads the stored delivery first: one that is no longer pending
// (discarded during the attempt, see Discard) is left as it is unless d
// was delivered, as is one deleted, and storeOutcome then reports false.
func (s *Service) storeOutcome(ctx context.Context, d *Delivery) (stored bool, err error) {
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.FindDelivery(ctx, d.OrgID, d.ID)
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
			return nil // deleted during the attempt
		}
		if err != nil {
			return err
		}
		if cur.Status != DeliveryPending && d.Status != DeliveryDelivered {
			return nil
		}
		stored = true
		return s.store.UpdateDelivery(ctx, d)
	})
	return stored, err
}

// attempt sends d to wh once and records the outcome in d (Attempts,
// ResponseStatus, Error, Status, DeliveredAt), without storing it; a 410
// Gone also disables wh. It returns why the attempt failed, nil when the
// receiver answered 2xx.
func (s *Service) attempt(ctx context.Context, wh *Webhook, d *Delivery) error {
	d.Attempts++
	status, err := s.send(ctx, wh, d)
	d.ResponseStatus = nil
	if status != 0 {
		d.ResponseStatus = &status
	}
	if err == nil {
		at := s.now()
		d.Status, d.Error, d.DeliveredAt = DeliveryDelivered, "", &at
		return nil
	}
	d.Error = err.Error()
	if status == http.StatusGone {
		d.Status = DeliveryFailed
		d.Error = "the receiver answered 410 Gone: the webhook is disabled"
		if derr := s.store.DisableWebhook(ctx, wh.OrgID, wh.ID, s.now()); derr != nil {
			return derr
		}
		wh.Enabled = false
	}
	return err
}

// maxResponseRead bounds what is read of a receiver's answer (then
// dropped), so that the connection can be reused.
const maxResponseRead = 64 << 10

// send posts d to wh in its format and returns the answer's status (0
// without one) and an error unless it is 2xx.
func (s *Service) send(ctx context.Context, wh *Webhook, d *Delivery) (int, error) {
	body, err := s.body(wh, d)
	if err != nil {
		return 0, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, wh.URL, bytes.NewReader(body))
	if err != nil {
		return 0, errors.New("the URL cannot be requested")
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "feedbackkit-webhooks/1")
	if wh.Format == FormatStandard {
		secrets, err := s.secrets(wh)
		if err != nil {
			return 0, err
		}
		ts := s.cfg.Now().Unix()
		sig, err := Sign(secrets, d.ID, ts, body)
		if err != nil {
			return 0, err
		}
		req.Header.Set(HeaderID, d.ID)
		req.Header.Set(HeaderTimestamp, strconv.FormatInt(ts, 10))
		req.Header.Set(HeaderSignature, sig)
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return 0, connectionError(err, s.cfg.Timeout)
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, maxResponseRead))
	resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return resp.StatusCode, fmt.Errorf("the receiver answered %d %s", resp.StatusCode, http.StatusText(resp.StatusCode))
	}
	return resp.StatusCode, nil
}

// connectionError says in a few words why no answer came.
func connectionError(err error, timeout time.Duration) error {
	var timeoutErr interface{ Timeout() bool }
	switch {
	case errors.Is(err, errRefusedTarget):
		return errors.New("refused: the URL resolves to an address that is not public")
	case errors.As(err, &timeoutErr) && timeoutErr.Timeout():
		return fmt.Errorf("no answer within %s", timeout)
	}
	// A *url.Error's text holds the whole URL, which for chat webhooks is
	// a credential: keep only why the request failed.
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	return fmt.Errorf("no answer: %w", err)
}

// body returns what is posted to wh for d: the event in the standard
// format, else the chat message.
func (s *Service) body(wh *Webhook, d *Delivery) ([]byte, error) {
	switch wh.Format {
	case FormatSlack:
		return json.Marshal(struct {
			Text string `json:"text"`
		}{d.Text})
	case FormatDiscord:
		return json.Marshal(struct {
			Content string `json:"content"`
		}{clip(d.Text, 1900)})
	}
	return d.Payload, nil
}

// secrets returns the secrets that sign wh's requests: its own, and the
// one a rotation replaced while it overlaps.
func (s *Service) secrets(wh *Webhook) ([]string, error) {
	cur, err := s.box.Open(purposeSecret, wh.SealedSecret)
	if err != nil {
		return nil, errors.New("the signing secret cannot be opened: was FEEDBACKD_SECRET changed? rotate the secret")
	}
	out := []string{string(cur)}
	if wh.SealedPrevious != "" && wh.PreviousUntil != nil && s.now().Before(*wh.PreviousUntil) {
		if prev, err := s.box.Open(purposeSecret, wh.SealedPrevious); err == nil {
			out = append(out, string(prev))
		}
	}
	return out, nil
}

// TestResult is the outcome of Service.Test.
type TestResult struct {
	Delivered bool
	// ResponseStatus is the receiver's HTTP status, nil without an answer.
	ResponseStatus *int
	// Error says why it failed, "" when delivered.
	Error string
}

// Test sends a webhook.test event to the webhook id of the caller's
// organization now, once, whether or not it is enabled, and returns the
// outcome, which its deliveries log keeps too. A 410 Gone disables it, as
// for any event. It answers the errors of Webhook.
func (s *Service) Test(ctx context.Context, id string) (*TestResult, error) {
	wh, err := s.Webhook(ctx, id)
	if err != nil {
		return nil, err
	}
	at := s.now()
	key := string(EventTest) + ":" + newID()
	payload, err := json.Marshal(Body{Type: EventTest, Timestamp: at, Data: struct {
		WebhookID string `json:"webhookId"`
	}{wh.ID}})
	if err != nil {
		return nil, err
	}
	d := s.newDelivery(wh, EventTest, key, payload, "Test event from feedbackkit: this webhook works.")
	if err := s.store.InsertDelivery(ctx, d); err != nil {
		return nil, err
	}
	failed := s.attempt(ctx, wh, d)
	if failed != nil && d.Status != DeliveryFailed {
		d.Status = DeliveryFailed // a test is not retried
	}
	if err := s.store.UpdateDelivery(ctx, d); err != nil {
		return nil, err
	}
	return &TestResult{Delivered: failed == nil, ResponseStatus: d.ResponseStatus, Error: d.Error}, nil
}

// Deliveries returns one page of the deliveries of the webhook id of the
// caller's organization, newest first. It answers the errors of Webhook
// and VALIDATION_FAILED for a bad page.
func (s *Service) Deliveries(ctx context.Context, id string, page feedbackkit.PageRequest) (feedbackkit.Page[*Delivery], error) {
	page, err := page.Normalize()
	if err != nil {
		return feedbackkit.Page[*Delivery]{}, err
	}
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return feedbackkit.Page[*Delivery]{}, err
	}
	if _, err := s.store.FindWebhook(ctx, p.OrgID, id); err != nil {
		return feedbackkit.Page[*Delivery]{}, err
	}
	list, total, err := s.store.FindDeliveries(ctx, p.OrgID, id, page)
	if err != nil {
		return feedbackkit.Page[*Delivery]{}, err
	}
	return feedbackkit.NewPage(list, total, page), nil
}
