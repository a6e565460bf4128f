package postings

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/RoaringBitmap/roaring/v2"
)

// Index is a BM25 inverted index: immutable segments plus a write buffer.
//
// Concurrency: one writer (Add, Delete, Flush, Merge, Checkpoint, Close)
// may run at a time, concurrently with any number of searches (Search,
// SearchAll, SearchIn, SearchAllIn); wmu serializes writers anyway. Each
// search holds the read lock for its whole run, so it sees one consistent
// snapshot; writers do their slow work (encoding, merging, file I/O)
// outside the lock and take the write lock only to publish.
type Index struct {
	opts Options

	wmu sync.Mutex // serializes writers; held for a whole write operation

	// Merges run on a background goroutine so Add never waits for one.
	mergeMu    sync.Mutex    // held while a merge builds and commits; taken before wmu
	wake       chan struct{} // a flush asks the merger to look (buffered 1)
	quit       chan struct{} // closed by Close to stop the merger
	mergerDone chan struct{} // closed when the merger has exited
	stopOnce   sync.Once

	// Background flush (flusher.go): at most one in flight.
	flushDone chan struct{} // under wmu: closed when the flush in flight ends; nil when none
	flushErr  error         // the flusher's failure, written before it closes flushDone
	manMu     sync.Mutex    // serializes manifest writes; taken after wmu, before mu

	mu       sync.RWMutex // guards the fields below
	closed   bool
	buf      *memBuffer
	flushing *memBuffer // a full buffer a background flush is writing (or failed to); searched beside buf
	segs     []*liveSeg
	live     *roaring.Bitmap // global ids of live docs
	st       stats
	pst      map[Partition]stats // per-partition statistics (partstats.go); no entry: no live doc
	// lastScorer caches the BM25 scorer of st (bm25.go); atomic because
	// searches under the read lock may replace it.
	lastScorer atomic.Pointer[scoredStats]
	// partScorers caches partitions' BM25 scorers with the statistics
	// they were made of (partstats.go); its own lock because searches
	// under the read lock fill it.
	partScorers partScorerCache
	nextGen     atomic.Uint64 // next segment generation (reserveGen)
	bgErr       error         // first background merge failure, reported by writers
	stamp       []byte        // of the last checkpoint; changes under wmu and mu
}

// New opens an index. With opts.Dir set it opens the segments listed in the
// directory's manifest, validating each one.
func New(opts Options) (*Index, error) {
	if err := opts.normalize(); err != nil {
		return nil, err
	}
	ix := &Index{opts: opts, buf: newMemBufferIn(newLexicon(opts.Analyzer), 1), live: roaring.New()}
	ix.nextGen.Store(1)
	if opts.Dir != "" {
		if err := ix.openDir(); err != nil {
			return nil, err
		}
	}
	if err := ix.loadLive(); err != nil {
		ix.releaseAll()
		return nil, err
	}
	ix.startMerger()
	return ix, nil
}

// loadLive rebuilds the live set and statistics from the segments.
func (ix *Index) loadLive() error {
	for _, l := range ix.segs {
		for o := 0; o < l.seg.numDocs; o++ {
			if l.del.Contains(uint32(o)) {
				continue
			}
			id := l.seg.id(uint32(o))
			if ix.live.Contains(id) {
				return corruptf("manifest", "doc %d is live in two segments", id)
			}
			ix.live.Add(id)
			ix.st.n++
			ix.st.sumLen += uint64(decodeNorm(l.seg.norms[o]))
			ix.addPartStats(l.seg.parts.partOf(uint32(o)), uint64(decodeNorm(l.seg.norms[o])), +1)
		}
	}
	return nil
}

// Add indexes text under doc in partition 0. Adding a doc id that is live
// (in any partition) is an error wrapping ErrDuplicate; a deleted id may
// be added again. When the write buffer reaches FlushBytes (or FlushDocs)
// it is handed to a background flush that writes it as a segment (and
// merges may follow); Add waits only if the flush before is still running.
// An Add that returns an error did not add its doc; the error may be a
// failed background flush, reported once (its docs stay in memory,
// searchable, and the next write retries writing them).
func (ix *Index) Add(doc uint32, text string) error {
	return ix.AddIn(0, doc, text)
}

// AddIn is Add into partition p.
func (ix *Index) AddIn(p Partition, doc uint32, text string) error {
	return ix.addDoc(p, doc, func(b *memBuffer) uint32 { return b.add(ix.opts.Analyzer, p, doc, text) })
}

// AddTerms is Add for a document already analyzed: terms must come from
// Analyze with this index's AnalyzerOptions (in any order; empty strings
// are ignored). It lets a caller that indexes the same text in several
// documents (overlapping windows, say) analyze it once.
func (ix *Index) AddTerms(doc uint32, terms []string) error {
	return ix.AddTermsIn(0, doc, terms)
}

// AddTermsIn is AddTerms into partition p.
func (ix *Index) AddTermsIn(p Partition, doc uint32, terms []string) error {
	return ix.addDoc(p, doc, func(b *memBuffer) uint32 { return b.addTerms(p, doc, terms) })
}

