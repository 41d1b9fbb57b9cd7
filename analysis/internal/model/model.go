// Package model holds the sentiment model: its weights, how it scores a
// feature vector, how it attributes a decision to the features, and its
// compact binary file format.
//
// The model is "wide and deep": a multinomial logistic regression over all
// hashed features (the wide part) plus, optionally, one tanh hidden layer
// fed by the embeddings of the deep features (see features.Feature.Deep;
// fastText-style, each hashed feature maps to a dense vector, and the
// vectors are summed weighted by the feature values), whose units add to
// the class scores through output weights.
package model

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"

	"github.com/feedbackkit/feedbackkit/analysis/internal/buckets"
	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
)

// NumClasses is the number of sentiment classes: negative, neutral, positive.
const NumClasses = 3

// MaxHidden bounds the width of the hidden layer.
const MaxHidden = 64

// Model is a multinomial logistic regression over hashed features, with an
// optional hidden layer over the embeddings of the deep features (see
// features.Feature.Deep).
type Model struct {
	// Name identifies the model version, e.g. "local-v3".
	Name string
	// Config is the feature configuration the model was trained with.
	Config features.Config
	// Bias holds the per-class intercepts.
	Bias [NumClasses]float32
	// buckets are the hash buckets with a linear weight that is not zero,
	// and w their weights, NumClasses per bucket in the order of the
	// buckets (rank*NumClasses + class), quantised: a weight is its w
	// entry times WScale (see SetWeights). The embedded model has such
	// weights in 335,000 of its 2^20 buckets: 2 MB, where a table of
	// every bucket took 6.
	buckets *buckets.Set
	w       []int16
	WScale  float32
	// Lexicon holds the prior valences used by the lexicon features.
	Lexicon features.Lexicon
	// Temperature divides the scores before the softmax in Probabilities,
	// which calibrates the probabilities; it does not change the decision.
	Temperature float32
	// Hidden is the width of the hidden layer; 0 for a linear model.
	Hidden int
	// EmbedBits is the log2 of the number of embedding rows: a deep
	// feature in hash bucket b uses row b mod 2^EmbedBits.
	EmbedBits uint8
	// E holds the embeddings, Hidden int8 values per row, each row scaled
	// by its ES entry (0 for a row no training text used).
	E  []int8
	ES []float32
	// C holds the hidden units' biases and U their output weights,
	// NumClasses rows of Hidden.
	C, U []float32
}

// New returns a zero linear model for cfg.
func New(name string, cfg features.Config) *Model {
	return newModel(name, cfg, 0)
}

// newModel returns a zero linear model for cfg with room for the rows of
// n buckets (addRow).
func newModel(name string, cfg features.Config, n int) *Model {
	m := &Model{Name: name, Config: cfg, WScale: 1, Temperature: 1}
	m.setRows(n)
	return m
}

// NumWeights returns the number of linear weights of m, NumClasses per
// hash bucket: the length of the argument of SetWeights.
func (m *Model) NumWeights() int { return NumClasses << m.Config.Bits }

// Weight returns the linear weight at i (bucket*NumClasses + class).
func (m *Model) Weight(i int) float32 {
	r, ok := m.buckets.Rank(uint32(i / NumClasses))
	if !ok {
		return 0
	}
	return float32(m.row(r)[i%NumClasses]) * m.WScale
}

// SetWeights stores the linear weights w (NumClasses per hash bucket,
// NumWeights in all) quantised to int16 with one scale, the largest
// magnitude over 32767.
func (m *Model) SetWeights(w []float32) {
	var maxAbs float32
	for _, v := range w {
		maxAbs = max(maxAbs, float32(math.Abs(float64(v))))
	}
	m.WScale = maxAbs / 32767
	if m.WScale == 0 {
		m.WScale = 1
	}
	q := make([]int16, len(w))
	for i, v := range w {
		q[i] = int16(math.Round(float64(v / m.WScale)))
	}
	n := 0
	for b := 0; b < len(q); b += NumClasses {
		if !zeroRow(q[b:]) {
			n++
		}
	}
	m.setRows(n)
	for b := 0; b < len(q); b += NumClasses {
		if !zeroRow(q[b:]) {
			m.addRow(b/NumClasses, q[b:])
		}
	}
}

