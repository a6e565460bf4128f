package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// TestKeywordStuffingDoesNotTakeOver: untrusted evidence stuffed with
// every topic word of a namespace is never the top item of a question on
// one topic (BM25's term-frequency saturation and length normalization
// keep it below a short text matching the question) and never holds more
// than a quarter of a capsule's tokens (fuse.Config.LowTrustShare: before
// the share it held 268 of every capsule's ~290 tokens), also after a
// rebuild and a reopen (the trust projection is rebuilt from the ledger).
func TestKeywordStuffingDoesNotTakeOver(t *testing.T) {
	e, path := openTest(t, Options{})
	ctx := context.Background()
	const ns = "poison/u"
	topics := []struct{ text, q string }{
		{"The deploy pipeline failed on the database migration.", "Why did the deploy fail?"},
		{"Maya's dentist appointment is on Tuesday at nine.", "When is Maya's dentist appointment?"},
		{"The garden needs tomatoes planted before May.", "What should be planted in the garden?"},
		{"The quarterly budget review moved to Thursday.", "When is the budget review?"},
		{"Bo adopted a beagle named Biscuit last spring.", "What is the name of Bo's dog?"},
		{"The office wifi password changes every month.", "How often does the wifi password change?"},
	}
	for i, tp := range topics {
		mustRemember(t, e, Observation{Namespace: ns, Source: fmt.Sprintf("chat/%d", i), OccurredAt: date("2026-01-01").AddDate(0, 0, i), Content: tp.text})
		for j := 0; j < 5; j++ {
			mustRemember(t, e, Observation{Namespace: ns, Source: fmt.Sprintf("chat/%d/%d", i, j), OccurredAt: date("2026-02-01").AddDate(0, 0, 6*i+j),
				Content: fmt.Sprintf("Small talk %d about lunch and the weather, nothing else (%d).", j, i)})
		}
	}
	var words []string
	for _, tp := range topics {
		words = append(words, strings.Fields(strings.Trim(tp.q, "?"))...)
		words = append(words, strings.Fields(strings.Trim(tp.text, "."))...)
	}
	// Short enough to fit a capsule (so the share check is not vacuous),
	// each topic word twice.
	stuffed := strings.Repeat(strings.Join(words, " ")+" ", 2)
	bad, err := e.Remember(WithTrust(ctx, TrustUntrusted), Observation{Namespace: ns, Source: "web/seo", OccurredAt: date("2026-03-01"), Content: stuffed})
	if err != nil {
		t.Fatal(err)
	}
	check := func(e *Engine) {
		seen := 0
		for _, tp := range topics {
			big, err := e.Recall(ctx, Query{Namespace: ns, Text: tp.q, BudgetTokens: 4000, Now: date("2026-04-01")})
			if err != nil {
				t.Fatal(err)
			}
			for _, it := range big.Items {
				if it.ID == bad.ID {
					seen++
				}
			}
			c, err := e.Recall(ctx, Query{Namespace: ns, Text: tp.q, BudgetTokens: 512, Now: date("2026-04-01")})
			if err != nil {
				t.Fatal(err)
			}
			if len(c.Items) == 0 {
				t.Fatalf("%q: empty capsule", tp.q)
			}
			if c.Items[0].ID == bad.ID || c.Items[0].Text != tp.text {
				t.Errorf("%q: top item %q, want %q", tp.q, c.Items[0].Text[:min(60, len(c.Items[0].Text))], tp.text)
			}
			stuffedTokens := 0
			for _, it := range c.Items {
				for _, id := range it.EvidenceIDs {
					if id == bad.ID {
						stuffedTokens += it.Tokens
					}
				}
			}
			if 4*stuffedTokens > c.UsedTokens {
				t.Errorf("%q: the stuffed evidence holds %d of %d tokens", tp.q, stuffedTokens, c.UsedTokens)
			}
		}
		if seen != len(topics) {
			t.Fatalf("test is vacuous: the stuffed evidence is a candidate of %d of %d questions", seen, len(topics))
		}
	}
	check(e)
	if err := e.RebuildIndexes(ctx); err != nil {
		t.Fatal(err)
	}
	check(e)
	e.Close()
	e2, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	check(e2)
}
