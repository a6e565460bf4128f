package engine

import (
	"context"

	"github.com/evicortex/evicortex/ledger"
)

// Group commit. Each ledger transaction ends in an fsync; concurrent
// Remember calls share one. A caller that finds no leader becomes one: it
// takes every queued write (its own included), commits them as one batch
// and hands leadership to the first caller still queued, so no caller
// commits on behalf of others forever. If the batch fails (one rejected
// input, an idempotency conflict), each write is retried alone, so errors
// belong to the call that caused them and field names stay unprefixed.

// groupWrite is one Remember waiting for a group.
type groupWrite struct {
	in   ledger.EvidenceInput
	rc   Receipt
	err  error
	done chan struct{} // closed when rc/err are set
	lead chan struct{} // signalled when this caller must lead the next group
}

func (e *Engine) groupCommit(ctx context.Context, in ledger.EvidenceInput) (Receipt, error) {
	w := &groupWrite{in: in, done: make(chan struct{}), lead: make(chan struct{}, 1)}
	e.gmu.Lock()
	e.gqueue = append(e.gqueue, w)
	leader := !e.gleader
	e.gleader = true
	e.gmu.Unlock()
	for {
		if leader {
			e.runGroup()
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

// runGroup commits the queued writes, then passes leadership on.
func (e *Engine) runGroup() {
	e.gmu.Lock()
	batch := e.gqueue
	e.gqueue = nil
	e.gmu.Unlock()
	if len(batch) > 0 {
		e.commitGroup(batch)
	}
	e.gmu.Lock()
	if len(e.gqueue) > 0 {
		e.gqueue[0].lead <- struct{}{}
	} else {
		e.gleader = false
	}
	e.gmu.Unlock()
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
