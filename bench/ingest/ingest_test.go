package ingest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"testing"
	"time"
)

func TestParseFlags(t *testing.T) {
	for _, args := range [][]string{{"--rows", "0"}, {"--batch", "-1"}, {"--max-ratio", "0"}, {"--repeat", "0"}, {"x"}} {
		if _, err := parseFlags(args, io.Discard); !errors.Is(err, ErrUsage) {
			t.Errorf("%v: %v", args, err)
		}
	}
}

func TestMainSmall(t *testing.T) {
	var out bytes.Buffer
	if err := Main(context.Background(), []string{"--rows", "250", "--batch", "40", "--repeat", "2", "--json"}, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	var r Report
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r.Rows != 250 || r.Batch != 40 || r.Repeat != 2 || r.RawRowsPerS <= 0 || r.EngineRowsPerS <= 0 || r.Ratio <= 0 || r.RatioBest <= 0 {
		t.Fatalf("report %+v", r)
	}
	if r.WithinTarget != (r.Ratio <= r.TargetRatio) {
		t.Fatalf("within_target %v with ratio %v", r.WithinTarget, r.Ratio)
	}
}

func TestMedian(t *testing.T) {
	if m := median([]time.Duration{5, 1, 3}); m != 3 {
		t.Fatalf("median %v", m)
	}
	if m := median([]time.Duration{4, 1, 3, 2}); m != 2 {
		t.Fatalf("even median %v", m)
	}
}

func TestHelpIsNotAnError(t *testing.T) {
	if err := Main(context.Background(), []string{"-h"}, io.Discard, io.Discard); err != nil {
		t.Fatalf("-h: %v", err)
	}
}
