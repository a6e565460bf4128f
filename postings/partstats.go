package postings

import (
	"sort"
	"sync"
)

// Partition-local statistics (Options.PartitionStats). With them a search
// restricted to partition p scores as if the index held only p's live
// documents: N, avgdl and every df count p's docs alone, so nothing
// another partition holds changes a score, a rank or a tie. The engine
// makes each namespace a partition, so one tenant's BM25 scores (which its
// capsules' traces carry) reveal nothing about another tenant's memories.
//
// The per-partition N and length sum are kept beside the index-wide ones
// (pst, updated with st); a partition's df is counted at query time: the
// buffer's postings are filtered by slot partition, and a segment's
// postings are read over the partition's ordinal range only.

// partOf returns the partition of ordinal o (o < numDocs).
func (d partDir) partOf(o uint32) Partition {
	i := sort.Search(d.len(), func(i int) bool { return d.entry(i).first > o }) - 1
	if i < 0 {
		return 0
	}
	return d.entry(i).part
}

// addPartStats adds (sign +1) or removes (-1) one doc of length dl from
// partition p's statistics. The caller holds ix.mu for writing.
func (ix *Index) addPartStats(p Partition, dl uint64, sign int) {
	if ix.pst == nil {
		ix.pst = map[Partition]stats{}
	}
	st := ix.pst[p]
	if sign > 0 {
		st.n++
		st.sumLen += dl
	} else {
		st.n--
		st.sumLen -= dl
	}
	if st.n == 0 {
		delete(ix.pst, p)
		return
	}
	ix.pst[p] = st
}

// partDF counts the live docs of partition p holding term: the buffer's,
// plus each segment's over p's ordinal range (offs[si] is the term's
// postings offset in segment si, -1 when absent). The caller holds ix.mu.
func (ix *Index) partDF(p Partition, term string, offs []int) (uint64, error) {
	n := uint64(0)
	for _, b := range ix.buffers() {
		if b == nil || b.parts[p] == nil {
			continue
		}
		if mt := b.term(term); mt != nil {
			for off := mt.head; off != 0; {
				var pairs []uint32
				pairs, off = b.chunk(mt, off)
				for j := 0; j < len(pairs); j += 2 {
					if s := pairs[j]; b.part[s] == p && !b.deleted[s] {
						n++
					}
				}
			}
		}
	}
	for si, l := range ix.segs {
		if offs[si] < 0 {
			continue
		}
		lo, hi, ok := l.seg.parts.find(p)
		if !ok {
			continue
		}
		c, err := l.partCount(p, term, offs[si], lo, hi)
		if err != nil {
			return 0, err
		}
		n += c
	}
	return n, nil
}

// maxPartDFCache bounds one segment's cache of per-partition dfs.
const maxPartDFCache = 1 << 16

// partTerm keys a segment's cached per-partition document frequencies.
type partTerm struct {
	p    Partition
	term string
}

// partCount is countInRange for partition p's range [lo, hi), cached per
// segment until its deletions change (segments are immutable).
func (l *liveSeg) partCount(p Partition, term string, off int, lo, hi uint32) (uint64, error) {
	k := partTerm{p, term}
	l.cacheMu.Lock()
	n, ok := l.partDF[k]
	l.cacheMu.Unlock()
	if ok {
		return n, nil
	}
	n, err := l.countInRange(off, lo, hi)
	if err != nil {
		return 0, err
	}
	l.cacheMu.Lock()
	if l.partDF == nil || len(l.partDF) >= maxPartDFCache {
		l.partDF = map[partTerm]uint64{} // bounded: start over rather than grow
	}
	l.partDF[k] = n
	l.cacheMu.Unlock()
	return n, nil
}

// countInRange counts the live postings of the list at off whose ordinal
// is in [lo, hi).
func (l *liveSeg) countInRange(off int, lo, hi uint32) (uint64, error) {
	m, err := l.meta(off)
	if err != nil {
		return 0, err
	}
	c, err := newCursorAt(l.seg, m, 0, 0, countScorer, lo)
	if err != nil {
		return 0, err
	}
	del := l.delOrNil()
	n := uint64(0)
	for ; c.doc != noMore && c.doc < hi; c.next() {
		if del == nil || !del.Contains(c.doc) {
			n++
		}
	}
	return n, c.err
}

// partScorer returns the BM25 scorer of partition p's statistics,
// reusing the last one made for them: a scorer's norm table is a per-plan
// allocation every partition search and IDFIn would otherwise repeat.
func (ix *Index) partScorer(p Partition) *scorer {
	st := ix.pst[p]
	return ix.partScorers.get(p, st, func() *scorer { return newScorer(ix.opts.K1, ix.opts.B, st) })
}

// partScorerCache holds the scorers of the partitions searched lately,
// each with the statistics it was made of; at partScorerCap entries it
// starts over, so an index with ever more partitions keeps a bounded
// cache.
type partScorerCache struct {
	mu sync.Mutex
	m  map[Partition]*scoredStats
}

const partScorerCap = 4096

func (c *partScorerCache) get(p Partition, st stats, mk func() *scorer) *scorer {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.m[p]; ok && e.st == st {
		return e.sc
	}
	if c.m == nil || len(c.m) >= partScorerCap {
		c.m = make(map[Partition]*scoredStats)
	}
	sc := mk()
	c.m[p] = &scoredStats{st: st, sc: sc}
	return sc
}

// checkPartStats recomputes every partition's statistics from the live
// docs and compares them with pst (Check calls it holding ix.mu).
func checkPartStats(ix *Index) error {
	want := map[Partition]stats{}
	add := func(p Partition, dl uint64) {
		st := want[p]
		st.n++
		st.sumLen += dl
		want[p] = st
	}
	for _, l := range ix.segs {
		for o := 0; o < l.seg.numDocs; o++ {
			if !l.del.Contains(uint32(o)) {
				add(l.seg.parts.partOf(uint32(o)), uint64(decodeNorm(l.seg.norms[o])))
			}
		}
	}
	for _, b := range ix.buffers() {
		if b == nil {
			continue
		}
		for s := range b.ids {
			if !b.deleted[s] {
				add(b.part[s], uint64(decodeNorm(b.norms[s])))
			}
		}
	}
	if len(want) != len(ix.pst) {
		return corruptf("index", "%d partitions hold live docs, statistics kept for %d", len(want), len(ix.pst))
	}
	for p, st := range want {
		if ix.pst[p] != st {
			return corruptf("index", "partition %d: %d docs, len %d; statistics say %d, %d", p, st.n, st.sumLen, ix.pst[p].n, ix.pst[p].sumLen)
		}
	}
	return nil
}
