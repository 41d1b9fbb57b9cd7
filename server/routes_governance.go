package server

import (
	"bufio"
	"context"
	"iter"
	"net/url"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/governance"
	"github.com/feedbackkit/feedbackkit/pages"
)

// governanceRoutes registers the endpoints of the organization's data as a
// whole (tag governance of the OpenAPI document), when the Server has
// Governance: its retention and privacy notice (admins change them), and
// its export and deletion (the owner's).
func (s *Server) governanceRoutes(api fiber.Router) {
	if s.deps.Governance == nil {
		return
	}
	auth := s.Authenticate
	admin, owner := s.RequireRole(feedbackkit.RoleAdmin), s.RequireRole(feedbackkit.RoleOwner)
	keyRead, keyWrite := s.keyScope(apikeys.ScopeRead), s.keyScope(apikeys.ScopeWrite)
	api.Get("/organization/retention", auth, admin, s.getRetention)
	api.Put("/organization/retention", auth, admin, s.updateRetention)
	api.Get("/organization/privacy-notice", keyRead, auth, s.getPrivacyNotice)
	api.Put("/organization/privacy-notice", keyWrite, auth, admin, s.setPrivacyNotice)
	api.Get("/organization/export", auth, s.refuseCrossSiteGet, owner, s.exportOrganization)
	api.Delete("/organization", auth, owner, s.deleteOrganization)
	api.Get("/widget/privacy", respondent, keyRead, s.rateLimit("widget-privacy", widgetPrivacyLimit, widgetPrivacyWindow), s.widgetPrivacy)
}

// The fixed rate limit of GET /api/widget/privacy per client IP, which
// each widget reads once per page view.
const (
	widgetPrivacyLimit  = 600
	widgetPrivacyWindow = 15 * time.Minute
)

// privacy returns the privacy line of the pages of the organization
// orgID: of its forms' pages with responses, of its rooms' otherwise. It
// returns nil without Governance.
func (s *Server) privacy(ctx context.Context, orgID string, responses bool) (*pages.Privacy, error) {
	if s.deps.Governance == nil {
		return nil, nil
	}
	n, err := s.deps.Governance.Notice(ctx, orgID)
	if err != nil {
		return nil, err
	}
	days := n.Retention.FeedbackDays
	if responses {
		days = n.Retention.ResponsesDays
	}
	p := &pages.Privacy{Organization: n.Organization, Text: n.Text, URL: s.privacyURL(n.Subdomain)}
	if days != nil {
		p.Days = *days
	}
	return p, nil
}

// privacyURL is the address of the privacy page of the organization with
// the subdomain: on the pages' host (Config.PagesURL) when the Server
// serves no pages.
func (s *Server) privacyURL(subdomain string) string {
	base := s.cfg.BaseURL
	if s.cfg.NoPages && s.cfg.PagesURL != "" {
		base = strings.TrimRight(s.cfg.PagesURL, "/")
	}
	return base + "/privacy/" + url.PathEscape(subdomain)
}

// widgetPrivacy answers, for anyone (the widget, from any site), the
// privacy line of the room of the query's instructorId and eventType, in
// the request's language: { notice, url }.
func (s *Server) widgetPrivacy(c *fiber.Ctx) error {
	r, err := s.deps.Rooms.PublicRoom(c.UserContext(), c.Query("instructorId"), c.Query("eventType"))
	if err != nil {
		return err
	}
	p, err := s.privacy(c.UserContext(), r.OrgID, false)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderVary, fiber.HeaderAcceptLanguage)
	return c.JSON(fiber.Map{"notice": p.Line(locale(c)), "url": p.URL})
}

