package server

import (
	"context"
	"crypto/rand"
	"regexp"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/integrations"
)

// The fixed rate limit of the tracker's OAuth callback, per client
// (docs/api.md#rate-limits): the browser of an admin connecting a tracker
// comes back to it once per connection.
const (
	trackerCallbackLimit  = 30
	trackerCallbackWindow = 15 * time.Minute
)

// integrationRoutes registers the integration endpoints (tag integrations
// of the OpenAPI document) and the rooms' tracker settings, when the Server
// has Integrations. The literal paths (available, tracker/...) are
// registered before the :id routes.
func (s *Server) integrationRoutes(api fiber.Router) {
	if s.deps.Integrations == nil {
		return
	}
	auth := s.Authenticate
	keyRead, keyWrite := s.keyScope(apikeys.ScopeRead), s.keyScope(apikeys.ScopeWrite)
	api.Get("/integrations/available", auth, s.availableIntegrations)
	api.Get("/integrations/tracker/auth", auth, s.refuseCrossSiteGet, s.trackerAuth)
	api.Get("/integrations/tracker/callback", refuseAPIKeys, s.rateLimit("tracker-callback", trackerCallbackLimit, trackerCallbackWindow),
		s.optionalAuth, s.trackerCallback)
	api.Get("/integrations/tracker/projects", auth, s.trackerProjects)
	api.Post("/integrations/tracker/configure", auth, s.configureTracker)
	api.Get("/integrations", auth, s.listIntegrations)
	api.Post("/integrations", auth, s.createIntegration)
	api.Get("/integrations/:id", auth, s.getIntegration)
	api.Put("/integrations/:id", auth, s.updateIntegration)
	api.Delete("/integrations/:id", auth, s.deleteIntegration)
	api.Post("/integrations/:id/enable", auth, s.enableIntegration(true))
	api.Post("/integrations/:id/disable", auth, s.enableIntegration(false))
	api.Post("/integrations/:id/test", auth, s.testIntegration)
	api.Get("/integrations/:id/stats", auth, s.integrationStats)
	api.Get("/integrations/:id/tickets", auth, s.integrationTickets)
	api.Get("/events/room/:roomId/tracker-settings", keyRead, auth, s.getRoomTrackerSettings)
	api.Put("/events/room/:roomId/tracker-settings", keyWrite, auth, s.setRoomTrackerSettings)
}

// optionalAuth puts the caller's principal in c.UserContext() when the
// request carries a valid session, and lets anonymous requests through:
// the public OAuth callback checks that a signed-in browser is the user
// who started the connection.
func (s *Server) optionalAuth(c *fiber.Ctx) error {
	_ = s.authenticate(c)
	return c.Next()
}

// integrationJSON is an integration as the endpoints return it: never its
// tokens.
type integrationJSON struct {
	ID        string                `json:"_id"`
	Type      integrations.Type     `json:"type"`
	Name      string                `json:"name"`
	Enabled   bool                  `json:"enabled"`
	Status    integrations.Status   `json:"status"`
	Config    integrationConfigJSON `json:"config"`
	Site      *trackerSiteJSON      `json:"site"`
	CreatedAt time.Time             `json:"createdAt"`
	UpdatedAt time.Time             `json:"updatedAt"`
}

type integrationConfigJSON struct {
	ProjectKey         string   `json:"projectKey"`
	IssueType          string   `json:"issueType"`
	AutoCreate         bool     `json:"autoCreate"`
	AllowedProjectKeys []string `json:"allowedProjectKeys"`
}

type trackerSiteJSON struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

func integrationOut(in *integrations.Integration) integrationJSON {
	j := integrationJSON{
		ID: in.ID, Type: in.Type, Name: in.Name, Enabled: in.Enabled, Status: in.Status,
		Config: integrationConfigJSON{ProjectKey: in.Config.ProjectKey, IssueType: in.Config.IssueType, AutoCreate: in.Config.AutoCreate,
			AllowedProjectKeys: append([]string{}, in.Config.AllowedProjectKeys...)},
		CreatedAt: in.CreatedAt.UTC(), UpdatedAt: in.UpdatedAt.UTC(),
	}
	if in.Site.ID != "" {
		j.Site = &trackerSiteJSON{Name: in.Site.Name, URL: in.Site.URL}
	}
	return j
}

