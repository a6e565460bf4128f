package engine

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/evicortex/evicortex/ledger"
)

// TestWriteThroughCacheMatchesLedger: evidence enters the cache at commit
// from the ledger's AppendResult; it must be exactly what the ledger reads
// back, or a capsule would differ between a fresh write and a reopen.
func TestWriteThroughCacheMatchesLedger(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	zone := time.FixedZone("x", -7*3600)
	obs := []Observation{
		{Namespace: "a", Source: "s/1", Content: "Käse 😀 at\x00noon", OccurredAt: time.Date(2026, 2, 3, 4, 5, 6, 789, zone),
			Metadata: json.RawMessage(` { "k" : [1, 2.50] } `), IdempotencyKey: "k1"},
		{Namespace: "a", Kind: "fact", Source: "s/2", Content: "the lease ends in June",
			Claims: []ClaimInput{{Subject: "user:maya", Predicate: "lease_end", Value: "June"}}},
	}
	var seqs []uint32
	for _, o := range obs {
		r := mustRemember(t, e, o)
		seqs = append(seqs, e.proj.seqsOf([]string{r.ID})...)
	}
	if _, err := e.RememberBatch(ctx, []Observation{{Namespace: "b", Source: "s", Content: "batch one"}, {Namespace: "b", Source: "s", Content: "batch two"}}); err != nil {
		t.Fatal(err)
	}
	seqs = append(seqs, e.proj.ns["b"].seqs...)
	if len(seqs) != 4 {
		t.Fatalf("seqs = %v, want 4", seqs)
	}
	hit, tokens, miss := e.proj.cache.get(seqs, e.opts.Estimator)
	if len(miss) != 0 || len(hit) != 4 {
		t.Fatalf("cache after writes: %d hits, misses %v; want every new evidence cached", len(hit), miss)
	}
	stored, err := e.led.EvidenceBySeq(ctx, seqs)
	if err != nil {
		t.Fatal(err)
	}
	byseq := make(map[uint32]ledger.Evidence)
	for _, ev := range stored {
		byseq[ev.Seq] = ev
	}
	for i, c := range hit {
		if want := e.opts.Estimator.Estimate(c.Content); tokens[i] != want {
			t.Errorf("cached evidence %d: memoized %d tokens, the estimator says %d", c.Seq, tokens[i], want)
		}
		if !reflect.DeepEqual(*c, byseq[c.Seq]) {
			t.Errorf("cached evidence %d differs from the ledger's:\ncache  %#v\nledger %#v", c.Seq, c, byseq[c.Seq])
		}
	}
}