// setRows empties the linear weights of m and makes room for the rows of
// n buckets (addRow).
func (m *Model) setRows(n int) {
	m.buckets = buckets.New(1 << m.Config.Bits)
	m.w = make([]int16, 0, n*NumClasses)
}

// addRow adds the weights q[:NumClasses] of bucket b, above the buckets
// of the rows added before.
func (m *Model) addRow(b int, q []int16) {
	m.buckets.Add(b)
	m.w = append(m.w, q[:NumClasses]...)
}

// zeroRow reports whether the weights q[:NumClasses] of a bucket are all
// zero.
func zeroRow(q []int16) bool { return q[0] == 0 && q[1] == 0 && q[2] == 0 }

// row returns the weights of the bucket of rank r.
func (m *Model) row(r int) *[NumClasses]int16 {
	return (*[NumClasses]int16)(m.w[r*NumClasses:])
}

// AddHidden gives m a zero hidden layer of the given width (at most
// MaxHidden) over 2^embedBits embedding rows.
func (m *Model) AddHidden(hidden int, embedBits uint8) {
	m.Hidden, m.EmbedBits = hidden, embedBits
	m.E = make([]int8, hidden<<embedBits)
	m.ES = make([]float32, 1<<embedBits)
	m.C = make([]float32, hidden)
	m.U = make([]float32, NumClasses*hidden)
}

// SetEmbedding stores v (Hidden values) as embedding row r, quantised to
// int8 with a scale of its own.
func (m *Model) SetEmbedding(r int, v []float32) {
	var maxAbs float32
	for _, x := range v {
		maxAbs = max(maxAbs, float32(math.Abs(float64(x))))
	}
	row := m.E[r*m.Hidden : (r+1)*m.Hidden]
	if maxAbs == 0 {
		m.ES[r] = 0
		clear(row)
		return
	}
	m.ES[r] = maxAbs / 127
	for j, x := range v {
		row[j] = int8(math.Round(float64(x / m.ES[r])))
	}
}

// Scores writes the per-class scores (logits) of a feature vector to out.
func (m *Model) Scores(fs []features.Feature, out *[NumClasses]float32) {
	var s0, s1, s2 float32
	for _, f := range fs {
		r, ok := m.buckets.Rank(f.Index) // false for a bucket without weights
		if !ok {
			continue
		}
		w := m.row(r)
		s0 += f.Value * float32(w[0])
		s1 += f.Value * float32(w[1])
		s2 += f.Value * float32(w[2])
	}
	out[0], out[1], out[2] = m.Bias[0]+m.WScale*s0, m.Bias[1]+m.WScale*s1, m.Bias[2]+m.WScale*s2
	if m.Hidden == 0 {
		return
	}
	var a, h [MaxHidden]float32
	m.activate(fs, &a, &h)
	m.addHidden(&h, out)
}

// addHidden adds the output of the hidden units h to the scores out.
func (m *Model) addHidden(h *[MaxHidden]float32, out *[NumClasses]float32) {
	H := m.Hidden
	for k := range out {
		u := m.U[k*H : (k+1)*H]
		var s float32
		for j, x := range h[:H] {
			s += u[j] * x
		}
		out[k] += s
	}
}

// activate writes the hidden layer's pre-activations (without the biases
// C) and activations for fs to a and h.
func (m *Model) activate(fs []features.Feature, a, h *[MaxHidden]float32) {
	H := m.Hidden
	mask := uint32(1)<<m.EmbedBits - 1
	acc := a[:H]
	for _, f := range fs {
		if !f.Deep() {
			continue
		}
		r := int(f.Index & mask)
		s := m.ES[r] * f.Value
		if s == 0 {
			continue
		}
		for j, e := range m.E[r*H : (r+1)*H] {
			acc[j] += s * float32(e)
		}
	}
	for j := range acc {
		h[j] = float32(math.Tanh(float64(acc[j] + m.C[j])))
	}
}

