package fuse

import (
	"strings"

	"github.com/evicortex/evicortex/capsule"
)

// A span is a run of packed episodes that follow one another in the same
// session (Candidate.Prev links), packed as one item: their texts joined by
// "\n" in session order, all their evidence ids cited, one item overhead.
// A fixed-size chunk of a conversation is charged the same way; a span
// keeps the turn boundaries and holds only turns the compiler chose.
type episodeSpan struct {
	members []*entry // session order
	text    string   // the members' texts joined by "\n", once textOK (see joinedText)
	textOK  bool
	est     int  // Estimate of the joined text
	emitted bool // capsule: its item is out
}

// linkSpans records each episode's successor among the candidates.
func (c *compiler) linkSpans() {
	c.next = make(map[Key]*entry, len(c.entries))
	for _, e := range c.entries {
		if e.c.Kind != capsule.KindEpisode || e.c.Prev.IsZero() || e.c.Prev == e.c.Key {
			continue
		}
		p, ok := c.byKey[e.c.Prev]
		if !ok || p.c.Kind != capsule.KindEpisode {
			continue
		}
		if cur, dup := c.next[p.c.Key]; !dup || e.c.Key.less(cur.c.Key) { // deterministic on a malformed chain
			c.next[p.c.Key] = e
		}
	}
}

// neighbours returns the packed spans e would join: the one ending with its
// predecessor and the one starting with its successor.
func (c *compiler) neighbours(e *entry) (before, after *episodeSpan) {
	if e.c.Kind != capsule.KindEpisode {
		return nil, nil
	}
	if p, ok := c.byKey[e.c.Prev]; ok && p != e && p.fate == fatePacked && p.span != nil &&
		p.span.members[len(p.span.members)-1] == p && c.next[p.c.Key] == e {
		before = p.span
	}
	if n := c.next[e.c.Key]; n != nil && n != e && n.fate == fatePacked && n.span != nil && n.span.members[0] == n {
		after = n.span
	}
	if before == after {
		after = nil // a cycle of Prev links: join one side only
	}
	return before, after
}

// joinedCost returns what packing e (text, whose Estimate is est) with its
// packed neighbours before and after (c.neighbours) would cost on top of
// what is already charged (a join of two spans refunds one item overhead,
// so it can be negative), and the plan of the span it would form. It
// allocates nothing unless the estimator needs the joined text:
// packEpisode builds the span only once e is packed.
func (c *compiler) joinedCost(text string, est int, before, after *episodeSpan) (spanPlan, int) {
	over := c.cfg.ItemOverheadTokens
	if before == nil && after == nil {
		return spanPlan{text: text, textOK: true, est: est}, est + over
	}
	old := 0
	if before != nil {
		old += before.est
	}
	if after != nil {
		old += after.est
	}
	var p spanPlan
	if _, ok := c.est.(newlineAdditive); ok {
		p.est = old + est
	} else {
		p.text, p.textOK = joinSpanText(before, text, after), true
		p.est = c.est.Estimate(p.text)
	}
	if before != nil && after != nil {
		return p, p.est - old - over
	}
	return p, p.est - old
}

// spanPlan is the span packing an episode would form, before it is built.
type spanPlan struct {
	text   string // the joined text, when textOK
	textOK bool
	est    int // Estimate of the joined text
}

// joinSpanText is the text of before's members, text and after's members
// joined by "\n".
func joinSpanText(before *episodeSpan, text string, after *episodeSpan) string {
	var b strings.Builder
	if before != nil {
		b.WriteString(before.joinedText())
		b.WriteByte('\n')
	}
	b.WriteString(text)
	if after != nil {
		b.WriteByte('\n')
		b.WriteString(after.joinedText())
	}
	return b.String()
}

// buildSpan makes the span of plan p: before's members, e, after's
// members, each member pointing at it.
func buildSpan(p spanPlan, e *entry, before, after *episodeSpan) *episodeSpan {
	n := 1
	if before != nil {
		n += len(before.members)
	}
	if after != nil {
		n += len(after.members)
	}
	sp := &episodeSpan{members: make([]*entry, 0, n), text: p.text, textOK: p.textOK, est: p.est}
	if before != nil {
		sp.members = append(sp.members, before.members...)
	}
	sp.members = append(sp.members, e)
	if after != nil {
		sp.members = append(sp.members, after.members...)
	}
	for _, m := range sp.members {
		m.span = sp
	}
	return sp
}

// joinedText is the span's text: its members' texts joined by "\n",
// built on first use.
func (sp *episodeSpan) joinedText() string {
	if !sp.textOK {
		n := len(sp.members) - 1
		for _, m := range sp.members {
			n += len(m.c.Text)
		}
		var b strings.Builder
		b.Grow(n)
		for i, m := range sp.members {
			if i > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(m.c.Text)
		}
		sp.text, sp.textOK = b.String(), true
	}
	return sp.text
}

// spanDelta is how packing an episode between before and after changes the
// number of items (a span is one item).
func spanDelta(before, after *episodeSpan) int {
	switch {
	case before == nil && after == nil:
		return 1
	case before != nil && after != nil:
		return -1
	}
	return 0
}
