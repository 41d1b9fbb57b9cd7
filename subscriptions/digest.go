package subscriptions

import (
	"context"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/notify"
)

// RoomFeedback reads the feedback of rooms for digests and instant emails;
// *feedback.Service implements it.
type RoomFeedback interface {
	// Digest returns the counts by sentiment, the newest serious concerns
	// and the newest items that q selects.
	Digest(ctx context.Context, q feedback.DigestQuery) (*feedback.Digest, error)
	// FindItemOf returns the item id of the organization orgID as stored
	// now, or NOT_FOUND.
	FindItemOf(ctx context.Context, orgID, id string) (*feedback.Item, error)
}

var _ RoomFeedback = (*feedback.Service)(nil)

// DefaultDigestCheckInterval is how often the digest scheduler runs by
// default.
const DefaultDigestCheckInterval = time.Minute

// digestItems is how many serious concerns, and how many newest items, a
// digest lists.
const digestItems = 5

// maxExcerpt bounds the characters of an item's text in a digest.
const maxExcerpt = 300

// schedulePage is how many subscriptions the scheduler reads at a time.
const schedulePage = 500

// ScheduleDigestsArgs is the periodic job (every
// Config.DigestCheckInterval) that queues a DigestArgs job for each
// period of each daily or weekly subscription that ended since the
// subscription's DigestedUntil: the period that just ended and, after a
// downtime, those missed (at most the latest 7).
type ScheduleDigestsArgs struct{}

// Kind implements river.JobArgs.
func (ScheduleDigestsArgs) Kind() string { return "subscriptions.schedule_digests" }

// DigestArgs is the job that sends the digest of one subscription for one
// period. It is unique by subscription and period, and the digest it sends
// is recorded in the transaction that completes it (Store.RecordDigest),
// so that however many processes queue and work it, the digest is sent
// once.
type DigestArgs struct {
	SubscriptionID string    `json:"subscription_id" river:"unique"`
	OrgID          string    `json:"org_id"`
	Frequency      Frequency `json:"frequency"`
	PeriodStart    time.Time `json:"period_start" river:"unique"`
}

// Kind implements river.JobArgs.
func (DigestArgs) Kind() string { return "subscriptions.digest" }

// scheduleWorker works ScheduleDigestsArgs jobs.
type scheduleWorker struct {
	river.WorkerDefaults[ScheduleDigestsArgs]
	s *Service
}

// Work queues the digests of the periods that ended.
func (w *scheduleWorker) Work(ctx context.Context, _ *river.Job[ScheduleDigestsArgs]) error {
	return w.s.QueueDigests(ctx)
}

// QueueDigests queues a DigestArgs job for each period of each daily or
// weekly subscription that ended since the subscription's DigestedUntil
// (at most the latest 7 per subscription), unless it is queued already:
// what the periodic ScheduleDigestsArgs job does. Any number of processes
// may call it at once. It returns only internal errors.
func (s *Service) QueueDigests(ctx context.Context) error {
	_, err := s.QueueDigestsAt(ctx, s.now())
	return err
}

// QueueDigestsAt is QueueDigests as at the time at (feedbackd digests run
// --at): it queues the digests of the periods that end at or before at,
// and returns how many periods were due, queued now or before. A time in
// the future sends the digests of periods that have not ended yet: what
// arrives later in them is in no digest. An at outside the years
// feedbackkit.CheckTime allows is VALIDATION_FAILED.
func (s *Service) QueueDigestsAt(ctx context.Context, at time.Time) (int, error) {
	if err := feedbackkit.CheckTime("at", &at); err != nil {
		return 0, err
	}
	at = at.UTC()
	due := map[Frequency]time.Time{Daily: s.cfg.Schedule.lastEnd(Daily, at), Weekly: s.cfg.Schedule.lastEnd(Weekly, at)}
	after, n := "", 0
	for {
		subs, err := s.store.FindDueSubscriptions(ctx, due, after, schedulePage)
		if err != nil {
			return n, err
		}
		for _, sub := range subs {
			for _, p := range s.cfg.Schedule.duePeriods(sub.Frequency, sub.DigestedUntil, at) {
				args := DigestArgs{SubscriptionID: sub.ID, OrgID: sub.OrgID, Frequency: sub.Frequency, PeriodStart: p.Start}
				if err := s.deps.Queue.Enqueue(ctx, args, &river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}); err != nil {
					return n, err
				}
				n++
			}
		}
		if len(subs) < schedulePage {
			return n, nil
		}
		after = subs[len(subs)-1].ID
	}
}

