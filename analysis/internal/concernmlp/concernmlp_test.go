package concernmlp

import (
	"bytes"
	"math"
	"runtime"
	"testing"
)

// xorExamples is a problem no linear classifier solves: category 0 when
// exactly one of features 1 and 2 is present; feature 9 is in every
// example, and a feature of its own in half of them.
func xorExamples() []Example {
	var ex []Example
	for i := range 50 {
		ex = append(ex,
			Example{Features: []uint32{1, 9, uint32(100 + i)}, Categories: []int{0}},
			Example{Features: []uint32{2, 9}, Categories: []int{0}},
			Example{Features: []uint32{1, 2, 9, uint32(300 + i)}},
			Example{Features: []uint32{9}},
		)
	}
	return ex
}

var xorParams = Params{Categories: 1, Bits: 10, Dim: 8, Hidden: 16, Epochs: 40, LR: 0.2, Seed: 1}

func TestTrainLearnsXor(t *testing.T) {
	m := Train(xorExamples(), xorParams)
	for _, tt := range []struct {
		fs   []uint32
		want bool
	}{
		{[]uint32{1, 9}, true},
		{[]uint32{2, 9}, true},
		{[]uint32{1, 2, 9}, false},
		{[]uint32{9}, false},
	} {
		var logit [1]float32
		m.Logits(tt.fs, logit[:])
		if (logit[0] > 0) != tt.want {
			t.Errorf("features %v: logit %v, want category %v", tt.fs, logit[0], tt.want)
		}
	}
}

func TestTrainDeterministicAndEncodeRoundTrip(t *testing.T) {
	trained := Train(xorExamples(), xorParams)
	a := trained.Encode()
	if !bytes.Equal(a, Train(xorExamples(), xorParams).Encode()) {
		t.Fatal("two trainings on the same examples differ")
	}
	other := xorParams
	other.Seed = 2
	if bytes.Equal(a, Train(xorExamples(), other).Encode()) {
		t.Error("another seed gives the same weights")
	}
	m, err := Decode(a)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(m.Encode(), a) {
		t.Error("decoding and encoding again changes the file")
	}
	var x, y [1]float32
	trained.Logits([]uint32{1, 9, 5000}, x[:])
	m.Logits([]uint32{1, 9, 5000}, y[:])
	if x != y || m.Categories() != 1 {
		t.Errorf("decoded model gives %v, trained %v", y, x)
	}
}

