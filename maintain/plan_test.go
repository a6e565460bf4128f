package maintain

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"
	"time"
)

var t0 = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)

func ev(seq int, source, content string, day int) Evidence {
	sum := sha256.Sum256([]byte(content))
	return Evidence{Seq: uint32(seq), ID: fmt.Sprintf("ev_%03d", seq), Source: source, Content: content,
		SHA256: hex.EncodeToString(sum[:]), OccurredAt: t0.AddDate(0, 0, day)}
}

// apply folds a plan into the snapshot, as the ledger would record it.
func apply(s *Snapshot, p Plan) {
	if s.Duplicates == nil {
		s.Duplicates, s.Tiers, s.Proposed = map[string]string{}, map[string]Tier{}, map[string]bool{}
	}
	for _, d := range p.Duplicates {
		s.Duplicates[d.EvidenceID] = d.CanonicalID
	}
	for _, pr := range p.Proposals {
		s.Proposed[pr.EvidenceID+" "+pr.CanonicalID] = true
	}
	drop := map[string]bool{}
	for _, id := range p.DropSummaries {
		drop[id] = true
	}
	var kept []Summary
	for _, sm := range s.Summaries {
		if !drop[sm.ID] {
			kept = append(kept, sm)
		}
	}
	for i, sm := range p.Summaries {
		kept = append(kept, Summary{ID: fmt.Sprintf("sm_%d_%d", len(s.Summaries), i), Scope: sm.Scope, InputDigest: sm.InputDigest})
	}
	s.Summaries = kept
	for _, t := range p.Tiers {
		s.Tiers[t.ItemID] = t.Tier
	}
}

func sample() *Snapshot {
	s := &Snapshot{Namespace: "t"}
	texts := []string{
		"Alice adopted a beagle named Pixel. She walks him every morning.",
		"Bob started learning the cello in March. Practice is hard.",
		"Alice adopted a beagle named Pixel. She walks him every morning.",
		"alice ADOPTED a beagle named pixel!  she walks him every morning",
		"Carol booked flights to Kyoto for the cherry blossom season next spring with her sister and plans to visit temples, gardens and markets on every single day of the trip",
		"Carol booked flights to Kyoto for the cherry blossom season next spring with her sister and plans to visit temples, gardens and markets on every single day of the journey",
		"Dave repaired the garden fence after the storm knocked it down.",
		"Erin repaired the garden fence after the storm knocked it down yesterday.",
	}
	for i, tx := range texts {
		s.Evidence = append(s.Evidence, ev(i+1, fmt.Sprintf("chat/s%d/t%d", i/4, i), tx, i*20))
	}
	s.Claims = []Claim{{ID: "cl_1", EvidenceIDs: []string{"ev_002"}, Retired: true}, {ID: "cl_2", EvidenceIDs: []string{"ev_007"}}}
	return s
}

func TestPlanDuplicatesSummariesTiers(t *testing.T) {
	s := sample()
	p := PlanPass(s, Policy{})
	dups := map[string]string{}
	for _, d := range p.Duplicates {
		dups[d.EvidenceID] = d.CanonicalID + "/" + d.Measure
	}
	want := map[string]string{"ev_003": "ev_001/exact", "ev_004": "ev_001/exact", "ev_006": "ev_005/shingle_jaccard"}
	if !reflect.DeepEqual(dups, want) {
		t.Fatalf("duplicates %v, want %v", dups, want)
	}
	if len(p.Proposals) != 1 || p.Proposals[0].EvidenceID != "ev_008" || p.Proposals[0].CanonicalID != "ev_007" {
		t.Fatalf("proposals %+v", p.Proposals)
	}
	if len(p.Summaries) == 0 {
		t.Fatal("no summaries")
	}
	byID := map[string]Evidence{}
	for _, e := range s.Evidence {
		byID[e.ID] = e
	}
	for _, sm := range p.Summaries {
		var parts []string
		for _, sp := range sm.Spans {
			child := byID[sm.Children[sp.Child]]
			parts = append(parts, child.Content[sp.Start:sp.End])
		}
		if strings.Join(parts, " ") != sm.Text {
			t.Fatalf("summary %q is not its spans %q", sm.Text, parts)
		}
		for _, c := range sm.Children {
			if _, dup := want[c]; dup {
				t.Fatalf("summary child %s is a duplicate", c)
			}
		}
	}
	tiers := map[string]Tier{}
	for _, tr := range p.Tiers {
		tiers[tr.ItemID] = tr.Tier
	}
	if tiers["ev_003"] != Archive || tiers["ev_002"] != Archive || tiers["cl_1"] != Archive || tiers["ev_001"] != Warm {
		t.Fatalf("tiers %v", tiers)
	}
	if _, moved := tiers["ev_007"]; moved {
		t.Fatalf("newest evidence moved: %v", tiers)
	}
}

