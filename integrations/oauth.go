package integrations

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"golang.org/x/oauth2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// CallbackPath is the path, below the API's base URL, of the OAuth
// redirect URI that the tracker sends the browser back to.
const CallbackPath = "/api/integrations/tracker/callback"

// StateTTL is how long a connection started by TrackerAuthURL may be
// completed: the lifetime of its state, and of the browser's binding.
const StateTTL = 15 * time.Minute

// Purposes of sealed values.
const (
	purposeState = "integrations.oauth-state"
	purposeToken = "integrations.token"
)

// trackerScopes are the OAuth scopes asked of the tracker: read and create
// issues, read the user (the connection test), and a refresh token.
var trackerScopes = []string{"read:jira-work", "write:jira-work", "read:jira-user", "offline_access"}

// oauthConfig is the OAuth client of the tracker.
func (s *Service) oauthConfig() *oauth2.Config {
	t := s.cfg.Tracker
	return &oauth2.Config{
		ClientID:     t.ClientID,
		ClientSecret: t.ClientSecret,
		Endpoint:     oauth2.Endpoint{AuthURL: t.AuthURL, TokenURL: t.TokenURL, AuthStyle: oauth2.AuthStyleInParams},
		RedirectURL:  s.cfg.BaseURL + CallbackPath,
		Scopes:       trackerScopes,
	}
}

// oauthContext makes x/oauth2 send its requests with the tracker's client.
func (s *Service) oauthContext(ctx context.Context) context.Context {
	return context.WithValue(ctx, oauth2.HTTPClient, s.cfg.Tracker.HTTPClient)
}

// oauthState is what the state parameter carries, sealed: who asked for
// the connection, the nonce that makes it single-use, the hash of the
// browser's binding, the PKCE verifier and its expiry.
type oauthState struct {
	Nonce         string `json:"n"`
	OrgID         string `json:"o"`
	UserID        string `json:"u"`
	IntegrationID string `json:"i"`
	Binding       string `json:"b"`
	Verifier      string `json:"v"`
	Expires       int64  `json:"e"`
}

