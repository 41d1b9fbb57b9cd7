package server

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
)

// RateLimit is a budget of requests: at most Max in each Window, counted
// from the first request of the window. A negative Max turns the limit off;
// a zero RateLimit in RateLimits gets the default.
type RateLimit struct {
	Max    int
	Window time.Duration
}

// off reports whether l admits every request.
func (l RateLimit) off() bool { return l.Max < 0 }

// String formats l as ParseRateLimits reads it: "10/15m0s", or "off".
func (l RateLimit) String() string {
	if l.off() {
		return "off"
	}
	return strconv.Itoa(l.Max) + "/" + l.Window.String()
}

// RateLimits are the configurable limits of the endpoints (the table of
// docs/api.md#rate-limits): zero fields get the defaults of
// DefaultRateLimits. (The limits of the public invitation and waitlist
// endpoints are fixed.) Above a limit the endpoint
// answers 429 RATE_LIMITED with Retry-After, except ResetEmails, whose
// requests are answered as usual without sending another email.
type RateLimits struct {
	// Login counts POST /api/auth/login (and the dashboard's sign-in) per
	// client IP and email.
	Login RateLimit
	// LoginIP counts POST /api/auth/login per client IP, whatever the email.
	LoginIP RateLimit
	// LoginAccount counts POST /api/auth/login per email, whatever the
	// client IP, and, in a count of their own per user, the password
	// changes (PUT /api/user/password and the dashboard's), which check the
	// current password: it bounds the guesses of one password from many
	// addresses or a stolen session, and is generous enough that a
	// stranger cannot easily keep the account's owner out with it.
	LoginAccount RateLimit
	// ForgotPassword counts POST /api/auth/forgot-password per client IP.
	ForgotPassword RateLimit
	// ResetPassword counts POST /api/auth/reset-password (and the
	// dashboard's reset form) per client IP.
	ResetPassword RateLimit
	// ResetEmails counts POST /api/auth/forgot-password per email address:
	// above it, no reset email is sent, and the answer stays the same 200.
	ResetEmails RateLimit
	// Submit counts POST /api/feedback/submit per client IP.
	Submit RateLimit
	// RequestUpgrade counts POST /api/organization/request-upgrade per
	// client IP.
	RequestUpgrade RateLimit
	// FormSubmit counts POST /api/forms/public/:slug/submit (and the form
	// page's posts) per client IP.
	FormSubmit RateLimit
	// WidgetSubmit counts POST /api/widget/submit per client IP.
	WidgetSubmit RateLimit
	// Challenge counts GET /api/public/challenge per client IP.
	Challenge RateLimit
	// Subdomain counts GET /api/organization/subdomain/:subdomain per
	// client IP: organizations are found by a guessable name.
	Subdomain RateLimit
	// PublicRead counts the reads of rooms, forms and pages that anonymous
	// respondents make (the respondent pages, their public API and the
	// dashboard's sign-in pages) per client IP: generous, for a lecture
	// hall behind one address.
	PublicRead RateLimit
	// Uploads counts GET /uploads/{key}, the uploaded images (logos,
	// profile pictures, the images of forms), per client IP: a budget of
	// their own, larger than PublicRead's, so that the images of a page (a
	// form may show dozens) never use up the reads of the pages.
	Uploads RateLimit
	// APIKey counts the requests made with one API key, whatever the
	// route and client IP.
	APIKey RateLimit
	// APIKeyFailures counts the failed API key authentications (an
	// unknown, revoked or expired key) per client IP: once Max have
	// failed in the window, every request with a key from that client is
	// refused before its key is looked up, until the window ends. Keys
	// that work never count.
	APIKeyFailures RateLimit
}

