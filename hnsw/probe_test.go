package hnsw

import (
	"errors"
	"testing"
	"time"
)

// TestReadRate: a small arena gives a positive rate; every bad argument is
// ErrInvalid.
func TestReadRate(t *testing.T) {
	r, err := ReadRate(64, 16, 1<<20, time.Millisecond)
	if err != nil || r <= 0 {
		t.Fatalf("ReadRate = %v, %v; want a positive rate", r, err)
	}
	for _, c := range []struct {
		dim, batch int
		arena      int64
		min        time.Duration
	}{{0, 16, 1 << 20, time.Millisecond}, {64, 0, 1 << 20, time.Millisecond}, {64, 16, 100, time.Millisecond}, {64, 16, 1 << 20, 0}} {
		if _, err := ReadRate(c.dim, c.batch, c.arena, c.min); !errors.Is(err, ErrInvalid) {
			t.Errorf("ReadRate(%d, %d, %d, %v) err = %v, want ErrInvalid", c.dim, c.batch, c.arena, c.min, err)
		}
	}
}