func TestDecodeRejectsCorruptFiles(t *testing.T) {
	good := Train(xorExamples(), xorParams).Encode()
	for name, data := range map[string][]byte{
		"empty":     nil,
		"not magic": []byte("hello"),
		"truncated": good[:len(good)-1],
		"too long":  append(good[:len(good):len(good)], 0),
		"bad bits":  append([]byte(magic), 1, 1, 5, 8, 16),
		"bad dim":   append([]byte(magic), 1, 1, 10, 0, 16),
		"no nets":   append([]byte(magic), 1, 0),
		"one short": append(append([]byte(magic), 1, 2), good[len(magic)+2:]...),
	} {
		if _, err := Decode(data); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
}

// TestDecodeChecksSizeBeforeAllocating decodes a header that claims the
// largest network (2^24 buckets of 64 numbers, about 1 GB of weights)
// without its weights: it must be refused without allocating them.
func TestDecodeChecksSizeBeforeAllocating(t *testing.T) {
	data := append([]byte(magic), 1, 1, maxBits, maxDim, 16)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := Decode(data)
	runtime.ReadMemStats(&after)
	if err == nil {
		t.Fatal("decoded a header without weights")
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("allocated %d bytes to refuse %d", n, len(data))
	}
}

func TestEnsembleLogitsAreTheMean(t *testing.T) {
	p := xorParams
	p.Networks = 3
	m := Train(xorExamples(), p)
	if m.Networks() != 3 {
		t.Fatalf("%d networks, want 3", m.Networks())
	}
	fs := []uint32{1, 9, 5000}
	var got, one [1]float32
	m.Logits(fs, got[:])
	var sum float32
	seen := map[float32]bool{}
	for _, n := range m.nets {
		n.logits(fs, one[:])
		sum += one[0]
		seen[one[0]] = true
	}
	if len(seen) != 3 {
		t.Errorf("the networks give %d different logits, want 3", len(seen))
	}
	if want := float32(sum * (1 / float32(3))); got[0] != want {
		t.Errorf("logit %v, want the mean of the networks' %v", got[0], want)
	}
	first := Train(xorExamples(), xorParams)
	first.Logits(fs, one[:])
	if m.nets[0].logits(fs, got[:]); got != one {
		t.Errorf("the first network gives %v, a network trained alone with the seed %v", got, one)
	}
	d, err := Decode(m.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(d.Encode(), m.Encode()) || d.Networks() != 3 {
		t.Error("decoding and encoding the ensemble again changes the file")
	}
}

func TestSigmoidMatchesExp(t *testing.T) {
	for z := -40.0; z <= 40; z += 0.01 {
		got := float64(sigmoid(float32(z)))
		if want := 1 / (1 + math.Exp(-z)); math.Abs(got-want) > 1e-6 {
			t.Fatalf("sigmoid(%v) = %v, want %v", z, got, want)
		}
	}
}

// TestEmbedMatchesOneFeatureAtATime checks that embed sums the
// embeddings to the same bits as adding them a feature at a time, for
// dimensions that are and are not a multiple of embedChunk.
func TestEmbedMatchesOneFeatureAtATime(t *testing.T) {
	for _, dim := range []int{1, 7, 8, 13, 16, 24, 32, 45, 64} {
		m := Train(xorExamples(), Params{Categories: 2, Bits: 10, Dim: dim, Hidden: 4, Epochs: 3, LR: 0.1, Seed: 1})
		n := m.nets[0]
		fs := make([]uint32, 300)
		for i := range fs {
			fs[i] = uint32(i) * 2654435761 >> 3
		}
		got, want := make([]float32, dim), make([]float32, dim)
		n.embed(fs, got)
		for _, f := range fs {
			b := int(f & n.mask)
			for j := range want {
				want[j] += float32(n.scale[b] * float32(int8(n.emb[b*dim+j])))
			}
		}
		for j := range want {
			if math.Float32bits(got[j]) != math.Float32bits(want[j]) {
				t.Fatalf("dim %d: number %d is %v, want %v", dim, j, got[j], want[j])
			}
		}
	}
}

// TestDenseMatchesOneOutputAtATime checks that dense gives the same bits
// as summing one output at a time, for layers whose outputs are and are
// not a multiple of four.
func TestDenseMatchesOneOutputAtATime(t *testing.T) {
	for _, shape := range [][2]int{{1, 3}, {4, 5}, {6, 32}, {64, 32}, {7, 64}} {
		outs, ins := shape[0], shape[1]
		w, b, in := make([]float32, outs*ins), make([]float32, outs), make([]float32, ins)
		for i := range w {
			w[i] = float32(math.Sin(float64(i)*1.7)) / 3
		}
		for i := range b {
			b[i] = float32(math.Cos(float64(i))) / 5
		}
		for i := range in {
			in[i] = float32(math.Sin(float64(i)*0.3 + 1))
		}
		for _, relu := range []bool{false, true} {
			got := make([]float32, outs)
			dense(w, b, in, got, relu)
			for i := range outs {
				want := b[i]
				for j := range ins {
					want += float32(w[i*ins+j] * in[j])
				}
				if relu {
					want = max(want, 0)
				}
				if math.Float32bits(got[i]) != math.Float32bits(want) {
					t.Fatalf("%dx%d relu %v: output %d is %v, want %v", outs, ins, relu, i, got[i], want)
				}
			}
		}
	}
}
