// Package analysistest holds analyzers for the tests of the packages that
// analyse feedback.
package analysistest

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
)

// Late answers as the offline model does, after Delay: longer than the
// inline analysis's limit, it stands for a remote provider, so that every
// text-only submission is stored with its analysis pending and a job
// stores the verdict.
type Late struct {
	Delay time.Duration
	local *analysis.Local
}

// NewLate returns a Late analyzer that answers after delay.
func NewLate(delay time.Duration) Late {
	return Late{Delay: delay, local: analysis.NewLocal()}
}

// Analyze implements analysis.Analyzer: the offline model's verdict after
// Delay, or ctx's error if ctx is done first.
func (a Late) Analyze(ctx context.Context, text string) (*analysis.Result, error) {
	select {
	case <-time.After(a.Delay):
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return a.local.Analyze(ctx, text)
}
