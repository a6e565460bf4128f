package httpapi

import (
	"context"
	"errors"
	"testing"

	"github.com/evicortex/evicortex/client"
)

// TestFeedbackOverHTTP: feedback on a capsule's items is a 200 with the
// record's id; an id not in the capsule is a 400 naming it; after a purge
// of one of its items the same capsule gets 409 stale_revision.
func TestFeedbackOverHTTP(t *testing.T) {
	ctx := context.Background()
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	c := newClient(t, ts.URL, tokTeamA)
	const ns = "team-a/bo"
	for i, text := range []string{"I live in Lyon.", "Lyon has great food."} {
		if _, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: text, Source: "chat/" + string(rune('a'+i)),
			OccurredAt: date("2026-01-02T10:00:00Z")}); err != nil {
			t.Fatal(err)
		}
	}
	cp, err := c.Recall(ctx, client.RecallRequest{Namespace: ns, Query: "Lyon", BudgetTokens: 300})
	if err != nil || len(cp.Items) != 1 || len(cp.Items[0].EvidenceIDs) != 2 || cp.CapsuleID == "" || cp.Revision <= 0 {
		t.Fatalf("recall: %+v, %v", cp, err)
	}
	rc, err := c.Feedback(ctx, client.FeedbackRequest{Namespace: ns, CapsuleID: cp.CapsuleID, Used: []string{cp.Items[0].ID}})
	if err != nil || rc.ID == "" || rc.Items != 1 || rc.Revision != cp.Revision {
		t.Fatalf("feedback: %+v, %v", rc, err)
	}
	var ae *client.Error
	_, err = c.Feedback(ctx, client.FeedbackRequest{Namespace: ns, CapsuleID: cp.CapsuleID, Used: []string{"ev_nothere"}})
	if !errors.As(err, &ae) || ae.Status != 400 || ae.Field != "used[0]" {
		t.Fatalf("item not in capsule: %v, want 400 naming used[0]", err)
	}
	// The two turns are one span item; purging its second turn changes it.
	if _, err := c.Purge(ctx, client.PurgeRequest{Namespace: ns, IDs: []string{cp.Items[0].EvidenceIDs[1]}}); err != nil {
		t.Fatal(err)
	}
	_, err = c.Feedback(ctx, client.FeedbackRequest{Namespace: ns, CapsuleID: cp.CapsuleID, Used: []string{cp.Items[0].ID}})
	if !errors.As(err, &ae) || ae.Status != 409 || ae.Code != "stale_revision" || !errors.Is(err, client.ErrStaleRevision) {
		t.Fatalf("after purge: %v, want 409 stale_revision", err)
	}
	other := newClient(t, ts.URL, tokTeamA)
	if _, err := other.Feedback(ctx, client.FeedbackRequest{Namespace: "team-b/x", CapsuleID: cp.CapsuleID, Used: []string{"x"}}); !errors.As(err, &ae) || ae.Status != 403 {
		t.Fatalf("namespace outside the grant: %v, want 403", err)
	}
}

// TestAttentionOverHTTP: an attention context travels to the engine and
// the capsule's attention_trace comes back; a bad directive or an unknown
// key is a 400 naming it.
func TestAttentionOverHTTP(t *testing.T) {
	ctx := context.Background()
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	c := newClient(t, ts.URL, tokTeamA)
	const ns = "team-a/att"
	for i, text := range []string{"Lyon food is great.", "Lyon weather is rainy."} {
		if _, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: text, Source: string(rune('a'+i)) + "/1",
			OccurredAt: date("2026-01-02T10:00:00Z").AddDate(0, 0, i*9)}); err != nil {
			t.Fatal(err)
		}
	}
	cp, err := c.Recall(ctx, client.RecallRequest{Namespace: ns, Query: "Lyon", BudgetTokens: 300,
		Attention: &client.Attention{FocusTerms: []string{"weather"}}})
	if err != nil || len(cp.AttentionTrace) != 1 || cp.AttentionTrace[0].Matched != 1 || cp.Items[0].Text != "Lyon weather is rainy." {
		t.Fatalf("recall with attention: %+v, %v", cp, err)
	}
	var ae *client.Error
	_, err = c.Recall(ctx, client.RecallRequest{Namespace: ns, Query: "Lyon", BudgetTokens: 300,
		Attention: &client.Attention{BoostKinds: []string{"fact"}}})
	if !errors.As(err, &ae) || ae.Status != 400 || ae.Field != "attention.boost_kinds[0]" {
		t.Fatalf("bad boost kind: %v", err)
	}
}

