package engine

import (
	"cmp"
	"context"
	"fmt"
	"iter"
	"slices"
	"strings"
	"time"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
	"github.com/evicortex/evicortex/recall"
)

// nsSnapshot is one recall's view of one namespace (recall.Snapshot): the
// namespace's cloned bitmaps and fixed-length arrays (projections.snapshot,
// snapshotWindows) over the shared indexes and caches. It is used only
// while the recall holds projections.readers, and only by that recall.
type nsSnapshot struct {
	p   *projections
	led *ledger.Store
	enc dense.Encoder  // nil without one
	est fuse.Estimator // the recall's, for the memoized token counts
	ns  string
	v   *nsView
	// onlyClaims, when not nil, is the claims the recall's filters keep
	// (filters.go): the claim search ranks only those.
	onlyClaims *roaring.Bitmap
	// links is the engine's associative view (links.go), read by the
	// associative channel through recall.LinkSnapshot.
	links  *linkGraph
	trust  *trustIndex // evidence not at standard trust (trust.go)
	states *stateIndex // per-evidence affect, context and goal (state.go)
	// stages, when not nil, receives the query encoding's time (Encode).
	stages *recall.Stages
}

var _ recall.Snapshot = (*nsSnapshot)(nil)

func (e *Engine) newSnapshot(p *projections, ns string, v *nsView) *nsSnapshot {
	return &nsSnapshot{p: p, led: e.led, enc: e.opts.Encoder, est: e.opts.Estimator, ns: ns, v: v, links: &e.links, states: &e.states, trust: &e.trust}
}

func (s *nsSnapshot) Timeline() recall.Timeline {
	return recall.Timeline{Seqs: s.v.seqs, Occurred: s.v.occurred}
}

func (s *nsSnapshot) Visible(knownAt, asOf time.Time) *roaring.Bitmap {
	return s.v.evidenceFilter(unixOrZero(knownAt), unixOrZero(asOf))
}

