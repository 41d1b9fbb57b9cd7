package main

import (
	"log"
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
	Ensemble     int                // number of SGD fits (seeds Seed, Seed+1, ...) averaged into one model
	NegativeBias float64            // added to the negative intercept after training
	NeutralBias  float64            // added to the neutral intercept after training
	SetWeight    map[string]float64 // extra weight of a set's rows (default 1)
	GlobalReg    float64            // factor on Lambda for global (whole-text) features
	Hidden       int                // width of the hidden layer (0: linear model; needs sgd)
	EmbedBits    int                // log2 of the number of embedding rows
	DeepLR       float64            // AdaGrad base step size of the hidden layer's parameters
	DeepLambda   float64            // L2 penalty on the embeddings an update touches
	Temperature  float64            // stored in the model: divides the scores before the softmax
}

// trainsOn reports whether the training rows of s are trained on.
func (h hyper) trainsOn(s dataset.Set) bool { return !s.Eval && (h.Extra || !s.Extra) }

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
	deep    []int32   // compact embedding row per entry, -1 if the feature is not deep
	samples []sample
	buckets []uint32 // compact id -> hash bucket
	global  []bool   // compact id -> whole-text feature
	rows    []uint32 // compact embedding row -> embedding row
}

// group is the training rows of one data set.
type group struct {
	name string
	rows []dataset.Example
}

