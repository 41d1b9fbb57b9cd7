package concernmodel

import (
	"bytes"
	"math"
	"slices"
	"testing"
)

// toyExamples is a separable problem: feature 1 means category 0, feature
// 2 category 1, feature 3 nothing; feature 9 is in every example.
func toyExamples() []Example {
	var ex []Example
	for i := range 20 {
		ex = append(ex,
			Example{Features: []uint32{1, 9, uint32(100 + i)}, Categories: []int{0}},
			Example{Features: []uint32{2, 9, uint32(200 + i)}, Categories: []int{1}},
			Example{Features: []uint32{3, 9, uint32(300 + i)}},
			Example{Features: []uint32{1, 2, 9}, Categories: []int{0, 1}},
		)
	}
	return ex
}

var toyParams = Params{Categories: 2, Epochs: 5, Seed: 1, Margin: 2, PositiveStep: 1}

func TestTrainLearns(t *testing.T) {
	m := Train(toyExamples(), toyParams)
	for _, tt := range []struct {
		fs   []uint32
		want [2]bool
	}{
		{[]uint32{1, 9}, [2]bool{true, false}},
		{[]uint32{2, 9}, [2]bool{false, true}},
		{[]uint32{3, 9}, [2]bool{false, false}},
		{[]uint32{1, 2, 9}, [2]bool{true, true}},
	} {
		scores := make([]float32, 2)
		m.Scores(tt.fs, scores)
		for c := range 2 {
			if (scores[c] > 0) != tt.want[c] {
				t.Errorf("features %v: scores %v, want category %d %v", tt.fs, scores, c, tt.want[c])
			}
		}
	}
	if m.Contribution(1, 0) <= 0 || m.Contribution(3, 0) >= 0 {
		t.Errorf("contributions of features 1 and 3 to category 0: %v, %v", m.Contribution(1, 0), m.Contribution(3, 0))
	}
}

func TestTrainDeterministicAndEncodeRoundTrip(t *testing.T) {
	a := Train(toyExamples(), toyParams).Encode()
	b := Train(toyExamples(), toyParams).Encode()
	if !bytes.Equal(a, b) {
		t.Fatal("two trainings on the same examples differ")
	}
	other := toyParams
	other.Seed = 2
	if bytes.Equal(a, Train(toyExamples(), other).Encode()) {
		t.Error("another seed gives the same weights")
	}
	m, err := Decode(a)
	if err != nil {
		t.Fatal(err)
	}
	if m.Categories() != 2 || !bytes.Equal(m.Encode(), a) {
		t.Error("decoding and encoding again changes the model")
	}
}

