package recall

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/postings"
)

// memDialogue is n exchanges of Ana and Ben, every turn linked to its
// speaker, in one session; exchange k is the turns at positions 2k (Ben)
// and 2k+1 (Ana). Turn texts come from text(speaker, k).
func memDialogue(t *testing.T, ns string, at time.Time, n int, text func(who string, k int) string) *memSnapshot {
	t.Helper()
	m := newMemSnapshot(t, ns)
	for k := 0; k < n; k++ {
		for i, who := range []string{"Ben", "Ana"} {
			m.add(t, who+": "+text(who, k), at.Add(time.Duration(2*k+i)*time.Second), who)
		}
	}
	return m
}

// testPass is a pass over s for query q naming ents, set up as collect
// does before the channels run (without the lexical search).
func testPass(s Snapshot, q string, ents ...string) *pass {
	p := newPass(s, Query{Namespace: "d", Text: q})
	p.hints = fuse.Hints{Entities: ents, AsksWhen: fuse.ParseHints(q, time.Time{}, nil).AsksWhen}
	p.ents, _ = s.Entities(context.Background())
	p.tl, p.an = s.Timeline(), s.Analyzer()
	p.filter = s.Visible(time.Time{}, time.Time{})
	p.others = findOtherSide(p.ents, ents, p.hints.AsksWhen)
	return p
}

// TestSpeakerOrder: when a question names one of two participants, the
// other's turns go last, order kept within both sides; a "when" question,
// a question naming both or neither, and a namespace whose speakers link
// to too little evidence to be participants keep conversation order.
func TestSpeakerOrder(t *testing.T) {
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	filler := func(who string, k int) string { return fmt.Sprintf("filler line %d", k) }
	snaps := map[string]*memSnapshot{
		"big":   memDialogue(t, "big", at, entityFocusMax+1, filler), // more than entityFocusMax turns each: participants
		"small": memDialogue(t, "small", at, 4, filler),              // 4 turns each: not participants
	}
	order := func(ns, q string, ents ...string) []string {
		t.Helper()
		s := snaps[ns]
		p := testPass(s, q, ents...)
		seqs := s.tl.Seqs[:6]
		var who []string
		for _, seq := range reorder(seqs, p.speakerOrder(seqs)) {
			who = append(who, map[bool]string{true: "A", false: "B"}[s.tl.Position(seq)%2 == 1])
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

// TestReplyPairsOnlyTheNamedSide: a question turn among the best lexical
// hits is paired with the next turn unless the query names a participant
// and that next turn is the other participant's.
func TestReplyPairsOnlyTheNamedSide(t *testing.T) {
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	s := memDialogue(t, "d", at, entityFocusMax+2, func(who string, k int) string {
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
		p := testPass(s, q, ents...)
		asks := s.tl.Seqs[2*20+1] // Ana's question, exchange 20
		if err := p.load(ctx, []uint32{asks}); err != nil {
			t.Fatal(err)
		}
		p.lex = []postings.Hit{{Doc: asks, Score: 1}}
		hits, err := replyChannel{}.Run(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		return len(hits)
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
