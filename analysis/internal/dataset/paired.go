package dataset

import (
	"math/rand/v2"
	"slices"
	"sort"
)

// Paired counts the rows of one set by their gold label and by the labels
// that two classifiers, a and b, gave them ([gold][a][b]), so that the two
// can be compared on the same rows, and on the same resampled rows.
type Paired [NumLabels][NumLabels][NumLabels]int

// Compare labels examples with a and b and counts the rows.
func Compare(examples []Example, a, b func(string) Label) Paired {
	var p Paired
	for _, e := range examples {
		p[e.Label][a(e.Text)][b(e.Text)]++
	}
	return p
}

// Confusions returns the confusion matrices of a and of b.
func (p Paired) Confusions() (a, b Confusion) {
	for g := range p {
		for i := range p[g] {
			for j, n := range p[g][i] {
				a[g][i] += n
				b[g][j] += n
			}
		}
	}
	return a, b
}

// Polar returns p without the rows labelled neutral (see Confusion.Polar).
func (p Paired) Polar() Paired {
	p[Neutral] = [NumLabels][NumLabels]int{}
	return p
}

// MarginInterval returns a 95% bootstrap interval of the margin of a over
// b, MacroF1(a) - MacroF1(b): the 2.5th and 97.5th percentiles of the
// margin over resamples samples of the rows drawn with replacement (as
// many rows as p counts), both classifiers scored on the same drawn rows.
// The draws use a fixed seed, so the same counts give the same interval.
func (p Paired) MarginInterval(resamples int) (lo, hi float64) {
	// cum[k] is the number of rows in the cells 0 to k (see cell).
	var cum [NumLabels * NumLabels * NumLabels]int
	n := 0
	for k := range cum {
		n += *p.cell(k)
		cum[k] = n
	}
	if n == 0 || resamples < 1 {
		return 0, 0
	}
	rng := rand.New(rand.NewPCG(1, 2))
	margins := make([]float64, resamples)
	for r := range margins {
		var s Paired
		for range n {
			*s.cell(sort.SearchInts(cum[:], rng.IntN(n)+1))++
		}
		a, b := s.Confusions()
		margins[r] = a.MacroF1() - b.MacroF1()
	}
	slices.Sort(margins)
	return margins[resamples*25/1000], margins[(resamples*975-1)/1000]
}

// cell returns the count of cell k of p, numbering the cells gold label
// first, then a's label, then b's (k from 0 to NumLabels^3-1).
func (p *Paired) cell(k int) *int {
	return &p[k/(NumLabels*NumLabels)][k/NumLabels%NumLabels][k%NumLabels]
}