// bindingHash is what a state keeps of the browser's binding.
func bindingHash(binding string) string {
	sum := sha256.Sum256([]byte(binding))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

// errNotConfigured is the answer of the connection endpoints while the
// tracker's OAuth client is not configured.
func errNotConfigured() error {
	return feedbackkit.Errorf(feedbackkit.CodeNotConfigured, "the issue tracker is not configured on this server")
}

// TrackerAuthURL returns the tracker's authorization URL that starts the
// connection of the organization's tracker integration: authorization
// code with PKCE (S256), and a state sealed with the server secret that
// names the caller and binding, is accepted once and expires after
// StateTTL; a new URL supersedes the previous one. binding is a random
// secret that the browser starting the connection keeps (the server puts
// it in an HttpOnly cookie): CompleteTrackerAuth wants it back, so that
// the URL, sent to someone else, connects nothing. It returns
// INVALID_TOKEN without a principal, INSUFFICIENT_ROLE below admin,
// ENTITLEMENT_REQUIRED, NOT_CONFIGURED without the tracker's OAuth client
// and NOT_FOUND when the organization has no tracker integration.
func (s *Service) TrackerAuthURL(ctx context.Context, binding string) (string, error) {
	if binding == "" {
		return "", errors.New("integrations: TrackerAuthURL needs the browser's binding")
	}
	p, err := s.entitledAdmin(ctx)
	if err != nil {
		return "", err
	}
	if !s.cfg.Tracker.configured() {
		return "", errNotConfigured()
	}
	in, err := s.store.FindIntegrationByType(ctx, p.OrgID, TypeTracker)
	if err != nil {
		return "", err
	}
	st := oauthState{Nonce: rand.Text(), OrgID: p.OrgID, UserID: p.UserID, IntegrationID: in.ID,
		Binding: bindingHash(binding), Verifier: oauth2.GenerateVerifier(), Expires: s.now().Add(StateTTL).Unix()}
	plain, err := json.Marshal(st)
	if err != nil {
		return "", err
	}
	if _, err := s.setConnection(ctx, in, func(in *Integration) error {
		in.AuthNonce = st.Nonce
		return nil
	}); err != nil {
		return "", err
	}
	return s.oauthConfig().AuthCodeURL(s.box.Seal(purposeState, plain),
		oauth2.S256ChallengeOption(st.Verifier),
		oauth2.SetAuthURLParam("audience", "api.atlassian.com"),
		oauth2.SetAuthURLParam("prompt", "consent")), nil
}

// errBadState is the answer to a callback whose state is not one that
// TrackerAuthURL issued, has expired, was used or superseded, or that
// another browser or user started.
func errBadState() error {
	return feedbackkit.Errorf(feedbackkit.CodeInvalidState,
		"the connection is invalid, expired, or was started by another browser or user; start it again")
}

// CompleteTrackerAuth finishes a connection started by TrackerAuthURL,
// with the state and code the tracker redirected with and the binding
// that the browser kept: it checks the state (sealed by this server,
// unexpired, the latest and unused of its integration, started with this
// binding by the principal of ctx, who must still be an admin of the
// organization, which must still be entitled), exchanges the code with
// the PKCE verifier, finds the tracker site the token reaches, and stores
// the token encrypted. It returns INVALID_STATE for a bad state, another
// binding, no principal or another one; VALIDATION_FAILED for a code the
// tracker refuses; INSUFFICIENT_ROLE, ENTITLEMENT_REQUIRED, NOT_CONFIGURED,
// and UNAVAILABLE when the tracker cannot be reached.
func (s *Service) CompleteTrackerAuth(ctx context.Context, state, code, binding string) (*Integration, error) {
	if !s.cfg.Tracker.configured() {
		return nil, errNotConfigured()
	}
	st, err := s.openState(ctx, state, binding)
	if err != nil {
		return nil, err
	}
	in, err := s.store.FindIntegration(ctx, st.OrgID, st.IntegrationID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil, errBadState()
	}
	if err != nil {
		return nil, err
	}
	if in.AuthNonce == "" || in.AuthNonce != st.Nonce {
		return nil, errBadState()
	}
	if code == "" {
		return nil, feedbackkit.Invalid("code", "is required")
	}
	tok, err := s.oauthConfig().Exchange(s.oauthContext(ctx), code, oauth2.VerifierOption(st.Verifier))
	if err != nil {
		var re *oauth2.RetrieveError
		if errors.As(err, &re) && re.Response != nil && re.Response.StatusCode < 500 {
			return nil, feedbackkit.Invalid("code", "the tracker refused the authorization code ("+re.ErrorCode+")")
		}
		return nil, unavailable("exchange the authorization code", err)
	}
	s.setExpiry(tok)
	site, err := s.accessibleSite(ctx, tok.AccessToken)
	var te *trackerError
	if errors.As(err, &te) {
		return nil, feedbackkit.Invalid("code", "the tracker refused the new token: "+te.Error())
	}
	if err != nil {
		return nil, err
	}
	sealed, err := s.sealToken(tok)
	if err != nil {
		return nil, err
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		in, err = s.setConnection(ctx, in, func(in *Integration) error {
			if in.AuthNonce != st.Nonce {
				return errBadState() // used meanwhile
			}
			in.SealedToken, in.Site, in.Status, in.AuthNonce = sealed, site, StatusConnected, ""
			return nil
		})
		if err != nil {
			return err
		}
		return audit.Record(ctx, s.deps.Audit, audit.Entry{
			OrgID: in.OrgID, Action: audit.ActionIntegrationConnected, TargetType: audit.TargetIntegration, TargetID: in.ID,
			Details: map[string]any{"type": in.Type, "name": in.Name, "site": in.Site.URL},
		})
	})
	if err != nil {
		return nil, err
	}
	return in, nil
}

// maxConnectionAttempts bounds how often setConnection reads and writes
// again a connection that changed under it.
const maxConnectionAttempts = 5

