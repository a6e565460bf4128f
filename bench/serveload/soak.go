package serveload

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/engine"
)

// Soak mode (--soak, on by default for a --duration of soakAutoAfter or
// more; --rate then defaults to 200 and --gc-percent to 100, Go's default,
// as evicortex serve runs: at the generator's 800 the heap grows to 9
// times what is live and RSS follows that target, which is not what a
// soak asks). The concurrent phase runs as usual, and beside it, at fixed
// cadences:
//
//   - churn and purge: a --soak-churn fraction of the phase's remembers go
//     to the namespace load/churn with a source naming the current purge
//     epoch (soak/churn/eN/...); every --soak-purge-every the epoch closes,
//     its writes still in flight are waited for, and it is purged over HTTP
//     (POST /v1/purge, source_prefix). The receipt must count exactly the
//     epoch's acknowledged writes, and the first of them must answer 404 at
//     once. So the data stays near a steady size (the preload, the kept
//     writes, one epoch of churn), and RSS growth is not just data growth.
//     The default 0.98 keeps 2% (about 1 write/s at --rate 200): at 0.9
//     the kept writes grew the data 18% over a 10-minute run's second
//     half and RSS followed (about 5 KB per evidence; bench/results);
//   - backup: every --soak-backup-every, engine Backup into a fresh
//     directory, then Restore into a new file, Open it (in memory), Verify
//     its journal, and Expand up to 200 kept writes acknowledged before the
//     backup started, which must be there, byte for byte; then both are
//     deleted. The service has no backup route, so this goes through the
//     engine in process;
//   - maintenance: every --soak-maintain-every, engine RebuildIndexes (no
//     HTTP route either) and then Verify over HTTP; and the engine's
//     background checkpointer runs every --soak-checkpoint-every
//     (Options.CheckpointInterval);
//   - samples: every --soak-sample-every, this process's resident memory
//     (VmRSS of /proc/self/status), open file descriptors (entries of
//     /proc/self/fd), Go heap in use, goroutines and the evidence the index
//     holds. The server runs in this process, so these are server and
//     clients together. The report gives the least-squares slope of RSS
//     (MB/min) and descriptors (per minute) over the samples of the
//     phase's second half (the first half includes warm-up: caches, heap
//     growth to the GC target). Pass: RSS slope at most
//     --soak-rss-slope-pct percent of that half's mean RSS per minute
//     (default 1), descriptors slope at most --soak-fd-slope per minute
//     (default 1).
//
// At the end every kept acknowledged write must be present and intact (the
// usual check) and every purged write absent (Expand answers 404), and the
// evidence count must equal the kept writes. Any failed purge, backup,
// restore, rebuild or verify is a soak error and fails the run. A progress
// line goes to stderr every --soak-progress-every.

// soakAutoAfter is the --duration from which soak mode is on unless
// --soak=false is given.
const soakAutoAfter = 5 * time.Minute

// soakNamespace is where churn writes go; recalls do not query it.
const soakNamespace = "load/churn"

// soakConfig holds the soak flags.
type soakConfig struct {
	on            bool
	churn         float64 // fraction of the concurrent phase's remembers that are churn
	purgeEvery    time.Duration
	backupEvery   time.Duration
	maintainEvery time.Duration
	checkpoint    time.Duration // engine Options.CheckpointInterval
	sampleEvery   time.Duration
	progressEvery time.Duration
	rssSlopePct   float64 // pass bound: RSS slope, percent of the mean per minute
	fdSlope       float64 // pass bound: descriptors per minute
}

