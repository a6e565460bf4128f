package crypt

import (
	"context"
	"testing"
)

// TestRunSmall runs both sides on a tiny workload: the report is complete
// and both sides recalled every query.
func TestRunSmall(t *testing.T) {
	rep, err := Run(context.Background(), 300, 50, 10, 1, 1.2)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Clear.RowsPerS <= 0 || rep.Encrypted.RowsPerS <= 0 || rep.Clear.RecallP50Ms <= 0 || rep.Encrypted.RecallP50Ms <= 0 {
		t.Fatalf("incomplete report: %+v", rep)
	}
	if rep.IngestRatio != rep.Encrypted.IngestSeconds/rep.Clear.IngestSeconds {
		t.Fatalf("ratio: %+v", rep)
	}
}

func TestFlags(t *testing.T) {
	for _, args := range [][]string{{"--rows", "0"}, {"--queries", "0"}, {"--repeat", "100"}, {"extra"}} {
		if _, err := parseFlags(args, testWriter{t}); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(b []byte) (int, error) { w.t.Log(string(b)); return len(b), nil }
