package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"

	coltracepb "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/grpc"
	"google.golang.org/protobuf/proto"
)

func TestTracingFromEnv(t *testing.T) {
	for _, tc := range []struct {
		env           map[string]string
		wantExporters []string
		wantProtocol  string
	}{
		{env: nil},
		{env: map[string]string{"OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"}, wantProtocol: "grpc"},
		{env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"}, wantExporters: []string{"otlp"}},
		{env: map[string]string{"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://collector:4318/v1/traces"}, wantExporters: []string{"otlp"}},
		{env: map[string]string{"OTEL_TRACES_EXPORTER": " OTLP, console "}, wantExporters: []string{"otlp", "console"}},
		{env: map[string]string{"OTEL_TRACES_EXPORTER": "none", "OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"}, wantExporters: []string{"none"}},
		{env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318", "OTEL_SDK_DISABLED": "true"}},
		{env: map[string]string{"OTEL_EXPORTER_OTLP_PROTOCOL": "grpc", "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL": "http/protobuf"}, wantProtocol: "http/protobuf"},
	} {
		var tc2 tracingConfig
		tracingFromEnv(&tc2, func(k string) string { return tc.env[k] })
		if !slices.Equal(tc2.Exporters, tc.wantExporters) || tc2.Protocol != tc.wantProtocol {
			t.Errorf("%v: exporters %q protocol %q, want %q %q", tc.env, tc2.Exporters, tc2.Protocol, tc.wantExporters, tc.wantProtocol)
		}
	}
}

func TestTracerProviderConfig(t *testing.T) {
	ctx := context.Background()
	logger := slog.New(slog.DiscardHandler)
	for _, tc := range []tracingConfig{{}, {Exporters: []string{"none"}}} {
		if tp, _, err := newTracerProvider(ctx, tc, io.Discard, logger); tp != nil || err != nil {
			t.Errorf("%+v: %v %v, want tracing off", tc, tp, err)
		}
	}
	for _, tc := range []tracingConfig{
		{Exporters: []string{"zipkin"}},
		{Exporters: []string{"otlp"}, Protocol: "http/json"},
		{Exporters: []string{"console"}, Propagators: []string{"b3"}},
	} {
		if _, _, err := newTracerProvider(ctx, tc, io.Discard, logger); err == nil {
			t.Errorf("%+v accepted", tc)
		}
	}
	var console bytes.Buffer
	tp, prop, err := newTracerProvider(ctx, tracingConfig{Exporters: []string{"console"}}, &console, logger)
	if err != nil {
		t.Fatal(err)
	}
	if fields := prop.Fields(); !slices.Contains(fields, "traceparent") || !slices.Contains(fields, "baggage") {
		t.Errorf("default propagator reads %q, want traceparent and baggage", fields)
	}
	_, span := tp.Tracer("test").Start(ctx, "hello")
	span.End()
	if err := tp.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(console.String(), `"Name":"hello"`) || !strings.Contains(console.String(), `"Value":"feedbackd"`) {
		t.Errorf("console exporter wrote %s", console.String())
	}
}

// spanSink collects the names of the spans of the service feedbackd that
// an OTLP receiver gets.
type spanSink struct {
	mu    sync.Mutex
	names []string
}

func (s *spanSink) add(req *coltracepb.ExportTraceServiceRequest) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, rs := range req.ResourceSpans {
		service := ""
		for _, a := range rs.Resource.GetAttributes() {
			if a.Key == "service.name" {
				service = a.Value.GetStringValue()
			}
		}
		for _, ss := range rs.ScopeSpans {
			for _, sp := range ss.Spans {
				s.names = append(s.names, service+": "+sp.Name)
			}
		}
	}
}

func (s *spanSink) has(name string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Contains(s.names, name)
}

// grpcReceiver is the OTLP trace service over gRPC.
type grpcReceiver struct {
	coltracepb.UnimplementedTraceServiceServer
	sink *spanSink
}

func (r *grpcReceiver) Export(_ context.Context, req *coltracepb.ExportTraceServiceRequest) (*coltracepb.ExportTraceServiceResponse, error) {
	r.sink.add(req)
	return &coltracepb.ExportTraceServiceResponse{}, nil
}

// otlpReceiver starts an OTLP receiver of protocol (http/protobuf or
// grpc) on 127.0.0.1 and returns its endpoint.
func otlpReceiver(t *testing.T, protocol string, sink *spanSink) string {
	if protocol == "grpc" {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		srv := grpc.NewServer()
		coltracepb.RegisterTraceServiceServer(srv, &grpcReceiver{sink: sink})
		go srv.Serve(ln)
		t.Cleanup(srv.Stop)
		return "http://" + ln.Addr().String()
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		var req coltracepb.ExportTraceServiceRequest
		if err != nil || r.URL.Path != "/v1/traces" || proto.Unmarshal(body, &req) != nil {
			http.Error(w, "bad export", http.StatusBadRequest)
			return
		}
		sink.add(&req)
		out, _ := proto.Marshal(&coltracepb.ExportTraceServiceResponse{})
		w.Header().Set("Content-Type", "application/x-protobuf")
		w.Write(out)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// TestTracesOverOTLP runs feedbackd with the standard variables pointing
// at an OTLP receiver, over HTTP and over gRPC: the spans of its requests
// reach the receiver, at the latest when it stops.
func TestTracesOverOTLP(t *testing.T) {
	for _, protocol := range []string{"http/protobuf", "grpc"} {
		t.Run(strings.ReplaceAll(protocol, "/", "-"), func(t *testing.T) {
			sink := &spanSink{}
			cfg := testConfig(t, "sqlite")
			p := startProcess(t, "FEEDBACKD_DATABASE_URL="+cfg.DatabaseURL, "FEEDBACKD_BLOB_URL="+cfg.BlobURL,
				"FEEDBACKD_ADDR=127.0.0.1:0", "FEEDBACKD_NO_DEMO=1",
				"OTEL_EXPORTER_OTLP_ENDPOINT="+otlpReceiver(t, protocol, sink), "OTEL_EXPORTER_OTLP_PROTOCOL="+protocol)
			resp, err := http.Get(p.url("/api/no-such-thing"))
			checkStatus(t, resp, err, 404)
			resp, err = http.Get(p.url("/healthz"))
			checkStatus(t, resp, err, 200)
			if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
				t.Fatal(err)
			}
			log, err := p.wait()
			if err != nil || !strings.Contains(log, "tracing is on") {
				t.Fatalf("feedbackd exited with %v:\n%s", err, log)
			}
			for _, want := range []string{"feedbackd: GET", "feedbackd: GET /healthz"} {
				if !sink.has(want) {
					t.Errorf("the receiver has no span %q: %q", want, sink.names)
				}
			}
		})
	}
}
