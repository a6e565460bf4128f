package engine

import (
	"context"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
)

// Temporal fit of a claim or episode to the requested valid time.
const (
	fitValid   = 1.0  // valid at (or occurred inside) the target time
	fitInvalid = 0.25 // another version of a relevant claim: kept to explain
)

// target returns the valid-time window the query asks about: the AsOf
// point, else the hinted range, else the reference time.
func (r *recaller) target() fuse.TimeRange {
	if !r.q.AsOf.IsZero() {
		return fuse.TimeRange{From: r.q.AsOf, To: r.q.AsOf.Add(time.Nanosecond)}
	}
	if r.hints.Time != nil {
		return *r.hints.Time
	}
	return fuse.TimeRange{From: r.now, To: r.now.Add(time.Nanosecond)}
}

func overlaps(from, to time.Time, w fuse.TimeRange) bool {
	if !w.To.IsZero() && !from.Before(w.To) {
		return false
	}
	if !to.IsZero() && !w.From.IsZero() && !to.After(w.From) {
		return false
	}
	return true
}

type temporalHit struct {
	key   string
	fit   float64
	order int
}

// temporal ranks every version of the claim groups the claim channel hit by
// validity at the target time, followed by their supporting evidence, and
// the lexical hits that occurred inside an explicitly requested window.
func (r *recaller) temporal(ctx context.Context, hit []ledger.Claim, lex []postings.Hit, filter *roaring.Bitmap) error {
	w := r.target()
	var hits []temporalHit
	push := func(key string, fit float64) {
		hits = append(hits, temporalHit{key: key, fit: fit, order: len(hits)})
	}
	groups, err := r.claimGroups(ctx, hit)
	if err != nil {
		return err
	}
	for _, versions := range groups {
		for _, c := range versions {
			fit := fitInvalid
			if overlaps(c.ValidFrom, c.EffectiveValidTo, w) {
				fit = fitValid
			}
			r.addClaim(c)
			push("c:"+c.ID, fit)
			seqs := r.evidenceSeqs(c.EvidenceIDs, filter)
			if err := r.loadEvidence(ctx, seqs); err != nil {
				return err
			}
			for _, s := range seqs {
				push(r.evKey(s), fit)
			}
		}
	}
	if r.hints.Time != nil || !r.q.AsOf.IsZero() {
		for _, h := range lex {
			c := r.cands[r.evKey(h.Doc)]
			if c != nil && overlaps(c.OccurredAt, c.OccurredAt.Add(time.Nanosecond), w) {
				push(c.Key, fitValid)
			}
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].fit > hits[j].fit })
	ch := fuse.ChannelResult{Name: "temporal"}
	seen := make(map[string]bool)
	for _, h := range hits {
		if seen[h.key] {
			continue
		}
		seen[h.key] = true
		ch.Hits = append(ch.Hits, fuse.ChannelHit{Key: h.key, Score: h.fit,
			Features: map[string]float64{"temporal_fit": h.fit}})
	}
	r.add(ch)
	return nil
}

// claimGroups loads the full history of each subject+predicate the claim
// channel hit (best first, at most claimGroupLimit groups), with claim
// state recomputed for the known-at cut when one is set.
func (r *recaller) claimGroups(ctx context.Context, hit []ledger.Claim) ([][]ledger.Claim, error) {
	var out [][]ledger.Claim
	seen := make(map[string]bool)
	for _, c := range hit {
		g := strings.ToLower(c.Subject) + "\x00" + strings.ToLower(c.Predicate)
		if seen[g] || len(out) == claimGroupLimit {
			continue
		}
		seen[g] = true
		versions, err := r.claimsFor(ctx, r.v, c.Subject, c.Predicate)
		if err != nil {
			return nil, fmt.Errorf("claim history: %w", err)
		}
		if !r.q.KnownAt.IsZero() {
			versions = ledger.ComputeClaimStates(versions, r.q.KnownAt)
		}
		out = append(out, versions)
	}
	return out, nil
}

// entity returns what is known about the entities the query mentions:
// first each entity's claims valid at the target time (newest first), each
// followed by its evidence, then the other evidence linked to the entity,
// inside the requested window first and most recent first.
func (r *recaller) entity(ctx context.Context, v *nsView, ents *entityTable, lex []postings.Hit, filter *roaring.Bitmap) error {
	if len(r.hints.Entities) == 0 {
		return nil
	}
	ch := fuse.ChannelResult{Name: "entity"}
	seen := make(map[string]bool)
	push := func(key string, feature string) {
		if key == "" || seen[key] || len(ch.Hits) >= entityDepth {
			return
		}
		seen[key] = true
		ch.Hits = append(ch.Hits, fuse.ChannelHit{Key: key, Score: 1,
			Features: map[string]float64{"entity_match": 1, feature: 1}})
	}
	if err := r.entityState(ctx, filter, lex, push); err != nil {
		return err
	}
	seqs := r.entityMentions(v, ents, filter)
	if err := r.loadEvidence(ctx, seqs); err != nil {
		return err
	}
	for _, s := range seqs {
		push(r.evKey(s), "mention")
	}
	r.add(ch)
	return nil
}