func TestDecodeRejects(t *testing.T) {
	good := Train(toyExamples(), toyParams).Encode()
	for name, data := range map[string][]byte{
		"empty":     nil,
		"not magic": []byte("hello"),
		"truncated": good[:len(good)-1],
		"bad bits":  append([]byte(magic), 5),
	} {
		if _, err := Decode(data); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
}

func TestScoreIsOneOfScores(t *testing.T) {
	m := Train(toyExamples(), toyParams)
	fs := []uint32{1, 2, 9, 77}
	scores := make([]float32, 2)
	m.Scores(fs, scores)
	for c := range 2 {
		if got := m.Score(fs, c); got != scores[c] {
			t.Errorf("Score(%d) = %v, Scores gives %v", c, got, scores[c])
		}
	}
}

func TestRunsAreAveraged(t *testing.T) {
	p := toyParams
	p.Runs = 3
	m := Train(toyExamples(), p)
	var runs []*Model
	for r := range 3 {
		runs = append(runs, trainRun(toyExamples(), p, DefaultBits, RunSeed(p.Seed, r)))
	}
	if !bytes.Equal(runs[0].Encode(), Train(toyExamples(), toyParams).Encode()) {
		t.Error("the first run is not the model of one run")
	}
	differ := false
	for i := range m.categories << m.bits {
		var sum int64
		for _, r := range runs {
			sum += int64(r.weight(i))
		}
		if w, want := m.weight(i), roundedMean(sum, 3); w != want {
			t.Fatalf("weight %d: %d, want the mean of the runs' %d", i, w, want)
		}
		differ = differ || runs[1].weight(i) != runs[0].weight(i)
	}
	if !differ {
		t.Error("two runs gave the same weights")
	}
	for c, b := range m.bias {
		if want := roundedMean(int64(runs[0].bias[c])+int64(runs[1].bias[c])+int64(runs[2].bias[c]), 3); b != want {
			t.Errorf("bias %d: %d, want %d", c, b, want)
		}
	}
}

func TestRoundedMeanAndRunSeed(t *testing.T) {
	for _, tt := range []struct {
		sum  int64
		n    int
		want int32
	}{{7, 2, 4}, {-7, 2, -4}, {5, 3, 2}, {-5, 3, -2}, {4, 3, 1}, {-4, 3, -1}, {0, 5, 0}} {
		if got := roundedMean(tt.sum, tt.n); got != tt.want {
			t.Errorf("roundedMean(%d, %d) = %d, want %d", tt.sum, tt.n, got, tt.want)
		}
	}
	if RunSeed(35, 0) != 35 {
		t.Error("the first run does not keep the seed")
	}
	seen := map[uint64]bool{}
	for seed := range uint64(4) {
		for r := 1; r < 4; r++ {
			seen[RunSeed(seed, r)] = true
		}
	}
	if len(seen) != 12 {
		t.Errorf("%d distinct seeds of 4 seeds' runs 1 to 3, want 12", len(seen))
	}
}

// TestWideWeights checks that weights beyond 16 bits keep their value
// through addRow, scoring, Encode and Decode.
func TestWideWeights(t *testing.T) {
	m := newModel(2, MinBits, 4)
	for b, ws := range [][]int32{{40000, -40000}, {math.MinInt16, math.MaxInt16}, {0, -1 << 31}, {0, 12}} {
		m.addRow(b, ws)
	}
	want := map[int]int32{0: 40000, 1: -40000, 2: math.MinInt16, 3: math.MaxInt16, 4: 0, 5: -1 << 31, 6: 0, 7: 12, 8: 0}
	d, err := Decode(m.Encode())
	if err != nil {
		t.Fatal(err)
	}
	for _, got := range []*Model{m, d} {
		for i, v := range want {
			if w := got.weight(i); w != v {
				t.Errorf("weight %d = %d, want %d", i, w, v)
			}
		}
		if len(got.wide) != 4 {
			t.Errorf("%d wide weights, want 4 (40000, -40000, MinInt16, -2^31)", len(got.wide))
		}
		// Bucket 0 holds the weights 0 and 1, bucket 1 the weights 2 and 3.
		scores := make([]float32, 2)
		got.Scores([]uint32{0, 1}, scores)
		if a, b := scores[0], float32(40000+math.MinInt16)/(1<<fracBits); a != b {
			t.Errorf("score 0 = %v, want %v", a, b)
		}
		if s := got.Score([]uint32{0, 1}, 1); s != float32(-40000+math.MaxInt16)/(1<<fracBits) {
			t.Errorf("score 1 = %v", s)
		}
	}
}

// TestRowsOfNonZeroBuckets checks that a model keeps the rows of the
// buckets with a weight that is not zero alone, and reads zero for the
// others.
func TestRowsOfNonZeroBuckets(t *testing.T) {
	w := make([]int32, 2<<MinBits)
	w[2*5+1], w[2*700] = 3, -4
	m := fromDense(2, MinBits, w, []int32{1, 2})
	if m.buckets.Len() != 2 || len(m.weights) != 4 {
		t.Errorf("%d buckets with %d weights, want 2 with 4", m.buckets.Len(), len(m.weights))
	}
	for i, v := range w {
		if got := m.weight(i); got != v {
			t.Errorf("weight %d = %d, want %d", i, got, v)
		}
	}
	d, err := Decode(m.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if d.buckets.Len() != 2 || !slices.Equal(d.weights, m.weights) || !slices.Equal(d.bias, m.bias) {
		t.Errorf("decoded %d buckets, weights %v and bias %v; want 2, %v and %v", d.buckets.Len(), d.weights, d.bias, m.weights, m.bias)
	}
}