// check validates the soak flags against the run's.
func (c soakConfig) check(cfg config) error {
	if !c.on {
		return nil
	}
	switch {
	case cfg.server != "":
		return fmt.Errorf("--soak needs the in-process server: backups and index rebuilds have no HTTP route, so they go through the engine (use --soak=false with --server)")
	case cfg.postgres != "":
		return fmt.Errorf("--soak restores each backup into a new SQLite file: not with --postgres (use --soak=false)")
	case c.churn < 0 || c.churn > 1:
		return fmt.Errorf("--soak-churn must be in [0, 1], got %g", c.churn)
	case c.purgeEvery <= 0 || c.backupEvery <= 0 || c.maintainEvery <= 0 || c.sampleEvery <= 0 || c.progressEvery <= 0:
		return fmt.Errorf("--soak-purge-every, --soak-backup-every, --soak-maintain-every, --soak-sample-every and --soak-progress-every must be positive")
	case c.checkpoint == 0:
		return fmt.Errorf("--soak-checkpoint-every must be positive (negative: no background checkpoints)")
	case c.rssSlopePct <= 0 || c.fdSlope <= 0:
		return fmt.Errorf("--soak-rss-slope-pct and --soak-fd-slope must be positive")
	}
	return nil
}

// engineOptions are the in-process engine's options: the defaults, and in
// soak mode the checkpoint interval.
func engineOptions(cfg config) engine.Options {
	var o engine.Options
	if cfg.soak.on {
		o.CheckpointInterval = cfg.soak.checkpoint
	}
	return o
}

// soakSample is one reading of the process.
type soakSample struct {
	TS    float64 `json:"t_s"` // since the concurrent phase began
	RSSMB float64 `json:"rss_mb"`
	// RSS split (/proc/self/status): anonymous memory (Go heap and
	// stacks, SQLite's C-level allocations) and file-backed pages (the
	// binary, the mmap'd postings segments of the projections).
	RSSAnonMB float64 `json:"rss_anon_mb"`
	RSSFileMB float64 `json:"rss_file_mb"`
	FDs       int     `json:"fds"`
	HeapMB    float64 `json:"heap_inuse_mb"`
	// GoMB is what the Go runtime holds from the OS (runtime/metrics
	// /memory/classes/total minus heap/released): heap, stacks, runtime
	// metadata. CHeapMB is what SQLite's C allocator (modernc.org/libc
	// over modernc.org/memory) holds from the OS; it is counted only in a
	// binary built with -tags memory.counters, and is 0 otherwise
	// (cheap_counted says which). RssAnon minus both is anything else.
	GoMB       float64 `json:"go_runtime_mb"`
	CHeapMB    float64 `json:"sqlite_c_heap_mb"`
	Goroutines int     `json:"goroutines"`
	Evidence   int     `json:"evidence"` // in the lexical index (engine Stats)
}

// soakOp is one purge, backup or maintenance run.
type soakOp struct {
	TS    float64 `json:"t_s"`
	Ms    float64 `json:"ms"`                 // the operation itself (purge request; Backup; RebuildIndexes)
	N     int     `json:"n"`                  // purge: evidence removed; backup: evidence in the restored copy; maintain: evidence indexed after
	Check float64 `json:"check_ms,omitempty"` // backup: restore, open, verify and expand; maintain: verify
	Error string  `json:"error,omitempty"`
}

