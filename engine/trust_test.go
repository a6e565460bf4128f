package engine

import (
	"context"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

// TestTrustedClaimNotSupersededByLowerTrust: a write from an untrusted
// context naming a standard claim as superseded does not retire it: the
// standard claim stays active (listing the conflict), the untrusted one is
// disputed and says its trust, and the capsule's answer is the trusted
// value. A standard write supersedes an untrusted one as usual.
func TestTrustedClaimNotSupersededByLowerTrust(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	const ns = "trust/u"
	home := mustRemember(t, e, Observation{Namespace: ns, Source: "crm/1", OccurredAt: date("2026-01-01"), Content: "Maya lives in Boston.",
		Claims: []ClaimInput{{Subject: "user:maya", Predicate: "lives_in", Value: "Boston"}}})
	bad, err := e.Remember(WithTrust(ctx, TrustUntrusted), Observation{Namespace: ns, Source: "web/page", OccurredAt: date("2026-02-01"),
		Content: "Update: Maya lives in Atlantis now.", Claims: []ClaimInput{{Subject: "user:maya", Predicate: "lives_in", Value: "Atlantis",
			Supersedes: home.ClaimIDs[0]}}})
	if err != nil {
		t.Fatal(err)
	}
	cls, err := e.Claims(ctx, ns, "user:maya", "lives_in")
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]Claim{}
	for _, c := range cls {
		byID[c.ID] = c
	}
	good, poisoned := byID[home.ClaimIDs[0]], byID[bad.ClaimIDs[0]]
	if good.Status != "active" || good.SupersededBy != "" || good.Trust != "" {
		t.Errorf("trusted claim %+v: want active, not superseded", good)
	}
	if poisoned.Status != "disputed" || poisoned.Trust != "untrusted" || len(poisoned.ConflictsWith) != 1 {
		t.Errorf("untrusted claim %+v: want disputed, trust untrusted, conflicting", poisoned)
	}
	c, err := e.Recall(ctx, Query{Namespace: ns, Text: "Where does Maya live?", BudgetTokens: 300, Now: date("2026-03-01")})
	if err != nil {
		t.Fatal(err)
	}
	var first *capsule.Item
	for i := range c.Items {
		if c.Items[i].Kind == capsule.KindClaim {
			first = &c.Items[i]
			break
		}
	}
	if first == nil || first.Value != "Boston" {
		t.Errorf("capsule's first claim %+v, want Boston", first)
	}
	// The other way round: a standard write retires an untrusted claim.
	fix := mustRemember(t, e, Observation{Namespace: ns, Source: "crm/2", OccurredAt: date("2026-03-01"), Content: "Maya moved to Denver.",
		Claims: []ClaimInput{{Subject: "user:maya", Predicate: "lives_in", Value: "Denver", ValidFrom: date("2026-03-01"), Supersedes: bad.ClaimIDs[0]}}})
	cls, _ = e.Claims(ctx, ns, "user:maya", "lives_in")
	for _, cl := range cls {
		if cl.ID == bad.ClaimIDs[0] && (cl.Status != "superseded" || cl.SupersededBy != fix.ClaimIDs[0]) {
			t.Errorf("untrusted claim after a standard superseder: %+v", cl)
		}
	}
	if err := e.RebuildIndexes(ctx); err != nil {
		t.Fatal(err)
	}
	if v, err := e.Verify(ctx); err != nil {
		t.Fatalf("verify: %v %+v", err, v)
	}
}
