// Package concernmlp is the nonlinear part of the learned serious-concern
// classifier of package analysis: a fastText-style network over the same
// hashed features as package concernmodel. Each feature has an embedding
// (2^Bits buckets of Dim numbers; a feature's bucket is its low bits);
// a text's embeddings are summed and divided by the square root of their
// number, go through a hidden layer of Hidden ReLU units, and give one
// logit per category (a sigmoid output each, so that a text may have
// several categories).
//
// Training is stochastic gradient descent on the cross-entropy of every
// output, with a learning rate decayed linearly to zero and the examples
// in an order shuffled anew each epoch by a seeded PCG generator. The
// arithmetic is float32 with every product rounded by an explicit
// conversion (so that no compiler fuses it into a multiply-add) and a
// sigmoid of its own (no math.Exp, which some platforms implement in
// assembly), so that the same examples give the same weights, byte for
// byte, on every platform. After training the embeddings are quantised
// to int8 with a scale per bucket.
package concernmlp

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"

	"github.com/feedbackkit/feedbackkit/analysis/internal/concernmodel"
)

// Params are the training hyper-parameters.
type Params struct {
	Categories int     // number of outputs, at most 8
	Bits       int     // log2 of the number of embedding buckets
	Dim        int     // numbers of an embedding
	Hidden     int     // hidden units
	Epochs     int     // passes over the examples
	LR         float32 // initial learning rate, decayed linearly to 0
	Seed       uint64  // seed of the initial weights and of the shuffling
	// Networks is the number of networks of the ensemble (0: 1): the
	// first is initialised and shuffled with Seed, each other with a seed
	// derived from it (concernmodel.RunSeed).
	Networks int
}

// Example is one training text: its features (hashes, repeated for
// repeated features) and the categories it belongs to.
type Example struct {
	Features   []uint32
	Categories []int
}

// Model is a trained ensemble of networks, their embeddings quantised.
type Model struct {
	categories int
	nets       []*network
}

// network is one trained network of a Model.
type network struct {
	bits, dim, hidden int
	mask              uint32
	scale             []float32 // per bucket
	emb               []byte    // bucket*dim int8 numbers
	w1, b1, w2, b2    []float32 // hidden*dim, hidden, categories*hidden, categories
}

// Limits of the parameters.
const (
	minBits, maxBits = 10, 24
	maxDim           = 64
	maxHidden        = 256
	maxCategories    = 8
	maxNetworks      = 16
)

// Categories returns the number of outputs of m.
func (m *Model) Categories() int { return m.categories }

// Networks returns the number of networks of m.
func (m *Model) Networks() int { return len(m.nets) }

// Logits writes the logit of every category for the features fs into out
// (len(out) == m.Categories()): the mean of those of m's networks.
func (m *Model) Logits(fs []uint32, out []float32) {
	m.nets[0].logits(fs, out)
	if len(m.nets) == 1 {
		return
	}
	var lb [maxCategories]float32
	l := lb[:len(out)]
	for _, n := range m.nets[1:] {
		n.logits(fs, l)
		for c, v := range l {
			out[c] += v
		}
	}
	inv := 1 / float32(len(m.nets))
	for c := range out {
		out[c] = float32(out[c] * inv)
	}
}

// logits writes the logit of every category of n for the features fs
// into out.
func (n *network) logits(fs []uint32, out []float32) {
	var xb [maxDim]float32
	var hb [maxHidden]float32
	x, h := xb[:n.dim], hb[:n.hidden]
	n.embed(fs, x)
	normalise(x, len(fs))
	dense(n.w1, n.b1, x, h, true)
	dense(n.w2, n.b2, h, out, false)
}

// embedChunk is the number of the numbers of an embedding that embed sums
// at once, over all the features.
const embedChunk = 8

