package identity

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/token"
)

// Defaults of OIDCConfig.
const (
	DefaultOIDCIssuer = "https://accounts.google.com"
	// DefaultOIDCFlowTTL is how long a started login may take at the
	// identity provider before its callback is refused.
	DefaultOIDCFlowTTL = 10 * time.Minute
	// DefaultOIDCTimeout bounds each call to the identity provider
	// (discovery, token exchange, its keys).
	DefaultOIDCTimeout = 10 * time.Second
)

// OIDCConfig configures login through an OpenID Connect identity provider.
type OIDCConfig struct {
	// Issuer is the provider's issuer URL, where its discovery document
	// is found. Default DefaultOIDCIssuer (Google).
	Issuer string
	// ClientID and ClientSecret identify feedbackkit at the provider. Both
	// are required. The secret is sent to the provider only.
	ClientID     string
	ClientSecret string
	// RedirectURL is the callback registered at the provider. Default:
	// the Service's BaseURL + "/api/auth/idp/callback".
	RedirectURL string
	// AfterLoginURL is where the browser goes once logged in (the app,
	// which then asks GET /api/auth/idp/success for the user). Default:
	// the Service's DashboardURL + "/".
	AfterLoginURL string
	// FlowTTL is how long a started login stays valid. Default
	// DefaultOIDCFlowTTL.
	FlowTTL time.Duration
	// HTTPClient calls the provider. Default: a client with a timeout of
	// DefaultOIDCTimeout.
	HTTPClient *http.Client
}

// Invitations accepts the pending invitation of an email that the identity
// provider has verified. *orgs.Service implements it.
type Invitations interface {
	// AcceptVerifiedInvitation makes the person a member of the
	// organization of an invitation of their email, without a password,
	// and opens a session: the invitation of the link whose token hashes
	// to invitation (token.Hash) when it is not "", else the one live
	// invitation of the email. It returns NOT_FOUND when that invitation
	// is not live or the email has none, FORBIDDEN when the chosen
	// invitation is for another email, and INVITATION_PENDING when none
	// is chosen and the email has several.
	AcceptVerifiedInvitation(ctx context.Context, person VerifiedPerson, invitation string) (*LoginResult, error)
}

// VerifiedPerson is who the identity provider vouches for: an email it has
// verified, and the names it knows.
type VerifiedPerson struct {
	Email    string // normalized (NormalizeEmail)
	Name     string
	LastName string
}

// OIDC logs people in through an OpenID Connect identity provider, with
// the authorization code flow, PKCE, and a state and a nonce bound to the
// browser by a short-lived signed value (the flow, kept in a cookie). A
// person is known by the provider's subject: the account linked to it
// logs in. Else only emails the provider has verified are accepted: the
// email of an account that belongs to an organization, and is linked to no
// other subject, logs into it (and is linked to the subject), an email
// with a live invitation accepts it (the one chosen when the login
// started, or its only one); anyone else is refused and no account is
// made. Emails are compared as NormalizeEmail folds them.
// The provider is discovered on first use, and again after a failure.
type OIDC struct {
	svc         *Service
	invitations Invitations
	cfg         OIDCConfig
	flowKey     []byte

	mu       sync.Mutex
	provider *oidc.Provider // nil until discovered
}

// NewOIDC returns identity-provider login for svc's accounts, accepting
// invitations through invitations. It returns an error when the client id
// or secret is missing or the flow TTL is negative. It does not contact the
// provider.
func NewOIDC(svc *Service, invitations Invitations, cfg OIDCConfig) (*OIDC, error) {
	if cfg.ClientID == "" || cfg.ClientSecret == "" {
		return nil, errors.New("identity: OIDC needs a client id and a client secret")
	}
	if cfg.FlowTTL < 0 {
		return nil, errors.New("identity: OIDC FlowTTL must not be negative")
	}
	if cfg.Issuer == "" {
		cfg.Issuer = DefaultOIDCIssuer
	}
	if cfg.RedirectURL == "" {
		cfg.RedirectURL = svc.cfg.BaseURL + "/api/auth/idp/callback"
	}
	if cfg.AfterLoginURL == "" {
		cfg.AfterLoginURL = svc.cfg.DashboardURL + "/"
	}
	if cfg.FlowTTL == 0 {
		cfg.FlowTTL = DefaultOIDCFlowTTL
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{Timeout: DefaultOIDCTimeout}
	}
	return &OIDC{svc: svc, invitations: invitations, cfg: cfg, flowKey: flowKey(svc.cfg.Secret)}, nil
}

