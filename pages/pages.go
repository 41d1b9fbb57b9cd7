// Package pages renders the pages a respondent uses, usually on a phone
// after scanning a QR code: a room's page ({base_url}/r/{instructorId}/{room})
// and a form's page ({base_url}/f/{slug}), their thank-you, closed and
// error states, and the script of the widget that other sites embed.
//
// Pages are server-rendered HTML (html/template) with their styles and a
// few lines of script inline, all embedded in the binary: no build step, no
// request for anything but the organization's logo and question images,
// and no cookies or tracking. Everything works without JavaScript through
// plain form posts; the script counts characters, moves focus, and posts
// the form itself so that it can retry a post that got no answer with the
// same idempotency key (FieldIdempotencyKey).
// The words of the pages come from one catalog, Strings, in the language
// of the respondent's Accept-Language.
//
// The package only renders and reads form posts: the server package serves
// the pages, calling the same Services as the JSON API.
package pages

import (
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"html/template"
	"io"
	"strings"
)

//go:embed templates/*.html
var templateFiles embed.FS

//go:embed static/style.css
var styleCSS string

//go:embed static/page.js
var pageSource string

//go:embed static/solver.js
var solverJS string

// withSolver returns the script src with the proof-of-work solver
// (static/solver.js) in the place of its /*SOLVER*/ mark.
func withSolver(src string) string {
	if !strings.Contains(src, solverMark) {
		panic("pages: a script without " + solverMark) // embedded files: cannot happen
	}
	return strings.Replace(src, solverMark, solverJS, 1)
}

// solverMark is where a script takes the solver.
const solverMark = "/*SOLVER*/"

// pageJS is the pages' script.
var pageJS = withSolver(pageSource)

// templates are the pages, parsed once.
var templates = template.Must(template.New("pages").Funcs(template.FuncMap{
	"style":  func() template.CSS { return template.CSS(styleCSS) },
	"script": func() template.JS { return template.JS(pageJS) },
}).ParseFS(templateFiles, "templates/*.html"))

// ScriptHash is the CSP source of the pages' only script,
// "'sha256-...'", for a Content-Security-Policy script-src.
var ScriptHash = func() string {
	sum := sha256.Sum256([]byte(pageJS))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}()

// State is what a page shows.
type State int

// The states of a room's or form's page.
const (
	// Open shows the questions.
	Open State = iota
	// Sent thanks the respondent.
	Sent
	// Closed says the room or form accepts nothing now.
	Closed
)

// Brand is what a page shows of the organization.
type Brand struct {
	Name string
	// LogoURL is the address of the logo, "" for none.
	LogoURL string
	// Color is the primary colour, #RRGGBB (another value gets the
	// default).
	Color string
}

// FieldIdempotencyKey is the hidden field of a page's form that carries
// the key of its submission: a repeat of the post with the same key (a
// retry, a reload) stores nothing more. The server gives each rendered
// page a new key.
const FieldIdempotencyKey = "idempotencyKey"

// FieldHoneypot is the field of the pages and the widget that people
// never see nor fill: a post that fills it comes from a program, and is
// answered like a success and stored nowhere.
const FieldHoneypot = "website"

// Page is what every page has.
type Page struct {
	T     *Strings
	Brand Brand
	// IdempotencyKey is the value of the form's FieldIdempotencyKey.
	IdempotencyKey string
	// ChallengeURL, for a room or form that requires a proof of work, is
	// the address of GET /api/public/challenge: the page's script solves
	// a challenge and posts the solution in the field altcha. "" for none.
	ChallengeURL string
	// Privacy is the page's privacy line; nil shows Strings.Anonymous.
	Privacy *Privacy
}

// Theme returns the colours of the page.
func (p Page) Theme() Theme { return NewTheme(p.Brand.Color) }

// render writes the template name with data to w.
func render(w io.Writer, name string, data any) error {
	return templates.ExecuteTemplate(w, name, data)
}

// MessagePage is a page that says one thing: not found, closed, try again
// later.
type MessagePage struct {
	Page
	Heading string
	Body    string
}

// Render writes the page to w.
func (p *MessagePage) Render(w io.Writer) error { return render(w, "message", p) }

// PageTitle is the page's title.
func (p *MessagePage) PageTitle() string {
	if p.Brand.Name == "" {
		return p.Heading
	}
	return p.Heading + " – " + p.Brand.Name
}
