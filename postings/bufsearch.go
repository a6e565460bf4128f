package postings

import (
	"slices"
	"sync"

	"github.com/RoaringBitmap/roaring/v2"
)

// Write-buffer search. The buffer holds at most FlushDocs docs, so it is
// scored exhaustively, term at a time: each query term's slot list adds
// its contribution into a per-slot accumulator, in query-term order, so
// every sum is formed in the same order as the segment path's. The filter
// is first turned into a bitset over slots (live slots it allows), so the
// inner loop tests one bit per posting instead of searching the filter.

// bufScratch is the per-query scratch of searchBuffer; acc and matched are
// zero outside a search (searchBuffer resets the slots it touched).
type bufScratch struct {
	allow   []uint64  // bit per slot: live and allowed by the filter
	acc     []float64 // score sum per slot
	matched []uint32  // query terms matched per slot
	terms   []uint64  // which query terms matched per slot (Hit.Terms)
	touched []uint32  // slots with matched > 0, in first-touch order
}

// scratchList keeps a buffer's search scratch between queries. A
// sync.Pool would be emptied by every GC, and each refill costs
// 12 bytes per buffered doc, so the buffer keeps up to maxFreeScratch
// (one per concurrent search) for as long as it lives.
type scratchList struct {
	mu   sync.Mutex // guards free
	free []*bufScratch
}

const maxFreeScratch = 8

// get returns scratch for a buffer of n slots. Capacity at least doubles
// when it grows, so a buffer that gains a doc per query does not
// reallocate on every query.
func (l *scratchList) get(n int) *bufScratch {
	l.mu.Lock()
	var s *bufScratch
	if k := len(l.free); k > 0 {
		s, l.free = l.free[k-1], l.free[:k-1]
	}
	l.mu.Unlock()
	if s == nil {
		s = new(bufScratch)
	}
	if c := cap(s.acc); c < n {
		c = max(n, 2*c)
		s.acc, s.matched, s.terms = make([]float64, c), make([]uint32, c), make([]uint64, c)
	}
	s.acc, s.matched, s.terms = s.acc[:n], s.matched[:n], s.terms[:n]
	return s
}

func (l *scratchList) put(s *bufScratch) {
	l.mu.Lock()
	if len(l.free) < maxFreeScratch {
		l.free = append(l.free, s)
	}
	l.mu.Unlock()
}

// searchBuffer offers the write buffer's matching live docs allowed by
// filter (nil allows all) to top. With all set, only docs holding every
// term match.
func searchBuffer(m *memBuffer, sc *scorer, terms []string, ws []float64, filter *roaring.Bitmap, top *topK, all bool) {
	if m.docs() == 0 {
		return
	}
	var small [8]*memTerm
	lists := small[:0]
	for _, t := range terms {
		l := m.term(t)
		if l == nil && all {
			return
		}
		lists = append(lists, l)
	}
	s := m.scratch.get(len(m.ids))
	defer m.scratch.put(s)
	s.scoreLists(m, lists, sc, ws, s.allowed(m, filter), top, all)
}

// scoreLists scores the terms' slot lists (nil for a term the buffer
// lacks) into the accumulators, over the slots allow holds (nil: all),
// and offers the matches to top.
func (s *bufScratch) scoreLists(m *memBuffer, lists []*memTerm, sc *scorer, ws []float64, allow []uint64, top *topK, all bool) {
	for i, l := range lists {
		if l != nil {
			s.addTerm(m, l, sc, ws[i], allow, all, uint32(i))
		}
	}
	for _, d := range s.touched {
		if n := s.matched[d]; !all || int(n) == len(lists) {
			top.offer(Hit{Doc: m.ids[d], Score: s.acc[d], Matched: int(n), Terms: s.terms[d]})
		}
		s.acc[d], s.matched[d], s.terms[d] = 0, 0, 0
	}
	s.touched = s.touched[:0]
}

// Partition search of the buffer. Two exact ways, the cheaper chosen per
// query: scan the partition's slots through the forward index (cost: its
// docs times the query terms), or walk the whole buffer's lists of the
// query terms over a bitset of the partition's allowed slots (cost: those
// lists plus the partition's docs). A small partition takes the first, a
// partition holding most of the buffer the second.

// forceBufScan and forceBufLists make tests exercise either path.
var forceBufScan, forceBufLists = false, false

// searchBufferIn offers the matching live docs of partition p allowed by
// filter (nil allows all) to top; with all set, only docs holding every
// term match.
func searchBufferIn(m *memBuffer, p Partition, sc *scorer, terms []string, ws []float64, filter *roaring.Bitmap, top *topK, all bool) {
	mp := m.parts[p]
	if mp == nil || mp.live == 0 {
		return
	}
	var small [8]*memTerm
	lists := small[:0]
	listCost := len(mp.slots)
	for _, t := range terms {
		l := m.term(t)
		if l == nil && all {
			return
		}
		if l != nil {
			listCost += int(l.n)
		}
		lists = append(lists, l)
	}
	scanCost := mp.live + mp.pairs*len(terms)/8 // a doc, and a cheap compare per query term per doc term
	if (scanCost <= listCost || forceBufScan) && !forceBufLists {
		scanPartition(m, mp, lists, sc, ws, filter, top, all)
		return
	}
	s := m.scratch.get(len(m.ids))
	defer m.scratch.put(s)
	s.scoreLists(m, lists, sc, ws, s.allowedIn(m, mp, filter), top, all)
}

