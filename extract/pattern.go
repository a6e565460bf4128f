package extract

import (
	"context"
	"fmt"
	"github.com/evicortex/evicortex/internal/clause"
	"regexp"
	"strings"
	"time"
)

// PatternExtractor is the built-in deterministic extractor. It reads only
// turns whose role speaks (Speaks), and in them only statements:
// questions, hypotheticals ("if I moved to..."), plans ("I might move",
// "I'm thinking of"), reported speech ("my friend says I...") and negated
// statements ("I don't live in Boston") assert nothing. A first-person
// statement is a claim about the speaker; a third-person one ("Maya moved
// to Denver") about the named person, when the name is a capitalized word
// directly followed by the stated verb (pronouns never resolve). Each
// value is cut to its phrase and the clause's time expression becomes
// ValidFrom. "No longer", "anymore", "used to", "quit", "stopped" and
// "gave up" end a value (OpEnd). Rules are in PREDICATES.md. It does not
// guess: what it does not recognize yields no claim. It is safe for
// concurrent use.
type PatternExtractor struct {
	// Subject, when set, is the subject of the user's own first-person
	// statements (role user or unknown), whoever the speaker is. Empty:
	// SubjectOf(Speaker), or "user" for a turn with no speaker. A
	// participant's turns always use SubjectOf(Speaker).
	Subject string
}

// patternVersion changes whenever the patterns change what they extract.
const patternVersion = "pattern@2"

// Identity implements Extractor.
func (PatternExtractor) Identity() string { return patternVersion }

// firstPerson is the subject of the input's first-person statements; ""
// when they cannot be attributed (a participant with no name).
func (p PatternExtractor) firstPerson(in Input) string {
	switch {
	case in.Role == RoleParticipant && in.Speaker == "":
		return ""
	case in.Role == RoleParticipant:
		return SubjectOf(in.Speaker)
	case p.Subject != "":
		return p.Subject
	case in.Speaker != "":
		return SubjectOf(in.Speaker)
	}
	return "user"
}

// Extract implements Extractor.
func (p PatternExtractor) Extract(ctx context.Context, in Input) (Extraction, error) {
	var out Extraction
	if err := ctx.Err(); err != nil {
		return out, err
	}
	if !Speaks(in.Role) {
		out.Diagnostics = append(out.Diagnostics, fmt.Sprintf("role %s: its turns state nothing about people", in.Role))
		return out, nil
	}
	me := p.firstPerson(in)
	sents, questions := sentences(in.Text)
	for si, sent := range sents {
		s := in.Text[sent.start:sent.end]
		if questions[si] {
			out.note(firstPersonRE.MatchString(s), "question at bytes %d-%d: not a statement", sent.start, sent.end)
			continue
		}
		found := false
		for _, cl := range clauses(s, sent.start) {
			cs := in.Text[cl.start:cl.end]
			if clause.Hedged(cs) {
				out.note(true, "clause at bytes %d-%d: hypothetical, plan or reported speech", cl.start, cl.end)
				found = true
				continue
			}
			n := len(out.Claims)
			out.Claims = appendClaims(out.Claims, cs, cl.start, me, in.OccurredAt)
			found = found || len(out.Claims) > n
		}
		if !found {
			out.note(firstPersonRE.MatchString(s), "no pattern matched first-person sentence at bytes %d-%d", sent.start, sent.end)
		}
	}
	return out, nil
}

func (x *Extraction) note(when bool, format string, args ...any) {
	if when {
		x.Diagnostics = append(x.Diagnostics, fmt.Sprintf(format, args...))
	}
}

var (
	firstPersonRE = regexp.MustCompile(`(?i)\b(?:I|I'm|I've|I'd|my|we)\b`)
	endishRE      = regexp.MustCompile(`(?i)\b(?:no longer|anymore|any more|used to)\b`)
	negRE         = regexp.MustCompile(`(?i)\b(?:not|never|no)\b|n['’]t\b|\bcannot\b`)
)

// appendClaims applies every rule to clause s (at byte off of the text).
func appendClaims(dst []ExtractedClaim, s string, off int, me string, at time.Time) []ExtractedClaim {
	lower := strings.ToLower(strings.ReplaceAll(s, "’", "'"))
	var te timeExpr
	hasTime, cut, timed := false, -1, false
	endish := endishRE.MatchString(s)
	first := len(dst)
	for ri := range rules {
		r := &rules[ri]
		if !r.mayMatch(lower) {
			continue
		}
		ms := r.re.FindAllStringSubmatchIndex(s, -1)
		if len(ms) > 0 && !timed {
			te, hasTime = findTime(s, at)
			if hasTime {
				cut = te.start
			}
			timed = true
		}
		before := len(dst)
		for _, m := range ms {
			for _, c := range r.claims(s, m, me, endish, cut) {
				if hasTime && !te.at.IsZero() {
					c.ValidFrom = te.at
				}
				c.Start += off
				c.End += off
				if !taken(dst[first:before], c) && !duplicate(dst[before:], c) {
					dst = append(dst, c)
				}
			}
		}
	}
	return dst
}

// taken reports whether an earlier rule already claimed c's predicate
// over an overlapping span, or the same value (the first, more specific
// rule wins).
func taken(prev []ExtractedClaim, c ExtractedClaim) bool {
	for _, p := range prev {
		if p.Predicate == c.Predicate && p.Subject == c.Subject && (p.Start < c.End && c.Start < p.End || strings.EqualFold(p.Value, c.Value)) {
			return true
		}
	}
	return false
}

func duplicate(prev []ExtractedClaim, c ExtractedClaim) bool {
	for _, p := range prev {
		if p.Predicate == c.Predicate && p.Subject == c.Subject && p.Op == c.Op && strings.EqualFold(p.Value, c.Value) {
			return true
		}
	}
	return false
}
