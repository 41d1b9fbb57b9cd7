// Package analysis is the AI of feedbackkit: it classifies the sentiment of
// feedback texts and explains the decision, detects serious concerns
// (threats, harassment, self-harm, discrimination, safety hazards), flags
// texts for moderation (profanity, spam, personal data), and summarises a
// set of texts into themes and key findings.
//
// The feedback and forms domains depend only on the Analyzer and
// Summarizer interfaces. Local is the default, offline implementation: a
// sentiment model whose weights ship embedded in the package
// (weights/local-v3.gz), with rule-based concern and moderation detectors
// and an extractive summariser. The model is "wide and deep": a
// multinomial logistic regression over hashed word, bigram, character
// n-gram and lexicon features, plus a small tanh hidden layer over the
// whole-text features (lexicon score bins, punctuation, emphasis, length)
// whose units add to the class scores; the shipped weights average four
// such fits, and its confidence is calibrated by a temperature. A remote
// provider (an OpenAI-compatible endpoint) can implement the same
// interfaces by filling the same Result.
//
// Local reads six languages: DetectLanguage tells English, German, French,
// Spanish, Italian and Portuguese apart (Result.Language); the sentiment
// of German, French, Spanish, Italian and Portuguese text comes from word
// lexicons of those languages (lexsentiment.go, Model "local-lexicon-5";
// a short text that only leans to one of them goes there when a word of it
// that is not English carries a valence), for German, French, Spanish and
// Italian together with a classifier trained on texts written for the
// project (sentiment_model.go, its confidence calibrated by a
// temperature), that of English from the
// trained model; the concern and moderation rules
// cover all six. docs/analysis-languages.md gives the figures.
//
// # Training and evaluation
//
// The weights are trained, reproducibly (byte for byte), from the labelled
// sets in testdata/sentiment with
//
//	go run ./analysis/internal/train
//
// Each development set, and each extra source in testdata/sentiment/extra
// (about 96,000 texts; sources and licences in its SOURCES.md), is split
// 80/20 by a hash of the text; local-v3 is trained on the training rows of
// all of them and never sees the held-out rows. One extra source,
// course_event_comments_written, is 430 course, talk and event comments
// written for the project as training data of the kind the service
// receives most. testdata/sentiment/eval holds sets written for evaluation
// only, never trained on (see its README.md): course, talk and event
// comments; sentences of course evaluations; sentences of product and
// restaurant reviews; and customers' tweets to companies. The last three
// were written after local-v3 was trained. The hyper-parameters were
// chosen by cross-validation on the training rows, and the class offsets
// by leaving one source out on the training rows. TestLocalBeatsVADER
// checks that on every held-out split, and on every evaluation set, the
// model's 3-class macro-F1 is above that of VADER (compound >= 0.05
// positive, <= -0.05 negative, else neutral) by a set margin. The training
// command prints the table below (here with -compare and the first model,
// local-v1, a linear model trained on the development sets alone). The
// interval is a 95% bootstrap interval of the margin over VADER, from
// resamples of the set's rows: how far the margin could move on another
// sample of texts of the same kind.
//
//	source (held-out rows)                     local-v3  VADER   delta  95% interval    local-v1
//	tweeteval_val (409)                        0.6486   0.5935  +0.055  [+.012, +.100]  0.5983
//	vader_amazonReviewSnippets (740)           0.6114   0.5426  +0.069  [+.033, +.103]  0.5645
//	vader_movieReviewSnippets (2090)           0.5139   0.4049  +0.109  [+.090, +.129]  0.4582
//	vader_nytEditorialSnippets (1055)          0.5539   0.5248  +0.029  [+.005, +.056]  0.5338
//	vader_tweets (831)                         0.7482   0.7560  -0.008  [-.045, +.035]  0.7607
//	extra: course_event_comments (76)          0.6905   0.5758  +0.115  [+.016, +.222]  0.6190
//	extra: goemotions_reddit (8917)            0.6535   0.6042  +0.049  [+.040, +.059]  0.5849
//	extra: semeval2017_task4a_tweets (9387)    0.6448   0.5338  +0.111  [+.101, +.121]  0.5775
//	extra: sst_sentences (448)                 0.5945   0.4550  +0.140  [+.095, +.185]  0.4886
//	extra: womens_clothing_reviews (302)       0.5913   0.4084  +0.183  [+.109, +.259]  0.4779
//	eval: course_comments (364)                0.8543   0.7275  +0.127  [+.082, +.174]  0.7843
//	eval: course_evaluation_sentences (809)    0.7386   0.5953  +0.143  [+.109, +.177]  0.6572
//	eval: review_sentences (714)               0.6376   0.5226  +0.115  [+.081, +.147]  0.5770
//	eval: service_tweets (694)                 0.6474   0.5683  +0.079  [+.045, +.115]  0.5830
//
// The written sets, like the written training comments, follow one
// labelling guide, so their margins may overstate the ones on real
// feedback: local-v1 is 0.06 above VADER on the written course comments,
// and was 0.005 above it on real students' course comments; and the same
// recipe as local-v3 trained without the 430 written training comments is
// +0.052, +0.056, +0.073 and +0.055 on the four written sets, so the
// written training comments give much of local-v3's margin on every written
// set, of any kind, and +0.020 on the amazon snippets. Three of the kinds
// of text the model is meant for (product, film and restaurant reviews)
// are known from two-class sets, where calling a positive or negative
// sentence neutral is an error; the command's second table scores the rows
// labelled positive or negative the same way (the neutral class's F1 is
// then 0):
//
//	source (rows labelled pos or neg)          local-v3  VADER   delta  95% interval
//	tweeteval_val (226)                        0.5237   0.5223  +0.001  [-.027, +.029]
//	vader_amazonReviewSnippets (657)           0.5074   0.4398  +0.068  [+.046, +.089]
//	vader_movieReviewSnippets (2049)           0.4917   0.3979  +0.094  [+.082, +.106]
//	vader_nytEditorialSnippets (837)           0.4374   0.4113  +0.026  [+.009, +.044]
//	vader_tweets (768)                         0.6188   0.6405  -0.022  [-.034, -.010]
//	extra: sst_sentences (334)                 0.5082   0.3800  +0.128  [+.097, +.160]
//	extra: womens_clothing_reviews (264)       0.5194   0.4408  +0.079  [+.024, +.134]
//	eval: course_evaluation_sentences (612)    0.5282   0.4054  +0.123  [+.098, +.146]
//	eval: review_sentences (544)               0.4683   0.3810  +0.087  [+.063, +.111]
//	eval: service_tweets (486)                 0.4515   0.3945  +0.057  [+.029, +.083]
//
// VADER's own vader_tweets set is where the model does not beat it. With
// -loso the command scores each source with a model trained on the others
// instead (the evaluation sets with the model trained on all of them):
//
//	source left out (held-out rows)            local-v3  VADER   delta  95% interval    two-class delta
//	tweeteval_val (409)                        0.6739   0.5935  +0.080  [+.036, +.127]  +0.014 [-.019, +.046]
//	vader_amazonReviewSnippets (740)           0.5449   0.5426  +0.002  [-.030, +.034]  +0.021 [-.000, +.040]
//	vader_movieReviewSnippets (2090)           0.4593   0.4049  +0.054  [+.040, +.069]  +0.051 [+.039, +.061]
//	vader_nytEditorialSnippets (1055)          0.5177   0.5248  -0.007  [-.034, +.020]  -0.013 [-.032, +.005]
//	vader_tweets (831)                         0.7134   0.7560  -0.043  [-.081, -.000]  -0.037 [-.050, -.025]
//	extra: course_event_comments (76)          0.6798   0.5758  +0.104  [+.010, +.198]  +0.072 [+.012, +.138]
//	extra: goemotions_reddit (8917)            0.5800   0.6042  -0.024  [-.035, -.014]  +0.022 [+.015, +.028]
//	extra: semeval2017_task4a_tweets (9387)    0.6052   0.5338  +0.071  [+.062, +.080]  +0.018 [+.012, +.026]
//	extra: sst_sentences (448)                 0.5939   0.4550  +0.139  [+.091, +.185]  +0.131 [+.099, +.166]
//	extra: womens_clothing_reviews (302)       0.4506   0.4084  +0.042  [-.001, +.094]  +0.035 [+.000, +.075]
//
// Left out, the sources where VADER is strongest (its own tweets, Reddit
// comments with many neutral ones, and newspaper editorials) are below
// it: the sources disagree on where neutral lies, and a model learns that
// from the sources it sees.
package analysis

