package subscriptions

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// Users finds the members subscriptions belong to; *identity.Service
// implements it.
type Users interface {
	// FindMember returns the member userID of the organization orgID, or
	// NOT_FOUND.
	FindMember(ctx context.Context, orgID, userID string) (*identity.User, error)
}

// Orgs finds organizations; *orgs.Service implements it.
type Orgs interface {
	// FindOrganizationByID returns the organization id, or NOT_FOUND.
	FindOrganizationByID(ctx context.Context, id string) (*orgs.Organization, error)
}

// Mailer sends notification emails; *notify.Service implements it.
type Mailer interface {
	// SendWithHeaders stores and queues the email of template name with
	// data and the extra header fields headers, to the address to.
	SendWithHeaders(ctx context.Context, to, name string, data any, headers map[string]string) (*notify.Email, error)
}

var (
	_ Users  = (*identity.Service)(nil)
	_ Orgs   = (*orgs.Service)(nil)
	_ Mailer = (*notify.Service)(nil)
)

// NewItem names a new feedback item or form response of a target, with
// the sentiment it counts by: its sentiment at submission, which the
// subscriptions.item job replaces with the one stored once its analysis
// is done (see MaxAnalysisWait). It carries no
// text: the instant email reads the item when it is written, so that an
// item deleted by then is not emailed. (Jobs queued by earlier versions
// also carry the item's text and the target's name; those fields are
// ignored.)
type NewItem struct {
	OrgID     string             `json:"org_id"`
	Target    TargetType         `json:"target_type"`
	TargetID  string             `json:"target_id"`
	ItemID    string             `json:"item_id"`
	Sentiment analysis.Sentiment `json:"sentiment"`
}

// ItemArgs is the job that finds the instant subscribers of a new item and
// queues an InstantArgs job for each one it qualifies for.
type ItemArgs struct {
	Item NewItem `json:"item"`
}

// Kind implements river.JobArgs.
func (ItemArgs) Kind() string { return "subscriptions.item" }

// InstantArgs is the job that emails one subscriber of one item. It is
// unique by subscription and item, so that the subscriber gets one email
// per item.
type InstantArgs struct {
	SubscriptionID string  `json:"subscription_id" river:"unique"`
	Item           NewItem `json:"item" river:"unique"`
}

// Kind implements river.JobArgs.
func (InstantArgs) Kind() string { return "subscriptions.instant" }

// WantsItems implements feedback.ItemHook: it reports whether the
// organization orgID has instant subscribers (see wants).
func (s *Service) WantsItems(ctx context.Context, orgID string) bool { return s.wants(ctx, orgID) }

// ItemCreated implements feedback.ItemHook (app adds it): it queues the
// emails of the instant subscribers of the new item's room, in the
// transaction that stores the item (see queueItem).
func (s *Service) ItemCreated(ctx context.Context, it *feedback.Item) error {
	return s.queueItem(ctx, NewItem{OrgID: it.OrgID, Target: Room, TargetID: it.RoomID, ItemID: it.ID, Sentiment: it.Sentiment})
}

// WantsResponses implements forms.ResponseHook: it reports whether the
// organization orgID has instant subscribers (see wants).
func (s *Service) WantsResponses(ctx context.Context, orgID string) bool {
	return s.wants(ctx, orgID)
}

// ResponseCreated implements forms.ResponseHook (app adds it): it queues
// the emails of the instant subscribers of the new response's form, in
// the transaction that stores the response (see queueItem); a response
// counts by the sentiment of its text answers.
func (s *Service) ResponseCreated(ctx context.Context, _ *forms.Form, r *forms.Response) error {
	return s.queueItem(ctx, NewItem{OrgID: r.OrgID, Target: Form, TargetID: r.FormID, ItemID: r.ID, Sentiment: r.Sentiment})
}

var (
	_ feedback.ItemHook  = (*Service)(nil)
	_ forms.ResponseHook = (*Service)(nil)
)

// watchedTTL is how long a Service remembers the targets of an
// organization that have instant subscribers: a subscription made,
// changed or deleted through another instance is heard of within it. This
// instance's own changes apply once they have committed (see
// forgetWatched).
const watchedTTL = 2 * time.Second