// digestWorker works DigestArgs jobs.
type digestWorker struct {
	river.WorkerDefaults[DigestArgs]
	s *Service
}

// Work sends the digest of the job's subscription and period, unless the
// subscription is gone or has another frequency now, its subscriber may
// no longer see the target, nothing qualified, or the digest was sent
// already. It records the digest and advances the subscription's
// DigestedUntil in the transaction that stores the email and completes
// the job; that transaction first locks the items the digest lists
// against their deletion and leaves out those deleted since they were
// read (see keepExisting).
func (w *digestWorker) Work(ctx context.Context, job *river.Job[DigestArgs]) error {
	s, a := w.s, job.Args
	sub, err := s.store.FindSubscriptionByID(ctx, a.OrgID, a.SubscriptionID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil // unsubscribed since
	}
	if err != nil {
		return err
	}
	if sub.Frequency != a.Frequency {
		return nil // the new frequency has periods of its own
	}
	period := periodOf(a.Frequency, a.PeriodStart)
	r, ok, err := s.recipientOf(ctx, sub)
	if err != nil {
		return err
	}
	var data *notify.Digest // nil: nothing to send
	if ok {
		if data, err = s.digestOf(ctx, sub, r, period); err != nil {
			return err
		}
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		rec := &DigestRecord{SubscriptionID: sub.ID, OrgID: sub.OrgID, Period: period, CreatedAt: s.now()}
		if data != nil {
			if err := s.keepExisting(ctx, sub, data); err != nil {
				return err
			}
			rec.Items = data.Total
		}
		recorded, err := s.store.RecordDigest(ctx, rec)
		if err != nil {
			return err
		}
		if recorded && rec.Items > 0 {
			if err := s.mail(ctx, r.user.Email, notify.TemplateDigest, data, data.UnsubscribeURL); err != nil {
				return err
			}
		}
		if err := s.store.AdvanceDigests(ctx, sub.OrgID, sub.ID, period.End); err != nil {
			return err
		}
		return jobs.CompleteTx(ctx, job)
	})
}

