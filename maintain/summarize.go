package maintain

import (
	"crypto/sha256"
	"encoding/hex"
	"sort"
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
			if cs, ok := candidate(c.children, i, sn, p); ok {
				cands = append(cands, cs)
			}
		}
	}
	return pickSentences(c.scope, SummaryInputDigest(c.children), c.children, cands, p)
}

// candidate is sentence sn of child i when it carries content and fits.
func candidate(children []Evidence, i int, sn sentence, p Policy) (candidateSentence, bool) {
	ws := contentWords(children[i].Content[sn.Start:sn.End])
	if len(ws) == 0 || sn.End-sn.Start > p.MaxSummaryBytes {
		return candidateSentence{}, false
	}
	return candidateSentence{i, sn, ws}, true
}

// pickSentences chooses among cands greedily by the content words each
// adds to those already covered (ties: the earlier candidate), within
// Policy.MaxSentences and MaxSummaryBytes, and renders them in the
// children's order as the summary of children; ok is false when none
// was chosen.
func pickSentences(scope, digest string, children []Evidence, cands []candidateSentence, p Policy) (SummaryAction, bool) {
	covered := map[string]bool{}
	var picked []candidateSentence
	used := make([]bool, len(cands))
	size := 0
	for len(picked) < p.MaxSentences {
		best, bestGain := -1, 0
		for k, cs := range cands {
			if used[k] || size+(cs.End-cs.Start)+1 > p.MaxSummaryBytes {
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
		size += cands[best].End - cands[best].Start + 1
	}
	if len(picked) == 0 {
		return SummaryAction{}, false
	}
	sort.Slice(picked, func(i, j int) bool {
		if picked[i].child != picked[j].child {
			return picked[i].child < picked[j].child
		}
		return picked[i].Start < picked[j].Start
	})
	a := SummaryAction{Scope: scope, InputDigest: digest}
	parts := make([]string, len(picked))
	for i, cs := range picked {
		parts[i] = children[cs.child].Content[cs.Start:cs.End]
		a.Spans = append(a.Spans, Span{Child: cs.child, Start: cs.Start, End: cs.End})
	}
	a.Text = strings.Join(parts, " ")
	for _, ev := range children {
		a.Children = append(a.Children, ev.ID)
	}
	return a, true
}
