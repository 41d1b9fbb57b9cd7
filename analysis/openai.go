package analysis

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/openai/openai-go"
	"github.com/openai/openai-go/option"
	"github.com/openai/openai-go/shared"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/internal/telemetry"
)

// OpenAIConfig configures an OpenAI provider. Zero values get defaults.
type OpenAIConfig struct {
	// BaseURL is the API's address, e.g. https://api.openai.com/v1 or any
	// OpenAI-compatible server. Default: openai-go's (api.openai.com).
	BaseURL string
	// APIKey is sent as a bearer token.
	APIKey string
	// Model names the chat model. Default "gpt-4o-mini".
	Model string
	// Timeout bounds one analysis, retries included. Default 20 seconds.
	Timeout time.Duration
	// MaxRetries is how often a failed request is retried within one
	// analysis. Default 1.
	MaxRetries int
	// HTTPClient sends the requests. Default http.DefaultClient.
	HTTPClient *http.Client
	// TracerProvider makes each request to the endpoint a client span (a
	// copy of HTTPClient sends them). Nil: no spans.
	TracerProvider trace.TracerProvider
}

// OpenAI is an Analyzer backed by an OpenAI-compatible chat completions
// endpoint. It asks for structured JSON output with a strict JSON schema and
// checks what comes back; anything unusable is an error, so that callers
// retry later (or fall back, see Fallback).
type OpenAI struct {
	client  openai.Client
	model   string
	timeout time.Duration
}

var _ Analyzer = (*OpenAI)(nil)

// NewOpenAI returns an OpenAI provider for cfg.
func NewOpenAI(cfg OpenAIConfig) *OpenAI {
	if cfg.Model == "" {
		cfg.Model = "gpt-4o-mini"
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 20 * time.Second
	}
	if cfg.MaxRetries == 0 {
		cfg.MaxRetries = 1
	}
	opts := []option.RequestOption{
		option.WithAPIKey(cfg.APIKey),
		option.WithMaxRetries(cfg.MaxRetries),
	}
	if cfg.BaseURL != "" {
		opts = append(opts, option.WithBaseURL(cfg.BaseURL))
	}
	if c := telemetry.Client(cfg.HTTPClient, cfg.TracerProvider); c != nil {
		opts = append(opts, option.WithHTTPClient(c))
	}
	return &OpenAI{client: openai.NewClient(opts...), model: cfg.Model, timeout: cfg.Timeout}
}

const openAIInstructions = `You classify anonymous feedback that respondents left for an organization.
Answer with JSON only, following the schema:
- sentiment: the respondent's overall sentiment (positive, neutral or negative);
- confidence: your probability for that sentiment, 0 to 1;
- summary: one sentence explaining the sentiment;
- signals: up to 5 words or short phrases quoted from the text that drove the decision, weight from -1 (against the sentiment) to 1 (for it);
- seriousConcern: true only when a person needs to act: threats, harassment, self-harm, discrimination or a safety hazard; ordinary criticism is not a concern;
- categories: the concern categories that apply (empty when none);
- concernReason: one sentence, empty when there is no concern;
- flagged and moderationReasons: whether the text needs moderation for profanity, spam or personal data (emails, phone numbers, card numbers).`

// openAIVerdict is the JSON the model is asked for.
type openAIVerdict struct {
	Sentiment      Sentiment `json:"sentiment"`
	Confidence     float64   `json:"confidence"`
	Summary        string    `json:"summary"`
	Signals        []Signal  `json:"signals"`
	SeriousConcern bool      `json:"seriousConcern"`
	Categories     []string  `json:"categories"`
	ConcernReason  string    `json:"concernReason"`
	Flagged        bool      `json:"flagged"`
	Reasons        []string  `json:"moderationReasons"`
}

var (
	concernCategories = []string{CategoryHarassment, CategoryThreats, CategorySelfHarm, CategoryDiscrimination, CategorySafety}
	moderationReasons = []string{ReasonProfanity, ReasonSpam, ReasonPersonalData}
)

// openAISchema is the strict JSON schema of openAIVerdict.
func openAISchema() map[string]any {
	str := map[string]any{"type": "string"}
	num := map[string]any{"type": "number"}
	boolean := map[string]any{"type": "boolean"}
	enumList := func(values []string) map[string]any {
		return map[string]any{"type": "array", "items": map[string]any{"type": "string", "enum": values}}
	}
	object := func(props map[string]any) map[string]any {
		required := make([]string, 0, len(props))
		for name := range props {
			required = append(required, name)
		}
		slices.Sort(required)
		return map[string]any{"type": "object", "properties": props, "required": required, "additionalProperties": false}
	}
	return object(map[string]any{
		"sentiment":         map[string]any{"type": "string", "enum": []string{string(Positive), string(Neutral), string(Negative)}},
		"confidence":        num,
		"summary":           str,
		"signals":           map[string]any{"type": "array", "items": object(map[string]any{"text": str, "weight": num})},
		"seriousConcern":    boolean,
		"categories":        enumList(concernCategories),
		"concernReason":     str,
		"flagged":           boolean,
		"moderationReasons": enumList(moderationReasons),
	})
}

