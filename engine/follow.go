package engine

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
)

// Following a shared ledger. Several engine processes may open one ledger
// (a PostgreSQL database, or a SQLite file). Each builds its projections
// from the ledger at Open and then follows the journal: e.seen is the
// journal seq its projections reflect, and a catch-up applies the entries
// after it, in order:
//
//   - append: evidence not yet indexed (another process's writes) is read
//     from the ledger and indexed as a local Remember would index it; its
//     new claims are found by claim seq (claims are numbered in commit
//     order, so they follow the last claim indexed); the namespace's claim
//     cache and entity table are dropped. Evidence already indexed is
//     skipped, which makes re-applying an entry harmless.
//   - purge, and vectors of the engine's encoder profile: the projections
//     are rebuilt from the ledger (purges are rare; an incremental delete
//     would also have to correct BM25 statistics).
//   - derive, and vectors of other profiles: nothing to index.
//
// A following engine's own writes take the same path: after its Append it
// catches up to the journal head, so its evidence is indexed in journal
// order, after any other process's earlier writes, and each namespace's
// evidence stays in seq order (windows and session bounds rely on it).
// Anything unexpected (evidence out of seq order, claims not found) falls
// back to a rebuild: the ledger is authoritative.

// catchUpPage is how many journal entries one read returns.
const catchUpPage = 512

// errNeedRebuild says an entry cannot be applied incrementally.
var errNeedRebuild = errors.New("engine: projections need a rebuild")

// localWrite is this engine's own Append, whose inputs, analyzed terms and
// results are used instead of reading the evidence back.
type localWrite struct {
	in    []ledger.EvidenceInput
	terms [][]string
	res   []ledger.AppendResult
	at    map[string]int // evidence id -> index in res
}

func newLocalWrite(in []ledger.EvidenceInput, terms [][]string, res []ledger.AppendResult) *localWrite {
	lw := &localWrite{in: in, terms: terms, res: res, at: make(map[string]int, len(res))}
	for i, r := range res {
		if !r.Duplicate {
			lw.at[r.Evidence.ID] = i
		}
	}
	return lw
}

// CatchUp applies the journal entries written since the projections were
// last brought up to date (by other processes sharing the ledger, see
// Options.Follow) and returns how many it applied. It is safe to call at
// any time, alongside recalls and writes; an engine that is the ledger's
// only writer has nothing to apply.
func (e *Engine) CatchUp(ctx context.Context) (int, error) {
	if err := e.checkOpen(ctx); err != nil {
		return 0, err
	}
	e.wmu.Lock()
	defer e.wmu.Unlock()
	return e.catchUpLocked(ctx, nil)
}

// follow is the read-your-writes check of a following engine: one query
// for the journal head, and a catch-up when the projections are behind.
func (e *Engine) follow(ctx context.Context) error {
	if !e.opts.Follow || e.opts.RefreshInterval > 0 {
		return nil
	}
	head, err := e.led.JournalHead(ctx)
	if err != nil {
		return fmt.Errorf("follow journal: %w", err)
	}
	if head <= e.seen.Load() {
		return nil
	}
	_, err = e.CatchUp(ctx)
	return err
}

// startFollower starts the background catch-up of an engine with a
// RefreshInterval; Close stops it.
func (e *Engine) startFollower() {
	if !e.opts.Follow || e.opts.RefreshInterval <= 0 {
		return
	}
	e.followStop, e.followDone = make(chan struct{}), make(chan struct{})
	go func() {
		defer close(e.followDone)
		t := time.NewTicker(e.opts.RefreshInterval)
		defer t.Stop()
		for {
			select {
			case <-e.followStop:
				return
			case <-t.C:
				// A failed catch-up (ledger unreachable) is retried at the
				// next tick; the projections stay as they were.
				e.CatchUp(context.Background())
			}
		}
	}()
}

// stopFollower stops the background catch-up, if any, and waits for it.
func (e *Engine) stopFollower() {
	if e.followStop != nil {
		close(e.followStop)
		<-e.followDone
	}
}

