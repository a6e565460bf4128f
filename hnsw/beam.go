package hnsw

import (
	"math"
	"slices"
)

// beamItem is one node of searchBeam's beam.
type beamItem struct {
	d    float32
	id   uint32
	open bool // not yet expanded
}

// searchBeam is searchLayer when every node is acceptable: the candidate
// min-heap and the result max-heap of the paper's Alg. 2 become one array
// of the best ef nodes found so far, sorted by distance, each flagged
// while unexpanded (the search of NSG and DiskANN). It expands the nodes
// Alg. 2 does, in the same order: Alg. 2's next candidate is the nearest
// unexpanded one, which is in the ef best unless it is worse than all of
// them, where Alg. 2 stops; a candidate evicted from the results is worse
// than every result left, so it would only end the search. (Up to ties: a
// candidate at exactly the worst result's distance is expanded by Alg. 2
// and not here.) One sorted merge of an expansion's scored neighbours
// replaces a push on each heap per neighbour, a pop and a sift, and the
// results come out sorted. It leaves the beam in s.top
// in descending order, which is a valid max-heap.
func (q *query) searchBeam(s *searcher, ep item, ef, l int) {
	s.begin(q.capacity())
	s.visit(ep.id)
	b := append(s.beam[:0], beamItem{ep.d, ep.id, true})
	for next := 0; next < len(b); {
		c := b[next].id
		b[next].open = false
		// The next node to expand is the nearest open one: the next open
		// in the beam unless a neighbour scored now is nearer. Hint the
		// former's list now and the latter's as soon as it is scored.
		nextD := float32(math.Inf(1))
		if l == 0 {
			if j := nextOpen(b, next+1); j < len(b) {
				q.prefetchLinks(b[j].id)
				nextD = b[j].d
			}
		}
		full := len(b) >= ef
		worst := b[len(b)-1].d
		if !q.gather(s, c, l, full && q.bounded) {
			next = nextOpen(b, next+1)
			continue
		}
		q.score(s, full && q.bounded, worst)
		nbuf, dbuf := s.nbuf, s.dbuf[:len(s.nbuf)]
		if l == 0 && len(dbuf) > 0 {
			bj := 0
			for j, d := range dbuf {
				if d < dbuf[bj] {
					bj = j
				}
			}
			if d := dbuf[bj]; d < nextD && (!full || d < worst) {
				q.prefetchLinks(nbuf[bj])
			}
		}
		if full {
			// Drop the neighbours no better than the worst without a
			// branch on each (most fail the test, unpredictably).
			k := 0
			for j, d := range dbuf {
				nbuf[k], dbuf[k] = nbuf[j], d
				k += b2i(d < worst)
			}
			nbuf, dbuf = nbuf[:k], dbuf[:k]
		}
		lo := mergeBeam(&b, nbuf, dbuf, ef)
		next = nextOpen(b, min(lo, next+1))
	}
	s.beam = b
	s.top = s.top[:0]
	for i := len(b) - 1; i >= 0; i-- {
		s.top = append(s.top, item{b[i].d, b[i].id})
	}
}

// nextOpen returns the index of the first unexpanded node at or after i,
// or len(b).
func nextOpen(b []beamItem, i int) int {
	for i < len(b) && !b[i].open {
		i++
	}
	return i
}

// mergeBeam inserts the scored neighbours (nbuf, dbuf) into the sorted beam
// *bp, keeping at most ef nodes, and returns the lowest index a neighbour
// landed at (len of the old beam when none did). The neighbours are first
// sorted among themselves (an insertion sort: there are a few), then merged
// from the back in one pass, so every beam node moves at most once per
// expansion instead of once per neighbour inserted before it.
func mergeBeam(bp *[]beamItem, nbuf []uint32, dbuf []float32, ef int) int {
	b := *bp
	old := len(b)
	k := len(nbuf)
	if k == 0 {
		return old
	}
	for j := 1; j < k; j++ {
		d, n := dbuf[j], nbuf[j]
		p := j
		for ; p > 0 && dbuf[p-1] > d; p-- {
			dbuf[p], nbuf[p] = dbuf[p-1], nbuf[p-1]
		}
		dbuf[p], nbuf[p] = d, n
	}
	total := min(old+k, ef)
	if old == total && dbuf[0] >= b[old-1].d {
		return old
	}
	b = slices.Grow(b, total-old)[:total]
	i, j := old-1, k-1
	// Skip what falls off the end: the worst old+k-total of both lists.
	for drop := old + k - total; drop > 0; drop-- {
		if i >= 0 && (j < 0 || b[i].d > dbuf[j]) {
			i--
		} else {
			j--
		}
	}
	lo := old
	for o := total - 1; j >= 0; o-- {
		if i >= 0 && b[i].d > dbuf[j] {
			b[o] = b[i]
			i--
		} else {
			b[o] = beamItem{dbuf[j], nbuf[j], true}
			lo = o
			j--
		}
	}
	*bp = b
	return lo
}