// entityFocusMax is the most evidence an entity may link to and still be
// ranked on its own (in the requested window first, then newest first).
// An entity linked to more is a participant of the conversation (a
// speaker): that says little about which of its evidence matters, and the
// entity channel ranks none of it. Ranking the participant's lexical hits
// again, in lexical order, as it did before, doubled the lexical channel's
// weight on that speaker's turns: with the LoCoMo speakers linked to their
// turns, evidence recall at 512 tokens was 0.736 with it and 0.757 without
// (the speaker focus below on in both). What a participant's name does tell
// is whose turns to prefer; see speakerOrder.
const entityFocusMax = 48

// entityMentions returns the seqs of evidence linked to the named
// entities, best first; none when they link to more than entityFocusMax.
func (r *recaller) entityMentions(v *nsView, ents *entityTable, filter *roaring.Bitmap) []uint32 {
	linked := roaring.New()
	for _, name := range r.hints.Entities {
		linked.AddMany(ents.evidence[name])
	}
	linked.And(filter)
	var seqs []uint32
	if linked.GetCardinality() > entityFocusMax {
		return nil
	}
	w := r.target()
	scoped := r.hints.Time != nil || !r.q.AsOf.IsZero()
	type scored struct {
		seq uint32
		in  bool
		at  int64
	}
	var list []scored
	for it := linked.Iterator(); it.HasNext(); {
		s := it.Next()
		at := v.occurredAt(s)
		t := time.Unix(0, at).UTC()
		list = append(list, scored{s, scoped && overlaps(t, t.Add(time.Nanosecond), w), at})
	}
	sort.SliceStable(list, func(i, j int) bool {
		if list[i].in != list[j].in {
			return list[i].in
		}
		return list[i].at > list[j].at
	})
	if len(list) > entityDepth {
		list = list[:entityDepth]
	}
	for _, x := range list {
		seqs = append(seqs, x.seq)
	}
	return seqs
}

// entityState pushes the named entities' claims that are valid at the
// target time, each followed by its evidence: what the memory holds to be
// true about them then. They are ranked by relevance to the query
// (claimScores), newest first among equals. Every claim of the entity
// matches the query through its name, so newest first alone put the
// person's other facts ahead of the one asked about, and with RRF k 5 the
// first entity hits weigh enough to fill a 256-token budget before the
// gold turn (synthetic evidence recall at 256: 0.623 newest first, 0.692
// by relevance).
func (r *recaller) entityState(ctx context.Context, filter *roaring.Bitmap, lex []postings.Hit, push func(key, feature string)) error {
	w := r.target()
	for _, name := range r.hints.Entities {
		claims, err := r.claimsFor(ctx, r.v, name, "")
		if err != nil {
			return fmt.Errorf("entity claims: %w", err)
		}
		if !r.q.KnownAt.IsZero() {
			claims = ledger.ComputeClaimStates(claims, r.q.KnownAt)
		}
		var valid []ledger.Claim
		for _, c := range claims {
			if overlaps(c.ValidFrom, c.EffectiveValidTo, w) {
				valid = append(valid, c)
			}
		}
		score := r.claimScores(claims, valid, lex)
		sort.SliceStable(valid, func(i, j int) bool {
			if si, sj := score[valid[i].Seq], score[valid[j].Seq]; si != sj {
				return si > sj
			}
			return valid[i].ValidFrom.After(valid[j].ValidFrom)
		})
		for _, c := range valid {
			if _, ok := r.cands["c:"+c.ID]; !ok {
				r.addClaim(c)
			}
			push("c:"+c.ID, "state")
			seqs := r.evidenceSeqs(c.EvidenceIDs, filter)
			if err := r.loadEvidence(ctx, seqs); err != nil {
				return err
			}
			for _, s := range seqs {
				push(r.evKey(s), "state")
			}
		}
	}
	return nil
}

// entityLexTop is how many of the best lexical hits vouch for the claim
// groups whose evidence they are (see claimScores).
const entityLexTop = 8

// claimScores scores each valid claim (by seq) by how relevant its
// subject+predicate group is to the query: one point per query term its
// predicate and value match (the subject is left out: every claim of a
// named entity matches through the name), and one more when one of the
// best lexical hits is the evidence of some version of the group (all is
// every claim of the entity): "what is Liam's current job?" matches no
// claim text, but it matches "My job? I'm a data analyst", the evidence of
// an older works_as claim, so the current works_as claim is the relevant
// one.
func (r *recaller) claimScores(all, valid []ledger.Claim, lex []postings.Hit) map[uint32]int {
	top := make(map[string]bool, entityLexTop)
	for _, h := range lex[:min(len(lex), entityLexTop)] {
		if c := r.cands[r.evKey(h.Doc)]; c != nil {
			top[c.ID] = true
		}
	}
	vouched := make(map[string]bool)
	for _, c := range all {
		for _, id := range c.EvidenceIDs {
			if top[id] {
				vouched[strings.ToLower(c.Predicate)] = true
			}
		}
	}
	q := termSet(r.q.Text)
	out := make(map[uint32]int, len(valid))
	for _, c := range valid {
		n := overlap(q, termSet(c.Predicate+" "+c.Value))
		if vouched[strings.ToLower(c.Predicate)] {
			n++
		}
		out[c.Seq] = n
	}
	return out
}

