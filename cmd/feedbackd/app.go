package main

import (
	"context"
	"log/slog"

	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/server"
	"github.com/feedbackkit/feedbackkit/subscriptions"
)

// openApp assembles feedbackkit with the configuration of cfg: the
// environment and flags become an app.Config, traced by tp with the
// incoming trace contexts of prop (nil for the admin commands). The
// background jobs are not started: the admin commands only queue jobs,
// which a running server works.
func openApp(ctx context.Context, cfg Config, logger *slog.Logger, tp trace.TracerProvider, prop propagation.TextMapPropagator) (*app.App, error) {
	ac := app.Config{
		DatabaseURL:         cfg.DatabaseURL,
		BaseURL:             cfg.BaseURL,
		Secret:              cfg.Secret,
		SecretFile:          cfg.SecretFile,
		PreviousSecret:      cfg.PreviousSecret,
		SessionTTL:          cfg.SessionTTL,
		MailFrom:            cfg.MailFrom,
		BlobURL:             cfg.BlobURL,
		TrustedProxies:      splitList(cfg.TrustedProxies),
		AllowedOrigins:      splitList(cfg.AllowedOrigins),
		RequestTimeout:      cfg.RequestTimeout,
		NoPages:             cfg.NoPages,
		LogRespondentIPs:    cfg.LogRespondentIPs,
		NoDashboard:         cfg.NoDashboard,
		NoHSTS:              cfg.NoHSTS,
		MetricsToken:        cfg.MetricsToken,
		DashboardURL:        cfg.DashboardURL,
		WebhookAllowPrivate: cfg.WebhookAllowPrivate,
		PagesURL:            cfg.PagesURL,
		Tracker:             cfg.Tracker,
		Logger:              logger,
		OIDC:                cfg.OIDC,
		TracerProvider:      tp,
		Propagator:          prop,
	}
	var err error
	if ac.RateLimits, err = server.ParseRateLimits(cfg.RateLimits); err != nil {
		return nil, err
	}
	if ac.JobWorkers, err = parseJobWorkers(cfg.JobWorkers); err != nil {
		return nil, err
	}
	if ac.Analyzer, err = newAnalyzer(cfg, tp); err != nil {
		return nil, err
	}
	if ac.AnalyzerBreaker, err = parseBreaker(cfg.OpenAIBreaker); err != nil {
		return nil, err
	}
	if cfg.DigestSchedule != "" {
		sc, err := subscriptions.ParseSchedule(cfg.DigestSchedule)
		if err != nil {
			return nil, err
		}
		ac.DigestSchedule = &sc
	}
	if cfg.SMTPURL != "" {
		if ac.Mailer, err = notify.NewSMTPMailer(cfg.SMTPURL, cfg.MailFrom, notify.WithSMTPTracerProvider(tp)); err != nil {
			return nil, err
		}
	}
	if cfg.RedisURL != "" {
		if ac.RateLimitStorage, err = server.NewRedisStorage(ctx, cfg.RedisURL); err != nil {
			return nil, err
		}
	}
	return app.New(ctx, ac)
}
