// Package chart draws the dashboard's charts as SVG on the server: the
// sentiment trend (Trend), the sentiment totals (Totals) and the word
// cloud (WordCloud), following an organization's chart settings.
//
// Every chart is accessible: the SVG has role="img" with a <title> and a
// <desc> summing it up, and comes with a Table holding the same numbers
// for a <table> alternative. The three sentiments differ in more than
// colour: bars, areas and slices have their own fill pattern and lines
// their own dash and marker, next to a labelled legend. Every colour of a
// text or of data contrasts at least 4.5:1 with the white background.
//
// The id every function takes prefixes the ids of the SVG's elements (its
// title, description and patterns), so each chart of a page needs its
// own; characters other than ASCII letters, digits, '-' and '_' are
// dropped.
//
// The output suits a strict Content-Security-Policy: no script, no event
// handler and no style attribute, only SVG presentation attributes. Every
// text is escaped, so words typed by anonymous respondents are safe, and
// the same input always gives the same bytes.
package chart

import (
	"html"
	"html/template"
	"math"
	"strconv"
	"strings"
)

// Type is the kind of a trend or totals chart, as in an organization's
// defaultChartType.
type Type string

// The chart types.
const (
	Line Type = "line"
	Bar  Type = "bar"
	Area Type = "area"
	Pie  Type = "pie" // drawn as a doughnut
)

// Types are the chart types, in the order a type switcher shows them.
var Types = []Type{Line, Bar, Area, Pie}

// Chart is a drawn chart and its accessible alternative.
type Chart struct {
	// Title names the chart; it is also the SVG's <title>.
	Title string
	// Desc sums the chart up in a sentence or two; it is also the SVG's
	// <desc>.
	Desc string
	// SVG is the <svg> element, safe to write into an HTML page as it is.
	// It has a viewBox and no width or height, so it takes the width of
	// its container.
	SVG template.HTML
	// Table holds the numbers of the chart.
	Table Table
}

// Table is the data of a chart as a table: a caption, the column
// headers, and rows whose first cell heads the row.
type Table struct {
	Caption string
	Header  []string
	Rows    [][]string
}

var tableTemplate = template.Must(template.New("table").Parse(`<table><caption>{{.Caption}}</caption>` +
	`<thead><tr>{{range .Header}}<th scope="col">{{.}}</th>{{end}}</tr></thead><tbody>` +
	`{{range .Rows}}<tr>{{range $i, $c := .}}{{if eq $i 0}}<th scope="row">{{$c}}</th>{{else}}<td>{{$c}}</td>{{end}}{{end}}</tr>{{end}}` +
	`</tbody></table>`))

// HTML renders t as an HTML <table> with a <caption>, its text escaped.
func (t Table) HTML() template.HTML {
	var b strings.Builder
	if err := tableTemplate.Execute(&b, t); err != nil {
		panic(err) // the template only ranges over strings
	}
	return template.HTML(b.String())
}

// Colours of the background and of the texts, lines and grid that carry
// no data.
const (
	background = "#ffffff"
	ink        = "#1f2328" // titles, labels
	mutedInk   = "#57606a" // axes' labels
	gridColour = "#d0d7de" // grid lines, decoration only
)

// sentiment is how one sentiment is drawn.
type sentiment struct {
	name   string
	colour string
	// pattern is the <pattern> content of areas, bars and slices, on a
	// 6×6 tile; "" fills them with the plain colour.
	pattern string
	// dash is the stroke-dasharray of the sentiment's line ("" is solid).
	dash string
	// marker draws the sentiment's point marker around x, y.
	marker func(w *writer, x, y float64)
}

// The colours of the sentiments.
const (
	positiveColour = "#1a7f37"
	neutralColour  = "#59636e"
	negativeColour = "#cf222e"
)

