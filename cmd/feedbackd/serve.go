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
	ln      net.Listener
	served  chan error
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

// Run opens and migrates the database, creates the demo organization on
// first start, starts the background jobs and begins serving, traced when
// the OTEL_* variables ask for it. It returns once the server listens.
func (m *Main) Run(ctx context.Context) error {
	if m.Logger == nil {
		logger, err := newLogger(m.stderr, m.Config.LogLevel)
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
	if !m.Config.NoDemo {
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
	if m.ln, err = net.Listen("tcp", m.Config.Addr); err != nil {
		return err
	}
	m.served = make(chan error, 1)
	go func() { m.served <- a.Server.Listen(m.ln) }()
	m.Logger.Info("feedbackd is serving", "addr", m.ln.Addr().String(), "base_url", m.Config.BaseURL,
		"version", feedbackkit.Version().String())
	return nil
}

// Close shuts down gracefully: it stops accepting connections, lets the
// requests and jobs in flight finish within Config.ShutdownTimeout, closes
// the database and sends the spans not yet exported. It returns an error
// when requests or jobs were still running at the timeout (the requests
// are then cut off, and the jobs cancelled: River runs them again later).
func (m *Main) Close() error {
	timeout := m.Config.ShutdownTimeout
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	var errs []error
	if m.app != nil {
		if m.ln != nil {
			if err := m.app.Server.Shutdown(ctx); err != nil {
				errs = append(errs, fmt.Errorf("requests still in flight after the shutdown timeout (%v): %w", timeout, err))
			}
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
	if m.ln != nil { // it served
		m.Logger.Info("feedbackd stopped")
	}
	return errors.Join(errs...)
}
