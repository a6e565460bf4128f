package fuse

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// mayaTurns: Maya's home over a year, with a sister's move and an
// assistant's suggestion after her last statement, and a question.
func mayaTurns() []Candidate {
	at, ep := at2025, turnOf
	return []Candidate{
		ep("boston", "user", "I live in Boston, near the river.", at(1, 5)),
		ep("seattle", "user", "We moved to Seattle in October, goodbye Boston.", at(10, 20)),
		ep("sister", "user", "My sister just moved to Denver.", at(11, 2)),
		ep("assistant", "assistant", "Have you thought about living in Portland? Many people move there.", at(11, 20)),
		ep("boxes", "user", "Unpacking the new apartment is taking forever.", at(11, 25)),
		ep("ask", "user", "Should I move to Austin next year?", at(12, 1)),
	}
}

// at2025 is 10:00 UTC on a day of 2025.
func at2025(m time.Month, d int) time.Time { return time.Date(2025, m, d, 10, 0, 0, 0, time.UTC) }

// turnOf is an episode candidate said by role.
func turnOf(id, role, text string, t time.Time) Candidate {
	return Candidate{Key: EpisodeKey(id), Kind: capsule.KindEpisode, ID: id, Text: text, EvidenceIDs: []string{id},
		OccurredAt: t, SpeakerRole: role}
}

// stateRequest is a recall of query over mayaTurns (turnsRequest).
func stateRequest(query string, now time.Time) Request {
	return turnsRequest(query, now, mayaTurns())
}

// turnsRequest is a recall of query over cands: every turn a lexical hit
// in candidate order, and a state channel marking them on the topic.
func turnsRequest(query string, now time.Time, cands []Candidate) Request {
	var lexHits, state []ChannelHit
	for i, c := range cands {
		lexHits = append(lexHits, lex("e:"+c.ID, float64(10-i), 1, 4))
		state = append(state, ChannelHit{Key: c.Key, Score: 1, Features: Features{Topic: Measured(1)}})
	}
	return Request{Namespace: "ns", Query: query, Hints: ParseHints(query, now, nil), Now: now, Budget: 400,
		Candidates: cands, Channels: []ChannelResult{{Name: "lexical", Hits: lexHits}, {Name: "state", Hits: state}}}
}

var mayaNow = time.Date(2026, 1, 10, 0, 0, 0, 0, time.UTC)

// TestStateCurrent: the latest statement of Maya's own comes first, the
// older one is context; the sister's move, the assistant's suggestion, a
// turn naming no value and a question are no statements of hers.
func TestStateCurrent(t *testing.T) {
	c := mustCompile(t, stateRequest("Where does Maya live now?", mayaNow))
	if got := c.Items[0].ID; got != "seattle" {
		t.Fatalf("first item %s, want seattle (items %v)", got, itemIDs(c))
	}
	if c.Items[0].Trace.Features["state_bonus"] <= 0 || c.Items[0].Role != "answer" || c.Abstain {
		t.Fatalf("answer item %+v, abstain %v", c.Items[0], c.Abstain)
	}
	old := findItem(c, "boston")
	if old == nil || old.Role != "context" || old.Trace.Features["status_penalty"] != stalePenalty {
		t.Fatalf("boston item %+v, want context with status_penalty", old)
	}
	for _, id := range []string{"sister", "assistant", "boxes", "ask"} {
		if it := findItem(c, id); it == nil || it.Role != "answer" || it.Trace.Features["state_bonus"] != 0 {
			t.Errorf("%s: %+v, want an untouched item", id, it)
		}
	}
}

// TestStateOthersAsked: "where does my sister live?" asks of someone of
// the asker's: the asker's own statements get no state_bonus.
func TestStateOthersAsked(t *testing.T) {
	c := mustCompile(t, stateRequest("Where does my sister live now?", mayaNow))
	for _, it := range c.Items {
		if it.Trace.Features["state_bonus"] > 0 {
			t.Errorf("%s got state_bonus %v: the asker's own statement answers a question about their sister", it.ID, it.Trace.Features["state_bonus"])
		}
	}
	if c := mustCompile(t, stateRequest("Where do I live now?", mayaNow)); c.Items[0].ID != "seattle" {
		t.Errorf("Where do I live now? first item %s, want seattle", c.Items[0].ID)
	}
}

