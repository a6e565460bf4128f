package maintain

import (
	"crypto/sha256"
	"encoding/hex"
	"sort"
	"strconv"
	"strings"
)

// SessionOf is the session an evidence belongs to: its source up to the
// last '/' (the whole source when it has none).
func SessionOf(source string) string {
	if i := strings.LastIndexByte(source, '/'); i > 0 {
		return source[:i]
	}
	return source
}

// SummaryInputDigest is the digest a summary over children records: the
// sha256 of the producer, version and each child's id and content digest,
// one per line.
func SummaryInputDigest(children []Evidence) string {
	h := sha256.New()
	h.Write([]byte(Producer + "\n" + Version + "\n"))
	for _, c := range children {
		h.Write([]byte(c.ID + " " + c.SHA256 + "\n"))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// chunk is one summary scope and its children.
type chunk struct {
	scope    string
	children []Evidence
}

// chunks groups canonical evidence by session, in write order, into
// chunks of at most max children; only chunks of two or more are kept.
func chunks(s *Snapshot, dups map[string]string, max int) []chunk {
	bySession := map[string][]Evidence{}
	var order []string
	for _, ev := range s.Evidence {
		if _, dup := dups[ev.ID]; dup {
			continue
		}
		sess := SessionOf(ev.Source)
		if _, ok := bySession[sess]; !ok {
			order = append(order, sess)
		}
		bySession[sess] = append(bySession[sess], ev)
	}
	sort.Strings(order)
	var out []chunk
	for _, sess := range order {
		evs := bySession[sess]
		for i := 0; i*max < len(evs); i++ {
			part := evs[i*max : min((i+1)*max, len(evs))]
			if len(part) >= 2 {
				out = append(out, chunk{scope: sess + "#" + strconv.Itoa(i), children: part})
			}
		}
	}
	return out
}

// candidateSentence is a sentence of a child with its content words.
type candidateSentence struct {
	child int
	sentence
	words []string
}

// summarize builds the extractive summary of a chunk; ok is false when no
// sentence carries content.
func summarize(c chunk, p Policy) (SummaryAction, bool) {
	var cands []candidateSentence
	for i, ev := range c.children {
		for _, sn := range sentences(ev.Content) {
			if ws := contentWords(ev.Content[sn.start:sn.end]); len(ws) > 0 && sn.end-sn.start <= p.MaxSummaryBytes {
				cands = append(cands, candidateSentence{i, sn, ws})
			}
		}
	}
	covered := map[string]bool{}
	var picked []candidateSentence
	used := make([]bool, len(cands))
	size := 0
	for len(picked) < p.MaxSentences {
		best, bestGain := -1, 0
		for k, cs := range cands {
			if used[k] || size+(cs.end-cs.start)+1 > p.MaxSummaryBytes {
				continue
			}
			gain := 0
			for _, w := range cs.words {
				if !covered[w] {
					gain++
				}
			}
			if gain > bestGain { // ties keep the earlier sentence
				best, bestGain = k, gain
			}
		}
		if best < 0 {
			break
		}
		used[best] = true
		for _, w := range cands[best].words {
			covered[w] = true
		}
		picked = append(picked, cands[best])
		size += cands[best].end - cands[best].start + 1
	}
	if len(picked) == 0 {
		return SummaryAction{}, false
	}
	sort.Slice(picked, func(i, j int) bool {
		if picked[i].child != picked[j].child {
			return picked[i].child < picked[j].child
		}
		return picked[i].start < picked[j].start
	})
	a := SummaryAction{Scope: c.scope, InputDigest: SummaryInputDigest(c.children)}
	parts := make([]string, len(picked))
	for i, cs := range picked {
		parts[i] = c.children[cs.child].Content[cs.start:cs.end]
		a.Spans = append(a.Spans, Span{Child: cs.child, Start: cs.start, End: cs.end})
	}
	a.Text = strings.Join(parts, " ")
	for _, ev := range c.children {
		a.Children = append(a.Children, ev.ID)
	}
	return a, true
}

// planSummaries returns the summaries to drop and to write so that every
// chunk has a summary over its current children.
func planSummaries(s *Snapshot, dups map[string]string, p Policy) ([]string, []SummaryAction) {
	have := map[string]Summary{}
	var drops []string
	for _, sm := range s.Summaries {
		if old, dup := have[sm.Scope]; dup { // two for one scope: keep the later
			drops = append(drops, old.ID)
		}
		have[sm.Scope] = sm
	}
	var writes []SummaryAction
	want := map[string]bool{}
	for _, c := range chunks(s, dups, p.MaxChildren) {
		digest := SummaryInputDigest(c.children)
		if old, ok := have[c.scope]; ok && old.InputDigest == digest {
			want[c.scope] = true
			continue
		}
		a, ok := summarize(c, p)
		if !ok {
			continue
		}
		want[c.scope] = true
		if old, ok := have[c.scope]; ok {
			drops = append(drops, old.ID)
		}
		writes = append(writes, a)
	}
	for _, sm := range s.Summaries {
		if !want[sm.Scope] && have[sm.Scope].ID == sm.ID {
			drops = append(drops, sm.ID)
		}
	}
	sort.Strings(drops)
	return drops, writes
}