// instantTargets returns the targets of the organization orgID that have
// instant subscribers, as remembered for watchedTTL: one query per
// organization and watchedTTL (and one more for each submission that
// misses while it runs), which answers both whether a submission needs
// its transaction (wants) and whether its target gets a job (queueItem).
func (s *Service) instantTargets(ctx context.Context, orgID string) ([]Target, error) {
	return s.watched.Load(orgID, s.cfg.Now, func() ([]Target, error) {
		return s.store.FindInstantTargets(ctx, orgID)
	})
}

// forgetWatched has the targets with instant subscribers read again (see
// instantTargets) once the transaction ctx carries has committed, or at
// once outside a transaction: a submission that reads them before then
// finds them unchanged.
func (s *Service) forgetWatched(ctx context.Context) {
	database.AfterCommit(ctx, func(context.Context) { s.watched.Clear() })
}

// wants reports whether the organization orgID has instant subscribers
// (see instantTargets): the items and responses of one without keep the
// submission's fast path, with no transaction nor job. It answers true
// when it cannot tell (the store failed): queueItem reads them again, in
// the submission's transaction.
func (s *Service) wants(ctx context.Context, orgID string) bool {
	targets, err := s.instantTargets(ctx, orgID)
	if err != nil {
		s.cfg.Logger.WarnContext(ctx, "subscriptions: find whether an organization has instant subscriptions; its submission takes the transaction", "organization_id", orgID, "error", err)
	}
	return len(targets) > 0 || err != nil
}

// queueItem queues the ItemArgs job of it, when its target has instant
// subscribers (see instantTargets), in the transaction ctx carries, which
// stores the item: both commit or neither does, so that a process that
// dies right after the commit loses no email. An error fails the
// submission.
func (s *Service) queueItem(ctx context.Context, it NewItem) error {
	targets, err := s.instantTargets(ctx, it.OrgID)
	if err != nil {
		return fmt.Errorf("subscriptions: find the subscribers of a new item: %w", err)
	}
	if !slices.Contains(targets, Target{Type: it.Target, ID: it.TargetID}) {
		return nil
	}
	if err := s.deps.Queue.Enqueue(ctx, ItemArgs{Item: it}, nil); err != nil {
		return fmt.Errorf("subscriptions: queue the notification of a new item: %w", err)
	}
	return nil
}

// MaxAnalysisWait is how long the instant emails of a feedback item or
// form response whose analysis is pending (its analyser did not answer
// within the submission's inline limit) wait for it, from the submission.
// The item counts by its final sentiment once the feedback.analyze job
// (forms.analyze_response for a response) has stored it; past
// MaxAnalysisWait it counts by its provisional one (neutral for an item,
// none for a response).
const MaxAnalysisWait = 15 * time.Minute

// itemWorker works ItemArgs jobs.
type itemWorker struct {
	river.WorkerDefaults[ItemArgs]
	s *Service
}

// Work queues one InstantArgs job per instant subscription of the item's
// target that the item qualifies for. The item counts by its sentiment as
// stored now, read again: while its analysis is pending (and, for an item
// of a room, the respondent chose no sentiment), the job is snoozed (see
// analysisWait) until the analysis is stored or MaxAnalysisWait has
// passed. An item deleted since is emailed to nobody.
func (w *itemWorker) Work(ctx context.Context, job *river.Job[ItemArgs]) error {
	it := job.Args.Item
	stored, err := w.s.stored(ctx, it)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil
	}
	if err != nil {
		return err
	}
	if wait := w.s.analysisWait(stored); wait > 0 {
		return river.JobSnooze(wait)
	}
	it.Sentiment = stored.sentiment
	subs, err := w.s.store.FindTargetSubscriptions(ctx, it.OrgID, Target{Type: it.Target, ID: it.TargetID}, Instant)
	if err != nil {
		return err
	}
	for _, sub := range subs {
		if !sub.Qualifies(it.Sentiment) {
			continue
		}
		opts := &river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}
		if err := w.s.deps.Queue.Enqueue(ctx, InstantArgs{SubscriptionID: sub.ID, Item: it}, opts); err != nil {
			return err
		}
	}
	return nil
}

