package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"strings"

	"github.com/redis/go-redis/v9"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
)

// Main is the running feedbackd server: ParseFlags, Run, then Close. Tests
// start it on 127.0.0.1:0 with a temporary database.
type Main struct {
	Config Config
	Logger *slog.Logger

	app     *app.App
	tracing *sdktrace.TracerProvider // nil: tracing off
	ln      net.Listener             // bound by Run before anything else
	served  chan error               // nil until it serves
	stderr  io.Writer
}

// NewMain returns a Main with cfg, logging to stderr.
func NewMain(cfg Config, stderr io.Writer) *Main {
	return &Main{Config: cfg, stderr: stderr}
}

// ParseFlags overrides the configuration with the flags of `feedbackd
// serve`.
func (m *Main) ParseFlags(args []string) error {
	fs := flag.NewFlagSet("feedbackd serve", flag.ContinueOnError)
	fs.SetOutput(m.stderr)
	m.Config.registerServe(fs)
	return fs.Parse(args)
}

// Addr is the address the server listens on, once Run has returned.
func (m *Main) Addr() string { return m.ln.Addr().String() }

// Run binds Config.Addr, then opens and migrates the database, creates the
// demo organization on first start, starts the background jobs and begins
// serving, traced when the OTEL_* variables ask for it. It returns once the
// server listens; an address it cannot bind fails it before the database
// is opened.
func (m *Main) Run(ctx context.Context) error {
	if m.Logger == nil {
		logger, err := newLogger(m.stderr, m.Config)
		if err != nil {
			return err
		}
		m.Logger = logger
	}
	if m.Config.ShutdownTimeout <= 0 {
		return fmt.Errorf("FEEDBACKD_SHUTDOWN_TIMEOUT (--shutdown-timeout) %v: want a positive duration such as 30s", m.Config.ShutdownTimeout)
	}
	if err := m.Config.check(); err != nil {
		return err
	}
	// Before anything is opened: a busy port fails the start at once,
	// not after the migrations.
	ln, err := net.Listen("tcp", m.Config.Addr)
	if err != nil {
		return fmt.Errorf("FEEDBACKD_ADDR (--addr) %s: %w", m.Config.Addr, err)
	}
	m.ln = ln
	if m.Config.RedisURL != "" {
		// go-redis logs through a logger of the process: ours, as a
		// debug record (the rate limits warn of an outage once).
		redis.SetLogger(redisLogger{m.Logger.With("component", "redis")})
	}
	if wide := wideProxies(m.Config.TrustedProxies); len(wide) > 0 {
		m.Logger.Warn("FEEDBACKD_TRUSTED_PROXIES trusts the X-Forwarded-For of a very wide range of peers: any client among them can pass for another address and dodge the per-IP rate limits; list only your proxies' addresses unless your platform leaves no other choice",
			"wide", strings.Join(wide, ","))
	}
	tp, prop, err := newTracerProvider(ctx, m.Config.Tracing, m.stderr, m.Logger)
	if err != nil {
		return err
	}
	var tracing trace.TracerProvider // an interface nil while tracing is off
	if tp != nil {
		m.tracing, tracing = tp, tp
		m.Logger.Info("tracing is on", "exporters", strings.Join(m.Config.Tracing.Exporters, ","))
	}
	a, err := openApp(ctx, m.Config, m.Logger, tracing, prop)
	if err != nil {
		return err
	}
	m.app = a
	if m.Config.NoDemo {
		if err := a.Orgs.SkipDemo(ctx); err != nil {
			return fmt.Errorf("record that there is no demo organization: %w", err)
		}
	} else {
		demo, err := a.Orgs.EnsureDemo(ctx)
		if err != nil {
			return fmt.Errorf("create the demo organization: %w", err)
		}
		if demo != nil {
			m.Logger.Info("created the demo organization; log in with these credentials (shown once)",
				"subdomain", demo.Organization.Subdomain, "email", demo.Email, "password", demo.Password)
		}
	}
	if err := a.Start(ctx); err != nil {
		return err
	}
	m.served = make(chan error, 1)
	go func() { m.served <- a.Server.Listen(m.ln) }()
	m.Logger.Info("feedbackd is serving", "addr", m.ln.Addr().String(), "base_url", m.Config.BaseURL,
		"version", feedbackkit.Version().String())
	return nil
}

// Close shuts down gracefully within Config.ShutdownTimeout: it stops
// accepting connections and lets the requests in flight finish during at
// most half of the timeout, then lets the jobs in flight finish in the time
// left (app.App.Close: the last quarter of it is for cancelling the jobs
// still running), closes the database and sends the spans not yet
// exported. It returns an error when requests or jobs were still running
// (the requests are then cut off, and the jobs cancelled: River runs them
// again later).
func (m *Main) Close() error {
	timeout := m.Config.ShutdownTimeout
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	var errs []error
	if m.served == nil && m.ln != nil { // Run failed before serving
		m.ln.Close()
	}
	if m.app != nil {
		if m.served != nil {
			drain, stopDrain := context.WithTimeout(ctx, timeout/2)
			if err := m.app.Server.Shutdown(drain); err != nil {
				errs = append(errs, fmt.Errorf("requests still in flight after half the shutdown timeout (%v of %v): %w", timeout/2, timeout, err))
			}
			stopDrain()
			errs = append(errs, <-m.served)
		}
		errs = append(errs, m.app.Close(ctx))
	}
	if m.tracing != nil {
		// Spans that cannot be sent are no reason to fail the stop.
		if err := m.tracing.Shutdown(ctx); err != nil {
			m.Logger.Warn("tracing: spans not exported at the stop", slog.Any("error", err))
		}
	}
	err := errors.Join(errs...)
	if m.served == nil { // it did not serve
		return err
	}
	if err != nil {
		m.Logger.Error("feedbackd stop failed", "error", err)
		return loggedError{err}
	}
	m.Logger.Info("feedbackd stopped")
	return nil
}

// serve runs `feedbackd serve` with args until ctx ends, then stops. A
// failure that it logged (the start's, once the logger is made, or the
// stop's) is a loggedError.
func serve(ctx context.Context, cfg Config, args []string, stderr io.Writer) error {
	m := NewMain(cfg, stderr)
	if err := m.ParseFlags(args); err != nil {
		return err
	}
	if err := m.Run(ctx); err != nil {
		m.Close()
		if m.Logger == nil {
			return err
		}
		m.Logger.Error("feedbackd could not start", "error", err)
		return loggedError{err}
	}
	<-ctx.Done()
	m.Logger.Info("feedbackd stopping: finishing the requests and jobs in flight", "timeout", m.Config.ShutdownTimeout)
	return m.Close()
}

// loggedError is an error logged already as a structured record: main
// exits 1 without printing it again.
type loggedError struct{ error }

func (e loggedError) Unwrap() error { return e.error }

// redisLogger is the logger of go-redis (redis.SetLogger): its lines
// become debug records.
type redisLogger struct{ l *slog.Logger }

func (r redisLogger) Printf(ctx context.Context, format string, v ...any) {
	r.l.DebugContext(ctx, strings.TrimPrefix(fmt.Sprintf(format, v...), "redis: "))
}
