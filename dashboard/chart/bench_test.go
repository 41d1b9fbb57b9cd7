package chart

import (
	"testing"

	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// BenchmarkTrend draws a year of daily points in every type.
func BenchmarkTrend(b *testing.B) {
	year := days(365)
	for _, typ := range Types {
		b.Run(string(typ), func(b *testing.B) {
			for b.Loop() {
				Trend("trend", year, feedback.Day, typ)
			}
		})
	}
}

// BenchmarkWordCloud draws a cloud of 500 words, the most settings allow.
func BenchmarkWordCloud(b *testing.B) {
	words := someWords(500)
	for b.Loop() {
		WordCloud("cloud", words, orgs.WordCloud{MaxWords: orgs.MaxWordCloudWords})
	}
}
