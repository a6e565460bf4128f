package recall

import (
	"context"
	"sort"

	"github.com/evicortex/evicortex/fuse"
)

// The context channel (seed 000 §4.2, the episodic view: "ordered events
// with local surrounding context"). A turn that answers a question often
// does not repeat the question's words; its neighbours in the same
// conversation do. Each lexical hit's neighbourhood is scored by the BM25 of
// the hits around it, and the best neighbourhoods are returned whole, in
// conversation order: the centre and its neighbours of the same session
// (evidence less than SessionGap apart). The neighbourhood's turns stay
// separate episodes (fuse joins packed neighbours into spans): one
// multi-evidence item per neighbourhood recalled less.
const (
	contextRadius  = 2 // neighbours on each side
	contextRegions = 8 // neighbourhoods returned
)

type contextChannel struct{}

func (contextChannel) Name() string { return "context" }
func (contextChannel) Depth() int   { return contextRegions }

func (c contextChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	type region struct {
		centre int // timeline position
		score  float64
	}
	lex, tl := p.lex, p.tl
	pos := make([]int, len(lex))
	for i, h := range lex {
		pos[i] = tl.Position(h.Doc)
	}
	var regions []region
	for i := range lex {
		if pos[i] < 0 {
			continue
		}
		rg := region{centre: pos[i]}
		for j := range lex {
			if d := abs(pos[i] - pos[j]); pos[j] >= 0 && d <= contextRadius {
				rg.score += lex[j].Score / float64(1+d)
			}
		}
		regions = append(regions, rg)
	}
	sort.SliceStable(regions, func(i, j int) bool { return regions[i].score > regions[j].score })
	var seqs []uint32
	taken := make(map[int]bool)
	for n, i := 0, 0; i < len(regions) && n < c.Depth(); i++ {
		centre := regions[i].centre
		if taken[centre] {
			continue
		}
		n++
		lo, hi := p.sessionBounds(centre)
		for q := lo; q <= hi; q++ {
			if !taken[q] {
				taken[q] = true
				seqs = append(seqs, tl.Seqs[q])
			}
		}
	}
	seqs = reorder(seqs, p.speakerOrder(seqs))
	if err := p.load(ctx, seqs); err != nil {
		return nil, err
	}
	hits := make([]fuse.ChannelHit, 0, len(seqs))
	for i, s := range seqs {
		hits = append(hits, fuse.ChannelHit{Key: p.evKey(s), Score: float64(len(seqs) - i),
			Features: fuse.Features{Context: true}})
	}
	return hits, nil
}

// sessionBounds returns the timeline positions around centre, at most
// contextRadius away, that are visible and within SessionGap of their
// neighbour.
func (p *pass) sessionBounds(centre int) (lo, hi int) {
	tl := p.tl
	ok := func(q, edge int) bool {
		return q >= 0 && q < tl.Len() && p.filter.Contains(tl.Seqs[q]) && tl.sameSession(q, edge)
	}
	lo, hi = centre, centre
	for lo > centre-contextRadius && ok(lo-1, lo) {
		lo--
	}
	for hi < centre+contextRadius && ok(hi+1, hi) {
		hi++
	}
	return lo, hi
}
