package lexical

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestQuickSynthetic is the CI quick mode: a small synthetic run of the
// Go engines; the postings index must agree exactly with the exhaustive
// reference. Timing numbers are reported, never asserted.
func TestQuickSynthetic(t *testing.T) {
	out := filepath.Join(t.TempDir(), "r.json")
	var stdout bytes.Buffer
	err := Main(context.Background(), []string{"--docs", "3000", "--queries", "60", "--engines", "evicortex-postings,bleve",
		"--json", "--out", out}, &stdout, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var rep Report
	if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Docs != 3000 || rep.Queries != 60 || len(rep.Engines) != 2 {
		t.Fatalf("report shape: %+v", rep)
	}
	for _, e := range rep.Engines {
		if e.IndexBytes <= 0 || e.QPS <= 0 || math.IsNaN(e.Top10Agreement) {
			t.Fatalf("%s: empty measurements %+v", e.Name, e)
		}
	}
	if a := rep.Engines[0].Top10Agreement; a != 1 {
		t.Fatalf("postings top10 agreement %v, want 1", a)
	}
	if b, err := os.ReadFile(out); err != nil || !bytes.Contains(b, []byte(`"evicortex-postings"`)) {
		t.Fatalf("--out file: %v", err)
	}
}

func TestLocomoCorpus(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	if _, err := os.Stat(filepath.Join(shared, "data", "locomo", "locomo_dev7.json")); err != nil {
		t.Skip("shared LoCoMo data not present")
	}
	ds, err := locomoCorpus(shared, 0, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.docs) < 30000 || len(ds.queries) != 1347 {
		t.Fatalf("locomo: %d docs, %d queries", len(ds.docs), len(ds.queries))
	}
	// The exact texts, in order: a reader change that moves one shows here.
	if got := digest(ds.docs); len(ds.docs) != 35067 || got != "7488b08582185bea77c0705db7f00df1ee47e218f031ddc195b7d4cd49f40d6c" {
		t.Errorf("docs: %d, sha256 %s", len(ds.docs), got)
	}
	if got := digest(ds.queries); got != "53326632c1d52aec50d71f16318b6096db6af3057bfc238b7afcbdef402a5667" {
		t.Errorf("queries: sha256 %s", got)
	}
	ds, err = locomoCorpus(shared, 5000, 200, 7)
	if err != nil {
		t.Fatal(err)
	}
	if d, q := digest(ds.docs), digest(ds.queries); d != "54945fed11d6cb366870f090d293b4a28835a3d0862aa5f86a8aee211f2066fc" ||
		q != "7a20f67fc2e9dae92979c0387f564410fb10642e08bb570994bf9ffe5793b4cf" {
		t.Errorf("capped to 5000 docs, 200 queries (seed 7): sha256 %s, %s", d, q)
	}
}

func digest(texts []string) string {
	h := sha256.Sum256([]byte(strings.Join(texts, "\n")))
	return hex.EncodeToString(h[:])
}

func TestExactAgreement(t *testing.T) {
	toks := [][]string{{"a", "b"}, {"a"}, {"b", "b", "c"}, {"c"}}
	e := newExact(toks)
	acc := make([]float64, len(toks))
	top, ties := e.topK([]string{"b", "a"}, 2, acc, nil)
	if len(top) != 2 || top[0].doc != 0 || top[1].doc != 1 {
		t.Fatalf("top %v", top)
	}
	if a := agreement([][]int32{{0, 1}}, [][]scored{top}, []map[int32]bool{ties}); a != 1 {
		t.Fatalf("agreement with itself %v", a)
	}
	if a := agreement([][]int32{{3}}, [][]scored{top}, []map[int32]bool{ties}); a != 0 {
		t.Fatalf("agreement with a non-match %v", a)
	}
}
