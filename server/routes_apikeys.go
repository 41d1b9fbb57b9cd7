package server

import (
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/identity"
)

// apiKeyRoutes registers the API key endpoints (tag api-keys of the
// OpenAPI document) and the middleware that reads the key of the requests
// carrying one, when the Server has APIKeys; without, the endpoints answer
// 404 and an Authorization header is left to the Authenticator. No key may
// use the endpoints: keys are managed signed in.
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

// apiKeyAuth reads the API key of a request whose Authorization header
// carries one and keeps its caller in the request's locals, for the
// route's keyScope to admit; it does not put the key's principal in the
// request's context, so a route that does not admit keys never acts as the
// key's creator: one that requires authentication refuses the request (see
// authenticate) and a public one (refuseAPIKeys aside) answers it as an
// anonymous caller's. An unknown, revoked or expired key, or any other
// Authorization header, is 401 INVALID_TOKEN. A key that fails counts
// against the client's RateLimits.APIKeyFailures: once they are used up,
// every key from the client is answered 429 RATE_LIMITED, without being
// looked up, until the window ends. Requests without the header pass
// untouched.
func (s *Server) apiKeyAuth(c *fiber.Ctx) error {
	header := c.Get(headerAuthorization)
	if header == "" {
		return c.Next()
	}
	secret, ok := bearerToken(header)
	if !ok {
		return feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "the Authorization header must be Bearer and an API key")
	}
	client, limit := s.limitKey(c), s.cfg.RateLimits.APIKeyFailures
	full, retry, err := s.reached(apiKeyFailures, client, limit)
	if err != nil {
		return err
	}
	if full {
		return feedbackkit.Errorf(feedbackkit.CodeRateLimited,
			"too many failed API keys from this address, retry in %d seconds", setRetryAfter(c, retry))
	}
	p, k, err := s.deps.APIKeys.Authenticate(c.UserContext(), secret)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeInvalidToken {
		if _, _, cerr := s.takeUpTo(apiKeyFailures, client, limit, nil); cerr != nil {
			return cerr
		}
	}
	if err != nil {
		return err
	}
	c.Locals(localAPIKey, &keyCaller{key: k, principal: p})
	return c.Next()
}

// apiKeyFailures names the limit of RateLimits.APIKeyFailures.
const apiKeyFailures = "api-key-failures"

// bearerToken returns the token of an Authorization header whose scheme
// is Bearer (in any letter case), trimmed, and whether it is.
func bearerToken(header string) (string, bool) {
	scheme, token, _ := strings.Cut(header, " ")
	return strings.TrimSpace(token), strings.EqualFold(scheme, "Bearer")
}

// keyCaller is the caller of a request with an API key: the key, the
// principal it acts as, and whether the request's route admitted it.
type keyCaller struct {
	key       *apikeys.Key
	principal *identity.Principal
	admitted  bool
}

// keyCallerOf returns the API key caller of c, nil for a request without a
// key.
func keyCallerOf(c *fiber.Ctx) *keyCaller {
	k, _ := c.Locals(localAPIKey).(*keyCaller)
	return k
}

// keyScope returns the handler that lets API keys with the scope need use
// a route: placed in the route's chain where it is registered, before
// anything else but respondent, it refuses a key without need (403
// INSUFFICIENT_SCOPE) or beyond its rate limit (429), and admits any other
// one: the key's principal goes into c.UserContext(), where authenticate
// takes it as it is, whatever cookie the request has. A route without it
// refuses keys (see apiKeyAuth). A request admitted already, by a route
// that went on to the next one, costs no second token. Requests without a
// key pass untouched.
func (s *Server) keyScope(need apikeys.Scope) fiber.Handler {
	return func(c *fiber.Ctx) error {
		kc := keyCallerOf(c)
		if kc == nil {
			return c.Next()
		}
		if !kc.key.Allows(need) {
			return feedbackkit.Errorf(feedbackkit.CodeInsufficientScope, "this API key lacks the %s scope", need)
		}
		if kc.admitted {
			return c.Next()
		}
		if err := s.take(c, "api-key", kc.key.ID, s.cfg.RateLimits.APIKey); err != nil {
			return err
		}
		kc.admitted = true
		c.SetUserContext(identity.WithPrincipal(c.UserContext(), kc.principal))
		return c.Next()
	}
}

// refuseAPIKeys is the first handler of the public routes that no API key
// may use (signing in, the issue tracker's OAuth redirect): it refuses a
// request with a key as authenticate does on the routes that require
// authentication and do not let keys use them.
func refuseAPIKeys(c *fiber.Ctx) error {
	if keyCallerOf(c) != nil {
		return errKeyRefused()
	}
	return c.Next()
}

// errKeyRefused is the answer to a request with an API key on a route
// that does not let keys use it.
func errKeyRefused() error {
	return feedbackkit.Errorf(feedbackkit.CodeInsufficientScope, "API keys cannot use this endpoint: sign in")
}
