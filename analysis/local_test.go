package analysis

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
	"github.com/feedbackkit/feedbackkit/analysis/internal/vaderbaseline"
	"github.com/feedbackkit/feedbackkit/internal/cputime"
)

var toLabel = map[Sentiment]dataset.Label{Negative: dataset.Negative, Neutral: dataset.Neutral, Positive: dataset.Positive}

// minMargins is the macro-F1 margin over VADER that the local model must
// reach on the held-out rows of each set (all the rows of an
// evaluation-only set): a little under what the shipped local-v3 reaches,
// so that a retrained model that generalises worse fails the test.
var minMargins = map[string]float64{
	"tweeteval_val":                   0.05,
	"vader_amazonReviewSnippets":      0.06,
	"vader_movieReviewSnippets":       0.10,
	"vader_nytEditorialSnippets":      0.02,
	"vader_tweets":                    -0.02, // VADER's own development set: the model must stay close
	"course_event_comments_written":   0.08,
	"goemotions_reddit":               0.04,
	"semeval2017_task4a_tweets":       0.10,
	"sst_sentences":                   0.12,
	"womens_clothing_reviews_partial": 0.16,
	"course_comments":                 0.10,
	"course_evaluation_sentences":     0.12,
	"review_sentences":                0.10,
	"service_tweets":                  0.06,
}

// TestLocalBeatsVADER checks the bar of the local sentiment model
// (Classify; Analyze adds the serious-concern override on top): on the
// held-out split of every development and extra set, and on every
// evaluation-only set, its 3-class macro-F1 must be above
// VADER's (compound >= 0.05 positive, <= -0.05 negative, else neutral) by
// the margin of minMargins.
func TestLocalBeatsVADER(t *testing.T) {
	sets := heldOutSets(t)
	if len(sets) != len(minMargins) {
		t.Fatalf("got %d sets, want %d", len(sets), len(minMargins))
	}
	l := NewLocal()
	local := func(text string) dataset.Label {
		s, _ := l.Classify(text)
		return toLabel[s]
	}
	vader := vaderbaseline.New()
	t.Logf("%-32s %6s %8s %8s %8s", "set (held-out rows)", "rows", "Local", "VADER", "delta")
	for _, s := range sets {
		fl, cl := dataset.MacroF1(s.Test, local)
		fv, _ := dataset.MacroF1(s.Test, vader.Classify)
		t.Logf("%-32s %6d %8.4f %8.4f %+8.4f  (Local accuracy %.3f)", s.Name, len(s.Test), fl, fv, fl-fv, cl.Accuracy())
		want, ok := minMargins[s.Name]
		if !ok {
			t.Errorf("%s: no margin to check", s.Name)
		} else if fl-fv <= want {
			t.Errorf("%s: Local macro-F1 %.4f does not beat VADER %.4f by more than %+.2f", s.Name, fl, fv, want)
		}
	}
}

// heldOutSets loads the development and extra sets (split) and the
// evaluation-only sets.
func heldOutSets(t *testing.T) []dataset.Set {
	dir := filepath.Join("testdata", "sentiment")
	sets, err := dataset.LoadAll(dir)
	if err != nil {
		t.Fatal(err)
	}
	eval, err := dataset.LoadEval(dir)
	if err != nil {
		t.Fatal(err)
	}
	return append(sets, eval...)
}

// TestConfidenceCalibrated checks that the confidence of Classify is
// calibrated on the held-out rows of the development and extra sets
// pooled: the expected calibration error over ten confidence bins (the
// row-weighted mean gap between the mean confidence and the accuracy of a
// bin) is below 0.03.
func TestConfidenceCalibrated(t *testing.T) {
	l := NewLocal()
	var conf, correct, rows [10]float64
	for _, s := range heldOutSets(t) {
		if s.Eval {
			continue
		}
		for _, r := range s.Test {
			label, c := l.Classify(r.Text)
			b := min(int(c*10), 9)
			rows[b]++
			conf[b] += c
			if toLabel[label] == r.Label {
				correct[b]++
			}
		}
	}
	var gap, n float64
	for b := range rows {
		gap += math.Abs(conf[b] - correct[b])
		n += rows[b]
		if rows[b] > 0 {
			t.Logf("confidence %.1f-%.1f: %6.0f rows, mean confidence %.3f, accuracy %.3f", float64(b)/10, float64(b+1)/10, rows[b], conf[b]/rows[b], correct[b]/rows[b])
		}
	}
	if ece := gap / n; ece >= 0.03 {
		t.Errorf("expected calibration error %.4f, want < 0.03", ece)
	}
}

