package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"
)

// randText returns random valid UTF-8 mixing ASCII, NUL, multi-byte and
// astral characters; never blank.
func randText(r *rand.Rand, n int) string {
	pools := []string{"abc xyz", "\x00\t\n", "äöü€", "日本語テキスト", "😀🚀𝄞", "\u200b\u00a0\ufeff"}
	var b strings.Builder
	b.WriteString("x")
	for b.Len() < n {
		p := []rune(pools[r.IntN(len(pools))])
		b.WriteRune(p[r.IntN(len(p))])
	}
	return b.String()
}

func testEvidenceRoundTrip(t *testing.T, bk *backend) {
	seed := time.Now().UnixNano()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(uint64(seed), 1))
	s := bk.open(t)
	ctx := context.Background()
	var in []EvidenceInput
	for i := 0; i < 200; i++ {
		e := EvidenceInput{Namespace: fmt.Sprintf("ns/r%d", r.IntN(40)), // within the namespace grammar (CheckNamespace)
			Kind:    []Kind{"", KindDocument, KindToolResult, KindFact, KindEvent}[i%5],
			Content: randText(r, 1+r.IntN(3000)), Source: strings.ReplaceAll(randText(r, 20), "\x00", ""),
			OccurredAt:     time.Unix(-2208988800+r.Int64N(253402300799+2208988800), r.Int64N(1e9)).In(time.FixedZone("x", 3600)),
			IdempotencyKey: []string{"", fmt.Sprintf("k%d-", i) + strings.ReplaceAll(randText(r, 8), "\x00", "")}[i%2], Principal: "p"}
		if i%3 == 0 {
			e.Metadata = json.RawMessage(` {"k": [1, 2.50, "` + strings.ReplaceAll(randText(r, 10), "\x00", "") + `"]} `)
			e.Metadata = json.RawMessage(strings.Map(dropControl, string(e.Metadata)))
		}
		in = append(in, e)
	}
	in[7].OccurredAt = time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC)
	in[8].OccurredAt = time.Date(1900, 1, 1, 0, 0, 0, 1, time.UTC)
	res, err := s.Append(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range res {
		got, err := s.Evidence(ctx, in[i].Namespace, r.Evidence.ID)
		if err != nil {
			t.Fatalf("Evidence(%s): %v", r.Evidence.ID, err)
		}
		assertSameEvidence(t, in[i], got)
		if !sameEvidenceRow(got, r.Evidence) {
			t.Errorf("row %d: returned %+v, stored %+v", i, r.Evidence, got)
		}
	}
}

func dropControl(c rune) rune {
	if unicode.IsControl(c) {
		return -1
	}
	return c
}

func sameEvidenceRow(a, b Evidence) bool {
	return a.Seq == b.Seq && a.ID == b.ID && a.Namespace == b.Namespace && a.NamespaceID == b.NamespaceID &&
		a.Kind == b.Kind && a.Content == b.Content && a.SHA256 == b.SHA256 && a.Source == b.Source &&
		a.OccurredAt.Equal(b.OccurredAt) && a.RecordedAt.Equal(b.RecordedAt) &&
		string(a.Metadata) == string(b.Metadata) && a.IdempotencyKey == b.IdempotencyKey
}

func assertSameEvidence(t *testing.T, in EvidenceInput, got Evidence) {
	t.Helper()
	kind, _ := ParseKind(string(in.Kind))
	switch {
	case got.Content != in.Content:
		t.Errorf("%s: content differs (len %d vs %d)", got.ID, len(got.Content), len(in.Content))
	case got.Source != in.Source, got.Namespace != in.Namespace, got.Kind != kind:
		t.Errorf("%s: source/namespace/kind differ", got.ID)
	case !got.OccurredAt.Equal(in.OccurredAt) || got.OccurredAt.Location() != time.UTC:
		t.Errorf("%s: occurred_at %v, want %v in UTC", got.ID, got.OccurredAt, in.OccurredAt)
	case string(got.Metadata) != string(in.Metadata):
		t.Errorf("%s: metadata %q, want %q", got.ID, got.Metadata, in.Metadata)
	case got.IdempotencyKey != in.IdempotencyKey:
		t.Errorf("%s: idempotency key differs", got.ID)
	case got.SHA256 != sha256Hex([]byte(in.Content)):
		t.Errorf("%s: sha256 wrong", got.ID)
	case !validID(got.ID, "ev_"):
		t.Errorf("bad id %q", got.ID)
	}
}

