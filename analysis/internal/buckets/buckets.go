// Package buckets numbers the buckets of a hashed model that hold a
// weight, so that the model keeps the weights of those buckets alone, in
// the order of the buckets, and finds a bucket's row by its rank: the
// number of the buckets of the set below it.
//
// A set of the buckets below n takes n/4 bytes (a bit per bucket, and a
// count for every 64), so a model whose buckets are half empty keeps its
// weights in about half the memory of a full table, and finds a row with
// one more read and a population count.
package buckets

import (
	"iter"
	"math/bits"
)

// Set is a set of bucket numbers, built in ascending order by Add and
// read by Rank.
type Set struct {
	blocks []block
	n      int // the number of buckets
	next   int // the least bucket that Add takes
}

// block holds the buckets 64*i to 64*i+63 of a Set, i its index.
type block struct {
	bits  uint64 // bit j is set for bucket 64*i+j in the set
	below uint32 // the number of the buckets of the set below 64*i
}

// New returns an empty set of the buckets below n.
func New(n int) *Set {
	return &Set{blocks: make([]block, (n+63)/64)}
}

// Add adds bucket b and returns its rank. b must be above every bucket
// added before and below the n of New.
func (s *Set) Add(b int) int {
	if b < s.next {
		panic("buckets: bucket added out of order")
	}
	k := &s.blocks[b/64]
	if k.bits == 0 {
		k.below = uint32(s.n)
	}
	k.bits |= 1 << (b % 64)
	s.n++
	s.next = b + 1
	return s.n - 1
}

// Len returns the number of buckets of s.
func (s *Set) Len() int { return s.n }

// Rank returns the rank of bucket b (the number of the buckets of s
// below it) and whether s holds b.
func (s *Set) Rank(b uint32) (int, bool) {
	i := int(b / 64)
	if i >= len(s.blocks) {
		return 0, false
	}
	k := &s.blocks[i]
	bit := uint64(1) << (b % 64)
	if k.bits&bit == 0 {
		return 0, false
	}
	return int(k.below) + bits.OnesCount64(k.bits&(bit-1)), true
}

// All returns the buckets of s in ascending order, each with its rank.
func (s *Set) All() iter.Seq2[int, int] {
	return func(yield func(b, rank int) bool) {
		rank := 0
		for i, k := range s.blocks {
			for w := k.bits; w != 0; w &= w - 1 {
				if !yield(64*i+bits.TrailingZeros64(w), rank) {
					return
				}
				rank++
			}
		}
	}
}
