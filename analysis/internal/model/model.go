// Package model holds the linear sentiment model: its weights, how it
// scores a feature vector, and its compact binary file format.
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

	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
)

// NumClasses is the number of sentiment classes: negative, neutral, positive.
const NumClasses = 3

// Model is a multinomial logistic regression over hashed features.
type Model struct {
	// Name identifies the model version, e.g. "local-v1".
	Name string
	// Config is the feature configuration the model was trained with.
	Config features.Config
	// Bias holds the per-class intercepts.
	Bias [NumClasses]float32
	// W holds the weights, NumClasses per hash bucket.
	W []float32
	// Lexicon holds the prior valences used by the lexicon features.
	Lexicon features.Lexicon
}

// New returns a zero model for cfg.
func New(name string, cfg features.Config) *Model {
	return &Model{Name: name, Config: cfg, W: make([]float32, NumClasses<<cfg.Bits)}
}

// Scores writes the per-class scores (logits) of a feature vector to out.
func (m *Model) Scores(fs []features.Feature, out *[NumClasses]float32) {
	s0, s1, s2 := m.Bias[0], m.Bias[1], m.Bias[2]
	w := m.W
	for _, f := range fs {
		i := int(f.Index) * NumClasses
		if i+2 >= len(w) {
			continue
		}
		s0 += f.Value * w[i]
		s1 += f.Value * w[i+1]
		s2 += f.Value * w[i+2]
	}
	out[0], out[1], out[2] = s0, s1, s2
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

const magic = "FKSENT\x01\n"

// Encode writes the model in its compact format: a gzip stream holding a
// header, the biases, and the non-zero buckets as delta-coded indices with
// int16-quantised weights.
func (m *Model) Encode(w io.Writer) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(zw)
	var maxAbs float32
	nnz := 0
	for b := 0; b < len(m.W)/NumClasses; b++ {
		row := m.W[b*NumClasses : b*NumClasses+NumClasses]
		if row[0] != 0 || row[1] != 0 || row[2] != 0 {
			nnz++
		}
		for _, v := range row {
			maxAbs = max(maxAbs, float32(math.Abs(float64(v))))
		}
	}
	scale := maxAbs / 32767
	if scale == 0 {
		scale = 1
	}
	bw.WriteString(magic)
	writeString(bw, m.Name)
	c := m.Config
	bw.Write([]byte{c.Bits, c.CharMin, c.CharMax, b2u(c.Bigrams), c.NegScope, b2u(c.ButClause), b2u(c.NegChars), b2u(c.Lexicon)})
	writeF32(bw, c.CharWeight)
	writeF32(bw, c.WordNorm)
	for _, b := range m.Bias {
		writeF32(bw, b)
	}
	writeF32(bw, scale)
	var tmp [binary.MaxVarintLen64]byte
	bw.Write(tmp[:binary.PutUvarint(tmp[:], uint64(nnz))])
	prev := -1
	for b := 0; b < len(m.W)/NumClasses; b++ {
		row := m.W[b*NumClasses : b*NumClasses+NumClasses]
		if row[0] == 0 && row[1] == 0 && row[2] == 0 {
			continue
		}
		bw.Write(tmp[:binary.PutUvarint(tmp[:], uint64(b-prev))])
		prev = b
		for _, v := range row {
			q := int16(math.Round(float64(v / scale)))
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
	head := make([]byte, len(magic))
	if _, err := io.ReadFull(br, head); err != nil || string(head) != magic {
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
	m := New(name, cfg)
	m.Bias = [NumClasses]float32{fl[2], fl[3], fl[4]}
	scale := fl[5]
	nnz, err := binary.ReadUvarint(br)
	if err != nil {
		return nil, fmt.Errorf("model: %w", err)
	}
	nb := uint64(len(m.W) / NumClasses)
	if nnz > nb {
		return nil, errors.New("model: corrupt bucket count")
	}
	b := uint64(0)
	var q [2 * NumClasses]byte
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
		for c := 0; c < NumClasses; c++ {
			m.W[int(b)*NumClasses+c] = float32(int16(uint16(q[2*c])|uint16(q[2*c+1])<<8)) * scale
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
	// Read to the end so that gzip verifies its checksum.
	if n, err := io.Copy(io.Discard, br); err != nil || n != 0 {
		return nil, errors.New("model: corrupt or trailing data")
	}
	return m, nil
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
