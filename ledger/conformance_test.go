package ledger

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"

	"github.com/evicortex/evicortex/internal/pgtest"
	"github.com/jackc/pgx/v5"
)

// backend is one storage engine under the conformance suite.
type backend struct {
	name string
	// fresh returns the location (file path or DSN) of a new empty ledger
	// that lives as long as t.
	fresh func(t testing.TB) string
	// openAt opens the ledger at a location fresh returned.
	openAt func(loc string, opts Options) (*Store, error)
}

func sqliteBackend() *backend {
	return &backend{name: "sqlite",
		fresh:  func(t testing.TB) string { return filepath.Join(t.TempDir(), "ledger.db") },
		openAt: Open}
}

func postgresBackend() *backend {
	return &backend{name: "postgres", fresh: func(t testing.TB) string { return pgtest.Schema(t) }, openAt: OpenPostgres}
}

// openUnchecked opens a fresh ledger, closed when t ends.
func (b *backend) openUnchecked(t testing.TB) *Store {
	t.Helper()
	return b.reopen(t, b.fresh(t))
}

// reopen opens another handle on the ledger at loc (a stand-in for another
// process), closed when t ends.
func (b *backend) reopen(t testing.TB, loc string) *Store {
	t.Helper()
	return b.openWith(t, loc, Options{})
}

