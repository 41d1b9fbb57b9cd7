// Package trackertest is an in-process issue tracker for tests: an
// httptest server that speaks the parts of Jira Cloud's protocol that
// feedbackkit uses, with Atlassian's shapes. auth.atlassian.com's
// /authorize and /oauth/token (authorization code with PKCE S256, rotating
// refresh tokens, invalid_grant once revoked), api.atlassian.com's
// /oauth/token/accessible-resources, and a site's REST API v3 under
// /ex/jira/{cloudId}/rest/api/3: myself, project/search, project/{key},
// POST issue (fields checked, the description an ADF document) and
// search/jql by label. A test can take it down (503), make it lose the
// answer of a create or fail a create, have its search trail its writes
// (as Jira Cloud's does), expire access tokens and revoke the grant, and have
// /authorize send the browser to a consent page on another site (as
// Atlassian's sends a signed-out user to id.atlassian.com) on which it
// allows or denies the connection.
package trackertest

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The OAuth client the server accepts, and its site.
const (
	ClientID     = "tracker-client-id"
	ClientSecret = "tracker-client-secret-value"
	CloudID      = "11111111-2222-3333-4444-555555555555"
	SiteName     = "acme"
)

// Issue is an issue created in the tracker.
type Issue struct {
	ID          string
	Key         string
	Project     string
	IssueType   string
	Summary     string
	Description map[string]any
	Labels      []string
	Parent      string

	created time.Time // when it was made, for the search's lag
}

// Server is the fake tracker. Its methods are safe for concurrent use.
type Server struct {
	*httptest.Server
	identity *httptest.Server // the consent page's site

	mu       sync.Mutex
	projects []project
	codes    map[string]grant // authorization code -> its grant
	access   map[string]bool  // access token -> valid
	refresh  map[string]bool  // refresh token -> valid
	issues   []*Issue
	down     bool           // every request answers 503
	consent  bool           // /authorize sends the browser to the consent page
	loseNext int            // creates whose answer is a 502 after the issue is made
	failNext int            // creates answered failStatus without making the issue
	failWith int            // the status of those
	lag      time.Duration  // how long a created issue stays out of search results
	searches int            // search requests that reached the handler
	grants   map[string]int // token requests by grant_type
	creates  int            // POST issue requests that reached the handler
}

type grant struct {
	challenge   string
	redirectURI string
}

type project struct {
	ID   string `json:"id"`
	Key  string `json:"key"`
	Name string `json:"name"`
}

// NewServer starts a tracker with the projects OPS (Operations) and SAFE
// (Safety) and the issue types Task and Bug; it stops when t ends.
func NewServer(t testing.TB) *Server {
	s := &Server{
		projects: []project{{ID: "10000", Key: "OPS", Name: "Operations"}, {ID: "10001", Key: "SAFE", Name: "Safety"}},
		codes:    map[string]grant{}, access: map[string]bool{}, refresh: map[string]bool{}, grants: map[string]int{},
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /authorize", s.authorize)
	mux.HandleFunc("GET /authorize/consent", s.askConsent)
	mux.HandleFunc("GET /authorize/decision", s.decide)
	mux.HandleFunc("POST /oauth/token", s.token)
	mux.HandleFunc("GET /oauth/token/accessible-resources", s.authed(s.resources))
	api := "/ex/jira/" + CloudID + "/rest/api/3"
	mux.HandleFunc("GET "+api+"/myself", s.authed(s.myself))
	mux.HandleFunc("GET "+api+"/project/search", s.authed(s.projectSearch))
	mux.HandleFunc("GET "+api+"/project/{key}", s.authed(s.projectByKey))
	mux.HandleFunc("POST "+api+"/issue", s.authed(s.createIssue))
	mux.HandleFunc("GET "+api+"/search/jql", s.authed(s.search))
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		down := s.down
		s.mu.Unlock()
		if down {
			writeJSON(w, http.StatusServiceUnavailable, map[string]any{"errorMessages": []string{"Service unavailable"}})
			return
		}
		mux.ServeHTTP(w, r)
	})
	s.Server, s.identity = httptest.NewServer(h), httptest.NewServer(h)
	t.Cleanup(s.Close)
	t.Cleanup(s.identity.Close)
	return s
}

