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

// TestCloudWordsLeaveOutProfanity: the words moderation's profanity list
// flags, in each of its languages and obfuscated, are no cloud words;
// harmless words that hold a listed one are.
func TestCloudWordsLeaveOutProfanity(t *testing.T) {
	got := CloudWords("Shit, the FUCKING projector! Scheiße, putain, mierda, cazzo, porra, sh1t, fuuuck. " +
		"Class assessment at Scunthorpe, shitake risotto, pasta alla puttanesca, the Wankel engine")
	want := []string{"projector", "class", "assessment", "scunthorpe", "shitake", "risotto", "pasta", "alla", "puttanesca", "wankel", "engine"}
	if !slices.Equal(got, want) {
		t.Errorf("CloudWords = %q, want %q", got, want)
	}
	for w, want := range map[string]bool{"shit": true, "Fucking": true, "sh1t": true, "fuuuck": true, "scheiße": true, "merde": true,
		"stronzo": true, "caralho": true, "projector": false, "class": false, "puttanesca": false, "": false, "2024": false} {
		if got := IsProfane(w); got != want {
			t.Errorf("IsProfane(%q) = %v, want %v", w, got, want)
		}
	}
}
