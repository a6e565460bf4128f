package engine

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/recall"
)

// LinkInput is an explicit associative link from an observation to an
// earlier evidence of its namespace: To is an evidence id (or "@i", the
// observation i of the same RememberBatch). Relation defaults to
// "related", Strength (in (0,1]) to 0.5.
type LinkInput struct {
	To       string  `json:"to"`
	Relation string  `json:"relation,omitempty"`
	Strength float64 `json:"strength,omitempty"`
}

// Hebbian reinforcement (seed 002): when items are used together in one
// feedback, the link between each pair of them (by their first evidence)
// first decays for the time since its last co-activation, then moves
// toward 1 by HebbianRate:
//
//	s ← s · 2^(−Δt / HebbianHalfLife)
//	s ← s + HebbianRate · (1 − s)
//
// A reader sees the strength decayed to its reference time. Explicit
// links keep the strength they were written with.
const (
	HebbianRate     = 0.25
	HebbianHalfLife = 30 * 24 * time.Hour
	// HebbianRelation is the relation of links feedback built.
	HebbianRelation = "co_activated"
)

// Link sources.
const (
	LinkExplicit = "explicit"
	LinkHebbian  = "hebbian"
)

// Link is one associative link as Links reports it.
type Link struct {
	From              string    `json:"from"` // evidence id (a Hebbian link: the lower ledger seq)
	To                string    `json:"to"`
	Relation          string    `json:"relation"`
	Source            string    `json:"source"`   // "explicit" or "hebbian"
	Strength          float64   `json:"strength"` // decayed to the query's reference time (Hebbian)
	CoActivationCount int       `json:"co_activation_count"`
	LastCoActivated   time.Time `json:"last_co_activated,omitzero"` // zero for an explicit link never used together
}

// edgeKey identifies a link within a namespace: explicit links are
// directed and keyed by relation; a Hebbian link joins from < to.
type edgeKey struct {
	from, to uint32
	rel      string
	hebbian  bool
}

func (k edgeKey) compare(o edgeKey) int {
	switch {
	case k.from != o.from:
		return cmp.Compare(k.from, o.from)
	case k.to != o.to:
		return cmp.Compare(k.to, o.to)
	case k.hebbian != o.hebbian:
		if k.hebbian {
			return 1
		}
		return -1
	}
	return strings.Compare(k.rel, o.rel)
}

type edge struct {
	strength float64   // explicit: as written; Hebbian: at last
	count    int       // co-activations
	last     time.Time // last co-activation
}

// strengthAt is e's strength at t (Hebbian links decay).
func (e *edge) strengthAt(k edgeKey, t time.Time) float64 {
	return decayed(k.hebbian, e.strength, e.last, t)
}

// decayed is the strength at t of a link whose strength was s at last (a
// Hebbian one decays from then; an explicit one keeps s).
func decayed(hebbian bool, s float64, last, t time.Time) float64 {
	if !hebbian || last.IsZero() || !t.After(last) {
		return s
	}
	return s * math.Exp2(-float64(t.Sub(last))/float64(HebbianHalfLife))
}

type nsLinks struct {
	edges map[edgeKey]*edge
	adj   map[uint32][]adjacent // evidence seq -> the links touching it (both ends)
	usage map[uint32]*usageStat
	exps  map[string]*experience   // cue key -> experience (experience.go)
	byCue map[string][]*experience // cue -> the experiences holding it
}

// adjacent is one link as seen from one of its ends: the other end, the
// direction, kind and relation, and copies of the edge's strength and last
// co-activation (kept by sync). The spread reads a node's links from one
// slice of these, with no pointer to follow and no key to take apart per
// link.
type adjacent struct {
	other    uint32 // the link's other end
	out      bool   // this end is the link's from
	hebbian  bool
	rel      string
	strength float64
	last     time.Time
}

