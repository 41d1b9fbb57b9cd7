package chart

import (
	"strconv"
	"strings"
)

// The frame of a counts chart: one bar of countsBar units, and countsGap
// between two, per category.
const (
	countsWidth  = 720
	countsLeft   = 200 // where the bars start, after the labels
	countsSpace  = 130 // room for the count after the longest bar
	countsBar    = 26
	countsGap    = 12
	countsMargin = 12
	countsLabel  = 26 // characters of a label shown in the SVG (the table has it whole)
	countsColour = "#0550ae"
)

// Count is a category of a counts chart and how many answers fell in it.
type Count struct {
	Label string
	Count int
}

// Counts draws how many answers fell in each category, in the order
// given: one horizontal bar per category with its count and share, as a
// form's answers to a rating, scale or emoji question (one category per
// value) or to an options question (one per option) are counted. what
// names the things counted in the description ("answer", "pick"); title
// is the chart's title.
func Counts(id, title, what string, counts []Count) Chart {
	ch := Chart{Title: title, Table: Table{Caption: title, Header: []string{"Answer", "Count", "Share"}}}
	total, best := 0, 0
	for i, c := range counts {
		total += c.Count
		if c.Count > counts[best].Count {
			best = i
		}
	}
	most := 1
	if len(counts) > 0 {
		most = max(1, counts[best].Count)
	}
	n := make([]int, len(counts))
	for i, c := range counts {
		n[i] = c.Count
	}
	pct := percentages(n)
	for i, c := range counts {
		ch.Table.Rows = append(ch.Table.Rows, []string{c.Label, strconv.Itoa(c.Count), strconv.Itoa(pct[i]) + "%"})
	}
	switch {
	case total == 0:
		ch.Desc = "No " + what + " yet."
	default:
		ch.Desc = plural(total, what) + " in " + plural(len(counts), "category") + "; the most frequent is " +
			counts[best].Label + " with " + strconv.Itoa(counts[best].Count) + " (" + strconv.Itoa(pct[best]) + "%)."
	}
	height := float64(2*countsMargin + len(counts)*(countsBar+countsGap) - countsGap)
	w := start(id, &ch, countsWidth, max(height, countsBar+2*countsMargin))
	for i, c := range counts {
		y := float64(countsMargin + i*(countsBar+countsGap))
		length := float64(countsWidth-countsLeft-countsSpace) * float64(c.Count) / float64(most)
		label := c.Label
		if r := []rune(label); len(r) > countsLabel {
			label = string(r[:countsLabel-1]) + "…"
		}
		w.text(countsLeft-10, y+18, `text-anchor="end"`, label)
		w.printf(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`, num(countsLeft), num(y), num(length), num(countsBar), countsColour)
		w.text(countsLeft+length+10, y+18, "", strconv.Itoa(c.Count)+" ("+strconv.Itoa(pct[i])+"%)")
	}
	w.end(&ch)
	return ch
}

// percentages returns the shares of counts in whole percents, rounded so
// that they add up to 100 (largest remainders first); all zeros when the
// total is zero.
func percentages(counts []int) []int {
	total := 0
	for _, c := range counts {
		total += c
	}
	pct := make([]int, len(counts))
	if total == 0 {
		return pct
	}
	left := 100
	rest := make([]int, len(counts))
	for i, c := range counts {
		pct[i] = c * 100 / total
		rest[i] = c * 100 % total
		left -= pct[i]
	}
	for ; left > 0; left-- {
		best := 0
		for i := range rest {
			if rest[i] > rest[best] {
				best = i
			}
		}
		pct[best]++
		rest[best] = -1
	}
	return pct
}

// plural returns "1 thing" or "n things".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	if strings.HasSuffix(thing, "y") {
		return strconv.Itoa(n) + " " + strings.TrimSuffix(thing, "y") + "ies"
	}
	return strconv.Itoa(n) + " " + thing + "s"
}
