// Package analysistest holds analyzers for the tests of the packages that
// analyse feedback.
package analysistest

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
)

// Late answers as the offline model does, after a delay: longer than the
// inline analysis's limit, it stands for a remote provider, so that every
// text-only submission is stored with its analysis pending and a job
// stores the verdict.
type Late struct {
	delay time.Duration
	local *analysis.Local
}

// NewLate returns a Late analyzer that answers after delay.
func NewLate(delay time.Duration) Late {
	return Late{delay: delay, local: analysis.NewLocal()}
}

// Analyze implements analysis.Analyzer: the offline model's verdict after
// the delay, or ctx's error if ctx is done first.
func (a Late) Analyze(ctx context.Context, text string) (*analysis.Result, error) {
	select {
	case <-time.After(a.delay):
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return a.local.Analyze(ctx, text)
}
