package ledger

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/keyring"
)

// cryptNeedles are plaintexts written into every kind of user text the
// ledger stores; none may appear in any file of an encrypted ledger.
var cryptNeedles = []string{
	"zanzibar-content-secret", "metadata-secret-marmalade", "subjectquokka", "predicateaxolotl",
	"value-secret-pangolin", "entity-narwhal", "typewombat", "alias-okapi", "relation-capybara",
	"linkrel-tapir", "place-secret-lagoon", "goal-secret-summit", "participant-ibex", "tag-secret-lynx",
	"capsule-secret-terms", "derived-output-heron", "bravo-secret-content",
}

// vecNeedle is a vector whose little-endian bytes are scanned for.
var vecNeedle = []float32{1.2345678, -8.765432, 3.1415927, 2.7182817}

func newKeys(t *testing.T, dir string) (string, *keyring.KeyFile) {
	t.Helper()
	kf := filepath.Join(dir, "kek")
	if err := keyring.GenerateKeyFile(kf); err != nil {
		t.Fatal(err)
	}
	k, err := keyring.OpenKeyFile(kf)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { k.Close() })
	return kf, k
}

func secretInput(ns, content string) EvidenceInput {
	in := obs(ns, content)
	in.Metadata = []byte(`{"note":"metadata-secret-marmalade"}`)
	in.Claims = []ClaimInput{{Subject: "SubjectQuokka", Predicate: "PredicateAxolotl", Value: "value-secret-pangolin"}}
	in.Entities = []EntityInput{{Name: "Entity-Narwhal", Type: "TypeWombat", Aliases: []string{"Alias-Okapi"}}}
	in.Relations = []RelationInput{{Subject: "Entity-Narwhal", Relation: "relation-capybara", Object: "SubjectQuokka"}}
	in.State = &EvidenceState{Place: "place-secret-lagoon", Goal: "goal-secret-summit",
		Participants: []string{"participant-ibex"}, Tags: []string{"tag-secret-lynx"}}
	return in
}

// scanForNeedles fails the test when any file under paths holds a needle
// (case-insensitively: blind indexes would be of lowercased keys) or the
// vector's bytes.
func scanForNeedles(t *testing.T, when string, paths ...string) {
	t.Helper()
	for _, f := range findNeedles(t, paths...) {
		t.Errorf("%s: %s", when, f)
	}
}

// findNeedles lists "FILE holds NEEDLE" for every needle found.
func findNeedles(t *testing.T, paths ...string) []string {
	t.Helper()
	vec := encodeVector(vecNeedle)
	files := 0
	var found []string
	for _, root := range paths {
		filepath.Walk(root, func(p string, fi os.FileInfo, err error) error {
			if err != nil || fi.IsDir() {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("read %s: %v", p, err)
			}
			files++
			low := bytes.ToLower(b)
			for _, n := range cryptNeedles {
				if bytes.Contains(low, []byte(n)) {
					found = append(found, p+" holds "+n)
				}
			}
			if bytes.Contains(b, vec) {
				found = append(found, p+" holds the vector")
			}
			return nil
		})
	}
	if files == 0 {
		t.Fatal("scanned no files")
	}
	return found
}

// TestNeedleScanSeesClearLedger is the scan's control: the same writes to
// a ledger without encryption leave every needle in its files.
func TestNeedleScanSeesClearLedger(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	a := mustAppend(t, s, secretInput("a", "zanzibar-content-secret one"))
	if _, err := s.PutVectors(ctx, "a", "prof", []Vector{{EvidenceID: a[0].Evidence.ID, Values: vecNeedle}}); err != nil {
		t.Fatal(err)
	}
	found := strings.Join(findNeedles(t, s.Files()...), "\n")
	for _, n := range []string{"zanzibar-content-secret", "metadata-secret-marmalade", "value-secret-pangolin",
		"entity-narwhal", "alias-okapi", "relation-capybara", "place-secret-lagoon", "the vector"} {
		if !strings.Contains(found, n) {
			t.Errorf("control: %q not found in the clear ledger's files; the scan is blind", n)
		}
	}
}

