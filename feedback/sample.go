package feedback

import (
	"context"
	"math"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// Sampler writes realistic feedback, for demos (feedbackd seed),
// benchmarks and examples: short sentences about the parts of a lecture,
// in the three sentiments, with now and then a second sentence, an
// alarming text (a serious concern) or profanity. A Sampler is not safe
// for concurrent use.
type Sampler struct {
	rng      *rand.Rand
	offline  *analysis.Local
	analysed map[string]*analysis.Result
}

// NewSampler returns a Sampler whose texts are determined by seed.
func NewSampler(seed uint64) *Sampler {
	return &Sampler{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), analysed: map[string]*analysis.Result{}}
}

// Rand returns the random source of the Sampler, for choices that go with
// its texts (times, rooms, tags).
func (s *Sampler) Rand() *rand.Rand { return s.rng }

type sampleTopic struct{ name, was string }

var sampleTopics = []sampleTopic{
	{"lecture", "was"}, {"slides", "were"}, {"examples", "were"}, {"pace", "was"}, {"lab session", "was"},
	{"exercises", "were"}, {"projector", "was"}, {"audio", "was"}, {"reading list", "was"}, {"group work", "was"},
	{"Q&A", "was"}, {"homework", "was"}, {"quiz", "was"}, {"workshop", "was"}, {"case study", "was"},
	{"demo", "was"}, {"handouts", "were"}, {"recording", "was"}, {"room", "was"}, {"schedule", "was"},
	{"guest speaker", "was"}, {"discussion", "was"}, {"grading", "was"}, {"course website", "was"},
	{"final project", "was"}, {"teaching assistant", "was"}, {"coffee break", "was"}, {"whiteboard notes", "were"},
	{"online forum", "was"}, {"textbook", "was"},
}

// Templates: {T} is "The topic", {t} "the topic", {n} "topic", {was} its verb.
var sampleTemplates = map[analysis.Sentiment][]string{
	analysis.Positive: {
		"{T} {was} great.", "I really enjoyed {t}.", "{T} {was} clear and well organized.", "Loved {t}, thank you!",
		"{T} helped me a lot.", "Excellent {n}, very engaging.", "{T} {was} fun and useful.",
		"Thanks for {t}, super helpful!", "{T} {was} the best part of the day.", "Amazing {n}, I learned so much.",
	},
	analysis.Negative: {
		"{T} {was} confusing.", "{T} {was} too fast for me.", "I did not like {t} at all.", "{T} {was} boring.",
		"{T} {was} broken again.", "Way too much time spent on {t}.", "{T} {was} hard to follow.",
		"{T} {was} disappointing.", "The instructor rushed through {t}.", "Terrible {n}, a waste of time.",
	},
	analysis.Neutral: {
		"{T} {was} okay.", "{T} {was} fine.", "Could we get more details on {t}?", "{T} {was} as expected.",
		"No strong opinion on {t}.", "{T} started at 9 and ended at 11.", "Is {t} going to be online?",
		"{T} covered chapter 4.", "Will {t} be in the exam?", "We did {t} in room B.",
	},
}

var sampleSecond = map[analysis.Sentiment][]string{
	analysis.Positive: {"Keep it up!", "Would recommend.", "See you next week!", "Great job overall."},
	analysis.Negative: {"Please slow down.", "The room was too cold.", "I am frustrated.", "Please fix this."},
	analysis.Neutral:  {"See you next week.", "Maybe more examples next time.", "No other comments.", "Thanks."},
}

var sampleAlarming = []string{
	"I will kill you after class tomorrow",
	"I want to kill myself, I can't go on",
	"The teacher keeps harassing me and touched me inappropriately",
	"Someone said they would bring a gun to class",
	"I know where you live, watch your back",
}

var sampleProfane = []string{
	"This fucking class is shit",
	"What a crap lecture, total bullshit",
}

