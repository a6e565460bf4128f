package fuse

import (
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/evicortex/evicortex/capsule"
)

// Post-fusion temporal factors (documented in doc.go).
const (
	answerBonus    = 4.0  // answer claim: + answerBonus * group_fused
	stalePenalty   = 0.5  // claim in a group with no answer at the target
	contextPenalty = 0.5  // context claim's own score factor
	episodeInside  = 1.5  // scoped query: episode occurred inside the window
	episodeOutside = 0.75 // scoped query: episode occurred outside it
)

// target is the valid time claims are resolved against.
type target struct {
	rng        TimeRange // [From, To); zero bounds are open
	point      bool      // rng is the single instant rng.From
	scoped     bool      // the query asked for a time (AsOf or Hints.Time)
	historical bool      // IntentHistorical with no explicit time
	now        time.Time
}

func resolveTarget(req *Request) target {
	t := target{now: req.Now}
	switch {
	case !req.AsOf.IsZero():
		t.rng, t.point, t.scoped = TimeRange{From: req.AsOf}, true, true
	case req.Hints.Time != nil && req.Hints.Intent == IntentCurrent && singleValued(req.Hints.Topics) &&
		(req.Hints.Time.presentWindow(req.Now) || strings.HasPrefix(req.Hints.TimeText, "this ") && req.Hints.Time.contains(req.Now)):
		// "which town would the rider head for tonight?", "which company
		// is he with today?", "which town would she give as home on a
		// call this week?": the present day is when the value must hold,
		// not when it was said, so the turn that stated it months ago is
		// no less an answer ("lately" and "recently" keep their window)
		t.rng, t.point = TimeRange{From: req.Now}, true
	case req.Hints.Time != nil:
		t.rng, t.scoped = *req.Hints.Time, true
	case req.Hints.Intent == IntentHistorical:
		t.rng, t.point, t.historical = TimeRange{From: req.Now}, true, true
	default:
		t.rng, t.point = TimeRange{From: req.Now}, true
	}
	return t
}

// validAt says whether [from, to) overlaps the target.
func (t target) validAt(from, to time.Time) bool {
	if t.point {
		p := t.rng.From
		return !from.After(p) && (to.IsZero() || p.Before(to))
	}
	if !t.rng.To.IsZero() && !from.Before(t.rng.To) {
		return false
	}
	return to.IsZero() || t.rng.From.IsZero() || t.rng.From.Before(to)
}

// notAfter says whether at is not past the target's end: for a point, at
// or before it; for a range, before its end (an open end admits all).
func (t target) notAfter(at time.Time) bool {
	if t.point {
		return !at.After(t.rng.From)
	}
	return t.rng.To.IsZero() || at.Before(t.rng.To)
}

// containsEpisode says whether an occurrence time is inside the requested
// window; for an AsOf point the window is everything up to and including it.
func (t target) containsEpisode(at time.Time) bool {
	if t.point {
		return !at.After(t.rng.From)
	}
	if !t.rng.From.IsZero() && at.Before(t.rng.From) {
		return false
	}
	return t.rng.To.IsZero() || at.Before(t.rng.To)
}

// claimGroup is the set of claims sharing (lower(subject), lower(predicate)).
type claimGroup struct {
	members  []*entry // key order
	answers  []*entry
	context  *entry
	fused    float64 // best member fusion score
	hit      bool    // some channel returned some member
	relevant bool    // some member cleared the relevance floor
}

