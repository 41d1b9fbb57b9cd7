package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/feedbackkit/feedbackkit/challenge"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// throttle slows the tab's CPU down rate times, as a phone's.
func throttle(rate float64) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, t, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate})
		return chromedp.Void{}, err
	}
}

// TestChallengeInBrowser answers, in Chromium with a phone's viewport and
// a CPU slowed 4 times, a form, a room's page and the widget of a room
// that require a proof of work: each solves its challenge by itself, with
// nothing for the respondent to do, and the answers are stored (the server
// refuses them without a solution). BenchmarkSolveInBrowser measures how
// long solving takes.
func TestChallengeInBrowser(t *testing.T) {
	browser := newBrowser(t)
	e := newEnv(t, appDB(t, "sqlite"))
	base := e.serve(t)
	_, owner := e.newOrg("acme")
	instructor := owner.User.InstructorID
	form := e.createForm(owner, quickForm("Guarded", map[string]any{"requireChallenge": true}))
	room := e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie,
		body: map[string]any{"eventName": "Guarded room", "requireChallenge": true}})
	e.expect(t, "room", room, 201, "")
	items := func() float64 {
		return e.do(request{method: "GET", path: "/api/feedback/paginated?eventType=Guarded%20room", cookie: owner.Cookie}).json["total"].(float64)
	}

	t.Run("form", func(t *testing.T) {
		ctx := tab(t, browser, phone)
		run(t, ctx, throttle(4), chromedp.Navigate(base+"/f/"+form["slug"].(string)),
			chromedp.Click(chromedp.CSS(`input[name^="q-"][value="4"]`)),
			chromedp.Click(chromedp.CSS(`button[type=submit]`)),
			chromedp.WaitVisible(chromedp.ID("thanks-title")))
		list := e.do(request{method: "GET", path: "/api/forms/" + form["_id"].(string) + "/responses", cookie: owner.Cookie})
		if list.json["total"] != 1.0 {
			t.Errorf("%v responses stored, want 1", list.json["total"])
		}
	})

	t.Run("room page", func(t *testing.T) {
		ctx := tab(t, browser, phone)
		run(t, ctx, throttle(4), chromedp.Navigate(base+roomPage(instructor, "Guarded room")),
			chromedp.Click(chromedp.ID("sentiment-positive")),
			chromedp.SendKeys(chromedp.ID("feedback"), "Solved by the page"),
			chromedp.Click(chromedp.CSS(`form.room button[type=submit]`)),
			chromedp.WaitVisible(chromedp.ID("thanks-title")))
		if n := items(); n != 1 {
			t.Errorf("%v items stored, want 1", n)
		}
	})

	t.Run("widget", func(t *testing.T) {
		host := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
			fmt.Fprintf(rw, `<!doctype html><html><head><title>Host</title></head><body><h1>An article</h1>
<script src="%s/widget.js" data-instructor="%s" data-room="Guarded room" async></script></body></html>`, base, instructor)
		}))
		t.Cleanup(host.Close)
		root := `document.querySelector("[data-feedbackkit-widget]").shadowRoot`
		part := func(selector string) chromedp.JSPath {
			return chromedp.JSPath(root + `.querySelector(` + fmt.Sprintf("%q", selector) + `)`)
		}
		ctx := tab(t, browser, phone)
		run(t, ctx, throttle(4), chromedp.Navigate(host.URL+"/article"))
		waitTrue(t, ctx, `!!document.querySelector("[data-feedbackkit-widget]")`)
		// Sent at once after opening: the post waits for the solution.
		run(t, ctx, chromedp.Click(part("button[aria-expanded]")), chromedp.Click(part(`input[value="neutral"]`)),
			chromedp.Click(part("button.send")))
		waitTrue(t, ctx, `!!`+root+`.querySelector(".thanks") || `+root+`.querySelector(".msg").textContent !== ""`)
		if msg := eval[string](t, ctx, `(`+root+`.querySelector(".msg") || {}).textContent || ""`); msg != "" {
			t.Fatalf("the widget says %q", msg)
		}
		if n := items(); n != 2 {
			t.Errorf("%v items stored, want 2", n)
		}
	})
}

