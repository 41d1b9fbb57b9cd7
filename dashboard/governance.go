package dashboard

import (
	"strconv"

	"github.com/feedbackkit/feedbackkit/governance"
	"github.com/feedbackkit/feedbackkit/identity"
)

// Data is the screen of the organization's data (admins and the owner):
// how long it keeps feedback and form responses, its privacy notice with
// the lines respondents see, and, for the owner, the export, the transfer
// of the ownership and the deletion of the organization.
type Data struct {
	Page
	// FeedbackDays and ResponsesDays are the retention form's values: a
	// number of days, "" to keep forever.
	FeedbackDays, ResponsesDays string
	// PrivacyNotice is the privacy notice form's value: the organization's own
	// words, "" for the default sentence.
	PrivacyNotice string
	// RoomLine and FormLine are the privacy lines of a room's and of a
	// form's page; Preview reports that they show the form's words, not
	// saved yet.
	RoomLine, FormLine string
	Preview            bool
	// PrivacyURL is the address of the organization's privacy page, which
	// the lines link to.
	PrivacyURL string
	// Admins are the members the owner may make the owner; Transferable
	// reports whether the ownership is transferred here (not when a host
	// program manages the accounts).
	Admins       []*identity.User
	Transferable bool
}

// RetentionDays returns a retention as the form shows it: "" keeps
// forever.
func RetentionDays(days *int) string {
	if days == nil {
		return ""
	}
	return strconv.Itoa(*days)
}

// MaxRetentionDays is the longest retention the form accepts.
func (*Data) MaxRetentionDays() int { return governance.MaxRetentionDays }

// MaxNoticeLength is the longest privacy notice the form accepts.
func (*Data) MaxNoticeLength() int { return governance.MaxNoticeLength }

// OrganizationExport is the address of the organization's export, a zip
// the browser downloads from GET /api/organization/export with its
// session (the API decides who may: the owner).
func (p Page) OrganizationExport() string { return p.Base + "/api/organization/export" }

// Deletion is the page that confirms the deletion of the organization:
// the owner types its subdomain.
type Deletion struct {
	Page
	Organization, Subdomain string
	// Confirm is what was typed, kept when it was not the subdomain.
	Confirm string
	// Remade reports that the host program's users are provisioned on
	// sight (app.Config.HostUsers): the organization comes back, empty,
	// with the next request of one of them.
	Remade bool
}