import "context"

// Sentiment is the polarity of a text.
type Sentiment string

// The three sentiments.
const (
	Positive Sentiment = "positive"
	Neutral  Sentiment = "neutral"
	Negative Sentiment = "negative"
)

// Valid reports whether s is one of the three sentiments.
func (s Sentiment) Valid() bool {
	return s == Positive || s == Neutral || s == Negative
}

// Serious-concern categories reported in Concern.Categories.
const (
	CategoryHarassment     = "harassment"
	CategoryThreats        = "threats"
	CategorySelfHarm       = "self_harm"
	CategoryDiscrimination = "discrimination"
	CategorySafety         = "safety"
)

// Moderation reasons reported in Moderation.Reasons.
const (
	ReasonProfanity    = "profanity"
	ReasonSpam         = "spam"
	ReasonPersonalData = "personal_data"
)

// Analyzer classifies feedback texts. Implementations must be safe for
// concurrent use.
type Analyzer interface {
	// Analyze classifies one feedback text. It returns an error only when
	// the analysis could not be done at all (for a remote provider: the
	// service is unreachable or the context is done); callers then keep the
	// feedback and retry later.
	Analyze(ctx context.Context, text string) (*Result, error)
}

// Summarizer condenses a set of texts (for example all free-text answers
// to one form question). Implementations must be safe for concurrent use.
type Summarizer interface {
	// Summarize returns a summary of texts. Blank texts are ignored; an
	// empty set gives an empty summary, not an error.
	Summarize(ctx context.Context, texts []string) (*Summary, error)
}