// Explain writes the scores of fs to out, as Scores does, and to
// contrib[i][k] (contrib has len(fs) elements at least) the contribution of
// fs[i] to the margin of class k: the class's score minus the mean score of
// the other classes. A feature's contribution through the linear part is
// its value times its margin weight; through the hidden layer, the change
// of each unit from its value without any feature (the tanh of its bias) is
// shared among the features in proportion to their part of the unit's
// input (the rescale rule of DeepLIFT). The contributions to a class's
// margin add up to that margin minus the margin of a text without
// features.
func (m *Model) Explain(fs []features.Feature, out *[NumClasses]float32, contrib [][NumClasses]float32) {
	var s0, s1, s2 float32
	sc := m.WScale
	for i, f := range fs {
		contrib[i] = [NumClasses]float32{}
		r, ok := m.buckets.Rank(f.Index)
		if !ok {
			continue
		}
		w := m.row(r)
		w0, w1, w2 := f.Value*float32(w[0]), f.Value*float32(w[1]), f.Value*float32(w[2])
		s0, s1, s2 = s0+w0, s1+w1, s2+w2
		mean := (w0 + w1 + w2) / 2
		contrib[i] = [NumClasses]float32{sc * (1.5*w0 - mean), sc * (1.5*w1 - mean), sc * (1.5*w2 - mean)}
	}
	*out = [NumClasses]float32{m.Bias[0] + sc*s0, m.Bias[1] + sc*s1, m.Bias[2] + sc*s2}
	if m.Hidden == 0 {
		return
	}
	H := m.Hidden
	var a, h [MaxHidden]float32
	var mult [NumClasses][MaxHidden]float32
	m.activate(fs, &a, &h)
	m.addHidden(&h, out)
	for j := range H {
		h0 := float32(math.Tanh(float64(m.C[j])))
		slope := 1 - h0*h0 // the derivative, where the input does not move the unit
		if math.Abs(float64(a[j])) > 1e-6 {
			slope = (h[j] - h0) / a[j]
		}
		mean := (m.U[j] + m.U[H+j] + m.U[2*H+j]) / 2
		for k := range NumClasses {
			// The margin weight of unit j times its change per unit of input.
			mult[k][j] = (1.5*m.U[k*H+j] - mean) * slope
		}
	}
	mask := uint32(1)<<m.EmbedBits - 1
	for i, f := range fs {
		if !f.Deep() {
			continue
		}
		r := int(f.Index & mask)
		s := m.ES[r] * f.Value
		if s == 0 {
			continue
		}
		e := m.E[r*H : (r+1)*H]
		for k := range NumClasses {
			var d float32
			for j, x := range e {
				d += float32(x) * mult[k][j]
			}
			contrib[i][k] += s * d
		}
	}
}

// Probabilities turns the scores of m into calibrated probabilities in
// place: the scores are divided by m.Temperature, then softmaxed.
func (m *Model) Probabilities(s *[NumClasses]float32) {
	if t := m.Temperature; t != 1 && t > 0 {
		for i := range s {
			s[i] /= t
		}
	}
	Softmax(s)
}

// Softmax turns logits into probabilities in place.
func Softmax(s *[NumClasses]float32) {
	mx := max(s[0], s[1], s[2])
	var sum float64
	var e [NumClasses]float64
	for i := range s {
		e[i] = math.Exp(float64(s[i] - mx))
		sum += e[i]
	}
	for i := range s {
		s[i] = float32(e[i] / sum)
	}
}

// The file formats: version 1 holds a linear model, version 2 adds the
// temperature and the hidden layer.
const (
	magicV1 = "FKSENT\x01\n"
	magicV2 = "FKSENT\x02\n"
)