// Text returns a text and the sentiment it was written with (the
// respondent's sentiment, were they to pick one).
func (s *Sampler) Text() (string, analysis.Sentiment) {
	r := s.rng
	switch p := r.IntN(1000); {
	case p < 2:
		return sampleAlarming[r.IntN(len(sampleAlarming))], analysis.Negative
	case p < 7:
		return sampleProfane[r.IntN(len(sampleProfane))], analysis.Negative
	}
	var sent analysis.Sentiment
	switch p := r.IntN(100); {
	case p < 50:
		sent = analysis.Positive
	case p < 75:
		sent = analysis.Neutral
	default:
		sent = analysis.Negative
	}
	topic := sampleTopics[r.IntN(len(sampleTopics))]
	tpl := sampleTemplates[sent][r.IntN(len(sampleTemplates[sent]))]
	text := strings.NewReplacer(
		"{T}", "The "+topic.name, "{t}", "the "+topic.name, "{n}", topic.name, "{was}", topic.was,
	).Replace(tpl)
	if r.IntN(100) < 30 {
		second := sampleSecond[sent]
		text += " " + second[r.IntN(len(second))]
	}
	return text, sent
}

// SampleSpec describes the items Sampler.Items generates.
type SampleSpec struct {
	// Rooms are the rooms the items are spread over, uniformly; their tags
	// are the tags items pick.
	Rooms []*rooms.Room
	// InstructorID is the instructorId the items are submitted for.
	InstructorID string
	// Count is the number of items.
	Count int
	// From and To bound the creation times, uniform in [From, To).
	From, To time.Time
	// Batch is the number of items per call of the callback (default 10000).
	Batch int
}

// Items generates spec.Count items, oldest first, and calls fn with them in
// batches, for ImportItems. A fifth of the items have a sentiment and no
// text; of the others, some carry the respondent's sentiment and the rest
// the AI's. Every text is analysed by the offline model (each distinct
// text once), and four items in ten have one of their room's tags. It
// returns the first error of fn or ctx.
func (s *Sampler) Items(ctx context.Context, spec SampleSpec, fn func([]*Item) error) error {
	if len(spec.Rooms) == 0 || spec.Count <= 0 {
		return nil
	}
	if spec.Batch <= 0 {
		spec.Batch = 10000
	}
	if s.offline == nil {
		s.offline = analysis.NewLocal()
	}
	r := s.rng
	span := float64(spec.To.Sub(spec.From))
	// Items arrive in time order, as they would: the indexes then grow at
	// their ends, which imports about twice as fast as random order on
	// PostgreSQL. Each time is the earliest of the uniform times left to
	// draw, drawn from the previous one, so that the times of any number
	// of items take no memory (sorted in a slice, those of ten million
	// items took 80 MB).
	at := 0.0 // the fraction of the span of the previous time
	tags := make([][]string, len(spec.Rooms))
	for i, room := range spec.Rooms {
		tags[i] = room.CustomTags.All()
	}
	batch := make([]*Item, 0, min(spec.Batch, spec.Count))
	for n := range spec.Count {
		if err := ctx.Err(); err != nil {
			return err
		}
		// The earliest of k uniform times in [at, 1) is at + (1-at)(1-U^(1/k)).
		at += (1 - at) * (1 - math.Pow(1-r.Float64(), 1/float64(spec.Count-n)))
		k := r.IntN(len(spec.Rooms))
		room := spec.Rooms[k]
		created := spec.From.Add(time.Duration(at * span)).UTC()
		it := &Item{
			OrgID: room.OrgID, RoomID: room.ID, EventType: room.Name, InstructorID: spec.InstructorID,
			Source: SourceRoom, Tags: []string{}, CreatedAt: created,
		}
		text, sentiment := s.Text()
		switch p := r.IntN(100); {
		case p < 20: // a sentiment alone
			it.Sentiment, it.RespondentSentiment = sentiment, sentiment
			it.AnalyzedAt = &created
		default:
			it.Text = text
			if p < 50 {
				it.RespondentSentiment = sentiment
			}
			res, ok := s.analysed[text]
			if !ok {
				var err error
				if res, err = s.offline.Analyze(ctx, text); err != nil {
					return err
				}
				s.analysed[text] = res
			}
			it.SetAnalysis(res, created)
		}
		if len(tags[k]) > 0 && r.IntN(100) < 40 {
			it.Tags = []string{tags[k][r.IntN(len(tags[k]))]}
		}
		batch = append(batch, it)
		if len(batch) == cap(batch) || n == spec.Count-1 {
			if err := fn(batch); err != nil {
				return err
			}
			batch = make([]*Item, 0, cap(batch))
		}
	}
	return nil
}

// DistinctTexts returns the number of distinct texts Items has analysed.
func (s *Sampler) DistinctTexts() int { return len(s.analysed) }
