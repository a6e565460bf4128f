package recall

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
)

// Query is one recall as recall runs it: validated by the caller, Now set.
type Query struct {
	Namespace string
	Text      string
	Budget    int       // hard token budget
	Now       time.Time // reference time, UTC
	AsOf      time.Time // valid-time point; zero: none
	KnownAt   time.Time // transaction-time cut; zero: none
	// Only, when not nil, is the evidence the caller's filters keep: the
	// visibility filter is cut to it before any channel runs, and a claim
	// is a candidate only when all its evidence is inside (see onlyClaim).
	Only *roaring.Bitmap
	// Mode is the memory mode: claims it does not admit are dropped from
	// every channel before fusion (mode.go).
	Mode fuse.MemoryMode
	// State is the agent state of a state-dependent recall (situation.go);
	// nil: none, and the situation channel does not run.
	State *State
	// Stages, when not nil, receives the wall time of the pass's stages
	// (Parse, Filter, Channels; stages.go); nil: no clock is read.
	Stages *Stages
}

// candidateHint sizes the per-recall candidate maps: a recall over
// conversational data gathers about a hundred candidates (lexical depth,
// their neighbours, claims), and growing a map step by step rehashes it
// each time.
const candidateHint = 128

// Collect runs every channel over the snapshot and returns fuse's request:
// the parsed hints, the candidates some channel returned and each
// channel's ranked hits. The caller sets the request's Estimator and
// Config, then compiles it (fuse.Compile). A nil snapshot is a namespace
// with no evidence: the request has hints and nothing else.
func Collect(ctx context.Context, s Snapshot, q Query) (fuse.Request, error) {
	p := newPass(s, q)
	if err := p.collect(ctx); err != nil {
		return fuse.Request{}, err
	}
	return p.request(), nil
}

// pass is the state of one Collect: what the channels share (the snapshot,
// the hints, the visibility filter, the lexical hits) and the candidates
// and ranked lists they build.
type pass struct {
	s      Snapshot
	q      Query
	tl     Timeline
	an     postings.AnalyzerOptions // the snapshot's
	hints  fuse.Hints
	filter *roaring.Bitmap // the evidence the query may see
	ents   Entities
	// lex is BM25 over the visible evidence, best first, every hit loaded:
	// the lexical channel ranks it, and the when, temporal, context, entity
	// and reply channels start from it.
	lex []postings.Hit
	// dense is the dense channel's hits (nil without an encoder), read
	// by the state channel after it.
	dense []DenseHit
	// matched is the claims the claim channel kept, read by the temporal
	// channel after it.
	matched []ledger.Claim
	// others is the evidence of the participants the query does not name
	// (findOtherSide; nil when speaker focus does not apply).
	others *otherSide

	episodes map[uint32]*fuse.Candidate // evidence seq -> its episode candidate
	claims   map[string]*fuse.Candidate // claim id -> its claim candidate
	channels []fuse.ChannelResult
	// stateValues are the values the state channel read in the speaker's
	// statements (fuse.Request.StateValues).
	stateValues []string
	// stateSeen are the names the state channel saw spelled with a
	// capital (fuse.SeenNames; fuse.Request.StateSeen).
	stateSeen []string
	// asked is the speaker the query asks about, read by the state
	// channel (fuse.AskedSpeaker) for the channels after it.
	asked string
	// principal is asked when it is the namespace's principal, taken
	// for a name no turn holds (principalAsked); Compile is told it.
	principal string
	// askedEv is the visible evidence the asked speaker said
	// (askedEvidence), read once: SpeakerEvidence scans the namespace.
	askedEv     *roaring.Bitmap
	askedEvRead bool
	seen        map[fuse.Key]bool // add's scratch set, cleared per channel
	missing     []uint32          // load's scratch list
	// scenes is set once the state channel knows the query asks a state:
	// from then on load marks the episodes that answer a made-up scene
	// (markScenes); sceneRead holds the seqs it has looked at.
	scenes    bool
	sceneRead map[uint32]bool
}

