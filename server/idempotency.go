package server

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"mime"
	"net/url"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/idempotency"
	"github.com/feedbackkit/feedbackkit/pages"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// Headers of idempotent submissions.
const (
	// HeaderIdempotencyKey carries the client's key of a submission.
	HeaderIdempotencyKey = "Idempotency-Key"
	// HeaderIdempotentReplayed is "true" on an answer replayed from the
	// first request with the same key.
	HeaderIdempotentReplayed = "Idempotent-Replayed"
)

// challengeField is the field of a submission that carries a challenge's
// solution: left out of the comparison of a repeat's body, as a retry
// solves a new challenge.
const challengeField = "altcha"

// settleTimeout bounds the recording of a request's outcome, which runs
// even when the request's own time is up.
const settleTimeout = 5 * time.Second

// claimLocal keys the idempotency.Claim of a request in c.Locals.
type claimLocal struct{}

// idempotentRoute says how a submission route reads its key, target and
// body for idempotent.
type idempotentRoute struct {
	// name is the idempotency.Request's Route.
	name string
	// describe returns the key of the request ("" for none), its target
	// and the fingerprint of its body, and false when the request is not
	// one to remember (a body the handler refuses as it is: too large, of
	// the wrong type).
	describe func(c *fiber.Ctx) (key, target, fingerprint string, ok bool)
	// resend, set on the respondent pages' routes only, makes the route a
	// page's: its errors are answered as pages instead of the API's error
	// answers, and a post whose key was used with other answers
	// (IDEMPOTENCY_MISMATCH: the respondent went back, changed an answer
	// and sent the same page's form again) gets resend's answer: the page
	// again, with the post's answers, a fresh key and problem, so that
	// nothing written is lost.
	resend func(c *fiber.Ctx, problem string) error
}

// idempotent returns the middleware that makes the submissions of the
// route r safe to retry with the same key, before rate limits: a repeat
// within 24 hours gets the first answer (marked Idempotent-Replayed), a
// repeat while the first runs waits up to 5 s for it, then gets 409
// IN_PROGRESS, and a key reused with another body 422
// IDEMPOTENCY_MISMATCH (on a page, the page again with the post's answers:
// idempotentRoute.resend). The handler creates under reservedID. A success
// (2xx, or a page's 303) is remembered; an answer that stored nothing (4xx)
// forgets the key, so that a corrected request may use it again, unless
// the request took the key over from one that ran past its lease and may
// still store (idempotency.Service.Release then keeps the key and its ID);
// a 5xx, after which the submission may still commit, lets the next repeat
// take the key over at once, creating under the same ID.
func (s *Server) idempotent(r idempotentRoute) fiber.Handler {
	return func(c *fiber.Ctx) error {
		if s.deps.Idempotency == nil {
			return c.Next()
		}
		key, target, fingerprint, ok := r.describe(c)
		if !ok || key == "" {
			return c.Next()
		}
		claim, err := s.deps.Idempotency.Begin(c.UserContext(), idempotency.Request{
			Route: r.name, Target: target, Key: key, Fingerprint: fingerprint,
		})
		if err != nil {
			switch {
			case r.resend != nil && feedbackkit.ErrorCode(err) == feedbackkit.CodeIdempotencyMismatch:
				return r.resend(c, locale(c).ResendBody)
			case r.resend != nil:
				return s.pageError(c, err)
			}
			return err
		}
		if a := claim.Replay; a != nil {
			for k, v := range a.Header {
				c.Set(k, v)
			}
			c.Set(HeaderIdempotentReplayed, "true")
			return c.Status(a.Status).Send(a.Body)
		}
		c.Locals(claimLocal{}, claim)
		if err := c.Next(); err != nil {
			if err := s.HandleError(c, err); err != nil {
				return err
			}
		}
		s.settle(c, claim)
		return nil
	}
}

