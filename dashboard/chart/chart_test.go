package chart

import (
	"encoding/xml"
	"flag"
	"fmt"
	"html/template"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/orgs"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// days returns n daily points from 30 Dec 2024 with varied counts.
func days(n int) []feedback.TrendPoint {
	points := make([]feedback.TrendPoint, n)
	for i := range points {
		p := feedback.TrendPoint{Date: time.Date(2024, 12, 30+i, 0, 0, 0, 0, time.UTC),
			Positive: (i*7 + 3) % 11, Neutral: (i*5 + 1) % 6, Negative: (i * 3) % 5}
		p.Total = p.Positive + p.Neutral + p.Negative
		points[i] = p
	}
	return points
}

// someWords returns n distinct words with counts falling like word
// frequencies do, in no particular order.
func someWords(n int) []analysis.WordCount {
	syllables := []string{"ka", "lo", "mi", "ter", "sun", "val", "que", "dor", "pa", "shin", "ra", "ble", "øy", "über"}
	words := make([]analysis.WordCount, n)
	for i := range words {
		w := syllables[i%len(syllables)] + syllables[(i/len(syllables)+3)%len(syllables)]
		if i >= len(syllables)*len(syllables) {
			w += strconv.Itoa(i)
		}
		words[(i*37)%n] = analysis.WordCount{Word: w, Count: 1 + 600/(i+1)}
	}
	return words
}

// golden compares c, drawn as a small HTML page, with testdata/name.html,
// or rewrites that file with -update. The pages open in a browser as they
// are.
func golden(t *testing.T, name string, c Chart) {
	t.Helper()
	got := fmt.Sprintf("<!doctype html>\n<html lang=\"en\"><meta charset=\"utf-8\"><title>%s</title>\n<body>\n%s\n%s\n</body></html>\n",
		template.HTMLEscapeString(c.Title), c.SVG, c.Table.HTML())
	path := filepath.Join("testdata", name+".html")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from %s (go test -update rewrites it; check the difference)", name, path)
	}
}

func TestGolden(t *testing.T) {
	for _, typ := range Types {
		golden(t, "trend-"+string(typ), Trend("trend", days(14), feedback.Day, typ))
	}
	weeks := days(5)
	for i := range weeks {
		weeks[i].Date = time.Date(2025, 1, 6+7*i, 0, 0, 0, 0, time.UTC)
	}
	golden(t, "trend-week-area", Trend("weeks", weeks, feedback.Week, Area))
	months := days(12)
	for i := range months {
		months[i].Date = time.Date(2025, time.Month(1+i), 1, 0, 0, 0, 0, time.UTC)
	}
	golden(t, "trend-month-bar", Trend("months", months, feedback.Month, Bar))
	golden(t, "trend-empty", Trend("empty", nil, feedback.Day, Line))
	counts := analysis.SentimentCounts{Positive: 120, Neutral: 31, Negative: 12}
	golden(t, "totals-bar", Totals("totals", counts, Bar))
	golden(t, "totals-pie", Totals("totals", counts, Pie))
	golden(t, "totals-pie-one", Totals("one", analysis.SentimentCounts{Negative: 3}, Pie))
	golden(t, "totals-pie-empty", Totals("none", analysis.SentimentCounts{}, Pie))
	golden(t, "wordcloud", WordCloud("cloud", someWords(60), orgs.WordCloud{MaxWords: 50, ExcludeWords: []string{"LOSUN"}}))
	golden(t, "wordcloud-empty", WordCloud("nothing", nil, orgs.WordCloud{MaxWords: 100}))
}

// element is an element of a parsed SVG or table.
type element struct {
	Name  string
	Attrs map[string]string
	Text  string
}

// parse reads s as XML, failing t when it is not well-formed, and returns
// its elements in document order.
func parse(t *testing.T, s template.HTML) []*element {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(string(s)))
	var all, open []*element
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, s)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := &element{Name: tok.Name.Local, Attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.Attrs[a.Name.Local] = a.Value
			}
			all, open = append(all, e), append(open, e)
		case xml.EndElement:
			open = open[:len(open)-1]
		case xml.CharData:
			if len(open) > 0 {
				open[len(open)-1].Text += string(tok)
			}
		}
	}
	if len(all) == 0 || len(open) != 0 {
		t.Fatalf("no element, or unclosed ones: %s", s)
	}
	return all
}