// TestLinksOverHTTP: links written with remember come back from GET
// /v1/links, paginated; a link to another namespace is a 400 naming it.
func TestLinksOverHTTP(t *testing.T) {
	ctx := context.Background()
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	c := newClient(t, ts.URL, tokTeamA)
	const ns = "team-a/ln"
	a, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: "The deploy failed.", Source: "a/1"})
	if err != nil {
		t.Fatal(err)
	}
	o, err := c.Remember(ctx, client.Observation{Namespace: "team-a/other", Content: "Elsewhere.", Source: "a/1"})
	if err != nil {
		t.Fatal(err)
	}
	for i, rel := range []string{"explains", "follows"} {
		if _, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: "Note " + rel, Source: "b/" + string(rune('1'+i)),
			Links: []client.LinkInput{{To: a.ID, Relation: rel, Strength: 0.6}}}); err != nil {
			t.Fatal(err)
		}
	}
	p1, err := c.Links(ctx, ns, "", 0, 1)
	if err != nil || len(p1.Links) != 1 || p1.NextOffset != 1 || p1.Links[0].Relation != "explains" || p1.Links[0].To != a.ID {
		t.Fatalf("page 1: %+v, %v", p1, err)
	}
	p2, err := c.Links(ctx, ns, a.ID, 1, 5)
	if err != nil || len(p2.Links) != 1 || p2.NextOffset != 0 || p2.Links[0].Relation != "follows" {
		t.Fatalf("page 2: %+v, %v", p2, err)
	}
	var ae *client.Error
	_, err = c.Remember(ctx, client.Observation{Namespace: ns, Content: "x", Source: "c/1", Links: []client.LinkInput{{To: o.ID}}})
	if !errors.As(err, &ae) || ae.Status != 400 || ae.Field != "links[0].to" {
		t.Fatalf("link to another namespace: %v", err)
	}
}

// TestStateOverHTTP: per-evidence affect and context and a recall state
// travel over HTTP as the engine takes them; a valence out of range is a
// 400 naming it.
func TestStateOverHTTP(t *testing.T) {
	ctx := context.Background()
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	c := newClient(t, ts.URL, tokTeamA)
	const ns = "team-a/st"
	if _, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: "The deadline is Friday.", Source: "a/1",
		OccurredAt: date("2026-01-02T10:00:00Z"), Goal: "ship"}); err != nil {
		t.Fatal(err)
	}
	calm, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: "The deadline made me anxious.", Source: "b/1",
		OccurredAt: date("2026-01-09T10:00:00Z"), Affect: &client.Affect{Valence: -0.7, Arousal: 0.9},
		Context: &client.Context{Participants: []string{"Olivia"}}})
	if err != nil {
		t.Fatal(err)
	}
	cp, err := c.Recall(ctx, client.RecallRequest{Namespace: ns, Query: "deadline", BudgetTokens: 300,
		State: &client.RecallState{Mode: "personal", Emotion: &client.Emotion{Valence: -0.7, Arousal: 0.9}, Participants: []string{"Olivia"}}})
	if err != nil || len(cp.Items) == 0 || cp.Items[0].ID != calm.ID {
		t.Fatalf("state recall: %+v, %v", cp, err)
	}
	var ae *client.Error
	_, err = c.Recall(ctx, client.RecallRequest{Namespace: ns, Query: "deadline", BudgetTokens: 300,
		State: &client.RecallState{Emotion: &client.Emotion{Valence: 3}}})
	if !errors.As(err, &ae) || ae.Status != 400 || ae.Field != "state.emotion.valence" {
		t.Fatalf("valence 3: %v", err)
	}
	_, err = c.Remember(ctx, client.Observation{Namespace: ns, Content: "x", Source: "c/1", Affect: &client.Affect{Arousal: 2}})
	if !errors.As(err, &ae) || ae.Status != 400 || ae.Field != "affect.arousal" {
		t.Fatalf("arousal 2: %v", err)
	}
}
