package main

import (
	"math"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
	"github.com/feedbackkit/feedbackkit/analysis/internal/model"
)

// hyper holds the training hyper-parameters.
type hyper struct {
	Lambda       float64            // L2 penalty on the weights (not the biases)
	ClassBalance float64            // 0: raw class frequencies; 1: classes balanced within each set
	SetBalance   float64            // 0: raw set sizes; 1: every set weighs the same
	MinCount     int                // drop features seen in fewer training texts
	Extra        bool               // train on the extra sets too, not only on the development sets
	Optimizer    string             // "lbfgs" (full-batch, to convergence) or "sgd" (AdaGrad epochs)
	Iters        int                // L-BFGS iterations
	Epochs       int                // SGD passes over the training samples
	LearningRate float64            // SGD AdaGrad base step size
	Seed         uint64             // SGD seed of the shuffling
	NegativeBias float64            // added to the negative intercept after training
	NeutralBias  float64            // added to the neutral intercept after training
	SetWeight    map[string]float64 // extra weight of a set's rows (default 1)
	GlobalReg    float64            // factor on Lambda for global (whole-text) features
}

// trainsOn reports whether the training rows of s are trained on.
func (h hyper) trainsOn(s dataset.Set) bool { return h.Extra || !s.Extra }

// sample is one featurised training text.
type sample struct {
	start, end int // range in the flattened feature arrays
	label      int
	weight     float64
}

// trainSet is a featurised training corpus with compacted feature ids.
type trainSet struct {
	idx     []int32   // compact feature id per entry
	val     []float64 // value per entry
	samples []sample
	buckets []uint32 // compact id -> hash bucket
	global  []bool   // compact id -> whole-text feature
}

// group is the training rows of one data set.
type group struct {
	name string
	rows []dataset.Example
}

// featurize extracts the features of all groups' rows (dropping features
// seen in fewer than minCount texts) and weights the samples (see weigh).
func featurize(cfg features.Config, lex features.Lexicon, groups []group, h hyper) *trainSet {
	ex := features.NewExtractor(cfg, lex)
	// Document frequency of buckets, for MinCount.
	df := map[uint32]int{}
	seen := map[uint32]bool{}
	for _, g := range groups {
		for _, r := range g.rows {
			clear(seen)
			for _, f := range ex.Extract(r.Text) {
				if !seen[f.Index] {
					seen[f.Index] = true
					df[f.Index]++
				}
			}
		}
	}
	ts := &trainSet{}
	compact := map[uint32]int32{}
	for _, g := range groups {
		for _, r := range g.rows {
			start := len(ts.idx)
			for _, f := range ex.Extract(r.Text) {
				if df[f.Index] < h.MinCount {
					continue
				}
				id, ok := compact[f.Index]
				if !ok {
					id = int32(len(ts.buckets))
					compact[f.Index] = id
					ts.buckets = append(ts.buckets, f.Index)
					ts.global = append(ts.global, f.Tok < 0)
				}
				ts.idx = append(ts.idx, id)
				ts.val = append(ts.val, float64(f.Value))
			}
			ts.samples = append(ts.samples, sample{start: start, end: len(ts.idx), label: int(r.Label)})
		}
	}
	weigh(ts, groups, h)
	return ts
}

// weigh sets the weight of every sample of ts (featurised from groups, in
// order): sets are re-weighted towards equal size (h.SetBalance) times their
// extra weight (h.SetWeight), and classes towards balance within each set
// (h.ClassBalance).
func weigh(ts *trainSet, groups []group, h hyper) {
	total := 0
	for _, g := range groups {
		total += len(g.rows)
	}
	k := 0
	for _, g := range groups {
		var counts [model.NumClasses]int
		for _, r := range g.rows {
			counts[r.Label]++
		}
		setW := math.Pow(float64(total)/float64(len(groups)*len(g.rows)), h.SetBalance)
		if w, ok := h.SetWeight[g.name]; ok {
			setW *= w
		}
		for _, r := range g.rows {
			classW := math.Pow(float64(len(g.rows))/float64(model.NumClasses*counts[r.Label]), h.ClassBalance)
			ts.samples[k].weight = setW * classW
			k++
		}
	}
}

