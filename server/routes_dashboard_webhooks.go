package server

import (
	"net/url"
	"strconv"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/dashboard"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// webhookDeliveriesPage is how many deliveries a webhook's page lists at
// once.
const webhookDeliveriesPage = 20

// dashboardWebhookRoutes registers the webhooks' pages, for admins as
// /api/webhooks: the list with the creation form, each webhook's page
// (settings, test, secret rotation, deliveries log) and its deletion.
// Without Deps.Webhooks there are none.
func (s *Server) dashboardWebhookRoutes() {
	if s.deps.Webhooks == nil {
		return
	}
	g := s.group("/webhooks")
	g.Get("", s.member(s.webhooksPage))
	g.Post("", s.member(s.createWebhookPage))
	g.Get("/:id", s.member(s.webhookPage))
	g.Post("/:id", s.member(s.saveWebhookPage))
	g.Post("/:id/enabled", s.member(s.enableWebhookPage))
	g.Post("/:id/test", s.member(s.testWebhookPage))
	g.Post("/:id/rotate", s.member(s.rotateWebhookPage))
	g.Get("/:id/delete", s.member(s.deleteWebhookPage))
	g.Post("/:id/delete", s.member(s.deleteWebhookForGood))
}

// webhookPageURL is the address of the dashboard's page of the webhook id.
func (s *Server) webhookPageURL(id string) string {
	return s.base + "/webhooks/" + url.PathEscape(id)
}

// adminPage is pageOf for the pages of admins and the owner only.
func (s *Server) adminPage(c *fiber.Ctx, title, section string) (dashboard.Page, error) {
	if _, err := identity.RequireRole(c.UserContext(), feedbackkit.RoleAdmin); err != nil {
		return dashboard.Page{}, err
	}
	return s.pageOf(c, title, section)
}

func (s *Server) webhooksPage(c *fiber.Ctx) error {
	return s.renderWebhooks(c, fiber.StatusOK, dashboard.NewWebhookDraft(nil), "")
}

// renderWebhooks answers the list of webhooks with the creation form
// showing d, with status and a problem ("" for none).
func (s *Server) renderWebhooks(c *fiber.Ctx, status int, d dashboard.WebhookDraft, problem string) error {
	p, err := s.adminPage(c, "Webhooks", "webhooks")
	if err != nil {
		return err
	}
	ctx := c.UserContext()
	list, err := s.deps.Webhooks.Webhooks(ctx)
	if err != nil {
		return err
	}
	v := dashboard.WebhooksList{Page: p, Draft: d, Problem: problem}
	for _, w := range list {
		last, err := s.deps.Webhooks.Deliveries(ctx, w.ID, feedbackkit.PageRequest{Page: 1, Limit: 1})
		if err != nil {
			return err
		}
		row := dashboard.WebhookRow{Webhook: w}
		if len(last.Data) > 0 {
			row.Last = last.Data[0]
		}
		v.Webhooks = append(v.Webhooks, row)
	}
	return s.sendDashboard(c, status, "webhooks", v)
}

// webhookLabels are the labels of a webhook's form, by their paths in the
// API's messages.
var webhookLabels = dashboard.Labels{"url": "URL", "events": "Events", "format": "Format", "description": "Description"}

// createWebhookPage creates a webhook from the form and shows its page
// with the signing secret, this once (it is never put in an address). A
// refused post shows the list again with the form as it was sent.
func (s *Server) createWebhookPage(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	d := dashboard.ParseWebhookDraft(form)
	w, secret, err := s.deps.Webhooks.Create(c.UserContext(),
		webhooks.NewWebhook{URL: d.URL, Events: d.Events, Description: d.Description, Format: d.Format})
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeValidationFailed {
		return s.renderWebhooks(c, fiber.StatusBadRequest, d, dashboard.Message(err, webhookLabels))
	}
	if err != nil {
		return err
	}
	return s.renderWebhook(c, fiber.StatusCreated, w, webhookExtras{secret: secret, notice: "The webhook is added."})
}

// webhookExtras are what a webhook's page shows after an action: a
// settings draft refused with problem, a secret made or rotated, a
// test's outcome, a notice.
type webhookExtras struct {
	draft           *dashboard.WebhookDraft
	problem, notice string
	secret          string
	rotated         bool
	test            *webhooks.TestResult
}

func (s *Server) webhookPage(c *fiber.Ctx) error {
	if _, err := identity.RequireRole(c.UserContext(), feedbackkit.RoleAdmin); err != nil {
		return err
	}
	w, err := s.deps.Webhooks.Webhook(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return s.renderWebhook(c, fiber.StatusOK, w, webhookExtras{})
}

// renderWebhook answers the page of the webhook w, with the page of its
// deliveries the query asks for, and x.
func (s *Server) renderWebhook(c *fiber.Ctx, status int, w *webhooks.Webhook, x webhookExtras) error {
	p, err := s.adminPage(c, "Webhook", "webhooks")
	if err != nil {
		return err
	}
	if x.notice != "" {
		p.Notice = x.notice
	}
	n := 1
	if q := c.Query("page"); q != "" {
		var ok bool
		if n, ok = countQuery(q); !ok {
			return feedbackkit.Invalid("page", "must be a whole number of at least 1")
		}
	}
	dp, err := s.deps.Webhooks.Deliveries(c.UserContext(), w.ID, feedbackkit.PageRequest{Page: n, Limit: webhookDeliveriesPage})
	if err != nil {
		return err
	}
	v := dashboard.WebhookView{Page: p, Webhook: w, Draft: dashboard.NewWebhookDraft(w), Problem: x.problem,
		Secret: x.secret, Rotated: x.rotated, Test: x.test, Deliveries: dp.Data,
		Pager: dashboard.PagerOf(dp)}
	if x.draft != nil {
		v.Draft = *x.draft
	}
	return s.sendDashboard(c, status, "webhook", v)
}

// saveWebhookPage saves the settings form of a webhook; a refused post
// shows the page again with the form as it was sent.
func (s *Server) saveWebhookPage(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	d := dashboard.ParseWebhookDraft(form)
	ctx, id := c.UserContext(), c.Params("id")
	events := d.Events
	if events == nil {
		events = []webhooks.EventType{} // none checked: the Service says so
	}
	w, err := s.deps.Webhooks.Update(ctx, id, webhooks.Update{URL: &d.URL, Events: events, Description: &d.Description, Format: &d.Format})
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeValidationFailed {
		stored, ferr := s.deps.Webhooks.Webhook(ctx, id)
		if ferr != nil {
			return ferr
		}
		return s.renderWebhook(c, fiber.StatusBadRequest, stored, webhookExtras{draft: &d, problem: dashboard.Message(err, webhookLabels)})
	}
	if err != nil {
		return err
	}
	return c.Redirect(withNotice(s.webhookPageURL(w.ID), dashboard.NoticeSaved), fiber.StatusSeeOther)
}

// enableWebhookPage enables (enabled=1) or disables (enabled=0) a webhook.
func (s *Server) enableWebhookPage(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	on, err := strconv.ParseBool(form.Get("enabled"))
	if err != nil {
		return feedbackkit.Invalid("enabled", "must be 1 or 0")
	}
	w, err := s.deps.Webhooks.Update(c.UserContext(), c.Params("id"), webhooks.Update{Enabled: &on})
	if err != nil {
		return err
	}
	done := dashboard.NoticeWebhookDisabled
	if on {
		done = dashboard.NoticeWebhookEnabled
	}
	return c.Redirect(withNotice(s.webhookPageURL(w.ID), done), fiber.StatusSeeOther)
}

// testWebhookPage sends a test event now and shows its outcome.
func (s *Server) testWebhookPage(c *fiber.Ctx) error {
	ctx, id := c.UserContext(), c.Params("id")
	res, err := s.deps.Webhooks.Test(ctx, id)
	if err != nil {
		return err
	}
	w, err := s.deps.Webhooks.Webhook(ctx, id) // a 410 Gone disabled it
	if err != nil {
		return err
	}
	return s.renderWebhook(c, fiber.StatusOK, w, webhookExtras{test: res})
}

// rotateWebhookPage makes a new signing secret and shows it, this once.
func (s *Server) rotateWebhookPage(c *fiber.Ctx) error {
	w, secret, err := s.deps.Webhooks.RotateSecret(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return s.renderWebhook(c, fiber.StatusOK, w, webhookExtras{secret: secret, rotated: true})
}

// deleteWebhookPage asks for the confirmation of a deletion.
func (s *Server) deleteWebhookPage(c *fiber.Ctx) error {
	p, err := s.adminPage(c, "Delete this webhook?", "webhooks")
	if err != nil {
		return err
	}
	w, err := s.deps.Webhooks.Webhook(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return s.sendDashboard(c, fiber.StatusOK, "webhook-delete", dashboard.WebhookView{Page: p, Webhook: w})
}

func (s *Server) deleteWebhookForGood(c *fiber.Ctx) error {
	if err := s.deps.Webhooks.Delete(c.UserContext(), c.Params("id")); err != nil {
		return err
	}
	return c.Redirect(withNotice(s.base+"/webhooks", dashboard.NoticeWebhookDeleted), fiber.StatusSeeOther)
}