// trackerSettingsBody is the tracker configuration, in the body of POST
// and PUT /api/integrations (as config) and of tracker/configure.
type trackerSettingsBody struct {
	ProjectKey         *string  `json:"projectKey"`
	IssueType          *string  `json:"issueType"`
	AutoCreate         *bool    `json:"autoCreate"`
	AllowedProjectKeys []string `json:"allowedProjectKeys"`
}

func (b *trackerSettingsBody) patch() integrations.SettingsPatch {
	if b == nil {
		return integrations.SettingsPatch{}
	}
	return integrations.SettingsPatch{ProjectKey: b.ProjectKey, IssueType: b.IssueType, AutoCreate: b.AutoCreate,
		AllowedProjectKeys: b.AllowedProjectKeys}
}

func (s *Server) availableIntegrations(c *fiber.Ctx) error {
	list, err := s.deps.Integrations.AvailableTypes(c.UserContext())
	if err != nil {
		return err
	}
	type availableJSON struct {
		Type        integrations.Type `json:"type"`
		Name        string            `json:"name"`
		Description string            `json:"description"`
	}
	data := make([]availableJSON, len(list))
	for i, a := range list {
		data[i] = availableJSON{Type: a.Type, Name: a.Name, Description: a.Description}
	}
	return c.JSON(fiber.Map{"data": data})
}

func (s *Server) listIntegrations(c *fiber.Ctx) error {
	list, err := s.deps.Integrations.Integrations(c.UserContext())
	if err != nil {
		return err
	}
	data := make([]integrationJSON, len(list))
	for i, in := range list {
		data[i] = integrationOut(in)
	}
	return c.JSON(fiber.Map{"data": data})
}

func (s *Server) createIntegration(c *fiber.Ctx) error {
	var body struct {
		Type   string               `json:"type"`
		Name   string               `json:"name"`
		Config *trackerSettingsBody `json:"config"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	in, err := s.deps.Integrations.CreateIntegration(c.UserContext(), integrations.NewIntegration{
		Type: integrations.Type(body.Type), Name: body.Name, Config: body.Config.patch()})
	if err != nil {
		return err
	}
	return c.Status(fiber.StatusCreated).JSON(integrationOut(in))
}

func (s *Server) getIntegration(c *fiber.Ctx) error {
	in, err := s.deps.Integrations.FindIntegration(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return c.JSON(integrationOut(in))
}

func (s *Server) updateIntegration(c *fiber.Ctx) error {
	var body struct {
		Name   *string              `json:"name"`
		Config *trackerSettingsBody `json:"config"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	in, err := s.deps.Integrations.UpdateIntegration(c.UserContext(), c.Params("id"),
		integrations.IntegrationUpdate{Name: body.Name, Config: body.Config.patch()})
	if err != nil {
		return err
	}
	return c.JSON(integrationOut(in))
}

func (s *Server) deleteIntegration(c *fiber.Ctx) error {
	if err := s.deps.Integrations.DeleteIntegration(c.UserContext(), c.Params("id")); err != nil {
		return err
	}
	return c.JSON(messageJSON{Message: "integration deleted"})
}

// enableIntegration returns the handler of enable (true) or disable.
func (s *Server) enableIntegration(enabled bool) fiber.Handler {
	return func(c *fiber.Ctx) error {
		in, err := s.deps.Integrations.SetEnabled(c.UserContext(), c.Params("id"), enabled)
		if err != nil {
			return err
		}
		return c.JSON(integrationOut(in))
	}
}

func (s *Server) testIntegration(c *fiber.Ctx) error {
	res, err := s.deps.Integrations.TestIntegration(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"success": res.Success, "message": res.Message})
}

func (s *Server) integrationStats(c *fiber.Ctx) error {
	st, err := s.deps.Integrations.Stats(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{
		"eventsProcessed": st.EventsProcessed,
		"ticketsCreated":  st.TicketsCreated,
		"pending":         st.Pending,
		"skipped":         st.Skipped,
		"errors":          st.Errors,
	})
}

