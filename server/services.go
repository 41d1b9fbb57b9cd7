package server

import (
	"context"
	"github.com/feedbackkit/feedbackkit/challenge"
	"io"
	"iter"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/governance"
	"github.com/feedbackkit/feedbackkit/idempotency"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/subscriptions"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// The interfaces below are what the routes need of each domain Service; the
// Services of the domain packages implement them. A host program may hand
// the Server a value of its own instead, for example a Service wrapped with
// metrics, caching or extra checks.

// Identity serves login, sessions and the current user.
// *identity.Service implements it.
type Identity interface {
	Sessions
	Login(ctx context.Context, email, password string) (*identity.LoginResult, error)
	Logout(ctx context.Context) error
	ForgotPassword(ctx context.Context, email string) error
	ResetPassword(ctx context.Context, resetToken, password string) error
	CurrentUser(ctx context.Context) (*identity.User, error)
	UpdateProfile(ctx context.Context, upd identity.ProfileUpdate) (*identity.User, error)
	ChangePassword(ctx context.Context, current, next string) error
	SetProfilePicture(ctx context.Context, r io.Reader) (*identity.User, error)
	Tags(ctx context.Context) ([]string, error)
	SetTags(ctx context.Context, tags []string) ([]string, error)
}

// Orgs serves organizations, their members, invitations and settings,
// and the public organization endpoints.
// *orgs.Service implements it.
type Orgs interface {
	Members(ctx context.Context) ([]orgs.Member, error)
	ChangeRole(ctx context.Context, userID string, role feedbackkit.Role) (*identity.User, error)
	RemoveMember(ctx context.Context, userID string) error
	Invite(ctx context.Context, email string, role feedbackkit.Role) (*orgs.Invitation, error)
	PendingInvitations(ctx context.Context) ([]*orgs.Invitation, error)
	ResendInvitation(ctx context.Context, id string) (*orgs.Invitation, error)
	CancelInvitation(ctx context.Context, id string) error
	FindInvitationByToken(ctx context.Context, token string) (*orgs.InvitationDetails, error)
	AcceptInvitation(ctx context.Context, a orgs.Acceptance) (*identity.LoginResult, error)
	JoinWaitlist(ctx context.Context, email, name, organization string) (*orgs.WaitlistEntry, error)
	Settings(ctx context.Context) (*orgs.Settings, error)
	UpdateSettings(ctx context.Context, patch orgs.SettingsPatch) (*orgs.Settings, error)
	ResetSettings(ctx context.Context) (*orgs.Settings, error)
	CompleteOnboarding(ctx context.Context) (*orgs.Settings, error)
	SetGeneralTags(ctx context.Context, tags []string) ([]string, error)
	SetDefaultRoomTags(ctx context.Context, patch orgs.RoomTagsPatch) (orgs.RoomTags, error)
	SetFeedbackCustomization(ctx context.Context, patch orgs.FeedbackCustomizationPatch) (orgs.FeedbackCustomization, error)
	SetChartSettings(ctx context.Context, patch orgs.ChartSettingsPatch) (orgs.ChartSettings, error)
	SetLogo(ctx context.Context, r io.Reader) (*orgs.Settings, error)
	Branding(ctx context.Context, orgID string) (*orgs.Branding, error)
	// ChallengeSubmitLimit is the organization's raised submission limit
	// of its rooms and forms that require a proof of work (0: none).
	ChallengeSubmitLimit(ctx context.Context, orgID string) (int, error)
	BrandingBySubdomain(ctx context.Context, subdomain string) (*orgs.Branding, error)
	RequestUpgrade(ctx context.Context, req orgs.UpgradeRequest) error
	TransferOwnership(ctx context.Context, userID string) (owner, previous *identity.User, err error)
	RequireSystemAdmin(ctx context.Context) (*identity.Principal, error)
	Organizations(ctx context.Context, page feedbackkit.PageRequest) (feedbackkit.Page[*orgs.OrganizationUsage], error)
	FindOrganizationBySubdomain(ctx context.Context, subdomain string) (*orgs.Organization, error)
}

// Rooms serves rooms and public room pages. *rooms.Service
// implements it.
type Rooms interface {
	FindRooms(ctx context.Context, filter rooms.RoomFilter) ([]*rooms.Room, int, error)
	AllRooms(ctx context.Context) ([]*rooms.Room, error)
	FindRoomByID(ctx context.Context, id string) (*rooms.Room, error)
	FindRoomByName(ctx context.Context, name string) (*rooms.Room, error)
	CreateRoom(ctx context.Context, nr rooms.NewRoom) (*rooms.Room, error)
	UpdateRoom(ctx context.Context, name string, upd rooms.RoomUpdate) (*rooms.Room, error)
	DeleteRoom(ctx context.Context, name string) error
	CheckDeletable(ctx context.Context, r *rooms.Room) error
	SetOrder(ctx context.Context, orderedIDs []string) error
	MoveRoom(ctx context.Context, id string, down bool) (further bool, err error)
	SetTags(ctx context.Context, name string, tags *rooms.TagsPatch) (*rooms.Room, error)
	UpdateCustomization(ctx context.Context, name string, c *rooms.CustomizationPatch, tags *rooms.TagsPatch) (*rooms.Room, error)
	PublicRoom(ctx context.Context, instructorID, eventName string) (*rooms.Room, error)
	PublicLink(ctx context.Context, name string) (*rooms.PublicLink, error)
	PublicLinkOf(ctx context.Context, r *rooms.Room) (*rooms.PublicLink, error)
}

// Feedback serves feedback items and widget submissions.
// *feedback.Service implements it.
type Feedback interface {
	Submit(ctx context.Context, sub feedback.Submission) (*feedback.Item, error)
	Trap(ctx context.Context, sub feedback.Submission) (*feedback.Item, error)
	FindItems(ctx context.Context, f feedback.Filter, page feedbackkit.PageRequest) (feedbackkit.Page[*feedback.Item], error)
	ShowableItems(ctx context.Context, f feedback.Filter, limit int) ([]*feedback.Item, error)
	FindItem(ctx context.Context, id string) (*feedback.Item, error)
	Trends(ctx context.Context, f feedback.Filter, iv feedback.Interval) ([]feedback.TrendPoint, error)
	WordCloud(ctx context.Context, f feedback.Filter, words int) (*feedback.WordCloud, error)
	DeleteItems(ctx context.Context, ids []string) (int, error)
	SeriousConcerns(ctx context.Context, resolved *bool, page feedbackkit.PageRequest) (feedbackkit.Page[*feedback.Item], error)
	UnresolvedConcerns(ctx context.Context) (int, error)
	ResolveConcern(ctx context.Context, id string) (*feedback.Item, error)
	UnresolveConcern(ctx context.Context, id string) (*feedback.Item, error)
	FlaggedItems(ctx context.Context, page feedbackkit.PageRequest) (feedbackkit.Page[*feedback.Item], error)
	TestConcern(ctx context.Context, text string) (*analysis.Concern, error)
	Export(ctx context.Context, f feedback.Filter) (iter.Seq2[*feedback.Item, error], error)
}

// Forms serves forms, their public pages and their responses.
// *forms.Service implements it.
type Forms interface {
	ListForms(ctx context.Context) ([]*forms.Form, error)
	CreateForm(ctx context.Context, nf forms.NewForm) (*forms.Form, error)
	FindForm(ctx context.Context, id string) (*forms.Form, error)
	UpdateForm(ctx context.Context, id string, upd forms.FormUpdate) (*forms.Form, error)
	SetActive(ctx context.Context, id string, active bool) (*forms.Form, error)
	DeleteForm(ctx context.Context, id string) error
	CloneForm(ctx context.Context, id string) (*forms.Form, error)
	PublicForm(ctx context.Context, slug string) (*forms.Form, error)
	Submit(ctx context.Context, slug string, answers []forms.Answer) (*forms.Response, error)
	SubmitWithID(ctx context.Context, id, slug, solution string, answers []forms.Answer) (*forms.Response, error)
	Trap(ctx context.Context, id, slug, solution string, answers []forms.Answer) error
	Stats(ctx context.Context, id string) (*forms.Stats, error)
	Analytics(ctx context.Context) (*forms.Analytics, error)
	Responses(ctx context.Context, id string, f forms.ResponseFilter, page feedbackkit.PageRequest) (feedbackkit.Page[*forms.Response], error)
	ExportResponses(ctx context.Context, id string, f forms.ResponseFilter) (*forms.Form, iter.Seq2[*forms.Response, error], error)
	FormCloud(ctx context.Context, formID string) ([]analysis.WordCount, error)
	Analyze(ctx context.Context, id string) (*forms.Analysis, error)
	Analyses(ctx context.Context, id string) ([]*forms.Analysis, error)
	SummarizeText(ctx context.Context, id, questionID string) (*forms.TextSummary, error)
	TextSummaries(ctx context.Context, id string) ([]*forms.TextSummary, error)
	SetImage(ctx context.Context, id, questionID, optionID string, r io.Reader) (*forms.Form, error)
	DeleteImage(ctx context.Context, id, questionID, optionID string) (*forms.Form, error)
}

// Idempotency claims the Idempotency-Keys of submissions and remembers
// their answers, in storage every instance shares. *idempotency.Service
// implements it.
type Idempotency interface {
	Begin(ctx context.Context, r idempotency.Request) (*idempotency.Claim, error)
	Complete(ctx context.Context, c *idempotency.Claim, a idempotency.Answer) error
	Release(ctx context.Context, c *idempotency.Claim) error
	Abandon(ctx context.Context, c *idempotency.Claim) error
}

// Challenges gives proof-of-work challenges; *challenge.Service implements
// it (the Services check the solutions).
type Challenges interface {
	New() (*challenge.Challenge, error)
}

// APIKeys serves the organization's API keys and authenticates requests
// made with one. *apikeys.Service implements it.
type APIKeys interface {
	Create(ctx context.Context, nk apikeys.NewKey) (*apikeys.Key, string, error)
	Keys(ctx context.Context) ([]*apikeys.Key, error)
	Revoke(ctx context.Context, id string) error
	Authenticate(ctx context.Context, secret string) (*identity.Principal, *apikeys.Key, error)
}

// Subscriptions serves the caller's subscriptions to rooms and forms.
// *subscriptions.Service implements it.
type Subscriptions interface {
	Subscriptions(ctx context.Context) ([]*subscriptions.Subscription, error)
	MemberSubscriptions(ctx context.Context, userID string) ([]*subscriptions.Subscription, error)
	Subscribe(ctx context.Context, t subscriptions.Target, st subscriptions.Settings) (*subscriptions.Subscription, bool, error)
	Subscription(ctx context.Context, t subscriptions.Target) (*subscriptions.Subscription, error)
	UpdateSubscription(ctx context.Context, t subscriptions.Target, patch subscriptions.Patch) (*subscriptions.Subscription, error)
	Unsubscribe(ctx context.Context, t subscriptions.Target) error
	CheckUnsubscribeToken(token string) error
	UnsubscribeByToken(ctx context.Context, token string) error
}

// Integrations serves the organization's issue-tracker integration and
// the rooms' tracker settings, and the tickets of feedback
// items. *integrations.Service implements it.
type Integrations interface {
	AvailableTypes(ctx context.Context) ([]integrations.Available, error)
	Integrations(ctx context.Context) ([]*integrations.Integration, error)
	FindIntegration(ctx context.Context, id string) (*integrations.Integration, error)
	CreateIntegration(ctx context.Context, ni integrations.NewIntegration) (*integrations.Integration, error)
	UpdateIntegration(ctx context.Context, id string, upd integrations.IntegrationUpdate) (*integrations.Integration, error)
	DeleteIntegration(ctx context.Context, id string) error
	SetEnabled(ctx context.Context, id string, enabled bool) (*integrations.Integration, error)
	TestIntegration(ctx context.Context, id string) (*integrations.TestResult, error)
	Stats(ctx context.Context, id string) (*integrations.Stats, error)
	Tickets(ctx context.Context, id string, page feedbackkit.PageRequest) (feedbackkit.Page[*integrations.Ticket], error)
	TrackerAuthEndpoint() string
	TrackerAuthURL(ctx context.Context, binding string) (string, error)
	CompleteTrackerAuth(ctx context.Context, state, code, binding string) (*integrations.Integration, error)
	TrackerProjects(ctx context.Context) ([]integrations.Project, error)
	ConfigureTracker(ctx context.Context, patch integrations.SettingsPatch) (*integrations.Integration, error)
	RoomSettings(ctx context.Context, roomID string) (integrations.RoomSettings, error)
	RoomChoices(ctx context.Context, roomID string) (*integrations.RoomChoices, error)
	SetRoomSettings(ctx context.Context, roomID string, patch integrations.RoomSettingsPatch) (integrations.RoomSettings, error)
	ItemTickets(ctx context.Context, itemIDs []string) (map[string]*integrations.Ticket, error)
}

// Governance serves an organization's retention, privacy notice, export
// and deletion. *governance.Service implements it.
type Governance interface {
	Retention(ctx context.Context) (governance.Retention, error)
	UpdateRetention(ctx context.Context, upd governance.RetentionUpdate) (governance.Retention, error)
	PrivacyNotice(ctx context.Context) (string, error)
	SetPrivacyNotice(ctx context.Context, text string) (string, error)
	Notice(ctx context.Context, orgID string) (*governance.Notice, error)
	NoticeBySubdomain(ctx context.Context, subdomain string) (*governance.Notice, error)
	Export(ctx context.Context, kinds []governance.Kind) (governance.ExportFunc, error)
	DeleteOwnOrganization(ctx context.Context, confirm string) error
}

var (
	_ Governance    = (*governance.Service)(nil)
	_ APIKeys       = (*apikeys.Service)(nil)
	_ Integrations  = (*integrations.Service)(nil)
	_ Subscriptions = (*subscriptions.Service)(nil)
	_ Forms         = (*forms.Service)(nil)
	_ Identity      = (*identity.Service)(nil)
	_ Orgs          = (*orgs.Service)(nil)
	_ Rooms         = (*rooms.Service)(nil)
	_ Feedback      = (*feedback.Service)(nil)
)

// Webhooks serves the organization's webhooks, their deliveries log, test
// sends and secret rotation. *webhooks.Service implements it.
type Webhooks interface {
	Create(ctx context.Context, nw webhooks.NewWebhook) (*webhooks.Webhook, string, error)
	Webhooks(ctx context.Context) ([]*webhooks.Webhook, error)
	Webhook(ctx context.Context, id string) (*webhooks.Webhook, error)
	Update(ctx context.Context, id string, upd webhooks.Update) (*webhooks.Webhook, error)
	Delete(ctx context.Context, id string) error
	RotateSecret(ctx context.Context, id string) (*webhooks.Webhook, string, error)
	Test(ctx context.Context, id string) (*webhooks.TestResult, error)
	Deliveries(ctx context.Context, id string, page feedbackkit.PageRequest) (feedbackkit.Page[*webhooks.Delivery], error)
}
