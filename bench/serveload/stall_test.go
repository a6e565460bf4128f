package serveload

import (
	"testing"
	"time"
)

func TestParseSteal(t *testing.T) {
	d, ok := parseSteal("cpu  3206966 6303 223279 1387306 10357 0 15200 6564 0 0")
	if !ok || d != 65640*time.Millisecond {
		t.Fatalf("steal %v %v, want 65.64 s", d, ok)
	}
	for _, bad := range []string{"", "cpu0 1 2 3 4 5 6 7 8", "cpu 1 2 3", "cpu 1 2 3 4 5 6 7 x 9"} {
		if _, ok := parseSteal(bad); ok {
			t.Errorf("parseSteal(%q) accepted", bad)
		}
	}
}

func TestParsePressure(t *testing.T) {
	some, full, ok := parsePressure("some avg10=0.00 avg60=0.01 avg300=0.23 total=276122740\nfull avg10=0.00 avg60=0.00 avg300=0.20 total=63147002\n")
	if !ok || some != 276122740*time.Microsecond || full != 63147002*time.Microsecond {
		t.Fatalf("pressure %v %v %v", some, full, ok)
	}
	// Older kernels have no "full" line for the CPU.
	if some, full, ok := parsePressure("some avg10=1.00 avg60=0 avg300=0 total=42\n"); !ok || some != 42*time.Microsecond || full != 0 {
		t.Errorf("some-only file: %v %v %v", some, full, ok)
	}
	for _, bad := range []string{"", "garbage", "some total=x"} {
		if _, _, ok := parsePressure(bad); ok {
			t.Errorf("parsePressure(%q) accepted", bad)
		}
	}
}
