package server

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/dashboard"
	"github.com/feedbackkit/feedbackkit/governance"
	"github.com/feedbackkit/feedbackkit/identity"
)

// dashboardGovernanceRoutes registers the screens of the organization's
// data as a whole, for whom the API allows: the audit log (admins, with
// Deps.Audit), and the data screen (with Deps.Governance): retention and
// privacy notice (admins), export, ownership transfer and deletion of the
// organization (the owner).
func (s *Server) dashboardGovernanceRoutes() {
	if s.deps.Audit != nil {
		s.group("/audit-log").Get("", s.member(s.auditLogPage))
	}
	if s.deps.Governance == nil {
		return
	}
	g := s.group("/data")
	g.Get("", s.member(s.dataPage))
	g.Post("/retention", s.member(s.saveRetention))
	g.Post("/privacy-notice", s.member(s.savePrivacyNotice))
	g.Post("/transfer-ownership", s.member(s.transferFromDashboard))
	g.Get("/delete", s.member(s.deleteOrganizationPage))
	g.Post("/delete", s.member(s.deleteOrganizationForGood))
}

// auditLogPage answers a page of the audit log under the filters of the
// query, as GET /api/audit-log.
func (s *Server) auditLogPage(c *fiber.Ctx) error {
	p, err := s.adminPage(c, "Audit log", "audit-log")
	if err != nil {
		return err
	}
	ctx := c.UserContext()
	d := dashboard.AuditFilter{Action: c.Query("action"), Actor: c.Query("actor"), From: c.Query("from"), To: c.Query("to")}
	f := audit.Filter{Action: d.Action, ActorID: d.Actor}
	if f.Start, f.End, err = dateRange(d.From, d.To); err != nil {
		return err
	}
	entries, err := s.deps.Audit.Entries(ctx, f, feedbackkit.PageRequest{Page: pageNumber(c)})
	if err != nil {
		return err
	}
	actors, keys, err := s.auditActors(ctx)
	if err != nil {
		return err
	}
	v := dashboard.NewAuditLog(p, d, actors)
	for _, e := range entries.Data {
		v.Entries = append(v.Entries, dashboard.NewAuditRow(e, keys))
	}
	v.Pager = dashboard.PagerOf(entries)
	return s.sendDashboard(c, fiber.StatusOK, "auditlog", v)
}

// auditActors returns the actors the audit log's filter offers, the
// members then the API keys, and the names of the keys by their ids.
func (s *Server) auditActors(ctx context.Context) ([]dashboard.AuditActor, map[string]string, error) {
	members, err := s.deps.Orgs.Members(ctx)
	if err != nil {
		return nil, nil, err
	}
	actors := make([]dashboard.AuditActor, 0, len(members))
	for _, m := range members {
		actors = append(actors, dashboard.AuditActor{ID: m.User.ID, Name: m.User.Email})
	}
	keys := map[string]string{}
	if s.deps.APIKeys != nil {
		list, err := s.deps.APIKeys.Keys(ctx)
		if err != nil {
			return nil, nil, err
		}
		for _, k := range list {
			keys[k.ID] = k.Name
			actors = append(actors, dashboard.AuditActor{ID: k.ID, Name: "API key “" + k.Name + "”"})
		}
	}
	return actors, keys, nil
}

// dataDraft is what a post of the data screen sent, shown again: the
// retention or the notice refused, or the notice previewed, with the
// problem ("" for none).
type dataDraft struct {
	feedbackDays, responsesDays *string
	notice                      *string
	preview                     bool
	problem, invalid            string
}

// dataLabels are the labels of the data screen's fields, by their paths
// in the API's messages.
var dataLabels = dashboard.Labels{"feedbackDays": "Keep feedback for", "responsesDays": "Keep form responses for",
	"notice": "Your notice", "userId": "New owner"}

// refused returns d with the problem of err, a refusal of the Service,
// and the field it is about.
func (d dataDraft) refused(err error) dataDraft {
	d.problem, d.invalid = dashboard.Message(err, dataLabels), dashboard.InvalidField(err)
	return d
}