// IdentityURL is the address of the site of the consent page: another
// listener, named localhost where the tracker's URL says 127.0.0.1, so
// that it is another origin and another site than both the tracker's and
// a server's on 127.0.0.1.
func (s *Server) IdentityURL() string {
	return strings.Replace(s.identity.URL, "127.0.0.1", "localhost", 1)
}

// SiteURL is the browser address of the site.
func (s *Server) SiteURL() string { return "https://" + SiteName + ".atlassian.example" }

// SetDown makes every request answer 503 (down) or be served again.
func (s *Server) SetDown(down bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.down = down
}

// AskConsent makes /authorize redirect the browser to a consent page on
// the identity site (on, see IdentityURL), whose Allow and Deny buttons
// send it back with a code or with error=access_denied, as Atlassian's
// does, or redirect at once to the redirect URI, approving (off, the
// default).
func (s *Server) AskConsent(on bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.consent = on
}

// LoseCreateAnswers makes the next n creates make their issue, then answer
// 502, as when the answer is lost on the way back.
func (s *Server) LoseCreateAnswers(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.loseNext = n
}

// FailCreates makes the next n creates answer status with Jira's error
// body without making their issue: 429 as when Jira limits the rate, a
// 5xx as when a gateway fails the request before it reaches Jira.
func (s *Server) FailCreates(n, status int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failNext, s.failWith = n, status
}

// SetSearchLag makes a created issue appear in the results of JQL
// searches only lag after it was made (0, the default: at once), as Jira
// Cloud's search index trails its writes, "from a few seconds to minutes"
// by Atlassian's documentation. It applies to the issues made before as
// well: a lag of 0 shows them all.
func (s *Server) SetSearchLag(lag time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lag = lag
}

// ExpireAccessTokens makes every access token issued so far answer 401.
func (s *Server) ExpireAccessTokens() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for tok := range s.access {
		s.access[tok] = false
	}
}

// Revoke revokes the grant: every access and refresh token stops working,
// and refreshing answers invalid_grant.
func (s *Server) Revoke() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for tok := range s.access {
		s.access[tok] = false
	}
	for tok := range s.refresh {
		s.refresh[tok] = false
	}
}

// Issues returns the issues created so far.
func (s *Server) Issues() []Issue {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Issue, len(s.issues))
	for i, is := range s.issues {
		out[i] = *is
	}
	return out
}

// Tokens returns every access and refresh token issued, revoked or not.
func (s *Server) Tokens() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for tok := range s.access {
		out = append(out, tok)
	}
	for tok := range s.refresh {
		out = append(out, tok)
	}
	return out
}

// Grants returns how many token requests of grant_type g succeeded.
func (s *Server) Grants(g string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.grants[g]
}

// Creates returns how many create requests reached the tracker.
func (s *Server) Creates() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.creates
}

// Searches returns how many JQL searches reached the tracker.
func (s *Server) Searches() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.searches
}

// Authorize plays the user's browser at the authorization URL authURL,
// approving: it returns the URL the tracker redirects to (the callback,
// with code and state). It fails t when the request is not a valid
// authorization request.
func (s *Server) Authorize(t testing.TB, authURL string) string {
	t.Helper()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Get(authURL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusFound {
		var body map[string]any
		_ = json.NewDecoder(resp.Body).Decode(&body)
		t.Fatalf("authorize %s: %d %v", authURL, resp.StatusCode, body)
	}
	return resp.Header.Get("Location")
}

func (s *Server) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if !checkAuthorization(w, q) {
		return
	}
	s.mu.Lock()
	consent := s.consent
	s.mu.Unlock()
	if consent {
		http.Redirect(w, r, s.IdentityURL()+"/authorize/consent?"+q.Encode(), http.StatusFound)
		return
	}
	s.approve(w, r, q)
}

