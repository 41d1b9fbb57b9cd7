package model

import (
	"bytes"
	"math"
	"slices"
	"testing"

	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
)

func TestEncodeDecode(t *testing.T) {
	cfg := features.DefaultConfig()
	cfg.Bits = 10
	m := New("test-v1", cfg)
	m.Bias = [NumClasses]float32{0.5, -0.25, 1}
	w := make([]float32, m.NumWeights())
	w[3*7+1] = 0.75
	w[3*900+2] = -2
	m.SetWeights(w)
	m.Lexicon = features.Lexicon{42: 2.5, 7: -1.25}
	got := roundTrip(t, m)
	if got.Name != m.Name || got.Config != m.Config || got.Bias != m.Bias {
		t.Fatalf("header: got %+v %+v %v", got.Name, got.Config, got.Bias)
	}
	if got.WScale != m.WScale || !slices.Equal(got.w, m.w) {
		t.Fatalf("weights differ (scale %v, want %v)", got.WScale, m.WScale)
	}
	if v := got.Weight(3*900 + 2); v != -2 {
		t.Errorf("weight %v, want -2", v)
	}
	if len(got.Lexicon) != 2 || got.Lexicon[42] != 2.5 || got.Lexicon[7] != -1.25 {
		t.Errorf("lexicon %v", got.Lexicon)
	}
}

// hiddenModel returns a small model with a hidden layer and some weights.
func hiddenModel() *Model {
	cfg := features.DefaultConfig()
	cfg.Bits = 10
	m := New("test-v2", cfg)
	m.Bias = [NumClasses]float32{0.5, -0.25, 1}
	m.Temperature = 1.25
	m.AddHidden(4, 8)
	copy(m.C, []float32{0.1, -0.2, 0.3, 0})
	copy(m.U, []float32{1, -1, 0.5, 0.25, -0.5, 0.5, 0, 1, 0.25, 0.75, -1, -0.5})
	for r := range 1 << 8 {
		if r%3 == 0 {
			m.SetEmbedding(r, []float32{float32(r%7) - 3, 0.5, float32(r%5) / 4, -1})
		}
	}
	w := make([]float32, m.NumWeights())
	for i := range w {
		if i%5 == 0 {
			w[i] = float32(i%11)/10 - 0.5
		}
	}
	m.SetWeights(w)
	return m
}

func TestEncodeDecodeHidden(t *testing.T) {
	m := hiddenModel()
	got := roundTrip(t, m)
	if got.Temperature != m.Temperature || got.Hidden != m.Hidden || got.EmbedBits != m.EmbedBits {
		t.Fatalf("got temperature %v hidden %d bits %d", got.Temperature, got.Hidden, got.EmbedBits)
	}
	for i, want := range [][]float32{m.C, m.U, m.ES} {
		if g := [][]float32{got.C, got.U, got.ES}[i]; !slices.Equal(g, want) {
			t.Errorf("part %d: got %v, want %v", i, g, want)
		}
	}
	if !slices.Equal(got.E, m.E) {
		t.Error("embeddings differ")
	}
}

// TestExplain checks that Explain scores like Scores and that the
// contributions of the features add up to the margin of each class minus
// the margin of a text without features, with and without hidden layer.
func TestExplain(t *testing.T) {
	margin := func(s [NumClasses]float32, k int) float32 {
		return s[k] - (s[0]+s[1]+s[2]-s[k])/2
	}
	linear := hiddenModel()
	linear.Hidden = 0
	for _, m := range []*Model{hiddenModel(), linear} {
		ex := features.NewExtractor(m.Config, features.Lexicon{})
		var empty [NumClasses]float32
		m.Scores(nil, &empty)
		for _, text := range []string{"The slides were excellent but the room was too cold!", "not good :(", "OK"} {
			fs := ex.Extract(text)
			var want, got [NumClasses]float32
			m.Scores(fs, &want)
			contrib := make([][NumClasses]float32, len(fs))
			m.Explain(fs, &got, contrib)
			if got != want {
				t.Errorf("hidden %d, %q: Explain scores %v, Scores %v", m.Hidden, text, got, want)
			}
			for k := range NumClasses {
				var sum float32
				for _, c := range contrib {
					sum += c[k]
				}
				if d := margin(want, k) - margin(empty, k); math.Abs(float64(sum-d)) > 1e-3 {
					t.Errorf("hidden %d, %q, class %d: contributions add up to %v, want %v", m.Hidden, text, k, sum, d)
				}
			}
		}
	}
}

func TestSoftmax(t *testing.T) {
	s := [NumClasses]float32{1, 2, 3}
	Softmax(&s)
	if sum := s[0] + s[1] + s[2]; math.Abs(float64(sum-1)) > 1e-6 || !(s[2] > s[1] && s[1] > s[0]) {
		t.Errorf("softmax %v", s)
	}
}

// roundTrip encodes m and returns what Decode makes of it, after checking
// that the decoded model encodes to the same bytes and that a truncated
// file is refused.
func roundTrip(t *testing.T, m *Model) *Model {
	t.Helper()
	var buf, again bytes.Buffer
	if err := m.Encode(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := Decode(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if err := got.Encode(&again); err != nil || !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Errorf("encoding is not stable (%v)", err)
	}
	if _, err := Decode(bytes.NewReader(buf.Bytes()[:buf.Len()-10])); err == nil {
		t.Error("truncated file decoded")
	}
	return got
}
