package fuse

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/evicortex/evicortex/capsule"
)

// pack walks order greedily, charging Estimate(text)+ItemOverheadTokens per
// item and skipping (not stopping at) items that do not fit, so the used
// total never exceeds the budget. An episode that joins a packed span (see
// episodeSpan) is charged what it adds to the span's text. An item that does not
// fit counts as budget even if it is also a near-duplicate.
func (c *compiler) pack(order []*entry) error {
	return c.packWithin(order, c.req.Budget, &packState{})
}

// packState is what packing has spent so far: tokens, items, and the token
// sets of packed episodes (for near-duplicate suppression).
type packState struct {
	used, items int
	kept        []tokenSet
	lowUsed     int            // tokens of packed episodes below standard trust
	srcUsed     map[string]int // tokens of packed episodes by source family (sourceshare.go)
}

// packWithin is pack's greedy walk with the used total kept within limit
// (<= the budget), continuing from st: the counterevidence reserve packs
// its items first within its share, then the rest within the budget.
func (c *compiler) packWithin(order []*entry, limit int, st *packState) error {
	lowCap, srcCap := int(c.cfg.lowTrustShare()*float64(c.req.Budget)), c.sourceCap()
	if st.srcUsed == nil {
		st.srcUsed = make(map[string]int)
	}
	for _, e := range order {
		miss := fateBudget
		if e.role == roleContext {
			miss = fateTemporal
			if !answerPacked(e.group) {
				e.fate = miss
				continue
			}
		}
		if e.c.Kind == capsule.KindEpisode {
			left := limit - st.used
			if used := st.srcUsed[e.c.Source]; srcCap >= 0 && used > 0 && srcCap-used < left { // a family's first episode is free
				left, miss = srcCap-st.srcUsed[e.c.Source], fateSourceShare
			}
			ok, err := c.packEpisodeWithin(e, left, lowCap, st)
			if err != nil {
				return err
			}
			if !ok && e.fate == fatePending {
				e.fate = miss
			}
			continue
		}
		cost, ok, err := c.cost(e, limit-st.used, st.items)
		switch {
		case err != nil:
			return err
		case !ok:
			e.fate = miss
			continue
		}
		e.tokens, e.fate = cost, fatePacked
		st.used += cost
		st.items++
	}
	return nil
}

// packEpisodeWithin packs episode e in at most left tokens, and within
// what lowCap leaves when it is low-trust, charging st.
func (c *compiler) packEpisodeWithin(e *entry, left, lowCap int, st *packState) (bool, error) {
	if e.c.LowTrust { // low-trust evidence shares at most lowCap tokens
		left = min(left, lowCap-st.lowUsed)
	}
	ok, cost, d, err := c.packEpisode(e, left, st.items, &st.kept)
	if err != nil || !ok {
		return false, err
	}
	st.used += cost
	st.items += d
	if e.c.LowTrust {
		st.lowUsed += cost
	}
	if e.c.Source != "" {
		st.srcUsed[e.c.Source] += cost
	}
	return true, nil
}

// packEpisode packs e alone or into the spans of its packed neighbours when
// it fits in left tokens and is not a near-duplicate of a packed episode.
// It returns what packing e cost and how it changed the number of items.
func (c *compiler) packEpisode(e *entry, left, items int, kept *[]tokenSet) (bool, int, int, error) {
	text := c.text(e)
	est := e.c.Tokens // episodes: text is e.c.Text
	if est <= 0 {
		est = c.est.Estimate(text)
	}
	if est < 0 {
		return false, 0, 0, invalid("estimator", "%s returned %d tokens for candidate %q", c.est.Name(), est, e.c.Key)
	}
	before, after := c.neighbours(e)
	d := spanDelta(before, after)
	if c.cfg.MaxItems > 0 && items+d > c.cfg.MaxItems {
		return false, 0, 0, nil
	}
	plan, cost := c.joinedCost(text, est, before, after)
	if plan.est < 0 {
		return false, 0, 0, invalid("estimator", "%s returned %d tokens for a span", c.est.Name(), plan.est)
	}
	if cost > left {
		return false, 0, 0, nil
	}
	ts := tokenize(e.c.Text)
	if c.duplicate(ts, *kept) {
		e.fate = fateDuplicate
		return false, 0, 0, nil
	}
	*kept = append(*kept, ts)
	buildSpan(plan, e, before, after)
	e.tokens, e.fate = cost, fatePacked
	return true, cost, d, nil
}

// cost returns what e would charge and whether it fits in left tokens.
func (c *compiler) cost(e *entry, left, packed int) (int, bool, error) {
	over := c.cfg.ItemOverheadTokens
	if (c.cfg.MaxItems > 0 && packed >= c.cfg.MaxItems) || over > left {
		return 0, false, nil
	}
	est := c.est.Estimate(c.text(e))
	if est < 0 {
		return 0, false, invalid("estimator", "%s returned %d tokens for candidate %q", c.est.Name(), est, e.c.Key)
	}
	if est > left-over {
		return 0, false, nil
	}
	return est + over, true, nil
}

func answerPacked(g *claimGroup) bool {
	for _, a := range g.answers {
		if a.fate == fatePacked {
			return true
		}
	}
	return false
}

// tokenSet is the set of lowercased letter/digit runs of a text, as
// sorted 64-bit FNV-1a hashes (a collision can only merge two tokens).
type tokenSet struct {
	toks []uint64
	raw  string // trimmed text, compared when a set is empty
}

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func tokenize(text string) tokenSet {
	toks := make([]uint64, 0, len(text)/6+1) // about one token per 6 bytes of prose
	h, in := uint64(fnvOffset), false
	for _, r := range text {
		if r < utf8.RuneSelf { // ASCII fast path, same classes and case folding
			if asciiClass[r] == classAlnum {
				if 'A' <= r && r <= 'Z' {
					r += 'a' - 'A'
				}
				h = (h ^ uint64(r)) * fnvPrime
				in = true
				continue
			}
		} else if unicode.IsLetter(r) || unicode.IsDigit(r) {
			h = (h ^ uint64(unicode.ToLower(r))) * fnvPrime
			in = true
			continue
		}
		if in {
			toks = append(toks, h)
			h, in = fnvOffset, false
		}
	}
	if in {
		toks = append(toks, h)
	}
	slices.Sort(toks)
	return tokenSet{toks: slices.Compact(toks), raw: strings.TrimSpace(text)}
}

// jaccard is |a∩b| / |a∪b|; when either set is empty it is 1 for equal
// trimmed texts and 0 otherwise.
func jaccard(a, b tokenSet) float64 {
	if len(a.toks) == 0 || len(b.toks) == 0 {
		if a.raw == b.raw {
			return 1
		}
		return 0
	}
	inter, i, j := 0, 0, 0
	for i < len(a.toks) && j < len(b.toks) {
		switch {
		case a.toks[i] == b.toks[j]:
			inter++
			i++
			j++
		case a.toks[i] < b.toks[j]:
			i++
		default:
			j++
		}
	}
	return float64(inter) / float64(len(a.toks)+len(b.toks)-inter)
}

func (c *compiler) duplicate(ts tokenSet, kept []tokenSet) bool {
	if c.cfg.DedupeJaccard > 1 {
		return false
	}
	for _, k := range kept {
		if jaccard(ts, k) >= c.cfg.DedupeJaccard {
			return true
		}
	}
	return false
}

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
