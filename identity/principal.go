package identity

import (
	"context"

	"github.com/feedbackkit/feedbackkit"
)

// Principal is the authenticated caller of a request: who they are, which
// organization they act in, with which role, and through which session or
// API key.
type Principal struct {
	// UserID is the id of the caller's account (User.ID).
	UserID string
	// OrgID is the organization the caller acts in: the account's own,
	// or, for a system admin, the one it acts in (see SystemAdmin).
	OrgID string
	// Role is the caller's role in OrgID, which the Services check (see
	// RequireRole).
	Role feedbackkit.Role
	// SessionID is the session the request was made with (logout and a
	// password change end it, or keep it while ending the others); "" for
	// an API key or a caller a host program authenticated itself.
	SessionID string
	// APIKeyID is the API key the request was made with, acting as the
	// member UserID; "" for a session.
	APIKeyID string
	// SystemAdmin reports that UserID is a system admin acting in OrgID,
	// an organization that is not their own, with the owner role.
	SystemAdmin bool
}

type principalKey struct{}

// WithPrincipal returns a copy of ctx that carries p.
func WithPrincipal(ctx context.Context, p *Principal) context.Context {
	return context.WithValue(ctx, principalKey{}, p)
}

// PrincipalFrom returns the principal carried by ctx, or nil for an
// anonymous caller.
func PrincipalFrom(ctx context.Context) *Principal {
	p, _ := ctx.Value(principalKey{}).(*Principal)
	return p
}

// RequirePrincipal returns the principal carried by ctx, or INVALID_TOKEN
// when the caller is anonymous.
func RequirePrincipal(ctx context.Context) (*Principal, error) {
	if p := PrincipalFrom(ctx); p != nil {
		return p, nil
	}
	return nil, feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "authentication required")
}

// RequireRole returns the principal carried by ctx when its role is at least
// min: INVALID_TOKEN for an anonymous caller, INSUFFICIENT_ROLE for a lower
// role.
func RequireRole(ctx context.Context, min feedbackkit.Role) (*Principal, error) {
	p, err := RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	if !p.Role.AtLeast(min) {
		return nil, feedbackkit.Errorf(feedbackkit.CodeInsufficientRole, "this action requires the %s role", min)
	}
	return p, nil
}
