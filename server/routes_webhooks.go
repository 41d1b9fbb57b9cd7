package server

import (
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// webhookRoutes registers the webhook endpoints (tag webhooks of the
// OpenAPI document) when the Server has Webhooks; without, they answer
// 404. No API key may use them.
func (s *Server) webhookRoutes(api fiber.Router) {
	if s.deps.Webhooks == nil {
		return
	}
	auth, admin := s.Authenticate, s.RequireRole(feedbackkit.RoleAdmin)
	api.Post("/webhooks", auth, admin, s.createWebhook)
	api.Get("/webhooks", auth, admin, s.listWebhooks)
	api.Get("/webhooks/:id", auth, admin, s.getWebhook)
	api.Put("/webhooks/:id", auth, admin, s.updateWebhook)
	api.Delete("/webhooks/:id", auth, admin, s.deleteWebhook)
	api.Post("/webhooks/:id/test", auth, admin, s.testWebhook)
	api.Post("/webhooks/:id/rotate-secret", auth, admin, s.rotateWebhookSecret)
	api.Get("/webhooks/:id/deliveries", auth, admin, s.webhookDeliveries)
}

// webhookJSON is a webhook as the API shows it; Secret only in the
// answers of its creation and of a rotation.
type webhookJSON struct {
	ID          string               `json:"_id"`
	URL         string               `json:"url"`
	Events      []webhooks.EventType `json:"events"`
	Description string               `json:"description"`
	Format      webhooks.Format      `json:"format"`
	Enabled     bool                 `json:"enabled"`
	CreatedAt   time.Time            `json:"createdAt"`
	UpdatedAt   time.Time            `json:"updatedAt"`
	Secret      string               `json:"secret,omitempty"`
}

func webhookOf(w *webhooks.Webhook) webhookJSON {
	return webhookJSON{ID: w.ID, URL: w.URL, Events: w.Events, Description: w.Description, Format: w.Format,
		Enabled: w.Enabled, CreatedAt: w.CreatedAt, UpdatedAt: w.UpdatedAt}
}

// webhookBody is the body of a webhook's creation or update.
type webhookBody struct {
	URL         *string              `json:"url"`
	Events      []webhooks.EventType `json:"events"`
	Description *string              `json:"description"`
	Format      *webhooks.Format     `json:"format"`
	Enabled     *bool                `json:"enabled"`
}

func (s *Server) createWebhook(c *fiber.Ctx) error {
	var body webhookBody
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if err := required("url", body.URL); err != nil {
		return err
	}
	nw := webhooks.NewWebhook{URL: *body.URL, Events: body.Events}
	if body.Description != nil {
		nw.Description = *body.Description
	}
	if body.Format != nil {
		nw.Format = *body.Format
	}
	w, secret, err := s.deps.Webhooks.Create(c.UserContext(), nw)
	if err != nil {
		return err
	}
	j := webhookOf(w)
	j.Secret = secret
	return c.Status(fiber.StatusCreated).JSON(j)
}

func (s *Server) listWebhooks(c *fiber.Ctx) error {
	list, err := s.deps.Webhooks.Webhooks(c.UserContext())
	if err != nil {
		return err
	}
	data := make([]webhookJSON, len(list))
	for i, w := range list {
		data[i] = webhookOf(w)
	}
	return c.JSON(fiber.Map{"data": data})
}

func (s *Server) getWebhook(c *fiber.Ctx) error {
	w, err := s.deps.Webhooks.Webhook(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return c.JSON(webhookOf(w))
}

func (s *Server) updateWebhook(c *fiber.Ctx) error {
	var body webhookBody
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	w, err := s.deps.Webhooks.Update(c.UserContext(), c.Params("id"), webhooks.Update{
		URL: body.URL, Events: body.Events, Description: body.Description, Format: body.Format, Enabled: body.Enabled,
	})
	if err != nil {
		return err
	}
	return c.JSON(webhookOf(w))
}

func (s *Server) deleteWebhook(c *fiber.Ctx) error {
	if err := s.deps.Webhooks.Delete(c.UserContext(), c.Params("id")); err != nil {
		return err
	}
	return c.JSON(fiber.Map{"message": "webhook deleted"})
}

func (s *Server) rotateWebhookSecret(c *fiber.Ctx) error {
	w, secret, err := s.deps.Webhooks.RotateSecret(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	j := webhookOf(w)
	j.Secret = secret
	return c.JSON(j)
}

func (s *Server) testWebhook(c *fiber.Ctx) error {
	res, err := s.deps.Webhooks.Test(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"delivered": res.Delivered, "responseStatus": res.ResponseStatus, "error": optionalString(res.Error)})
}

// deliveryJSON is a delivery of a webhook's deliveries log.
type deliveryJSON struct {
	ID             string                  `json:"_id"`
	Type           webhooks.EventType      `json:"type"`
	Status         webhooks.DeliveryStatus `json:"status"`
	Attempts       int                     `json:"attempts"`
	ResponseStatus *int                    `json:"responseStatus"`
	Error          *string                 `json:"error"`
	CreatedAt      time.Time               `json:"createdAt"`
	DeliveredAt    *time.Time              `json:"deliveredAt"`
}

func (s *Server) webhookDeliveries(c *fiber.Ctx) error {
	page, err := feedbackPageQuery(c)
	if err != nil {
		return err
	}
	p, err := s.deps.Webhooks.Deliveries(c.UserContext(), c.Params("id"), page)
	if err != nil {
		return err
	}
	data := make([]deliveryJSON, len(p.Data))
	for i, d := range p.Data {
		data[i] = deliveryJSON{ID: d.ID, Type: d.Type, Status: d.Status, Attempts: d.Attempts,
			ResponseStatus: d.ResponseStatus, Error: optionalString(d.Error), CreatedAt: d.CreatedAt, DeliveredAt: d.DeliveredAt}
	}
	return c.JSON(feedbackkit.Page[deliveryJSON]{Data: data, Total: p.Total, Page: p.Page, Limit: p.Limit, TotalPages: p.TotalPages})
}
