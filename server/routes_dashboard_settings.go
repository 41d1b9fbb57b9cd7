package server

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/dashboard"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// dashboardSettingsRoutes registers the organization's settings screen:
// every member sees the plan and may request an upgrade; admins change
// the settings, upload the logo and test the serious-concern detection,
// as in the API.
func (s *Server) dashboardSettingsRoutes() {
	g := s.group("/settings")
	g.Get("", s.member(s.settingsPage))
	g.Post("", s.member(s.saveSettings))
	g.Post("/logo", s.member(s.uploadLogo))
	g.Post("/test-concern", s.member(s.testConcern))
	g.Post("/upgrade", s.member(s.upgradeFromDashboard))
}

func (s *Server) settingsPage(c *fiber.Ctx) error {
	return s.renderSettings(c, fiber.StatusOK, nil, "", nil, "")
}

// renderSettings answers the settings screen with status: the settings
// st (nil: the stored ones), the text tested and its verdict, and a
// problem ("" for none).
func (s *Server) renderSettings(c *fiber.Ctx, status int, st *orgs.Settings, text string, concern *analysis.Concern, problem string) error {
	p, err := s.pageOf(c, "Settings", "settings")
	if err != nil {
		return err
	}
	p.Error = problem
	if st == nil {
		if st, err = s.deps.Orgs.Settings(c.UserContext()); err != nil {
			return err
		}
	}
	v := &dashboard.Settings{Page: p, Settings: st, ConcernText: text, Concern: concern,
		Plans: []orgs.Plan{orgs.PlanTeam, orgs.PlanBusiness}}
	if st.Logo != "" {
		v.LogoURL = s.cfg.Prefix + "/uploads/" + st.Logo
	}
	return s.sendDashboard(c, status, "settings", v)
}

// saveSettings saves the settings form in one update; a refused value
// shows the form again with what was typed.
func (s *Server) saveSettings(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	text := func(key string) *string {
		v := form.Get(key)
		return &v
	}
	list := func(key string) []string {
		out := []string{}
		for _, t := range strings.Split(form.Get(key), ",") {
			if t = strings.TrimSpace(t); t != "" {
				out = append(out, t)
			}
		}
		return out
	}
	challenge := form.Get("requireChallenge") != ""
	patch := orgs.SettingsPatch{
		Name: text("name"),
		FeedbackCustomization: &orgs.FeedbackCustomizationPatch{HeaderText: text("headerText"), PlaceholderText: text("placeholderText"),
			SubmitButtonText: text("submitButtonText"), PrimaryColor: text("primaryColor")},
		DefaultRoomTags: &orgs.RoomTagsPatch{Happy: list("happyTags"), Neutral: list("neutralTags"), Sad: list("sadTags")},
		ChartSettings: &orgs.ChartSettingsPatch{DefaultChartType: text("defaultChartType"), TrendInterval: text("trendInterval"),
			WordCloud: &orgs.WordCloudPatch{ExcludeWords: list("excludeWords")}},
		SpamProtection: &orgs.SpamProtectionPatch{RequireChallenge: &challenge},
	}
	// Not a number is out of bounds: the Service refuses it after its
	// check of the role.
	n, err := strconv.Atoi(strings.TrimSpace(form.Get("maxWords")))
	if err != nil {
		n = -1
	}
	patch.ChartSettings.WordCloud.MaxWords = &n
	_, err = s.deps.Orgs.UpdateSettings(c.UserContext(), patch)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeValidationFailed {
		return s.renderSettings(c, fiber.StatusBadRequest, nil, "", nil, feedbackkit.ErrorMessage(err))
	}
	if err != nil {
		return err
	}
	return s.settingsDone(c, "Settings saved.")
}

// uploadLogo stores the form's image as the organization's logo, as POST
// /api/organization/upload-logo does.
func (s *Server) uploadLogo(c *fiber.Ctx) error {
	_, err := formUpload(c, s.deps.Orgs.SetLogo)
	switch feedbackkit.ErrorCode(err) {
	case "":
	case feedbackkit.CodeValidationFailed, feedbackkit.CodeUnsupportedMediaType, feedbackkit.CodePayloadTooLarge:
		return s.renderSettings(c, s.errorAnswer(c, err).Status, nil, "", nil, feedbackkit.ErrorMessage(err))
	default:
		return err
	}
	return s.settingsDone(c, "Logo uploaded.")
}

// testConcern judges the form's text for a serious concern without
// storing it, and shows the verdict.
func (s *Server) testConcern(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	text := form.Get("text")
	concern, err := s.deps.Feedback.TestConcern(c.UserContext(), text)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeValidationFailed {
		return s.renderSettings(c, fiber.StatusBadRequest, nil, text, nil, feedbackkit.ErrorMessage(err))
	}
	if err != nil {
		return err
	}
	return s.renderSettings(c, fiber.StatusOK, nil, text, concern, "")
}

// upgradeFromDashboard mails the owner a request to upgrade, under the
// API's rate limit of those requests.
func (s *Server) upgradeFromDashboard(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	if err := s.take(c, "request-upgrade", s.clientIP(c), s.cfg.RateLimits.RequestUpgrade); err != nil {
		return err
	}
	err = s.deps.Orgs.RequestUpgrade(c.UserContext(), orgs.UpgradeRequest{Plan: orgs.Plan(form.Get("plan")), Reason: form.Get("reason")})
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeValidationFailed {
		return s.renderSettings(c, fiber.StatusBadRequest, nil, "", nil, feedbackkit.ErrorMessage(err))
	}
	if err != nil {
		return err
	}
	return s.settingsDone(c, "Your request was sent to the owner of the organization.")
}

// settingsDone sends the browser back to the settings screen with the
// notice done.
func (s *Server) settingsDone(c *fiber.Ctx, done string) error {
	return c.Redirect(s.cfg.Prefix+"/settings?done="+url.QueryEscape(done), fiber.StatusSeeOther)
}
