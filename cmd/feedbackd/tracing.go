package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"runtime/debug"
	"strings"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/exporters/stdout/stdouttrace"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.43.0"
)

// tracingConfig is what the standard OpenTelemetry variables say of
// traces. Tracing is on when OTEL_TRACES_EXPORTER names an exporter other
// than none, or when an OTLP endpoint is set (the exporter is then otlp);
// the SDK and its exporters read the other OTEL_* variables themselves
// (endpoint, headers, timeout, sampler, batching, resource attributes).
type tracingConfig struct {
	Exporters   []string // OTEL_TRACES_EXPORTER: otlp, console, none
	Protocol    string   // OTEL_EXPORTER_OTLP_TRACES_PROTOCOL, else OTEL_EXPORTER_OTLP_PROTOCOL: http/protobuf (default) or grpc
	Propagators []string // OTEL_PROPAGATORS: tracecontext, baggage, none
}

// tracingFromEnv reads the OTEL_* variables of traces into tc.
func tracingFromEnv(tc *tracingConfig, getenv func(string) string) {
	list := func(v string) []string {
		var out []string
		for _, s := range strings.Split(v, ",") {
			if s = strings.ToLower(strings.TrimSpace(s)); s != "" {
				out = append(out, s)
			}
		}
		return out
	}
	*tc = tracingConfig{
		Exporters:   list(getenv("OTEL_TRACES_EXPORTER")),
		Protocol:    getenv("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL"),
		Propagators: list(getenv("OTEL_PROPAGATORS")),
	}
	if tc.Protocol == "" {
		tc.Protocol = getenv("OTEL_EXPORTER_OTLP_PROTOCOL")
	}
	endpoint := getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") != "" || getenv("OTEL_EXPORTER_OTLP_ENDPOINT") != ""
	if len(tc.Exporters) == 0 && endpoint {
		tc.Exporters = []string{"otlp"}
	}
	if strings.EqualFold(strings.TrimSpace(getenv("OTEL_SDK_DISABLED")), "true") {
		tc.Exporters = nil
	}
}

// newTracerProvider returns the TracerProvider of tc, exporting spans in
// batches, and the propagator of incoming trace contexts; a nil provider
// when no exporter is configured (tracing is off). Spans of the console
// exporter go to console, as JSON lines. Errors of the exports are logged
// to logger: this is the program, so it sets OpenTelemetry's global error
// handler, and nothing else global.
func newTracerProvider(ctx context.Context, tc tracingConfig, console io.Writer, logger *slog.Logger) (*sdktrace.TracerProvider, propagation.TextMapPropagator, error) {
	var opts []sdktrace.TracerProviderOption
	for _, name := range tc.Exporters {
		var exp sdktrace.SpanExporter
		var err error
		switch name {
		case "none":
			continue
		case "otlp":
			switch tc.Protocol {
			case "", "http/protobuf":
				exp, err = otlptracehttp.New(ctx)
			case "grpc":
				exp, err = otlptracegrpc.New(ctx)
			default:
				return nil, nil, fmt.Errorf("OTEL_EXPORTER_OTLP_PROTOCOL=%q: want http/protobuf or grpc", tc.Protocol)
			}
		case "console":
			exp, err = stdouttrace.New(stdouttrace.WithWriter(console))
		default:
			return nil, nil, fmt.Errorf("OTEL_TRACES_EXPORTER=%q: want otlp, console or none", name)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("tracing: %s exporter: %w", name, err)
		}
		opts = append(opts, sdktrace.WithBatcher(exp))
	}
	if len(opts) == 0 {
		return nil, nil, nil
	}
	prop, err := propagator(tc.Propagators)
	if err != nil {
		return nil, nil, err
	}
	// OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES override the defaults.
	res, err := resource.New(ctx,
		resource.WithTelemetrySDK(),
		resource.WithHost(),
		resource.WithAttributes(semconv.ServiceName("feedbackd"), semconv.ServiceVersion(version())),
		resource.WithFromEnv())
	if err != nil && !errors.Is(err, resource.ErrPartialResource) {
		return nil, nil, fmt.Errorf("tracing: resource: %w", err)
	}
	otel.SetErrorHandler(otel.ErrorHandlerFunc(func(err error) {
		logger.Warn("tracing: exporting spans failed", slog.Any("error", err))
	}))
	return sdktrace.NewTracerProvider(append(opts, sdktrace.WithResource(res))...), prop, nil
}

// propagator returns the propagator named by OTEL_PROPAGATORS (default:
// W3C trace context and baggage).
func propagator(names []string) (propagation.TextMapPropagator, error) {
	if len(names) == 0 {
		names = []string{"tracecontext", "baggage"}
	}
	var props []propagation.TextMapPropagator
	for _, name := range names {
		switch name {
		case "tracecontext":
			props = append(props, propagation.TraceContext{})
		case "baggage":
			props = append(props, propagation.Baggage{})
		case "none":
		default:
			return nil, fmt.Errorf("OTEL_PROPAGATORS=%q: want tracecontext, baggage or none", name)
		}
	}
	return propagation.NewCompositeTextMapPropagator(props...), nil
}

// version returns the module version feedbackd was built from, "(devel)"
// for a build of a checkout.
func version() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}