// TestSplitHasNoLeak checks that no held-out text is also a training text
// of any set, extra sets included.
func TestSplitHasNoLeak(t *testing.T) {
	sets, err := dataset.LoadAll(filepath.Join("testdata", "sentiment"))
	if err != nil {
		t.Fatal(err)
	}
	train := map[string]bool{}
	for _, s := range sets {
		for _, r := range s.Train {
			train[r.Text] = true
		}
	}
	for _, s := range sets {
		if n := len(s.Test) * 100 / (len(s.Test) + len(s.Train)); n < 15 || n > 25 {
			t.Errorf("%s: test split is %d%%, want about 20%%", s.Name, n)
		}
		for _, r := range s.Test {
			if train[r.Text] {
				t.Errorf("%s: held-out text is also a training text: %q", s.Name, r.Text)
			}
		}
	}
}

func TestAnalyzeSentiment(t *testing.T) {
	l := NewLocal()
	tests := []struct {
		text string
		want Sentiment
	}{
		{"The lecture was great, very clear slides and a helpful instructor!", Positive},
		{"I loved this workshop, thank you so much :)", Positive},
		{"Amazing session, learned a lot 😍", Positive},
		{"Terrible pacing, the instructor was rude and the room was freezing.", Negative},
		{"This was a waste of time. Boring and confusing.", Negative},
		{"Not good at all.", Negative},
		{"The class is on Monday at 10.", Neutral},
	}
	for _, tt := range tests {
		r, err := l.Analyze(context.Background(), tt.text)
		if err != nil {
			t.Fatal(err)
		}
		if r.Sentiment != tt.want {
			t.Errorf("Analyze(%q) = %s (%.2f), want %s; %s", tt.text, r.Sentiment, r.Confidence, tt.want, r.Reasoning.Summary)
		}
		if r.Confidence < 0 || r.Confidence > 1 {
			t.Errorf("Analyze(%q): confidence %v out of [0, 1]", tt.text, r.Confidence)
		}
		if r.Model != "local-v3" {
			t.Errorf("Analyze(%q): model %q", tt.text, r.Model)
		}
		if r.Reasoning.Summary == "" || len(r.Reasoning.Signals) == 0 {
			t.Errorf("Analyze(%q): empty reasoning %+v", tt.text, r.Reasoning)
		}
	}
}

