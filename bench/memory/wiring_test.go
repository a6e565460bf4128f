package memory

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/dense"
)

// bowEncoder is a deterministic bag-of-words test encoder.
type bowEncoder struct{}

func (bowEncoder) Profile() dense.Profile {
	return dense.Profile{ID: "test-bow-64", Dims: 64, Normalize: true}
}
func (bowEncoder) Close() error { return nil }
func (bowEncoder) Embed(_ context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		v := make([]float32, 64)
		v[0] = 0.01 // never the zero vector
		for _, w := range strings.Fields(strings.ToLower(t)) {
			h := fnv.New32a()
			h.Write([]byte(strings.Trim(w, ".,!?:;'\"")))
			v[h.Sum32()%64]++
		}
		out[i] = dense.Normalize(v)
	}
	return out, nil
}

func runJSON(t *testing.T, args ...string) (*Report, error) {
	t.Helper()
	var out bytes.Buffer
	err := Main(context.Background(), append(args, "--json"), &out, io.Discard)
	if out.Len() == 0 {
		return nil, err
	}
	var r Report
	if jerr := json.Unmarshal(out.Bytes(), &r); jerr != nil {
		t.Fatal(jerr)
	}
	return &r, err
}

// TestDenseSystemsWithEncoder: with an encoder constructor the dense
// systems join the default run and the profile id is reported; without
// one they are skipped with a note, and asking for them is an error.
func TestDenseSystemsWithEncoder(t *testing.T) {
	r, err := runJSON(t, "--dataset", "testdata/conversation_format_tiny.json", "--budget", "200", "--chunk", "64/16")
	if err != nil {
		t.Fatal(err)
	}
	if r.ModelProfile != "" || len(r.Notes) == 0 || !strings.Contains(r.Notes[0], "no encoder") {
		t.Fatalf("no encoder: profile %q notes %v", r.ModelProfile, r.Notes)
	}
	if _, err := runJSON(t, "--dataset", "testdata/conversation_format_tiny.json", "--systems", "fixed-chunk-dense"); !errors.Is(err, ErrUsage) {
		t.Fatalf("dense system without encoder: %v", err)
	}
	NewEncoder = func(context.Context, string) (dense.Encoder, error) { return bowEncoder{}, nil }
	defer func() { NewEncoder = nil }()
	r, err = runJSON(t, "--dataset", "testdata/conversation_format_tiny.json", "--budget", "200", "--chunk", "64/16")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range r.Systems {
		names = append(names, s.Name)
	}
	if r.ModelProfile != "test-bow-64" || strings.Join(names, ",") != "evicortex,fixed-chunk-bm25,recency,evicortex+dense,fixed-chunk-dense" {
		t.Fatalf("profile %q systems %v", r.ModelProfile, names)
	}
	for _, s := range r.Systems {
		if s.TokensMean > 200 || (s.Name == "fixed-chunk-dense" && s.EvidenceRecall == 0) {
			t.Fatalf("%s: %+v", s.Name, s.Summary)
		}
	}
}

// TestScenariosAndOutDir: the scenario set runs with temporal accuracy,
// per-category rows, and --out-dir writes the JSON, markdown and SVG.
func TestScenariosAndOutDir(t *testing.T) {
	dir := t.TempDir()
	r, err := runJSON(t, "--dataset", "scenarios", "--systems", "fixed-chunk-bm25,recency", "--budget", "256,512", "--out-dir", dir)
	if err != nil {
		t.Fatal(err)
	}
	s := r.Systems[0]
	if r.Dataset != "scenarios" || s.Dataset != "scenarios" || s.TemporalQuestions != 360 || len(s.Categories) != 5 || r.Datasets[0].Chunk.How != "frozen" {
		t.Fatalf("report %+v / %+v", r.Datasets, s.Summary)
	}
	for _, ext := range []string{".json", ".md", ".svg"} {
		b, err := os.ReadFile(filepath.Join(dir, "memory-scenarios"+ext))
		if err != nil || len(b) == 0 {
			t.Fatalf("%s: %v", ext, err)
		}
		if ext == ".svg" && (!bytes.HasPrefix(b, []byte("<svg")) || !bytes.Contains(b, []byte("fixed-chunk-bm25"))) {
			t.Fatalf("svg: %.200s", b)
		}
		if ext == ".md" && !bytes.Contains(b, []byte("| 512 | recency |")) {
			t.Fatalf("markdown: %s", b)
		}
	}
}