// Encode writes the model in its compact format (version 2): a gzip stream
// holding a header, the biases, the non-zero buckets as delta-coded indices
// with int16-quantised weights, the lexicon, the temperature, and the
// hidden layer with its non-zero embedding rows (delta-coded, int8 with a
// scale per row).
func (m *Model) Encode(w io.Writer) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(zw)
	bw.WriteString(magicV2)
	writeString(bw, m.Name)
	c := m.Config
	bw.Write([]byte{c.Bits, c.CharMin, c.CharMax, b2u(c.Bigrams), c.NegScope, b2u(c.ButClause), b2u(c.NegChars), b2u(c.Lexicon)})
	writeF32(bw, c.CharWeight)
	writeF32(bw, c.WordNorm)
	for _, b := range m.Bias {
		writeF32(bw, b)
	}
	writeF32(bw, m.WScale)
	var tmp [binary.MaxVarintLen64]byte
	bw.Write(tmp[:binary.PutUvarint(tmp[:], uint64(m.buckets.Len()))])
	prev := -1
	for b, r := range m.buckets.All() {
		bw.Write(tmp[:binary.PutUvarint(tmp[:], uint64(b-prev))])
		prev = b
		for _, q := range m.w[r*NumClasses : (r+1)*NumClasses] {
			bw.Write([]byte{byte(q), byte(uint16(q) >> 8)})
		}
	}
	// The lexicon: keys ascending, valences quantised to 1/32.
	keys := make([]uint32, 0, len(m.Lexicon))
	for k := range m.Lexicon {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	bw.Write(tmp[:binary.PutUvarint(tmp[:], uint64(len(keys)))])
	var kb [4]byte
	for _, k := range keys {
		binary.LittleEndian.PutUint32(kb[:], k)
		bw.Write(kb[:])
		q := int16(math.Round(float64(m.Lexicon[k] * 32)))
		bw.Write([]byte{byte(q), byte(uint16(q) >> 8)})
	}
	writeF32(bw, m.Temperature)
	bw.Write(tmp[:binary.PutUvarint(tmp[:], uint64(m.Hidden))])
	if m.Hidden > 0 {
		bw.WriteByte(m.EmbedBits)
		for _, v := range m.C {
			writeF32(bw, v)
		}
		for _, v := range m.U {
			writeF32(bw, v)
		}
		rows := 0
		for _, sc := range m.ES {
			if sc != 0 {
				rows++
			}
		}
		bw.Write(tmp[:binary.PutUvarint(tmp[:], uint64(rows))])
		prev := -1
		for r, sc := range m.ES {
			if sc == 0 {
				continue
			}
			bw.Write(tmp[:binary.PutUvarint(tmp[:], uint64(r-prev))])
			prev = r
			writeF32(bw, sc)
			for _, e := range m.E[r*m.Hidden : (r+1)*m.Hidden] {
				bw.WriteByte(byte(e))
			}
		}
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return zw.Close()
}

// Decode reads a model written by Encode.
func Decode(r io.Reader) (*Model, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("model: %w", err)
	}
	br := bufio.NewReader(zr)
	head := make([]byte, len(magicV2))
	if _, err := io.ReadFull(br, head); err != nil || (string(head) != magicV1 && string(head) != magicV2) {
		return nil, errors.New("model: not a sentiment model file")
	}
	name, err := readString(br)
	if err != nil {
		return nil, err
	}
	var cb [8]byte
	if _, err := io.ReadFull(br, cb[:]); err != nil {
		return nil, fmt.Errorf("model: %w", err)
	}
	cfg := features.Config{Bits: cb[0], CharMin: cb[1], CharMax: cb[2], Bigrams: cb[3] != 0, NegScope: cb[4], ButClause: cb[5] != 0, NegChars: cb[6] != 0, Lexicon: cb[7] != 0}
	if cfg.Bits < 8 || cfg.Bits > 24 {
		return nil, fmt.Errorf("model: bad hash size 2^%d", cfg.Bits)
	}
	var fl [6]float32
	for i := range fl {
		if fl[i], err = readF32(br); err != nil {
			return nil, err
		}
	}
	cfg.CharWeight, cfg.WordNorm = fl[0], fl[1]
	nnz, err := binary.ReadUvarint(br)
	if err != nil {
		return nil, fmt.Errorf("model: %w", err)
	}
	nb := uint64(1) << cfg.Bits
	if nnz > nb {
		return nil, errors.New("model: corrupt bucket count")
	}
	m := newModel(name, cfg, int(nnz))
	m.Bias = [NumClasses]float32{fl[2], fl[3], fl[4]}
	m.WScale = fl[5]
	b := uint64(0)
	var q [2 * NumClasses]byte
	var row [NumClasses]int16
	for k := uint64(0); k < nnz; k++ {
		d, err := binary.ReadUvarint(br)
		if err != nil {
			return nil, fmt.Errorf("model: %w", err)
		}
		if k == 0 {
			b = d - 1
		} else {
			b += d
		}
		if d == 0 || b >= nb {
			return nil, errors.New("model: corrupt bucket index")
		}
		if _, err := io.ReadFull(br, q[:]); err != nil {
			return nil, fmt.Errorf("model: %w", err)
		}
		for c := range row {
			row[c] = int16(uint16(q[2*c]) | uint16(q[2*c+1])<<8)
		}
		if !zeroRow(row[:]) {
			m.addRow(int(b), row[:])
		}
	}
	nl, err := binary.ReadUvarint(br)
	if err != nil || nl > 1<<20 {
		return nil, errors.New("model: corrupt lexicon")
	}
	m.Lexicon = make(features.Lexicon, nl)
	var lb [6]byte
	for k := uint64(0); k < nl; k++ {
		if _, err := io.ReadFull(br, lb[:]); err != nil {
			return nil, fmt.Errorf("model: %w", err)
		}
		m.Lexicon[binary.LittleEndian.Uint32(lb[:4])] = float32(int16(uint16(lb[4])|uint16(lb[5])<<8)) / 32
	}
	if string(head) == magicV2 {
		if err := m.decodeV2(br); err != nil {
			return nil, err
		}
	}
	// Read to the end so that gzip verifies its checksum.
	if n, err := io.Copy(io.Discard, br); err != nil || n != 0 {
		return nil, errors.New("model: corrupt or trailing data")
	}
	return m, nil
}