// DefaultRateLimits are the limits of a zero RateLimits.
var DefaultRateLimits = RateLimits{
	Login:          RateLimit{Max: 10, Window: 15 * time.Minute},
	LoginIP:        RateLimit{Max: 100, Window: 15 * time.Minute},
	LoginAccount:   RateLimit{Max: 50, Window: 15 * time.Minute},
	ForgotPassword: RateLimit{Max: 10, Window: time.Hour},
	ResetPassword:  RateLimit{Max: 10, Window: 15 * time.Minute},
	ResetEmails:    RateLimit{Max: 3, Window: time.Hour},
	Submit:         RateLimit{Max: 60, Window: time.Minute},
	RequestUpgrade: RateLimit{Max: 10, Window: time.Hour},
	FormSubmit:     RateLimit{Max: 10, Window: 15 * time.Minute},
	WidgetSubmit:   RateLimit{Max: 10, Window: 15 * time.Minute},
	Challenge:      RateLimit{Max: 600, Window: 15 * time.Minute},
	Subdomain:      RateLimit{Max: 100, Window: 15 * time.Minute},
	PublicRead:     RateLimit{Max: 3000, Window: 15 * time.Minute},
	Uploads:        RateLimit{Max: 10000, Window: 15 * time.Minute},
	APIKey:         RateLimit{Max: 600, Window: time.Minute},
	APIKeyFailures: RateLimit{Max: 100, Window: 15 * time.Minute},
}

// rateLimitNames names the fields of RateLimits for ParseRateLimits.
var rateLimitNames = []struct {
	name  string
	field func(*RateLimits) *RateLimit
}{
	{"login", func(r *RateLimits) *RateLimit { return &r.Login }},
	{"login-ip", func(r *RateLimits) *RateLimit { return &r.LoginIP }},
	{"login-account", func(r *RateLimits) *RateLimit { return &r.LoginAccount }},
	{"forgot-password", func(r *RateLimits) *RateLimit { return &r.ForgotPassword }},
	{"reset-password", func(r *RateLimits) *RateLimit { return &r.ResetPassword }},
	{"reset-emails", func(r *RateLimits) *RateLimit { return &r.ResetEmails }},
	{"submit", func(r *RateLimits) *RateLimit { return &r.Submit }},
	{"request-upgrade", func(r *RateLimits) *RateLimit { return &r.RequestUpgrade }},
	{"form-submit", func(r *RateLimits) *RateLimit { return &r.FormSubmit }},
	{"widget-submit", func(r *RateLimits) *RateLimit { return &r.WidgetSubmit }},
	{"challenge", func(r *RateLimits) *RateLimit { return &r.Challenge }},
	{"subdomain", func(r *RateLimits) *RateLimit { return &r.Subdomain }},
	{"public-read", func(r *RateLimits) *RateLimit { return &r.PublicRead }},
	{"uploads", func(r *RateLimits) *RateLimit { return &r.Uploads }},
	{"api-key", func(r *RateLimits) *RateLimit { return &r.APIKey }},
	{"api-key-failures", func(r *RateLimits) *RateLimit { return &r.APIKeyFailures }},
}

// rateLimitNameList returns the names of rateLimitNames.
func rateLimitNameList() []string {
	names := make([]string, len(rateLimitNames))
	for i, n := range rateLimitNames {
		names[i] = n.name
	}
	return names
}

// withDefaults returns r with its zero fields set from DefaultRateLimits.
func (r RateLimits) withDefaults() RateLimits {
	def := DefaultRateLimits
	for _, n := range rateLimitNames {
		if l := n.field(&r); *l == (RateLimit{}) {
			*l = *n.field(&def)
		}
	}
	return r
}

// ParseRateLimits reads limits written as comma-separated NAME=MAX/WINDOW
// entries ("login=5/15m,submit=off"): NAME is one of login, login-ip,
// login-account, forgot-password, reset-password, reset-emails, submit,
// request-upgrade, form-submit, widget-submit, challenge, subdomain,
// public-read, uploads, api-key and api-key-failures, MAX a positive
// count, WINDOW a Go duration, and "off" turns a limit off. Names not
// given keep their defaults.
func ParseRateLimits(spec string) (RateLimits, error) {
	var r RateLimits
	for _, entry := range strings.Split(spec, ",") {
		entry = strings.TrimSpace(entry)
		if entry == "" {
			continue
		}
		name, value, ok := strings.Cut(entry, "=")
		var l *RateLimit
		for _, n := range rateLimitNames {
			if n.name == strings.TrimSpace(name) {
				l = n.field(&r)
			}
		}
		if !ok || l == nil {
			return r, fmt.Errorf("server: rate limit %q: want NAME=MAX/WINDOW with NAME one of %s", entry, strings.Join(rateLimitNameList(), ", "))
		}
		value = strings.TrimSpace(value)
		if value == "off" {
			*l = RateLimit{Max: -1}
			continue
		}
		maxText, windowText, _ := strings.Cut(value, "/")
		n, err := strconv.Atoi(maxText)
		window, werr := time.ParseDuration(windowText)
		if err != nil || werr != nil || n <= 0 || window <= 0 {
			return r, fmt.Errorf("server: rate limit %q: want MAX/WINDOW such as 10/15m, or off", entry)
		}
		*l = RateLimit{Max: n, Window: window}
	}
	return r, nil
}

