package server

import (
	"path"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/identity"
)

// apiKeyRoutes registers the API key endpoints (tag api-keys of the
// OpenAPI document) and the middleware that admits requests carrying a
// key, when the Server has APIKeys; without, the endpoints answer 404
// and an Authorization header is left to the Authenticator.
func (s *Server) apiKeyRoutes(api fiber.Router) {
	if s.deps.APIKeys == nil {
		return
	}
	api.Use(s.apiKeyAuth)
	auth, admin := s.Authenticate, s.RequireRole(feedbackkit.RoleAdmin)
	api.Post("/api-keys", auth, admin, s.createAPIKey)
	api.Get("/api-keys", auth, admin, s.listAPIKeys)
	api.Delete("/api-keys/:id", auth, admin, s.revokeAPIKey)
}

// apiKeyJSON is an API key as the API shows it; Key, the secret, only in
// the answer of its creation.
type apiKeyJSON struct {
	ID         string          `json:"_id"`
	Name       string          `json:"name"`
	Prefix     string          `json:"prefix"`
	Scopes     []apikeys.Scope `json:"scopes"`
	CreatedAt  time.Time       `json:"createdAt"`
	CreatedBy  string          `json:"createdBy"`
	ExpiresAt  *time.Time      `json:"expiresAt"`
	LastUsedAt *time.Time      `json:"lastUsedAt"`
	Key        string          `json:"key,omitempty"`
}

func apiKeyOf(k *apikeys.Key) apiKeyJSON {
	return apiKeyJSON{ID: k.ID, Name: k.Name, Prefix: k.Prefix, Scopes: k.Scopes, CreatedAt: k.CreatedAt,
		CreatedBy: k.CreatedBy, ExpiresAt: k.ExpiresAt, LastUsedAt: k.LastUsedAt}
}

// createAPIKey makes a key and answers it with its secret, once.
func (s *Server) createAPIKey(c *fiber.Ctx) error {
	var body struct {
		Name      *string         `json:"name"`
		Scopes    []apikeys.Scope `json:"scopes"`
		ExpiresAt *time.Time      `json:"expiresAt"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if err := required("name", body.Name); err != nil {
		return err
	}
	k, secret, err := s.deps.APIKeys.Create(c.UserContext(), apikeys.NewKey{Name: *body.Name, Scopes: body.Scopes, ExpiresAt: body.ExpiresAt})
	if err != nil {
		return err
	}
	j := apiKeyOf(k)
	j.Key = secret
	return c.Status(fiber.StatusCreated).JSON(j)
}

// listAPIKeys answers the organization's keys, without their secrets.
func (s *Server) listAPIKeys(c *fiber.Ctx) error {
	keys, err := s.deps.APIKeys.Keys(c.UserContext())
	if err != nil {
		return err
	}
	data := make([]apiKeyJSON, len(keys))
	for i, k := range keys {
		data[i] = apiKeyOf(k)
	}
	return c.JSON(fiber.Map{"data": data})
}

// revokeAPIKey deletes a key of the organization.
func (s *Server) revokeAPIKey(c *fiber.Ctx) error {
	if err := s.deps.APIKeys.Revoke(c.UserContext(), c.Params("id")); err != nil {
		return err
	}
	return c.JSON(fiber.Map{"message": "API key revoked"})
}

// apiKeyAuth admits a request whose Authorization header carries an API
// key: the key's principal goes into c.UserContext() (Authenticate then
// takes it as it is, whatever cookie the request has), when the key's
// scopes allow the request and the key is within its rate limit. Any other
// Authorization header is 401 INVALID_TOKEN. Requests without the header
// pass untouched.
func (s *Server) apiKeyAuth(c *fiber.Ctx) error {
	header := c.Get(headerAuthorization)
	if header == "" {
		return c.Next()
	}
	scheme, secret, _ := strings.Cut(header, " ")
	if !strings.EqualFold(scheme, "Bearer") {
		return feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "the Authorization header must be Bearer and an API key")
	}
	p, k, err := s.deps.APIKeys.Authenticate(c.UserContext(), strings.TrimSpace(secret))
	if err != nil {
		return err
	}
	need, ok := keyScope(c.Method(), strings.TrimPrefix(c.Path(), s.cfg.Prefix))
	if !ok {
		return feedbackkit.Errorf(feedbackkit.CodeInsufficientScope, "API keys cannot use this endpoint: sign in")
	}
	if !k.Allows(need) {
		return feedbackkit.Errorf(feedbackkit.CodeInsufficientScope, "this API key lacks the %s scope", need)
	}
	if err := s.take(c, "api-key", k.ID, s.cfg.RateLimits.APIKey); err != nil {
		return err
	}
	c.Locals(localAPIKey, k.ID)
	c.SetUserContext(identity.WithPrincipal(c.UserContext(), p))
	return c.Next()
}

// keyOnlyPaths are the paths (below the prefix, lower-case) that no API
// key may use, nor anything below them: accounts, secrets and the
// organization's governance.
var keyOnlyPaths = []string{
	"/api/auth", "/api/user", // and /api/users
	"/api/api-keys", "/api/webhooks", "/api/integrations", "/api/subscriptions", "/api/audit-log", "/api/admin",
	"/api/organization/retention", "/api/organization/export", "/api/organization/transfer-ownership",
}

// keyScope returns the scope a request with an API key needs for method
// on p (the path below the prefix): read for GET and HEAD, except a
// form's analysis, write for anything else; ok is false for the paths no
// key may use. The path is compared as the router matches it:
// case-insensitively, without a trailing slash.
func keyScope(method, p string) (scope apikeys.Scope, ok bool) {
	p = strings.ToLower(path.Clean("/" + p))
	if p == "/api/organization" {
		return "", false // the organization's deletion
	}
	for _, deny := range keyOnlyPaths {
		if strings.HasPrefix(p, deny) {
			return "", false
		}
	}
	if method != fiber.MethodGet && method != fiber.MethodHead {
		return apikeys.ScopeWrite, true
	}
	// GET /api/forms/:formId/analyze runs the model and stores an analysis.
	if seg := strings.Split(strings.TrimPrefix(p, "/"), "/"); len(seg) == 4 &&
		seg[0] == "api" && seg[1] == "forms" && seg[2] != "public" && seg[3] == "analyze" {
		return apikeys.ScopeWrite, true
	}
	return apikeys.ScopeRead, true
}