// collapseClaims merges claims with equal subject, predicate, value and
// validity: the best-fused one survives and inherits the others' evidence.
func (c *compiler) collapseClaims() {
	type sig struct {
		s, p, v  string
		from, to int64
	}
	best := make(map[sig]*entry)
	var dups []*entry
	for _, e := range c.claimEntries() {
		cl := e.c.Claim
		k := sig{fold(cl.Subject), fold(cl.Predicate), fold(cl.Value), unixNano(cl.ValidFrom), unixNano(cl.ValidTo)}
		b, ok := best[k]
		if !ok {
			best[k] = e
			continue
		}
		if e.fused > b.fused || (e.fused == b.fused && e.c.Key.less(b.c.Key)) {
			best[k], e = e, b
		}
		dups = append(dups, e)
	}
	sort.Slice(dups, func(i, j int) bool { return dups[i].c.Key.less(dups[j].c.Key) })
	for _, d := range dups {
		cl := d.c.Claim
		k := sig{fold(cl.Subject), fold(cl.Predicate), fold(cl.Value), unixNano(cl.ValidFrom), unixNano(cl.ValidTo)}
		s := best[k]
		d.fate = fateDuplicate
		s.evidence = appendUnique(s.evidence, d.evidence...)
		s.relevant = s.relevant || d.relevant
		s.reason("merged duplicate claim %s", d.c.ID)
	}
}

// claimEntries returns the pending claim entries in candidate order.
func (c *compiler) claimEntries() []*entry {
	var out []*entry
	for _, e := range c.entries {
		if e.c.Kind == capsule.KindClaim && e.fate == fatePending {
			out = append(out, e)
		}
	}
	return out
}

