package ort

import (
	"encoding/json"
	"errors"
	"math/rand"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/dense"
)

func TestTruncateKeepsFinalSEP(t *testing.T) {
	ids := []int64{101, 1, 2, 3, 4, 5, 102}
	got := truncate(append([]int64{}, ids...), 4)
	want := []int64{101, 1, 2, 102}
	if len(got) != 4 {
		t.Fatalf("got %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
	if got := truncate(ids, 7); len(got) != 7 {
		t.Fatalf("exact length truncated: %v", got)
	}
}

func TestTokenizerJSONDropsPaddingAndTruncation(t *testing.T) {
	in := `{"version":"1.0","truncation":{"max_length":128},"padding":{"strategy":{"Fixed":128}},"model":{"type":"WordPiece"}}`
	out, err := tokenizerJSON([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(out, &m)
	if m["padding"] != nil || m["truncation"] != nil || m["model"] == nil {
		t.Fatalf("got %s", out)
	}
	for _, bad := range []string{`{`, `{"version":"1.0"}`} {
		if _, err := tokenizerJSON([]byte(bad)); !errors.Is(err, dense.ErrModel) {
			t.Errorf("%s: got %v", bad, err)
		}
	}
}

func TestLengthOrderIsStable(t *testing.T) {
	seqs := [][]int64{{1, 2, 3}, {1}, {1, 2}, {4}, {1, 2, 3}}
	got := lengthOrder(seqs)
	want := []int{1, 3, 2, 0, 4}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}

func TestCheckText(t *testing.T) {
	cases := map[string]string{
		strings.Repeat("x", 11): "11 bytes",
		"bad \xff utf8":         "UTF-8",
		"nul\x00byte":           "NUL",
	}
	for text, want := range cases {
		err := checkText(3, text, 10)
		if !errors.Is(err, dense.ErrInput) || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "text 3") {
			t.Errorf("%q: got %v", text, err)
		}
	}
	if err := checkText(0, "fine", 10); err != nil {
		t.Fatal(err)
	}
}

func TestOptionsDefaults(t *testing.T) {
	t.Setenv(LibraryEnv, "")
	o := Options{}.withDefaults()
	if o.Model != DefaultModel || o.LibraryPath != DefaultLibraryPath || o.Threads <= 0 || o.BatchSize != DefaultBatchSize {
		t.Fatalf("%+v", o)
	}
	t.Setenv(LibraryEnv, "/opt/ort.so")
	if o := (Options{}).withDefaults(); o.LibraryPath != "/opt/ort.so" {
		t.Fatalf("env not honoured: %+v", o)
	}
	if err := (Options{Threads: 5000}).withDefaults().validate(); !errors.Is(err, dense.ErrInput) {
		t.Fatalf("threads: %v", err)
	}
}

// TestPlanBatches checks the plan against its definition: every index once,
// in order, runs of at most size, and a run is only cut early when adding
// the next text would break the padding bound.
func TestPlanBatches(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for trial := 0; trial < 200; trial++ {
		n, size := 1+r.Intn(80), 1+r.Intn(33)
		seqs := make([][]int64, n)
		for i := range seqs {
			seqs[i] = make([]int64, 2+r.Intn(1+r.Intn(120)))
		}
		order := lengthOrder(seqs)
		plan := planBatches(seqs, order, size)
		var flat []int
		for k, run := range plan {
			if len(run) == 0 || len(run) > size {
				t.Fatalf("trial %d: run %d has %d texts (size %d)", trial, k, len(run), size)
			}
			flat = append(flat, run...)
			if k+1 < len(plan) && len(run) < size {
				tokens := 0
				for _, i := range run {
					tokens += len(seqs[i])
				}
				next := len(seqs[plan[k+1][0]])
				if float64((len(run)+1)*next) <= padSlack*float64(tokens+next) {
					t.Fatalf("trial %d: run %d cut early without need", trial, k)
				}
			}
		}
		for i := range order {
			if flat[i] != order[i] {
				t.Fatalf("trial %d: plan reorders or drops texts", trial)
			}
		}
	}
	if p := planBatches([][]int64{{1, 2}, {1, 2}, {1, 2}}, []int{0, 1, 2}, 2); len(p) != 2 {
		t.Fatalf("equal lengths: %v", p)
	}
}
