package engine

import (
	"slices"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/maintain"
)

// Which summaries fill the budget a maintained recall holds back
// (maintain_recall.go): session summaries over the best-ranked episodes
// the capsule left out, each its leading sentences that fit, at most
// maxSummaryItems. When that budget cannot hold the session summaries of
// the first periodWindow left-out episodes (one does not fit, or there
// are more than maxSummaryItems of them), a period summary over two or
// more of those sessions (maintain's second level) is tried instead: it
// goes first, session summaries of episodes it does not cover fill what
// room is left, and the choice that reaches more of those episodes
// through its items' children wins (ties: the session summaries). A
// period item's children are its sessions' evidence, so expanding it
// returns them directly.

// periodWindow is how many left-out episodes, best-ranked first, the
// summary items should reach.
const periodWindow = 4

type summaryRender struct {
	est      fuse.Estimator
	overhead int
}

// chooseSummaries picks the summary items for the left-out episodes
// (best-ranked first) within room tokens.
func (v *maintView) chooseSummaries(omitted []string, r summaryRender, room int) []capsule.Item {
	items, reach := v.pickSummaries(omitted, -1, r, room)
	if p := v.periodFor(omitted, items); p >= 0 {
		if alt, altReach := v.pickSummaries(omitted, p, r, room); altReach > reach {
			return alt
		}
	}
	return items
}

// pickSummaries renders the period summary first (when period >= 0),
// then for each left-out episode its items do not reach yet, its first
// session summary that fits; it returns the items and how many of the
// first periodWindow episodes they reach.
func (v *maintView) pickSummaries(omitted []string, period int, r summaryRender, room int) ([]capsule.Item, int) {
	var items []capsule.Item
	reached := map[string]bool{}
	used := map[int]bool{}
	add := func(si int) bool {
		it, ok := summaryItem(v.summaries[si], r.est, r.overhead, room)
		if !ok {
			return false
		}
		items = append(items, it)
		room -= it.Tokens
		used[si] = true
		for _, id := range it.EvidenceIDs {
			reached[id] = true
		}
		return true
	}
	if period >= 0 && !add(period) {
		return nil, 0
	}
	for _, id := range omitted {
		if len(items) == maxSummaryItems {
			break
		}
		if reached[id] {
			continue
		}
		for _, si := range v.byChild[id] {
			if !used[si] && !v.isPeriod(si) && add(si) {
				break
			}
		}
	}
	n := 0
	for _, id := range omitted[:min(periodWindow, len(omitted))] {
		if reached[id] {
			n++
		}
	}
	return items, n
}

// periodFor is the period summary to try when items do not hold the
// session summaries of the first periodWindow left-out episodes: the one
// over the most of those sessions, at least two (ties: the first met in
// rank order); -1 when none is needed or none qualifies.
func (v *maintView) periodFor(omitted []string, items []capsule.Item) int {
	window := omitted[:min(periodWindow, len(omitted))]
	held := map[string]bool{}
	for _, it := range items {
		held[it.ID] = true
	}
	var wanted []int // session summaries of the window, first met first
	missing := false
	for _, id := range window {
		for _, si := range v.byChild[id] {
			if v.isPeriod(si) {
				continue
			}
			if !slices.Contains(wanted, si) {
				wanted = append(wanted, si)
				missing = missing || !held[v.summaries[si].ID]
			}
			break
		}
	}
	if !missing {
		return -1
	}
	best, bestN := -1, 1
	for _, id := range window {
		for _, si := range v.byChild[id] {
			if !v.isPeriod(si) || si == best {
				continue
			}
			children := map[string]bool{}
			for _, c := range v.summaries[si].Children {
				children[c] = true
			}
			n := 0
			for _, w := range wanted {
				if children[v.summaries[w].Children[0]] {
					n++
				}
			}
			if n > bestN {
				best, bestN = si, n
			}
		}
	}
	return best
}

func (v *maintView) isPeriod(si int) bool { return maintain.IsPeriodScope(v.summaries[si].Scope) }