func newPass(s Snapshot, q Query) *pass {
	return &pass{s: s, q: q,
		episodes: make(map[uint32]*fuse.Candidate, candidateHint),
		claims:   make(map[string]*fuse.Candidate)}
}

func (p *pass) collect(ctx context.Context) error {
	if p.s == nil {
		p.hints = fuse.ParseHints(p.q.Text, p.q.Now, nil)
		return nil
	}
	st := p.q.Stages
	var start time.Time
	if st != nil {
		start = time.Now()
	}
	ents, err := p.s.Entities(ctx)
	if err != nil {
		return err
	}
	p.ents = ents
	p.tl, p.an = p.s.Timeline(), p.s.Analyzer()
	p.hints = fuse.ParseHints(p.q.Text, p.q.Now, ents.Lookup)
	p.others = findOtherSide(ents, p.hints.Entities, p.hints.AsksWhen)
	if st != nil {
		start = lap(&st.Parse, start)
	}
	p.filter = p.s.Visible(p.q.KnownAt, p.q.AsOf)
	if p.q.Only != nil {
		p.filter.And(p.q.Only)
	}
	if st != nil {
		start = lap(&st.Filter, start)
	}
	if p.lex, err = p.searchLexical(ctx); err != nil {
		return err
	}
	for i, ch := range channels {
		hits, err := ch.Run(ctx, p)
		if err != nil {
			return err
		}
		p.add(fuse.ChannelResult{Name: ch.Name(), Hits: hits})
		if st != nil { // the lexical channel's time includes searchLexical
			st.Channels[i].Name = ch.Name()
			start = lap(&st.Channels[i].Time, start)
		}
	}
	return nil
}

// lap adds the time since start to *d and returns now.
func lap(d *time.Duration, start time.Time) time.Time {
	now := time.Now()
	*d += now.Sub(start)
	return now
}

// searchLexical is BM25 over evidence text inside the visibility filter.
func (p *pass) searchLexical(ctx context.Context) ([]postings.Hit, error) {
	hits, err := p.s.SearchEvidence(p.q.Text, lexicalDepth, p.filter)
	if err != nil {
		return nil, fmt.Errorf("lexical search: %w", err)
	}
	seqs := make([]uint32, len(hits))
	for i, h := range hits {
		seqs[i] = h.Doc
	}
	if err := p.load(ctx, seqs); err != nil {
		return nil, err
	}
	out := hits[:0]
	for _, h := range hits {
		if _, ok := p.episodes[h.Doc]; ok { // else purged after the search began
			out = append(out, h)
		}
	}
	return out, nil
}

// add appends a channel, keeping each key's first (best) hit.
func (p *pass) add(ch fuse.ChannelResult) {
	if p.seen == nil {
		p.seen = make(map[fuse.Key]bool, candidateHint)
	}
	seen := p.seen
	clear(seen)
	hits := ch.Hits[:0]
	for i := range ch.Hits {
		if k := ch.Hits[i].Key; !k.IsZero() && !seen[k] {
			seen[k] = true
			hits = append(hits, ch.Hits[i])
		}
	}
	ch.Hits = hits
	if len(ch.Hits) > 0 {
		p.channels = append(p.channels, ch)
	}
}

func (p *pass) request() fuse.Request {
	p.admitChannels()
	// Only candidates some channel returned reach fusion.
	used := p.seen // add is done with it
	if used == nil {
		used = make(map[fuse.Key]bool)
	}
	clear(used)
	for _, ch := range p.channels {
		for i := range ch.Hits {
			used[ch.Hits[i].Key] = true
		}
	}
	ptrs := make([]*fuse.Candidate, 0, len(used)) // sorting pointers moves less than candidates
	for seq, c := range p.episodes {
		if used[c.Key] {
			c.Prev = p.prevKey(seq)
			ptrs = append(ptrs, c)
		}
	}
	for _, c := range p.claims {
		if used[c.Key] {
			ptrs = append(ptrs, c)
		}
	}
	slices.SortFunc(ptrs, func(a, b *fuse.Candidate) int { return a.Key.Compare(b.Key) })
	cs := make([]fuse.Candidate, len(ptrs))
	for i, c := range ptrs {
		cs[i] = *c
	}
	return fuse.Request{
		Namespace: p.q.Namespace, Query: p.q.Text, Hints: p.hints,
		Now: p.q.Now, AsOf: p.q.AsOf, Budget: p.q.Budget,
		Candidates: cs, Channels: p.channels, Mode: p.q.Mode, StateValues: p.stateValues, StateSeen: p.stateSeen, Asked: p.principal,
	}
}

