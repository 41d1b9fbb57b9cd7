// Package integrations connects an organization to an external issue
// tracker (docs/tracker.md): the only integration
// type is the tracker, a Jira-compatible service reached with OAuth 2.0.
//
// An admin creates the organization's tracker integration, connects it
// with the authorization code flow and PKCE (TrackerAuthURL, then the
// provider redirects to CompleteTrackerAuth), picks a project and issue
// type (ConfigureTracker) and enables it. The tokens are kept encrypted
// with AES-GCM under a key derived from the server secret, refreshed when
// they expire, and never returned nor logged. A token the tracker no
// longer accepts (invalid_grant) marks the integration as needing a new
// connection.
//
// Tickets: the Service is a feedback.ConcernHandler. For every item that
// becomes a serious concern while ticket creation is on (the room's
// tracker settings override the organization's autoCreate), it records a
// ticket with an idempotency key and queues an integrations.create_ticket
// job in the same transaction. The job looks the key up in the tracker
// (a label on the issue) before creating the issue, so that an item never
// gets two tickets, and is retried with backoff while the tracker is down
// or refuses: tickets are delayed, never lost, and a submission never
// fails because of the tracker.
//
// The tracker's endpoints are configurable (TrackerConfig) so that tests,
// and other Jira-compatible services, can stand in for Atlassian's.
package integrations