// setConnection changes the connection of in by fn and stores it, unless
// its token changed meanwhile (a concurrent refresh): then it reads the
// integration again and applies fn to that. It returns the stored
// integration, or fn's error.
func (s *Service) setConnection(ctx context.Context, in *Integration, fn func(*Integration) error) (*Integration, error) {
	for range maxConnectionAttempts {
		old := in.SealedToken
		if err := fn(in); err != nil {
			return nil, err
		}
		in.UpdatedAt = s.now()
		ok, err := s.store.UpdateConnection(ctx, in, old)
		if err != nil || ok {
			return in, err
		}
		if in, err = s.store.FindIntegration(ctx, in.OrgID, in.ID); err != nil {
			return nil, err
		}
	}
	return nil, fmt.Errorf("integrations: the connection of %s kept changing", in.ID)
}

// openState returns the state that TrackerAuthURL sealed, after checking
// its expiry, the browser's binding, the caller and that its user may
// still connect the organization's tracker.
func (s *Service) openState(ctx context.Context, state, binding string) (*oauthState, error) {
	plain, err := s.box.Open(purposeState, state)
	if err != nil {
		return nil, errBadState()
	}
	var st oauthState
	if err := json.Unmarshal(plain, &st); err != nil || s.now().Unix() > st.Expires {
		return nil, errBadState()
	}
	if binding == "" || subtle.ConstantTimeCompare([]byte(bindingHash(binding)), []byte(st.Binding)) != 1 {
		return nil, errBadState()
	}
	if p := identity.PrincipalFrom(ctx); p == nil || p.UserID != st.UserID || p.OrgID != st.OrgID {
		return nil, errBadState()
	}
	u, err := s.deps.Users.FindMember(ctx, st.OrgID, st.UserID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil, errBadState()
	}
	if err != nil {
		return nil, err
	}
	if !u.Role.AtLeast(feedbackkit.RoleAdmin) {
		return nil, feedbackkit.Errorf(feedbackkit.CodeInsufficientRole, "connecting the tracker requires the admin role")
	}
	if err := s.deps.Orgs.RequireIntegrations(ctx, st.OrgID); err != nil {
		return nil, err
	}
	return &st, nil
}

// setExpiry computes tok's expiry on the Service's clock from the
// lifetime the token endpoint gave.
func (s *Service) setExpiry(tok *oauth2.Token) {
	if tok.ExpiresIn > 0 {
		tok.Expiry = s.now().Add(time.Duration(tok.ExpiresIn) * time.Second)
	}
}

func (s *Service) sealToken(tok *oauth2.Token) (string, error) {
	plain, err := json.Marshal(tok)
	if err != nil {
		return "", err
	}
	return s.box.Seal(purposeToken, plain), nil
}

// errNotConnected is the answer for a tracker integration without usable
// tokens.
func errNotConnected(in *Integration) error {
	if in.Status == StatusReconnectRequired {
		return feedbackkit.Errorf(feedbackkit.CodeNotConnected, "the tracker no longer accepts this integration's authorization; connect it again")
	}
	return feedbackkit.Errorf(feedbackkit.CodeNotConnected, "the tracker integration is not connected")
}

// unavailable is the error of a tracker that could not be reached or
// failed (5xx): UNAVAILABLE, with the cause kept for the logs.
func unavailable(op string, err error) error {
	return fmt.Errorf("%w: %w", feedbackkit.Errorf(feedbackkit.CodeUnavailable, "the issue tracker is unavailable (%s); retry later", op), err)
}

// Refresh leases: how long one refresher may hold the lease (past it,
// another may take over), and how often a process waiting for another's
// refresh reads the token again.
const (
	refreshLease = 30 * time.Second
	refreshPoll  = 100 * time.Millisecond
)

// accessToken returns an access token of in, refreshing it (and storing
// the new one) when it has expired or expires within a minute. Refresh
// tokens rotate, so one process refreshes at a time (Store.AcquireRefresh)
// while the others wait for its token. A refresh the tracker refuses with
// invalid_grant marks in as needing a new connection and returns
// NOT_CONNECTED. On return, in is the integration as last read.
func (s *Service) accessToken(ctx context.Context, in *Integration) (string, error) {
	for {
		tok, valid, err := s.storedToken(in)
		if err != nil {
			return "", err
		}
		if valid {
			return tok.AccessToken, nil
		}
		now := s.now()
		leased, err := s.store.AcquireRefresh(ctx, in.OrgID, in.ID, now, now.Add(refreshLease))
		if err != nil {
			return "", err
		}
		if leased {
			access, err := s.refresh(ctx, in)
			if err != errRaced {
				return access, err
			}
		} else {
			select {
			case <-ctx.Done():
				return "", unavailable("wait for a token refresh", ctx.Err())
			case <-time.After(refreshPoll):
			}
		}
		cur, err := s.store.FindIntegration(ctx, in.OrgID, in.ID)
		if err != nil {
			return "", err
		}
		*in = *cur
	}
}

