// Package analysistest holds analyzers for the tests of the packages that
// analyse feedback.
package analysistest

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
)

// local is the offline model the analyzers of this package answer with.
var local = sync.OnceValue(analysis.NewLocal)

// Late answers as the offline model does, after a delay: longer than the
// inline analysis's limit, it stands for a remote provider, so that every
// text-only submission is stored with its analysis pending and a job
// stores the verdict.
type Late struct {
	delay time.Duration
}

// NewLate returns a Late analyzer that answers after delay.
func NewLate(delay time.Duration) Late {
	return Late{delay: delay}
}

// Analyze implements analysis.Analyzer: the offline model's verdict after
// the delay, or ctx's error if ctx is done first.
func (a Late) Analyze(ctx context.Context, text string) (*analysis.Result, error) {
	select {
	case <-time.After(a.delay):
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return local().Analyze(ctx, text)
}

// Flaky fails its first Failures calls, with an error or, when Panics is
// set, a panic, then answers as the offline model under the model name
// Model. With a Gate, every call first waits for the Gate to be closed,
// or for its context to be done.
type Flaky struct {
	Failures int32
	Panics   bool
	Model    string
	Gate     chan struct{}
	calls    atomic.Int32
}

// Analyze implements analysis.Analyzer.
func (a *Flaky) Analyze(ctx context.Context, text string) (*analysis.Result, error) {
	if a.Gate != nil {
		select {
		case <-a.Gate:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	if a.calls.Add(1) <= a.Failures {
		if a.Panics {
			panic("analyser bug")
		}
		return nil, errors.New("analyser unavailable")
	}
	res, err := local().Analyze(ctx, text)
	if err != nil {
		return nil, err
	}
	res.Model = a.Model
	return res, nil
}

// Calls returns how many times Analyze was called past the Gate.
func (a *Flaky) Calls() int32 { return a.calls.Load() }