// decodeV2 reads the part of a version 2 file that follows the lexicon.
func (m *Model) decodeV2(br *bufio.Reader) error {
	t, err := readF32(br)
	if err != nil {
		return err
	}
	if !(t > 0) {
		return errors.New("model: bad temperature")
	}
	m.Temperature = t
	hidden, err := binary.ReadUvarint(br)
	if err != nil || hidden > MaxHidden {
		return errors.New("model: bad hidden layer width")
	}
	if hidden == 0 {
		return nil
	}
	bits, err := br.ReadByte()
	if err != nil || bits < 8 || bits > 24 {
		return errors.New("model: bad embedding size")
	}
	m.AddHidden(int(hidden), bits)
	for _, v := range [][]float32{m.C, m.U} {
		for i := range v {
			if v[i], err = readF32(br); err != nil {
				return err
			}
		}
	}
	rows, err := binary.ReadUvarint(br)
	if err != nil || rows > uint64(len(m.ES)) {
		return errors.New("model: corrupt embedding count")
	}
	r := -1
	for k := uint64(0); k < rows; k++ {
		d, err := binary.ReadUvarint(br)
		if err != nil || d == 0 || d > uint64(len(m.ES)) || r+int(d) >= len(m.ES) {
			return errors.New("model: corrupt embedding index")
		}
		r += int(d)
		if m.ES[r], err = readF32(br); err != nil {
			return err
		}
		row := m.E[r*m.Hidden : (r+1)*m.Hidden]
		for j := range row {
			b, err := br.ReadByte()
			if err != nil {
				return fmt.Errorf("model: %w", err)
			}
			row[j] = int8(b)
		}
	}
	return nil
}

func b2u(b bool) byte {
	if b {
		return 1
	}
	return 0
}

func writeF32(w *bufio.Writer, f float32) {
	var b [4]byte
	binary.LittleEndian.PutUint32(b[:], math.Float32bits(f))
	w.Write(b[:])
}

func readF32(r io.Reader) (float32, error) {
	var b [4]byte
	if _, err := io.ReadFull(r, b[:]); err != nil {
		return 0, fmt.Errorf("model: %w", err)
	}
	return math.Float32frombits(binary.LittleEndian.Uint32(b[:])), nil
}

func writeString(w *bufio.Writer, s string) {
	var tmp [binary.MaxVarintLen64]byte
	w.Write(tmp[:binary.PutUvarint(tmp[:], uint64(len(s)))])
	w.WriteString(s)
}

func readString(r *bufio.Reader) (string, error) {
	n, err := binary.ReadUvarint(r)
	if err != nil || n > 256 {
		return "", errors.New("model: bad name")
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(r, b); err != nil {
		return "", fmt.Errorf("model: %w", err)
	}
	return string(b), nil
}