// TestStateHistorical: a month names the statement that held then; "before"
// with no time names the ones that ended.
func TestStateHistorical(t *testing.T) {
	for _, q := range []string{"Where did Maya live in March 2025?", "Where did Maya live before moving to Seattle?"} {
		c := mustCompile(t, stateRequest(q, mayaNow))
		if got := c.Items[0].ID; got != "boston" {
			t.Errorf("%q: first item %s, want boston (items %v)", q, got, itemIDs(c))
		}
		if it := findItem(c, "seattle"); it == nil || it.Role != "context" {
			t.Errorf("%q: seattle %+v, want context", q, it)
		}
	}
}

// inesTurns: five homes in a year, each said once, and a turn that names
// no value ranked first by the lexical channel.
func inesTurns() []Candidate {
	at, ep := at2025, turnOf
	return []Candidate{
		ep("chat", "user", "The weather here has been lovely all week.", at(9, 1)),
		ep("lisbon", "user", "I live in Lisbon, near the river.", at(1, 5)),
		ep("porto", "user", "I moved to Porto last week, new flat.", at(4, 2)),
		ep("braga", "user", "We moved to Braga in June.", at(6, 20)),
		ep("faro", "user", "I live in Faro now, by the sea.", at(8, 3)),
		ep("coimbra", "user", "I moved to Coimbra this month.", at(10, 6)),
	}
}

// TestStateKeptBeside: in a capsule, the priorDepth statements before the
// answer that state other values, and the one after it, are kept just
// below the answer (prior_bonus, no status_penalty), above a turn that
// states nothing; older ones are stale context as before, and a search
// keeps none.
func TestStateKeptBeside(t *testing.T) {
	c := mustCompile(t, turnsRequest("Where does Ines live now?", mayaNow, inesTurns()))
	ids := itemIDs(c)
	if len(ids) < 5 || ids[0] != "coimbra" {
		t.Fatalf("items %v, want coimbra first", ids)
	}
	chat := slices.Index(ids, "chat")
	for _, id := range []string{"faro", "braga", "porto"} {
		it := findItem(c, id)
		if it == nil || it.Trace.Features["prior_bonus"] <= 0 || it.Trace.Features["status_penalty"] != 0 || it.Role != "context" {
			t.Fatalf("%s: %+v, want context kept with prior_bonus", id, it)
		}
		if i := slices.Index(ids, id); chat >= 0 && i > chat {
			t.Errorf("%s at %d below the turn that states nothing (%d): %v", id, i, chat, ids)
		}
	}
	if it := findItem(c, "lisbon"); it != nil && (it.Trace.Features["status_penalty"] != stalePenalty || it.Trace.Features["prior_bonus"] != 0) {
		t.Errorf("lisbon: %+v, want stale context beyond priorDepth", it)
	}
	// a top-k search keeps them stale, below it
	r, err := Search(turnsRequest("Where does Ines live now?", mayaNow, inesTurns()), 10)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range r.Hits {
		if h.Trace.Features["prior_bonus"] != 0 {
			t.Errorf("search: %s kept: %+v", h.ID, h.Trace)
		}
		if h.ID == "faro" && h.Trace.Features["status_penalty"] != stalePenalty {
			t.Errorf("search: faro %+v, want status_penalty", h.Trace)
		}
	}
	c = mustCompile(t, turnsRequest("Where did Ines live in March 2025?", mayaNow, inesTurns()))
	if ids := itemIDs(c); len(ids) < 2 || ids[0] != "lisbon" || ids[1] != "porto" {
		t.Fatalf("March: items %v, want lisbon then porto (the change that ended it)", ids)
	}
	for _, id := range []string{"braga", "faro", "coimbra"} {
		if it := findItem(c, id); it != nil && it.Trace.Features["prior_bonus"] != 0 {
			t.Errorf("March: %s kept: %+v", id, it.Trace)
		}
	}
}