// featurize extracts the features of all groups' rows (dropping features
// seen in fewer than minCount texts) and weights the samples (see weigh).
func featurize(cfg features.Config, lex features.Lexicon, groups []group, h hyper) *trainSet {
	rowMask := uint32(1)<<h.EmbedBits - 1
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
	compactRow := map[uint32]int32{}
	deepBuckets := map[uint32]bool{}
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
				r := int32(-1)
				if h.Hidden > 0 && f.Deep() {
					deepBuckets[f.Index] = true
					var ok bool
					if r, ok = compactRow[f.Index&rowMask]; !ok {
						r = int32(len(ts.rows))
						compactRow[f.Index&rowMask] = r
						ts.rows = append(ts.rows, f.Index&rowMask)
					}
				}
				ts.deep = append(ts.deep, r)
			}
			ts.samples = append(ts.samples, sample{start: start, end: len(ts.idx), label: int(r.Label)})
		}
	}
	if n := len(deepBuckets) - len(ts.rows); n > 0 {
		log.Printf("hash collisions: the deep features take %d embedding rows fewer than their number; a larger -embed-bits would separate them", n)
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

// fit trains the model on ts with h.Optimizer: a multinomial logistic
// regression, plus a hidden layer when h.Hidden > 0 (sgd only). With sgd,
// it fits h.Ensemble models with the seeds h.Seed, h.Seed+1, ... and
// returns their average, which is itself one model of the same form: its
// linear weights and biases are the means, and its hidden layer is theirs
// side by side (h.Hidden units per fit) with the output weights divided by
// h.Ensemble, so that its scores are the mean of the fits' scores.
// Averaging the fits removes most of the variance that the training order
// gives a single fit. Both optimisers run on one goroutine and are
// deterministic: the same data and hyper-parameters give the same weights,
// bit for bit.
func fit(name string, cfg features.Config, lex features.Lexicon, ts *trainSet, h hyper, logf func(int, float64)) *model.Model {
	var fits []params
	if h.Optimizer == "sgd" {
		for i := range h.Ensemble {
			hi := h
			hi.Seed = h.Seed + uint64(i)
			fits = append(fits, fitSGD(ts, hi, logf))
		}
	} else {
		fits = []params{{x: fitLBFGS(ts, h, logf)}}
	}
	const K = model.NumClasses
	n := len(fits)
	m := model.New(name, cfg)
	m.Lexicon = lex
	m.Temperature = float32(h.Temperature)
	if H := h.Hidden; H > 0 {
		m.AddHidden(n*H, uint8(h.EmbedBits))
		for i, p := range fits {
			for j := range H {
				u := i*H + j // the unit's index in the combined layer
				m.C[u] = float32(p.c[j])
				for k := range K {
					m.U[k*n*H+u] = float32(p.u[k*H+j] / float64(n))
				}
			}
		}
		v := make([]float32, n*H)
		for r, row := range ts.rows {
			for i, p := range fits {
				for j := range H {
					v[i*H+j] = float32(p.e[r*H+j])
				}
			}
			m.SetEmbedding(int(row), v)
		}
	}
	x := make([]float64, len(fits[0].x))
	for _, p := range fits {
		axpy(1/float64(n), p.x, x)
	}
	w := make([]float32, m.NumWeights())
	for id, b := range ts.buckets {
		for c := 0; c < K; c++ {
			w[int(b)*K+c] = float32(x[id*K+c])
		}
	}
	m.SetWeights(w)
	nf := len(ts.buckets)
	for c := 0; c < K; c++ {
		m.Bias[c] = float32(x[nf*K+c])
	}
	return m
}

// lbfgsChunks is the number of parts whose gradients fitLBFGS sums
// separately and then adds in order; the local-v1 weights were computed
// with this summation order, so it must not change.
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

// params is a fitted model in compact ids.
type params struct {
	x    []float64 // linear weights (nf*K), then the K biases
	e    []float64 // embeddings, Hidden per compact row
	c, u []float64 // hidden biases; output weights, K rows of Hidden
}

// fitSGD fits the model on ts by stochastic gradient descent with AdaGrad
// step sizes: h.Epochs passes over the samples in an order shuffled with
// h.Seed. Each update also applies the L2 penalty to the weights it touches
// (lighter for whole-text features, see h.GlobalReg). With h.Hidden > 0 it
// fits the hidden layer too: the embeddings start at zero and the output
// weights at small values drawn with h.Seed; the deep parameters take steps
// of h.DeepLR and their own penalty h.DeepLambda.
func fitSGD(ts *trainSet, h hyper, logf func(int, float64)) params {
	const K = model.NumClasses
	H := h.Hidden
	nf := len(ts.buckets)
	p := params{x: make([]float64, nf*K+K), e: make([]float64, len(ts.rows)*H), c: make([]float64, H), u: make([]float64, K*H)}
	// AdaGrad's sums of squared gradients.
	g2 := params{x: make([]float64, len(p.x)), e: make([]float64, len(p.e)), c: make([]float64, H), u: make([]float64, K*H)}
	for _, v := range [][]float64{g2.x, g2.e, g2.c, g2.u} {
		for i := range v {
			v[i] = 1e-8
		}
	}
	step := func(w, acc []float64, i int, g, lr float64) {
		acc[i] += g * g
		w[i] -= lr * g / math.Sqrt(acc[i])
	}
	rng := rand.New(rand.NewPCG(h.Seed, 0x5EED))
	for i := range p.u {
		p.u[i] = (2*rng.Float64() - 1) / math.Sqrt(float64(H))
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
	bias := p.x[nf*K:]
	for epoch := 1; epoch <= h.Epochs; epoch++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		var loss float64
		for _, si := range order {
			s := ts.samples[si]
			// Forward through the hidden layer; its output joins the biases.
			var a, hid, da [model.MaxHidden]float64
			var zb [K]float64
			copy(zb[:], bias)
			if H > 0 {
				copy(a[:H], p.c)
				for e := s.start; e < s.end; e++ {
					if r := ts.deep[e]; r >= 0 {
						v := ts.val[e]
						for j, w := range p.e[int(r)*H : int(r+1)*H] {
							a[j] += v * w
						}
					}
				}
				for j := range H {
					hid[j] = math.Tanh(a[j])
					for k := range K {
						zb[k] += p.u[k*H+j] * hid[j]
					}
				}
			}
			sl, d := ts.lossGrad(s, p.x, zb[:], s.weight*wscale)
			loss += sl
			// Backward: the hidden layer first, with the output weights
			// that produced the scores.
			for j := range H {
				var g float64
				for k := range K {
					g += p.u[k*H+j] * d[k]
				}
				da[j] = g * (1 - hid[j]*hid[j])
			}
			for j := range H {
				for k := range K {
					step(p.u, g2.u, k*H+j, d[k]*hid[j], h.DeepLR)
				}
				step(p.c, g2.c, j, da[j], h.DeepLR)
			}
			for e := s.start; e < s.end; e++ {
				id := int(ts.idx[e])
				l := h.Lambda
				if ts.global[id] {
					l *= h.GlobalReg
				}
				v := ts.val[e]
				for c := 0; c < K; c++ {
					i := id*K + c
					step(p.x, g2.x, i, v*d[c]+l*p.x[i], h.LearningRate)
				}
				if r := int(ts.deep[e]); r >= 0 && H > 0 {
					for j := range H {
						i := r*H + j
						step(p.e, g2.e, i, v*da[j]+h.DeepLambda*p.e[i], h.DeepLR)
					}
				}
			}
			for c := 0; c < K; c++ {
				step(p.x, g2.x, nf*K+c, d[c], h.LearningRate)
			}
		}
		if logf != nil {
			logf(epoch, loss/float64(len(order)))
		}
	}
	return p
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