func testEvidenceLookups(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	res := mustAppend(t, s, obs("a", "one"), obs("b", "two"), obs("a", "three"))
	if _, err := s.Evidence(ctx, "b", res[0].Evidence.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("cross-namespace Evidence: %v, want ErrNotFound", err)
	}
	seqs := []uint32{res[2].Evidence.Seq, 999, res[0].Evidence.Seq}
	evs, err := s.EvidenceBySeq(ctx, seqs)
	if err != nil || len(evs) != 2 || evs[0].Content != "three" || evs[1].Content != "one" {
		t.Fatalf("EvidenceBySeq = %v, %v", evs, err)
	}
	var scanned []string
	err = s.ScanEvidence(ctx, func(e Evidence) error { scanned = append(scanned, e.Content); return nil })
	if err != nil || strings.Join(scanned, ",") != "one,two,three" {
		t.Errorf("ScanEvidence = %v, %v", scanned, err)
	}
	stop := errors.New("stop")
	if err := s.ScanEvidence(ctx, func(Evidence) error { return stop }); !errors.Is(err, stop) {
		t.Errorf("ScanEvidence callback error = %v", err)
	}
	ids, err := s.Namespaces(ctx)
	if err != nil || len(ids) != 2 || ids["a"] != res[0].Evidence.NamespaceID {
		t.Errorf("Namespaces = %v, %v", ids, err)
	}
	if id, err := s.NamespaceID(ctx, "b"); err != nil || id != res[1].Evidence.NamespaceID {
		t.Errorf("NamespaceID(b) = %d, %v", id, err)
	}
	if _, err := s.NamespaceID(ctx, "zzz"); !errors.Is(err, ErrNotFound) {
		t.Errorf("NamespaceID(unknown) = %v", err)
	}
}

func testSeqNeverReused(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	res := mustAppend(t, s, obs("a", "one"), obs("a", "two"))
	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "a", IDs: []string{res[1].Evidence.ID}}); err != nil {
		t.Fatal(err)
	}
	again := mustAppend(t, s, obs("a", "three"))
	if again[0].Evidence.Seq <= res[1].Evidence.Seq {
		t.Errorf("seq %d reused (purged max was %d)", again[0].Evidence.Seq, res[1].Evidence.Seq)
	}
}

func testIdempotency(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	in := obs("a", "hello")
	in.IdempotencyKey = "k1"
	in.Claims = []ClaimInput{{Subject: "s", Predicate: "p", Value: "v"}}
	first := mustAppend(t, s, in)
	before, _ := s.Stats(ctx)
	again := mustAppend(t, s, in)
	if !again[0].Duplicate || again[0].Evidence.ID != first[0].Evidence.ID ||
		strings.Join(again[0].ClaimIDs, ",") != strings.Join(first[0].ClaimIDs, ",") {
		t.Fatalf("replay = %+v, want duplicate of %+v", again[0], first[0])
	}
	if !sameEvidenceRow(again[0].Evidence, first[0].Evidence) {
		t.Errorf("replayed evidence differs")
	}
	after, _ := s.Stats(ctx)
	if after != before {
		t.Errorf("replay wrote: stats %+v -> %+v", before, after)
	}
	other := in
	other.Content = "different"
	if _, err := s.Append(ctx, []EvidenceInput{obs("a", "x"), other}); !errors.Is(err, ErrIdempotencyConflict) {
		t.Fatalf("conflict: %v", err)
	}
	if st, _ := s.Stats(ctx); st != before {
		t.Errorf("failed batch wrote: %+v", st)
	}
	// Same key in another namespace is independent.
	in.Namespace = "b"
	if r := mustAppend(t, s, in); r[0].Duplicate {
		t.Error("key leaked across namespaces")
	}
	// Within one batch: second copy is a replay of the first; a different content conflicts.
	x := obs("c", "same")
	x.IdempotencyKey = "k"
	r := mustAppend(t, s, x, x)
	if r[0].Duplicate || !r[1].Duplicate || r[1].Evidence.ID != r[0].Evidence.ID {
		t.Errorf("in-batch replay: %+v", r)
	}
	y := x
	y.Content = "other"
	y.IdempotencyKey = "k2"
	y2 := y
	y2.Content = "other2"
	if _, err := s.Append(ctx, []EvidenceInput{y, y2}); !errors.Is(err, ErrIdempotencyConflict) {
		t.Errorf("in-batch conflict: %v", err)
	}
}

func testNULAndLargeContent(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	big := strings.Repeat("é\x00", (1<<20)/3)
	in := obs("a", big)
	in.Source = "big"
	res := mustAppend(t, s, in)
	got, err := s.Evidence(ctx, "a", res[0].Evidence.ID)
	if err != nil || got.Content != big || !utf8.ValidString(got.Content) {
		t.Fatalf("large NUL content did not round trip: %v", err)
	}
}
