package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"
	"gocloud.dev/blob"
	"gocloud.dev/blob/fileblob"
	_ "gocloud.dev/blob/memblob" // mem:// buckets
	_ "gocloud.dev/blob/s3blob"  // s3:// buckets

	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// app is feedbackd's wiring: the database, the job client and the domain
// services, shared by the server and the admin commands.
type app struct {
	db       *bun.DB
	bucket   *blob.Bucket
	jobs     *jobs.Client
	notify   *notify.Service
	identity *identity.Service
	orgs     *orgs.Service
	rooms    *rooms.Service
	feedback *feedback.Service
}

// migrate applies the migrations of every package, in dependency order.
func migrate(ctx context.Context, db *bun.DB) error {
	for _, m := range []func(context.Context, *bun.DB) error{
		database.MigrateCore,
		jobs.Migrate,
		notify.Migrate,
		orgs.Migrate,
		identity.Migrate,
		rooms.Migrate,
		feedback.Migrate,
	} {
		if err := m(ctx, db); err != nil {
			return err
		}
	}
	return nil
}

// openApp opens the database, migrates it and builds the services. The job
// client is not started: the admin commands only insert jobs, which a
// running server then works.
func openApp(ctx context.Context, cfg Config, logger *slog.Logger) (a *app, err error) {
	a = &app{}
	defer func() {
		if err != nil {
			a.Close()
		}
	}()
	if a.db, err = database.Open(ctx, cfg.DatabaseURL); err != nil {
		return nil, err
	}
	if err := migrate(ctx, a.db); err != nil {
		return nil, err
	}
	secret := cfg.Secret
	if secret == "" {
		if secret, err = database.Secret(ctx, a.db); err != nil {
			return nil, fmt.Errorf("load the generated secret: %w", err)
		}
	}
	if a.bucket, err = openBucket(ctx, cfg.BlobURL); err != nil {
		return nil, err
	}
	var mailer notify.Mailer
	if cfg.SMTPURL != "" {
		if mailer, err = notify.NewSMTPMailer(cfg.SMTPURL, cfg.MailFrom); err != nil {
			return nil, err
		}
	}
	workers := river.NewWorkers()
	if a.jobs, err = jobs.New(a.db, workers, jobs.Config{Logger: logger.With("component", "jobs")}); err != nil {
		return nil, err
	}
	a.notify = notify.NewService(a.db, a.jobs, mailer, notify.Config{From: cfg.MailFrom, Logger: logger.With("component", "mail")})
	a.notify.AddWorkers(workers)
	a.identity, err = identity.NewService(a.db, a.notify, a.bucket, identity.Config{
		Secret:     []byte(secret),
		SessionTTL: cfg.SessionTTL,
		BaseURL:    cfg.BaseURL,
	})
	if err != nil {
		return nil, err
	}
	a.orgs = orgs.NewService(a.db, a.identity, nil,
		orgs.WithMailer(a.notify), orgs.WithUploads(a.bucket), orgs.WithBaseURL(cfg.BaseURL))
	a.rooms = rooms.NewService(a.db, a.orgs, a.identity, rooms.Config{Defaults: a.orgs})
	analyzer, err := newAnalyzer(cfg)
	if err != nil {
		return nil, err
	}
	a.feedback = feedback.NewService(a.db, a.jobs, feedback.RoomsOf(a.rooms), feedback.Config{
		Analyzer: analyzer, OrgTags: a.orgs, Users: a.identity, Logger: logger.With("component", "feedback"),
	})
	a.feedback.AddWorkers(workers)
	a.rooms.AddRenameHook(a.feedback.RenameRoomTx)
	a.rooms.AddDeleteHook(a.feedback.DeleteRoomTx)
	return a, nil
}

// openBucket opens the upload bucket of rawURL; empty means ./data/uploads.
func openBucket(ctx context.Context, rawURL string) (*blob.Bucket, error) {
	if rawURL == "" {
		dir, err := filepath.Abs(filepath.Join("data", "uploads"))
		if err != nil {
			return nil, err
		}
		return fileblob.OpenBucket(dir, &fileblob.Options{CreateDir: true, NoTempDir: true})
	}
	if path, ok := strings.CutPrefix(rawURL, "file://"); ok {
		if err := os.MkdirAll(path, 0o755); err != nil {
			return nil, fmt.Errorf("create the uploads directory: %w", err)
		}
	}
	b, err := blob.OpenBucket(ctx, rawURL)
	if err != nil {
		return nil, fmt.Errorf("open FEEDBACKD_BLOB_URL: %w", err)
	}
	return b, nil
}

// Close releases the bucket and the database.
func (a *app) Close() error {
	var errs []error
	if a.bucket != nil {
		errs = append(errs, a.bucket.Close())
	}
	if a.db != nil {
		errs = append(errs, a.db.Close())
	}
	return errors.Join(errs...)
}
