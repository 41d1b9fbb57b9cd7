package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// seedBatch is the number of items imported at once (one COPY on
// PostgreSQL).
const seedBatch = 20000

// seedImporters is the number of batches imported at once.
const seedImporters = 2

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
	return adminCommand(ctx, cfg, "seed", args, stderr, func(fs *flag.FlagSet) {
		fs.StringVar(&opts.Subdomain, "subdomain", "", "organization subdomain (required)")
		fs.IntVar(&opts.Rooms, "rooms", 5, "rooms to spread the feedback over (created when missing)")
		fs.IntVar(&opts.Feedback, "feedback", 1000, "feedback items to add")
		fs.IntVar(&opts.Days, "days", 30, "spread the items over this many past days")
		fs.Uint64Var(&opts.Seed, "seed", uint64(time.Now().UnixNano()), "random seed (the same seed gives the same texts)")
	}, func(a *app) error {
		return seed(ctx, a, opts, stdout)
	})
}

// seedTags are the custom tags of the seeded rooms, per sentiment.
var seedTags = rooms.TagsPatch{
	Happy:   []string{"clear", "engaging", "well paced"},
	Neutral: []string{"pace", "content"},
	Sad:     []string{"too fast", "confusing", "audio"},
}

// seed adds opts.Rooms rooms named "Seed room N" (reusing those that
// exist), created by the organization's owner, and opts.Feedback items
// spread over them and over the last opts.Days days. Each distinct text is
// analysed once by the offline model.
func seed(ctx context.Context, a *app, opts seedOptions, stdout io.Writer) error {
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
	org, err := a.orgs.FindOrganizationBySubdomain(ctx, opts.Subdomain)
	if err != nil {
		return err
	}
	owner, err := a.identity.FindOwner(ctx, a.db, org.ID)
	if err != nil {
		return err
	}
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: owner.Role})
	var targets []*rooms.Room
	for i := 1; i <= opts.Rooms; i++ {
		name := fmt.Sprintf("Seed room %d", i)
		tags := seedTags
		r, err := a.rooms.CreateRoom(asOwner, rooms.NewRoom{Name: name, Tags: &tags})
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
			r, err = a.rooms.FindRoomByName(asOwner, name)
		}
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeRoomLimitReached {
			return fmt.Errorf("seed: %w (raise it with feedbackd org set-limits --subdomain %s --rooms 0)", err, org.Subdomain)
		}
		if err != nil {
			return err
		}
		targets = append(targets, r)
	}

	sampler := feedback.NewSampler(opts.Seed)
	rng := sampler.Rand()
	analysed := map[string]*analysis.Result{}
	span := int64(time.Duration(opts.Days) * 24 * time.Hour)
	// Items arrive in time order, as they would: the indexes then grow at
	// their ends, which makes the import about twice as fast as in random
	// order on PostgreSQL.
	ages := make([]int64, opts.Feedback)
	for i := range ages {
		ages[i] = rng.Int64N(span)
	}
	slices.Sort(ages)
	slices.Reverse(ages)
	// Two importers: PostgreSQL works one COPY per connection and core.
	batches := make(chan []*feedback.Item)
	g, gctx := errgroup.WithContext(ctx)
	for range seedImporters {
		g.Go(func() error {
			for b := range batches {
				if err := a.feedback.ImportItems(gctx, b); err != nil {
					return err
				}
			}
			return nil
		})
	}
	g.Go(func() error {
		defer close(batches)
		return generate(gctx, opts, targets, org.ID, owner.InstructorID, sampler, ages, analysed, batches)
	})
	if err := g.Wait(); err != nil {
		return err
	}
	if err := a.feedback.UpdateStatistics(ctx); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "seeded %d feedback items (%d distinct texts) into %d rooms of %s in %s\n",
		opts.Feedback, len(analysed), len(targets), org.Subdomain, time.Since(start).Round(time.Millisecond))
	return nil
}

// generate writes opts.Feedback items, created at now minus ages (oldest
// first), in batches of seedBatch to out. Each distinct text is analysed
// once by the offline model; analysed caches the results.
func generate(ctx context.Context, opts seedOptions, targets []*rooms.Room, orgID, instructorID string,
	sampler *feedback.Sampler, ages []int64, analysed map[string]*analysis.Result, out chan<- []*feedback.Item) error {
	rng := sampler.Rand()
	offline := analysis.NewLocal()
	now := time.Now().UTC()
	var err error
	batch := make([]*feedback.Item, 0, min(seedBatch, opts.Feedback))
	for n := 0; n < opts.Feedback; n++ {
		room := targets[rng.IntN(len(targets))]
		created := now.Add(-time.Duration(ages[n]))
		it := &feedback.Item{
			OrgID: orgID, RoomID: room.ID, EventType: room.Name, InstructorID: instructorID,
			Tags: []string{}, CreatedAt: created,
		}
		text, sentiment := sampler.Text()
		switch p := rng.IntN(100); {
		case p < 20: // a sentiment alone
			it.Sentiment, it.RespondentSentiment = sentiment, sentiment
			analyzedAt := created
			it.AnalyzedAt = &analyzedAt
		default:
			it.Text = text
			if p < 50 {
				it.RespondentSentiment = sentiment
			}
			res, ok := analysed[text]
			if !ok {
				if res, err = offline.Analyze(ctx, text); err != nil {
					return err
				}
				analysed[text] = res
			}
			it.SetAnalysis(res, created)
		}
		if list := tagsFor(it.Sentiment); rng.IntN(100) < 40 {
			it.Tags = []string{list[rng.IntN(len(list))]}
		}
		batch = append(batch, it)
		if len(batch) == cap(batch) || n == opts.Feedback-1 {
			select {
			case out <- batch:
			case <-ctx.Done():
				return ctx.Err()
			}
			batch = make([]*feedback.Item, 0, cap(batch))
		}
	}
	return nil
}

// tagsFor returns the seeded rooms' tags of a sentiment.
func tagsFor(s analysis.Sentiment) []string {
	switch s {
	case analysis.Positive:
		return seedTags.Happy
	case analysis.Negative:
		return seedTags.Sad
	}
	return seedTags.Neutral
}
