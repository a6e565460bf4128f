package engine

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/evicortex/evicortex/postings"
	"github.com/evicortex/evicortex/recall"
)

// The window index behind recall's window channel: stretches of
// consecutive evidence scored as one text, the way a fixed-chunk index
// does (recall returns their pieces of evidence as separate, individually
// cited episodes).
//
// Window k of a namespace covers positions [k*windowStride, k*windowStride+
// windowSize) of its evidence order and is indexed only when its evidence
// belongs to one session (neighbours less than recall.SessionGap apart): windows
// over evidence days apart proved to crowd out the claims and episodes that
// answer temporal questions. A window is indexed once complete and never
// changes (windows are not re-indexed as evidence arrives, so the newest
// turns of a namespace are only covered by the other channels until the
// window that holds them fills).
const (
	windowSize   = 4
	windowStride = 2
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
		if abs64(v.occurred[i]-v.occurred[i-1]) >= int64(recall.SessionGap) {
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
		err := w.p.winLex.AddTermsIn(postings.Partition(j.v.id), j.doc, j.terms)
		if w.p.replayed(err) {
			err = nil
		}
		if err == nil {
			w.p.winMu.Lock()
			w.p.windows.put(j.doc, windowDoc{ns: j.ns, lo: j.lo})
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
	w, ok := p.windows.get(doc)
	return w, ok
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
