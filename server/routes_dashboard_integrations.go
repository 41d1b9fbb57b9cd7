package server

import (
	"encoding/base64"
	"net/url"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/dashboard"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/integrations"
)

// integrationTicketsPage is how many tickets the integrations screen
// lists at once.
const integrationTicketsPage = 20

// integrationsPath is the address, below the prefix, of the integrations
// screen, where the tracker's OAuth callback sends the browser back.
const integrationsPath = "/settings/integrations"

// dashboardIntegrationRoutes registers the integrations screen below the
// settings' group g, for admins and the owner as /api/integrations: the
// tracker's connection through its OAuth flow in the browser, its test,
// enabling, disabling and disconnection, the choice of its projects, the
// rooms' tracker settings and its tickets. Without Deps.Integrations there
// is none. The literal paths come before the integration's :id.
func (s *Server) dashboardIntegrationRoutes(g fiber.Router) {
	if s.deps.Integrations == nil {
		return
	}
	g.Get("/integrations", s.member(s.integrationsPage))
	g.Post("/integrations/tracker/connect", s.member(s.connectTracker))
	g.Get("/integrations/tracker/authorize", s.member(s.trackerAuthorizePage))
	g.Get("/integrations/tracker/projects", s.member(s.trackerProjectsPage))
	g.Post("/integrations/tracker/projects", s.member(s.saveTrackerProjects))
	g.Get("/integrations/rooms/:roomId", s.member(s.roomTrackerPage(s.integrationsRoomTracker)))
	g.Post("/integrations/rooms/:roomId", s.member(s.saveRoomTracker(s.integrationsRoomTracker)))
	g.Post("/integrations/:id/test", s.member(s.testIntegrationPage))
	g.Post("/integrations/:id/enabled", s.member(s.enableIntegrationPage))
	g.Get("/integrations/:id/disconnect", s.member(s.disconnectPage))
	g.Post("/integrations/:id/disconnect", s.member(s.disconnectForGood))
}

func (s *Server) integrationsPage(c *fiber.Ctx) error {
	return s.renderIntegrations(c, fiber.StatusOK, nil, "")
}

// renderIntegrations answers the integrations screen with status, the
// outcome of a test just run (nil for none), a problem ("" for none), and
// the page of tickets the query asks for.
func (s *Server) renderIntegrations(c *fiber.Ctx, status int, test *integrations.TestResult, problem string) error {
	p, err := s.adminPage(c, "Integrations", "integrations")
	if err != nil {
		return err
	}
	ctx := c.UserContext()
	settings, err := s.deps.Orgs.Settings(ctx)
	if err != nil {
		return err
	}
	tracker, err := s.findTracker(c)
	if err != nil && feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
		return err
	}
	if problem != "" {
		p.Error = problem
	}
	v := &dashboard.Integrations{Page: p, Configured: s.deps.Integrations.TrackerAuthEndpoint() != "",
		Entitled: settings.Limits.Integrations, Tracker: tracker, Test: test}
	if tracker == nil {
		return s.sendDashboard(c, status, "integrations", v)
	}
	if c.Query("tracker") == "connected" && v.Connected() {
		v.Notice = "The issue tracker is connected to " + tracker.Site.Name + " (" + tracker.Site.URL + ")."
	}
	if v.Stats, err = s.deps.Integrations.Stats(ctx, tracker.ID); err != nil {
		return err
	}
	tp, err := s.deps.Integrations.Tickets(ctx, tracker.ID, feedbackkit.PageRequest{Page: pageNumber(c), Limit: integrationTicketsPage})
	if err != nil {
		return err
	}
	all, err := s.deps.Rooms.AllRooms(ctx)
	if err != nil {
		return err
	}
	names := make(map[string]string, len(all))
	for _, r := range all {
		names[r.ID] = r.Name
	}
	for _, t := range tp.Data {
		v.Tickets = append(v.Tickets, dashboard.TicketRow{Ticket: t, Room: names[t.RoomID]})
	}
	v.Pager = dashboard.PagerOf(tp)
	if tracker.Enabled && v.Entitled {
		v.Rooms = all
	}
	return s.sendDashboard(c, status, "integrations", v)
}

// findTracker returns the organization's tracker integration, NOT_FOUND
// when it has none, for an admin.
func (s *Server) findTracker(c *fiber.Ctx) (*integrations.Integration, error) {
	list, err := s.deps.Integrations.Integrations(c.UserContext())
	if err != nil {
		return nil, err
	}
	for _, in := range list {
		if in.Type == integrations.TypeTracker {
			return in, nil
		}
	}
	return nil, feedbackkit.NotFound("tracker integration")
}

