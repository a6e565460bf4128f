package postings

import (
	"sync"

	"github.com/RoaringBitmap/roaring/v2"
)

// liveSeg is a segment in the index with its deletions. del changes only
// under Index.mu's write lock; the df cache has its own lock because
// concurrent searches fill it.
type liveSeg struct {
	seg *segment
	gen uint64          // file generation (name) in Dir mode
	del *roaring.Bitmap // deleted ordinals

	cacheMu sync.Mutex          // guards delDF and partDF
	delDF   map[string]uint64   // term -> deleted postings; reset when del changes
	partDF  map[partTerm]uint64 // live postings of a term in one partition (partstats.go); reset when del changes

	metas sync.Map // postings offset -> *termMeta of multi-block lists
}

// meta returns the decoded head of the postings list at off, cached for
// lists with a skip table (single-block heads are cheaper to re-read).
func (l *liveSeg) meta(off int) (*termMeta, error) {
	if m, ok := l.metas.Load(off); ok {
		return m.(*termMeta), nil
	}
	m, err := readTermMeta(l.seg, off)
	if err != nil {
		return nil, err
	}
	if m.lasts != nil {
		l.metas.Store(off, m)
	}
	return m, nil
}

func newLiveSeg(s *segment, gen uint64, del *roaring.Bitmap) *liveSeg {
	if del == nil {
		del = roaring.New()
	}
	return &liveSeg{seg: s, gen: gen, del: del}
}

func (l *liveSeg) liveDocs() int { return l.seg.numDocs - int(l.del.GetCardinality()) }

// markDeleted records ordinal ord as deleted (write lock held).
func (l *liveSeg) markDeleted(ord uint32) {
	l.del.Add(ord)
	l.cacheMu.Lock()
	l.delDF = nil
	l.partDF = nil
	l.cacheMu.Unlock()
}

// delOrNil returns the deletion bitmap, nil when empty.
func (l *liveSeg) delOrNil() *roaring.Bitmap {
	if l.del.IsEmpty() {
		return nil
	}
	return l.del
}

// countScorer is only used to open cursors for counting; scores unused.
var countScorer = newScorer(1.2, 0.75, stats{})

// liveDF returns the number of live docs of this segment holding the term
// whose postings start at off.
func (l *liveSeg) liveDF(term string, off int) (uint64, error) {
	m, err := l.meta(off)
	if err != nil {
		return 0, err
	}
	if l.del.IsEmpty() {
		return uint64(m.df), nil
	}
	c, err := newCursor(l.seg, m, 0, 0, countScorer)
	if err != nil {
		return 0, err
	}
	l.cacheMu.Lock()
	n, ok := l.delDF[term]
	l.cacheMu.Unlock()
	if !ok {
		if n, err = l.countDeleted(c); err != nil {
			return 0, err
		}
		l.cacheMu.Lock()
		if l.delDF == nil {
			l.delDF = map[string]uint64{}
		}
		l.delDF[term] = n
		l.cacheMu.Unlock()
	}
	return uint64(c.df) - n, nil
}

// countDeleted counts postings of c that are deleted, probing the deleted
// ordinals through the skip table or scanning, whichever is shorter.
func (l *liveSeg) countDeleted(c *cursor) (uint64, error) {
	var n uint64
	if l.del.GetCardinality() < uint64(c.df) {
		it := l.del.Iterator()
		for it.HasNext() && c.doc != noMore {
			d := it.Next()
			if c.advance(d); c.doc == d {
				n++
			}
		}
		return n, c.err
	}
	for ; c.doc != noMore; c.next() {
		if l.del.Contains(c.doc) {
			n++
		}
	}
	return n, c.err
}
