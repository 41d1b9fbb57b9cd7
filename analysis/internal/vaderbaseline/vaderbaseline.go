// Package vaderbaseline wraps the VADER sentiment analyser as the baseline
// the local model must beat. It is imported only by tests and by the
// training command, never by the analysis package itself.
package vaderbaseline

import (
	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
	"github.com/jonreiter/govader"
)

// Baseline classifies texts with VADER's compound score: >= 0.05 is
// positive, <= -0.05 negative, anything between neutral.
type Baseline struct {
	sia *govader.SentimentIntensityAnalyzer
}

// New returns a VADER baseline. It is not safe for concurrent use.
func New() *Baseline {
	return &Baseline{sia: govader.NewSentimentIntensityAnalyzer()}
}

// Classify returns VADER's label for text.
func (b *Baseline) Classify(text string) dataset.Label {
	c := b.sia.PolarityScores(text).Compound
	switch {
	case c >= 0.05:
		return dataset.Positive
	case c <= -0.05:
		return dataset.Negative
	}
	return dataset.Neutral
}

// Lexicon returns VADER's word valence lexicon (word -> mean human rating
// in [-4, 4]) and its emoji descriptions (emoji -> words). The training
// command derives the local model's lexicon features and weight prior from
// them, so the model knows sentiment words its training rows lack.
func Lexicon() (words map[string]float64, emoji map[string]string) {
	sia := govader.NewSentimentIntensityAnalyzer()
	return sia.Lexicon, sia.EmojiDict
}
