package engine

import (
	"context"
	"fmt"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

func assocTrace(it capsule.Item) *capsule.ChannelTrace { return channelTrace(it, "associative") }

// channelTrace is it's trace of the named channel, nil when none found it.
func channelTrace(it capsule.Item, name string) *capsule.ChannelTrace {
	for i := range it.Trace.Channels {
		if it.Trace.Channels[i].Channel == name {
			return &it.Trace.Channels[i]
		}
	}
	return nil
}

// TestAssociativeChannel: activation spreads from the best lexical hit
// over links at most two hops, with the path in the trace; a third hop is
// not reached.
func TestAssociativeChannel(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	rem := func(src, when, text string, links ...LinkInput) string {
		return mustRemember(t, e, Observation{Namespace: "as/u", Source: src, OccurredAt: date(when), Content: text, Links: links}).ID
	}
	a := rem("a/1", "2026-01-01", "The deploy failed with error E42.")
	b := rem("b/1", "2026-01-05", "Root cause: the pool was exhausted.", LinkInput{To: a, Relation: "explains", Strength: 0.8})
	c := rem("c/1", "2026-01-09", "Raising max_conns fixed it.", LinkInput{To: b, Relation: "fixes", Strength: 0.5})
	d := rem("d/1", "2026-01-13", "We celebrated with cake.", LinkInput{To: c, Relation: "after", Strength: 1})
	cp, err := e.Recall(ctx, Query{Namespace: "as/u", Text: "deploy error E42", BudgetTokens: 500, Now: date("2026-02-01")})
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]*capsule.ChannelTrace{}
	for _, it := range cp.Items {
		for _, id := range it.EvidenceIDs {
			if tr := assocTrace(it); tr != nil {
				found[id] = tr
			}
		}
	}
	vb, vc := found[b], found[c]
	if vb == nil || vc == nil {
		t.Fatalf("associative channel did not bring b and c: %+v", cp.Items)
	}
	if vb.Via.Seed != a || vb.Via.From != a || vb.Via.Hops != 1 || vb.Via.Relation != "explains" || vb.Score != 0.8 {
		t.Errorf("b via %+v score %v", vb.Via, vb.Score)
	}
	if vc.Via.Seed != a || vc.Via.From != b || vc.Via.Hops != 2 || vc.Score != 0.8*0.5 || vc.Features["hops"] != 2 {
		t.Errorf("c via %+v score %v features %v", vc.Via, vc.Score, vc.Features)
	}
	if found[d] != nil {
		t.Errorf("a third hop reached d: %+v", found[d].Via)
	}
}

// TestAssociativeFanOut: a seed with many links contributes at most
// associativeFanOut of them, the strongest; the channel returns the
// associativeHits most activated of those; and a frontier's neighbour
// list cut at a total keeps the first ones of the uncut list.
func TestAssociativeFanOut(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	hub := mustRemember(t, e, Observation{Namespace: "fan/u", Source: "h/1", OccurredAt: date("2026-01-01"), Content: "The zebra incident report."}).ID
	for i := 0; i < 20; i++ {
		mustRemember(t, e, Observation{Namespace: "fan/u", Source: fmt.Sprintf("n%02d/1", i), OccurredAt: date("2026-01-02").AddDate(0, 0, i),
			Content: fmt.Sprintf("Unrelated note number %d.", i), Links: []LinkInput{{To: hub, Strength: 0.05 * float64(i+1)}}})
	}
	now := date("2026-03-01")
	cp, err := e.Recall(ctx, Query{Namespace: "fan/u", Text: "zebra incident", BudgetTokens: 2000, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	n, weakest := 0, 1.0
	for _, it := range cp.Items {
		if tr := assocTrace(it); tr != nil {
			n++
			weakest = min(weakest, tr.Via.Strength)
		}
	}
	if n != 4 || weakest < 0.05*17-1e-9 {
		t.Errorf("%d associative items, weakest link %v; want the 4 strongest (>= 0.85)", n, weakest)
	}
	seq := e.proj.seqsOf([]string{hub})
	all, _ := e.links.neighbors(nil, nil, "fan/u", seq, now, 8, 100)
	if len(all) != 8 || all[7].Strength < 0.05*13-1e-9 {
		t.Fatalf("hub neighbours %+v; want the 8 strongest (>= 0.65)", all)
	}
	cut, ends := e.links.neighbors(nil, nil, "fan/u", []uint32{seq[0], seq[0]}, now, 8, 11)
	if len(cut) != 11 || ends[0] != 8 || ends[1] != 11 || cut[10] != all[2] {
		t.Errorf("cut at 11: %d neighbours, ends %v; want 8 then the first 3 again", len(cut), ends)
	}
}
