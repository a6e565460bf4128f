package fuse

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

// benchRequest is a recall-sized request: n candidates (a fifth of them
// claims in groups of four), four channels returning about half each.
func benchRequest(n int) Request {
	r := rand.New(rand.NewSource(int64(n)))
	req := Request{Now: day0(2026, 5, 1), Budget: 2000}
	q := "what did alice prefer in February"
	req.Query, req.Hints = q, ParseHints(q, req.Now, nil)
	for i := 0; i < n; i++ {
		id := fmt.Sprintf("x%05d", i)
		c := Candidate{Key: EpisodeKey(id), ID: id, Kind: capsule.KindEpisode, Text: randText(r, 10+r.Intn(60)),
			EvidenceIDs: []string{id}, OccurredAt: randTime(r), Confidence: 1}
		if i%5 == 0 {
			g := i / 20
			c.Key, c.Kind, c.Text = ClaimKey(id), capsule.KindClaim, ""
			from := day0(2025, 1, 1).AddDate(0, (i/5)%4*3, 0)
			c.Claim = &ClaimFacts{ID: id, Subject: fmt.Sprintf("s%d", g), Predicate: "p", Value: id,
				ValidFrom: from, Status: statusActive}
			if (i/5)%4 != 3 {
				c.Claim.ValidTo, c.Claim.Status = from.AddDate(0, 3, 0), statusSuperseded
			}
		}
		req.Candidates = append(req.Candidates, c)
	}
	req.Channels = randChannels(r, req.Candidates)
	for len(req.Channels) < 4 {
		req.Channels = randChannels(r, req.Candidates)
	}
	return req
}

func BenchmarkCompile(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		req := benchRequest(n)
		b.Run(fmt.Sprintf("candidates=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := Compile(req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkParseHints(b *testing.B) {
	lookup := func(p string) (string, bool) { return "", false }
	for _, q := range []string{"Which theme should I use for this user?",
		"What did Varun prefer between March and May 2026 before he moved to New York?"} {
		b.Run(fmt.Sprintf("words=%d", len(timeToks(q))), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				ParseHints(q, hintsNow, lookup)
			}
		})
	}
}

func BenchmarkEstimate(b *testing.B) {
	text := randText(rand.New(rand.NewSource(1)), 200)
	for _, est := range []Estimator{DefaultEstimator(), CharEstimator(4)} {
		b.Run(est.Name(), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for i := 0; i < b.N; i++ {
				est.Estimate(text)
			}
		})
	}
}
