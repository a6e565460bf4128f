package ledger

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"testing"
)

// assertBytesAbsent scans every file of the store for each secret.
// PostgreSQL's files belong to the server (Files is nil): see the package
// doc for what VACUUM does and does not erase.
func assertBytesAbsent(t *testing.T, s *Store, secrets ...string) {
	t.Helper()
	for _, f := range s.Files() {
		data, err := os.ReadFile(f)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, sec := range secrets {
			if bytes.Contains(data, []byte(sec)) {
				t.Errorf("%s still contains %q after purge", f, sec)
			}
		}
	}
}

func assertBytesPresent(t *testing.T, s *Store, secret string) {
	t.Helper()
	if s.Files() == nil {
		return
	}
	for _, f := range s.Files() {
		if data, err := os.ReadFile(f); err == nil && bytes.Contains(data, []byte(secret)) {
			return
		}
	}
	t.Fatalf("control: %q not found in any file; the byte scan would prove nothing", secret)
}

func secretObs(ns, tag, source string) EvidenceInput {
	e := obs(ns, fmt.Sprintf("SECRET-%s-%s payload %s", tag, ns, bytes.Repeat([]byte("z"), 3000)))
	e.Source = source
	return e
}

func testPurgeByIDs(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	keep := mustAppend(t, s, withClaim(secretObs("p", "keep", "chat/1"), ClaimInput{Subject: "u", Predicate: "likes", Value: "tea"}))
	gone := withClaim(secretObs("p", "gone", "chat/2"),
		ClaimInput{Subject: "u", Predicate: "likes", Value: "coffee"},     // only support: deleted
		ClaimInput{Subject: "u", Predicate: "city", Value: "SECRET-city"}) // only support: deleted
	gone.Entities = []EntityInput{{Name: "SECRET-entity"}}
	gone.Relations = []RelationInput{{Subject: "u", Relation: "knows", Object: "SECRET-friend"}}
	r := mustAppend(t, s, gone)
	if err := s.RecordDerivation(ctx, Derivation{Namespace: "p", EvidenceID: r[0].Evidence.ID, Producer: "x@1",
		Kind: "encoder", Output: "SECRET-derived"}); err != nil {
		t.Fatal(err)
	}
	// A later claim supersedes the purged one: it must survive with the link cleared.
	later := mustAppend(t, s, withClaim(obs("p", "later"), ClaimInput{Subject: "u", Predicate: "likes", Value: "water",
		Supersedes: r[0].ClaimIDs[0]}))
	if s.Backend() == BackendSQLite {
		if err := s.wdb.QueryRow(`PRAGMA wal_checkpoint(PASSIVE)`).Scan(new(int), new(int), new(int)); err != nil {
			t.Fatal(err)
		}
	}
	assertBytesPresent(t, s, "SECRET-gone")
	before, _ := s.Stats(ctx)

	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "p", IDs: []string{r[0].Evidence.ID, "ev_unknown"}}); !errors.Is(err, ErrNotFound) ||
		!bytes.Contains([]byte(err.Error()), []byte("ev_unknown")) {
		t.Fatalf("unknown id: %v", err)
	}
	if st, _ := s.Stats(ctx); st != before {
		t.Fatalf("failed purge changed rows: %+v -> %+v", before, st)
	}
	rec, err := s.Purge(ctx, PurgeRequest{Namespace: "p", IDs: []string{r[0].Evidence.ID}, Principal: "dpo"})
	if err != nil {
		t.Fatal(err)
	}
	if rec.Evidence != 1 || rec.Claims != 2 || rec.Entities != 2 || rec.Relations != 1 ||
		rec.Digests[0] != r[0].Evidence.SHA256 || rec.EvidenceSeqs[0] != r[0].Evidence.Seq || len(rec.ClaimSeqs) != 2 {
		t.Errorf("receipt = %+v", rec)
	}
	assertBytesAbsent(t, s, "SECRET-gone", "SECRET-city", "SECRET-entity", "SECRET-friend", "SECRET-derived")
	if _, err := s.Evidence(ctx, "p", r[0].Evidence.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("purged evidence still readable: %v", err)
	}
	if _, err := s.Evidence(ctx, "p", keep[0].Evidence.ID); err != nil {
		t.Errorf("kept evidence lost: %v", err)
	}
	cs, _ := s.ClaimsFor(ctx, "p", "u", "likes")
	if len(cs) != 2 || cs[1].ID != later[0].ClaimIDs[0] || cs[1].Supersedes != "" {
		t.Fatalf("claims after purge: %+v", cs)
	}
	// tea and water now overlap with different values: disputed.
	if cs[0].Status != StatusDisputed || cs[1].Status != StatusDisputed {
		t.Errorf("claim states not recomputed: %s", statesOf(cs))
	}
	js, _ := s.Journal(ctx, rec.JournalSeq-1, 1)
	if len(js) != 1 || js[0].Op != OpPurge || js[0].Principal != "dpo" || bytes.Contains(js[0].Payload, []byte("SECRET")) {
		t.Errorf("tombstone = %+v", js)
	}
	if _, err := s.Verify(ctx); err != nil {
		t.Errorf("Verify after purge: %v", err)
	}
}

