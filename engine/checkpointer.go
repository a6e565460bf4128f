package engine

import (
	"context"
	"time"
)

// Defaults of Options.CheckpointAfter and Options.CheckpointInterval. A
// checkpoint rewrites the views file whole (its size grows with the
// ledger: about 230 bytes per evidence with stored docs), so the
// evidence count bounds both what a crash replays and how often that file
// is rewritten: at 100,000 a replay reads at most that many rows again.
const (
	DefaultCheckpointAfter    = 100_000
	DefaultCheckpointInterval = 10 * time.Minute
)

// The background checkpointer persists the projections while the engine
// runs, so a crash costs a replay of the journal since the last checkpoint
// rather than since the last Close or full build. It runs for an engine
// whose projections persist and takes a checkpoint when a write crossed
// checkpointDue (kickCheckpointer) or, with anything indexed since, every
// Options.CheckpointInterval.
//
// A checkpoint holds Engine.wmu only for its first half
// (prepareCheckpoint: the postings' buffers and manifests, the HNSW graph,
// a copy of the views); the views file, the large part, is written after
// wmu is released, so writers wait for the first half alone. Recalls never
// wait: neither half takes Engine.mu. While the file is written the
// checkpointer counts as a reader of the projections (readers), so a
// rebuild that replaces them meanwhile deletes their directory only after.
// A failure is logged and retried at the next trigger; the files keep the
// last good checkpoint, or do not agree on one and are rebuilt at Open.
func (e *Engine) startCheckpointer() {
	if e.projectionDir() == "" || (e.opts.CheckpointAfter < 0 && e.opts.CheckpointInterval < 0) {
		return
	}
	e.ckKick, e.ckStop, e.ckDone = make(chan struct{}, 1), make(chan struct{}), make(chan struct{})
	go func() {
		defer close(e.ckDone)
		var tick <-chan time.Time
		if e.opts.CheckpointInterval > 0 {
			t := time.NewTicker(e.opts.CheckpointInterval)
			defer t.Stop()
			tick = t.C
		}
		for {
			least := int64(1) // a tick: anything indexed since
			select {
			case <-e.ckStop:
				return
			case <-e.ckKick:
				least = -1 // checkpointDue: a kick a checkpoint since has served does nothing
			case <-tick:
			}
			e.ckBusy.Store(true)
			e.backgroundCheckpoint(least)
			e.ckBusy.Store(false)
		}
	}()
}

// stopCheckpointer stops the checkpointer, if any, and waits for it (and
// for the checkpoint it may be writing).
func (e *Engine) stopCheckpointer() {
	if e.ckStop != nil {
		close(e.ckStop)
		<-e.ckDone
	}
}

// checkpointDue is how many evidence indexed since p's last checkpoint
// start the next: Options.CheckpointAfter, or half the evidence that
// checkpoint held when that is more. A checkpoint rewrites the views file
// whole, so a fixed step would make the work of checkpointing a growing
// ledger quadratic (measured at 200k evidence under load: the writers
// waited 0.25 s and the checkpoint took 1 s at 100,000 evidence, growing
// with the file); growing the step with the file keeps it linear, and a
// crash still replays at most a third of the evidence.
func (e *Engine) checkpointDue(p *projections) int64 {
	return max(int64(e.opts.CheckpointAfter), p.checkpointed.Load()/2)
}

// kickCheckpointer wakes the checkpointer once the current projections
// hold checkpointDue evidence since their last checkpoint. The caller
// holds wmu, under which e.proj is replaced; it never blocks.
func (e *Engine) kickCheckpointer() {
	if e.ckKick == nil || e.opts.CheckpointAfter < 0 || e.proj == nil ||
		e.proj.sinceCheckpoint.Load() < e.checkpointDue(e.proj) {
		return
	}
	select {
	case e.ckKick <- struct{}{}:
	default: // one is pending already
	}
}

// backgroundCheckpoint checkpoints the current projections when at least
// least evidence (-1: checkpointDue) was indexed since their last
// checkpoint.
func (e *Engine) backgroundCheckpoint(least int64) {
	ctx := context.Background()
	t0 := time.Now()
	e.wmu.Lock()
	p := e.proj
	if p != nil && least < 0 {
		least = e.checkpointDue(p)
	}
	if e.closed.Load() || e.stale.Load() || p == nil || p.dir == "" || p.sinceCheckpoint.Load() < max(least, 1) {
		e.wmu.Unlock()
		return
	}
	n := p.sinceCheckpoint.Load()
	st, err := e.checkpointStampLocked(ctx)
	var vw *viewsWrite
	if err == nil {
		vw, err = p.prepareCheckpoint(st)
	}
	if err == nil {
		p.readers.Add(1) // p is current: no retire has begun waiting
	}
	e.wmu.Unlock()
	held := time.Since(t0)
	if err == nil {
		err = vw.write()
		// Leave before taking wmu: a purge holding it waits for the
		// replaced projections' readers.
		p.readers.Done()
		if err == nil {
			e.wmu.Lock()
			if st.seq > p.stamped.seq {
				p.stamped = st
			}
			e.wmu.Unlock()
		}
	}
	if err != nil {
		p.sinceCheckpoint.Add(n) // retried at the next trigger
		e.opts.Logger.Warn("projections: background checkpoint failed", "dir", p.dir, "reason", err.Error())
		return
	}
	e.opts.Logger.Debug("projections: checkpointed", "dir", p.dir, "seq", st.seq, "evidence", n,
		"writers_waited", held, "total", time.Since(t0))
}