// prevKey is the key of the episode candidate right before the evidence
// seq in its session, zero when there is none (see fuse.Candidate.Prev).
func (p *pass) prevKey(seq uint32) fuse.Key {
	if p.filter == nil {
		return fuse.Key{}
	}
	i := p.tl.Position(seq)
	if i <= 0 || !p.filter.Contains(p.tl.Seqs[i-1]) || !p.tl.sameSession(i, i-1) {
		return fuse.Key{}
	}
	return p.evKey(p.tl.Seqs[i-1])
}

// load makes episode candidates for seqs not loaded yet, and once the
// query asks a state (pass.scenes) marks those that answer a made-up
// scene.
func (p *pass) load(ctx context.Context, seqs []uint32) error {
	if err := p.loadRows(ctx, seqs); err != nil {
		return err
	}
	if p.scenes {
		return p.markScenes(ctx, seqs)
	}
	return nil
}

// loadRows is load without marking scenes.
func (p *pass) loadRows(ctx context.Context, seqs []uint32) error {
	missing := p.missing[:0]
	for _, s := range seqs {
		if _, ok := p.episodes[s]; !ok {
			missing = append(missing, s)
		}
	}
	p.missing = missing
	if len(missing) == 0 {
		return nil
	}
	evs, tokens, err := p.s.Evidence(ctx, missing)
	if err != nil {
		return err
	}
	for _, ev := range evs {
		if ev.Namespace != p.q.Namespace {
			// Isolation before relevance: this cannot happen with a correct
			// snapshot, and if it does the item must never be returned.
			return fmt.Errorf("evidence %s: %w: namespace filter leaked", ev.ID, ErrCorrupt)
		}
	}
	// One allocation each for the candidates and their evidence-id lists:
	// a recall loads ~100 rows, and small objects per row were a quarter of
	// its allocations.
	cands := make([]fuse.Candidate, len(evs))
	ids := make([]string, len(evs))
	for i, ev := range evs {
		ids[i] = ev.ID
		cands[i] = fuse.Candidate{
			Key: fuse.EpisodeKey(ev.ID), Kind: capsule.KindEpisode, ID: ev.ID, Text: ev.Content, Tokens: tokens[i],
			EvidenceIDs: ids[i : i+1 : i+1], OccurredAt: ev.OccurredAt,
			RecordedAt: ev.RecordedAt, Confidence: 1, Speaker: ev.Speaker, SpeakerRole: string(ev.Role),
			Source: fuse.SourceFamily(ev.Source),
		}
		p.episodes[ev.Seq] = &cands[i]
		if us, ok := p.s.(UsageSnapshot); ok {
			cands[i].Usage = us.Usage(ev.Seq, p.q.Now)
		}
		if ts, ok := p.s.(TrustSnapshot); ok {
			cands[i].LowTrust = ts.TrustOf(ev.Seq).Level() < ledger.TrustStandard
		}
	}
	return nil
}

// evKey is the candidate key of an evidence seq (zero when not loaded).
func (p *pass) evKey(seq uint32) fuse.Key {
	if c := p.episodes[seq]; c != nil {
		return c.Key
	}
	return fuse.Key{}
}

// episode is the episode candidate of an evidence seq, nil when not loaded.
func (p *pass) episode(seq uint32) *fuse.Candidate { return p.episodes[seq] }

