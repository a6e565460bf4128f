package engine

import (
	"slices"
	"strings"

	"github.com/evicortex/evicortex/recall"
)

// Experiences are the query-conditioned side of retrieval-outcome
// feedback (seed 002 phase 3): a feedback's used items are what served
// the query of its capsule, whose cues (its analyzed terms) the capsule
// id carries (capsuleid.go). Feedbacks whose capsules had the same cue
// set add to one experience, counting each evidence's uses (an item by
// its first evidence, an evidence named directly by itself, as usage
// counts them). The experience channel (recall/experience.go) draws on
// them for queries similar to the cues. Like links and usage they are a
// projection of the feedback records, rebuilt by rebuildLinks and removed
// with the feedback a purge deletes.
type experience struct {
	cues  []string
	order int                    // when the experience was first recorded, for a stable order
	uses  map[uint32]int         // evidence seq -> feedbacks that used it
	list  []recall.ExperienceUse // uses by seq, rebuilt on change (read by snapshots)
}

// cueKey identifies a cue set whatever its order.
func cueKey(cues []string) string {
	s := slices.Clone(cues)
	slices.Sort(s)
	return strings.Join(slices.Compact(s), "\x00")
}

// addExperience records that used served cues. The caller holds g.mu for
// writing.
func (n *nsLinks) addExperience(cues []string, used []uint32) {
	if len(cues) == 0 || len(used) == 0 {
		return
	}
	k := cueKey(cues)
	x := n.exps[k]
	if x == nil {
		if n.exps == nil {
			n.exps, n.byCue = map[string]*experience{}, map[string][]*experience{}
		}
		x = &experience{cues: slices.Compact(slices.Sorted(slices.Values(cues))), order: len(n.exps), uses: map[uint32]int{}}
		n.exps[k] = x
		for _, c := range x.cues {
			n.byCue[c] = append(n.byCue[c], x)
		}
	}
	for _, s := range used {
		x.uses[s]++
	}
	list := make([]recall.ExperienceUse, 0, len(x.uses))
	for s, c := range x.uses {
		list = append(list, recall.ExperienceUse{Seq: s, Count: c})
	}
	slices.SortFunc(list, func(a, b recall.ExperienceUse) int { return int(int64(a.Seq) - int64(b.Seq)) })
	x.list = list // a new slice: snapshots holding the old one keep it intact
}

// maxCueScan bounds how many experiences holding one cue a recall looks
// at: the latest recorded, so a cue common to thousands of fed queries
// (a name) costs a recall a bounded scan.
const maxCueScan = 256

// experiences returns ns's experiences sharing a cue with terms (of each
// cue's latest maxCueScan), at most limit, the most shared cues first (then
// the first recorded).
func (g *linkGraph) experiences(ns string, terms []string, limit int) []recall.Experience {
	g.mu.RLock()
	defer g.mu.RUnlock()
	n := g.ns[ns]
	if n == nil || len(n.byCue) == 0 {
		return nil
	}
	shared := map[*experience]int{}
	for _, t := range terms {
		xs := n.byCue[t]
		for _, x := range xs[max(0, len(xs)-maxCueScan):] {
			shared[x]++
		}
	}
	if len(shared) == 0 {
		return nil
	}
	xs := make([]*experience, 0, len(shared))
	for x := range shared {
		xs = append(xs, x)
	}
	slices.SortFunc(xs, func(a, b *experience) int {
		if shared[a] != shared[b] {
			return shared[b] - shared[a]
		}
		return a.order - b.order
	})
	xs = xs[:min(len(xs), limit)]
	out := make([]recall.Experience, len(xs))
	for i, x := range xs {
		out[i] = recall.Experience{Cues: x.cues, Uses: x.list}
	}
	return out
}

// capsuleCues are the cues of a stored feedback's capsule id (none for a
// version 1 id or one that no longer decodes).
func capsuleCues(ns, id string) []string {
	r, err := decodeCapsuleID(ns, id)
	if err != nil {
		return nil
	}
	return r.cues
}

var _ recall.ExperienceSnapshot = (*nsSnapshot)(nil)

func (s *nsSnapshot) HasExperiences() bool {
	g := s.links
	g.mu.RLock()
	defer g.mu.RUnlock()
	n := g.ns[s.ns]
	return n != nil && len(n.byCue) > 0
}

func (s *nsSnapshot) Experiences(terms []string, max int) []recall.Experience {
	return s.links.experiences(s.ns, terms, max)
}

func (s *nsSnapshot) IDF(terms []string) ([]float64, []uint64, error) {
	return s.p.evLex.IDFIn(s.part(), terms)
}
