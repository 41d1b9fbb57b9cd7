package chart

import (
	"strconv"
	"strings"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
)

// The frame of a trend chart: the size of the SVG and the margins around
// the plot.
const (
	trendWidth, trendHeight = 720, 320
	plotLeft, plotRight     = 48, 16
	plotTop, plotBottom     = 44, 32
	plotWidth               = trendWidth - plotLeft - plotRight
	plotHeight              = trendHeight - plotTop - plotBottom
	// maxMarkers is the number of points up to which lines have markers.
	maxMarkers = 60
	// maxXLabels is the number of dates the x axis shows at most.
	maxXLabels = 7
)

// Trend draws the sentiment trend of points, buckets of interval iv as
// feedback.Service.Trends returns them, as a chart of type t: lines,
// stacked bars or stacked areas over time. A pie has no time axis, so
// with Pie it draws the totals of the points' whole range instead, as
// Totals does. An unknown type draws lines; an unknown interval counts
// as a day.
func Trend(id string, points []feedback.TrendPoint, iv feedback.Interval, t Type) Chart {
	if iv != feedback.Week && iv != feedback.Month {
		iv = feedback.Day
	}
	if t == Pie {
		title := "Sentiment"
		if len(points) > 0 {
			title += " from " + period(iv, points[0].Date) + " to " + period(iv, points[len(points)-1].Date)
		}
		return totals(id, Sum(points), Pie, title)
	}
	c := Chart{Title: "Sentiment trend by " + string(iv), Desc: trendDesc(points, iv)}
	c.Table = Table{Caption: c.Title, Header: []string{strings.ToUpper(string(iv[:1])) + string(iv[1:]), "Positive", "Neutral", "Negative", "Total"}}
	for _, p := range points {
		c.Table.Rows = append(c.Table.Rows, []string{period(iv, p.Date),
			strconv.Itoa(p.Positive), strconv.Itoa(p.Neutral), strconv.Itoa(p.Negative), strconv.Itoa(p.Total)})
	}

	w := start(id, &c, trendWidth, trendHeight)
	legend(w, t)
	if len(points) == 0 {
		w.text(plotLeft+plotWidth/2, plotTop+plotHeight/2, `text-anchor="middle" fill="`+mutedInk+`"`, "No feedback in this period")
		w.end(&c)
		return c
	}
	// Lines share the axis with the largest sentiment, stacks with the
	// largest total.
	most := 0
	for _, p := range points {
		v := p.Positive + p.Neutral + p.Negative
		if t != Bar && t != Area {
			v = max(p.Positive, p.Neutral, p.Negative)
		}
		most = max(most, v)
	}
	top := yAxis(w, most)
	xAxis(w, points, iv)
	y := func(v int) float64 { return plotTop + plotHeight*(1-float64(v)/float64(top)) }
	step := float64(plotWidth) / float64(len(points))
	x := func(i int) float64 { return plotLeft + (float64(i)+0.5)*step }
	switch t {
	case Bar:
		bars(w, points, x, y, step)
	case Area:
		areas(w, points, x, y, step)
	default:
		lines(w, points, x, y)
	}
	w.printf(`<path d="M%s %sh%s" stroke="%s"/>`, num(plotLeft), num(plotTop+plotHeight), num(plotWidth), mutedInk)
	w.end(&c)
	return c
}

// Sum returns the totals of points per sentiment.
func Sum(points []feedback.TrendPoint) analysis.SentimentCounts {
	var c analysis.SentimentCounts
	for _, p := range points {
		c.Positive += p.Positive
		c.Neutral += p.Neutral
		c.Negative += p.Negative
	}
	return c
}

// counts returns the counts of p per sentiment, in the order of
// sentiments.
func counts(p feedback.TrendPoint) [3]int {
	return [3]int{p.Positive, p.Neutral, p.Negative}
}

// trendDesc sums up a trend: its range, its totals and its busiest bucket.
func trendDesc(points []feedback.TrendPoint, iv feedback.Interval) string {
	if len(points) == 0 {
		return "No feedback in this period."
	}
	first, last := period(iv, points[0].Date), period(iv, points[len(points)-1].Date)
	var b strings.Builder
	b.WriteString("From " + first + " to " + last + ": ")
	sum := Sum(points)
	b.WriteString(totalsDesc([3]int{sum.Positive, sum.Neutral, sum.Negative}))
	busiest := 0
	for i, p := range points {
		if p.Total > points[busiest].Total {
			busiest = i
		}
	}
	if points[busiest].Total > 0 {
		b.WriteString(" The busiest " + string(iv) + " was " + period(iv, points[busiest].Date) +
			" with " + items(points[busiest].Total) + ".")
	}
	return b.String()
}

// period names the bucket of interval iv starting at t in full.
func period(iv feedback.Interval, t time.Time) string {
	switch iv {
	case feedback.Week:
		return "week of " + t.Format("2 Jan 2006")
	case feedback.Month:
		return t.Format("January 2006")
	}
	return t.Format("2 Jan 2006")
}

// legend writes the labelled legend of the sentiments above the plot:
// line samples with their dash and marker, or swatches of their fill.
func legend(w *writer, t Type) {
	for i, s := range sentiments {
		x := float64(plotLeft + i*130)
		if t == Bar || t == Area {
			w.printf(`<rect x="%s" y="13" width="16" height="16" fill="%s" stroke="%s"/>`, num(x), w.fill(i), s.colour)
		} else {
			w.printf(`<path d="M%s 21h28" stroke="%s" stroke-width="2.5"%s/><path d="`, num(x), s.colour, s.dashAttr())
			s.marker(w, x+14, 21)
			w.printf(`" fill="%s"/>`, s.colour)
		}
		w.text(x+34, 26, "", s.name)
	}
}

