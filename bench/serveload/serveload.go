package serveload

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"time"

	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/internal/httpapi"
)

// config holds the flags of one run.
type config struct {
	duration   time.Duration
	clients    int
	maxOps     int
	preload    int
	namespaces int
	writeFrac  float64
	budget     int
	single     int
	control    time.Duration // length of each control phase (0: none)
	gateOn     string        // "control" or "loop": the gate's denominator
	fromSend   bool          // time requests from the actual send, even late ones (the control)
	transport  string        // "net/http" or "lean" (lean.go)
	rate       float64
	seed       uint64
	gate       bool
	gateRatio  float64
	json       bool
	dir        string
	cpuProfile string
	trace      string
	server     string // evicortex binary to run as a child server ("" in process)
	postgres   string // PostgreSQL DSN of an empty ledger schema ("" a SQLite file in dir)
	// decodeCapsules decodes every recall answer into a capsule.Capsule (the
	// Go client) rather than checking it without decoding (recall.go).
	decodeCapsules bool
	// soak mixes purges, backups and maintenance into the concurrent
	// phase and samples the process (soak.go).
	soak soakConfig
	// processes, with server and postgres, runs the scale-out table
	// (scaleout.go) instead of the one-server run.
	processes []int
	// gcPercent is this process's GC target (the clients, and the server
	// when it runs in process); GOGC in the environment overrides it.
	gcPercent int
	// maintCompare runs --maintenance-compare instead of the usual phases
	// (maintenance.go).
	maintCompare bool
	// maintCold skips the pass --maintenance-compare runs before its
	// first phase: the worker's phase then works off the whole preload.
	maintCold bool
	// maintRounds is --maintenance-compare's number of rounds (a phase
	// without the worker, then one with it).
	maintRounds int
}

