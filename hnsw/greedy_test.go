package hnsw

import "testing"

// TestDescentEqualsRescan checks the greedy descent, which scores a node at
// most once per descent, against the paper's greedy walk (Alg. 2 with
// ef 1, as hnswlib runs it), which scores every neighbour on every hop: on
// every level both must stop at the same node, and the descent must score
// fewer vectors in all.
func TestDescentEqualsRescan(t *testing.T) {
	const seed, dim = 7, 32
	data, queries := clusteredSet(t, seed, scaled(5000), 100, dim, 10)
	for _, m := range []Metric{Cosine, Dot, L2} {
		for _, qz := range []Quantization{Float32, Int8} {
			g := build(t, Config{Dim: dim, Metric: m, M: 8, EfConstruction: 40, Quantization: qz, Seed: seed}, data)
			e := g.entry.Load()
			if entryLevel(e) < 2 {
				t.Fatalf("metric=%v quant=%v: entry level %d, want a graph of 3 levels or more", m, qz, entryLevel(e))
			}
			var scored, rescanned int
			for qi, qv := range queries {
				s := g.getSearcher()
				q := g.prepare(s, qv, qz == Int8)
				for stop := entryLevel(e) - 1; stop >= 0; stop-- {
					q.nDist = 0
					got := q.descend(s, e, stop)
					scored += q.nDist
					q.nDist = 0
					want := rescanDescent(q, s, e, stop)
					rescanned += q.nDist
					if got != want {
						t.Fatalf("metric=%v quant=%v query %d down to level %d: descent stopped at %+v, rescanning walk at %+v", m, qz, qi, stop+1, got, want)
					}
				}
				g.pool.Put(s)
			}
			if scored >= rescanned {
				t.Errorf("metric=%v quant=%v: descent scored %d vectors, rescanning walk %d: want fewer", m, qz, scored, rescanned)
			}
			t.Logf("metric=%v quant=%v: descent scored %d vectors, rescanning walk %d", m, qz, scored, rescanned)
		}
	}
}

// rescanDescent is the greedy descent that scores every neighbour of the
// current node on every hop (the batch kernel, as greedy does, so the
// distances are bit for bit the same).
func rescanDescent(q *query, s *searcher, e uint64, stop int) item {
	ep := item{q.dist(entryID(e)), entryID(e)}
	for l := entryLevel(e); l > stop; l-- {
		for changed := true; changed; {
			changed = false
			list := q.links(ep.id, l)
			s.nbuf = s.nbuf[:0]
			s.batch.reset()
			for j := 1; j <= degreeOf(list); j++ {
				c, i := q.at(list[j])
				s.nbuf = append(s.nbuf, list[j])
				q.keep(&s.batch, c, i)
			}
			q.scoreBatch(s)
			q.nDist += len(s.nbuf)
			for j, nb := range s.nbuf {
				if d := s.dbuf[j]; d < ep.d {
					ep, changed = item{d, nb}, true
				}
			}
		}
	}
	return ep
}