func TestReasoningSignals(t *testing.T) {
	l := NewLocal()
	r, _ := l.Analyze(context.Background(), "The slides were excellent but the room was too cold")
	found := false
	for _, s := range r.Reasoning.Signals {
		if s.Text == "excellent" || s.Text == "cold" {
			found = true
		}
	}
	if !found {
		t.Errorf("signals %+v name neither sentiment word", r.Reasoning.Signals)
	}
	r, _ = l.Analyze(context.Background(), "Not good at all.")
	if r.Reasoning.Signals[0].Text != "Not good" || r.Reasoning.Signals[0].Weight <= 0 {
		t.Errorf("first signal = %+v, want \"Not good\" pushing towards negative", r.Reasoning.Signals[0])
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"sentiment"`, `"confidence"`, `"model"`, `"reasoning":{"summary"`, `"signals":[{"text"`, `"weight"`, `"concern":{"isSerious"`, `"moderation":{"flagged"`} {
		if !bytes.Contains(b, []byte(key)) {
			t.Errorf("JSON %s lacks %s", b, key)
		}
	}
}

func TestSeriousConcernMakesNegative(t *testing.T) {
	r, _ := NewLocal().Analyze(context.Background(), "I want to end my life")
	if !r.Concern.IsSerious || r.Sentiment != Negative {
		t.Errorf("got %s, concern %+v; want negative serious concern", r.Sentiment, r.Concern)
	}
}

func TestAnalyzeContextDone(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewLocal().Analyze(ctx, "hello"); err == nil {
		t.Error("Analyze with a cancelled context: no error")
	}
}

// TestDeterminism checks that results do not depend on the instance, on
// earlier calls, or on the decoding of the weights.
func TestDeterminism(t *testing.T) {
	texts := []string{"Great course!", "The projector never works and nobody fixes it.", "ok", "", "😡😡😡", strings.Repeat("long text ", 300)}
	a, b := NewLocal(), NewLocal()
	fresh, err := LoadLocal(bytes.NewReader(embeddedWeights))
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range texts {
		ra, _ := a.Analyze(context.Background(), text)
		a.Analyze(context.Background(), "something else entirely, to dirty the buffers")
		ra2, _ := a.Analyze(context.Background(), text)
		rb, _ := b.Analyze(context.Background(), text)
		rf, _ := fresh.Analyze(context.Background(), text)
		if !reflect.DeepEqual(ra, ra2) || !reflect.DeepEqual(ra, rb) || !reflect.DeepEqual(ra, rf) {
			t.Errorf("results differ for %q:\n%+v\n%+v\n%+v\n%+v", text, ra, ra2, rb, rf)
		}
		s, c := a.Classify(text)
		if s != ra.Sentiment && !ra.Concern.IsSerious {
			t.Errorf("Classify(%q) = %s, Analyze says %s", text, s, ra.Sentiment)
		}
		if c < 0 || c > 1 {
			t.Errorf("Classify(%q) confidence %v", text, c)
		}
	}
}

// TestConcurrentAnalyze runs one Local from many goroutines; run it with
// -race.
func TestConcurrentAnalyze(t *testing.T) {
	l := NewLocal()
	texts := []string{
		"The lecture was great, very clear slides!",
		"I will hurt you if you give me a bad grade",
		"Contact me at jane.doe@example.org",
		"meh",
		"The fire exit is blocked by boxes.",
	}
	want := make([]*Result, len(texts))
	for i, text := range texts {
		want[i], _ = l.Analyze(context.Background(), text)
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for k := 0; k < 200; k++ {
				i := (g + k) % len(texts)
				got, err := l.Analyze(context.Background(), texts[i])
				if err != nil || !reflect.DeepEqual(got, want[i]) {
					t.Errorf("goroutine %d: Analyze(%q) = %+v, %v; want %+v", g, texts[i], got, err, want[i])
					return
				}
				l.Classify(texts[i])
			}
		}(g)
	}
	wg.Wait()
}

func TestLoadLocalRejectsGarbage(t *testing.T) {
	if _, err := LoadLocal(strings.NewReader("not a model")); err == nil {
		t.Error("LoadLocal accepted garbage")
	}
	if _, err := LoadLocal(bytes.NewReader(embeddedWeights[:len(embeddedWeights)/2])); err == nil {
		t.Error("LoadLocal accepted a truncated file")
	}
}

func ExampleLocal_Analyze() {
	l := NewLocal()
	r, err := l.Analyze(context.Background(), "The workshop was excellent, thank you!")
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Sentiment, r.Model, r.Concern.IsSerious, r.Moderation.Flagged)

	r, _ = l.Analyze(context.Background(), "If you fail me again I will kill you.")
	fmt.Println(r.Sentiment, r.Concern.IsSerious, r.Concern.Categories)

	r, _ = l.Analyze(context.Background(), "Call me on 555-123-4567, this is bullshit")
	fmt.Println(r.Moderation.Flagged, r.Moderation.Reasons)
	// Output:
	// positive local-v3 false false
	// negative true [threats]
	// true [profanity personal_data]
}

// loadLines returns the texts of all labelled sets (about 26,000 lines).
func loadLines(b *testing.B) []string {
	var lines []string
	paths, _ := filepath.Glob(filepath.Join("testdata", "sentiment", "*.tsv"))
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			b.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if _, text, ok := strings.Cut(sc.Text(), "\t"); ok {
				lines = append(lines, text)
			}
		}
		f.Close()
	}
	return lines
}

func BenchmarkLocalAnalyze(b *testing.B) {
	l := NewLocal()
	lines := loadLines(b)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.Analyze(ctx, lines[i%len(lines)])
	}
}

func BenchmarkLocalClassify(b *testing.B) {
	l := NewLocal()
	lines := loadLines(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.Classify(lines[i%len(lines)])
	}
}

// BenchmarkClassify10k classifies 10,000 lines per iteration, as
// `feedbackd analyze sentiment` does.
func BenchmarkClassify10k(b *testing.B) {
	l := NewLocal()
	lines := loadLines(b)[:10000]
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, line := range lines {
			l.Classify(line)
		}
	}
}

// BenchmarkAnalyze10k fully analyses 10,000 lines per iteration.
func BenchmarkAnalyze10k(b *testing.B) {
	l := NewLocal()
	lines := loadLines(b)[:10000]
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, line := range lines {
			l.Analyze(ctx, line)
		}
	}
}

// BenchmarkNewLocal measures NewLocal after the first: the models and
// the concern detector, which the first builds (about 40 ms), are shared
// (sharedConcernDetector), so a later Local costs about a microsecond.
func BenchmarkNewLocal(b *testing.B) {
	NewLocal()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		NewLocal()
	}
}

// lines200 returns the texts of the labelled sets that are 190 to 210 bytes
// long: the text size of the speed budget (50 µs per text on one core).
func lines200(b *testing.B) []string {
	var out []string
	for _, line := range loadLines(b) {
		if n := len(line); n >= 190 && n <= 210 {
			out = append(out, line)
		}
	}
	if len(out) < 100 {
		b.Fatalf("only %d texts of about 200 bytes", len(out))
	}
	return out
}

// BenchmarkClassify200 classifies one text of about 200 characters per
// operation (run with -cpu 1 for the one-core budget).
func BenchmarkClassify200(b *testing.B) {
	l := NewLocal()
	lines := lines200(b)
	b.ReportAllocs()
	start := cputime.Process()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.Classify(lines[i%len(lines)])
	}
	reportCPU(b, start)
}

// reportCPU reports the CPU time per operation since start (cpu-ns/op):
// unlike ns/op it does not grow when other processes share the cores.
func reportCPU(b *testing.B, start time.Duration) {
	b.StopTimer()
	if start > 0 {
		b.ReportMetric(float64((cputime.Process()-start).Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

// BenchmarkAnalyze200 fully analyses one text of about 200 characters per
// operation.
func BenchmarkAnalyze200(b *testing.B) {
	l := NewLocal()
	lines := lines200(b)
	ctx := context.Background()
	start := cputime.Process()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.Analyze(ctx, lines[i%len(lines)])
	}
	reportCPU(b, start)
}

// BenchmarkBudget200 runs, per operation, what the budget of 100 µs per
// text of about 200 characters on one core covers: the sentiment, the
// serious-concern verdict and the language of one text (run with -cpu 1).
func BenchmarkBudget200(b *testing.B) {
	budget200(b, lines200(b))
}

// BenchmarkBudget200Multilingual is BenchmarkBudget200 on German, French,
// Spanish, Italian and Portuguese texts of about 200 characters (the
// concern evaluation sentences of a language joined), which take the
// lexicon route.
func BenchmarkBudget200Multilingual(b *testing.B) {
	var lines []string
	for _, lang := range evalLanguages[1:] {
		var t testing.T
		cur := ""
		for _, r := range readLabelled(&t, filepath.Join("testdata", "concern", lang+".tsv")) {
			if cur += r.text + " "; len(cur) >= 190 {
				lines = append(lines, cur)
				cur = ""
			}
		}
	}
	budget200(b, lines)
}

// BenchmarkBudgetTweets is BenchmarkBudget200 on the real German, French,
// Spanish, Italian and Portuguese tweets of testdata/sentiment_ml/tweets/dev
// (short texts; those whose language is not sure are scored by the
// lexicon and, when it finds no word to go by, by the trained model too).
func BenchmarkBudgetTweets(b *testing.B) {
	var lines []string
	for _, lang := range evalLanguages[1:] {
		set, err := dataset.LoadFile(filepath.Join("testdata", "sentiment_ml", "tweets", "dev", lang+".tsv"))
		if err != nil {
			b.Fatal(err)
		}
		for _, r := range append(set.Train, set.Test...) {
			lines = append(lines, r.Text)
		}
	}
	budget200(b, lines)
}

// budget200 runs, per operation, the sentiment, the serious-concern
// verdict and the language of one of lines.
func budget200(b *testing.B, lines []string) {
	l := NewLocal()
	loadLexicons() // built once per process, not per text
	trigramTables()
	loadSentimentModel()
	b.ReportAllocs()
	start := cputime.Process()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		text := lines[i%len(lines)]
		l.Classify(text)
		l.DetectConcern(text)
		DetectLanguage(text)
	}
	reportCPU(b, start)
}

// BenchmarkLexiconMemory reports the heap that the sentiment lexicons, the
// English words of AFINN-165 (isEnglishWord) and the trigram tables of
// language detection keep (MB/lexicons), which they
// add to a feedbackd process once a non-English text is analysed. Both are
// built once per process, so only the first iteration measures them: run
// it alone, with -benchtime 1x.
func BenchmarkLexiconMemory(b *testing.B) {
	var before, after runtime.MemStats
	for i := 0; i < b.N; i++ {
		runtime.GC()
		runtime.ReadMemStats(&before)
		lx, tt, en := loadLexicons(), trigramTables(), englishAFINN()
		runtime.GC()
		runtime.ReadMemStats(&after)
		runtime.KeepAlive(lx)
		runtime.KeepAlive(tt)
		runtime.KeepAlive(en)
		b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "MB/lexicons")
	}
}

// BenchmarkModelMemory reports the heap that the decoded model keeps
// (MB/model), which is what the model adds to a feedbackd process. Every
// Local shares one concern detector (sharedConcernDetector), which the
// first Local of a process builds; each operation builds one of its own
// (newConcernDetector), so that the figure holds it as a process does.
func BenchmarkModelMemory(b *testing.B) {
	var before, after runtime.MemStats
	for i := 0; i < b.N; i++ {
		runtime.GC()
		runtime.ReadMemStats(&before)
		l, err := LoadLocal(bytes.NewReader(embeddedWeights))
		if err != nil {
			b.Fatal(err)
		}
		l.concern = newConcernDetector()
		l.Classify("warm the pool")
		runtime.GC()
		runtime.ReadMemStats(&after)
		runtime.KeepAlive(l)
		b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "MB/model")
	}
}
