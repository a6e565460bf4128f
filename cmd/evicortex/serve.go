package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"runtime/debug"
	"time"

	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/extract"
	"github.com/evicortex/evicortex/internal/httpapi"
	"github.com/evicortex/evicortex/internal/mcpserver"
	"github.com/evicortex/evicortex/ledger"
)

// defaultServeGCPercent is serve's Go GC target. The server's live heap
// is mostly long-lived projections and each recall allocates a few hundred
// KB of garbage, so with Go's default (100) collections run many times a
// second under load and their mark phase takes a core from requests; on a
// 2-core machine that is the largest source of recall tail latency
// (evibench serve-load --server at 200 ops/s, quiet: recall p99 5.2-6.1 ms
// at 100, 3.9-4.2 ms at 400). 400 costs up to 4x the live heap in headroom.
const defaultServeGCPercent = 400

// serveFlags are the flags of `evicortex serve`.
type serveFlags struct {
	listen, principals, logFormat string
	publicMetrics                 bool
	mcpOrigins                    multi // browser origins /mcp admits beside its own host
	otlpEndpoint                  string
	gcPercent                     int
	limits                        httpapi.Limits
	timeouts                      httpapi.Timeouts
	maintenance                   engine.WorkerConfig // the background maintenance worker (Interval 0: off)
	summarizer                    summarizerFlags     // the worker's optional LLM summarizer
}

func (f *serveFlags) register(fs *flag.FlagSet) {
	l, t := httpapi.DefaultLimits, httpapi.DefaultTimeouts
	fs.StringVar(&f.listen, "listen", "127.0.0.1:7070", "address to listen on (host:port; port 0 picks one)")
	fs.StringVar(&f.principals, "principals", "", "principals file: JSON keyed by bearer token; must not be group/world accessible (chmod 600)")
	fs.StringVar(&f.logFormat, "log-format", "json", "log format on stderr: json or text")
	fs.BoolVar(&f.publicMetrics, "public-metrics", false, "serve /metrics without a bearer token")
	fs.Var(&f.mcpOrigins, "mcp-origin", "browser `origin` (scheme://host[:port]) allowed to call /mcp besides the server's own host (repeatable)")
	fs.StringVar(&f.otlpEndpoint, "otlp-endpoint", "", "`URL` of an OTLP/HTTP trace collector (e.g. http://127.0.0.1:4318): a span per remember, recall, search and maintenance call, with ids and counts, never content (default: the OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_EXPORTER_OTLP_ENDPOINT environment variable; off when none is set)")
	fs.IntVar(&f.gcPercent, "gc-percent", defaultServeGCPercent, "Go GC target (as GOGC); GOGC in the environment takes precedence")
	fs.Int64Var(&f.limits.MaxBodyBytes, "max-body-bytes", l.MaxBodyBytes, "largest request body (413 above); with --max-request-claims it bounds one write's cost, and so how long another tenant's write waits for it")
	fs.IntVar(&f.limits.MaxBatch, "max-batch", l.MaxBatch, "most observations per remember:batch and ids per purge")
	fs.IntVar(&f.limits.MaxRequestClaims, "max-request-claims", l.MaxRequestClaims, fmt.Sprintf("most claims one remember or remember:batch carries together (at most %d); with --max-body-bytes it bounds one write's cost", ledger.MaxBatchClaims))
	fs.IntVar(&f.limits.MaxBudgetTokens, "max-budget-tokens", l.MaxBudgetTokens, "largest recall budget_tokens")
	fs.IntVar(&f.limits.MaxQueryBytes, "max-query-bytes", l.MaxQueryBytes, "longest recall query (at most the engine's 4096)")
	fs.IntVar(&f.limits.MaxAuditLimit, "max-audit-limit", l.MaxAuditLimit, "largest /v1/audit page")
	fs.Float64Var(&f.limits.RatePerPrincipal, "rate-limit", 0, "requests per second each principal may make (429 with Retry-After above it; 0: no limit)")
	fs.IntVar(&f.limits.BurstPerPrincipal, "rate-burst", 0, "requests a principal may make at once before --rate-limit applies (0: a second's worth)")
	fs.IntVar(&f.limits.MaxInFlightPerPrincipal, "max-inflight", 0, "requests of one principal in flight at once (429 with Retry-After above it; 0: no limit)")
	fs.DurationVar(&f.timeouts.ReadHeader, "read-header-timeout", t.ReadHeader, "time to read request headers")
	fs.DurationVar(&f.timeouts.Read, "read-timeout", t.Read, "time to read a whole request")
	fs.DurationVar(&f.timeouts.Write, "write-timeout", t.Write, "time to answer a request")
	fs.DurationVar(&f.timeouts.Idle, "idle-timeout", t.Idle, "keep-alive idle time")
	fs.DurationVar(&f.timeouts.Shutdown, "shutdown-timeout", t.Shutdown, "grace for in-flight requests on SIGTERM/SIGINT")
	fs.DurationVar(&f.maintenance.Interval, "maintenance-interval", time.Minute, "how often the background maintenance worker looks at the journal (0: no background maintenance)")
	fs.Int64Var(&f.maintenance.JournalGrowth, "maintenance-journal-growth", 1000, "journal entries since the last pass that make a background pass due (also due after 10m idle with anything new)")
	fs.IntVar(&f.maintenance.MaxActions, "maintenance-max-actions", 2048, "most actions one background pass writes (the next tick continues)")
	f.summarizer.register(fs)
}

