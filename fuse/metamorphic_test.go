package fuse

import (
	"math/rand"
	"reflect"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

// Doubling every channel weight doubles every score exactly (all factors
// are linear in fused) and changes nothing else.
func TestMetamorphicWeightScaling(t *testing.T) {
	r := rand.New(rand.NewSource(*seedFlag + 21))
	for i := 0; i < 300; i++ {
		req := randRequest(r)
		req.Config.Weights = map[string]float64{}
		for _, ch := range req.Channels {
			req.Config.Weights[ch.Name] = float64(1 + r.Intn(4))
		}
		a := mustCompile(t, req)
		scaled := req
		scaled.Config.Weights = map[string]float64{}
		for k, v := range req.Config.Weights {
			scaled.Config.Weights[k] = 2 * v
		}
		b := mustCompile(t, scaled)
		if !reflect.DeepEqual(itemIDs(a), itemIDs(b)) || a.OmittedBy != b.OmittedBy || a.UsedTokens != b.UsedTokens {
			t.Fatalf("case %d: scaling weights changed the capsule: %v vs %v", i, itemIDs(a), itemIDs(b))
		}
		for k := range a.Items {
			if b.Items[k].Score != 2*a.Items[k].Score {
				t.Fatalf("case %d item %s: score %v, want 2×%v", i, a.Items[k].ID, b.Items[k].Score, a.Items[k].Score)
			}
		}
	}
}

// A candidate no channel returned changes nothing but the threshold count.
func TestMetamorphicUnreferencedCandidate(t *testing.T) {
	r := rand.New(rand.NewSource(*seedFlag + 22))
	for i := 0; i < 300; i++ {
		req := randRequest(r)
		a := mustCompile(t, req)
		more := req
		more.Candidates = append(append([]Candidate(nil), req.Candidates...),
			Candidate{Key: EpisodeKey("zz-extra"), Kind: capsule.KindEpisode, ID: "zz-extra", Text: randText(r, 8), OccurredAt: randTime(r)})
		b := mustCompile(t, more)
		want := a.OmittedBy
		want.Threshold++
		if b.OmittedBy != want || marshal(t, &capsule.Capsule{Items: a.Items}) != marshal(t, &capsule.Capsule{Items: b.Items}) {
			t.Fatalf("case %d: an unreferenced candidate changed the capsule (%+v vs %+v)", i, a.OmittedBy, b.OmittedBy)
		}
	}
}

// Rank order does not depend on the budget, so a budget of exactly the
// first item's cost packs that item first.
func TestMetamorphicBudgetMonotoneTop(t *testing.T) {
	r := rand.New(rand.NewSource(*seedFlag + 23))
	for i := 0; i < 300; i++ {
		req := randRequest(r)
		req.Budget = 1 << 20
		req.Config.MaxItems = 0
		full := mustCompile(t, req)
		if len(full.Items) == 0 {
			continue
		}
		top := full.Items[0]
		req.Budget = top.Tokens
		if c := mustCompile(t, req); len(c.Items) == 0 || c.Items[0].ID != top.ID {
			t.Fatalf("case %d: budget %d exactly fits top item %s but got %v", i, top.Tokens, top.ID, itemIDs(c))
		}
	}
}
