package ledger

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// testClock is a deterministic clock advancing 1ms per call.
type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func newTestClock() *testClock {
	return &testClock{t: time.Date(2026, 1, 1, 0, 0, 0, 123456789, time.UTC)}
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(time.Millisecond)
	return c.t
}

// openTest opens a fresh store in t.TempDir and runs Check when the test ends.
func openTest(t testing.TB) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "ledger.db"), Options{Clock: newTestClock().Now})
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() {
		if err := s.Check(context.Background()); err != nil {
			t.Errorf("Check: %v", err)
		}
		s.Close()
	})
	return s
}

var t0 = time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC)

func obs(ns, content string) EvidenceInput {
	return EvidenceInput{Namespace: ns, Content: content, Source: "test/" + ns, OccurredAt: t0}
}

func mustAppend(t testing.TB, s *Store, in ...EvidenceInput) []AppendResult {
	t.Helper()
	res, err := s.Append(context.Background(), in)
	if err != nil {
		t.Fatalf("Append: %v", err)
	}
	return res
}
