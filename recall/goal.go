package recall

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/postings"
)

// IDFSnapshot is what a Snapshot with namespace term statistics also
// offers: the BM25 weight of each analyzed term over the namespace's
// evidence (the weight the lexical channel scores it with) and its
// document frequency there. engine's snapshot implements it (as part of
// ExperienceSnapshot).
type IDFSnapshot interface {
	IDF(terms []string) ([]float64, []uint64, error)
}

// maxGoalTerms is how many distinct analyzed terms of a goal are matched
// (a mask bit each); a longer goal counts its first ones.
const maxGoalTerms = 64

// goalMatch is the lexical goal relevance of one recall (no dense
// encoder): the goal's distinct analyzed terms, each weighted by its idf
// over the namespace's evidence, so that a rare word of the goal that a
// memory holds counts more than a common one. A term no evidence text of
// the namespace holds weighs 0: it tells nothing about which memory
// serves the goal (as in the experience channel), and a goal phrased
// partly in words the memory never used is not made weaker against the
// semantic component by them. Without namespace statistics every term
// weighs 1.
type goalMatch struct {
	terms  []string  // distinct analyzed terms, at most maxGoalTerms
	w      []float64 // weight of each term
	total  float64   // sum of w
	weighs bool      // w is set
	// isQuery: the goal is the query's own text, so goal term i is query
	// term i (masksFromQuery needs no analysis of the query).
	isQuery bool
}

func newGoalMatch(p *pass, goal string) goalMatch {
	// The first maxGoalTerms distinct terms, in place: a scan of at most
	// that many per term costs less than a set.
	all := postings.Analyze(p.an, goal)
	terms := all[:0]
	for _, t := range all {
		if len(terms) == maxGoalTerms {
			break
		}
		if !slices.Contains(terms, t) {
			terms = append(terms, t)
		}
	}
	return goalMatch{terms: terms, isQuery: goal == p.q.Text}
}

// weigh sets the terms' weights; until it runs, share is 0. (A recall
// whose candidates hold no goal term needs no weights.)
func (g *goalMatch) weigh(p *pass) error {
	if len(g.terms) == 0 || g.weighs {
		return nil
	}
	g.w, g.total, g.weighs = make([]float64, len(g.terms)), 0, true
	is, ok := p.s.(IDFSnapshot)
	if !ok {
		for i := range g.w {
			g.w[i] = 1
		}
		g.total = float64(len(g.terms))
		return nil
	}
	w, df, err := is.IDF(g.terms)
	if err != nil {
		return fmt.Errorf("goal idf: %w", err)
	}
	for i := range g.terms {
		if df[i] > 0 {
			g.w[i] = w[i]
			g.total += w[i]
		}
	}
	return nil
}

// mask has bit i set when text holds terms[i].
func (g goalMatch) mask(an postings.AnalyzerOptions, text string) uint64 {
	var m uint64
	if len(g.terms) == 0 {
		return 0
	}
	for _, t := range postings.Analyze(an, text) {
		if i := slices.Index(g.terms, t); i >= 0 {
			m |= 1 << i
		}
	}
	return m
}

// termsMask has bit i set when terms (analyzed, as an evidence's own goal
// is stored: EvidenceState.GoalTerms) hold g.terms[i]: mask without the
// analysis.
func (g goalMatch) termsMask(terms []string) uint64 {
	var m uint64
	for _, t := range terms {
		if i := slices.Index(g.terms, t); i >= 0 {
			m |= 1 << i
		}
	}
	return m
}

// share is the weighted share of the goal the terms of mask cover (0
// when no term has weight).
func (g goalMatch) share(m uint64) float64 {
	if g.total == 0 || m == 0 {
		return 0
	}
	s := 0.0
	for ; m != 0; m &= m - 1 {
		s += g.w[bits.TrailingZeros64(m)]
	}
	return min(1, s/g.total)
}

// plainShare is the unweighted share of the goal's terms m covers: how a
// memory's own stated goal is compared with the state's (a goal is
// written for goals, whatever the memory's texts say).
func (g goalMatch) plainShare(m uint64) float64 {
	if len(g.terms) == 0 {
		return 0
	}
	return float64(bits.OnesCount64(m)) / float64(len(g.terms))
}