// ticketJSON is a ticket as GET /api/integrations/:id/tickets lists it.
type ticketJSON struct {
	ID         string                    `json:"_id"`
	FeedbackID string                    `json:"feedbackId"`
	RoomID     string                    `json:"roomId"`
	Status     integrations.TicketStatus `json:"status"`
	Key        *string                   `json:"key"`
	URL        *string                   `json:"url"`
	ProjectKey string                    `json:"projectKey"`
	Summary    string                    `json:"summary"`
	Attempts   int                       `json:"attempts"`
	Errors     int                       `json:"errors"`
	LastError  *string                   `json:"lastError"`
	CreatedAt  time.Time                 `json:"createdAt"`
	IssuedAt   *time.Time                `json:"issuedAt"`
}

func (s *Server) integrationTickets(c *fiber.Ctx) error {
	page, err := feedbackPageQuery(c)
	if err != nil {
		return err
	}
	p, err := s.deps.Integrations.Tickets(c.UserContext(), c.Params("id"), page)
	if err != nil {
		return err
	}
	data := make([]ticketJSON, len(p.Data))
	for i, t := range p.Data {
		data[i] = ticketJSON{ID: t.ID, FeedbackID: t.ItemID, RoomID: t.RoomID, Status: t.Status,
			Key: optionalString(t.Key), URL: optionalString(t.URL), ProjectKey: t.ProjectKey, Summary: t.Summary,
			Attempts: t.Attempts, Errors: t.Errors, LastError: optionalString(t.LastError),
			CreatedAt: t.CreatedAt.UTC(), IssuedAt: t.IssuedAt}
	}
	return c.JSON(feedbackkit.Page[ticketJSON]{Data: data, Total: p.Total, Page: p.Page, Limit: p.Limit, TotalPages: p.TotalPages})
}

// trackerFlowCookie keeps, in the browser that started the tracker's
// connection, the binding that its callback must bring back.
const trackerFlowCookie = "tracker_flow"

// trackerFlowPath is the path, below the prefix, to which the browser
// sends the tracker's flow cookie: the callback's.
const trackerFlowPath = "/api/integrations/tracker"

// trackerAuth answers the tracker's authorization URL (see
// startTrackerFlow).
func (s *Server) trackerAuth(c *fiber.Ctx) error {
	u, err := s.startTrackerFlow(c)
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"url": u})
}

// startTrackerFlow returns the tracker's authorization URL, and binds the
// connection to the browser that asked with a random binding in the flow
// cookie, which lives as long as the URL's state. The answer is not to be
// cached.
func (s *Server) startTrackerFlow(c *fiber.Ctx) (string, error) {
	binding := rand.Text()
	u, err := s.deps.Integrations.TrackerAuthURL(c.UserContext(), binding)
	if err != nil {
		return "", err
	}
	s.setFlowCookieAt(c, trackerFlowCookie, s.base+trackerFlowPath, binding, time.Now().Add(integrations.StateTTL))
	c.Set(fiber.HeaderCacheControl, "no-store")
	return u, nil
}

// oauthErrorCode is the shape of an OAuth error code (access_denied), the
// only text of the callback's query echoed in the answer.
var oauthErrorCode = regexp.MustCompile(`^[a-z_]{1,50}$`)

// trackerCallback finishes the connection, in the session and browser
// that started it (the flow cookie), and sends the browser back to the
// dashboard's integrations screen. A refusal by the user or the tracker,
// or a bad state, is answered as an error: to a browser (which asks for
// HTML), with that screen in the error's status while the dashboard is
// on. The flow cookie is cleared whatever the outcome.
func (s *Server) trackerCallback(c *fiber.Ctx) error {
	binding := c.Cookies(trackerFlowCookie)
	s.setFlowCookieAt(c, trackerFlowCookie, s.base+trackerFlowPath, "", time.Unix(0, 0))
	c.Set(fiber.HeaderCacheControl, "no-store")
	if err := s.completeTrackerFlow(c, binding); err != nil {
		if !s.cfg.NoDashboard && c.Accepts(fiber.MIMEApplicationJSON, fiber.MIMETextHTML) == fiber.MIMETextHTML {
			return s.trackerFlowFailed(c, err)
		}
		return err
	}
	return c.Redirect(s.cfg.DashboardURL+integrationsPath+"?tracker=connected", fiber.StatusFound)
}

