package engine

import (
	"cmp"
	"slices"
	"strings"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/internal/summarytext"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/maintain"
)

// What a maintenance pass changes in recall (maintViewOf non-nil only
// after a pass wrote something):
//   - a duplicate group present among the candidates becomes one
//     candidate, the member the channels rank best (the copy the query
//     matched), citing its members' ids (each still expandable; the
//     first maxCitedDuplicates of a larger group), with each channel's
//     best rank of the group;
//   - ModeOperational leaves out archive-tier candidates (a duplicate
//     group by its canonical's tier) and prefers hot to warm: in each
//     channel a warm hit at rank r moves down behind the hot hits ranked
//     up to 2r+1 (preferHot); other modes see every tier as ranked;
//   - when the namespace has summaries, summaryShare of the budget is held
//     back from fusion and filled with summary items (kind "summary",
//     role "context", evidence_ids its children) over the best-ranked
//     candidates the budget left out. A summary is never an answer: the
//     claims and episodes fuse packed cite their own evidence. When no
//     summary fits, the recall is compiled again with the whole budget.

// summaryShare is the part of the budget held back for summary items.
const summaryShare = 4 // 1/4

// maxSummaryItems bounds the summary items of one capsule.
const maxSummaryItems = 2

// compileMaintained compiles req under the namespace's maintenance view
// (nil: plain fuse.Compile).
func compileMaintained(req fuse.Request, v *maintView, mode MemoryMode) (*capsule.Capsule, error) {
	if v == nil {
		return fuse.Compile(req)
	}
	req = v.rewrite(req, mode)
	full := req.Budget
	reserve := full / summaryShare
	if len(v.summaries) == 0 || reserve <= 0 {
		return fuse.Compile(req)
	}
	req.Budget = full - reserve
	c, err := fuse.Compile(req)
	if err != nil || c.Abstain || !v.fillSummaries(c, &req, full) {
		req.Budget = full
		return fuse.Compile(req)
	}
	c.BudgetTokens = full
	return c, nil
}

// rewrite collapses duplicate groups and, in operational mode, drops
// archive-tier candidates. It copies what it changes: req may point into
// projection memory.
func (v *maintView) rewrite(req fuse.Request, mode MemoryMode) fuse.Request {
	rep := v.representatives(&req)
	keep := map[fuse.Key]fuse.Key{} // candidate key -> the key it is folded into
	cands := make([]fuse.Candidate, 0, len(req.Candidates))
	for _, c := range req.Candidates {
		if c.Kind == capsule.KindClaim {
			if mode == ModeOperational && v.tiers[c.ID] == ledger.TierArchive {
				continue
			}
			keep[c.Key] = c.Key
			cands = append(cands, c)
			continue
		}
		h := v.head(c.ID)
		if mode == ModeOperational && v.tiers[h] == ledger.TierArchive {
			continue
		}
		r, grouped := rep[h]
		if !grouped {
			keep[c.Key] = c.Key
			cands = append(cands, c)
			continue
		}
		keep[c.Key] = r
		if c.Key == r {
			c.EvidenceIDs = citedMembers(v.members[h], c.ID)
			cands = append(cands, c)
		}
	}
	req.Candidates = cands
	chans := make([]fuse.ChannelResult, len(req.Channels))
	for i, ch := range req.Channels {
		seen := map[fuse.Key]bool{}
		hits := make([]fuse.ChannelHit, 0, len(ch.Hits))
		for _, h := range ch.Hits {
			to, ok := keep[h.Key]
			if !ok || seen[to] {
				continue // dropped, or its group ranked better already
			}
			seen[to] = true
			h.Key = to
			hits = append(hits, h)
		}
		if mode == ModeOperational {
			hits = v.preferHot(hits)
		}
		chans[i] = fuse.ChannelResult{Name: ch.Name, Hits: hits}
	}
	req.Channels = chans
	return req
}

// preferHot reorders one channel's hits for operational recall: a hit
// on warm evidence (a duplicate group by its canonical's tier) at rank r
// takes rank 2r+1.5, so it keeps its place among warm hits and falls
// behind the hot hits ranked up to 2r+1: recent or used memory first,
// older memory still reachable (archive is left out before this). It
// sorts a copy only when a warm hit is present.
func (v *maintView) preferHot(hits []fuse.ChannelHit) []fuse.ChannelHit {
	warm := func(h fuse.ChannelHit) bool {
		return h.Key.Kind == capsule.KindEpisode && v.tiers[v.head(h.Key.ID)] == ledger.TierWarm
	}
	if !slices.ContainsFunc(hits, warm) {
		return hits
	}
	type ranked struct {
		h   fuse.ChannelHit
		key float64
	}
	rs := make([]ranked, len(hits))
	for r, h := range hits {
		rs[r] = ranked{h, float64(r)}
		if warm(h) {
			rs[r].key = 2*float64(r) + 1.5
		}
	}
	slices.SortStableFunc(rs, func(a, b ranked) int { return cmp.Compare(a.key, b.key) })
	out := make([]fuse.ChannelHit, len(rs))
	for i, r := range rs {
		out[i] = r.h
	}
	return out
}