// sentiments are positive, neutral and negative, in this order everywhere.
var sentiments = [3]sentiment{
	{name: "Positive", colour: positiveColour, marker: func(w *writer, x, y float64) {
		w.printf("M%s %sa3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0", num(x-3.5), num(y))
	}},
	{name: "Neutral", colour: neutralColour, dash: "7 4",
		pattern: `<rect width="3" height="6" fill="` + neutralColour + `"/>`,
		marker: func(w *writer, x, y float64) {
			w.printf("M%s %sh7v7h-7z", num(x-3.5), num(y-3.5))
		}},
	{name: "Negative", colour: negativeColour, dash: "2 3",
		pattern: `<rect width="6" height="2" fill="` + negativeColour + `"/><rect width="2" height="6" fill="` + negativeColour + `"/>`,
		marker: func(w *writer, x, y float64) {
			w.printf("M%s %sl4.5 4.5l-4.5 4.5l-4.5 -4.5z", num(x), num(y-4.5))
		}},
}

// dashAttr is the stroke-dasharray attribute of the sentiment's line.
func (s sentiment) dashAttr() string {
	if s.dash == "" {
		return ""
	}
	return ` stroke-dasharray="` + s.dash + `"`
}

// writer builds the text of an SVG.
type writer struct {
	strings.Builder
	id string
}

func (w *writer) printf(format string, args ...string) {
	// A tiny Sprintf for strings only, which keeps the hot paths free of
	// reflection: each %s takes the next argument.
	for _, a := range args {
		i := strings.Index(format, "%s")
		w.WriteString(format[:i])
		w.WriteString(a)
		format = format[i+2:]
	}
	w.WriteString(format)
}

// text writes a <text> element at x, y with escaped content s and more
// attributes attrs.
func (w *writer) text(x, y float64, attrs, s string) {
	w.printf(`<text x="%s" y="%s"`, num(x), num(y))
	if attrs != "" {
		w.WriteString(" ")
		w.WriteString(attrs)
	}
	w.WriteString(">")
	w.WriteString(html.EscapeString(s))
	w.WriteString("</text>")
}

// start opens the <svg> of a chart of the given size with its title,
// description, background and the fill patterns of the sentiments.
func start(id string, c *Chart, width, height float64) *writer {
	w := &writer{id: cleanID(id)}
	w.printf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %s %s" role="img" aria-labelledby="%s-title" aria-describedby="%s-desc" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="14" fill="%s">`,
		num(width), num(height), w.id, w.id, ink)
	w.printf(`<title id="%s-title">%s</title><desc id="%s-desc">%s</desc><defs>`,
		w.id, html.EscapeString(c.Title), w.id, html.EscapeString(c.Desc))
	for i, s := range sentiments {
		if s.pattern != "" {
			w.printf(`<pattern id="%s" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="%s"/>%s</pattern>`,
				w.patternID(i), background, s.pattern)
		}
	}
	w.printf(`</defs><rect width="%s" height="%s" fill="%s"/>`, num(width), num(height), background)
	return w
}

// end closes the <svg> and sets c.SVG.
func (w *writer) end(c *Chart) {
	w.WriteString("</svg>")
	c.SVG = template.HTML(w.String())
}

func (w *writer) patternID(i int) string {
	return w.id + "-" + strings.ToLower(sentiments[i].name)
}

// fill is the fill of sentiment i: its pattern or its colour.
func (w *writer) fill(i int) string {
	if sentiments[i].pattern == "" {
		return sentiments[i].colour
	}
	return "url(#" + w.patternID(i) + ")"
}

// cleanID keeps the letters, digits, '-' and '_' of id, so that it can
// go into attributes and url(#...) references as it is.
func cleanID(id string) string {
	id = strings.Map(func(r rune) rune {
		if r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return r
		}
		return -1
	}, id)
	if id == "" {
		return "chart"
	}
	return id
}

// num formats a coordinate with at most one decimal.
func num(f float64) string {
	return strconv.FormatFloat(math.Round(f*10)/10, 'f', -1, 64)
}

// shares returns the percentages of counts, rounded so that they add up
// to 100 (largest remainders first); all zeros when the total is zero.
func shares(counts [3]int) [3]int {
	p := percentages(counts[:])
	return [3]int{p[0], p[1], p[2]}
}
