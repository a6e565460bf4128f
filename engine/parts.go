package engine

import (
	"strings"
	"sync"

	"github.com/evicortex/evicortex/hnsw"
	"github.com/evicortex/evicortex/recall"
)

// A piece of evidence that says several things (a long turn, a session of
// turns, a bullet list) has one embedding that is the blur of all of them,
// so a question about one of them can rank it below shorter texts. The
// dense index therefore also embeds each part of such a text (its lines and
// sentences) and scores a hit by partScore: half its whole text's cosine,
// half the best of its whole text's and parts' cosines, as late-interaction
// retrievers score a document by its best matching piece, tempered by what
// the text as a whole is about (a turn about something else that mentions
// the topic in passing gets half the credit). The parts are stored in the
// ledger with the whole text's vector (ledger.Vector: one row, one journal
// entry, purged together), so a rebuild never needs the encoder.
//
// The split is deterministic and uses no language rules beyond punctuation:
// a line break ends a part, and so does '.', '!', '?' or ';' followed by
// white space or the end; a part shorter than minPartBytes joins the one
// before it (the first joins the next); at most maxParts parts are kept
// (the whole text's vector still covers the rest). A text of one part has
// no parts. Measured in bench/results/README.md ("Parts").
const (
	minPartBytes = 25
	maxParts     = 16
	// denseRescorePool is how many whole-text hits the dense search
	// rescores by their parts before it keeps its k best: a hit whose
	// whole text ranks below the pool is not rescored (an exact scan of
	// the namespace when it is that small).
	denseRescorePool = 128
)

// partScore is the dense score of a text with parts: the mean of its whole
// text's cosine and the best of that and its parts' (bestPart). Scoring by
// the best part alone ranked the LongMemEval-S proxy's sessions better
// still but put passing mentions above the statements in raw conversations
// (bench/results/README.md, "Parts").
func partScore(whole, bestPart float64) float64 {
	return (whole + max(whole, bestPart)) / 2
}

// splitParts returns text's parts, or nil when it has fewer than two.
func splitParts(text string) []string {
	var out []string
	add := func(p string) {
		if p = strings.TrimSpace(p); p == "" {
			return
		}
		if n := len(out); n > 0 && len(out[n-1]) < minPartBytes {
			out[n-1] += " " + p
			return
		}
		out = append(out, p)
	}
	start := 0
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '\n':
			add(text[start:i])
			start = i + 1
		case c == '.' || c == '!' || c == '?' || c == ';':
			if i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n' || text[i+1] == '\t' || text[i+1] == '\r' {
				add(text[start : i+1])
				start = i + 1
			}
		}
	}
	add(text[start:])
	if n := len(out); n > 1 && len(out[n-1]) < minPartBytes {
		out[n-2] += " " + out[n-1]
		out = out[:n-1]
	}
	if len(out) < 2 {
		return nil
	}
	return out[:min(len(out), maxParts)]
}

// partStore holds the part vectors of the evidence that has parts, each
// evidence's parts concatenated (dims floats apiece), in memory: 4·dims
// bytes a part (1.5 KiB at 384 dims), beside the graph's copy of the whole
// texts' vectors. It is rebuilt with the projections (a purge rebuilds
// them, so purged evidence leaves it).
type partStore struct {
	mu    sync.RWMutex
	dims  int
	m     map[uint32][]float32
	parts int // part vectors in m
}

func newPartStore(dims int) *partStore {
	return &partStore{dims: dims, m: make(map[uint32][]float32)}
}

// put keeps the parts of seq (a row's values after the whole text's
// vector); an empty slice keeps nothing.
func (s *partStore) put(seq uint32, parts []float32) {
	if len(parts) == 0 {
		return
	}
	s.mu.Lock()
	s.parts += (len(parts) - len(s.m[seq])) / s.dims
	s.m[seq] = parts
	s.mu.Unlock()
}

// count is how many part vectors the store holds.
func (s *partStore) count() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.parts
}

// rescore replaces the cosine of each hit that has parts by partScore,
// under one read lock for the whole list (the vectors are unit length, so
// a dot product is a cosine).
func (s *partStore) rescore(hits []recall.DenseHit, q []float32) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for i := range hits {
		ps, ok := s.m[hits[i].Seq]
		if !ok {
			continue
		}
		best := float32(-2)
		for off := 0; off+s.dims <= len(ps); off += s.dims {
			best = max(best, -hnsw.Distance(hnsw.Dot, q, ps[off:off+s.dims]))
		}
		hits[i].Cosine = partScore(hits[i].Cosine, float64(best))
	}
}
