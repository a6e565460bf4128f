package engine

import (
	"sync"

	"github.com/evicortex/evicortex/ledger"
)

// evidenceCacheBytes bounds the evidence cache of one projection set.
const evidenceCacheBytes = 64 << 20

// evidenceCache keeps recently written and recently loaded evidence in
// memory. Evidence is immutable once written and purges replace the whole
// projection set (and with it this cache), so an entry is never stale.
// New evidence enters at commit (write-through: the ledger's AppendResult
// holds the row exactly as it reads back), so a recall right after a write
// does not read it back from the ledger. Eviction is FIFO: cheap and good
// enough for a working set that fits. Safe for concurrent use.
type evidenceCache struct {
	mu    sync.Mutex // guards all fields
	m     map[uint32]ledger.Evidence
	fifo  []uint32
	bytes int
	limit int
}

func newEvidenceCache(limit int) *evidenceCache {
	return &evidenceCache{m: make(map[uint32]ledger.Evidence), limit: limit}
}

func evidenceSize(ev ledger.Evidence) int {
	return 200 + len(ev.Content) + len(ev.Metadata) + len(ev.Source) + len(ev.ID) + len(ev.Namespace)
}

// get returns the cached evidence of seqs and the seqs it does not hold.
func (c *evidenceCache) get(seqs []uint32) (hit []ledger.Evidence, miss []uint32) {
	hit = make([]ledger.Evidence, 0, len(seqs))
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, s := range seqs {
		if ev, ok := c.m[s]; ok {
			hit = append(hit, ev)
		} else {
			miss = append(miss, s)
		}
	}
	return hit, miss
}

func (c *evidenceCache) put(evs []ledger.Evidence) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, ev := range evs {
		if _, ok := c.m[ev.Seq]; ok {
			continue
		}
		c.m[ev.Seq] = ev
		c.fifo = append(c.fifo, ev.Seq)
		c.bytes += evidenceSize(ev)
	}
	for c.bytes > c.limit && len(c.fifo) > 0 {
		s := c.fifo[0]
		c.fifo = c.fifo[1:]
		c.bytes -= evidenceSize(c.m[s])
		delete(c.m, s)
	}
}