// goalSearchFrom is the candidate count above which the goal's terms are
// looked up in the index rather than found by analyzing each candidate's
// text: a one-term search over the candidates costs about as much as
// analyzing a few texts, and a recall over a long conversation ranks 64.
const goalSearchFrom = 16

// masks is, per candidate (in cands order), the goal terms its text
// holds: from the index over more than goalSearchFrom candidates
// (masksFromIndex), else by analyzing each text (mask). It fills and
// returns dst[:len(cands)] (grown as needed).
func (g *goalMatch) masks(dst []uint64, p *pass, cands []uint32) ([]uint64, error) {
	out := append(dst[:0], make([]uint64, len(cands))...)
	if len(g.terms) == 0 || g.masksFromQuery(out, p, cands) {
		return out, nil
	}
	if len(cands) > goalSearchFrom {
		// The weights first: a term no text holds needs no search.
		if err := g.weigh(p); err != nil {
			return nil, err
		}
		in, err := g.masksFromIndex(p, cands)
		if err != nil || in != nil {
			for i, c := range cands {
				out[i] = in[c]
			}
			return out, err
		}
	}
	for i, c := range cands {
		if ep := p.episode(c); ep != nil {
			out[i] = g.mask(p.an, ep.Text)
		}
	}
	return out, nil
}

// masksFromQuery fills out (per candidate, in cands order) from what the
// lexical search already reported, when every candidate is its hit in
// order (the pass's lex) and every goal term is one of the query's first
// 64 distinct analyzed terms: a hit's Terms (postings.Hit.Terms) says
// which of those its text holds, so no text is analyzed and the index is
// not searched again. With the question as the goal, the common case of a
// long conversation, that is every recall. false (out untouched) when it
// does not apply. The query is analyzed for the check only when it is not
// the goal and the alternative is an index search (more than
// goalSearchFrom candidates).
func (g goalMatch) masksFromQuery(out []uint64, p *pass, cands []uint32) bool {
	if len(cands) > len(p.lex) || !g.isQuery && len(cands) <= goalSearchFrom {
		return false
	}
	for i, c := range cands {
		if p.lex[i].Doc != c {
			return false
		}
	}
	var bit [maxGoalTerms]int8 // goal term i is query term bit[i]
	if g.isQuery {
		for i := range g.terms {
			bit[i] = int8(i)
		}
	} else {
		q := uniq(postings.Analyze(p.an, p.q.Text)) // as the search analyzed it
		for i, t := range g.terms {
			j := slices.Index(q, t)
			if j < 0 || j >= 64 {
				return false
			}
			bit[i] = int8(j)
		}
	}
	for k := range cands {
		var m uint64
		for i := range g.terms {
			m |= (p.lex[k].Terms >> bit[i] & 1) << i
		}
		out[k] = m
	}
	return true
}

// masksFromIndex finds, per candidate, the goal terms its text holds with
// one search over the candidates for all of them (the index holds each
// text's analyzed terms, and a hit says which query terms it holds,
// postings.Hit.Terms): the masks mask finds by analyzing the texts
// (TestGoalMasksOracle). A term of weight 0 once weighed (no text holds
// it) is not searched. nil when a term does not analyze back to itself
// (then the caller analyzes the texts).
func (g goalMatch) masksFromIndex(p *pass, cands []uint32) (map[uint32]uint64, error) {
	unheld := func(i int) bool { return g.weighs && g.w[i] == 0 }
	for i, t := range g.terms {
		if a := postings.Analyze(p.an, t); !unheld(i) && (len(a) != 1 || a[0] != t) {
			return nil, nil
		}
	}
	// The searched terms, each once and analyzing to itself, are the
	// search's query terms in this order: bit j of a hit is terms[idx[j]].
	var query []string
	var idx []int
	for i, t := range g.terms {
		if !unheld(i) {
			query, idx = append(query, t), append(idx, i)
		}
	}
	out := make(map[uint32]uint64, len(cands))
	if len(query) == 0 {
		return out, nil
	}
	allow := roaring.New()
	allow.AddMany(cands)
	hits, err := p.s.SearchEvidence(strings.Join(query, " "), len(cands), allow)
	if err != nil {
		return nil, fmt.Errorf("goal search: %w", err)
	}
	for _, h := range hits {
		var m uint64
		for b := h.Terms; b != 0; b &= b - 1 {
			m |= 1 << idx[bits.TrailingZeros64(b)]
		}
		out[h.Doc] = m
	}
	return out, nil
}
