package ledger

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

// TestComputeClaimStatesLifecycle: proposals and rejections keep their
// status, never supersede or dispute asserted claims, a rejection of a
// proposal rejects it, and an assertion that supersedes a proposal marks it
// superseded.
func TestComputeClaimStatesLifecycle(t *testing.T) {
	lc := func(c Claim, l Lifecycle) Claim { c.Lifecycle = l; return c }
	cases := []struct {
		name   string
		claims []Claim
		want   string
	}{
		{"proposal does not supersede", []Claim{
			mk(1, "u", "city", "Paris", 0, 0, 0, ""),
			lc(mk(2, "u", "city", "Rome", 5, 0, 5, "c1"), LifecycleProposed),
		}, "c1:active c2:proposed"},
		{"proposal does not dispute", []Claim{
			mk(1, "u", "city", "Paris", 0, 0, 0, ""),
			lc(mk(2, "u", "city", "Rome", 0, 0, 1, ""), LifecycleProposed),
		}, "c1:active c2:proposed"},
		{"rejection rejects the proposal", []Claim{
			lc(mk(1, "u", "city", "Rome", 0, 0, 0, ""), LifecycleProposed),
			lc(mk(2, "u", "city", "Rome", 0, 0, 1, "c1"), LifecycleRejected),
		}, "c1:rejected>c2 c2:rejected"},
		{"rejection of an asserted claim has no effect", []Claim{
			mk(1, "u", "city", "Paris", 0, 0, 0, ""),
			lc(mk(2, "u", "city", "Paris", 0, 0, 1, "c1"), LifecycleRejected),
		}, "c1:active c2:rejected"},
		{"assertion supersedes a proposal", []Claim{
			lc(mk(1, "u", "city", "Rome", 0, 0, 0, ""), LifecycleProposed),
			mk(2, "u", "city", "Milan", 3, 0, 1, "c1"),
		}, "c1:superseded>c2 c2:active"},
		{"a rejection is final", []Claim{
			lc(mk(1, "u", "city", "Rome", 0, 0, 0, ""), LifecycleRejected),
			mk(2, "u", "city", "Milan", 3, 0, 1, "c1"),
		}, "c1:rejected c2:active"},
		{"asserted dispute ignores proposals", []Claim{
			mk(1, "u", "city", "Paris", 0, 0, 0, ""),
			mk(2, "u", "city", "Lyon", 0, 0, 1, ""),
			lc(mk(3, "u", "city", "Nice", 0, 0, 2, ""), LifecycleProposed),
		}, "c1:disputed!c2 c2:disputed!c1 c3:proposed"},
	}
	for _, c := range cases {
		if got := statesOf(ComputeClaimStates(c.claims, day(-1).AddDate(1, 0, 0))); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

func TestParseLifecycle(t *testing.T) {
	for in, want := range map[string]Lifecycle{"": LifecycleAsserted, "asserted": LifecycleAsserted,
		"proposed": LifecycleProposed, "rejected": LifecycleRejected} {
		if got, err := ParseLifecycle(in); err != nil || got != want {
			t.Errorf("ParseLifecycle(%q) = %q, %v", in, got, err)
		}
	}
	var fe *FieldError
	if _, err := ParseLifecycle("Proposed"); !errors.As(err, &fe) || fe.Field != "lifecycle" {
		t.Errorf("ParseLifecycle(Proposed) = %v, want a lifecycle field error", err)
	}
}

// testClaimLifecycle (conformance): proposed and rejected claims are
// stored, read back, verified and recomputed on both backends; an unknown
// lifecycle writes nothing.
func testClaimLifecycle(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	base := mustAppend(t, s, withClaim(obs("lc", "I live in Paris"),
		ClaimInput{Subject: "user:a", Predicate: "city", Value: "Paris"}))[0].ClaimIDs[0]
	// The same fields as the asserted claim, but proposed: a new row, not
	// more support for the asserted one (the digest covers the lifecycle).
	same := mustAppend(t, s, withClaim(obs("lc", "maybe Paris"),
		ClaimInput{Subject: "user:a", Predicate: "city", Value: "Paris", Lifecycle: LifecycleProposed}))[0].ClaimIDs[0]
	prop := mustAppend(t, s, withClaim(obs("lc", "perhaps I will move to Rome"),
		ClaimInput{Subject: "user:a", Predicate: "city", Value: "Rome", ValidFrom: day(3), Supersedes: base,
			Lifecycle: LifecycleProposed}))[0].ClaimIDs[0]
	rej := mustAppend(t, s, withClaim(obs("lc", "no, not Rome"),
		ClaimInput{Subject: "user:a", Predicate: "city", Value: "Rome", ValidFrom: day(3), Supersedes: prop,
			Lifecycle: LifecycleRejected}))[0].ClaimIDs[0]
	hist, err := s.ClaimsFor(ctx, "lc", "user:a", "city")
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("%s:active %s:proposed %s:rejected>%s %s:rejected", base, same, prop, rej, rej)
	if got := statesOf(hist); got != want {
		t.Fatalf("states:\n got %s\nwant %s", got, want)
	}
	if hist[1].Lifecycle != LifecycleProposed || hist[3].Lifecycle != LifecycleRejected || hist[0].Lifecycle != LifecycleAsserted {
		t.Errorf("lifecycles read back wrong: %+v", hist)
	}
	if _, err := s.Verify(ctx); err != nil {
		t.Fatalf("Verify: %v", err)
	}
	if err := s.RebuildClaimState(ctx); err != nil {
		t.Fatal(err)
	}
	after, _ := s.ClaimsFor(ctx, "lc", "user:a", "city")
	if statesOf(after) != want {
		t.Errorf("rebuild changed state: %s", statesOf(after))
	}
	before, _ := s.Stats(ctx)
	_, err = s.Append(ctx, []EvidenceInput{withClaim(obs("lc", "bad"),
		ClaimInput{Subject: "user:a", Predicate: "city", Value: "Oslo", Lifecycle: "maybe"})})
	var fe *FieldError
	if !errors.As(err, &fe) || fe.Field != "observations[0].claims[0].lifecycle" && fe.Field != "claims[0].lifecycle" {
		t.Fatalf("unknown lifecycle: err %v, want a field error naming claims[0].lifecycle", err)
	}
	if now, _ := s.Stats(ctx); now != before {
		t.Errorf("a refused append wrote: %+v -> %+v", before, now)
	}
}
