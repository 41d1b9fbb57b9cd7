package governance_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/governance"
)

// TestNormalizeNotice: a privacy notice is trimmed; one that is not one
// line (a line break, a Unicode line or paragraph separator, a next line,
// any other control character), is not UTF-8 or is longer than
// MaxNoticeLength characters is VALIDATION_FAILED naming the notice.
func TestNormalizeNotice(t *testing.T) {
	for in, want := range map[string]string{
		"":                                      "",
		"  Acme HR reads these once a month.  ": "Acme HR reads these once a month.",
		"\u2028 trimmed \u2029":                 "trimmed", // separators are spaces to TrimSpace
		"Ærø – שלום":                            "Ærø – שלום",
		strings.Repeat("é", governance.MaxNoticeLength): strings.Repeat("é", governance.MaxNoticeLength),
	} {
		if got, err := governance.NormalizeNotice(in); err != nil || got != want {
			t.Errorf("NormalizeNotice(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"one\ntwo", "one\r\ntwo", "tab\there", "a\u2028b", "a\u2029b", "a\u0085b", "esc\x1b[2J", "\xff",
		strings.Repeat("é", governance.MaxNoticeLength+1)} {
		got, err := governance.NormalizeNotice(in)
		var fe *feedbackkit.Error
		if !errors.As(err, &fe) || fe.Code != feedbackkit.CodeValidationFailed || len(fe.Details) != 1 ||
			fe.Details[0].Field != "notice" || fe.Details[0].Message != "must be one line of at most 300 characters" || got != "" {
			t.Errorf("NormalizeNotice(%q) = %q, %+v; want VALIDATION_FAILED naming the notice", in, got, err)
		}
	}
}
