// Command custom plugs a host program's own parts into feedbackkit:
// feedback is classified by a keyword rule of the host's (the same
// analyzer runs on submission and, should it fail, in the background),
// emails go through the host's own delivery instead of SMTP, a subscriber
// hears of each new item and serious concern once committed, a concern
// handler acts on each serious concern in a background job with retries,
// and a wrapper of the rooms store sees every room stored.
//
//	go run ./examples/custom
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

func main() {
	dir, err := os.MkdirTemp("", "feedbackkit-custom")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if err := run(context.Background(), "sqlite://"+filepath.Join(dir, "feedback.db"), os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// keywordAnalyzer is the host's analyzer: a keyword rule.
type keywordAnalyzer struct{}

// Analyze implements analysis.Analyzer.
func (keywordAnalyzer) Analyze(_ context.Context, text string) (*analysis.Result, error) {
	lower := strings.ToLower(text)
	res := &analysis.Result{Sentiment: analysis.Neutral, Confidence: 0.6, Model: "keywords-v1"}
	for word, s := range map[string]analysis.Sentiment{"great": analysis.Positive, "unsafe": analysis.Negative} {
		if strings.Contains(lower, word) {
			res.Sentiment = s
			res.Reasoning = analysis.Reasoning{
				Summary: fmt.Sprintf("the text says %q", word),
				Signals: []analysis.Signal{{Text: word, Weight: 1}},
			}
		}
	}
	if strings.Contains(lower, "unsafe") {
		res.Concern = analysis.Concern{IsSerious: true, Categories: []string{analysis.CategorySafety},
			Confidence: 0.9, Reason: "a safety hazard is reported"}
	}
	return res, nil
}

// outboxPrinter is the host's mailer: it hands each email to the host's
// own delivery, here a writer.
type outboxPrinter struct {
	w    io.Writer
	sent chan string
}

// Send implements notify.Mailer: feedbackkit calls it from a background
// job, and retries it until it returns nil.
func (m *outboxPrinter) Send(_ context.Context, e *notify.Email) error {
	fmt.Fprintf(m.w, "mail to %s: %s\n", e.To, e.Subject)
	m.sent <- e.Subject
	return nil
}

// concernPager is the host's concern handler: it pages whoever is on call,
// here by writing to w.
type concernPager struct {
	w       io.Writer
	handled chan string
}

// HandleSeriousConcern implements feedback.ConcernHandler: feedbackkit
// calls it from a background job, and retries it until it returns nil.
func (p *concernPager) HandleSeriousConcern(_ context.Context, it *feedback.Item) error {
	fmt.Fprintf(p.w, "paged about a serious concern in %s: %s\n", it.EventType, it.Text)
	p.handled <- it.ID
	return nil
}

// loggedRooms wraps the rooms store: it tells of each room created, then
// stores it as the wrapped store does. Its other methods are the wrapped
// store's.
type loggedRooms struct {
	rooms.Store
	w io.Writer
}

// CreateRoom implements rooms.Store.
func (s loggedRooms) CreateRoom(ctx context.Context, r *rooms.Room) error {
	fmt.Fprintf(s.w, "storing the room %q\n", r.Name)
	return s.Store.CreateRoom(ctx, r)
}

// lockedWriter serializes the writes of the request, the jobs and the
// subscribers.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// run shows the custom analyzer, mailer, subscriber, concern handler and
// store wrapper at work on the database of databaseURL, printing on w.
func run(ctx context.Context, databaseURL string, w io.Writer) error {
	w = &lockedWriter{w: w}
	mailer := &outboxPrinter{w: w, sent: make(chan string, 8)}
	pager := &concernPager{w: w, handled: make(chan string, 8)}
	a, err := app.New(ctx, app.Config{
		DatabaseURL: databaseURL,
		BlobURL:     "mem://",
		Analyzer:    keywordAnalyzer{},
		Mailer:      mailer,
		FeedbackSubscribers: []feedback.Subscriber{func(_ context.Context, e feedback.Event) {
			fmt.Fprintf(w, "event %s: %s\n", e.Kind, e.Item.Text)
		}},
		ConcernHandlers: []feedback.ConcernHandler{pager},
		Stores: func(s *app.Stores) {
			s.Rooms = loggedRooms{Store: s.Rooms, w: w}
		},
		JobPollInterval: 50 * time.Millisecond,
	})
	if err != nil {
		return err
	}
	defer func() {
		// A bounded stop: a hung job (a mail server that does not answer)
		// would otherwise hold Close until the job's own timeout.
		stop, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		defer cancel()
		if err := a.Close(stop); err != nil {
			fmt.Fprintln(w, "close:", err)
		}
	}()
	if err := a.Start(ctx); err != nil {
		return err
	}

	_, owner, err := a.Orgs.CreateOrganization(ctx, orgs.NewOrganization{
		Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery"},
	})
	if err != nil {
		return err
	}
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: owner.OrgID, Role: owner.Role})
	if _, err := a.Rooms.CreateRoom(asOwner, rooms.NewRoom{Name: "Chemistry lab"}); err != nil {
		return err
	}
	for _, text := range []string{"A great session", "The fume hood is unsafe"} {
		it, err := a.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Chemistry lab", Text: text})
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%q: %s by %s, serious concern: %v\n", it.Text, it.Sentiment, it.Model, it.Concern.IsSerious)
	}

	// A password reset email goes out through the host's mailer.
	if err := a.Identity.ForgotPassword(ctx, "ada@acme.example"); err != nil {
		return err
	}
	// Both run in background jobs: wait for them.
	timeout := time.After(30 * time.Second)
	for _, c := range []struct {
		done chan string
		what string
	}{{mailer.sent, "email was delivered"}, {pager.handled, "serious concern was handled"}} {
		select {
		case <-c.done:
		case <-timeout:
			return fmt.Errorf("no %s within 30 seconds", c.what)
		}
	}
	return nil
}
