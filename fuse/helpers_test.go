package fuse

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

func day0(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

// seedNow is the reference time of the seed 000 §5 example.
var seedNow = time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)

// seedCandidates is seed 000 §5: light from 2026-01-02 (m1), dark from
// 2026-04-18 (m9) superseding it, plus unrelated evidence.
func seedCandidates() []Candidate {
	light := &ClaimFacts{ID: "cl-light", Subject: "user:varun", Predicate: "prefers_theme", Value: "light",
		ValidFrom: day0(2026, 1, 2), ValidTo: day0(2026, 4, 18), Status: "superseded", SupersededBy: "cl-dark"}
	dark := &ClaimFacts{ID: "cl-dark", Subject: "user:varun", Predicate: "prefers_theme", Value: "dark",
		ValidFrom: day0(2026, 4, 18), Status: "active", Supersedes: "cl-light"}
	return []Candidate{
		{Key: ClaimKey("cl-light"), Kind: capsule.KindClaim, ID: "cl-light", EvidenceIDs: []string{"m1"}, OccurredAt: light.ValidFrom, Confidence: 1, Claim: light},
		{Key: ClaimKey("cl-dark"), Kind: capsule.KindClaim, ID: "cl-dark", EvidenceIDs: []string{"m9"}, OccurredAt: dark.ValidFrom, Confidence: 1, Claim: dark},
		{Key: EpisodeKey("m1"), Kind: capsule.KindEpisode, ID: "m1", Text: "I like the light theme, please keep it.", EvidenceIDs: []string{"m1"}, OccurredAt: time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC)},
		{Key: EpisodeKey("m9"), Kind: capsule.KindEpisode, ID: "m9", Text: "I switched from light mode to dark mode today.", EvidenceIDs: []string{"m9"}, OccurredAt: time.Date(2026, 4, 18, 9, 30, 0, 0, time.UTC)},
		{Key: EpisodeKey("m5"), Kind: capsule.KindEpisode, ID: "m5", Text: "Varun asked about the theme of the offsite in February.", EvidenceIDs: []string{"m5"}, OccurredAt: time.Date(2026, 2, 10, 9, 0, 0, 0, time.UTC)},
	}
}

// key parses a key's trace form ("c:id" or "e:id").
func key(s string) Key {
	switch {
	case strings.HasPrefix(s, "c:"):
		return ClaimKey(s[2:])
	case strings.HasPrefix(s, "e:"):
		return EpisodeKey(s[2:])
	}
	panic("bad test key " + s)
}

func lex(k string, bm25, matched, terms float64) ChannelHit {
	return ChannelHit{Key: key(k), Score: bm25, Features: Features{BM25: Measured(bm25), Matched: Measured(matched), QueryTerms: Measured(terms)}}
}

func fit(k string, f float64) ChannelHit {
	return ChannelHit{Key: key(k), Score: f, Features: Features{TemporalFit: Measured(f)}}
}

func ent(k string) ChannelHit {
	return ChannelHit{Key: key(k), Score: 1, Features: Features{EntityMatch: true}}
}

func mustCompile(t *testing.T, req Request) *capsule.Capsule {
	t.Helper()
	c, err := Compile(req)
	if err != nil {
		t.Fatalf("Compile: %v", err)
	}
	checkCapsule(t, req, c)
	return c
}

// checkCapsule asserts the invariants every capsule must hold.
func checkCapsule(t *testing.T, req Request, c *capsule.Capsule) {
	t.Helper()
	if c.UsedTokens > req.Budget {
		t.Fatalf("used %d tokens > budget %d", c.UsedTokens, req.Budget)
	}
	sum := 0
	for _, it := range c.Items {
		sum += it.Tokens
	}
	if sum != c.UsedTokens {
		t.Fatalf("item tokens sum to %d, used_tokens %d", sum, c.UsedTokens)
	}
	o := c.OmittedBy
	if o.Budget+o.Duplicate+o.Temporal+o.Threshold+o.SourceShare != c.Omitted {
		t.Fatalf("omitted_by %+v does not sum to omitted %d", o, c.Omitted)
	}
	packed := 0 // candidates in items: a span item holds one per evidence id
	for _, it := range c.Items {
		if it.OccurredTo != nil {
			packed += len(it.EvidenceIDs)
		} else {
			packed++
		}
	}
	if c.Omitted+packed != len(req.Candidates) {
		t.Fatalf("omitted %d + packed %d != candidates %d", c.Omitted, packed, len(req.Candidates))
	}
	if _, err := json.Marshal(c); err != nil {
		t.Fatalf("capsule does not marshal: %v", err)
	}
}

func itemIDs(c *capsule.Capsule) []string {
	out := make([]string, len(c.Items))
	for i, it := range c.Items {
		out[i] = it.ID
	}
	return out
}

func findItem(c *capsule.Capsule, id string) *capsule.Item {
	for i := range c.Items {
		if c.Items[i].ID == id {
			return &c.Items[i]
		}
	}
	return nil
}