// TestRegressionGate: a baseline report with better numbers than the run
// fails the gate by more than the allowed points; an equal one passes.
func TestRegressionGate(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--dataset", "scenarios", "--systems", "fixed-chunk-bm25,recency", "--budget", "512"}
	r, err := runJSON(t, append(args, "--out", filepath.Join(dir, "base.json"))...)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := runJSON(t, append(args, "--baseline-report", filepath.Join(dir, "base.json"))...); err != nil {
		t.Fatalf("self regression: %v", err)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "base.json"))
	var m map[string]any
	json.Unmarshal(b, &m)
	row := m["systems"].([]any)[0].(map[string]any)
	row["evidence_recall"] = row["evidence_recall"].(float64) + 0.025 // the old run was 2.5 points better
	b, _ = json.Marshal(m)
	os.WriteFile(filepath.Join(dir, "better.json"), b, 0o644)
	r, err = runJSON(t, append(args, "--baseline-report", filepath.Join(dir, "better.json"))...)
	if err != nil {
		t.Fatal(err) // no --gate: reported, not an error
	}
	if r.Gate.Passed || !strings.Contains(strings.Join(r.Gate.Reasons, ";"), "regression") {
		t.Fatalf("gate %+v", r.Gate)
	}
	if _, err := runJSON(t, append(args, "--baseline-report", filepath.Join(dir, "better.json"), "--max-regression", "3")...); err != nil {
		t.Fatal(err)
	}
}

func TestLongMemEvalPath(t *testing.T) {
	doc := `[{"question_id":"q1","question_type":"knowledge-update","question":"Where do I keep my bike now?","answer":"in the garage",
	"question_date":"2023/06/01 (Thu) 10:00","haystack_session_ids":["s_a","answer_b"],
	"haystack_dates":["2023/05/01 (Mon) 09:00","2023/05/20 (Sat) 09:00"],
	"haystack_sessions":[[{"role":"user","content":"I love baking bread."},{"role":"assistant","content":"Nice."}],
	 [{"role":"user","content":"I moved my bike into the garage.","has_answer":true},{"role":"assistant","content":"Good idea."}]],
	"answer_session_ids":["answer_b"]},
	{"question_id":"q2_abs","question_type":"knowledge-update","question":"x?","answer":"n/a","question_date":"2023/06/01 (Thu) 10:00",
	"haystack_session_ids":["s"],"haystack_dates":["2023/05/01 (Mon) 09:00"],"haystack_sessions":[[{"role":"user","content":"hi"}]],"answer_session_ids":[]}]`
	p := filepath.Join(t.TempDir(), "lme.json")
	os.WriteFile(p, []byte(doc), 0o644)
	r, err := runJSON(t, "--dataset", p, "--systems", "evicortex,recency", "--budget", "64")
	if err != nil {
		t.Fatal(err)
	}
	if r.Dataset != "longmemeval" || r.Datasets[0].Skipped != 1 || r.Questions != 1 {
		t.Fatalf("%+v", r.Datasets)
	}
	for _, s := range r.Systems {
		if _, ok := s.Retrieval["session_recall_any@5"]; !ok {
			t.Fatalf("%s: no retrieval metrics: %v", s.Name, s.Retrieval)
		}
	}
	if _, err := runJSON(t, "--dataset", "longmemeval"); !errors.Is(err, ErrUsage) {
		t.Fatalf("bare longmemeval: %v", err)
	}
}
