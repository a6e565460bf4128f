package postings

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/RoaringBitmap/roaring/v2"
)

// Check verifies the whole index: for every segment, that docs are in
// (partition, id) order with a directory and id order to match, that the
// dictionary is strictly sorted, every postings list decodes with increasing in-range
// ordinals and the stated df, and block and term maxima bound (and equal)
// the best posting score under two different BM25 settings; that deletions
// are in range; and that the live set and statistics match the segments and
// the write buffer. It is slow (it decodes everything) and meant for tests.
func Check(ix *Index) error {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	if ix.closed {
		return ErrClosed
	}
	live := roaring.New()
	var st stats
	for _, l := range ix.segs {
		if err := checkSegment(l.seg); err != nil {
			return fmt.Errorf("check segment %016x: %w", l.gen, err)
		}
		if !l.del.IsEmpty() && l.del.Maximum() >= uint32(l.seg.numDocs) {
			return corruptf("deletions", "segment %016x deletes ordinal %d of %d", l.gen, l.del.Maximum(), l.seg.numDocs)
		}
		if err := addLive(live, &st, l); err != nil {
			return err
		}
	}
	for _, b := range ix.buffers() {
		if b == nil {
			continue
		}
		if err := checkBuffer(b); err != nil {
			return err
		}
		for s, id := range b.ids {
			if !b.deleted[s] {
				if live.CheckedAdd(id) == false {
					return corruptf("buffer", "doc %d live twice", id)
				}
				st.n++
				st.sumLen += uint64(decodeNorm(b.norms[s]))
			}
		}
	}
	if !live.Equals(ix.live) || st != ix.st {
		return corruptf("index", "live set/stats (%d docs, len %d) differ from index (%d docs, len %d)",
			st.n, st.sumLen, ix.st.n, ix.st.sumLen)
	}
	return checkPartStats(ix)
}

func addLive(live *roaring.Bitmap, st *stats, l *liveSeg) error {
	for o := 0; o < l.seg.numDocs; o++ {
		if l.del.Contains(uint32(o)) {
			continue
		}
		if !live.CheckedAdd(l.seg.id(uint32(o))) {
			return corruptf("index", "doc %d live twice", l.seg.id(uint32(o)))
		}
		st.n++
		st.sumLen += uint64(decodeNorm(l.seg.norms[o]))
	}
	return nil
}

// checkScorers are two BM25 settings the stored impacts must bound.
var checkScorers = []*scorer{
	newScorer(1.2, 0.75, stats{n: 10, sumLen: 70}),
	newScorer(2.0, 0.3, stats{n: 10, sumLen: 900}),
}

// checkSegment re-validates the doc order and decodes every term of s.
func checkSegment(s *segment) error {
	for i := 0; i < s.parts.len(); i++ {
		if err := s.ids.increasingIn(s.parts.bounds(i)); err != nil {
			return err
		}
	}
	if _, err := openIDOrder(s.order.section(), s.ids, s.parts.len()); err != nil {
		return err
	}
	it := s.terms()
	var prev []byte
	n, end := 0, 0
	for it.next() {
		if n > 0 && bytes.Compare(prev, it.term) >= 0 {
			return corruptf("dict", "term %d %q not after %q", n, it.term, prev)
		}
		prev = append(prev[:0], it.term...)
		if end > 0 && it.off != end {
			return corruptf("postings", "term %q starts at %d, previous list ended at %d", it.term, it.off, end)
		}
		var err error
		if end, err = checkPostings(s, it.off); err != nil {
			return fmt.Errorf("term %q: %w", it.term, err)
		}
		n++
	}
	if it.err != nil {
		return it.err
	}
	if n > 0 && end != len(s.post) {
		return corruptf("postings", "%d trailing bytes", len(s.post)-end)
	}
	if n != s.numTerms {
		return corruptf("dict", "%d terms, header says %d", n, s.numTerms)
	}
	return nil
}

// checkPostings decodes one postings list under each check scorer.
// It returns the offset just past the list.
func checkPostings(s *segment, off int) (int, error) {
	end := 0
	for _, sc := range checkScorers {
		c, err := openCursor(s, off, 0, 1, sc)
		if err != nil {
			return 0, err
		}
		if err := checkCursor(s, c, sc); err != nil {
			return 0, err
		}
		end = c.blockEnd
	}
	return end, nil
}

func checkCursor(s *segment, c *cursor, sc *scorer) error {
	var all, blk [2][]uint32 // tfs, norms as uint32
	count, prev := 0, int64(-1)
	for c.doc != noMore {
		b := c.blk
		if int64(c.doc) <= prev {
			return corruptf("postings", "ordinal %d not increasing", c.doc)
		}
		prev = int64(c.doc)
		blk[0], blk[1] = append(blk[0], c.tf()), append(blk[1], uint32(s.norms[c.doc]))
		all[0], all[1] = append(all[0], c.tf()), append(all[1], uint32(s.norms[c.doc]))
		count++
		c.next()
		if c.blk != b || c.doc == noMore {
			if err := checkBound(sc, c.blockMax(b), blk, c.m.termF == nil); err != nil {
				return fmt.Errorf("block %d: %w", b, err)
			}
			blk[0], blk[1] = blk[0][:0], blk[1][:0]
		}
	}
	if c.err != nil {
		return c.err
	}
	if count != c.df {
		return corruptf("postings", "%d postings, df says %d", count, c.df)
	}
	return checkBound(sc, c.maxScore, all, c.m.termF == nil)
}

