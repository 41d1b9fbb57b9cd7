package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/server"
)

// benchPassword is the password of the owner of the organization that
// `feedbackd bench` creates: a throwaway organization for measurements.
const benchPassword = "bench-password"

// benchOptions are the flags of `feedbackd bench`.
type benchOptions struct {
	seed     seedOptions
	skipSeed bool
	requests int
	readTime time.Duration
	duration time.Duration
	rounds   int
	conns    string
	profile  string
}

// runBench runs `feedbackd bench`: it seeds an organization, serves the
// API on a loopback port and measures the requests of the read and write
// paths over HTTP (see bench).
func runBench(ctx context.Context, cfg Config, args []string, stdout, stderr io.Writer) error {
	opts := benchOptions{}
	cfg.RateLimits = "submit=off"
	return adminCommand(ctx, &cfg, "bench", args, stderr, func(fs *flag.FlagSet) {
		cfg.registerAI(fs)
		fs.StringVar(&opts.seed.Subdomain, "subdomain", "bench", "organization to measure (created, business plan, when missing)")
		fs.IntVar(&opts.seed.Rooms, "rooms", 20, "rooms of the seeded feedback")
		fs.IntVar(&opts.seed.Feedback, "feedback", 1_000_000, "feedback items to seed first")
		fs.IntVar(&opts.seed.Days, "days", 365, "spread the seeded items over this many past days")
		fs.Uint64Var(&opts.seed.Seed, "seed", 1, "random seed of the seeded texts")
		fs.BoolVar(&opts.skipSeed, "no-seed", false, "measure the organization's existing items, seed nothing")
		fs.IntVar(&opts.requests, "requests", 200, "requests per read measurement")
		fs.DurationVar(&opts.readTime, "read-time", 30*time.Second, "time after which a read measurement stops short of --requests (after at least 5 requests)")
		fs.DurationVar(&opts.duration, "duration", 10*time.Second, "length of each submission load in each round")
		fs.IntVar(&opts.rounds, "rounds", 3, "rounds of the submission loads, in which the servers take turns")
		fs.StringVar(&opts.conns, "connections", "8,32", "concurrent connections of the submission loads")
		fs.StringVar(&opts.profile, "cpuprofile", "", "write a CPU profile of the submission loads to this file (go tool pprof)")
	}, func(a *app.App) error {
		return bench(ctx, a, cfg, opts, stdout)
	})
}

