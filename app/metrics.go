package app

import (
	"context"
	"log/slog"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/promreg"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/server"
)

// queueDepthTimeout bounds the query of the queue depth at each scrape.
const queueDepthTimeout = 2 * time.Second

// jobMetrics count the outcomes of background jobs, from the events of the
// job client.
type jobMetrics struct {
	jobs   *prometheus.CounterVec
	emails *prometheus.CounterVec

	stop func()         // ends the subscription
	done sync.WaitGroup // the goroutine reading it
}

// registerMetrics adds to reg the metrics of the App's database (the
// connection pool, the job queue's depth) and of its jobs (by kind and
// outcome, emails sent and failed), all or none; closeAll takes them out.
func (a *App) registerMetrics(reg prometheus.Registerer, log *slog.Logger) error {
	a.jobMetrics = newJobMetrics()
	var err error
	a.unregisterMetrics, err = promreg.Register(reg,
		collectors.NewDBStatsCollector(a.DB.DB, server.MetricsNamespace),
		&queueDepth{db: a.DB, log: log},
		a.jobMetrics.jobs,
		a.jobMetrics.emails,
	)
	return err
}

// newJobMetrics returns the counters of the outcomes of jobs, at zero.
func newJobMetrics() *jobMetrics {
	return &jobMetrics{
		jobs: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: server.MetricsNamespace,
			Name:      "jobs_total",
			Help:      "Background job attempts that ended, by kind and outcome (completed, failed: will be retried or discarded, cancelled, snoozed, interrupted: by the stop, run again without counting the attempt).",
		}, []string{"kind", "outcome"}),
		emails: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: server.MetricsNamespace,
			Name:      "emails_total",
			Help:      "Email deliveries, by outcome: sent, or failed (an attempt that failed; it is retried).",
		}, []string{"outcome"}),
	}
}

// jobOutcomes are the outcomes of jobs_total, by River's event of the end
// of an attempt.
var jobOutcomes = map[river.EventKind]string{
	river.EventKindJobCompleted:   "completed",
	river.EventKindJobFailed:      "failed",
	river.EventKindJobCancelled:   "cancelled",
	river.EventKindJobSnoozed:     "snoozed",
	river.EventKindJobInterrupted: "interrupted",
}

// start counts the events of the job client until stop.
func (m *jobMetrics) start(jobs interface {
	Subscribe(kinds ...river.EventKind) (<-chan *river.Event, func())
}) {
	events, stop := jobs.Subscribe(slices.Collect(maps.Keys(jobOutcomes))...)
	m.stop = stop
	emailKind := notify.DeliverEmailArgs{}.Kind()
	m.done.Add(1)
	go func() {
		defer m.done.Done()
		for ev := range events {
			if ev.Job == nil {
				continue
			}
			m.jobs.WithLabelValues(ev.Job.Kind, jobOutcomes[ev.Kind]).Inc()
			if ev.Job.Kind == emailKind {
				switch ev.Kind {
				case river.EventKindJobCompleted:
					m.emails.WithLabelValues("sent").Inc()
				case river.EventKindJobFailed, river.EventKindJobCancelled:
					m.emails.WithLabelValues("failed").Inc()
				}
			}
		}
	}()
}

// close ends the subscription and waits for its goroutine.
func (m *jobMetrics) close() {
	if m.stop != nil {
		m.stop()
		m.done.Wait()
		m.stop = nil
	}
}

// queueDepth is the collector of the number of jobs waiting or running,
// by kind and state, read from the job table at each scrape.
type queueDepth struct {
	db  *bun.DB
	log *slog.Logger
}

var queueDepthDesc = prometheus.NewDesc(
	prometheus.BuildFQName(server.MetricsNamespace, "", "jobs_queued"),
	"Background jobs not finished, by kind and state (available, scheduled, retryable, running).",
	[]string{"kind", "state"}, nil)

// Describe implements prometheus.Collector.
func (q *queueDepth) Describe(ch chan<- *prometheus.Desc) { ch <- queueDepthDesc }

// Collect implements prometheus.Collector. When the database does not
// answer in time, the metric is left out of the scrape.
func (q *queueDepth) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), queueDepthTimeout)
	defer cancel()
	var rows []struct {
		Kind  string `bun:"kind"`
		State string `bun:"state"`
		N     int    `bun:"n"`
	}
	err := q.db.NewSelect().Table("river_job").Column("kind", "state").ColumnExpr("count(*) AS n").
		Where("state IN ('available', 'scheduled', 'retryable', 'running')").
		Group("kind", "state").Scan(ctx, &rows)
	if err != nil {
		q.log.Warn("metrics: reading the job queue's depth failed", slog.Any("error", err))
		return
	}
	for _, r := range rows {
		ch <- prometheus.MustNewConstMetric(queueDepthDesc, prometheus.GaugeValue, float64(r.N), r.Kind, r.State)
	}
}
