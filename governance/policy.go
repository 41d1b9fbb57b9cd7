package governance

import (
	"context"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// policy returns the policy of the organization orgID, the default one
// (keep forever, default notice) when it has set none.
func (s *Service) policy(ctx context.Context, orgID string) (*Policy, error) {
	p, err := s.store.FindPolicy(ctx, orgID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return &Policy{OrgID: orgID}, nil
	}
	return p, err
}

// update changes the policy of the caller's organization with change, for
// an admin or the owner: INVALID_TOKEN without a principal,
// INSUFFICIENT_ROLE below admin, and change's error.
func (s *Service) update(ctx context.Context, action string, change func(*Policy) error) (*Policy, error) {
	pr, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	var out *Policy
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		p, err := s.policy(ctx, pr.OrgID)
		if err != nil {
			return err
		}
		if err := change(p); err != nil {
			return err
		}
		p.UpdatedAt = s.now()
		out = p
		if err := s.store.SavePolicy(ctx, p); err != nil {
			return err
		}
		details := map[string]any{"feedbackDays": p.Retention.FeedbackDays, "responsesDays": p.Retention.ResponsesDays}
		if action == audit.ActionPrivacyNoticeChanged {
			details = map[string]any{"notice": p.Notice}
		}
		return audit.Record(ctx, s.deps.Audit, audit.Entry{OrgID: pr.OrgID, Action: action,
			TargetType: audit.TargetOrganization, TargetID: pr.OrgID, Details: details})
	})
	return out, err
}

// Retention returns the retention of the caller's organization, for an
// admin or the owner. It returns INVALID_TOKEN without a principal and
// INSUFFICIENT_ROLE below admin.
func (s *Service) Retention(ctx context.Context) (Retention, error) {
	pr, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return Retention{}, err
	}
	p, err := s.policy(ctx, pr.OrgID)
	if err != nil {
		return Retention{}, err
	}
	return p.Retention, nil
}

// RetentionUpdate changes some fields of a Retention: a nil field stays as
// it is; a field pointing to nil keeps that data forever.
type RetentionUpdate struct {
	FeedbackDays  **int
	ResponsesDays **int
}

// UpdateRetention changes the retention of the caller's organization, for
// an admin or the owner, and returns it. Each day count is nil (keep
// forever) or 1..MaxRetentionDays, else VALIDATION_FAILED. The purge job
// deletes what is older within PurgeInterval. An update that sets
// neither field changes nothing and records nothing in the audit log. It
// returns INVALID_TOKEN without a principal and INSUFFICIENT_ROLE below
// admin.
func (s *Service) UpdateRetention(ctx context.Context, upd RetentionUpdate) (Retention, error) {
	if upd.FeedbackDays == nil && upd.ResponsesDays == nil {
		// Nothing to change: nothing is written, nor recorded.
		return s.Retention(ctx)
	}
	p, err := s.update(ctx, audit.ActionRetentionChanged, func(p *Policy) error {
		if upd.FeedbackDays != nil {
			p.Retention.FeedbackDays = *upd.FeedbackDays
		}
		if upd.ResponsesDays != nil {
			p.Retention.ResponsesDays = *upd.ResponsesDays
		}
		return p.Retention.validate()
	})
	if err != nil {
		return Retention{}, err
	}
	return p.Retention, nil
}

// PrivacyNotice returns the privacy notice the caller's organization wrote
// ("" for the default one), for any member. It returns INVALID_TOKEN
// without a principal.
func (s *Service) PrivacyNotice(ctx context.Context) (string, error) {
	pr, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return "", err
	}
	p, err := s.policy(ctx, pr.OrgID)
	if err != nil {
		return "", err
	}
	return p.Notice, nil
}

// SetPrivacyNotice sets the privacy notice of the caller's organization,
// which its respondent pages show in place of the default sentence, for
// an admin or the owner, and returns it trimmed; "" restores the default.
// It returns VALIDATION_FAILED for more than one line (a line break, a
// Unicode line or paragraph separator: NormalizeNotice), control
// characters or more than MaxNoticeLength characters, INVALID_TOKEN
// without a principal and INSUFFICIENT_ROLE below admin.
func (s *Service) SetPrivacyNotice(ctx context.Context, text string) (string, error) {
	text, err := NormalizeNotice(text)
	if err != nil {
		return "", err
	}
	p, err := s.update(ctx, audit.ActionPrivacyNoticeChanged, func(p *Policy) error {
		p.Notice = text
		return nil
	})
	if err != nil {
		return "", err
	}
	return p.Notice, nil
}

// Notice returns what the respondent pages of the organization orgID say
// of the privacy of what they collect. Respondents are anonymous: it needs
// no principal. It returns NOT_FOUND when there is no organization orgID.
func (s *Service) Notice(ctx context.Context, orgID string) (*Notice, error) {
	org, err := s.deps.Orgs.FindOrganizationByID(ctx, orgID)
	if err != nil {
		return nil, err
	}
	p, err := s.policy(ctx, orgID)
	if err != nil {
		return nil, err
	}
	return &Notice{Organization: org.Name, Subdomain: org.Subdomain, Retention: p.Retention, Text: p.Notice}, nil
}

// NoticeBySubdomain is Notice of the organization with the subdomain, for
// its privacy page. It returns NOT_FOUND when there is none.
func (s *Service) NoticeBySubdomain(ctx context.Context, subdomain string) (*Notice, error) {
	org, err := s.deps.Orgs.FindOrganizationBySubdomain(ctx, subdomain)
	if err != nil {
		return nil, err
	}
	return s.Notice(ctx, org.ID)
}
