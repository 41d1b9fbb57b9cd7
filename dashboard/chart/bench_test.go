package chart

import (
	"testing"

	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/cputime"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// measure runs draw b.N times and reports its CPU time per drawing too,
// which other load on the machine does not skew, and the size of the SVG.
func measure(b *testing.B, draw func() Chart) {
	cpu := cputime.Process()
	size := 0
	for b.Loop() {
		size = len(draw().SVG)
	}
	b.ReportMetric(float64((cputime.Process()-cpu).Nanoseconds())/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(size), "svg-bytes")
}

// BenchmarkTrend draws a year of daily points in every type.
func BenchmarkTrend(b *testing.B) {
	year := days(365)
	for _, typ := range Types {
		b.Run(string(typ), func(b *testing.B) {
			measure(b, func() Chart { return Trend("trend", year, feedback.Day, typ) })
		})
	}
}

// BenchmarkWordCloud draws a cloud of 500 words, the most settings allow.
func BenchmarkWordCloud(b *testing.B) {
	words := someWords(500)
	measure(b, func() Chart { return WordCloud("cloud", words, orgs.WordCloud{MaxWords: orgs.MaxWordCloudWords}) })
}
