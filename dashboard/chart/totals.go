package chart

import (
	"math"
	"strconv"
	"strings"

	"github.com/feedbackkit/feedbackkit/analysis"
)

// The frames of the totals charts.
const (
	pieWidth, pieHeight   = 720, 320
	pieX, pieY            = 170, 160 // the centre of the doughnut
	outerRadius           = 140
	innerRadius           = 80
	barsWidth, barsHeight = 720, 156
	barsLeft              = 96  // where the bars start, after the names
	barsSpace             = 160 // room for the count after the longest bar
)

// Totals draws the sentiment distribution c: a doughnut with Pie, and
// one horizontal bar per sentiment with any other type.
func Totals(id string, c analysis.SentimentCounts, t Type) Chart {
	return totals(id, c, t, "Sentiment totals")
}

func totals(id string, c analysis.SentimentCounts, t Type, title string) Chart {
	n := [3]int{c.Positive, c.Neutral, c.Negative}
	pct := shares(n)
	ch := Chart{Title: title, Desc: totalsDesc(n)}
	ch.Table = Table{Caption: title, Header: []string{"Sentiment", "Items", "Share"}}
	labels := make([]string, len(n))
	for i, s := range sentiments {
		labels[i] = strconv.Itoa(n[i]) + " (" + strconv.Itoa(pct[i]) + "%)"
		ch.Table.Rows = append(ch.Table.Rows, []string{s.name, strconv.Itoa(n[i]), strconv.Itoa(pct[i]) + "%"})
	}
	if t == Pie {
		w := start(id, &ch, pieWidth, pieHeight)
		doughnut(w, n)
		for i, s := range sentiments {
			y := float64(pieY - 60 + i*48)
			w.printf(`<rect x="360" y="%s" width="22" height="22" fill="%s" stroke="%s"/>`, num(y-17), w.fill(i), s.colour)
			w.text(394, y, `font-size="18"`, s.name+": "+labels[i])
		}
		w.end(&ch)
		return ch
	}
	w := start(id, &ch, barsWidth, barsHeight)
	most := max(1, n[0], n[1], n[2])
	for i, s := range sentiments {
		y := float64(16 + i*44)
		length := float64(barsWidth-barsLeft-barsSpace) * float64(n[i]) / float64(most)
		w.text(barsLeft-10, y+19, `text-anchor="end"`, s.name)
		w.printf(`<rect x="%s" y="%s" width="%s" height="28" fill="%s" stroke="%s"/>`, num(barsLeft), num(y), num(length), w.fill(i), s.colour)
		w.text(barsLeft+length+10, y+19, "", labels[i])
	}
	w.end(&ch)
	return ch
}

// totalsDesc sums up counts per sentiment in a sentence.
func totalsDesc(n [3]int) string {
	total := n[0] + n[1] + n[2]
	if total == 0 {
		return "No feedback."
	}
	pct := shares(n)
	parts := make([]string, len(n))
	for i, s := range sentiments {
		parts[i] = strconv.Itoa(n[i]) + " " + strings.ToLower(s.name) + " (" + strconv.Itoa(pct[i]) + "%)"
	}
	return items(total) + ": " + parts[0] + ", " + parts[1] + " and " + parts[2] + "."
}

// items returns "1 item" or "n items".
func items(n int) string {
	if n == 1 {
		return "1 item"
	}
	return strconv.Itoa(n) + " items"
}

// doughnut writes a ring with a slice per sentiment, clockwise from the
// top, and the total in its middle; a grey ring when there is nothing.
func doughnut(w *writer, n [3]int) {
	total := n[0] + n[1] + n[2]
	if total == 0 {
		w.printf(`<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s"/>`,
			num(pieX), num(pieY), num((outerRadius+innerRadius)/2), gridColour, num(outerRadius-innerRadius))
	}
	slices := 0
	for _, v := range n {
		if v > 0 {
			slices++
		}
	}
	from := 0.0
	for i, v := range n {
		if v == 0 {
			continue
		}
		to := from + 2*math.Pi*float64(v)/float64(total)
		outline := ""
		if slices > 1 {
			outline = ` stroke="` + background + `" stroke-width="2"`
		}
		w.printf(`<path fill="%s"%s d="%s"/>`, w.fill(i), outline, slice(from, to))
		from = to
	}
	w.text(pieX, pieY+6, `text-anchor="middle" font-size="32" font-weight="bold"`, strconv.Itoa(total))
	items := "items"
	if total == 1 {
		items = "item"
	}
	w.text(pieX, pieY+30, `text-anchor="middle" fill="`+mutedInk+`"`, items)
}

// slice returns the path of the part of the ring between the angles from
// and to (radians, clockwise from the top). Each edge is drawn as two
// arcs, so that a whole ring works too.
func slice(from, to float64) string {
	point := func(r, a float64) string {
		return num(pieX+r*math.Sin(a)) + " " + num(pieY-r*math.Cos(a))
	}
	mid := (from + to) / 2
	o, i := num(outerRadius), num(innerRadius)
	return "M" + point(outerRadius, from) +
		"A" + o + " " + o + " 0 0 1 " + point(outerRadius, mid) +
		"A" + o + " " + o + " 0 0 1 " + point(outerRadius, to) +
		"L" + point(innerRadius, to) +
		"A" + i + " " + i + " 0 0 0 " + point(innerRadius, mid) +
		"A" + i + " " + i + " 0 0 0 " + point(innerRadius, from) + "z"
}