// maxCitedDuplicates bounds the ids a duplicate group's item cites: a
// line repeated thousands of times ("sounds good") would otherwise carry
// thousands of ids into every capsule that packs it.
const maxCitedDuplicates = 32

// citedMembers is the ids a group's item cites: the representative first,
// then the group in write order, at most maxCitedDuplicates.
func citedMembers(members []string, rep string) []string {
	out := make([]string, 0, min(len(members), maxCitedDuplicates))
	out = append(out, rep)
	for _, id := range members {
		if len(out) == maxCitedDuplicates {
			break
		}
		if id != rep {
			out = append(out, id)
		}
	}
	return out
}

// representatives picks, for each duplicate group with a member among
// the episode candidates, the member that stands for it: the one with the
// best rank in any channel (the copy the query matched best; ties: write
// order of the group), keyed by the group's canonical.
func (v *maintView) representatives(req *fuse.Request) map[string]fuse.Key {
	best := map[fuse.Key]int{}
	for _, ch := range req.Channels {
		for r, h := range ch.Hits {
			if b, ok := best[h.Key]; !ok || r < b {
				best[h.Key] = r
			}
		}
	}
	rep := map[string]fuse.Key{}
	for _, c := range req.Candidates {
		if c.Kind != capsule.KindEpisode || len(v.members[v.head(c.ID)]) == 0 {
			continue
		}
		h := v.head(c.ID)
		cur, ok := rep[h]
		if !ok {
			rep[h] = c.Key
			continue
		}
		rb, rok := best[cur]
		cb, cok := best[c.Key]
		switch {
		case cok && (!rok || cb < rb):
			rep[h] = c.Key
		case cok == rok && cb == rb && v.pos[c.ID] < v.pos[cur.ID]:
			rep[h] = c.Key
		}
	}
	return rep
}

// fillSummaries appends to c, within budget, summary items over the
// best-ranked episode candidates c left out (maintain_period.go chooses
// them), and reports whether it added one.
func (v *maintView) fillSummaries(c *capsule.Capsule, req *fuse.Request, budget int) bool {
	packed := map[string]bool{}
	for _, it := range c.Items {
		for _, id := range it.EvidenceIDs {
			packed[id] = true
		}
	}
	est := req.Estimator
	if est == nil {
		est = fuse.DefaultEstimator()
	}
	overhead := fuse.DefaultItemOverheadTokens
	switch {
	case req.Config.NoItemOverhead:
		overhead = 0
	case req.Config.ItemOverheadTokens > 0:
		overhead = req.Config.ItemOverheadTokens
	}
	var omitted []string
	for _, id := range rankedEpisodes(req) {
		if !packed[id] {
			omitted = append(omitted, id)
		}
	}
	items := v.chooseSummaries(omitted, summaryRender{est, overhead}, budget-c.UsedTokens)
	for _, it := range items {
		c.Items = append(c.Items, it)
		c.UsedTokens += it.Tokens
	}
	return len(items) > 0
}

// rankedEpisodes lists episode candidate ids by their best channel rank
// (ties in channel order).
func rankedEpisodes(req *fuse.Request) []string {
	var out []string
	seen := map[string]bool{}
	for r := 0; ; r++ {
		more := false
		for _, ch := range req.Channels {
			if r >= len(ch.Hits) {
				continue
			}
			more = true
			if k := ch.Hits[r].Key; k.Kind == capsule.KindEpisode && !seen[k.ID] {
				seen[k.ID] = true
				out = append(out, k.ID)
			}
		}
		if !more {
			return out
		}
	}
}

// summaryItem renders a summary's leading sentences that fit room tokens
// as a capsule item; ok is false when not even the first fits.
func summaryItem(s ledger.Summary, est fuse.Estimator, overhead, room int) (capsule.Item, bool) {
	var parts []string
	tokens := 0
	for _, sent := range summarySentences(s) {
		next := append(append([]string(nil), parts...), sent)
		t := est.Estimate(strings.Join(next, " ")) + overhead
		if t > room {
			break
		}
		parts, tokens = next, t
	}
	if len(parts) == 0 {
		return capsule.Item{}, false
	}
	children := append([]string(nil), s.Children...)
	return capsule.Item{Kind: capsule.KindSummary, ID: s.ID, Text: strings.Join(parts, " "), EvidenceIDs: children,
		Expand: append([]string(nil), children...), Tokens: tokens, Role: "context",
		Trace: capsule.Trace{Channels: []capsule.ChannelTrace{}, Reasons: []string{"summary of omitted evidence"}}}, true
}

// summarySentences splits a summary's text into its sentences, one per
// span. The extractive text is the spans joined by one space (checked at
// write): it is cut through the span lengths. Another producer's text has
// one sentence per span by summarytext's rule (checked at write too).
func summarySentences(s ledger.Summary) []string {
	var out []string
	if s.Producer != maintain.Producer {
		for _, r := range summarytext.Sentences(s.Text) {
			out = append(out, s.Text[r.Start:r.End])
		}
		return out
	}
	off := 0
	for _, sp := range s.Spans {
		n := sp.End - sp.Start
		if off+n > len(s.Text) {
			break
		}
		out = append(out, s.Text[off:off+n])
		off += n + 1
	}
	return out
}
