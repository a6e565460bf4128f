package engine

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/ledger"
)

// maintCorpus writes sessions of turns with repeated and near-identical
// content and a superseded claim, and returns the evidence ids by session.
func maintCorpus(t testing.TB, e *Engine, ns string, sessions int) [][]string {
	t.Helper()
	topics := []string{"hiking in the Alps", "baking sourdough bread", "learning the cello", "repairing the old bicycle",
		"planting tomatoes in the garden", "reading about Roman history", "training for a marathon", "painting the kitchen"}
	var ids [][]string
	base := date("2024-01-01")
	var obs []Observation
	for s := 0; s < sessions; s++ {
		for i := 0; i < 6; i++ {
			topic := topics[(s+i)%len(topics)]
			text := fmt.Sprintf("Session %d: Mira talked about %s and said it took %d hours this week. She plans to continue.", s, topic, i+2)
			if i == 4 { // an exact repeat of turn 0
				text = fmt.Sprintf("Session %d: Mira talked about %s and said it took %d hours this week. She plans to continue.", s, topics[s%len(topics)], 2)
			}
			if i == 5 { // a near repeat of turn 1
				text = fmt.Sprintf("Session %d: Mira talked about %s and said it took %d hours this week. She plans to continue soon.", s, topics[(s+1)%len(topics)], 3)
			}
			obs = append(obs, Observation{Namespace: ns, Kind: "turn", Content: text, Source: fmt.Sprintf("chat/s%02d/t%d", s, i),
				OccurredAt: base.Add(time.Duration(s*24+i) * time.Hour)})
		}
	}
	rs, err := e.RememberBatch(context.Background(), obs)
	if err != nil {
		t.Fatal(err)
	}
	for s := 0; s < sessions; s++ {
		var sess []string
		for i := 0; i < 6; i++ {
			sess = append(sess, rs[s*6+i].ID)
		}
		ids = append(ids, sess)
	}
	old := mustRemember(t, e, Observation{Namespace: ns, Content: "Mira lives in Porto.", Source: "chat/profile/t0",
		OccurredAt: base, Claims: []ClaimInput{{Subject: "Mira", Predicate: "lives_in", Value: "Porto"}}})
	mustRemember(t, e, Observation{Namespace: ns, Content: "Mira moved to Lisbon.", Source: "chat/profile/t1",
		OccurredAt: base.AddDate(0, 3, 0), Claims: []ClaimInput{{Subject: "Mira", Predicate: "lives_in", Value: "Lisbon", Supersedes: old.ClaimIDs[0]}}})
	return ids
}