// trackerLabels are the labels of the tracker's forms, by their paths in
// the API's messages.
var trackerLabels = dashboard.Labels{"name": "Name", "projectKey": "Project of the tickets", "issueType": "Issue type", "allowedProjectKeys": "Project keys",
	"trackerProjectKey": "Project", "trackerEpicKey": "Epic key"}

// connectProblem answers err, when it says why the tracker could not be
// connected, with connectionFailed; other errors are returned.
func (s *Server) connectProblem(c *fiber.Ctx, err error) error {
	switch feedbackkit.ErrorCode(err) {
	case feedbackkit.CodeValidationFailed, feedbackkit.CodeNotConfigured, feedbackkit.CodeEntitlementRequired,
		feedbackkit.CodeUnavailable, feedbackkit.CodeInvalidState:
		return s.connectionFailed(c, err)
	}
	return err
}

// connectionFailed answers the integrations screen saying that the
// tracker could not be connected because of err, in err's status.
func (s *Server) connectionFailed(c *fiber.Ctx, err error) error {
	resp := s.errorAnswer(c, err)
	return s.renderIntegrations(c, resp.Status, nil, "The issue tracker could not be connected. "+s.pageMessage(c, err, trackerLabels))
}

// trackerAuthorizeCookie keeps, in the browser that posted the connect
// form, the tracker's authorization URL until the hand-off page (see
// trackerAuthorizePage) reads it.
const trackerAuthorizeCookie = "tracker_authorize"

// trackerAuthorizePath is the address, below the prefix, of the hand-off
// page, the only one to which the browser sends trackerAuthorizeCookie.
const trackerAuthorizePath = integrationsPath + "/tracker/authorize"

// connectTracker starts the tracker's connection in the browser: it adds
// the organization's tracker integration, named by the form, when there is
// none, starts the OAuth flow (see startTrackerFlow), then sends the
// browser to the hand-off page with the tracker's authorization URL in a
// cookie. The tracker's consent screen sends it to the API's callback
// (see trackerCallback), which brings it back to the integrations screen.
// Nothing is added while the server has no OAuth client for the tracker.
func (s *Server) connectTracker(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	_, err = s.findTracker(c)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		if s.deps.Integrations.TrackerAuthEndpoint() == "" {
			return s.connectionFailed(c, feedbackkit.Errorf(feedbackkit.CodeNotConfigured, "the issue tracker is not configured on this server"))
		}
		_, err = s.deps.Integrations.CreateIntegration(c.UserContext(),
			integrations.NewIntegration{Type: integrations.TypeTracker, Name: form.Get("name")})
	}
	if err != nil {
		return s.connectProblem(c, err)
	}
	u, err := s.startTrackerFlow(c)
	if err != nil {
		return s.connectProblem(c, err)
	}
	s.setFlowCookieAt(c, trackerAuthorizeCookie, s.base+trackerAuthorizePath,
		base64.RawURLEncoding.EncodeToString([]byte(u)), time.Now().Add(integrations.StateTTL))
	return c.Redirect(s.base+trackerAuthorizePath, fiber.StatusSeeOther)
}

// trackerAuthorizePage is the hand-off page of a connection just started
// by connectTracker: it sends the browser on to the tracker's
// authorization URL with a link that the dashboard's script follows at
// once. A post's redirect does not lead there, since form-action would
// also govern the tracker's own redirects, to its sign-in site. The page
// is shown once: it clears its cookie; without it (another browser, a
// reload, an expired start) the integrations screen says to start again.
func (s *Server) trackerAuthorizePage(c *fiber.Ctx) error {
	p, err := s.adminPage(c, "Continue to the issue tracker", "integrations")
	if err != nil {
		return err
	}
	raw, err := base64.RawURLEncoding.DecodeString(c.Cookies(trackerAuthorizeCookie))
	s.setFlowCookieAt(c, trackerAuthorizeCookie, s.base+trackerAuthorizePath, "", time.Unix(0, 0))
	c.Set(fiber.HeaderCacheControl, "no-store")
	u := string(raw)
	if err != nil || !atEndpoint(u, s.deps.Integrations.TrackerAuthEndpoint()) {
		return s.connectionFailed(c, feedbackkit.Errorf(feedbackkit.CodeInvalidState,
			"the connection was not started in this browser, or was already sent to the tracker; start it again"))
	}
	return s.sendDashboard(c, fiber.StatusOK, "tracker-authorize", &dashboard.TrackerAuthorize{Page: p, AuthURL: u})
}