// bench measures a running API over 127.0.0.1: each read request of the
// table of docs/performance.md opts.requests times in a row, then
// submissions from opts.conns concurrent connections, against the API
// and, on PostgreSQL, against bare Fiber+pgx inserts served in the same
// process (see bareServer): opts.rounds rounds in which each server takes its turn for
// opts.duration, so that a drift of the machine or of the database during
// the run (a checkpoint, the table's growth) falls on each of them alike.
// It prints p50, p95 and p99 latencies, throughput, and the peak RSS of
// the process.
func bench(ctx context.Context, a *app.App, cfg Config, opts benchOptions, stdout io.Writer) error {
	var conns []int
	for _, s := range strings.Split(opts.conns, ",") {
		var n int
		if _, err := fmt.Sscan(s, &n); err != nil || n < 1 {
			return fmt.Errorf("bench: --connections: %q is not a positive number", s)
		}
		conns = append(conns, n)
	}
	if opts.rounds < 1 {
		return fmt.Errorf("bench: --rounds: %d is not a positive number", opts.rounds)
	}
	org, err := a.Orgs.FindOrganizationBySubdomain(ctx, opts.seed.Subdomain)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		org, _, err = a.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Bench", Subdomain: opts.seed.Subdomain,
			Plan: orgs.PlanBusiness, Owner: identity.NewUser{Email: "owner@" + opts.seed.Subdomain + ".bench", Password: benchPassword}})
	}
	if err != nil {
		return err
	}
	if opts.skipSeed {
		// The submissions of earlier runs stay: the planner must know of
		// them, as autovacuum would have told it (which may be off, or not
		// have run yet), else the reads are measured on stale plans.
		if err := a.Feedback.UpdateStatistics(ctx); err != nil {
			return err
		}
	} else {
		if err := seed(ctx, a, opts.seed, stdout); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "peak RSS after seeding: %d MB\n", peakRSS()>>20)
	}
	owner, err := a.Identity.FindOwner(ctx, org.ID)
	if err != nil {
		return err
	}
	if err := a.Start(ctx); err != nil {
		return err
	}
	base, stop, err := serveLoopback(a.Server)
	if err != nil {
		return err
	}
	defer stop()
	client, err := benchLogin(base, owner.Email)
	if err != nil {
		return err
	}

	now := time.Now().UTC()
	daysAgo := func(n int) string { return url.QueryEscape(now.AddDate(0, 0, -n).Format(time.RFC3339)) }
	reads := []struct{ name, path string }{
		{"unfiltered page 1", "/api/feedback/paginated?page=1&limit=20"},
		{"unfiltered page 500", "/api/feedback/paginated?page=500&limit=20"},
		{"rare word + room + sentiment + 90 days", "/api/feedback/paginated?search=projector+broken&eventType=Seed+room+3&sentiment=negative&startDate=" + daysAgo(90)},
		{"common word (great) + sentiment", "/api/feedback/paginated?search=great&sentiment=positive"},
		{"trends 30 days", "/api/feedback/trends"},
		{"trends 365 days", "/api/feedback/trends?startDate=" + daysAgo(365)},
	}
	reads = append(reads, searchReads(daysAgo)...)
	if !cfg.NoDashboard {
		reads = append(reads, dashboardReads()...)
	}
	fmt.Fprintf(stdout, "\n%-42s %9s %9s %9s %9s\n", "request (sequential)", "p50 ms", "p95 ms", "p99 ms", "requests")
	for _, r := range reads {
		lat, err := measureGets(ctx, client, base+r.path, opts.requests, opts.readTime)
		if err != nil {
			return fmt.Errorf("bench: %s: %w", r.name, err)
		}
		fmt.Fprintf(stdout, "%-42s %9.1f %9.1f %9.1f %9d\n", r.name, ms(pct(lat, 50)), ms(pct(lat, 95)), ms(pct(lat, 99)), len(lat))
	}

	targets := []loadTarget{{"feedbackd", base + "/api/feedback/submit"}}
	bare, err := newBareServer(ctx, cfg.DatabaseURL, org.ID)
	if err != nil {
		return err
	}
	if bare != nil {
		defer bare.close()
		targets = append(targets, bare.targets...)
	}
	bodies := submitBodies(owner.InstructorID, min(opts.seed.Rooms, 5))
	if opts.profile != "" {
		stopProfile, err := startCPUProfile(opts.profile)
		if err != nil {
			return err
		}
		defer stopProfile()
	}
	fmt.Fprintf(stdout, "\nsubmissions (POST, keep-alive), %d rounds of %s per load, the loads taking turns\n", opts.rounds, opts.duration)
	fmt.Fprintf(stdout, "%-54s %7s %7s %7s %8s %6s  %s\n", "load", "req/s", "p50 ms", "p99 ms", "p99.9 ms", "errors", "req/s by round")
	for _, n := range conns {
		results := make([]loadResult, len(targets))
		for range opts.rounds {
			for i, t := range targets {
				results[i].add(loadPosts(ctx, t.url, bodies, n, opts.duration))
			}
		}
		for i, t := range targets {
			res := results[i]
			rounds := make([]string, len(res.rates))
			for r, rate := range res.rates {
				rounds[r] = fmt.Sprintf("%.1f", rate)
			}
			slices.Sort(res.lat)
			fmt.Fprintf(stdout, "%-54s %7.0f %7.1f %7.1f %8.1f %6d  %s\n", fmt.Sprintf("%s, %d connections", t.name, n),
				res.rate(), ms(pct(res.lat, 50)), ms(pct(res.lat, 99)), ms(pct(res.lat, 99.9)), res.errors, strings.Join(rounds, " "))
		}
	}
	fmt.Fprintf(stdout, "\npeak RSS of the process (server, load and bare server): %d MB\n", peakRSS()>>20)
	return nil
}