func (s *Server) dataPage(c *fiber.Ctx) error {
	return s.renderData(c, fiber.StatusOK, dataDraft{})
}

// renderData answers the data screen with status: the stored retention
// and notice, unless the draft holds others.
func (s *Server) renderData(c *fiber.Ctx, status int, d dataDraft) error {
	p, err := s.adminPage(c, "Data", "data")
	if err != nil {
		return err
	}
	p.Error, p.Invalid = d.problem, d.invalid
	ctx := c.UserContext()
	r, err := s.deps.Governance.Retention(ctx)
	if err != nil {
		return err
	}
	notice, err := s.deps.Governance.PrivacyNotice(ctx)
	if err != nil {
		return err
	}
	v := &dashboard.Data{Page: p, FeedbackDays: dashboard.RetentionDays(r.FeedbackDays), ResponsesDays: dashboard.RetentionDays(r.ResponsesDays),
		PrivacyNotice: notice, Preview: d.preview, Transferable: !s.cfg.HostAccounts}
	for _, o := range []struct{ dst, src *string }{{&v.FeedbackDays, d.feedbackDays}, {&v.ResponsesDays, d.responsesDays}, {&v.PrivacyNotice, d.notice}} {
		if o.src != nil {
			*o.dst = *o.src
		}
	}
	orgID := identity.PrincipalFrom(ctx).OrgID
	lines := []*string{&v.RoomLine, &v.FormLine}
	for i, responses := range []bool{false, true} {
		pv, err := s.privacy(ctx, orgID, responses)
		if err != nil {
			return err
		}
		if d.preview {
			pv.Text = v.PrivacyNotice
		}
		*lines[i], v.PrivacyURL = pv.Line(locale(c)), pv.URL
	}
	if v.Owner() {
		members, err := s.deps.Orgs.Members(ctx)
		if err != nil {
			return err
		}
		for _, m := range members {
			if m.User.Role == feedbackkit.RoleAdmin {
				v.Admins = append(v.Admins, m.User)
			}
		}
	}
	return s.sendDashboard(c, status, "data", v)
}

// saveRetention changes the retention, as PUT /api/organization/retention:
// an empty field keeps that data forever, a field the post lacks stays as
// it is, and a refused value changes neither.
func (s *Server) saveRetention(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	var upd governance.RetentionUpdate
	var d dataDraft
	for _, f := range []struct {
		key   string
		dst   ***int
		draft **string
	}{{"feedbackDays", &upd.FeedbackDays, &d.feedbackDays}, {"responsesDays", &upd.ResponsesDays, &d.responsesDays}} {
		if !form.Has(f.key) {
			continue
		}
		raw := strings.TrimSpace(form.Get(f.key))
		*f.draft = &raw
		var days *int
		if raw != "" {
			// Not a number is out of bounds: the Service refuses it after
			// its check of the role.
			n, err := strconv.Atoi(raw)
			if err != nil {
				n = -1
			}
			days = &n
		}
		*f.dst = &days
	}
	_, err = s.deps.Governance.UpdateRetention(c.UserContext(), upd)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeValidationFailed {
		d.problem, d.invalid = retentionProblem(err)
		return s.renderData(c, fiber.StatusBadRequest, d)
	}
	if err != nil {
		return err
	}
	return c.Redirect(withNotice(s.base+"/data", dashboard.NoticeRetentionSaved), fiber.StatusSeeOther)
}

// retentionProblem says which retentions err refused, by their labels,
// and why, and returns the path of the first.
func retentionProblem(err error) (problem, invalid string) {
	var fe *feedbackkit.Error
	var fields []string
	if errors.As(err, &fe) {
		for _, d := range fe.Details {
			fields = append(fields, "“"+dataLabels[d.Field]+"”")
		}
		if len(fe.Details) > 0 {
			invalid = fe.Details[0].Field
		}
	}
	return strings.Join(fields, " and ") + ": keep it 1 to " + strconv.Itoa(governance.MaxRetentionDays) + " days, or leave it empty to keep it forever.", invalid
}