// atEndpoint reports whether the address u is at the endpoint end ("" for
// none): its scheme, host and path.
func atEndpoint(u, end string) bool {
	a, err := url.Parse(u)
	if err != nil || end == "" {
		return false
	}
	b, err := url.Parse(end)
	return err == nil && a.Scheme == b.Scheme && a.Host == b.Host && a.Path == b.Path
}

// trackerFlowFailed answers the browser of a tracker connection that
// failed with err: an admin gets the integrations screen saying why, in
// err's status; anyone else the dashboard's message page.
func (s *Server) trackerFlowFailed(c *fiber.Ctx, err error) error {
	if p := identity.PrincipalFrom(c.UserContext()); p != nil && p.Role.AtLeast(feedbackkit.RoleAdmin) {
		return s.connectionFailed(c, err)
	}
	return s.dashboardError(c, err)
}

func (s *Server) trackerProjectsPage(c *fiber.Ctx) error {
	return s.renderTrackerProjects(c, fiber.StatusOK, nil, "")
}

// renderTrackerProjects answers the page that chooses the tracker's
// projects with status, showing draft (nil: the stored configuration) and
// a problem ("" for none). When the tracker's projects cannot be listed
// (not connected, down), the page says why, in that error's status, and
// takes project keys as text.
func (s *Server) renderTrackerProjects(c *fiber.Ctx, status int, draft *integrations.TrackerSettings, problem string) error {
	p, err := s.adminPage(c, "Choose the tracker's projects", "integrations")
	if err != nil {
		return err
	}
	tracker, err := s.findTracker(c)
	if err != nil {
		return err
	}
	v := &dashboard.TrackerProjects{Page: p, Tracker: tracker, Draft: tracker.Config, Problem: problem}
	if draft != nil {
		v.Draft = *draft
	}
	v.Projects, err = s.deps.Integrations.TrackerProjects(c.UserContext())
	switch feedbackkit.ErrorCode(err) {
	case "":
		if v.Projects == nil {
			v.Projects = []integrations.Project{}
		}
	case feedbackkit.CodeNotConnected, feedbackkit.CodeUnavailable:
		resp := s.errorAnswer(c, err)
		v.Error = "The tracker's projects cannot be listed: " + resp.Message
		if status == fiber.StatusOK {
			status = resp.Status
		}
	default:
		return err
	}
	return s.sendDashboard(c, status, "tracker-projects", v)
}

// saveTrackerProjects saves the projects form in one change, as POST
// /api/integrations/tracker/configure does; a refused post shows the form
// again as it was sent.
func (s *Server) saveTrackerProjects(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	d := dashboard.ParseTrackerSettings(form)
	_, err = s.deps.Integrations.ConfigureTracker(c.UserContext(), integrations.SettingsPatch{
		ProjectKey: &d.ProjectKey, IssueType: &d.IssueType, AutoCreate: &d.AutoCreate, AllowedProjectKeys: d.AllowedProjectKeys})
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeValidationFailed {
		return s.renderTrackerProjects(c, fiber.StatusBadRequest, &d, dashboard.Message(err, trackerLabels))
	}
	if err != nil {
		return err
	}
	return s.integrationsDone(c, dashboard.NoticeTrackerProjects)
}

// roomTrackerAt is where a room's tracker settings form is shown: its
// page, the room's id, and, for the room's own form (under the room's
// screen, for its creator and admins) rather than the integrations
// screen's (admins), the room's name.
type roomTrackerAt struct {
	page     dashboard.Page
	roomID   string
	roomName string
}

// integrationsRoomTracker places the form on the integrations screen, for
// admins, with the room of the :roomId parameter.
func (s *Server) integrationsRoomTracker(c *fiber.Ctx) (roomTrackerAt, error) {
	p, err := s.adminPage(c, "Room tracker settings", "integrations")
	return roomTrackerAt{page: p, roomID: c.Params("roomId")}, err
}

// roomTickets places the form under the screen of the room named by the
// :name parameter, for its creator and admins (RoomChoices refuses the
// others, as SetRoomSettings does).
func (s *Server) roomTickets(c *fiber.Ctx) (roomTrackerAt, error) {
	r, err := s.roomOfPath(c)
	if err != nil {
		return roomTrackerAt{}, err
	}
	p, err := s.pageOf(c, "Tickets of "+r.Name, "rooms")
	return roomTrackerAt{page: p, roomID: r.ID, roomName: r.Name}, err
}

