package ledger

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"testing"
)

func mustExec(t *testing.T, db *sql.DB, q string, args ...any) {
	t.Helper()
	if _, err := db.Exec(q, args...); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

func seedStore(t *testing.T, s *Store) []AppendResult {
	t.Helper()
	a := withClaim(obs("ns", "alpha content"), ClaimInput{Subject: "s", Predicate: "p", Value: "v"})
	a.Metadata = []byte(`{"m":1}`)
	r := mustAppend(t, s, a, obs("ns", "beta content"))
	r = append(r, mustAppend(t, s, withClaim(obs("ns", "gamma content"),
		ClaimInput{Subject: "s", Predicate: "p", Value: "w", Supersedes: r[0].ClaimIDs[0]}))...)
	if err := s.RecordDerivation(context.Background(), Derivation{Namespace: "ns", EvidenceID: r[1].Evidence.ID,
		Producer: "x@1", Kind: "extractor", InputDigest: r[1].Evidence.SHA256, Output: "{}"}); err != nil {
		t.Fatal(err)
	}
	return r
}

func testVerifyClean(t *testing.T, bk *backend) {
	s := bk.open(t)
	seedStore(t, s)
	rep, err := s.Verify(context.Background())
	if err != nil || rep != (VerifyReport{Evidence: 3, Claims: 2, JournalEntries: 3}) {
		t.Fatalf("Verify = %+v, %v", rep, err)
	}
}

func testVerifyDetectsTampering(t *testing.T, bk *backend) {
	cases := []struct {
		name, sql, want string
		args            func(r []AppendResult) []any
	}{
		{"flip content byte", `UPDATE evidence SET content = ? WHERE id = ?`, "sha256 mismatch",
			func(r []AppendResult) []any { return []any{"alphA content", r[0].Evidence.ID} }},
		{"content and digest rewritten", `UPDATE evidence SET content = ?, sha256 = ? WHERE id = ?`, "disagrees with journal",
			func(r []AppendResult) []any { return []any{"evil", sha256Hex([]byte("evil")), r[0].Evidence.ID} }},
		{"source changed", `UPDATE evidence SET source = 'other' WHERE id = ?`, "disagrees with journal",
			func(r []AppendResult) []any { return []any{r[1].Evidence.ID} }},
		{"metadata changed", `UPDATE evidence SET metadata = '{"m":2}' WHERE id = ?`, "disagrees with journal",
			func(r []AppendResult) []any { return []any{r[0].Evidence.ID} }},
		{"evidence deleted", `DELETE FROM evidence WHERE id = ?`, "journaled but missing",
			func(r []AppendResult) []any { return []any{r[1].Evidence.ID} }},
		{"claim value changed", `UPDATE claims SET value = 'x' WHERE id = ?`, "digest mismatch",
			func(r []AppendResult) []any { return []any{r[0].ClaimIDs[0]} }},
		{"journal payload edited", `UPDATE journal SET payload = replace(payload, '"ns"', '"nz"') WHERE seq = 1`, "journal 1: payload digest",
			func([]AppendResult) []any { return nil }},
		{"journal entry removed", `DELETE FROM journal WHERE seq = 2`, "journal 3: sequence gap",
			func([]AppendResult) []any { return nil }},
		{"journal rehashed without chain", `UPDATE journal SET principal = 'mallory' WHERE seq = 2`, "journal 2: columns disagree",
			func([]AppendResult) []any { return nil }},
		{"journal hash forged", `UPDATE journal SET hash = prev_hash WHERE seq = 1`, "journal 1: hash mismatch",
			func([]AppendResult) []any { return nil }},
		{"journal link replaced", `UPDATE journal SET prev_hash = hash WHERE seq = 2`, "journal 2: prev_hash",
			func([]AppendResult) []any { return nil }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := bk.openUnchecked(t)
			r := seedStore(t, s)
			mustExec(t, bk.raw(t, s), tc.sql, tc.args(r)...)
			_, err := s.Verify(context.Background())
			if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Verify = %v, want ErrCorrupt containing %q", err, tc.want)
			}
			if strings.Contains(tc.want, "evidence") || strings.Contains(tc.name, "content") {
				if id := tc.args(r)[len(tc.args(r))-1].(string); !strings.Contains(err.Error(), id) {
					t.Errorf("error %q does not name %s", err, id)
				}
			}
			if err := s.Check(context.Background()); !errors.Is(err, ErrCorrupt) {
				t.Errorf("Check = %v, want ErrCorrupt", err)
			}
		})
	}
}