// soakReport is the report's "soak" object.
type soakReport struct {
	// Cadences, seconds.
	PurgeEveryS    float64 `json:"purge_every_s"`
	BackupEveryS   float64 `json:"backup_every_s"`
	MaintainEveryS float64 `json:"maintain_every_s"`
	CheckpointS    float64 `json:"checkpoint_every_s"`
	SampleEveryS   float64 `json:"sample_every_s"`
	ChurnFraction  float64 `json:"churn_fraction"`
	// Process is "in-process": server and clients share the process the
	// samples are of.
	Process string `json:"process"`
	// LoadAvg is /proc/loadavg's 1-minute figure at the start and end of
	// the phase (the machine is shared).
	LoadAvgStart float64  `json:"loadavg_1m_start"`
	LoadAvgEnd   float64  `json:"loadavg_1m_end"`
	Purges       []soakOp `json:"purges"`
	Backups      []soakOp `json:"backups"`
	Maintenance  []soakOp `json:"maintenance"`
	// ChurnAcked writes went to the churn namespace and were acknowledged;
	// all are purged on purpose (the last epoch's right after the phase),
	// so Purged equals it; PurgedPresent of them were still found at the
	// end (Expand did not answer 404).
	ChurnAcked    int    `json:"churn_acknowledged"`
	Purged        int    `json:"purged"`
	PurgedPresent int    `json:"purged_present"`
	FirstPresent  string `json:"first_purged_present,omitempty"`
	// Errors counts failed purges, backups, restores, rebuilds, verifies
	// and purge receipts that did not count the epoch's writes.
	Errors     int          `json:"errors"`
	FirstError string       `json:"first_error,omitempty"`
	Samples    []soakSample `json:"samples"`
	// Slopes: least squares over the samples with t_s at least half the
	// phase; means over the same samples.
	SecondHalfN       int     `json:"second_half_samples"`
	RSSMeanMB         float64 `json:"rss_mean_mb"`
	RSSSlopeMBPerMin  float64 `json:"rss_slope_mb_per_min"`
	RSSSlopePct       float64 `json:"rss_slope_pct_of_mean_per_min"`
	FDMean            float64 `json:"fds_mean"`
	FDSlopePerMin     float64 `json:"fds_slope_per_min"`
	HeapSlopeMBPerMin float64 `json:"heap_slope_mb_per_min"`
	// The slopes' standard errors (least squares, n-2 degrees of
	// freedom): how much of a slope the samples' scatter alone explains.
	RSSSlopeSE float64 `json:"rss_slope_se_mb_per_min"`
	// The slopes of RssAnon and RssFile, MB/min (where the RSS slope is).
	RSSAnonSlope float64 `json:"rss_anon_slope_mb_per_min"`
	RSSFileSlope float64 `json:"rss_file_slope_mb_per_min"`
	// The slopes of the Go runtime's and SQLite's C allocator's memory,
	// MB/min: which of them the anonymous slope is (CHeapCounted false:
	// the binary was built without -tags memory.counters, no C figure).
	GoSlope      float64 `json:"go_runtime_slope_mb_per_min"`
	CHeapSlope   float64 `json:"sqlite_c_heap_slope_mb_per_min"`
	CHeapCounted bool    `json:"cheap_counted"`
	FDSlopeSE    float64 `json:"fds_slope_se_per_min"`
	// Evidence in the index at the second half's first and last sample:
	// the data the slopes are over (kept writes still add to it).
	EvidenceFrom int `json:"second_half_evidence_from"`
	EvidenceTo   int `json:"second_half_evidence_to"`
	// The pass bounds, and whether the slopes met them.
	RSSBoundPct float64 `json:"rss_bound_pct_of_mean_per_min"`
	FDBound     float64 `json:"fds_bound_per_min"`
	SlopesPass  bool    `json:"slopes_pass"`
}

// soakRun is the soak's state during the concurrent phase.
type soakRun struct {
	cfg   soakConfig
	h     *harness
	start time.Time

	mu    sync.Mutex
	epoch int
	open  map[int]*sync.WaitGroup // epoch -> its writes in flight
	// churn and purged hold ids only (the namespace is soakNamespace):
	// this process is the one sampled, and at ~50 writes/s full acks with
	// their content grew its heap ~0.8 MB/min by themselves.
	churn   map[int][]string // epoch -> acknowledged churn writes
	purged  []string
	kept    []ack // kept writes of the phase, as acknowledged (backup samples)
	base    []ack // preloaded writes
	rep     soakReport
	errOnce sync.Once
}

func newSoak(cfg config, h *harness, base []ack) *soakRun {
	s := &soakRun{cfg: cfg.soak, h: h, open: map[int]*sync.WaitGroup{0: {}}, churn: map[int][]string{}, base: base}
	c := cfg.soak
	s.rep = soakReport{PurgeEveryS: c.purgeEvery.Seconds(), BackupEveryS: c.backupEvery.Seconds(), MaintainEveryS: c.maintainEvery.Seconds(),
		CheckpointS: c.checkpoint.Seconds(), SampleEveryS: c.sampleEvery.Seconds(), ChurnFraction: c.churn, Process: "in-process",
		RSSBoundPct: c.rssSlopePct, FDBound: c.fdSlope, Purges: []soakOp{}, Backups: []soakOp{}, Maintenance: []soakOp{}}
	return s
}

