package engine

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/evicortex/evicortex/internal/cpubench"
)

// BenchmarkRecall measures whole recalls over a two-person conversation
// (turns linked to their speakers, some with claims, questions with and
// without a named speaker, a "when" question and a dated one), so every
// channel runs: lexical, when, claim, temporal, context, window, entity
// and reply. cpu-ns/op (internal/cpubench) moves less than ns/op with the
// neighbours' load on a shared machine.
func BenchmarkRecall(b *testing.B) {
	e, err := Open(filepath.Join(b.TempDir(), "m.db"), Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	ctx := context.Background()
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	topics := []string{"kayak on the river", "walnut tree by the barn", "new job at the library",
		"trip to Lisbon", "sourdough starter", "guitar lessons", "the rescue dog", "marathon training"}
	var obs []Observation
	for k := 0; k < 300; k++ {
		for i, who := range []string{"Ben", "Ana"} {
			topic := topics[(k/3)%len(topics)]
			text := fmt.Sprintf("%s: about the %s, part %d", who, topic, k)
			if i == 0 && k%4 == 0 {
				text = fmt.Sprintf("%s: did you ever finish the %s?", who, topic)
			}
			if k%10 == 3 {
				text += ", we did it last week"
			}
			o := Observation{Namespace: "b/d", Kind: "turn", Content: text, Source: "bench",
				OccurredAt: at.Add(time.Duration(k)*time.Hour + time.Duration(i)*time.Second),
				Entities:   []EntityInput{{Name: who, Type: "person"}}}
			if k%25 == 0 {
				o.Claims = []ClaimInput{{Subject: who, Predicate: "hobby", Value: topic}}
			}
			obs = append(obs, o)
		}
	}
	for len(obs) > 0 {
		m := min(len(obs), 100)
		if _, err := e.RememberBatch(ctx, obs[:m]); err != nil {
			b.Fatal(err)
		}
		obs = obs[m:]
	}
	queries := []string{
		"What did Ana say about the kayak?",
		"When did Ben go on the trip to Lisbon?",
		"What is Ana's hobby?",
		"Which walnut tree is by the barn?",
		"What happened with the sourdough starter in March 2026?",
	}
	now := at.Add(400 * time.Hour)
	for _, budget := range []int{256, 1024} {
		b.Run(fmt.Sprintf("budget=%d", budget), func(b *testing.B) {
			b.ReportAllocs()
			stop := cpubench.Start(b)
			for i := 0; i < b.N; i++ {
				q := Query{Namespace: "b/d", Text: queries[i%len(queries)], BudgetTokens: budget, Now: now}
				if _, err := e.Recall(ctx, q); err != nil {
					b.Fatal(err)
				}
			}
			stop()
		})
	}
}