// catchUpLocked applies journal entries after e.seen up to the head; the
// caller holds wmu. lw, when not nil, is the Append just committed by this
// engine. On an error the projections are rebuilt (the ledger is durable
// and authoritative), so they never stay half-applied.
func (e *Engine) catchUpLocked(ctx context.Context, lw *localWrite) (int, error) {
	applied, err := e.applyJournal(ctx, lw)
	if err == nil {
		e.kickCheckpointer()
		return applied, nil
	}
	if ctx.Err() != nil {
		return applied, err
	}
	if rerr := e.rebuildLocked(ctx); rerr != nil {
		return applied, fmt.Errorf("catch up: %w (rebuild: %v)", err, rerr)
	}
	return applied, nil
}

func (e *Engine) applyJournal(ctx context.Context, lw *localWrite) (int, error) {
	applied := 0
	for {
		js, err := e.led.Journal(ctx, e.seen.Load(), catchUpPage)
		if err != nil {
			return applied, fmt.Errorf("catch up: %w", err)
		}
		if len(js) == 0 {
			return applied, nil
		}
		for _, j := range js {
			err := e.applyEntry(ctx, j, lw)
			if errors.Is(err, errNeedRebuild) {
				// The rebuild reflects at least j and resets e.seen to the
				// head it started from; read on from there.
				if err := e.rebuildLocked(ctx); err != nil {
					return applied, fmt.Errorf("catch up at journal %d: %w", j.Seq, err)
				}
				applied++
				break
			}
			if err != nil {
				return applied, fmt.Errorf("catch up at journal %d: %w", j.Seq, err)
			}
			e.seen.Store(j.Seq)
			applied++
		}
	}
}

// applyEntry applies one journal entry to the projections. An entry that
// does not decode (ErrCorrupt) fails the catch-up, which then rebuilds.
func (e *Engine) applyEntry(ctx context.Context, j ledger.JournalEntry, lw *localWrite) error {
	body, err := j.Decode()
	if err != nil {
		return err
	}
	switch body := body.(type) {
	case *ledger.AppendPayload:
		return e.applyAppend(ctx, body, lw)
	case *ledger.PurgePayload:
		return errNeedRebuild
	case *ledger.MaintainPayload, *ledger.ProposalPayload:
		if !e.maint.ownEntry(j.Seq) { // a pass of this engine refreshed the view itself
			e.maint.invalidate(j.Namespace)
		}
		return nil
	case *ledger.VectorsPayload:
		return e.applyVectors(j.Namespace, body)
	case *ledger.FeedbackPayload:
		// An encrypted ledger journals the capsule id sealed (crypt.go).
		capsule, err := e.led.OpenCapsuleID(ctx, body)
		if err != nil {
			return err
		}
		open := *body
		open.CapsuleID = capsule
		e.applyFeedbackEntry(j.Namespace, j.At, &open)
		return nil
	default: // *ledger.DerivePayload: derivation records are not projected
		return nil
	}
}

func (e *Engine) applyAppend(ctx context.Context, body *ledger.AppendPayload, lw *localWrite) error {
	p := e.proj // replaced only under wmu, which the caller holds
	for _, it := range body.Evidence {
		if len(p.seqsOf([]string{it.ID})) > 0 {
			continue // indexed already: this engine's write, or seen by the build
		}
		if i, ok := lw.index(it.ID); ok {
			if err := e.applyLocal(ctx, p, lw, i); err != nil {
				return err
			}
			continue
		}
		claimIDs := make([]string, len(it.Claims))
		for k, c := range it.Claims {
			claimIDs[k] = c.ID
		}
		if err := e.applyRemote(ctx, p, it.Namespace, it.ID, claimIDs); err != nil {
			return err
		}
	}
	for _, it := range body.Evidence {
		if err := e.applyJournaledLinks(ctx, it); err != nil {
			return err
		}
		if err := e.applyJournaledState(ctx, p, it); err != nil {
			return err
		}
	}
	return nil
}

func (lw *localWrite) index(id string) (int, bool) {
	if lw == nil {
		return 0, false
	}
	i, ok := lw.at[id]
	return i, ok
}

