package recall

import (
	"context"
	"slices"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/fuse"
)

// LinkSnapshot is what a Snapshot with an associative view also offers:
// the links touching one evidence. A Snapshot without it has no
// associative channel.
type LinkSnapshot interface {
	// Neighbors returns the evidence linked to seq in the snapshot's
	// namespace with each link's strength at now: all of them when there
	// are at most max, else the max strongest (ties by seq).
	Neighbors(seq uint32, now time.Time, max int) []Neighbor
}

// Neighbor is one link from an evidence.
type Neighbor struct {
	Seq      uint32
	Relation string
	Strength float64
}

// Bounds of the spreading activation: seeds, hops, links followed per
// node and links examined per recall.
const (
	associativeSeeds  = 5
	associativeHops   = 2
	associativeFanOut = 8
	associativeWork   = 128
	// associativeHits is how many reached evidence the channel returns
	// (the most activated): each is a candidate to load and fuse.
	associativeHits = 12
)

// associativeChannel spreads activation from the best lexical hits over
// the namespace's links (explicit and Hebbian, seed 000 §4.2, seed 002):
// a seed's activation is its BM25 score over the best one's, a neighbour
// gets its parent's activation times the link's strength, at most
// associativeHops links from a seed, following at most associativeFanOut
// links per node and associativeWork links in all. It returns the
// associativeHits most activated visible evidence reached that are not
// seeds, each with the path that brought it (Via) and its hops.
type associativeChannel struct{}

func (associativeChannel) Name() string { return "associative" }
func (associativeChannel) Depth() int   { return associativeSeeds }

type activated struct {
	act  float64
	hops int
	via  capsule.Via
	from uint32
}

func (c associativeChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	ls, ok := p.s.(LinkSnapshot)
	if !ok || len(p.lex) == 0 || p.lex[0].Score <= 0 {
		return nil, nil
	}
	seeds := p.lex[:min(len(p.lex), c.Depth())]
	best := make(map[uint32]activated, associativeWork)
	isSeed := make(map[uint32]bool, len(seeds))
	frontier := make([]uint32, 0, len(seeds))
	for _, h := range seeds {
		isSeed[h.Doc] = true
		best[h.Doc] = activated{act: h.Score / p.lex[0].Score}
		frontier = append(frontier, h.Doc)
	}
	seedOf := make(map[uint32]uint32, associativeWork)
	for _, s := range frontier {
		seedOf[s] = s
	}
	work := 0
	for hop := 1; hop <= associativeHops && len(frontier) > 0 && work < associativeWork; hop++ {
		var next []uint32
		for _, n := range frontier {
			for _, nb := range ls.Neighbors(n, p.q.Now, associativeFanOut) {
				if work++; work > associativeWork {
					break
				}
				if isSeed[nb.Seq] || !p.filter.Contains(nb.Seq) {
					continue
				}
				act := best[n].act * nb.Strength
				cur, seen := best[nb.Seq]
				if seen && (cur.act > act || cur.act == act && cur.from <= n) {
					continue
				}
				if !seen {
					next = append(next, nb.Seq)
				}
				best[nb.Seq] = activated{act: act, hops: hop, from: n,
					via: capsule.Via{Relation: nb.Relation, Strength: nb.Strength, Hops: hop}}
				seedOf[nb.Seq] = seedOf[n]
			}
		}
		slices.Sort(next)
		frontier = next
	}
	var reached []uint32
	for s := range best {
		if !isSeed[s] {
			reached = append(reached, s)
		}
	}
	if len(reached) == 0 {
		return nil, nil
	}
	slices.SortFunc(reached, func(a, b uint32) int {
		if best[a].act != best[b].act {
			if best[a].act > best[b].act {
				return -1
			}
			return 1
		}
		return int(int64(a) - int64(b))
	})
	reached = reached[:min(len(reached), associativeHits)]
	if err := p.load(ctx, append(slices.Clone(reached), frontierSeeds(seedOf, reached, best)...)); err != nil {
		return nil, err
	}
	out := make([]fuse.ChannelHit, 0, len(reached))
	for _, s := range reached {
		ep := p.episode(s)
		if ep == nil {
			continue // purged after the snapshot was taken
		}
		a := best[s]
		via := a.via
		via.Seed, via.From = p.evID(seedOf[s]), p.evID(a.from)
		out = append(out, fuse.ChannelHit{Key: ep.Key, Score: a.act, Via: &via,
			Features: fuse.Features{Activation: fuse.Measured(a.act), Hops: fuse.Measured(float64(a.hops))}})
	}
	return out, nil
}

// frontierSeeds are the seeds and intermediate nodes the reached evidence
// came through (loaded so their ids can be named in Via).
func frontierSeeds(seedOf map[uint32]uint32, reached []uint32, best map[uint32]activated) []uint32 {
	var out []uint32
	for _, s := range reached {
		out = append(out, seedOf[s], best[s].from)
	}
	return out
}

// evID is the evidence id of a loaded seq ("" when not loaded).
func (p *pass) evID(seq uint32) string {
	if c := p.episodes[seq]; c != nil {
		return c.ID
	}
	return ""
}