// completeTrackerFlow completes the connection with the callback's query
// and the browser's binding.
func (s *Server) completeTrackerFlow(c *fiber.Ctx, binding string) error {
	if e := c.Query("error"); e != "" {
		if !oauthErrorCode.MatchString(e) {
			e = "unknown error"
		}
		return feedbackkit.Invalid("error", "the tracker did not authorize the connection ("+e+")")
	}
	_, err := s.deps.Integrations.CompleteTrackerAuth(c.UserContext(), c.Query("state"), c.Query("code"), binding)
	return err
}

func (s *Server) trackerProjects(c *fiber.Ctx) error {
	list, err := s.deps.Integrations.TrackerProjects(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"data": list})
}

func (s *Server) configureTracker(c *fiber.Ctx) error {
	var body trackerSettingsBody
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	in, err := s.deps.Integrations.ConfigureTracker(c.UserContext(), body.patch())
	if err != nil {
		return err
	}
	return c.JSON(integrationOut(in))
}

// roomTrackerJSON is a room's tracker settings.
type roomTrackerJSON struct {
	ProjectKey    string `json:"trackerProjectKey"`
	EpicKey       string `json:"trackerEpicKey"`
	CreateTickets bool   `json:"trackerCreateTickets"`
}

func roomTrackerOut(rs integrations.RoomSettings) roomTrackerJSON {
	return roomTrackerJSON{ProjectKey: rs.ProjectKey, EpicKey: rs.EpicKey, CreateTickets: rs.CreateTickets}
}

func (s *Server) getRoomTrackerSettings(c *fiber.Ctx) error {
	rs, err := s.deps.Integrations.RoomSettings(c.UserContext(), c.Params("roomId"))
	if err != nil {
		return err
	}
	return c.JSON(roomTrackerOut(rs))
}

func (s *Server) setRoomTrackerSettings(c *fiber.Ctx) error {
	var body struct {
		ProjectKey    *string `json:"trackerProjectKey"`
		EpicKey       *string `json:"trackerEpicKey"`
		CreateTickets *bool   `json:"trackerCreateTickets"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	rs, err := s.deps.Integrations.SetRoomSettings(c.UserContext(), c.Params("roomId"), integrations.RoomSettingsPatch{
		ProjectKey: body.ProjectKey, EpicKey: body.EpicKey, CreateTickets: body.CreateTickets})
	if err != nil {
		return err
	}
	return c.JSON(roomTrackerOut(rs))
}

// itemTicketJSON is the ticket of a serious concern, on the item.
type itemTicketJSON struct {
	Key    *string                   `json:"key"`
	URL    *string                   `json:"url"`
	Status integrations.TicketStatus `json:"status"`
}

// withTickets returns items with the tickets of their serious concerns,
// when the Server has Integrations.
func (s *Server) withTickets(ctx context.Context, items []*feedback.Item) ([]feedbackItemJSON, error) {
	out := make([]feedbackItemJSON, len(items))
	var ids []string
	for i, it := range items {
		out[i] = feedbackItem(it)
		if it.Concern.IsSerious {
			ids = append(ids, it.ID)
		}
	}
	if s.deps.Integrations == nil || len(ids) == 0 {
		return out, nil
	}
	tickets, err := s.deps.Integrations.ItemTickets(ctx, ids)
	if err != nil {
		return nil, err
	}
	for i := range out {
		if t := tickets[out[i].ID]; t != nil && out[i].SeriousConcern != nil {
			out[i].SeriousConcern.Ticket = &itemTicketJSON{Key: optionalString(t.Key), URL: optionalString(t.URL), Status: t.Status}
		}
	}
	return out, nil
}

// answerFeedbackPage answers c with the page p of items and their
// tickets.
func (s *Server) answerFeedbackPage(c *fiber.Ctx, p feedbackkit.Page[*feedback.Item]) error {
	items, err := s.withTickets(c.UserContext(), p.Data)
	if err != nil {
		return err
	}
	return c.JSON(feedbackkit.Page[feedbackItemJSON]{Data: items, Total: p.Total, Page: p.Page, Limit: p.Limit, TotalPages: p.TotalPages,
		TotalCapped: p.TotalCapped})
}

// answerFeedbackItem answers c with the item it and its ticket.
func (s *Server) answerFeedbackItem(c *fiber.Ctx, it *feedback.Item) error {
	items, err := s.withTickets(c.UserContext(), []*feedback.Item{it})
	if err != nil {
		return err
	}
	return c.JSON(items[0])
}
