// Package idempotency makes the retries of a request harmless: a client
// sends a key with a request that creates something (a submission), and a
// repeat of the request with the same key, within Retention, gets the
// first request's answer instead of creating it again.
//
// A Service keeps one Record per key in a Store that every instance of the
// service shares (the BunStore, in the database). Begin claims the key and
// reserves the ID of what the request will create; the caller creates it
// under that ID, then Completes the claim with its answer, or Releases it
// when nothing was created, or Abandons it when it does not know (the
// database did not answer in time). A repeat finds the answer and replays
// it; it waits for a claim still running (Config.Wait), then fails with
// IN_PROGRESS; and it takes over a claim whose lease expired (its process
// died, or it was Abandoned), creating under the same reserved ID. As
// creating something twice under one ID fails, and the creator then
// returns what exists, nothing is created twice, even when the first
// request committed after its client was told it failed.
//
// That holds only while the record keeps its ResourceID for as long as any
// request that ran under it may still create: a request that ran past its
// lease goes on, and may commit and Complete after a repeat took its key
// over. So a claim that took a key over never forgets it: its Release
// Abandons it instead (the repeat was refused, by a rate limit say, but
// the request it took over from may still create), and the next repeat
// takes it over under the same ID, or replays the answer the first gives
// when it completes. Only the claim that first inserted the record, while
// it still owns it (no repeat took it over), forgets the key on Release,
// as nothing ran under its ID but its own request. Making Complete an
// upsert that recreates a forgotten record would not do: a repeat between
// the forgetting and the upsert claims the key anew, under a new ID, and
// creates a second time.
package idempotency

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// Defaults of Config, and the retention of records.
const (
	// DefaultWait is how long a repeat waits for the request that holds
	// its key before it fails with IN_PROGRESS.
	DefaultWait = 5 * time.Second
	// DefaultLease is how long a claim stays with a request that neither
	// completes nor gives it up (its process died) before a repeat may take
	// it over. A request that runs longer than that may see a repeat run
	// beside it: harmless, as both create under the same ID, but work
	// done twice.
	DefaultLease = 15 * time.Second
	// Retention is how long a key is remembered: a repeat after it runs
	// as a new request. PurgeInterval later at most, the record is
	// deleted.
	Retention = 24 * time.Hour
	// PurgeInterval is how often the idempotency.purge job runs.
	PurgeInterval = time.Hour
	// MaxKeyLength is the longest key.
	MaxKeyLength = 255
)

// pollInterval is how often a repeat looks whether the request that holds
// its key is done.
const pollInterval = 50 * time.Millisecond

// Request is a request sent with a key.
type Request struct {
	// Route names what the request does ("feedback", "widget", ...): keys
	// of different routes never meet.
	Route string
	// Target is what the request acts on (a room, a form): keys of
	// different targets never meet either.
	Target string
	// Key is the client's key: 1 to MaxKeyLength printable ASCII
	// characters (ValidKey).
	Key string
	// Fingerprint identifies the request's body (a hash of it, in a form
	// that ignores what must not count, such as a challenge's solution): a
	// repeat with another fingerprint is refused.
	Fingerprint string
}

// Answer is what a request answered: replayed to its repeats.
type Answer struct {
	Status int
	// Header holds the headers to replay (Content-Type, Location).
	Header map[string]string
	Body   []byte
}

// Claim is the outcome of Begin: either an answer to replay, or the right
// to run the request, creating what it creates under ResourceID.
type Claim struct {
	// Replay, when set, is the first request's answer: give it, and run
	// nothing.
	Replay *Answer
	// ResourceID is the ID reserved for what the request creates. A
	// request that takes over an abandoned claim gets the ID of the first,
	// which may have created it already.
	ResourceID string

	id       string // the record
	owner    string // this claim's owner token
	tookOver bool   // taken over from a request that may still create
}

// ValidKey reports whether key is a key: 1 to MaxKeyLength printable ASCII
// characters.
func ValidKey(key string) bool {
	if key == "" || len(key) > MaxKeyLength {
		return false
	}
	for i := 0; i < len(key); i++ {
		if key[i] < 0x20 || key[i] > 0x7e {
			return false
		}
	}
	return true
}

