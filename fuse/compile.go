package fuse

import (
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// fate is what happened to a candidate.
type fate int

const (
	fatePending     fate = iota // still competing
	fatePacked                  // in the capsule
	fateBudget                  // did not fit the budget or MaxItems
	fateDuplicate               // near-duplicate of a packed episode, or collapsed claim
	fateTemporal                // resolved away by temporal resolution
	fateThreshold               // no channel returned it and nothing needed it
	fateSourceShare             // its source family had taken its share of the budget (sourceshare.go)
)

const (
	roleAnswer  = "answer"
	roleContext = "context"
)

// entry is the working state of one candidate during a Compile.
type entry struct {
	c         *Candidate
	hits      []capsule.ChannelTrace // Features nil until item renders feats
	feats     []*Features            // each hit's features, rendered into its trace by item
	nhits     int                    // len(hits) once fuse is done
	fused     float64
	relevant  bool
	evidence  []string
	group     *claimGroup // claims only
	role      string
	conf      float64
	conflicts []string
	features  features
	reasons   []string
	score     float64
	tokens    int
	fate      fate
	span      *episodeSpan // packed episodes: the span item it is part of
	stale     bool         // episode: an earlier statement on the query's topic (Role "context")
	held      time.Time    // episode in a state group: when its change happened by its own words (zero: when said)
	terms     termCover    // the query terms its hits say it holds (ChannelHit.MatchedTerms)

	// rank's state
	inMain    bool     // ranked in its own right (before followers are set aside)
	followers []*entry // candidates that follow this one, rank order
	placed    bool     // in the rank order
}

func (e *entry) feature(name string, v float64) { e.features.set(name, v) }

// features are an entry's post-fusion features: a handful per entry, so a
// short list is cheaper than a map for the many entries that never reach
// the capsule; item turns a packed entry's list into its trace's map.
type features []feature

type feature struct {
	name string
	v    float64
}

func (fs *features) set(name string, v float64) {
	for i := range *fs {
		if (*fs)[i].name == name {
			(*fs)[i].v = v
			return
		}
	}
	if *fs == nil {
		*fs = make(features, 0, 4)
	}
	*fs = append(*fs, feature{name, v})
}

// get is the value of name and whether it is set.
func (fs features) get(name string) (float64, bool) {
	for _, f := range fs {
		if f.name == name {
			return f.v, true
		}
	}
	return 0, false
}

// toMap is the trace form of fs, nil when empty.
func (fs features) toMap() map[string]float64 {
	if len(fs) == 0 {
		return nil
	}
	m := make(map[string]float64, len(fs))
	for _, f := range fs {
		m[f.name] = f.v
	}
	return m
}

func (e *entry) reason(format string, args ...any) {
	e.reasons = append(e.reasons, sprintf(format, args...))
}

// compiler is the state of one Compile call. It is not shared.
type compiler struct {
	req     *Request
	cfg     Config
	est     Estimator
	target  target
	entries []*entry       // candidate order
	byKey   map[Key]*entry // key -> entry
	next    map[Key]*entry // episode key -> the episode whose Prev it is
	// attention holds the request's attention directives as attend
	// applied them (attention.go); nil without an attention context.
	attention []*directive
	use       use // what the ranking is for: a budget (Compile) or top-k hits (Search)
}

// use is what a compiler's ranking is for.
type use int

const (
	packing use = iota // Compile: packed into a token budget
	ranking            // Search: the first limit hits, read in rank order
)

// Compile fuses the channels' ranked lists, resolves claims against the
// target valid time, suppresses near-duplicates and packs the result into
// the hard token budget. See the package documentation for the exact
// semantics. The same Request always yields the same Capsule.
func Compile(req Request) (*capsule.Capsule, error) {
	_, out, err := compile(req)
	return out, err
}

// compile is Compile, also returning the compiler state for tests.
func compile(req Request) (*compiler, *capsule.Capsule, error) {
	var start time.Time
	if req.Times != nil {
		start = time.Now()
	}
	c, order, err := prepare(req, packing)
	if err != nil {
		return nil, nil, err
	}
	if req.Times != nil {
		start = since(&req.Times.Fusion, start)
	}
	if main, counter := c.counterevidence(order); counter != nil {
		order, err = c.packReserved(main, counter)
	} else {
		err = c.pack(order)
	}
	if err != nil {
		return nil, nil, err
	}
	out := c.capsule(order)
	out.AttentionTrace = c.attentionTrace(out.Items)
	if req.Times != nil {
		since(&req.Times.Packing, start)
	}
	return c, out, nil
}

// prepare runs every step before packing (shared by Compile and Search):
// fusion, claim resolution, episode scores and the rank order.
func prepare(req Request, use use) (*compiler, []*entry, error) {
	if err := req.validate(); err != nil {
		return nil, nil, err
	}
	cfg, err := req.Config.resolved()
	if err != nil {
		return nil, nil, err
	}
	c := &compiler{req: &req, cfg: cfg, est: req.Estimator, use: use}
	if c.est == nil {
		c.est = DefaultEstimator()
	}
	c.target = resolveTarget(&req)
	c.load()
	c.linkSpans()
	c.fuse()
	c.collapseClaims()
	c.resolveClaims()
	c.scoreEpisodes()
	c.resolveEpisodes()
	c.weighUsage()
	c.attend()
	return c, c.rank(), nil
}

func (c *compiler) load() {
	n := len(c.req.Candidates)
	c.entries = make([]*entry, n)
	c.byKey = make(map[Key]*entry, n)
	slab := make([]entry, n) // one allocation for all entries
	ids := 0
	for i := range c.req.Candidates {
		ids += len(c.req.Candidates[i].EvidenceIDs)
	}
	idSlab := make([]string, 0, ids) // and one for their evidence ids
	for i := range c.req.Candidates {
		cand := &c.req.Candidates[i]
		e := &slab[i]
		*e = entry{c: cand, role: roleAnswer, conf: cand.Confidence}
		if ev := appendUnique(idSlab[len(idSlab):len(idSlab)], cand.EvidenceIDs...); len(ev) > 0 {
			e.evidence = ev[:len(ev):len(ev)] // full: a later append copies
			idSlab = idSlab[:len(idSlab)+len(ev)]
		}
		if e.conf == 0 {
			e.conf = 1 // unset, as in the ledger
		}
		c.entries[i] = e
		c.byKey[cand.Key] = e
	}
}

// fuse computes weighted reciprocal-rank fusion and per-channel traces.
func (c *compiler) fuse() {
	// Size each entry's traces first, so that all of them share one
	// allocation.
	total := 0
	for _, ch := range c.req.Channels {
		total += len(ch.Hits)
	}
	hitEntry := make([]*entry, 0, total)
	for ci := range c.req.Channels {
		for hi := range c.req.Channels[ci].Hits {
			e := c.byKey[c.req.Channels[ci].Hits[hi].Key]
			hitEntry = append(hitEntry, e)
			e.nhits++
		}
	}
	slab := make([]capsule.ChannelTrace, total)
	fslab := make([]*Features, total)
	for _, e := range hitEntry {
		if e.hits == nil {
			e.hits, slab = slab[:0:e.nhits], slab[e.nhits:]
			e.feats, fslab = fslab[:0:e.nhits], fslab[e.nhits:]
		}
	}
	k := 0
	for ci := range c.req.Channels {
		ch := &c.req.Channels[ci]
		w := c.cfg.weight(ch.Name)
		for i := range ch.Hits {
			h := &ch.Hits[i]
			e := hitEntry[k]
			k++
			rank := i + 1
			contrib := w / (c.cfg.RRFK + float64(rank))
			e.hits = append(e.hits, capsule.ChannelTrace{Channel: ch.Name, Rank: rank, Score: h.Score,
				Weight: w, Contribution: contrib, Via: h.Via})
			e.feats = append(e.feats, &h.Features) // rendered in item, for packed entries only
			e.fused += contrib
			e.terms.addHit(h)
			if h.Features.relevant(&c.cfg) {
				e.relevant = true
			}
		}
	}
}

// scoreEpisodes keeps episodes some channel returned and applies the
// temporal window fit; the rest fall under the relevance floor.
func (c *compiler) scoreEpisodes() {
	for _, e := range c.entries {
		if e.c.Kind != capsule.KindEpisode || e.fate != fatePending {
			continue
		}
		if len(e.hits) == 0 {
			e.fate = fateThreshold
			continue
		}
		if c.target.scoped && !e.c.OccurredAt.IsZero() {
			if c.target.containsEpisode(e.c.OccurredAt) {
				e.feature("temporal_fit", episodeInside)
			} else {
				e.feature("temporal_fit", episodeOutside)
				e.reason("occurred outside the requested time")
			}
		}
		e.finalScore()
	}
}

// finalScore combines fusion and post-fusion features:
// (fused + claim_bonus + state_bonus) * temporal_fit * status_penalty * (0.5 + 0.5*confidence).
func (e *entry) finalScore() {
	bonus, _ := e.features.get("claim_bonus")
	state, _ := e.features.get("state_bonus")
	follow, _ := e.features.get("followup_bonus")
	prior, _ := e.features.get("prior_bonus")
	s := e.fused + bonus + state + follow + prior
	if f, ok := e.features.get("temporal_fit"); ok {
		s *= f
	}
	if f, ok := e.features.get("status_penalty"); ok {
		s *= f
	}
	e.feature("confidence", e.conf)
	e.score = s * (0.5 + 0.5*e.conf)
}

// rank orders the surviving entries: score descending, key ascending, with
// each candidate's followers (Candidate.Follows) right after it, each claim
// group's context claim placed right after its last answer,
// and each answer claim's own evidence episodes right after that (so a
// tight budget packs the claim with the text it rests on, not the claim
// alone).
func (c *compiler) rank() []*entry {
	main := make([]*entry, 0, len(c.entries))
	for _, e := range c.entries {
		if e.fate == fatePending && e.role != roleContext {
			main = append(main, e)
		}
	}
	slices.SortFunc(main, func(a, b *entry) int {
		switch {
		case before(a, b):
			return -1
		case before(b, a):
			return 1
		}
		return 0
	})
	// A follower is never ranked above its target: it waits for it.
	for _, e := range main {
		e.inMain = true
	}
	var targets []*entry // entries some follower waits for
	kept := main[:0]
	for _, e := range main {
		if f := e.c.Follows; !f.IsZero() && f != e.c.Key {
			if t := c.byKey[f]; t != nil && t.inMain {
				if len(t.followers) == 0 {
					targets = append(targets, t)
				}
				t.followers = append(t.followers, e)
				continue
			}
		}
		kept = append(kept, e)
	}
	main = kept
	var left map[*claimGroup]int
	answerClaims := false
	for _, e := range main {
		if e.group != nil && e.group.context != nil && e.role == roleAnswer {
			if left == nil {
				left = make(map[*claimGroup]int)
			}
			left[e.group]++
		}
		answerClaims = answerClaims || (e.c.Kind == capsule.KindClaim && e.role == roleAnswer)
	}
	var episodeOf map[string]*entry // only answer claims look episodes up
	if answerClaims {
		episodeOf = make(map[string]*entry, len(main))
		for _, e := range main {
			if e.c.Kind == capsule.KindEpisode && len(e.c.EvidenceIDs) == 1 {
				episodeOf[e.c.EvidenceIDs[0]] = e
			}
		}
	}
	order := make([]*entry, 0, len(main)+len(left))
	for _, e := range main {
		if e.placed {
			continue
		}
		order = append(order, e)
		e.placed = true
		order = placeFollowers(order, e)
		if e.c.Kind != capsule.KindClaim || e.role != roleAnswer {
			continue
		}
		if n, ok := left[e.group]; ok {
			left[e.group] = n - 1
			if n == 1 {
				order = append(order, e.group.context)
			}
		}
		for _, id := range e.evidence {
			if ep := episodeOf[id]; ep != nil && !ep.placed {
				ep.reason("evidence of answer claim %s", e.c.ID)
				order = append(order, ep)
				ep.placed = true
			}
		}
	}
	// Followers whose target never got placed (a cycle) go last, in rank order.
	var rest []*entry
	for _, t := range targets {
		for _, f := range t.followers {
			if !f.placed {
				rest = append(rest, f)
			}
		}
	}
	sort.Slice(rest, func(i, j int) bool { return before(rest[i], rest[j]) })
	for _, f := range rest {
		if !f.placed {
			order = append(order, f)
			f.placed = true
		}
	}
	return order
}

// placeFollowers appends e's followers (and theirs) right after e.
func placeFollowers(order []*entry, e *entry) []*entry {
	for _, f := range e.followers {
		if f.placed {
			continue
		}
		f.reason("follows %s", e.c.Key)
		order = append(order, f)
		f.placed = true
		order = placeFollowers(order, f)
	}
	return order
}

func before(a, b *entry) bool {
	if a.score != b.score {
		return a.score > b.score
	}
	return a.c.Key.less(b.c.Key)
}

// appendUnique appends the ids not already in dst, keeping order.
func appendUnique(dst []string, ids ...string) []string {
	for _, id := range ids {
		dup := false
		for _, d := range dst {
			if d == id {
				dup = true
				break
			}
		}
		if !dup {
			dst = append(dst, id)
		}
	}
	return dst
}

func fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

func utcPtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	u := t.UTC()
	return &u
}