func maintJSON(t testing.TB, c *capsule.Capsule) []byte {
	t.Helper()
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestMaintainIdempotentAndCapsules(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	ids := maintCorpus(t, e, "m", 6)
	q := Query{Namespace: "m", Text: "How long did Mira spend learning the cello?", BudgetTokens: 128, Now: date("2024-06-01")}
	rep, err := e.Maintain(ctx, MaintainInput{Namespace: "m"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Actions == 0 || rep.Summaries == 0 || rep.Duplicates < 6 || rep.TierMoves == 0 {
		t.Fatalf("first pass: %+v", rep)
	}
	if rep.Actions != rep.Summaries+rep.Duplicates+rep.TierMoves+rep.Proposals {
		t.Fatalf("actions %d do not add up: %+v", rep.Actions, rep)
	}
	again, err := e.Maintain(ctx, MaintainInput{Namespace: "m"})
	if err != nil || again.Actions != 0 {
		t.Fatalf("second pass: %+v, %v", again, err)
	}
	dups, _ := e.led.Duplicates(ctx, "m")
	canon := map[string]string{}
	for _, d := range dups {
		canon[d.EvidenceID] = d.CanonicalID
	}
	if canon[ids[0][4]] != ids[0][0] || canon[ids[0][5]] != ids[0][1] {
		t.Fatalf("session 0 duplicates %v", canon)
	}
	c, err := e.Recall(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	if c.UsedTokens > c.BudgetTokens || c.BudgetTokens != 128 {
		t.Fatalf("budget %d used %d", c.BudgetTokens, c.UsedTokens)
	}
	var sum *capsule.Item
	groups := map[string]bool{}
	for i, it := range c.Items {
		if it.Kind == capsule.KindSummary {
			sum = &c.Items[i]
			continue
		}
		if it.Kind != capsule.KindEpisode {
			continue
		}
		for _, id := range it.EvidenceIDs {
			h := id
			if canon[id] != "" {
				h = canon[id]
			}
			if groups[h] && len(it.EvidenceIDs) == 1 {
				t.Fatalf("two items of the duplicate group of %s: %s", h, maintJSON(t, c))
			}
			groups[h] = true
		}
	}
	if sum == nil {
		t.Fatalf("no summary item at 128 tokens: %s", maintJSON(t, c))
	}
	if sum.Role != "context" {
		t.Fatalf("summary role %q", sum.Role)
	}
	kids, err := e.ExpandSummary(ctx, "m", sum.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(kids) != len(sum.EvidenceIDs) {
		t.Fatalf("expand gave %d children, item cites %d", len(kids), len(sum.EvidenceIDs))
	}
	held := false
	for i, k := range kids {
		if k.ID != sum.EvidenceIDs[i] {
			t.Fatalf("child %d: %s, item cites %s", i, k.ID, sum.EvidenceIDs[i])
		}
		held = held || bytes.Contains([]byte(k.Content), []byte(firstSentence(sum.Text)))
	}
	if !held {
		t.Fatalf("no child holds the summary's first sentence %q", firstSentence(sum.Text))
	}
	// Rebuilding every projection from the ledger gives the same capsule.
	if err := e.RebuildIndexes(ctx); err != nil {
		t.Fatal(err)
	}
	c2, err := e.Recall(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(maintJSON(t, c), maintJSON(t, c2)) {
		t.Fatalf("capsule after rebuild differs:\n%s\n%s", maintJSON(t, c), maintJSON(t, c2))
	}
}

func firstSentence(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			return s[:i+1]
		}
	}
	return s
}

// TestMaintainDuplicateItemCitesGroup: an exact repeat collapses into one
// item citing both ids, each still expandable.
func TestMaintainDuplicateItemCitesGroup(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	a := mustRemember(t, e, Observation{Namespace: "d", Content: "The quarterly budget review moved to Thursday at noon.", Source: "mail/1/a", OccurredAt: date("2024-02-01")})
	b := mustRemember(t, e, Observation{Namespace: "d", Content: "The quarterly budget review moved to Thursday at noon.", Source: "mail/2/a", OccurredAt: date("2024-02-02")})
	mustRemember(t, e, Observation{Namespace: "d", Content: "Lunch was tacos.", Source: "mail/3/a", OccurredAt: date("2024-02-03")})
	q := Query{Namespace: "d", Text: "When is the budget review?", BudgetTokens: 300, Now: date("2024-03-01")}
	before, err := e.Recall(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Maintain(ctx, MaintainInput{}); err != nil {
		t.Fatal(err)
	}
	c, err := e.Recall(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, it := range c.Items {
		if it.ID == a.ID || it.ID == b.ID {
			n++
			if len(it.EvidenceIDs) != 2 || it.EvidenceIDs[0] != a.ID || it.EvidenceIDs[1] != b.ID {
				t.Fatalf("item cites %v", it.EvidenceIDs)
			}
			for _, id := range it.Expand {
				if _, err := e.Expand(ctx, "d", id); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d items for the duplicate pair after a pass (before: %s)", n, maintJSON(t, before))
	}
}

// TestMaintainAnswersUnchanged: current and historical answers are the same
// before and after a pass (metamorphic), and operational recall leaves out
// the archived superseded evidence.
func TestMaintainAnswersUnchanged(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	maintCorpus(t, e, "m", 4)
	answers := func() []string {
		var out []string
		for _, mode := range []MemoryMode{ModeOperational, ModeHistorical, ModeDefault} {
			c, err := e.Recall(ctx, Query{Namespace: "m", Text: "Where does Mira live?", BudgetTokens: 512, MemoryMode: mode, Now: date("2024-06-01")})
			if err != nil {
				t.Fatal(err)
			}
			var claims []string
			for _, it := range c.Items {
				if it.Kind == capsule.KindClaim {
					claims = append(claims, it.Value+"/"+it.Status)
				}
			}
			out = append(out, fmt.Sprint(mode, claims))
		}
		return out
	}
	before := answers()
	if _, err := e.Maintain(ctx, MaintainInput{}); err != nil {
		t.Fatal(err)
	}
	after := answers()
	if fmt.Sprint(before) != fmt.Sprint(after) {
		t.Fatalf("answers changed:\n%v\n%v", before, after)
	}
}

// TestMaintainPurgeChild: purging a summary's child drops the summary; the
// next pass summarizes the survivors; no file holds the purged words.
func TestMaintainPurgeChild(t *testing.T) {
	e, path := openTest(t, Options{})
	ctx := context.Background()
	var ids []string
	for i, s := range []string{"Xylophonist Quentin rehearsed the concerto twice.", "The rehearsal hall had new chairs installed.",
		"Dinner afterwards was at the harbour restaurant."} {
		r := mustRemember(t, e, Observation{Namespace: "p", Content: s, Source: "chat/s1/t" + fmt.Sprint(i), OccurredAt: date("2024-01-02")})
		ids = append(ids, r.ID)
	}
	if _, err := e.Maintain(ctx, MaintainInput{Namespace: "p"}); err != nil {
		t.Fatal(err)
	}
	var sums []string
	_ = e.led.ScanSummaries(ctx, "p", func(s ledger.Summary) error { sums = append(sums, s.Text); return nil })
	if len(sums) != 1 || !bytes.Contains([]byte(sums[0]), []byte("Xylophonist")) {
		t.Fatalf("summaries %q", sums)
	}
	if _, err := e.Purge(ctx, PurgeRequest{Namespace: "p", IDs: []string{ids[0]}}); err != nil {
		t.Fatal(err)
	}
	rep, err := e.Maintain(ctx, MaintainInput{Namespace: "p"})
	if err != nil || rep.Summaries != 1 {
		t.Fatalf("pass after purge: %+v %v", rep, err)
	}
	sums = nil
	_ = e.led.ScanSummaries(ctx, "p", func(s ledger.Summary) error {
		sums = append(sums, s.Text)
		if len(s.Children) != 2 {
			t.Errorf("children %v", s.Children)
		}
		return nil
	})
	if len(sums) != 1 || bytes.Contains([]byte(sums[0]), []byte("Xylophonist")) {
		t.Fatalf("summaries after purge %q", sums)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{path, path + "-wal"} {
		b, _ := os.ReadFile(f)
		if bytes.Contains(b, []byte("Xylophonist")) {
			t.Fatalf("%s still holds the purged child's words", f)
		}
	}
}

func TestResolveProposalBadInput(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	mustRemember(t, e, Observation{Namespace: "r", Content: "x", Source: "s/1", OccurredAt: date("2024-01-01")})
	head, _ := e.led.JournalHead(ctx)
	for _, in := range []ResolveInput{{ID: "pr_01arz3ndektsv4rrffq69g5fav", Decision: "apply"}, {ID: "", Decision: "apply"},
		{ID: "ev_01arz3ndektsv4rrffq69g5fav", Decision: "apply"}, {ID: "pr_01arz3ndektsv4rrffq69g5fav", Decision: "maybe"}} {
		_, err := e.ResolveProposal(ctx, in)
		if !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrInvalid) {
			t.Errorf("%+v: %v", in, err)
		}
	}
	if h, _ := e.led.JournalHead(ctx); h != head {
		t.Fatal("a refused resolve wrote")
	}
}

// TestMaintenanceWorker: the background worker runs a pass once the
// journal grew, and a capsule says degraded while the backlog is over
// the threshold.
func TestMaintenanceWorker(t *testing.T) {
	e, _ := openTest(t, Options{})
	maintCorpus(t, e, "w", 2)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	e.maint.backlog.Store(5)
	e.maint.behindAfter.Store(1)
	c, err := e.Recall(context.Background(), Query{Namespace: "w", Text: "cello", BudgetTokens: 200, Now: date("2024-06-01")})
	if err != nil || c.Degraded == "" {
		t.Fatalf("degraded %q, %v", c.Degraded, err)
	}
	go func() {
		e.RunMaintenanceWorker(ctx, WorkerConfig{Interval: 10 * time.Millisecond, JournalGrowth: 1, BehindAfter: 1000})
		close(done)
	}()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if last, _ := e.led.LastMaintenancePasses(context.Background()); last["w"].Actions > 0 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	<-done
	last, _ := e.led.LastMaintenancePasses(context.Background())
	if last["w"].Actions == 0 {
		t.Fatal("the worker ran no pass")
	}
	c, err = e.Recall(context.Background(), Query{Namespace: "w", Text: "cello", BudgetTokens: 200, Now: date("2024-06-01")})
	if err != nil || c.Degraded != "" {
		t.Fatalf("degraded after the worker stopped: %q, %v", c.Degraded, err)
	}
}

// TestMaintainConcurrentRecalls: recalls run while passes write and
// invalidate the view (run with -race).
func TestMaintainConcurrentRecalls(t *testing.T) {
	e, _ := openTest(t, Options{})
	maintCorpus(t, e, "c", 4)
	ctx := context.Background()
	if _, err := e.Maintain(ctx, MaintainInput{}); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 4)
	for g := 0; g < 4; g++ {
		go func() {
			for i := 0; i < 20; i++ {
				if _, err := e.Recall(ctx, Query{Namespace: "c", Text: "cello hours", BudgetTokens: 128, Now: date("2024-06-01")}); err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	for i := 0; i < 3; i++ {
		mustRemember(t, e, Observation{Namespace: "c", Content: fmt.Sprintf("Another note %d about the cello lessons.", i),
			Source: "chat/s99/t" + fmt.Sprint(i), OccurredAt: date("2024-05-01")})
		if _, err := e.Maintain(ctx, MaintainInput{Yield: true}); err != nil {
			t.Fatal(err)
		}
	}
	for g := 0; g < 4; g++ {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}
