package jobs

import (
	"context"
	"encoding/json"
	"strconv"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/propagation"
	semconv "go.opentelemetry.io/otel/semconv/v1.43.0"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/internal/telemetry"
)

// metadataKey is the key, in a job's metadata, of the context of the code
// that queued it (origin).
const metadataKey = "feedbackkit"

// origin is what a job keeps of the context that queued it: the request
// id and, when tracing is on, the W3C trace context of the span that
// queued it.
type origin struct {
	RequestID string                 `json:"request_id,omitempty"`
	Trace     propagation.MapCarrier `json:"trace,omitempty"`
}

// propagator writes and reads origin.Trace.
var propagator = propagation.TraceContext{}

// contextMiddleware carries the context of the code that queues a job to
// the job's run, so that the job's log lines have the request id of the
// request that queued it. With a tracer, queuing jobs within a trace is a
// producer span ("send feedback.analyze"), and each run of a job a
// consumer span ("process feedback.analyze") whose parent is the span
// that queued it and which links to it, as OpenTelemetry's messaging
// conventions recommend: the run of a job that a request queued is in the
// request's trace.
type contextMiddleware struct {
	river.MiddlewareDefaults
	tracer trace.Tracer // nil: tracing off
}

var (
	_ rivertype.JobInsertMiddleware = (*contextMiddleware)(nil)
	_ rivertype.WorkerMiddleware    = (*contextMiddleware)(nil)
)

// InsertMany records the origin of ctx in the metadata of each job.
func (m *contextMiddleware) InsertMany(ctx context.Context, many []*rivertype.JobInsertParams, doInner func(context.Context) ([]*rivertype.JobInsertResult, error)) ([]*rivertype.JobInsertResult, error) {
	var span trace.Span
	if m.tracer != nil && trace.SpanContextFromContext(ctx).IsValid() && len(many) > 0 {
		attrs := []attribute.KeyValue{
			semconv.MessagingSystemKey.String("river"),
			semconv.MessagingOperationTypeSend,
			semconv.MessagingDestinationName(many[0].Queue),
		}
		if len(many) > 1 {
			attrs = append(attrs, semconv.MessagingBatchMessageCount(len(many)))
		}
		ctx, span = m.tracer.Start(ctx, "send "+many[0].Kind,
			trace.WithSpanKind(trace.SpanKindProducer), trace.WithAttributes(attrs...))
		defer span.End()
	}
	o := origin{RequestID: telemetry.RequestID(ctx)}
	if span != nil {
		o.Trace = propagation.MapCarrier{}
		propagator.Inject(ctx, o.Trace)
	}
	if o.RequestID != "" || len(o.Trace) > 0 {
		for _, p := range many {
			md, err := withOrigin(p.Metadata, o)
			if err != nil {
				return nil, err
			}
			p.Metadata = md
		}
	}
	res, err := doInner(ctx)
	if span != nil {
		if len(res) == 1 && res[0].Job != nil {
			span.SetAttributes(semconv.MessagingMessageID(strconv.FormatInt(res[0].Job.ID, 10)))
		}
		if err != nil {
			span.RecordError(err)
			span.SetStatus(codes.Error, err.Error())
		}
	}
	return res, err
}

// Work runs job with the origin its metadata records: the request id in
// the context and, with a tracer, in a consumer span of the trace that
// queued it (a new trace for a job queued outside any).
func (m *contextMiddleware) Work(ctx context.Context, job *rivertype.JobRow, doInner func(context.Context) error) error {
	o := originOf(job.Metadata)
	if o.RequestID != "" {
		ctx = telemetry.WithRequestID(ctx, o.RequestID)
	}
	if m.tracer == nil {
		return doInner(ctx)
	}
	opts := []trace.SpanStartOption{
		trace.WithSpanKind(trace.SpanKindConsumer),
		trace.WithAttributes(
			semconv.MessagingSystemKey.String("river"),
			semconv.MessagingOperationTypeProcess,
			semconv.MessagingDestinationName(job.Queue),
			semconv.MessagingMessageID(strconv.FormatInt(job.ID, 10)),
			attribute.Int("river.job.attempt", job.Attempt),
		),
	}
	if queued := trace.SpanContextFromContext(propagator.Extract(ctx, o.Trace)); queued.IsValid() {
		opts = append(opts, trace.WithLinks(trace.Link{SpanContext: queued}))
		ctx = trace.ContextWithRemoteSpanContext(ctx, queued)
	}
	ctx, span := m.tracer.Start(ctx, "process "+job.Kind, opts...)
	defer span.End()
	err := doInner(ctx)
	if err != nil {
		span.RecordError(err)
		span.SetStatus(codes.Error, err.Error())
	}
	return err
}

// withOrigin returns the JSON object metadata (empty or "{}" for none)
// with o under metadataKey.
func withOrigin(metadata []byte, o origin) ([]byte, error) {
	fields := map[string]json.RawMessage{}
	if len(metadata) > 0 {
		if err := json.Unmarshal(metadata, &fields); err != nil {
			return nil, err
		}
	}
	b, err := json.Marshal(o)
	if err != nil {
		return nil, err
	}
	fields[metadataKey] = b
	return json.Marshal(fields)
}

// originOf returns the origin recorded in a job's metadata; a job queued
// without one, or before there were origins, has a zero origin.
func originOf(metadata []byte) origin {
	var fields struct {
		Origin origin `json:"feedbackkit"`
	}
	_ = json.Unmarshal(metadata, &fields) // River's metadata is a JSON object
	return fields.Origin
}
