package server

import (
	"context"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/subscriptions"
)

// subscriptionRoutes registers section 4.9 of the service interface.
func (s *Server) subscriptionRoutes(api fiber.Router) {
	auth := s.Authenticate
	api.Get("/subscriptions", auth, s.listSubscriptions)
	api.Post("/subscriptions/:type/:targetId", auth, s.subscribe)
	api.Get("/subscriptions/:type/:targetId", auth, s.getSubscription)
	api.Patch("/subscriptions/:type/:targetId", auth, s.updateSubscription)
	api.Delete("/subscriptions/:type/:targetId", auth, s.unsubscribe)
	limit := s.rateLimit("unsubscribe", unsubscribeMax, unsubscribeWindow)
	api.Get("/public/unsubscribe", limit, s.unsubscribeByToken)
	api.Post("/public/unsubscribe", limit, s.unsubscribeByToken)
}

// Rate limit of the one-click unsubscribe endpoints, per client IP.
const (
	unsubscribeMax    = 30
	unsubscribeWindow = 15 * time.Minute
)

// unsubscribeByToken answers the one-click unsubscribe link of a
// notification email (GET from the link, POST from a mail client per RFC
// 8058): the token in the query names and signs the subscription.
func (s *Server) unsubscribeByToken(c *fiber.Ctx) error {
	token := c.Query("token")
	if token == "" {
		return feedbackkit.Invalid("token", "is required")
	}
	if err := s.deps.Subscriptions.UnsubscribeByToken(c.UserContext(), token); err != nil {
		return err
	}
	return c.JSON(messageJSON{Message: "unsubscribed"})
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
