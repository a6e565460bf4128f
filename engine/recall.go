package engine

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
)

// Retrieval depths per channel. Candidates beyond these never reach fusion.
const (
	MaxQueryBytes   = 4096 // longest accepted query text
	lexicalDepth    = 64
	claimDepth      = 32
	claimGroupLimit = 4
	entityDepth     = 32
)

// candidateHint sizes the per-recall candidate maps: a recall over
// conversational data gathers about a hundred candidates (lexical depth,
// their neighbours, claims), and growing a map step by step rehashes it
// each time.
const candidateHint = 128

// Recall compiles a memory capsule for the query: candidates from the
// lexical, claim, temporal and entity channels of the query's namespace
// (filtered before scoring), fused, temporally resolved, de-duplicated and
// packed into the hard token budget. A namespace with no evidence yields an
// empty, abstaining capsule.
func (e *Engine) Recall(ctx context.Context, q Query) (*capsule.Capsule, error) {
	if err := e.check(ctx); err != nil {
		return nil, err
	}
	if err := validateQuery(q); err != nil {
		return nil, err
	}
	now := q.Now
	if now.IsZero() {
		now = e.opts.Clock()
	}
	r := &recaller{e: e, q: q, now: now.UTC(),
		cands:  make(map[string]*fuse.Candidate, candidateHint),
		seqKey: make(map[uint32]string, candidateHint), keySeq: make(map[string]uint32, candidateHint)}
	// Hold the projection lock only to take a snapshot of the namespace;
	// searching, ledger reads, embedding and fusion run without it, so
	// writers are not queued behind whole recalls.
	e.mu.RLock()
	if e.closed.Load() {
		e.mu.RUnlock()
		return nil, ErrClosed
	}
	r.p = e.proj
	r.p.readers.Add(1)
	r.v = r.p.snapshot(q.Namespace)
	winTarget := r.p.win.queuedIn(q.Namespace)
	e.mu.RUnlock()
	defer r.p.readers.Done()
	if r.v != nil {
		if err := r.p.snapshotWindows(q.Namespace, r.v, winTarget); err != nil {
			return nil, err
		}
	}
	if err := r.collect(ctx); err != nil {
		return nil, err
	}
	return fuse.Compile(r.request())
}

