package postings

import "math"

// Scoring is Lucene's BM25 (no (k1+1) factor in the numerator):
//
//	idf(t)      = ln(1 + (N - df + 0.5) / (df + 0.5))
//	score(t, d) = idf(t) * tf / (tf + k1 * (1 - b + b * dl / avgdl))
//
// Statistics are index-wide over LIVE documents only, at the moment of the
// search: N is the number of live docs, df(t) the number of live docs that
// contain t, dl the decoded one-byte norm of d and avgdl the mean decoded
// norm of live docs. Unlike Lucene, a deleted document stops counting at
// once, not at the next merge, so merges never change a score. A query's
// term scores are summed in query-term order (first occurrence, duplicates
// removed), so every code path produces bit-identical floats.

// stats are the index-wide statistics of one snapshot.
type stats struct {
	n      uint64 // live docs
	sumLen uint64 // sum of decoded norms of live docs
}

// scorer holds the per-query constants of BM25.
type scorer struct {
	k1, b float64
	// normPart[n] = k1 * (1 - b + b * decode(n) / avgdl)
	normPart [256]float64
}

func newScorer(k1, b float64, st stats) *scorer {
	s := &scorer{k1: k1, b: b}
	avgdl := 1.0
	if st.n > 0 && st.sumLen > 0 {
		avgdl = float64(st.sumLen) / float64(st.n)
	}
	for i := range s.normPart {
		s.normPart[i] = k1 * (1 - b + b*decodedNorms[i]/avgdl)
	}
	return s
}

// idf is Lucene's BM25 idf.
func idf(n, df uint64) float64 {
	return math.Log(1 + (float64(n)-float64(df)+0.5)/(float64(df)+0.5))
}

// score is the contribution of one term with weight w (its idf) to a doc.
func (s *scorer) score(w float64, tf uint32, nb byte) float64 {
	f := float64(tf)
	return w * (f / (f + s.normPart[nb]))
}

// scoredStats is a scorer with the statistics it was built from.
type scoredStats struct {
	st stats
	sc *scorer
}

// scorer returns the scorer of the current statistics, reusing the last
// one built while no write has changed them (a scorer is 2 KB and 256
// divisions). The caller holds ix.mu; concurrent readers may both build
// one, and either may be kept.
func (ix *Index) scorer() *scorer {
	if c := ix.lastScorer.Load(); c != nil && c.st == ix.st {
		return c.sc
	}
	sc := newScorer(ix.opts.K1, ix.opts.B, ix.st)
	ix.lastScorer.Store(&scoredStats{st: ix.st, sc: sc})
	return sc
}
