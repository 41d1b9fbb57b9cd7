package server_test

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/server"
)

// openAPISpec is server.OpenAPI parsed and validated, with its paths ready
// for matching requests.
type openAPISpec struct {
	doc   *openapi3.T
	paths []openAPIPath // most specific first: see find
}

// openAPIPath is a path of the document split into segments; a parameter
// segment is "" in segments and named in params.
type openAPIPath struct {
	template string
	segments []string
	params   []string
	item     *openapi3.PathItem
}

var (
	openAPIOnce   sync.Once
	openAPIParsed *openAPISpec
	openAPIErr    error
)

// loadOpenAPI returns the document, parsed and validated once per test
// binary. It returns an error rather than stopping a test, as it may run
// outside the test's goroutine.
func loadOpenAPI() (*openAPISpec, error) {
	openAPIOnce.Do(func() { openAPIParsed, openAPIErr = parseOpenAPI(server.OpenAPI()) })
	return openAPIParsed, openAPIErr
}

func parseOpenAPI(data []byte) (*openAPISpec, error) {
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(data)
	if err != nil {
		return nil, fmt.Errorf("openapi.json does not load: %w", err)
	}
	if !doc.IsOpenAPI31OrLater() || !strings.HasPrefix(doc.OpenAPI, "3.1.") {
		return nil, fmt.Errorf("openapi.json is OpenAPI %q, want 3.1.x", doc.OpenAPI)
	}
	if err := doc.Validate(loader.Context); err != nil {
		return nil, fmt.Errorf("openapi.json is not a valid OpenAPI 3.1 document: %w", err)
	}
	spec := &openAPISpec{doc: doc}
	for template, item := range doc.Paths.Map() {
		p := openAPIPath{template: template, item: item}
		for _, seg := range strings.Split(strings.TrimPrefix(template, "/"), "/") {
			if name, ok := strings.CutPrefix(seg, "{"); ok {
				p.params = append(p.params, strings.TrimSuffix(name, "}"))
				seg = ""
			}
			p.segments = append(p.segments, seg)
		}
		spec.paths = append(spec.paths, p)
	}
	// A literal segment wins over a parameter in the same position, as
	// Fiber's routes are registered (PUT /api/events/order before
	// PUT /api/events/:eventName).
	slices.SortFunc(spec.paths, func(a, b openAPIPath) int {
		for i := range min(len(a.segments), len(b.segments)) {
			if al, bl := a.segments[i] != "", b.segments[i] != ""; al != bl {
				if al {
					return -1
				}
				return 1
			}
		}
		return cmp.Compare(a.template, b.template)
	})
	return spec, nil
}

// find returns the path of the document that serves method on the raw
// (still percent-encoded) request path, with its parameters, as Fiber
// routes it: case-insensitively, with an optional trailing slash, a
// parameter matching one non-empty segment. It returns nil when no
// operation of the document serves method there.
func (s *openAPISpec) find(method, rawPath string) (*openAPIPath, map[string]string) {
	if len(rawPath) > 1 {
		rawPath = strings.TrimSuffix(rawPath, "/")
	}
	segs := strings.Split(strings.TrimPrefix(rawPath, "/"), "/")
	for i := range s.paths {
		p := &s.paths[i]
		if p.item.GetOperation(method) == nil {
			continue
		}
		if params, ok := p.match(segs); ok {
			return p, params
		}
	}
	return nil, nil
}

// match returns the parameters of p in the request path segments segs, and
// whether p matches them.
func (p *openAPIPath) match(segs []string) (map[string]string, bool) {
	if len(segs) != len(p.segments) {
		return nil, false
	}
	params := make(map[string]string, len(p.params))
	for i, seg := range p.segments {
		switch {
		case seg == "" && segs[i] != "":
			params[p.params[len(params)]] = segs[i]
		case seg == "" || !strings.EqualFold(seg, segs[i]):
			return nil, false
		}
	}
	return params, true
}

// checkOpenAPI reports through e.t.Errorf a response that the document
// does not allow: a status the operation does not list, a content type or
// body that does not match the response's, a header it requires missing. A
// response of a method and path the document does not describe (an unknown
// route) must be an error answer with the Error schema. HEAD answers have
// no body to check.
func (e *env) checkOpenAPI(r request, resp response) {
	e.t.Helper()
	spec, err := loadOpenAPI()
	if err != nil {
		e.t.Errorf("OpenAPI: %v", err)
		return
	}
	method := strings.ToUpper(r.method)
	if method == http.MethodHead {
		return
	}
	rawPath, _, _ := strings.Cut(r.path, "?")
	if problem := spec.check(method, rawPath, resp); problem != "" {
		body := resp.raw
		if len(body) > 2000 {
			body = append(body[:2000:2000], "..."...)
		}
		e.t.Errorf("OpenAPI: %s %s answered %d, which server/openapi.json does not allow: %s\nbody: %s",
			r.method, r.path, resp.status, problem, body)
	}
}