func TestEncryptedLedgerCryptoShredding(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	kf, keys := newKeys(t, dir)
	path := filepath.Join(dir, "ledger.db")
	s, err := Open(path, Options{Clock: newTestClock().Now, Keys: keys})
	if err != nil {
		t.Fatal(err)
	}
	if !s.Encrypted() {
		t.Fatal("new ledger opened with keys is not encrypted")
	}
	a := mustAppend(t, s, secretInput("a", "zanzibar-content-secret one"), secretInput("a", "another zanzibar-content-secret"))
	in := obs("a", "third")
	in.Links = []LinkInput{{To: a[0].Evidence.ID, Relation: "linkrel-tapir"}}
	in.Extraction = &ExtractionInput{Producer: "x@1", Spans: [][2]int{{0, 5}}}
	in.Claims = []ClaimInput{{Subject: "derived-output-heron", Predicate: "p", Value: "third"}}
	mustAppend(t, s, in)
	b := mustAppend(t, s, obs("b", "bravo-secret-content stays"))
	if _, err := s.AppendFeedback(ctx, FeedbackInput{Namespace: "a", CapsuleID: "capsule-secret-terms", Revision: 1,
		Items: []FeedbackItem{{ItemID: "i1", Outcome: OutcomeUsed, EvidenceIDs: []string{a[0].Evidence.ID}}}}); err != nil {
		t.Fatal(err)
	}
	if err := s.RecordDerivation(ctx, Derivation{Namespace: "a", EvidenceID: a[0].Evidence.ID, Producer: "p@1", Kind: "index",
		InputDigest: "d", Output: "derived-output-heron"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PutVectors(ctx, "a", "prof", []Vector{{EvidenceID: a[0].Evidence.ID, Values: vecNeedle}}); err != nil {
		t.Fatal(err)
	}

	// Reads give back the plaintext, exactly; the digest is of the plaintext.
	ev, err := s.Evidence(ctx, "a", a[0].Evidence.ID)
	if err != nil || ev.Content != "zanzibar-content-secret one" || string(ev.Metadata) != `{"note":"metadata-secret-marmalade"}` {
		t.Fatalf("read back: %v %q %s", err, ev.Content, ev.Metadata)
	}
	if ev.SHA256 != sha256Hex([]byte(ev.Content)) {
		t.Fatal("sha256 is not of the plaintext")
	}
	cs, err := s.ClaimsFor(ctx, "a", "subjectquokka", "predicateaxolotl")
	if err != nil || len(cs) != 1 || cs[0].Value != "value-secret-pangolin" || cs[0].Subject != "SubjectQuokka" {
		t.Fatalf("claims for (blind index lookup): %v %+v", err, cs)
	}
	if len(cs[0].EvidenceIDs) != 2 {
		t.Fatalf("the same sealed claim asserted twice: want one claim with two supports, got %+v", cs[0])
	}
	ents, err := s.Entities(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	var narwhal *Entity
	for i := range ents {
		if ents[i].Name == "Entity-Narwhal" {
			narwhal = &ents[i]
		}
	}
	if narwhal == nil || narwhal.Type != "TypeWombat" || len(narwhal.Aliases) != 1 || narwhal.Aliases[0] != "Alias-Okapi" {
		t.Fatalf("entities: %+v", ents)
	}
	rels, err := s.Relations(ctx, "a")
	if err != nil || len(rels) != 1 || len(rels[0].EvidenceIDs) != 2 || rels[0].Relation != "relation-capybara" || rels[0].Object != "SubjectQuokka" {
		t.Fatalf("relations: %v %+v", err, rels)
	}
	st, ok, err := s.StateOf(ctx, a[0].Evidence.Seq)
	if err != nil || !ok || st.Place != "place-secret-lagoon" || st.Tags[0] != "tag-secret-lynx" {
		t.Fatalf("state: %v %+v", err, st)
	}
	var vecs []Vector
	if err := s.ScanVectors(ctx, "prof", func(v Vector) error { vecs = append(vecs, v); return nil }); err != nil || len(vecs) != 1 || vecs[0].Values[2] != vecNeedle[2] {
		t.Fatalf("vectors: %v %+v", err, vecs)
	}
	var fbs []Feedback
	if err := s.ScanFeedback(ctx, "a", func(f Feedback) error { fbs = append(fbs, f); return nil }); err != nil || len(fbs) != 1 || fbs[0].CapsuleID != "capsule-secret-terms" {
		t.Fatalf("feedback: %v %+v", err, fbs)
	}
	rep, err := s.Verify(ctx)
	if err != nil || rep.Evidence != 4 || rep.Shredded != 0 {
		t.Fatalf("verify: %v %+v", err, rep)
	}
	if err := s.Check(ctx); err != nil {
		t.Fatalf("check: %v", err)
	}
	scanForNeedles(t, "before purge", s.Files()...)

	bdir := filepath.Join(dir, "backup")
	if _, err := s.Backup(ctx, bdir); err != nil {
		t.Fatalf("backup: %v", err)
	}
	scanForNeedles(t, "backup", bdir)

	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "a", All: true}); err != nil {
		t.Fatalf("purge: %v", err)
	}
	if _, err := keys.Key(ctx, "a", 1); !errors.Is(err, keyring.ErrKeyDestroyed) {
		t.Fatalf("after purge the key provider still has a's key: %v", err)
	}
	if got, err := s.Evidence(ctx, "b", b[0].Evidence.ID); err != nil || got.Content != "bravo-secret-content stays" {
		t.Fatalf("b after purge of a: %v", err)
	}
	scanForNeedles(t, "after purge", append(s.Files(), bdir)...)
	s.Close()

	// Restore the backup taken before the purge and open it with the same
	// key file: a's evidence is unreadable, b's reads.
	restored := filepath.Join(dir, "restored.db")
	if _, err := Restore(ctx, bdir, restored); err != nil {
		t.Fatalf("restore: %v", err)
	}
	k2, err := keyring.OpenKeyFile(kf)
	if err != nil {
		t.Fatal(err)
	}
	defer k2.Close()
	r, err := Open(restored, Options{Keys: k2})
	if err != nil {
		t.Fatalf("open restored: %v", err)
	}
	defer r.Close()
	if _, err := r.Evidence(ctx, "a", a[0].Evidence.ID); !errors.Is(err, ErrKeyDestroyed) || strings.Contains(err.Error(), "zanzibar") {
		t.Fatalf("purged namespace's evidence from the old backup: %v, want ErrKeyDestroyed", err)
	}
	if got, err := r.Evidence(ctx, "b", b[0].Evidence.ID); err != nil || got.Content != "bravo-secret-content stays" {
		t.Fatalf("b from the old backup: %v %q", err, got.Content)
	}
	n := 0
	if err := r.ScanEvidence(ctx, func(e Evidence) error {
		if e.Namespace == "a" {
			t.Errorf("scan returned a's evidence %s", e.ID)
		}
		n++
		return nil
	}); err != nil || n != 1 {
		t.Fatalf("scan restored: %v, %d rows", err, n)
	}
	if cs, err := r.ClaimsFor(ctx, "a", "subjectquokka", ""); err != nil || len(cs) != 0 {
		t.Fatalf("claims of a from the old backup: %v %+v", err, cs)
	}
	rep, err = r.Verify(ctx)
	if err != nil || rep.Shredded != 3 || rep.Evidence != 4 {
		t.Fatalf("verify restored: %v %+v (the chain verifies; a's 3 rows are shredded)", err, rep)
	}
	scanForNeedles(t, "restored", r.Files()...)
}

func TestEncryptionOpenRules(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	_, keys := newKeys(t, dir)
	enc := filepath.Join(dir, "enc.db")
	s, err := Open(enc, Options{Keys: keys})
	if err != nil {
		t.Fatal(err)
	}
	mustAppend(t, s, obs("a", "hello"))
	s.Close()
	if _, err := Open(enc, Options{}); !errors.Is(err, ErrKeyRequired) || !strings.Contains(err.Error(), "--encryption-key-file") {
		t.Fatalf("encrypted without keys: %v, want ErrKeyRequired naming the flag", err)
	}
	clear := filepath.Join(dir, "clear.db")
	c, err := Open(clear, Options{})
	if err != nil {
		t.Fatal(err)
	}
	mustAppend(t, c, obs("a", "hello"))
	c.Close()
	if _, err := Open(clear, Options{Keys: keys}); !errors.Is(err, ErrNotEncrypted) {
		t.Fatalf("clear ledger with keys: %v, want ErrNotEncrypted", err)
	}
	// Another key file: the ledger opens (the marker holds no key) but no
	// value does.
	os.MkdirAll(filepath.Join(dir, "o"), 0o700)
	_, other := newKeys(t, filepath.Join(dir, "o"))
	o, err := Open(enc, Options{Keys: other})
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if _, err := o.ListEvidence(ctx, EvidenceFilter{Namespace: "a"}, 10); !errors.Is(err, ErrKeyMissing) {
		t.Fatalf("wrong key file: %v, want ErrKeyMissing", err)
	}
}

// TestShredAfterCrash: a purge of all committed but the key was not
// destroyed (a crash between): the next Open destroys it.
func TestShredAfterCrash(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	_, keys := newKeys(t, dir)
	path := filepath.Join(dir, "l.db")
	s, err := Open(path, Options{Keys: keys})
	if err != nil {
		t.Fatal(err)
	}
	mustAppend(t, s, obs("a", "hello"))
	s.cr.keys = nil // the crash: Purge commits, shred finds no provider
	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "a", All: true}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if live, _ := keys.Live(ctx, "a"); !live {
		t.Fatal("test setup: key already destroyed")
	}
	s, err = Open(path, Options{Keys: keys})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if live, _ := keys.Live(ctx, "a"); live {
		t.Fatal("reopen left the purged namespace's key alive")
	}
}

