package integrations

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/feedbackkit/feedbackkit"
)

// This file speaks Jira Cloud's REST API, version 3, through Atlassian's
// API gateway: {APIURL}/oauth/token/accessible-resources lists the sites a
// token reaches, {APIURL}/ex/jira/{cloudId}/rest/api/3/... is a site's API.

// Project is a project of the tracker.
type Project struct {
	ID   string `json:"id"`
	Key  string `json:"key"`
	Name string `json:"name"`
}

// trackerError is a tracker's refusal of a request: its HTTP status and
// the messages of its error body (never a token).
type trackerError struct {
	op       string
	status   int
	messages string
}

func (e *trackerError) Error() string {
	msg := fmt.Sprintf("the tracker answered %d to %s", e.status, e.op)
	if e.messages != "" {
		msg += ": " + e.messages
	}
	return msg
}

// maxErrorBody bounds what is read of an error answer.
const maxErrorBody = 4 << 10

// call sends a request to url with the access token and decodes a 2xx
// answer's JSON into out (when not nil). A 5xx answer or a transport
// failure is UNAVAILABLE; any other status is a *trackerError.
func (s *Service) call(ctx context.Context, token, method, url string, body, out any) error {
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, r)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Accept", "application/json")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	op := method + " " + req.URL.Path
	resp, err := s.cfg.Tracker.HTTPClient.Do(req)
	if err != nil {
		return unavailable(op, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		te := &trackerError{op: op, status: resp.StatusCode, messages: errorMessages(io.LimitReader(resp.Body, maxErrorBody))}
		if resp.StatusCode >= 500 {
			return unavailable(op, te)
		}
		return te
	}
	if out == nil {
		return nil
	}
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		return unavailable(op, fmt.Errorf("decode the answer: %w", err))
	}
	return nil
}

// errorMessages returns the messages of a Jira error body
// ({"errorMessages": [...], "errors": {field: message}}), "" for another.
func errorMessages(r io.Reader) string {
	var body struct {
		ErrorMessages []string          `json:"errorMessages"`
		Errors        map[string]string `json:"errors"`
	}
	if json.NewDecoder(r).Decode(&body) != nil {
		return ""
	}
	msgs := body.ErrorMessages
	for field, msg := range body.Errors {
		msgs = append(msgs, field+": "+msg)
	}
	return strings.Join(msgs, "; ")
}

// accessibleSite returns the first Jira site that token reaches, or
// VALIDATION_FAILED when it reaches none.
func (s *Service) accessibleSite(ctx context.Context, token string) (Site, error) {
	var resources []struct {
		ID   string `json:"id"`
		URL  string `json:"url"`
		Name string `json:"name"`
	}
	if err := s.call(ctx, token, http.MethodGet, s.cfg.Tracker.APIURL+"/oauth/token/accessible-resources", nil, &resources); err != nil {
		return Site{}, err
	}
	for _, r := range resources {
		if r.ID != "" {
			return Site{ID: r.ID, Name: r.Name, URL: strings.TrimRight(r.URL, "/")}, nil
		}
	}
	return Site{}, feedbackkit.Invalid("code", "the authorization reaches no tracker site")
}

// api returns the URL of path in the REST API of in's site.
func (s *Service) api(in *Integration, path string) string {
	return s.cfg.Tracker.APIURL + "/ex/jira/" + url.PathEscape(in.Site.ID) + "/rest/api/3" + path
}

// maxProjects bounds the projects listed (the pages read).
const maxProjects = 1000

// projects lists the projects of in's site, page by page.
func (s *Service) projects(ctx context.Context, in *Integration, token string) ([]Project, error) {
	out := []Project{}
	for len(out) < maxProjects {
		var page struct {
			Values []Project `json:"values"`
			IsLast bool      `json:"isLast"`
		}
		q := url.Values{"startAt": {fmt.Sprint(len(out))}, "maxResults": {"50"}, "orderBy": {"key"}}
		if err := s.call(ctx, token, http.MethodGet, s.api(in, "/project/search?"+q.Encode()), nil, &page); err != nil {
			return nil, err
		}
		out = append(out, page.Values...)
		if page.IsLast || len(page.Values) == 0 {
			break
		}
	}
	return out, nil
}

// issueRef is a created or found issue.
type issueRef struct {
	ID  string `json:"id"`
	Key string `json:"key"`
}

// findIssueByLabel returns the issue labelled label, if any: the lookup
// that keeps a retried ticket from being created twice.
func (s *Service) findIssueByLabel(ctx context.Context, in *Integration, token, label string) (*issueRef, error) {
	var res struct {
		Issues []issueRef `json:"issues"`
	}
	q := url.Values{"jql": {fmt.Sprintf("labels = %q", label)}, "fields": {"summary"}, "maxResults": {"1"}}
	if err := s.call(ctx, token, http.MethodGet, s.api(in, "/search/jql?"+q.Encode()), nil, &res); err != nil {
		return nil, err
	}
	if len(res.Issues) == 0 {
		return nil, nil
	}
	return &res.Issues[0], nil
}

// createIssue creates the issue of t, labelled label.
func (s *Service) createIssue(ctx context.Context, in *Integration, token, label string, t *Ticket) (*issueRef, error) {
	fields := map[string]any{
		"project":     map[string]string{"key": t.ProjectKey},
		"issuetype":   map[string]string{"name": t.IssueType},
		"summary":     t.Summary,
		"description": adf(t.Description),
		"labels":      []string{label},
	}
	if t.EpicKey != "" {
		fields["parent"] = map[string]string{"key": t.EpicKey}
	}
	var ref issueRef
	if err := s.call(ctx, token, http.MethodPost, s.api(in, "/issue"), map[string]any{"fields": fields}, &ref); err != nil {
		return nil, err
	}
	return &ref, nil
}

// adf returns text as an Atlassian Document Format document: one
// paragraph per non-empty line.
func adf(text string) map[string]any {
	content := []any{}
	for _, line := range strings.Split(text, "\n") {
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		content = append(content, map[string]any{
			"type":    "paragraph",
			"content": []any{map[string]any{"type": "text", "text": line}},
		})
	}
	return map[string]any{"type": "doc", "version": 1, "content": content}
}

// issueURL is the browser link of the issue key on in's site.
func issueURL(in *Integration, key string) string {
	return in.Site.URL + "/browse/" + url.PathEscape(key)
}
