package engine

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/recall"
)

// RecallStages is one recall's stage timings (recall.Stages).
type RecallStages = recall.Stages

// MaxQueryBytes is the longest accepted query text.
const MaxQueryBytes = 4096

// Recall compiles a memory capsule for the query: candidates from the
// channels of package recall over the query's namespace (filtered before
// scoring), fused, temporally resolved, de-duplicated and packed into the
// hard token budget by package fuse. A namespace with no evidence yields
// an empty, abstaining capsule.
func (e *Engine) Recall(ctx context.Context, q Query) (c *capsule.Capsule, err error) {
	ctx, sp := e.startSpan(ctx, spanRecall, q.Namespace, attrBudget.Int(q.BudgetTokens))
	defer func() {
		if c != nil && sp.IsRecording() {
			sp.SetAttributes(capsuleAttrs(c)...)
		}
		sp.end(err)
	}()
	if st := q.Stages; st != nil {
		*st = RecallStages{}
		start := time.Now()
		defer func() { st.Total = time.Since(start) }()
	}
	if err := e.check(ctx); err != nil {
		return nil, err
	}
	if err := validateQuery(q); err != nil {
		return nil, err
	}
	if err := e.validateState(q.State); err != nil {
		return nil, err
	}
	// A pending post-purge rebuild first (collect retries it too): the
	// revision must not be read from a ledger the projections lag.
	if err := e.recoverStale(ctx); err != nil {
		return nil, err
	}
	rev, err := e.revision(ctx)
	if err != nil {
		return nil, err
	}
	req, done, err := e.collect(ctx, q)
	if err != nil {
		return nil, err
	}
	defer done()
	mv, err := e.maintViewOf(ctx, q.Namespace)
	if err != nil {
		return nil, err
	}
	if c, err = compileMaintained(req, mv, q.MemoryMode); err != nil {
		return nil, err
	}
	c.Degraded = e.maint.degraded()
	flagCapsule(c)
	e.identify(c, q.Text, rev)
	return c, nil
}

// SearchQuery is a top-k search: Query without a budget.
type SearchQuery struct {
	Namespace string
	Text      string
	Limit     int       // hits to return, 1..fuse.MaxSearchLimit; 0 means DefaultSearchLimit
	Now       time.Time // reference time for relative phrases (zero: Clock())
	AsOf      time.Time // valid time: what was true then (zero: from the query / now)
	KnownAt   time.Time // transaction time: only what was recorded by then (zero: everything)
	Filters   Filters   // narrow the evidence searched, before ranking (filters.go)
	// MemoryMode selects the claims searched, as for Query (no
	// counterevidence reserve: a search packs no budget).
	MemoryMode MemoryMode
	// Attention rescales the candidates as for Query (its counterevidence
	// reserve does not apply: a search packs no budget, so asking for it
	// is an error); the result's AttentionTrace counts the hits.
	Attention *Attention
	// State makes the search state-dependent, as for Query: without it
	// the hits are those of a search without State.
	State *RecallState
}

// DefaultSearchLimit is the number of hits a SearchQuery with Limit 0 returns.
const DefaultSearchLimit = 10

// Search ranks the namespace's evidence and claims for the query with the
// same channels, fusion, temporal resolution and de-duplication as Recall,
// and returns the first Limit hits with their scores and traces instead of
// packing a token budget (fuse.Search). A namespace with no evidence yields
// no hits and Abstain.
func (e *Engine) Search(ctx context.Context, q SearchQuery) (r *capsule.SearchResult, err error) {
	ctx, sp := e.startSpan(ctx, spanSearch, q.Namespace, attrLimit.Int(q.Limit))
	defer func() {
		if r != nil && sp.IsRecording() {
			sp.SetAttributes(attrHits.Int(len(r.Hits)), attrAbstain.Bool(r.Abstain))
		}
		sp.end(err)
	}()
	if err := e.check(ctx); err != nil {
		return nil, err
	}
	limit := q.Limit
	if limit == 0 {
		limit = DefaultSearchLimit
	}
	if limit < 1 || limit > fuse.MaxSearchLimit {
		return nil, fieldErr("limit", fmt.Sprintf("must be within 1..%d", fuse.MaxSearchLimit))
	}
	rq := Query{Namespace: q.Namespace, Text: q.Text, BudgetTokens: 1, Now: q.Now, AsOf: q.AsOf, KnownAt: q.KnownAt, Filters: q.Filters,
		MemoryMode: q.MemoryMode, Attention: q.Attention, State: q.State}
	if err := validateQuery(rq); err != nil {
		return nil, err
	}
	if q.Attention != nil && q.Attention.Counterevidence {
		return nil, fieldErr("attention.counterevidence", "a search packs no budget, so it reserves none for counterevidence: use recall")
	}
	req, done, err := e.collect(ctx, rq)
	if err != nil {
		return nil, err
	}
	defer done()
	if r, err = fuse.Search(req, limit); err == nil {
		flagHits(r)
	}
	return r, err
}

