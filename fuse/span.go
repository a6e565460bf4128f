package fuse

import "strings"

// A span is a run of packed episodes that follow one another in the same
// session (Candidate.Prev links), packed as one item: their texts joined by
// "\n" in session order, all their evidence ids cited, one item overhead.
// A fixed-size chunk of a conversation is charged the same way; a span
// keeps the turn boundaries and holds only turns the compiler chose.
type episodeSpan struct {
	members []*entry // session order
	text    string   // the members' texts joined by "\n"
	est     int      // Estimate(text)
}

// linkSpans records each episode's successor among the candidates.
func (c *compiler) linkSpans() {
	c.next = make(map[string]*entry)
	for _, e := range c.entries {
		if e.c.Kind != KindEpisode || e.c.Prev == "" || e.c.Prev == e.c.Key {
			continue
		}
		p, ok := c.byKey[e.c.Prev]
		if !ok || p.c.Kind != KindEpisode {
			continue
		}
		if cur, dup := c.next[p.c.Key]; !dup || e.c.Key < cur.c.Key { // deterministic on a malformed chain
			c.next[p.c.Key] = e
		}
	}
}

// neighbours returns the packed spans e would join: the one ending with its
// predecessor and the one starting with its successor.
func (c *compiler) neighbours(e *entry) (before, after *episodeSpan) {
	if e.c.Kind != KindEpisode {
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

// joinedCost returns the span e would form with its packed neighbours
// before and after (c.neighbours) and what packing e that way costs on top
// of what is already charged (a join of two spans refunds one item
// overhead, so it can be negative). est is Estimate(text): a span of e
// alone reuses it rather than estimating the same text again.
func (c *compiler) joinedCost(e *entry, text string, est int, before, after *episodeSpan) (*episodeSpan, int) {
	over := c.cfg.ItemOverheadTokens
	if before == nil && after == nil {
		return &episodeSpan{members: []*entry{e}, text: text, est: est}, est + over
	}
	sp := &episodeSpan{}
	parts := []string{}
	old := 0
	if before != nil {
		sp.members = append(sp.members, before.members...)
		parts = append(parts, before.text)
		old += before.est
	}
	sp.members = append(sp.members, e)
	parts = append(parts, text)
	if after != nil {
		sp.members = append(sp.members, after.members...)
		parts = append(parts, after.text)
		old += after.est
	}
	sp.text = strings.Join(parts, "\n")
	sp.est = c.est.Estimate(sp.text)
	if before != nil && after != nil {
		return sp, sp.est - old - over
	}
	return sp, sp.est - old
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
