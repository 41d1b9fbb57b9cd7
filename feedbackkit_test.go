package feedbackkit_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit"
)

func TestCheckText(t *testing.T) {
	for s, ok := range map[string]bool{
		"":                      true,
		"café ☕ 😊":              true,
		"a\nb\tc":               true,
		"line\u2028para\u2029":  true, // not control characters: a subject keeps them
		"nel\u0085":             false,
		"nul\x00":               false,
		"bell\a":                false,
		"\xff\xfe":              false,
		strings.Repeat("é", 10): true,
		strings.Repeat("é", 11): false,
	} {
		err := feedbackkit.CheckText("f", s, 10)
		if (err == nil) != ok {
			t.Errorf("CheckText(%q) = %v, want ok=%v", s, err, ok)
		}
		if err != nil && feedbackkit.ErrorCode(err) != feedbackkit.CodeValidationFailed {
			t.Errorf("CheckText(%q) code %s", s, feedbackkit.ErrorCode(err))
		}
	}
}

// TestCleanText: vertical tabs and form feeds (a word processor's line
// break, a PDF's page break), next lines and the Unicode line and
// paragraph separators become line breaks; what is left is checked as
// CheckText does.
func TestCleanText(t *testing.T) {
	for s, want := range map[string]string{
		"":                        "",
		"one\vtwo\fthree\r\nfour": "one\ntwo\nthree\r\nfour",
		"\f\v":                    "\n\n",
		"tab\tcafé":               "tab\tcafé",
		"line\u2028para\u2029end": "line\npara\nend",
		"next\u0085line":          "next\nline",
		"\u2029\u2028\u0085":      "\n\n\n",
	} {
		if got, err := feedbackkit.CleanText("f", s, 20); err != nil || got != want {
			t.Errorf("CleanText(%q) = %q, %v; want %q", s, got, err, want)
		}
	}
	for _, s := range []string{"bell\a\v", "csi\u009b\u2028", "\xff\f", "\xff\u2028", strings.Repeat("\u2028", 21)} {
		if got, err := feedbackkit.CleanText("f", s, 20); feedbackkit.ErrorCode(err) != feedbackkit.CodeValidationFailed || got != "" {
			t.Errorf("CleanText(%q) = %q, %v; want VALIDATION_FAILED", s, got, err)
		}
	}
}

// TestCheckString: any text but invalid UTF-8, NUL and a length over the
// bound passes; control characters other than NUL are the caller's
// concern.
func TestCheckString(t *testing.T) {
	for s, ok := range map[string]bool{
		"":                      true,
		"café ☕ 😊":              true,
		"bell\a\nline":          true,
		"nul\x00":               false,
		"\xff\xfe":              false,
		strings.Repeat("é", 10): true,
		strings.Repeat("é", 11): false,
	} {
		err := feedbackkit.CheckString("f", s, 10)
		if (err == nil) != ok {
			t.Errorf("CheckString(%q) = %v, want ok=%v", s, err, ok)
		}
		if err != nil && feedbackkit.ErrorCode(err) != feedbackkit.CodeValidationFailed {
			t.Errorf("CheckString(%q) code %s", s, feedbackkit.ErrorCode(err))
		}
	}
}

// TestCheckName: a name is one line of visible text; format characters
// (Unicode category Cf) are refused with the control characters, while
// any script, combining marks, emoji and ordinary spaces are fine.
func TestCheckName(t *testing.T) {
	for s, ok := range map[string]bool{
		"Ærø Skole – 2. klasse": true,
		"日本語の部屋":                true,
		"cafe\u0301":            true, // a combining mark (Mn)
		"room 😊 🇩🇪":             true,
		"no\u00a0break":         true, // a no-break space (Zs) is a space
		"a\tb":                  false,
		"a\nb":                  false,
		"a\u2028b":              false, // line separator
		"a\u2029b":              false, // paragraph separator
		"a\u0085b":              false, // next line
		"zw\u200bsp":            false, // zero-width space
		"zw\u200cnj":            false, // zero-width non-joiner
		"zw\u200dj":             false, // zero-width joiner
		"\u200dab":              false, // a joiner at the start
		"می\u200cخواهم":         true,  // a non-joiner in a Persian word
		"क्\u200dष":             true,  // a joiner after a Devanagari virama
		"👩\u200d💻 dev":          true,  // an emoji sequence
		"🏳\ufe0f\u200d🌈":        true,  // after the emoji presentation selector
		"👍🏽\u200d":              false, // a joiner at the end
		"山\u200d田":              false, // Han takes no joiner
		"ש\u200cלום":            false, // nor Hebrew
		"rtl\u202eevil":         false, // right-to-left override
		"iso\u2066x\u2069":      false, // left-to-right isolate
		"\ufeffbom":             false, // byte order mark
		"soft\u00adhyphen":      false,
		"word\u2060joiner":      false,
		"tag\U000E0041":         false, // a tag character
		"arabic\u061cmark":      false, // Arabic letter mark
		strings.Repeat("é", 30): true,
		strings.Repeat("é", 31): false,
	} {
		err := feedbackkit.CheckName("name", s, 30)
		if (err == nil) != ok {
			t.Errorf("CheckName(%q) = %v, want ok=%v", s, err, ok)
		}
		var fe *feedbackkit.Error
		if err != nil && (!errors.As(err, &fe) || fe.Code != feedbackkit.CodeValidationFailed || len(fe.Details) != 1 || fe.Details[0].Field != "name") {
			t.Errorf("CheckName(%q) = %+v, want VALIDATION_FAILED naming the field", s, err)
		}
	}
}