// Analyze asks the model to classify text. It returns an error when the
// endpoint fails, times out or answers with anything but a valid verdict.
func (o *OpenAI) Analyze(ctx context.Context, text string) (*Result, error) {
	ctx, cancel := context.WithTimeout(ctx, o.timeout)
	defer cancel()
	completion, err := o.client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{
		Model: o.model,
		Messages: []openai.ChatCompletionMessageParamUnion{
			openai.SystemMessage(openAIInstructions),
			openai.UserMessage(text),
		},
		Temperature: openai.Float(0),
		ResponseFormat: openai.ChatCompletionNewParamsResponseFormatUnion{
			OfJSONSchema: &shared.ResponseFormatJSONSchemaParam{
				JSONSchema: shared.ResponseFormatJSONSchemaJSONSchemaParam{
					Name:   "feedback_analysis",
					Strict: openai.Bool(true),
					Schema: openAISchema(),
				},
			},
		},
	})
	if err != nil {
		return nil, fmt.Errorf("analysis: openai: %w", err)
	}
	if len(completion.Choices) == 0 {
		return nil, errors.New("analysis: openai: the answer has no choices")
	}
	msg := completion.Choices[0].Message
	if msg.Refusal != "" {
		return nil, fmt.Errorf("analysis: openai: the model refused: %s", msg.Refusal)
	}
	var v openAIVerdict
	if err := json.Unmarshal([]byte(msg.Content), &v); err != nil {
		return nil, fmt.Errorf("analysis: openai: the answer is not the requested JSON: %w", err)
	}
	if !v.Sentiment.Valid() {
		return nil, fmt.Errorf("analysis: openai: unknown sentiment %q", v.Sentiment)
	}
	model := completion.Model
	if model == "" {
		model = o.model
	}
	res := &Result{
		Sentiment:  v.Sentiment,
		Confidence: clamp01(v.Confidence),
		Model:      "openai:" + model,
		Language:   DetectLanguage(text),
		Reasoning:  Reasoning{Summary: strings.TrimSpace(v.Summary), Signals: v.Signals},
		Concern: Concern{
			IsSerious:  v.SeriousConcern,
			Categories: known(v.Categories, concernCategories),
			Confidence: clamp01(v.Confidence),
			Reason:     strings.TrimSpace(v.ConcernReason),
		},
		Moderation: Moderation{Flagged: v.Flagged, Reasons: known(v.Reasons, moderationReasons)},
	}
	if res.Reasoning.Signals == nil {
		res.Reasoning.Signals = []Signal{}
	}
	return res, nil
}

func clamp01(x float64) float64 { return min(max(x, 0), 1) }

// known keeps the values of list that are among allowed, without repeats.
func known(list, allowed []string) []string {
	out := []string{}
	for _, v := range list {
		if slices.Contains(allowed, v) && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// Fallback is an Analyzer that asks Primary and, when Primary fails,
// answers with Secondary (typically the offline Local model), so that a
// caller that needs an answer now always gets one. When Primary fails
// because ctx ended (the caller stopped waiting, as feedback's inline
// analysis does after a few milliseconds to let a job wait longer),
// Fallback returns Primary's error: the caller has no use for an answer
// any more, and one that waits longer may still get Primary's. A circuit
// breaker (see Breaker) stops asking a Primary that keeps failing for a
// while, so that each call does not wait for its timeout. Use a Fallback
// by pointer, and do not copy it once used.
type Fallback struct {
	Primary   Analyzer
	Secondary Analyzer
	// Logger receives a warning for each fallback and when the circuit
	// opens; nil discards.
	Logger *slog.Logger
	// Breaker configures the circuit breaker; the zero Breaker has the
	// defaults.
	Breaker Breaker

	circuit circuit
}

var _ Analyzer = (*Fallback)(nil)

// Analyze returns Primary's result, or Secondary's when Primary fails
// before ctx ends or the circuit is open.
func (f *Fallback) Analyze(ctx context.Context, text string) (*Result, error) {
	b := f.Breaker.withDefaults()
	ok, probe := f.circuit.allow(b)
	if !ok {
		return f.Secondary.Analyze(ctx, text)
	}
	res, err := f.Primary.Analyze(ctx, text)
	switch {
	case err == nil:
		f.circuit.done(b, probe, succeeded)
		return res, nil
	case ctx.Err() != nil:
		f.circuit.done(b, probe, unknown)
		return res, err
	}
	opened := f.circuit.done(b, probe, failed)
	if f.Logger != nil {
		f.Logger.WarnContext(ctx, "analysis provider failed; using the fallback", "err", err)
		if opened {
			f.Logger.WarnContext(ctx, "analysis provider keeps failing; using the fallback without asking it for a while",
				"cool_down", b.CoolDown.String())
		}
	}
	return f.Secondary.Analyze(ctx, text)
}