// embed adds the embeddings of the features fs to x (len(x) == n.dim),
// each number in the order of fs. It sums 16 numbers at a time over all
// the features in SSE2 instructions where there are (embed16, on amd64,
// once touchRows has read the features' rows, so that their cache misses
// overlap), then embedChunk numbers at a time, so that their sums stay in
// registers, and the rest one by one; each sum takes the same steps in
// the same order as a feature at a time would, so the result is the same
// to the bit.
func (n *network) embed(fs []uint32, x []float32) {
	d := len(x)
	j := 0
	if haveEmbed16 && len(fs) > 0 {
		touchRows(&n.emb[0], &n.scale[0], fs, n.mask, d)
		for ; j+16 <= d; j += 16 {
			embed16(&x[j], &n.emb[j], &n.scale[0], fs, n.mask, d)
		}
	}
	for ; j+embedChunk <= d; j += embedChunk {
		xs := (*[embedChunk]float32)(x[j:])
		x0, x1, x2, x3, x4, x5, x6, x7 := xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6], xs[7]
		for _, f := range fs {
			b := int(f & n.mask)
			s := n.scale[b]
			// The eight int8 numbers of the chunk, read at once.
			q := binary.LittleEndian.Uint64(n.emb[b*d+j:])
			x0 += float32(s * float32(int8(q)))
			x1 += float32(s * float32(int8(q>>8)))
			x2 += float32(s * float32(int8(q>>16)))
			x3 += float32(s * float32(int8(q>>24)))
			x4 += float32(s * float32(int8(q>>32)))
			x5 += float32(s * float32(int8(q>>40)))
			x6 += float32(s * float32(int8(q>>48)))
			x7 += float32(s * float32(int8(q>>56)))
		}
		*xs = [embedChunk]float32{x0, x1, x2, x3, x4, x5, x6, x7}
	}
	for ; j < d; j++ {
		for _, f := range fs {
			b := int(f & n.mask)
			x[j] += float32(n.scale[b] * float32(int8(n.emb[b*d+j])))
		}
	}
}

// normalise divides the sum x of n embeddings by sqrt(n).
func normalise(x []float32, n int) {
	if n == 0 {
		return
	}
	s := float32(1 / math.Sqrt(float64(n)))
	for j := range x {
		x[j] = float32(x[j] * s)
	}
}

// dense sets out to w·in + b (w has len(out) rows), through a ReLU if
// relu. It computes four outputs at a time, so that their sums stay in
// registers and each input is read once for the four; each sum takes
// the same steps in the same order as one output at a time would.
func dense(w, b, in, out []float32, relu bool) {
	n := len(in)
	i := 0
	for ; i+4 <= len(out); i += 4 {
		w0, w1, w2, w3 := w[i*n:][:n], w[(i+1)*n:][:n], w[(i+2)*n:][:n], w[(i+3)*n:][:n]
		a0, a1, a2, a3 := b[i], b[i+1], b[i+2], b[i+3]
		for j, v := range in {
			a0 += float32(w0[j] * v)
			a1 += float32(w1[j] * v)
			a2 += float32(w2[j] * v)
			a3 += float32(w3[j] * v)
		}
		if relu {
			a0, a1, a2, a3 = max(a0, 0), max(a1, 0), max(a2, 0), max(a3, 0)
		}
		out[i], out[i+1], out[i+2], out[i+3] = a0, a1, a2, a3
	}
	for ; i < len(out); i++ {
		a := b[i]
		for j, v := range w[i*n:][:n] {
			a += float32(v * in[j])
		}
		if relu {
			a = max(a, 0)
		}
		out[i] = a
	}
}

// sigmoid is the logistic function, computed with float32 arithmetic
// alone: exp(-|z|) as 2^k times a Taylor polynomial of the rest.
func sigmoid(z float32) float32 {
	a := max(min(z, -z), -30)                                // -|z|, e^a below
	k := float32(math.Floor(float64(float32(a * 1.442695)))) // a / ln 2
	r := a - float32(k*0.6931472)
	p := float32(1)
	for n := 8; n >= 1; n-- {
		p = 1 + float32(float32(r*p)/float32(n))
	}
	e := float32(math.Ldexp(float64(p), int(k)))
	if z >= 0 {
		return 1 / (1 + e)
	}
	return e / (1 + e)
}