import (
	"context"
	"net/http"
	"slices"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// Type names a kind of integration.
type Type string

// TypeTracker is the issue tracker, the only integration type.
const TypeTracker Type = "tracker"

// Available describes an integration type the platform supports.
type Available struct {
	Type        Type
	Name        string
	Description string
}

// Status is the state of an integration's connection to its service.
type Status string

// The connection states.
const (
	StatusNotConnected      Status = "not_connected"      // never connected, or disconnected
	StatusConnected         Status = "connected"          // tokens held and accepted
	StatusReconnectRequired Status = "reconnect_required" // the tracker refused the stored tokens
)

// Integration is an organization's connection to an external service.
type Integration struct {
	ID      string
	OrgID   string
	Type    Type
	Name    string
	Enabled bool
	Status  Status
	Config  TrackerSettings
	// Site is the tracker workspace the connection reaches (its cloud id,
	// name and URL), empty until connected.
	Site Site
	// SealedToken is the OAuth token, encrypted (see Config.Secret), ""
	// when not connected. No endpoint returns it.
	SealedToken string
	// AuthNonce is the nonce of the latest authorization URL, "" when
	// none is outstanding: a state is accepted once, and only the latest.
	AuthNonce string
	CreatedBy string
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Site is a tracker workspace (a Jira Cloud site).
type Site struct {
	ID   string // the cloud id, which the API's URLs name
	Name string
	URL  string // e.g. https://acme.atlassian.net
}

// TrackerSettings are the organization's tracker configuration: where the
// tickets of serious concerns go, and whether they are created.
type TrackerSettings struct {
	ProjectKey string
	IssueType  string
	AutoCreate bool
	// AllowedProjectKeys are the projects, beside ProjectKey, that a
	// room's creator with the user role may choose for the room's tickets
	// (see SetRoomSettings); admins and owners choose any.
	AllowedProjectKeys []string
}

// userProjects returns the projects to which a member with the user role
// may send a room's tickets: ProjectKey (when set), then
// AllowedProjectKeys.
func (t TrackerSettings) userProjects() []string {
	out := []string{}
	for _, k := range append([]string{t.ProjectKey}, t.AllowedProjectKeys...) {
		if k != "" && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// allows reports whether a member with the user role may send a room's
// tickets to the project key (see userProjects).
func (t TrackerSettings) allows(key string) bool {
	return slices.Contains(t.userProjects(), key)
}

// DefaultIssueType is the issue type of tickets when none is configured.
const DefaultIssueType = "Task"

// RoomSettings are a room's tracker settings (see rooms.TrackerSettings).
type RoomSettings = rooms.TrackerSettings

// Orgs tells whether an organization's plan includes integrations;
// *orgs.Service implements it.
type Orgs interface {
	// RequireIntegrations returns ENTITLEMENT_REQUIRED unless the
	// organization orgID is entitled to integrations.
	RequireIntegrations(ctx context.Context, orgID string) error
}

// Rooms finds rooms and keeps their tracker settings; *rooms.Service
// implements it.
type Rooms interface {
	// FindRoomByID returns the room id if the caller may open it, else
	// NOT_FOUND.
	FindRoomByID(ctx context.Context, id string) (*rooms.Room, error)
	// SetTrackerSettings stores a room's tracker settings (NOT_FOUND,
	// FORBIDDEN for a user who did not create the room).
	SetTrackerSettings(ctx context.Context, id string, ts rooms.TrackerSettings) (*rooms.Room, error)
	// RoomTracker returns the tracker settings of a room without a
	// principal, or NOT_FOUND.
	RoomTracker(ctx context.Context, orgID, id string) (rooms.TrackerSettings, error)
}

// Users finds the members who connect trackers; *identity.Service
// implements it.
type Users interface {
	// FindMember returns the member userID of the organization orgID, or
	// NOT_FOUND.
	FindMember(ctx context.Context, orgID, userID string) (*identity.User, error)
}

// Retrier is implemented by a feedbackkit.Enqueuer that can run waiting jobs now, as
// jobs.Queue does: a ticket created after an outage then has the tickets
// of the organization that wait for a retry created at once.
type Retrier interface {
	// RetryNow makes the jobs of kind that wait for a retry, and whose
	// encoded args match, available now, and returns how many.
	RetryNow(ctx context.Context, kind string, match func(args []byte) bool) (int, error)
}

var (
	_ Orgs  = (*orgs.Service)(nil)
	_ Rooms = (*rooms.Service)(nil)
	_ Users = (*identity.Service)(nil)
)

// TrackerConfig is the OAuth client of the tracker and where the tracker
// answers (FEEDBACKD_TRACKER_*). Its zero value leaves the tracker
// unconfigured: the connection endpoints answer NOT_CONFIGURED.
type TrackerConfig struct {
	ClientID     string
	ClientSecret string
	// AuthURL is the authorization endpoint (default
	// https://auth.atlassian.com/authorize).
	AuthURL string
	// TokenURL is the token endpoint (default
	// https://auth.atlassian.com/oauth/token).
	TokenURL string
	// APIURL is the API gateway (default https://api.atlassian.com): the
	// accessible resources are at /oauth/token/accessible-resources, a
	// site's REST API at /ex/jira/{cloudId}/rest/api/3.
	APIURL string
	// HTTPClient sends the requests to the tracker (default: a client with
	// a 20 s timeout).
	HTTPClient *http.Client
}

// Defaults of TrackerConfig.
const (
	DefaultTrackerAuthURL  = "https://auth.atlassian.com/authorize"
	DefaultTrackerTokenURL = "https://auth.atlassian.com/oauth/token"
	DefaultTrackerAPIURL   = "https://api.atlassian.com"
)

// configured reports whether the OAuth client is set.
func (c TrackerConfig) configured() bool { return c.ClientID != "" && c.ClientSecret != "" }

// TrackerAuthEndpoint returns the tracker's authorization endpoint, to
// which connecting sends the browser, or "" while the tracker's OAuth
// client is not configured on this server (the connection endpoints then
// answer NOT_CONFIGURED).
func (s *Service) TrackerAuthEndpoint() string {
	if !s.cfg.Tracker.configured() {
		return ""
	}
	return s.cfg.Tracker.AuthURL
}

// AvailableTypes returns the integration types the platform supports,
// configured or not. It returns INVALID_TOKEN without a principal.
func (s *Service) AvailableTypes(ctx context.Context) ([]Available, error) {
	if _, err := identity.RequirePrincipal(ctx); err != nil {
		return nil, err
	}
	return []Available{{
		Type:        TypeTracker,
		Name:        "Issue tracker",
		Description: "Send serious concerns as tickets to a Jira-compatible issue tracker, connected with OAuth.",
	}}, nil
}

// admin returns the caller when an admin or the owner: INVALID_TOKEN
// without a principal, INSUFFICIENT_ROLE below admin.
func admin(ctx context.Context) (*identity.Principal, error) {
	return identity.RequireRole(ctx, feedbackkit.RoleAdmin)
}

// entitledAdmin returns the caller when an admin or the owner of an
// organization entitled to integrations; else the errors of admin, or
// ENTITLEMENT_REQUIRED.
func (s *Service) entitledAdmin(ctx context.Context) (*identity.Principal, error) {
	p, err := admin(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.deps.Orgs.RequireIntegrations(ctx, p.OrgID); err != nil {
		return nil, err
	}
	return p, nil
}