func testCheckStructure(t *testing.T, bk *backend) {
	cases := []struct{ name, sql, want string }{
		{"claim state edited", `UPDATE claim_state SET status = 'active'`, "differs from computed"},
		{"claim state missing", `DELETE FROM claim_state`, "claim without state"},
		{"entity without evidence", `DELETE FROM entity_evidence`, "entity without evidence"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := bk.openUnchecked(t)
			seedStore(t, s)
			mustExec(t, bk.raw(t, s), tc.sql)
			if _, err := s.Verify(context.Background()); err != nil {
				t.Fatalf("Verify should not see projection damage: %v", err)
			}
			err := s.Check(context.Background())
			if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Check = %v, want %q", err, tc.want)
			}
		})
	}
	// RebuildClaimState repairs a damaged projection.
	s := bk.open(t)
	seedStore(t, s)
	mustExec(t, bk.raw(t, s), `UPDATE claim_state SET status = 'disputed', conflicts = 'x'`)
	if err := s.RebuildClaimState(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func testJournalChain(t *testing.T, bk *backend) {
	s := bk.open(t)
	seedStore(t, s)
	js, err := s.Journal(context.Background(), 0, 0)
	if err != nil || len(js) != 3 {
		t.Fatalf("Journal = %d entries, %v", len(js), err)
	}
	prev := genesisHash
	for _, e := range js {
		if e.PrevHash != prev || e.Hash != chainHash(prev, e.Seq, e.Op, sha256Hex(e.Payload)) {
			t.Fatalf("entry %d does not chain", e.Seq)
		}
		if strings.Contains(string(e.Payload), "content") {
			t.Errorf("journal %d leaks content: %s", e.Seq, e.Payload)
		}
		prev = e.Hash
	}
	if js[2].Op != OpDerive || js[0].Op != OpAppend {
		t.Errorf("ops = %s %s %s", js[0].Op, js[1].Op, js[2].Op)
	}
	tail, _ := s.Journal(context.Background(), 1, 1)
	if len(tail) != 1 || tail[0].Seq != 2 {
		t.Errorf("Journal(1,1) = %+v", tail)
	}
	if head, err := s.JournalHead(context.Background()); err != nil || head != js[len(js)-1].Seq {
		t.Errorf("JournalHead = %d, %v; want %d", head, err, js[len(js)-1].Seq)
	}
	if head, err := bk.open(t).JournalHead(context.Background()); err != nil || head != 0 {
		t.Errorf("JournalHead of an empty ledger = %d, %v", head, err)
	}
}

func testDerivations(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	r := seedStore(t, s)
	ds, err := s.Derivations(ctx, "ns", r[1].Evidence.ID)
	if err != nil || len(ds) != 1 || ds[0].Producer != "x@1" || ds[0].Output != "{}" || ds[0].CreatedAt.IsZero() {
		t.Fatalf("Derivations = %+v, %v", ds, err)
	}
	if err := s.RecordDerivation(ctx, Derivation{Namespace: "other", EvidenceID: r[1].Evidence.ID, Producer: "x@1", Kind: "index"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("cross-namespace derivation: %v", err)
	}
	var fe *FieldError
	if err := s.RecordDerivation(ctx, Derivation{Namespace: "ns", EvidenceID: r[1].Evidence.ID, Producer: "x", Kind: "magic"}); !errors.As(err, &fe) || fe.Field != "kind" {
		t.Errorf("bad kind: %v", err)
	}
}
