package server_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
)

// threat is a text the offline model holds a serious concern.
const threat = "I will kill you after class tomorrow"

// TestRemoteAnalyzerDown runs feedbackd with FEEDBACKD_AI=openai (an
// analysis.OpenAI) whose provider never answers: the offline model
// answers in its place, so that the serious-concern test answers and a
// submitted threat becomes a serious concern.
func TestRemoteAnalyzerDown(t *testing.T) {
	var calls atomic.Int32
	provider := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		io.Copy(io.Discard, r.Body) // so that the server sees the client go
		<-r.Context().Done()        // hangs until the client gives up
	}))
	t.Cleanup(provider.Close)
	ai := analysis.NewOpenAI(analysis.OpenAIConfig{BaseURL: provider.URL + "/v1", APIKey: "test-key", Timeout: 200 * time.Millisecond})
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		resp := e.do(request{method: "POST", path: "/api/settings/test-serious-concern", cookie: w.admin.Cookie, body: map[string]any{"text": threat}})
		e.expect(t, "concern test with the provider down", resp, 200, "")
		if resp.json["isSeriousConcern"] != true {
			t.Errorf("concern test with the provider down: %s, want the offline model's serious concern", resp.raw)
		}
		resp = e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": threat})
		e.expect(t, "submit", resp, 201, "")
		id, _ := resp.json["_id"].(string)
		waitFor(t, "the serious concern", func() bool {
			return e.fbGet(t, w.admin, "/api/feedback/serious-concerns/unresolved-count").json["count"] == float64(1)
		})
		r := e.fbGet(t, w.admin, "/api/feedback/reasoning/"+id)
		if model, _ := r.json["model"].(string); !strings.HasPrefix(model, "local") {
			t.Errorf("the item's analysis: %s, want the offline model's", r.raw)
		}
		if calls.Load() == 0 {
			t.Error("the provider was never asked")
		}
	}, func(cfg *app.Config) { cfg.Analyzer = ai })
}

// downAnalyzer is a host's Analyzer that always fails, without fallback.
type downAnalyzer struct{}

func (downAnalyzer) Analyze(context.Context, string) (*analysis.Result, error) {
	return nil, errors.New("the provider is down")
}

// TestConcernTestAnalyzerDown checks that the serious-concern test of an
// Analyzer that fails answers 503 UNAVAILABLE, naming the analyser.
func TestConcernTestAnalyzerDown(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		resp := e.do(request{method: "POST", path: "/api/settings/test-serious-concern", cookie: w.admin.Cookie, body: map[string]any{"text": threat}})
		e.expect(t, "concern test with the analyser down", resp, 503, "UNAVAILABLE")
		if msg, _ := resp.json["message"].(string); !strings.Contains(msg, "analyser") {
			t.Errorf("message %q, want it to name the analyser", msg)
		}
	}, func(cfg *app.Config) { cfg.Analyzer = downAnalyzer{} })
}