// cmdServe serves the HTTP API. It opens the engine itself, after the
// listener is up, so /v1/ready answers 503 while the projections are being
// built; on SIGTERM/SIGINT in-flight requests finish, then the engine closes.
func cmdServe(ctx context.Context, c *cli, _ *engine.Engine, args []string) error {
	fs := c.newFlags("serve")
	var f serveFlags
	f.register(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if f.principals == "" {
		return &engine.FieldError{Field: "principals", Reason: "is required (--principals FILE)"}
	}
	log, err := newLogger(c.stderr, f.logFormat)
	if err != nil {
		return err
	}
	if f.maintenance.Interval < 0 || f.maintenance.MaxActions <= 0 || f.maintenance.JournalGrowth <= 0 {
		return &engine.FieldError{Field: "maintenance-interval", Reason: "the interval must not be negative (0: off), the growth and max actions must be positive"}
	}
	if f.maintenance.Summarizer, err = f.summarizer.summarizer(); err != nil {
		return err
	}
	if f.gcPercent <= 0 {
		return &engine.FieldError{Field: "gc-percent", Reason: "must be positive"}
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(f.gcPercent)
	}
	ps, err := httpapi.LoadPrincipals(f.principals)
	if err != nil {
		return err
	}
	cfg := httpapi.Config{Principals: ps, Limits: f.limits, Timeouts: f.timeouts, Logger: log, PublicMetrics: f.publicMetrics}
	if os.Getenv(extract.EnvLLMURL) != "" { // "extract": "llm" is served only when configured
		if cfg.LLM, err = cliExtractor("llm", ""); err != nil {
			return err
		}
	}
	srv, err := httpapi.New(cfg)
	if err != nil {
		return err
	}
	tp, err := startTracing(ctx, f.otlpEndpoint)
	if err != nil {
		return err
	}
	if tp != nil {
		c.tracer = tp
		defer func() {
			flush, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if err := stopTracing(flush, tp); err != nil {
				log.Error("tracing", "err", err)
			}
		}()
		log.Info("tracing on", "otlp_endpoint", cmp.Or(f.otlpEndpoint, "(from the environment)"))
	}
	if err := mountMCP(srv, ps, &f, log); err != nil {
		return err
	}
	// An owner beside another opener is refused when the engine opens; say
	// so before listening rather than after "listening on".
	if c.pg == "" && !c.follow {
		release, err := ledger.Reserve(c.db, "evicortex serve (probe)")
		if err != nil {
			return err
		}
		release()
	}
	ln, err := net.Listen("tcp", f.listen)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	addr := ln.Addr().String()
	if err := c.emit(map[string]any{"listening": addr, "principals": ps.Len()}, func(w io.Writer) {
		fmt.Fprintf(w, "listening on %s (%d principals)\n", addr, ps.Len())
	}); err != nil {
		ln.Close()
		return err
	}
	f.maintenance.Logger = log
	return serveEngine(ctx, c, srv, ln, log, f.maintenance)
}

// mountMCP serves the MCP tools at /mcp (streamable HTTP), authorized by
// the same principals as the API, over the engine srv has attached.
func mountMCP(srv *httpapi.Server, ps *httpapi.Principals, f *serveFlags, log *slog.Logger) error {
	eng := func() mcpserver.Engine {
		// The attached engine is an *engine.Engine, which has every
		// method the tools call (list_memories's ListEvidence too).
		if e, ok := srv.Engine().(mcpserver.Engine); ok {
			return e
		}
		return nil
	}
	h, err := mcpserver.NewHTTPHandler(mcpserver.HTTPConfig{
		Config:     mcpserver.Config{Engine: eng, Version: moduleVersion(), Limits: f.limits, Logger: log},
		Principals: ps, AllowedOrigins: f.mcpOrigins, Admit: srv.Admit})
	if err != nil {
		return &engine.FieldError{Field: "mcp-origin", Reason: err.Error()}
	}
	srv.Mount("/mcp", h)
	return nil
}

// serveEngine serves on ln while it opens the engine, and closes the
// engine only after the server has drained.
func serveEngine(ctx context.Context, c *cli, srv *httpapi.Server, ln net.Listener, log *slog.Logger, mw engine.WorkerConfig) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ctx, ln) }()
	e, closeEngine, err := c.openEngine()
	if err != nil {
		cancel()
		return errors.Join(err, <-served)
	}
	srv.Attach(e)
	log.Info("ready", "listen", ln.Addr().String(), "backend", e.Backend().String(), "ledger", c.ledgerName())
	stopWorker := startMaintenance(ctx, e, mw)
	err = <-served
	stopWorker()
	srv.Detach()
	if cerr := closeEngine(); cerr != nil {
		err = errors.Join(err, cerr)
	}
	log.Info("stopped")
	return err
}

// startMaintenance runs the background maintenance worker unless its
// interval is 0, and returns a function that stops it and waits.
func startMaintenance(ctx context.Context, e *engine.Engine, cfg engine.WorkerConfig) func() {
	if cfg.Interval <= 0 {
		return func() {}
	}
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		e.RunMaintenanceWorker(ctx, cfg)
	}()
	return func() { cancel(); <-done }
}

func newLogger(w io.Writer, format string) (*slog.Logger, error) {
	switch format {
	case "json":
		return slog.New(slog.NewJSONHandler(w, nil)), nil
	case "text":
		return slog.New(slog.NewTextHandler(w, nil)), nil
	}
	return nil, &engine.FieldError{Field: "log-format", Reason: fmt.Sprintf("%q: want json or text", format)}
}