// TestNameLineBreaks: CheckName refuses each line break, the Unicode line
// and paragraph separators among them, with the one-line message, as
// OneLine reports.
func TestNameLineBreaks(t *testing.T) {
	for _, s := range []string{"a\nb", "a\rb", "a\tb", "a\vb", "a\fb", "a\u0085b", "a\u2028b", "a\u2029b", "\u2028"} {
		if feedbackkit.OneLine(s) {
			t.Errorf("OneLine(%q) = true", s)
		}
		var fe *feedbackkit.Error
		err := feedbackkit.CheckName("name", s, 30)
		if !errors.As(err, &fe) || len(fe.Details) != 1 || fe.Details[0].Message != "must be one line without control characters" {
			t.Errorf("CheckName(%q) = %+v, want \"must be one line without control characters\"", s, err)
		}
	}
	for _, s := range []string{"", "Ærø Skole – 2. klasse", "no\u00a0break", "zw\u200bsp", "\xff"} {
		if !feedbackkit.OneLine(s) {
			t.Errorf("OneLine(%q) = false", s)
		}
	}
}

// TestVisibleName: what CheckName refuses in a name is dropped, the
// joiners a script or an emoji needs and bytes that are not UTF-8 kept.
func TestVisibleName(t *testing.T) {
	for in, want := range map[string]string{
		"\u200fدانا\u200e":   "دانا",
		"Le\u200be\tx\u202e": "Leex",
		"می\u200cخواهم":      "می\u200cخواهم",
		"👩\u200d💻":           "👩\u200d💻",
		"a\u200db":           "ab",
		"Ann\u2028Lee\u2029": "AnnLee",
		"bad\xffbyte":        "bad\xffbyte",
	} {
		if got := feedbackkit.VisibleName(in); got != want {
			t.Errorf("VisibleName(%q) = %q, want %q", in, got, want)
		}
		if want != "bad\xffbyte" && feedbackkit.CheckName("name", feedbackkit.VisibleName(in), 100) != nil {
			t.Errorf("CheckName refuses VisibleName(%q)", in)
		}
	}
}

func TestCleanTags(t *testing.T) {
	got, err := feedbackkit.CleanTags("tags", []string{" pace ", "Pace", "café ☕", "PACE", strings.Repeat("é", feedbackkit.MaxTagLength)})
	if err != nil || strings.Join(got, "|") != "pace|café ☕|"+strings.Repeat("é", feedbackkit.MaxTagLength) {
		t.Errorf("CleanTags = %q, %v", got, err)
	}
	if got, err := feedbackkit.CleanTags("tags", []string{}); err != nil || got == nil || len(got) != 0 {
		t.Errorf("empty list: %q, %v", got, err)
	}
	for name, tags := range map[string][]string{
		"nil list":          nil,
		"too many":          make([]string, feedbackkit.MaxTags+1),
		"blank tag":         {"ok", "  "},
		"long tag":          {strings.Repeat("é", feedbackkit.MaxTagLength+1)},
		"NUL":               {"a\x00b"},
		"bell":              {"a\ab"},
		"tab inside":        {"a\tb"},
		"line break inside": {"a\nb"},
		"invalid UTF-8":     {"\xff"},
	} {
		_, err := feedbackkit.CleanTags("customTags.happy", tags)
		if feedbackkit.ErrorCode(err) != feedbackkit.CodeValidationFailed {
			t.Errorf("%s: %v, want VALIDATION_FAILED", name, err)
			continue
		}
		var fe *feedbackkit.Error
		if !errors.As(err, &fe) || len(fe.Details) != 1 || fe.Details[0].Field != "customTags.happy" {
			t.Errorf("%s: details %+v, want the field customTags.happy", name, err)
		}
	}
}

func TestPageRequest(t *testing.T) {
	for _, tc := range []struct {
		in, want feedbackkit.PageRequest
		bad      bool
	}{
		{in: feedbackkit.PageRequest{}, want: feedbackkit.PageRequest{Page: 1, Limit: 20}},
		{in: feedbackkit.PageRequest{Page: 3, Limit: 500}, want: feedbackkit.PageRequest{Page: 3, Limit: 100}},
		{in: feedbackkit.PageRequest{Page: -1}, bad: true},
		{in: feedbackkit.PageRequest{Limit: -5}, bad: true},
	} {
		got, err := tc.in.Normalize()
		if (err != nil) != tc.bad || !tc.bad && got != tc.want {
			t.Errorf("Normalize(%+v) = %+v, %v", tc.in, got, err)
		}
	}
	page := feedbackkit.NewPage([]int{1, 2}, 41, feedbackkit.PageRequest{Page: 2, Limit: 20})
	if page.TotalPages != 3 || page.Total != 41 || page.Page != 2 || page.Limit != 20 || len(page.Data) != 2 {
		t.Errorf("NewPage: %+v", page)
	}
	if empty := feedbackkit.NewPage[int](nil, 0, feedbackkit.PageRequest{Page: 1, Limit: 20}); empty.Data == nil || empty.TotalPages != 0 {
		t.Errorf("empty page: %+v", empty)
	}
}

func TestRoles(t *testing.T) {
	if !feedbackkit.RoleOwner.AtLeast(feedbackkit.RoleAdmin) || feedbackkit.RoleUser.AtLeast(feedbackkit.RoleAdmin) ||
		feedbackkit.Role("root").AtLeast(feedbackkit.RoleUser) || !feedbackkit.RoleAdmin.AtLeast(feedbackkit.RoleAdmin) {
		t.Error("role order is wrong")
	}
}

func TestErrorCode(t *testing.T) {
	if feedbackkit.ErrorCode(nil) != "" || feedbackkit.ErrorCode(io.EOF) != feedbackkit.CodeInternal {
		t.Error("ErrorCode of nil or a plain error")
	}
	if feedbackkit.ErrorMessage(io.EOF) != "internal error" {
		t.Error("internal errors must not leak their message")
	}
}
