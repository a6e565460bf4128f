package fuse_test

import (
	"fmt"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/fuse"
)

// The seed example: the light theme was superseded by dark on 2026-04-18.
func ExampleCompile() {
	day := func(m time.Month, d int) time.Time { return time.Date(2026, m, d, 0, 0, 0, 0, time.UTC) }
	now := day(5, 1)
	claim := func(id, value string, from, to time.Time, status, ev string) fuse.Candidate {
		return fuse.Candidate{Key: fuse.ClaimKey(id), Kind: capsule.KindClaim, ID: id, EvidenceIDs: []string{ev},
			Claim: &fuse.ClaimFacts{ID: id, Subject: "user:varun", Predicate: "prefers_theme", Value: value,
				ValidFrom: from, ValidTo: to, Status: status}}
	}
	hit := func(id string) fuse.ChannelHit {
		return fuse.ChannelHit{Key: fuse.ClaimKey(id), Score: 1,
			Features: fuse.Features{Matched: fuse.Measured(2), QueryTerms: fuse.Measured(2)}}
	}
	for _, q := range []string{"Which theme does Varun prefer?", "What did Varun prefer in February?"} {
		capsule, err := fuse.Compile(fuse.Request{
			Query: q, Hints: fuse.ParseHints(q, now, nil), Now: now, Budget: 100,
			Candidates: []fuse.Candidate{
				claim("light", "light", day(1, 2), day(4, 18), "superseded", "m1"),
				claim("dark", "dark", day(4, 18), time.Time{}, "active", "m9"),
			},
			Channels: []fuse.ChannelResult{{Name: "claim", Hits: []fuse.ChannelHit{hit("light"), hit("dark")}}},
		})
		if err != nil {
			panic(err)
		}
		fmt.Println(q)
		for _, it := range capsule.Items {
			fmt.Printf("  %-7s %s %v\n", it.Role, it.Text, it.Expand)
		}
	}
	// Output:
	// Which theme does Varun prefer?
	//   answer  user:varun prefers_theme dark (valid 2026-04-18 → now; active) [m9]
	//   context user:varun prefers_theme light (valid 2026-01-02 → 2026-04-18; superseded) [m1]
	// What did Varun prefer in February?
	//   answer  user:varun prefers_theme light (valid 2026-01-02 → 2026-04-18; superseded) [m1]
	//   context user:varun prefers_theme dark (valid 2026-04-18 → now; active) [m9]
}
