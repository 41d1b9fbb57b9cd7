package server

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/gofiber/fiber/v2"
)

// openAPIDocument is the OpenAPI 3.1 document of the routes the Server
// registers.
//
//go:embed openapi.json
var openAPIDocument []byte

// OpenAPI returns the OpenAPI 3.1 document (JSON) that describes every route
// the Server serves: the /api endpoints with their parameters, bodies,
// answers and error codes, the health endpoints and the uploaded files. It
// is served at GET /api/openapi.json. The caller owns the returned copy.
func OpenAPI() []byte {
	return append([]byte(nil), openAPIDocument...)
}

// openAPIRoute registers the public GET /openapi.json on api, the /api
// group: the document of OpenAPI, whose paths a Server with a Prefix serves
// below it, said by a servers entry.
func (s *Server) openAPIRoute(api fiber.Router) error {
	doc := OpenAPI()
	if s.cfg.Prefix != "" {
		var fields map[string]json.RawMessage
		if err := json.Unmarshal(doc, &fields); err != nil {
			return fmt.Errorf("server: the OpenAPI document: %w", err)
		}
		fields["servers"], _ = json.Marshal([]map[string]string{{"url": s.cfg.Prefix}})
		var err error
		if doc, err = json.Marshal(fields); err != nil {
			return fmt.Errorf("server: the OpenAPI document: %w", err)
		}
	}
	api.Get("/openapi.json", func(c *fiber.Ctx) error {
		c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSON)
		// Send keeps the slice as the body: it must not be written to.
		return c.Send(doc)
	})
	return nil
}
