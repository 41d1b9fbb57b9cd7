package server

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/feedback"
)

// feedbackRoutes registers the feedback endpoints (tag feedback of the
// OpenAPI document), the widget submission and
// POST /api/settings/test-serious-concern.
//
// The literal paths (paginated, trends, wordcloud, reasoning,
// serious-concerns, flagged-feedback) have no parameter in their position,
// and the :id routes have a literal suffix (resolve, unresolve), so the two
// never collide.
func (s *Server) feedbackRoutes(api fiber.Router) {
	auth := s.Authenticate
	admin := s.RequireRole(feedbackkit.RoleAdmin)
	keyRead, keyWrite := s.keyScope(apikeys.ScopeRead), s.keyScope(apikeys.ScopeWrite)
	api.Post("/feedback/submit", respondent, keyWrite, s.idempotent(idempotentRoute{name: "feedback", describe: s.jsonSubmission(roomTarget)}),
		s.limitSubmission("submit", s.cfg.RateLimits.Submit, s.jsonRoomTarget), s.submitFeedback)
	api.Use("/widget", widgetCORS())
	api.Post("/widget/submit", respondent, keyWrite, s.idempotent(idempotentRoute{name: "widget", describe: s.jsonSubmission(roomTarget)}),
		s.limitSubmission("widget-submit", s.cfg.RateLimits.WidgetSubmit, s.jsonRoomTarget), s.submitWidgetFeedback)

	api.Get("/feedback/paginated", keyRead, auth, s.listFeedback)
	api.Get("/feedback/trends", keyRead, auth, s.feedbackTrends)
	api.Get("/feedback/wordcloud", keyRead, auth, s.feedbackWordCloud)
	api.Get("/feedback/reasoning/:feedbackId", keyRead, auth, s.feedbackReasoning)
	api.Delete("/feedback", keyWrite, auth, admin, s.deleteFeedback)
	api.Get("/feedback/serious-concerns", keyRead, auth, s.listSeriousConcerns)
	api.Get("/feedback/serious-concerns/unresolved-count", keyRead, auth, s.unresolvedConcernCount)
	api.Get("/feedback/flagged-feedback", keyRead, auth, admin, s.listFlaggedFeedback)
	api.Post("/feedback/:id/resolve", keyWrite, auth, s.resolveConcern)
	api.Post("/feedback/:id/unresolve", keyWrite, auth, s.unresolveConcern)
	api.Post("/settings/test-serious-concern", keyWrite, auth, admin, s.testSeriousConcern)
}

// submittedFeedbackJSON is the answer to a submission: what the respondent
// sent, as stored. The analysis is not shown to the public.
type submittedFeedbackJSON struct {
	ID           string    `json:"_id"`
	Feedback     string    `json:"feedback"`
	Sentiment    string    `json:"sentiment"`
	EventType    string    `json:"eventType"`
	InstructorID string    `json:"instructorId"`
	Tags         []string  `json:"tags"`
	CreatedAt    time.Time `json:"createdAt"`
}

// feedbackItemJSON is a feedback item as the authenticated endpoints show
// it (feedback.ItemView), its serious concern with the concern's ticket in
// the issue tracker when it has one (withTickets).
type feedbackItemJSON struct {
	feedback.ItemView
	SeriousConcern *seriousConcernJSON `json:"seriousConcern,omitempty"`
}

type seriousConcernJSON struct {
	feedback.ConcernView
	// Ticket is the concern's ticket in the issue tracker, when it has one.
	Ticket *itemTicketJSON `json:"ticket,omitempty"`
}

func feedbackItem(it *feedback.Item) feedbackItemJSON {
	j := feedbackItemJSON{ItemView: it.View()}
	if c := j.ItemView.SeriousConcern; c != nil {
		j.SeriousConcern = &seriousConcernJSON{ConcernView: *c}
	}
	return j
}

func feedbackPage(p feedbackkit.Page[*feedback.Item]) feedbackkit.Page[feedbackItemJSON] {
	items := make([]feedbackItemJSON, len(p.Data))
	for i, it := range p.Data {
		items[i] = feedbackItem(it)
	}
	return feedbackkit.Page[feedbackItemJSON]{Data: items, Total: p.Total, Page: p.Page, Limit: p.Limit, TotalPages: p.TotalPages,
		TotalCapped: p.TotalCapped}
}

// optionalString is nil for "", so that JSON shows null.
func optionalString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// submissionBody is the body of both submission endpoints.
type submissionBody struct {
	InstructorID string   `json:"instructorId"`
	EventType    string   `json:"eventType"`
	Feedback     string   `json:"feedback"`
	Sentiment    string   `json:"sentiment"`
	Tags         []string `json:"tags"`
	PageURL      string   `json:"pageUrl"` // widget only
	// Website is the widget's honeypot (pages.FieldHoneypot).
	Website string `json:"website"`
	// Altcha is the solution of a proof-of-work challenge, for a room
	// that requires one.
	Altcha string `json:"altcha"`
}