// applyLocal indexes this engine's own write i exactly as a non-following
// engine does right after its Append.
func (e *Engine) applyLocal(ctx context.Context, p *projections, lw *localWrite, i int) error {
	if !p.inOrder(lw.res[i].Evidence) {
		return errNeedRebuild
	}
	e.trust.put(lw.res[i].Evidence.Seq, lw.res[i].Evidence.Trust)
	return e.index(ctx, p, lw.in[i:i+1], lw.terms[i:i+1], lw.res[i:i+1])
}

// applyRemote reads another process's evidence and its new claims from the
// ledger and indexes them. Evidence purged since is skipped (the purge's
// own entry follows).
func (e *Engine) applyRemote(ctx context.Context, p *projections, ns, id string, claimIDs []string) error {
	ev, err := e.led.Evidence(ctx, ns, id)
	if errors.Is(err, ledger.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if !p.inOrder(ev) {
		return errNeedRebuild
	}
	e.trust.put(ev.Seq, ev.Trust)
	claims, err := e.newClaims(ctx, p, claimIDs)
	if err != nil {
		return err
	}
	terms := postings.Analyze(analyzer, ev.Content)
	if err := e.addRemote(p, ev, terms, claims, len(claimIDs) > 0); err != nil {
		return err
	}
	return p.flushFull() // outside mu: a flush writes a segment file
}

// addRemote indexes another process's evidence and claims under mu.
func (e *Engine) addRemote(p *projections, ev ledger.Evidence, terms []string, claims []ledger.Claim, newClaims bool) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := p.addEvidence(ev, terms); err != nil {
		return err
	}
	p.cache.put([]ledger.Evidence{ev})
	p.dropEntities(ev.NamespaceID)
	for _, c := range claims {
		if err := p.addClaim(c); err != nil {
			return err
		}
	}
	if newClaims { // new claims change the state of older ones
		p.claims.invalidate(ev.NamespaceID)
	}
	return nil
}

// inOrder reports whether ev follows every evidence indexed in its
// namespace (the per-namespace arrays are appended to, never reordered).
func (p *projections) inOrder(ev ledger.Evidence) bool {
	v := p.ns[ev.Namespace]
	return v == nil || len(v.seqs) == 0 || v.seqs[len(v.seqs)-1] < ev.Seq
}

// dropEntities forgets a namespace's entity table; the next recall that
// needs it reloads it from the ledger.
func (p *projections) dropEntities(ns uint32) {
	p.entMu.Lock()
	delete(p.ents, ns)
	p.entGen[ns]++
	p.entMu.Unlock()
}

// newClaims returns, in seq order, the claims among ids that are not
// indexed yet. The ledger numbers claims in commit order and catch-up
// applies entries in commit order, so they come right after the last
// claim indexed; gaps (a rolled-back transaction's numbers) are crossed by
// widening the search, and a claim still not found forces a rebuild.
func (e *Engine) newClaims(ctx context.Context, p *projections, ids []string) ([]ledger.Claim, error) {
	want := make(map[string]bool, len(ids))
	for _, id := range ids {
		if !p.hasClaim(id) {
			want[id] = true
		}
	}
	var out []ledger.Claim
	lo, width := p.maxClaimSeq()+1, uint32(len(want)+16)
	for try := 0; try < 4 && len(want) > 0; try++ {
		seqs := make([]uint32, width)
		for k := range seqs {
			seqs[k] = lo + uint32(k)
		}
		cs, err := e.led.ClaimsBySeq(ctx, seqs)
		if err != nil {
			return nil, err
		}
		for _, c := range cs {
			if want[c.ID] {
				delete(want, c.ID)
				out = append(out, c)
			}
		}
		lo, width = lo+width, width*4
	}
	if len(want) > 0 {
		return nil, fmt.Errorf("%d claim(s) not found after the last indexed one: %w", len(want), errNeedRebuild)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Seq < out[b].Seq })
	return out, nil
}

// applyVectors rebuilds when the entry concerns the engine's own encoder
// profile (the dense index loads vectors only at build time); vectors of
// other profiles only change which namespaces mismatch.
func (e *Engine) applyVectors(ns string, body *ledger.VectorsPayload) error {
	d := e.proj.dense
	if d == nil {
		return nil
	}
	if body.Profile == d.profile.ID {
		return errNeedRebuild
	}
	d.mu.Lock()
	delete(d.mismatch, ns)
	d.mu.Unlock()
	return nil
}