// searchReads returns the first pages of each search of a rare word, a
// common word and two common words within each selective filter: the
// negative items, one room of twenty, seven days a year ago, a tag (a
// twentieth of the seeded items carry audio). The words of
// a search may be rare among the items of a filter (great among the
// negative items) or common (among the positive ones); see
// docs/performance.md.
func searchReads(daysAgo func(int) string) []struct{ name, path string } {
	searches := []struct{ name, query string }{
		{"rare word", "search=harassing"}, {"common word", "search=great"}, {"two common words", "search=great+lecture"},
	}
	filters := []struct{ name, query string }{
		{"negative", "sentiment=negative"},
		{"one room", "eventType=Seed+room+3"},
		{"7 days a year ago", "startDate=" + daysAgo(365) + "&endDate=" + daysAgo(358)},
		{"tag", "tags=audio"},
	}
	var reads []struct{ name, path string }
	for _, s := range searches {
		for _, f := range filters {
			reads = append(reads, struct{ name, path string }{s.name + " + " + f.name,
				"/api/feedback/paginated?page=1&limit=20&" + s.query + "&" + f.query})
		}
	}
	return reads
}

// dashboardReads returns the dashboard's pages that read the most: the
// inbox (its first page, and a search's third page) and the insights (the
// last 30 days by day, and one room by week), rendered on the server from
// the same Services as the API's reads. The session cookie of the API's
// login signs them in.
func dashboardReads() []struct{ name, path string } {
	return []struct{ name, path string }{
		{"dashboard inbox", "/inbox"},
		{"dashboard inbox, search, page 3", "/inbox?q=great&page=3"},
		{"dashboard insights", "/insights"},
		{"dashboard insights, one room by week", "/insights?room=Seed+room+3&interval=week"},
	}
}

// loadTarget is a server that the submission loads post to.
type loadTarget struct{ name, url string }

// startCPUProfile writes a CPU profile of the process to the file path
// until the function it returns is called.
func startCPUProfile(path string) (func(), error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("bench: --cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("bench: --cpuprofile: %w", err)
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

// serveLoopback serves srv on a free port of 127.0.0.1 and returns its
// base URL and a function that stops it.
func serveLoopback(srv *server.Server) (string, func(), error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	go srv.Listen(ln)
	return "http://" + ln.Addr().String(), func() { srv.Shutdown(context.Background()) }, nil
}

// benchLogin logs the bench organization's owner in and returns a client
// carrying the session cookie.
func benchLogin(base, email string) (*http.Client, error) {
	jar, err := cookiejar.New(nil)
	if err != nil {
		return nil, err
	}
	client := &http.Client{Jar: jar, Timeout: time.Minute}
	body := fmt.Sprintf(`{"email":%q,"password":%q}`, email, benchPassword)
	resp, err := client.Post(base+"/api/auth/login", "application/json", strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(resp.Body)
		return nil, fmt.Errorf("bench: login as %s: %d %s", email, resp.StatusCode, msg)
	}
	return client, nil
}

// minReads is how many requests a read measurement makes at least,
// however long they take.
const minReads = 5

// measureGets gets url n times in a row, or as many times as fit in
// budget (minReads at least), and returns the latencies, sorted.
func measureGets(ctx context.Context, client *http.Client, url string, n int, budget time.Duration) ([]time.Duration, error) {
	lat := make([]time.Duration, 0, n)
	start := time.Now()
	for i := 0; i < n && (i < minReads || time.Since(start) < budget); i++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return nil, err
		}
		t0 := time.Now()
		resp, err := client.Do(req)
		if err != nil {
			return nil, err
		}
		_, err = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if err != nil {
			return nil, err
		}
		if resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("status %d", resp.StatusCode)
		}
		lat = append(lat, time.Since(t0))
	}
	slices.Sort(lat)
	return lat, nil
}

