package engine

import (
	"testing"

	"github.com/evicortex/evicortex/ledger"
)

// TestClaimCacheDropsLoadRacingWrite: a recall's claim load that missed
// before a write invalidated the namespace is not kept, so no later recall
// is served claims read before an acknowledged write.
func TestClaimCacheDropsLoadRacingWrite(t *testing.T) {
	c := newClaimCache()
	stale := []ledger.Claim{{ID: "cl_1", Seq: 1, Value: "light"}}
	key := groupKey("user", "prefers_theme")
	if _, n, ok := c.group(7, key); ok {
		t.Fatal("hit in an empty cache")
	} else {
		c.invalidate(7) // a write lands between the recall's ledger read and its store
		c.keepGroup(7, n, key, stale)
	}
	if _, _, ok := c.group(7, key); ok {
		t.Error("a claim history loaded before an invalidate was kept")
	}
	_, miss, n := c.bySeq(7, []uint32{1})
	c.invalidate(7)
	c.keepSeqs(7, n, stale)
	if found, _, _ := c.bySeq(7, miss); len(found) > 0 {
		t.Error("claims loaded by seq before an invalidate were kept")
	}
	// Without a write in between, loads are kept.
	_, n, _ = c.group(7, key)
	c.keepGroup(7, n, key, stale)
	if g, _, ok := c.group(7, key); !ok || len(g) != 1 {
		t.Errorf("a load with no write in between was not kept: %v %v", g, ok)
	}
}
