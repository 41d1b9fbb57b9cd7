// Package concernmodel is the learned part of the serious-concern detector
// of package analysis: one linear classifier per category over hashed
// features of a text (its words, word pairs and character n-grams, which
// package analysis extracts), trained as an averaged perceptron, or as
// the mean of several trained on their own shuffles (Params.Runs).
//
// A feature is a 32-bit hash; a model keeps 2^bits buckets of weights
// (Params.Bits) and reads a feature's bucket from its low bits, so that
// the same features serve models of different sizes.
//
// Training uses integers only (updates of ±1, averages in fixed point,
// an order shuffled by a seeded PCG generator), so the same examples give
// the same weights, byte for byte, on every platform and Go version.
package concernmodel

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"

	"golang.org/x/sync/errgroup"
)

// DefaultBits is the log2 of the number of hash buckets of a model whose
// Params.Bits is 0.
const DefaultBits = 17

// MinBits and MaxBits bound the log2 of the number of hash buckets.
const (
	MinBits = 10
	MaxBits = 24
)

// fracBits is the number of fractional bits of the fixed-point weights.
const fracBits = 8

// Example is one training text: its features (bucket indices, repeated
// for repeated features) and the categories it belongs to (indices below
// the model's number of categories; none for a harmless text).
type Example struct {
	Features   []uint32
	Categories []int
}

// Params are the training hyper-parameters.
type Params struct {
	Categories int    // number of categories
	Epochs     int    // passes over the examples
	Seed       uint64 // seed of the shuffling
	// Margin: an example is learned from until its score is beyond
	// Margin (in weight units) on the right side of zero.
	Margin int64
	// PositiveStep is the update size of a category's positive examples
	// (negative examples move the weights by 1).
	PositiveStep int64
	// Bits is the log2 of the number of hash buckets (0: DefaultBits):
	// features that share their low Bits bits share a weight.
	Bits int
	// Runs is the number of averaged perceptrons trained, each on its
	// own shuffles (the first with Seed, the others with seeds drawn
	// from it), whose weights are averaged into the model (0: 1). Their
	// average is still one linear model, as fast as one, but it depends
	// much less on the order of the examples than any of them.
	Runs int
}

// Model holds the averaged weights of one classifier per category, in
// fixed point (fracBits fractional bits).
//
// The weights are held in 16 bits, half the memory of 32 (12 MB instead
// of 24 for the 2^20 buckets of six categories), and the few that do not
// fit (29 of 6.3 million in the embedded model) in wide, their place in
// weights marked with wideMark, so that every weight keeps its value.
type Model struct {
	categories int
	bits       int
	mask       uint32  // 2^bits - 1: a feature's bucket is f & mask
	weights    []int16 // bucket*categories + category
	wide       map[int]int32
	bias       []int32
}

// wideMark marks a weight of Model.weights that Model.wide holds.
const wideMark = math.MinInt16

// newModel returns a model of k categories and 2^bits buckets, all zero.
func newModel(k, bits int) *Model {
	return &Model{categories: k, bits: bits, mask: 1<<bits - 1, weights: make([]int16, k<<bits), wide: map[int]int32{}, bias: make([]int32, k)}
}

// weight returns the weight at i (bucket*categories + category).
func (m *Model) weight(i int) int32 {
	if w := m.weights[i]; w != wideMark {
		return int32(w)
	}
	return m.wide[i]
}

// setWeight sets the weight at i (bucket*categories + category) to v.
func (m *Model) setWeight(i int, v int32) {
	if v > wideMark && v <= math.MaxInt16 {
		m.weights[i] = int16(v)
		delete(m.wide, i)
		return
	}
	m.weights[i] = wideMark
	m.wide[i] = v
}

// bitsOf returns the number of hash bits of p.
func bitsOf(p Params) int {
	if p.Bits == 0 {
		return DefaultBits
	}
	if p.Bits < MinBits || p.Bits > MaxBits {
		panic(fmt.Sprintf("concernmodel: %d hash bits, not between %d and %d", p.Bits, MinBits, MaxBits))
	}
	return p.Bits
}

// Categories returns the number of categories of m.
func (m *Model) Categories() int { return m.categories }

