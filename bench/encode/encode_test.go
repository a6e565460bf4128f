package encode

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/dense/ort"
)

func TestParseFlags(t *testing.T) {
	c, err := parseFlags([]string{"--batch", "1, 4,16", "--threads", "3"}, io.Discard)
	if err != nil || len(c.batches) != 3 || c.batches[1] != 4 || c.threads != 3 || c.rounds != 3 {
		t.Fatalf("%+v %v", c, err)
	}
	for _, bad := range [][]string{{"--batch", "0"}, {"--batch", "x"}, {"--threads", "0"}, {"--n", "0"}, {"--rounds", "0"}, {"--parity", "-1"}, {"--nope"}} {
		if _, err := parseFlags(bad, io.Discard); !errors.Is(err, ErrUsage) {
			t.Errorf("%v: got %v", bad, err)
		}
	}
}

func TestGeneratedCorpus(t *testing.T) {
	c, err := loadCorpus(t.TempDir(), 300)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.texts) != 300 || len(c.queries) == 0 || !strings.Contains(c.source, "generated") {
		t.Fatalf("%d texts, %d queries, %s", len(c.texts), len(c.queries), c.source)
	}
	distinct := map[string]bool{}
	for _, s := range c.texts {
		distinct[s] = true
	}
	if len(distinct) < 250 {
		t.Fatalf("only %d distinct texts of 300", len(distinct))
	}
}

func TestLoCoMoCorpus(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "data", "locomo")
	os.MkdirAll(p, 0o755)
	doc := `[{"qa":[{"question":"Q1?"}],"conversation":{"speaker_a":"A","session_2":[{"text":"third"}],` +
		`"session_1_date_time":"x","session_1":[{"text":"first"},{"text":""},{"text":"second"}],"session_10":[{"text":"fourth"}]}}]`
	os.WriteFile(filepath.Join(p, "locomo_dev7.json"), []byte(doc), 0o644)
	c, err := loadCorpus(dir, 10)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(c.texts, ",") != "first,second,third,fourth" || strings.Join(c.queries, ",") != "Q1?" {
		t.Fatalf("texts %v queries %v", c.texts, c.queries)
	}
	os.WriteFile(filepath.Join(p, "locomo_dev7.json"), []byte(`{"not":"a list"}`), 0o644)
	if _, err := loadCorpus(dir, 10); err == nil {
		t.Fatal("malformed corpus accepted")
	}
}

// TestSharedLoCoMoCorpusDigest pins the texts and queries read from the
// shared LoCoMo subset (when present), so a change to the reader that moves
// a single text shows here.
func TestSharedLoCoMoCorpusDigest(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	if _, err := os.Stat(filepath.Join(shared, "data", "locomo", "locomo_dev7.json")); err != nil {
		t.Skip("shared LoCoMo data not present")
	}
	c, err := loadCorpus(shared, 1<<30)
	if err != nil {
		t.Fatal(err)
	}
	if got := digest(c.texts); len(c.texts) != 4124 || got != "c7a3cf2788a3e8de28adbc18f8bbb4bfab2005051ccd3101aa77b4e17dd0a637" {
		t.Errorf("texts: %d, sha256 %s", len(c.texts), got)
	}
	if got := digest(c.queries); len(c.queries) != 1347 || got != "53326632c1d52aec50d71f16318b6096db6af3057bfc238b7afcbdef402a5667" {
		t.Errorf("queries: %d, sha256 %s", len(c.queries), got)
	}
}

func digest(texts []string) string {
	h := sha256.Sum256([]byte(strings.Join(texts, "\n")))
	return hex.EncodeToString(h[:])
}