// BenchmarkSolveInBrowser measures how long Chromium takes to solve
// challenges of the default difficulty (challenge.DefaultMaxNumber) with
// the solver of the pages and the widget (pages/static/solver.js), its CPU
// unthrottled (cpu=1x) and slowed 4 times (cpu=4x, DevTools' "mid-tier
// mobile"). Each iteration solves one new challenge; the benchmark reports
// the median and 95th percentile of the solving times (p50-ms, p95-ms, as
// the page measures them), the hashes per second of wall time (wall-H/s),
// and the hashes per second of CPU time of Chromium's processes
// (cpu-H/s), which a loaded machine barely changes: on a shared machine,
// cpu-H/s / rate estimates an idle phone's speed where the wall figures
// are slowed by the other processes (docs/spam.md). Run it as
//
//	go test ./server -run '^$' -bench SolveInBrowser -benchtime 100x
func BenchmarkSolveInBrowser(b *testing.B) {
	src, err := os.ReadFile("../pages/static/solver.js")
	if err != nil {
		b.Fatal(err)
	}
	svc, err := challenge.NewService(challenge.NewBunStore(dbtest.Open(b, "sqlite")), challenge.Deps{}, challenge.Config{Key: []byte("benchmark")})
	if err != nil {
		b.Fatal(err)
	}
	browser := newBrowser(b)
	pid := chromedp.FromContext(browser).Browser.Process().Pid
	for _, rate := range []float64{1, 4} {
		b.Run(fmt.Sprintf("cpu=%gx", rate), func(b *testing.B) {
			ctx := tab(b, browser, phone)
			run(b, ctx, chromedp.Navigate("about:blank"), throttle(rate))
			eval[bool](b, ctx, `(function () {`+string(src)+`
window.benchSolve = function (c) {
  var t = performance.now();
  return solve(c).then(function (s) { return [performance.now() - t, JSON.parse(atob(s)).number + 1]; });
};
return true; })()`)
			var took []float64
			var hashes float64
			cpu := chromiumCPU(b, pid)
			for b.Loop() {
				c, err := svc.New()
				if err != nil {
					b.Fatal(err)
				}
				js, _ := json.Marshal(c)
				r, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64]("benchSolve("+string(js)+")", chromedp.EvalAwaitPromise))
				if err != nil {
					b.Fatal(err)
				}
				took = append(took, r[0])
				hashes += r[1]
			}
			cpu = chromiumCPU(b, pid) - cpu
			slices.Sort(took)
			total := 0.0
			for _, ms := range took {
				total += ms
			}
			b.ReportMetric(took[len(took)/2], "p50-ms")
			b.ReportMetric(took[min(len(took)-1, len(took)*95/100)], "p95-ms")
			b.ReportMetric(hashes/(total/1000), "wall-H/s")
			if cpu > 0 {
				b.ReportMetric(hashes/cpu.Seconds(), "cpu-H/s")
			}
		})
	}
}

// chromiumCPU returns the CPU time (user and system) the renderer
// processes of the browser process pid (its descendants started with
// --type=renderer, where the pages' scripts run) have used so far, from
// /proc (Linux; 0 elsewhere).
func chromiumCPU(b *testing.B, pid int) time.Duration {
	b.Helper()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	parent := map[int]int{}
	ticks := map[int]int64{}
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		cmdline, _ := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		renderer := strings.Contains(string(cmdline), "--type=renderer")
		// The fields after the command, which is in parentheses: state,
		// ppid, ... utime (14th field of the line) and stime (15th).
		i := strings.LastIndexByte(string(stat), ')')
		f := strings.Fields(string(stat[i+1:]))
		if len(f) < 13 {
			continue
		}
		parent[p], _ = strconv.Atoi(f[1])
		if renderer {
			utime, _ := strconv.ParseInt(f[11], 10, 64)
			stime, _ := strconv.ParseInt(f[12], 10, 64)
			ticks[p] = utime + stime
		}
	}
	var sum int64
	for p, t := range ticks {
		for q := p; q > 1; q = parent[q] {
			if q == pid {
				sum += t
				break
			}
		}
	}
	const clockTicks = 100 // USER_HZ on Linux
	return time.Duration(sum) * time.Second / clockTicks
}
