package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/uptrace/bun/dialect"
	"golang.org/x/sync/errgroup"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

const (
	// seedBatch is the number of items imported at once (one COPY on
	// PostgreSQL).
	seedBatch = 5000
	// seedImporters is the number of batches imported at once on
	// PostgreSQL, which works one COPY per connection and core. SQLite has
	// one writer: a second importer only waits for it, and on a loaded
	// machine longer than its busy timeout (SQLITE_BUSY), so it gets one.
	seedImporters = 2
)

// seedOptions are the flags of `feedbackd seed`.
type seedOptions struct {
	Subdomain string
	Rooms     int
	Feedback  int
	Days      int
	Seed      uint64
}

// runSeed runs `feedbackd seed --subdomain SUB [--rooms N] [--feedback N]
// [--days N]`: it adds realistic rooms and feedback to an organization.
func runSeed(ctx context.Context, cfg Config, args []string, stdout, stderr io.Writer) error {
	opts := seedOptions{}
	return adminCommand(ctx, &cfg, "seed", args, stderr, func(fs *flag.FlagSet) {
		fs.StringVar(&opts.Subdomain, "subdomain", "", "organization subdomain (required)")
		fs.IntVar(&opts.Rooms, "rooms", 5, "rooms \"Seed room 1\" to N to spread the feedback over, created when missing; the organization's room cap (the free plan's 3) makes fewer, as seed then says")
		fs.IntVar(&opts.Feedback, "feedback", 1000, "feedback items to add")
		fs.IntVar(&opts.Days, "days", 30, "spread the items over this many past days")
		fs.Uint64Var(&opts.Seed, "seed", 0, "random seed: the same seed gives the same texts (0: a new one each run)")
	}, func(a *app.App) error {
		return seed(ctx, a, opts, stdout)
	})
}

// seedTags returns the custom tags of the seeded rooms.
func seedTags() *rooms.TagsPatch {
	return &rooms.TagsPatch{
		Happy:   []string{"clear", "engaging", "well paced"},
		Neutral: []string{"pace", "content"},
		Sad:     []string{"too fast", "confusing", "audio"},
	}
}

// seed adds opts.Rooms rooms named "Seed room N" (reusing those that
// exist), created by the organization's owner, and opts.Feedback items
// written by a feedback.Sampler, spread over the rooms and the last
// opts.Days days, imported in bulk (feedback.Service.ImportItems). It
// checks the organization's room cap before it creates any room (see
// seedRooms): a cap that leaves room for fewer rooms than asked for gets
// fewer, which seed says; one that leaves none, with no seed room made
// before, stops it before it writes anything.
func seed(ctx context.Context, a *app.App, opts seedOptions, stdout io.Writer) error {
	switch {
	case opts.Subdomain == "":
		return errors.New("seed: --subdomain is required")
	case opts.Rooms < 1:
		return errors.New("seed: --rooms must be 1 or more")
	case opts.Feedback < 0:
		return errors.New("seed: --feedback must be 0 or more")
	case opts.Days < 1:
		return errors.New("seed: --days must be 1 or more")
	}
	start := time.Now()
	org, err := a.Orgs.FindOrganizationBySubdomain(ctx, opts.Subdomain)
	if err != nil {
		return err
	}
	owner, err := a.Identity.FindOwner(ctx, org.ID)
	if err != nil {
		return err
	}
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: owner.Role})
	targets, err := seedRooms(asOwner, a, org, opts.Rooms, stdout)
	if err != nil {
		return err
	}

	if opts.Seed == 0 {
		opts.Seed = uint64(time.Now().UnixNano())
	}
	sampler := feedback.NewSampler(opts.Seed)
	now := time.Now().UTC()
	batches := make(chan []*feedback.Item)
	g, gctx := errgroup.WithContext(ctx)
	importers := 1
	if a.DB.Dialect().Name() == dialect.PG {
		importers = seedImporters
	}
	for range importers {
		g.Go(func() error {
			for b := range batches {
				if err := a.Feedback.ImportItems(gctx, b); err != nil {
					return err
				}
			}
			return nil
		})
	}
	g.Go(func() error {
		defer close(batches)
		return sampler.Items(gctx, feedback.SampleSpec{
			Rooms: targets, InstructorID: owner.InstructorID, Count: opts.Feedback,
			From: now.AddDate(0, 0, -opts.Days), To: now, Batch: seedBatch,
		}, func(b []*feedback.Item) error {
			select {
			case batches <- b:
				return nil
			case <-gctx.Done():
				return gctx.Err()
			}
		})
	})
	if err := g.Wait(); err != nil {
		return err
	}
	if err := a.Feedback.UpdateStatistics(ctx); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "seeded %d feedback items (%d distinct texts) into %d rooms of %s in %s\n",
		opts.Feedback, sampler.DistinctTexts(), len(targets), org.Subdomain, time.Since(start).Round(time.Millisecond))
	return nil
}

// seedRooms returns the rooms "Seed room 1" to "Seed room n" of org, made
// by the owner ctx carries: those that exist, and as many of the others
// as the organization's room cap leaves room for, created after the cap is
// checked. When the cap leaves room for fewer, it says so on stdout; when
// it leaves room for none and no seed room exists, it returns an error
// before creating anything. Lifting the cap (feedbackd org set-limits
// --rooms 0) gives a later run the rest.
func seedRooms(ctx context.Context, a *app.App, org *orgs.Organization, n int, stdout io.Writer) ([]*rooms.Room, error) {
	names := make([]string, n)
	found := make([]*rooms.Room, n)
	missing := 0
	for i := range names {
		names[i] = fmt.Sprintf("Seed room %d", i+1)
		r, err := a.Rooms.FindRoomByName(ctx, names[i])
		switch {
		case feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound:
			missing++
		case err != nil:
			return nil, err
		default:
			found[i] = r
		}
	}
	lift := fmt.Sprintf("lift it with: feedbackd org set-limits --subdomain %s --rooms 0", org.Subdomain)
	create := missing
	if limit := org.Limits().Rooms; limit > 0 && missing > 0 {
		used, err := a.Rooms.CountRooms(ctx, org.ID)
		if err != nil {
			return nil, err
		}
		create = min(missing, max(limit-used, 0))
		switch {
		case create+n-missing == 0:
			return nil, fmt.Errorf("seed: %s may have %d rooms on the %s plan and has %d: no room to seed, nothing written (%s)",
				org.Subdomain, limit, org.Plan, used, lift)
		case create < missing:
			fmt.Fprintf(stdout, "%s may have %d rooms on the %s plan and has %d: seeding %d of the %d rooms asked for (%s)\n",
				org.Subdomain, limit, org.Plan, used, create+n-missing, n, lift)
		}
	}
	var targets []*rooms.Room
	for i, r := range found {
		if r == nil {
			if create == 0 {
				continue
			}
			create--
			var err error
			r, err = a.Rooms.CreateRoom(ctx, rooms.NewRoom{Name: names[i], Tags: seedTags()})
			if feedbackkit.ErrorCode(err) == feedbackkit.CodeRoomLimitReached { // a room made since the count
				return nil, fmt.Errorf("seed: %w (%s)", err, lift)
			}
			if err != nil {
				return nil, err
			}
		}
		targets = append(targets, r)
	}
	return targets, nil
}