// savePrivacyNotice saves the privacy notice, as PUT
// /api/organization/privacy-notice, or, with the post's preview, shows
// the lines respondents would see with it without saving it.
func (s *Server) savePrivacyNotice(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	if !form.Has("notice") {
		return s.renderData(c, fiber.StatusBadRequest, dataDraft{}.refused(feedbackkit.Invalid("notice", "is required")))
	}
	text := form.Get("notice")
	if form.Get("preview") != "" {
		norm, err := governance.NormalizeNotice(text)
		if err != nil {
			return s.renderData(c, fiber.StatusBadRequest, dataDraft{notice: &text}.refused(err))
		}
		return s.renderData(c, fiber.StatusOK, dataDraft{notice: &norm, preview: true})
	}
	_, err = s.deps.Governance.SetPrivacyNotice(c.UserContext(), text)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeValidationFailed {
		return s.renderData(c, fiber.StatusBadRequest, dataDraft{notice: &text}.refused(err))
	}
	if err != nil {
		return err
	}
	return c.Redirect(withNotice(s.base+"/data#privacy", dashboard.NoticePrivacyNoticeSaved), fiber.StatusSeeOther)
}

// transferFromDashboard makes the post's admin the owner, and the owner an
// admin, as POST /api/organization/transfer-ownership.
func (s *Server) transferFromDashboard(c *fiber.Ctx) error {
	if err := s.ownAccountsOnly(); err != nil {
		return err
	}
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	_, _, err = s.deps.Orgs.TransferOwnership(c.UserContext(), form.Get("userId"))
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeValidationFailed {
		return s.renderData(c, fiber.StatusBadRequest, dataDraft{}.refused(err))
	}
	if err != nil {
		return err
	}
	return c.Redirect(withNotice(s.base+"/data", dashboard.NoticeOwnershipMoved), fiber.StatusSeeOther)
}

// deleteOrganizationPage asks the owner to confirm the deletion of the
// organization with its subdomain.
func (s *Server) deleteOrganizationPage(c *fiber.Ctx) error {
	return s.renderDeletion(c, fiber.StatusOK, "", "")
}

// renderDeletion answers the page that confirms the deletion, to the
// owner, with status, what was typed and a problem ("" for none).
func (s *Server) renderDeletion(c *fiber.Ctx, status int, confirm, problem string) error {
	if _, err := identity.RequireRole(c.UserContext(), feedbackkit.RoleOwner); err != nil {
		return err
	}
	p, err := s.pageOf(c, "Delete the organization?", "data")
	if err != nil {
		return err
	}
	p.Error = problem
	st, err := s.deps.Orgs.Settings(c.UserContext())
	if err != nil {
		return err
	}
	return s.sendDashboard(c, status, "delete-organization",
		dashboard.Deletion{Page: p, Organization: st.Name, Subdomain: st.Subdomain, Confirm: confirm, Remade: s.provisions()})
}

// provisions reports whether the Server provisions the users of a host
// program on sight (HostAuth): a deleted organization comes back, empty,
// with their next request.
func (s *Server) provisions() bool {
	_, ok := s.auth.(hostAuth)
	return ok
}

// deleteOrganizationForGood deletes the organization, as DELETE
// /api/organization, when the post's confirm is its subdomain; the
// owner's account goes with it, and the browser lands signed out on a
// page that says so.
func (s *Server) deleteOrganizationForGood(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	confirm := form.Get("confirm")
	err = s.deps.Governance.DeleteOwnOrganization(c.UserContext(), confirm)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeValidationFailed {
		return s.renderDeletion(c, fiber.StatusBadRequest, confirm, "That is not the organization's subdomain: nothing is deleted.")
	}
	if err != nil {
		return err
	}
	s.setAuthCookie(c, "", time.Unix(0, 0))
	if s.cfg.HostAccounts {
		p := s.guestPage("Organization deleted")
		p.Notice, p.HostAccounts = dashboard.NoticeOrganizationDeleted.Text(), true
		if s.provisions() {
			p.Notice = dashboard.NoticeOrganizationRemade.Text()
		}
		return s.sendDashboard(c, fiber.StatusOK, "message", p)
	}
	return c.Redirect(withNotice(s.base+"/login", dashboard.NoticeOrganizationDeleted), fiber.StatusSeeOther)
}
