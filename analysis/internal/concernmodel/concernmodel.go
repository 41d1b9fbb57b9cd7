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

	"github.com/feedbackkit/feedbackkit/analysis/internal/buckets"
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
// It keeps the weights of the buckets that have one that is not zero
// (buckets; 629,000 of the 2^20 buckets of the embedded model), a row of
// one weight per category for each, in the order of the buckets: 7.8 MB
// for the embedded model's six categories, where a table of every bucket
// takes 12. The weights are held in 16 bits, and the few that do not fit
// (30 of 3.8 million in the embedded model) in wide, their place in
// weights marked with wideMark, so that every weight keeps its value.
type Model struct {
	categories int
	bits       int
	mask       uint32       // 2^bits - 1: a feature's bucket is f & mask
	buckets    *buckets.Set // the buckets with a row of weights
	weights    []int16      // the rows, by the rank of their bucket: rank*categories + category
	wide       map[int]int32
	bias       []int32
}

// wideMark marks a weight of Model.weights that Model.wide holds.
const wideMark = math.MinInt16

// newModel returns a model of k categories and 2^bits buckets, with room
// for the rows of n buckets (addRow) and all its weights zero.
func newModel(k, bits, n int) *Model {
	return &Model{categories: k, bits: bits, mask: 1<<bits - 1, buckets: buckets.New(1 << bits),
		weights: make([]int16, 0, n*k), wide: map[int]int32{}, bias: make([]int32, k)}
}

// addRow adds ws, the weights of bucket b (one per category), to m; b is
// above the buckets of the rows added before.
func (m *Model) addRow(b int, ws []int32) {
	m.buckets.Add(b)
	for _, v := range ws {
		if v > wideMark && v <= math.MaxInt16 {
			m.weights = append(m.weights, int16(v))
			continue
		}
		m.wide[len(m.weights)] = v
		m.weights = append(m.weights, wideMark)
	}
}

// fromDense returns a model of k categories and 2^bits buckets with the
// weights w (bucket*k + category) and the biases bias.
func fromDense(k, bits int, w, bias []int32) *Model {
	n := 0
	for b := range 1 << bits {
		if !allZero(w[b*k : (b+1)*k]) {
			n++
		}
	}
	m := newModel(k, bits, n)
	for b := range 1 << bits {
		if row := w[b*k : (b+1)*k]; !allZero(row) {
			m.addRow(b, row)
		}
	}
	copy(m.bias, bias)
	return m
}

// allZero reports whether every weight of ws is zero.
func allZero(ws []int32) bool {
	for _, v := range ws {
		if v != 0 {
			return false
		}
	}
	return true
}

// row returns the index in m.weights of the row of the bucket of feature
// f, and false if it has none (its weights are zero).
func (m *Model) row(f uint32) (int, bool) {
	r, ok := m.buckets.Rank(f & m.mask)
	return r * m.categories, ok
}

// at returns the weight at index i of m.weights.
func (m *Model) at(i int) int32 {
	if w := m.weights[i]; w != wideMark {
		return int32(w)
	}
	return m.wide[i]
}

// weight returns the weight at i (bucket*categories + category), as
// one table of every bucket would hold it.
func (m *Model) weight(i int) int32 {
	return m.weightOf(uint32(i/m.categories), i%m.categories)
}

// weightOf returns the weight of category c for feature f.
func (m *Model) weightOf(f uint32, c int) int32 {
	i, ok := m.row(f)
	if !ok {
		return 0
	}
	return m.at(i + c)
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
		i, ok := m.row(f)
		if !ok {
			continue
		}
		for c := range a {
			a[c] += int64(m.at(i + c))
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
		if i, ok := m.row(f); ok {
			a += int64(m.at(i + c))
		}
	}
	return float32(a) / (1 << fracBits)
}

// Contribution returns the weight of feature f for category c, in weight
// units.
func (m *Model) Contribution(f uint32, c int) float32 {
	return float32(m.weightOf(f, c)) / (1 << fracBits)
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
	mean := func(i int, of func(*Model, int) int32) int32 {
		var sum int64
		for _, r := range models {
			sum += int64(of(r, i))
		}
		return roundedMean(sum, len(models))
	}
	w, bias := make([]int32, k<<bits), make([]int32, k)
	for i := range w {
		w[i] = mean(i, (*Model).weight)
	}
	for c := range bias {
		bias[c] = mean(c, func(r *Model, c int) int32 { return r.bias[c] })
	}
	return fromDense(k, bits, w, bias)
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
	weights, bias := make([]int32, k<<bits), make([]int32, k)
	for i := range w {
		weights[i] = avg(w[i], u[i])
	}
	for c := range b {
		bias[c] = avg(b[c], ub[c])
	}
	return fromDense(k, bits, weights, bias)
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
	for b, r := range m.buckets.All() {
		tmp = binary.AppendUvarint(tmp[:0], uint64(b-prev))
		for c := range m.categories {
			tmp = binary.AppendVarint(tmp, int64(m.at(r*m.categories+c)))
		}
		buf.Write(tmp)
		prev = b
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
	bias := make([]int32, k)
	for c := range bias {
		v, err := binary.ReadVarint(r)
		if err != nil {
			return nil, fmt.Errorf("concernmodel: bias: %w", err)
		}
		bias[c] = int32(v)
	}
	// The rows are read twice: counted, so that the weights take no more
	// memory than they need, then kept.
	body := rest[len(rest)-r.Len():]
	n := 0
	if err := readRows(body, int(bits), int(k), func(int, []int32) { n++ }); err != nil {
		return nil, err
	}
	m := newModel(int(k), int(bits), n)
	copy(m.bias, bias)
	readRows(body, int(bits), int(k), m.addRow) //nolint:errcheck // read once already
	return m, nil
}

// readRows reads the rows of a model of k categories and 2^bits buckets
// in data, the end of a file that Encode wrote, and calls row with each
// that holds a weight that is not zero: its bucket and its weights.
func readRows(data []byte, bits, k int, row func(b int, ws []int32)) error {
	r := bytes.NewReader(data)
	ws := make([]int32, k)
	bucket := -1
	for r.Len() > 0 {
		gap, err := binary.ReadUvarint(r)
		if err != nil || gap == 0 || gap > 1<<bits || bucket+int(gap) >= 1<<bits {
			return errors.New("concernmodel: bad bucket")
		}
		bucket += int(gap)
		for c := range ws {
			v, err := binary.ReadVarint(r)
			if err != nil {
				return fmt.Errorf("concernmodel: weights: %w", err)
			}
			if v < math.MinInt32 || v > math.MaxInt32 {
				return errors.New("concernmodel: weight out of range")
			}
			ws[c] = int32(v)
		}
		if !allZero(ws) {
			row(bucket, ws)
		}
	}
	return nil
}
