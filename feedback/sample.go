package feedback

import (
	"math/rand/v2"
	"strings"

	"github.com/feedbackkit/feedbackkit/analysis"
)

// Sampler writes realistic feedback texts, for demos (feedbackd seed),
// benchmarks and examples: short sentences about the parts of a lecture,
// in the three sentiments, with now and then a second sentence, an
// alarming text (a serious concern) or profanity. A Sampler is not safe
// for concurrent use.
type Sampler struct {
	rng *rand.Rand
}

// NewSampler returns a Sampler whose texts are determined by seed.
func NewSampler(seed uint64) *Sampler {
	return &Sampler{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
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