// take counts one request against the limit l of name for key (a client
// IP, an email, ...): nil within the limit, the 429 RATE_LIMITED answer
// (rateLimited, Retry-After set on c) above it, and 503 UNAVAILABLE when
// the shared storage did not count it in time (see takeUpTo).
func (s *Server) take(c *fiber.Ctx, name, key string, l RateLimit) error {
	ok, retry, err := s.takeUpTo(name, key, l, nil)
	if err != nil {
		return err
	}
	if !ok {
		return rateLimited(c, retry)
	}
	return nil
}

// takeUpTo counts one request against the limit l of name for key and
// reports whether it is within the limit and, when not, how long until the
// window ends. A request over l.Max is still admitted while the count stays
// within raised() (when raised is not nil; it is only called then).
// Counters are fixed windows that start with their first request, kept in
// the Server's rate-limit storage under "ratelimit:" + name + ":" + key
// (see Config.RateLimitStorage and RateCounter for how exact they are).
// The error is 503 UNAVAILABLE when a shared storage that is slow did not
// count the request in time: it is refused rather than counted by this
// Server alone (sharedCounter).
func (s *Server) takeUpTo(name, key string, l RateLimit, raised func() int) (ok bool, retryAfter time.Duration, err error) {
	if l.off() {
		return true, 0, nil
	}
	now := s.now()
	w, err := s.limits.count(counterKey(name, key), l.Window, now)
	if err != nil {
		return false, 0, err
	}
	if w.hits <= l.Max || (raised != nil && w.hits <= raised()) {
		return true, 0, nil
	}
	return false, w.reset.Sub(now), nil
}

// reached reports, without counting a request, whether the limit l of
// name for key has counted its Max in the running window (the next
// request counted would be over it) and, when it has, how long until the
// window ends: for refusing a request before the work that it would count
// (see apiKeyAuth). The error is 503 UNAVAILABLE when a shared storage
// that is slow did not answer in time, as takeUpTo's.
func (s *Server) reached(name, key string, l RateLimit) (full bool, retryAfter time.Duration, err error) {
	if l.off() {
		return false, 0, nil
	}
	now := s.now()
	w, err := s.limits.peek(counterKey(name, key), now)
	if err != nil || w.hits < l.Max {
		return false, 0, err
	}
	return true, w.reset.Sub(now), nil
}

// counterKey is the key of the counter of the limit name for key in the
// Server's rate-limit storage.
func counterKey(name, key string) string { return "ratelimit:" + name + ":" + key }

// submissionTarget returns the organization of the room or form a
// submission goes to, and whether it requires a proof of work; an error
// when there is none.
type submissionTarget func(c *fiber.Ctx) (orgID string, requireChallenge bool, err error)

// takeSubmission counts a submission against the limit l of name per
// client IP, as take does. Above l, a submission to a room or form that
// requires a proof of work (target) is still admitted while the count
// stays within its organization's raised limit (the settings'
// spamProtection.challengeSubmitLimit): each of those submissions costs
// its sender a solved challenge. The target is only looked up above l.
func (s *Server) takeSubmission(c *fiber.Ctx, name string, l RateLimit, target submissionTarget) (ok bool, retryAfter time.Duration, err error) {
	return s.takeUpTo(name, s.limitKey(c), l, func() int { return s.raisedLimit(c, target) })
}

// raisedLimit returns the raised submission limit of the target of c, 0
// when it has none (it does not require a proof of work, or it cannot be
// found: the submission then gets the usual answer to being over the
// limit).
func (s *Server) raisedLimit(c *fiber.Ctx, target submissionTarget) int {
	orgID, guarded, err := target(c)
	if err != nil || !guarded {
		return 0
	}
	n, err := s.deps.Orgs.ChallengeSubmitLimit(c.UserContext(), orgID)
	if err != nil {
		return 0
	}
	return n
}