// fail counts a soak error.
func (s *soakRun) fail(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rep.Errors++
	if s.rep.FirstError == "" {
		s.rep.FirstError = err.Error()
	}
}

// remember is a worker's soak write: churn with probability cfg.churn
// (true), else a kept write the caller tracks (false).
func (s *soakRun) remember(ctx context.Context, l *leanConn, rng *rand.Rand, content, tail string) (churn bool, id string, err error) {
	if rng.Float64() >= s.cfg.churn {
		return false, "", nil
	}
	s.mu.Lock()
	e := s.epoch
	wg := s.open[e]
	wg.Add(1)
	s.mu.Unlock()
	defer wg.Done()
	id, err = s.h.remember(ctx, l, client.Observation{Namespace: soakNamespace, Content: content, Source: fmt.Sprintf("soak/churn/e%d/%s", e, tail)})
	if err == nil {
		s.mu.Lock()
		s.churn[e] = append(s.churn[e], id)
		s.mu.Unlock()
	}
	return true, id, err
}

// keep records a kept write as acknowledged (backups sample them).
func (s *soakRun) keep(a ack) {
	s.mu.Lock()
	s.kept = append(s.kept, a)
	s.mu.Unlock()
}

func (s *soakRun) since() float64 { return time.Since(s.start).Seconds() }

// run drives the cadences until stop closes (the phase is over); ctx is
// the operations' context.
func (s *soakRun) run(ctx context.Context, stop <-chan struct{}, progress io.Writer, ops *atomic.Int64, phaseLen time.Duration) {
	s.start = time.Now()
	s.rep.LoadAvgStart = loadAvg()
	s.sample()
	tick := func(d time.Duration) <-chan time.Time {
		if d <= 0 {
			return nil
		}
		return time.NewTicker(d).C
	}
	purge, backup, maintain := tick(s.cfg.purgeEvery), tick(s.cfg.backupEvery), tick(s.cfg.maintainEvery)
	sample, prog := tick(s.cfg.sampleEvery), tick(s.cfg.progressEvery)
	// The sampler runs on its own goroutine so a long backup or rebuild
	// does not leave a gap in the samples.
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			case <-sample:
				s.sample()
			case <-prog:
				s.progress(progress, ops, phaseLen)
			}
		}
	}()
	defer wg.Wait()
	n := 0
	for {
		select {
		case <-stop:
			return
		case <-purge:
			s.purgeEpoch(ctx)
		case <-backup:
			n++
			s.backup(ctx, n)
		case <-maintain:
			s.maintain(ctx)
		}
	}
}

// progress prints one line on stderr.
func (s *soakRun) progress(w io.Writer, ops *atomic.Int64, phaseLen time.Duration) {
	s.mu.Lock()
	last := s.rep.Samples[len(s.rep.Samples)-1]
	np, nb, nm, errs := len(s.rep.Purges), len(s.rep.Backups), len(s.rep.Maintenance), s.rep.Errors
	s.mu.Unlock()
	fmt.Fprintf(w, "serve-load: soak %4.0fs/%.0fs: %d ops, RSS %.1f MB, %d fds, heap %.1f MB, %d evidence; %d purges, %d backups, %d rebuilds, %d soak errors\n",
		s.since(), phaseLen.Seconds(), ops.Load(), last.RSSMB, last.FDs, last.HeapMB, last.Evidence, np, nb, nm, errs)
}

// sample reads the process's RSS, descriptors, heap and index size.
func (s *soakRun) sample() {
	smp := soakSample{TS: s.since(), FDs: openFDs()}
	smp.RSSMB, smp.RSSAnonMB, smp.RSSFileMB = rssMB()
	smp.HeapMB, smp.Goroutines = heapInUseMB()
	smp.GoMB, smp.CHeapMB = goRuntimeMB(), cHeapMB()
	if st, err := s.h.eng.Stats(); err == nil {
		smp.Evidence = st.Evidence
	}
	s.mu.Lock()
	s.rep.Samples = append(s.rep.Samples, smp)
	s.mu.Unlock()
}