// key is the edge key of a, seen from seq.
func (a *adjacent) key(seq uint32) edgeKey {
	if a.out {
		return edgeKey{from: seq, to: a.other, rel: a.rel, hebbian: a.hebbian}
	}
	return edgeKey{from: a.other, to: seq, rel: a.rel, hebbian: a.hebbian}
}

// usageStat is what feedback said about one evidence (an item by its
// first evidence): importance from use (fuse/importance.go).
type usageStat struct {
	used, corrected int
	last            time.Time // last feedback that used it
}

// linkGraph is the associative projection: per namespace, the explicit
// links and the Hebbian links feedback built, recomputed from the ledger
// by rebuilds and kept up to date by writes and catch-up. Applying a link
// or feedback record twice changes nothing (applied), so a record seen by
// a build and again in the journal counts once. Safe for concurrent use.
type linkGraph struct {
	mu      sync.RWMutex // guards ns and applied
	ns      map[string]*nsLinks
	applied map[string]bool // ids of link and feedback records applied
}

func (g *linkGraph) reset() {
	g.mu.Lock()
	g.ns, g.applied = map[string]*nsLinks{}, map[string]bool{}
	g.mu.Unlock()
}

func (g *linkGraph) nsOf(ns string) *nsLinks {
	if g.ns == nil {
		g.ns, g.applied = map[string]*nsLinks{}, map[string]bool{}
	}
	n := g.ns[ns]
	if n == nil {
		n = &nsLinks{edges: map[edgeKey]*edge{}, adj: map[uint32][]adjacent{}, usage: map[uint32]*usageStat{}}
		g.ns[ns] = n
	}
	return n
}

func (n *nsLinks) add(k edgeKey) *edge {
	e := n.edges[k]
	if e == nil {
		e = &edge{}
		n.edges[k] = e
		n.adj[k.from] = append(n.adj[k.from], adjacent{other: k.to, out: true, hebbian: k.hebbian, rel: k.rel})
		n.adj[k.to] = append(n.adj[k.to], adjacent{other: k.from, hebbian: k.hebbian, rel: k.rel})
	}
	return e
}

// sync copies e's strength and last co-activation into the adjacency
// entries of k's two ends; every change of an edge calls it.
func (n *nsLinks) sync(k edgeKey, e *edge) {
	for _, end := range [2]uint32{k.from, k.to} {
		adj := n.adj[end]
		for i := range adj {
			if adj[i].key(end) == k {
				adj[i].strength, adj[i].last = e.strength, e.last
			}
		}
	}
}