func TestHostileText(t *testing.T) {
	hostile := []string{
		`</svg><script>alert(1)</script>`,
		`"><img src=x onerror=alert(1)>`,
		`x' onmouseover='alert(1)`,
		`<style>*{display:none}</style>`,
		`]]><!--`,
		`&amp;&lt;`,
	}
	var words []analysis.WordCount
	for i, h := range hostile {
		words = append(words, analysis.WordCount{Word: h, Count: 10 - i})
	}
	id := `x" onload="alert(1)`
	charts := map[string]Chart{
		"word cloud": WordCloud(id, words, orgs.WordCloud{MaxWords: 100}),
		"trend":      Trend(id, days(3), feedback.Interval(`<b>`), Type(`"><script>`)),
		"totals":     Totals(id, analysis.SentimentCounts{Positive: 1}, Pie),
	}
	allowed := map[string]bool{"svg": true, "title": true, "desc": true, "defs": true, "pattern": true,
		"rect": true, "path": true, "circle": true, "text": true, "g": true,
		"table": true, "caption": true, "thead": true, "tbody": true, "tr": true, "th": true, "td": true}
	for name, c := range charts {
		for _, part := range []template.HTML{c.SVG, c.Table.HTML()} {
			var texts []string
			for _, e := range parse(t, part) {
				if !allowed[e.Name] {
					t.Errorf("%s: element <%s>", name, e.Name)
				}
				for a, v := range e.Attrs {
					if strings.HasPrefix(a, "on") || a == "style" || a == "href" || strings.Contains(v, "script") {
						t.Errorf("%s: <%s %s=%q>", name, e.Name, a, v)
					}
				}
				texts = append(texts, e.Text)
			}
			if name == "word cloud" {
				for _, h := range hostile {
					if !contains(texts, h) {
						t.Errorf("%s: the word %q is not shown as it is in %s", name, h, part)
					}
				}
			}
		}
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// box is the box of a word of a drawn word cloud, read from its
// attributes: textLength wide, 1.2 em high around the middle of the
// glyphs, whose baseline is 0.35 em below it.
type box struct {
	word                   string
	x0, y0, x1, y1, size   float64
	fill, lengthAdjustment string
}

func cloudBoxes(t *testing.T, c Chart) []box {
	t.Helper()
	var boxes []box
	for _, e := range parse(t, c.SVG) {
		if e.Name != "text" || e.Attrs["textLength"] == "" {
			continue
		}
		f := func(a string) float64 {
			v, err := strconv.ParseFloat(e.Attrs[a], 64)
			if err != nil {
				t.Fatalf("<text %s=%q>: %v", a, e.Attrs[a], err)
			}
			return v
		}
		x, y, size, length := f("x"), f("y"), f("font-size"), f("textLength")
		middle := y - 0.35*size
		boxes = append(boxes, box{word: e.Text, x0: x - length/2, x1: x + length/2, y0: middle - 0.6*size, y1: middle + 0.6*size,
			size: size, fill: e.Attrs["fill"], lengthAdjustment: e.Attrs["lengthAdjust"]})
	}
	return boxes
}

func TestWordCloudNoOverlap(t *testing.T) {
	words := someWords(500)
	words = append(words, analysis.WordCount{Word: "満足度が高い", Count: 250}, analysis.WordCount{Word: "서비스", Count: 3},
		analysis.WordCount{Word: "café", Count: 40}, analysis.WordCount{Word: "unbelievablyextraordinarilylongwordhere", Count: 90})
	boxes := cloudBoxes(t, WordCloud("c", words, orgs.WordCloud{MaxWords: 500}))
	if len(boxes) != 500 {
		t.Fatalf("%d words drawn, want 500", len(boxes))
	}
	for i, a := range boxes {
		if a.lengthAdjustment != "spacingAndGlyphs" {
			t.Errorf("%q: lengthAdjust=%q, so its width depends on the font", a.word, a.lengthAdjustment)
		}
		for _, b := range boxes[:i] {
			if a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 {
				t.Errorf("%q %v overlaps %q %v", a.word, a, b.word, b)
			}
		}
	}
}

func TestWordCloudSettings(t *testing.T) {
	words := []analysis.WordCount{{Word: "food", Count: 9}, {Word: "Staff", Count: 30}, {Word: "slow", Count: 9},
		{Word: "queue", Count: 2}, {Word: "music", Count: 0}, {Word: "  ", Count: 5}, {Word: "price", Count: 12}}
	c := WordCloud("c", words, orgs.WordCloud{MaxWords: 4, ExcludeWords: []string{"staff", " PRICE "}})
	want := [][]string{{"food", "9"}, {"slow", "9"}, {"queue", "2"}}
	if fmt.Sprint(c.Table.Rows) != fmt.Sprint(want) {
		t.Errorf("rows %v, want %v: excluded words whatever their case, no empty word or zero count", c.Table.Rows, want)
	}
	boxes := cloudBoxes(t, c)
	if len(boxes) != 3 || boxes[0].word != "food" || boxes[1].word != "slow" || boxes[2].word != "queue" {
		t.Fatalf("drawn %v", boxes)
	}
	if boxes[0].size != boxes[1].size || boxes[2].size >= boxes[1].size {
		t.Errorf("font sizes %v %v %v do not follow the counts 9 9 2", boxes[0].size, boxes[1].size, boxes[2].size)
	}

	many := someWords(300)
	for _, tc := range []struct{ max, want int }{{10, 10}, {100, 100}, {500, 300}, {0, 300}} {
		c := WordCloud("c", many, orgs.WordCloud{MaxWords: tc.max})
		boxes := cloudBoxes(t, c)
		if len(boxes) != tc.want || len(c.Table.Rows) != tc.want {
			t.Errorf("maxWords %d: %d words drawn, %d rows, want %d", tc.max, len(boxes), len(c.Table.Rows), tc.want)
		}
		for i := 1; i < len(boxes); i++ {
			prev, _ := strconv.Atoi(c.Table.Rows[i-1][1])
			n, _ := strconv.Atoi(c.Table.Rows[i][1])
			if n > prev || boxes[i].size > boxes[i-1].size {
				t.Fatalf("maxWords %d: word %d (%s, %d) is not after a more frequent or as large word", tc.max, i, c.Table.Rows[i][0], n)
			}
		}
	}
	if s := WordCloud("c", many, orgs.WordCloud{MaxWords: 100}).SVG; s != WordCloud("c", many, orgs.WordCloud{MaxWords: 100}).SVG {
		t.Error("two drawings of the same words differ")
	}
}

func TestTrend(t *testing.T) {
	points := days(90)
	for _, typ := range []Type{Line, Bar, Area} {
		c := Trend("t", points, feedback.Day, typ)
		if c.Title != "Sentiment trend by day" || len(c.Table.Rows) != 90 || c.Table.Rows[0][0] != "30 Dec 2024" {
			t.Errorf("%s: title %q, %d rows, first %v", typ, c.Title, len(c.Table.Rows), c.Table.Rows[0])
		}
		svg := string(c.SVG)
		for _, s := range sentiments {
			if !strings.Contains(svg, ">"+s.name+"</text>") {
				t.Errorf("%s: no legend for %s", typ, s.name)
			}
		}
		// Sentiments differ by more than colour: patterns for fills,
		// dashes for lines.
		if typ == Line {
			if strings.Count(svg, "stroke-dasharray=") < 4 {
				t.Errorf("lines: dashes missing: %s", svg)
			}
		} else if strings.Count(svg, `fill="url(#t-neutral)"`) < 2 || strings.Count(svg, `fill="url(#t-negative)"`) < 2 {
			t.Errorf("%s: patterns missing in the legend or the plot: %s", typ, svg)
		}
	}
	sum := Sum(points)
	want := fmt.Sprintf("From 30 Dec 2024 to 29 Mar 2025: %d items: %d positive", sum.Total(), sum.Positive)
	if c := Trend("t", points, feedback.Day, Line); !strings.HasPrefix(c.Desc, want) || !strings.Contains(c.Desc, "The busiest day was") {
		t.Errorf("desc %q, want it to start with %q and name the busiest day", c.Desc, want)
	}
	pie := Trend("t", points, "", Pie)
	if pie.Title != "Sentiment from 30 Dec 2024 to 29 Mar 2025" || len(pie.Table.Rows) != 3 || pie.Table.Rows[0][1] != strconv.Itoa(sum.Positive) {
		t.Errorf("pie: %q %v", pie.Title, pie.Table.Rows)
	}
}

func TestShares(t *testing.T) {
	for _, tc := range []struct{ counts, want [3]int }{
		{[3]int{1, 1, 1}, [3]int{34, 33, 33}},
		{[3]int{2, 1, 0}, [3]int{67, 33, 0}},
		{[3]int{0, 0, 0}, [3]int{0, 0, 0}},
		{[3]int{120, 31, 12}, [3]int{74, 19, 7}},
		{[3]int{999, 1, 0}, [3]int{100, 0, 0}},
	} {
		if got := shares(tc.counts); got != tc.want {
			t.Errorf("shares(%v) = %v, want %v", tc.counts, got, tc.want)
		}
	}
}

// TestContrast checks that every colour that carries text or data
// contrasts at least 4.5:1 with the background (WCAG AA for text; 3:1 is
// enough for graphics).
func TestContrast(t *testing.T) {
	colours := append([]string{ink, mutedInk}, cloudColours...)
	for _, s := range sentiments {
		colours = append(colours, s.colour)
	}
	luminance := func(hex string) float64 {
		v, err := strconv.ParseUint(strings.TrimPrefix(hex, "#"), 16, 32)
		if err != nil || len(hex) != 7 {
			t.Fatalf("colour %q", hex)
		}
		l := 0.0
		for i, weight := range []float64{0.2126, 0.7152, 0.0722} {
			c := float64(v>>(16-8*i)&0xff) / 255
			if c <= 0.04045 {
				l += weight * c / 12.92
			} else {
				l += weight * math.Pow((c+0.055)/1.055, 2.4)
			}
		}
		return l
	}
	for _, c := range colours {
		if ratio := (luminance(background) + 0.05) / (luminance(c) + 0.05); ratio < 4.5 {
			t.Errorf("%s contrasts %.2f:1 with %s", c, ratio, background)
		}
	}
}

// TestSettings checks that the chart types and trend intervals are those
// an organization's chart settings accept.
func TestSettings(t *testing.T) {
	for _, typ := range append(Types, "doughnut") {
		v := string(typ)
		_, err := orgs.ChartSettingsPatch{DefaultChartType: &v}.Apply(orgs.DefaultPreferences().ChartSettings, "")
		if (err == nil) != (typ != "doughnut") {
			t.Errorf("settings accept %q: %v", typ, err)
		}
	}
	for _, iv := range []feedback.Interval{feedback.Day, feedback.Week, feedback.Month} {
		v := string(iv)
		if _, err := (orgs.ChartSettingsPatch{TrendInterval: &v}).Apply(orgs.DefaultPreferences().ChartSettings, ""); err != nil {
			t.Errorf("settings refuse the interval %q: %v", iv, err)
		}
		if c := Trend("t", days(2), iv, Line); c.Title != "Sentiment trend by "+v {
			t.Errorf("%s: title %q", iv, c.Title)
		}
	}
}

func TestTrendEdges(t *testing.T) {
	one := days(1)
	big := days(3)
	big[1].Positive, big[1].Total = 1_234_567, 1_234_567+big[1].Neutral+big[1].Negative
	for _, typ := range Types {
		for _, points := range [][]feedback.TrendPoint{one, big, days(3660)} {
			c := Trend("t", points, feedback.Day, typ)
			parse(t, c.SVG)
			if typ != Pie && len(c.Table.Rows) != len(points) {
				t.Errorf("%s: %d rows for %d points", typ, len(c.Table.Rows), len(points))
			}
		}
	}
	if svg := string(Trend("t", big, feedback.Day, Bar).SVG); !strings.Contains(svg, ">1.5M</text>") || !strings.Contains(svg, ">500k</text>") {
		t.Errorf("the axis of a bucket of 1,234,567 items does not go by 500k up to 1.5M: %s", svg)
	}
}

func TestYAxis(t *testing.T) {
	for _, tc := range []struct{ most, top, ticks int }{
		{0, 1, 2}, {1, 1, 2}, {5, 5, 6}, {7, 8, 5}, {10, 10, 6}, {26, 30, 4}, {99, 100, 6}, {1001, 1500, 4}, {30_000, 30_000, 4},
	} {
		var w writer
		if top := yAxis(&w, tc.most); top != tc.top || strings.Count(w.String(), "<text") != tc.ticks {
			t.Errorf("yAxis(%d) = %d with %d labels, want %d with %d", tc.most, top, strings.Count(w.String(), "<text"), tc.top, tc.ticks)
		}
	}
}
