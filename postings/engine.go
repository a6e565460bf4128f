package postings

import (
	"fmt"
	"sync"

	"github.com/RoaringBitmap/roaring/v2"
)

// Index is a BM25 inverted index: immutable segments plus a write buffer.
//
// Concurrency: one writer (Add, Delete, Flush, Merge, Close) may run at a
// time, concurrently with any number of Search calls; the caller serializes
// writers. Each Search holds the read lock for its whole run, so it sees one
// consistent snapshot; writers take the write lock only to publish changes.
type Index struct {
	opts Options

	mu     sync.RWMutex // guards every field below
	closed bool
	buf    *memBuffer
	live   *roaring.Bitmap // global ids of live docs
	st     stats
}

// New opens an index. With opts.Dir set it opens the segments found there,
// validating each one.
func New(opts Options) (*Index, error) {
	if err := opts.normalize(); err != nil {
		return nil, err
	}
	ix := &Index{opts: opts, buf: newMemBuffer(), live: roaring.New()}
	return ix, nil
}

// Add indexes text under doc. Adding a doc id that is live is an error
// wrapping ErrDuplicate; a deleted id may be added again.
func (ix *Index) Add(doc uint32, text string) error {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.closed {
		return ErrClosed
	}
	if ix.live.Contains(doc) {
		return fmt.Errorf("add doc %d: %w", doc, ErrDuplicate)
	}
	dl := ix.buf.add(ix.opts.Analyzer, doc, text)
	ix.live.Add(doc)
	ix.st.n++
	ix.st.sumLen += uint64(dl)
	return nil
}

// Delete removes docs; ids that are not live are ignored.
func (ix *Index) Delete(docs ...uint32) error {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.closed {
		return ErrClosed
	}
	for _, d := range docs {
		if !ix.live.Contains(d) {
			continue
		}
		if dl, ok := ix.buf.remove(d); ok {
			ix.live.Remove(d)
			ix.st.n--
			ix.st.sumLen -= uint64(dl)
		}
	}
	return nil
}

// Len returns the number of live docs.
func (ix *Index) Len() int {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return int(ix.st.n)
}

// Close releases the index. Further calls return ErrClosed.
func (ix *Index) Close() error {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.closed = true
	return nil
}

// Search returns the k best live docs for a disjunctive (OR) BM25 query.
// A non-nil filter restricts results to its doc ids before scoring. Hits
// are sorted by score descending, then doc ascending.
func (ix *Index) Search(query string, k int, filter *roaring.Bitmap) ([]Hit, error) {
	if err := checkK(k); err != nil {
		return nil, err
	}
	terms := queryTerms(ix.opts.Analyzer, query)
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	if ix.closed {
		return nil, ErrClosed
	}
	if k == 0 || len(terms) == 0 {
		return nil, nil
	}
	sc := newScorer(ix.opts.K1, ix.opts.B, ix.st)
	ws := make([]float64, len(terms))
	for i, t := range terms {
		ws[i] = idf(ix.st.n, ix.buf.liveDF(t))
	}
	top := newTopK(k)
	searchBuffer(ix.buf, sc, terms, ws, acceptFilter(filter), top)
	return top.sorted(), nil
}

// searchBuffer scores the write buffer exhaustively, term at a time, which
// sums each doc's terms in query order.
func searchBuffer(m *memBuffer, sc *scorer, terms []string, ws []float64, accept func(uint32) bool, top *topK) {
	if len(m.ids) == 0 {
		return
	}
	acc := make([]float64, len(m.ids))
	hit := make([]int32, len(m.ids))
	for i, t := range terms {
		l := m.terms[t]
		if l == nil {
			continue
		}
		for j, s := range l.slots {
			if m.deleted[s] || !accept(m.ids[s]) {
				continue
			}
			acc[s] += sc.score(ws[i], l.tfs[j], m.norms[s])
			hit[s]++
		}
	}
	for s, h := range hit {
		if h > 0 {
			top.offer(Hit{Doc: m.ids[s], Score: acc[s], Matched: int(h)})
		}
	}
}