// storedItem is what the instant emails of a new item read of it again.
type storedItem struct {
	sentiment analysis.Sentiment
	// pending: the sentiment is provisional, the analysis pending.
	pending   bool
	createdAt time.Time
}

// stored reads the item or response it again: its sentiment, whether that
// sentiment is provisional, and its time. It returns NOT_FOUND when it was
// deleted. It reads without a lock: it copies nothing and writes nothing,
// so there is nothing a lock held until the end of its read would keep
// consistent. A deletion under way is either seen (NOT_FOUND) or not, and
// then the instant email, which locks the item in the transaction that
// stores it, finds it gone; an analysis under way is either seen or the
// job snoozes and reads again (see analysisWait). A lock would only make
// the job wait for those writers (on SQLite, for every writer).
func (s *Service) stored(ctx context.Context, it NewItem) (storedItem, error) {
	if it.Target == Form {
		r, err := s.deps.Forms.FindResponse(ctx, it.OrgID, it.TargetID, it.ItemID)
		if err != nil {
			return storedItem{}, err
		}
		return storedItem{sentiment: r.Sentiment, pending: r.AnalysisPending, createdAt: r.CreatedAt}, nil
	}
	item, err := s.deps.Feedback.FindItemOf(ctx, it.OrgID, it.ItemID)
	if err != nil {
		return storedItem{}, err
	}
	return storedItem{sentiment: item.Sentiment, pending: item.ProvisionalSentiment(),
		createdAt: item.CreatedAt}, nil
}

// analysisWait returns how long the instant emails of the item it wait
// before it is read again: 0 when its sentiment is final (analysed, or the
// respondent's) or it was submitted MaxAnalysisWait ago; else half its age
// (an analysis retried with backoff is asked about less and less often),
// between 1 second and 1 minute, and no later than MaxAnalysisWait.
func (s *Service) analysisWait(it storedItem) time.Duration {
	age := s.now().Sub(it.createdAt)
	if !it.pending || age >= MaxAnalysisWait {
		return 0
	}
	return min(max(age/2, time.Second), time.Minute, MaxAnalysisWait-age)
}

// instantWorker works InstantArgs jobs.
type instantWorker struct {
	river.WorkerDefaults[InstantArgs]
	s *Service
}

// Work emails the subscriber of the job's subscription about its item,
// unless the subscription is gone, its subscriber may no longer see the
// item's target or the item (of a room) was deleted since. The item's
// text is read, the item locked against its deletion, in the transaction
// that stores the email in the outbox and completes the job: a deletion
// either came first, and no email is written, or deletes the email with
// the item (see notify.Service.ForgetItems). The email is stored once even
// if the process dies right after.
func (w *instantWorker) Work(ctx context.Context, job *river.Job[InstantArgs]) error {
	s, it := w.s, job.Args.Item
	sub, err := s.store.FindSubscriptionByID(ctx, it.OrgID, job.Args.SubscriptionID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil // unsubscribed since
	}
	if err != nil {
		return err
	}
	r, ok, err := s.recipientOf(ctx, sub)
	if err != nil || !ok {
		return err // nil when nobody is to hear of it any more
	}
	link := s.unsubscribeURL(sub)
	data := notify.NewFeedback{
		RecipientName:    r.user.Name,
		OrganizationName: r.org.Name,
		TargetName:       r.targetName,
		Sentiment:        string(it.Sentiment),
		ItemID:           it.ItemID,
		URL:              s.dashboardURL(sub.Target, r.targetName, it.ItemID),
		UnsubscribeURL:   link,
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if sub.Target.Type == Room {
			item, err := s.lockItem.Item(ctx, it.OrgID, it.ItemID)
			if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
				return jobs.CompleteTx(ctx, job) // deleted since: nothing to tell
			}
			if err != nil {
				return err
			}
			data.Text = item.Text
		}
		if err := s.mail(ctx, r.user.Email, notify.TemplateNewFeedback, data, link); err != nil {
			return err
		}
		return jobs.CompleteTx(ctx, job)
	})
}

// recipient is who the notifications of a subscription go to.
type recipient struct {
	user       *identity.User
	org        *orgs.Organization
	targetName string
}

