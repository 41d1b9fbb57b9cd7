package analysis

import (
	"slices"
	"strings"
	"testing"
)

func TestCloudWords(t *testing.T) {
	got := CloudWords("The SLIDES were great, the lab's 2 exercises weren’t; a x Café naïve 2024! " + strings.Repeat("z", MaxCloudWord+1))
	want := []string{"slides", "great", "lab", "exercises", "café", "naïve"}
	if !slices.Equal(got, want) {
		t.Errorf("CloudWords = %q, want %q", got, want)
	}
}

func TestTopWords(t *testing.T) {
	got := TopWords([]string{"great slides, great pace", "slow pace", "great"}, 2)
	want := []WordCount{{"great", 3}, {"pace", 2}}
	if !slices.Equal(got, want) {
		t.Errorf("TopWords = %v, want %v", got, want)
	}
}
