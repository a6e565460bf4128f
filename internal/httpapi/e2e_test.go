package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/engine"
)

func date(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

func newClient(t testing.TB, url, token string) *client.Client {
	t.Helper()
	c, err := client.New(url, token)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestSeedExampleOverHTTP runs seed 000 §5 through the Go client and
// checks that the HTTP capsule is the engine's capsule, byte for byte.
func TestSeedExampleOverHTTP(t *testing.T) {
	ctx := context.Background()
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	c := newClient(t, ts.URL, tokTeamA)
	const ns = "team-a/varun"
	light, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: "I prefer a light theme in every editor I use.",
		Source: "conversation/s1/t3", OccurredAt: date("2026-01-02T10:00:00Z"),
		Claims: []client.ClaimInput{{Subject: "user:varun", Predicate: "prefers_theme", Value: "light"}}})
	if err != nil || len(light.ClaimIDs) != 1 || len(light.SHA256) != 64 {
		t.Fatalf("remember light: %+v %v", light, err)
	}
	dark, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: "I switched from light mode to dark mode today.",
		Source: "conversation/s7/t12", OccurredAt: date("2026-04-18T09:30:00Z"), IdempotencyKey: "s7/t12",
		Claims: []client.ClaimInput{{Subject: "user:varun", Predicate: "prefers_theme", Value: "dark", Supersedes: light.ClaimIDs[0]}}})
	if err != nil {
		t.Fatal(err)
	}
	now := date("2026-05-01T00:00:00Z")
	for _, q := range []struct{ text, value, evID string }{
		{"Which theme should I use for this user?", "dark", dark.ID},
		{"What did Varun prefer in February?", "light", light.ID},
	} {
		got, err := c.Recall(ctx, client.RecallRequest{Namespace: ns, Query: q.text, BudgetTokens: 300, Now: now})
		if err != nil {
			t.Fatal(err)
		}
		if len(got.Items) == 0 || got.Items[0].Kind != capsule.KindClaim || got.Items[0].Value != q.value || !slices.Contains(got.Items[0].EvidenceIDs, q.evID) {
			t.Fatalf("%q: capsule %+v, want the %s claim first", q.text, got, q.value)
		}
		want, err := e.Recall(ctx, engine.Query{Namespace: ns, Text: q.text, BudgetTokens: 300, Now: now})
		if err != nil {
			t.Fatal(err)
		}
		gb, _ := json.Marshal(got)
		wb, _ := json.Marshal(want)
		if string(gb) != string(wb) {
			t.Fatalf("%q: HTTP capsule differs from the engine's:\nhttp   %s\nengine %s", q.text, gb, wb)
		}
	}
	ev, err := c.Expand(ctx, ns, dark.ID)
	if err != nil || ev.Content != "I switched from light mode to dark mode today." || ev.SHA256 != dark.SHA256 {
		t.Fatalf("expand: %+v %v", ev, err)
	}
	claims, err := c.Claims(ctx, ns, "user:varun", "prefers_theme")
	if err != nil || len(claims) != 2 || claims[0].Status != "superseded" || claims[1].Status != "active" {
		t.Fatalf("claims: %+v %v", claims, err)
	}
	replay, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: "I switched from light mode to dark mode today.",
		Source: "conversation/s7/t12", OccurredAt: date("2026-04-18T09:30:00Z"), IdempotencyKey: "s7/t12",
		Claims: []client.ClaimInput{{Subject: "user:varun", Predicate: "prefers_theme", Value: "dark", Supersedes: light.ClaimIDs[0]}}})
	if err != nil || !replay.Duplicate || replay.ID != dark.ID {
		t.Fatalf("idempotent replay: %+v %v", replay, err)
	}
	testAuditAndPurge(t, c, ns, light, dark)
}

func testAuditAndPurge(t *testing.T, c *client.Client, ns string, light, dark client.Receipt) {
	ctx := context.Background()
	page, err := c.Audit(ctx, 0, 100)
	if err != nil || len(page.Entries) < 2 {
		t.Fatalf("audit: %+v %v", page, err)
	}
	for _, j := range page.Entries {
		if j.Principal != "team-a" || j.Namespace != ns {
			t.Errorf("journal entry %d: principal %q namespace %q, want team-a in %s", j.Seq, j.Principal, j.Namespace, ns)
		}
	}
	rc, err := c.Purge(ctx, client.PurgeRequest{Namespace: ns, IDs: []string{light.ID}})
	if err != nil || rc.Evidence != 1 || len(rc.Digests) != 1 || rc.Digests[0] != light.SHA256 {
		t.Fatalf("purge: %+v %v", rc, err)
	}
	if _, err := c.Expand(ctx, ns, light.ID); !errors.Is(err, client.ErrNotFound) {
		t.Fatalf("expand after purge: %v, want ErrNotFound", err)
	}
	rep, err := c.Verify(ctx)
	if err != nil || !rep.OK || rep.Evidence != 1 {
		t.Fatalf("verify: %+v %v", rep, err)
	}
	after, err := c.Audit(ctx, page.NextAfter, 0)
	if err != nil || len(after.Entries) != 1 || after.Entries[0].Op == "" || after.Entries[0].Principal != "team-a" {
		t.Fatalf("audit after purge: %+v %v", after, err)
	}
}

func TestClientErrors(t *testing.T) {
	ctx := context.Background()
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	c := newClient(t, ts.URL, tokTeamA)
	var ae *client.Error
	_, err := c.Remember(ctx, client.Observation{Namespace: "team-a/x", Content: "", Source: "s"})
	if !errors.As(err, &ae) || ae.Status != 400 || ae.Field != "content" || !errors.Is(err, client.ErrInvalid) {
		t.Errorf("empty content: %v", err)
	}
	if _, err := c.Remember(ctx, client.Observation{Namespace: "team-b/x", Content: "c", Source: "s"}); !errors.Is(err, client.ErrForbidden) {
		t.Errorf("foreign namespace: %v", err)
	}
	if _, err := c.Expand(ctx, "team-a/x", "ev_missing"); !errors.Is(err, client.ErrNotFound) {
		t.Errorf("missing id: %v", err)
	}
	obs := client.Observation{Namespace: "team-a/x", Content: "one", Source: "s", IdempotencyKey: "k"}
	if _, err := c.Remember(ctx, obs); err != nil {
		t.Fatal(err)
	}
	obs.Content = "two"
	if _, err := c.Remember(ctx, obs); !errors.As(err, &ae) || ae.Status != 409 || !errors.Is(err, client.ErrConflict) {
		t.Errorf("idempotency conflict: %v", err)
	}
	_, err = c.RememberBatch(ctx, []client.Observation{{Namespace: "team-a/x", Content: "ok", Source: "s"}, {Namespace: "team-a/x", Content: "bad", Source: "s", Kind: "dream"}})
	if !errors.As(err, &ae) || ae.Field != "observations[1].kind" {
		t.Errorf("batch with a bad kind: %v", err)
	}
	if rep, err := e.Verify(ctx); err != nil || rep.Evidence != 1 {
		t.Errorf("the failed batch was not atomic: %+v %v", rep, err)
	}
	if _, err := c.SyncSemantic(ctx, "team-a/x"); !errors.Is(err, client.ErrNotSupported) {
		t.Errorf("sync-semantic: %v", err)
	}
	bad := newClient(t, ts.URL, tokUnknown)
	if err := bad.Health(ctx); err != nil {
		t.Errorf("health needs no token: %v", err)
	}
	if _, err := bad.Verify(ctx); !errors.Is(err, client.ErrUnauthorized) {
		t.Errorf("bad token: %v", err)
	}
}
