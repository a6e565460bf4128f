package recall

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
)

// entityDepth is the most hits the entity channel returns.
const entityDepth = 32

// entityFocusMax is the most evidence an entity may link to and still be
// ranked on its own (in the requested window first, then newest first).
// An entity linked to more is a participant of the conversation (a
// speaker): that says little about which of its evidence matters, and the
// entity channel ranks none of it (ranking the participant's lexical hits
// again would only double the lexical channel's weight on that speaker's
// turns). What a participant's name does tell is whose turns to prefer;
// see speaker.go.
const entityFocusMax = 48

// entityLexTop is how many of the best lexical hits vouch for the claim
// groups whose evidence they are (see claimScores).
const entityLexTop = 8

// entityChannel returns what is known about the entities the query
// mentions: first each entity's claims valid at the target time, each
// followed by its evidence, then the other evidence linked to the entity,
// inside the requested window first and most recent first.
type entityChannel struct{}

func (entityChannel) Name() string { return "entity" }
func (entityChannel) Depth() int   { return entityDepth }

func (c entityChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	if len(p.hints.Entities) == 0 {
		return nil, nil
	}
	var hits []fuse.ChannelHit
	seen := make(map[fuse.Key]bool)
	push := func(key fuse.Key, f fuse.Features) {
		if key.IsZero() || seen[key] || len(hits) >= c.Depth() {
			return
		}
		seen[key] = true
		hits = append(hits, fuse.ChannelHit{Key: key, Score: 1, Features: f})
	}
	if err := p.entityState(ctx, push); err != nil {
		return nil, err
	}
	seqs := p.entityMentions()
	if err := p.load(ctx, seqs); err != nil {
		return nil, err
	}
	for _, s := range seqs {
		push(p.evKey(s), fuse.Features{EntityMatch: true, Mention: true})
	}
	return hits, nil
}

// entityMentions returns the seqs of visible evidence linked to the named
// entities, best first; none when they link to more than entityFocusMax.
func (p *pass) entityMentions() []uint32 {
	linked := roaring.New()
	for _, name := range p.hints.Entities {
		linked.AddMany(p.ents.Evidence(name))
	}
	linked.And(p.filter)
	var seqs []uint32
	if linked.GetCardinality() > entityFocusMax {
		return nil
	}
	w := p.target()
	scoped := p.scoped()
	type scored struct {
		seq uint32
		in  bool
		at  int64
	}
	var list []scored
	for it := linked.Iterator(); it.HasNext(); {
		s := it.Next()
		at := p.tl.OccurredAt(s)
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
// matches the query through its name, so newest first alone would put the
// person's other facts ahead of the one asked about, and with RRF k 5 the
// first entity hits weigh enough to fill a small budget before the turn
// that answers.
func (p *pass) entityState(ctx context.Context, push func(fuse.Key, fuse.Features)) error {
	w := p.target()
	state := fuse.Features{EntityMatch: true, State: true}
	for _, name := range p.hints.Entities {
		claims, err := p.s.ClaimsFor(ctx, name, "")
		if err != nil {
			return fmt.Errorf("entity claims: %w", err)
		}
		if !p.q.KnownAt.IsZero() {
			claims = ledger.ComputeClaimStates(claims, p.q.KnownAt)
		}
		claims = p.onlyClaims(claims)
		var valid []ledger.Claim
		for _, c := range claims {
			if overlaps(c.ValidFrom, c.EffectiveValidTo, w) {
				valid = append(valid, c)
			}
		}
		score := p.claimScores(claims, valid)
		sort.SliceStable(valid, func(i, j int) bool {
			if si, sj := score[valid[i].Seq], score[valid[j].Seq]; si != sj {
				return si > sj
			}
			return valid[i].ValidFrom.After(valid[j].ValidFrom)
		})
		for _, c := range valid {
			if _, ok := p.claims[c.ID]; !ok {
				p.addClaim(c)
			}
			push(fuse.ClaimKey(c.ID), state)
			seqs := p.evidenceSeqs(c.EvidenceIDs)
			if err := p.load(ctx, seqs); err != nil {
				return err
			}
			for _, s := range seqs {
				push(p.evKey(s), state)
			}
		}
	}
	return nil
}

// claimScores scores each valid claim (by seq) by how relevant its
// subject+predicate group is to the query: one point per query term its
// predicate and value match (the subject is left out: every claim of a
// named entity matches through the name), and one more when one of the
// best lexical hits is the evidence of some version of the group (all is
// every claim of the entity): "what is Liam's current job?" matches no
// claim text, but it matches "My job? I'm a data analyst", the evidence of
// an older works_as claim, so the current works_as claim is the relevant
// one.
func (p *pass) claimScores(all, valid []ledger.Claim) map[uint32]int {
	top := make(map[string]bool, entityLexTop)
	for _, h := range p.lex[:min(len(p.lex), entityLexTop)] {
		if ep := p.episode(h.Doc); ep != nil {
			top[ep.ID] = true
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
	q := termSet(p.an, p.q.Text)
	out := make(map[uint32]int, len(valid))
	for _, c := range valid {
		n := overlap(q, termSet(p.an, c.Predicate+" "+c.Value))
		if vouched[strings.ToLower(c.Predicate)] {
			n++
		}
		out[c.Seq] = n
	}
	return out
}