// evidenceSeqs maps evidence ids to seqs, keeping those inside filter.
func (r *recaller) evidenceSeqs(ids []string, filter *roaring.Bitmap) []uint32 {
	var out []uint32
	for _, s := range r.p.seqsOf(ids) {
		if filter.Contains(s) {
			out = append(out, s)
		}
	}
	return out
}

// loadEvidence makes episode candidates for seqs not loaded yet.
func (r *recaller) loadEvidence(ctx context.Context, seqs []uint32) error {
	var missing []uint32
	for _, s := range seqs {
		if _, ok := r.seqKey[s]; !ok {
			missing = append(missing, s)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	evs, tokens, missing := r.p.cache.get(missing, r.e.opts.Estimator)
	if len(missing) > 0 {
		loaded, err := r.e.led.EvidenceBySeq(ctx, missing)
		if err != nil {
			return fmt.Errorf("load evidence: %w", err)
		}
		r.p.cache.put(loaded)
		for i := range loaded {
			evs = append(evs, &loaded[i])
		}
		tokens = append(tokens, make([]int, len(loaded))...) // unknown: fuse estimates
	}
	for _, ev := range evs {
		if ev.Namespace != r.q.Namespace {
			// Isolation before relevance: this cannot happen with a correct
			// filter, and if it does the item must never be returned.
			return fmt.Errorf("evidence %s: %w: namespace filter leaked", ev.ID, ErrCorrupt)
		}
	}
	// One allocation each for the candidates, their evidence-id lists and
	// their keys (substrings of one string): a recall loads ~100 rows, and
	// three small objects per row were a quarter of its allocations.
	cands := make([]fuse.Candidate, len(evs))
	ids := make([]string, len(evs))
	n := 0
	for _, ev := range evs {
		n += len("e:") + len(ev.ID)
	}
	var kb strings.Builder
	kb.Grow(n)
	for i, ev := range evs {
		start := kb.Len()
		kb.WriteString("e:")
		kb.WriteString(ev.ID)
		key := kb.String()[start:] // earlier keys stay valid: the builder only appends
		ids[i] = ev.ID
		r.seqKey[ev.Seq] = key
		r.keySeq[key] = ev.Seq
		cands[i] = fuse.Candidate{
			Key: key, Kind: capsule.KindEpisode, ID: ev.ID, Text: ev.Content, Tokens: tokens[i],
			EvidenceIDs: ids[i : i+1 : i+1], OccurredAt: ev.OccurredAt,
			RecordedAt: ev.RecordedAt, Confidence: 1,
		}
		r.cands[key] = &cands[i]
	}
	return nil
}

// evKey is the candidate key of an evidence seq ("" when not loaded).
func (r *recaller) evKey(seq uint32) string { return r.seqKey[seq] }

// addClaim makes (or replaces) a claim candidate. The temporal channel
// calls it last, with state recomputed for the known-at cut.
func (r *recaller) addClaim(c ledger.Claim) {
	key := "c:" + c.ID
	r.cands[key] = &fuse.Candidate{
		Key: key, Kind: capsule.KindClaim, ID: c.ID, Text: claimText(c),
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

// The "when" channel. A question that asks when something happened is
// answered by the turn that dates it, and a conversation dates events
// relative to when it is said ("yesterday", "last week", "two years ago")
// more often than with a calendar date. For such a question, the lexical
// hits that carry a time expression are ranked again on their own, in
// lexical order, so fusion lifts them over equally matching turns that
// cannot answer "when".
var (
	asksWhen = regexp.MustCompile(`(?i)\b(when|what (year|month|day|date|time|week|weekend)|how long ago|which (year|month|day|week))\b`)
	timeCue  = regexp.MustCompile(`(?i)\b(yesterday|today|tonight|tomorrow|recently|lately|ago|earlier|` +
		`(last|next|this|past|previous|coming) (few )?(night|morning|evening|day|days|week|weeks|weekend|month|months|year|years|summer|winter|spring|fall|autumn|time)|` +
		`(mon|tues|wednes|thurs|fri|satur|sun)days?|` +
		`january|february|march|april|may|june|july|august|september|october|november|december|` +
		`(19|20)\d\d)\b`)
)

const whenDepth = 16 // lexical hits with a time expression ranked by the when channel

func (r *recaller) whenChannel(lex []postings.Hit) {
	if !r.asksWhen {
		return
	}
	ch := fuse.ChannelResult{Name: "when"}
	for _, h := range lex {
		if len(ch.Hits) == whenDepth {
			break
		}
		c := r.cands[r.evKey(h.Doc)]
		if c == nil || !timeCue.MatchString(c.Text) {
			continue
		}
		ch.Hits = append(ch.Hits, fuse.ChannelHit{Key: c.Key, Score: h.Score, Features: map[string]float64{"time_cue": 1}})
	}
	r.add(ch)
}
