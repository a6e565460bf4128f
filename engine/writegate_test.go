package engine

import (
	"sync"
	"testing"
	"time"

	"github.com/evicortex/evicortex/ledger"
)

// TestWriteGateRoundRobin: while writer a holds the gate with three more
// of its commits queued, writer b's commit (queued last) runs next, and
// then the writers alternate; a FIFO queue would run b fourth.
func TestWriteGateRoundRobin(t *testing.T) {
	var g writeGate
	g.acquire("a")
	var mu sync.Mutex
	var ran []string
	var wg sync.WaitGroup
	queued := 0
	enqueue := func(key string) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g.acquire(key)
			mu.Lock()
			ran = append(ran, key)
			mu.Unlock()
			g.release()
		}()
		// Wait until it is queued, so arrival order is known.
		for deadline := time.Now().Add(5 * time.Second); ; {
			g.mu.Lock()
			n := 0
			for _, q := range g.queues {
				n += len(q)
			}
			g.mu.Unlock()
			if n == queued+1 {
				queued++
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s did not queue", key)
			}
			time.Sleep(time.Millisecond)
		}
	}
	for _, k := range []string{"a", "a", "a", "b", "c", "b"} {
		enqueue(k)
	}
	g.release()
	wg.Wait()
	want := []string{"b", "c", "a", "b", "a", "a"}
	if len(ran) != len(want) {
		t.Fatalf("ran %v, want %v", ran, want)
	}
	for i := range want {
		if ran[i] != want[i] {
			t.Fatalf("ran %v, want %v (round-robin, the running writer last)", ran, want)
		}
	}
	if g.busy || len(g.order) != 0 || len(g.queues) != 0 {
		t.Fatalf("gate not idle after every release: busy %v order %v queues %v", g.busy, g.order, g.queues)
	}
}

// TestWriterKey: the principal, else the namespace's first segment.
func TestWriterKey(t *testing.T) {
	for _, c := range []struct {
		in   ledger.EvidenceInput
		want string
	}{
		{ledger.EvidenceInput{Principal: "tenant-a", Namespace: "x/y"}, "p:tenant-a"},
		{ledger.EvidenceInput{Namespace: "team-b/u1"}, "n:team-b"},
		{ledger.EvidenceInput{Namespace: "solo"}, "n:solo"},
	} {
		if got := writerKey([]ledger.EvidenceInput{c.in}); got != c.want {
			t.Errorf("writerKey(%+v) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestGroupSize: a group takes queued writes until one would pass a bound,
// and always the first.
func TestGroupSize(t *testing.T) {
	w := func(content, claims int) *groupWrite {
		return &groupWrite{in: ledger.EvidenceInput{Content: string(make([]byte, content)), Claims: make([]ledger.ClaimInput, claims)}}
	}
	for _, c := range []struct {
		name string
		ws   []*groupWrite
		want int
	}{
		{"none", nil, 0},
		{"small", []*groupWrite{w(10, 1), w(10, 1), w(10, 1)}, 3},
		{"first alone over", []*groupWrite{w(groupMaxContent+1, 0), w(1, 0)}, 1},
		{"content", []*groupWrite{w(groupMaxContent/2, 0), w(groupMaxContent/2, 0), w(1, 0)}, 2},
		{"claims", []*groupWrite{w(1, groupMaxClaims), w(1, 1)}, 1},
		{"writes", func() []*groupWrite {
			ws := make([]*groupWrite, groupMaxWrites+5)
			for i := range ws {
				ws[i] = w(1, 0)
			}
			return ws
		}(), groupMaxWrites},
	} {
		if got := groupSize(c.ws); got != c.want {
			t.Errorf("%s: groupSize = %d, want %d", c.name, got, c.want)
		}
	}
}

// TestWriteGateContended: only another writer holding or awaiting the gate
// contends.
func TestWriteGateContended(t *testing.T) {
	var g writeGate
	if g.contended("a") {
		t.Fatal("an idle gate is contended")
	}
	g.acquire("a")
	if g.contended("a") || !g.contended("b") {
		t.Fatalf("held by a: contended(a) %v, contended(b) %v", g.contended("a"), g.contended("b"))
	}
	done := make(chan struct{})
	go func() { g.acquire("b"); g.release(); close(done) }()
	for deadline := time.Now().Add(5 * time.Second); !g.contended("a"); {
		if time.Now().After(deadline) {
			t.Fatal("b's wait does not contend a")
		}
		time.Sleep(time.Millisecond)
	}
	g.release()
	<-done
}