// purgeEpoch closes the current churn epoch, waits for its writes in
// flight and purges it.
func (s *soakRun) purgeEpoch(ctx context.Context) {
	s.mu.Lock()
	e := s.epoch
	wg := s.open[e]
	s.epoch++
	s.open[s.epoch] = &sync.WaitGroup{}
	s.mu.Unlock()
	wg.Wait()
	s.purgeClosed(ctx, e)
}

// purgeClosed purges closed epoch e and checks the receipt.
func (s *soakRun) purgeClosed(ctx context.Context, e int) {
	s.mu.Lock()
	acks := s.churn[e]
	delete(s.churn, e)
	delete(s.open, e)
	s.mu.Unlock()
	op := soakOp{TS: s.since()}
	t := time.Now()
	rc, err := s.h.client.Purge(ctx, client.PurgeRequest{Namespace: soakNamespace, SourcePrefix: fmt.Sprintf("soak/churn/e%d/", e)})
	op.Ms, op.N = ms(time.Since(t)), rc.Evidence
	switch {
	case err != nil:
		err = fmt.Errorf("purge epoch %d: %w", e, err)
	case rc.Evidence != len(acks):
		err = fmt.Errorf("purge epoch %d removed %d evidence, want its %d acknowledged writes", e, rc.Evidence, len(acks))
	case len(acks) > 0:
		if _, xerr := s.h.client.Expand(ctx, soakNamespace, acks[0]); !errors.Is(xerr, client.ErrNotFound) {
			err = fmt.Errorf("purge epoch %d: expand of purged %s right after: %v, want not found", e, acks[0], xerr)
		}
	}
	if err != nil {
		op.Error = err.Error()
		s.fail(err)
	}
	s.mu.Lock()
	s.rep.Purges = append(s.rep.Purges, op)
	s.purged = append(s.purged, acks...)
	s.mu.Unlock()
}

// backup takes backup n, restores it into a new file, opens and verifies
// it and checks kept writes acknowledged before it began.
func (s *soakRun) backup(ctx context.Context, n int) {
	s.mu.Lock()
	sample := backupSample(s.base, s.kept, uint64(n))
	s.mu.Unlock()
	op := soakOp{TS: s.since()}
	dir := filepath.Join(s.h.dir, fmt.Sprintf("soak-backup-%d", n))
	restored := filepath.Join(s.h.dir, fmt.Sprintf("soak-restore-%d.db", n))
	defer os.RemoveAll(dir)
	defer removeLedgerFiles(restored)
	t := time.Now()
	_, err := s.h.eng.Backup(ctx, dir)
	op.Ms = ms(time.Since(t))
	if err == nil {
		t = time.Now()
		op.N, err = checkBackup(ctx, dir, restored, sample)
		op.Check = ms(time.Since(t))
	}
	if err != nil {
		err = fmt.Errorf("backup %d: %w", n, err)
		op.Error = err.Error()
		s.fail(err)
	}
	s.mu.Lock()
	s.rep.Backups = append(s.rep.Backups, op)
	s.mu.Unlock()
}

// backupSample picks up to 200 acknowledged kept writes: the 100 latest of
// the phase and 100 at random from all of them, preload included.
func backupSample(base, kept []ack, seed uint64) []ack {
	out := append([]ack(nil), kept[max(0, len(kept)-100):]...)
	all := len(base) + len(kept)
	rng := rand.New(rand.NewPCG(seed, 0x50a4))
	for range min(100, all) {
		i := rng.IntN(all)
		if i < len(base) {
			out = append(out, base[i])
		} else {
			out = append(out, kept[i-len(base)])
		}
	}
	return out
}