// recordID identifies the key of r within its route and target.
func recordID(r Request) string {
	h := sha256.New()
	for _, part := range []string{r.Route, r.Target, r.Key} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Begin claims the key of r. It returns a Claim to replay when a request
// with the key completed within Retention, and a Claim to run otherwise:
// the key is new, or its request was Released, or its lease expired.
// While another request holds the key, Begin waits for it up to
// Config.Wait. It returns VALIDATION_FAILED for a key that is not ValidKey,
// IDEMPOTENCY_MISMATCH when the key was used with another fingerprint,
// IN_PROGRESS when the request holding the key is still running after the
// wait, and the store's errors.
func (s *Service) Begin(ctx context.Context, r Request) (*Claim, error) {
	if !ValidKey(r.Key) {
		return nil, feedbackkit.Invalid("Idempotency-Key", "must be 1 to 255 printable ASCII characters")
	}
	id := recordID(r)
	deadline := time.Now().Add(s.cfg.Wait)
	for {
		now := s.now()
		rec := &Record{ID: id, Route: r.Route, Fingerprint: r.Fingerprint, ResourceID: s.cfg.NewID(),
			Owner: newOwner(), LeaseUntil: now.Add(s.cfg.Lease), CreatedAt: now}
		inserted, err := s.store.Insert(ctx, rec)
		if err != nil {
			return nil, err
		}
		if inserted {
			return &Claim{ResourceID: rec.ResourceID, id: id, owner: rec.Owner}, nil
		}
		old, err := s.store.Find(ctx, id)
		switch {
		case feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound:
			continue // released meanwhile: claim it
		case err != nil:
			return nil, err
		case old.CreatedAt.Before(now.Add(-Retention)):
			if _, err := s.store.DeleteCreatedBefore(ctx, now.Add(-Retention)); err != nil {
				return nil, err
			}
			continue // forgotten: claim it anew
		case old.Fingerprint != r.Fingerprint:
			return nil, feedbackkit.Errorf(feedbackkit.CodeIdempotencyMismatch,
				"this Idempotency-Key was used with another request body")
		case old.Answer != nil:
			return &Claim{Replay: old.Answer}, nil
		case !now.Before(old.LeaseUntil):
			owner := newOwner()
			ok, err := s.store.TakeOver(ctx, id, old.Owner, owner, now.Add(s.cfg.Lease))
			if err != nil {
				return nil, err
			}
			if ok {
				return &Claim{ResourceID: old.ResourceID, id: id, owner: owner, tookOver: true}, nil
			}
			continue // another repeat took it over first
		}
		if !time.Now().Before(deadline) {
			return nil, feedbackkit.Errorf(feedbackkit.CodeInProgress,
				"a request with this Idempotency-Key is still in progress; retry later")
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(min(pollInterval, time.Until(deadline))):
		}
	}
}

// Complete records a, the answer of the request of c, for its repeats.
// Whichever of several requests that ran c's key completes first gives the
// answer: they created the same resource.
func (s *Service) Complete(ctx context.Context, c *Claim, a Answer) error {
	return s.store.Complete(ctx, c.id, a)
}

// Release gives up the claim c, whose request created nothing. When c is
// the key's first claim, Release forgets the key: a repeat runs as a new
// request, under a new ID. When c took the key over, the request it took
// it from may still create under c's ResourceID (it ran past its lease,
// and runs on): Release then Abandons c, keeping the key, and the next
// repeat takes it over under the same ID, or replays that request's answer
// once it completes. A claim that no longer owns its key releases nothing.
func (s *Service) Release(ctx context.Context, c *Claim) error {
	if c.tookOver {
		return s.Abandon(ctx, c)
	}
	return s.store.Delete(ctx, c.id, c.owner)
}

// Abandon gives the claim c up without an outcome (the request failed in
// a way that may still create what it creates, such as a database that did
// not answer in time): the next repeat takes it over at once, under the
// same ResourceID.
func (s *Service) Abandon(ctx context.Context, c *Claim) error {
	return s.store.Expire(ctx, c.id, c.owner, s.now())
}

// Purge deletes the records older than Retention and returns how many it
// deleted. AddPeriodicJobs runs it every PurgeInterval; a program without
// the job client calls it on its own schedule.
func (s *Service) Purge(ctx context.Context) (int, error) {
	return s.store.DeleteCreatedBefore(ctx, s.now().Add(-Retention))
}

// Forget deletes the records of the keys whose requests created the
// resources ids, in the transaction ctx carries: their answers hold what
// was created (a submission's text), which must go when it is deleted.
// A repeat of such a request after it runs as a new request. Deleting
// feedback items or form responses calls it (the app adds it as a
// feedback.DeleteHook and a forms.ResponseDeleteHook, whose shape it has:
// the organization is not needed, resource ids being unique).
func (s *Service) Forget(ctx context.Context, _ string, ids []string) error {
	return s.store.DeleteResources(ctx, ids)
}

// newOwner returns a new owner token.
func newOwner() string { return rand.Text() }

// PurgeArgs is the River job of Purge.
type PurgeArgs struct{}

// Kind implements river.JobArgs.
func (PurgeArgs) Kind() string { return "idempotency.purge" }

// AddWorkers registers the worker of the idempotency.purge job.
func (s *Service) AddWorkers(workers *river.Workers) {
	jobs.AddPurge[PurgeArgs](workers, s.Purge)
}

// AddPeriodicJobs adds idempotency.purge to periodic (the job client's
// PeriodicJobs), when the client starts and every PurgeInterval.
func (s *Service) AddPeriodicJobs(periodic *river.PeriodicJobBundle) {
	jobs.Every(periodic, PurgeInterval, PurgeArgs{})
}
