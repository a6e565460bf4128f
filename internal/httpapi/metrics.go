package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are the server's Prometheus collectors, in a registry of their
// own so several servers (tests) never collide. There is no evidence-count
// or index-size gauge because the engine has no cheap way to report them,
// and no sync-lag gauge because semantic sync does not exist yet.
type metrics struct {
	reg             *prometheus.Registry
	handler         http.Handler
	latency         *prometheus.HistogramVec // by route and status code
	inflight        prometheus.Gauge
	capsuleTokens   prometheus.Histogram
	capsuleItems    prometheus.Histogram
	evidenceWritten prometheus.Counter
}

func newMetrics() *metrics {
	m := &metrics{reg: prometheus.NewRegistry()}
	m.latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "evicortex_http_request_duration_seconds",
		Help:    "HTTP request latency by route pattern and status code.",
		Buckets: prometheus.ExponentialBuckets(0.0005, 2, 16), // 0.5 ms .. ~16 s
	}, []string{"route", "code"})
	m.inflight = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "evicortex_http_requests_in_flight", Help: "Requests being served."})
	m.capsuleTokens = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name: "evicortex_capsule_used_tokens", Help: "Tokens used by each recalled capsule.",
		Buckets: prometheus.ExponentialBuckets(16, 2, 12)})
	m.capsuleItems = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name: "evicortex_capsule_items", Help: "Items in each recalled capsule.",
		Buckets: prometheus.LinearBuckets(0, 4, 16)})
	m.evidenceWritten = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "evicortex_evidence_written_total", Help: "Evidence acknowledged by this process (idempotent replays excluded)."})
	m.reg.MustRegister(m.latency, m.inflight, m.capsuleTokens, m.capsuleItems, m.evidenceWritten,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	m.handler = promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
	return m
}

func (m *metrics) registerReady(ready func() bool) {
	m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "evicortex_engine_ready", Help: "1 when the engine is open and attached."},
		func() float64 {
			if ready() {
				return 1
			}
			return 0
		}))
}

func (m *metrics) observe(route string, status int, d time.Duration) {
	m.latency.WithLabelValues(route, strconv.Itoa(status)).Observe(d.Seconds())
}