// askConsent answers the consent page of the authorization request of its
// query.
func (s *Server) askConsent(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if !checkAuthorization(w, q) {
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = consentPage.Execute(w, q)
}

// consentPage asks the user to allow the application, with the
// authorization request's parameters in hidden fields.
var consentPage = template.Must(template.New("consent").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Allow access – tracker</title></head>
<body><main><h1>Allow feedbackkit to access your tracker site?</h1>
<form method="get" action="/authorize/decision">
{{range $name, $values := .}}{{range $values}}<input type="hidden" name="{{$name}}" value="{{.}}">{{end}}{{end}}
<button type="submit" name="decision" value="allow" id="allow">Allow</button>
<button type="submit" name="decision" value="deny" id="deny">Deny</button>
</form></main></body></html>`))

// decide answers the consent page: the browser goes back to the
// application with a code, or with error=access_denied.
func (s *Server) decide(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if !checkAuthorization(w, q) {
		return
	}
	if q.Get("decision") == "allow" {
		s.approve(w, r, q)
		return
	}
	sendBack(w, r, q, url.Values{"error": {"access_denied"}, "error_description": {"The user denied access."}})
}

// checkAuthorization answers 400 and returns false unless q is a valid
// authorization request of the client.
func checkAuthorization(w http.ResponseWriter, q url.Values) bool {
	for name, want := range map[string]string{"client_id": ClientID, "response_type": "code",
		"code_challenge_method": "S256", "audience": "api.atlassian.com", "prompt": "consent"} {
		if q.Get(name) != want {
			writeJSON(w, http.StatusBadRequest, map[string]any{"error": "invalid_request", "error_description": name + " must be " + want})
			return false
		}
	}
	if q.Get("state") == "" || q.Get("code_challenge") == "" || q.Get("redirect_uri") == "" ||
		!strings.Contains(q.Get("scope"), "offline_access") || !strings.Contains(q.Get("scope"), "write:jira-work") {
		writeJSON(w, http.StatusBadRequest, map[string]any{"error": "invalid_request", "error_description": "state, code_challenge, redirect_uri and scope are required"})
		return false
	}
	return true
}

// approve grants the authorization request q: the browser goes back with
// a new code.
func (s *Server) approve(w http.ResponseWriter, r *http.Request, q url.Values) {
	code := rand.Text()
	s.mu.Lock()
	s.codes[code] = grant{challenge: q.Get("code_challenge"), redirectURI: q.Get("redirect_uri")}
	s.mu.Unlock()
	sendBack(w, r, q, url.Values{"code": {code}})
}

// sendBack redirects the browser to the redirect URI of the authorization
// request q, with the parameters params and q's state.
func sendBack(w http.ResponseWriter, r *http.Request, q, params url.Values) {
	back, err := url.Parse(q.Get("redirect_uri"))
	if err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]any{"error": "invalid_request"})
		return
	}
	bq := back.Query()
	for name, v := range params {
		bq[name] = v
	}
	bq.Set("state", q.Get("state"))
	back.RawQuery = bq.Encode()
	http.Redirect(w, r, back.String(), http.StatusFound)
}

// tokenError answers the token endpoint's error, as Atlassian does.
func tokenError(w http.ResponseWriter, status int, code, desc string) {
	writeJSON(w, status, map[string]any{"error": code, "error_description": desc})
}

func (s *Server) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		tokenError(w, http.StatusBadRequest, "invalid_request", "malformed body")
		return
	}
	f := r.PostForm
	if f.Get("client_id") != ClientID || f.Get("client_secret") != ClientSecret {
		tokenError(w, http.StatusUnauthorized, "access_denied", "Unauthorized")
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch f.Get("grant_type") {
	case "authorization_code":
		g, ok := s.codes[f.Get("code")]
		delete(s.codes, f.Get("code"))
		sum := sha256.Sum256([]byte(f.Get("code_verifier")))
		switch {
		case !ok:
			tokenError(w, http.StatusForbidden, "invalid_grant", "Invalid authorization code")
			return
		case g.redirectURI != f.Get("redirect_uri"):
			tokenError(w, http.StatusForbidden, "invalid_grant", "redirect_uri does not match")
			return
		case base64.RawURLEncoding.EncodeToString(sum[:]) != g.challenge:
			tokenError(w, http.StatusForbidden, "invalid_grant", "code_verifier does not match the code_challenge")
			return
		}
	case "refresh_token":
		if !s.refresh[f.Get("refresh_token")] {
			tokenError(w, http.StatusForbidden, "invalid_grant", "Unknown or invalid refresh token.")
			return
		}
		s.refresh[f.Get("refresh_token")] = false // rotating refresh tokens
	default:
		tokenError(w, http.StatusBadRequest, "unsupported_grant_type", "")
		return
	}
	s.grants[f.Get("grant_type")]++
	access, refresh := "at-"+rand.Text(), "rt-"+rand.Text()
	s.access[access], s.refresh[refresh] = true, true
	writeJSON(w, http.StatusOK, map[string]any{
		"access_token": access, "refresh_token": refresh, "token_type": "Bearer", "expires_in": 3600,
		"scope": "read:jira-work write:jira-work read:jira-user offline_access",
	})
}

// authed admits requests with a valid Bearer access token; others get
// Atlassian's 401.
func (s *Server) authed(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		s.mu.Lock()
		valid := ok && s.access[tok]
		s.mu.Unlock()
		if !valid {
			writeJSON(w, http.StatusUnauthorized, map[string]any{"code": 401, "message": "Unauthorized"})
			return
		}
		h(w, r)
	}
}

func (s *Server) resources(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, []map[string]any{{
		"id": CloudID, "url": s.SiteURL(), "name": SiteName,
		"scopes":    []string{"read:jira-work", "write:jira-work", "read:jira-user"},
		"avatarUrl": "https://site-admin-avatar-cdn.prod.public.atl-paas.net/avatars/240/flag.png",
	}})
}

func (s *Server) myself(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"accountId": "5b10ac8d82e05b22cc7d4ef5", "displayName": "Ada Admin", "active": true})
}

func (s *Server) projectSearch(w http.ResponseWriter, r *http.Request) {
	start, _ := strconv.Atoi(r.URL.Query().Get("startAt"))
	max, err := strconv.Atoi(r.URL.Query().Get("maxResults"))
	if err != nil || max <= 0 {
		max = 50
	}
	s.mu.Lock()
	all := s.projects
	s.mu.Unlock()
	start = min(start, len(all))
	end := min(start+max, len(all))
	writeJSON(w, http.StatusOK, map[string]any{
		"self": r.URL.String(), "startAt": start, "maxResults": max, "total": len(all),
		"isLast": end == len(all), "values": all[start:end],
	})
}

func (s *Server) findProject(key string) *project {
	for i := range s.projects {
		if s.projects[i].Key == key {
			return &s.projects[i]
		}
	}
	return nil
}

func (s *Server) projectByKey(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	p := s.findProject(r.PathValue("key"))
	s.mu.Unlock()
	if p == nil {
		writeJSON(w, http.StatusNotFound, map[string]any{
			"errorMessages": []string{fmt.Sprintf("No project could be found with key '%s'.", r.PathValue("key"))}, "errors": map[string]any{}})
		return
	}
	writeJSON(w, http.StatusOK, p)
}

// createBody is the body of POST /rest/api/3/issue.
type createBody struct {
	Fields struct {
		Project     struct{ Key string }  `json:"project"`
		IssueType   struct{ Name string } `json:"issuetype"`
		Summary     string                `json:"summary"`
		Description map[string]any        `json:"description"`
		Labels      []string              `json:"labels"`
		Parent      *struct{ Key string } `json:"parent"`
	} `json:"fields"`
}

func (s *Server) createIssue(w http.ResponseWriter, r *http.Request) {
	var body createBody
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]any{"errorMessages": []string{"Invalid request payload."}, "errors": map[string]any{}})
		return
	}
	f := body.Fields
	s.mu.Lock()
	defer s.mu.Unlock()
	s.creates++
	if s.failNext > 0 {
		s.failNext--
		writeJSON(w, s.failWith, map[string]any{"errorMessages": []string{http.StatusText(s.failWith)}, "errors": map[string]any{}})
		return
	}
	errs := map[string]string{}
	p := s.findProject(f.Project.Key)
	if p == nil {
		errs["project"] = "valid project is required"
	}
	if f.IssueType.Name != "Task" && f.IssueType.Name != "Bug" {
		errs["issuetype"] = "Specify an issue type"
	}
	if f.Summary == "" || len([]rune(f.Summary)) > 255 || strings.ContainsAny(f.Summary, "\r\n") {
		errs["summary"] = "Summary must be less than 255 characters and on one line."
	}
	if err := checkADF(f.Description); err != "" {
		errs["description"] = err
	}
	for _, l := range f.Labels {
		if l == "" || strings.ContainsAny(l, " \t") {
			errs["labels"] = "Labels cannot contain spaces."
		}
	}
	if f.Parent != nil && !issueKey.MatchString(f.Parent.Key) {
		errs["parent"] = "Could not find issue by id or key."
	}
	if len(errs) > 0 {
		writeJSON(w, http.StatusBadRequest, map[string]any{"errorMessages": []string{}, "errors": errs})
		return
	}
	n := len(s.issues) + 1
	is := &Issue{ID: strconv.Itoa(10000 + n), Key: fmt.Sprintf("%s-%d", p.Key, n), Project: p.Key,
		IssueType: f.IssueType.Name, Summary: f.Summary, Description: f.Description, Labels: f.Labels, created: time.Now()}
	if f.Parent != nil {
		is.Parent = f.Parent.Key
	}
	s.issues = append(s.issues, is)
	if s.loseNext > 0 {
		s.loseNext--
		writeJSON(w, http.StatusBadGateway, map[string]any{"errorMessages": []string{"Bad gateway"}})
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"id": is.ID, "key": is.Key, "self": s.URL + r.URL.Path + "/" + is.ID})
}

var (
	issueKey   = regexp.MustCompile(`^[A-Z][A-Z0-9_]*-[0-9]+$`)
	labelQuery = regexp.MustCompile(`^labels\s*=\s*"([^"]+)"$`)
)