// checkBackup restores the backup in dir to path, opens it, verifies its
// journal and expands every write of want; it returns the evidence the
// copy holds.
func checkBackup(ctx context.Context, dir, path string, want []ack) (int, error) {
	if _, err := engine.Restore(ctx, dir, path); err != nil {
		return 0, fmt.Errorf("restore: %w", err)
	}
	eng, err := engine.Open(path, engine.Options{InMemory: true, CheckpointInterval: -1, CheckpointAfter: -1})
	if err != nil {
		return 0, fmt.Errorf("open the restored copy: %w", err)
	}
	defer eng.Close()
	vr, err := eng.Verify(ctx) // an error when the chain or a digest does not check
	if err != nil {
		return 0, fmt.Errorf("verify the restored copy: %w", err)
	}
	for _, a := range want {
		ev, err := eng.Expand(ctx, a.ns, a.id)
		if err != nil {
			return vr.Evidence, fmt.Errorf("the restored copy lacks %s, acknowledged before the backup: %w", a.id, err)
		}
		if ev.Content != a.content {
			return vr.Evidence, fmt.Errorf("the restored copy's %s differs from what was acknowledged", a.id)
		}
	}
	return vr.Evidence, nil
}

// removeLedgerFiles removes a SQLite ledger and what lives beside it.
func removeLedgerFiles(path string) {
	for _, suffix := range []string{"", "-wal", "-shm", ".lock", ".projections"} {
		os.RemoveAll(path + suffix)
	}
}

// maintain rebuilds the indexes and verifies the journal.
func (s *soakRun) maintain(ctx context.Context) {
	op := soakOp{TS: s.since()}
	t := time.Now()
	err := s.h.eng.RebuildIndexes(ctx)
	op.Ms = ms(time.Since(t))
	if err != nil {
		err = fmt.Errorf("rebuild indexes: %w", err)
	} else {
		t = time.Now()
		vr, verr := s.h.client.Verify(ctx)
		op.Check, op.N = ms(time.Since(t)), vr.Evidence
		if verr != nil {
			err = fmt.Errorf("verify after rebuild: %w", verr)
		} else if !vr.OK {
			err = fmt.Errorf("journal does not verify after rebuild: %+v", vr)
		}
	}
	if err != nil {
		op.Error = err.Error()
		s.fail(err)
	}
	s.mu.Lock()
	s.rep.Maintenance = append(s.rep.Maintenance, op)
	s.mu.Unlock()
}

// finish purges the last epoch (no writer is left), checks that every
// purged write is absent, and computes the slopes.
func (s *soakRun) finish(ctx context.Context, phaseLen time.Duration) *soakReport {
	s.rep.LoadAvgEnd = loadAvg()
	s.mu.Lock()
	last := s.epoch
	s.mu.Unlock()
	s.purgeClosed(ctx, last)
	for _, acks := range s.churn { // none: every epoch was purged
		s.fail(fmt.Errorf("%d churn writes of an epoch never purged", len(acks)))
	}
	for _, id := range s.purged {
		_, err := s.h.client.Expand(ctx, soakNamespace, id)
		switch {
		case errors.Is(err, client.ErrNotFound):
		case err == nil:
			s.rep.PurgedPresent++
			if s.rep.FirstPresent == "" {
				s.rep.FirstPresent = id
			}
		default:
			s.fail(fmt.Errorf("expand purged %s: %w", id, err))
		}
	}
	s.rep.Purged = len(s.purged)
	s.rep.ChurnAcked = s.rep.Purged // the last epoch is purged by now
	s.rep.slopes(phaseLen.Seconds() / 2)
	return &s.rep
}

// churnAcked counts the churn writes acknowledged (purged or pending).
func (s *soakRun) churnAcked() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := len(s.purged)
	for _, a := range s.churn {
		n += len(a)
	}
	return n
}

