package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// requireExisting checks, without creating anything, that what the admin
// commands work on exists as a server (or `feedbackd migrate`) left it: the
// database with feedbackkit's tables, the upload directory of a local
// bucket, and the key file when the server seals with one (app.KeyFile).
// An admin command run from another directory, or with a mistyped URL, must fail
// instead of creating an empty database and showing its empty contents.
func requireExisting(ctx context.Context, cfg Config) error {
	if err := requireDatabase(ctx, cfg.DatabaseURL); err != nil {
		return err
	}
	dir, local, err := uploads.LocalDir(cfg.BlobURL)
	if err != nil {
		return err
	}
	if local && !exists(dir) {
		return fmt.Errorf("no upload directory at %s: run feedbackd from the server's directory or set FEEDBACKD_BLOB_URL", absolute(dir))
	}
	key, _ := app.KeyFile(cfg.SecretFile, app.IsPostgresURL(cfg.DatabaseURL), func() (string, error) {
		return app.SQLiteFile(cfg.DatabaseURL), nil
	})
	if cfg.Secret == "" && key != "" && !exists(key) {
		return fmt.Errorf("no key file at %s: run feedbackd from the server's directory, or set FEEDBACKD_SECRET or FEEDBACKD_SECRET_FILE as the server has them", absolute(key))
	}
	return nil
}

// requireDatabase checks that databaseURL (checked by Config.check) names
// a feedbackkit database that exists, creating nothing (app.CheckDatabase).
func requireDatabase(ctx context.Context, databaseURL string) error {
	err := app.CheckDatabase(ctx, databaseURL)
	if errors.Is(err, app.ErrNoDatabase) {
		return fmt.Errorf("%w: run feedbackd from the server's directory, set FEEDBACKD_DATABASE_URL to the server's, or run feedbackd migrate to create one there", err)
	}
	return err
}

// exists reports whether path exists; an error other than its absence
// counts as existing, for the open that follows to report.
func exists(path string) bool {
	_, err := os.Stat(path)
	return !errors.Is(err, fs.ErrNotExist)
}

// absolute returns path made absolute, for messages.
func absolute(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}
