package pages

import (
	"strings"

	"golang.org/x/text/language"
)

// Strings are the words of the respondent pages and the widget in one
// language: every text a respondent reads that the organization did not
// write comes from here. Add a language by adding a Strings to catalog.
type Strings struct {
	// Lang is the BCP 47 tag of the language, for <html lang>.
	Lang string

	SkipToForm     string
	Required       string // the mark of a required question, read with it
	RequiredNote   string // explains the mark above a form
	Submit         string
	SendFeedback   string
	YourFeedback   string
	CharsLeft      string // "%d characters left", updated by script
	CharsLimit     string // "Up to %d characters.", without script
	HowDoYouFeel   string
	TagsLegend     string // the tags of the chosen sentiment
	ThanksTitle    string
	ThanksBody     string
	SendAnother    string
	ProblemTitle   string // heading of the error summary
	AnswerRequired string // a required question left unanswered
	AnswerTooLong  string // a text answer over "%d" characters
	AnswerRefused  string // a text answer with characters that cannot be kept (control characters, not UTF-8)
	AnswerNumber   string // a number field's answer not a whole number from "%d" to "%d"
	AnswerChoice   string // an answer that is not among a question's buttons (the form changed since it was opened)
	NoAnswer       string // a form sent with no question answered
	NeedOne        string // a room page or the widget sent with no face and no text
	TextTooLong    string // a room page's text over "%d" characters
	TextRefused    string // a room page's text with characters that cannot be kept (control characters, not UTF-8)
	TagsRefused    string // a room page sent with a tag the room no longer offers
	NotFoundTitle  string
	NotFoundBody   string
	ClosedTitle    string
	RoomClosedBody string
	FormClosedBody string
	FormOpensBody  string // "%s" is when the form opens, in TimeLayout
	FormEndedBody  string // past its closing time, or its quota reached
	TimeLayout     string // a time.Layout for a time shown on a page, in UTC
	LimitedBody    string // "%d" is the minutes to wait
	BusyTitle      string // too many page reads from the respondent's network
	BusyBody       string // "%d" is the minutes to wait
	NeedsScript    string // a page whose proof of work needs JavaScript
	ChallengeBody  string // the proof of work failed
	ResendBody     string // a page sent again with other answers than the first time
	ErrorTitle     string
	ErrorBody      string
	Anonymous      string
	// The privacy line of a page and the organization's privacy page.
	PrivacyLine          string // "%s" the organization, "%s" Kept
	PrivacyLink          string
	PrivacyTitle         string
	PrivacyAnonymous     string
	PrivacyCollected     string // "%s" the organization
	PrivacyFeedbackKept  string // "%s" Kept
	PrivacyResponsesKept string // "%s" Kept
	KeptDays             string // "%d" the days
	KeptOneDay           string
	KeptUntilDeleted     string
	OptionN              string // "Option %d": an image option without a label
	EmojiNames           [5]string

	// Widget only.
	WidgetOpen    string
	WidgetClose   string
	WidgetTitle   string
	WidgetFailed  string
	WidgetLimited string
	WidgetClosed  string
	WidgetUnknown string
	// Sentiments label the widget's faces: positive, neutral, negative.
	Sentiments [3]string
}

