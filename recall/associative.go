package recall

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/fuse"
)

// LinkSnapshot is what a Snapshot with an associative view also offers:
// the links touching evidence. A Snapshot without it has no associative
// channel.
type LinkSnapshot interface {
	// Neighbors appends to dst[:0] (grown as needed), for each of seqs in
	// turn, the evidence linked to it in the snapshot's namespace with
	// each link's strength at now: all of them when there are at most
	// max, else the max strongest (ties by seq). ends[:0] gets, per seq,
	// the end of its neighbours in the returned slice. The whole list
	// stops at total neighbours (the rest of seqs get none): the spread
	// reads no further than its remaining work. One call serves a whole
	// frontier of the spread: one lock and one namespace lookup, not one
	// per node.
	Neighbors(dst []Neighbor, ends []int, seqs []uint32, now time.Time, max, total int) ([]Neighbor, []int)
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
	// 12, then 8, then 4: at each step every figure of evibench cognitive
	// (the four state suites, their feedback rounds, the LoCoMo feedback
	// benchmark) stayed the same to the last digit, and each hit fewer
	// saves a state recall over linked evidence about 2% of a plain
	// recall (bench/results/cognitive.md).
	associativeHits = 4
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
// activation and the path that gave it. It holds no Via (whose id strings
// are only known at the end): the few hits returned build theirs.
type node struct {
	seq      uint32
	from     uint32 // the node it was reached from (a seed: itself)
	seed     uint32 // the seed of that path
	hops     int32
	isSeed   bool
	act      float64
	strength float64 // of the link from `from`
	rel      string  // that link's relation
}

// nodeSlots is the size of the spread's seq -> node table: a power of two
// at least twice the most nodes a spread can reach (the seeds plus one
// per link examined), so linear probing stays short.
const (
	nodeSlotBits = 9
	nodeSlots    = 1 << nodeSlotBits
)

// The table must stay at most half full: a compile error when the bounds
// outgrow it.
var _ [nodeSlots - 2*(associativeSeeds+associativeWork)]struct{}

// spread is the associative channel's scratch: pooled, so a recall does
// not build a node index and its slices afresh (they were most of the
// channel's allocations).
type spread struct {
	nodes []node
	// slots is an open-addressed table from seq to index in nodes + 1 (0:
	// empty); a recall clears the slots it filled.
	slots    [nodeSlots]struct{ seq, idx uint32 }
	filled   []uint16 // the slots this recall filled, for reset
	frontier []int
	next     []uint64 // the next frontier as seq<<32 | node index: sorted by seq
	reached  []int
	nbs      []Neighbor
	ends     []int    // nbs's end per frontier node
	seqs     []uint32 // the frontier's seqs
	load     []uint32
	ids      []string // the evidence ids of load (idsOf)
}

var spreads = sync.Pool{New: func() any { return new(spread) }}

// slot returns the table position of seq: the slot holding it, or the
// empty slot where it would go.
func (sp *spread) slot(seq uint32) uint32 {
	i := (seq * 0x9e3779b1) >> (32 - nodeSlotBits) // Fibonacci hashing
	for {
		if sl := &sp.slots[i]; sl.idx == 0 || sl.seq == seq {
			return i
		}
		i = (i + 1) & (nodeSlots - 1)
	}
}

// add appends a node for seq, indexed in the empty slot i.
func (sp *spread) add(i uint32, n node) int {
	sp.nodes = append(sp.nodes, n)
	sp.slots[i].seq, sp.slots[i].idx = n.seq, uint32(len(sp.nodes))
	sp.filled = append(sp.filled, uint16(i))
	return len(sp.nodes) - 1
}

// reset empties the slots this recall filled and drops the relation
// strings the nodes and neighbours hold, for the pool.
func (sp *spread) reset() {
	for _, i := range sp.filled {
		sp.slots[i] = struct{ seq, idx uint32 }{}
	}
	sp.filled = sp.filled[:0]
	clear(sp.nodes)
	clear(sp.nbs)
	clear(sp.ids)
	sp.nodes = sp.nodes[:0]
}

func (c associativeChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	ls, ok := p.s.(LinkSnapshot)
	if !ok || len(p.lex) == 0 || p.lex[0].Score <= 0 {
		return nil, nil
	}
	sp := spreads.Get().(*spread)
	defer func() {
		sp.reset()
		spreads.Put(sp)
	}()
	seeds := p.lex[:min(len(p.lex), c.Depth())]
	sp.frontier = sp.frontier[:0]
	for _, h := range seeds {
		sp.frontier = append(sp.frontier, sp.add(sp.slot(h.Doc), node{seq: h.Doc, act: h.Score / p.lex[0].Score, from: h.Doc, seed: h.Doc, isSeed: true}))
	}
	sp.spread(ls, p)
	reached := sp.best(len(seeds))
	if len(reached) == 0 {
		return nil, nil
	}
	// Load the reached evidence; the seeds and intermediate nodes they
	// came through are named in Via by id only (idsOf), not made
	// candidates.
	load := sp.load[:0]
	for _, i := range reached {
		load = append(load, sp.nodes[i].seq)
	}
	sp.load = load
	if err := p.load(ctx, load); err != nil {
		return nil, err
	}
	load = load[:0]
	for _, i := range reached {
		load = append(load, sp.nodes[i].seed, sp.nodes[i].from)
	}
	sp.load = load
	ids, err := p.idsOf(ctx, sp.ids, load)
	if err != nil {
		return nil, err
	}
	sp.ids = ids
	out := make([]fuse.ChannelHit, 0, len(reached))
	vias := make([]capsule.Via, len(reached)) // one allocation for every hit's path
	for k, i := range reached {
		a := &sp.nodes[i]
		ep := p.episode(a.seq)
		if ep == nil {
			continue // purged after the snapshot was taken
		}
		via := &vias[k]
		*via = capsule.Via{Seed: ids[2*k], From: ids[2*k+1], Relation: a.rel, Strength: a.strength, Hops: int(a.hops)}
		out = append(out, fuse.ChannelHit{Key: ep.Key, Score: a.act, Via: via,
			Features: fuse.Features{Activation: fuse.Measured(a.act), Hops: fuse.Measured(float64(a.hops))}})
	}
	return out, nil
}

// spread follows links from the frontier (the seeds) for at most
// associativeHops hops and associativeWork links.
func (sp *spread) spread(ls LinkSnapshot, p *pass) {
	work := 0
	for hop := 1; hop <= associativeHops && len(sp.frontier) > 0 && work < associativeWork; hop++ {
		next := sp.next[:0]
		sp.seqs = sp.seqs[:0]
		for _, ni := range sp.frontier {
			sp.seqs = append(sp.seqs, sp.nodes[ni].seq)
		}
		// The links past the remaining work are never examined (the loop
		// below stops there), so they are not fetched.
		sp.nbs, sp.ends = ls.Neighbors(sp.nbs, sp.ends, sp.seqs, p.q.Now, associativeFanOut, associativeWork-work)
		start := 0
		for f, ni := range sp.frontier {
			// The parent's fields, read once: appends below may move
			// the nodes.
			pAct, pSeq, pSeed := sp.nodes[ni].act, sp.nodes[ni].seq, sp.nodes[ni].seed
			nbs := sp.nbs[start:sp.ends[f]]
			start = sp.ends[f]
			for k := range nbs {
				nb := &nbs[k]
				if work++; work > associativeWork {
					break
				}
				act := pAct * nb.Strength
				if nb.Learned && act < associativeMinLearned {
					continue // before the lookups below: it filters alike
				}
				// A node already reached passed the visibility filter then.
				si := sp.slot(nb.Seq)
				sl := &sp.slots[si]
				seen := sl.idx != 0
				if seen && sp.nodes[sl.idx-1].isSeed || !seen && !p.filter.Contains(nb.Seq) {
					continue
				}
				var x *node
				if seen {
					x = &sp.nodes[sl.idx-1]
					if x.act > act || x.act == act && x.from <= pSeq {
						continue
					}
				} else {
					j := sp.add(si, node{seq: nb.Seq})
					next = append(next, uint64(nb.Seq)<<32|uint64(j))
					x = &sp.nodes[j]
				}
				x.act, x.hops, x.from, x.seed = act, int32(hop), pSeq, pSeed
				x.rel, x.strength = nb.Relation, nb.Strength
			}
		}
		// The next frontier in seq order (the packed key sorts by seq).
		slices.Sort(next)
		sp.next = next
		sp.frontier = sp.frontier[:0]
		for _, k := range next {
			sp.frontier = append(sp.frontier, int(uint32(k)))
		}
	}
}

// best returns the indexes of the associativeHits most activated nodes
// that are not seeds (the first seeds nodes), most activated first, ties
// by seq: a bounded insertion, not a sort of every node reached.
func (sp *spread) best(seeds int) []int {
	top := sp.reached[:0]
	before := func(a, b int) bool { // node a ranks before node b
		x, y := &sp.nodes[a], &sp.nodes[b]
		return x.act > y.act || x.act == y.act && x.seq < y.seq
	}
	for i := seeds; i < len(sp.nodes); i++ {
		if len(top) == associativeHits && !before(i, top[len(top)-1]) {
			continue
		}
		if len(top) < associativeHits {
			top = append(top, i)
		} else {
			top[len(top)-1] = i
		}
		for j := len(top) - 1; j > 0 && before(top[j], top[j-1]); j-- {
			top[j], top[j-1] = top[j-1], top[j]
		}
	}
	sp.reached = top
	return top
}

// idsOf returns the evidence ids of seqs in dst[:len(seqs)], in order: a loaded candidate's
// id, else the evidence row's, read without making a candidate of it (""
// for one purged meanwhile). seqs is short (two per associative hit), so
// rows are matched back by a scan, not a map.
func (p *pass) idsOf(ctx context.Context, dst []string, seqs []uint32) ([]string, error) {
	out := append(dst[:0], make([]string, len(seqs))...)
	missing := p.missing[:0]
	for i, s := range seqs {
		if c := p.episodes[s]; c != nil {
			out[i] = c.ID
		} else if !slices.Contains(missing, s) {
			missing = append(missing, s)
		}
	}
	p.missing = missing
	if len(missing) == 0 {
		return out, nil
	}
	evs, _, err := p.s.Evidence(ctx, missing)
	if err != nil {
		return nil, err
	}
	for _, ev := range evs {
		if ev.Namespace != p.q.Namespace {
			return nil, fmt.Errorf("evidence %s: %w: namespace filter leaked", ev.ID, ErrCorrupt)
		}
		for i, s := range seqs {
			if s == ev.Seq {
				out[i] = ev.ID
			}
		}
	}
	return out, nil
}
