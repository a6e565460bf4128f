package ledger

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// plannedClaim supersedes the claim at global position (obs, idx), or none.
type plannedClaim struct {
	ClaimInput
	supObs, supIdx int // -1: no supersedes
}

func randPlan(r *rand.Rand, n int) [][]plannedClaim {
	plan := make([][]plannedClaim, n)
	for i := range plan {
		for j := 0; j < r.IntN(3); j++ {
			pc := plannedClaim{ClaimInput: ClaimInput{Subject: []string{"u:a", "U:A", "u:b"}[r.IntN(3)],
				Predicate: []string{"p", "q"}[r.IntN(2)], Value: []string{"x", "y", "z"}[r.IntN(3)],
				ValidFrom: day(r.IntN(40))}, supObs: -1}
			if r.IntN(3) == 0 {
				pc.ValidTo = pc.ValidFrom.Add(time.Duration(1+r.IntN(500)) * time.Hour)
			}
			if i > 0 && r.IntN(2) == 0 {
				k := r.IntN(i)
				if len(plan[k]) > 0 {
					pc.supObs, pc.supIdx = k, r.IntN(len(plan[k]))
				}
			}
			plan[i] = append(plan[i], pc)
		}
	}
	return plan
}

// applyPlan appends the plan in batches of the given sizes and returns, per
// (obs, claim) position, "value:status".
func applyPlan(t *testing.T, s *Store, plan [][]plannedClaim, cut func() int) map[string]string {
	ctx := context.Background()
	ids := make([][]string, len(plan))
	for start := 0; start < len(plan); {
		end := min(len(plan), start+cut())
		var batch []EvidenceInput
		for i := start; i < end; i++ {
			e := obs("m", fmt.Sprintf("observation %d", i))
			for _, pc := range plan[i] {
				c := pc.ClaimInput
				switch {
				case pc.supObs < 0:
				case pc.supObs >= start:
					c.Supersedes = fmt.Sprintf("@%d.%d", pc.supObs-start, pc.supIdx)
				default:
					c.Supersedes = ids[pc.supObs][pc.supIdx]
				}
				e.Claims = append(e.Claims, c)
			}
			batch = append(batch, e)
		}
		res := mustAppend(t, s, batch...)
		for i, r := range res {
			ids[start+i] = r.ClaimIDs
		}
		start = end
	}
	pos := map[string]string{}
	for i, cs := range ids {
		for j, id := range cs {
			pos[id] = fmt.Sprintf("%d.%d", i, j)
		}
	}
	out := map[string]string{}
	err := s.ScanClaims(ctx, func(c Claim) error {
		var conf []string
		for _, id := range c.ConflictsWith {
			conf = append(conf, pos[id])
		}
		out[pos[c.ID]] = fmt.Sprintf("%s:%s>%s!%s", c.Value, c.Status, pos[c.SupersededBy], strings.Join(conf, "+"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestBatchingIsInvisible: the same observations appended one by one, all
// at once, or in random chunks yield the same claims and claim states.
func testBatchingIsInvisible(t *testing.T, bk *backend) {
	seed := time.Now().UnixNano()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(uint64(seed), 3))
	for iter := 0; iter < 5; iter++ {
		plan := randPlan(r, 30)
		one := applyPlan(t, bk.open(t), plan, func() int { return 1 })
		all := applyPlan(t, bk.open(t), plan, func() int { return len(plan) })
		chunks := applyPlan(t, bk.open(t), plan, func() int { return 1 + r.IntN(7) })
		for k, v := range one {
			if all[k] != v || chunks[k] != v {
				t.Fatalf("iter %d claim %s: one-by-one %q, one batch %q, chunks %q", iter, k, v, all[k], chunks[k])
			}
		}
		if len(all) != len(one) || len(chunks) != len(one) {
			t.Fatalf("iter %d: claim counts %d/%d/%d", iter, len(one), len(all), len(chunks))
		}
	}
}