func validateQuery(q Query) error {
	switch {
	case strings.TrimSpace(q.Namespace) == "":
		return fieldErr("namespace", "must not be empty")
	case strings.TrimSpace(q.Text) == "":
		return fieldErr("query", "must not be empty")
	case len(q.Text) > MaxQueryBytes:
		return fieldErr("query", fmt.Sprintf("exceeds %d bytes", MaxQueryBytes))
	case !utf8.ValidString(q.Text):
		return fieldErr("query", "is not valid UTF-8")
	case q.BudgetTokens <= 0:
		return fieldErr("budget_tokens", "must be positive")
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

// recaller holds the state of one Recall.
type recaller struct {
	e      *Engine
	p      *projections
	q      Query
	v      *nsView // the query's namespace; nil when it has no evidence
	now    time.Time
	hints  fuse.Hints
	filter *roaring.Bitmap // the evidence the query may see

	cands    map[string]*fuse.Candidate
	seqKey   map[uint32]string // evidence seq -> its episode candidate key
	keySeq   map[string]uint32 // the reverse
	channels []fuse.ChannelResult
	seen     map[string]bool // add's scratch set, cleared per channel

	// others is the evidence of the participants the query does not name
	// (findOtherSide; nil when the speaker rules do not apply), and
	// asksWhen whether the query asks "when"; collect sets both once.
	others   *otherSide
	asksWhen bool
}

func (r *recaller) request() fuse.Request {
	// Only candidates some channel returned reach fusion.
	used := r.seen // add is done with it
	if used == nil {
		used = make(map[string]bool)
	}
	clear(used)
	for _, ch := range r.channels {
		for _, h := range ch.Hits {
			used[h.Key] = true
		}
	}
	ptrs := make([]*fuse.Candidate, 0, len(used)) // sorting pointers moves less than candidates
	for k, c := range r.cands {
		if used[k] {
			ptrs = append(ptrs, c)
		}
	}
	slices.SortFunc(ptrs, func(a, b *fuse.Candidate) int { return strings.Compare(a.Key, b.Key) })
	cs := make([]fuse.Candidate, len(ptrs))
	for i, c := range ptrs {
		cs[i] = *c
		if c.Kind == capsule.KindEpisode {
			cs[i].Prev = r.prevKey(c.Key)
		}
	}
	return fuse.Request{
		Namespace: r.q.Namespace, Query: r.q.Text, Hints: r.hints,
		Now: r.now, AsOf: r.q.AsOf, Budget: r.q.BudgetTokens,
		Estimator: r.e.opts.Estimator, Candidates: cs, Channels: r.channels,
		Config: r.e.opts.Fusion,
	}
}

// prevKey is the key of the episode candidate right before the episode
// key in its session, "" when there is none (see fuse.Candidate.Prev).
func (r *recaller) prevKey(key string) string {
	s, ok := r.seqOfKey(key)
	if !ok || r.v == nil || r.filter == nil {
		return ""
	}
	p := r.v.position(s)
	if p <= 0 || !r.filter.Contains(r.v.seqs[p-1]) || abs64(r.v.occurred[p]-r.v.occurred[p-1]) >= int64(contextGap) {
		return ""
	}
	return r.evKey(r.v.seqs[p-1])
}

func (r *recaller) collect(ctx context.Context) error {
	v := r.v
	r.asksWhen = asksWhen.MatchString(r.q.Text)
	if v == nil {
		r.hints = fuse.ParseHints(r.q.Text, r.now, nil)
		return nil
	}
	ents, err := r.p.entities(ctx, r.e.led, r.q.Namespace, v)
	if err != nil {
		return err
	}
	r.hints = fuse.ParseHints(r.q.Text, r.now, ents.lookup)
	r.others = findOtherSide(ents, r.hints.Entities, r.asksWhen)
	filter := v.evidenceFilter(unixOrZero(r.q.KnownAt), unixOrZero(r.q.AsOf))
	r.filter = filter

	lex, err := r.searchLexical(ctx, filter)
	if err != nil {
		return err
	}
	r.lexicalChannel(lex)
	r.whenChannel(lex)
	claims, err := r.claimChannel(ctx, v)
	if err != nil {
		return err
	}
	if err := r.temporal(ctx, claims, lex, filter); err != nil {
		return err
	}
	if err := r.contextChannel(ctx, v, lex, filter); err != nil {
		return err
	}
	if err := r.windowChannel(ctx, v, filter); err != nil {
		return err
	}
	if err := r.denseChannel(ctx, filter); err != nil {
		return err
	}
	if err := r.entity(ctx, v, ents, lex, filter); err != nil {
		return err
	}
	return r.replyChannel(ctx, v, filter)
}

func unixOrZero(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

// searchLexical is BM25 over evidence text inside the namespace filter.
func (r *recaller) searchLexical(ctx context.Context, filter *roaring.Bitmap) ([]postings.Hit, error) {
	hits, err := r.p.evLex.Search(r.q.Text, lexicalDepth, filter)
	if err != nil {
		return nil, fmt.Errorf("lexical search: %w", err)
	}
	seqs := make([]uint32, len(hits))
	for i, h := range hits {
		seqs[i] = h.Doc
	}
	if err := r.loadEvidence(ctx, seqs); err != nil {
		return nil, err
	}
	out := hits[:0]
	for _, h := range hits {
		if _, ok := r.seqKey[h.Doc]; ok { // else purged after the search began
			out = append(out, h)
		}
	}
	return out, nil
}

// lexicalChannel ranks the lexical hits.
func (r *recaller) lexicalChannel(hits []postings.Hit) {
	qterms := float64(len(uniq(postings.Analyze(analyzer, r.q.Text))))
	ch := fuse.ChannelResult{Name: "lexical", Hits: make([]fuse.ChannelHit, 0, len(hits))}
	for _, h := range hits {
		ch.Hits = append(ch.Hits, fuse.ChannelHit{Key: r.evKey(h.Doc), Score: h.Score,
			Features: map[string]float64{"bm25": h.Score, "matched": float64(h.Matched), "query_terms": qterms}})
	}
	r.add(ch)
}

// claimChannel is BM25 over claim text ("subject predicate value"). It
// returns the claims it hit, with their state as of the known-at cut.
func (r *recaller) claimChannel(ctx context.Context, v *nsView) ([]ledger.Claim, error) {
	hits, err := r.p.clLex.Search(r.q.Text, claimDepth, v.cl)
	if err != nil {
		return nil, fmt.Errorf("claim search: %w", err)
	}
	if len(hits) == 0 {
		return nil, nil
	}
	seqs := make([]uint32, len(hits))
	for i, h := range hits {
		seqs[i] = h.Doc
	}
	claims, err := r.claimsBySeq(ctx, v, seqs)
	if err != nil {
		return nil, fmt.Errorf("load claims: %w", err)
	}
	bySeq := make(map[uint32]ledger.Claim, len(claims))
	for _, c := range claims {
		if r.visibleClaim(c) {
			bySeq[c.Seq] = c
		}
	}
	qset := termSet(r.q.Text)
	// A claim whose predicate or value matches the query is about what the
	// query asks; one that matches only through its subject (a name) is
	// merely about the same person. When any claim of the first kind
	// exists, the channel keeps only those.
	// Likewise, when the query names entities, claims about them outrank
	// claims about anyone else.
	named := make(map[string]bool, len(r.hints.Entities))
	for _, e := range r.hints.Entities {
		named[strings.ToLower(e)] = true
	}
	type scored struct {
		c    ledger.Claim
		h    postings.Hit
		pvm  int
		tier int // 2: named subject and predicate/value match; 1: either
	}
	var list []scored
	best := 0
	for _, h := range hits {
		c, ok := bySeq[h.Doc]
		if !ok {
			continue
		}
		x := scored{c: c, h: h, pvm: overlap(qset, termSet(c.Predicate+" "+c.Value))}
		if x.pvm > 0 {
			x.tier++
		}
		if named[strings.ToLower(c.Subject)] {
			x.tier++
		}
		best = max(best, x.tier)
		list = append(list, x)
	}
	ch := fuse.ChannelResult{Name: "claim"}
	var out []ledger.Claim
	for _, x := range list {
		if x.tier < best || (best > 0 && x.pvm == 0 && len(named) > 0 && x.tier < 2) {
			continue
		}
		out = append(out, x.c)
		r.addClaim(x.c)
		ch.Hits = append(ch.Hits, fuse.ChannelHit{Key: "c:" + x.c.ID, Score: x.h.Score,
			Features: map[string]float64{"bm25": x.h.Score, "matched": float64(x.h.Matched),
				"query_terms": float64(len(qset)), "predicate_value_matched": float64(x.pvm)}})
	}
	r.add(ch)
	return out, nil
}

func (r *recaller) visibleClaim(c ledger.Claim) bool {
	return r.q.KnownAt.IsZero() || !c.RecordedAt.After(r.q.KnownAt)
}

// add appends a channel, keeping each key's first (best) hit.
func (r *recaller) add(ch fuse.ChannelResult) {
	if r.seen == nil {
		r.seen = make(map[string]bool, candidateHint)
	}
	seen := r.seen
	clear(seen)
	hits := ch.Hits[:0]
	for _, h := range ch.Hits {
		if h.Key != "" && !seen[h.Key] {
			seen[h.Key] = true
			hits = append(hits, h)
		}
	}
	ch.Hits = hits
	if len(ch.Hits) > 0 {
		r.channels = append(r.channels, ch)
	}
}

func uniq(ss []string) []string {
	seen := make(map[string]bool, len(ss))
	out := ss[:0:0]
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// termSet is the set of analyzed terms of text.
func termSet(text string) map[string]bool {
	out := make(map[string]bool)
	for _, t := range postings.Analyze(analyzer, text) {
		out[t] = true
	}
	return out
}

func overlap(a, b map[string]bool) int {
	n := 0
	for t := range b {
		if a[t] {
			n++
		}
	}
	return n
}
