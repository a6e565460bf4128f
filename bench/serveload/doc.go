// Package serveload is `evibench serve-load`: a bounded loopback load test
// of the HTTP service (internal/httpapi) over a real engine.
//
// One run starts a server on 127.0.0.1:0 over a temporary ledger, preloads
// evidence, measures the single-client recall latency on that data, then
// runs --clients concurrent clients (default 16) mixing remember and recall
// for --duration (default 60s, and at most --max-ops operations). It then
// checks that nothing went wrong: zero errors, every acknowledged write
// present and intact (expand), the evidence count equal to preload plus
// acknowledged writes, and the journal verifies. It reports throughput and
// p50/p99 per operation and the ratio of the concurrent recall p99 to a
// single client's recall p50; with --gate the run fails when that ratio
// exceeds --gate-ratio (default 3).
//
// The gate's single client (--gate-on control, the default) is the control:
// the concurrent phase's workload (same --rate, Poisson arrivals, write
// fraction and query distribution, its own seeds) sent by one client, for
// --control (default 10s) before the concurrent phase and again after it,
// pooled. The offered load, and so how warm the machine is, is the same;
// what differs is concurrency, and one timing rule: control requests count
// from their actual send, where a late concurrent request counts from its
// schedule. That rule can only lower the denominator (a lone client's
// queue behind its own previous request is left out), so it can only make
// the gate harder to pass. The back-to-back single-client p50 (below;
// --gate-on loop) is a hot-loop best case that paced requests do not see on
// a small VM: on the 2-vCPU development machine one client alone at 12.5
// requests/s had recall p50 1.27-1.30 ms against a back-to-back p50 of
// 0.6-0.9 ms, with no other client running. Both ratios are reported, with
// p99 over the control's p99, how many requests were sent late, and the
// machine's steal time and CPU/IO pressure in each phase.
//
// Every answer carries the server's own time (Server-Timing), and the
// report splits each phase's recall latency into server time and the time
// outside it (loopback, goroutine and thread wake-ups), at p50/p99 and for
// the slowest 1%.
//
// The single-client p50 pools two phases of --single sequential recalls
// (default 1,000 each, after warm-up recalls), one before the concurrent
// phase and one after it, over the same queries: so the denominator
// brackets the concurrent phase in time (this shared machine drifts; one
// build's single-client p50 read 0.7-1.0 ms across runs) and in data size
// (the concurrent phase adds evidence). The report gives both phases' own
// p50s. The generator process runs at --gc-percent (default 800), so its
// own collections take little CPU from the server.
//
// Each recall answer is checked without decoding it into a capsule:
// status 200, well-formed JSON (json.Valid), and a capsule of the namespace
// asked (recall.go); an answer that fails counts as an error.
// --decode-capsules decodes every answer into a capsule.Capsule with the Go
// client instead, as runs before this check did: the generator shares the
// cores with the server, so its decoding CPU inflated the server's
// latency. The report's recall_check field says which ("json", "decode").
//
// --transport lean replaces Go's HTTP client, which hands each request and
// answer to goroutines of its own, with one keep-alive connection per
// client written and read on the client's goroutine (lean.go), as load
// generators built for measuring do. It lowers every latency the report
// gives and the CPU the clients take from the server.
//
// The clients are closed-loop by default (each sends its next request as
// soon as the last one returns), which saturates the machine: on a machine
// with fewer cores than clients, queueing alone puts the p99 well above the
// single-client p50. --rate sets an aggregate open-loop request rate
// instead (Poisson arrivals), which is how a service is usually sized.
//
// --cpuprofile FILE writes a CPU profile of the concurrent phase; server
// and clients share the process, so the profile holds both. --trace FILE
// writes its execution trace (go tool trace).
//
// By default the server runs in this process (so the report can also give
// the engine's own latency without HTTP). --server PATH runs `PATH serve`
// as a child process instead, with its own heap and garbage collector, as
// a deployment would; --postgres DSN puts the ledger in an empty
// PostgreSQL schema instead of a SQLite file.
//
// Scale-out (--processes 1,2,4 with --server and --postgres; scaleout.go)
// runs, for each process count, that many `evicortex serve` processes over
// one PostgreSQL ledger (a new schema per count), spreads the clients over
// them, and measures the catch-up lag between processes: a write through
// one process until a recall through the next cites it.
//
// Soak mode (--soak; on by default for a --duration of 5m or more, when
// --rate also defaults to 200) mixes into the concurrent phase churn writes
// purged by epoch over HTTP, engine backups (each restored into a new
// file, opened, verified and spot-checked for kept writes acknowledged
// before it), index rebuilds followed by a verify, and background
// checkpoints, and samples this process's RSS and open descriptors; the
// server runs in process, so the samples are server and clients together.
// At the end every kept write must be present and intact, every purged one
// absent, and the RSS and descriptor slopes over the phase's second half
// under their bounds (soak.go has the cadences, the bounds and the
// report's "soak" fields). A soak needs the in-process SQLite server:
// backup and rebuild have no HTTP route.
//
// Kill -9 under load is exercised by cmd/evicortex's TestServeKill9 (a
// server child process is SIGKILLed under concurrent writes and restarted;
// every acknowledged write must be present and the journal must verify),
// not by this command.
//
// Main is safe to call from one goroutine at a time per output stream.
package serveload