// recipientOf returns the recipient of sub's notifications; ok is false
// when there is none any more: the subscriber left the organization, or
// may no longer see the target (a room that became another member's
// private room, or a target that is gone).
func (s *Service) recipientOf(ctx context.Context, sub *Subscription) (r *recipient, ok bool, err error) {
	user, err := s.deps.Users.FindMember(ctx, sub.OrgID, sub.UserID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	name, err := s.targetName(identity.WithPrincipal(ctx, &identity.Principal{UserID: user.ID, OrgID: sub.OrgID, Role: user.Role}), sub.Target)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	org, err := s.deps.Orgs.FindOrganizationByID(ctx, sub.OrgID)
	if err != nil {
		return nil, false, err
	}
	return &recipient{user: user, org: org, targetName: name}, true, nil
}

// unsubscribeURL returns the one-click unsubscribe link of sub.
func (s *Service) unsubscribeURL(sub *Subscription) string {
	return s.cfg.BaseURL + "/api/public/unsubscribe?token=" + url.QueryEscape(s.unsubscribeToken(sub))
}

// dashboardURL is the address of a target's page of the dashboard: a
// room's inbox (at the item itemID, unless ""), or a form's page.
func (s *Service) dashboardURL(t Target, name, itemID string) string {
	if t.Type == Form {
		return s.cfg.DashboardURL + "/forms/" + url.PathEscape(t.ID)
	}
	u := s.cfg.DashboardURL + "/inbox?room=" + url.QueryEscape(name)
	if itemID != "" {
		u += "#item-" + url.PathEscape(itemID)
	}
	return u
}

// mail stores and queues the notification email of template name with
// data to the address to, in the transaction ctx carries, with the
// List-Unsubscribe headers (RFC 8058) of the one-click link unsubscribe.
func (s *Service) mail(ctx context.Context, to, name string, data any, unsubscribe string) error {
	_, err := s.deps.Mailer.SendWithHeaders(ctx, to, name, data, map[string]string{
		"List-Unsubscribe":      "<" + unsubscribe + ">",
		"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
	})
	return err
}

// unsubscribeToken returns the token of sub's one-click unsubscribe link:
// the organization's and the subscription's ids and their HMAC-SHA256
// under Config.Secret.
func (s *Service) unsubscribeToken(sub *Subscription) string {
	payload := base64.RawURLEncoding.EncodeToString([]byte(sub.OrgID + "." + sub.ID))
	return payload + "." + base64.RawURLEncoding.EncodeToString(s.sign(payload))
}

func (s *Service) sign(payload string) []byte {
	mac := hmac.New(sha256.New, s.cfg.Secret)
	mac.Write([]byte("subscriptions.unsubscribe:" + payload))
	return mac.Sum(nil)
}

// CheckUnsubscribeToken returns nil when token is a one-click unsubscribe
// token this Service signed, NOT_FOUND otherwise, without changing
// anything: what a confirmation page checks before offering the button.
func (s *Service) CheckUnsubscribeToken(token string) error {
	_, _, err := s.parseUnsubscribeToken(token)
	return err
}

// UnsubscribeByToken deletes the subscription of a one-click unsubscribe
// link's token, without a principal. It returns NOT_FOUND for a token
// that this Service did not sign; a subscription deleted already is no
// error, so that the link may be followed twice.
func (s *Service) UnsubscribeByToken(ctx context.Context, token string) error {
	orgID, id, err := s.parseUnsubscribeToken(token)
	if err != nil {
		return err
	}
	if err := s.store.DeleteSubscriptionByID(ctx, orgID, id); err != nil {
		return fmt.Errorf("subscriptions: unsubscribe: %w", err)
	}
	s.forgetWatched(ctx)
	return nil
}

// parseUnsubscribeToken returns the organization and subscription ids
// that token signs, or NOT_FOUND.
func (s *Service) parseUnsubscribeToken(token string) (orgID, id string, err error) {
	errBad := feedbackkit.NotFound("unsubscribe token")
	payload, sig, ok := strings.Cut(token, ".")
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if !ok || err != nil || !hmac.Equal(got, s.sign(payload)) {
		return "", "", errBad
	}
	ids, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil {
		return "", "", errBad
	}
	orgID, id, ok = strings.Cut(string(ids), ".")
	if !ok {
		return "", "", errBad
	}
	return orgID, id, nil
}
