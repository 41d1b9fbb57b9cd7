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
	"slices"
	"strings"
	"syscall"

	"github.com/feedbackkit/feedbackkit"
)

const usage = `feedbackd serves the feedbackkit API and administers its database.

Usage:
  feedbackd serve [flags]          serve the API (the default command)
  feedbackd migrate                create or migrate the database, and exit
  feedbackd org create             create an organization and its owner
  feedbackd org set-plan           change an organization's plan
  feedbackd org set-limits         override an organization's caps
  feedbackd org export             everything of an organization, as a zip on stdout
  feedbackd org delete             delete an organization and all its data
  feedbackd user system-admin      grant or revoke a user's system-admin role
  feedbackd mail list              the outbox, newest first
  feedbackd jobs discard           cancel what a restored copy would send: emails, webhooks, concerns, tickets
  feedbackd digests run            queue the digests due now (or --at TIME) for the servers to send
  feedbackd analyze sentiment      one text per line on stdin -> positive|neutral|negative per line
  feedbackd seed                   realistic rooms and feedback for demos and benchmarks
  feedbackd bench                  seed, then measure reads and submissions over HTTP
  feedbackd version                the version, VCS revision and Go version of this build
  feedbackd help [COMMAND]         this help, or a command's flags

'feedbackd COMMAND -h' (or 'feedbackd help COMMAND') lists the flags of one
command. Configuration comes from FEEDBACKD_* environment variables,
overridden by the flags (each names its variable).
`

// commands lists every command with its words, for the help.
var commands = [][]string{
	{"serve"},
	{"migrate"},
	{"org", "create"},
	{"org", "set-plan"},
	{"org", "set-limits"},
	{"org", "export"},
	{"org", "delete"},
	{"user", "system-admin"},
	{"mail", "list"},
	{"jobs", "discard"},
	{"digests", "run"},
	{"analyze", "sentiment"},
	{"seed"},
	{"bench"},
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		stop() // a second signal ends the process at once
	}()
	err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return // the flags were printed
	}
	if err != nil {
		if !errors.As(err, new(loggedError)) {
			fmt.Fprintln(os.Stderr, "feedbackd:", err)
		}
		os.Exit(1)
	}
}

// run executes the command named by args, with the environment of getenv.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	cfg, err := configFromEnv(getenv)
	if err != nil {
		return err
	}
	if len(args) == 1 && isHelp(args[0]) {
		return help(ctx, cfg, stdout)
	}
	if len(args) == 1 && (args[0] == "version" || args[0] == "-version" || args[0] == "--version") {
		fmt.Fprintln(stdout, "feedbackd", feedbackkit.Version())
		return nil
	}
	cmd := "serve"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cmd, args = args[0], args[1:]
	}
	switch {
	case cmd == "help":
		return help(ctx, cfg, stdout, args...)
	case (cmd == "org" || cmd == "user" || cmd == "mail" || cmd == "jobs" || cmd == "analyze" || cmd == "digests") && (len(args) == 0 || isHelp(args[0])):
		return help(ctx, cfg, stdout, cmd)
	}
	return dispatch(ctx, cfg, cmd, args, stdin, stdout, stderr)
}

// dispatch runs the command cmd with its arguments.
func dispatch(ctx context.Context, cfg Config, cmd string, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	switch cmd {
	case "serve":
		return serve(ctx, cfg, args, stderr)
	case "migrate":
		return runMigrate(ctx, cfg, args, stdout, stderr)
	case "org":
		return runOrg(ctx, cfg, args, stdin, stdout, stderr)
	case "user":
		return runUser(ctx, cfg, args, stdout, stderr)
	case "mail":
		return runMail(ctx, cfg, args, stdout, stderr)
	case "jobs":
		return runJobs(ctx, cfg, args, stdout, stderr)
	case "digests":
		return runDigests(ctx, cfg, args, stdout, stderr)
	case "analyze":
		return runAnalyze(ctx, cfg, args, stdin, stdout, stderr)
	case "seed":
		return runSeed(ctx, cfg, args, stdout, stderr)
	case "bench":
		return runBench(ctx, cfg, args, stdout, stderr)
	}
	fmt.Fprint(stderr, usage)
	return fmt.Errorf("unknown command %q", cmd)
}

// isHelp reports whether arg asks for help.
func isHelp(arg string) bool {
	return arg == "-h" || arg == "-help" || arg == "--help"
}

// help prints the usage, one line per command, or with words the flags
// of the commands whose words start with them, each as its own -h prints
// them.
func help(ctx context.Context, cfg Config, w io.Writer, words ...string) error {
	if len(words) == 0 {
		fmt.Fprint(w, usage)
		return nil
	}
	shown := false
	for _, c := range commands {
		if len(words) > len(c) || !slices.Equal(c[:len(words)], words) {
			continue
		}
		if shown {
			fmt.Fprintln(w)
		}
		shown = true
		err := dispatch(ctx, cfg, c[0], append(slices.Clone(c[1:]), "-h"), strings.NewReader(""), w, w)
		if !errors.Is(err, flag.ErrHelp) {
			return fmt.Errorf("help %s: %v", strings.Join(c, " "), err)
		}
	}
	if !shown {
		return fmt.Errorf("help: unknown command %q", strings.Join(words, " "))
	}
	return nil
}

// newLogger returns the logger of cfg: at cfg.LogLevel, as text or JSON
// lines by cfg.LogFormat.
func newLogger(w io.Writer, cfg Config) (*slog.Logger, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(cfg.LogLevel)); err != nil {
		return nil, fmt.Errorf("log level %q: want debug, info, warn or error", cfg.LogLevel)
	}
	opts := &slog.HandlerOptions{Level: l}
	switch cfg.LogFormat {
	case "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return nil, fmt.Errorf("FEEDBACKD_LOG_FORMAT (--log-format) %q: want text or json", cfg.LogFormat)
}
