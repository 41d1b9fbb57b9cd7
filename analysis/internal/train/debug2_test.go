package main

import (
	"fmt"
	"testing"

	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
	"github.com/feedbackkit/feedbackkit/analysis/internal/vaderbaseline"
	"github.com/jonreiter/govader"
)

func TestDebugCompound(t *testing.T) {
	s, _ := dataset.LoadFile("../../testdata/sentiment/vader_tweets.tsv")
	cfg := features.DefaultConfig()
	words, emoji := vaderbaseline.Lexicon()
	lex := buildLexicon(cfg, words, emoji)
	ex := features.NewExtractor(cfg, lex)
	sia := govader.NewSentimentIntensityAnalyzer()
	dis := 0
	for _, r := range s.Train {
		ex.Extract(r.Text)
		c := ex.Compound()
		v := sia.PolarityScores(r.Text).Compound
		if (c > 0.05 && v < -0.05) || (c < -0.05 && v > 0.05) || (c > -0.05 && c < 0.05) != (v > -0.05 && v < 0.05) {
			dis++
			if dis < 40 {
				fmt.Printf("%s mine=%.2f vader=%.2f %s\n", r.Label, c, v, r.Text)
			}
		}
	}
	fmt.Println("disagree", dis, len(s.Train))
}
