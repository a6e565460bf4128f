package compare

// Unit says how a field's change is measured.
type Unit int

const (
	// Rate fields are in [0, 1]; a change is 100 x the difference (points).
	Rate Unit = iota
	// Ratio fields (throughput, latency, size) change by percent of the old value.
	Ratio
)

// field is one compared metric.
type field struct {
	name         string
	unit         Unit
	higherBetter bool
	// when, if set, names a count field that must be positive in both rows
	// for the metric to apply (e.g. temporal_questions).
	when string
}

// kind describes one report kind: where its rows are, what identifies a
// row, and the fields compared.
type kind struct {
	name   string
	detect func(map[string]any) bool
	rows   []rowSet
}

// rowSet is one array of rows in a report ("" path: the report itself).
type rowSet struct {
	path   string
	keys   []string
	fields []field
}

var (
	higher = func(n string, u Unit) field { return field{name: n, unit: u, higherBetter: true} }
	lower  = func(n string, u Unit) field { return field{name: n, unit: u} }
)

var kinds = []kind{
	{name: "memory", detect: func(m map[string]any) bool { return hasRowField(m, "systems", "evidence_recall") },
		rows: []rowSet{{path: "systems", keys: []string{"dataset", "name", "budget"}, fields: []field{
			higher("evidence_recall", Rate),
			{name: "temporal_accuracy", unit: Rate, higherBetter: true, when: "temporal_questions"},
			{name: "answer_support_f1", unit: Rate, higherBetter: true, when: "answer_questions"},
			{name: "abstain_accuracy", unit: Rate, higherBetter: true, when: "abstain_questions"},
			lower("p95_ms", Ratio),
		}}}},
	{name: "ann", detect: func(m map[string]any) bool { _, ok := m["efc"]; return ok && m["engines"] != nil },
		rows: []rowSet{
			{path: "engines", keys: []string{"name", "ef"}, fields: []field{
				higher("recall_at_10", Rate), higher("qps_1t", Ratio), lower("p50_ms", Ratio), lower("p99_ms", Ratio)}},
			{path: "filtered", keys: []string{"engine", "kind", "selectivity", "ef"}, fields: []field{
				higher("recall_at_10", Rate), higher("qps_1t", Ratio)}},
		}},
	{name: "lexical", detect: func(m map[string]any) bool { _, ok := m["corpus"]; return ok && m["engines"] != nil },
		rows: []rowSet{{path: "engines", keys: []string{"name"}, fields: []field{
			higher("top10_agreement", Rate), higher("qps", Ratio), lower("p50_ms", Ratio), lower("p99_ms", Ratio),
			higher("build_docs_per_s", Ratio), lower("bits_per_posting", Ratio)}}}},
	{name: "encode", detect: func(m map[string]any) bool {
		_, a := m["throughput_ratio_vs_python"]
		_, b := m["parity_min_cos"]
		return a || b
	},
		rows: []rowSet{{path: "", fields: []field{
			higher("throughput_ratio_vs_python", Ratio), higher("parity_min_cos", Rate), higher("parity_mean_cos", Rate),
			lower("p50_ms_batch1", Ratio)}}}},
	{name: "serve-load", detect: func(m map[string]any) bool { _, ok := m["recall_p99_over_single_p50"]; return ok },
		rows: []rowSet{{path: "", fields: []field{
			higher("throughput_ops_per_s", Ratio), lower("recall_p99_over_single_p50", Ratio),
			lower("single_client_recall_p50_ms", Ratio), lower("process_cpu_ms_per_op", Ratio)}}}},
}

func hasRowField(m map[string]any, path, f string) bool {
	rows, _ := m[path].([]any)
	if len(rows) == 0 {
		return false
	}
	r, _ := rows[0].(map[string]any)
	_, ok := r[f]
	return ok
}
