package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/identity"
)

// TestIdentityProviderFlags checks that the OIDC settings reach the
// server: configured, GET /api/auth/idp contacts the provider (here one
// that is down: 503) instead of answering 404; a client id without its
// secret stops the start.
func TestIdentityProviderFlags(t *testing.T) {
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close()
	cfg := testConfig(t, "sqlite")
	cfg.NoDemo = true
	cfg.OIDC = identity.OIDCConfig{Issuer: down.URL, ClientID: "client", ClientSecret: "client-s3cret"}
	m, logs := startMain(t, cfg)
	resp, err := http.Get("http://" + m.Addr() + "/api/auth/idp")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body struct{ Error string }
	_ = json.NewDecoder(resp.Body).Decode(&body)
	if resp.StatusCode != http.StatusServiceUnavailable || body.Error != "UNAVAILABLE" {
		t.Errorf("GET /api/auth/idp with the provider down: %d %s", resp.StatusCode, body.Error)
	}
	if strings.Contains(logs.String(), "client-s3cret") {
		t.Errorf("the client secret is in the logs:\n%s", logs)
	}

	cfg = testConfig(t, "sqlite")
	cfg.OIDC = identity.OIDCConfig{ClientID: "client"}
	var out bytes.Buffer
	bad := NewMain(cfg, &out)
	if err := bad.Run(context.Background()); err == nil || !strings.Contains(err.Error(), "client secret") {
		t.Errorf("a client id without a secret: %v", err)
	}
	_ = bad.Close()
}
