package server

import (
	"bytes"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// orgRoutes registers the organization endpoints (tag organization of the
// OpenAPI document), except the
// serious-concern test. Reading is open to every member; writing needs the
// admin role, completing onboarding the owner. The subdomain lookup is
// public.
func (s *Server) orgRoutes(api fiber.Router) {
	auth := s.Authenticate
	admin, owner := s.RequireRole(feedbackkit.RoleAdmin), s.RequireRole(feedbackkit.RoleOwner)
	keyRead, keyWrite := s.keyScope(apikeys.ScopeRead), s.keyScope(apikeys.ScopeWrite)
	api.Get("/settings", keyRead, auth, s.getOrgSettings)
	api.Put("/settings", keyWrite, auth, admin, s.updateOrgSettings)
	api.Post("/settings/reset", keyWrite, auth, admin, s.resetOrgSettings)
	api.Post("/settings/complete-onboarding", keyWrite, auth, owner, s.completeOnboarding)
	api.Get("/organization/general-tags", keyRead, auth, s.getGeneralTags)
	api.Put("/organization/general-tags", keyWrite, auth, admin, s.setGeneralTags)
	api.Get("/organization/tags", keyRead, auth, s.getDefaultRoomTags)
	api.Put("/organization/tags", keyWrite, auth, admin, s.setDefaultRoomTags)
	api.Get("/organization/feedback-customization", keyRead, auth, s.getFeedbackCustomization)
	api.Put("/organization/feedback-customization", keyWrite, auth, admin, s.setFeedbackCustomization)
	api.Get("/organization/chart-settings", keyRead, auth, s.getChartSettings)
	api.Put("/organization/chart-settings", keyWrite, auth, admin, s.setChartSettings)
	api.Post("/organization/upload-logo", keyWrite, auth, admin, s.uploadOrgLogo)
	api.Post("/organization/request-upgrade", keyWrite, s.limit("request-upgrade", s.cfg.RateLimits.RequestUpgrade), auth, s.requestUpgrade)
	api.Get("/organization/subdomain/:subdomain", keyRead, s.limit("subdomain", s.cfg.RateLimits.Subdomain), s.lookupSubdomain)
}

// orgSettingsJSON is the full settings object: orgs.Settings with the URL
// of the logo.
type orgSettingsJSON struct {
	*orgs.Settings
	LogoURL string `json:"logoUrl"`
}

func (s *Server) orgSettingsJSON(st *orgs.Settings) orgSettingsJSON {
	return orgSettingsJSON{Settings: st, LogoURL: s.uploadURL(st.Logo)}
}

func (s *Server) getOrgSettings(c *fiber.Ctx) error {
	st, err := s.deps.Orgs.Settings(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(s.orgSettingsJSON(st))
}

func (s *Server) updateOrgSettings(c *fiber.Ctx) error {
	var patch orgs.SettingsPatch
	if err := decodeJSON(c, &patch); err != nil {
		return err
	}
	st, err := s.deps.Orgs.UpdateSettings(c.UserContext(), patch)
	if err != nil {
		return err
	}
	return c.JSON(s.orgSettingsJSON(st))
}

func (s *Server) resetOrgSettings(c *fiber.Ctx) error {
	st, err := s.deps.Orgs.ResetSettings(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(s.orgSettingsJSON(st))
}

func (s *Server) completeOnboarding(c *fiber.Ctx) error {
	st, err := s.deps.Orgs.CompleteOnboarding(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(s.orgSettingsJSON(st))
}

func (s *Server) getGeneralTags(c *fiber.Ctx) error {
	st, err := s.deps.Orgs.Settings(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(tagsJSON{Tags: st.GeneralTags})
}

func (s *Server) setGeneralTags(c *fiber.Ctx) error {
	var body tagsJSON
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	tags, err := s.deps.Orgs.SetGeneralTags(c.UserContext(), body.Tags)
	if err != nil {
		return err
	}
	return c.JSON(tagsJSON{Tags: tags})
}

func (s *Server) getDefaultRoomTags(c *fiber.Ctx) error {
	st, err := s.deps.Orgs.Settings(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(st.DefaultRoomTags)
}

func (s *Server) setDefaultRoomTags(c *fiber.Ctx) error {
	var patch orgs.RoomTagsPatch
	if err := decodeJSON(c, &patch); err != nil {
		return err
	}
	tags, err := s.deps.Orgs.SetDefaultRoomTags(c.UserContext(), patch)
	if err != nil {
		return err
	}
	return c.JSON(tags)
}

func (s *Server) getFeedbackCustomization(c *fiber.Ctx) error {
	st, err := s.deps.Orgs.Settings(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(st.FeedbackCustomization)
}

func (s *Server) setFeedbackCustomization(c *fiber.Ctx) error {
	var patch orgs.FeedbackCustomizationPatch
	if err := decodeJSON(c, &patch); err != nil {
		return err
	}
	fc, err := s.deps.Orgs.SetFeedbackCustomization(c.UserContext(), patch)
	if err != nil {
		return err
	}
	return c.JSON(fc)
}

func (s *Server) getChartSettings(c *fiber.Ctx) error {
	st, err := s.deps.Orgs.Settings(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(st.ChartSettings)
}

func (s *Server) setChartSettings(c *fiber.Ctx) error {
	var patch orgs.ChartSettingsPatch
	if err := decodeJSON(c, &patch); err != nil {
		return err
	}
	cs, err := s.deps.Orgs.SetChartSettings(c.UserContext(), patch)
	if err != nil {
		return err
	}
	return c.JSON(cs)
}

func (s *Server) uploadOrgLogo(c *fiber.Ctx) error {
	st, err := formUpload(c, s.deps.Orgs.SetLogo)
	if err != nil {
		return err
	}
	return c.JSON(s.orgSettingsJSON(st))
}

// requestUpgrade emails the owner. The body is optional:
// { plan?: string, reason?: string }.
func (s *Server) requestUpgrade(c *fiber.Ctx) error {
	var body struct {
		Plan   string `json:"plan"`
		Reason string `json:"reason"`
	}
	if len(bytes.TrimSpace(c.Request().Body())) > 0 {
		if err := decodeJSON(c, &body); err != nil {
			return err
		}
	}
	err := s.deps.Orgs.RequestUpgrade(c.UserContext(), orgs.UpgradeRequest{Plan: orgs.Plan(body.Plan), Reason: body.Reason})
	if err != nil {
		return err
	}
	return c.JSON(messageJSON{Message: "upgrade request sent to the owner of the organization"})
}

// lookupSubdomain answers the public subdomain lookup with the
// organization's basic information.
func (s *Server) lookupSubdomain(c *fiber.Ctx) error {
	b, err := s.deps.Orgs.BrandingBySubdomain(c.UserContext(), c.Params("subdomain"))
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{
		"_id":                   b.Organization.ID,
		"name":                  b.Organization.Name,
		"subdomain":             b.Organization.Subdomain,
		"logoUrl":               s.uploadURL(b.Logo),
		"feedbackCustomization": b.FeedbackCustomization,
	})
}