// Result is the analysis of one text.
type Result struct {
	// Sentiment is the predicted sentiment.
	Sentiment Sentiment `json:"sentiment"`
	// Confidence is the model's probability for Sentiment, in [0, 1].
	Confidence float64 `json:"confidence"`
	// Model names the model that produced the result, e.g. "local-v3".
	Model string `json:"model"`
	// Language is the ISO 639-1 code of the text's language (see
	// DetectLanguage), or "" when it could not be told.
	Language string `json:"language"`
	// Reasoning explains the sentiment decision.
	Reasoning Reasoning `json:"reasoning"`
	// Concern is the serious-concern verdict.
	Concern Concern `json:"concern"`
	// Moderation is the moderation verdict.
	Moderation Moderation `json:"moderation"`
}

// Reasoning explains a sentiment decision.
type Reasoning struct {
	// Summary is one human-readable sentence.
	Summary string `json:"summary"`
	// Signals are the words and features that most pushed the decision,
	// strongest first. A positive weight pushed towards the predicted
	// sentiment, a negative weight against it.
	Signals []Signal `json:"signals"`
}

// Signal is one piece of evidence behind a decision.
type Signal struct {
	// Text is the word or phrase of the input (or a short description of a
	// whole-text feature, in brackets).
	Text string `json:"text"`
	// Weight is its signed contribution to the decision (in logits for the
	// local model).
	Weight float64 `json:"weight"`
}

// Concern is the serious-concern verdict of a text.
type Concern struct {
	// IsSerious is true when the text needs a human's attention.
	IsSerious bool `json:"isSerious"`
	// Categories lists the detected categories (Category* constants).
	Categories []string `json:"categories"`
	// Confidence is the detector's confidence in IsSerious, in [0, 1].
	Confidence float64 `json:"confidence"`
	// Reason explains the verdict in one sentence.
	Reason string `json:"reason"`
}

// Moderation is the moderation verdict of a text.
type Moderation struct {
	// Flagged is true when the text should be reviewed by an admin.
	Flagged bool `json:"flagged"`
	// Reasons lists why (Reason* constants).
	Reasons []string `json:"reasons"`
}

// Summary is the condensed view of a set of texts.
type Summary struct {
	// Text is a short prose summary.
	Text string `json:"text"`
	// Themes are the most frequent topics, most frequent first.
	Themes []Theme `json:"themes"`
	// Sentiment counts the texts per sentiment.
	Sentiment SentimentCounts `json:"sentiment"`
	// KeyFindings are short statements about the set, most important first.
	KeyFindings []string `json:"keyFindings"`
	// Representative holds the sentences that best represent the set.
	Representative []string `json:"representative"`
}

// Theme is a topic found in a set of texts.
type Theme struct {
	// Name is the key phrase naming the theme.
	Name string `json:"name"`
	// Count is the number of texts that mention it.
	Count int `json:"count"`
	// Sentiment counts the sentiment of the texts that mention it.
	Sentiment SentimentCounts `json:"sentiment"`
}

// SentimentCounts counts texts per sentiment.
type SentimentCounts struct {
	// Positive is the number of positive texts.
	Positive int `json:"positive"`
	// Neutral is the number of neutral texts.
	Neutral int `json:"neutral"`
	// Negative is the number of negative texts.
	Negative int `json:"negative"`
}

// Total returns the number of texts counted.
func (c SentimentCounts) Total() int { return c.Positive + c.Neutral + c.Negative }

func (c *SentimentCounts) add(s Sentiment) {
	switch s {
	case Positive:
		c.Positive++
	case Negative:
		c.Negative++
	default:
		c.Neutral++
	}
}
