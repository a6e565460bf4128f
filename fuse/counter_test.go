package fuse

import (
	"errors"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

// counterRequest: an active answer (Paris) and a proposed alternative
// (Rome), each with its evidence episode.
func counterRequest(mode MemoryMode, budget int) Request {
	paris := &ClaimFacts{ID: "cl-paris", Subject: "user:ana", Predicate: "lives_in", Value: "Paris",
		ValidFrom: day0(2026, 1, 2), Status: "active"}
	rome := &ClaimFacts{ID: "cl-rome", Subject: "user:ana", Predicate: "lives_in", Value: "Rome",
		ValidFrom: day0(2026, 2, 2), Status: "proposed"}
	cands := []Candidate{
		{Key: ClaimKey("cl-paris"), Kind: capsule.KindClaim, ID: "cl-paris", EvidenceIDs: []string{"m1"}, Confidence: 1, Claim: paris},
		{Key: ClaimKey("cl-rome"), Kind: capsule.KindClaim, ID: "cl-rome", EvidenceIDs: []string{"m2"}, Confidence: 1, Claim: rome},
		{Key: EpisodeKey("m1"), Kind: capsule.KindEpisode, ID: "m1", Text: "I live in Paris.", EvidenceIDs: []string{"m1"}, OccurredAt: day0(2026, 1, 2)},
		{Key: EpisodeKey("m2"), Kind: capsule.KindEpisode, ID: "m2", Text: "Maybe I will live in Rome soon.", EvidenceIDs: []string{"m2"}, OccurredAt: day0(2026, 2, 2)},
	}
	return Request{Namespace: "n", Query: "Where does ana live?", Now: seedNow, Budget: budget, Mode: mode,
		Candidates: cands, Channels: []ChannelResult{
			{Name: "claim", Hits: []ChannelHit{lex("c:cl-paris", 3, 2, 3), lex("c:cl-rome", 2.5, 2, 3)}},
			{Name: "lexical", Hits: []ChannelHit{lex("e:m1", 2, 2, 3), lex("e:m2", 1.5, 2, 3)}},
		}}
}

func TestCounterevidenceReserve(t *testing.T) {
	for _, budget := range []int{40, 80, 120, 200, 400} {
		req := counterRequest(ModeDeliberation, budget)
		c := mustCompile(t, req)
		reserve := int(float64(budget) * DefaultCounterevidenceShare)
		used := 0
		for i, it := range c.Items {
			if it.Role != roleCounter {
				if used > 0 {
					t.Fatalf("budget %d: item %d (%s) after counterevidence", budget, i, it.ID)
				}
				continue
			}
			used += it.Tokens
			if it.ID != "cl-rome" && it.ID != "m2" {
				t.Errorf("budget %d: %s marked counterevidence", budget, it.ID)
			}
		}
		if used > reserve {
			t.Errorf("budget %d: counterevidence used %d tokens > reserve %d", budget, used, reserve)
		}
		if budget >= 200 && used == 0 {
			t.Errorf("budget %d: no counterevidence packed", budget)
		}
		if plain := mustCompile(t, counterRequest(ModeDefault, budget)); len(plain.Items) == 0 || plain.Items[0].ID != c.Items[0].ID {
			t.Errorf("budget %d: deliberation changed the top answer", budget)
		}
	}
	for _, it := range mustCompile(t, counterRequest(ModeDefault, 400)).Items {
		if it.Role == roleCounter {
			t.Errorf("default mode marked %s as counterevidence", it.ID)
		}
	}
	req := counterRequest("dreaming", 100)
	if _, err := Compile(req); !errors.Is(err, ErrInvalid) {
		t.Errorf("unknown mode: %v, want ErrInvalid", err)
	}
	req = counterRequest(ModeDeliberation, 100)
	req.Config.CounterevidenceShare = 1.5
	if _, err := Compile(req); !errors.Is(err, ErrInvalid) {
		t.Errorf("share 1.5: %v, want ErrInvalid", err)
	}
}

func TestAdmitsClaim(t *testing.T) {
	want := map[MemoryMode]string{ModeDefault: "active superseded disputed", ModeOperational: "active",
		ModeDeliberation: "active disputed proposed", ModeHistorical: "active superseded disputed proposed rejected"}
	for m, w := range want {
		got := ""
		for _, s := range []string{"active", "superseded", "disputed", "proposed", "rejected", "archived"} {
			if m.AdmitsClaim(s) {
				if got != "" {
					got += " "
				}
				got += s
			}
		}
		if got != w {
			t.Errorf("mode %q admits %q, want %q", m, got, w)
		}
	}
}