// Train fits an ensemble of p.Networks networks to the examples, each
// with its own seed (the first p.Seed, the others concernmodel.RunSeed of
// it), trained in parallel.
func Train(examples []Example, p Params) *Model {
	if p.Categories < 1 || p.Categories > maxCategories || p.Bits < minBits || p.Bits > maxBits ||
		p.Dim < 1 || p.Dim > maxDim || p.Hidden < 1 || p.Hidden > maxHidden || p.Networks < 0 || p.Networks > maxNetworks {
		panic(fmt.Sprintf("concernmlp: bad parameters %+v", p))
	}
	return &Model{categories: p.Categories,
		nets: concernmodel.Runs(max(p.Networks, 1), p.Seed, func(seed uint64) *network { return trainNetwork(examples, p, seed) })}
}

// trainNetwork fits one network to the examples, its initial weights
// and shuffles drawn with seed.
func trainNetwork(examples []Example, p Params, seed uint64) *network {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	d, hn, k := p.Dim, p.Hidden, p.Categories
	uniform := func(n int, a float32) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = float32((2*rng.Float32() - 1) * a)
		}
		return v
	}
	emb := uniform(d<<p.Bits, 1/float32(d))
	w1 := uniform(hn*d, float32(math.Sqrt(6/float64(d))))
	w2 := uniform(k*hn, float32(math.Sqrt(6/float64(hn+k))))
	b1, b2 := make([]float32, hn), make([]float32, k)
	mask := uint32(1)<<p.Bits - 1
	x, h, o := make([]float32, d), make([]float32, hn), make([]float32, k)
	gh, gx := make([]float32, hn), make([]float32, d)
	order := make([]int, len(examples))
	for i := range order {
		order[i] = i
	}
	total := float32(p.Epochs * len(examples))
	var step float32
	for range p.Epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, i := range order {
			ex := examples[i]
			lr := float32(p.LR * (1 - step/total))
			step++
			clear(x)
			for _, f := range ex.Features {
				for j, v := range emb[int(f&mask)*d:][:d] {
					x[j] += v
				}
			}
			normalise(x, len(ex.Features))
			dense(w1, b1, x, h, true)
			dense(w2, b2, h, o, false)
			clear(gh)
			for c := range k {
				g := sigmoid(o[c])
				for _, ec := range ex.Categories {
					if ec == c {
						g--
						break
					}
				}
				w := w2[c*hn:][:hn]
				for j := range w {
					gh[j] += float32(g * w[j])
					w[j] -= float32(lr * float32(g*h[j]))
				}
				b2[c] -= float32(lr * g)
			}
			clear(gx)
			for j := range hn {
				if h[j] <= 0 {
					continue
				}
				g := gh[j]
				w := w1[j*d:][:d]
				for t := range w {
					gx[t] += float32(g * w[t])
					w[t] -= float32(lr * float32(g*x[t]))
				}
				b1[j] -= float32(lr * g)
			}
			if len(ex.Features) == 0 {
				continue
			}
			s := float32(lr / float32(math.Sqrt(float64(len(ex.Features)))))
			for _, f := range ex.Features {
				e := emb[int(f&mask)*d:][:d]
				for t := range e {
					e[t] -= float32(s * gx[t])
				}
			}
		}
	}
	m := &network{bits: p.Bits, dim: d, hidden: hn, mask: mask, w1: w1, b1: b1, w2: w2, b2: b2,
		scale: make([]float32, 1<<p.Bits), emb: make([]byte, d<<p.Bits)}
	for b := range m.scale {
		row := emb[b*d:][:d]
		var top float32
		for _, v := range row {
			top = max(top, v, -v)
		}
		if top == 0 {
			continue
		}
		s := top / 127
		m.scale[b] = s
		for t, v := range row {
			m.emb[b*d+t] = byte(int8(math.Round(float64(v / s))))
		}
	}
	return m
}

