package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/cputime"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// benchStack is feedbackkit on PostgreSQL (unless its options set
// another database) served over a real listener on
// 127.0.0.1 that trusts itself as a proxy (so that each request may name
// its client IP), with an organization whose owner acts through asOwner,
// configured further by opts.
type benchStack struct {
	kit     *app.App
	base    string
	owner   *identity.User
	asOwner context.Context
}

func newBenchStack(b *testing.B, opts ...func(*app.Config)) *benchStack {
	ctx := context.Background()
	cfg := app.Config{
		Secret:         "bench-secret-bench-secret-bench",
		Uploads:        uploads.NewBucket(memblob.OpenBucket(nil)),
		TrustedProxies: []string{"127.0.0.1/32"},
	}
	for _, opt := range opts {
		opt(&cfg)
	}
	if cfg.DB == nil {
		cfg.DB = dbtest.Open(b, "postgres")
	}
	kit, err := app.New(ctx, cfg)
	if err != nil {
		b.Fatal(err)
	}
	if err := kit.Start(ctx); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { kit.Close(context.Background()) })
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	go kit.Server.Listen(ln)
	b.Cleanup(func() { kit.Server.Shutdown(context.Background()) })
	org, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Bench", Subdomain: "bench",
		Owner: identity.NewUser{Email: "owner@bench.test", Password: "bench-password"}})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := kit.Orgs.SetLimits(ctx, "bench", orgs.LimitsUpdate{Forms: new(int)}); err != nil {
		b.Fatal(err)
	}
	return &benchStack{kit: kit, base: "http://" + ln.Addr().String(), owner: owner,
		asOwner: identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})}
}

// postLoad posts bodies in turn to url from 2 and 32 concurrent clients in
// this process, over keep-alive connections, each request from its own
// client IP (X-Forwarded-For, so that per-IP rate limits do not apply),
// and reports the throughput, the p50 and p99 latencies and the CPU time
// of this process (the server and its clients, not PostgreSQL) per
// submission, which other load on the machine skews less than the
// latencies. Every answer must be 201. The bodies are posted in turn
// across all the runs, each once while there are enough of them.
func postLoad(b *testing.B, url string, bodies [][]byte) {
	httpClient := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64, MaxConnsPerHost: 64}}
	var n atomic.Int64
	for _, clients := range []int{2, 32} {
		b.Run(fmt.Sprintf("clients=%d", clients), func(b *testing.B) {
			var (
				mu  sync.Mutex
				all []time.Duration
			)
			b.SetParallelism(max(clients/runtime.GOMAXPROCS(0), 1))
			b.ResetTimer()
			start, cpu := time.Now(), cputime.Process()
			b.RunParallel(func(pb *testing.PB) {
				var lat []time.Duration
				for pb.Next() {
					i := n.Add(1)
					req, err := http.NewRequest("POST", url, bytes.NewReader(bodies[int(i)%len(bodies)]))
					if err != nil {
						b.Error(err)
						return
					}
					req.Header.Set("Content-Type", "application/json")
					req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255))
					t0 := time.Now()
					resp, err := httpClient.Do(req)
					if err != nil {
						b.Error(err)
						return
					}
					io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					if resp.StatusCode != 201 {
						b.Errorf("status %d", resp.StatusCode)
						return
					}
					lat = append(lat, time.Since(t0))
				}
				mu.Lock()
				all = append(all, lat...)
				mu.Unlock()
			})
			elapsed, cpu := time.Since(start), cputime.Process()-cpu
			b.StopTimer()
			if len(all) == 0 {
				return
			}
			slices.Sort(all)
			b.ReportMetric(float64(len(all))/elapsed.Seconds(), "submissions/s")
			b.ReportMetric(float64(all[len(all)/2].Microseconds())/1000, "p50-ms")
			b.ReportMetric(float64(all[len(all)*99/100].Microseconds())/1000, "p99-ms")
			b.ReportMetric(float64(cpu.Microseconds())/float64(len(all)), "cpu-µs/op")
		})
	}
}

// BenchmarkSubmitFeedback measures POST /api/feedback/submit over real HTTP
// to a committed row on PostgreSQL, the offline analysis inline (see
// postLoad).
//
//	go test ./server -run '^$' -bench 'Submit(Feedback|Form)' -benchtime 20000x
func BenchmarkSubmitFeedback(b *testing.B) { benchSubmitFeedback(b) }

// BenchmarkSubmitFeedbackTraced is BenchmarkSubmitFeedback with tracing on:
// every request sampled, its spans (the request's and its queries') handed
// to OpenTelemetry's batch processor and an exporter that drops them, so
// that what is measured is feedbackkit's instrumentation and the SDK, not a
// collector.
//
//	go test ./server -run '^$' -bench 'SubmitFeedback(Traced)?$' -benchtime 10000x -count 6
func BenchmarkSubmitFeedbackTraced(b *testing.B) {
	exp := &droppedSpans{}
	tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithSampler(sdktrace.AlwaysSample()))
	benchSubmitFeedback(b, func(c *app.Config) { c.TracerProvider = tp })
	if err := tp.Shutdown(context.Background()); err != nil || exp.n.Load() == 0 {
		b.Errorf("%d spans exported, %v", exp.n.Load(), err)
	}
}

