package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// adminCommand parses the flags of an admin command into cfg, checks that
// those whose usage says "(required)" are set and that the database exists
// (requireExisting), opens the app and calls fn with it. define adds the
// command's own flags, and those of cfg it needs besides where the data is
// (Config.registerStore).
func adminCommand(ctx context.Context, cfg *Config, name string, args []string, stderr io.Writer,
	define func(fs *flag.FlagSet), fn func(a *app.App) error) error {
	fs, err := parseAdmin(cfg, name, args, stderr, define)
	if err != nil {
		return err
	}
	if err := requireFlags(fs); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return withApp(ctx, *cfg, stderr, true, fn)
}

// parseAdmin parses the flags of the admin command name into cfg: where
// the data is (Config.registerStore), and those that define adds.
func parseAdmin(cfg *Config, name string, args []string, stderr io.Writer, define func(fs *flag.FlagSet)) (*flag.FlagSet, error) {
	fs := flag.NewFlagSet("feedbackd "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg.registerStore(fs)
	define(fs)
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("%s: unexpected argument %q", name, fs.Arg(0))
	}
	return fs, nil
}

// requireFlags returns an error naming the flags of fs whose usage says
// "(required)" and that are empty.
func requireFlags(fs *flag.FlagSet) error {
	var missing []string
	fs.VisitAll(func(f *flag.Flag) {
		if strings.Contains(f.Usage, "(required") && f.Value.String() == "" {
			missing = append(missing, "--"+f.Name)
		}
	})
	switch len(missing) {
	case 0:
		return nil
	case 1:
		return fmt.Errorf("the flag %s is required", missing[0])
	}
	return fmt.Errorf("the flags %s are required", strings.Join(missing, ", "))
}

// withApp checks cfg, and with existing that the database exists
// (requireExisting), opens the app of cfg, logging to stderr, and calls fn
// with it.
func withApp(ctx context.Context, cfg Config, stderr io.Writer, existing bool, fn func(a *app.App) error) error {
	logger, err := newLogger(stderr, cfg)
	if err != nil {
		return err
	}
	if err := cfg.check(); err != nil {
		return err
	}
	if existing {
		if err := requireExisting(ctx, cfg); err != nil {
			return err
		}
	}
	a, err := openApp(ctx, cfg, logger, nil, nil)
	if err != nil {
		return err
	}
	defer a.Close(context.WithoutCancel(ctx))
	return fn(a)
}

