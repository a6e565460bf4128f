package serveload

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/engine"
)

type ack struct{ ns, id, content string }

// opStats collects one operation's latencies and errors in one worker.
type opStats struct {
	lat []time.Duration
	// srv[i] is the server's own time for request i (its Server-Timing
	// header), -1 unknown; empty when no request reported one.
	srv      []time.Duration
	errs     int
	firstErr error
}

// recordServer records a successful request's latency d and the server's
// time srv within it (-1 unknown).
func (s *opStats) recordServer(d, srv time.Duration) {
	for len(s.srv) < len(s.lat) {
		s.srv = append(s.srv, -1)
	}
	s.lat = append(s.lat, d)
	s.srv = append(s.srv, srv)
}

func (s *opStats) record(d time.Duration, err error) {
	if err != nil {
		s.errs++
		if s.firstErr == nil {
			s.firstErr = err
		}
		return
	}
	s.lat = append(s.lat, d)
}

func (s *opStats) merge(o *opStats) {
	if len(o.srv) > 0 || len(s.srv) > 0 {
		for len(s.srv) < len(s.lat) {
			s.srv = append(s.srv, -1)
		}
		s.srv = append(s.srv, o.srv...)
		for len(s.srv) < len(s.lat)+len(o.lat) {
			s.srv = append(s.srv, -1)
		}
	}
	s.lat = append(s.lat, o.lat...)
	s.errs += o.errs
	if s.firstErr == nil {
		s.firstErr = o.firstErr
	}
}

func nsName(i int) string { return fmt.Sprintf("load/ns%02d", i) }

func (h *harness) run(ctx context.Context, cfg config, progress io.Writer) (*report, error) {
	words := newCorpus(cfg.seed, 3000)
	fmt.Fprintf(progress, "serve-load: preloading %d observations over %d namespaces at %s\n", cfg.preload, cfg.namespaces, h.url)
	acks, err := h.preload(ctx, cfg, words)
	if err != nil {
		return nil, fmt.Errorf("preload: %w", err)
	}
	fmt.Fprintf(progress, "serve-load: %d sequential recalls (single client)\n", cfg.single)
	single, err := h.singleClient(ctx, cfg, words.fork(cfg.seed+7), cfg.single)
	if err != nil {
		return nil, fmt.Errorf("single client: %w", err)
	}
	direct := &opStats{}
	if h.eng != nil {
		if direct, err = h.direct(ctx, cfg, words.fork(cfg.seed+7)); err != nil {
			return nil, fmt.Errorf("in-process recall: %w", err)
		}
	}
	var ctlBefore, ctlAfter controlRun
	if cfg.control > 0 {
		fmt.Fprintf(progress, "serve-load: control: one client, same rate and mix, for %s (before)\n", cfg.control)
		ctlBefore = h.control(ctx, cfg, words, "b")
	}
	fmt.Fprintf(progress, "serve-load: %d clients for %s (write fraction %.2f)\n", cfg.clients, cfg.duration, cfg.writeFrac)
	stopProfile, err := startCPUProfile(cfg.cpuProfile)
	if err != nil {
		return nil, err
	}
	stopTrace, err := startTrace(cfg.trace)
	if err != nil {
		return nil, errors.Join(err, stopProfile())
	}
	used, stalls := readUsage(), readStalls()
	start := time.Now()
	rem, rec, loadAcks := h.concurrent(ctx, cfg, words, cfg.seed+100, "c")
	elapsed := time.Since(start)
	machine := stalls.since()
	if err := errors.Join(stopTrace(), stopProfile()); err != nil {
		return nil, err
	}
	// The single-client phase again, now over the data the concurrent phase
	// ended with: the denominator brackets the concurrent phase in time
	// and in data size, so drift of this shared machine between the two
	// phases (single-client p50s of one build vary 0.7-1.0 ms from run to
	// run here) moves both sides of the ratio.
	fmt.Fprintf(progress, "serve-load: %d sequential recalls again (single client, after)\n", cfg.single)
	after, err := h.singleClient(ctx, cfg, words.fork(cfg.seed+7), min(cfg.single, 100))
	if err != nil {
		return nil, fmt.Errorf("single client after: %w", err)
	}
	if cfg.control > 0 {
		fmt.Fprintf(progress, "serve-load: control: one client, same rate and mix, for %s (after)\n", cfg.control)
		ctlAfter = h.control(ctx, cfg, words, "a")
		loadAcks = append(append(loadAcks, ctlBefore.acks...), ctlAfter.acks...)
	}
	rep := newReport(cfg, elapsed, single, after, rem, rec)
	rep.setControl(cfg, ctlBefore, ctlAfter)
	rep.Stalls = machine
	used.record(rep)
	rep.Preload = len(acks)
	rep.DirectRecallP50Ms, rep.DirectRecallP99Ms = ms(pct(direct.lat, 0.5)), ms(pct(direct.lat, 0.99))
	fmt.Fprintf(progress, "serve-load: verifying %d acknowledged writes\n", len(acks)+len(loadAcks))
	if err := h.verify(ctx, cfg, append(acks, loadAcks...), rep); err != nil {
		return nil, err
	}
	return rep, nil
}