// privacyPage answers the privacy page of the organization of the path's
// :subdomain, which the privacy line of its pages links to.
func (s *Server) privacyPage(c *fiber.Ctx) error {
	n, err := s.deps.Governance.NoticeBySubdomain(c.UserContext(), c.Params("subdomain"))
	if err != nil {
		return s.pageError(c, err)
	}
	b, err := s.deps.Orgs.BrandingBySubdomain(c.UserContext(), n.Subdomain)
	if err != nil {
		return s.pageError(c, err)
	}
	p := &pages.PrivacyPage{Page: s.page(c, b), Organization: n.Organization, Text: n.Text}
	if d := n.Retention.FeedbackDays; d != nil {
		p.FeedbackDays = *d
	}
	if d := n.Retention.ResponsesDays; d != nil {
		p.ResponsesDays = *d
	}
	return s.sendPage(c, fiber.StatusOK, p)
}

// governancePaths are the paths of governanceRoutes, which the OpenAPI
// document leaves out when the Server has no Governance.
var governancePaths = []string{"/api/organization", "/api/organization/retention",
	"/api/organization/privacy-notice", "/api/organization/export", "/api/widget/privacy", "/privacy/{subdomain}"}

func (s *Server) getRetention(c *fiber.Ctx) error {
	r, err := s.deps.Governance.Retention(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(r)
}

func (s *Server) updateRetention(c *fiber.Ctx) error {
	var body struct {
		FeedbackDays  nullable[int] `json:"feedbackDays"`
		ResponsesDays nullable[int] `json:"responsesDays"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	r, err := s.deps.Governance.UpdateRetention(c.UserContext(), governance.RetentionUpdate{
		FeedbackDays: body.FeedbackDays.change(), ResponsesDays: body.ResponsesDays.change(),
	})
	if err != nil {
		return err
	}
	return c.JSON(r)
}

// privacyNoticeJSON is the body of the privacy notice endpoints: the
// organization's own words, "" for the default sentence.
type privacyNoticeJSON struct {
	Notice string `json:"notice"`
}

func (s *Server) getPrivacyNotice(c *fiber.Ctx) error {
	n, err := s.deps.Governance.PrivacyNotice(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(privacyNoticeJSON{Notice: n})
}

func (s *Server) setPrivacyNotice(c *fiber.Ctx) error {
	var body struct {
		Notice *string `json:"notice"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if err := required("notice", body.Notice); err != nil {
		return err
	}
	n, err := s.deps.Governance.SetPrivacyNotice(c.UserContext(), *body.Notice)
	if err != nil {
		return err
	}
	return c.JSON(privacyNoticeJSON{Notice: n})
}

// exportOrganization answers the organization's export (ExportKinds), a
// zip streamed as it is written. A failure after the answer has started
// closes the connection before the end of the body, so that the download
// is seen as broken, never as complete.
func (s *Server) exportOrganization(c *fiber.Ctx) error {
	ex := s.newExport(c)
	write, err := s.deps.Governance.Export(ex.ctx, s.ExportKinds())
	if err != nil {
		ex.cancel()
		return err
	}
	name := "organization-export-" + time.Now().UTC().Format("20060102")
	s.streamDownload(c, "application/zip", name+".zip", "organization export cut short", ex.cancel,
		func(w *bufio.Writer) error { return write(w) })
	return nil
}

func (s *Server) deleteOrganization(c *fiber.Ctx) error {
	var body struct {
		Confirm *string `json:"confirm"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if err := required("confirm", body.Confirm); err != nil {
		return err
	}
	if err := s.deps.Governance.DeleteOwnOrganization(c.UserContext(), *body.Confirm); err != nil {
		return err
	}
	// The caller's session went with its organization, unless the caller
	// is a system admin who deleted another one with HeaderOrganization.
	if c.Get(HeaderOrganization) == "" {
		s.setAuthCookie(c, "", time.Unix(0, 0))
	}
	return c.JSON(messageJSON{Message: "organization deleted"})
}

// ExportKinds are the kinds of data of an organization's export, each a
// file of the zip holding the objects the API answers for it (without
// secrets: members without password hashes, integrations without tokens,
// API keys and webhooks without their secret). Each reads with the
// caller's principal, the owner's, or, from App.ExportOrganization, the
// organization's own (the owner's role without a UserID): a kind reads
// the organization's data, never what is the caller's own. A kind of
// data added to the API is one more element here.
func (s *Server) ExportKinds() []governance.Kind {
	kinds := []governance.Kind{
		{Name: "organization", Write: s.exportOrganizationInfo},
		{Name: "settings", Write: s.exportSettings},
		{Name: "members", Write: s.exportMembers},
		{Name: "invitations", Write: s.exportInvitations},
		{Name: "rooms", Write: s.exportRooms},
		{Name: "feedback", Write: s.exportFeedbackItems},
		{Name: "forms", Write: s.exportForms},
		{Name: "form_responses", Write: s.exportFormResponseItems},
		{Name: "subscriptions", Write: s.exportSubscriptions},
	}
	if s.deps.Integrations != nil {
		kinds = append(kinds, governance.Kind{Name: "integrations", Write: s.exportIntegrations})
	}
	if s.deps.APIKeys != nil {
		kinds = append(kinds, governance.Kind{Name: "api_keys", Write: s.exportAPIKeys})
	}
	if s.deps.Webhooks != nil {
		kinds = append(kinds, governance.Kind{Name: "webhooks", Write: s.exportWebhooks})
	}
	if s.deps.Audit != nil {
		kinds = append(kinds, governance.Kind{Name: "audit_log", Write: s.exportAuditLog})
	}
	return kinds
}

// emitAll emits each of list as out makes it.
func emitAll[T, J any](list []T, out func(T) J, emit func(any) error) error {
	for _, v := range list {
		if err := emit(out(v)); err != nil {
			return err
		}
	}
	return nil
}

// emitSeq emits each element of seq as out makes it, and stops at the
// first error of seq or of emit.
func emitSeq[T, J any](seq iter.Seq2[T, error], out func(T) J, emit func(any) error) error {
	for v, err := range seq {
		if err != nil {
			return err
		}
		if err := emit(out(v)); err != nil {
			return err
		}
	}
	return nil
}

// organizationJSON is the organization in its export.
type organizationJSON struct {
	ID        string `json:"_id"`
	Name      string `json:"name"`
	Subdomain string `json:"subdomain"`
	Plan      string `json:"plan"`
	Limits    any    `json:"limits"`
}

func (s *Server) exportOrganizationInfo(ctx context.Context, emit func(any) error) error {
	st, err := s.deps.Orgs.Settings(ctx)
	if err != nil {
		return err
	}
	return emit(organizationJSON{ID: st.OrgID, Name: st.Name, Subdomain: st.Subdomain, Plan: string(st.Plan), Limits: st.Limits})
}

// exportSettingsJSON is the settings of the organization in its export:
// those of GET /api/settings, its retention and its privacy notice.
type exportSettingsJSON struct {
	orgSettingsJSON
	Retention     governance.Retention `json:"retention"`
	PrivacyNotice string               `json:"privacyNotice"`
}

func (s *Server) exportSettings(ctx context.Context, emit func(any) error) error {
	st, err := s.deps.Orgs.Settings(ctx)
	if err != nil {
		return err
	}
	r, err := s.deps.Governance.Retention(ctx)
	if err != nil {
		return err
	}
	n, err := s.deps.Governance.PrivacyNotice(ctx)
	if err != nil {
		return err
	}
	return emit(exportSettingsJSON{orgSettingsJSON: s.orgSettingsJSON(st), Retention: r, PrivacyNotice: n})
}

func (s *Server) exportMembers(ctx context.Context, emit func(any) error) error {
	members, err := s.deps.Orgs.Members(ctx)
	if err != nil {
		return err
	}
	for _, m := range members {
		if err := emit(s.orgMemberJSON(m.User, m.Status)); err != nil {
			return err
		}
	}
	return nil
}

func (s *Server) exportInvitations(ctx context.Context, emit func(any) error) error {
	list, err := s.deps.Orgs.PendingInvitations(ctx)
	if err != nil {
		return err
	}
	return emitAll(list, newInvitationJSON, emit)
}

func (s *Server) exportRooms(ctx context.Context, emit func(any) error) error {
	list, err := s.deps.Rooms.AllRooms(ctx)
	if err != nil {
		return err
	}
	return emitAll(list, fullRoom, emit)
}

// exportFeedbackJSON is a feedback item in the export: as the API lists
// it, with the rest of its analysis (GET /api/feedback/reasoning/{id}).
type exportFeedbackJSON struct {
	feedbackItemJSON
	Model     string `json:"model"`
	Language  string `json:"language"`
	Reasoning any    `json:"reasoning"`
}

func (s *Server) exportFeedbackItems(ctx context.Context, emit func(any) error) error {
	items, err := s.deps.Feedback.Export(ctx, feedback.Filter{})
	if err != nil {
		return err
	}
	return emitSeq(items, func(it *feedback.Item) exportFeedbackJSON {
		return exportFeedbackJSON{feedbackItemJSON: feedbackItem(it), Model: it.Model, Language: it.Language, Reasoning: it.Reasoning}
	}, emit)
}

func (s *Server) exportForms(ctx context.Context, emit func(any) error) error {
	list, err := s.deps.Forms.ListForms(ctx)
	if err != nil {
		return err
	}
	return emitAll(list, s.formJSON, emit)
}

func (s *Server) exportFormResponseItems(ctx context.Context, emit func(any) error) error {
	list, err := s.deps.Forms.ListForms(ctx)
	if err != nil {
		return err
	}
	for _, f := range list {
		_, responses, err := s.deps.Forms.ExportResponses(ctx, f.ID, forms.ResponseFilter{})
		if err != nil {
			return err
		}
		if err := emitSeq(responses, (*forms.Response).View, emit); err != nil {
			return err
		}
	}
	return nil
}

// exportSubscriptionJSON is a subscription in the export, with its member.
type exportSubscriptionJSON struct {
	subscriptionJSON
	UserID string `json:"userId"`
}

func (s *Server) exportSubscriptions(ctx context.Context, emit func(any) error) error {
	members, err := s.deps.Orgs.Members(ctx)
	if err != nil {
		return err
	}
	for _, m := range members {
		list, err := s.deps.Subscriptions.MemberSubscriptions(ctx, m.User.ID)
		if err != nil {
			return err
		}
		for _, sub := range list {
			if err := emit(exportSubscriptionJSON{subscriptionJSON: subscriptionOut(sub), UserID: m.User.ID}); err != nil {
				return err
			}
		}
	}
	return nil
}

func (s *Server) exportIntegrations(ctx context.Context, emit func(any) error) error {
	list, err := s.deps.Integrations.Integrations(ctx)
	if err != nil {
		return err
	}
	return emitAll(list, integrationOut, emit)
}

func (s *Server) exportAPIKeys(ctx context.Context, emit func(any) error) error {
	list, err := s.deps.APIKeys.Keys(ctx)
	if err != nil {
		return err
	}
	return emitAll(list, apiKeyOf, emit)
}

// exportWebhooks emits the webhooks as GET /api/webhooks lists them:
// never their secret. An organization has at most
// webhooks.MaxPerOrganization, read at once.
func (s *Server) exportWebhooks(ctx context.Context, emit func(any) error) error {
	list, err := s.deps.Webhooks.Webhooks(ctx)
	if err != nil {
		return err
	}
	return emitAll(list, webhookOf, emit)
}

// exportAuditLog emits every entry of the audit log as GET /api/audit-log
// lists them, newest first, read in batches.
func (s *Server) exportAuditLog(ctx context.Context, emit func(any) error) error {
	entries, err := s.deps.Audit.Export(ctx)
	if err != nil {
		return err
	}
	return emitSeq(entries, auditEntryOf, emit)
}