// AfterLoginURL is where the browser goes after a successful login.
func (o *OIDC) AfterLoginURL() string { return o.cfg.AfterLoginURL }

// OIDCStart is a login that has begun: send the browser to AuthURL, and
// keep Flow in the browser (an HttpOnly cookie) until the callback.
type OIDCStart struct {
	AuthURL   string
	Flow      string
	ExpiresAt time.Time
}

// Start begins a login: it returns the provider's authorization URL, with
// a new state, nonce and PKCE challenge, and the flow that holds them.
// invitation, when not "", is the token of an invitation link: the login
// accepts that invitation (the flow keeps its hash). It returns
// VALIDATION_FAILED for a malformed invitation token and UNAVAILABLE when
// the provider cannot be reached.
func (o *OIDC) Start(ctx context.Context, invitation string) (*OIDCStart, error) {
	if invitation != "" && !isSessionSecret(invitation) {
		return nil, feedbackkit.Invalid("invitation", "must be the token of an invitation link")
	}
	p, err := o.discover(ctx)
	if err != nil {
		return nil, err
	}
	f := newFlow(o.svc.now().Add(o.cfg.FlowTTL))
	if invitation != "" {
		f.Invitation = token.Hash(invitation)
	}
	signed, err := f.sign(o.flowKey)
	if err != nil {
		return nil, err
	}
	url := o.oauth2Config(p).AuthCodeURL(f.State, oidc.Nonce(f.Nonce), oauth2.S256ChallengeOption(f.Verifier))
	return &OIDCStart{AuthURL: url, Flow: signed, ExpiresAt: f.ExpiresAt}, nil
}