func TestReportGates(t *testing.T) {
	r := &report{Results: []row{
		{Batch: 1, GoSentencesPerS: 100, GoP50Ms: 8, PythonSentencesPerS: ptr(90), Ratio: ptr(100.0 / 90)},
		{Batch: 32, GoSentencesPerS: 170, GoP50Ms: 180, PythonSentencesPerS: ptr(200), Ratio: ptr(0.85)},
	}, P50MsQueryBatch1: 6, ParityMinCos: ptr(0.99995)}
	r.finish()
	if *r.ThroughputRatio != 0.85 || *r.P50MsBatch1 != 8 {
		t.Fatalf("ratio %v p50 %v", *r.ThroughputRatio, *r.P50MsBatch1)
	}
	want := map[string]bool{"throughput_ratio_vs_python": false, "p50_ms_batch1": true, "p50_ms_query_batch1": true, "parity_min_cos": true}
	for _, g := range r.Gates {
		if g.Pass == nil || *g.Pass != want[g.Name] {
			t.Errorf("gate %s: %v", g.Name, g.Pass)
		}
	}
	var sb strings.Builder
	r.text(&sb)
	if !strings.Contains(sb.String(), "FAIL") || !strings.Contains(sb.String(), "0.850") {
		t.Fatalf("text report:\n%s", sb.String())
	}
	empty := &report{}
	empty.finish()
	for _, g := range empty.Gates {
		if g.Name != "p50_ms_query_batch1" && g.Pass != nil {
			t.Errorf("gate %s judged without a value", g.Name)
		}
	}
}

func TestPercentilesAndKeepBest(t *testing.T) {
	p50, p99 := percentiles([]float64{5, 1, 4, 2, 3})
	if p50 != 3 || p99 != 5 {
		t.Fatalf("p50 %v p99 %v", p50, p99)
	}
	var r row
	r.keepBest(row{Batch: 8, GoSentencesPerS: 10, GoP50Ms: 50, GoP99Ms: 90})
	r.keepBest(row{Batch: 8, GoSentencesPerS: 20, GoP50Ms: 70, GoP99Ms: 80})
	if r.GoSentencesPerS != 20 || r.GoP50Ms != 50 || r.GoP99Ms != 80 {
		t.Fatalf("%+v", r)
	}
}

func TestMainWithoutEncoder(t *testing.T) {
	if ort.Available {
		t.Skip("built with the native encoder")
	}
	err := Main(context.Background(), []string{"--shared", t.TempDir(), "--n", "5"}, io.Discard, io.Discard)
	if !errors.Is(err, dense.ErrMissingLibrary) {
		t.Fatalf("got %v", err)
	}
}

// TestDerivedModelPeers: an int8 variant is checked against its float32
// base's weights at the int8 bar, and Python runs --peer-model's graph.
func TestDerivedModelPeers(t *testing.T) {
	c, err := parseFlags([]string{"--model", "bge-small-en-v1.5-int8"}, io.Discard)
	if err != nil || c.peerModel != c.model {
		t.Fatalf("peer model %q, %v", c.peerModel, err)
	}
	c, err = parseFlags([]string{"--model", "bge-small-en-v1.5-int8", "--peer-model", "bge-small-en-v1.5", "--model-dir", "x"}, io.Discard)
	if err != nil || c.peerModel != "bge-small-en-v1.5" {
		t.Fatalf("peer model %q, %v", c.peerModel, err)
	}
	for _, bad := range []string{"all-minilm-l6-v2", "nope"} {
		if _, err := parseFlags([]string{"--model", "bge-small-en-v1.5-int8", "--peer-model", bad}, io.Discard); !errors.Is(err, ErrUsage) {
			t.Errorf("--peer-model %s: got %v", bad, err)
		}
	}
	if got := referenceModel("bge-small-en-v1.5-int8"); got != "bge-small-en-v1.5" {
		t.Errorf("reference model %q", got)
	}
	if got := referenceModel("bge-small-en-v1.5"); got != "bge-small-en-v1.5" {
		t.Errorf("reference model of the base %q", got)
	}
	if c.dirFor(c.model) != "x" || c.dirFor("bge-small-en-v1.5") != filepath.Join(ort.DefaultModelsDir, "bge-small-en-v1.5") {
		t.Errorf("dirs %q %q", c.dirFor(c.model), c.dirFor("bge-small-en-v1.5"))
	}
	for model, target := range map[string]string{"bge-small-en-v1.5-int8": ">= 0.999", "bge-small-en-v1.5": ">= 0.9999"} {
		rep := newReport(c, corpus{}, dense.Profile{Model: model}, 1)
		rep.finish()
		if g := rep.Gates[len(rep.Gates)-1]; g.Name != "parity_min_cos" || g.Target != target {
			t.Errorf("%s: parity gate %+v", model, g)
		}
	}
	if rep := newReport(c, corpus{}, dense.Profile{Model: "bge-small-en-v1.5-int8"}, 1); !strings.Contains(rep.ParityReference, "of bge-small-en-v1.5") {
		t.Errorf("parity reference %q", rep.ParityReference)
	}
}
