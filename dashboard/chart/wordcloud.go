package chart

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// The font sizes of the words, in SVG units, and the spiral the layout
// follows.
const (
	minFont, maxFont = 14, 64
	sameFont         = 28  // when all words are as frequent
	wordGap          = 2   // space kept around every word
	turnGap          = 6   // distance between two turns of the spiral
	spiralStep       = 4   // distance between two tries along the spiral
	cloudMargin      = 8   // around the cloud, in the viewBox
	cellSize         = 48  // of the grid that finds a word's neighbours
	lineHeight       = 1.2 // of a word's box, in ems
)

// cloudColours are the colours of the words, by rank; all contrast at
// least 4.5:1 with the background.
var cloudColours = []string{"#0550ae", "#1a7f37", "#8250df", "#bc4c00", "#cf222e", "#1f2328"}

// word is a word of a word cloud and where it is.
type word struct {
	analysis.WordCount
	// X and Y are the centre of the word's box.
	X, Y float64
	// FontSize is its font size; Width and Height the size of its box,
	// gaps included.
	FontSize, Width, Height float64
}

// WordCloud draws words, as feedback.Service.WordCloud counts them, as a
// word cloud following the settings s: at most s.MaxWords words (any
// value below 1 means orgs.MaxWordCloudWords), leaving out those of
// s.ExcludeWords whatever their case. The most frequent words come first
// (ties alphabetically), larger and nearer the middle: a word's font size
// grows with the square root of its count, so that its area follows the
// count. The layout is a spiral from the middle that keeps every word
// clear of the others; each word's width is fixed with textLength, so
// that no font can make words overlap.
func WordCloud(id string, words []analysis.WordCount, s orgs.WordCloud) Chart {
	chosen := pick(words, s)
	c := Chart{Title: "Word cloud", Table: Table{Caption: "Word cloud", Header: []string{"Word", "Count"}}}
	for _, wc := range chosen {
		c.Table.Rows = append(c.Table.Rows, []string{wc.Word, strconv.Itoa(wc.Count)})
	}
	c.Desc = cloudDesc(chosen)
	placed := layout(chosen)

	minX, minY, maxX, maxY := 0.0, 0.0, 0.0, 0.0
	for _, p := range placed {
		minX, maxX = min(minX, p.X-p.Width/2), max(maxX, p.X+p.Width/2)
		minY, maxY = min(minY, p.Y-p.Height/2), max(maxY, p.Y+p.Height/2)
	}
	width, height := max(maxX-minX, 200)+2*cloudMargin, max(maxY-minY, 100)+2*cloudMargin
	dx, dy := cloudMargin-minX, cloudMargin-minY
	if len(placed) == 0 {
		dx, dy = width/2, height/2
	}
	for i := range placed {
		placed[i].X += dx
		placed[i].Y += dy
	}
	w := start(id, &c, width, height)
	if len(placed) == 0 {
		w.text(width/2, height/2+5, `text-anchor="middle" fill="`+mutedInk+`"`, "No words yet")
	}
	w.WriteString(`<g text-anchor="middle">`)
	for i, p := range placed {
		// The baseline sits so that ascenders and descenders stay in the box.
		w.text(p.X, p.Y+0.35*p.FontSize, `font-size="`+num(p.FontSize)+`" textLength="`+num(p.Width-2*wordGap)+
			`" lengthAdjust="spacingAndGlyphs" fill="`+cloudColours[i%len(cloudColours)]+`"`, p.Word)
	}
	w.WriteString("</g>")
	w.end(&c)
	return c
}

// pick returns the words of the cloud: not excluded, with a count, most
// frequent first, at most s.MaxWords.
func pick(words []analysis.WordCount, s orgs.WordCloud) []analysis.WordCount {
	limit := s.MaxWords
	if limit < 1 {
		limit = orgs.MaxWordCloudWords
	}
	excluded := make(map[string]bool, len(s.ExcludeWords))
	for _, e := range s.ExcludeWords {
		excluded[strings.ToLower(strings.TrimSpace(e))] = true
	}
	var chosen []analysis.WordCount
	for _, wc := range words {
		if wc.Count > 0 && strings.TrimSpace(wc.Word) != "" && !excluded[strings.ToLower(strings.TrimSpace(wc.Word))] {
			chosen = append(chosen, wc)
		}
	}
	slices.SortStableFunc(chosen, func(a, b analysis.WordCount) int {
		if a.Count != b.Count {
			return b.Count - a.Count
		}
		return strings.Compare(a.Word, b.Word)
	})
	return chosen[:min(len(chosen), limit)]
}

