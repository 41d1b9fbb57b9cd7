package dashboard

import (
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// Settings is the organization's settings screen: its name, logo and
// brand colour, the respondent page's texts, the default tags of new
// rooms, the chart settings, the test of the serious-concern detection,
// and the plan with the request for an upgrade. Members below admin see
// the plan and may request an upgrade only, as the API allows.
type Settings struct {
	Page
	Settings *orgs.Settings
	// LogoURL is the address of the organization's logo, "" for none.
	LogoURL string
	// Plans are the plans an upgrade may ask for.
	Plans []orgs.Plan
	// ConcernText is the text tested for a serious concern, and Concern
	// the verdict (nil before a test).
	ConcernText string
	Concern     *analysis.Concern
	// Upgrade is the request for an upgrade as it was sent, when it was
	// refused.
	Upgrade orgs.UpgradeRequest
}

// ChartTypes are the chart types an organization may choose.
func (*Settings) ChartTypes() []string { return []string{"line", "bar", "area", "pie"} }

// Intervals are the trend intervals an organization may choose.
func (*Settings) Intervals() []string { return []string{"day", "week", "month"} }
