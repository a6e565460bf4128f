package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/fuse"
)

// rememberDialogue stores n exchanges of Ana and Ben, every turn linked to
// its speaker, in one session; exchange k is the turns at positions 2k
// (Ben) and 2k+1 (Ana). Turn texts come from text(speaker, k).
func rememberDialogue(t *testing.T, e *Engine, ns string, at time.Time, n int, text func(who string, k int) string) {
	t.Helper()
	var obs []Observation
	for k := 0; k < n; k++ {
		for i, who := range []string{"Ben", "Ana"} {
			obs = append(obs, Observation{Namespace: ns, Kind: "turn", Content: who + ": " + text(who, k), Source: "test",
				OccurredAt: at.Add(time.Duration(2*k+i) * time.Second), Entities: []EntityInput{{Name: who, Type: "person"}}})
		}
	}
	for len(obs) > 0 {
		m := min(len(obs), 100)
		if _, err := e.RememberBatch(context.Background(), obs[:m]); err != nil {
			t.Fatal(err)
		}
		obs = obs[m:]
	}
}

// TestSpeakerOrder: when a question names one of two participants, the
// other's turns go last, order kept within both sides; a "when" question,
// a question naming both or neither, and a namespace whose speakers link
// to too little evidence to be participants keep conversation order.
func TestSpeakerOrder(t *testing.T) {
	e, _ := openTest(t, Options{})
	at := date("2026-03-01T10:00:00Z")
	filler := func(who string, k int) string { return fmt.Sprintf("filler line %d", k) }
	rememberDialogue(t, e, "big", at, entityFocusMax+1, filler) // more than entityFocusMax turns each: participants
	rememberDialogue(t, e, "small", at, 4, filler)              // 4 turns each: not participants
	order := func(ns, q string, ents ...string) []string {
		t.Helper()
		e.mu.RLock()
		v := e.proj.snapshot(ns)
		e.mu.RUnlock()
		table, err := e.proj.entities(context.Background(), e.led, ns, v)
		if err != nil {
			t.Fatal(err)
		}
		r := &recaller{e: e, p: e.proj, q: Query{Namespace: ns, Text: q}, hints: fuse.Hints{Entities: ents},
			others: findOtherSide(table, ents, asksWhen.MatchString(q))}
		seqs := v.seqs[:6]
		idx := r.speakerOrder(seqs)
		var who []string
		for _, s := range reorder(seqs, idx) {
			who = append(who, map[bool]string{true: "A", false: "B"}[v.position(s)%2 == 1])
		}
		return who
	}
	cases := []struct {
		ns, q string
		ents  []string
		want  string
	}{
		{"big", "What did Ana say about the filler?", []string{"Ana"}, "AAABBB"},
		{"big", "What did Ben say about the filler?", []string{"Ben"}, "BBBAAA"},
		{"big", "When did Ana say it?", []string{"Ana"}, "BABABA"},
		{"big", "What did Ana and Ben say?", []string{"Ana", "Ben"}, "BABABA"},
		{"big", "What was said?", nil, "BABABA"},
		{"small", "What did Ana say about the filler?", []string{"Ana"}, "BABABA"},
	}
	for _, c := range cases {
		if got := strings.Join(order(c.ns, c.q, c.ents...), ""); got != c.want {
			t.Errorf("%s %q %v: order %s, want %s", c.ns, c.q, c.ents, got, c.want)
		}
	}
}

// TestNamedSpeakerTurnsRankFirst: end to end, with only the context
// channel weighed and room for one item, the item is the named
// participant's first turn of the region around the matching turn, not
// the other participant's turn that opens the region.
func TestNamedSpeakerTurnsRankFirst(t *testing.T) {
	only := map[string]float64{"lexical": 0, "when": 0, "window": 0, "temporal": 0, "entity": 0, "reply": 0, "claim": 0, "dense": 0}
	e, _ := openTest(t, Options{Fusion: fuse.Config{Weights: only}})
	at := date("2026-03-01T10:00:00Z")
	rememberDialogue(t, e, "d", at, entityFocusMax+2, func(who string, k int) string {
		switch {
		case k == 20 && who == "Ben":
			return "did you take the kayak out on the river"
		case k == 20:
			return "yes, all morning"
		}
		return fmt.Sprintf("filler line %d", k)
	})
	first := func(q string) string {
		t.Helper()
		c, err := e.Recall(context.Background(), Query{Namespace: "d", Text: q, BudgetTokens: 16, Now: at.Add(time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Items) == 0 {
			t.Fatalf("%q: no items", q)
		}
		return c.Items[0].Text
	}
	if got := first("What did Ana say about the kayak?"); got != "Ana: filler line 19" {
		t.Errorf("Ana named: first item %q, want Ana's first turn of the region", got)
	}
	if got := first("What happened with the kayak?"); !strings.HasPrefix(got, "Ben: filler line 19") {
		t.Errorf("no one named: first item %q, want the region's first turn", got)
	}
}

// TestReplyPairsOnlyTheNamedSide: a question turn among the best lexical
// hits is paired with the next turn unless the query names a participant
// and that next turn is the other participant's.
func TestReplyPairsOnlyTheNamedSide(t *testing.T) {
	e, _ := openTest(t, Options{})
	at := date("2026-03-01T10:00:00Z")
	rememberDialogue(t, e, "d", at, entityFocusMax+2, func(who string, k int) string {
		switch {
		case k == 20 && who == "Ana":
			return "did you take the kayak out on the river?"
		case k == 21 && who == "Ben":
			return "yes, all morning"
		}
		return fmt.Sprintf("filler line %d", k)
	})
	replies := func(q string, ents ...string) int {
		t.Helper()
		ctx := context.Background()
		e.mu.RLock()
		v := e.proj.snapshot("d")
		e.mu.RUnlock()
		table, err := e.proj.entities(ctx, e.led, "d", v)
		if err != nil {
			t.Fatal(err)
		}
		r := &recaller{e: e, p: e.proj, q: Query{Namespace: "d", Text: q}, hints: fuse.Hints{Entities: ents},
			others: findOtherSide(table, ents, asksWhen.MatchString(q)), // as collect sets it
			cands:  map[string]*fuse.Candidate{}, seqKey: map[uint32]string{}, keySeq: map[string]uint32{}}
		filter := v.evidenceFilter(0, 0)
		asks := v.seqs[2*20+1] // Ana's question, exchange 20
		if err := r.loadEvidence(ctx, []uint32{asks}); err != nil {
			t.Fatal(err)
		}
		r.channels = []fuse.ChannelResult{{Name: "lexical", Hits: []fuse.ChannelHit{{Key: r.evKey(asks), Score: 1}}}}
		if err := r.replyChannel(ctx, v, filter); err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, ch := range r.channels {
			if ch.Name == "reply" {
				n += len(ch.Hits)
			}
		}
		return n
	}
	if n := replies("What about the kayak?"); n != 1 {
		t.Errorf("no one named: %d replies paired, want Ben's", n)
	}
	if n := replies("What did Ben say about the kayak?", "Ben"); n != 1 {
		t.Errorf("Ben named: %d replies paired, want his", n)
	}
	if n := replies("What did Ana say about the kayak?", "Ana"); n != 0 {
		t.Errorf("Ana named: %d replies paired, want none (the reply is Ben's)", n)
	}
}