// addExplicit applies one explicit link record.
func (g *linkGraph) addExplicit(ns, id string, from, to uint32, rel string, strength float64) {
	if from == 0 || to == 0 || from == to {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	n := g.nsOf(ns)
	if g.applied[id] {
		return
	}
	g.applied[id] = true
	k := edgeKey{from: from, to: to, rel: rel}
	e := n.add(k)
	e.strength = strength
	n.sync(k, e)
}

// addFeedback applies one feedback record: the items used together (each
// by its first evidence seq; 0 for one no longer indexed) co-activate and
// gain usage; corrected items count a correction.
func (g *linkGraph) addFeedback(ns, id string, at time.Time, cues []string, used, corrected []uint32) {
	reps := slices.DeleteFunc(slices.Clone(used), func(s uint32) bool { return s == 0 })
	slices.Sort(reps)
	reps = slices.Compact(reps)
	g.mu.Lock()
	defer g.mu.Unlock()
	n := g.nsOf(ns)
	if g.applied[id] {
		return
	}
	g.applied[id] = true
	stat := func(s uint32) *usageStat {
		u := n.usage[s]
		if u == nil {
			u = &usageStat{}
			n.usage[s] = u
		}
		return u
	}
	for _, s := range reps {
		u := stat(s)
		u.used, u.last = u.used+1, at
	}
	n.addExperience(cues, reps)
	for _, s := range corrected {
		if s != 0 {
			stat(s).corrected++
		}
	}
	for i := range reps {
		for j := i + 1; j < len(reps); j++ {
			k := edgeKey{from: reps[i], to: reps[j], rel: HebbianRelation, hebbian: true}
			e := n.add(k)
			s := e.strengthAt(k, at)
			e.strength, e.count, e.last = s+HebbianRate*(1-s), e.count+1, at
			n.sync(k, e)
		}
	}
}

// rebuildLinks recomputes the link graph from the ledger: every explicit
// link, then every feedback in the order written. The caller holds wmu;
// p is the projections the ids are resolved in.
func (e *Engine) rebuildLinks(ctx context.Context, p *projections) error {
	e.links.reset()
	if err := e.led.ScanLinks(ctx, "", func(l ledger.Link) error {
		e.links.addExplicit(l.Namespace, l.ID, l.FromSeq, l.ToSeq, l.Relation, l.Strength)
		return nil
	}); err != nil {
		return fmt.Errorf("rebuild links: %w", err)
	}
	if err := e.led.ScanFeedback(ctx, "", func(f ledger.Feedback) error {
		e.links.addFeedback(f.Namespace, f.ID, f.RecordedAt, capsuleCues(f.Namespace, f.CapsuleID),
			itemSeqs(p, f.Items, ledger.OutcomeUsed), itemSeqs(p, f.Items, ledger.OutcomeCorrected))
		return nil
	}); err != nil {
		return fmt.Errorf("rebuild links: %w", err)
	}
	return nil
}

// itemSeqs is the first evidence seq of each item with the outcome (0
// when not indexed).
func itemSeqs(p *projections, items []ledger.FeedbackItem, outcome ledger.FeedbackOutcome) []uint32 {
	var out []uint32
	p.idMu.RLock()
	defer p.idMu.RUnlock()
	for _, it := range items {
		if it.Outcome == outcome && len(it.EvidenceIDs) > 0 {
			s, _ := p.idSeq.get(it.EvidenceIDs[0])
			out = append(out, s)
		}
	}
	return out
}

// applyLinks applies explicit links just written (or read back for a
// journaled append).
func (e *Engine) applyLinks(links []ledger.Link) {
	for _, l := range links {
		e.links.addExplicit(l.Namespace, l.ID, l.FromSeq, l.ToSeq, l.Relation, l.Strength)
	}
}

// applyJournaledLinks applies the explicit links an append entry lists
// for evidence id, read back from the ledger (the journal holds digests).
func (e *Engine) applyJournaledLinks(ctx context.Context, it ledger.AppendedEvidence) error {
	if len(it.Links) == 0 {
		return nil
	}
	links, err := e.led.LinksFrom(ctx, it.Namespace, it.ID)
	if err != nil {
		return fmt.Errorf("links of %s: %w", it.ID, err)
	}
	e.applyLinks(links) // purged meanwhile: none, and the purge's rebuild follows
	return nil
}

// applyFeedbackEntry applies a journaled feedback (catch-up).
func (e *Engine) applyFeedbackEntry(ns string, at time.Time, body *ledger.FeedbackPayload) {
	items := make([]ledger.FeedbackItem, len(body.Items))
	for i, it := range body.Items {
		items[i] = ledger.FeedbackItem{ItemID: it.ID, Outcome: ledger.FeedbackOutcome(it.Outcome), EvidenceIDs: it.Evidence}
	}
	e.links.addFeedback(ns, body.ID, at, capsuleCues(ns, body.CapsuleID),
		itemSeqs(e.proj, items, ledger.OutcomeUsed), itemSeqs(e.proj, items, ledger.OutcomeCorrected))
}

// LinksQuery pages through a namespace's associative links: all of them,
// or those touching one evidence (ID), ordered by their ends' ledger
// order; Offset skips that many (the previous page's NextOffset).
type LinksQuery struct {
	Namespace string
	ID        string    // evidence id; "" for every link of the namespace
	Offset    int       // links to skip
	Limit     int       // 1..MaxLinksLimit; 0 means DefaultLinksLimit
	Now       time.Time // reference time of Hebbian decay (zero: Clock())
}

// LinksPage is one page of links.
type LinksPage struct {
	Links      []Link `json:"links"`
	NextOffset int    `json:"next_offset"` // 0 when this page is the last
}

// Link page sizes.
const (
	DefaultLinksLimit = 100
	MaxLinksLimit     = 1000
)

// Links lists the namespace's associative links (explicit and Hebbian)
// with their strengths at q.Now.
func (e *Engine) Links(ctx context.Context, q LinksQuery) (LinksPage, error) {
	if err := e.check(ctx); err != nil {
		return LinksPage{}, err
	}
	limit := q.Limit
	if limit == 0 {
		limit = DefaultLinksLimit
	}
	switch {
	case strings.TrimSpace(q.Namespace) == "":
		return LinksPage{}, fieldErr("namespace", "must not be empty")
	case limit < 1 || limit > MaxLinksLimit:
		return LinksPage{}, fieldErr("limit", fmt.Sprintf("must be within 1..%d", MaxLinksLimit))
	case q.Offset < 0:
		return LinksPage{}, fieldErr("offset", "must not be negative")
	}
	now := q.Now
	if now.IsZero() {
		now = e.opts.Clock()
	}
	var focus uint32
	if q.ID != "" {
		e.mu.RLock()
		s := e.proj.seqsOf([]string{q.ID})
		e.mu.RUnlock()
		if len(s) == 0 {
			return LinksPage{}, fieldErr("id", fmt.Sprintf("evidence %q not found", q.ID))
		}
		focus = s[0]
	}
	keys, edges := e.links.page(q.Namespace, focus, q.Offset, limit)
	page := LinksPage{Links: make([]Link, 0, len(keys))}
	if len(keys) == limit {
		page.NextOffset = q.Offset + limit
	}
	ids, err := e.evidenceIDs(ctx, q.Namespace, keys)
	if err != nil {
		return LinksPage{}, err
	}
	for i, k := range keys {
		l := Link{From: ids[k.from], To: ids[k.to], Relation: k.rel, Source: LinkExplicit,
			Strength: edges[i].strengthAt(k, now), CoActivationCount: edges[i].count, LastCoActivated: edges[i].last}
		if k.hebbian {
			l.Source = LinkHebbian
		}
		page.Links = append(page.Links, l)
	}
	return page, nil
}

// page returns the sorted keys (and copies of their edges) of namespace ns
// touching focus (0: all), skipping offset, at most limit.
func (g *linkGraph) page(ns string, focus uint32, offset, limit int) ([]edgeKey, []edge) {
	g.mu.RLock()
	defer g.mu.RUnlock()
	n := g.ns[ns]
	if n == nil {
		return nil, nil
	}
	var keys []edgeKey
	if focus != 0 {
		for i := range n.adj[focus] {
			keys = append(keys, n.adj[focus][i].key(focus))
		}
	} else {
		keys = make([]edgeKey, 0, len(n.edges))
		for k := range n.edges {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, edgeKey.compare)
	if offset >= len(keys) {
		return nil, nil
	}
	keys = keys[offset:min(len(keys), offset+limit)]
	edges := make([]edge, len(keys))
	for i, k := range keys {
		edges[i] = *n.edges[k]
	}
	return keys, edges
}

// evidenceIDs maps the ends of keys to evidence ids (ledger reads).
func (e *Engine) evidenceIDs(ctx context.Context, ns string, keys []edgeKey) (map[uint32]string, error) {
	seqs := make([]uint32, 0, 2*len(keys))
	for _, k := range keys {
		seqs = append(seqs, k.from, k.to)
	}
	evs, err := e.led.EvidenceBySeq(ctx, seqs)
	if err != nil {
		return nil, err
	}
	out := make(map[uint32]string, len(evs))
	for _, ev := range evs {
		if ev.Namespace == ns {
			out[ev.Seq] = ev.ID
		}
	}
	return out, nil
}

var _ recall.LinkSnapshot = (*nsSnapshot)(nil)

// Neighbors is the associative channel's view of the links touching seq
// (either end, either kind): when there are more than max, the max
// strongest at now (ties by seq).
func (s *nsSnapshot) Neighbors(dst []recall.Neighbor, ends []int, seqs []uint32, now time.Time, max, total int) ([]recall.Neighbor, []int) {
	return s.links.neighbors(dst, ends, s.ns, seqs, now, max, total)
}

func (g *linkGraph) neighbors(dst []recall.Neighbor, ends []int, ns string, seqs []uint32, now time.Time, max, total int) ([]recall.Neighbor, []int) {
	out, ends := dst[:0], ends[:0]
	g.mu.RLock()
	n := g.ns[ns]
	for _, seq := range seqs {
		if n != nil && len(out) < total {
			// A node's list is cut after it is ordered, so the
			// neighbours kept are the first ones of the uncut list.
			out = appendNeighbors(out, n.adj[seq], now, max)
			out = out[:min(len(out), total)]
		}
		ends = append(ends, len(out))
	}
	g.mu.RUnlock()
	return out, ends
}

// appendNeighbors appends the other ends of adj (the links touching seq)
// with their strengths at now: all of them when there are at most max,
// else the max strongest in that order (ties by seq, then relation).
func appendNeighbors(out []recall.Neighbor, adj []adjacent, now time.Time, max int) []recall.Neighbor {
	start := len(out)
	out = slices.Grow(out, len(adj))
	if len(adj) <= max {
		// All of them: the channel's result does not depend on their
		// order (its ties break by seq), so they are not ordered.
		for i := range adj {
			out = append(out, adj[i].neighbor(now))
		}
		return out
	}
	// The max strongest by a bounded insertion into out's own space (max
	// is small): no sort of every link.
	top := out[start:start]
	for i := range adj {
		nb := adj[i].neighbor(now)
		if len(top) == max && !stronger(nb, top[max-1]) {
			continue
		}
		if len(top) < max {
			top = append(top, nb)
		} else {
			top[max-1] = nb
		}
		for j := len(top) - 1; j > 0 && stronger(top[j], top[j-1]); j-- {
			top[j], top[j-1] = top[j-1], top[j]
		}
	}
	return out[:start+len(top)]
}

// neighbor is a seen from its end, with its strength at now.
func (a *adjacent) neighbor(now time.Time) recall.Neighbor {
	return recall.Neighbor{Seq: a.other, Relation: a.rel, Strength: decayed(a.hebbian, a.strength, a.last, now), Learned: a.hebbian}
}

// stronger orders neighbours: strength descending, then seq, then
// relation.
func stronger(a, b recall.Neighbor) bool {
	if a.Strength != b.Strength {
		return a.Strength > b.Strength
	}
	if a.Seq != b.Seq {
		return a.Seq < b.Seq
	}
	return a.Relation < b.Relation
}

var _ recall.UsageSnapshot = (*nsSnapshot)(nil)

// Usage is the importance channel of feedback for one evidence (nil when
// no feedback named it).
func (s *nsSnapshot) Usage(seq uint32, now time.Time) *fuse.Usage {
	return s.links.usageOf(s.ns, seq, now)
}

func (g *linkGraph) usageOf(ns string, seq uint32, now time.Time) *fuse.Usage {
	g.mu.RLock()
	defer g.mu.RUnlock()
	n := g.ns[ns]
	if n == nil {
		return nil
	}
	u := n.usage[seq]
	if u == nil {
		return nil
	}
	rec := 1.0
	if !u.last.IsZero() && now.After(u.last) {
		rec = math.Exp2(-float64(now.Sub(u.last)) / float64(fuse.ImportanceHalfLife))
	}
	return &fuse.Usage{Used: u.used, Corrected: u.corrected, Recency: rec}
}