// english is the default language.
var english = Strings{
	Lang:           "en",
	SkipToForm:     "Skip to the form",
	Required:       "required",
	RequiredNote:   "Questions marked * are required.",
	Submit:         "Submit",
	SendFeedback:   "Send feedback",
	YourFeedback:   "Your feedback",
	CharsLeft:      "%d characters left",
	CharsLimit:     "Up to %d characters.",
	HowDoYouFeel:   "How do you feel?",
	TagsLegend:     "Anything in particular?",
	ThanksTitle:    "Thank you!",
	ThanksBody:     "Your feedback was sent. It is anonymous.",
	SendAnother:    "Send more feedback",
	ProblemTitle:   "There is a problem",
	AnswerRequired: "Answer this question: it is required.",
	AnswerTooLong:  "Your answer is too long: shorten it to %d characters at most.",
	AnswerRefused:  "Your answer holds characters that cannot be sent. Remove them and send it again.",
	AnswerNumber:   "Enter a whole number from %d to %d.",
	AnswerChoice:   "Choose from the answers shown.",
	NoAnswer:       "Answer at least one question before sending the form.",
	NeedOne:        "Pick a face or write a few words.",
	TextTooLong:    "Your feedback is too long: shorten it to %d characters at most.",
	TextRefused:    "Your feedback holds characters that cannot be sent. Remove them and send it again.",
	TagsRefused:    "One of the tags you checked is no longer offered here. Check the tags again and send.",
	NotFoundTitle:  "Page not found",
	NotFoundBody:   "This link does not lead to a feedback page. Check the address, or ask for a new link or QR code.",
	ClosedTitle:    "Closed",
	RoomClosedBody: "This room is not accepting feedback right now.",
	FormClosedBody: "This form is not accepting responses right now.",
	FormOpensBody:  "This form opens on %s.",
	FormEndedBody:  "This form has closed and accepts no more responses.",
	TimeLayout:     "Monday 2 January 2006, 15:04 UTC",
	LimitedBody:    "Too many submissions came from your network. Please try again in %d min.",
	BusyTitle:      "Too many requests",
	BusyBody:       "This page was opened too often from your network in a short time. Please try again in %d min.",
	NeedsScript:    "This page needs JavaScript to send your answers: it checks, in your browser, that a person is answering.",
	ChallengeBody:  "Your browser's check that a person is answering did not succeed. Please send your answers again.",
	ResendBody:     "This page was already sent once, with other answers. Your answers below were not sent yet: check them and send them again.",
	ErrorTitle:     "Something went wrong",
	ErrorBody:      "Your feedback could not be sent. Please try again in a moment.",
	Anonymous:      "Anonymous: no login, no cookies, no tracking.",

	PrivacyLine:          "Anonymous: collected by %s, kept %s.",
	PrivacyLink:          "Privacy",
	PrivacyTitle:         "Privacy",
	PrivacyAnonymous:     "What you send is anonymous: no login, no cookies, no tracking, and neither your name, your email nor your IP address is stored with it.",
	PrivacyCollected:     "%s collects the feedback and the form answers sent through its pages and widget.",
	PrivacyFeedbackKept:  "Feedback is kept %s.",
	PrivacyResponsesKept: "Form answers are kept %s.",
	KeptDays:             "for %d days",
	KeptOneDay:           "for 1 day",
	KeptUntilDeleted:     "until the organization deletes it",
	OptionN:              "Option %d",
	EmojiNames:           [5]string{"very unhappy", "unhappy", "neutral", "happy", "very happy"},

	WidgetOpen:    "Feedback",
	WidgetClose:   "Close",
	WidgetTitle:   "Send us your feedback",
	WidgetFailed:  "Your feedback could not be sent. Please try again.",
	WidgetLimited: "Too many submissions. Please try again later.",
	WidgetClosed:  "Feedback is closed right now.",
	WidgetUnknown: "This feedback widget is not set up correctly.",
	Sentiments:    [3]string{"Good", "Okay", "Bad"},
}

// languages are the languages of the pages, English first (the default).
var languages = newCatalog(&english)

// catalog finds the Strings of a language.
type catalog struct {
	byBase  map[language.Base]*Strings
	matcher language.Matcher
}

func newCatalog(all ...*Strings) *catalog {
	c := &catalog{byBase: make(map[language.Base]*Strings)}
	tags := make([]language.Tag, len(all))
	for i, s := range all {
		tags[i] = language.MustParse(s.Lang)
		base, _ := tags[i].Base()
		c.byBase[base] = s
	}
	c.matcher = language.NewMatcher(tags)
	return c
}

// Locale returns the Strings that best match an Accept-Language header,
// English when none does.
func Locale(acceptLanguage string) *Strings {
	tags, _, err := language.ParseAcceptLanguage(strings.TrimSpace(acceptLanguage))
	if err != nil || len(tags) == 0 {
		return &english
	}
	tag, _, _ := languages.matcher.Match(tags...)
	base, _ := tag.Base()
	if s, ok := languages.byBase[base]; ok {
		return s
	}
	return &english
}
