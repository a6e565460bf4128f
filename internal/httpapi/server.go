package httpapi

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/extract"
	"github.com/evicortex/evicortex/internal/ui"
	"github.com/evicortex/evicortex/ledger"
)

// Engine is the part of *engine.Engine the server calls. Tests substitute a
// recording fake to prove that refused requests never reach the engine.
type Engine interface {
	Remember(ctx context.Context, obs engine.Observation) (engine.Receipt, error)
	RememberBatch(ctx context.Context, obs []engine.Observation) ([]engine.Receipt, error)
	RememberExtracted(ctx context.Context, obs engine.Observation, x extract.Extractor) (engine.ExtractionReceipt, error)
	RememberBatchExtracted(ctx context.Context, obs []engine.Observation, x extract.Extractor) ([]engine.ExtractionReceipt, error)
	Recall(ctx context.Context, q engine.Query) (*capsule.Capsule, error)
	Search(ctx context.Context, q engine.SearchQuery) (*capsule.SearchResult, error)
	Expand(ctx context.Context, namespace, id string) (engine.Evidence, error)
	Purge(ctx context.Context, req engine.PurgeRequest) (engine.PurgeReceipt, error)
	Claims(ctx context.Context, namespace, subject, predicate string) ([]engine.Claim, error)
	Journal(ctx context.Context, afterSeq int64, limit int) ([]engine.JournalEntry, error)
	Verify(ctx context.Context) (engine.VerifyReport, error)
}

var _ Engine = (*engine.Engine)(nil)

// Limits bound what one request may ask for. Zero fields take the
// defaults below; each over-limit request is refused with 400 (413 for the
// body) and a message naming the limit.
type Limits struct {
	// MaxBodyBytes bounds a request body (default 256 KiB), and with it
	// what one write costs: a commit holds the engine's writer turn for
	// its whole ledger transaction and indexing, which grow with its
	// bytes, and another tenant's write waits for the commit in progress
	// (the stall bound, README "HTTP service and Go client").
	MaxBodyBytes int64
	MaxBatch     int // observations per remember:batch and ids per purge (default 1000)
	// MaxRequestClaims bounds the claims of one remember or remember:batch
	// together (default 64; at most ledger.MaxBatchClaims, the engine's own
	// bound), for the same reason: claims are a commit's dearest part.
	MaxRequestClaims int
	MaxBudgetTokens  int // recall budget_tokens (default 16384)
	MaxQueryBytes    int // recall query text (default and ceiling engine.MaxQueryBytes, 4096)
	MaxAuditLimit    int // audit page size, the API's only k (default 1000)
	// Per principal (default 0: off): RatePerPrincipal requests per second
	// with bursts of BurstPerPrincipal (default: a second's worth), and at
	// most MaxInFlightPerPrincipal requests at once; over either, 429 with
	// Retry-After (admit.go).
	RatePerPrincipal        float64
	BurstPerPrincipal       int
	MaxInFlightPerPrincipal int
}

// DefaultLimits are the limits a zero Limits takes.
var DefaultLimits = Limits{MaxBodyBytes: 256 << 10, MaxBatch: 1000, MaxRequestClaims: 256, MaxBudgetTokens: 16384,
	MaxQueryBytes: engine.MaxQueryBytes, MaxAuditLimit: 1000}

// Timeouts configure the http.Server; zero fields take DefaultTimeouts.
type Timeouts struct {
	ReadHeader time.Duration // default 5s
	Read       time.Duration // whole request, body included (default 30s)
	Write      time.Duration // until the response is written (default 60s)
	Idle       time.Duration // keep-alive (default 120s)
	Shutdown   time.Duration // grace for in-flight requests on shutdown (default 30s)
}

// DefaultTimeouts are the timeouts a zero Timeouts takes.
var DefaultTimeouts = Timeouts{ReadHeader: 5 * time.Second, Read: 30 * time.Second,
	Write: 60 * time.Second, Idle: 120 * time.Second, Shutdown: 30 * time.Second}

// Config configures a Server.
type Config struct {
	Principals    *Principals  // required
	Limits        Limits       // zero fields: DefaultLimits
	Timeouts      Timeouts     // zero fields: DefaultTimeouts
	Logger        *slog.Logger // nil: slog.Default()
	PublicMetrics bool         // serve /metrics without a token
	// LLM is the extractor a remember with "extract": "llm" uses (see
	// extract.LLMFromEnv); nil refuses such requests. "pattern" is always
	// available.
	LLM extract.Extractor
}

// Server is the HTTP API over one engine. It is safe for concurrent use.
type Server struct {
	cfg     Config
	log     *slog.Logger
	eng     atomic.Pointer[engineRef] // nil until Attach; read once per request
	reqSeq  atomic.Uint64             // request ids for logs
	drain   atomic.Bool               // set when shutdown starts: /v1/ready answers 503
	mux     *http.ServeMux
	metrics *metrics
	admit   *admission // per-principal rate and concurrency limits
}

type engineRef struct{ e Engine }