// preload stores cfg.preload observations in batches of 250.
func (h *harness) preload(ctx context.Context, cfg config, words *corpus) ([]ack, error) {
	var acks []ack
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for done := 0; done < cfg.preload; {
		n := min(250, cfg.preload-done)
		batch := make([]client.Observation, n)
		for i := range batch {
			k := done + i
			batch[i] = client.Observation{Namespace: nsName(k % cfg.namespaces), Content: words.doc(fmt.Sprintf("p%d", k)),
				Source: fmt.Sprintf("preload/%d", k), OccurredAt: base.Add(time.Duration(k) * time.Minute)}
		}
		rs, err := h.client.RememberBatch(ctx, batch)
		if err != nil {
			return nil, err
		}
		for i, r := range rs {
			acks = append(acks, ack{batch[i].Namespace, r.ID, batch[i].Content})
		}
		done += n
	}
	return acks, nil
}

// singleClient measures sequential recall latency, after warm warm-up
// recalls (the first ones after a bulk load run cold: caches, allocator,
// connection, and each namespace's queued windows).
func (h *harness) singleClient(ctx context.Context, cfg config, words *corpus, warm int) (*opStats, error) {
	for i := range warm {
		if _, err := h.recall(ctx, cfg, words, i%cfg.namespaces); err != nil {
			return nil, err
		}
	}
	s := &opStats{}
	for i := range cfg.single {
		t := time.Now()
		srv, err := h.recall(ctx, cfg, words, i%cfg.namespaces)
		if err != nil {
			return nil, err
		}
		s.recordServer(time.Since(t), srv)
	}
	return s, nil
}

// direct repeats the single-client recalls (same queries) on the engine in
// process, so the report separates HTTP and JSON overhead from engine time.
func (h *harness) direct(ctx context.Context, cfg config, words *corpus) (*opStats, error) {
	s := &opStats{}
	for i := range 2 * cfg.single {
		q := engine.Query{Namespace: nsName(i % cfg.namespaces), Text: words.query(), BudgetTokens: cfg.budget}
		t := time.Now()
		if _, err := h.eng.Recall(ctx, q); err != nil {
			return nil, err
		}
		if i >= cfg.single {
			s.record(time.Since(t), nil)
		}
	}
	return s, nil
}

// controlRun is one phase of the control: the concurrent phase's load
// (same --rate, write fraction and queries) from a single client.
type controlRun struct {
	rem, rec *opStats
	acks     []ack
	elapsed  time.Duration
}

// control runs the concurrent phase's configuration with one client for
// --control. The gate compares the concurrent recall p99 with this run's
// recall p50: the same offered load and arrival process, without
// concurrency, so the ratio measures what 16 clients do to each other.
// tag keeps its writes' content apart from the other phases'.
func (h *harness) control(ctx context.Context, cfg config, words *corpus, tag string) controlRun {
	c := cfg
	c.clients, c.duration, c.fromSend = 1, cfg.control, true
	start := time.Now()
	rem, rec, acks := h.concurrent(ctx, c, words, cfg.seed+50+uint64(tag[0]), tag)
	return controlRun{rem: rem, rec: rec, acks: acks, elapsed: time.Since(start)}
}

