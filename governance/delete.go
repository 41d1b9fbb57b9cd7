package governance

import (
	"context"
	"strings"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// DeleteOwnOrganization deletes the caller's organization and all its
// data (see DeleteOrganization), for its owner, who confirms with the
// organization's subdomain, in any case and with any spaces around it:
// another confirm gives VALIDATION_FAILED. It
// returns INVALID_TOKEN without a principal and INSUFFICIENT_ROLE below
// owner.
func (s *Service) DeleteOwnOrganization(ctx context.Context, confirm string) error {
	pr, err := identity.RequireRole(ctx, feedbackkit.RoleOwner)
	if err != nil {
		return err
	}
	org, err := s.deps.Orgs.FindOrganizationByID(ctx, pr.OrgID)
	if err != nil {
		return err
	}
	if strings.ToLower(strings.TrimSpace(confirm)) != org.Subdomain {
		return feedbackkit.Invalid("confirm", "must be the organization's subdomain")
	}
	return s.DeleteOrganization(ctx, org.ID)
}

// DeleteOrganization deletes the organization orgID and all its data: its
// feedback items and form responses first, Config.Batch per transaction
// (so that other organizations' submissions wait little), through the
// purges of Deps.Feedback and Deps.Forms, which run the delete hooks (see
// feedback.Service.AddDeleteHook and forms.Service.AddResponseDeleteHook)
// for each batch, then in one transaction the items and responses
// submitted meanwhile (through the same purges and hooks; on PostgreSQL
// one committed after that last purge is deleted without them, see
// docs/governance.md), every other row of it, its members' accounts (a member
// belongs to one organization) with their sessions included, its outbox
// emails and queued jobs (those to its former members too), then the
// accounts removed from it that joined no other organization since
// (Members.DeleteFormerMembers, after their emails were found by their
// addresses), and, once that has committed, its uploaded
// files (a file that cannot be deleted is logged and left behind). Nothing
// of another organization is touched. It acts for the service (feedbackd
// org delete) and checks no principal; it returns NOT_FOUND when there is
// no organization orgID.
func (s *Service) DeleteOrganization(ctx context.Context, orgID string) error {
	if _, err := s.deps.Orgs.FindOrganizationByID(ctx, orgID); err != nil {
		return err
	}
	if err := s.purgeAll(ctx, orgID); err != nil {
		return err
	}
	var keys []string
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		// What was submitted since goes through the hooks too.
		if err := s.purgeAll(ctx, orgID); err != nil {
			return err
		}
		var err error
		if keys, err = s.store.DeleteOrganization(ctx, orgID); err != nil {
			return err
		}
		_, err = s.deps.Members.DeleteFormerMembers(ctx, orgID)
		return err
	})
	if err != nil {
		return err
	}
	ctx = context.WithoutCancel(ctx)
	for _, k := range keys {
		if err := uploads.Delete(ctx, s.deps.Uploads, k); err != nil {
			s.cfg.Logger.WarnContext(ctx, "governance: delete an uploaded file", "organization", orgID, "key", k, "error", err)
		}
	}
	return nil
}

// purgeAll deletes every feedback item and form response of the
// organization orgID through the purges of Deps.Feedback and Deps.Forms,
// Config.Batch per call: each call a transaction of its own, or a part of
// the one ctx carries.
func (s *Service) purgeAll(ctx context.Context, orgID string) error {
	for _, purge := range []purgeFunc{s.deps.Feedback.PurgeItems, s.deps.Forms.PurgeResponses} {
		if _, err := s.drain(ctx, func(ctx context.Context) (int, error) {
			return purge(ctx, orgID, endOfTime, s.cfg.Batch)
		}); err != nil {
			return err
		}
	}
	return nil
}

// endOfTime is a time after the creation of every item and response: the
// purges delete all of an organization's before it.
var endOfTime = time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC)