func testPurgePartialSupport(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	a := mustAppend(t, s, withClaim(secretObs("p", "a", "x/1"), ClaimInput{Subject: "u", Predicate: "p", Value: "v"}))
	// Re-asserting the identical claim adds support instead of a new claim.
	b := mustAppend(t, s, withClaim(secretObs("p", "b", "x/2"), ClaimInput{Subject: "u", Predicate: "p", Value: "v", ValidFrom: t0}))
	if b[0].ClaimIDs[0] != a[0].ClaimIDs[0] {
		t.Fatalf("identical claim got a new id %s (first %s)", b[0].ClaimIDs[0], a[0].ClaimIDs[0])
	}
	if cs, _ := s.ClaimsFor(ctx, "p", "u", "p"); len(cs) != 1 || len(cs[0].EvidenceIDs) != 2 {
		t.Fatalf("claim support = %+v", cs)
	}
	rec, err := s.Purge(ctx, PurgeRequest{Namespace: "p", IDs: []string{a[0].Evidence.ID}})
	if err != nil {
		t.Fatal(err)
	}
	if rec.Claims != 0 {
		t.Errorf("claim with surviving support was deleted: %+v", rec)
	}
	cs, _ := s.ClaimsFor(ctx, "p", "u", "p")
	if len(cs) != 1 || !slices.Equal(cs[0].EvidenceIDs, []string{b[0].Evidence.ID}) {
		t.Errorf("surviving claim = %+v", cs)
	}
	assertBytesAbsent(t, s, "SECRET-a")
}

func testPurgeBySourcePrefixAndAll(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	mustAppend(t, s, secretObs("p", "s1", "session/7/a"), secretObs("p", "s2", "session/7/b"), secretObs("p", "s3", "session/8/a"),
		secretObs("q", "q1", "session/7/a"))
	rec, err := s.Purge(ctx, PurgeRequest{Namespace: "p", SourcePrefix: "session/7/"})
	if err != nil || rec.Evidence != 2 {
		t.Fatalf("prefix purge = %+v, %v", rec, err)
	}
	assertBytesAbsent(t, s, "SECRET-s1", "SECRET-s2")
	assertBytesPresent(t, s, "SECRET-s3")
	assertBytesPresent(t, s, "SECRET-q1")
	rec, err = s.Purge(ctx, PurgeRequest{Namespace: "p", All: true})
	if err != nil || rec.Evidence != 1 {
		t.Fatalf("all purge = %+v, %v", rec, err)
	}
	assertBytesAbsent(t, s, "SECRET-s3")
	assertBytesPresent(t, s, "SECRET-q1")
	st, _ := s.Stats(ctx)
	if st.Evidence != 1 {
		t.Errorf("stats after purge = %+v", st)
	}
	if rec, err := s.Purge(ctx, PurgeRequest{Namespace: "p", All: true}); err != nil || rec.Evidence != 0 {
		t.Errorf("purging an empty namespace = %+v, %v", rec, err)
	}
}

func testPurgeValidation(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	mustAppend(t, s, obs("p", "x"))
	var fe *FieldError
	for _, req := range []PurgeRequest{
		{Namespace: "p"},
		{Namespace: "p", All: true, SourcePrefix: "x"},
		{Namespace: "", All: true},
		{Namespace: "p", IDs: []string{""}},
	} {
		if _, err := s.Purge(ctx, req); !errors.As(err, &fe) {
			t.Errorf("Purge(%+v) = %v, want FieldError", req, err)
		}
	}
	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "nope", All: true}); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown namespace: %v", err)
	}
}
