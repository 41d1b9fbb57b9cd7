package server

import (
	"crypto/sha256"
	"crypto/subtle"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/adaptor"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/promreg"
)

// MetricsNamespace prefixes the names of feedbackkit's Prometheus metrics.
const MetricsNamespace = "feedbackd"

// httpMetrics are the metrics of the requests a Server answers.
type httpMetrics struct {
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec

	unregister func() // takes them out of the registry again
}

// newHTTPMetrics registers the request metrics in reg.
func newHTTPMetrics(reg prometheus.Registerer) (*httpMetrics, error) {
	m := &httpMetrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: MetricsNamespace,
			Name:      "http_requests_total",
			Help:      "Requests answered, by route template, method and status.",
		}, []string{"route", "method", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: MetricsNamespace,
			Name:      "http_request_duration_seconds",
			Help:      "Time to answer a request, by route template and method.",
			Buckets:   []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
		}, []string{"route", "method"}),
	}
	var err error
	if m.unregister, err = promreg.Register(reg, m.requests, m.duration, buildInfoGauge()); err != nil {
		return nil, err
	}
	return m, nil
}

// UnregisterMetrics takes the Server's metrics (requests, their latency,
// the build) out of its registry (Config.Registry), so that another
// Server, or App, may register them in it: a program that outlives the
// Server calls it once done with it (App.Close does). The Server's
// requests are not counted in the registry after it.
func (s *Server) UnregisterMetrics() { s.metrics.unregister() }

// buildInfoGauge returns feedbackd_build_info, always 1, whose labels
// name the build of feedbackkit that serves (see feedbackkit.Version).
func buildInfoGauge() prometheus.Gauge {
	b := feedbackkit.Version()
	g := prometheus.NewGauge(prometheus.GaugeOpts{
		Namespace:   MetricsNamespace,
		Name:        "build_info",
		Help:        "Always 1; its labels name the feedbackkit build: module version, VCS revision (when built from a checkout) and Go version.",
		ConstLabels: prometheus.Labels{"version": b.Version, "revision": b.Revision, "goversion": b.GoVersion},
	})
	g.Set(1)
	return g
}

// observe records one answered request. The route is the template that
// matched ("/api/events/:eventName"), never the raw path, so that the
// number of series stays bounded; requests that no route matched
// (noRoute) count under "unmatched".
func (m *httpMetrics) observe(c *fiber.Ctx, status int, elapsed time.Duration, noRoute bool) {
	route := routeTemplate(c, noRoute)
	if route == "" {
		route = "unmatched"
	}
	method := methodLabel(c)
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.duration.WithLabelValues(route, method).Observe(elapsed.Seconds())
}

// NewRegistry returns a Prometheus registry with the Go runtime and
// process metrics, the registry of a Server (or App) given none.
func NewRegistry() *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return reg
}

// MinMetricsTokenLength is the least length of Config.MetricsToken, in
// bytes, without the spaces around it.
const MinMetricsTokenLength = 16

// checkMetricsToken returns token, a Config.MetricsToken, without the
// spaces around it (a presented token is compared trimmed), and an error
// for one shorter than MinMetricsTokenLength: anyone could guess it.
func checkMetricsToken(token string) (string, error) {
	if n, short := ShortMetricsToken(token); short {
		return "", fmt.Errorf("server: Config.MetricsToken has %d bytes (without the spaces around it): want at least %d", n, MinMetricsTokenLength)
	}
	return strings.TrimSpace(token), nil
}

// ShortMetricsToken reports whether token, a Config.MetricsToken, is set
// but shorter than MinMetricsTokenLength without the spaces around it, and
// how many bytes it has without them: the check of server.New, for a
// program that checks its settings before (naming its own).
func ShortMetricsToken(token string) (n int, short bool) {
	n = len(strings.TrimSpace(token))
	return n, token != "" && n < MinMetricsTokenLength
}

// metricsRoute registers GET /metrics, outside /api, unless
// Config.NoMetricsRoute: the metrics of the Server's registry in the
// Prometheus text format. It is public, like the health endpoints, unless
// Config.MetricsToken is set; it shows counts and timings only (of the
// Server, and of whatever else the registry holds).
func (s *Server) metricsRoute() {
	if s.cfg.NoMetricsRoute {
		return
	}
	h := adaptor.HTTPHandler(promhttp.HandlerFor(s.registry, promhttp.HandlerOpts{}))
	s.group("/metrics").Get("", probe, s.metricsAuth, h)
}

// metricsAuth admits a request of GET /metrics whose Authorization header
// is Bearer and Config.MetricsToken, compared in constant time, and
// answers any other 401 INVALID_TOKEN; without a token, every request.
func (s *Server) metricsAuth(c *fiber.Ctx) error {
	if s.cfg.MetricsToken == "" {
		return c.Next()
	}
	token, ok := bearerToken(c.Get(headerAuthorization))
	got, want := sha256.Sum256([]byte(token)), sha256.Sum256([]byte(s.cfg.MetricsToken))
	if !ok || subtle.ConstantTimeCompare(got[:], want[:]) != 1 {
		c.Set(fiber.HeaderWWWAuthenticate, "Bearer")
		return feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "the metrics need the Authorization header Bearer and the metrics token")
	}
	return c.Next()
}
