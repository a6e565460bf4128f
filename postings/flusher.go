package postings

import "fmt"

// Background flush. The Add that fills the write buffer (FlushBytes or
// FlushDocs) does not encode it itself: under wmu it freezes the buffer,
// publishes it as ix.flushing (searched beside the new, empty ix.buf) and
// hands it to a goroutine that encodes it, writes and fsyncs the segment
// file, swaps the segment in for the frozen buffer under mu, and writes
// the manifest. Adds go on into the new buffer meanwhile, so a bulk load
// keeps two cores busy.
//
// Bounds and ordering:
//   - At most one flush is in flight: the Add that fills the next buffer
//     waits for it (startFlush), so memory stays at about two buffers.
//   - Every other writer (Flush, Checkpoint, Close, Delete, Merge,
//     WaitMerges) waits for it first (settleFlush(true)), so a Flush that
//     returns nil covers every doc added before it, and deletes never
//     touch a frozen buffer.
//   - A failure (encoding, file write, manifest) is kept in flushErr and
//     returned once, by the next writer call (an Add returns it without
//     adding its doc). When the segment could not be written the frozen
//     buffer stays in ix.flushing, searchable, and the next writer call
//     after the report writes it in the foreground (settleFlush).
//
// The flusher reads only the frozen buffer (nothing changes it any more)
// and the term bytes it saw (memBuffer.view); it takes mu only to swap
// the segment in, and manMu to write the manifest (persist), never wmu,
// so a writer holding wmu may wait for it.

// foregroundFlush makes the Add that fills the buffer flush it itself, as
// before background flushes (BenchmarkBuildFile compares the two).
var foregroundFlush = false

// startFlush hands the full write buffer to a background flush (wmu held).
// If the previous flush has not finished it waits for it; if that one
// failed, the buffer stays as it is (over budget) and the failure is left
// for the next writer call to report.
func (ix *Index) startFlush() {
	if ix.flushDone != nil {
		<-ix.flushDone
		if ix.flushErr != nil {
			return
		}
		ix.flushDone = nil
	}
	gen := ix.reserveGen()
	m := ix.buf
	m.freeze()
	ix.mu.Lock()
	ix.flushing = m
	ix.buf = m.next()
	ix.mu.Unlock()
	done := make(chan struct{})
	ix.flushDone = done
	go ix.flushBackground(m, gen, done)
}

// flushBackground writes frozen buffer m as segment gen, then publishes
// it and closes done.
func (ix *Index) flushBackground(m *memBuffer, gen uint64, done chan struct{}) {
	defer close(done)
	if err := ix.writeFrozen(m, gen); err != nil {
		ix.flushErr = err
	}
}

// writeFrozen writes frozen buffer m (ix.flushing) as segment gen, swaps
// it in for m and persists the manifest. On a failure before the swap m
// stays ix.flushing.
func (ix *Index) writeFrozen(m *memBuffer, gen uint64) error {
	var l *liveSeg
	if m.docs() > 0 {
		var err error
		if l, err = ix.installSegmentGen(buildFromBuffer(ix.opts.Analyzer, m), gen); err != nil {
			return err
		}
	}
	ix.mu.Lock()
	if l != nil {
		ix.segs = append(ix.segs, l)
	}
	ix.flushing = nil
	ix.mu.Unlock()
	if l == nil {
		return nil
	}
	if err := ix.persist(nil, false); err != nil {
		return err
	}
	ix.wakeMerger()
	return nil
}

// settleFlush (wmu held) collects the background flush: with wait, it
// waits for one in flight; without, it only looks at one that has
// finished. A failure is returned once; after it, the frozen buffer the
// failed flush left is written here, in the foreground.
func (ix *Index) settleFlush(wait bool) error {
	if ix.flushDone != nil {
		if wait {
			<-ix.flushDone
		} else {
			select {
			case <-ix.flushDone:
			default:
				return nil
			}
		}
		ix.flushDone = nil
		if err := ix.flushErr; err != nil {
			ix.flushErr = nil
			return fmt.Errorf("background flush: %w", err)
		}
	}
	if m := ix.flushing; m != nil {
		if err := ix.writeFrozen(m, ix.reserveGen()); err != nil {
			return fmt.Errorf("flush: %w", err)
		}
	}
	return nil
}