// collect snapshots the query's namespace and runs package recall's
// channels over it: the fuse request Recall and Search finish. The caller
// calls done once it no longer uses the request: until then the snapshot's
// projection generation (whose memory the request may point into) stays
// open.
func (e *Engine) collect(ctx context.Context, q Query) (_ fuse.Request, _ func(), err error) {
	if err := e.recoverStale(ctx); err != nil {
		return fuse.Request{}, nil, err
	}
	now := q.Now
	if now.IsZero() {
		now = e.opts.Clock()
	}
	only, err := e.filterBitmap(ctx, q.Namespace, &q.Filters, "filters")
	if err != nil {
		return fuse.Request{}, nil, err
	}
	var onlyClaims *roaring.Bitmap // the claims resting only on evidence in only
	if only != nil {
		if onlyClaims, err = e.claimsWithin(ctx, q.Namespace, fingerprint("recall", q.Namespace, q.Filters), only); err != nil {
			return fuse.Request{}, nil, err
		}
	}
	// Hold the projection lock only to take a snapshot of the namespace;
	// searching, ledger reads, embedding and fusion run without it, so
	// writers are not queued behind whole recalls.
	e.mu.RLock()
	if e.closed.Load() {
		e.mu.RUnlock()
		return fuse.Request{}, nil, ErrClosed
	}
	p := e.proj
	p.readers.Add(1)
	v := p.snapshot(q.Namespace)
	winTarget := p.win.queuedIn(q.Namespace)
	e.mu.RUnlock()
	release := p.readers.Done
	defer func() {
		if err != nil {
			release()
		}
	}()
	rs, err := e.recallState(q.State)
	if err != nil {
		return fuse.Request{}, nil, err
	}
	var snap recall.Snapshot // nil: the namespace has no evidence
	if v != nil {
		if err := p.snapshotWindows(q.Namespace, v, winTarget); err != nil {
			return fuse.Request{}, nil, err
		}
		ns := e.newSnapshot(p, q.Namespace, v)
		ns.onlyClaims = onlyClaims
		ns.stages = q.Stages
		snap = ns
	}
	req, err := recall.Collect(ctx, snap, recall.Query{
		Namespace: q.Namespace, Text: q.Text, Budget: q.BudgetTokens,
		Now: now.UTC(), AsOf: q.AsOf, KnownAt: q.KnownAt, Only: only, Mode: q.MemoryMode, State: rs, Stages: q.Stages,
	})
	if err != nil {
		return fuse.Request{}, nil, err
	}
	req.Estimator, req.Config, req.Attention = e.opts.Estimator, e.opts.Fusion, q.Attention
	if q.Stages != nil {
		req.Times = &q.Stages.Compile
	}
	if q.Limit > 0 && (req.Config.MaxItems == 0 || q.Limit < req.Config.MaxItems) {
		req.Config.MaxItems = q.Limit // counted among the budget omissions, as MaxItems is
	}
	if rs != nil {
		req.Config.Weights = e.stateWeights
	}
	return req, release, nil
}

func validateQuery(q Query) error {
	switch {
	case strings.TrimSpace(q.Namespace) == "":
		return fieldErr("namespace", "must not be empty")
	case checkNamespace(q.Namespace) != nil:
		return checkNamespace(q.Namespace)
	case strings.TrimSpace(q.Text) == "":
		return fieldErr("query", "must not be empty")
	case len(q.Text) > MaxQueryBytes:
		return fieldErr("query", fmt.Sprintf("exceeds %d bytes", MaxQueryBytes))
	case !utf8.ValidString(q.Text):
		return fieldErr("query", "is not valid UTF-8")
	case q.BudgetTokens <= 0:
		return fieldErr("budget_tokens", "must be positive")
	case q.Limit < 0:
		return fieldErr("limit", "must not be negative")
	}
	if err := validateMode(q.MemoryMode); err != nil {
		return err
	}
	if err := validateAttention(q.Attention); err != nil {
		return err
	}
	for _, f := range [...]struct {
		name string
		t    time.Time
	}{{"now", q.Now}, {"as_of", q.AsOf}, {"known_at", q.KnownAt}} {
		if !f.t.IsZero() && (f.t.Year() < 1900 || f.t.Year() > 9999) {
			return fieldErr(f.name, "year must be within 1900..9999")
		}
	}
	return nil
}
