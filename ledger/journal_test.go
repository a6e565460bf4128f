package ledger

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"
)

// seedAllOps writes one journal entry of every kind and shape.
func seedAllOps(t *testing.T, s *Store) {
	ctx := context.Background()
	a := withClaim(obs("j", "evidence <one> & \"q\""), ClaimInput{Subject: "user:1", Predicate: "theme", Value: "light"})
	a.Entities = []EntityInput{{Name: "One", Type: "person"}}
	a.Relations = []RelationInput{{Subject: "One", Relation: "knows", Object: "Two"}}
	a.Metadata = []byte(`{"m":1}`)
	a.IdempotencyKey = "k-1"
	a.Principal = "alice"
	b := withClaim(obs("j", "evidence two"), ClaimInput{Subject: "user:1", Predicate: "mood", Value: "ok"})
	b.Extraction = &ExtractionInput{Producer: "px@1", FirstClaim: 0, Spans: [][2]int{{0, 8}}}
	r := mustAppend(t, s, a, b, obs("k", "other namespace"))
	mustAppend(t, s, withClaim(obs("j", "evidence three"),
		ClaimInput{Subject: "user:1", Predicate: "theme", Value: "dark", Supersedes: r[0].ClaimIDs[0], ValidFrom: t0.Add(time.Hour)}))
	if err := s.RecordDerivation(ctx, Derivation{Namespace: "j", EvidenceID: r[1].Evidence.ID, Producer: "fx@1", Kind: "index", Output: "out"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PutVectors(ctx, "j", "p1", []Vector{{EvidenceID: r[1].Evidence.ID, Values: []float32{1, 2}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.DropVectors(ctx, "j", "p1"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "j", IDs: []string{r[0].Evidence.ID}, Principal: "dpo"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "k", All: true}); err != nil {
		t.Fatal(err)
	}
}

// TestJournalPayloadsRoundTrip: every entry of a journal holding each op
// and payload shape, and of the v1 fixture, decodes into the payload type
// its op names, and that payload with the envelope encodes back to the
// stored bytes. So the types hold everything the writers journal, and the
// journal's bytes (hashed into the chain) are what they always were.
func TestJournalPayloadsRoundTrip(t *testing.T) {
	clock := func() time.Time { return time.Date(2026, 3, 1, 12, 0, 0, 5, time.UTC) }
	fresh, err := Open(filepath.Join(t.TempDir(), "all.db"), Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	seedAllOps(t, fresh)
	fixture := filepath.Join(t.TempDir(), "v1.db")
	copyFile(t, fixtureV1, fixture)
	old, err := Open(fixture, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close()
	shapes := map[string]bool{}
	for _, s := range []*Store{fresh, old} {
		js, err := s.Journal(context.Background(), 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range js {
			p, err := e.Decode()
			if err != nil {
				t.Fatalf("journal %d: %v", e.Seq, err)
			}
			if p.Op() != e.Op {
				t.Fatalf("journal %d: op %s decoded as %T", e.Seq, e.Op, p)
			}
			got, err := encodePayload(journalEnvelope{At: fmtTime(e.At), Namespace: e.Namespace, Principal: e.Principal}, p)
			if err != nil || !bytes.Equal(got, e.Payload) {
				t.Errorf("journal %d (%s) re-encodes as\n%s\nstored\n%s (%v)", e.Seq, e.Op, got, e.Payload, err)
			}
			shapes[shape(p)] = true
		}
	}
	for _, want := range []string{"append", "purge", "purge unlinked", "derive", "vectors put", "vectors drop"} {
		if !shapes[want] {
			t.Errorf("no %s entry was checked", want)
		}
	}
}

func shape(p JournalPayload) string {
	switch p := p.(type) {
	case *PurgePayload:
		if p.Unlinked != nil {
			return "purge unlinked"
		}
	case *VectorsPayload:
		if p.Dropped > 0 {
			return "vectors drop"
		}
		return "vectors put"
	}
	return string(p.Op())
}

// journalShapes is what seedAllOps journals, written by the build before
// the payloads became types, with ids and digests masked (they are random
// or depend on ids).
const journalShapes = "testdata/journal_shapes.txt"

// TestJournalBytesUnchanged: the writers still journal exactly the bytes
// they did (keys, order, escaping, [] versus null), ids and digests aside.
func TestJournalBytesUnchanged(t *testing.T) {
	clock := func() time.Time { return time.Date(2026, 3, 1, 12, 0, 0, 5, time.UTC) }
	s, err := Open(filepath.Join(t.TempDir(), "all.db"), Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	seedAllOps(t, s)
	js, err := s.Journal(context.Background(), 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	id := regexp.MustCompile(`[a-z]{2,3}_[0-9a-z]{26}`)
	hex := regexp.MustCompile(`[0-9a-f]{64}`)
	var got []byte
	for _, e := range js {
		p := hex.ReplaceAll(id.ReplaceAll(e.Payload, []byte("ID")), []byte("HEX"))
		got = append(append(append(got, e.Op...), ' '), p...)
		got = append(got, '\n')
	}
	want, err := os.ReadFile(journalShapes)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("journal payloads changed:\n%s\nwant (%s):\n%s", got, journalShapes, want)
	}
}

func TestJournalDecodeRejects(t *testing.T) {
	for _, e := range []JournalEntry{
		{Seq: 1, Op: "bogus", Payload: []byte(`{}`)},
		{Seq: 2, Op: OpAppend, Payload: []byte(`{"evidence":{}}`)},
		{Seq: 3, Op: OpPurge, Payload: []byte(`{"claims":{"a":1}}`)},
		{Seq: 4, Op: OpVectors, Payload: []byte(`[1,2`)},
	} {
		if p, err := e.Decode(); !errors.Is(err, ErrCorrupt) {
			t.Errorf("Decode(%s %s) = %v, %v; want ErrCorrupt", e.Op, e.Payload, p, err)
		}
	}
}