// The unsubscribe page (HTML) and NDJSON exports are checked as strings,
// the organization's export as a file.
func init() {
	openapi3filter.RegisterBodyDecoder("text/html", openapi3filter.PlainBodyDecoder)
	openapi3filter.RegisterBodyDecoder("application/x-ndjson", openapi3filter.PlainBodyDecoder)
	openapi3filter.RegisterBodyDecoder("application/zip", openapi3filter.FileBodyDecoder)
}

// check returns what is wrong with resp as the answer to method on rawPath,
// or "".
func (s *openAPISpec) check(method, rawPath string, resp response) string {
	p, params := s.find(method, rawPath)
	if p == nil {
		return s.checkError(resp)
	}
	op := p.item.GetOperation(method)
	input := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{
			Request:    &http.Request{Method: method},
			PathParams: params,
			Route:      &routers.Route{Spec: s.doc, Path: p.template, PathItem: p.item, Method: method, Operation: op},
		},
		Status:  resp.status,
		Header:  resp.header,
		Options: &openapi3filter.Options{IncludeResponseStatus: true},
	}
	input.Options.WithCustomSchemaErrorFunc(schemaProblem)
	input.SetBodyBytes(resp.raw)
	if err := openapi3filter.ValidateResponse(context.Background(), input); err != nil {
		return fmt.Sprintf("(operation %s %s) %v", method, p.template, err)
	}
	// ValidateResponse accepts any body where the document gives none.
	if ref := op.Responses.Status(resp.status); ref != nil && len(ref.Value.Content) == 0 && len(resp.raw) > 0 {
		return fmt.Sprintf("(operation %s %s) the response %d has no body in the document", method, p.template, resp.status)
	}
	return ""
}

// checkError returns what is wrong with resp as an error answer of the
// Error schema, or "".
func (s *openAPISpec) checkError(resp response) string {
	const prefix = "(no operation of the document) "
	if resp.status < 400 {
		return prefix + "a route the document does not describe answered a success"
	}
	if ct := resp.header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		return prefix + fmt.Sprintf("content type %q, want application/json", ct)
	}
	var body any
	if err := json.Unmarshal(resp.raw, &body); err != nil {
		return prefix + "the body is not JSON: " + err.Error()
	}
	err := s.doc.Components.Schemas["Error"].Value.VisitJSON(body,
		openapi3.EnableJSONSchema2020(), openapi3.SetSchemaErrorMessageCustomizer(schemaProblem))
	if err != nil {
		return prefix + "the body is not an Error: " + err.Error()
	}
	return ""
}

// schemaProblem words a schema error without the dump of the schema and
// the value that its default message holds ("" keeps the default message,
// which has none for errors of the JSON Schema 2020-12 validator).
func schemaProblem(err *openapi3.SchemaError) string {
	if err.Origin != nil {
		return ""
	}
	reason := cmp.Or(err.Reason, "does not match the schema's "+err.SchemaField)
	if ptr := err.JSONPointer(); len(ptr) > 0 {
		return "at /" + strings.Join(ptr, "/") + ": " + reason
	}
	return reason
}

