package server

import (
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/dashboard"
)

// dashboardAPIKeyRoutes registers the API keys screen (admins and the
// owner, as /api/api-keys), when the Server has APIKeys.
func (s *Server) dashboardAPIKeyRoutes() {
	if s.deps.APIKeys == nil {
		return
	}
	g := s.group("/keys")
	g.Get("", s.member(s.apiKeysPage))
	g.Post("", s.member(s.createKeyFromDashboard))
	g.Post("/:id/revoke", s.member(s.revokeKeyFromDashboard))
}

func (s *Server) apiKeysPage(c *fiber.Ctx) error {
	return s.renderAPIKeys(c, fiber.StatusOK, &dashboard.APIKeys{Scopes: []apikeys.Scope{apikeys.ScopeRead}})
}

// renderAPIKeys answers the API keys screen with status, v's form values,
// new key or problem.
func (s *Server) renderAPIKeys(c *fiber.Ctx, status int, v *dashboard.APIKeys) error {
	keys, err := s.deps.APIKeys.Keys(c.UserContext())
	if err != nil {
		return err
	}
	p, err := s.pageOf(c, "API keys", "keys")
	if err != nil {
		return err
	}
	p.Error, p.Invalid = v.Error, v.Invalid
	v.Page, v.Keys = p, keys
	return s.sendDashboard(c, status, "apikeys", v)
}

// keyLabels are the labels of the fields of the API key form, by their
// paths in the API's messages.
var keyLabels = dashboard.Labels{"name": "Name", "scopes": "Scopes", "expiresAt": "Expires on"}

// createKeyFromDashboard makes a key from the form and shows its secret,
// once, in the answer itself (never in an address).
func (s *Server) createKeyFromDashboard(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	v := &dashboard.APIKeys{Name: form.Get("name"), Expires: form.Get("expires")}
	for _, sc := range form["scopes"] {
		v.Scopes = append(v.Scopes, apikeys.Scope(sc))
	}
	nk := apikeys.NewKey{Name: v.Name, Scopes: v.Scopes}
	if v.Expires != "" {
		at, err := time.Parse(time.DateOnly, v.Expires)
		if err != nil {
			err = feedbackkit.Invalid("expiresAt", "must be a date, YYYY-MM-DD")
			v.Error, v.Invalid = dashboard.Message(err, keyLabels), dashboard.InvalidField(err)
			return s.renderAPIKeys(c, fiber.StatusBadRequest, v)
		}
		nk.ExpiresAt = &at
	}
	k, secret, err := s.deps.APIKeys.Create(c.UserContext(), nk)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeValidationFailed {
		v.Error, v.Invalid = dashboard.Message(err, keyLabels), dashboard.InvalidField(err)
		return s.renderAPIKeys(c, fiber.StatusBadRequest, v)
	}
	if err != nil {
		return err
	}
	return s.renderAPIKeys(c, fiber.StatusCreated, &dashboard.APIKeys{Created: k, Secret: secret, Scopes: []apikeys.Scope{apikeys.ScopeRead}})
}

func (s *Server) revokeKeyFromDashboard(c *fiber.Ctx) error {
	if err := s.deps.APIKeys.Revoke(c.UserContext(), c.Params("id")); err != nil {
		return err
	}
	return c.Redirect(withNotice(s.base+"/keys", dashboard.NoticeKeyRevoked), fiber.StatusSeeOther)
}