func TestPlanDeterministicAndIdempotent(t *testing.T) {
	s := sample()
	a, b := PlanPass(s, Policy{}), PlanPass(sample(), Policy{})
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two plans of one snapshot differ")
	}
	apply(s, a)
	if again := PlanPass(s, Policy{}); again.Len() != 0 {
		t.Fatalf("second pass planned %d actions: %+v", again.Len(), again)
	}
	// New evidence in a summarized session replaces that session's summary.
	s.Evidence = append(s.Evidence, ev(9, "chat/s1/t8", "Erin painted the kitchen a pale yellow colour.", 140))
	next := PlanPass(s, Policy{})
	if len(next.Summaries) != 1 || len(next.DropSummaries) != 1 {
		t.Fatalf("after growth: %d summaries, %d drops", len(next.Summaries), len(next.DropSummaries))
	}
}

// TestJaccardAgainstNaive checks the merge-based Jaccard against sets.
func TestJaccardAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for n := 0; n < 200; n++ {
		a, b := shingles(randWords(r)), shingles(randWords(r))
		set := map[uint64]int{}
		for _, x := range a {
			set[x] |= 1
		}
		for _, x := range b {
			set[x] |= 2
		}
		inter := 0
		for _, v := range set {
			if v == 3 {
				inter++
			}
		}
		want := 0.0
		if len(a) > 0 && len(b) > 0 {
			want = float64(inter) / float64(len(set))
		}
		if got := jaccard(a, b); got != want {
			t.Fatalf("jaccard %v, want %v", got, want)
		}
	}
}

func randWords(r *rand.Rand) []string {
	vocab := []string{"a", "b", "c", "d", "e"}
	out := make([]string, r.Intn(12))
	for i := range out {
		out[i] = vocab[r.Intn(len(vocab))]
	}
	return out
}

func TestSentences(t *testing.T) {
	text := "  Hi there. Version 2.5 is out!\nNext line? end"
	var got []string
	for _, s := range sentences(text) {
		got = append(got, text[s.Start:s.End])
	}
	want := []string{"Hi there.", "Version 2.5 is out!", "Next line?", "end"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%q", got)
	}
}

func TestValidate(t *testing.T) {
	kids := []Evidence{ev(1, "c/s/1", "Quentin rehearsed the concerto twice on Monday. The hall was cold.", 0),
		ev(2, "c/s/2", "Dinner afterwards was at the harbour restaurant with Ana.", 0)}
	text, spans, err := Validate("  Quentin's rehearsal of the concerto happened twice.\nDinner with Ana was at the harbour restaurant. ", kids, Policy{})
	if err != nil {
		t.Fatal(err)
	}
	if text != "Quentin's rehearsal of the concerto happened twice. Dinner with Ana was at the harbour restaurant." ||
		len(spans) != 2 || spans[0] != (Span{0, 0, 47}) || spans[1].Child != 1 {
		t.Fatalf("%q %+v", text, spans)
	}
	for _, bad := range []string{"", "Quentin rehearsed the concerto 3 times.", "Quentin flew to Paris with his violin.",
		strings.Repeat("Quentin rehearsed twice. ", 5)} {
		if _, _, err := Validate(bad, kids, Policy{}); !errors.Is(err, ErrUnsupported) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