// TestOpenAPIDocument checks that server/openapi.json is a valid OpenAPI
// 3.1 document, that GET /api/openapi.json serves it, that every /api
// operation lists 503, and that its error codes have the statuses of the
// server's table.
func TestOpenAPIDocument(t *testing.T) {
	t.Parallel()
	spec, err := loadOpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	if spec.doc.Info == nil || spec.doc.Info.Description == "" {
		t.Error("info.description is empty")
	}

	doc := server.OpenAPI()
	doc[0] = ' ' // the caller owns its copy
	if again := server.OpenAPI(); again[0] != '{' {
		t.Error("OpenAPI returns the embedded document itself, not a copy")
	}

	// The server serves the document with its own base URL as the server.
	e := newEnv(t, appDB(t, "sqlite"))
	resp := e.do(request{method: "GET", path: "/api/openapi.json"})
	var served, static map[string]any
	if err := json.Unmarshal(server.OpenAPI(), &static); err != nil {
		t.Fatal(err)
	}
	if resp.status != http.StatusOK || resp.header.Get("Content-Type") != "application/json" ||
		json.Unmarshal(resp.raw, &served) != nil {
		t.Fatalf("GET /api/openapi.json: %d %q, %d bytes", resp.status, resp.header.Get("Content-Type"), len(resp.raw))
	}
	if servers, _ := served["servers"].([]any); len(servers) != 1 || servers[0].(map[string]any)["url"] != baseURL {
		t.Errorf("served servers: %v, want the base URL", served["servers"])
	}
	delete(served, "servers")
	delete(static, "servers")
	if !reflect.DeepEqual(served, static) {
		t.Error("the served document differs from server/openapi.json in more than its servers")
	}

	// The server answers 503 UNAVAILABLE to any request under /api when
	// its database cannot be reached or a request runs out of time.
	for _, p := range spec.paths {
		if !strings.HasPrefix(p.template, "/api/") {
			continue
		}
		for method, op := range p.item.Operations() {
			if method != http.MethodOptions && op.Responses.Value("503") == nil {
				t.Errorf("%s %s does not list 503 UNAVAILABLE", method, p.template)
			}
		}
	}

	codes := spec.doc.Components.Schemas["ErrorCode"].Value.Enum
	if len(codes) == 0 {
		t.Fatal("no ErrorCode enum")
	}
	for _, c := range codes {
		code, _ := c.(string)
		if _, ok := server.StatusOf(feedbackkit.Code(code)); !ok {
			t.Errorf("ErrorCode %q is not in the server's code table", code)
		}
	}
	// The schema of each code's answers fixes the status of the table.
	for name, ref := range spec.doc.Components.Schemas {
		props := ref.Value.Properties
		if props["error"] == nil || props["error"].Value.Const == nil {
			continue
		}
		code, _ := props["error"].Value.Const.(string)
		status, _ := props["status"].Value.Const.(float64)
		if want, ok := server.StatusOf(feedbackkit.Code(code)); !ok || int(status) != want {
			t.Errorf("schema %s: code %q with status %v, the server answers it with %d", name, code, status, want)
		}
	}
}

// TestOpenAPICoversRoutes checks that the document describes every route
// the server registers under /api, and nothing that no route serves.
func TestOpenAPICoversRoutes(t *testing.T) {
	t.Parallel()
	spec, err := loadOpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(t, appDB(t, "sqlite"))
	app := e.server.App()
	app.Handler() // merges the routes of mounted apps into app's

	documented := make(map[string]bool) // "GET /api/events/{eventName}"
	for _, p := range spec.paths {
		for method := range p.item.Operations() {
			documented[method+" "+p.template] = true
		}
	}

	// served holds the routes, wildcards the routes that serve a subtree
	// (/uploads/+). Fiber adds a HEAD route to every GET route.
	served := make(map[string]bool)
	var wildcards []fiber.Route
	for _, r := range app.GetRoutes(true) {
		if r.Method == http.MethodHead {
			continue
		}
		if strings.ContainsAny(r.Path, "*+") {
			wildcards = append(wildcards, r)
			continue
		}
		key := r.Method + " " + openAPIPathOf(r.Path)
		served[key] = true
		if strings.HasPrefix(r.Path, "/api/") && !documented[key] {
			t.Errorf("route %s %s is not in server/openapi.json", r.Method, r.Path)
		}
	}
	for key := range documented {
		method, path, _ := strings.Cut(key, " ")
		if served[key] || slices.ContainsFunc(wildcards, func(r fiber.Route) bool {
			return r.Method == method && strings.HasPrefix(path, strings.TrimRight(r.Path, "*+"))
		}) {
			continue
		}
		// Middleware registered with Use (the CORS of /api/widget) answers
		// the preflights, which no route matches: ask it.
		if method == http.MethodOptions && preflightServed(e, path, spec) {
			continue
		}
		t.Errorf("server/openapi.json has %s, which no route serves", key)
	}
	if len(served) == 0 {
		t.Error("the app lists no route")
	}
}

// preflightServed reports whether a CORS preflight of the path of the
// document succeeds, its parameters filled in.
func preflightServed(e *env, template string, spec *openAPISpec) bool {
	var method string
	for _, p := range spec.paths {
		if p.template == template {
			for m := range p.item.Operations() {
				if m != http.MethodOptions {
					method = m
				}
			}
		}
	}
	if method == "" {
		return false
	}
	segs := strings.Split(template, "/")
	for i, s := range segs {
		if strings.HasPrefix(s, "{") {
			segs[i] = "x"
		}
	}
	resp := e.do(request{method: http.MethodOptions, path: strings.Join(segs, "/"), header: map[string]string{
		"Origin": "https://example.com", "Access-Control-Request-Method": method,
	}})
	return resp.status < 300
}

// openAPIPathOf turns the :name parameters of a Fiber path into {name}.
func openAPIPathOf(fiberPath string) string {
	segs := strings.Split(fiberPath, "/")
	for i, s := range segs {
		if name, ok := strings.CutPrefix(s, ":"); ok {
			segs[i] = "{" + name + "}"
		}
	}
	return strings.Join(segs, "/")
}
