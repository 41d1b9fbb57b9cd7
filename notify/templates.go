package notify

import (
	"bytes"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"io/fs"
	"path"
	"sort"
	"strings"
	texttemplate "text/template"
)

// The names of the templates Send accepts, with their data types.
const (
	// TemplatePasswordReset takes a PasswordReset.
	TemplatePasswordReset = "password_reset"
	// TemplateInvitation takes an Invitation.
	TemplateInvitation = "invitation"
	// TemplateUpgradeRequest takes an UpgradeRequest.
	TemplateUpgradeRequest = "upgrade_request"
	// TemplateNewFeedback takes a NewFeedback.
	TemplateNewFeedback = "new_feedback"
	// TemplateDigest takes a Digest.
	TemplateDigest = "digest"
)

// PasswordReset is the data of the "password_reset" template: the link to
// choose a new password.
type PasswordReset struct {
	Name      string // the account holder's name; may be empty
	ResetURL  string
	ExpiresIn string // e.g. "1 hour"; may be empty
}

// Invitation is the data of the "invitation" template: the link to join an
// organization.
type Invitation struct {
	OrganizationName string
	InviterName      string // may be empty
	Role             string // may be empty
	AcceptURL        string
	ExpiresIn        string // e.g. "7 days"; may be empty
}

// UpgradeRequest is the data of the "upgrade_request" template: a member asks
// the owner to upgrade the organization's plan.
type UpgradeRequest struct {
	OwnerName        string // may be empty
	RequesterName    string
	RequesterEmail   string // may be empty
	OrganizationName string
	Plan             string // may be empty
	Reason           string // may be empty
}

// NewFeedback is the data of the "new_feedback" template: a subscriber is
// told about new feedback on a room or form.
type NewFeedback struct {
	RecipientName    string // may be empty
	OrganizationName string // may be empty
	TargetName       string
	Sentiment        string // may be empty
	Text             string // may be empty
	// ItemID is the id of the item or response whose Text the email
	// shows (see ItemCarrier); may be empty.
	ItemID         string
	URL            string // may be empty
	UnsubscribeURL string // the one-click unsubscribe link; may be empty
}

// Digest is the data of the "digest" template: a subscriber's daily or
// weekly summary of the new feedback on a room or form.
type Digest struct {
	RecipientName    string // may be empty
	OrganizationName string // may be empty
	TargetName       string
	// Period names the period, e.g. "daily digest" or "weekly digest".
	Period string
	// Span is the period in words, e.g. "22 Nov 2026 08:00 - 23 Nov 2026
	// 08:00 UTC".
	Span string
	// Total is the number of items of the period; Negative, Neutral,
	// Positive and Unrated count them by sentiment.
	Total, Negative, Neutral, Positive, Unrated int
	// Concerns are the serious concerns, listed first; may be empty.
	Concerns []DigestItem
	// Newest are the newest items.
	Newest []DigestItem
	// URL is the target's page of the dashboard; may be empty.
	URL string
	// ConcernsURL is the dashboard's page of serious concerns; may be
	// empty.
	ConcernsURL    string
	UnsubscribeURL string // the one-click unsubscribe link; may be empty
}

// DigestItem is one item listed in a Digest.
type DigestItem struct {
	Sentiment string // may be empty
	Text      string // may be empty
	// ItemID is the id of the item or response whose Text the email
	// shows (see ItemCarrier); may be empty.
	ItemID string
	Time   string // when it came, e.g. "23 Nov 2026 07:15 UTC"
	// Categories are the categories of a serious concern, joined; may be
	// empty.
	Categories string
}

//go:embed templates/*.txt templates/*.html
var templateFiles embed.FS

// message is a rendered email.
type message struct {
	Subject, Text, HTML string
}

// layoutData is what the layouts receive: the subject and the caller's data,
// which the "content" template of each email gets as its dot.
type layoutData struct {
	Subject string
	Data    any
}

// emailTemplate holds the parsed templates of one email: the text template
// set (the layout, "subject" and "content") and the HTML one (the layout and
// "content").
type emailTemplate struct {
	text *texttemplate.Template
	html *htmltemplate.Template
}

// renderer renders the embedded templates. Each email has NAME.txt, which
// defines "subject" and the plain-text "content", and NAME.html, which
// defines the HTML "content"; layout.txt and layout.html wrap every email.
type renderer struct {
	templates map[string]emailTemplate
}

// newRenderer parses the templates of fsys (a directory as the embedded
// "templates" one).
func newRenderer(fsys fs.FS) (*renderer, error) {
	textLayout, err := texttemplate.ParseFS(fsys, "layout.txt")
	if err != nil {
		return nil, fmt.Errorf("notify: %w", err)
	}
	htmlLayout, err := htmltemplate.ParseFS(fsys, "layout.html")
	if err != nil {
		return nil, fmt.Errorf("notify: %w", err)
	}
	files, err := fs.Glob(fsys, "*.txt")
	if err != nil {
		return nil, fmt.Errorf("notify: %w", err)
	}
	r := &renderer{templates: make(map[string]emailTemplate)}
	for _, file := range files {
		name := strings.TrimSuffix(path.Base(file), ".txt")
		if name == "layout" {
			continue
		}
		text, err := texttemplate.Must(textLayout.Clone()).ParseFS(fsys, name+".txt")
		if err != nil {
			return nil, fmt.Errorf("notify: %w", err)
		}
		html, err := htmltemplate.Must(htmlLayout.Clone()).ParseFS(fsys, name+".html")
		if err != nil {
			return nil, fmt.Errorf("notify: %w", err)
		}
		if text.Lookup("subject") == nil || text.Lookup("content") == nil || html.Lookup("content") == nil {
			return nil, fmt.Errorf("notify: template %q must define subject and content", name)
		}
		r.templates[name] = emailTemplate{
			text: text.Lookup("layout.txt"),
			html: html.Lookup("layout.html"),
		}
	}
	return r, nil
}

// names returns the template names, sorted.
func (r *renderer) names() []string {
	names := make([]string, 0, len(r.templates))
	for name := range r.templates {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// render renders template name with data. It fails for an unknown name and
// when data lacks a field the template uses.
func (r *renderer) render(name string, data any) (*message, error) {
	t, ok := r.templates[name]
	if !ok {
		return nil, fmt.Errorf("notify: unknown email template %q (known: %s)", name, strings.Join(r.names(), ", "))
	}
	var buf bytes.Buffer
	if err := t.text.ExecuteTemplate(&buf, "subject", data); err != nil {
		return nil, fmt.Errorf("notify: render %s subject: %w", name, err)
	}
	subject := strings.Join(strings.Fields(buf.String()), " ")
	if subject == "" {
		return nil, fmt.Errorf("notify: render %s: empty subject", name)
	}
	ld := layoutData{Subject: subject, Data: data}
	buf.Reset()
	if err := t.text.Execute(&buf, ld); err != nil {
		return nil, fmt.Errorf("notify: render %s text: %w", name, err)
	}
	text := buf.String()
	buf.Reset()
	if err := t.html.Execute(&buf, ld); err != nil {
		return nil, fmt.Errorf("notify: render %s html: %w", name, err)
	}
	return &message{Subject: subject, Text: text, HTML: buf.String()}, nil
}