// New validates cfg and builds the routes. The server answers 503 on
// engine routes and /v1/ready until Attach.
func New(cfg Config) (*Server, error) {
	if cfg.Principals == nil || cfg.Principals.Len() == 0 {
		return nil, fmt.Errorf("%w: no principals", ErrConfig)
	}
	if err := cfg.Limits.fill(); err != nil {
		return nil, err
	}
	cfg.Timeouts.fill()
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	s := &Server{cfg: cfg, log: cfg.Logger, mux: http.NewServeMux(), metrics: newMetrics(), admit: newAdmission(cfg.Limits)}
	s.metrics.registerReady(func() bool { return s.eng.Load() != nil })
	s.metrics.reg.MustRegister(newStatsCollector(func() Engine {
		if r := s.eng.Load(); r != nil {
			return r.e
		}
		return nil
	}))
	for _, rt := range s.routes() {
		s.mux.Handle(rt.method+" "+rt.path, s.wrap(rt))
	}
	// The memory inspector's static page (package ui): it holds no data and
	// calls the routes above with the user's token, so it needs none itself.
	s.mux.Handle("/ui", ui.Handler())
	s.mux.Handle(ui.Prefix, ui.Handler())
	s.mux.Handle("/", s.wrap(s.unmatched()))
	return s, nil
}

func (l *Limits) fill() error {
	d := DefaultLimits
	if l.MaxBodyBytes == 0 {
		l.MaxBodyBytes = d.MaxBodyBytes
	}
	if l.MaxBatch == 0 {
		l.MaxBatch = d.MaxBatch
	}
	if l.MaxRequestClaims == 0 {
		l.MaxRequestClaims = d.MaxRequestClaims
	}
	if l.MaxBudgetTokens == 0 {
		l.MaxBudgetTokens = d.MaxBudgetTokens
	}
	if l.MaxQueryBytes == 0 {
		l.MaxQueryBytes = d.MaxQueryBytes
	}
	if l.MaxAuditLimit == 0 {
		l.MaxAuditLimit = d.MaxAuditLimit
	}
	switch {
	case l.MaxBodyBytes < 0 || l.MaxBatch < 0 || l.MaxRequestClaims < 0 || l.MaxBudgetTokens < 0 || l.MaxQueryBytes < 0 || l.MaxAuditLimit < 0 ||
		l.RatePerPrincipal < 0 || math.IsNaN(l.RatePerPrincipal) || math.IsInf(l.RatePerPrincipal, 0) ||
		l.BurstPerPrincipal < 0 || l.MaxInFlightPerPrincipal < 0:
		return fmt.Errorf("%w: limits must not be negative", ErrConfig)
	case l.MaxRequestClaims > ledger.MaxBatchClaims:
		return fmt.Errorf("%w: max request claims %d exceeds the engine's %d", ErrConfig, l.MaxRequestClaims, ledger.MaxBatchClaims)
	case l.MaxQueryBytes > engine.MaxQueryBytes:
		return fmt.Errorf("%w: max query bytes %d exceeds the engine's %d", ErrConfig, l.MaxQueryBytes, engine.MaxQueryBytes)
	}
	return nil
}

func (t *Timeouts) fill() {
	d := DefaultTimeouts
	for _, p := range []struct{ v, def *time.Duration }{
		{&t.ReadHeader, &d.ReadHeader}, {&t.Read, &d.Read}, {&t.Write, &d.Write}, {&t.Idle, &d.Idle}, {&t.Shutdown, &d.Shutdown},
	} {
		if *p.v <= 0 {
			*p.v = *p.def
		}
	}
}

// Attach makes e the engine behind the API; /v1/ready answers 200 from now on.
func (s *Server) Attach(e Engine) { s.eng.Store(&engineRef{e}) }

// Detach stops handing requests to the engine (they get 503); requests
// that already hold it finish normally.
func (s *Server) Detach() { s.eng.Store(nil) }

// Handler returns the root handler (routes, auth, limits, metrics, logs).
func (s *Server) Handler() http.Handler { return s.mux }

// Limits returns the effective limits.
func (s *Server) Limits() Limits { return s.cfg.Limits }

// Serve serves on ln until ctx is done, then shuts down gracefully: the
// listener closes, /v1/ready turns 503, in-flight requests run to completion
// (up to Timeouts.Shutdown) and Serve returns. The engine is not closed;
// the caller closes it after Serve returns, so no acknowledged write is lost.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	t := s.cfg.Timeouts
	hs := &http.Server{Handler: s.mux, ReadHeaderTimeout: t.ReadHeader, ReadTimeout: t.Read,
		WriteTimeout: t.Write, IdleTimeout: t.Idle, MaxHeaderBytes: 64 << 10,
		ErrorLog: slog.NewLogLogger(s.log.Handler(), slog.LevelWarn)}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	s.drain.Store(true)
	s.log.Info("shutting down", "grace", t.Shutdown)
	sctx, cancel := context.WithTimeout(context.Background(), t.Shutdown)
	defer cancel()
	err := hs.Shutdown(sctx)
	if serr := <-errc; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	if err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}