func parseFlags(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("serve-load", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.DurationVar(&c.duration, "duration", 60*time.Second, "length of the concurrent phase")
	fs.IntVar(&c.clients, "clients", 16, "concurrent clients")
	fs.IntVar(&c.maxOps, "max-ops", 2_000_000, "stop the concurrent phase after this many operations")
	fs.IntVar(&c.preload, "preload", 5000, "observations stored before measuring")
	fs.IntVar(&c.namespaces, "namespaces", 8, "namespaces the data is spread over")
	fs.Float64Var(&c.writeFrac, "write-fraction", 0.25, "fraction of operations that are remembers (the rest recall)")
	fs.IntVar(&c.budget, "budget", 512, "recall budget_tokens")
	fs.IntVar(&c.single, "single", 1000, "sequential recalls measuring the single-client p50, before and again after the concurrent phase (each after warm-up recalls)")
	fs.DurationVar(&c.control, "control", 10*time.Second, "length of each control phase, run before and after the concurrent phase: one client with the same --rate, write fraction and queries, so the control recall p50 has the same offered load and arrival process without concurrency (0: no control)")
	fs.StringVar(&c.transport, "transport", "net/http", "the clients' HTTP transport: net/http (Go's client: a writer and a reader goroutine per connection) or lean (each client writes and reads its own keep-alive connection on its own goroutine, as wrk and h2load do; lean.go)")
	fs.StringVar(&c.gateOn, "gate-on", "control", "the gate's denominator: control (the control phases' recall p50) or loop (the --single back-to-back recalls' p50)")
	fs.Float64Var(&c.rate, "rate", 0, "aggregate open-loop rate in ops/s (0: closed loop, each client back to back)")
	fs.Uint64Var(&c.seed, "seed", 1, "workload seed")
	fs.BoolVar(&c.gate, "gate", false, "exit non-zero when the concurrent recall p99 over the single-client p50 chosen by --gate-on exceeds --gate-ratio")
	fs.Float64Var(&c.gateRatio, "gate-ratio", 3, "gate threshold")
	fs.BoolVar(&c.json, "json", false, "print the report as JSON")
	fs.BoolVar(&c.maintCompare, "maintenance-compare", false, "after the preload, alternate the concurrent phase without and with the background maintenance worker (--maintenance-rounds) and print the pooled recall p99 ratio (in-process server only)")
	fs.IntVar(&c.maintRounds, "maintenance-rounds", 4, "--maintenance-compare: rounds of a phase without the worker then one with it (--duration each); the ratio pools each arm's recalls")
	fs.BoolVar(&c.maintCold, "maintenance-cold", false, "--maintenance-compare: run no maintenance pass before the first phase (the first worker phase then works off the whole preload, and earlier worker-free phases recall through the plain path)")
	fs.StringVar(&c.cpuProfile, "cpuprofile", "", "write a CPU profile of the concurrent phase (server and clients, one process) to this file")
	fs.StringVar(&c.trace, "trace", "", "write an execution trace of the concurrent phase (this process: the clients, and the server when it runs in process) to this file; read it with go tool trace")
	fs.StringVar(&c.server, "server", "", "run the server as a child process: path of an evicortex binary (`PATH serve`); default: in this process")
	fs.StringVar(&c.postgres, "postgres", "", "use this PostgreSQL DSN (an empty ledger schema) instead of a SQLite file")
	fs.BoolVar(&c.decodeCapsules, "decode-capsules", false, "decode every recall answer into a capsule with the Go client (more generator CPU) instead of checking status, JSON well-formedness and namespace")
	fs.IntVar(&c.gcPercent, "gc-percent", 800, "Go GC target of this process (the clients; the server too when it runs in process), as GOGC; GOGC in the environment takes precedence. The clients' heap is a few MB, so at GOGC 100 they collect ~2 times a second, on the cores the server needs")
	fs.BoolVar(&c.soak.on, "soak", false, fmt.Sprintf("soak mode (soak.go): churn writes purged every --soak-purge-every, backups restored and verified, index rebuilds and checkpoints, RSS and descriptor samples with their slopes; on by default when --duration is %s or more (--soak=false turns it off); --rate then defaults to 200 and --gc-percent to 100", soakAutoAfter))
	fs.Float64Var(&c.soak.churn, "soak-churn", 0.98, "soak: fraction of the concurrent phase's remembers written to "+soakNamespace+" and purged at the end of their epoch")
	fs.DurationVar(&c.soak.purgeEvery, "soak-purge-every", 30*time.Second, "soak: length of a churn epoch; each is purged when it closes")
	fs.DurationVar(&c.soak.backupEvery, "soak-backup-every", 60*time.Second, "soak: backup cadence (each restored, opened, verified and spot-checked)")
	fs.DurationVar(&c.soak.maintainEvery, "soak-maintain-every", 120*time.Second, "soak: RebuildIndexes then verify, at this cadence")
	fs.DurationVar(&c.soak.checkpoint, "soak-checkpoint-every", 60*time.Second, "soak: the engine's background checkpoint interval (Options.CheckpointInterval)")
	fs.DurationVar(&c.soak.sampleEvery, "soak-sample-every", 5*time.Second, "soak: RSS and descriptor sampling cadence")
	fs.DurationVar(&c.soak.progressEvery, "soak-progress-every", 30*time.Second, "soak: a progress line on stderr at this cadence")
	fs.Float64Var(&c.soak.rssSlopePct, "soak-rss-slope-pct", 1, "soak pass bound: RSS least-squares slope over the phase's second half, percent of its mean per minute")
	fs.Float64Var(&c.soak.fdSlope, "soak-fd-slope", 1, "soak pass bound: open descriptors' slope over the second half, per minute")
	procs := fs.String("processes", "", "scale-out: comma-separated process counts (e.g. 1,2,4); for each, that many `--server` processes share one --postgres ledger (a new schema per count), the clients spread over them, and a prober measures the catch-up lag between processes (scaleout.go)")
	fs.StringVar(&c.dir, "dir", "", "directory for the temporary ledger (default: a new temp dir, removed afterwards)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *procs != "" {
		var err error
		if c.processes, err = parseProcesses(*procs); err != nil {
			return c, err
		}
		if c.server == "" || c.postgres == "" {
			return c, fmt.Errorf("--processes needs --server (an evicortex binary) and --postgres (the shared ledger's DSN)")
		}
		if c.soak.on {
			return c, fmt.Errorf("--processes runs no soak: add --soak=false")
		}
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if !set["soak"] && c.duration >= soakAutoAfter {
		c.soak.on = true
	}
	if c.soak.on && !set["rate"] {
		c.rate = 200
	}
	if c.soak.on && !set["gc-percent"] {
		c.gcPercent = 100 // Go's default, as evicortex serve runs: the soak measures the server's memory
	}
	if err := c.soak.check(c); err != nil {
		return c, err
	}
	switch {
	case c.duration <= 0 || c.duration > time.Hour:
		return c, fmt.Errorf("--duration must be in (0, 1h]")
	case c.clients < 1 || c.clients > 1024:
		return c, fmt.Errorf("--clients must be in [1, 1024]")
	case c.maintCompare && c.maintRounds < 1:
		return c, fmt.Errorf("--maintenance-rounds must be positive")
	case c.maxOps < 1, c.preload < 1, c.namespaces < 1, c.single < 1, c.budget < 1:
		return c, fmt.Errorf("--max-ops, --preload, --namespaces, --single and --budget must be positive")
	case c.writeFrac < 0 || c.writeFrac > 1:
		return c, fmt.Errorf("--write-fraction must be in [0, 1]")
	case c.rate < 0:
		return c, fmt.Errorf("--rate must not be negative")
	case c.gcPercent < 1:
		return c, fmt.Errorf("--gc-percent must be positive")
	case c.control < 0 || c.control > time.Hour:
		return c, fmt.Errorf("--control must be in [0, 1h], got %s", c.control)
	case c.transport != "net/http" && c.transport != "lean":
		return c, fmt.Errorf("--transport must be net/http or lean, got %q", c.transport)
	case c.transport == "lean" && c.decodeCapsules:
		return c, fmt.Errorf("--decode-capsules decodes through the Go client, which uses net/http: not with --transport lean")
	case c.gateOn != "control" && c.gateOn != "loop":
		return c, fmt.Errorf("--gate-on must be control or loop, got %q", c.gateOn)
	case c.gateOn == "control" && c.control == 0:
		return c, fmt.Errorf("--gate-on control needs a --control phase (or use --gate-on loop)")
	}
	return c, nil
}

// Main runs `evibench serve-load`.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	cfg, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(cfg.gcPercent))
	}
	if len(cfg.processes) > 0 {
		return runScaleOut(ctx, cfg, stdout, stderr)
	}
	h, err := startHarness(ctx, cfg)
	if err != nil {
		return err
	}
	if cfg.maintCompare {
		return errors.Join(h.runMaintenanceCompare(ctx, cfg, stdout, stderr), h.stop())
	}
	rep, runErr := h.run(ctx, cfg, stderr)
	if err := h.stop(); err != nil && runErr == nil {
		runErr = err
	}
	if runErr != nil {
		return runErr
	}
	if err := rep.print(stdout, cfg.json); err != nil {
		return err
	}
	return rep.failure(cfg)
}

