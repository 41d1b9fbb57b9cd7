package main

import (
	"fmt"
	"math"

	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
	"github.com/feedbackkit/feedbackkit/analysis/internal/model"
	"github.com/feedbackkit/feedbackkit/analysis/internal/vaderbaseline"
)

// scored is the raw class scores (logits without the class offsets) of one
// held-out row.
type scored struct {
	label dataset.Label
	s     [model.NumClasses]float32
}

// evalSet is the held-out rows of one set, scored by the model and by VADER.
type evalSet struct {
	name  string
	rows  []scored
	vader dataset.Confusion
}

// confusion labels the rows with the given offsets added to the negative and
// neutral scores.
func (e *evalSet) confusion(negOff, neuOff float32) dataset.Confusion {
	var c dataset.Confusion
	for _, r := range e.rows {
		s := r.s
		s[dataset.Negative] += negOff
		s[dataset.Neutral] += neuOff
		best := 0
		for k := 1; k < model.NumClasses; k++ {
			if s[k] > s[best] {
				best = k
			}
		}
		c.Add(r.label, dataset.Label(best))
	}
	return c
}

// score appends the scores of rows under m (a model without class
// offsets), and VADER's labels, to e.
func (e *evalSet) score(m *model.Model, ex *features.Extractor, vader *vaderbaseline.Baseline, rows []dataset.Example) {
	for _, r := range rows {
		var s [model.NumClasses]float32
		m.Scores(ex.Extract(r.Text), &s)
		e.rows = append(e.rows, scored{r.Label, s})
		e.vader.Add(r.Label, vader.Classify(r.Text))
	}
}

// crossValidate runs 4-fold cross-validation over the training rows only:
// fold k holds out the training rows in split buckets 2+2k and 3+2k (the
// test buckets 0 and 1 are never read), a model is fitted on the other
// training rows of every set, and the held-out scores are pooled per set.
// The whole cross-validation is repeated repeats times with other seeds
// (h.Seed, then h.Seed+h.Ensemble, ..., so that no two fits share one), and
// the scores of all repeats are pooled too, which evens out the variance
// of the training order. It prints the pooled macro-F1 next to VADER's on
// the same rows for the configured class offsets, and the offsets that
// maximise the CV objective (see report).
func crossValidate(cfg features.Config, lex features.Lexicon, sets []dataset.Set, h hyper, repeats int, verbose bool) {
	evals := make([]evalSet, len(sets))
	vader := vaderbaseline.New()
	ex := features.NewExtractor(cfg, lex)
	seed := h.Seed
	for fold := 0; fold < 4*repeats; fold++ {
		h.Seed = seed + uint64(fold/4*h.Ensemble)
		fold := fold % 4
		var groups []group
		held := make([][]dataset.Example, len(sets))
		for i, s := range sets {
			g := group{name: s.Name}
			for _, r := range s.Train {
				if b := dataset.Bucket(r.Text); b == 2+2*fold || b == 3+2*fold {
					held[i] = append(held[i], r)
				} else {
					g.rows = append(g.rows, r)
				}
			}
			if h.trainsOn(s) {
				groups = append(groups, g)
			}
		}
		m := fit("cv", cfg, lex, featurize(cfg, lex, groups, h), h, nil)
		for i, s := range sets {
			evals[i].name = s.Name
			evals[i].score(m, ex, vader, held[i])
		}
	}
	report("cv", evals, h, verbose)
}