// openWith is reopen with options (the test clock is set).
func (b *backend) openWith(t testing.TB, loc string, opts Options) *Store {
	t.Helper()
	opts.Clock = newTestClock().Now
	s, err := b.openAt(loc, opts)
	if err != nil {
		t.Fatalf("open %s: %v", b.name, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// open is openUnchecked that also runs Check when the test ends.
func (b *backend) open(t testing.TB) *Store {
	t.Helper()
	s := b.openUnchecked(t)
	t.Cleanup(func() {
		if err := s.Check(context.Background()); err != nil && !errors.Is(err, ErrClosed) {
			t.Errorf("Check: %v", err)
		}
	})
	return s
}

// raw opens the store's database directly, as an attacker or a bit flip
// would; queries use '?' placeholders on both backends.
func (b *backend) raw(t testing.TB, s *Store) *sql.DB {
	t.Helper()
	var db *sql.DB
	if s.path != "" {
		var err error
		if db, err = sql.Open("sqlite", "file:"+s.path+"?_pragma=busy_timeout(5000)"); err != nil {
			t.Fatal(err)
		}
	} else {
		cfg, err := pgx.ParseConfig(s.dsn)
		if err != nil {
			t.Fatal(err)
		}
		// Like a SQLite connection without foreign_keys: constraint
		// triggers off, so tampering can leave dangling rows.
		cfg.RuntimeParams["session_replication_role"] = "replica"
		db = openPG(cfg, 2)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// conformance lists the behaviour every backend must share.
var conformance = []struct {
	name string
	fn   func(*testing.T, *backend)
}{
	{"ClaimsInStore", testClaimsInStore},
	{"EntitiesAndRelations", testEntitiesAndRelations},
	{"ConcurrentReadersAndWriter", testConcurrentReadersAndWriter},
	{"ConcurrentAppendersAndPurge", testConcurrentAppendersAndPurge},
	{"TwoHandlesWriteConcurrently", testTwoHandlesWriteConcurrently},
	{"Closed", testClosed},
	{"EvidenceRoundTrip", testEvidenceRoundTrip},
	{"EvidenceLookups", testEvidenceLookups},
	{"SeqNeverReused", testSeqNeverReused},
	{"Idempotency", testIdempotency},
	{"NULAndLargeContent", testNULAndLargeContent},
	{"BatchingIsInvisible", testBatchingIsInvisible},
	{"PurgeByIDs", testPurgeByIDs},
	{"PurgePartialSupport", testPurgePartialSupport},
	{"PurgeBySourcePrefixAndAll", testPurgeBySourcePrefixAndAll},
	{"PurgeValidation", testPurgeValidation},
	{"Validation", testValidation},
	{"VectorsPutScanDropPurge", testVectorsPutScanDropPurge},
	{"VectorRowsWithParts", testVectorRowsWithParts},
	{"VerifyClean", testVerifyClean},
	{"VerifyDetectsTampering", testVerifyDetectsTampering},
	{"CheckStructure", testCheckStructure},
	{"JournalChain", testJournalChain},
	{"Derivations", testDerivations},
	{"ClaimLifecycle", testClaimLifecycle},
	{"Feedback", testFeedback},
	{"Links", testLinks},
	{"EvidenceState", testEvidenceState},
	{"MaintenanceRecords", testMaintenanceRecords},
	{"MaintenanceBadInput", testMaintenanceBadInput},
	{"ResolveProposal", testResolveProposal},
}

func runConformance(t *testing.T, b *backend) {
	for _, c := range conformance {
		t.Run(c.name, func(t *testing.T) { c.fn(t, b) })
	}
}

func TestConformanceSQLite(t *testing.T) { runConformance(t, sqliteBackend()) }

func TestConformancePostgres(t *testing.T) {
	pgtest.DSN(t) // skip (or fail under CI) before running every subtest
	runConformance(t, postgresBackend())
}

// testTwoHandlesWriteConcurrently: two Stores sharing one ledger (as two
// following processes would hold it: Options.Shared) append, replay idempotency keys, touch the same
// claim groups and purge concurrently; every acknowledged write is there,
// each handle sees the other's namespaces and the journal chain verifies.
func testTwoHandlesWriteConcurrently(t *testing.T, b *backend) {
	loc := b.fresh(t)
	s1 := b.openWith(t, loc, Options{Shared: true})
	s2 := b.openWith(t, loc, Options{Shared: true})
	ctx := context.Background()
	const perWriter = 25
	var wg sync.WaitGroup
	acked := make([][]string, 2)
	for w, s := range []*Store{s1, s2} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range perWriter {
				in := withClaim(obs(fmt.Sprint("ns", i%3), fmt.Sprintf("writer %d item %d", w, i)),
					ClaimInput{Subject: "shared", Predicate: "p", Value: fmt.Sprint(w, i)})
				// Both writers race on the same keys: one inserts, the other replays.
				idem := obs("keys", fmt.Sprint("same content ", i))
				idem.IdempotencyKey = fmt.Sprint("k", i)
				res, err := s.Append(ctx, []EvidenceInput{in, idem})
				if err != nil {
					t.Errorf("writer %d: %v", w, err)
					return
				}
				acked[w] = append(acked[w], res[0].Evidence.ID)
				if i%10 == 9 {
					if _, err := s.Purge(ctx, PurgeRequest{Namespace: "ns2", All: true}); err != nil {
						t.Errorf("writer %d purge: %v", w, err)
					}
				}
			}
		}()
	}
	wg.Wait()
	if _, err := s2.Purge(ctx, PurgeRequest{Namespace: "ns2", All: true}); err != nil {
		t.Fatal(err)
	}
	for w, ids := range acked {
		for i, id := range ids {
			ns := fmt.Sprint("ns", i%3)
			if ns == "ns2" {
				continue // purged
			}
			for _, s := range []*Store{s1, s2} {
				if _, err := s.Evidence(ctx, ns, id); err != nil {
					t.Errorf("writer %d item %d (%s) missing: %v", w, i, id, err)
				}
			}
		}
	}
	st, err := s1.Stats(ctx)
	if want := 2*(perWriter-perWriter/3) + perWriter; err != nil || st.Evidence != want {
		t.Errorf("evidence = %d, %v; want %d", st.Evidence, err, want)
	}
	h1, err1 := s1.JournalHead(ctx)
	h2, err2 := s2.JournalHead(ctx)
	if err := errors.Join(err1, err2); err != nil || h1 != h2 || h1 == 0 {
		t.Errorf("JournalHead = %d / %d, %v", h1, h2, err)
	}
	for _, s := range []*Store{s1, s2} {
		if err := s.Check(ctx); err != nil {
			t.Errorf("Check: %v", err)
		}
	}
}
