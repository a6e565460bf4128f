package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/fuse"
)

var vocab = strings.Fields(`alice bob maya varun porto lyon berlin tea coffee dark light theme
	editor car tesla bike dog cat sister job engineer teacher moved lives prefers switched bought
	february march yesterday concert pizza sushi garden rain blue green piano guitar marathon`)

func randomText(r *rand.Rand, n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = vocab[r.IntN(len(vocab))]
	}
	return strings.Join(w, " ")
}

// fillRandom writes evidence with claims into several namespaces and
// returns which evidence ids belong to which namespace.
func fillRandom(t testing.TB, e *Engine, r *rand.Rand, namespaces []string, perNS int) map[string]map[string]bool {
	owner := make(map[string]map[string]bool)
	start := date("2025-01-01")
	for _, ns := range namespaces {
		owner[ns] = make(map[string]bool)
		var batch []Observation
		for i := 0; i < perNS; i++ {
			o := Observation{Namespace: ns, Content: randomText(r, 3+r.IntN(30)),
				Source: fmt.Sprintf("chat/%s/%d", ns, i), OccurredAt: start.Add(time.Duration(i) * 37 * time.Hour)}
			if r.IntN(3) == 0 {
				pred := []string{"lives_in", "prefers_theme", "drives"}[r.IntN(3)]
				o.Claims = []ClaimInput{{Subject: "user:" + vocab[r.IntN(4)], Predicate: pred, Value: vocab[4+r.IntN(10)]}}
			}
			batch = append(batch, o)
		}
		rs, err := e.RememberBatch(context.Background(), batch)
		if err != nil {
			t.Fatal(err)
		}
		for _, rc := range rs {
			owner[ns][rc.ID] = true
		}
	}
	return owner
}

func TestPropertyIsolationAndBudget(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 7))
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	nss := []string{"team-a/u1", "team-a/u2", "team-b/u1"}
	owner := fillRandom(t, e, r, nss, 120)
	estimators := []fuse.Estimator{fuse.DefaultEstimator(), fuse.CharEstimator(1), fuse.CharEstimator(3), fuse.CharEstimator(8)}
	for i := 0; i < 150; i++ {
		ns := nss[r.IntN(len(nss))]
		e.opts.Estimator = estimators[r.IntN(len(estimators))]
		q := Query{Namespace: ns, Text: randomText(r, 1+r.IntN(6)), BudgetTokens: 1 + r.IntN(800),
			Now: date("2026-06-01")}
		if r.IntN(3) == 0 {
			q.Text += " in March 2025"
		}
		c, err := e.Recall(ctx, q)
		if err != nil {
			t.Fatalf("seed %d: recall %q: %v", seed, q.Text, err)
		}
		if c.UsedTokens > q.BudgetTokens {
			t.Fatalf("seed %d: used %d > budget %d", seed, c.UsedTokens, q.BudgetTokens)
		}
		sum := 0
		for _, it := range c.Items {
			sum += it.Tokens
			for _, id := range it.EvidenceIDs {
				if !owner[ns][id] {
					t.Fatalf("seed %d: capsule for %s cites %s from another namespace", seed, ns, id)
				}
			}
		}
		if sum > c.UsedTokens {
			t.Fatalf("seed %d: items cost %d > used_tokens %d", seed, sum, c.UsedTokens)
		}
	}
}

func capsuleJSON(t testing.TB, e *Engine, q Query) string {
	t.Helper()
	c, err := e.Recall(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(c)
	return string(b)
}

// TestRebuildIsMetamorphic: dropping every projection and rebuilding from
// the ledger (in place, and by reopening) gives identical capsules.
func TestRebuildIsMetamorphic(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 11))
	e, path := openTest(t, Options{})
	nss := []string{"x", "y"}
	fillRandom(t, e, r, nss, 80)
	// Recall once so entity tables and caches are loaded, then write more:
	// the incrementally maintained projections must equal rebuilt ones.
	for _, ns := range nss {
		capsuleJSON(t, e, Query{Namespace: ns, Text: "alice bob maya varun", BudgetTokens: 100, Now: date("2026-06-01")})
	}
	fillRandom(t, e, r, nss, 80)
	var qs []Query
	for i := 0; i < 40; i++ {
		qs = append(qs, Query{Namespace: nss[i%2], Text: randomText(r, 1+r.IntN(5)), BudgetTokens: 50 + r.IntN(500),
			Now: date("2026-06-01")})
	}
	before := make([]string, len(qs))
	for i, q := range qs {
		before[i] = capsuleJSON(t, e, q)
	}
	if err := e.RebuildIndexes(context.Background()); err != nil {
		t.Fatal(err)
	}
	for i, q := range qs {
		if got := capsuleJSON(t, e, q); got != before[i] {
			t.Fatalf("seed %d: capsule for %q changed after RebuildIndexes:\nbefore %s\nafter  %s", seed, q.Text, before[i], got)
		}
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	e2, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	for i, q := range qs {
		if got := capsuleJSON(t, e2, q); got != before[i] {
			t.Fatalf("seed %d: capsule for %q changed after reopen", seed, q.Text)
		}
	}
}
