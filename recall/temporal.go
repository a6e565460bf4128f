package recall

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
)

// Temporal fit of a claim or episode to the requested valid time.
const (
	fitValid   = 1.0  // valid at (or occurred inside) the target time
	fitInvalid = 0.25 // another version of a relevant claim: kept to explain
)

// claimGroupLimit is how many subject+predicate groups of the matched
// claims the temporal channel reads the history of.
const claimGroupLimit = 4

// temporalChannel ranks every version of the claim groups the claim
// channel matched by validity at the target time, each followed by its
// supporting evidence, then the lexical hits that occurred inside an
// explicitly requested window.
type temporalChannel struct{}

func (temporalChannel) Name() string { return "temporal" }
func (temporalChannel) Depth() int   { return claimGroupLimit }

type temporalHit struct {
	key   fuse.Key
	fit   float64
	order int
}

func (c temporalChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	w := p.target()
	var hits []temporalHit
	push := func(key fuse.Key, fit float64) {
		hits = append(hits, temporalHit{key: key, fit: fit, order: len(hits)})
	}
	groups, err := p.claimGroups(ctx, p.matched, c.Depth())
	if err != nil {
		return nil, err
	}
	for _, versions := range groups {
		for _, c := range versions {
			fit := fitInvalid
			if overlaps(c.ValidFrom, c.EffectiveValidTo, w) {
				fit = fitValid
			}
			p.addClaim(c)
			push(fuse.ClaimKey(c.ID), fit)
			seqs := p.evidenceSeqs(c.EvidenceIDs)
			if err := p.load(ctx, seqs); err != nil {
				return nil, err
			}
			for _, s := range seqs {
				push(p.evKey(s), fit)
			}
		}
	}
	if p.scoped() {
		for _, h := range p.lex {
			ep := p.episode(h.Doc)
			if ep != nil && overlaps(ep.OccurredAt, ep.OccurredAt.Add(time.Nanosecond), w) {
				push(ep.Key, fitValid)
			}
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].fit > hits[j].fit })
	var out []fuse.ChannelHit
	seen := make(map[fuse.Key]bool)
	for _, h := range hits {
		if seen[h.key] {
			continue
		}
		seen[h.key] = true
		out = append(out, fuse.ChannelHit{Key: h.key, Score: h.fit,
			Features: fuse.Features{TemporalFit: fuse.Measured(h.fit)}})
	}
	return out, nil
}

// claimGroups loads the full history of each subject+predicate of hit
// (best first, at most limit groups), with claim state recomputed for the
// known-at cut when one is set.
func (p *pass) claimGroups(ctx context.Context, hit []ledger.Claim, limit int) ([][]ledger.Claim, error) {
	var out [][]ledger.Claim
	seen := make(map[string]bool)
	for _, c := range hit {
		g := strings.ToLower(c.Subject) + "\x00" + strings.ToLower(c.Predicate)
		if seen[g] || len(out) == limit {
			continue
		}
		seen[g] = true
		versions, err := p.s.ClaimsFor(ctx, c.Subject, c.Predicate)
		if err != nil {
			return nil, fmt.Errorf("claim history: %w", err)
		}
		if !p.q.KnownAt.IsZero() {
			versions = ledger.ComputeClaimStates(versions, p.q.KnownAt)
		}
		out = append(out, p.onlyClaims(versions))
	}
	return out, nil
}
