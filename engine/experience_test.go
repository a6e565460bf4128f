package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/recall"
)

func experienceTrace(it capsule.Item) *capsule.ChannelTrace { return channelTrace(it, "experience") }

// TestExperienceChannel: evidence an agent used for a query, too far down
// to fit a small budget before, is in that query's small capsule after
// the feedback (and in a paraphrase's, whose extra words no memory holds),
// with its cue similarity in the trace; a query sharing only a term every
// memory holds gets nothing from it; RebuildIndexes and a reopen give the
// same capsules; purging evidence the feedback named removes the
// experience with the feedback.
func TestExperienceChannel(t *testing.T) {
	e, path := openTest(t, Options{})
	ctx := context.Background()
	const ns = "xp/u"
	// One source family ("xp"): with several, fuse's source share would
	// make room for the target before any feedback.
	for i := 0; i < 20; i++ {
		mustRemember(t, e, Observation{Namespace: ns, Source: fmt.Sprintf("xp/f%d", i), OccurredAt: date("2026-01-01").AddDate(0, 0, i),
			Content: fmt.Sprintf("The garden gate was painted a new color on day %d, tone %d.", i, 7*i)})
	}
	for i := 0; i < 3; i++ {
		mustRemember(t, e, Observation{Namespace: ns, Source: fmt.Sprintf("xp/l%d", i), OccurredAt: date("2026-02-01").AddDate(0, 0, i),
			Content: fmt.Sprintf("Lunch %d was pasta in the garden.", i)})
	}
	target := mustRemember(t, e, Observation{Namespace: ns, Source: "xp/t1", OccurredAt: date("2026-03-01"),
		Content: "Note for the garden gate: the shed key hangs behind the blue door."}).ID
	other := mustRemember(t, e, Observation{Namespace: ns, Source: "xp/t2", OccurredAt: date("2026-03-02"),
		Content: "The gate hinge squeaks."}).ID
	now := date("2026-04-01")
	const q = "what color was the garden gate painted"
	recallQ := func(e *Engine, text string, budget int) *capsule.Capsule {
		c, err := e.Recall(ctx, Query{Namespace: ns, Text: text, BudgetTokens: budget, Now: now})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	holds := func(c *capsule.Capsule, id string) *capsule.Item {
		for i, it := range c.Items {
			for _, ev := range it.EvidenceIDs {
				if ev == id {
					return &c.Items[i]
				}
			}
		}
		return nil
	}
	if holds(recallQ(e, q, 120), target) != nil {
		t.Fatal("test is vacuous: the target fits the small capsule before any feedback")
	}
	big := recallQ(e, q, 4000)
	if holds(big, target) == nil || holds(big, other) == nil {
		t.Fatal("test is vacuous: the large capsule lacks the target or the other turn")
	}
	if _, err := e.Feedback(ctx, FeedbackInput{Namespace: ns, CapsuleID: big.CapsuleID, Used: []string{target, other}}); err != nil {
		t.Fatal(err)
	}
	for i, text := range []string{q, "Which colour did they paint the garden gate?"} {
		c := recallQ(e, text, 120)
		it := holds(c, target)
		if it == nil {

			t.Fatalf("%q: the used turn is not in the small capsule after feedback", text)
		}
		tr := experienceTrace(*it)
		floor := 0.99 // the same terms
		if i == 1 {
			floor = recall.ExperienceMinSimilarity // "color" missing
		}
		if tr == nil || tr.Features["cue_similarity"] < floor || tr.Features["uses"] != 1 {
			t.Errorf("%q: experience trace %+v", text, tr)
		}
	}
	for _, it := range recallQ(e, "lunch in the garden", 400).Items {
		if tr := experienceTrace(it); tr != nil {
			t.Errorf("a query sharing only \"garden\" drew on the experience: %s %+v", it.ID, tr)
		}
	}
	snap := func(e *Engine) string {
		var b strings.Builder
		for _, text := range []string{q, "Which colour did they paint the garden gate?", "lunch in the garden"} {
			out, _ := capsule.AppendJSON(nil, recallQ(e, text, 120))
			b.Write(out)
		}
		return b.String()
	}
	incremental := snap(e)
	if err := e.RebuildIndexes(ctx); err != nil {
		t.Fatal(err)
	}
	if got := snap(e); got != incremental {
		t.Errorf("after RebuildIndexes:\n%s\nincremental:\n%s", got, incremental)
	}
	e.Close()
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if got := snap(e); got != incremental {
		t.Errorf("after reopen:\n%s\nincremental:\n%s", got, incremental)
	}
	if _, err := e.Purge(ctx, PurgeRequest{Namespace: ns, IDs: []string{target}}); err != nil {
		t.Fatal(err)
	}
	for _, it := range recallQ(e, q, 4000).Items {
		if tr := experienceTrace(it); tr != nil {
			t.Errorf("experience left after purging evidence its feedback named: %s %+v", it.ID, tr)
		}
	}
}

// TestFeedbackNamesCitedEvidence: a feedback may name one turn a span
// item cites (recorded as that evidence alone), never evidence no item
// of the capsule cites.
func TestFeedbackNamesCitedEvidence(t *testing.T) {
	items := map[string]capsuleItem{"ev_a": {id: "ev_a", evidence: []string{"ev_a", "ev_b", "ev_c"}}, "cl_x": {id: "cl_x", claim: true, evidence: []string{"ev_d"}}}
	got, err := namedItems(FeedbackInput{Used: []string{"ev_b"}, Ignored: []string{"ev_a"}}, items)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ItemID != "ev_b" || len(got[0].EvidenceIDs) != 1 || got[0].EvidenceIDs[0] != "ev_b" ||
		got[0].Outcome != ledger.OutcomeUsed || got[1].ItemID != "ev_a" || len(got[1].EvidenceIDs) != 3 {
		t.Errorf("named %+v", got)
	}
	for _, bad := range []FeedbackInput{{Used: []string{"ev_zzz"}}, {Used: []string{"ev_b"}, Corrected: []string{"ev_b"}}} {
		if _, err := namedItems(bad, items); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	if _, err := namedItems(FeedbackInput{Corrected: []string{"ev_d"}}, items); err != nil {
		t.Errorf("evidence a claim item cites refused: %v", err)
	}
}
