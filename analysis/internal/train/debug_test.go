package main

import (
	"fmt"
	"testing"

	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
	"github.com/feedbackkit/feedbackkit/analysis/internal/vaderbaseline"
	"github.com/jonreiter/govader"
)

func TestDebugErrors(t *testing.T) {
	sets, _ := dataset.LoadDir("../../testdata/sentiment")
	cfg := features.DefaultConfig()
	words, emoji := vaderbaseline.Lexicon()
	lex := buildLexicon(cfg, words, emoji)
	var groups []group
	var val []dataset.Example
	for _, s := range sets {
		g := group{name: s.Name}
		for _, r := range s.Train {
			if dataset.Bucket(r.Text) < 4 {
				if s.Name == "vader_tweets" {
					val = append(val, r)
				}
			} else {
				g.rows = append(g.rows, r)
			}
		}
		groups = append(groups, g)
	}
	h := hyper{Lambda: 5e-5, ClassBalance: 0.5, SetBalance: 0.5, MinCount: 2, Iters: 300, SetWeight: map[string]float64{"vader_tweets": 2, "tweeteval_val": 2}}
	ts := featurize(cfg, lex, groups, words, h)
	m := fit("x", cfg, lex, ts, h, nil)
	cl := classifier(m)
	sia := govader.NewSentimentIntensityAnalyzer()
	for _, r := range val {
		p := cl(r.Text)
		if p != r.Label {
			fmt.Printf("gold=%s local=%s vader=%.2f  %s\n", r.Label, p, sia.PolarityScores(r.Text).Compound, r.Text)
		}
	}
}