// slopes fills the second half's means and slopes and the verdict.
func (r *soakReport) slopes(from float64) {
	var ts, rss, anon, file, fds, heap, gomem, cheap []float64
	for _, smp := range r.Samples {
		if smp.TS >= from {
			if len(ts) == 0 {
				r.EvidenceFrom = smp.Evidence
			}
			r.EvidenceTo = smp.Evidence
			ts, rss, fds, heap = append(ts, smp.TS/60), append(rss, smp.RSSMB), append(fds, float64(smp.FDs)), append(heap, smp.HeapMB)
			anon, file = append(anon, smp.RSSAnonMB), append(file, smp.RSSFileMB)
			gomem, cheap = append(gomem, smp.GoMB), append(cheap, smp.CHeapMB)
		}
	}
	r.SecondHalfN = len(ts)
	if len(ts) < 3 {
		return
	}
	r.RSSMeanMB, r.FDMean = mean(rss), mean(fds)
	r.RSSSlopeMBPerMin, r.FDSlopePerMin, r.HeapSlopeMBPerMin = lsSlope(ts, rss), lsSlope(ts, fds), lsSlope(ts, heap)
	r.RSSSlopeSE, r.FDSlopeSE = lsSlopeSE(ts, rss), lsSlopeSE(ts, fds)
	r.RSSAnonSlope, r.RSSFileSlope = lsSlope(ts, anon), lsSlope(ts, file)
	r.GoSlope, r.CHeapSlope, r.CHeapCounted = lsSlope(ts, gomem), lsSlope(ts, cheap), cHeapCounted
	r.RSSSlopePct = 100 * r.RSSSlopeMBPerMin / r.RSSMeanMB
	r.SlopesPass = r.RSSSlopePct <= r.RSSBoundPct && r.FDSlopePerMin <= r.FDBound
}

func mean(v []float64) float64 {
	s := 0.0
	for _, x := range v {
		s += x
	}
	return s / float64(len(v))
}

// lsSlope is the least-squares slope of y over x.
func lsSlope(x, y []float64) float64 {
	mx, my := mean(x), mean(y)
	var num, den float64
	for i := range x {
		num += (x[i] - mx) * (y[i] - my)
		den += (x[i] - mx) * (x[i] - mx)
	}
	if den == 0 {
		return 0
	}
	return num / den
}

// lsSlopeSE is the standard error of lsSlope(x, y): sqrt(SSR/(n-2)/Sxx).
func lsSlopeSE(x, y []float64) float64 {
	n := len(x)
	if n < 3 {
		return 0
	}
	b := lsSlope(x, y)
	mx, my := mean(x), mean(y)
	var ssr, sxx float64
	for i := range x {
		r := y[i] - my - b*(x[i]-mx)
		ssr += r * r
		sxx += (x[i] - mx) * (x[i] - mx)
	}
	if sxx == 0 {
		return 0
	}
	return math.Sqrt(ssr / float64(n-2) / sxx)
}

// failure returns why the soak failed, nil if it passed.
func (r *soakReport) failure() error {
	var errs []error
	if r.Errors > 0 {
		errs = append(errs, fmt.Errorf("soak: %d errors in purges, backups or maintenance (first: %s)", r.Errors, r.FirstError))
	}
	if r.PurgedPresent > 0 {
		errs = append(errs, fmt.Errorf("soak: %d purged writes still present (first: %s)", r.PurgedPresent, r.FirstPresent))
	}
	if r.SecondHalfN < 3 {
		errs = append(errs, fmt.Errorf("soak: %d samples in the second half, need 3 for a slope (lower --soak-sample-every)", r.SecondHalfN))
	} else if !r.SlopesPass {
		errs = append(errs, fmt.Errorf("soak: RSS slope %.3f MB/min (%.2f%% of the mean %.1f MB per minute, bound %.2f%%), descriptors slope %.2f/min (bound %.2f)",
			r.RSSSlopeMBPerMin, r.RSSSlopePct, r.RSSMeanMB, r.RSSBoundPct, r.FDSlopePerMin, r.FDBound))
	}
	return errors.Join(errs...)
}

// rssMB is VmRSS, RssAnon and RssFile from /proc/self/status in MB
// (MiB); 0 off Linux.
func rssMB() (rss, anon, file float64) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, 0, 0
	}
	st := string(b)
	return statusMB(st, "VmRSS:"), statusMB(st, "RssAnon:"), statusMB(st, "RssFile:")
}