func unixOrZero(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

func (s *nsSnapshot) Analyzer() postings.AnalyzerOptions { return analyzer }

var _ recall.SpeakerSnapshot = (*nsSnapshot)(nil)

// SpeakerEvidence is the namespace's evidence whose stored speaker is
// speaker (case folded), with the evidence it stores no doc for (whose
// speaker only the ledger knows): a scan of the namespace's stored docs,
// which recall makes once for a state question that names a speaker.
func (s *nsSnapshot) SpeakerEvidence(speaker string) *roaring.Bitmap {
	out := roaring.New()
	want := []byte(speaker)
	for i, seq := range s.v.seqs {
		_, _, who, ok := s.v.docs.get(i)
		if !ok {
			out.Add(seq)
			continue
		}
		if whoSpeaker(who, want) {
			out.Add(seq)
		}
	}
	return out
}

var _ recall.PrincipalSnapshot = (*nsSnapshot)(nil)

// PrincipalSpeaker is the person speaker (role user, participant or
// unknown, with a name) who said at least twice as many of the
// namespace's stored docs as any other person, else the one who said at
// least twice as many bytes (an interview's subject answers in long
// turns the interviewer's short questions alternate with), case folded
// as the first spelling seen; "" when none did or no doc is stored. A
// scan of the namespace's docs, which recall makes only for a state
// question naming someone no evidence mentions or no label spells.
func (s *nsSnapshot) PrincipalSpeaker() string {
	docs := make(map[string]int)
	bytes := make(map[string]int)
	first := make(map[string]string)
	for i := range s.v.seqs {
		_, content, who, ok := s.v.docs.get(i)
		if !ok {
			continue
		}
		role, speaker, _ := parseWho(who)
		switch role {
		case ledger.RoleAssistant, ledger.RoleSystem, ledger.RoleTool:
			continue
		}
		if speaker == "" {
			continue
		}
		k := strings.ToLower(speaker)
		if _, seen := first[k]; !seen {
			first[k] = speaker
		}
		docs[k]++
		bytes[k] += len(content)
	}
	if best := twiceAny(docs); best != "" {
		return first[best]
	}
	return first[twiceAny(bytes)]
}

// twiceAny returns the key whose count is at least twice every other's
// (the smaller key of a tie, which then fails), "" when none is.
func twiceAny(counts map[string]int) string {
	best, top, second := "", 0, 0
	for k, n := range counts {
		switch {
		case n > top || n == top && k < best:
			best, top, second = k, n, max(second, top)
		case n > second:
			second = n
		}
	}
	if top == 0 || top < 2*second {
		return ""
	}
	return best
}

// part is the namespace's postings partition: its documents are laid out
// together, so a search reads this namespace's postings only.
func (s *nsSnapshot) part() postings.Partition { return postings.Partition(s.v.id) }

func (s *nsSnapshot) SearchEvidence(text string, k int, filter *roaring.Bitmap) ([]postings.Hit, error) {
	return s.p.evLex.SearchSubsetIn(s.part(), text, k, filter) // filter ⊆ the namespace's evidence
}

func (s *nsSnapshot) SearchClaims(text string, k int) ([]postings.Hit, error) {
	in := s.v.cl
	if s.onlyClaims != nil {
		in = roaring.And(in, s.onlyClaims)
	}
	return s.p.clLex.SearchSubsetIn(s.part(), text, k, in)
}

func (s *nsSnapshot) SearchWindows(text string, k int) ([]recall.WindowHit, error) {
	if s.v.win.IsEmpty() {
		return nil, nil
	}
	hits, err := s.p.winLex.SearchSubsetIn(s.part(), text, k, s.v.win)
	if err != nil {
		return nil, err
	}
	out := make([]recall.WindowHit, 0, len(hits))
	for _, h := range hits {
		if w, ok := s.p.window(h.Doc); ok {
			out = append(out, recall.WindowHit{Lo: w.lo, Hi: w.lo + windowSize, Score: h.Score})
		}
	}
	return out, nil
}

func (s *nsSnapshot) SearchDense(ctx context.Context, text string, k int, filter *roaring.Bitmap) ([]recall.DenseHit, error) {
	d := s.p.dense
	if d == nil {
		return nil, nil
	}
	if err := d.checkProfile(ctx, s.led, s.ns); err != nil {
		return nil, err
	}
	if d.g.Len() == 0 || filter.IsEmpty() {
		return nil, nil
	}
	var start time.Time
	if s.stages != nil {
		start = time.Now()
	}
	qv, err := dense.EmbedQuery(ctx, s.enc, text)
	if s.stages != nil {
		s.stages.Encode += time.Since(start)
	}
	if err != nil {
		return nil, fmt.Errorf("dense: embed query: %w", err)
	}
	pool, parts := k, d.parts.count() > 0
	if parts {
		pool = max(k, denseRescorePool)
	}
	res, err := d.g.Search(qv, pool, max(denseEf, pool), filter)
	if err != nil {
		return nil, fmt.Errorf("dense search: %w", err)
	}
	out := make([]recall.DenseHit, len(res))
	for i, h := range res {
		out[i] = recall.DenseHit{Seq: uint32(h.ID), Cosine: 1 - float64(h.Distance)}
	}
	if parts {
		d.parts.rescore(out, qv)
		slices.SortStableFunc(out, func(a, b recall.DenseHit) int { return cmp.Compare(b.Cosine, a.Cosine) })
		out = out[:min(k, len(out))]
	}
	return out, nil
}

// Evidence reads seqs through the evidence cache, then the namespace's
// stored docs (which enter the cache, so their token estimates are
// memoized too), and the ledger for the rest.
func (s *nsSnapshot) Evidence(ctx context.Context, seqs []uint32) ([]*ledger.Evidence, []int, error) {
	evs, tokens, missing := s.p.cache.get(seqs, s.est)
	if len(missing) > 0 {
		var rows []ledger.Evidence
		if rows, missing = s.v.storedEvidence(s.ns, missing); len(rows) > 0 {
			s.p.cache.put(rows)
			got := make([]uint32, len(rows))
			for i := range rows {
				got[i] = rows[i].Seq
			}
			hit, tok, evicted := s.p.cache.get(got, s.est) // evicted at once only from a full cache
			evs, tokens = append(evs, hit...), append(tokens, tok...)
			missing = append(missing, evicted...)
		}
	}
	if len(missing) > 0 {
		loaded, err := s.led.EvidenceBySeq(ctx, missing)
		if err != nil {
			return nil, nil, fmt.Errorf("load evidence: %w", err)
		}
		s.p.cache.put(loaded)
		for i := range loaded {
			evs = append(evs, &loaded[i])
		}
		tokens = append(tokens, make([]int, len(loaded))...) // unknown: fuse estimates
	}
	return evs, tokens, nil
}

func (s *nsSnapshot) SeqsOf(ids []string) []uint32 { return s.p.seqsOf(ids) }

func (s *nsSnapshot) Entities(ctx context.Context) (recall.Entities, error) {
	return s.p.entities(ctx, s.led, s.ns, s.v)
}

// Lookup, Evidence and All make an entity table a recall.Entities.

func (t *entityTable) Lookup(phrase string) (string, bool) { return t.lookup(phrase) }

func (t *entityTable) Evidence(canonical string) []uint32 { return t.evidence[canonical] }

func (t *entityTable) All() iter.Seq2[string, []uint32] {
	return func(yield func(string, []uint32) bool) {
		for name, ev := range t.evidence {
			if !yield(name, ev) {
				return
			}
		}
	}
}
