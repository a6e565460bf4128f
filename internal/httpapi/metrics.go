package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/evicortex/evicortex/engine"
)

// metrics are the server's Prometheus collectors, in a registry of their
// own so several servers (tests) never collide. Index sizes and sync lag
// come from the attached engine's Stats on each scrape (statsCollector).
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

// statser is implemented by *engine.Engine; engines without it (test
// fakes) export no index gauges.
type statser interface {
	Stats() (engine.Stats, error)
}

// statsCollector exports the attached engine's projection sizes and
// backlogs: one Stats call per scrape, nothing when no engine is attached.
type statsCollector struct {
	engine func() Engine
	descs  map[string]*prometheus.Desc
}

var statsGauges = []struct{ name, help string }{
	{"evicortex_index_namespaces", "Namespaces with indexed evidence or claims."},
	{"evicortex_index_evidence", "Evidence in the lexical index."},
	{"evicortex_index_claims", "Claim versions in the claim index."},
	{"evicortex_index_windows", "Conversation windows in the window index."},
	{"evicortex_index_lexical_segment_bytes", "Bytes of compressed postings segments (write buffers not counted)."},
	{"evicortex_index_dense_vectors", "Vectors in the dense index (0 without an encoder)."},
	{"evicortex_index_dense_parts", "Part vectors beside them, of texts with several sentences or lines (held in memory)."},
	{"evicortex_sync_window_backlog", "Windows queued but not yet indexed."},
	{"evicortex_sync_semantic_backlog", "Indexed evidence without a vector of the engine's encoder profile (what sync-semantic has yet to embed)."},
}

func newStatsCollector(eng func() Engine) *statsCollector {
	c := &statsCollector{engine: eng, descs: make(map[string]*prometheus.Desc)}
	for _, g := range statsGauges {
		c.descs[g.name] = prometheus.NewDesc(g.name, g.help, nil, nil)
	}
	return c
}

func (c *statsCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range c.descs {
		ch <- d
	}
}

func (c *statsCollector) Collect(ch chan<- prometheus.Metric) {
	se, ok := c.engine().(statser)
	if !ok {
		return
	}
	st, err := se.Stats()
	if err != nil {
		return // closed while scraping: export nothing rather than zeros
	}
	for name, v := range map[string]float64{
		"evicortex_index_namespaces":            float64(st.Namespaces),
		"evicortex_index_evidence":              float64(st.Evidence),
		"evicortex_index_claims":                float64(st.Claims),
		"evicortex_index_windows":               float64(st.Windows),
		"evicortex_index_lexical_segment_bytes": float64(st.LexicalSegmentBytes),
		"evicortex_index_dense_vectors":         float64(st.DenseVectors),
		"evicortex_index_dense_parts":           float64(st.DenseParts),
		"evicortex_sync_window_backlog":         float64(st.WindowBacklog),
		"evicortex_sync_semantic_backlog":       float64(st.SemanticBacklog),
	} {
		ch <- prometheus.MustNewConstMetric(c.descs[name], prometheus.GaugeValue, v)
	}
}

func (m *metrics) observe(route string, status int, d time.Duration) {
	m.latency.WithLabelValues(route, strconv.Itoa(status)).Observe(d.Seconds())
}
