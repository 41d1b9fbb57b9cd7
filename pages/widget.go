package pages

import (
	_ "embed"
	"encoding/json"
	"strings"

	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/orgs"
)

//go:embed static/widget.js
var widgetSource string

// widgetJS is the widget's script, with the proof-of-work solver.
var widgetJS = withSolver(widgetSource)

// widgetStrings is what the widget's script reads from the server: its
// words and colours.
type widgetStrings struct {
	Open         string            `json:"open"`
	Close        string            `json:"close"`
	Title        string            `json:"title"`
	How          string            `json:"how"`
	YourFeedback string            `json:"yourFeedback"`
	CharsLeft    string            `json:"charsLeft"`
	Max          int               `json:"max"`
	Send         string            `json:"send"`
	ThanksTitle  string            `json:"thanksTitle"`
	ThanksBody   string            `json:"thanksBody"`
	Failed       string            `json:"failed"`
	Limited      string            `json:"limited"`
	Closed       string            `json:"closed"`
	Unknown      string            `json:"unknown"`
	NeedOne      string            `json:"needOne"`
	PrivacyLink  string            `json:"privacyLink"`
	Sentiments   []widgetSentiment `json:"sentiments"`
	Accent       string            `json:"accent"`
	OnAccent     string            `json:"onAccent"`
	AccentText   string            `json:"accentText"`
}

type widgetSentiment struct {
	Value string `json:"value"`
	Emoji string `json:"emoji"`
	Label string `json:"label"`
}

// WidgetScript returns the script of the widget in the language of t and
// the colours of theme. A site embeds it with one line,
//
//	<script src="{base_url}/widget.js" data-instructor="ID" data-room="ROOM" async></script>
//
// and gets a button that opens a form, in a shadow DOM that the site's
// styles do not reach, which posts to {base_url}/api/widget/submit with the
// page's address (origin and path, without query or fragment) as pageUrl.
// Under the form, the room's privacy line, which the widget reads from
// {base_url}/api/widget/privacy, links to the organization's privacy page.
// A site's Content-Security-Policy needs to allow only the base URL's
// origin in script-src and connect-src: the widget styles itself through a
// constructed stylesheet, which the policy does not govern (see
// docs/pages.md).
func WidgetScript(t *Strings, theme Theme) []byte {
	faces := orgs.DefaultRoomCustomization().Sentiments
	ws := widgetStrings{
		Open: t.WidgetOpen, Close: t.WidgetClose, Title: t.WidgetTitle, How: t.HowDoYouFeel,
		YourFeedback: t.YourFeedback, CharsLeft: t.CharsLeft, Max: feedback.MaxTextLength, Send: t.SendFeedback,
		ThanksTitle: t.ThanksTitle, ThanksBody: t.ThanksBody, Failed: t.WidgetFailed, Limited: t.WidgetLimited,
		Closed: t.WidgetClosed, Unknown: t.WidgetUnknown, NeedOne: t.NeedOne, PrivacyLink: t.PrivacyLink,
		Sentiments: []widgetSentiment{
			{"positive", faces.Happy.Emoji, t.Sentiments[0]},
			{"neutral", faces.Neutral.Emoji, t.Sentiments[1]},
			{"negative", faces.Sad.Emoji, t.Sentiments[2]},
		},
		Accent: theme.Accent, OnAccent: theme.OnAccent, AccentText: theme.AccentText,
	}
	// json.Marshal escapes <, > and &: the result is safe in a script.
	data, err := json.Marshal(ws)
	if err != nil {
		panic(err) // strings only: cannot fail
	}
	return []byte(strings.Replace(widgetJS, "/*STRINGS*/null", string(data), 1))
}
