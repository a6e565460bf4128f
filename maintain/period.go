package maintain

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
)

// Period summaries: the second level of the hierarchy (see the package
// documentation, "Summaries").

// PeriodScopePrefix starts the scope of every period summary:
// "period:2024-03#0" is the first group of March 2024.
const PeriodScopePrefix = "period:"

// periodOf is the period of a session: the calendar month (UTC) of its
// first canonical evidence in write order, which never changes once the
// session exists.
func periodOf(ev Evidence) string { return ev.OccurredAt.UTC().Format("2006-01") }

// IsPeriodScope reports whether a summary scope is a period summary's.
func IsPeriodScope(scope string) bool { return strings.HasPrefix(scope, PeriodScopePrefix) }

// scopeKey is the session (or, for a period summary, the period) a
// summary scope belongs to, and whether it is a period.
func scopeKey(scope string) (string, bool) {
	key := scope
	if i := strings.LastIndexByte(scope, '#'); i > 0 {
		key = scope[:i]
	}
	if IsPeriodScope(key) {
		return key[len(PeriodScopePrefix):], true
	}
	return key, false
}

// PeriodInputDigest is the digest a period summary records: the sha256 of
// the producer, version, the word "period" and, per session chunk under
// it, a line "chunk" then each child's id and content digest.
func PeriodInputDigest(chunks [][]Evidence) string {
	h := sha256.New()
	h.Write([]byte(Producer + "\n" + Version + "\nperiod\n"))
	for _, c := range chunks {
		h.Write([]byte("chunk\n"))
		for _, ev := range c {
			h.Write([]byte(ev.ID + " " + ev.SHA256 + "\n"))
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// periodChunks lists the session chunks under period per, in order: its
// sessions by their first canonical's write order, each session's chunks
// in order, only chunks of two children or more (those a session summary
// covers), each as indexes into s.evs.
func (s *State) periodChunks(per string) [][]int {
	var out [][]int
	for _, sess := range s.periods[per] {
		idx := s.sessions[sess]
		for i := 0; i*s.p.MaxChildren < len(idx); i++ {
			if part := idx[i*s.p.MaxChildren : min((i+1)*s.p.MaxChildren, len(idx))]; len(part) >= 2 {
				out = append(out, part)
			}
		}
	}
	return out
}

// planPeriod returns the period summaries to drop and write so that every
// group of Policy.MaxPeriodChunks session chunks of the period (of two
// chunks or more) has one summary over its current children.
func (s *State) planPeriod(per string, content ContentFunc) ([]string, []SummaryAction, error) {
	sp := s.newScopePlan(s.rec.byPeriod[per])
	chunks := s.periodChunks(per)
	for g := 0; g*s.p.MaxPeriodChunks < len(chunks); g++ {
		grp := chunks[g*s.p.MaxPeriodChunks : min((g+1)*s.p.MaxPeriodChunks, len(chunks))]
		if len(grp) < 2 {
			continue
		}
		scope := PeriodScopePrefix + per + "#" + strconv.Itoa(g)
		evs := make([][]Evidence, len(grp))
		var flat []Evidence
		for k, part := range grp {
			for _, j := range part {
				evs[k] = append(evs[k], Evidence{ID: s.evs[j].id, SHA256: s.evs[j].sha})
			}
			flat = append(flat, evs[k]...)
		}
		digest := PeriodInputDigest(evs)
		if sp.current(scope, digest) {
			continue
		}
		if err := fillContent(flat, content); err != nil {
			return nil, nil, err
		}
		if a, ok := summarizePeriod(scope, digest, flat, evs, s.p); ok {
			sp.write(a)
		}
	}
	return s.done(sp)
}

// summarizePeriod builds a period summary over the flattened children of
// its session chunks: the candidates are the sentences each chunk's own
// extractive summary picked (so every sentence is a session summary's
// sentence and a child's span), chosen again by the content they add.
func summarizePeriod(scope, digest string, flat []Evidence, chunks [][]Evidence, p Policy) (SummaryAction, bool) {
	var cands []candidateSentence
	off := 0
	for _, c := range chunks {
		for i := range c {
			c[i].Content = flat[off+i].Content
		}
		if a, ok := summarize(chunk{children: c}, p); ok {
			for _, sp := range a.Spans {
				if cs, ok := candidate(flat, off+sp.Child, sentence{Start: sp.Start, End: sp.End}, p); ok {
					cands = append(cands, cs)
				}
			}
		}
		off += len(c)
	}
	return pickSentences(scope, digest, flat, cands, p)
}

// fillContent reads the contents of evs through content.
func fillContent(evs []Evidence, content ContentFunc) error {
	ids := make([]string, len(evs))
	for k := range evs {
		ids[k] = evs[k].ID
	}
	texts, err := content(ids)
	if err != nil {
		return err
	}
	for k := range evs {
		evs[k].Content = texts[k]
	}
	return nil
}

// scopePlan is the plan of one session's or period's summaries: each
// wanted scope keeps its recorded summary when the digest matches, else
// gets a new one replacing it; recorded summaries of scopes no longer
// wanted, and all but the latest of a scope, are dropped.
type scopePlan struct {
	ids    []string // the recorded summaries, record order
	have   map[string]recSummary
	drops  []string
	writes []SummaryAction
	want   map[string]bool
}

func (s *State) newScopePlan(ids []string) *scopePlan {
	sp := &scopePlan{ids: ids, have: map[string]recSummary{}, want: map[string]bool{}}
	for _, id := range ids {
		sm := s.rec.sums[id]
		if old, dup := sp.have[sm.Scope]; dup { // two for one scope: keep the later
			sp.drops = append(sp.drops, old.ID)
		}
		sp.have[sm.Scope] = sm
	}
	return sp
}

// current reports (and keeps) a scope whose recorded summary has digest.
func (sp *scopePlan) current(scope, digest string) bool {
	if old, ok := sp.have[scope]; ok && old.InputDigest == digest {
		sp.want[scope] = true
		return true
	}
	return false
}

// write plans a, replacing the scope's recorded summary.
func (sp *scopePlan) write(a SummaryAction) {
	sp.want[a.Scope] = true
	if old, ok := sp.have[a.Scope]; ok {
		sp.drops = append(sp.drops, old.ID)
	}
	sp.writes = append(sp.writes, a)
}

// done adds the drops of unwanted scopes and returns the plan.
func (s *State) done(sp *scopePlan) ([]string, []SummaryAction, error) {
	for _, id := range sp.ids {
		sm := s.rec.sums[id]
		if !sp.want[sm.Scope] && sp.have[sm.Scope].ID == sm.ID {
			sp.drops = append(sp.drops, sm.ID)
		}
	}
	return sp.drops, sp.writes, nil
}
