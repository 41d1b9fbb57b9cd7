package model

import (
	"bytes"
	"math"
	"testing"

	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
)

func TestEncodeDecode(t *testing.T) {
	cfg := features.DefaultConfig()
	cfg.Bits = 10
	m := New("test-v1", cfg)
	m.Bias = [NumClasses]float32{0.5, -0.25, 1}
	m.W[3*7+1] = 0.75
	m.W[3*900+2] = -2
	m.Lexicon = features.Lexicon{42: 2.5, 7: -1.25}
	var buf bytes.Buffer
	if err := m.Encode(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := Decode(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != m.Name || got.Config != m.Config || got.Bias != m.Bias {
		t.Fatalf("header: got %+v %+v %v", got.Name, got.Config, got.Bias)
	}
	for i := range m.W {
		if math.Abs(float64(got.W[i]-m.W[i])) > 1e-3 {
			t.Fatalf("W[%d] = %v, want %v", i, got.W[i], m.W[i])
		}
	}
	if len(got.Lexicon) != 2 || got.Lexicon[42] != 2.5 || got.Lexicon[7] != -1.25 {
		t.Errorf("lexicon %v", got.Lexicon)
	}
	var again bytes.Buffer
	got.Encode(&again)
	if !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Error("encoding is not stable")
	}
	if _, err := Decode(bytes.NewReader(buf.Bytes()[:buf.Len()-10])); err == nil {
		t.Error("truncated file decoded")
	}
}

func TestSoftmax(t *testing.T) {
	s := [NumClasses]float32{1, 2, 3}
	Softmax(&s)
	if sum := s[0] + s[1] + s[2]; math.Abs(float64(sum-1)) > 1e-6 || !(s[2] > s[1] && s[1] > s[0]) {
		t.Errorf("softmax %v", s)
	}
}
