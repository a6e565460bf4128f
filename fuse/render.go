package fuse

import (
	"strings"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// text is what an item contributes to the capsule: the episode's text
// verbatim, or a compact line for a claim.
func (c *compiler) text(e *entry) string {
	if e.c.Kind == capsule.KindEpisode {
		return e.c.Text
	}
	return claimLine(e.c.Claim)
}

// claimLine renders "subject predicate value (valid FROM → TO; status)",
// dates as YYYY-MM-DD in UTC, "now" for an open end.
func claimLine(cl *ClaimFacts) string {
	var b strings.Builder
	b.WriteString(cl.Subject)
	b.WriteByte(' ')
	b.WriteString(cl.Predicate)
	b.WriteByte(' ')
	b.WriteString(cl.Value)
	b.WriteString(" (valid ")
	switch {
	case cl.ValidFrom.IsZero() && cl.ValidTo.IsZero():
		b.WriteString("always")
	case cl.ValidFrom.IsZero():
		b.WriteString("until " + day(cl.ValidTo))
	case cl.ValidTo.IsZero():
		b.WriteString(day(cl.ValidFrom) + " → now")
	default:
		b.WriteString(day(cl.ValidFrom) + " → " + day(cl.ValidTo))
	}
	if cl.Status != "" {
		b.WriteString("; " + cl.Status)
	}
	b.WriteByte(')')
	return b.String()
}

func day(t time.Time) string { return t.UTC().Format("2006-01-02") }

// capsule assembles the result from the packed entries and the fates.
func (c *compiler) capsule(order []*entry) *capsule.Capsule {
	packed := 0
	for _, e := range order {
		if e.fate == fatePacked {
			packed++
		}
	}
	out := &capsule.Capsule{
		Namespace: c.req.Namespace, Query: c.req.Query, BudgetTokens: c.req.Budget,
		Estimator: c.est.Name(), Hints: hintsView(c.req.Hints), Abstain: true,
		Items: make([]capsule.Item, 0, packed), // one allocation, not a doubling per few items
	}
	var cover termCover
	for _, e := range order {
		if e.fate != fatePacked {
			continue
		}
		if e.relevant {
			out.Abstain = false
		}
		cover.add(e.terms)
		if e.span != nil && len(e.span.members) > 1 {
			if !e.span.emitted {
				e.span.emitted = true
				it := c.spanItem(e, e.span)
				out.Items = append(out.Items, it)
				out.UsedTokens += it.Tokens
			}
			continue
		}
		out.Items = append(out.Items, c.item(e))
		out.UsedTokens += e.tokens
	}
	if out.Abstain && cover.clears(&c.cfg) {
		out.Abstain = false
	}
	for _, e := range c.entries {
		switch e.fate {
		case fateBudget:
			out.OmittedBy.Budget++
		case fateDuplicate:
			out.OmittedBy.Duplicate++
		case fateTemporal:
			out.OmittedBy.Temporal++
		case fateThreshold:
			out.OmittedBy.Threshold++
		case fateSourceShare:
			out.OmittedBy.SourceShare++
		}
	}
	out.Omitted = 0
	for _, e := range c.entries {
		if e.fate != fatePacked {
			out.Omitted++
		}
	}
	return out
}

func (c *compiler) item(e *entry) capsule.Item {
	ids := e.evidence
	if len(ids) == 0 && e.c.Kind == capsule.KindEpisode {
		ids = []string{e.c.ID}
	}
	ev, expand := twoCopies(ids)
	it := capsule.Item{
		Kind: e.c.Kind, ID: e.c.ID, Text: c.text(e), EvidenceIDs: ev,
		Expand: expand, Score: e.score, Confidence: e.conf,
		Tokens: e.tokens, Role: e.itemRole(), Conflicts: e.conflicts,
		Trace: capsule.Trace{Fused: e.fused, Reasons: e.reasons},
	}
	it.Trace.Channels = make([]capsule.ChannelTrace, len(e.hits))
	for i, h := range e.hits {
		h.Features = e.feats[i].Map() // a fresh map: the capsule shares nothing with the request
		if h.Via != nil {
			v := *h.Via
			h.Via = &v
		}
		it.Trace.Channels[i] = h
	}
	e.feature("relevant", boolFloat(e.relevant))
	it.Trace.Features = e.features.toMap()
	if cl := e.c.Claim; cl != nil {
		it.Subject, it.Predicate, it.Value, it.Status = cl.Subject, cl.Predicate, cl.Value, cl.Status
		it.ValidFrom, it.ValidTo = utcPtr(cl.ValidFrom), utcPtr(cl.ValidTo)
	} else {
		it.OccurredAt = utcPtr(e.c.OccurredAt)
		it.Speaker, it.SpeakerRole = e.c.Speaker, e.c.SpeakerRole
	}
	return it
}

// itemRole is the item's Role: an earlier statement on the query's topic
// is context, as a superseded claim is.
func (e *entry) itemRole() string {
	if e.stale && e.role != roleCounter {
		return roleContext
	}
	return e.role
}

// twoCopies returns two copies of ids that share one allocation but no
// elements (each is full, so an append to one copies it). Both are
// empty, not nil, when ids is empty.
func twoCopies(ids []string) ([]string, []string) {
	n := len(ids)
	buf := make([]string, 2*n)
	copy(buf, ids)
	copy(buf[n:], ids)
	return buf[:n:n], buf[n:]
}

func boolFloat(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func hintsView(h Hints) capsule.HintsView {
	v := capsule.HintsView{Entities: append([]string(nil), h.Entities...), TimeText: h.TimeText, Intent: h.Intent.String()}
	if h.Time != nil {
		v.From, v.To = utcPtr(h.Time.From), utcPtr(h.Time.To)
	}
	return v
}

// String returns "any", "current" or "historical".
func (i Intent) String() string {
	switch i {
	case IntentCurrent:
		return "current"
	case IntentHistorical:
		return "historical"
	default:
		return "any"
	}
}

// spanItem is the item of a span of several episodes, placed where its
// best-ranked member head ranks: the members' texts in session order, all
// their evidence ids, the head's score and trace.
func (c *compiler) spanItem(head *entry, sp *episodeSpan) capsule.Item {
	it := c.item(head)
	var ev []string
	for _, m := range sp.members {
		ev = appendUnique(ev, m.evidence...)
		if len(m.evidence) == 0 {
			ev = appendUnique(ev, m.c.ID)
		}
		if m.relevant {
			it.Trace.Features["relevant"] = 1
		}
	}
	first, last := sp.members[0], sp.members[len(sp.members)-1]
	for _, m := range sp.members { // a span has a speaker only when all its members share it
		if m.c.Speaker != it.Speaker || m.c.SpeakerRole != it.SpeakerRole {
			it.Speaker, it.SpeakerRole = "", ""
			break
		}
	}
	it.EvidenceIDs, it.Expand = twoCopies(ev)
	it.ID, it.Text = first.c.ID, sp.joinedText()
	it.Tokens = sp.est + c.cfg.ItemOverheadTokens
	it.OccurredAt, it.OccurredTo = utcPtr(first.c.OccurredAt), utcPtr(last.c.OccurredAt)
	it.Trace.Reasons = append(it.Trace.Reasons, sprintf("span of %d episodes in session order", len(sp.members)))
	return it
}
