package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
)

func TestAnalyzeSentiment(t *testing.T) {
	texts := []string{
		"I loved this workshop, the speaker was brilliant!",
		"Terrible organisation, the worst session I have attended.",
		"The session starts at nine in room 4.",
	}
	var in strings.Builder
	for i := range 3000 { // more than one batch, in order
		fmt.Fprintln(&in, texts[i%3])
	}
	var out, stderr bytes.Buffer
	err := run(context.Background(), []string{"analyze", "sentiment"}, func(string) string { return "" },
		strings.NewReader(in.String()), &out, &stderr)
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	labels := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(labels) != 3000 {
		t.Fatalf("%d labels for 3000 lines", len(labels))
	}
	want := []string{"positive", "negative", "neutral"}
	for i, l := range labels {
		if l != want[i%3] {
			t.Fatalf("line %d (%q): %s, want %s", i, texts[i%3], l, want[i%3])
		}
	}

	err = run(context.Background(), []string{"analyze", "sentiment"}, func(k string) string {
		return map[string]string{"FEEDBACKD_AI": "oracle"}[k]
	}, strings.NewReader("x\n"), &out, &stderr)
	if err == nil {
		t.Error("an unknown FEEDBACKD_AI was accepted")
	}
}

// TestOpenAIBreaker checks FEEDBACKD_OPENAI_BREAKER: FAILURES/COOLDOWN,
// off, unset for the defaults, and a start refused for a malformed value.
func TestOpenAIBreaker(t *testing.T) {
	for v, want := range map[string]analysis.Breaker{
		"":      {},
		"off":   {Failures: -1},
		"3/2m":  {Failures: 3, CoolDown: 2 * time.Minute},
		"1/10s": {Failures: 1, CoolDown: 10 * time.Second},
	} {
		if got, err := parseBreaker(v); err != nil || got.Failures != want.Failures || got.CoolDown != want.CoolDown {
			t.Errorf("parseBreaker(%q) = %+v, %v; want %+v", v, got, err, want)
		}
	}
	for _, bad := range []string{"5", "0/30s", "-1/30s", "5/", "5/0s", "five/30s", "5/soon", "on"} {
		if _, err := parseBreaker(bad); err == nil || !strings.Contains(err.Error(), "FEEDBACKD_OPENAI_BREAKER") {
			t.Errorf("parseBreaker(%q): %v, want an error", bad, err)
		}
	}
	cfg := testConfig(t, "sqlite")
	cfg.OpenAIBreaker = "5"
	if err := NewMain(cfg, &bytes.Buffer{}).Run(context.Background()); err == nil || !strings.Contains(err.Error(), "FEEDBACKD_OPENAI_BREAKER") {
		t.Errorf("a start with FEEDBACKD_OPENAI_BREAKER=5: %v, want it refused", err)
	}
	env, err := configFromEnv(func(name string) string { return map[string]string{"FEEDBACKD_OPENAI_BREAKER": "3/2m"}[name] })
	if err != nil || env.OpenAIBreaker != "3/2m" {
		t.Errorf("configFromEnv: %q, %v", env.OpenAIBreaker, err)
	}
}