// limitSubmission returns the handler that admits submissions within the
// limit l of name, raised for guarded targets (takeSubmission), and
// answers 429 RATE_LIMITED with Retry-After above it.
func (s *Server) limitSubmission(name string, l RateLimit, target submissionTarget) fiber.Handler {
	return func(c *fiber.Ctx) error {
		ok, retry, err := s.takeSubmission(c, name, l, target)
		if err != nil {
			return err
		}
		if !ok {
			return rateLimited(c, retry)
		}
		return c.Next()
	}
}

// formTarget is the submissionTarget of a form's submission: the form of
// the path's :slug.
func (s *Server) formTarget(c *fiber.Ctx) (string, bool, error) {
	f, err := s.deps.Forms.PublicForm(c.UserContext(), c.Params("slug"))
	if err != nil {
		return "", false, err
	}
	return f.OrgID, f.RequireChallenge, nil
}

// roomTargetOf returns the submissionTarget of the room instructorID and
// eventName name.
func (s *Server) roomTargetOf(c *fiber.Ctx, instructorID, name string) (string, bool, error) {
	r, err := s.deps.Rooms.PublicRoom(c.UserContext(), instructorID, name)
	if err != nil {
		return "", false, err
	}
	return r.OrgID, r.RequireChallenge, nil
}

// jsonRoomTarget is the submissionTarget of POST /api/feedback/submit and
// /api/widget/submit: the room of the body's instructorId and eventType.
func (s *Server) jsonRoomTarget(c *fiber.Ctx) (string, bool, error) {
	var body submissionBody
	if err := decodeJSON(c, &body); err != nil {
		return "", false, err
	}
	return s.roomTargetOf(c, body.InstructorID, body.EventType)
}

// pageRoomTarget is the submissionTarget of a room page's post: the room
// of the path.
func (s *Server) pageRoomTarget(c *fiber.Ctx) (string, bool, error) {
	instructorID, name, err := publicRoomParams(c)
	if err != nil {
		return "", false, err
	}
	return s.roomTargetOf(c, instructorID, name)
}

// rateLimited is the 429 RATE_LIMITED answer, with Retry-After set on c
// (setRetryAfter).
func rateLimited(c *fiber.Ctx, retryAfter time.Duration) error {
	secs := setRetryAfter(c, retryAfter)
	return feedbackkit.Errorf(feedbackkit.CodeRateLimited, "too many requests, retry in %d seconds", secs)
}

// setRetryAfter sets the Retry-After header of c to retryAfter rounded up
// to whole seconds (at least 1), and returns them.
func setRetryAfter(c *fiber.Ctx, retryAfter time.Duration) int {
	secs := max(1, int((retryAfter+time.Second-1)/time.Second))
	c.Set(fiber.HeaderRetryAfter, strconv.Itoa(secs))
	return secs
}

// rateLimit is limit with the fixed limit of max requests per window.
func (s *Server) rateLimit(name string, max int, window time.Duration) fiber.Handler {
	return s.limit(name, RateLimit{Max: max, Window: window})
}

// limit returns a handler that counts each request against the limit l of
// name per client (limitKey), as take does, and passes those within it on
// to the routes it guards: give each limited endpoint its own name
// ("waitlist", "widget-submit", ...), or routes that share a budget the
// same one (publicRead). Above the limit it answers 429 RATE_LIMITED with a
// Retry-After header (in seconds).
func (s *Server) limit(name string, l RateLimit) fiber.Handler {
	return func(c *fiber.Ctx) error {
		if err := s.take(c, name, s.limitKey(c), l); err != nil {
			return err
		}
		return c.Next()
	}
}

// publicReadLimit names the limit of the reads anonymous respondents make
// (RateLimits.PublicRead), which publicRead and pageRead share.
const publicReadLimit = "public-read"

// publicRead returns the limit of the reads anonymous respondents make
// (RateLimits.PublicRead), per client.
func (s *Server) publicRead() fiber.Handler {
	return s.limit(publicReadLimit, s.cfg.RateLimits.PublicRead)
}
