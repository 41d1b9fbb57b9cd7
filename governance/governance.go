// Package governance is what an organization does with its data as a
// whole: how long it keeps feedback and form responses (Retention, and the
// purge job that applies it), the privacy notice its respondents read,
// the export of everything it holds (one zip, one JSON file per kind of
// data), and its deletion with every row and uploaded file it owns.
//
// It sits above the domain packages, which own their tables: the purge
// calls feedback and forms to delete old items and responses with what
// is derived from them, the export writes the kinds of data the caller
// hands it (the server hands the API's own JSON of each), and the deletion
// removes, in one transaction, every row that names the organization,
// whichever of feedbackkit's tables it is in, and nothing of the tables of
// a host that shares the database (see BunStore.DeleteOrganization).
package governance

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/feedbackkit/feedbackkit"
)

// MaxRetentionDays is the longest retention that can be set (ten years);
// longer means forever (nil).
const MaxRetentionDays = 3650

// MaxNoticeLength is the longest privacy notice, in characters.
const MaxNoticeLength = 300

// Retention is how long an organization keeps its data, in days; nil
// keeps it forever.
type Retention struct {
	// FeedbackDays is how long feedback items are kept.
	FeedbackDays *int `json:"feedbackDays"`
	// ResponsesDays is how long form responses are kept.
	ResponsesDays *int `json:"responsesDays"`
}

// validate returns VALIDATION_FAILED, with a detail per field, when a
// retention is out of 1..MaxRetentionDays.
func (r Retention) validate() error {
	var details []feedbackkit.FieldError
	for _, f := range []struct {
		name string
		days *int
	}{{"feedbackDays", r.FeedbackDays}, {"responsesDays", r.ResponsesDays}} {
		if f.days != nil && (*f.days < 1 || *f.days > MaxRetentionDays) {
			details = append(details, feedbackkit.FieldError{Field: f.name, Message: "must be null or 1 to 3650 days"})
		}
	}
	if details != nil {
		return &feedbackkit.Error{Code: feedbackkit.CodeValidationFailed, Message: "invalid retention", Details: details}
	}
	return nil
}

// Policy is what an organization has set of its data's governance.
type Policy struct {
	OrgID     string
	Retention Retention
	// Notice is the organization's own privacy notice, "" for the default
	// one.
	Notice    string
	UpdatedAt time.Time
}

// Notice is what a respondent page says of the privacy of what it
// collects: who collects it, how long it is kept, and, when the
// organization wrote one, its own notice.
type Notice struct {
	// Organization is the name of the organization that collects.
	Organization string
	// Subdomain names the organization in the address of its privacy page.
	Subdomain string
	Retention Retention
	// Text is the organization's own notice, "" for none.
	Text string
}

// NormalizeNotice returns a privacy notice as SetPrivacyNotice would save
// it: trimmed, and checked to be one line (feedbackkit.OneLine: no
// control character, nor a Unicode line or paragraph separator) of at
// most MaxNoticeLength characters, else VALIDATION_FAILED. A page
// previews a notice with it.
func NormalizeNotice(text string) (string, error) {
	text = strings.TrimSpace(text)
	bad := !utf8.ValidString(text) || utf8.RuneCountInString(text) > MaxNoticeLength || !feedbackkit.OneLine(text)
	if bad {
		return "", feedbackkit.Invalid("notice", "must be one line of at most 300 characters")
	}
	return text, nil
}
