// Package dashboard renders the organizer dashboard: the pages members use
// in a browser to sign in, manage their rooms, read and triage feedback,
// chart it, show a room live on a projector, and keep their account and
// subscriptions.
//
// Pages are server-rendered HTML (html/template) from the Services, with
// one stylesheet and one small script, both embedded and served by the
// server package at {prefix}/assets/ (AssetPath), so that the pages' CSP
// allows no inline script or style. Every page works without JavaScript
// through links and form posts; the script asks for confirmations, copies
// snippets and refreshes the live view.
//
// The package only renders: the server package serves the pages, reading
// and changing data through the same Services as the JSON API, so that
// every page respects roles as the API does.
package dashboard

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"html/template"
	"io"
	"net/url"
	"strings"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

//go:embed templates/*.html
var templateFiles embed.FS

//go:embed static/dashboard.css
var styleCSS []byte

//go:embed static/dashboard.js
var scriptJS []byte

// Asset is an embedded file the pages load.
type Asset struct {
	Name        string // the last segment of its path below AssetPath
	ContentType string
	Body        []byte
}

// Assets are the stylesheets and scripts of the pages, named by a hash of
// their content so that they can be cached for good.
var Assets = []Asset{
	{Name: "dashboard-" + shortHash(styleCSS) + ".css", ContentType: "text/css; charset=utf-8", Body: styleCSS},
	{Name: "dashboard-" + shortHash(scriptJS) + ".js", ContentType: "text/javascript; charset=utf-8", Body: scriptJS},
	formsStyle, formsScript,
}

// AssetPath is the path, below the server's prefix, of the Assets.
const AssetPath = "/assets/"

func shortHash(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:6])
}

var templates = template.Must(template.New("dashboard").Funcs(template.FuncMap{
	"time":     shownTime,
	"datetime": machineTime,
	"pathEsc":  url.PathEscape,
	"join":     strings.Join,
	"list":     func(s ...string) []string { return s },
	"percent":  func(f float64) float64 { return f * 100 },
	"pages":    pagesOf,
}).ParseFS(templateFiles, "templates/*.html"))

// shownTime is how the pages show a time: "2026-11-30 00:48 UTC".
func shownTime(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") }

// machineTime is a time as the datetime attribute of a <time> element
// gives it: "2026-11-30T00:48:05Z".
func machineTime(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05Z") }

// User is who is signed in, as the pages show them.
type User struct {
	Name  string
	Email string
	Role  feedbackkit.Role
}

// Page is what every page has.
type Page struct {
	// Title is the page's heading and the first part of its title.
	Title string
	// Base is the path of the server's base URL ("" or "/feedback"): its
	// prefix, or the path a reverse proxy strips. Every link starts with
	// it.
	Base string
	// User is nil on the pages of signed-out visitors.
	User *User
	// Section is the navigation entry of the page: rooms, inbox, concerns,
	// flagged, insights, forms, account, subscriptions.
	Section string
	// Notice says what the last action did; Error what went wrong.
	Notice, Error string
	// Invalid is the path of the field Error is about, "" for none: its
	// input is marked (see Mark).
	Invalid string
	// HostAccounts reports that a host program signs the members in and
	// out: the pages offer no "Sign out".
	HostAccounts bool
	// APIKeys reports whether the server has the API keys screen.
	APIKeys bool
	// Integrations reports whether the server has the integrations screen.
	Integrations bool
	// Governance and AuditLog report whether the server has the data
	// screen (retention, privacy notice, export, deletion) and the audit
	// log.
	Governance, AuditLog bool
}

// URL returns the address of path (starting with "/") below Base.
func (p Page) URL(path string) string { return p.Base + path }

// Admin reports whether the signed-in user is an admin or the owner.
func (p Page) Admin() bool { return p.User != nil && p.User.Role.AtLeast(feedbackkit.RoleAdmin) }

// Owner reports whether the signed-in user is the owner, who alone
// grants or takes away the admin role, exports, transfers and deletes the
// organization.
func (p Page) Owner() bool { return p.User != nil && p.User.Role == feedbackkit.RoleOwner }

// Style is the address of the stylesheet.
func (p Page) Style() string { return p.Base + AssetPath + Assets[0].Name }

// Script is the address of the script.
func (p Page) Script() string { return p.Base + AssetPath + Assets[1].Name }

// Render writes the template name with data (a struct embedding Page).
func Render(w io.Writer, name string, data any) error {
	return templates.ExecuteTemplate(w, name, data)
}