// errRaced tells accessToken that the connection changed while the token
// was refreshed (a new connection through the callback): it reads it again.
var errRaced = errors.New("integrations: the connection changed during the refresh")

// storedToken returns the token of a connected in, and whether its access
// token is good for another minute at least.
func (s *Service) storedToken(in *Integration) (tok *oauth2.Token, valid bool, err error) {
	if in.Status != StatusConnected || in.SealedToken == "" {
		return nil, false, errNotConnected(in)
	}
	if tok, err = s.openToken(in); err != nil {
		return nil, false, err
	}
	return tok, tok.Expiry.IsZero() || tok.Expiry.After(s.now().Add(time.Minute)), nil
}

// openToken decrypts the token of in. A token this server cannot open
// (sealed under another FEEDBACKD_SECRET) is NOT_CONNECTED: connecting
// again replaces it.
func (s *Service) openToken(in *Integration) (*oauth2.Token, error) {
	var tok oauth2.Token
	plain, err := s.box.Open(purposeToken, in.SealedToken)
	if err == nil {
		err = json.Unmarshal(plain, &tok)
	}
	if err != nil {
		return nil, feedbackkit.Errorf(feedbackkit.CodeNotConnected,
			"the stored authorization cannot be read (was the server secret changed?); connect the tracker again")
	}
	return &tok, nil
}

// refresh refreshes the token of in while holding the refresh lease, and
// gives the lease back. Another process may have refreshed it just before
// the lease was taken: then its token is used.
func (s *Service) refresh(ctx context.Context, in *Integration) (access string, err error) {
	defer func() {
		if rerr := s.store.ReleaseRefresh(context.WithoutCancel(ctx), in.OrgID, in.ID); rerr != nil && err == nil {
			access, err = "", rerr
		}
	}()
	cur, err := s.store.FindIntegration(ctx, in.OrgID, in.ID)
	if err != nil {
		return "", err
	}
	*in = *cur
	tok, valid, err := s.storedToken(in)
	if err != nil {
		return "", err
	}
	if valid {
		return tok.AccessToken, nil
	}
	// A token without an access token makes the source refresh at once.
	fresh, err := s.oauthConfig().TokenSource(s.oauthContext(ctx), &oauth2.Token{RefreshToken: tok.RefreshToken}).Token()
	if err != nil {
		var re *oauth2.RetrieveError
		if !errors.As(err, &re) || re.ErrorCode != "invalid_grant" {
			return "", unavailable("refresh the access token", err)
		}
		if err := s.swapConnection(ctx, in, func(in *Integration) {
			in.Status, in.SealedToken = StatusReconnectRequired, ""
		}); err != nil {
			return "", err
		}
		s.cfg.Logger.WarnContext(ctx, "integrations: the tracker refused the refresh token; the integration needs a new connection",
			"organization_id", in.OrgID, "integration_id", in.ID)
		return "", errNotConnected(in)
	}
	s.setExpiry(fresh)
	if fresh.RefreshToken == "" {
		fresh.RefreshToken = tok.RefreshToken
	}
	sealed, err := s.sealToken(fresh)
	if err != nil {
		return "", err
	}
	if err := s.swapConnection(ctx, in, func(in *Integration) { in.SealedToken = sealed }); err != nil {
		return "", err
	}
	return fresh.AccessToken, nil
}

// swapConnection changes the connection of in by fn and stores it if its
// token is still the one read, else returns errRaced.
func (s *Service) swapConnection(ctx context.Context, in *Integration, fn func(*Integration)) error {
	old := in.SealedToken
	fn(in)
	in.UpdatedAt = s.now()
	ok, err := s.store.UpdateConnection(ctx, in, old)
	if err == nil && !ok {
		return errRaced
	}
	return err
}
