package postings

import "sort"

// impact is a (term frequency, norm byte) pair. BM25 grows with tf and
// shrinks with the norm, so the score of any posting is bounded by the best
// point of a set of impacts that dominates it. Storing such pairs instead of
// scores keeps block maxima exact for any k1, b and avgdl.
type impact struct {
	tf uint32
	nb byte
}

// maxFrontier caps the stored impacts per block; larger frontiers are
// coarsened by merging neighbours into a point that dominates both.
const maxFrontier = 8

// frontier returns the Pareto frontier of (tf, norm) over postings, ordered
// by norm ascending (tf strictly ascending along it), at most maxFrontier.
func frontier(tfs []uint32, nbs []byte) []impact {
	var best [256]uint32
	var seen [256]bool
	for i, tf := range tfs {
		nb := nbs[i]
		seen[nb] = true
		if tf > best[nb] {
			best[nb] = tf
		}
	}
	var out []impact
	var top uint32
	for nb := 0; nb < 256; nb++ {
		if seen[nb] && best[nb] > top {
			out = append(out, impact{tf: best[nb], nb: byte(nb)})
			top = best[nb]
		}
	}
	for len(out) > maxFrontier {
		out = coarsen(out)
	}
	return out
}

// coarsen halves a frontier; each merged point takes the larger tf and the
// smaller norm of its pair, so it still dominates every posting.
func coarsen(f []impact) []impact {
	out := f[:0:0]
	for i := 0; i < len(f); i += 2 {
		if i+1 == len(f) {
			out = append(out, f[i])
			break
		}
		out = append(out, impact{tf: f[i+1].tf, nb: f[i].nb})
	}
	return out
}

// mergeFrontiers returns a frontier dominating all of fs.
func mergeFrontiers(fs [][]impact) []impact {
	var tfs []uint32
	var nbs []byte
	for _, f := range fs {
		for _, p := range f {
			tfs = append(tfs, p.tf)
			nbs = append(nbs, p.nb)
		}
	}
	return frontier(tfs, nbs)
}

// dominates reports whether every point of sub is dominated by some point
// of f (used by Check).
func dominates(f, sub []impact) bool {
	for _, p := range sub {
		i := sort.Search(len(f), func(i int) bool { return f[i].tf >= p.tf })
		ok := false
		for ; i < len(f); i++ {
			if f[i].nb <= p.nb {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// maxScore is the best BM25 contribution any point of f can give.
func (s *scorer) maxScore(w float64, f []impact) float64 {
	m := 0.0
	for _, p := range f {
		if v := s.score(w, p.tf, p.nb); v > m {
			m = v
		}
	}
	return m
}
