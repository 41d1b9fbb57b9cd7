package main

import (
	"fmt"

	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
	"github.com/feedbackkit/feedbackkit/analysis/internal/model"
	"github.com/feedbackkit/feedbackkit/analysis/internal/vaderbaseline"
)

// crossValidate runs 4-fold cross-validation over the training rows only
// (folds are pairs of split buckets 2..9) and prints the pooled macro-F1 of
// each set next to VADER's on the same rows, for a range of offsets on the
// neutral intercept.
func crossValidate(cfg features.Config, lex features.Lexicon, sets []dataset.Set, h hyper) {
	type scored struct {
		label dataset.Label
		s     [model.NumClasses]float32
	}
	pooled := make([][]scored, len(sets))
	vf := make([]dataset.Confusion, len(sets))
	vader := vaderbaseline.New()
	for fold := 0; fold < 4; fold++ {
		var groups []group
		evalRows := make([][]dataset.Example, len(sets))
		for i, s := range sets {
			g := group{name: s.Name}
			for _, r := range s.Train {
				if b := dataset.Bucket(r.Text); b == 2+2*fold || b == 3+2*fold {
					evalRows[i] = append(evalRows[i], r)
				} else {
					g.rows = append(g.rows, r)
				}
			}
			groups = append(groups, g)
		}
		m := fit("cv", cfg, lex, featurize(cfg, lex, groups, h), h, nil)
		ex := features.NewExtractor(cfg, lex)
		for i := range sets {
			for _, r := range evalRows[i] {
				var s [model.NumClasses]float32
				m.Scores(ex.Extract(r.Text), &s)
				pooled[i] = append(pooled[i], scored{r.Label, s})
				vf[i].Add(r.Label, vader.Classify(r.Text))
			}
		}
	}
	for off := float32(-0.6); off <= 0.61; off += 0.2 {
		fmt.Printf("cv neutral %+.1f:", off)
		worst, mean := 1.0, 0.0
		for i := range sets {
			var c dataset.Confusion
			for _, p := range pooled[i] {
				s := p.s
				s[dataset.Neutral] += off
				best := 0
				for k := 1; k < model.NumClasses; k++ {
					if s[k] > s[best] {
						best = k
					}
				}
				c.Add(p.label, dataset.Label(best))
			}
			d := c.MacroF1() - vf[i].MacroF1()
			worst = min(worst, d)
			mean += d / float64(len(sets))
			fmt.Printf(" %+.4f(%.3f)", d, c.MacroF1())
		}
		fmt.Printf(" | mean %+.4f worst %+.4f\n", mean, worst)
	}
}