// runMigrate creates or migrates the database, prints the migrations it
// applied, and exits: with the server's start, the only command that may
// create one.
func runMigrate(ctx context.Context, cfg Config, args []string, stdout, stderr io.Writer) error {
	if _, err := parseAdmin(&cfg, "migrate", args, stderr, func(*flag.FlagSet) {}); err != nil {
		return err
	}
	if err := cfg.check(); err != nil {
		return err
	}
	before, err := appliedMigrations(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	return withApp(ctx, cfg, stderr, false, func(a *app.App) error {
		after, err := app.AppliedMigrations(ctx, a.DB)
		if err != nil {
			return err
		}
		var applied []string
		for _, m := range after {
			if !slices.Contains(before, m) {
				applied = append(applied, m)
			}
		}
		if len(applied) == 0 {
			fmt.Fprintf(stdout, "no migration to apply: the database is up to date (%s applied before)\n", migrations(len(after)))
			return nil
		}
		fmt.Fprintf(stdout, "applied %s:\n", migrations(len(applied)))
		for _, m := range applied {
			fmt.Fprintln(stdout, " ", m)
		}
		return nil
	})
}

// migrations counts n migrations in English: "1 migration", "2 migrations".
func migrations(n int) string {
	if n == 1 {
		return "1 migration"
	}
	return fmt.Sprintf("%d migrations", n)
}

// appliedMigrations returns the migrations applied to the database of
// databaseURL before migrating it: none when the SQLite file does not
// exist yet.
func appliedMigrations(ctx context.Context, databaseURL string) ([]string, error) {
	if file := app.SQLiteFile(databaseURL); file != "" && !exists(file) {
		return nil, nil
	}
	db, err := app.OpenDB(ctx, databaseURL)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	applied, err := app.AppliedMigrations(ctx, db)
	if err != nil {
		return nil, fmt.Errorf("read the migrations of %s: %w", redactURL(databaseURL), err)
	}
	return applied, nil
}

// runOrg runs `feedbackd org create|set-plan|set-limits|export|delete`.
// org create reads the owner's password from stdin when it is "-".
func runOrg(ctx context.Context, cfg Config, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return errors.New("org: want create, set-plan, set-limits, export or delete")
	}
	sub, args := args[0], args[1:]
	var subdomain, plan string
	switch sub {
	case "create":
		var name, email, password string
		return adminCommand(ctx, &cfg, "org create", args, stderr, func(fs *flag.FlagSet) {
			fs.StringVar(&name, "name", "", "organization name (required)")
			fs.StringVar(&subdomain, "subdomain", "", "organization subdomain (required)")
			fs.StringVar(&email, "owner-email", "", "owner's email (required)")
			fs.StringVar(&password, "owner-password", "", "owner's password (required, 8 characters or more); - reads it from the first line of standard input, which keeps it out of ps and the shell's history")
			fs.StringVar(&plan, "plan", string(orgs.PlanFree), "free, team or business")
		}, func(a *app.App) error {
			if password == "-" {
				var err error
				if password, err = readLine(stdin); err != nil {
					return fmt.Errorf("org create: --owner-password -: read the password from standard input: %w", err)
				}
			}
			org, owner, err := a.Orgs.CreateOrganization(ctx, orgs.NewOrganization{
				Name:      name,
				Subdomain: subdomain,
				Plan:      orgs.Plan(plan),
				Owner:     identity.NewUser{Email: email, Password: password},
			})
			if err != nil {
				return err
			}
			return writeJSON(stdout, map[string]any{"organization": orgJSON(org), "owner": owner})
		})
	case "set-plan":
		return adminCommand(ctx, &cfg, "org set-plan", args, stderr, func(fs *flag.FlagSet) {
			fs.StringVar(&subdomain, "subdomain", "", "organization subdomain (required)")
			fs.StringVar(&plan, "plan", "", "free, team or business (required)")
		}, func(a *app.App) error {
			org, err := a.Orgs.SetPlan(ctx, subdomain, orgs.Plan(plan))
			if err != nil {
				return err
			}
			return writeJSON(stdout, orgJSON(org))
		})
	case "set-limits":
		var upd orgs.LimitsUpdate
		return adminCommand(ctx, &cfg, "org set-limits", args, stderr, func(fs *flag.FlagSet) {
			fs.StringVar(&subdomain, "subdomain", "", "organization subdomain (required)")
			fs.Func("seats", "seat cap (0: no cap)", intFlag(&upd.Seats))
			fs.Func("rooms", "room cap (0: no cap)", intFlag(&upd.Rooms))
			fs.Func("forms", "form cap (0: no cap)", intFlag(&upd.Forms))
			fs.BoolFunc("integrations", "integration entitlement (true or false)", func(s string) error {
				v, err := strconv.ParseBool(s)
				upd.Integrations = &v
				return err
			})
		}, func(a *app.App) error {
			org, err := a.Orgs.SetLimits(ctx, subdomain, upd)
			if err != nil {
				return err
			}
			return writeJSON(stdout, orgJSON(org))
		})
	case "export":
		return adminCommand(ctx, &cfg, "org export", args, stderr, func(fs *flag.FlagSet) {
			fs.StringVar(&subdomain, "subdomain", "", "organization subdomain (required)")
		}, func(a *app.App) error {
			org, err := a.Orgs.FindOrganizationBySubdomain(ctx, subdomain)
			if err != nil {
				return err
			}
			w := bufio.NewWriter(stdout)
			if err := a.ExportOrganization(ctx, org.ID, w); err != nil {
				return err
			}
			return w.Flush()
		})
	case "delete":
		var yes bool
		return adminCommand(ctx, &cfg, "org delete", args, stderr, func(fs *flag.FlagSet) {
			fs.StringVar(&subdomain, "subdomain", "", "organization subdomain (required)")
			fs.BoolVar(&yes, "yes", false, "confirm the deletion, which cannot be undone: without it nothing is deleted")
		}, func(a *app.App) error {
			org, err := a.Orgs.FindOrganizationBySubdomain(ctx, subdomain)
			if err != nil {
				return err
			}
			if !yes {
				return fmt.Errorf("org delete: nothing deleted: this deletes the organization %q (%s) and all its data for good; run it again with --yes to confirm (feedbackd org export first keeps a copy)",
					org.Subdomain, org.Name)
			}
			if err := a.Governance.DeleteOrganization(ctx, org.ID); err != nil {
				return err
			}
			return writeJSON(stdout, map[string]any{"deleted": orgJSON(org)})
		})
	}
	return fmt.Errorf("org: unknown command %q (want create, set-plan, set-limits, export or delete)", sub)
}

// readLine returns the first line of r, without its line ending; an
// empty input is an error.
func readLine(r io.Reader) (string, error) {
	line, err := bufio.NewReader(r).ReadString('\n')
	if errors.Is(err, io.EOF) && line == "" {
		return "", errors.New("it is empty")
	}
	if err != nil && !errors.Is(err, io.EOF) {
		return "", err
	}
	return strings.TrimRight(line, "\r\n"), nil
}