// magic starts an encoded model.
const magic = "concern-mlp-2\n"

// Encode returns m in the format that Decode reads: the magic line, the
// categories and the number of networks as uvarints, then for each
// network its bits, dimension and hidden units as uvarints, its dense
// layers and scales as little-endian float32 and its embeddings as
// bytes.
func (m *Model) Encode() []byte {
	var buf bytes.Buffer
	buf.WriteString(magic)
	buf.Write(binary.AppendUvarint(nil, uint64(m.categories)))
	buf.Write(binary.AppendUvarint(nil, uint64(len(m.nets))))
	for _, n := range m.nets {
		for _, v := range []int{n.bits, n.dim, n.hidden} {
			buf.Write(binary.AppendUvarint(nil, uint64(v)))
		}
		for _, fs := range n.floats() {
			for _, f := range fs {
				buf.Write(binary.LittleEndian.AppendUint32(nil, math.Float32bits(f)))
			}
		}
		buf.Write(n.emb)
	}
	return buf.Bytes()
}

// floats returns the float32 weights of n in the order of the file.
func (n *network) floats() [][]float32 { return [][]float32{n.w1, n.b1, n.w2, n.b2, n.scale} }

// Decode reads a model written by Encode. The model reads its embeddings
// in data itself, which must not change while the model is in use.
func Decode(data []byte) (*Model, error) {
	rest, ok := bytes.CutPrefix(data, []byte(magic))
	if !ok {
		return nil, errors.New("concernmlp: not a model file")
	}
	r := bytes.NewReader(rest)
	uvarints := func(v []int) error {
		for i := range v {
			u, err := binary.ReadUvarint(r)
			if err != nil || u > 1<<maxBits {
				return errors.New("concernmlp: bad header")
			}
			v[i] = int(u)
		}
		return nil
	}
	var head [2]int
	if err := uvarints(head[:]); err != nil {
		return nil, err
	}
	k, nets := head[0], head[1]
	if k < 1 || k > maxCategories || nets < 1 || nets > maxNetworks {
		return nil, errors.New("concernmlp: bad header")
	}
	m := &Model{categories: k, nets: make([]*network, nets)}
	for i := range m.nets {
		var v [3]int
		if err := uvarints(v[:]); err != nil {
			return nil, err
		}
		bits, d, hn := v[0], v[1], v[2]
		if bits < minBits || bits > maxBits || d < 1 || d > maxDim || hn < 1 || hn > maxHidden {
			return nil, errors.New("concernmlp: bad header")
		}
		// The weights' size is checked before anything is allocated, so
		// that a corrupt header cannot claim gigabytes.
		floats := hn*d + hn + k*hn + k + 1<<bits
		size := 4*floats + d<<bits
		if r.Len() < size {
			return nil, fmt.Errorf("concernmlp: network %d: %d bytes of weights, want %d", i, r.Len(), size)
		}
		// The weights are read where they lie in data, not copied first,
		// and the embeddings, bytes as in memory, are used there: they
		// take no memory of their own, and only the pages of the buckets
		// that texts look up are read in.
		body := rest[len(rest)-r.Len():][:size]
		if _, err := r.Seek(int64(size), io.SeekCurrent); err != nil {
			return nil, err
		}
		n := &network{bits: bits, dim: d, hidden: hn, mask: 1<<bits - 1,
			w1: make([]float32, hn*d), b1: make([]float32, hn), w2: make([]float32, k*hn), b2: make([]float32, k),
			scale: make([]float32, 1<<bits), emb: body[4*floats : size : size]}
		for _, fs := range n.floats() {
			for j := range fs {
				fs[j] = math.Float32frombits(binary.LittleEndian.Uint32(body))
				body = body[4:]
			}
		}
		m.nets[i] = n
	}
	if r.Len() > 0 {
		return nil, fmt.Errorf("concernmlp: %d bytes after the networks", r.Len())
	}
	return m, nil
}
