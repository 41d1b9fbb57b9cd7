package telemetry

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/schema"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	semconv "go.opentelemetry.io/otel/semconv/v1.43.0"
	"go.opentelemetry.io/otel/trace"
)

// maxQueryText bounds the statement recorded on a query's span.
const maxQueryText = 8 << 10

// TraceQueries returns a copy of db (db itself is not changed) whose
// queries are client spans of tp, named by operation and table ("SELECT
// feedback_items"), transactions included (BEGIN, COMMIT). A query makes a
// span only as part of a trace (its context carries a span: a request's, a
// job's): the queries of migrations and of housekeeping would otherwise
// each be a trace of one span. The statement is recorded as its template,
// with placeholders and not the values, so that no submitted text reaches
// the traces.
//
// Bun's own OpenTelemetry hook (extra/bunotel) is not used: it makes the
// queries of a transaction children of its BEGIN span, which has ended
// before they start, and reports the connection pool to OpenTelemetry's
// global MeterProvider.
func TraceQueries(db *bun.DB, tp trace.TracerProvider) *bun.DB {
	system := semconv.DBSystemNameSQLite
	if db.Dialect().Name() == dialect.PG {
		system = semconv.DBSystemNamePostgreSQL
	}
	return db.WithQueryHook(&queryHook{tracer: tp.Tracer("github.com/uptrace/bun"), system: system})
}

// queryHook is the bun.QueryHook of TraceQueries. The span of a query is
// kept in the query's event, not in the context: bun gives the context of
// BEGIN to the whole transaction.
type queryHook struct {
	tracer trace.Tracer
	system attribute.KeyValue
}

// spanStash is the key of a query's span in its event's Stash.
type spanStash struct{}

// BeforeQuery starts the span of the query e, when ctx is in a trace.
func (h *queryHook) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context {
	if !trace.SpanContextFromContext(ctx).IsValid() {
		return ctx
	}
	op := e.Operation()
	name, attrs := op, []attribute.KeyValue{h.system, semconv.DBOperationName(op)}
	if e.IQuery != nil {
		// Bun quotes the names of tables given as strings, not of models'.
		if table := strings.Trim(e.IQuery.GetTableName(), `"`+"`"); table != "" {
			name += " " + table
			attrs = append(attrs, semconv.DBCollectionName(table))
		}
	}
	_, span := h.tracer.Start(ctx, name, trace.WithSpanKind(trace.SpanKindClient), trace.WithTimestamp(e.StartTime))
	if span.IsRecording() {
		span.SetAttributes(append(attrs, semconv.DBQueryText(queryTemplate(e)))...)
	}
	if e.Stash == nil {
		e.Stash = map[any]any{}
	}
	e.Stash[spanStash{}] = span
	return ctx
}

// AfterQuery ends the span of the query e, with its error.
func (h *queryHook) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	span, ok := e.Stash[spanStash{}].(trace.Span)
	if !ok {
		return
	}
	if e.Err != nil && !errors.Is(e.Err, sql.ErrNoRows) {
		span.RecordError(e.Err)
		span.SetStatus(codes.Error, e.Err.Error())
	}
	span.End()
}

// queryTemplate returns the statement of e with placeholders for its
// values, at most maxQueryText bytes of it.
func queryTemplate(e *bun.QueryEvent) string {
	q := e.QueryTemplate
	if e.IQuery != nil {
		if b, err := e.IQuery.AppendQuery(schema.NewNopQueryGen(), nil); err == nil {
			q = string(b)
		}
	}
	if len(q) > maxQueryText {
		q = q[:maxQueryText]
	}
	return q
}