// roomTrackerPage answers the form of a room's tracker settings, placed by
// at. It reads the stored settings only: it opens at once while the
// tracker is down.
func (s *Server) roomTrackerPage(at func(*fiber.Ctx) (roomTrackerAt, error)) fiber.Handler {
	return func(c *fiber.Ctx) error {
		where, err := at(c)
		if err != nil {
			return err
		}
		ch, err := s.deps.Integrations.RoomChoices(c.UserContext(), where.roomID)
		if err != nil {
			return err
		}
		return s.sendRoomTracker(c, fiber.StatusOK, where, ch, ch.Settings, "")
	}
}

// sendRoomTracker answers the form of the room's tracker settings ch,
// placed by where, with status, showing draft and a problem ("" for none).
func (s *Server) sendRoomTracker(c *fiber.Ctx, status int, where roomTrackerAt, ch *integrations.RoomChoices,
	draft integrations.RoomSettings, problem string) error {
	return s.sendDashboard(c, status, "room-tracker", &dashboard.RoomTracker{Page: where.page, RoomChoices: ch, Draft: draft,
		Problem: problem, FromRoom: where.roomName != ""})
}

// saveRoomTracker saves the form of a room's tracker settings, placed by
// at, in one change through SetRoomSettings, which decides who may choose
// what; a refused choice (a bad key, a project or epic a user may not
// choose) shows the form again as it was sent, with the reason, and a
// caller who may not change the room gets RoomChoices' answer.
func (s *Server) saveRoomTracker(at func(*fiber.Ctx) (roomTrackerAt, error)) fiber.Handler {
	return func(c *fiber.Ctx) error {
		form, err := s.formPost(c)
		if err != nil {
			return err
		}
		where, err := at(c)
		if err != nil {
			return err
		}
		ctx := c.UserContext()
		d := dashboard.ParseRoomTracker(form)
		patch := integrations.RoomSettingsPatch{ProjectKey: &d.ProjectKey, EpicKey: &d.EpicKey, CreateTickets: &d.CreateTickets}
		_, err = s.deps.Integrations.SetRoomSettings(ctx, where.roomID, patch)
		switch feedbackkit.ErrorCode(err) {
		case "":
		case feedbackkit.CodeValidationFailed, feedbackkit.CodeForbidden:
			ch, chErr := s.deps.Integrations.RoomChoices(ctx, where.roomID)
			if chErr != nil {
				return chErr
			}
			return s.sendRoomTracker(c, s.errorAnswer(c, err).Status, where, ch, d, dashboard.Message(err, trackerLabels))
		default:
			return err
		}
		if where.roomName != "" {
			return c.Redirect(withNotice(s.roomURL(where.roomName)+"#tickets", dashboard.NoticeTrackerRoomSaved), fiber.StatusSeeOther)
		}
		return s.integrationsDone(c, dashboard.NoticeTrackerRoomSaved)
	}
}

// testIntegrationPage checks the connection now and shows the outcome.
func (s *Server) testIntegrationPage(c *fiber.Ctx) error {
	res, err := s.deps.Integrations.TestIntegration(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return s.renderIntegrations(c, fiber.StatusOK, res, "")
}

// enableIntegrationPage enables (enabled=1) or disables (enabled=0) an
// integration.
func (s *Server) enableIntegrationPage(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	on, err := strconv.ParseBool(form.Get("enabled"))
	if err != nil {
		return feedbackkit.Invalid("enabled", "must be 1 or 0")
	}
	if _, err := s.deps.Integrations.SetEnabled(c.UserContext(), c.Params("id"), on); err != nil {
		return err
	}
	done := dashboard.NoticeTrackerDisabled
	if on {
		done = dashboard.NoticeTrackerEnabled
	}
	return s.integrationsDone(c, done)
}

// disconnectPage asks for the confirmation of a disconnection.
func (s *Server) disconnectPage(c *fiber.Ctx) error {
	p, err := s.adminPage(c, "Disconnect the issue tracker?", "integrations")
	if err != nil {
		return err
	}
	in, err := s.deps.Integrations.FindIntegration(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return s.sendDashboard(c, fiber.StatusOK, "integration-disconnect", &dashboard.Integrations{Page: p, Tracker: in})
}

// disconnectForGood deletes the integration with its stored authorization
// and its tickets' records; the issues stay in the tracker.
func (s *Server) disconnectForGood(c *fiber.Ctx) error {
	if err := s.deps.Integrations.DeleteIntegration(c.UserContext(), c.Params("id")); err != nil {
		return err
	}
	return s.integrationsDone(c, dashboard.NoticeTrackerDisconnected)
}

// integrationsDone sends the browser back to the integrations screen with
// the notice done.
func (s *Server) integrationsDone(c *fiber.Ctx, done dashboard.Notice) error {
	return c.Redirect(withNotice(s.base+integrationsPath, done), fiber.StatusSeeOther)
}