// allowedIn returns the bitset of mp's live slots the filter allows.
func (s *bufScratch) allowedIn(m *memBuffer, mp *memPart, filter *roaring.Bitmap) []uint64 {
	n := (len(m.ids) + 63) / 64
	if cap(s.allow) < n {
		s.allow = make([]uint64, n)
	}
	s.allow = s.allow[:n]
	clear(s.allow)
	for _, d := range mp.slots {
		if !m.deleted[d] && (filter == nil || filter.Contains(m.ids[d])) {
			s.allow[d>>6] |= 1 << (d & 63)
		}
	}
	return s.allow
}

// scanPartition scores each live, allowed slot of mp by looking the query
// terms up in its forward-index entry, summing in query-term order as
// every other path does.
func scanPartition(m *memBuffer, mp *memPart, lists []*memTerm, sc *scorer, ws []float64, filter *roaring.Bitmap, top *topK, all bool) {
	for _, d := range mp.slots {
		if m.deleted[d] || (filter != nil && !filter.Contains(m.ids[d])) {
			continue
		}
		fwd := m.fwd[m.fwdOff[d]:m.fwdOff[d+1]]
		h := Hit{Doc: m.ids[d]}
		for i, l := range lists {
			if l == nil {
				continue
			}
			for _, e := range fwd {
				if e.id == l.id {
					h.Score += sc.score(ws[i], e.tf, m.norms[d])
					h.Matched++
					h.Terms |= termBit(i)
					break
				}
			}
		}
		if h.Matched > 0 && (!all || h.Matched == len(lists)) {
			top.offer(h)
		}
	}
}

// addTerm adds term i's contribution to the allowed slots of its list.
// With all set, a slot that missed an earlier term can no longer match,
// so it is skipped.
func (s *bufScratch) addTerm(m *memBuffer, l *memTerm, sc *scorer, w float64, allow []uint64, all bool, i uint32) {
	for off := l.head; off != 0; {
		var pairs []uint32
		pairs, off = m.chunk(l, off)
		for j := 0; j+1 < len(pairs); j += 2 {
			d := pairs[j]
			if allow != nil && allow[d>>6]&(1<<(d&63)) == 0 {
				continue
			}
			if all && s.matched[d] != i {
				continue
			}
			if s.matched[d] == 0 {
				s.touched = append(s.touched, d)
			}
			s.acc[d] += sc.score(w, pairs[j+1], m.norms[d])
			s.matched[d]++
			s.terms[d] |= termBit(int(i))
		}
	}
}

// allowed returns the bitset of live slots the filter allows, or nil when
// every slot is live and allowed.
func (s *bufScratch) allowed(m *memBuffer, filter *roaring.Bitmap) []uint64 {
	if filter == nil && m.ndel == 0 {
		return nil
	}
	n := (len(m.ids) + 63) / 64
	if cap(s.allow) < n {
		s.allow = make([]uint64, n)
	}
	s.allow = s.allow[:n]
	clear(s.allow)
	switch {
	case filter == nil:
		for d, del := range m.deleted {
			if !del {
				s.allow[d>>6] |= 1 << (d & 63)
			}
		}
	case m.ascending && filterInRange(filter, m.ids[0], m.ids[len(m.ids)-1]) <= uint64(4*len(m.ids)):
		s.mergeFilter(m, filter)
	default:
		for d, id := range m.ids {
			if !m.deleted[d] && filter.Contains(id) {
				s.allow[d>>6] |= 1 << (d & 63)
			}
		}
	}
	return s.allow
}

// mergeFilter sets the bits of the live slots whose ids the filter holds,
// walking the filter's values within the buffer's id range and finding
// each one by galloping search forward in the (strictly ascending) slot
// ids: consecutive filter values are usually a few slots apart.
func (s *bufScratch) mergeFilter(m *memBuffer, filter *roaring.Bitmap) {
	ids, last := m.ids, m.ids[len(m.ids)-1]
	it := filter.Iterator()
	it.AdvanceIfNeeded(ids[0])
	d := 0
	for it.HasNext() {
		v := it.Next()
		if v > last {
			return
		}
		if d += gallop(ids[d:], v); d < len(ids) && ids[d] == v && !m.deleted[d] {
			s.allow[d>>6] |= 1 << (d & 63)
		}
	}
}

// gallop returns the index of the first element of the ascending ids that
// is >= v (len(ids) if none), in O(log i) steps for answer i.
func gallop(ids []uint32, v uint32) int {
	if len(ids) == 0 || ids[0] >= v {
		return 0
	}
	lo, step := 0, 1 // ids[lo] < v
	for lo+step < len(ids) && ids[lo+step] < v {
		lo += step
		step *= 2
	}
	hi := min(lo+step, len(ids)) // ids[hi] >= v, or hi is the end
	i, _ := slices.BinarySearch(ids[lo+1:hi], v)
	return lo + 1 + i
}

// filterInRange counts the filter's values in [lo, hi].
func filterInRange(filter *roaring.Bitmap, lo, hi uint32) uint64 {
	n := filter.Rank(hi)
	if lo > 0 {
		n -= filter.Rank(lo - 1)
	}
	return n
}
