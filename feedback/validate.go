package feedback

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/feedbackkit/feedbackkit"
)

// nonNil returns s, or an empty slice for nil.
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func trimSpace(s string) string { return strings.TrimSpace(s) }

func equalFold(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}

// checkPageURL returns the widget page URL raw, without a user name and
// password, or VALIDATION_FAILED when it is not an absolute http or https
// URL of at most MaxPageURLLength bytes.
func checkPageURL(raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	bad := feedbackkit.Invalid("pageUrl", "must be an absolute http or https URL")
	if len(raw) > MaxPageURLLength {
		return "", feedbackkit.Invalid("pageUrl", fmt.Sprintf("must be at most %d bytes", MaxPageURLLength))
	}
	if err := feedbackkit.CheckString("pageUrl", raw, MaxPageURLLength); err != nil {
		return "", err
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", bad
	}
	// A user name and password in the URL ("https://user:pass@host/") are
	// the visitor's credentials, never kept.
	if u.User != nil {
		u.User = nil
		return u.String(), nil
	}
	return raw, nil
}
