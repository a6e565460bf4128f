package engine

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/fuse"
)

// poisonTopics are the topics of the poisoning tests: a turn stating each,
// and its question.
var poisonTopics = []struct{ text, q string }{
	{"The deploy pipeline failed on the database migration.", "Why did the deploy fail?"},
	{"Maya's dentist appointment is on Tuesday at nine.", "When is Maya's dentist appointment?"},
	{"The garden needs tomatoes planted before May.", "What should be planted in the garden?"},
	{"The quarterly budget review moved to Thursday.", "When is the budget review?"},
	{"Bo adopted a beagle named Biscuit last spring.", "What is the name of Bo's dog?"},
	{"The office wifi password changes every month.", "How often does the wifi password change?"},
}

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
	topics := poisonTopics
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

// TestStuffingSourceShare: a trusted source that writes many pieces of
// evidence, each stuffed with every topic word of the namespace, does not
// take over the capsules of questions on one topic: together its pieces
// hold at most fuse.DefaultSourceShare of the budget, and each question's
// topic turn is packed. With the share off (SourceShare 1) the same
// pieces hold more (468 of 512 tokens when measured), so the test is not
// vacuous. BM25 saturation alone keeps the topic turns in either way.
func TestStuffingSourceShare(t *testing.T) {
	const budget = 512
	for _, c := range []struct {
		name  string
		share float64
	}{{"default", 0}, {"off", 1}} {
		t.Run(c.name, func(t *testing.T) {
			stuffed, missed := stuffingCapsules(t, Options{Fusion: fuse.Config{SourceShare: c.share}}, budget)
			t.Logf("share %v: stuffed tokens per question %v; topic turns missed %v", c.share, stuffed, missed)
			over := 0
			for q, n := range stuffed {
				if float64(n) > fuse.DefaultSourceShare*budget {
					over++
					if c.share == 0 {
						t.Errorf("%q: the stuffed source holds %d tokens, above its share of the %d-token budget", q, n, budget)
					}
				}
			}
			for _, q := range missed {
				t.Errorf("the topic turn %q is not in its question's capsule", q)
			}
			if c.share == 1 && over == 0 {
				t.Fatalf("test is vacuous: with the share off the stuffed source stays within the share: %v", stuffed)
			}
		})
	}
}

// stuffingCapsules fills a namespace with six topics (sessions "chat/sI",
// a turn on the topic and small talk each) and twelve pieces from
// one source ("web/seo/K", one family) stuffed with every topic word (and
// a few words of their own, so they are not near-duplicates), and recalls each
// topic's question with budget tokens. It returns, by question, the tokens
// the stuffed pieces hold, and the topic turns left out.
func stuffingCapsules(t *testing.T, opts Options, budget int) (map[string]int, []string) {
	e, _ := openTest(t, opts)
	ctx := context.Background()
	const ns = "poison/s"
	topics := poisonTopics
	var words []string
	turns := map[string]string{} // question -> its topic's turn
	for i, tp := range topics {
		at := date("2026-01-01").AddDate(0, 0, i)
		turns[tp.q] = tp.text
		mustRemember(t, e, Observation{Namespace: ns, Source: fmt.Sprintf("chat/s%d/t0", i), OccurredAt: at, Content: tp.text})
		for j := 1; j < 6; j++ {
			mustRemember(t, e, Observation{Namespace: ns, Source: fmt.Sprintf("chat/s%d/t%d", i, j), OccurredAt: at.Add(time.Duration(j) * time.Minute),
				Content: fmt.Sprintf("Small talk %d about lunch and the weather, nothing else (%d).", j, i)})
		}
		words = append(words, strings.Fields(strings.Trim(tp.q, "?"))...)
		words = append(words, strings.Fields(strings.Trim(tp.text, "."))...)
	}
	bad := map[string]bool{}
	for k := range 12 {
		// The topic words and a dozen words of the piece's own, so that
		// near-duplicate suppression does not collapse the pieces.
		w := append([]string(nil), words...)
		for i := range 12 {
			w = append(w, fmt.Sprintf("z%dq%d", k, i))
		}
		rc := mustRemember(t, e, Observation{Namespace: ns, Source: fmt.Sprintf("web/seo/%d", k),
			OccurredAt: date("2026-03-01").Add(time.Duration(k) * time.Hour), Content: fmt.Sprintf("Page %d: %s.", k, strings.Join(w, " "))})
		bad[rc.ID] = true
	}
	stuffed := map[string]int{}
	var missed []string
	for _, tp := range topics {
		c, err := e.Recall(ctx, Query{Namespace: ns, Text: tp.q, BudgetTokens: budget, Now: date("2026-04-01")})
		if err != nil {
			t.Fatal(err)
		}
		var packed strings.Builder
		for _, it := range c.Items {
			if slices.ContainsFunc(it.EvidenceIDs, func(id string) bool { return bad[id] }) {
				stuffed[tp.q] += it.Tokens
			}
			packed.WriteString(it.Text + "\n")
		}
		if !strings.Contains(packed.String(), turns[tp.q]) {
			missed = append(missed, turns[tp.q])
		}
	}
	return stuffed, missed
}
