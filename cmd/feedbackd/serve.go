package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
)

// shutdownTimeout bounds how long Close waits for in-flight requests and
// jobs.
const shutdownTimeout = 30 * time.Second

// Main is the running feedbackd server: ParseFlags, Run, then Close. Tests
// start it on 127.0.0.1:0 with a temporary database.
type Main struct {
	Config Config
	Logger *slog.Logger

	app    *app.App
	ln     net.Listener
	served chan error
	stderr io.Writer
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
// first start, starts the background jobs and begins serving. It returns once
// the server listens.
func (m *Main) Run(ctx context.Context) error {
	if m.Logger == nil {
		logger, err := newLogger(m.stderr, m.Config.LogLevel)
		if err != nil {
			return err
		}
		m.Logger = logger
	}
	a, err := openApp(ctx, m.Config, m.Logger)
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
	m.Logger.Info("feedbackd is serving", "addr", m.ln.Addr().String(), "base_url", m.Config.BaseURL)
	return nil
}

// Close shuts down gracefully: it stops accepting requests, lets in-flight
// requests and jobs finish (up to 30 seconds), then closes the database.
func (m *Main) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
	defer cancel()
	var errs []error
	if m.app != nil {
		if m.ln != nil {
			errs = append(errs, m.app.Server.Shutdown(ctx), <-m.served)
		}
		errs = append(errs, m.app.Close(ctx))
	}
	if m.Logger != nil {
		m.Logger.Info("feedbackd stopped")
	}
	return errors.Join(errs...)
}
