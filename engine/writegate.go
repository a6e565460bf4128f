package engine

import (
	"strings"

	"github.com/evicortex/evicortex/ledger"
)

// Tenant-fair writes. Every Remember* commit passes writeGate before it
// takes wmu. The gate admits one commit at a time and serves writers
// round-robin by key: a writer that finds the gate busy queues under its
// key, and when a commit ends the next turn goes to the key queued longest
// that did not just commit. So one writer's queued batches cannot hold back
// another's write by more than the commit in progress (and one commit per
// other waiting writer), however many batches that writer has sent at once.
// A commit's cost is bounded by its inputs (ledger/bounds.go, and the
// serve limits), which bounds that wait.
//
// The key of a commit is the principal that wrote it (the HTTP service
// sets one per authenticated caller, engine.WithPrincipal), else its
// namespace's first segment (the tenant, in the usual "tenant/..." names).

// writeGate admits one commit at a time, round-robin across keys.
type writeGate struct {
	mu      memMutex                   // guards the fields below; held with no other lock
	busy    bool                       // a commit holds the gate
	running string                     // the key of the commit holding the gate
	queues  map[string][]chan struct{} // waiters by key, in arrival order
	order   []string                   // keys with waiters, the next turn first
}

// acquire blocks until key's turn; the caller must call release after.
func (g *writeGate) acquire(key string) {
	g.mu.Lock()
	if !g.busy {
		g.busy, g.running = true, key
		g.mu.Unlock()
		return
	}
	if g.queues == nil {
		g.queues = make(map[string][]chan struct{})
	}
	ch := make(chan struct{})
	if len(g.queues[key]) == 0 {
		g.order = append(g.order, key)
	}
	g.queues[key] = append(g.queues[key], ch)
	g.mu.Unlock()
	<-ch // release handed the gate over: busy stays set, running is key
}

// release ends the running commit and hands the gate to the next key:
// the first in order, where the key that just committed, if it waits
// again, has moved to the back.
func (g *writeGate) release() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.order) == 0 {
		g.busy, g.running = false, ""
		return
	}
	if len(g.order) > 1 && g.order[0] == g.running {
		g.order = append(g.order[1:], g.running)
	}
	key := g.order[0]
	q := g.queues[key]
	next := q[0]
	if len(q) == 1 {
		delete(g.queues, key)
		g.order = g.order[1:]
	} else {
		g.queues[key] = q[1:]
	}
	g.running = key
	close(next)
}

// contended reports whether a writer other than key holds or waits for
// the gate: only then need a group stay small (group.go).
func (g *writeGate) contended(key string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.busy && g.running != key {
		return true
	}
	for _, k := range g.order {
		if k != key {
			return true
		}
	}
	return false
}

// writerKey is the fairness key of a commit of in (never empty input).
func writerKey(in []ledger.EvidenceInput) string {
	if p := in[0].Principal; p != "" {
		return "p:" + p
	}
	tenant, _, _ := strings.Cut(in[0].Namespace, "/")
	return "n:" + tenant
}