// report prints the macro-F1 of the model (with the configured offsets)
// and of VADER on each evaluation set, with the margin on its rows
// labelled positive or negative too (as on a two-class set; see
// dataset.Confusion.Polar), then searches a grid of offsets on the
// negative and neutral scores for the pair that maximises the mean plus
// the worst per-set margin over VADER (on all the rows), and prints it.
func report(split string, evals []evalSet, h hyper, verbose bool) {
	negOff, neuOff := float32(h.NegativeBias), float32(h.NeutralBias)
	fmt.Printf("macro-F1 on the %s rows (Local vs VADER), offsets negative %+.2f neutral %+.2f\n", split, negOff, neuOff)
	fmt.Printf("%-28s %6s %8s %8s %8s %15s\n", "set", "rows", "Local", "VADER", "delta", "two-class delta")
	var mean, polarMean float64
	worst := 1.0
	for i := range evals {
		e := &evals[i]
		c := e.confusion(negOff, neuOff)
		fl, fv := c.MacroF1(), e.vader.MacroF1()
		fp := c.Polar().MacroF1() - e.vader.Polar().MacroF1()
		fmt.Printf("%-28s %6d %8.4f %8.4f %+8.4f %+15.4f\n", e.name, len(e.rows), fl, fv, fl-fv, fp)
		if verbose {
			printConfusions(c, e.vader)
		}
		mean += (fl - fv) / float64(len(evals))
		polarMean += fp / float64(len(evals))
		worst = min(worst, fl-fv)
	}
	fmt.Printf("%-28s %6s %8s %8s %+8.4f %+15.4f (worst delta %+.4f)\n", "mean", "", "", "", mean, polarMean, worst)

	bestObj := -1.0
	var bestNeg, bestNeu float32
	var bestD []float64
	for n := -8; n <= 8; n++ {
		for u := -8; u <= 8; u++ {
			no, uo := float32(n)/10, float32(u)/10
			d := make([]float64, len(evals))
			var mean float64
			worst := 1.0
			for i := range evals {
				c := evals[i].confusion(no, uo)
				d[i] = c.MacroF1() - evals[i].vader.MacroF1()
				mean += d[i] / float64(len(evals))
				worst = min(worst, d[i])
			}
			if obj := mean + worst; obj > bestObj+1e-9 {
				bestObj, bestNeg, bestNeu, bestD = obj, no, uo, d
			}
		}
	}
	fmt.Printf("best offsets on these rows: -negative-bias %.1f -neutral-bias %.1f, deltas", bestNeg, bestNeu)
	for _, d := range bestD {
		fmt.Printf(" %+.4f", d)
	}
	fmt.Println()
	t, nll := calibrate(evals, negOff, neuOff)
	fmt.Printf("calibration: the temperature that minimises the log-loss on these rows (configured offsets) is %.2f (%.4f; %.4f at 1)\n", t, nll, logLoss(evals, negOff, neuOff, 1))
}

// calibrate returns the temperature in [0.25, 4], on a grid of 0.05, that
// minimises the mean log-loss of the rows of evals with the given offsets,
// and that log-loss. Dividing the logits by it would calibrate the model's
// probabilities; a temperature near 1 means they are calibrated already.
func calibrate(evals []evalSet, negOff, neuOff float32) (float32, float64) {
	best, bestT := math.Inf(1), float32(1)
	for k := 5; k <= 80; k++ {
		t := float32(k) / 20
		if l := logLoss(evals, negOff, neuOff, t); l < best {
			best, bestT = l, t
		}
	}
	return bestT, best
}

// logLoss is the mean negative log-probability of the gold labels of the
// rows of evals, with the offsets added to the logits and then divided by t.
func logLoss(evals []evalSet, negOff, neuOff, t float32) float64 {
	var sum float64
	n := 0
	for _, e := range evals {
		for _, r := range e.rows {
			s := r.s
			s[dataset.Negative] += negOff
			s[dataset.Neutral] += neuOff
			for k := range s {
				s[k] /= t
			}
			model.Softmax(&s)
			sum -= math.Log(max(float64(s[r.label]), 1e-12))
			n++
		}
	}
	return sum / float64(max(n, 1))
}

// leaveOneSourceOutOnTrain is the cross-domain counterpart of
// crossValidate: for every trained set, a model is fitted (without class
// offsets) on the training rows of all the other sets and scores the
// training rows of the set left out, which it never saw; no test row is
// read. It prints the macro-F1 next to VADER's with the configured offsets
// and the offsets that maximise the same objective as crossValidate's, so
// that the offsets can be chosen for sources unlike any trained on.
func leaveOneSourceOutOnTrain(cfg features.Config, lex features.Lexicon, sets []dataset.Set, h hyper, verbose bool) {
	var evals []evalSet
	vader := vaderbaseline.New()
	ex := features.NewExtractor(cfg, lex)
	for i, s := range sets {
		if !h.trainsOn(s) {
			continue
		}
		var groups []group
		for j, o := range sets {
			if j != i && h.trainsOn(o) {
				groups = append(groups, group{name: o.Name, rows: o.Train})
			}
		}
		m := fit("loso", cfg, lex, featurize(cfg, lex, groups, h), h, nil)
		e := evalSet{name: s.Name}
		e.score(m, ex, vader, s.Train)
		evals = append(evals, e)
	}
	report("left-out training", evals, h, verbose)
}
