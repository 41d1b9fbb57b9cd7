package notify

import "regexp"

// RemovedLink replaces, in the outbox, every link of an email once it has
// been delivered: password-reset and invitation links open an account to
// whoever holds them, and the copy kept for the record must not.
const RemovedLink = "[link removed once sent]"

// linkPattern is what a link looks like in a text or HTML body or in a
// header field (List-Unsubscribe's <https://…>).
var linkPattern = regexp.MustCompile(`(?i)\bhttps?://[^\s<>"']+`)

// Delivered is what the outbox keeps of an email once it is delivered: its
// bodies and header fields with every link replaced by RemovedLink.
type Delivered struct {
	Text    string
	HTML    string
	Headers map[string]string
}

// delivered returns what the outbox keeps of e once it is delivered.
func delivered(e *Email) Delivered {
	d := Delivered{Text: removeLinks(e.Text), HTML: removeLinks(e.HTML), Headers: map[string]string{}}
	for k, v := range e.Headers {
		d.Headers[k] = removeLinks(v)
	}
	return d
}

func removeLinks(s string) string { return linkPattern.ReplaceAllLiteralString(s, RemovedLink) }
