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
	// header), -1 unknown; always as long as lat.
	srv      []time.Duration
	errs     int
	firstErr error
}

// recordServer records a successful request's latency d and the server's
// time srv within it (-1 unknown).
func (s *opStats) recordServer(d, srv time.Duration) {
	s.lat = append(s.lat, d)
	s.srv = append(s.srv, srv)
}

// record records a request's latency d, or its error; the server's time
// is unknown.
func (s *opStats) record(d time.Duration, err error) {
	if err != nil {
		s.errs++
		if s.firstErr == nil {
			s.firstErr = err
		}
		return
	}
	s.recordServer(d, -1)
}

// merge appends o's samples to s.
func (s *opStats) merge(o *opStats) {
	s.lat = append(s.lat, o.lat...)
	s.srv = append(s.srv, o.srv...)
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
	h.progress = progress
	if cfg.soak.on {
		h.soak = newSoak(cfg, h, acks)
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
	var ctlBefore, ctlAfter phaseRun
	if cfg.control > 0 {
		fmt.Fprintf(progress, "serve-load: control: one client, same rate and mix, for %s (before)\n", cfg.control)
		ctlBefore = h.runPhase(ctx, cfg, words, controlPhase(cfg, "b"))
	}
	fmt.Fprintf(progress, "serve-load: %d clients for %s (write fraction %.2f)\n", cfg.clients, cfg.duration, cfg.writeFrac)
	if h.soak != nil {
		c := cfg.soak
		fmt.Fprintf(progress, "serve-load: soak: %.0f%% of writes churn, purge every %s, backup every %s, rebuild every %s, checkpoint every %s, sample every %s\n",
			100*c.churn, c.purgeEvery, c.backupEvery, c.maintainEvery, c.checkpoint, c.sampleEvery)
	}
	conc, used, err := h.measured(ctx, cfg, words)
	if err != nil {
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
	loadAcks := conc.acks
	if cfg.control > 0 {
		fmt.Fprintf(progress, "serve-load: control: one client, same rate and mix, for %s (after)\n", cfg.control)
		ctlAfter = h.runPhase(ctx, cfg, words, controlPhase(cfg, "a"))
		loadAcks = append(append(loadAcks, ctlBefore.acks...), ctlAfter.acks...)
	}
	rep := newReport(cfg, conc, single, after)
	rep.setControl(ctlBefore, ctlAfter)
	rep.judge(cfg)
	used.record(rep)
	rep.Preload = len(acks)
	rep.DirectRecallP50Ms, rep.DirectRecallP99Ms = ms(pct(direct.lat, 0.5)), ms(pct(direct.lat, 0.99))
	if h.soak != nil {
		// Purge the last churn epoch and check every purged write is gone
		// before the kept ones are counted against the evidence.
		fmt.Fprintf(progress, "serve-load: soak: purging the last epoch, checking %d purged writes are absent\n", h.soak.churnAcked())
		rep.Soak = h.soak.finish(ctx, cfg.duration)
	}
	fmt.Fprintf(progress, "serve-load: verifying %d acknowledged writes\n", len(acks)+len(loadAcks))
	if err := h.verify(ctx, cfg, append(acks, loadAcks...), rep); err != nil {
		return nil, err
	}
	return rep, nil
}

// measured runs the concurrent phase under the CPU profile and trace, if
// asked for, and reads the process's usage around it.
func (h *harness) measured(ctx context.Context, cfg config, words *corpus) (phaseRun, usageSpan, error) {
	stopProfile, err := startCPUProfile(cfg.cpuProfile)
	if err != nil {
		return phaseRun{}, usageSpan{}, err
	}
	stopTrace, err := startTrace(cfg.trace)
	if err != nil {
		return phaseRun{}, usageSpan{}, errors.Join(err, stopProfile())
	}
	var used usageSpan
	used.start = readUsage()
	run := h.runPhase(ctx, cfg, words, concurrentPhase(cfg))
	used.end = readUsage()
	return run, used, errors.Join(stopTrace(), stopProfile())
}

// preload stores cfg.preload observations in batches of 100 (under serve's default 64 KiB body limit).
func (h *harness) preload(ctx context.Context, cfg config, words *corpus) ([]ack, error) {
	var acks []ack
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for done := 0; done < cfg.preload; {
		n := min(100, cfg.preload-done)
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
	l, err := h.conn(cfg)
	if err != nil {
		return nil, err
	}
	if l != nil {
		defer l.close()
	}
	for i := range warm {
		if _, err := h.recall(ctx, cfg, l, words, i%cfg.namespaces); err != nil {
			return nil, err
		}
	}
	s := &opStats{}
	for i := range cfg.single {
		t := time.Now()
		srv, err := h.recall(ctx, cfg, l, words, i%cfg.namespaces)
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

// phase is one open- or closed-loop run of clients mixing remember and
// recall: the concurrent phase, or one of the two control phases.
type phase struct {
	tag      string // tags its writes' content and source: "c" concurrent, "b"/"a" control before/after
	clients  int
	duration time.Duration
	// fromSend times every request from its actual send. Otherwise a
	// request sent late (its client was still waiting on the previous
	// answer at the scheduled time) counts from the schedule.
	fromSend bool
}

func concurrentPhase(cfg config) phase {
	return phase{tag: "c", clients: cfg.clients, duration: cfg.duration}
}

// controlPhase is the control: the concurrent phase's load (same --rate,
// arrival process, write fraction and query distribution) from a single
// client for --control. Its requests count from their actual send: a
// request late only because the lone client's previous answer was still
// coming is queueing the client makes for itself, and would raise the
// gate's denominator (it can only lower the ratio, so it is left out).
func controlPhase(cfg config, tag string) phase {
	return phase{tag: tag, clients: 1, duration: cfg.control, fromSend: true}
}

// wordsSeed and rngStream seed client w's corpus and random stream. The
// concurrent phase keeps the seeds of earlier versions; the control phases
// are offset by their tag, far from any client number.
func (ph phase) wordsSeed(cfg config, w int) uint64 {
	s := cfg.seed + 100 + uint64(w)
	if ph.tag != "c" {
		s += uint64(ph.tag[0]) << 40
	}
	return s
}

func (ph phase) rngStream(cfg config) uint64 {
	if ph.tag == "c" {
		return cfg.seed
	}
	return cfg.seed ^ uint64(ph.tag[0])<<32
}

// source names a write of client w.
func (ph phase) source(w, i int) string {
	if ph.tag == "c" {
		return fmt.Sprintf("load/%d/%d", w, i)
	}
	return fmt.Sprintf("load/%s%d/%d", ph.tag, w, i)
}

// phaseRun is what one phase did.
type phaseRun struct {
	rem, rec *opStats
	acks     []ack
	elapsed  time.Duration
	stalls   *stallReport
	late     int // requests sent after their scheduled time (open loop)
}

// run runs the phase. With --rate, each client sends at Poisson arrival
// times, and a request the server delayed (the client was still waiting
// on the previous one at its scheduled time) counts from the scheduled
// time, so a slow server cannot hide its queueing (no coordinated
// omission), unless the phase times from the send (the control); see
// requestStart.
func (h *harness) runPhase(ctx context.Context, cfg config, words *corpus, ph phase) phaseRun {
	out := phaseRun{rem: &opStats{}, rec: &opStats{}}
	stalls := readStalls()
	start := time.Now()
	deadline := start.Add(ph.duration)
	var ops atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	if h.soak != nil && ph.tag == "c" {
		stop, done := make(chan struct{}), make(chan struct{})
		go func() {
			defer close(done)
			h.soak.run(ctx, stop, h.progress, &ops, ph.duration)
		}()
		defer func() { close(stop); <-done }()
	}
	for w := range ph.clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			wr, wc, wa, late := h.worker(ctx, cfg, ph, words.fork(ph.wordsSeed(cfg, w)), w, deadline, &ops)
			mu.Lock()
			out.rem.merge(wr)
			out.rec.merge(wc)
			out.acks = append(out.acks, wa...)
			out.late += late
			mu.Unlock()
		}()
	}
	wg.Wait()
	out.elapsed = time.Since(start)
	out.stalls = stalls.since()
	return out
}

// requestStart decides, for a request scheduled at next and about to be
// sent at now, how long to wait first and what time its latency counts
// from. Early: wait until next, and count from the actual send (the
// caller reads the clock after waiting: the timer's own oversleep, p50
// 0.55 ms and p99 1.1 ms for this schedule on the quiet 2-core VM, is the
// generator's delay, not the server's). Late: no wait, and count from
// next, or from now when fromSend.
func requestStart(now, next time.Time, fromSend bool) (wait time.Duration, start time.Time, late bool) {
	if now.Before(next) {
		return next.Sub(now), time.Time{}, false
	}
	if fromSend {
		return 0, now, true
	}
	return 0, next, true
}

func (h *harness) worker(ctx context.Context, cfg config, ph phase, words *corpus, w int, deadline time.Time, ops *atomic.Int64) (rem, rec *opStats, acks []ack, late int) {
	rem, rec = &opStats{}, &opStats{}
	l, err := h.conn(cfg)
	if err != nil {
		rec.record(0, err)
		return rem, rec, nil, 0
	}
	if l != nil {
		defer l.close()
	}
	rng := rand.New(rand.NewPCG(ph.rngStream(cfg), uint64(w)))
	var interval time.Duration
	next := time.Now()
	// gap draws the time to this client's next request: exponential with
	// mean interval, so each client is a Poisson process and their sum a
	// Poisson process at --rate. Fixed per-client periods with random
	// phases would make the clients whose phases happen to be close collide
	// on every period, a queue no real population of agents produces.
	gap := func() time.Duration { return time.Duration(rng.ExpFloat64() * float64(interval)) }
	if cfg.rate > 0 {
		interval = time.Duration(float64(time.Second) * float64(ph.clients) / cfg.rate)
		next = next.Add(gap())
	}
	for i := 0; ctx.Err() == nil && time.Now().Before(deadline) && ops.Add(1) <= int64(cfg.maxOps); i++ {
		start := time.Now()
		if interval > 0 {
			wait, from, isLate := requestStart(start, next, ph.fromSend)
			if wait > 0 {
				time.Sleep(wait)
				from = time.Now()
			}
			if isLate {
				late++
			}
			start = from
			next = next.Add(gap())
		}
		ns := rng.IntN(cfg.namespaces)
		if rng.Float64() < cfg.writeFrac {
			content := words.doc(fmt.Sprintf("%s%d-%d", ph.tag, w, i))
			soak := h.soak != nil && ph.tag == "c"
			if soak {
				if churn, _, err := h.soak.remember(ctx, l, rng, content, fmt.Sprintf("%d/%d", w, i)); churn {
					rem.record(time.Since(start), err)
					continue
				}
			}
			id, err := h.remember(ctx, l, client.Observation{Namespace: nsName(ns), Content: content, Source: ph.source(w, i)})
			rem.record(time.Since(start), err)
			if err == nil {
				acks = append(acks, ack{nsName(ns), id, content})
				if soak {
					h.soak.keep(acks[len(acks)-1])
				}
			}
			continue
		}
		srv, err := h.recall(ctx, cfg, l, words, ns)
		if d := time.Since(start); err != nil {
			rec.record(d, err)
		} else {
			rec.recordServer(d, srv)
		}
	}
	return rem, rec, acks, late
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
