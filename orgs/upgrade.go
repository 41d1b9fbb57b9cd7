package orgs

import (
	"context"
	"strings"

	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/notify"
)

// UpgradeRequest is a member's request to upgrade the plan.
type UpgradeRequest struct {
	// Plan is the plan asked for; "" leaves the choice to the owner.
	Plan Plan
	// Reason says why; it may be empty (at most MaxReasonLength
	// characters).
	Reason string
}

// RequestUpgrade emails the owner of the caller's organization a request to
// upgrade its plan, from the caller. It returns VALIDATION_FAILED for an
// unknown plan or a reason over MaxReasonLength characters or with control
// characters, and INVALID_TOKEN for an anonymous caller.
func (s *Service) RequestUpgrade(ctx context.Context, req UpgradeRequest) error {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return err
	}
	if req.Plan != "" {
		if _, err := ParsePlan(string(req.Plan)); err != nil {
			return err
		}
	}
	reason, err := cleanText("reason", req.Reason, 0, MaxReasonLength)
	if err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		org, err := s.store.FindOrganizationByID(ctx, p.OrgID)
		if err != nil {
			return err
		}
		requester, err := s.deps.Users.FindMember(ctx, org.ID, p.UserID)
		if err != nil {
			return err
		}
		owner, err := s.deps.Users.FindOwner(ctx, org.ID)
		if err != nil {
			return err
		}
		name := strings.TrimSpace(requester.Name + " " + requester.LastName)
		if name == "" {
			name = requester.Email
		}
		_, err = s.deps.Mailer.Send(ctx, owner.Email, notify.TemplateUpgradeRequest, notify.UpgradeRequest{
			OwnerName:        owner.Name,
			RequesterName:    name,
			RequesterEmail:   requester.Email,
			OrganizationName: org.Name,
			Plan:             string(req.Plan),
			Reason:           reason,
		})
		return err
	})
}