// cloudDesc sums up a word cloud: how many words, and the most frequent.
func cloudDesc(words []analysis.WordCount) string {
	if len(words) == 0 {
		return "No words yet."
	}
	top := make([]string, 0, 5)
	for _, wc := range words[:min(len(words), 5)] {
		top = append(top, wc.Word+" ("+strconv.Itoa(wc.Count)+")")
	}
	desc := "The " + strconv.Itoa(len(words)) + " most frequent words, largest first: "
	if len(words) == 1 {
		desc = "One word: "
	}
	return desc + strings.Join(top, ", ") + "."
}

// fontSize returns the font size of a word counted n times when the
// counts range from least to most.
func fontSize(n, least, most int) float64 {
	if least == most {
		return sameFont
	}
	lo, hi := math.Sqrt(float64(least)), math.Sqrt(float64(most))
	return minFont + (maxFont-minFont)*(math.Sqrt(float64(n))-lo)/(hi-lo)
}

// ems estimates the width of s in ems: wide characters (Chinese,
// Japanese, Korean) take one, combining marks none, others a bit more
// than an average Latin letter.
func ems(s string) float64 {
	w := 0.0
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r):
		case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul):
			w++
		default:
			w += 0.6
		}
	}
	return w
}

// layout places words (most frequent first) along an Archimedean spiral
// stretched to twice its height, each at the first point where its box
// overlaps no box placed before it, trying from a turn before the point
// of the previous word. The middle of the cloud is 0, 0.
func layout(words []analysis.WordCount) []word {
	placed := make([]word, 0, len(words))
	grid := map[[2]int][]int{}
	cells := func(p word, visit func(cell [2]int) bool) bool {
		x0, x1 := int(math.Floor((p.X-p.Width/2)/cellSize)), int(math.Floor((p.X+p.Width/2)/cellSize))
		y0, y1 := int(math.Floor((p.Y-p.Height/2)/cellSize)), int(math.Floor((p.Y+p.Height/2)/cellSize))
		for x := x0; x <= x1; x++ {
			for y := y0; y <= y1; y++ {
				if !visit([2]int{x, y}) {
					return false
				}
			}
		}
		return true
	}
	last := -1 // the word that blocked the previous try, likely to block the next
	free := func(p word) bool {
		if last >= 0 && overlap(p, placed[last]) {
			return false
		}
		return cells(p, func(cell [2]int) bool {
			for _, j := range grid[cell] {
				if overlap(p, placed[j]) {
					last = j
					return false
				}
			}
			return true
		})
	}
	from := 0.0 // where the spiral starts
	for _, wc := range words {
		fs := fontSize(wc.Count, words[len(words)-1].Count, words[0].Count)
		p := word{WordCount: wc, FontSize: fs, Width: ems(wc.Word)*fs + 2*wordGap, Height: lineHeight*fs + 2*wordGap}
		theta := from
		for {
			r := turnGap / (2 * math.Pi) * theta
			p.X, p.Y = 2*r*math.Cos(theta), r*math.Sin(theta)
			if free(p) {
				break
			}
			theta += min(0.5, max(spiralStep, p.Height/2)/max(r, 1))
		}
		// The turns before are too full to be worth trying again.
		from = max(0, theta-math.Pi)
		last = -1
		cells(p, func(cell [2]int) bool {
			grid[cell] = append(grid[cell], len(placed))
			return true
		})
		placed = append(placed, p)
	}
	return placed
}

// overlap tells whether the boxes of a and b overlap.
func overlap(a, b word) bool {
	return math.Abs(a.X-b.X)*2 < a.Width+b.Width && math.Abs(a.Y-b.Y)*2 < a.Height+b.Height
}