// settle records the outcome of the request of claim, by its status.
func (s *Server) settle(c *fiber.Ctx, claim *idempotency.Claim) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(c.UserContext()), settleTimeout)
	defer cancel()
	status := c.Response().StatusCode()
	var err error
	switch {
	case status < 400:
		a := idempotency.Answer{Status: status, Header: map[string]string{},
			Body: bytes.Clone(c.Response().Body())}
		for _, h := range []string{fiber.HeaderContentType, fiber.HeaderLocation} {
			if v := c.GetRespHeader(h); v != "" {
				a.Header[h] = v
			}
		}
		err = s.deps.Idempotency.Complete(ctx, claim, a)
	case status >= 500 || status == statusClientClosedRequest:
		// The request failed in a way that may still have created what it
		// creates: a cancelled request may have been cancelled during its
		// COMMIT, which the database kept.
		err = s.deps.Idempotency.Abandon(ctx, claim)
	default:
		err = s.deps.Idempotency.Release(ctx, claim)
	}
	if err != nil {
		s.log.WarnContext(c.UserContext(), "idempotency: recording the outcome of a submission failed; a repeat waits for its claim to expire",
			slog.String("request_id", requestID(c)), slog.Int("status", status), slog.Any("error", err))
	}
}

// reservedID returns the ID reserved for what the request creates, "" when
// it came without a key.
func reservedID(c *fiber.Ctx) string {
	if claim, ok := c.Locals(claimLocal{}).(*idempotency.Claim); ok {
		return claim.ResourceID
	}
	return ""
}

// jsonSubmission describes a JSON submission for idempotent: the key from
// the Idempotency-Key header, the target from target (given the body's
// fields, nil when the body is not a JSON object), and the fingerprint of
// the body without its challenge solution, in a canonical form (keys
// sorted, no spaces).
func (s *Server) jsonSubmission(target func(c *fiber.Ctx, fields map[string]any) string) func(c *fiber.Ctx) (string, string, string, bool) {
	return func(c *fiber.Ctx) (string, string, string, bool) {
		key := c.Get(HeaderIdempotencyKey)
		body := c.Request().Body()
		if key == "" || len(body) > s.cfg.JSONBodyLimit {
			return key, "", "", false
		}
		var fields map[string]any
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.UseNumber()
		if dec.Decode(&fields) == nil && !dec.More() {
			delete(fields, challengeField)
			if canonical, err := json.Marshal(fields); err == nil {
				body = canonical
			}
		}
		return key, target(c, fields), fingerprint(body), true
	}
}

// roomTarget is the target of a room submission: the room its
// instructorId and eventType name, in whatever case they are typed
// (rooms.PublicKey).
func roomTarget(_ *fiber.Ctx, fields map[string]any) string {
	instructorID, _ := fields["instructorId"].(string)
	eventType, _ := fields["eventType"].(string)
	return rooms.PublicKey(instructorID, eventType)
}

// pageSubmission describes the form post of a respondent page for
// idempotent: the key from the field idempotencyKey, the target from
// target, and the fingerprint of the fields other than the key and a
// challenge solution.
func (s *Server) pageSubmission(target func(c *fiber.Ctx) string) func(c *fiber.Ctx) (string, string, string, bool) {
	return func(c *fiber.Ctx) (string, string, string, bool) {
		mt, _, err := mime.ParseMediaType(c.Get(fiber.HeaderContentType))
		if err != nil || mt != fiber.MIMEApplicationForm || len(c.Request().Body()) > s.cfg.JSONBodyLimit {
			return "", "", "", false
		}
		values, err := url.ParseQuery(string(c.Request().Body()))
		if err != nil {
			return "", "", "", false
		}
		key := values.Get(pages.FieldIdempotencyKey)
		values.Del(pages.FieldIdempotencyKey)
		values.Del(challengeField)
		return key, target(c), fingerprint([]byte(values.Encode())), true
	}
}

// fingerprint is the hash of a canonical body.
func fingerprint(body []byte) string {
	sum := sha256.Sum256(body)
	return hex.EncodeToString(sum[:])
}

// slugTarget is the target of a form submission: the form's slug.
func slugTarget(c *fiber.Ctx, _ map[string]any) string { return c.Params("slug") }
