package server

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit/apikeys"
)

// openAPIDocument is the OpenAPI 3.1 document of the routes the Server
// registers.
//
//go:embed openapi.json
var openAPIDocument []byte

// OpenAPI returns the OpenAPI 3.1 document (JSON) that describes every route
// the Server serves: the /api endpoints with their parameters, bodies,
// answers and error codes, the health endpoints, the metrics, the uploaded
// files and the respondent pages, as this package ships it. A Server
// serves it at GET /api/openapi.json adjusted to its Config: its servers
// entry is the base URL, and the routes it turns off (Config.NoPages,
// Config.HostAccounts, API keys off) are left out. The caller owns the
// returned copy.
func OpenAPI() []byte {
	return append([]byte(nil), openAPIDocument...)
}

// hostAccountsExtension marks the operations of the document that answer
// 404 with Config.HostAccounts (feedbackkit's own account routes).
const hostAccountsExtension = "x-feedbackkit-own-accounts"

// openAPIRoute registers the public GET /openapi.json on api, the /api
// group: the document of OpenAPI as this Server serves it.
func (s *Server) openAPIRoute(api fiber.Router) error {
	doc, err := s.openAPIFor()
	if err != nil {
		return fmt.Errorf("server: the OpenAPI document: %w", err)
	}
	api.Get("/openapi.json", s.keyScope(apikeys.ScopeRead), func(c *fiber.Ctx) error {
		c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSON)
		// Send keeps the slice as the body: it must not be written to.
		return c.Send(doc)
	})
	return nil
}

// openAPIFor returns the document of OpenAPI as s serves it: its servers
// entry is the base URL; with Config.NoPages it has no respondent pages;
// with Config.NoMetricsRoute, no /metrics; with Config.MetricsToken, a
// /metrics that requires the token;
// with Config.HostAccounts, none of feedbackkit's own account routes;
// without Deps.APIKeys, no API key operations nor bearer scheme; and with
// an Authenticator of the host's, its cookieAuth scheme says that the
// host authenticates the callers.
func (s *Server) openAPIFor() ([]byte, error) {
	_, cookies := s.auth.(cookieAuth)
	var doc struct {
		Paths      map[string]map[string]json.RawMessage `json:"paths"`
		Components struct {
			SecuritySchemes map[string]map[string]any `json:"securitySchemes"`
		} `json:"components"`
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(openAPIDocument, &fields); err != nil {
		return nil, err
	}
	if err := json.Unmarshal(openAPIDocument, &doc); err != nil {
		return nil, err
	}
	var err error
	if fields["servers"], err = json.Marshal([]map[string]string{{"url": s.cfg.BaseURL, "description": "This server."}}); err != nil {
		return nil, err
	}
	for path, item := range doc.Paths {
		if s.cfg.NoPages && (strings.HasPrefix(path, "/r/") || strings.HasPrefix(path, "/f/") || strings.HasPrefix(path, "/privacy/") || path == "/widget.js") ||
			s.cfg.NoMetricsRoute && path == "/metrics" ||
			s.deps.APIKeys == nil && strings.HasPrefix(path, "/api/api-keys") ||
			s.deps.Governance == nil && slices.Contains(governancePaths, path) {
			delete(doc.Paths, path)
			continue
		}
		for method, op := range item {
			var marks map[string]any
			if s.cfg.HostAccounts && json.Unmarshal(op, &marks) == nil && marks[hostAccountsExtension] != nil {
				delete(item, method)
			}
		}
		if path == "/metrics" && s.cfg.MetricsToken != "" {
			if err := requireMetricsToken(item); err != nil {
				return nil, err
			}
		}
		if len(item) == 0 {
			delete(doc.Paths, path)
		}
	}
	if fields["paths"], err = json.Marshal(doc.Paths); err != nil {
		return nil, err
	}
	scheme := doc.Components.SecuritySchemes["cookieAuth"]
	if scheme != nil && !cookies {
		scheme["description"] = "This server authenticates its callers with the credentials of the application that embeds it, not with the `auth_token` cookie of feedbackkit's sessions."
	}
	if s.deps.APIKeys == nil {
		delete(doc.Components.SecuritySchemes, "bearerAuth")
		if fields["security"], err = json.Marshal([]map[string][]string{{"cookieAuth": {}}}); err != nil {
			return nil, err
		}
	}
	if scheme != nil && !cookies || s.deps.APIKeys == nil {
		var components map[string]json.RawMessage
		if err := json.Unmarshal(fields["components"], &components); err != nil {
			return nil, err
		}
		if components["securitySchemes"], err = json.Marshal(doc.Components.SecuritySchemes); err != nil {
			return nil, err
		}
		if fields["components"], err = json.Marshal(components); err != nil {
			return nil, err
		}
	}
	return json.Marshal(fields)
}

// requireMetricsToken makes the operations of item, the path /metrics,
// require the metrics token: the document lists it as optional ({} or the
// token), for a Server without one.
func requireMetricsToken(item map[string]json.RawMessage) error {
	for method, raw := range item {
		var op map[string]json.RawMessage
		if err := json.Unmarshal(raw, &op); err != nil {
			return err
		}
		if _, ok := op["security"]; !ok {
			continue
		}
		var err error
		if op["security"], err = json.Marshal([]map[string][]string{{"metricsToken": {}}}); err != nil {
			return err
		}
		if item[method], err = json.Marshal(op); err != nil {
			return err
		}
	}
	return nil
}
