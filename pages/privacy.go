package pages

import (
	"fmt"
	"io"
)

// Privacy is what a respondent page, and the widget, say in one line of
// the privacy of what they collect: that it is anonymous, who collects it
// and how long it is kept, or the organization's own words, with a link to
// the organization's privacy page.
type Privacy struct {
	// Organization is the name of the organization that collects.
	Organization string
	// Days is how long what the page collects is kept; 0: until the
	// organization deletes it.
	Days int
	// Text is the organization's own notice, "" for the default sentence.
	Text string
	// URL is the address of the organization's privacy page.
	URL string
}

// Line is the line of p in the language of t: the organization's own
// notice, or the default sentence.
func (p *Privacy) Line(t *Strings) string {
	if p.Text != "" {
		return p.Text
	}
	return fmt.Sprintf(t.PrivacyLine, p.Organization, t.Kept(p.Days))
}

// Kept says how long something kept days is kept: "for 30 days", or
// until deleted for 0.
func (t *Strings) Kept(days int) string {
	switch days {
	case 0:
		return t.KeptUntilDeleted
	case 1:
		return t.KeptOneDay
	}
	return fmt.Sprintf(t.KeptDays, days)
}

// PrivacyPage is an organization's privacy page, which the privacy line
// of its pages links to: what its respondents' feedback and answers are,
// who collects them, how long each is kept, and its own notice.
type PrivacyPage struct {
	Page
	Organization string
	// FeedbackDays and ResponsesDays are how long feedback and form
	// responses are kept; 0: until the organization deletes them.
	FeedbackDays, ResponsesDays int
	// Text is the organization's own notice, "" for none.
	Text string
}

// Render writes the page to w.
func (p *PrivacyPage) Render(w io.Writer) error { return render(w, "privacy", p) }

// PageTitle is the page's title.
func (p *PrivacyPage) PageTitle() string { return p.T.PrivacyTitle + " – " + p.Organization }

// Collected says who collects.
func (p *PrivacyPage) Collected() string { return fmt.Sprintf(p.T.PrivacyCollected, p.Organization) }

// FeedbackKept says how long feedback is kept.
func (p *PrivacyPage) FeedbackKept() string {
	return fmt.Sprintf(p.T.PrivacyFeedbackKept, p.T.Kept(p.FeedbackDays))
}

// ResponsesKept says how long form responses are kept.
func (p *PrivacyPage) ResponsesKept() string {
	return fmt.Sprintf(p.T.PrivacyResponsesKept, p.T.Kept(p.ResponsesDays))
}