// Finish completes a login at the callback: flow is what Start gave the
// browser, state and code the provider's answer. It exchanges the code
// (with the PKCE verifier), verifies the ID token (signature, issuer,
// audience, expiry, nonce) and logs the person in, or accepts their
// invitation. It returns INVALID_CREDENTIALS when the login cannot be
// verified (no or expired flow, another state, a refused code, a bad ID
// token or nonce), FORBIDDEN for an email the provider has not verified
// or that has no account and no invitation, and UNAVAILABLE when the
// provider cannot be reached.
func (o *OIDC) Finish(ctx context.Context, flow, state, code string) (*LoginResult, error) {
	f, err := parseFlow(o.flowKey, flow, o.svc.now)
	if err != nil {
		return nil, err
	}
	if state == "" || subtle.ConstantTimeCompare([]byte(state), []byte(f.State)) != 1 {
		return nil, loginFailed("the state does not match the login this browser started; start again")
	}
	if code == "" {
		return nil, loginFailed("the identity provider sent no authorization code")
	}
	p, err := o.discover(ctx)
	if err != nil {
		return nil, err
	}
	tok, err := o.oauth2Config(p).Exchange(o.clientContext(ctx), code, oauth2.VerifierOption(f.Verifier))
	if err != nil {
		return nil, exchangeError(err)
	}
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		return nil, loginFailed("the identity provider sent no ID token")
	}
	verifier := p.Verifier(&oidc.Config{ClientID: o.cfg.ClientID, Now: o.svc.cfg.Now})
	idt, err := verifier.Verify(o.clientContext(ctx), raw)
	if err != nil {
		return nil, loginFailed("the identity provider's ID token does not verify")
	}
	if subtle.ConstantTimeCompare([]byte(idt.Nonce), []byte(f.Nonce)) != 1 {
		return nil, loginFailed("the ID token's nonce does not match this login; start again")
	}
	person, err := verifiedPerson(idt)
	if err != nil {
		return nil, err
	}
	var res *LoginResult
	err = o.svc.store.InTx(ctx, func(ctx context.Context) error {
		res, err = o.logIn(ctx, idt.Issuer, idt.Subject, f.Invitation, person)
		return err
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// logIn, in a transaction, opens a session for the account linked to the
// provider's subject, else for the account of the verified email when it
// belongs to an organization and is linked to no other subject, else
// accepts an invitation of the email (the chosen one, whose token hash is
// invitation, or its only one) and links the new member to the subject;
// FORBIDDEN when none applies.
func (o *OIDC) logIn(ctx context.Context, issuer, subject, invitation string, p VerifiedPerson) (*LoginResult, error) {
	u, err := o.svc.store.FindUserByProviderSubject(ctx, issuer, subject)
	switch {
	case err == nil && u.OrgID != "":
		return o.svc.OpenSession(ctx, u)
	case err != nil && feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound:
		return nil, err
	}
	linked := err == nil
	if !linked {
		u, err = o.svc.FindUserByEmail(ctx, p.Email)
		switch {
		case err == nil && u.OrgID != "":
			if err := o.link(ctx, issuer, subject, u); err != nil {
				return nil, err
			}
			return o.svc.OpenSession(ctx, u)
		case err != nil && feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound:
			return nil, err
		}
	}
	res, err := o.invitations.AcceptVerifiedInvitation(ctx, p, invitation)
	switch {
	case feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound && invitation != "":
		return nil, feedbackkit.Errorf(feedbackkit.CodeForbidden,
			"the invitation of this login is invalid, expired, cancelled or accepted already: ask for a new one")
	case feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound:
		return nil, feedbackkit.Errorf(feedbackkit.CodeForbidden,
			"no account or invitation for %s: ask an administrator of your organization to invite you", p.Email)
	case err != nil:
		return nil, err
	}
	if !linked {
		if err := o.link(ctx, issuer, subject, res.User); err != nil {
			return nil, err
		}
	}
	return res, nil
}

// link links the account u to the provider's subject: FORBIDDEN when the
// account is linked to another subject of the provider already.
func (o *OIDC) link(ctx context.Context, issuer, subject string, u *User) error {
	err := o.svc.store.LinkProviderSubject(ctx, issuer, subject, u.ID, o.svc.now())
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
		return feedbackkit.Errorf(feedbackkit.CodeForbidden,
			"the account of %s is linked to another identity at the identity provider: log in with that one", u.Email)
	}
	return err
}

// idTokenClaims are the claims of an ID token that login reads.
type idTokenClaims struct {
	Email         string     `json:"email"`
	EmailVerified stringBool `json:"email_verified"`
	Name          string     `json:"name"`
	GivenName     string     `json:"given_name"`
	FamilyName    string     `json:"family_name"`
}

// verifiedPerson reads the person of an ID token: FORBIDDEN when it has no
// valid email or the provider has not verified it.
func verifiedPerson(idt *oidc.IDToken) (VerifiedPerson, error) {
	var c idTokenClaims
	if err := idt.Claims(&c); err != nil {
		return VerifiedPerson{}, loginFailed("the identity provider's ID token has malformed claims")
	}
	email, err := NormalizeEmail(c.Email)
	if err != nil {
		return VerifiedPerson{}, feedbackkit.Errorf(feedbackkit.CodeForbidden, "the identity provider gave no valid email address")
	}
	if !c.EmailVerified {
		return VerifiedPerson{}, feedbackkit.Errorf(feedbackkit.CodeForbidden, "the identity provider has not verified %s; verify it there first", email)
	}
	name, last := c.GivenName, c.FamilyName
	if strings.TrimSpace(name) == "" {
		name, last = c.Name, ""
	}
	if strings.TrimSpace(name) == "" {
		name = email[:strings.IndexByte(email, '@')]
	}
	return VerifiedPerson{Email: email, Name: cleanName(name), LastName: cleanName(last)}, nil
}

// cleanName makes a name from the provider fit an account's name: valid
// UTF-8 without control characters or misplaced format characters
// (feedbackkit.VisibleName), trimmed, at most 100 characters.
func cleanName(s string) string {
	s = strings.TrimSpace(feedbackkit.VisibleName(strings.ToValidUTF8(s, "")))
	for utf8.RuneCountInString(s) > 100 {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return strings.TrimSpace(s)
}

// stringBool is a JSON boolean that some providers send as a string.
type stringBool bool

// UnmarshalJSON implements json.Unmarshaler: true, false, "true", "false".
func (b *stringBool) UnmarshalJSON(data []byte) error {
	switch string(data) {
	case "true", `"true"`:
		*b = true
	case "false", `"false"`, "null":
		*b = false
	default:
		return errors.New("not a boolean")
	}
	return nil
}

// discover returns the provider, discovering it on first use (or after a
// failure): UNAVAILABLE when its discovery document cannot be read, an
// internal error when it names another issuer (a configuration mistake).
func (o *OIDC) discover(ctx context.Context) (*oidc.Provider, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.provider != nil {
		return o.provider, nil
	}
	p, err := oidc.NewProvider(o.clientContext(ctx), o.cfg.Issuer)
	var mismatch *oidc.IssuerMismatchError
	if errors.As(err, &mismatch) {
		return nil, fmt.Errorf("identity: OIDC issuer %q is misconfigured: %w", o.cfg.Issuer, err) // an internal error, logged
	} else if err != nil {
		return nil, feedbackkit.Errorf(feedbackkit.CodeUnavailable, "the identity provider cannot be reached; try again later")
	}
	o.provider = p
	return p, nil
}

// clientContext returns ctx carrying the HTTP client of the provider
// calls, for go-oidc and x/oauth2.
func (o *OIDC) clientContext(ctx context.Context) context.Context {
	ctx = oidc.ClientContext(ctx, o.cfg.HTTPClient)
	return context.WithValue(ctx, oauth2.HTTPClient, o.cfg.HTTPClient)
}

func (o *OIDC) oauth2Config(p *oidc.Provider) *oauth2.Config {
	return &oauth2.Config{
		ClientID:     o.cfg.ClientID,
		ClientSecret: o.cfg.ClientSecret,
		Endpoint:     p.Endpoint(),
		RedirectURL:  o.cfg.RedirectURL,
		Scopes:       []string{oidc.ScopeOpenID, "email", "profile"},
	}
}

// exchangeError is the error of a failed code exchange: INVALID_CREDENTIALS
// when the provider refused the code (used, expired, or another PKCE
// verifier), an internal error (logged, without the provider's answer)
// when it refused feedbackkit's client id or secret, UNAVAILABLE when it
// could not be reached or failed.
func exchangeError(err error) error {
	var re *oauth2.RetrieveError
	if !errors.As(err, &re) || re.Response == nil || re.Response.StatusCode >= 500 {
		return feedbackkit.Errorf(feedbackkit.CodeUnavailable, "the identity provider cannot be reached; try again later")
	}
	if re.ErrorCode == "invalid_client" || re.Response.StatusCode == http.StatusUnauthorized {
		return errors.New("identity: the identity provider refused the OIDC client id or secret (invalid_client)")
	}
	return loginFailed("the identity provider refused the authorization code; start again")
}

// loginFailed is the INVALID_CREDENTIALS of a login that cannot be
// verified.
func loginFailed(why string) error {
	return feedbackkit.Errorf(feedbackkit.CodeInvalidCredentials, "identity-provider login failed: %s", why)
}
