package server_test

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// fakeIDP is an OpenID Connect provider in the test process, speaking the
// protocol as Google does: discovery, JWKS, an authorization endpoint that
// approves at once for its current person, and a token endpoint that
// checks the client's credentials, the code, its redirect URI and its PKCE
// verifier, and returns an ID token signed with its RSA key.
type fakeIDP struct {
	t      *testing.T
	srv    *httptest.Server
	key    *rsa.PrivateKey
	client string // client id
	secret string // client secret
	now    func() time.Time

	mu     sync.Mutex
	person idpPerson
	nonce  *string // when set, ID tokens carry this nonce instead of the login's
	grants map[string]idpGrant
	tokens int // token requests answered
}

// idpPerson is who approves at the fake's consent screen.
type idpPerson struct {
	Sub        string
	Email      string
	Verified   any // email_verified: a bool, or a string as some providers send
	GivenName  string
	FamilyName string
}

// idpGrant is an authorization code not yet exchanged.
type idpGrant struct {
	redirectURI string
	challenge   string
	nonce       string
	person      idpPerson
}

const (
	idpClientID     = "feedbackkit-test-client"
	idpClientSecret = "idp-client-s3cret-value"
	idpKeyID        = "test-key-1"
)

// newFakeIDP starts a provider; it stops with the test.
func newFakeIDP(t *testing.T) *fakeIDP {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeIDP{t: t, key: key, client: idpClientID, secret: idpClientSecret, now: time.Now, grants: map[string]idpGrant{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /.well-known/openid-configuration", f.discovery)
	mux.HandleFunc("GET /jwks", f.jwks)
	mux.HandleFunc("GET /authorize", f.authorize)
	mux.HandleFunc("POST /token", f.token)
	f.srv = httptest.NewServer(mux)
	t.Cleanup(f.srv.Close)
	return f
}

// issuer is the fake's issuer URL.
func (f *fakeIDP) issuer() string { return f.srv.URL }

// setPerson makes p the one who approves the next logins.
func (f *fakeIDP) setPerson(p idpPerson) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.person = p
}

// forceNonce makes the next ID tokens carry nonce, whatever the login's.
func (f *fakeIDP) forceNonce(nonce string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.nonce = &nonce
}

// tokenRequests is how many token requests the fake has answered.
func (f *fakeIDP) tokenRequests() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.tokens
}

func (f *fakeIDP) discovery(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{
		"issuer":                                f.issuer(),
		"authorization_endpoint":                f.issuer() + "/authorize",
		"token_endpoint":                        f.issuer() + "/token",
		"jwks_uri":                              f.issuer() + "/jwks",
		"response_types_supported":              []string{"code"},
		"subject_types_supported":               []string{"public"},
		"id_token_signing_alg_values_supported": []string{"RS256"},
		"code_challenge_methods_supported":      []string{"S256"},
		"token_endpoint_auth_methods_supported": []string{"client_secret_basic", "client_secret_post"},
	})
}

func (f *fakeIDP) jwks(w http.ResponseWriter, _ *http.Request) {
	b64 := base64.RawURLEncoding
	writeJSON(w, http.StatusOK, map[string]any{"keys": []map[string]string{{
		"kty": "RSA",
		"use": "sig",
		"alg": "RS256",
		"kid": idpKeyID,
		"n":   b64.EncodeToString(f.key.N.Bytes()),
		"e":   b64.EncodeToString(big.NewInt(int64(f.key.E)).Bytes()),
	}}})
}

// authorize checks the authorization request as a provider does and
// approves it for the current person at once, redirecting to the client's
// redirect URI with a new code and the state.
func (f *fakeIDP) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	switch {
	case q.Get("client_id") != f.client:
		http.Error(w, "unknown client", http.StatusBadRequest)
		return
	case q.Get("response_type") != "code":
		http.Error(w, "response_type must be code", http.StatusBadRequest)
		return
	case !slices.Contains(strings.Fields(q.Get("scope")), "openid"):
		http.Error(w, "scope must include openid", http.StatusBadRequest)
		return
	case q.Get("code_challenge") == "" || q.Get("code_challenge_method") != "S256":
		http.Error(w, "PKCE with S256 is required", http.StatusBadRequest)
		return
	case q.Get("state") == "" || q.Get("nonce") == "" || q.Get("redirect_uri") == "":
		http.Error(w, "state, nonce and redirect_uri are required", http.StatusBadRequest)
		return
	}
	code := rand.Text()
	f.mu.Lock()
	f.grants[code] = idpGrant{redirectURI: q.Get("redirect_uri"), challenge: q.Get("code_challenge"), nonce: q.Get("nonce"), person: f.person}
	f.mu.Unlock()
	back, err := url.Parse(q.Get("redirect_uri"))
	if err != nil {
		http.Error(w, "bad redirect_uri", http.StatusBadRequest)
		return
	}
	v := back.Query()
	v.Set("code", code)
	v.Set("state", q.Get("state"))
	back.RawQuery = v.Encode()
	http.Redirect(w, r, back.String(), http.StatusFound)
}

// token exchanges a code for tokens (RFC 6749 4.1.3, RFC 7636 4.6): the
// client authenticates (basic or in the body), the code is single-use, and
// the verifier must hash to the code's challenge.
func (f *fakeIDP) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		oauthError(w, http.StatusBadRequest, "invalid_request")
		return
	}
	id, secret, ok := r.BasicAuth()
	if ok {
		id, _ = url.QueryUnescape(id)
		secret, _ = url.QueryUnescape(secret)
	} else {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.tokens++
	if id != f.client || subtle.ConstantTimeCompare([]byte(secret), []byte(f.secret)) != 1 {
		oauthError(w, http.StatusUnauthorized, "invalid_client")
		return
	}
	if r.PostForm.Get("grant_type") != "authorization_code" {
		oauthError(w, http.StatusBadRequest, "unsupported_grant_type")
		return
	}
	code := r.PostForm.Get("code")
	g, ok := f.grants[code]
	if !ok || r.PostForm.Get("redirect_uri") != g.redirectURI {
		oauthError(w, http.StatusBadRequest, "invalid_grant")
		return
	}
	sum := sha256.Sum256([]byte(r.PostForm.Get("code_verifier")))
	if base64.RawURLEncoding.EncodeToString(sum[:]) != g.challenge {
		oauthError(w, http.StatusBadRequest, "invalid_grant")
		return
	}
	delete(f.grants, code)
	nonce := g.nonce
	if f.nonce != nil {
		nonce = *f.nonce
	}
	now := f.now()
	claims := jwt.MapClaims{
		"iss":            f.issuer(),
		"aud":            f.client,
		"sub":            g.person.Sub,
		"iat":            now.Unix(),
		"exp":            now.Add(time.Hour).Unix(),
		"nonce":          nonce,
		"email":          g.person.Email,
		"email_verified": g.person.Verified,
		"given_name":     g.person.GivenName,
		"family_name":    g.person.FamilyName,
	}
	tok := jwt.NewWithClaims(jwt.SigningMethodRS256, claims)
	tok.Header["kid"] = idpKeyID
	idToken, err := tok.SignedString(f.key)
	if err != nil {
		f.t.Error(err)
		oauthError(w, http.StatusInternalServerError, "server_error")
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{
		"access_token": rand.Text(),
		"token_type":   "Bearer",
		"expires_in":   3600,
		"id_token":     idToken,
	})
}

func oauthError(w http.ResponseWriter, status int, code string) {
	writeJSON(w, status, map[string]string{"error": code})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