func (s *Server) submitFeedback(c *fiber.Ctx) error {
	return s.submit(c, feedback.SourceRoom)
}

func (s *Server) submitWidgetFeedback(c *fiber.Ctx) error {
	return s.submit(c, feedback.SourceWidget)
}

func (s *Server) submit(c *fiber.Ctx, source string) error {
	var body submissionBody
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	sub := feedback.Submission{
		InstructorID: body.InstructorID,
		EventType:    body.EventType,
		Text:         body.Feedback,
		Sentiment:    body.Sentiment,
		Tags:         body.Tags,
		Source:       source,
		ID:           reservedID(c),
		Solution:     body.Altcha,
	}
	submit := s.deps.Feedback.Submit
	if source == feedback.SourceWidget {
		sub.PageURL = body.PageURL
		if body.Website != "" {
			submit = s.deps.Feedback.Trap // a program's: answered alike, kept nowhere
		}
	}
	it, err := submit(c.UserContext(), sub)
	if err != nil {
		return err
	}
	return c.Status(fiber.StatusCreated).JSON(submittedFeedbackJSON{
		ID:           it.ID,
		Feedback:     it.Text,
		Sentiment:    string(it.Sentiment),
		EventType:    it.EventType,
		InstructorID: it.InstructorID,
		Tags:         it.Tags,
		CreatedAt:    it.CreatedAt.UTC(),
	})
}

// feedbackPageQuery reads the page and limit query parameters: absent means
// the default; anything but a whole number of at least 1 is
// VALIDATION_FAILED. A number too large for an int is the largest int (see
// countQuery): the limit is then clamped as any limit above
// feedbackkit.MaxPageLimit, and the page is past the end of every list.
func feedbackPageQuery(c *fiber.Ctx) (feedbackkit.PageRequest, error) {
	var r feedbackkit.PageRequest
	for _, p := range []struct {
		name, msg string
		dst       *int
	}{
		{"page", "must be a whole number of at least 1", &r.Page},
		{"limit", fmt.Sprintf("must be a whole number of at least 1 (at most %d are returned)", feedbackkit.MaxPageLimit), &r.Limit},
	} {
		raw := c.Query(p.name)
		if raw == "" {
			continue
		}
		n, ok := countQuery(raw)
		if !ok {
			return r, feedbackkit.Invalid(p.name, p.msg)
		}
		*p.dst = n
	}
	return r, nil
}

// countQuery reads raw, the value of a page or limit query parameter, as a
// whole number of at least 1, with ok false for anything else. Digits
// beyond math.MaxInt give math.MaxInt: such a number is as valid as a
// smaller one, only larger than any page or limit the Server serves, which
// it clamps or answers as past the end.
func countQuery(raw string) (n int, ok bool) {
	n, err := strconv.Atoi(raw)
	if errors.Is(err, strconv.ErrRange) && strings.Trim(strings.TrimPrefix(raw, "+"), "0123456789") == "" {
		return math.MaxInt, true
	}
	return n, err == nil && n >= 1
}

// feedbackDateQuery reads a date query parameter: an RFC 3339 timestamp
// (a timestamp without zone is UTC) or a date (YYYY-MM-DD, midnight UTC;
// as an end date, the end of that day). Absent gives nil.
func feedbackDateQuery(c *fiber.Ctx, name string, end bool) (*time.Time, error) {
	raw := c.Query(name)
	if raw == "" {
		return nil, nil
	}
	t, ok := parseISODate(raw, end)
	if !ok {
		return nil, feedbackkit.Invalid(name, "must be an ISO 8601 date (YYYY-MM-DD) or timestamp")
	}
	if err := feedbackkit.CheckTime(name, &t); err != nil {
		return nil, err
	}
	return &t, nil
}

// parseISODate parses a date (then, for an end of range, the last instant
// of that day) or a timestamp, in UTC.
func parseISODate(raw string, end bool) (time.Time, bool) {
	if t, err := time.Parse(time.DateOnly, raw); err == nil {
		if end {
			t = t.AddDate(0, 0, 1).Add(-time.Microsecond)
		}
		return t, true
	}
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.999999999", "2006-01-02T15:04"} {
		if t, err := time.Parse(layout, raw); err == nil {
			return t.UTC(), true
		}
	}
	return time.Time{}, false
}

// feedbackFilterQuery reads the filters of GET /api/feedback/paginated;
// tags is a comma-separated list.
func feedbackFilterQuery(c *fiber.Ctx) (feedback.Filter, error) {
	f := feedback.Filter{
		Sentiment:    analysis.Sentiment(c.Query("sentiment")),
		EventType:    c.Query("eventType"),
		InstructorID: c.Query("instructorId"),
		Search:       c.Query("search"),
	}
	if raw := c.Query("tags"); raw != "" {
		f.Tags = strings.Split(raw, ",")
	}
	var err error
	if f.Start, err = feedbackDateQuery(c, "startDate", false); err != nil {
		return f, err
	}
	if f.End, err = feedbackDateQuery(c, "endDate", true); err != nil {
		return f, err
	}
	return f, nil
}

