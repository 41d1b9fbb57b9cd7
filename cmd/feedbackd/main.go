// Command feedbackd serves the feedbackkit /api and administers its
// database. Run without arguments it serves on :8080 with SQLite in the
// working directory; see `feedbackd help`.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

const usage = `feedbackd serves the feedbackkit API and administers its database.

Usage:
  feedbackd [serve] [flags]       serve the API (the default)
  feedbackd migrate               apply migrations and exit
  feedbackd org create --name NAME --subdomain SUB --owner-email EMAIL --owner-password PW [--plan free|team|business]
  feedbackd org set-plan --subdomain SUB --plan PLAN
  feedbackd org set-limits --subdomain SUB [--seats N] [--rooms N] [--forms N] [--integrations=true|false]
  feedbackd mail list [--to EMAIL] [--json]
  feedbackd analyze sentiment     one text per line on stdin -> positive|neutral|negative per line
  feedbackd seed --subdomain SUB [--rooms N] [--feedback N] [--days N]

Configuration comes from FEEDBACKD_* environment variables, overridden by
flags; run 'feedbackd COMMAND -h' for a command's flags.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "feedbackd:", err)
		os.Exit(1)
	}
}

// run executes the command named by args, with the environment of getenv.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	cfg, err := configFromEnv(getenv)
	if err != nil {
		return err
	}
	cmd := "serve"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "serve":
		m := NewMain(cfg, stderr)
		if err := m.ParseFlags(args); err != nil {
			return err
		}
		if err := m.Run(ctx); err != nil {
			m.Close()
			return err
		}
		<-ctx.Done()
		return m.Close()
	case "migrate":
		return runMigrate(ctx, cfg, args, stdout, stderr)
	case "org":
		return runOrg(ctx, cfg, args, stdout, stderr)
	case "mail":
		return runMail(ctx, cfg, args, stdout, stderr)
	case "analyze":
		return runAnalyze(ctx, cfg, args, stdin, stdout, stderr)
	case "seed":
		return runSeed(ctx, cfg, args, stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	fmt.Fprint(stderr, usage)
	return fmt.Errorf("unknown command %q", cmd)
}

// newLogger returns a text logger at the named level.
func newLogger(w io.Writer, level string) (*slog.Logger, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("log level %q: want debug, info, warn or error", level)
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: l})), nil
}
