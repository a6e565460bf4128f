package ledger

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/internal/pgtest"
	"github.com/evicortex/evicortex/keyring"
)

// pgRowText returns every row of every ledger table as PostgreSQL's row
// text, lowercased: what the server stores, for the needle scan.
func pgRowText(t *testing.T, s *Store) string {
	t.Helper()
	var b strings.Builder
	for _, tbl := range []string{"evidence", "claims", "entities", "entity_aliases", "relations", "derivations",
		"evidence_state", "links", "feedback", "feedback_items", "vectors", "journal"} {
		rows, err := s.rdb.QueryContext(context.Background(), `SELECT t::text FROM `+tbl+` t`)
		if err != nil {
			t.Fatalf("%s: %v", tbl, err)
		}
		for rows.Next() {
			var r string
			if err := rows.Scan(&r); err != nil {
				t.Fatal(err)
			}
			b.WriteString(r)
			b.WriteByte('\n')
		}
		rows.Close()
	}
	return strings.ToLower(b.String())
}

// TestEncryptedLedgerPostgres is the crypto-shredding test on PostgreSQL:
// no plaintext in any stored row (bytea shows as hex, so the row text of a
// clear ledger holds the text columns' needles), reads give it back, and
// after a purge a pg_dump backup taken before it restores with a's
// evidence unreadable and b's readable.
func TestEncryptedLedgerPostgres(t *testing.T) {
	ctx := context.Background()
	src := pgtest.Schema(t)
	dir := t.TempDir()
	kf, keys := newKeys(t, dir)
	s, err := OpenPostgres(src, Options{Keys: keys})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a := mustAppend(t, s, secretInput("a", "zanzibar-content-secret one"), secretInput("a", "another zanzibar-content-secret"))
	b := mustAppend(t, s, obs("b", "bravo-secret-content stays"))
	if _, err := s.AppendFeedback(ctx, FeedbackInput{Namespace: "a", CapsuleID: "capsule-secret-terms", Revision: 1,
		Items: []FeedbackItem{{ItemID: "i1", Outcome: OutcomeUsed, EvidenceIDs: []string{a[0].Evidence.ID}}}}); err != nil {
		t.Fatal(err)
	}
	if cs, err := s.ClaimsFor(ctx, "a", "subjectquokka", ""); err != nil || len(cs) != 1 || cs[0].Value != "value-secret-pangolin" || len(cs[0].EvidenceIDs) != 2 {
		t.Fatalf("claims: %v %+v", err, cs)
	}
	if ev, err := s.Evidence(ctx, "a", a[0].Evidence.ID); err != nil || ev.Content != "zanzibar-content-secret one" {
		t.Fatalf("read back: %v", err)
	}
	if err := s.Check(ctx); err != nil {
		t.Fatal(err)
	}
	text := pgRowText(t, s)
	for _, n := range cryptNeedles {
		if strings.Contains(text, n) {
			t.Errorf("PostgreSQL rows hold plaintext %q", n)
		}
	}
	bdir := filepath.Join(t.TempDir(), "bk")
	if _, err := s.Backup(ctx, bdir); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "a", All: true}); err != nil {
		t.Fatal(err)
	}
	target := freshDatabase(t, src)
	if _, err := RestorePostgres(ctx, bdir, target); err != nil {
		t.Fatalf("restore: %v", err)
	}
	k2, err := keyring.OpenKeyFile(kf)
	if err != nil {
		t.Fatal(err)
	}
	defer k2.Close()
	if _, err := OpenPostgres(target, Options{}); !errors.Is(err, ErrKeyRequired) {
		t.Fatalf("restored encrypted ledger without keys: %v", err)
	}
	r, err := OpenPostgres(target, Options{Keys: k2})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if _, err := r.Evidence(ctx, "a", a[0].Evidence.ID); !errors.Is(err, ErrKeyDestroyed) {
		t.Fatalf("a from the old backup: %v, want ErrKeyDestroyed", err)
	}
	if ev, err := r.Evidence(ctx, "b", b[0].Evidence.ID); err != nil || ev.Content != "bravo-secret-content stays" {
		t.Fatalf("b from the old backup: %v", err)
	}
	if rep, err := r.Verify(ctx); err != nil || rep.Shredded != 2 {
		t.Fatalf("verify restored: %v %+v", err, rep)
	}
}

// TestClearPostgresRowTextControl: the row scan sees the text needles of a
// clear PostgreSQL ledger (content is bytea, shown as hex: not a needle).
func TestClearPostgresRowTextControl(t *testing.T) {
	s, err := OpenPostgres(pgtest.Schema(t), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	mustAppend(t, s, secretInput("a", "zanzibar-content-secret one"))
	text := pgRowText(t, s)
	for _, n := range []string{"value-secret-pangolin", "entity-narwhal", "alias-okapi", "place-secret-lagoon"} {
		if !strings.Contains(text, n) {
			t.Errorf("control: %q not in a clear ledger's rows; the scan is blind", n)
		}
	}
}
