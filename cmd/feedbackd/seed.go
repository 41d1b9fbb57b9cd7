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
		fs.IntVar(&opts.Rooms, "rooms", 5, "rooms to spread the feedback over (created when missing)")
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
// opts.Days days, imported in bulk (feedback.Service.ImportItems). When the
// organization's room cap stops it, the rooms made so far stay (a later
// run reuses them) and no item is added.
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
	var targets []*rooms.Room
	for i := 1; i <= opts.Rooms; i++ {
		name := fmt.Sprintf("Seed room %d", i)
		r, err := a.Rooms.FindRoomByName(asOwner, name)
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
			r, err = a.Rooms.CreateRoom(asOwner, rooms.NewRoom{Name: name, Tags: seedTags()})
		}
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeRoomLimitReached {
			return fmt.Errorf("seed: %w (lift it with: feedbackd org set-limits --subdomain %s --rooms 0)", err, org.Subdomain)
		}
		if err != nil {
			return err
		}
		targets = append(targets, r)
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