// TestStateNotWithClaims: with a claim that answers, the turns keep their
// order (the claims are the state).
func TestStateNotWithClaims(t *testing.T) {
	req := stateRequest("Where does Maya live now?", mayaNow)
	cl := &ClaimFacts{ID: "cl", Subject: "user:maya", Predicate: "lives_in", Value: "Seattle", ValidFrom: day0(2025, 10, 20), Status: "active"}
	req.Candidates = append(req.Candidates, Candidate{Key: ClaimKey("cl"), Kind: capsule.KindClaim, ID: "cl", Confidence: 1, Claim: cl})
	req.Channels = append(req.Channels, ChannelResult{Name: "claim", Hits: []ChannelHit{lex("c:cl", 3, 2, 4)}})
	c := mustCompile(t, req)
	for _, it := range c.Items {
		if it.Trace.Features["state_bonus"] != 0 || it.Role == "context" {
			t.Fatalf("item %s resolved as state beside an answer claim: %+v", it.ID, it.Trace.Features)
		}
	}
}

// TestStateAnswersOracle: on random histories and targets, the members that
// answer are those that held at some instant of the target, found by trying
// every instant where the answer can change (a slow obvious version).
func TestStateAnswersOracle(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	day := func(n int) time.Time { return base.AddDate(0, 0, n) }
	for trial := range 2000 {
		n := 1 + rng.IntN(5)
		group := make([]*entry, n)
		for i := range group {
			id := fmt.Sprintf("e%d", i)
			group[i] = &entry{c: &Candidate{Key: EpisodeKey(id), ID: id, OccurredAt: day(rng.IntN(100))}}
			if rng.IntN(3) == 0 { // a late report: held from an earlier day its words give
				group[i].held = group[i].c.OccurredAt.AddDate(0, 0, -rng.IntN(30))
			}
		}
		slices.SortFunc(group, func(a, b *entry) int {
			if d := a.heldFrom().Compare(b.heldFrom()); d != 0 {
				return d
			}
			return a.c.Key.Compare(b.c.Key)
		})
		var tg target
		switch rng.IntN(3) {
		case 0:
			tg = target{rng: TimeRange{From: day(rng.IntN(110))}, point: true}
		case 1:
			from := rng.IntN(110)
			tg = target{rng: TimeRange{From: day(from), To: day(from + 1 + rng.IntN(40))}, scoped: true}
		default:
			tg = target{rng: TimeRange{To: day(rng.IntN(110))}, scoped: true}
		}
		c := &compiler{target: tg}
		got := c.stateAnswers(group, valueSet{})
		want := slowStateAnswers(group, tg)
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d: target %+v: got %v, want %v", trial, tg, ids(got), ids(want))
		}
	}
}

// slowStateAnswers: member i holds at instant x when it is the last member
// (in time, then key order) holding from (heldFrom) at or before x; it answers a point when
// it holds there, a range when it holds at the range's start or at some
// member's time inside it.
func slowStateAnswers(group []*entry, tg target) []*entry {
	holder := func(x time.Time) *entry {
		var h *entry
		for _, e := range group {
			if !e.heldFrom().After(x) {
				h = e
			}
		}
		return h
	}
	var xs []time.Time
	if tg.point {
		xs = append(xs, tg.rng.From)
	} else {
		if !tg.rng.From.IsZero() {
			xs = append(xs, tg.rng.From)
		}
		for _, e := range group {
			at := e.heldFrom()
			if (tg.rng.From.IsZero() || !at.Before(tg.rng.From)) && (tg.rng.To.IsZero() || at.Before(tg.rng.To)) {
				xs = append(xs, at)
			}
		}
	}
	set := map[*entry]bool{}
	for _, x := range xs {
		if h := holder(x); h != nil {
			set[h] = true
		}
	}
	var out []*entry
	for _, e := range group {
		if set[e] {
			out = append(out, e)
		}
	}
	return out
}