// addClaim makes (or replaces) a claim candidate. The temporal channel
// calls it last, with state recomputed for the known-at cut.
func (p *pass) addClaim(c ledger.Claim) {
	p.claims[c.ID] = &fuse.Candidate{
		Key: fuse.ClaimKey(c.ID), Kind: capsule.KindClaim, ID: c.ID, Text: ClaimText(c),
		EvidenceIDs: append([]string(nil), c.EvidenceIDs...), OccurredAt: c.ValidFrom,
		RecordedAt: c.RecordedAt, Confidence: c.Confidence,
		Claim: &fuse.ClaimFacts{
			ID: c.ID, Subject: c.Subject, Predicate: c.Predicate, Value: c.Value,
			ValidFrom: c.ValidFrom, ValidTo: c.EffectiveValidTo, Status: string(c.Status),
			Supersedes: c.Supersedes, SupersededBy: c.SupersededBy,
			ConflictsWith: append([]string(nil), c.ConflictsWith...),
		},
	}
}

// ClaimText is a claim as its index holds it and a candidate carries it:
// "subject predicate value".
func ClaimText(c ledger.Claim) string {
	return c.Subject + " " + c.Predicate + " " + c.Value
}

// evidenceSeqs maps evidence ids to seqs, keeping the visible ones.
func (p *pass) evidenceSeqs(ids []string) []uint32 {
	var out []uint32
	for _, s := range p.s.SeqsOf(ids) {
		if p.filter.Contains(s) {
			out = append(out, s)
		}
	}
	return out
}

// visibleClaim reports whether c was recorded by the known-at cut and
// passes the caller's filters.
func (p *pass) visibleClaim(c ledger.Claim) bool {
	return (p.q.KnownAt.IsZero() || !c.RecordedAt.After(p.q.KnownAt)) && p.onlyClaim(c)
}

// onlyClaim reports whether every piece of evidence c cites is inside the
// caller's filters (always, without filters): a claim resting on evidence
// the filters leave out is outside them too.
func (p *pass) onlyClaim(c ledger.Claim) bool {
	if p.q.Only == nil {
		return true
	}
	seqs := p.s.SeqsOf(c.EvidenceIDs)
	if len(seqs) != len(c.EvidenceIDs) {
		return false
	}
	for _, s := range seqs {
		if !p.q.Only.Contains(s) {
			return false
		}
	}
	return true
}

// onlyClaims drops from cs the claims outside the caller's filters, in place.
func (p *pass) onlyClaims(cs []ledger.Claim) []ledger.Claim {
	if p.q.Only == nil {
		return cs
	}
	out := cs[:0]
	for _, c := range cs {
		if p.onlyClaim(c) {
			out = append(out, c)
		}
	}
	return out
}

// target returns the valid-time window the query asks about: the AsOf
// point, else the hinted range, else the reference time.
func (p *pass) target() fuse.TimeRange {
	if !p.q.AsOf.IsZero() {
		return fuse.TimeRange{From: p.q.AsOf, To: p.q.AsOf.Add(time.Nanosecond)}
	}
	if p.hints.Time != nil {
		return *p.hints.Time
	}
	return fuse.TimeRange{From: p.q.Now, To: p.q.Now.Add(time.Nanosecond)}
}

// scoped reports whether the query asks about an explicit time.
func (p *pass) scoped() bool { return p.hints.Time != nil || !p.q.AsOf.IsZero() }

func overlaps(from, to time.Time, w fuse.TimeRange) bool {
	if !w.To.IsZero() && !from.Before(w.To) {
		return false
	}
	if !to.IsZero() && !w.From.IsZero() && !to.After(w.From) {
		return false
	}
	return true
}

// termSet is the set of analyzed terms of text. (A function small enough
// to inline, so a set that does not outlive its caller stays on the stack.)
func termSet(an postings.AnalyzerOptions, text string) map[string]bool {
	out := make(map[string]bool)
	for _, t := range postings.Analyze(an, text) {
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

// reorder returns xs in the order of the indexes in order (xs itself when
// order is nil).
func reorder[T any](xs []T, order []int) []T {
	if order == nil {
		return xs
	}
	out := make([]T, len(order))
	for i, j := range order {
		out[i] = xs[j]
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