// loadResult is the outcome of one submission load, or of several added
// up.
type loadResult struct {
	lat     []time.Duration // of the answers 201
	errors  int             // other answers and failed requests
	elapsed time.Duration
	rates   []float64 // answers 201 per second, of each load added
}

// add adds the outcome of another load to r.
func (r *loadResult) add(o loadResult) {
	r.lat = append(r.lat, o.lat...)
	r.errors += o.errors
	r.elapsed += o.elapsed
	r.rates = append(r.rates, o.rates...)
}

// rate is the number of answers 201 per second over all the loads of r.
func (r *loadResult) rate() float64 {
	return float64(len(r.lat)) / r.elapsed.Seconds()
}

// loadPosts posts bodies in turn to url from conns connections for d and
// returns the latencies of the answers 201. Each connection sends at least
// one request, and sends the next until d has passed; the answers of the
// requests under way then are waited for and count, and the load's elapsed
// time runs until the last of them. (Dropping them and dividing by that
// time underrated every load, and on a loaded machine, where a request can
// outlast d, left a round with no answer at all.)
func loadPosts(ctx context.Context, url string, bodies []string, conns int, d time.Duration) loadResult {
	client := &http.Client{Timeout: time.Minute,
		Transport: &http.Transport{MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns, DisableCompression: true}}
	defer client.CloseIdleConnections()
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	var (
		mu  sync.Mutex
		res loadResult
		wg  sync.WaitGroup
	)
	start := time.Now()
	for c := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var lat []time.Duration
			errs := 0
			for i := c; i == c || ctx.Err() == nil; i += conns {
				t0 := time.Now()
				if postOnce(client, url, bodies[i%len(bodies)]) {
					lat = append(lat, time.Since(t0))
				} else {
					errs++
				}
			}
			mu.Lock()
			res.lat = append(res.lat, lat...)
			res.errors += errs
			mu.Unlock()
		}()
	}
	wg.Wait()
	res.elapsed = time.Since(start)
	res.rates = []float64{res.rate()}
	return res
}

// postOnce posts body to url and reports whether the answer was 201.
func postOnce(client *http.Client, url, body string) bool {
	resp, err := client.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		return false
	}
	_, err = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return err == nil && resp.StatusCode == http.StatusCreated
}

// submitBodies returns submission bodies into the first rooms seeded
// rooms, a respondent's sentiment in a third of them.
func submitBodies(instructorID string, rooms int) []string {
	texts := []string{
		"The session was really clear and well paced, thank you!",
		"Too fast for me, I got lost halfway through the slides.",
		"Okay overall. The room was a bit cold.",
		"Great examples, I finally understand joins.",
		"Audio kept cutting out in the back rows.",
		"Could we get the slides before the lecture next time?",
		"Loved the interactive part, more of that please.",
		"Not sure what the takeaway was supposed to be.",
	}
	sentiments := []string{"positive", "", "", "positive", "negative", "", "", "neutral"}
	bodies := make([]string, 0, len(texts)*rooms)
	for r := 1; r <= rooms; r++ {
		for i, t := range texts {
			s := ""
			if sentiments[i] != "" {
				s = fmt.Sprintf(`,"sentiment":%q`, sentiments[i])
			}
			bodies = append(bodies, fmt.Sprintf(`{"instructorId":%q,"eventType":"Seed room %d","feedback":%q%s}`, instructorID, r, t, s))
		}
	}
	return bodies
}

// pct returns the p-th percentile of the sorted latencies, 0 for none.
func pct(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(int(float64(len(sorted))*p/100), len(sorted)-1)]
}

// ms returns d in milliseconds.
func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
