package server

import (
	"context"
	"iter"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// HeaderOrganization names, on a request of a system admin, the subdomain
// of the organization the request acts in, with the owner's rights there.
const HeaderOrganization = "X-Organization"

// AuditLog serves the organization's audit log and records the requests
// of system admins in other organizations. *audit.Service implements it.
type AuditLog interface {
	audit.Recorder
	Entries(ctx context.Context, f audit.Filter, page feedbackkit.PageRequest) (feedbackkit.Page[*audit.Entry], error)
	Export(ctx context.Context) (iter.Seq2[*audit.Entry, error], error)
}

var _ AuditLog = (*audit.Service)(nil)

// auditRoutes registers the audit log, the ownership transfer and the
// system admins' endpoints (tags audit-log and administration of the
// OpenAPI document).
func (s *Server) auditRoutes(api fiber.Router) {
	auth, owner := s.Authenticate, s.RequireRole(feedbackkit.RoleOwner)
	api.Post("/organization/transfer-ownership", s.ownAccounts, auth, owner, s.transferOwnership)
	api.Get("/admin/organizations", auth, s.listOrganizations)
	if s.deps.Audit == nil {
		return
	}
	api.Get("/audit-log", auth, s.RequireRole(feedbackkit.RoleAdmin), s.listAuditLog)
}

// auditEntryJSON is an entry of the audit log as the API shows it.
type auditEntryJSON struct {
	ID         string          `json:"_id"`
	Action     string          `json:"action"`
	ActorType  audit.ActorType `json:"actorType"`
	ActorID    string          `json:"actorId"`
	ActorEmail string          `json:"actorEmail"`
	TargetType string          `json:"targetType"`
	TargetID   string          `json:"targetId"`
	Details    map[string]any  `json:"details"`
	IP         string          `json:"ip"`
	CreatedAt  time.Time       `json:"createdAt"`
}

func auditEntryOf(e *audit.Entry) auditEntryJSON {
	return auditEntryJSON{ID: e.ID, Action: e.Action, ActorType: e.ActorType, ActorID: e.ActorID,
		ActorEmail: e.ActorEmail, TargetType: e.TargetType, TargetID: e.TargetID, Details: e.Details,
		IP: e.IP, CreatedAt: e.CreatedAt}
}

// listAuditLog answers a page of the audit log, newest first.
func (s *Server) listAuditLog(c *fiber.Ctx) error {
	page, err := feedbackPageQuery(c)
	if err != nil {
		return err
	}
	f := audit.Filter{Action: c.Query("action"), ActorID: c.Query("actorId")}
	if f.Start, err = feedbackDateQuery(c, "startDate", false); err != nil {
		return err
	}
	if f.End, err = feedbackDateQuery(c, "endDate", true); err != nil {
		return err
	}
	p, err := s.deps.Audit.Entries(c.UserContext(), f, page)
	if err != nil {
		return err
	}
	data := make([]auditEntryJSON, len(p.Data))
	for i, e := range p.Data {
		data[i] = auditEntryOf(e)
	}
	return c.JSON(feedbackkit.Page[auditEntryJSON]{Data: data, Total: p.Total, Page: p.Page, Limit: p.Limit, TotalPages: p.TotalPages})
}

// transferOwnership makes an admin the owner, and the owner an admin.
func (s *Server) transferOwnership(c *fiber.Ctx) error {
	var body struct {
		UserID *string `json:"userId"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if err := required("userId", body.UserID); err != nil {
		return err
	}
	owner, previous, err := s.deps.Orgs.TransferOwnership(c.UserContext(), *body.UserID)
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"owner": s.userJSON(owner), "previousOwner": s.userJSON(previous)})
}

// organizationUsageJSON is an organization in the system admins' list.
type organizationUsageJSON struct {
	ID        string      `json:"_id"`
	Name      string      `json:"name"`
	Subdomain string      `json:"subdomain"`
	Plan      orgs.Plan   `json:"plan"`
	Limits    orgs.Limits `json:"limits"`
	Usage     struct {
		Seats int `json:"seats"`
		Rooms int `json:"rooms"`
		Forms int `json:"forms"`
	} `json:"usage"`
	CreatedAt time.Time `json:"createdAt"`
}

// listOrganizations answers a page of every organization, for system
// admins.
func (s *Server) listOrganizations(c *fiber.Ctx) error {
	page, err := feedbackPageQuery(c)
	if err != nil {
		return err
	}
	p, err := s.deps.Orgs.Organizations(c.UserContext(), page)
	if err != nil {
		return err
	}
	data := make([]organizationUsageJSON, len(p.Data))
	for i, o := range p.Data {
		j := organizationUsageJSON{ID: o.ID, Name: o.Name, Subdomain: o.Subdomain, Plan: o.Plan, Limits: o.Limits, CreatedAt: o.CreatedAt.UTC()}
		j.Usage.Seats, j.Usage.Rooms, j.Usage.Forms = o.Usage[orgs.Seats], o.Usage[orgs.Rooms], o.Usage[orgs.Forms]
		data[i] = j
	}
	return c.JSON(feedbackkit.Page[organizationUsageJSON]{Data: data, Total: p.Total, Page: p.Page, Limit: p.Limit, TotalPages: p.TotalPages})
}

// actInOrganization turns the principal p of a request that names an
// organization in HeaderOrganization into a system admin's principal in
// that organization, with the owner's rights, and records the request in
// that organization's audit log before it runs. Only a system admin
// signed in with a session may: an API key gets 403 INSUFFICIENT_SCOPE,
// everyone else 403 FORBIDDEN, and so does everyone when the Server has no
// audit log to record in. An unknown subdomain is 404 NOT_FOUND.
func (s *Server) actInOrganization(c *fiber.Ctx, p *identity.Principal, subdomain string) (*identity.Principal, error) {
	ctx := identity.WithPrincipal(c.UserContext(), p)
	if p.APIKeyID != "" {
		return nil, feedbackkit.Errorf(feedbackkit.CodeInsufficientScope, "API keys cannot act in another organization")
	}
	if _, err := s.deps.Orgs.RequireSystemAdmin(ctx); err != nil {
		return nil, err
	}
	if s.deps.Audit == nil {
		return nil, feedbackkit.Errorf(feedbackkit.CodeForbidden, "acting in another organization needs an audit log")
	}
	org, err := s.deps.Orgs.FindOrganizationBySubdomain(ctx, subdomain)
	if err != nil {
		return nil, err
	}
	acting := &identity.Principal{UserID: p.UserID, OrgID: org.ID, Role: feedbackkit.RoleOwner, SessionID: p.SessionID, SystemAdmin: true}
	err = s.deps.Audit.Record(identity.WithPrincipal(c.UserContext(), acting), audit.Entry{
		OrgID: org.ID, Action: audit.ActionSystemAdminRequest, TargetType: audit.TargetRequest,
		Details: map[string]any{"method": c.Method(), "path": c.Path()},
	})
	if err != nil {
		return nil, err
	}
	return acting, nil
}
