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
	s.dashboardIntegrationRoutes(g)
	g.Get("", s.member(s.settingsPage))
	g.Post("", s.member(s.saveSettings))
	g.Post("/logo", s.member(s.uploadLogo))
	g.Post("/test-concern", s.member(s.testConcern))
	g.Post("/upgrade", s.member(s.upgradeFromDashboard))
}

func (s *Server) settingsPage(c *fiber.Ctx) error {
	return s.renderSettings(c, fiber.StatusOK, settingsView{})
}

// settingsView is what the settings screen shows besides the stored
// settings: the settings form as it was sent (nil: the stored ones), the
// text tested and its verdict, and a problem with the field it is about.
type settingsView struct {
	typed            func(*orgs.Settings)
	text             string
	concern          *analysis.Concern
	problem, invalid string
	upgrade          orgs.UpgradeRequest
}

// settingsLabels are the labels of the settings screen's fields, by their
// paths in the API's messages.
var settingsLabels = dashboard.Labels{
	"name": "Name", "feedbackCustomization.primaryColor": "Brand colour", "feedbackCustomization.headerText": "Heading",
	"feedbackCustomization.placeholderText": "Placeholder of the text", "feedbackCustomization.submitButtonText": "Submit button",
	"defaultRoomTags.happy": "Happy tags", "defaultRoomTags.neutral": "Neutral tags", "defaultRoomTags.sad": "Sad tags",
	"chartSettings.defaultChartType": "Default chart type", "chartSettings.trendInterval": "Trend interval",
	"chartSettings.wordCloud.maxWords": "Words in a word cloud", "chartSettings.wordCloud.excludeWords": "Words the word clouds leave out",
	"text": "A text", "plan": "Plan to ask for", "reason": "Why",
}

// renderSettings answers the settings screen with status and v.
func (s *Server) renderSettings(c *fiber.Ctx, status int, v settingsView) error {
	p, err := s.pageOf(c, "Settings", "settings")
	if err != nil {
		return err
	}
	p.Error, p.Invalid = v.problem, v.invalid
	st, err := s.deps.Orgs.Settings(c.UserContext())
	if err != nil {
		return err
	}
	if v.typed != nil {
		v.typed(st)
	}
	d := &dashboard.Settings{Page: p, Settings: st, ConcernText: v.text, Concern: v.concern,
		Plans: []orgs.Plan{orgs.PlanTeam, orgs.PlanBusiness}, Upgrade: v.upgrade}
	if st.Logo != "" {
		d.LogoURL = s.base + "/uploads/" + st.Logo
	}
	return s.sendDashboard(c, status, "settings", d)
}

// refusedSettings answers the settings screen with the problem of err,
// a refusal of the Service, and what the form typed (typed, nil for
// nothing).
func (s *Server) refusedSettings(c *fiber.Ctx, err error, v settingsView) error {
	v.problem, v.invalid = s.pageMessage(c, err, settingsLabels), dashboard.InvalidField(err)
	return s.renderSettings(c, s.errorAnswer(c, err).Status, v)
}

// commaList returns the comma-separated items of the form's field key,
// trimmed, without empty ones.
func commaList(form url.Values, key string) []string {
	out := []string{}
	for _, t := range strings.Split(form.Get(key), ",") {
		if t = strings.TrimSpace(t); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// saveSettings saves the settings form in one update; a refused value
// shows the form again with what was typed, the field in error marked.
func (s *Server) saveSettings(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	text := func(key string) *string {
		v := form.Get(key)
		return &v
	}
	list := func(key string) []string { return commaList(form, key) }
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
		return s.refusedSettings(c, err, settingsView{typed: func(st *orgs.Settings) { typedSettings(st, patch) }})
	}
	if err != nil {
		return err
	}
	return s.settingsDone(c, dashboard.NoticeSettingsSaved)
}

// typedSettings puts the values of the settings form's patch in st, so
// that a refused form shows what was typed. A word count that is not a
// number (-1) leaves the stored one.
func typedSettings(st *orgs.Settings, patch orgs.SettingsPatch) {
	fc, tags, ch := patch.FeedbackCustomization, patch.DefaultRoomTags, patch.ChartSettings
	st.Name = *patch.Name
	st.FeedbackCustomization = orgs.FeedbackCustomization{HeaderText: *fc.HeaderText, PlaceholderText: *fc.PlaceholderText,
		SubmitButtonText: *fc.SubmitButtonText, PrimaryColor: *fc.PrimaryColor}
	st.DefaultRoomTags = orgs.RoomTags{Happy: tags.Happy, Neutral: tags.Neutral, Sad: tags.Sad}
	st.ChartSettings.DefaultChartType, st.ChartSettings.TrendInterval = *ch.DefaultChartType, *ch.TrendInterval
	st.ChartSettings.WordCloud.ExcludeWords = ch.WordCloud.ExcludeWords
	if n := *ch.WordCloud.MaxWords; n >= 0 {
		st.ChartSettings.WordCloud.MaxWords = n
	}
	st.SpamProtection.RequireChallenge = *patch.SpamProtection.RequireChallenge
}

// uploadLogo stores the form's image as the organization's logo, as POST
// /api/organization/upload-logo does.
func (s *Server) uploadLogo(c *fiber.Ctx) error {
	_, err := formUpload(c, s.deps.Orgs.SetLogo)
	switch feedbackkit.ErrorCode(err) {
	case "":
	case feedbackkit.CodeValidationFailed, feedbackkit.CodeUnsupportedMediaType, feedbackkit.CodePayloadTooLarge:
		return s.refusedSettings(c, err, settingsView{})
	default:
		return err
	}
	return s.settingsDone(c, dashboard.NoticeLogoUploaded)
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
		return s.refusedSettings(c, err, settingsView{text: text})
	}
	if err != nil {
		return err
	}
	return s.renderSettings(c, fiber.StatusOK, settingsView{text: text, concern: concern})
}

// upgradeFromDashboard mails the owner a request to upgrade, under the
// API's rate limit of those requests; a refused request shows the form
// again as it was sent.
func (s *Server) upgradeFromDashboard(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	req := orgs.UpgradeRequest{Plan: orgs.Plan(form.Get("plan")), Reason: form.Get("reason")}
	err = s.take(c, "request-upgrade", s.limitKey(c), s.cfg.RateLimits.RequestUpgrade)
	if err == nil {
		err = s.deps.Orgs.RequestUpgrade(c.UserContext(), req)
	}
	switch feedbackkit.ErrorCode(err) {
	case "":
		return s.settingsDone(c, dashboard.NoticeUpgradeRequested)
	case feedbackkit.CodeValidationFailed, feedbackkit.CodeRateLimited:
		return s.refusedSettings(c, err, settingsView{upgrade: req})
	}
	return err
}

// settingsDone sends the browser back to the settings screen with the
// notice done.
func (s *Server) settingsDone(c *fiber.Ctx, done dashboard.Notice) error {
	return c.Redirect(withNotice(s.base+"/settings", done), fiber.StatusSeeOther)
}
