package scale

import (
	"encoding/json"
	"fmt"
	"io"
)

// Report is the result of one run; its JSON form is the --json output.
// Plain data.
type Report struct {
	Evidence          int     `json:"evidence"`
	Namespaces        int     `json:"namespaces"`
	IngestPerS        float64 `json:"ingest_per_s"`
	ReopenMs          float64 `json:"reopen_ms"`
	RebuildMs         float64 `json:"rebuild_ms"`
	RSSAfterOpenMB    float64 `json:"rss_after_open_mb"`
	RSSAfterRebuildMB float64 `json:"rss_after_rebuild_mb"`
	RecallP50Ms       float64 `json:"recall_p50_ms"`
	RecallP99Ms       float64 `json:"recall_p99_ms"`
	ProjectionBytes   int64   `json:"projection_bytes"`
	LedgerBytes       int64   `json:"ledger_bytes"`

	hot     hotTenant // the recall namespace, for the table
	recalls int
	backend string
}

func (r *Report) write(w io.Writer, asJSON bool) error {
	if asJSON {
		b, err := json.MarshalIndent(r, "", "  ")
		if err != nil {
			return fmt.Errorf("encode report: %w", err)
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	}
	_, err := fmt.Fprintf(w, `evibench scale: %d evidence over %d namespaces (%s)
  ingest               %12.0f evidence/s  (RememberBatch, batches of %d)
  reopen               %12.0f ms          (engine.Open until no window backlog)
  rebuild              %12.0f ms          (RebuildIndexes until no window backlog)
  rss after open       %12.0f MiB         (VmRSS after runtime.GC + debug.FreeOSMemory)
  rss after rebuild    %12.0f MiB
  recall p50           %12.2f ms          (%d recalls on %s, %d evidence, budget %d)
  recall p99           %12.2f ms
  projection bytes     %12d
  ledger bytes         %12d          (%s)
`, r.Evidence, r.Namespaces, r.backend, r.IngestPerS, batchSize, r.ReopenMs, r.RebuildMs, r.RSSAfterOpenMB, r.RSSAfterRebuildMB,
		r.RecallP50Ms, r.recalls, r.hot.name, r.hot.count, recallBudget, r.RecallP99Ms, r.ProjectionBytes, r.LedgerBytes, ledgerBytesMeaning(r.backend))
	return err
}

func ledgerBytesMeaning(backend string) string {
	if backend == "postgres" {
		return "pg_total_relation_size of the schema's tables"
	}
	return "SQLite file + WAL"
}

// gate is one of issue 13's bars.
type gate struct {
	name, want string
	got        float64
	pass       bool
}

func gates(r *Report) []gate {
	return []gate{
		{"reopen_ms", "<= 1000", r.ReopenMs, r.ReopenMs <= 1000},
		{"reopen_ms / rebuild_ms", "<= 0.1", r.ReopenMs / r.RebuildMs, r.ReopenMs <= r.RebuildMs/10},
		{"rss_after_open_mb / rss_after_rebuild_mb", "<= 0.5", r.RSSAfterOpenMB / r.RSSAfterRebuildMB, r.RSSAfterOpenMB <= r.RSSAfterRebuildMB/2},
		{"recall_p50_ms", "<= 2.0", r.RecallP50Ms, r.RecallP50Ms <= 2.0},
	}
}

// printGates prints PASS or FAIL per bar and returns how many failed.
func printGates(w io.Writer, r *Report) int {
	failed := 0
	for _, g := range gates(r) {
		verdict := "PASS"
		if !g.pass {
			verdict, failed = "FAIL", failed+1
		}
		fmt.Fprintf(w, "gate %-42s %10.3f  want %-8s %s\n", g.name, g.got, g.want, verdict)
	}
	if failed > 0 && r.ProjectionBytes == 0 {
		fmt.Fprintln(w, "note: no persisted projections (projection_bytes 0): every open rebuilds them from the ledger, so the reopen and RSS bars cannot pass yet")
	}
	return failed
}
