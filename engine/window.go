package engine

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/fuse"
)

// The window channel scores stretches of consecutive evidence as one text,
// the way a fixed-chunk index does, but returns their pieces of evidence as
// separate, individually cited episodes. A question's words are often spread
// over a few neighbouring turns none of which holds them all.
//
// Window k of a namespace covers positions [k*windowStride, k*windowStride+
// windowSize) of its evidence order and is indexed only when its evidence
// belongs to one session (neighbours less than contextGap apart): windows
// over evidence days apart proved to crowd out the claims and episodes that
// answer temporal questions. A window is indexed once complete and never
// changes (windows are not re-indexed as evidence arrives, so the newest
// turns of a namespace are only covered by the other channels until the
// window that holds them fills).
const (
	windowSize   = 4
	windowStride = 2
	// windowDepth is how many windows a query reads. With fusion's RRFK at
	// 5 (fuse.DefaultRRFK) the top windows weigh more, and on the LoCoMo dev
	// split at 512 tokens depths 4, 6, 8 and 12 gave evidence recall 0.742,
	// 0.738, 0.738 and 0.733.
	windowDepth = 4
)

// windowDoc locates an indexed window: its namespace view and first position.
type windowDoc struct {
	ns string
	lo int
}

// addToWindows records the analyzed terms of the evidence just appended to
// v in its tail and queues the window it completes, if any, for the window
// indexer. The caller holds the projection write lock.
func (p *projections) addToWindows(v *nsView, ns string, terms []string) error {
	v.tail = append(v.tail, terms)
	if len(v.tail) > windowSize {
		v.tail = v.tail[len(v.tail)-windowSize:]
	}
	n := len(v.seqs) // positions filled so far
	if n < windowSize || (n-windowSize)%windowStride != 0 {
		return nil
	}
	lo := n - windowSize
	for i := lo + 1; i < n; i++ {
		if abs64(v.occurred[i]-v.occurred[i-1]) >= int64(contextGap) {
			return nil // spans two sessions: not an episode
		}
	}
	var all []string
	for _, t := range v.tail {
		all = append(all, t...)
	}
	p.win.submit(winJob{doc: p.nextWindow, terms: all, v: v, ns: ns, lo: lo})
	p.nextWindow++
	return nil
}

// windowIndexer indexes completed windows on its own goroutine, off the
// write path (on two cores this takes a third of indexing off Remember).
// A recall waits for every window of its namespace queued before it
// started (waitIn), so none misses the windows of an acknowledged write,
// and none waits on another namespace's writes. Safe for concurrent use.
type windowIndexer struct {
	p    *projections
	jobs chan winJob
	quit chan struct{} // closed when the worker has exited

	mu        memMutex // guards submitted, done, nsSubmitted, nsDone, err
	cond      *sync.Cond
	submitted uint64
	done      uint64
	// Per namespace: a recall waits only for its own namespace's windows,
	// so a write to one namespace never delays a recall of another.
	nsSubmitted map[string]uint64
	nsDone      map[string]uint64
	err         error // the first indexing error
}

type winJob struct {
	doc   uint32
	terms []string
	v     *nsView
	ns    string
	lo    int
}

func newWindowIndexer(p *projections) *windowIndexer {
	w := &windowIndexer{p: p, jobs: make(chan winJob, 4096), quit: make(chan struct{}),
		nsSubmitted: make(map[string]uint64), nsDone: make(map[string]uint64)}
	w.cond = sync.NewCond(&w.mu)
	go w.run()
	return w
}

func (w *windowIndexer) submit(j winJob) {
	w.mu.Lock()
	w.submitted++
	w.nsSubmitted[j.ns]++
	w.mu.Unlock()
	w.jobs <- j
}

// windowIndexDelay stalls the window indexer before each job; tests set
// it to show recalls wait for their own namespace's windows. Zero here.
var windowIndexDelay atomic.Int64 // nanoseconds

func (w *windowIndexer) run() {
	defer close(w.quit)
	for j := range w.jobs {
		if d := windowIndexDelay.Load(); d > 0 {
			time.Sleep(time.Duration(d))
		}
		err := w.p.winLex.AddTerms(j.doc, j.terms)
		if err == nil {
			w.p.winMu.Lock()
			w.p.windows[j.doc] = windowDoc{ns: j.ns, lo: j.lo}
			j.v.win.Add(j.doc)
			w.p.winMu.Unlock()
		}
		w.mu.Lock()
		w.done++
		w.nsDone[j.ns]++
		if err != nil && w.err == nil {
			w.err = fmt.Errorf("index window: %w", err)
		}
		w.cond.Broadcast()
		w.mu.Unlock()
	}
}

// queued returns how many windows have been queued so far.
func (w *windowIndexer) queued() uint64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.submitted
}

// queuedIn returns how many windows of namespace ns have been queued so far.
func (w *windowIndexer) queuedIn(ns string) uint64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.nsSubmitted[ns]
}

// waitIn blocks until the first n queued windows of namespace ns are
// indexed (the queue is FIFO, so those are the ones queued before).
func (w *windowIndexer) waitIn(ns string, n uint64) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	for w.nsDone[ns] < n {
		w.cond.Wait()
	}
	return w.err
}

// waitFor blocks until the first n queued windows are indexed.
func (w *windowIndexer) waitFor(n uint64) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	for w.done < n {
		w.cond.Wait()
	}
	return w.err
}

// stop ends the worker once the queue is drained.
func (w *windowIndexer) stop() {
	close(w.jobs)
	<-w.quit
}

func (p *projections) window(doc uint32) (windowDoc, bool) {
	p.winMu.RLock()
	defer p.winMu.RUnlock()
	w, ok := p.windows[doc]
	return w, ok
}

// windowChannel returns the evidence of the best-scoring windows, window by
// window in rank order and in conversation order within a window.
func (r *recaller) windowChannel(ctx context.Context, v *nsView, filter *roaring.Bitmap) error {
	if v.win.IsEmpty() {
		return nil
	}
	hits, err := r.p.winLex.Search(r.q.Text, windowDepth, v.win)
	if err != nil {
		return fmt.Errorf("window search: %w", err)
	}
	var seqs []uint32
	var scores []float64
	seen := make(map[uint32]bool)
	for _, h := range hits {
		w, ok := r.p.window(h.Doc)
		if !ok || w.lo+windowSize > len(v.seqs) {
			continue
		}
		for _, s := range v.seqs[w.lo : w.lo+windowSize] {
			if filter.Contains(s) && !seen[s] {
				seen[s] = true
				seqs = append(seqs, s)
				scores = append(scores, h.Score)
			}
		}
	}
	order := r.speakerOrder(seqs)
	seqs, scores = reorder(seqs, order), reorder(scores, order)
	if err := r.loadEvidence(ctx, seqs); err != nil {
		return err
	}
	ch := fuse.ChannelResult{Name: "window"}
	for i, s := range seqs {
		ch.Hits = append(ch.Hits, fuse.ChannelHit{Key: r.evKey(s), Score: scores[i],
			Features: map[string]float64{"window_bm25": scores[i]}})
	}
	r.add(ch)
	return nil
}