// checkBound requires a stored max to equal the one recomputed from the
// postings' frontier and to bound every posting's score.
// A single-block list stores no impacts: its max must be the exact best.
func checkBound(sc *scorer, got float64, p [2][]uint32, exact bool) error {
	nbs := make([]byte, len(p[1]))
	for i, n := range p[1] {
		nbs[i] = byte(n)
	}
	want := sc.maxScore(1, frontier(p[0], nbs))
	if exact {
		want = bestScore(sc, p)
	}
	if got != want {
		return corruptf("postings impacts", "stored max %v, recomputed %v", got, want)
	}
	if best := bestScore(sc, p); got < best {
		return corruptf("postings impacts", "stored max %v below best posting %v", got, best)
	}
	return nil
}

// bestScore is the exact best score among postings (tfs, norms).
func bestScore(sc *scorer, p [2][]uint32) float64 {
	m := 0.0
	for i, tf := range p[0] {
		m = max(m, sc.score(1, tf, byte(p[1][i])))
	}
	return m
}

// checkBuffer verifies that each term's slot list and live count, each
// slot's forward entry and each partition's slot list describe the same
// documents.
func checkBuffer(m *memBuffer) error {
	pairs := 0
	for i := range m.terms {
		mt := &m.terms[i]
		t := m.lex.term(mt.term)
		if l, ok := m.lex.local(mt.term, m.gen); !ok || l != uint32(i) || mt.id != uint32(i) {
			return corruptf("buffer", "term %q has id %d out of place", t, mt.id)
		}
		if got := m.term(string(t)); got != mt {
			return corruptf("buffer", "term %q not found by lookup", t)
		}
		n, err := checkTermPostings(m, mt, t)
		if err != nil {
			return err
		}
		pairs += n
	}
	if pairs != len(m.fwd) || len(m.fwdOff) != len(m.ids)+1 {
		return corruptf("buffer", "%d postings, %d forward entries", pairs, len(m.fwd))
	}
	return checkBufferParts(m)
}

// checkTermPostings verifies one buffer term's chunks against the
// forward index and its live count; it returns its number of postings.
func checkTermPostings(m *memBuffer, mt *memTerm, t []byte) (int, error) {
	live, n, prev := 0, 0, int64(-1)
	for off := mt.head; off != 0; {
		var pairs []uint32
		pairs, off = m.chunk(mt, off)
		for j := 0; j+1 < len(pairs); j += 2 {
			s, tf := pairs[j], pairs[j+1]
			if int64(s) <= prev || int(s) >= len(m.ids) {
				return 0, corruptf("buffer", "term %q slots not ascending", t)
			}
			prev = int64(s)
			k := slices.IndexFunc(m.fwd[m.fwdOff[s]:m.fwdOff[s+1]], func(e termTF) bool { return e.id == mt.id })
			if k < 0 || m.fwd[int(m.fwdOff[s])+k].tf != tf {
				return 0, corruptf("buffer", "term %q slot %d missing from the forward index", t, s)
			}
			if !m.deleted[s] {
				live++
			}
			n++
		}
	}
	if live != int(mt.live) || n != int(mt.n) {
		return 0, corruptf("buffer", "term %q live df %d of %d, counted %d of %d", t, mt.live, mt.n, live, n)
	}
	return n, nil
}

func checkBufferParts(m *memBuffer) error {
	slots := 0
	for p, mp := range m.parts {
		live, pairs := 0, 0
		for j, s := range mp.slots {
			if (j > 0 && s <= mp.slots[j-1]) || m.part[s] != p {
				return corruptf("buffer", "partition %d slot %d out of place", p, s)
			}
			if !m.deleted[s] {
				live++
				pairs += int(m.fwdOff[s+1] - m.fwdOff[s])
				if got, ok := m.slotOf(m.ids[s]); !ok || got != int32(s) {
					return corruptf("buffer", "doc %d not mapped to slot %d", m.ids[s], s)
				}
			}
		}
		if live != mp.live || pairs != mp.pairs {
			return corruptf("buffer", "partition %d counts %d/%d, want %d/%d", p, mp.live, mp.pairs, live, pairs)
		}
		slots += len(mp.slots)
	}
	if slots != len(m.ids) || (!m.ascending && len(m.slot) != m.docs()) {
		return corruptf("buffer", "%d slots in partitions, %d in buffer", slots, len(m.ids))
	}
	return nil
}
