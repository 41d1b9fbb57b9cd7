package dataset

// Confusion is a confusion matrix indexed [gold][predicted].
type Confusion [NumLabels][NumLabels]int

// Add records one prediction.
func (c *Confusion) Add(gold, pred Label) { c[gold][pred]++ }

// F1 returns the F1 score of one class (0 when it is undefined).
func (c Confusion) F1(l Label) float64 {
	tp := c[l][l]
	var fp, fn int
	for o := Label(0); o < NumLabels; o++ {
		if o != l {
			fp += c[o][l]
			fn += c[l][o]
		}
	}
	if tp == 0 {
		return 0
	}
	p := float64(tp) / float64(tp+fp)
	r := float64(tp) / float64(tp+fn)
	return 2 * p * r / (p + r)
}

// MacroF1 returns the unweighted mean of the three per-class F1 scores.
func (c Confusion) MacroF1() float64 {
	var s float64
	for l := Label(0); l < NumLabels; l++ {
		s += c.F1(l)
	}
	return s / NumLabels
}

// Polar returns c without the rows labelled neutral: the confusion matrix
// of the rows labelled positive or negative, as on a two-class set. Its
// neutral F1 is 0, so its MacroF1 counts a neutral call as an error and
// is at most 2/3.
func (c Confusion) Polar() Confusion {
	c[Neutral] = [NumLabels]int{}
	return c
}

// Rows returns the number of predictions recorded.
func (c Confusion) Rows() int {
	n := 0
	for g := range c {
		for _, v := range c[g] {
			n += v
		}
	}
	return n
}

// Accuracy returns the fraction of correct predictions.
func (c Confusion) Accuracy() float64 {
	var ok, n int
	for g := range c {
		for p, v := range c[g] {
			n += v
			if g == p {
				ok += v
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(ok) / float64(n)
}

// MacroF1 scores predictions of classify against the given examples.
func MacroF1(examples []Example, classify func(string) Label) (float64, Confusion) {
	var c Confusion
	for _, e := range examples {
		c.Add(e.Label, classify(e.Text))
	}
	return c.MacroF1(), c
}
