package extract

import (
	"context"
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// PatternExtractor is the built-in deterministic extractor: it finds
// explicit first-person statements of preferences and facts ("I prefer
// dark mode", "I moved to Lyon", "My favourite food is ramen", "I work as
// a nurse") and claims them for Subject. It does not guess: a statement it
// does not recognize yields no claim (and a diagnostic when it looks
// first-person). It is safe for concurrent use.
type PatternExtractor struct {
	Subject string // claim subject; "" means "user"
}

// patternVersion changes whenever the patterns change what they extract.
const patternVersion = "pattern@1"

// Identity implements Extractor.
func (PatternExtractor) Identity() string { return patternVersion }

// statement is one recognized pattern: the regexp's group 1 is the value;
// predicate may use $fav for a "my favourite X" noun.
type statement struct {
	re        *regexp.Regexp
	predicate string
}

var (
	valueRE    = `([^.,;:!?\n]+?)`
	clauseEnd  = `(?:\s+(?:and|but|because|since|so|now|today|yesterday|these days|lately|instead|anymore)\b|[.,;:!?\n]|$)`
	statements = []statement{
		{regexp.MustCompile(`(?i)\bI (?:don't|do not|no longer|never) (?:like|enjoy|eat|drink)\s+` + valueRE + clauseEnd), "dislikes"},
		{regexp.MustCompile(`(?i)\bI (?:hate|dislike|can't stand)\s+` + valueRE + clauseEnd), "dislikes"},
		{regexp.MustCompile(`(?i)\bI(?:'d| would)? prefer\s+` + valueRE + clauseEnd), "prefers"},
		{regexp.MustCompile(`(?i)\bI (?:switched|changed|moved over)(?: from [^.,;:!?\n]+?)? to\s+` + valueRE + clauseEnd), "prefers"},
		{regexp.MustCompile(`(?i)\bI (?:really )?(?:like|love|enjoy)\s+` + valueRE + clauseEnd), "likes"},
		{regexp.MustCompile(`(?i)\bI(?:'m| am)? (?:live|living|based) in\s+` + valueRE + clauseEnd), "lives_in"},
		{regexp.MustCompile(`(?i)\bI (?:moved|relocated)(?: from [^.,;:!?\n]+?)? to\s+` + valueRE + clauseEnd), "lives_in"},
		{regexp.MustCompile(`(?i)\bI work as (?:an? )?` + valueRE + clauseEnd), "works_as"},
		{regexp.MustCompile(`(?i)\bI work (?:at|for)\s+` + valueRE + clauseEnd), "works_at"},
		{regexp.MustCompile(`(?i)\bI(?:'m| am) allergic to\s+` + valueRE + clauseEnd), "allergic_to"},
		{regexp.MustCompile(`(?i)\bI drive (?:an? )?` + valueRE + clauseEnd), "drives"},
		{regexp.MustCompile(`(?i)\bmy name is\s+` + valueRE + clauseEnd), "name"},
		{regexp.MustCompile(`(?i)\bmy favou?rite ([a-z ]{1,30}?) is\s+` + valueRE + clauseEnd), "$fav"},
	}
	firstPersonRE = regexp.MustCompile(`(?i)\b(?:I|I'm|I've|I'd|my)\b`)
	sentenceRE    = regexp.MustCompile(`[^.!?\n]+[.!?\n]*`)
)

// maxValueWords bounds an extracted value; longer matches are not claims.
const maxValueWords = 6

// pronouns are not values: "I love it" states nothing on its own.
var pronouns = map[string]bool{"it": true, "that": true, "this": true, "them": true, "him": true, "her": true,
	"you": true, "those": true, "these": true, "one": true}

// Extract implements Extractor.
func (p PatternExtractor) Extract(ctx context.Context, text string) (Extraction, error) {
	subject := p.Subject
	if subject == "" {
		subject = "user"
	}
	var out Extraction
	for _, sent := range sentenceRE.FindAllStringIndex(text, -1) {
		s := text[sent[0]:sent[1]]
		found := false
		taken := make([][2]int, 0, 2)
		for _, st := range statements {
			for _, m := range st.re.FindAllStringSubmatchIndex(s, -1) {
				if overlapsAny(taken, m[0], m[1]) {
					continue
				}
				c, ok := claimFrom(st, s, m, sent[0], subject)
				if !ok {
					continue
				}
				taken = append(taken, [2]int{m[0], m[1]})
				out.Claims = append(out.Claims, c)
				found = true
			}
		}
		sort.SliceStable(out.Claims, func(i, j int) bool { return out.Claims[i].Start < out.Claims[j].Start })
		if !found && firstPersonRE.MatchString(s) {
			out.Diagnostics = append(out.Diagnostics,
				fmt.Sprintf("no pattern matched first-person sentence at bytes %d-%d", sent[0], sent[1]))
		}
	}
	return out, nil
}

// claimFrom builds the claim of one match m (indexes into sentence s, which
// starts at byte off of the text).
func claimFrom(st statement, s string, m []int, off int, subject string) (ExtractedClaim, bool) {
	pred, vi := st.predicate, 2
	if pred == "$fav" {
		pred = "favorite_" + strings.ReplaceAll(strings.TrimSpace(strings.ToLower(s[m[2]:m[3]])), " ", "_")
		vi = 4
	}
	value := strings.TrimSpace(s[m[vi]:m[vi+1]])
	value = strings.TrimPrefix(strings.TrimPrefix(value, "the "), "The ")
	if value == "" || len(strings.Fields(value)) > maxValueWords || pronouns[strings.ToLower(value)] {
		return ExtractedClaim{}, false
	}
	// The span is the statement itself, up to the end of its value.
	return ExtractedClaim{Subject: subject, Predicate: pred, Value: value, Confidence: 0.9,
		Start: off + m[0], End: off + m[vi+1]}, true
}

func overlapsAny(spans [][2]int, a, b int) bool {
	for _, s := range spans {
		if a < s[1] && s[0] < b {
			return true
		}
	}
	return false
}