// droppedSpans is a span exporter that counts the spans and drops them.
type droppedSpans struct{ n atomic.Int64 }

func (d *droppedSpans) ExportSpans(_ context.Context, spans []sdktrace.ReadOnlySpan) error {
	d.n.Add(int64(len(spans)))
	return nil
}
func (d *droppedSpans) Shutdown(context.Context) error { return nil }

// benchSubmitFeedback runs BenchmarkSubmitFeedback on a stack configured
// by opts.
func benchSubmitFeedback(b *testing.B, opts ...func(*app.Config)) {
	st := newBenchStack(b, opts...)
	if _, err := st.kit.Rooms.CreateRoom(st.asOwner, rooms.NewRoom{Name: "Lobby", Tags: &rooms.TagsPatch{Happy: []string{"pace"}}}); err != nil {
		b.Fatal(err)
	}
	sampler := feedback.NewSampler(1)
	bodies := make([][]byte, 1000)
	for i := range bodies {
		text, sentiment := sampler.Text()
		body := map[string]any{"instructorId": st.owner.InstructorID, "eventType": "Lobby", "feedback": text}
		if i%3 == 0 {
			body["sentiment"] = sentiment
		}
		if i%5 == 0 {
			body["tags"] = []string{"pace"}
		}
		bodies[i], _ = json.Marshal(body)
	}
	postLoad(b, st.base+"/api/feedback/submit", bodies)
	if stored, err := st.kit.DB.NewSelect().Table("feedback_items").Count(context.Background()); err != nil || stored == 0 {
		b.Errorf("%d rows committed, %v", stored, err)
	}
}

// BenchmarkSubmitForm measures POST /api/forms/public/:slug/submit as
// BenchmarkSubmitFeedback measures room feedback: a form of a rating, a
// text, an options and a scale question, every answer given, the text's
// sentiment analysed inline.
func BenchmarkSubmitForm(b *testing.B) {
	st := newBenchStack(b)
	form, err := st.kit.Forms.CreateForm(st.asOwner, forms.NewForm{Title: "Bench", Questions: []forms.QuestionInput{
		{Type: forms.Rating, Text: "How was it?", Required: true},
		{Type: forms.Text, Text: "Why?"},
		{Type: forms.Options, Text: "Best part", Options: []forms.OptionInput{{Label: "Talks"}, {Label: "Labs"}}},
		{Type: forms.Scale, Text: "Difficulty"},
	}})
	if err != nil {
		b.Fatal(err)
	}
	sampler := feedback.NewSampler(1)
	bodies := make([][]byte, 1000)
	for i := range bodies {
		text, _ := sampler.Text()
		bodies[i], _ = json.Marshal(map[string]any{"responses": []any{
			answer(form.Questions[0].ID, 1+i%5), answer(form.Questions[1].ID, text),
			answer(form.Questions[2].ID, form.Questions[2].Options[i%2].ID), answer(form.Questions[3].ID, 1+i%10),
		}})
	}
	postLoad(b, st.base+"/api/forms/public/"+form.Slug+"/submit", bodies)
	if stored, err := st.kit.DB.NewSelect().Table("forms_responses").Count(context.Background()); err != nil || stored == 0 {
		b.Errorf("%d responses committed, %v", stored, err)
	}
}

// BenchmarkSubmitChallenge measures POST /api/feedback/submit as
// BenchmarkSubmitFeedback does, into a room without a proof of work
// (pow=off) and into one that requires it (pow=on), each submission with
// its own solution, solved beforehand (at a low difficulty: the server's
// check costs the same whatever the difficulty). It pre-solves 20,000
// challenges: keep -benchtime under 9,000x.
//
//	go test ./server -run '^$' -bench 'SubmitChallenge/.*/clients=32' -benchtime 5000x
func BenchmarkSubmitChallenge(b *testing.B) {
	st := newBenchStack(b, func(c *app.Config) { c.ChallengeMaxNumber = 1000 })
	for _, room := range []rooms.NewRoom{{Name: "Open", RequireChallenge: new(bool)}, {Name: "Guarded", RequireChallenge: ptrTo(true)}} {
		if _, err := st.kit.Rooms.CreateRoom(st.asOwner, room); err != nil {
			b.Fatal(err)
		}
	}
	sampler := feedback.NewSampler(1)
	bodies := func(room string, solutions int) [][]byte {
		out := make([][]byte, max(solutions, 1000))
		for i := range out {
			text, _ := sampler.Text()
			body := map[string]any{"instructorId": st.owner.InstructorID, "eventType": room, "feedback": text}
			if solutions > 0 {
				c, err := st.kit.Challenges.New()
				if err != nil {
					b.Fatal(err)
				}
				body["altcha"] = solveFor(b, c)
			}
			out[i], _ = json.Marshal(body)
		}
		return out
	}
	b.Run("pow=off", func(b *testing.B) { postLoad(b, st.base+"/api/feedback/submit", bodies("Open", 0)) })
	b.Run("pow=on", func(b *testing.B) { postLoad(b, st.base+"/api/feedback/submit", bodies("Guarded", 20_000)) })
}

// ptrTo returns a pointer to v.
func ptrTo[T any](v T) *T { return &v }
