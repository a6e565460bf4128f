package ledger

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/internal/pgtest"
)

var benchBatches = []int{1, 10, 100, 1000}

func benchContent(i int) string {
	return fmt.Sprintf("observation %d: ", i) + strings.Repeat("the quick brown fox jumps over the lazy dog ", 11)
}

func benchStore(b *testing.B) *Store {
	b.Helper()
	s, err := Open(filepath.Join(b.TempDir(), "bench.db"), Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// BenchmarkAppend measures batched Append of evidence without claims; the
// "claims" variants add one claim per evidence. Compare with
// BenchmarkRawInsert at the same batch size.
func BenchmarkAppend(b *testing.B) {
	for _, claims := range []bool{false, true} {
		for _, n := range benchBatches {
			name := fmt.Sprintf("batch=%d", n)
			if claims {
				name += "/claims"
			}
			b.Run(name, func(b *testing.B) { benchAppend(b, n, claims) })
		}
	}
}

func benchAppend(b *testing.B, n int, claims bool) {
	s := benchStore(b)
	ctx := context.Background()
	in := make([]EvidenceInput, n)
	bytes := 0
	for i := range in {
		in[i] = EvidenceInput{Namespace: "bench", Content: benchContent(i), Source: "bench/src", OccurredAt: t0}
		if claims {
			in[i].Claims = []ClaimInput{{Subject: fmt.Sprint("user:", i%50), Predicate: "likes", Value: fmt.Sprint(i)}}
		}
		bytes += len(in[i].Content)
	}
	b.SetBytes(int64(bytes))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if claims { // fresh subjects: measure the common path, not one ever-growing dispute group
			for j := range in {
				in[j].Claims[0].Subject = fmt.Sprintf("user:%d-%d", i, j%50)
			}
		}
		if _, err := s.Append(ctx, in); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/evidence")
}

// BenchmarkRawInsert is the floor: a bare prepared INSERT of the same
// evidence columns, values precomputed, into a table with the same schema
// and indexes, one transaction per batch, on the same connection settings.
func BenchmarkRawInsert(b *testing.B) {
	for _, n := range benchBatches {
		b.Run(fmt.Sprintf("batch=%d", n), func(b *testing.B) { benchRaw(b, n) })
	}
}

func benchRaw(b *testing.B, n int) {
	s := benchStore(b)
	ctx := context.Background()
	ddl := `CREATE TABLE raw_evidence (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, ns_id INTEGER NOT NULL,
		kind TEXT NOT NULL, content TEXT NOT NULL, sha256 TEXT NOT NULL, source TEXT NOT NULL, occurred_at TEXT NOT NULL,
		recorded_at TEXT NOT NULL, metadata BLOB, idem_key TEXT);
		CREATE INDEX raw_ns ON raw_evidence(ns_id, seq);
		CREATE UNIQUE INDEX raw_idem ON raw_evidence(ns_id, idem_key) WHERE idem_key IS NOT NULL;`
	if _, err := s.wdb.Exec(ddl); err != nil {
		b.Fatal(err)
	}
	stmt, err := s.wdb.Prepare(`INSERT INTO raw_evidence (id, ns_id, kind, content, sha256, source, occurred_at, recorded_at, metadata, idem_key)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		b.Fatal(err)
	}
	contents := make([]string, n)
	bytes := 0
	for i := range contents {
		contents[i] = benchContent(i)
		bytes += len(contents[i])
	}
	sha, occ := sha256Hex([]byte(contents[0])), fmtTime(t0)
	var ids idGen
	b.SetBytes(int64(bytes))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tx, err := s.wdb.BeginTx(ctx, nil)
		if err != nil {
			b.Fatal(err)
		}
		st := tx.StmtContext(ctx, stmt)
		now := fmtTime(time.Now())
		for j := 0; j < n; j++ {
			if _, err := st.ExecContext(ctx, ids.next("ev_", t0), 1, "turn", contents[j], sha, "bench/src", occ, now, nil, nil); err != nil {
				b.Fatal(err)
			}
		}
		if err := tx.Commit(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/evidence")
}

// BenchmarkPurgeAll appends n evidence (each with a claim superseding the
// previous one) and purges the namespace; only the purge is timed.
func BenchmarkPurgeAll(b *testing.B) {
	for _, n := range []int{100, 2000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			ctx := context.Background()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				s := benchStore(b)
				in := make([]EvidenceInput, n)
				for j := range in {
					in[j] = EvidenceInput{Namespace: "p", Content: benchContent(j), Source: "s", OccurredAt: t0,
						Claims: []ClaimInput{{Subject: "u", Predicate: "p", Value: fmt.Sprint(j), ValidFrom: t0.Add(time.Duration(j) * time.Second)}}}
					if j > 0 {
						in[j].Claims[0].Supersedes = fmt.Sprintf("@%d.0", j-1)
					}
				}
				if _, err := s.Append(ctx, in); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				if rec, err := s.Purge(ctx, PurgeRequest{Namespace: "p", All: true}); err != nil || rec.Evidence != n {
					b.Fatal(rec.Evidence, err)
				}
			}
		})
	}
}

// BenchmarkAppendBackend compares Append throughput on SQLite and
// PostgreSQL (skipped without EVICORTEX_TEST_POSTGRES_DSN) side by side,
// with Synchronous "NORMAL" on both (no fsync per commit in SQLite WAL,
// synchronous_commit=off in PostgreSQL), so the ratio is not a measure of
// the disk. Run: go test -run ^$ -bench AppendBackend ./ledger/
func BenchmarkAppendBackend(b *testing.B) {
	for _, n := range []int{1, 100} {
		for _, bk := range []*backend{sqliteBackend(), postgresBackend()} {
			b.Run(fmt.Sprintf("batch=%d/%s", n, bk.name), func(b *testing.B) {
				if bk.name == "postgres" && os.Getenv(pgtest.EnvDSN) == "" {
					b.Skipf("set %s", pgtest.EnvDSN)
				}
				s, err := bk.openAt(bk.fresh(b), Options{Synchronous: "NORMAL"})
				if err != nil {
					b.Fatal(err)
				}
				b.Cleanup(func() { s.Close() })
				in := make([]EvidenceInput, n)
				for i := range in {
					in[i] = withClaim(EvidenceInput{Namespace: "bench", Content: benchContent(i), Source: "bench/src", OccurredAt: t0},
						ClaimInput{Subject: fmt.Sprint("user:", i%50), Predicate: "likes", Value: fmt.Sprint(i)})
				}
				ctx := context.Background()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					for j := range in {
						in[j].Claims[0].Subject = fmt.Sprintf("user:%d-%d", i, j%50)
					}
					if _, err := s.Append(ctx, in); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/evidence")
			})
		}
	}
}