// concurrent runs the mixed phase. With --rate, each client sends at
// Poisson arrival times, and a request the server delayed (the client was
// still waiting on the previous one at its scheduled time) counts from the
// scheduled time, so a slow server cannot hide its queueing (no
// coordinated omission); see worker.
// Client w draws its workload from seed seedBase+w, and its writes are
// tagged tag (content and source), so phases do not repeat each other.
func (h *harness) concurrent(ctx context.Context, cfg config, words *corpus, seedBase uint64, tag string) (rem, rec *opStats, acks []ack) {
	rem, rec = &opStats{}, &opStats{}
	deadline := time.Now().Add(cfg.duration)
	var ops atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := range cfg.clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			wr, wc, wa := h.worker(ctx, cfg, words.fork(seedBase+uint64(w)), w, tag, deadline, &ops)
			mu.Lock()
			rem.merge(wr)
			rec.merge(wc)
			acks = append(acks, wa...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	return rem, rec, acks
}

func (h *harness) worker(ctx context.Context, cfg config, words *corpus, w int, tag string, deadline time.Time, ops *atomic.Int64) (rem, rec *opStats, acks []ack) {
	rem, rec = &opStats{}, &opStats{}
	stream := cfg.seed
	if tag != "c" { // the concurrent phase keeps the stream of earlier versions
		stream ^= uint64(tag[0]) << 32
	}
	rng := rand.New(rand.NewPCG(stream, uint64(w)))
	var interval time.Duration
	next := time.Now()
	// gap draws the time to this client's next request: exponential with
	// mean interval, so each client is a Poisson process and their sum a
	// Poisson process at --rate. Fixed per-client periods with random
	// phases would make the clients whose phases happen to be close collide
	// on every period, a queue no real population of agents produces.
	gap := func() time.Duration { return time.Duration(rng.ExpFloat64() * float64(interval)) }
	if cfg.rate > 0 {
		interval = time.Duration(float64(time.Second) * float64(cfg.clients) / cfg.rate)
		next = next.Add(gap())
	}
	for i := 0; ctx.Err() == nil && time.Now().Before(deadline) && ops.Add(1) <= int64(cfg.maxOps); i++ {
		start := time.Now()
		if interval > 0 {
			// Latency counts from the scheduled time when the previous
			// request ran past it (the server made this one late: no
			// coordinated omission), and from the actual send otherwise:
			// the timer's own oversleep (p50 0.55 ms, p99 1.1 ms for this
			// schedule on the quiet 2-core VM) is the generator's delay,
			// not the server's.
			//
			// The control's one client counts every request from its
			// actual send: a request late only because the same client's
			// previous answer was still coming is queueing the lone client
			// makes for itself, which the denominator must not hold.
			if start.Before(next) {
				time.Sleep(time.Until(next))
				start = time.Now()
			} else if !cfg.fromSend {
				start = next
			}
			next = next.Add(gap())
		}
		ns := rng.IntN(cfg.namespaces)
		if rng.Float64() < cfg.writeFrac {
			content := words.doc(fmt.Sprintf("%s%d-%d", tag, w, i))
			src := fmt.Sprintf("load/%d/%d", w, i)
			if tag != "c" {
				src = fmt.Sprintf("load/%s%d/%d", tag, w, i)
			}
			r, err := h.client.Remember(ctx, client.Observation{Namespace: nsName(ns), Content: content, Source: src})
			rem.record(time.Since(start), err)
			if err == nil {
				acks = append(acks, ack{nsName(ns), r.ID, content})
			}
			continue
		}
		srv, err := h.recall(ctx, cfg, words, ns)
		if d := time.Since(start); err != nil {
			rec.record(d, err)
		} else {
			rec.recordServer(d, srv)
		}
	}
	return rem, rec, acks
}

// verify checks every acknowledged write through expand, the evidence
// count and the journal chain.
func (h *harness) verify(ctx context.Context, cfg config, acks []ack, rep *report) error {
	var lost atomic.Int64
	var firstLost atomic.Value
	var wg sync.WaitGroup
	workers := max(1, runtime.GOMAXPROCS(0)*2)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(acks); i += workers {
				ev, err := h.client.Expand(ctx, acks[i].ns, acks[i].id)
				if err != nil || ev.Content != acks[i].content {
					lost.Add(1)
					firstLost.CompareAndSwap(nil, fmt.Sprintf("%s: %v", acks[i].id, err))
				}
			}
		}()
	}
	wg.Wait()
	rep.Acked, rep.Lost = len(acks), int(lost.Load())
	if v := firstLost.Load(); v != nil {
		rep.FirstLost = v.(string)
	}
	vr, err := h.client.Verify(ctx)
	if err != nil {
		rep.VerifyError = err.Error()
		return nil
	}
	rep.JournalVerified, rep.EvidenceCount, rep.JournalEntries = vr.OK, vr.Evidence, vr.JournalEntries
	return nil
}