// Scores adds the score of every category for the features fs to scores
// (len(scores) == m.Categories()), in weight units: above zero means the
// category.
func (m *Model) Scores(fs []uint32, scores []float32) {
	var acc [8]int64
	a := acc[:m.categories]
	for c := range a {
		a[c] = int64(m.bias[c])
	}
	for _, f := range fs {
		b := int(f&m.mask) * m.categories
		for c := range a {
			a[c] += int64(m.weight(b + c))
		}
	}
	for c := range a {
		scores[c] += float32(a[c]) / (1 << fracBits)
	}
}

// Score returns the score of category c for the features fs, in weight
// units (the c-th score of Scores, cheaper alone).
func (m *Model) Score(fs []uint32, c int) float32 {
	a := int64(m.bias[c])
	for _, f := range fs {
		a += int64(m.weight(int(f&m.mask)*m.categories + c))
	}
	return float32(a) / (1 << fracBits)
}

// Contribution returns the weight of feature f for category c, in weight
// units.
func (m *Model) Contribution(f uint32, c int) float32 {
	return float32(m.weight(int(f&m.mask)*m.categories+c)) / (1 << fracBits)
}

// Train fits a model to the examples: for each category an averaged
// perceptron with a margin, the examples visited in an order shuffled
// anew each epoch with p.Seed; with p.Runs above 1, the average of the
// weights of p.Runs such perceptrons, each shuffled with its own seed
// (RunSeed), trained in parallel.
func Train(examples []Example, p Params) *Model {
	k := p.Categories
	if k < 1 || k > 8 {
		panic("concernmodel: between 1 and 8 categories")
	}
	bits := bitsOf(p)
	models := Runs(max(p.Runs, 1), p.Seed, func(seed uint64) *Model { return trainRun(examples, p, bits, seed) })
	if len(models) == 1 {
		return models[0]
	}
	// The mean of the runs' fixed-point weights, in integers alone (so
	// the same on every platform).
	m := newModel(k, bits)
	mean := func(i int, of func(*Model, int) int32) int32 {
		var sum int64
		for _, r := range models {
			sum += int64(of(r, i))
		}
		return roundedMean(sum, len(models))
	}
	for i := range m.weights {
		m.setWeight(i, mean(i, (*Model).weight))
	}
	for c := range m.bias {
		m.bias[c] = mean(c, func(r *Model, c int) int32 { return r.bias[c] })
	}
	return m
}

// Runs returns what train returns for each of n runs of a training with
// seed, run r given RunSeed(seed, r), the runs trained in parallel on the
// machine's cores; the results are in the order of the runs, whatever the
// order they end in.
func Runs[T any](n int, seed uint64, train func(seed uint64) T) []T {
	out := make([]T, n)
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for r := range n {
		g.Go(func() error {
			out[r] = train(RunSeed(seed, r))
			return nil
		})
	}
	g.Wait() //nolint:errcheck // the functions return nil
	return out
}

// roundedMean returns sum/n rounded to the nearest integer, halves away
// from zero.
func roundedMean(sum int64, n int) int32 {
	if sum < 0 {
		return int32((sum - int64(n)/2) / int64(n))
	}
	return int32((sum + int64(n)/2) / int64(n))
}

