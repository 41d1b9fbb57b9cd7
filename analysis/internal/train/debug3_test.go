package main

import (
	"fmt"
	"testing"

	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
	"github.com/feedbackkit/feedbackkit/analysis/internal/vaderbaseline"
)

func TestDebugLexMatch(t *testing.T) {
	cfg := features.DefaultConfig()
	words, emoji := vaderbaseline.Lexicon()
	lex := buildLexicon(cfg, words, emoji)
	ex := features.NewExtractor(cfg, lex)
	inv := map[uint32][]string{}
	for w := range words {
		if k, ok := ex.LexiconKey(w); ok {
			inv[k] = append(inv[k], w)
		}
	}
	for _, txt := range []string{"Down on east sixth supervising Team Bartlett.", "Finished the interview. Now on to OH."} {
		ex.Extract(txt)
		for _, tk := range ex.Tokens() {
			k, _ := ex.LexiconKey(txt[tk.Start:tk.End])
			fmt.Printf("%q kind=%d lex=%v %v\n", txt[tk.Start:tk.End], tk.Kind, lex[k], inv[k])
		}
	}
}
