package ledger

import (
	"context"
	"errors"
	"testing"
)

func testVectorsPutScanDropPurge(t *testing.T, bk *backend) {
	ctx := context.Background()
	s := bk.open(t)
	rs := mustAppend(t, s, obs("a", "one"), obs("a", "two"), obs("b", "three"))
	vec := func(r AppendResult, x float32) Vector {
		return Vector{EvidenceID: r.Evidence.ID, Values: []float32{x, 1 - x, 0.5}}
	}
	if _, err := s.PutVectors(ctx, "a", "p1", []Vector{vec(rs[0], 0.1), vec(rs[1], 0.2)}); err != nil {
		t.Fatal(err)
	}
	// Evidence of another namespace is not found there: skipped, not written.
	if skipped, err := s.PutVectors(ctx, "a", "p1", []Vector{vec(rs[2], 0.3)}); err != nil || skipped != 1 {
		t.Fatalf("cross-namespace vector: skipped %d, %v", skipped, err)
	}
	var got []Vector
	if err := s.ScanVectors(ctx, "p1", func(v Vector) error { got = append(got, v); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[1].Values[0] != 0.2 || got[0].EvidenceSHA256 != rs[0].Evidence.SHA256 {
		t.Fatalf("scan: %+v", got)
	}
	missing, err := s.EvidenceWithoutVector(ctx, "a", "p1", 0, 10)
	if err != nil || len(missing) != 0 {
		t.Fatalf("without vector: %v %v", missing, err)
	}
	if missing, _ = s.EvidenceWithoutVector(ctx, "a", "p2", 0, 10); len(missing) != 2 {
		t.Fatalf("without vector under another profile: %d", len(missing))
	}
	profiles, err := s.VectorProfiles(ctx, "a")
	if err != nil || profiles["p1"] != 2 {
		t.Fatalf("profiles %v %v", profiles, err)
	}
	for _, bad := range [][]Vector{nil, {{EvidenceID: rs[0].Evidence.ID}}, {vec(rs[0], 0.1), {EvidenceID: rs[1].Evidence.ID, Values: []float32{1}}}} {
		var fe *FieldError
		if _, err := s.PutVectors(ctx, "a", "p1", bad); !errors.As(err, &fe) {
			t.Errorf("PutVectors(%v): %v, want a FieldError", bad, err)
		}
	}
	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "a", IDs: []string{rs[0].Evidence.ID}}); err != nil {
		t.Fatal(err)
	}
	if profiles, _ = s.VectorProfiles(ctx, "a"); profiles["p1"] != 1 {
		t.Fatalf("purge left %d vectors, want 1", profiles["p1"])
	}
	if n, err := s.DropVectors(ctx, "a", "p1"); err != nil || n != 1 {
		t.Fatalf("drop: %d %v", n, err)
	}
	if _, err := s.Verify(ctx); err != nil {
		t.Fatalf("verify after vector ops: %v", err)
	}
}