// TestNamespaceIDReusedAfterRollback: a rolled-back transaction that made
// namespace "ghost" left its name and key cached under row id 1; the next
// committed namespace reuses id 1. Its rows must be sealed with its own
// key (readable after a reopen), and a stale cached name must not make its
// rows unreadable.
func TestNamespaceIDReusedAfterRollback(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	_, keys := newKeys(t, dir)
	path := filepath.Join(dir, "l.db")
	s, err := Open(path, Options{Keys: keys})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.cr.seal(ctx, 1, "ghost", "evidence.content", "ev_x", "never committed"); err != nil {
		t.Fatal(err)
	}
	r := mustAppend(t, s, obs("real", "real content"))
	if r[0].Evidence.NamespaceID != 1 {
		t.Fatalf("test setup: namespace id %d, want the reused 1", r[0].Evidence.NamespaceID)
	}
	s.cr.mu.Lock()
	s.cr.names[1] = "ghost" // a stale name on the read side
	s.cr.mu.Unlock()
	if ev, err := s.Evidence(ctx, "real", r[0].Evidence.ID); err != nil || ev.Content != "real content" {
		t.Fatalf("read with a stale cached name: %v", err)
	}
	s.Close()
	s, err = Open(path, Options{Keys: keys})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if ev, err := s.Evidence(ctx, "real", r[0].Evidence.ID); err != nil || ev.Content != "real content" {
		t.Fatalf("after reopen: %v (sealed with the rolled-back namespace's key?)", err)
	}
}

// TestKeyDestroyedByAnotherProcess: another process (a second provider on
// the same key file) destroys namespace a's key; this store's next write to
// a must use a new key, not its cached destroyed one, so the write stays
// readable.
func TestKeyDestroyedByAnotherProcess(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	kf, keys := newKeys(t, dir)
	path := filepath.Join(dir, "l.db")
	s, err := Open(path, Options{Keys: keys})
	if err != nil {
		t.Fatal(err)
	}
	mustAppend(t, s, obs("a", "before"))
	other, err := keyring.OpenKeyFile(kf)
	if err != nil {
		t.Fatal(err)
	}
	if err := other.Destroy(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	other.Close()
	after := mustAppend(t, s, obs("a", "written after the other process destroyed the key"))
	s.Close()
	fresh, err := keyring.OpenKeyFile(kf)
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	r, err := Open(path, Options{Keys: fresh})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if ev, err := r.Evidence(ctx, "a", after[0].Evidence.ID); err != nil || ev.Content != "written after the other process destroyed the key" {
		t.Fatalf("write after a foreign destroy: %v (sealed under the destroyed key?)", err)
	}
}
