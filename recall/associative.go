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
	// Neighbors returns, in dst's storage (dst[:0], grown as needed), the
	// evidence linked to seq in the snapshot's namespace with each link's
	// strength at now: all of them when there are at most max, else the
	// max strongest (ties by seq).
	Neighbors(dst []Neighbor, seq uint32, now time.Time, max int) []Neighbor
}

// Neighbor is one link from an evidence.
type Neighbor struct {
	Seq      uint32
	Relation string
	Strength float64
	Learned  bool // a Hebbian link feedback built, not one the application wrote
}

// Bounds of the spreading activation: seeds, hops, links followed per
// node and links examined per recall.
const (
	associativeSeeds  = 5
	associativeHops   = 2
	associativeFanOut = 8
	associativeWork   = 128
	// associativeHits is how many reached evidence the channel returns
	// (the most activated): each is a candidate to load and fuse. It was
	// 12; at 8 the cognitive suite's and LoCoMo feedback figures are
	// unchanged to the last digit and a state recall over linked evidence
	// costs about a tenth less (bench/results/README.md).
	associativeHits = 8
	// associativeMinLearned is the least activation a learned (Hebbian)
	// link passes on: a link co-activated once or twice (strength 0.25,
	// 0.44), or a strong one from a seed far below the best lexical hit,
	// is too weak an association to take budget from the query's own
	// matches (measured on LoCoMo questions never fed back: below it they
	// lost recall). Links the application wrote pass on any activation.
	associativeMinLearned = 0.5
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

// node is one evidence the spread reached (or a seed): its best
// activation and the path that gave it.
type node struct {
	seq    uint32
	act    float64
	hops   int
	via    capsule.Via
	from   uint32 // the node it was reached from (a seed: itself)
	seed   uint32 // the seed of that path
	isSeed bool
}

func (c associativeChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	ls, ok := p.s.(LinkSnapshot)
	if !ok || len(p.lex) == 0 || p.lex[0].Score <= 0 {
		return nil, nil
	}
	seeds := p.lex[:min(len(p.lex), c.Depth())]
	// One slice of nodes and one index (not a map per attribute): a recall
	// reaches tens of nodes, and the maps were most of the channel's time.
	nodes := make([]node, 0, 64)
	idx := make(map[uint32]int, 64)
	frontier := make([]int, 0, len(seeds))
	for _, h := range seeds {
		idx[h.Doc] = len(nodes)
		frontier = append(frontier, len(nodes))
		nodes = append(nodes, node{seq: h.Doc, act: h.Score / p.lex[0].Score, from: h.Doc, seed: h.Doc, isSeed: true})
	}
	work := 0
	var nbs []Neighbor // scratch, reused per node
	for hop := 1; hop <= associativeHops && len(frontier) > 0 && work < associativeWork; hop++ {
		var next []int
		for _, ni := range frontier {
			n := nodes[ni] // a copy: appends below may move the slice
			nbs = ls.Neighbors(nbs[:0], n.seq, p.q.Now, associativeFanOut)
			for _, nb := range nbs {
				if work++; work > associativeWork {
					break
				}
				j, seen := idx[nb.Seq]
				if seen && nodes[j].isSeed || !p.filter.Contains(nb.Seq) {
					continue
				}
				act := n.act * nb.Strength
				if nb.Learned && act < associativeMinLearned {
					continue
				}
				if seen && (nodes[j].act > act || nodes[j].act == act && nodes[j].from <= n.seq) {
					continue
				}
				if !seen {
					j = len(nodes)
					idx[nb.Seq] = j
					nodes = append(nodes, node{seq: nb.Seq})
					next = append(next, j)
				}
				nodes[j].act, nodes[j].hops, nodes[j].from, nodes[j].seed = act, hop, n.seq, n.seed
				nodes[j].via = capsule.Via{Relation: nb.Relation, Strength: nb.Strength, Hops: hop}
			}
		}
		slices.SortFunc(next, func(a, b int) int { return int(int64(nodes[a].seq) - int64(nodes[b].seq)) })
		frontier = next
	}
	reached := make([]int, 0, len(nodes)-len(seeds))
	for i := range nodes {
		if !nodes[i].isSeed {
			reached = append(reached, i)
		}
	}
	if len(reached) == 0 {
		return nil, nil
	}
	slices.SortFunc(reached, func(a, b int) int {
		x, y := &nodes[a], &nodes[b]
		if x.act != y.act {
			if x.act > y.act {
				return -1
			}
			return 1
		}
		return int(int64(x.seq) - int64(y.seq))
	})
	reached = reached[:min(len(reached), associativeHits)]
	// Load the reached evidence and the seeds and intermediate nodes they
	// came through (so their ids can be named in Via).
	load := make([]uint32, 0, 3*len(reached))
	for _, i := range reached {
		load = append(load, nodes[i].seq)
	}
	for _, i := range reached {
		load = append(load, nodes[i].seed, nodes[i].from)
	}
	if err := p.load(ctx, load); err != nil {
		return nil, err
	}
	out := make([]fuse.ChannelHit, 0, len(reached))
	vias := make([]capsule.Via, len(reached)) // one allocation for every hit's path
	for k, i := range reached {
		a := &nodes[i]
		ep := p.episode(a.seq)
		if ep == nil {
			continue // purged after the snapshot was taken
		}
		via := &vias[k]
		*via = a.via
		via.Seed, via.From = p.evID(a.seed), p.evID(a.from)
		out = append(out, fuse.ChannelHit{Key: ep.Key, Score: a.act, Via: via,
			Features: fuse.Features{Activation: fuse.Measured(a.act), Hops: fuse.Measured(float64(a.hops))}})
	}
	return out, nil
}

// evID is the evidence id of a loaded seq ("" when not loaded).
func (p *pass) evID(seq uint32) string {
	if c := p.episodes[seq]; c != nil {
		return c.ID
	}
	return ""
}
