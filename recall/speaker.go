package recall

import "slices"

// Speaker focus: in a conversation, a question that names one of its
// participants ("What did Melanie think of ...") is mostly answered by what
// that participant said.
//
// A participant is an entity linked to more than entityFocusMax pieces of
// evidence: someone who speaks throughout the namespace (link each turn to
// its speaker as an entity), not a topic mentioned now and then. The focus
// applies when the query names exactly one participant, the namespace has
// another, and the query does not ask "when" (fuse.Hints.AsksWhen: a date
// is as often in either side, "When did you go?" "Last week"). Then:
//
//   - the context and window channels, which return whole stretches of
//     conversation in conversation order (half of it the other side's),
//     rank the other participants' turns after the rest, order kept within
//     both parts (speakerOrder). Moved back, not dropped: a stretch broken
//     into pieces packs as more items, each paying the item overhead;
//   - the reply channel does not pair a question with the other side's
//     reply: that reply rarely says anything about the named one.
//
// The other channels are left alone: the other side's turn that repeats
// the question's words is how the named one's answer is found. A turn linked to the named participant is never moved,
// whoever else it is linked to. The rule has no parameter of its own;
// TestSpeakerFocusOracle checks it against a slow obvious version on
// generated conversations. Its measurements, and why they are in-sample,
// are in bench/results/README.md ("Speaker focus").
// speakerOrder returns the order in which a context or window channel
// ranks seqs: the indexes of seqs, the evidence of participants (entities
// linked to more than entityFocusMax pieces of evidence) other than the
// one the query names moved last. It returns nil (keep seqs as they are)
// unless the query names exactly one participant, there is another, and
// the query does not ask "when" (findOtherSide).
func (p *pass) speakerOrder(seqs []uint32) []int {
	if len(seqs) == 0 || p.others == nil {
		return nil
	}
	order := make([]int, 0, len(seqs))
	var back []int
	for i, s := range seqs {
		if p.others.contains(s) {
			back = append(back, i)
		} else {
			order = append(order, i)
		}
	}
	return append(order, back...)
}

// otherSide is the evidence of the participants other than the one a
// query names: entity evidence lists (ascending, shared with the entity
// table), looked up by binary search rather than merged into a bitmap,
// since a recall asks about ~100 seqs and a namespace may hold many.
type otherSide struct {
	own    []uint32   // the named participant's evidence
	others [][]uint32 // each other participant's evidence
}

// contains reports whether seq is another participant's and not the named
// one's. A nil otherSide contains nothing.
func (o *otherSide) contains(seq uint32) bool {
	if o == nil {
		return false
	}
	if _, own := slices.BinarySearch(o.own, seq); own {
		return false
	}
	for _, ev := range o.others {
		if _, ok := slices.BinarySearch(ev, seq); ok {
			return true
		}
	}
	return false
}

// findOtherSide returns the other participants' side for a query naming
// the entities named, or nil when it does not name exactly one
// participant, there is no other, or it asks "when".
func findOtherSide(ents Entities, named []string, when bool) *otherSide {
	if len(named) == 0 || when {
		return nil
	}
	one := ""
	for _, e := range named {
		if !isParticipant(ents.Evidence(e)) || e == one {
			continue
		}
		if one != "" {
			return nil // two participants named
		}
		one = e
	}
	if one == "" {
		return nil
	}
	o := &otherSide{own: ents.Evidence(one)}
	for e, ev := range ents.All() {
		if e != one && isParticipant(ev) {
			o.others = append(o.others, ev)
		}
	}
	if len(o.others) == 0 {
		return nil
	}
	return o
}

// isParticipant reports whether an entity linked to evidence is a
// participant of the conversation (see Speaker focus).
func isParticipant(evidence []uint32) bool { return len(evidence) > entityFocusMax }
