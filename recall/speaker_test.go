package recall

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
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

// genConversation is a generated conversation among speakers, turn counts
// drawn either side of the participant threshold, in random order, one
// second apart (one session). Most turns are linked to their speaker;
// some to a second speaker too, some to nobody. About a third ask a
// question. links is each seq's linked speakers.
func genConversation(t *testing.T, r *rand.Rand, speakers []string) (*memSnapshot, map[uint32][]string) {
	t.Helper()
	var order []string
	for _, sp := range speakers {
		n := entityFocusMax - 8 + r.IntN(30) // some speakers are participants, some are not
		for range n {
			order = append(order, sp)
		}
	}
	r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	m := newMemSnapshot(t, "d")
	links := map[uint32][]string{}
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	for i, sp := range order {
		text := fmt.Sprintf("%s: line %d", sp, i)
		if r.IntN(3) == 0 {
			text += "?"
		}
		var ents []string
		switch x := r.IntN(20); {
		case x == 0: // narration, linked to nobody
		case x == 1:
			ents = []string{sp, speakers[r.IntN(len(speakers))]}
		default:
			ents = []string{sp}
		}
		if len(ents) == 2 && ents[0] == ents[1] {
			ents = ents[:1]
		}
		links[m.add(t, text, at.Add(time.Duration(i)*time.Second), ents...)] = ents
	}
	return m, links
}

// oracleMoved is the speaker-focus rule spelled out: which seqs go last
// for a query naming named (asking "when" or not), nil when the focus
// does not apply.
func oracleMoved(m *memSnapshot, links map[uint32][]string, named []string, when bool) map[uint32]bool {
	participant := func(name string) bool { return len(m.ents.ev[name]) > entityFocusMax }
	var one []string
	for _, n := range named {
		if participant(n) && !slices.Contains(one, n) {
			one = append(one, n)
		}
	}
	if when || len(one) != 1 {
		return nil
	}
	others := false
	for name := range m.ents.ev {
		others = others || (name != one[0] && participant(name))
	}
	if !others {
		return nil
	}
	moved := map[uint32]bool{}
	for seq, ls := range links {
		mine, theirs := false, false
		for _, l := range ls {
			mine = mine || l == one[0]
			theirs = theirs || (l != one[0] && participant(l))
		}
		moved[seq] = theirs && !mine
	}
	return moved
}

// TestSpeakerFocusOracle: on generated conversations and queries naming
// zero to two speakers (participants or not), with and without "when",
// the context and window order (speakerOrder) is the stable partition the
// rule describes, and the reply channel pairs a question with the next
// turn exactly when that turn is not moved back.
func TestSpeakerFocusOracle(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 13))
	ctx := context.Background()
	pool := []string{"Ana", "Ben", "Chidi", "Dara", "Eitan", "Fatima", "Goro", "Hana"}
	for round := 0; round < 30; round++ {
		r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		speakers := slices.Clone(pool[:2+r.IntN(3)])
		m, links := genConversation(t, r, speakers)
		for range 20 {
			var named []string
			for range r.IntN(3) {
				named = append(named, pool[r.IntN(len(pool))]) // may name someone who never speaks
			}
			q := "What did they say?"
			if r.IntN(4) == 0 {
				q = "When did they say it?"
			}
			p := testPass(m, q, named...)
			moved := oracleMoved(m, links, named, p.hints.AsksWhen)

			seqs := slices.Clone(m.tl.Seqs)
			r.Shuffle(len(seqs), func(i, j int) { seqs[i], seqs[j] = seqs[j], seqs[i] })
			seqs = seqs[:r.IntN(min(40, len(seqs))+1)]
			var front, back []uint32
			for _, s := range seqs {
				if moved[s] {
					back = append(back, s)
				} else {
					front = append(front, s)
				}
			}
			if got, want := reorder(seqs, p.speakerOrder(seqs)), append(front, back...); !slices.Equal(got, want) {
				t.Fatalf("seed %d round %d, named %v, %q: order %v, want %v", seed, round, named, q, got, want)
			}

			at := r.IntN(m.tl.Len() - 1)
			asks := m.tl.Seqs[at]
			if err := p.load(ctx, []uint32{asks}); err != nil {
				t.Fatal(err)
			}
			p.lex = []postings.Hit{{Doc: asks, Score: 1}}
			hits, err := replyChannel{}.Run(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			want := 0
			if strings.HasSuffix(m.ev[asks].Content, "?") && !moved[m.tl.Seqs[at+1]] {
				want = 1
			}
			if len(hits) != want {
				t.Fatalf("seed %d round %d, named %v, %q: %d replies paired to %q, want %d", seed, round, named, q, len(hits), m.ev[asks].Content, want)
			}
		}
	}
}

// TestSpeakerFocusPacksNamedSide: end to end over generated two-person
// conversations, with only the context channel weighed and room for one
// item, a question naming the speaker who answered gets that speaker's
// first turn of the region around the matching question, and a question
// naming no one gets the region's first turn, whoever said it.
func TestSpeakerFocusPacksNamedSide(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 17))
	only := map[string]float64{"lexical": 0, "when": 0, "window": 0, "temporal": 0, "entity": 0, "reply": 0, "claim": 0, "dense": 0}
	pool := []string{"Ana", "Ben", "Chidi", "Dara", "Eitan", "Fatima", "Goro", "Hana"}
	things := []string{"kayak", "telescope", "sourdough", "violin", "tandem"}
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	for round := 0; round < 10; round++ {
		r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		asker, answerer, thing := pool[0], pool[1], things[r.IntN(len(things))]
		k0 := 5 + r.IntN(entityFocusMax-10)
		m := newMemSnapshot(t, "d")
		for k := 0; k < entityFocusMax+2; k++ {
			for i, who := range []string{asker, answerer} {
				text := fmt.Sprintf("filler line %d", k)
				switch {
				case k == k0 && i == 0:
					text = "did you take the " + thing + " out this morning"
				case k == k0:
					text = "yes, all morning"
				}
				m.add(t, who+": "+text, at.Add(time.Duration(2*k+i)*time.Second), who)
			}
		}
		first := func(q string) string {
			t.Helper()
			req, err := Collect(context.Background(), m, Query{Namespace: "d", Text: q, Budget: 16, Now: at.Add(time.Hour)})
			if err != nil {
				t.Fatal(err)
			}
			req.Config = fuse.Config{Weights: only}
			c, err := fuse.Compile(req)
			if err != nil {
				t.Fatal(err)
			}
			if len(c.Items) == 0 {
				t.Fatalf("seed %d: %q: no items", seed, q)
			}
			return c.Items[0].Text
		}
		if got, want := first("What did "+answerer+" say about the "+thing+"?"), fmt.Sprintf("%s: filler line %d", answerer, k0-1); got != want {
			t.Errorf("seed %d: %s named: first item %q, want %q", seed, answerer, got, want)
		}
		if got, want := first("What happened with the "+thing+"?"), fmt.Sprintf("%s: filler line %d", asker, k0-1); !strings.HasPrefix(got, want) {
			t.Errorf("seed %d: no one named: first item %q, want the region's first turn %q", seed, got, want)
		}
	}
}
