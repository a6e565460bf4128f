package engine

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// testClock is a deterministic clock: each call advances one second.
type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func newTestClock(start time.Time) *testClock { return &testClock{t: start} }

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(time.Second)
	return c.t
}

func (c *testClock) Set(t time.Time) {
	c.mu.Lock()
	c.t = t
	c.mu.Unlock()
}

// openTest opens an engine in a temp dir and verifies the ledger when the
// test ends.
func openTest(t testing.TB, opts Options) (*Engine, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "memory.db")
	e, err := Open(path, opts)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() {
		if e.closed.Load() {
			return
		}
		if _, err := e.Verify(context.Background()); err != nil {
			t.Errorf("Verify at cleanup: %v", err)
		}
		if err := e.led.Check(context.Background()); err != nil {
			t.Errorf("ledger Check at cleanup: %v", err)
		}
		e.Close()
	})
	return e, path
}

func date(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t, err = time.Parse("2006-01-02", s)
		if err != nil {
			panic(err)
		}
	}
	return t.UTC()
}

func mustRemember(t testing.TB, e *Engine, o Observation) Receipt {
	t.Helper()
	r, err := e.Remember(context.Background(), o)
	if err != nil {
		t.Fatalf("Remember(%q): %v", o.Content, err)
	}
	return r
}
