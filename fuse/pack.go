package fuse

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
)

// pack walks order greedily, charging Estimate(text)+ItemOverheadTokens per
// item and skipping (not stopping at) items that do not fit, so the used
// total never exceeds the budget.
func (c *compiler) pack(order []*entry) error {
	used, packed := 0, 0
	var kept []tokenSet // token sets of packed episodes
	for _, e := range order {
		text := c.text(e)
		if e.c.Kind == KindEpisode {
			ts := tokenize(text)
			if c.duplicate(ts, kept) {
				e.fate = fateDuplicate
				continue
			}
			if ok, err := c.fit(e, text, &used, &packed); err != nil {
				return err
			} else if ok {
				kept = append(kept, ts)
			}
			continue
		}
		if e.role == roleContext && !answerPacked(e.group) {
			e.fate = fateTemporal
			continue
		}
		if _, err := c.fit(e, text, &used, &packed); err != nil {
			return err
		}
	}
	return nil
}

// fit packs e if it fits, else marks it omitted: budget for ordinary
// items, temporal for a context claim.
func (c *compiler) fit(e *entry, text string, used, packed *int) (bool, error) {
	miss := fateBudget
	if e.role == roleContext {
		miss = fateTemporal
	}
	if c.cfg.MaxItems > 0 && *packed >= c.cfg.MaxItems {
		e.fate = miss
		return false, nil
	}
	est := c.est.Estimate(text)
	if est < 0 {
		return false, invalid("estimator", "%s returned %d tokens for candidate %q", c.est.Name(), est, e.c.Key)
	}
	left := c.req.Budget - *used
	if est > left || c.cfg.ItemOverheadTokens > left-est {
		e.fate = miss
		return false, nil
	}
	e.tokens = est + c.cfg.ItemOverheadTokens
	*used += e.tokens
	*packed++
	e.fate = fatePacked
	return true, nil
}

func answerPacked(g *claimGroup) bool {
	for _, a := range g.answers {
		if a.fate == fatePacked {
			return true
		}
	}
	return false
}

// tokenSet is the set of lowercased letter/digit runs of a text, sorted.
type tokenSet struct {
	toks []string
	raw  string // trimmed text, compared when a set is empty
}

func tokenize(text string) tokenSet {
	f := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	sort.Strings(f)
	out := f[:0]
	for i, t := range f {
		if i == 0 || t != f[i-1] {
			out = append(out, t)
		}
	}
	return tokenSet{toks: out, raw: strings.TrimSpace(text)}
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
