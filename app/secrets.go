package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// sealingSecret returns the secret that seals the tokens the database
// keeps: cfg.Secret, else the key of the key file (see Config.SecretFile),
// never a secret kept in the database itself.
func sealingSecret(ctx context.Context, cfg Config, db *bun.DB) (string, error) {
	if cfg.Secret != "" {
		return cfg.Secret, nil
	}
	path := cfg.SecretFile
	if path == "" && database.IsPostgres(db) {
		path = DefaultSecretFile
		cfg.Logger.WarnContext(ctx, "FEEDBACKD_SECRET is not set: the tokens stored in PostgreSQL are sealed with the key of a file in the working directory; set FEEDBACKD_SECRET (the same on every instance) or keep that file",
			"key_file", path)
	}
	if path == "" {
		file, err := database.SQLiteFile(ctx, db)
		if err != nil {
			return "", fmt.Errorf("app: find the SQLite file: %w", err)
		}
		if file == "" { // in memory: nothing outlives the process
			buf := make([]byte, 32)
			rand.Read(buf)
			return hex.EncodeToString(buf), nil
		}
		path = file + ".key"
	}
	key, err := database.KeyFile(path)
	if err != nil {
		return "", fmt.Errorf("app: the key that seals stored tokens: %w", err)
	}
	return key, nil
}

// resealTokens seals again under sealing the stored tokens sealed under the
// secret kept in the database, as feedbackkit did before it kept the
// sealing key out of the database.
func (a *App) resealTokens(ctx context.Context, log *slog.Logger, sealing string) error {
	old, err := database.StoredSecret(ctx, a.DB)
	if err != nil {
		return fmt.Errorf("app: load the generated secret: %w", err)
	}
	if old == "" || old == sealing {
		return nil
	}
	n, err := a.Integrations.Reseal(ctx, []byte(old))
	if err != nil {
		return fmt.Errorf("app: seal the stored tokens again: %w", err)
	}
	if n > 0 {
		log.InfoContext(ctx, "sealed the stored tokens again, with the key kept out of the database", "tokens", n)
	}
	return nil
}