// harness is a server on loopback over a temporary engine.
type harness struct {
	dir, tmp string
	eng      *engine.Engine // nil with --server
	srv      *httpapi.Server
	child    *exec.Cmd // with --server
	childLog *os.File
	cancel   context.CancelFunc
	served   chan error
	client   *client.Client
	hc       *http.Client // the client's transport, for requests it would decode
	soak     *soakRun     // soak mode's state; nil otherwise
	progress io.Writer
	url      string
	token    string
}

func startHarness(ctx context.Context, cfg config) (*harness, error) {
	h := &harness{served: make(chan error, 1)}
	var err error
	if h.dir = cfg.dir; h.dir == "" {
		if h.tmp, err = os.MkdirTemp("", "evibench-serve-load-"); err != nil {
			return nil, err
		}
		h.dir = h.tmp
	}
	if cfg.server == "" {
		if cfg.postgres != "" {
			h.eng, err = engine.OpenPostgres(cfg.postgres, engine.Options{})
		} else {
			h.eng, err = engine.Open(filepath.Join(h.dir, "load.db"), engineOptions(cfg))
		}
		if err != nil {
			return nil, errors.Join(err, h.removeTmp())
		}
	}
	if err := h.listen(ctx, cfg); err != nil {
		return nil, errors.Join(err, h.stopChild(), h.closeEngine(), h.removeTmp())
	}
	if err := h.checkEmpty(ctx); err != nil {
		return nil, errors.Join(err, h.stop())
	}
	return h, nil
}

// checkEmpty refuses a ledger that already holds evidence: the run checks
// that the evidence count equals what it acknowledged.
func (h *harness) checkEmpty(ctx context.Context) error {
	vr, err := h.client.Verify(ctx)
	if err != nil {
		return fmt.Errorf("verify before the run: %w", err)
	}
	if vr.Evidence != 0 {
		return fmt.Errorf("the ledger already holds %d evidence; serve-load needs an empty one (a new --dir or an empty --postgres schema)", vr.Evidence)
	}
	return nil
}

func (h *harness) closeEngine() error {
	if h.eng == nil {
		return nil
	}
	return h.eng.Close()
}

func (h *harness) listen(ctx context.Context, cfg config) error {
	tok := make([]byte, 24)
	rand.Read(tok)
	h.token = hex.EncodeToString(tok)
	grant, _ := json.Marshal(map[string]httpapi.Principal{h.token: {Name: "serve-load",
		Namespaces: []string{"load/*"}, Capabilities: []httpapi.Capability{httpapi.CapRead, httpapi.CapWrite, httpapi.CapPurge, httpapi.CapAdmin}}})
	ps, err := httpapi.ParsePrincipals(grant)
	if err != nil {
		return err
	}
	if cfg.server != "" {
		if h.url, err = h.startChild(ctx, cfg, grant); err != nil {
			return err
		}
	} else {
		srv, err := httpapi.New(httpapi.Config{Principals: ps, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
		if err != nil {
			return err
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0") // loopback only
		if err != nil {
			return err
		}
		srv.Attach(h.eng)
		h.srv = srv
		sctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
		h.cancel = cancel
		go func() { h.served <- srv.Serve(sctx, ln) }()
		h.url = "http://" + ln.Addr().String()
	}
	tr := &http.Transport{MaxIdleConns: cfg.clients * 2, MaxIdleConnsPerHost: cfg.clients * 2, IdleConnTimeout: time.Minute}
	h.hc = &http.Client{Transport: tr, Timeout: time.Minute}
	h.client, err = client.New(h.url, h.token, client.WithHTTPClient(h.hc))
	return err
}

func (h *harness) stop() error {
	var err error
	if h.cancel != nil {
		h.cancel()
		err = <-h.served
	}
	return errors.Join(err, h.stopChild(), h.closeEngine(), h.removeTmp())
}

func (h *harness) removeTmp() error {
	if h.tmp == "" {
		return nil
	}
	return os.RemoveAll(h.tmp)
}