// yAxis writes the counts and grid lines for values up
// to most and returns the value at the top of the plot: a multiple of a
// step of 1, 2 or 5 times a power of ten, at most five steps.
func yAxis(w *writer, most int) int {
	step := 1
	for mag := 1; most > 5*step; mag *= 10 {
		for _, f := range []int{1, 2, 5} {
			if step = f * mag; most <= 5*step {
				break
			}
		}
	}
	top := max(step, (most+step-1)/step*step)
	for v := 0; v <= top; v += step {
		y := plotTop + plotHeight*(1-float64(v)/float64(top))
		if v > 0 { // the base line comes over the data
			w.printf(`<path d="M%s %sh%s" stroke="%s"/>`, num(plotLeft), num(y), num(plotWidth), gridColour)
		}
		w.text(plotLeft-6, y+4, `text-anchor="end" font-size="13" fill="`+mutedInk+`"`, short(v))
	}
	return top
}

// short writes a count of the axis in at most five characters: 9999,
// 15k, 2.5M.
func short(v int) string {
	switch {
	case v >= 1_000_000:
		return strconv.FormatFloat(float64(v)/1e6, 'f', -1, 64) + "M"
	case v >= 10_000:
		return strconv.FormatFloat(float64(v)/1e3, 'f', -1, 64) + "k"
	}
	return strconv.Itoa(v)
}

// xAxis writes the dates of at most maxXLabels buckets under the plot,
// with the year on the first one and wherever it changes.
func xAxis(w *writer, points []feedback.TrendPoint, iv feedback.Interval) {
	every := (len(points) + maxXLabels - 1) / maxXLabels
	step := float64(plotWidth) / float64(len(points))
	year := 0
	for i := 0; i < len(points); i += every {
		d := points[i].Date
		label := d.Format("2 Jan")
		if iv == feedback.Month || d.Year() != year {
			label = d.Format("Jan 2006")
			if iv != feedback.Month {
				label = d.Format("2 Jan 2006")
			}
		}
		year = d.Year()
		w.text(plotLeft+(float64(i)+0.5)*step, trendHeight-10, `text-anchor="middle" font-size="13" fill="`+mutedInk+`"`, label)
	}
}

// lines writes one line per sentiment, with markers on the points when
// there are few.
func lines(w *writer, points []feedback.TrendPoint, x func(int) float64, y func(int) float64) {
	for s := range sentiments {
		w.printf(`<path fill="none" stroke="%s" stroke-width="2" stroke-linejoin="round"%s d="M`, sentiments[s].colour, sentiments[s].dashAttr())
		for i, p := range points {
			if i > 0 {
				w.WriteString(" ")
			}
			w.printf("%s %s", num(x(i)), num(y(counts(p)[s])))
		}
		w.WriteString(`"/>`)
		if len(points) > maxMarkers {
			continue
		}
		w.WriteString(`<path d="`)
		for i, p := range points {
			sentiments[s].marker(w, x(i), y(counts(p)[s]))
		}
		w.printf(`" fill="%s" stroke="%s"/>`, sentiments[s].colour, background)
	}
}

// bars writes a stacked bar per bucket, positive at the bottom; bars wide
// enough are separated by a white outline.
func bars(w *writer, points []feedback.TrendPoint, x func(int) float64, y func(int) float64, step float64) {
	width := step * 0.7
	outline := ""
	if width >= 6 {
		outline = ` stroke="` + background + `"`
	}
	for s := range sentiments {
		w.printf(`<path fill="%s"%s d="`, w.fill(s), outline)
		for i, p := range points {
			c := counts(p)
			if c[s] == 0 {
				continue
			}
			below := 0
			for _, v := range c[:s] {
				below += v
			}
			top := y(below + c[s])
			w.printf("M%s %sh%sv%sh%sz", num(x(i)-width/2), num(top), num(width), num(y(below)-top), num(-width))
		}
		w.WriteString(`"/>`)
	}
}

// areas writes a stacked area per sentiment, positive at the bottom, each
// topped by a line of its colour. A single bucket spans the whole plot.
func areas(w *writer, points []feedback.TrendPoint, x func(int) float64, y func(int) float64, step float64) {
	xs := make([]float64, len(points))
	for i := range points {
		xs[i] = x(i)
	}
	if len(points) == 1 {
		points = append(points, points[0])
		xs = []float64{xs[0] - step/2, xs[0] + step/2}
	}
	below := make([]int, len(points))
	for s := range sentiments {
		var edge strings.Builder
		above := make([]int, len(points))
		for i, p := range points {
			above[i] = below[i] + counts(p)[s]
			if i > 0 {
				edge.WriteString(" ")
			}
			edge.WriteString(num(xs[i]) + " " + num(y(above[i])))
		}
		w.printf(`<path fill="%s" d="M%s`, w.fill(s), edge.String())
		for i := len(points) - 1; i >= 0; i-- {
			w.printf(" %s %s", num(xs[i]), num(y(below[i])))
		}
		w.printf(`z"/><path fill="none" stroke="%s" stroke-width="1.5" stroke-linejoin="round" d="M%s"/>`, sentiments[s].colour, edge.String())
		below = above
	}
}