// fit trains a multinomial logistic regression on ts with h.Optimizer.
// Both optimisers run on one goroutine and are deterministic: the same data
// and hyper-parameters give the same weights, bit for bit.
func fit(name string, cfg features.Config, lex features.Lexicon, ts *trainSet, h hyper, logf func(int, float64)) *model.Model {
	var x []float64
	if h.Optimizer == "sgd" {
		x = fitSGD(ts, h, logf)
	} else {
		x = fitLBFGS(ts, h, logf)
	}
	const K = model.NumClasses
	m := model.New(name, cfg)
	m.Lexicon = lex
	for id, b := range ts.buckets {
		for c := 0; c < K; c++ {
			m.W[int(b)*K+c] = float32(x[id*K+c])
		}
	}
	nf := len(ts.buckets)
	for c := 0; c < K; c++ {
		m.Bias[c] = float32(x[nf*K+c])
	}
	return m
}

// lbfgsChunks is the number of parts whose gradients fitLBFGS sums
// separately and then adds in order; the shipped local-v1 weights were
// computed with this summation order, so it must not change.
const lbfgsChunks = 4

// lossGrad returns the log-loss of sample s, weighted by weight, under
// the weights x and biases bias, and its gradient with respect to the
// sample's class scores.
func (ts *trainSet) lossGrad(s sample, x, bias []float64, weight float64) (loss float64, d [model.NumClasses]float64) {
	const K = model.NumClasses
	var z [K]float64
	copy(z[:], bias)
	for e := s.start; e < s.end; e++ {
		w := x[int(ts.idx[e])*K:]
		v := ts.val[e]
		z[0] += v * w[0]
		z[1] += v * w[1]
		z[2] += v * w[2]
	}
	mx := max(z[0], z[1], z[2])
	var sum float64
	for c := range z {
		z[c] = math.Exp(z[c] - mx)
		sum += z[c]
	}
	for c := range z {
		d[c] = weight * z[c] / sum
	}
	d[s.label] -= weight
	return -weight * math.Log(z[s.label]/sum), d
}

// fitLBFGS minimises the L2-regularised mean weighted log-loss on ts to
// convergence with L-BFGS (h.Iters iterations at most) and returns the
// weights (nf*K, then the K biases).
func fitLBFGS(ts *trainSet, h hyper, logf func(int, float64)) []float64 {
	const K = model.NumClasses
	nf := len(ts.buckets)
	nParams := nf*K + K
	var wsum float64
	for _, s := range ts.samples {
		wsum += s.weight
	}
	part := make([]float64, nParams)
	obj := func(x, grad []float64) float64 {
		clear(grad)
		var loss float64
		chunk := (len(ts.samples) + lbfgsChunks - 1) / lbfgsChunks
		bias := x[nf*K:]
		for wk := 0; wk < lbfgsChunks; wk++ {
			clear(part)
			var partLoss float64
			lo, hi := min(wk*chunk, len(ts.samples)), min((wk+1)*chunk, len(ts.samples))
			for _, s := range ts.samples[lo:hi] {
				sl, d := ts.lossGrad(s, x, bias, s.weight)
				partLoss += sl
				for e := s.start; e < s.end; e++ {
					gw := part[int(ts.idx[e])*K:]
					v := ts.val[e]
					gw[0] += v * d[0]
					gw[1] += v * d[1]
					gw[2] += v * d[2]
				}
				part[nf*K] += d[0]
				part[nf*K+1] += d[1]
				part[nf*K+2] += d[2]
			}
			loss += partLoss
			axpy(1, part, grad)
		}
		inv := 1 / wsum
		loss *= inv
		scale(inv, grad)
		var reg float64
		for i := 0; i < nf*K; i++ {
			d := x[i]
			l := h.Lambda
			if ts.global[i/K] {
				l *= h.GlobalReg
			}
			reg += l * d * d
			grad[i] += l * d
		}
		return loss + 0.5*reg
	}
	x := make([]float64, nParams)
	minimize(obj, x, h.Iters, 10, logf)
	return x
}