func (ix *Index) addDoc(p Partition, doc uint32, add func(*memBuffer) uint32) error {
	ix.wmu.Lock()
	defer ix.wmu.Unlock()
	if err := ix.settleFlush(false); err != nil {
		return fmt.Errorf("add doc %d: %w", doc, err)
	}
	ix.mu.Lock()
	if ix.closed {
		ix.mu.Unlock()
		return ErrClosed
	}
	if ix.live.Contains(doc) {
		ix.mu.Unlock()
		return fmt.Errorf("add doc %d: %w", doc, ErrDuplicate)
	}
	dl := add(ix.buf)
	ix.live.Add(doc)
	ix.st.n++
	ix.st.sumLen += uint64(dl)
	ix.addPartStats(p, uint64(dl), +1)
	full := ix.opts.bufferFull(len(ix.buf.ids), ix.buf.bytes())
	ix.mu.Unlock()
	if full {
		if foregroundFlush {
			return ix.flushLocked()
		}
		ix.startFlush()
	}
	return nil
}

// Delete removes docs; ids that are not live are ignored. In Dir mode the
// deletions of flushed docs are persisted before Delete returns. It waits
// for a background flush in flight.
func (ix *Index) Delete(docs ...uint32) error {
	ix.wmu.Lock()
	defer ix.wmu.Unlock()
	if err := ix.settleFlush(true); err != nil {
		return fmt.Errorf("delete: %w", err)
	}
	ix.mu.Lock()
	if ix.closed {
		ix.mu.Unlock()
		return ErrClosed
	}
	touched := false
	for _, d := range docs {
		if ix.live.Contains(d) {
			touched = ix.deleteOne(d) || touched
		}
	}
	ix.mu.Unlock()
	if touched {
		return ix.persist(nil, false)
	}
	return nil
}

// deleteOne removes live doc d (write lock held); it reports whether a
// segment (not the buffer) held it.
func (ix *Index) deleteOne(d uint32) bool {
	ix.live.Remove(d)
	ix.st.n--
	if s, ok := ix.buf.slotOf(d); ok {
		p := ix.buf.part[s]
		dl, _ := ix.buf.remove(d)
		ix.st.sumLen -= uint64(dl)
		ix.addPartStats(p, uint64(dl), -1)
		return false
	}
	for _, l := range ix.segs {
		if o, ok := l.seg.ordOf(d); ok && !l.del.Contains(o) {
			l.markDeleted(o)
			ix.st.sumLen -= uint64(decodeNorm(l.seg.norms[o]))
			ix.addPartStats(l.seg.parts.partOf(o), uint64(decodeNorm(l.seg.norms[o])), -1)
			return true
		}
	}
	return false
}

// buffers returns the write buffers a search reads (mu held): the one a
// background flush is writing, if any (else nil), and the current one.
func (ix *Index) buffers() [2]*memBuffer { return [2]*memBuffer{ix.flushing, ix.buf} }

// Len returns the number of live docs.
func (ix *Index) Len() int {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return int(ix.st.n)
}

// Close stops the background merger (letting a running merge finish),
// flushes the write buffer (in Dir mode), persists the manifest and
// releases segment memory. Further calls return ErrClosed.
func (ix *Index) Close() error {
	if ix.isClosed() {
		return ErrClosed
	}
	ix.stopMerger()
	ix.mergeMu.Lock() // a Merge or MergeStep in flight commits first
	defer ix.mergeMu.Unlock()
	ix.wmu.Lock()
	defer ix.wmu.Unlock()
	if ix.isClosed() {
		return ErrClosed
	}
	var err error
	if ix.opts.Dir != "" {
		err = ix.flushLocked()
	} else {
		err = ix.settleFlush(true)
	}
	ix.mu.Lock()
	ix.closed = true
	ix.releaseAll()
	ix.buf = newMemBuffer()
	if err == nil {
		err = ix.bgErr
	}
	ix.mu.Unlock()
	return err
}

func (ix *Index) isClosed() bool {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return ix.closed
}

// Flush writes the write buffer to a new segment (after a background
// flush in flight), then runs the merge policy. When it returns nil, every
// doc added before it is in a segment, durable in Dir mode.
func (ix *Index) Flush() error {
	ix.wmu.Lock()
	defer ix.wmu.Unlock()
	if ix.isClosed() {
		return ErrClosed
	}
	return ix.flushLocked()
}

// flushLocked flushes with wmu held and persists the manifest.
func (ix *Index) flushLocked() error {
	return ix.flushStamped(nil, false)
}

// flushStamped flushes with wmu held (waiting for a background flush
// first), then writes the manifest, with stamp as its new stamp if set (a
// checkpoint, written even when there is nothing to flush). The buffer is
// read without mu: only writers change it and we are the writer.
func (ix *Index) flushStamped(stamp []byte, set bool) error {
	if err := ix.settleFlush(true); err != nil {
		return fmt.Errorf("flush: %w", err)
	}
	var l *liveSeg
	if ix.buf.docs() > 0 {
		ix.buf.freeze()
		var err error
		if l, err = ix.installSegment(buildFromBuffer(ix.opts.Analyzer, ix.buf)); err != nil {
			return fmt.Errorf("flush: %w", err)
		}
	}
	ix.mu.Lock()
	if l != nil {
		ix.segs = append(ix.segs, l)
	}
	ix.buf = ix.buf.next()
	ix.mu.Unlock()
	if l == nil && !set {
		return nil
	}
	if err := ix.persist(stamp, set); err != nil {
		return fmt.Errorf("flush: %w", err)
	}
	if l != nil {
		ix.wakeMerger()
	}
	return nil
}

// Segments returns the number of segments (for tests and diagnostics).
func (ix *Index) Segments() int {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return len(ix.segs)
}

// SizeBytes returns the bytes of all segments (file sizes in Dir mode);
// the write buffer is not counted.
func (ix *Index) SizeBytes() int64 {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	var n int64
	for _, l := range ix.segs {
		n += int64(len(l.seg.data))
	}
	return n
}