// RunSeed returns the seed of run r of a training with seed: seed itself
// for the first, for the others a SplitMix64 hash of seed and r, so that
// the runs of two nearby seeds share no shuffle.
func RunSeed(seed uint64, r int) uint64 {
	if r == 0 {
		return seed
	}
	z := seed + uint64(r)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// trainRun trains one averaged perceptron per category, of 2^bits
// buckets, on the examples in orders shuffled with seed.
func trainRun(examples []Example, p Params, bits int, seed uint64) *Model {
	k := p.Categories
	mask := uint32(1)<<bits - 1
	w := make([]int64, k<<bits) // current weights
	u := make([]int64, k<<bits) // sum of step number times update, for the average
	b := make([]int64, k)
	ub := make([]int64, k)
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	order := make([]int, len(examples))
	for i := range order {
		order[i] = i
	}
	var step int64 = 1
	for range p.Epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, i := range order {
			ex := examples[i]
			for c := range k {
				y := int64(-1)
				for _, ec := range ex.Categories {
					if ec == c {
						y = 1
					}
				}
				s := b[c]
				for _, f := range ex.Features {
					s += w[int(f&mask)*k+c]
				}
				if y*s > p.Margin {
					continue
				}
				d := y
				if y > 0 {
					d = p.PositiveStep
				}
				b[c] += d
				ub[c] += step * d
				for _, f := range ex.Features {
					w[int(f&mask)*k+c] += d
					u[int(f&mask)*k+c] += step * d
				}
			}
			step++
		}
	}
	// The average of the weights over all steps is w - u/step; in fixed
	// point (w*step - u) << fracBits / step.
	avg := func(w, u int64) int32 {
		v := ((w*step - u) << fracBits) / step
		return int32(max(min(v, 1<<31-1), -1<<31))
	}
	m := newModel(k, bits)
	for i := range w {
		m.setWeight(i, avg(w[i], u[i]))
	}
	for c := range b {
		m.bias[c] = avg(b[c], ub[c])
	}
	return m
}

// magic starts an encoded model.
const magic = "concern-model-1\n"

// Encode returns m in the file format that Decode reads: the magic line,
// the bit count and number of categories, the biases, then for every
// bucket with a non-zero weight the gap from the previous such bucket and
// its weights, all as varints (no compression, so that the bytes depend on
// the weights alone).
func (m *Model) Encode() []byte {
	var buf bytes.Buffer
	buf.WriteString(magic)
	buf.Write(binary.AppendUvarint(nil, uint64(m.bits)))
	buf.Write(binary.AppendUvarint(nil, uint64(m.categories)))
	var tmp []byte
	for _, v := range m.bias {
		tmp = binary.AppendVarint(tmp[:0], int64(v))
		buf.Write(tmp)
	}
	prev := -1
	k := m.categories
	for bucket := range 1 << m.bits {
		ws := m.weights[bucket*k : (bucket+1)*k]
		zero := true
		for _, v := range ws {
			zero = zero && v == 0
		}
		if zero {
			continue
		}
		tmp = binary.AppendUvarint(tmp[:0], uint64(bucket-prev))
		for c := range ws {
			tmp = binary.AppendVarint(tmp, int64(m.weight(bucket*k+c)))
		}
		buf.Write(tmp)
		prev = bucket
	}
	return buf.Bytes()
}

// Decode reads a model written by Encode.
func Decode(data []byte) (*Model, error) {
	rest, ok := bytes.CutPrefix(data, []byte(magic))
	if !ok {
		return nil, errors.New("concernmodel: not a model file")
	}
	r := bytes.NewReader(rest)
	bits, err := binary.ReadUvarint(r)
	if err != nil || bits < MinBits || bits > MaxBits {
		return nil, fmt.Errorf("concernmodel: %d hash bits, not between %d and %d", bits, MinBits, MaxBits)
	}
	k, err := binary.ReadUvarint(r)
	if err != nil || k < 1 || k > 8 {
		return nil, errors.New("concernmodel: bad number of categories")
	}
	m := newModel(int(k), int(bits))
	buckets := 1 << bits
	for c := range m.bias {
		v, err := binary.ReadVarint(r)
		if err != nil {
			return nil, fmt.Errorf("concernmodel: bias: %w", err)
		}
		m.bias[c] = int32(v)
	}
	bucket := -1
	for r.Len() > 0 {
		gap, err := binary.ReadUvarint(r)
		if err != nil || gap == 0 || gap > uint64(buckets) || bucket+int(gap) >= buckets {
			return nil, errors.New("concernmodel: bad bucket")
		}
		bucket += int(gap)
		for c := range m.categories {
			v, err := binary.ReadVarint(r)
			if err != nil {
				return nil, fmt.Errorf("concernmodel: weights: %w", err)
			}
			if v < math.MinInt32 || v > math.MaxInt32 {
				return nil, errors.New("concernmodel: weight out of range")
			}
			m.setWeight(bucket*m.categories+c, int32(v))
		}
	}
	return m, nil
}
