package engine

import (
	"context"
	"math"
	"testing"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/fuse"
)

// TestImportanceFromUse: recalls alone change nothing; items used in
// feedback carry a bounded importance in their trace, corrected ones a
// correction factor.
func TestImportanceFromUse(t *testing.T) {
	clock := newTestClock(date("2026-01-10"))
	e, _ := openTest(t, Options{Clock: clock.Now})
	ctx := context.Background()
	var ids []string
	for i, text := range []string{"Alpha note about the garden.", "Beta note about the garden.", "Gamma note about the garden."} {
		ids = append(ids, mustRemember(t, e, Observation{Namespace: "imp/u", Source: string(rune('a'+i)) + "/1",
			OccurredAt: date("2026-01-01").AddDate(0, 0, 5*i), Content: text}).ID)
	}
	now := date("2026-02-01")
	recall := func() *capsule.Capsule {
		c, err := e.Recall(ctx, Query{Namespace: "imp/u", Text: "garden note", BudgetTokens: 300, Now: now})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	a, _ := capsule.AppendJSON(nil, recall())
	b, _ := capsule.AppendJSON(nil, recall())
	if string(a) != string(b) {
		t.Fatal("a recall changed the next one")
	}
	for round := 0; round < 2; round++ {
		c := recall()
		if _, err := e.Feedback(ctx, FeedbackInput{Namespace: "imp/u", CapsuleID: c.CapsuleID, Used: []string{ids[2]},
			Corrected: []string{ids[0]}[:round]}); err != nil {
			t.Fatal(err)
		}
	}
	byID := map[string]capsule.Item{}
	for _, it := range recall().Items {
		byID[it.ID] = it
	}
	used, corr, plain := byID[ids[2]].Trace.Features, byID[ids[0]].Trace.Features, byID[ids[1]].Trace.Features
	var last float64
	for _, f := range []map[string]float64{used} {
		last = f["importance"]
	}
	// Used twice, the last time at the clock of the second feedback.
	maxImp := math.Log2(3) / math.Log2(1+fuse.ImportanceSaturation)
	if last <= 0 || last > maxImp || used["importance_weight"] != fuse.ImportanceWeight {
		t.Errorf("used item features %v (importance must be in (0, %v])", used, maxImp)
	}
	if corr["corrections"] != 1 || corr["correction_factor"] != fuse.CorrectionFactor {
		t.Errorf("corrected item features %v", corr)
	}
	if _, ok := plain["importance"]; ok {
		t.Errorf("an item no feedback named has importance: %v", plain)
	}
	if byID[ids[0]].Score >= byID[ids[1]].Score {
		t.Errorf("the corrected item scores %v, the neutral one %v", byID[ids[0]].Score, byID[ids[1]].Score)
	}
}
