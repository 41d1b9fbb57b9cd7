package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/analysis"
)

// newAnalyzer returns the analysis provider of cfg.AI: the offline model, or
// an OpenAI-compatible endpoint whose calls tp traces (nil: none).
func newAnalyzer(cfg Config, tp trace.TracerProvider) (analysis.Analyzer, error) {
	switch cfg.AI {
	case "", "local":
		return analysis.NewLocal(), nil
	case "openai":
		if cfg.OpenAIAPIKey == "" && cfg.OpenAIBaseURL == "" {
			return nil, errors.New("FEEDBACKD_AI=openai needs FEEDBACKD_OPENAI_API_KEY (and FEEDBACKD_OPENAI_BASE_URL for a server other than OpenAI's)")
		}
		return analysis.NewOpenAI(analysis.OpenAIConfig{
			BaseURL: cfg.OpenAIBaseURL,
			APIKey:  cfg.OpenAIAPIKey,
			Model:   cfg.OpenAIModel,

			TracerProvider: tp,
		}), nil
	}
	return nil, fmt.Errorf("FEEDBACKD_AI=%q: want local or openai", cfg.AI)
}

// parseBreaker reads the circuit breaker of FEEDBACKD_OPENAI_BREAKER:
// FAILURES/COOLDOWN (5/30s), off (never open), or "" (the defaults).
func parseBreaker(v string) (analysis.Breaker, error) {
	switch v {
	case "":
		return analysis.Breaker{}, nil
	case "off":
		return analysis.Breaker{Failures: -1}, nil
	}
	bad := fmt.Errorf("FEEDBACKD_OPENAI_BREAKER: %q: want FAILURES/COOLDOWN, such as 5/30s, or off", v)
	n, d, ok := strings.Cut(v, "/")
	failures, err := strconv.Atoi(n)
	if !ok || err != nil || failures < 1 {
		return analysis.Breaker{}, bad
	}
	coolDown, err := time.ParseDuration(d)
	if err != nil || coolDown <= 0 {
		return analysis.Breaker{}, bad
	}
	return analysis.Breaker{Failures: failures, CoolDown: coolDown}, nil
}

// runAnalyze runs `feedbackd analyze sentiment`: one text per line on
// stdin, one label per line on stdout, in the same order.
func runAnalyze(ctx context.Context, cfg Config, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "sentiment" {
		return errors.New("analyze: want sentiment")
	}
	fs := flag.NewFlagSet("feedbackd analyze sentiment", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg.registerAI(fs)
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	analyzer, err := newAnalyzer(cfg, nil)
	if err != nil {
		return err
	}
	if cfg.AI == "openai" {
		logger, err := newLogger(stderr, cfg)
		if err != nil {
			return err
		}
		breaker, err := parseBreaker(cfg.OpenAIBreaker)
		if err != nil {
			return err
		}
		// Every line gets a label: the offline model answers when the endpoint fails.
		analyzer = &analysis.Fallback{Primary: analyzer, Secondary: analysis.NewLocal(), Breaker: breaker, Logger: logger}
	}
	return classifyLines(ctx, analyzer, stdin, stdout)
}

// classifyLines labels each line of r on w, in order, analysing up to
// GOMAXPROCS*4 lines at once so that a remote provider's latency overlaps.
func classifyLines(ctx context.Context, analyzer analysis.Analyzer, r io.Reader, w io.Writer) error {
	const batch = 1024
	scanner := bufio.NewScanner(r)
	scanner.Buffer(make([]byte, 64<<10), 1<<20)
	out := bufio.NewWriter(w)
	lines := make([]string, 0, batch)
	labels := make([]analysis.Sentiment, batch)
	flush := func() error {
		var wg sync.WaitGroup
		errs := make([]error, len(lines))
		next := make(chan int)
		for range min(runtime.GOMAXPROCS(0)*4, len(lines)) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range next {
					res, err := analyzer.Analyze(ctx, lines[i])
					if err != nil {
						errs[i] = fmt.Errorf("line %q: %w", lines[i], err)
						continue
					}
					labels[i] = res.Sentiment
				}
			}()
		}
		for i := range lines {
			next <- i
		}
		close(next)
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			return err
		}
		for i := range lines {
			fmt.Fprintln(out, labels[i])
		}
		lines = lines[:0]
		return nil
	}
	for scanner.Scan() {
		lines = append(lines, scanner.Text())
		if len(lines) == batch {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	if err := scanner.Err(); err != nil {
		return err
	}
	if err := flush(); err != nil {
		return err
	}
	return out.Flush()
}
