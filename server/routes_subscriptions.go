package server

import (
	"bytes"
	"context"
	"html/template"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/subscriptions"
)

// subscriptionRoutes registers the subscription endpoints (tag
// subscriptions of the OpenAPI document).
func (s *Server) subscriptionRoutes(api fiber.Router) {
	auth := s.Authenticate
	api.Get("/subscriptions", auth, s.listSubscriptions)
	api.Post("/subscriptions/:type/:targetId", auth, s.subscribe)
	api.Get("/subscriptions/:type/:targetId", auth, s.getSubscription)
	api.Patch("/subscriptions/:type/:targetId", auth, s.updateSubscription)
	api.Delete("/subscriptions/:type/:targetId", auth, s.unsubscribe)
	limit := s.rateLimit("unsubscribe", unsubscribeMax, unsubscribeWindow)
	api.Get("/public/unsubscribe", s.keyScope(apikeys.ScopeRead), limit, s.confirmUnsubscribe)
	api.Post("/public/unsubscribe", s.keyScope(apikeys.ScopeWrite), limit, s.unsubscribeByToken)
}

// Rate limit of the one-click unsubscribe endpoints, per client IP.
const (
	unsubscribeMax    = 30
	unsubscribeWindow = 15 * time.Minute
)

// unsubscribePage is the page of an email's unsubscribe link: a GET must
// not unsubscribe (mail scanners follow links), so it offers the button
// that POSTs, as RFC 8058's one-click POST does.
var unsubscribePage = template.Must(template.New("unsubscribe").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Unsubscribe</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
{{if .Done}}<h1>You are unsubscribed</h1><p>You will get no more of these feedback emails.</p>
{{else}}<h1>Unsubscribe</h1><p>Stop the feedback emails of this subscription?</p>
<form method="post" action="?token={{.Token}}"><button type="submit">Unsubscribe</button></form>{{end}}
</body></html>
`))

// unsubscribePageData fills unsubscribePage.
type unsubscribePageData struct {
	Token string
	Done  bool
}

// unsubscribeToken reads the token query parameter.
func unsubscribeToken(c *fiber.Ctx) (string, error) {
	token := c.Query("token")
	if token == "" {
		return "", feedbackkit.Invalid("token", "is required")
	}
	return token, nil
}

// confirmUnsubscribe answers the link of an email with a page whose button
// unsubscribes; a token the service did not sign is 404.
func (s *Server) confirmUnsubscribe(c *fiber.Ctx) error {
	token, err := unsubscribeToken(c)
	if err != nil {
		return err
	}
	if err := s.deps.Subscriptions.CheckUnsubscribeToken(token); err != nil {
		return err
	}
	return renderUnsubscribePage(c, unsubscribePageData{Token: token})
}

// unsubscribeByToken deletes the subscription of the token: the POST of
// the page's button (answered with a page) and of mail clients' one-click
// List-Unsubscribe-Post (answered with JSON).
func (s *Server) unsubscribeByToken(c *fiber.Ctx) error {
	token, err := unsubscribeToken(c)
	if err != nil {
		return err
	}
	if err := s.deps.Subscriptions.UnsubscribeByToken(c.UserContext(), token); err != nil {
		return err
	}
	if c.Accepts(fiber.MIMEApplicationJSON, fiber.MIMETextHTML) == fiber.MIMETextHTML {
		return renderUnsubscribePage(c, unsubscribePageData{Done: true})
	}
	return c.JSON(messageJSON{Message: "unsubscribed"})
}

// renderUnsubscribePage answers with unsubscribePage.
func renderUnsubscribePage(c *fiber.Ctx, data unsubscribePageData) error {
	var buf bytes.Buffer
	if err := unsubscribePage.Execute(&buf, data); err != nil {
		return err
	}
	c.Type("html", "utf-8")
	return c.Send(buf.Bytes())
}

// subscriptionJSON is a subscription as the endpoints return it.
type subscriptionJSON struct {
	ID           string                   `json:"_id"`
	Type         subscriptions.TargetType `json:"type"`
	TargetID     string                   `json:"targetId"`
	Frequency    subscriptions.Frequency  `json:"frequency"`
	MinSentiment analysis.Sentiment       `json:"minSentiment,omitempty"`
	CreatedAt    time.Time                `json:"createdAt"`
	UpdatedAt    time.Time                `json:"updatedAt"`
}

func subscriptionOut(sub *subscriptions.Subscription) subscriptionJSON {
	return subscriptionJSON{
		ID:           sub.ID,
		Type:         sub.Target.Type,
		TargetID:     sub.Target.ID,
		Frequency:    sub.Frequency,
		MinSentiment: sub.MinSentiment,
		CreatedAt:    sub.CreatedAt.UTC(),
		UpdatedAt:    sub.UpdatedAt.UTC(),
	}
}

// subscriptionTarget is the target the path of c names.
func subscriptionTarget(c *fiber.Ctx) subscriptions.Target {
	return subscriptions.Target{Type: subscriptions.TargetType(c.Params("type")), ID: c.Params("targetId")}
}

func (s *Server) listSubscriptions(c *fiber.Ctx) error {
	list, err := s.deps.Subscriptions.Subscriptions(c.UserContext())
	if err != nil {
		return err
	}
	data := make([]subscriptionJSON, len(list))
	for i, sub := range list {
		data[i] = subscriptionOut(sub)
	}
	return c.JSON(fiber.Map{"data": data})
}

// subscriptionBody is the body of POST (frequency required) and PATCH
// (every field optional) /api/subscriptions/:type/:targetId.
type subscriptionBody struct {
	Frequency    *subscriptions.Frequency `json:"frequency"`
	MinSentiment *analysis.Sentiment      `json:"minSentiment"`
}

func (s *Server) subscribe(c *fiber.Ctx) error {
	var body subscriptionBody
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	var st subscriptions.Settings
	if body.Frequency != nil {
		st.Frequency = *body.Frequency
	}
	if body.MinSentiment != nil {
		st.MinSentiment = *body.MinSentiment
	}
	sub, created, err := s.deps.Subscriptions.Subscribe(c.UserContext(), subscriptionTarget(c), st)
	if err != nil {
		return err
	}
	if created {
		c.Status(fiber.StatusCreated)
	}
	return c.JSON(subscriptionOut(sub))
}

func (s *Server) getSubscription(c *fiber.Ctx) error {
	return s.answerSubscription(c, func(ctx context.Context, t subscriptions.Target) (*subscriptions.Subscription, error) {
		return s.deps.Subscriptions.Subscription(ctx, t)
	})
}

func (s *Server) updateSubscription(c *fiber.Ctx) error {
	var body subscriptionBody
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	return s.answerSubscription(c, func(ctx context.Context, t subscriptions.Target) (*subscriptions.Subscription, error) {
		return s.deps.Subscriptions.UpdateSubscription(ctx, t, subscriptions.Patch{
			Frequency: body.Frequency, MinSentiment: body.MinSentiment})
	})
}

// answerSubscription answers c with the subscription fn returns for the
// target of c's path.
func (s *Server) answerSubscription(c *fiber.Ctx, fn func(context.Context, subscriptions.Target) (*subscriptions.Subscription, error)) error {
	sub, err := fn(c.UserContext(), subscriptionTarget(c))
	if err != nil {
		return err
	}
	return c.JSON(subscriptionOut(sub))
}

func (s *Server) unsubscribe(c *fiber.Ctx) error {
	if err := s.deps.Subscriptions.Unsubscribe(c.UserContext(), subscriptionTarget(c)); err != nil {
		return err
	}
	return c.JSON(messageJSON{Message: "unsubscribed"})
}