// digestOf returns the digest of sub for the period p, to r.
func (s *Service) digestOf(ctx context.Context, sub *Subscription, r *recipient, p Period) (*notify.Digest, error) {
	var sentiments []analysis.Sentiment // nil: every item counts
	if sub.MinSentiment != "" {
		for _, sent := range []analysis.Sentiment{analysis.Negative, analysis.Neutral, analysis.Positive} {
			if sub.Qualifies(sent) {
				sentiments = append(sentiments, sent)
			}
		}
	}
	out := &notify.Digest{
		RecipientName:    r.user.Name,
		OrganizationName: r.org.Name,
		TargetName:       r.targetName,
		Period:           string(sub.Frequency) + " digest",
		Span:             p.Start.Format(spanLayout) + " - " + p.End.Format(spanLayout) + " UTC",
		URL:              s.dashboardURL(sub.Target, r.targetName, ""),
		UnsubscribeURL:   s.unsubscribeURL(sub),
	}
	var counts map[analysis.Sentiment]int
	switch sub.Target.Type {
	case Room:
		fd, err := s.deps.Feedback.Digest(ctx, feedback.DigestQuery{OrgID: sub.OrgID, RoomID: sub.Target.ID,
			Start: p.Start, End: p.End, Sentiments: sentiments, Limit: digestItems})
		if err != nil {
			return nil, err
		}
		counts = fd.Counts
		for _, it := range fd.Concerns {
			out.Concerns = append(out.Concerns, itemEntry(it, strings.Join(it.Concern.Categories, ", ")))
		}
		for _, it := range fd.Newest {
			out.Newest = append(out.Newest, itemEntry(it, ""))
		}
		if len(out.Concerns) > 0 {
			out.ConcernsURL = s.cfg.DashboardURL + "/concerns?resolved=false"
		}
	case Form:
		rd, err := s.deps.Forms.ResponseDigest(ctx, forms.ResponseDigestQuery{OrgID: sub.OrgID, FormID: sub.Target.ID,
			Start: p.Start, End: p.End, Sentiments: sentiments, Limit: digestItems})
		if err != nil {
			return nil, err
		}
		counts = rd.Counts
		for _, resp := range rd.Newest {
			out.Newest = append(out.Newest, notify.DigestItem{Sentiment: string(resp.Sentiment),
				Text: excerpt(strings.Join(resp.TextAnswers(), " / ")), ItemID: resp.ID, Time: resp.CreatedAt.UTC().Format(itemLayout)})
		}
	}
	out.Negative, out.Neutral, out.Positive = counts[analysis.Negative], counts[analysis.Neutral], counts[analysis.Positive]
	out.Unrated = counts[""]
	out.Total = out.Negative + out.Neutral + out.Positive + out.Unrated
	return out, nil
}

// keepExisting locks the items (or responses) that d lists against their
// deletion until the transaction ctx carries ends, in one query (two for
// a form), and takes out of d those deleted since d was read: neither
// listed nor counted. A deletion either came first, and the email leaves
// the item out, or waits for the email's commit and deletes the email
// with the item (notify.Service.ForgetItems): no text of a deleted item
// stays in the outbox.
func (s *Service) keepExisting(ctx context.Context, sub *Subscription, d *notify.Digest) error {
	listed := map[string]string{} // id: sentiment
	for _, it := range slices.Concat(d.Concerns, d.Newest) {
		listed[it.ItemID] = it.Sentiment
	}
	if len(listed) == 0 {
		return nil
	}
	ids := slices.Sorted(maps.Keys(listed))
	var found []string
	var err error
	switch sub.Target.Type {
	case Room:
		found, err = s.lockItem.Items(ctx, sub.OrgID, ids)
	case Form:
		found, err = s.deps.Forms.LockResponses(ctx, sub.OrgID, sub.Target.ID, ids)
	}
	if err != nil {
		return err
	}
	for _, id := range found {
		delete(listed, id)
	}
	if len(listed) == 0 {
		return nil
	}
	gone := func(it notify.DigestItem) bool { _, ok := listed[it.ItemID]; return ok }
	d.Concerns, d.Newest = slices.DeleteFunc(d.Concerns, gone), slices.DeleteFunc(d.Newest, gone)
	if len(d.Concerns) == 0 {
		d.ConcernsURL = ""
	}
	for _, sent := range listed {
		switch analysis.Sentiment(sent) {
		case analysis.Negative:
			d.Negative--
		case analysis.Neutral:
			d.Neutral--
		case analysis.Positive:
			d.Positive--
		default:
			d.Unrated--
		}
		d.Total--
	}
	return nil
}

// The layouts of the times of a digest.
const (
	spanLayout = "2 Jan 2006 15:04"
	itemLayout = "2 Jan 2006 15:04 UTC"
)

// itemEntry returns the digest entry of the feedback item it.
func itemEntry(it *feedback.Item, categories string) notify.DigestItem {
	return notify.DigestItem{Sentiment: string(it.Sentiment), Text: excerpt(it.Text), ItemID: it.ID,
		Time: it.CreatedAt.UTC().Format(itemLayout), Categories: categories}
}

// excerpt returns text, cut to maxExcerpt characters.
func excerpt(text string) string {
	r := []rune(text)
	if len(r) <= maxExcerpt {
		return text
	}
	return string(r[:maxExcerpt]) + "…"
}
