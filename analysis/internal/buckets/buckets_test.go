package buckets

import (
	"maps"
	"slices"
	"testing"
)

// TestSet checks the ranks of a set against those counted bucket by
// bucket, and that All gives the buckets in order with their ranks.
func TestSet(t *testing.T) {
	const n = 1000
	s := New(n)
	var in []int
	for b := 0; b < n; b += 1 + b%7 + b/150 {
		if r := s.Add(b); r != len(in) {
			t.Fatalf("Add(%d) = %d, want %d", b, r, len(in))
		}
		in = append(in, b)
	}
	if s.Len() != len(in) {
		t.Fatalf("Len = %d, want %d", s.Len(), len(in))
	}
	for b := range uint32(n) {
		want, held := slices.BinarySearch(in, int(b))
		if r, ok := s.Rank(b); ok != held || (held && r != want) {
			t.Errorf("Rank(%d) = %d, %v; want %d, %v", b, r, ok, want, held)
		}
	}
	all := maps.Collect(s.All())
	for rank, b := range in {
		if all[b] != rank {
			t.Errorf("All: bucket %d of rank %d, want %d", b, all[b], rank)
		}
	}
	if len(all) != len(in) {
		t.Errorf("All: %d buckets, want %d", len(all), len(in))
	}
}

// TestAddOutOfOrder checks that Add refuses a bucket below one added.
func TestAddOutOfOrder(t *testing.T) {
	s := New(200)
	s.Add(100)
	defer func() {
		if recover() == nil {
			t.Error("Add(70) after Add(100) did not panic")
		}
	}()
	s.Add(70)
}