// fitSGD fits the model on ts by stochastic gradient descent with AdaGrad
// step sizes: h.Epochs passes over the samples in an order shuffled with
// h.Seed. Each update also applies the L2 penalty to the weights it touches
// (lighter for whole-text features, see h.GlobalReg). It returns the
// weights (nf*K, then the K biases).
func fitSGD(ts *trainSet, h hyper, logf func(int, float64)) []float64 {
	const K = model.NumClasses
	nf := len(ts.buckets)
	x := make([]float64, nf*K+K) // weights, then the biases
	g2 := make([]float64, len(x))
	for i := range g2 {
		g2[i] = 1e-8
	}
	var wsum float64
	for _, s := range ts.samples {
		wsum += s.weight
	}
	wscale := float64(len(ts.samples)) / wsum // mean sample weight 1
	order := make([]int, len(ts.samples))
	for i := range order {
		order[i] = i
	}
	rng := rand.New(rand.NewPCG(h.Seed, 0x5EED))
	bias := x[nf*K:]
	for epoch := 1; epoch <= h.Epochs; epoch++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		var loss float64
		for _, si := range order {
			s := ts.samples[si]
			sl, d := ts.lossGrad(s, x, bias, s.weight*wscale)
			loss += sl
			for e := s.start; e < s.end; e++ {
				id := int(ts.idx[e])
				l := h.Lambda
				if ts.global[id] {
					l *= h.GlobalReg
				}
				v := ts.val[e]
				for c := 0; c < K; c++ {
					i := id*K + c
					g := v*d[c] + l*x[i]
					g2[i] += g * g
					x[i] -= h.LearningRate * g / math.Sqrt(g2[i])
				}
			}
			for c := 0; c < K; c++ {
				i := nf*K + c
				g2[i] += d[c] * d[c]
				x[i] -= h.LearningRate * d[c] / math.Sqrt(g2[i])
			}
		}
		if logf != nil {
			logf(epoch, loss/float64(len(order)))
		}
	}
	return x
}

// buildLexicon turns VADER's word lexicon and emoji descriptions into the
// model's lexicon: words keyed as the tokenizer normalises them; an emoji's
// valence is the sum of the valences of the words describing it, clipped to
// [-4, 4].
func buildLexicon(cfg features.Config, words map[string]float64, emoji map[string]string) features.Lexicon {
	ex := features.NewExtractor(cfg, nil)
	lex := features.Lexicon{}
	keys := make([]string, 0, len(words))
	for w := range words {
		keys = append(keys, w)
	}
	sort.Strings(keys)
	for _, w := range keys {
		if k, ok := ex.LexiconKey(w); ok {
			if _, dup := lex[k]; !dup {
				lex[k] = float32(words[w])
			}
		}
	}
	keys = keys[:0]
	for e := range emoji {
		keys = append(keys, e)
	}
	sort.Strings(keys)
	for _, e := range keys {
		k, ok := ex.LexiconKey(e)
		if !ok {
			continue
		}
		var v float64
		for _, w := range strings.Fields(emoji[e]) {
			v += words[w]
		}
		if v != 0 {
			lex[k] = float32(max(-4, min(4, v)))
		}
	}
	return lex
}

// classifier returns a function labelling texts with m.
func classifier(m *model.Model) func(string) dataset.Label {
	ex := features.NewExtractor(m.Config, m.Lexicon)
	return func(text string) dataset.Label {
		var s [model.NumClasses]float32
		m.Scores(ex.Extract(text), &s)
		best := 0
		for c := 1; c < model.NumClasses; c++ {
			if s[c] > s[best] {
				best = c
			}
		}
		return dataset.Label(best)
	}
}
