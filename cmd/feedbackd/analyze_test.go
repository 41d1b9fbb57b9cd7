package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
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
