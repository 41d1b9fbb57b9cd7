package server

import (
	"math"
	"testing"
)

// TestCountQuery: a page or limit is a whole number of at least 1; digits
// beyond math.MaxInt are math.MaxInt, not an error, while a negative number
// of any size, a fraction or a word is refused.
func TestCountQuery(t *testing.T) {
	for _, c := range []struct {
		raw  string
		want int
		ok   bool
	}{
		{"1", 1, true},
		{"100", 100, true},
		{"+7", 7, true},
		{"9223372036854775807", math.MaxInt, true},
		{"9223372036854775808", math.MaxInt, true},
		{"99999999999999999999", math.MaxInt, true},
		{"+99999999999999999999", math.MaxInt, true},
		{"", 0, false},
		{"0", 0, false},
		{"-1", 0, false},
		{"-99999999999999999999", 0, false},
		{"1.5", 0, false},
		{"99999999999999999999.5", 0, false},
		{"1e3", 0, false},
		{"abc", 0, false},
		{" 5", 0, false},
	} {
		n, ok := countQuery(c.raw)
		if ok != c.ok || ok && n != c.want {
			t.Errorf("countQuery(%q) = %d, %v; want %d, %v", c.raw, n, ok, c.want, c.ok)
		}
	}
}
