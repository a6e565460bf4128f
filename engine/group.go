package engine

import (
	"context"

	"github.com/evicortex/evicortex/ledger"
)

// Group commit. Each ledger transaction ends in an fsync; concurrent
// Remember calls of one writer share one. Writers are kept apart (the key
// of writegate.go: the principal, else the namespace's first segment), so
// a group never holds one writer's write behind another's, and groups of
// different writers take turns at the write gate. A caller that finds no
// leader for its writer becomes one: it takes that writer's queued writes
// (its own first; while another writer holds or waits for the write gate,
// at most groupMaxWrites, groupMaxContent bytes of content and
// groupMaxClaims claims, so a group costs about what one bounded request
// does), commits them as one batch and hands leadership to the
// writer's first caller still queued, so no caller commits on behalf of
// others forever. If the batch fails (one rejected input, an idempotency
// conflict), each write is retried alone, so errors belong to the call
// that caused them and field names stay unprefixed.

// Bounds of one group; the first write always joins.
const (
	groupMaxWrites  = 256
	groupMaxContent = 64 << 10
	groupMaxClaims  = 64
)

// groupWrite is one Remember waiting for a group.
type groupWrite struct {
	in   ledger.EvidenceInput
	rc   Receipt
	err  error
	done chan struct{} // closed when rc/err are set
	lead chan struct{} // signalled when this caller must lead the next group
}

// groupQueue is one writer's queued writes.
type groupQueue struct {
	writes []*groupWrite
	leader bool // a caller is committing this writer's groups
}

func (e *Engine) groupCommit(ctx context.Context, in ledger.EvidenceInput) (Receipt, error) {
	key := writerKey([]ledger.EvidenceInput{in})
	w := &groupWrite{in: in, done: make(chan struct{}), lead: make(chan struct{}, 1)}
	e.gmu.Lock()
	if e.gqueues == nil {
		e.gqueues = make(map[string]*groupQueue)
	}
	q := e.gqueues[key]
	if q == nil {
		q = &groupQueue{}
		e.gqueues[key] = q
	}
	q.writes = append(q.writes, w)
	leader := !q.leader
	q.leader = true
	e.gmu.Unlock()
	for {
		if leader {
			e.runGroup(key, q)
			leader = false
		}
		select {
		case <-w.done:
			return w.rc, w.err
		case <-w.lead:
			leader = true
		}
	}
}

// runGroup commits a group of q's queued writes, then passes leadership on.
func (e *Engine) runGroup(key string, q *groupQueue) {
	capped := e.wgate.contended(key) // taken before gmu: both are leaves
	e.gmu.Lock()
	n := len(q.writes)
	if capped {
		n = groupSize(q.writes)
	}
	batch := q.writes[:n:n]
	q.writes = q.writes[n:]
	e.gmu.Unlock()
	if len(batch) > 0 {
		e.commitGroup(batch)
	}
	e.gmu.Lock()
	if len(q.writes) > 0 {
		q.writes[0].lead <- struct{}{}
	} else {
		q.leader = false
		delete(e.gqueues, key)
	}
	e.gmu.Unlock()
}

// groupSize is how many of the queued writes ws the next group takes.
func groupSize(ws []*groupWrite) int {
	content, claims := 0, 0
	for i, w := range ws {
		content += len(w.in.Content)
		claims += len(w.in.Claims)
		if i > 0 && (i == groupMaxWrites || content > groupMaxContent || claims > groupMaxClaims) {
			return i
		}
	}
	return len(ws)
}

// commitGroup writes batch in one transaction, or each alone if that fails.
// The commit is not tied to any one caller's context: others' writes must
// not fail because the leader's caller went away.
func (e *Engine) commitGroup(batch []*groupWrite) {
	ctx := context.Background()
	if len(batch) > 1 {
		in := make([]ledger.EvidenceInput, len(batch))
		for i, w := range batch {
			in[i] = w.in
		}
		if rs, err := e.commit(ctx, in, false); err == nil {
			for i, w := range batch {
				w.rc = rs[i]
				close(w.done)
			}
			return
		}
	}
	for _, w := range batch {
		rs, err := e.commit(ctx, []ledger.EvidenceInput{w.in}, false)
		if err == nil {
			w.rc = rs[0]
		}
		w.err = err
		close(w.done)
	}
}