func unixNano(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

// groups partitions the pending claims, in a deterministic order.
func (c *compiler) groups() []*claimGroup {
	byKey := make(map[[2]string]*claimGroup)
	var out []*claimGroup
	for _, e := range c.claimEntries() {
		k := [2]string{fold(e.c.Claim.Subject), fold(e.c.Claim.Predicate)}
		g := byKey[k]
		if g == nil {
			g = &claimGroup{}
			byKey[k] = g
			out = append(out, g)
		}
		g.members = append(g.members, e)
		e.group = g
		if len(e.hits) > 0 {
			g.hit = true
		}
		g.relevant = g.relevant || e.relevant
		if e.fused > g.fused {
			g.fused = e.fused
		}
	}
	for _, g := range out {
		sort.Slice(g.members, func(i, j int) bool { return g.members[i].c.Key.less(g.members[j].c.Key) })
	}
	return out
}

// resolveClaims picks each group's answers at the target time, the context
// claim that explains the resolution, and scores every kept claim.
func (c *compiler) resolveClaims() {
	for _, g := range c.groups() {
		if !g.hit {
			for _, e := range g.members {
				e.fate = fateThreshold
			}
			continue
		}
		g.answers = c.answers(g)
		markConflicts(g)
		if len(g.answers) == 0 {
			c.keepStale(g)
			continue
		}
		c.keepAnswers(g)
	}
}

// answers returns the group members valid at the target. For a historical
// query with no explicit time, members whose validity has ended are
// preferred; if none has ended, the current ones answer.
func (c *compiler) answers(g *claimGroup) []*entry {
	var valid, ended []*entry
	for _, e := range g.members {
		cl := e.c.Claim
		if c.target.validAt(cl.ValidFrom, cl.ValidTo) {
			valid = append(valid, e)
		}
		if !cl.ValidTo.IsZero() && !cl.ValidTo.After(c.target.now) {
			ended = append(ended, e)
		}
	}
	if c.target.historical {
		if before := c.beforeAnchor(g); len(before) > 0 {
			return before
		}
		if len(ended) > 0 {
			return ended
		}
	}
	return valid
}

// beforeAnchor serves historical questions that name a later value ("Where
// did Hana live prior to Ghent?", "What did she drive before the Tesla?"):
// the claim of the group whose value the query names is the anchor, and
// the answers are the other claims valid just before the anchor began.
func (c *compiler) beforeAnchor(g *claimGroup) []*entry {
	q := " " + normalizeWords(c.req.Query) + " "
	var anchor *entry
	for _, e := range g.members {
		v := normalizeWords(e.c.Claim.Value)
		if v == "" || !strings.Contains(q, " "+v+" ") {
			continue
		}
		if anchor == nil || e.c.Claim.ValidFrom.After(anchor.c.Claim.ValidFrom) {
			anchor = e
		}
	}
	if anchor == nil {
		return nil
	}
	p := anchor.c.Claim.ValidFrom.Add(-time.Nanosecond)
	var out []*entry
	for _, e := range g.members {
		cl := e.c.Claim
		if e != anchor && !cl.ValidFrom.After(p) && (cl.ValidTo.IsZero() || p.Before(cl.ValidTo)) {
			out = append(out, e)
		}
	}
	return out
}

// normalizeWords lowercases s and keeps letters and digits, single-spaced.
func normalizeWords(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ")
}

// keepStale keeps a group that has no answer at the target: members some
// channel returned stay, penalized; the rest fall under the floor.
func (c *compiler) keepStale(g *claimGroup) {
	for _, e := range g.members {
		if len(e.hits) == 0 {
			e.fate = fateThreshold
			continue
		}
		e.feature("status_penalty", stalePenalty)
		e.reason("not valid at the requested time")
		e.finalScore()
	}
}

func (c *compiler) keepAnswers(g *claimGroup) {
	isAnswer := make(map[*entry]bool, len(g.answers))
	for _, a := range g.answers {
		isAnswer[a] = true
		a.relevant = a.relevant || g.relevant
		a.feature("group_fused", g.fused)
		a.feature("claim_bonus", answerBonus*g.fused)
		a.reason("valid at the requested time")
		a.finalScore()
	}
	g.context = pickContext(g, isAnswer)
	for _, e := range g.members {
		switch {
		case isAnswer[e]:
		case e == g.context:
			e.role = roleContext
			e.feature("status_penalty", contextPenalty)
			e.reason("kept to explain the answer's resolution")
			e.finalScore()
		default:
			e.fate = fateTemporal
		}
	}
}

// pickContext prefers a member linked to an answer by supersession, then
// the one whose validity started last; ties go to the smaller key.
func pickContext(g *claimGroup, isAnswer map[*entry]bool) *entry {
	var best *entry
	bestLinked := false
	for _, e := range g.members {
		if isAnswer[e] {
			continue
		}
		linked := linkedToAny(e, g.answers)
		switch {
		case best == nil, linked && !bestLinked:
		case linked == bestLinked && e.c.Claim.ValidFrom.After(best.c.Claim.ValidFrom):
		default:
			continue
		}
		best, bestLinked = e, linked
	}
	return best
}

func linkedToAny(e *entry, answers []*entry) bool {
	m := e.c.Claim
	for _, a := range answers {
		ac := a.c.Claim
		if m.ID == ac.Supersedes || m.ID == ac.SupersededBy || m.Supersedes == ac.ID || m.SupersededBy == ac.ID {
			return true
		}
	}
	return false
}

// markConflicts fills Conflicts and the reduced confidence of disputed
// claims: two answers conflict when either lists the other in
// ConflictsWith or both are "disputed"; a claim's own ConflictsWith ids are
// always listed. confidence /= 1 + len(conflicts).
func markConflicts(g *claimGroup) {
	for _, e := range g.members {
		cl := e.c.Claim
		ids := appendUnique(nil, cl.ConflictsWith...)
		for _, o := range g.answers {
			if o != e && contains(g.answers, e) && disputes(e, o) {
				ids = appendUnique(ids, o.c.ID)
			}
		}
		if len(ids) == 0 {
			continue
		}
		sort.Strings(ids)
		e.conflicts = ids
		e.conf /= float64(1 + len(ids))
		e.reason("disputed by %d other claim(s)", len(ids))
	}
}

func disputes(a, b *entry) bool {
	ac, bc := a.c.Claim, b.c.Claim
	if ac.Status == statusDisputed && bc.Status == statusDisputed {
		return true
	}
	for _, id := range ac.ConflictsWith {
		if id == bc.ID {
			return true
		}
	}
	for _, id := range bc.ConflictsWith {
		if id == ac.ID {
			return true
		}
	}
	return false
}

func contains(es []*entry, e *entry) bool {
	for _, x := range es {
		if x == e {
			return true
		}
	}
	return false
}
