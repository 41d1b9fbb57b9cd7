package analysis

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// AnalyzeWithin runs a.Analyze on text with a deadline of timeout, and
// turns what a caller cannot use into an error: a panic of the analyser,
// no result, or a sentiment that is not one of the three. Callers that
// store what a respondent sent use it, so that no analyser can fail a
// submission or crash a job: on an error they keep the text and analyse
// it again later.
func AnalyzeWithin(ctx context.Context, a Analyzer, text string, timeout time.Duration) (res *Result, err error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	defer func() {
		if v := recover(); v != nil {
			res, err = nil, fmt.Errorf("analysis: the analyser panicked: %v", v)
		}
	}()
	res, err = a.Analyze(ctx, text)
	switch {
	case err != nil:
		return nil, err
	case res == nil:
		return nil, errors.New("analysis: the analyser returned no result")
	case !res.Sentiment.Valid():
		return nil, fmt.Errorf("analysis: the analyser returned the sentiment %q", res.Sentiment)
	}
	return res, nil
}
