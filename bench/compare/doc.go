// Package compare is `evibench compare OLD.json NEW.json --max-regression P`:
// the CI performance regression check over any evibench JSON report.
//
// The report kind is detected from the JSON itself (Detect): ann (engines
// with m/efc), lexical (engines with a corpus), encode
// (throughput_ratio_vs_python / parity_min_cos), memory (systems with
// evidence_recall) or serve-load (recall_p99_over_single_p50). For each kind the package knows which fields are rates
// (compared in points: 100 x the difference) and which are throughput or
// latency (compared in percent of the old value), and in which direction
// each is better; rows are matched by their identity fields (engine name and
// ef, dataset/system/budget, ...). A row of OLD missing from NEW is a
// regression. Unknown fields are ignored.
//
// Compare is a pure function; safe for concurrent use.
package compare
