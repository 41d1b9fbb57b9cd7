package orgs

import (
	"context"
	"io"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// Branding is the public face of an organization: what login and
// respondent pages show.
type Branding struct {
	Organization *Organization
	// Logo is the blob key of the logo, "" for none.
	Logo                  string
	FeedbackCustomization FeedbackCustomization
}

// Branding returns the public face of the organization orgID. It checks no
// caller. It returns NOT_FOUND for an unknown organization.
func (s *Service) Branding(ctx context.Context, orgID string) (*Branding, error) {
	org, err := s.FindOrganizationByID(ctx, orgID)
	if err != nil {
		return nil, err
	}
	return s.branding(ctx, org)
}

// BrandingBySubdomain returns the public face of the organization with the
// subdomain (compared case-insensitively), for anyone. It returns NOT_FOUND
// for an unknown subdomain.
func (s *Service) BrandingBySubdomain(ctx context.Context, subdomain string) (*Branding, error) {
	org, err := s.FindOrganizationBySubdomain(ctx, subdomain)
	if err != nil {
		return nil, err
	}
	return s.branding(ctx, org)
}

// branding returns the public face of org.
func (s *Service) branding(ctx context.Context, org *Organization) (*Branding, error) {
	st, err := s.storedSettings(ctx, org)
	if err != nil {
		return nil, err
	}
	return &Branding{Organization: org, Logo: st.Logo, FeedbackCustomization: st.Preferences.FeedbackCustomization}, nil
}

// SetLogo stores the image read from r as the logo of the caller's
// organization, replacing (and deleting) the previous one, and returns the
// settings. It returns INSUFFICIENT_ROLE below admin, PAYLOAD_TOO_LARGE over
// 5 MB and UNSUPPORTED_MEDIA_TYPE for bytes that are not JPEG, PNG or WebP.
func (s *Service) SetLogo(ctx context.Context, r io.Reader) (*Settings, error) {
	if _, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin); err != nil {
		return nil, err
	}
	key, err := uploads.PutImage(ctx, s.deps.Uploads, "logos", r)
	if err != nil {
		return nil, err
	}
	var old string
	st, err := s.updatePreferences(ctx, feedbackkit.RoleAdmin, []string{"logo"}, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
		old, stored.Logo = stored.Logo, key
		return nil
	})
	if err != nil {
		_ = uploads.Delete(context.WithoutCancel(ctx), s.deps.Uploads, key)
		return nil, err
	}
	if err := uploads.Delete(ctx, s.deps.Uploads, old); err != nil {
		return nil, err
	}
	return st, nil
}