// checkADF returns what is wrong with doc as an Atlassian Document Format
// document of paragraphs of text, "" when nothing.
func checkADF(doc map[string]any) string {
	if doc["type"] != "doc" || doc["version"] != float64(1) {
		return "Operation value must be an Atlassian Document (type doc, version 1)."
	}
	content, ok := doc["content"].([]any)
	if !ok || len(content) == 0 {
		return "The document must have content."
	}
	for _, c := range content {
		p, _ := c.(map[string]any)
		if p["type"] != "paragraph" {
			return "Top-level nodes must be paragraphs here."
		}
		inline, _ := p["content"].([]any)
		for _, in := range inline {
			n, _ := in.(map[string]any)
			if text, _ := n["text"].(string); n["type"] != "text" || text == "" {
				return "Text nodes must have non-empty text."
			}
		}
	}
	return ""
}

func (s *Server) search(w http.ResponseWriter, r *http.Request) {
	m := labelQuery.FindStringSubmatch(r.URL.Query().Get("jql"))
	if m == nil {
		writeJSON(w, http.StatusBadRequest, map[string]any{"errorMessages": []string{"Error in the JQL Query."}, "errors": map[string]any{}})
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.searches++
	issues := []map[string]any{}
	for _, is := range s.issues {
		if time.Since(is.created) < s.lag {
			continue // not indexed yet
		}
		for _, l := range is.Labels {
			if l == m[1] {
				issues = append(issues, map[string]any{"id": is.ID, "key": is.Key, "fields": map[string]any{"summary": is.Summary}})
			}
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"issues": issues, "isLast": true})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
