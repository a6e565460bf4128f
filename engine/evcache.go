package engine

import (
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
)

// evidenceCacheBytes bounds the evidence cache of one projection set.
const evidenceCacheBytes = 64 << 20

// evidenceCache keeps recently written and recently loaded evidence in
// memory. Evidence is immutable once written and purges replace the whole
// projection set (and with it this cache), so an entry is never stale.
// New evidence enters at commit (write-through: the ledger's AppendResult
// holds the row exactly as it reads back), so a recall right after a write
// does not read it back from the ledger; rows a recall built from the
// stored docs (evdocs.go) enter too, carrying only the fields
// recall.Snapshot.Evidence promises. Eviction is FIFO: cheap and good
// enough for a working set that fits. Each entry also memoizes its
// content's token estimate (fuse.Candidate.Tokens): estimating every
// candidate's text was 7% of a recall's CPU, and content never changes.
// Safe for concurrent use.
type evidenceCache struct {
	mu memMutex // guards all fields, and the tokens of every entry
	// m holds each entry behind a pointer, so get can hand out the
	// (immutable) evidence without copying it: a recall reads ~100 rows.
	m     map[uint32]*cachedEvidence
	fifo  []uint32
	bytes int
	limit int
}

func newEvidenceCache(limit int) *evidenceCache {
	return &evidenceCache{m: make(map[uint32]*cachedEvidence), limit: limit}
}

// cachedEvidence is a cached row and its memoized token estimate.
type cachedEvidence struct {
	ev ledger.Evidence
	// tokens is est.Estimate(ev.Content)+1 under the estimator of the
	// first get that asked, 0 while unknown. An engine has one estimator.
	tokens int32
}

func evidenceSize(ev ledger.Evidence) int {
	return 200 + len(ev.Content) + len(ev.Metadata) + len(ev.Source) + len(ev.ID) + len(ev.Namespace) + len(ev.Speaker)
}

// get returns the cached evidence of seqs, each one's token estimate under
// est (tokens[i] for hit[i]; 0 when est gave a negative count, left for
// fuse to report), and the seqs it does not hold. The evidence is the
// cache's own: callers must not modify it.
func (c *evidenceCache) get(seqs []uint32, est fuse.Estimator) (hit []*ledger.Evidence, tokens []int, miss []uint32) {
	hit = make([]*ledger.Evidence, 0, len(seqs))
	tokens = make([]int, 0, len(seqs))
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, s := range seqs {
		ce, ok := c.m[s]
		if !ok {
			miss = append(miss, s)
			continue
		}
		if ce.tokens == 0 {
			if t := est.Estimate(ce.ev.Content); t >= 0 && t < 1<<30 {
				ce.tokens = int32(t) + 1
			}
		}
		hit = append(hit, &ce.ev)
		tokens = append(tokens, max(int(ce.tokens)-1, 0))
	}
	return hit, tokens, miss
}

func (c *evidenceCache) put(evs []ledger.Evidence) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, ev := range evs {
		if _, ok := c.m[ev.Seq]; ok {
			continue
		}
		c.m[ev.Seq] = &cachedEvidence{ev: ev}
		c.fifo = append(c.fifo, ev.Seq)
		c.bytes += evidenceSize(ev)
	}
	for c.bytes > c.limit && len(c.fifo) > 0 {
		s := c.fifo[0]
		c.fifo = c.fifo[1:]
		c.bytes -= evidenceSize(c.m[s].ev)
		delete(c.m, s)
	}
}
