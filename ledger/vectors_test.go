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

// testVectorRowsWithParts: a row may hold several vectors of Dims floats
// (the engine's whole text and its parts); ScanVectorsLongerThan returns
// only the rows holding more than one; a row that is not a whole number of
// vectors, holds too many, or whose Dims differs from the call's first is
// refused before anything is written, naming the field; purge removes the
// row with its evidence.
func testVectorRowsWithParts(t *testing.T, bk *backend) {
	ctx := context.Background()
	s := bk.open(t)
	rs := mustAppend(t, s, obs("a", "one"), obs("a", "two. three."), obs("a", "four"))
	row := func(r AppendResult, n int) Vector {
		v := Vector{EvidenceID: r.Evidence.ID, Dims: 2}
		for i := range n {
			v.Values = append(v.Values, float32(i), 1)
		}
		return v
	}
	if _, err := s.PutVectors(ctx, "a", "p", []Vector{row(rs[0], 1), row(rs[1], 3)}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		bad  Vector
		want string
	}{
		{Vector{EvidenceID: rs[2].Evidence.ID, Values: make([]float32, 3), Dims: 2}, "vectors[1].values"},
		{Vector{EvidenceID: rs[2].Evidence.ID, Values: make([]float32, 2*(maxVectorsPerRow+1)), Dims: 2}, "vectors[1].values"},
		{Vector{EvidenceID: rs[2].Evidence.ID, Values: make([]float32, 6), Dims: 3}, "vectors[1].dims"},
		{Vector{EvidenceID: rs[2].Evidence.ID, Values: make([]float32, 2), Dims: -2}, "vectors[1].dims"},
	} {
		var fe *FieldError
		_, err := s.PutVectors(ctx, "a", "p", []Vector{row(rs[2], 1), c.bad})
		if !errors.As(err, &fe) || fe.Field != c.want {
			t.Errorf("%d values of dims %d: %v, want a FieldError on %s", len(c.bad.Values), c.bad.Dims, err, c.want)
		}
	}
	if p, _ := s.VectorProfiles(ctx, "a"); p["p"] != 2 {
		t.Fatalf("a refused call wrote: %d rows, want 2", p["p"])
	}
	var all, long []Vector
	if err := s.ScanVectors(ctx, "p", func(v Vector) error { all = append(all, v); return nil }); err != nil {
		t.Fatal(err)
	}
	if err := s.ScanVectorsLongerThan(ctx, "p", 2, func(v Vector) error { long = append(long, v); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 || len(all[0].Values) != 2 || len(all[1].Values) != 6 || all[1].Values[4] != 2 {
		t.Fatalf("scan: %+v", all)
	}
	if len(long) != 1 || long[0].EvidenceID != rs[1].Evidence.ID {
		t.Fatalf("scan longer than 2: %+v", long)
	}
	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "a", IDs: []string{rs[1].Evidence.ID}}); err != nil {
		t.Fatal(err)
	}
	long = nil
	if err := s.ScanVectorsLongerThan(ctx, "p", 2, func(v Vector) error { long = append(long, v); return nil }); err != nil || len(long) != 0 {
		t.Fatalf("purge left %d rows with parts (%v)", len(long), err)
	}
	if _, err := s.Verify(ctx); err != nil {
		t.Fatalf("verify: %v", err)
	}
}