func (s *Server) listFeedback(c *fiber.Ctx) error {
	page, err := feedbackPageQuery(c)
	if err != nil {
		return err
	}
	f, err := feedbackFilterQuery(c)
	if err != nil {
		return err
	}
	p, err := s.deps.Feedback.FindItems(c.UserContext(), f, page)
	if err != nil {
		return err
	}
	return s.answerFeedbackPage(c, p)
}

type trendPointJSON struct {
	Date     string `json:"date"`
	Positive int    `json:"positive"`
	Neutral  int    `json:"neutral"`
	Negative int    `json:"negative"`
	Total    int    `json:"total"`
}

func (s *Server) feedbackTrends(c *fiber.Ctx) error {
	f, err := feedbackFilterQuery(c)
	if err != nil {
		return err
	}
	points, err := s.deps.Feedback.Trends(c.UserContext(), f, feedback.Interval(c.Query("interval")))
	if err != nil {
		return err
	}
	data := make([]trendPointJSON, len(points))
	for i, p := range points {
		data[i] = trendPointJSON{Date: p.Date.Format(time.DateOnly), Positive: p.Positive, Neutral: p.Neutral, Negative: p.Negative, Total: p.Total}
	}
	return c.JSON(fiber.Map{"data": data})
}

type wordCountJSON struct {
	Word  string `json:"word"`
	Count int    `json:"count"`
}

func (s *Server) feedbackWordCloud(c *fiber.Ctx) error {
	f, err := feedbackFilterQuery(c)
	if err != nil {
		return err
	}
	limit := 0
	if raw := c.Query("limit"); raw != "" {
		if limit, err = strconv.Atoi(raw); err != nil || limit < 1 {
			return feedbackkit.Invalid("limit", fmt.Sprintf("must be 1 to %d", feedback.MaxWordCloudWords))
		}
	}
	wc, err := s.deps.Feedback.WordCloud(c.UserContext(), f, limit)
	if err != nil {
		return err
	}
	words := make([]wordCountJSON, len(wc.Words))
	for i, w := range wc.Words {
		words[i] = wordCountJSON{Word: w.Word, Count: w.Count}
	}
	return c.JSON(fiber.Map{"data": wc.Texts, "words": words})
}

func (s *Server) feedbackReasoning(c *fiber.Ctx) error {
	it, err := s.deps.Feedback.FindItem(c.UserContext(), c.Params("feedbackId"))
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{
		"feedbackId":  it.ID,
		"sentiment":   it.Sentiment,
		"aiSentiment": optionalString(string(it.AISentiment)),
		"confidence":  it.Confidence,
		"model":       it.Model,
		"language":    it.Language,
		"reasoning":   it.Reasoning,
	})
}

func (s *Server) deleteFeedback(c *fiber.Ctx) error {
	var body struct {
		IDs []string `json:"ids"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	n, err := s.deps.Feedback.DeleteItems(c.UserContext(), body.IDs)
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"deleted": n})
}

func (s *Server) listSeriousConcerns(c *fiber.Ctx) error {
	page, err := feedbackPageQuery(c)
	if err != nil {
		return err
	}
	var resolved *bool
	switch raw := c.Query("resolved"); raw {
	case "":
	case "true", "false":
		v := raw == "true"
		resolved = &v
	default:
		return feedbackkit.Invalid("resolved", "must be true or false")
	}
	p, err := s.deps.Feedback.SeriousConcerns(c.UserContext(), resolved, page)
	if err != nil {
		return err
	}
	return s.answerFeedbackPage(c, p)
}

func (s *Server) unresolvedConcernCount(c *fiber.Ctx) error {
	n, err := s.deps.Feedback.UnresolvedConcerns(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"count": n})
}

func (s *Server) resolveConcern(c *fiber.Ctx) error {
	it, err := s.deps.Feedback.ResolveConcern(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return s.answerFeedbackItem(c, it)
}

func (s *Server) unresolveConcern(c *fiber.Ctx) error {
	it, err := s.deps.Feedback.UnresolveConcern(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return s.answerFeedbackItem(c, it)
}

func (s *Server) listFlaggedFeedback(c *fiber.Ctx) error {
	page, err := feedbackPageQuery(c)
	if err != nil {
		return err
	}
	p, err := s.deps.Feedback.FlaggedItems(c.UserContext(), page)
	if err != nil {
		return err
	}
	return c.JSON(feedbackPage(p))
}

func (s *Server) testSeriousConcern(c *fiber.Ctx) error {
	var body struct {
		Text string `json:"text"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	concern, err := s.deps.Feedback.TestConcern(c.UserContext(), body.Text)
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{
		"isSeriousConcern": concern.IsSerious,
		"categories":       concern.Categories,
		"confidence":       concern.Confidence,
		"reasoning":        concern.Reason,
	})
}
