package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/feedbackkit/feedbackkit/app"
)

// runUser runs `feedbackd user system-admin --email E --grant|--revoke`:
// the only way to grant or take away the system admin right, which
// the API never changes.
func runUser(ctx context.Context, cfg Config, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return errors.New("user: want system-admin")
	}
	sub, args := args[0], args[1:]
	if sub != "system-admin" {
		return fmt.Errorf("user: unknown command %q (want system-admin)", sub)
	}
	var email string
	var grant, revoke bool
	return adminCommand(ctx, &cfg, "user system-admin", args, stderr, func(fs *flag.FlagSet) {
		fs.StringVar(&email, "email", "", "the account's email (required)")
		fs.BoolVar(&grant, "grant", false, "make the account a system admin")
		fs.BoolVar(&revoke, "revoke", false, "take the system admin right away")
	}, func(a *app.App) error {
		if grant == revoke {
			return errors.New("user system-admin: give one of --grant and --revoke")
		}
		u, err := a.Identity.SetSystemAdmin(ctx, email, grant)
		if err != nil {
			return err
		}
		return writeJSON(stdout, map[string]any{"_id": u.ID, "email": u.Email, "systemAdmin": u.SystemAdmin})
	})
}