// parseVmRSS reads the "VmRSS:  N kB" line, in MiB.
func parseVmRSS(status string) float64 { return statusMB(status, "VmRSS:") }

// statusMB reads the "KEY  N kB" line of /proc/self/status, in MiB.
func statusMB(status, key string) float64 {
	for line := range strings.SplitSeq(status, "\n") {
		rest, ok := strings.CutPrefix(line, key)
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) == 0 {
			return 0
		}
		kb, err := strconv.ParseFloat(f[0], 64)
		if err != nil {
			return 0
		}
		return kb / 1024
	}
	return 0
}

// openFDs counts /proc/self/fd's entries (less the one reading it); -1
// off Linux.
func openFDs() int {
	d, err := os.Open("/proc/self/fd")
	if err != nil {
		return -1
	}
	defer d.Close()
	names, err := d.Readdirnames(-1)
	if err != nil {
		return -1
	}
	return len(names) - 1
}

// loadAvg is /proc/loadavg's 1-minute figure; NaN-free 0 when unknown.
func loadAvg() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0
	}
	v, err := strconv.ParseFloat(f[0], 64)
	if err != nil || math.IsNaN(v) {
		return 0
	}
	return v
}

// heapInUseMB is the Go heap's live and not yet swept objects in MiB, and
// the goroutine count (runtime/metrics: no stop of the world).
func heapInUseMB() (float64, int) {
	m := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/sched/goroutines:goroutines"}}
	metrics.Read(m)
	var heap float64
	g := runtime.NumGoroutine()
	if m[0].Value.Kind() == metrics.KindUint64 {
		heap = float64(m[0].Value.Uint64()) / (1 << 20)
	}
	if m[1].Value.Kind() == metrics.KindUint64 {
		g = int(m[1].Value.Uint64())
	}
	return heap, g
}

// goRuntimeMB is the memory the Go runtime holds from the OS, MiB.
func goRuntimeMB() float64 {
	m := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(m)
	if m[0].Value.Kind() != metrics.KindUint64 || m[1].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return float64(m[0].Value.Uint64()-m[1].Value.Uint64()) / (1 << 20)
}

func (r *soakReport) cHeapSlopeText() string {
	if !r.CHeapCounted {
		return "not counted (build with -tags memory.counters)"
	}
	return fmt.Sprintf("%.3f MB/min", r.CHeapSlope)
}

// print writes the soak's summary for the text output.
func (r *soakReport) print(w io.Writer) {
	fmt.Fprintf(w, "  soak (%s server; load average %.2f at the start, %.2f at the end): %d purges, %d backups, %d rebuilds; %d churn writes purged, %d still present; %d soak errors %s\n",
		r.Process, r.LoadAvgStart, r.LoadAvgEnd, len(r.Purges), len(r.Backups), len(r.Maintenance), r.Purged, r.PurgedPresent, r.Errors, r.FirstError)
	verdict := "PASS"
	if !r.SlopesPass {
		verdict = "FAIL"
	}
	fmt.Fprintf(w, "  soak second half (%d samples, evidence %d to %d): RSS mean %.1f MB, slope %.3f ± %.3f MB/min = %.2f%% of the mean per minute (bound %.2f%%; anonymous %.3f, file-backed %.3f); fds mean %.1f, slope %.2f ± %.2f/min (bound %.2f); heap slope %.3f MB/min, Go runtime %.3f MB/min, SQLite C heap %s: %s\n",
		r.SecondHalfN, r.EvidenceFrom, r.EvidenceTo, r.RSSMeanMB, r.RSSSlopeMBPerMin, r.RSSSlopeSE, r.RSSSlopePct, r.RSSBoundPct, r.RSSAnonSlope, r.RSSFileSlope, r.FDMean, r.FDSlopePerMin, r.FDSlopeSE, r.FDBound, r.HeapSlopeMBPerMin, r.GoSlope, r.cHeapSlopeText(), verdict)
}
