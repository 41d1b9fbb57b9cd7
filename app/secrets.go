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

// KeyFile returns the key file that seals the stored tokens when
// Config.Secret is empty, as Config.SecretFile says: secretFile when set;
// else DefaultSecretFile on PostgreSQL (postgres); else the SQLite
// database's file followed by ".key", or "" for a database in memory, which
// gets a key of the process's own. sqliteFile returns the SQLite database's
// file, "" in memory; KeyFile calls it only in that last case.
func KeyFile(secretFile string, postgres bool, sqliteFile func() (string, error)) (string, error) {
	if secretFile != "" {
		return secretFile, nil
	}
	if postgres {
		return DefaultSecretFile, nil
	}
	file, err := sqliteFile()
	if err != nil || file == "" {
		return "", err
	}
	return file + ".key", nil
}

// sealingSecret returns the secret that seals the tokens the database
// keeps: cfg.Secret, else the key of the key file (see KeyFile), never a
// secret kept in the database itself.
func sealingSecret(ctx context.Context, cfg Config, db *bun.DB) (string, error) {
	if cfg.Secret != "" {
		return cfg.Secret, nil
	}
	path, err := KeyFile(cfg.SecretFile, database.IsPostgres(db), func() (string, error) {
		return database.SQLiteFile(ctx, db)
	})
	if err != nil {
		return "", fmt.Errorf("app: find the SQLite file: %w", err)
	}
	if path == "" { // in memory: nothing outlives the process
		buf := make([]byte, 32)
		rand.Read(buf)
		return hex.EncodeToString(buf), nil
	}
	if cfg.SecretFile == "" && database.IsPostgres(db) {
		// Named as the embedding program sets it, and as feedbackd's
		// operators do (cmd/feedbackd maps the variable to Config.Secret).
		cfg.Logger.WarnContext(ctx, "no secret is set (app.Config.Secret, which feedbackd reads from FEEDBACKD_SECRET): the tokens stored in PostgreSQL are sealed with the key of a file in the working directory; set the secret (the same on every instance) or keep that file",
			"key_file", path)
	}
	key, err := database.KeyFile(path)
	if err != nil {
		return "", fmt.Errorf("app: the key that seals stored tokens: %w", err)
	}
	return key, nil
}

// resealSecrets seals again under sealing the stored secrets (the
// tracker's tokens, the webhooks' signing secrets) sealed under a former
// key: previous (Config.PreviousSecret, the key before FEEDBACKD_SECRET
// changed), or the secret kept in the database, with which feedbackkit
// sealed before it kept the sealing key out of the database.
func (a *App) resealSecrets(ctx context.Context, log *slog.Logger, sealing, previous string) error {
	stored, err := database.StoredSecret(ctx, a.DB)
	if err != nil {
		return fmt.Errorf("app: load the generated secret: %w", err)
	}
	var olds [][]byte
	for _, old := range []string{previous, stored} {
		if old != "" && old != sealing {
			olds = append(olds, []byte(old))
		}
	}
	if len(olds) == 0 {
		return nil
	}
	tokens, err := a.Integrations.Reseal(ctx, olds...)
	if err != nil {
		return fmt.Errorf("app: seal the stored tokens again: %w", err)
	}
	secrets, err := a.Webhooks.Reseal(ctx, olds...)
	if err != nil {
		return fmt.Errorf("app: seal the webhooks' secrets again: %w", err)
	}
	if tokens+secrets > 0 {
		log.InfoContext(ctx, "sealed the stored secrets again, under the current key", "tokens", tokens, "webhooks", secrets)
	}
	return nil
}
