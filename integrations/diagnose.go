package integrations

import (
	"context"
	"errors"
	"net/http"
	"net/url"

	"github.com/feedbackkit/feedbackkit"
)

// TestResult is the outcome of an integration's diagnostic call.
type TestResult struct {
	Success bool
	// Message says what was checked, or what failed and what to do.
	Message string
}

// TestIntegration checks the integration id of the caller's organization
// against its service, step by step (the server's OAuth client, the
// connection, a token refresh when due, an authenticated call, the
// configured project), and reports the first step that failed. A failure
// of the tracker is a result, not an error. It returns the errors of
// FindIntegration.
func (s *Service) TestIntegration(ctx context.Context, id string) (*TestResult, error) {
	in, err := s.FindIntegration(ctx, id)
	if err != nil {
		return nil, err
	}
	fail := func(msg string) (*TestResult, error) { return &TestResult{Message: msg}, nil }
	if !s.cfg.Tracker.configured() {
		return fail("the issue tracker's OAuth client is not configured on this server (FEEDBACKD_TRACKER_CLIENT_ID, FEEDBACKD_TRACKER_CLIENT_SECRET)")
	}
	token, err := s.accessToken(ctx, in)
	if err != nil {
		if code := feedbackkit.ErrorCode(err); code == feedbackkit.CodeNotConnected || code == feedbackkit.CodeUnavailable {
			return fail(diagnosis(err))
		}
		return nil, err
	}
	var me struct {
		DisplayName string `json:"displayName"`
	}
	if err := s.call(ctx, token, http.MethodGet, s.api(in, "/myself"), nil, &me); err != nil {
		return s.failed(err)
	}
	msg := "connected to " + in.Site.Name + " (" + in.Site.URL + ") as " + me.DisplayName
	if key := in.Config.ProjectKey; key != "" {
		var project Project
		if err := s.call(ctx, token, http.MethodGet, s.api(in, "/project/"+url.PathEscape(key)), nil, &project); err != nil {
			var te *trackerError
			if errors.As(err, &te) && te.status == http.StatusNotFound {
				return fail(msg + ", but project " + key + " does not exist or is not visible to the connected account")
			}
			return s.failed(err)
		}
		msg += "; project " + key + " (" + project.Name + ") is reachable"
	} else {
		msg += "; no project is configured yet"
	}
	return &TestResult{Success: true, Message: msg}, nil
}

// failed is the result of a tracker call that failed with err.
func (s *Service) failed(err error) (*TestResult, error) {
	var te *trackerError
	if errors.As(err, &te) || feedbackkit.ErrorCode(err) == feedbackkit.CodeUnavailable {
		return &TestResult{Message: diagnosis(err)}, nil
	}
	return nil, err
}

// diagnosis is the message of a failed step: the *feedbackkit.Error's
// message, or the tracker's answer.
func diagnosis(err error) string {
	var te *trackerError
	if errors.As(err, &te) {
		return te.Error()
	}
	var fe *feedbackkit.Error
	if errors.As(err, &fe) {
		return fe.Message
	}
	return err.Error()
}
