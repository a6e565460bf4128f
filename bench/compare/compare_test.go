package compare

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const memOld = `{"dataset":"synthetic","systems":[
 {"dataset":"synthetic","name":"evicortex","budget":512,"evidence_recall":0.90,"temporal_questions":10,"temporal_accuracy":0.80,"answer_questions":0,"answer_support_f1":0,"abstain_questions":3,"abstain_accuracy":0.5,"p95_ms":2.0},
 {"dataset":"synthetic","name":"recency","budget":512,"evidence_recall":0.10,"temporal_questions":10,"temporal_accuracy":0.20,"abstain_questions":3,"abstain_accuracy":0.0,"p95_ms":0.1}]}`

func TestDetect(t *testing.T) {
	cases := map[string]string{
		memOld: "memory",
		`{"dataset":"sift","efc":200,"m":16,"engines":[{"name":"evicortex","ef":64,"recall_at_10":0.99,"qps_1t":5000}],"filtered":[]}`: "ann",
		`{"corpus":"locomo","engines":[{"name":"postings","qps":100}]}`:                                                                "lexical",
		`{"model":"m","throughput_ratio_vs_python":1.2,"parity_min_cos":0.999}`:                                                        "encode",
		`{"clients":16,"throughput_ops_per_s":200,"recall_p99_over_single_p50":3.4}`:                                                   "serve-load",
	}
	for doc, want := range cases {
		if got, err := Detect([]byte(doc)); err != nil || got != want {
			t.Errorf("Detect = %q %v, want %q", got, err, want)
		}
	}
	for _, doc := range []string{`{"x":1}`, `[1]`, `nope`} {
		if _, err := Detect([]byte(doc)); !errors.Is(err, ErrKind) {
			t.Errorf("%s: %v", doc, err)
		}
	}
}

func TestCompareMemoryHand(t *testing.T) {
	cur := strings.Replace(memOld, `"evidence_recall":0.90`, `"evidence_recall":0.875`, 1) // -2.5 points
	cur = strings.Replace(cur, `"p95_ms":2.0`, `"p95_ms":3.0`, 1)                          // 50% slower
	r, err := Compare([]byte(memOld), []byte(cur), Options{MaxRegression: 2})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Row{}
	for _, x := range r.Rows {
		got[x.Key+" "+x.Field] = x
	}
	k := "systems[dataset=synthetic name=evicortex budget=512] "
	if x := got[k+"evidence_recall"]; !x.Regression || x.Change > -2.49 || x.Change < -2.51 || x.Unit != "pt" {
		t.Fatalf("recall row %+v", x)
	}
	if x := got[k+"p95_ms"]; !x.Regression || x.Change != -50 || x.Unit != "%" {
		t.Fatalf("p95 row %+v", x)
	}
	if _, ok := got[k+"answer_support_f1"]; ok {
		t.Fatal("answer support compared without answer questions")
	}
	if r.Regressions != 2 {
		t.Fatalf("%d regressions: %+v", r.Regressions, r.Rows)
	}
	r, _ = Compare([]byte(memOld), []byte(cur), Options{MaxRegression: 3, RatesOnly: true})
	if r.Regressions != 0 {
		t.Fatalf("rates-only at 3 points: %+v", r.Rows)
	}
	// identical reports never regress, at any threshold
	if r, _ := Compare([]byte(memOld), []byte(memOld), Options{}); r.Regressions != 0 {
		t.Fatalf("self-compare: %+v", r.Rows)
	}
}

// TestCompareServeLoad: the p99 ratio rising from 3.0x to 3.6x is a 20%
// regression; throughput falling 5% is within 10%.
func TestCompareServeLoad(t *testing.T) {
	old := `{"throughput_ops_per_s":200,"recall_p99_over_single_p50":3.0,"single_client_recall_p50_ms":1.0,"process_cpu_ms_per_op":1.5}`
	cur := `{"throughput_ops_per_s":190,"recall_p99_over_single_p50":3.6,"single_client_recall_p50_ms":1.0,"process_cpu_ms_per_op":1.5}`
	r, err := Compare([]byte(old), []byte(cur), Options{MaxRegression: 10})
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind != "serve-load" || r.Regressions != 1 {
		t.Fatalf("%+v", r)
	}
	for _, row := range r.Rows {
		want := map[string]float64{"throughput_ops_per_s": -5, "recall_p99_over_single_p50": -20}[row.Field]
		if want != 0 && (row.Change < want-1e-9 || row.Change > want+1e-9) {
			t.Errorf("%s change %.3f, want %.0f", row.Field, row.Change, want)
		}
	}
}

func TestCompareMissingRowAndKinds(t *testing.T) {
	cur := `{"systems":[{"dataset":"synthetic","name":"evicortex","budget":512,"evidence_recall":0.95}]}`
	r, err := Compare([]byte(memOld), []byte(cur), Options{MaxRegression: 2})
	if err != nil {
		t.Fatal(err)
	}
	missing := false
	for _, x := range r.Rows {
		missing = missing || (strings.Contains(x.Key, "recency") && x.Regression)
	}
	if !missing {
		t.Fatalf("missing recency row not flagged: %+v", r.Rows)
	}
	enc := `{"throughput_ratio_vs_python":2.0,"parity_min_cos":0.9999,"parity_mean_cos":0.99995,"p50_ms_batch1":4}`
	if _, err := Compare([]byte(memOld), []byte(enc), Options{}); !errors.Is(err, ErrKind) {
		t.Fatalf("mixed kinds: %v", err)
	}
	worse := `{"throughput_ratio_vs_python":1.9,"parity_min_cos":0.9999,"parity_mean_cos":0.99995,"p50_ms_batch1":4}`
	r, _ = Compare([]byte(enc), []byte(worse), Options{MaxRegression: 4})
	if c := r.Rows[0].Change; r.Regressions != 1 || c > -4.99 || c < -5.01 {
		t.Fatalf("encode: %+v", r.Rows)
	}
}

func TestMainExitAndTable(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	os.WriteFile(a, []byte(memOld), 0o644)
	os.WriteFile(b, []byte(strings.Replace(memOld, `"temporal_accuracy":0.80`, `"temporal_accuracy":0.70`, 1)), 0o644)
	var out bytes.Buffer
	err := Main(context.Background(), []string{a, b, "--max-regression", "5"}, &out, &out)
	if !errors.Is(err, ErrRegression) || !strings.Contains(out.String(), "REGRESSION") {
		t.Fatalf("err %v\n%s", err, out.String())
	}
	if err := Main(context.Background(), []string{"--max-regression", "11", a, b}, &out, &out); err != nil {
		t.Fatalf("within 11 points: %v", err)
	}
	if err := Main(context.Background(), []string{a}, &out, &out); !errors.Is(err, ErrUsage) {
		t.Fatalf("one file: %v", err)
	}
}

// TestCommittedReports: every committed evibench JSON report in the tree
// is recognized and compares cleanly with itself.
func TestCommittedReports(t *testing.T) {
	paths, _ := filepath.Glob("../*/results/*.json")
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Detect(b); err != nil {
			if strings.Contains(p, "tuning") {
				continue
			}
			t.Errorf("%s: %v", p, err)
			continue
		}
		if r, err := Compare(b, b, Options{}); err != nil || r.Regressions != 0 {
			t.Errorf("%s: self-compare %v %+v", p, err, r)
		}
	}
}