func ids(es []*entry) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.c.ID+"@"+e.c.OccurredAt.Format("01-02"))
	}
	return out
}

// TestAbstainUnion: each packed turn holds one of the query's three terms,
// under the floor alone; together they hold two of three and the capsule
// is no abstention. A query whose key term no turn holds still abstains.
func TestAbstainUnion(t *testing.T) {
	now := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	cands := []Candidate{
		{Key: EpisodeKey("dog"), Kind: capsule.KindEpisode, ID: "dog", Text: "My dog Biscuit loves the beach.", OccurredAt: day0(2026, 1, 4)},
		{Key: EpisodeKey("name"), Kind: capsule.KindEpisode, ID: "name", Text: "We adopted a puppy, his name is Biscuit.", OccurredAt: day0(2026, 1, 3)},
	}
	hit := func(k string, mask uint64) ChannelHit {
		h := lex(k, 1, 1, 3) // terms: name, maya, dog
		h.MatchedTerms = mask
		return h
	}
	req := Request{Namespace: "ns", Query: "What is the name of Maya's dog?", Now: now, Budget: 200, Candidates: cands,
		Channels: []ChannelResult{{Name: "lexical", Hits: []ChannelHit{hit("e:dog", 0b100), hit("e:name", 0b001)}}}}
	req.Hints = ParseHints(req.Query, now, nil)
	if c := mustCompile(t, req); c.Abstain || len(c.Items) != 2 {
		t.Fatalf("abstain %v with %d items holding name and dog", c.Abstain, len(c.Items))
	}
	// "What is the name of Maya's cat?": only "name" is held.
	req.Channels = []ChannelResult{{Name: "lexical", Hits: []ChannelHit{hit("e:name", 0b001)}}}
	if c := mustCompile(t, req); !c.Abstain {
		t.Fatal("no abstention with one term of three held")
	}
}

// TestStateFollowUp: for a current question, the speaker's first later
// turn on the topic that names the held value, and is no statement
// itself, joins the answer just below it; someone else's and the
// assistant's later mentions do not, nor does anything for a historical
// question.
func TestStateFollowUp(t *testing.T) {
	at, ep := at2025, turnOf
	cands := []Candidate{
		ep("sister", "user", "My sister says Boston rents are mad, she lives in the suburbs now.", at(8, 1)),
		ep("assistant", "assistant", "Boston has plenty of good neighbourhoods if you ever want to live there again.", at(9, 1)),
		ep("chat", "user", "Where should I live when the lease ends, do you think?", at(9, 2)),
		ep("boston", "user", "I live in Boston, near the river.", at(1, 5)),
		ep("fix", "user", "The delivery app still says Boston, but that chapter is over, so fix the address please.", at(10, 2)),
		ep("again", "user", "Boston again in my settings, please change it for good.", at(11, 2)),
		ep("late", "user", "Is Boston still showing in the app, or did the change stick?", at(12, 2)),
	}
	req := func(q string) Request { return turnsRequest(q, mayaNow, cands) }
	for _, q := range []string{"Where does Maya live now?", "Which city should I post Maya's card to this month?"} {
		c := mustCompile(t, req(q))
		if ids := itemIDs(c); len(ids) < 3 || ids[0] != "boston" || ids[1] != "fix" || ids[2] != "again" {
			t.Fatalf("%q: items %v, want boston, fix, again first", q, ids)
		}
		for _, id := range []string{"sister", "assistant", "chat", "late"} {
			if it := findItem(c, id); it != nil && it.Trace.Features["followup_bonus"] != 0 {
				t.Errorf("%q: %s lifted: %+v", q, id, it.Trace)
			}
		}
	}
	c := mustCompile(t, req("Where did Maya live in March 2025?"))
	for _, it := range c.Items {
		if it.Trace.Features["followup_bonus"] != 0 {
			t.Errorf("historical question lifted %s", it.ID)
		}
	}
}
