package chart

import (
	"strings"
	"testing"
)

func TestCounts(t *testing.T) {
	c := Counts("q-1", "Pick <one>", "pick", []Count{{"<b>Talks</b>", 3}, {"Labs", 1}, {"Food", 0}})
	if c.Desc != "4 picks in 3 categories; the most frequent is <b>Talks</b> with 3 (75%)." {
		t.Errorf("desc %q", c.Desc)
	}
	svg := string(c.SVG)
	if strings.Contains(svg, "<b>") || !strings.Contains(svg, "&lt;b&gt;Talks&lt;/b&gt;") || !strings.Contains(svg, "1 (25%)") {
		t.Errorf("svg %s", svg)
	}
	if got := c.Table.Rows; len(got) != 3 || got[2][1] != "0" || got[2][2] != "0%" {
		t.Errorf("table %v", got)
	}
	if e := Counts("e", "Empty", "answer", []Count{{"1", 0}, {"2", 0}}); e.Desc != "No answer yet." || !strings.Contains(string(e.SVG), `width="0"`) {
		t.Errorf("empty: %q %s", e.Desc, e.SVG)
	}
}