// orgJSON is an organization as the admin commands print it, with its
// limits in force.
func orgJSON(org *orgs.Organization) map[string]any {
	return map[string]any{
		"_id":       org.ID,
		"name":      org.Name,
		"subdomain": org.Subdomain,
		"plan":      org.Plan,
		"limits":    org.Limits(),
		"createdAt": org.CreatedAt,
	}
}

func intFlag(dst **int) func(string) error {
	return func(s string) error {
		v, err := strconv.Atoi(s)
		if err != nil {
			return errors.New("want a whole number")
		}
		*dst = &v
		return nil
	}
}

// runMail runs `feedbackd mail list`.
func runMail(ctx context.Context, cfg Config, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "list" {
		return errors.New("mail: want list")
	}
	var to, status string
	var asJSON bool
	var limit int
	return adminCommand(ctx, &cfg, "mail list", args[1:], stderr, func(fs *flag.FlagSet) {
		fs.StringVar(&to, "to", "", "only emails to this address")
		fs.StringVar(&status, "status", "", "only emails of this status: pending (waiting for a delivery attempt), failed (given up), sent or outbox (no SMTP)")
		fs.BoolVar(&asJSON, "json", false, "print JSON, one array")
		fs.IntVar(&limit, "limit", 100, "at most this many emails")
	}, func(a *app.App) error {
		switch status {
		case "", notify.StatusPending, notify.StatusFailed, notify.StatusSent, notify.StatusOutbox:
		default:
			return fmt.Errorf("mail list: --status %q: want pending, failed, sent or outbox", status)
		}
		emails, err := a.Notify.Outbox(ctx, notify.OutboxFilter{To: to, Status: status, Limit: limit})
		if err != nil {
			return err
		}
		if asJSON {
			return writeJSON(stdout, emails)
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "CREATED\tSTATUS\tATTEMPTS\tTO\tSUBJECT\tLAST ERROR")
		for _, e := range emails {
			fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\n", e.CreatedAt.UTC().Format(time.RFC3339), e.Status, e.Attempts, e.To, e.Subject,
				strings.Join(strings.Fields(e.LastError), " "))
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		for _, e := range emails {
			fmt.Fprintf(stdout, "\n--- %s to %s: %s\n%s\n", e.ID, e.To, e.Subject, e.Text)
		}
		return nil
	})
}

// runJobs runs `feedbackd jobs discard`.
func runJobs(ctx context.Context, cfg Config, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "discard" {
		return errors.New("jobs: want discard")
	}
	var yes, force bool
	return adminCommand(ctx, &cfg, "jobs discard", args[1:], stderr, func(fs *flag.FlagSet) {
		fs.BoolVar(&force, "force", false, "discard even while a server runs the jobs of the database (it would cancel what the live service is sending)")
		fs.BoolVar(&yes, "yes", false, "confirm: the emails, webhook deliveries, concerns' follow-up and tickets still to be made are never made; without it nothing is discarded")
	}, func(a *app.App) error {
		if !yes {
			return errors.New("jobs discard: nothing discarded: this cancels every email, webhook delivery, concern follow-up and ticket still to be made, for a restored copy that must not send what the original had queued; run it again with --yes to confirm")
		}
		running, err := a.JobsRunning(ctx)
		if err != nil {
			return err
		}
		if running && !force {
			return errors.New("jobs discard: nothing discarded: a server runs the jobs of this database now (or stopped less than 15 seconds ago); discarding would cancel what the live service is sending. Stop every instance on it first, or add --force if this database is a copy")
		}
		d, err := a.DiscardDeliveries(ctx)
		if err != nil {
			return err
		}
		return writeJSON(stdout, map[string]any{"discarded": d})
	})
}

// runDigests runs `feedbackd digests run`.
func runDigests(ctx context.Context, cfg Config, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "run" {
		return errors.New("digests: want run")
	}
	var at string
	return adminCommand(ctx, &cfg, "digests run", args[1:], stderr, func(fs *flag.FlagSet) {
		cfg.registerDigestSchedule(fs)
		fs.StringVar(&at, "at", "", "queue the digests of the periods that end at or before this `TIME` (RFC 3339; default now); a TIME in the future sends digests of periods that have not ended")
	}, func(a *app.App) error {
		when := time.Now()
		if at != "" {
			var err error
			if when, err = time.Parse(time.RFC3339, at); err != nil {
				return fmt.Errorf("digests run: --at %q: want an RFC 3339 time such as 2026-05-04T08:00:00Z", at)
			}
		}
		n, err := a.Subscriptions.QueueDigestsAt(ctx, when)
		if err != nil {
			return err
		}
		return writeJSON(stdout, map[string]any{"at": when.UTC(), "due": n})
	})
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
