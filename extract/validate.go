package extract

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// maxValueBytes bounds an extracted value: a claim value is a phrase.
const maxValueBytes = 200

// Validate checks an extractor's output for in against the table t (nil:
// DefaultPredicates) before anything is written. It returns the first
// problem as a *FieldError naming the field
// ("extraction.claims[2].predicate: unknown predicate \"foo\""): a span
// outside the text or off character boundaries, an empty subject, an empty
// value on an assert, an unknown predicate, an unknown op.
func Validate(in Input, x Extraction, t *Predicates) error {
	if t == nil {
		t = DefaultPredicates()
	}
	for i, c := range x.Claims {
		f := fmt.Sprintf("extraction.claims[%d].", i)
		if err := validateSpan(in.Text, c.Start, c.End); err != "" {
			return fieldErr(f+"span", err)
		}
		if strings.TrimSpace(c.Subject) == "" {
			return fieldErr(f+"subject", "must not be empty")
		}
		if _, ok := t.Lookup(c.Predicate); !ok {
			return fieldErr(f+"predicate", fmt.Sprintf("unknown predicate %q", c.Predicate))
		}
		if c.Op > OpEnd {
			return fieldErr(f+"op", fmt.Sprintf("unknown op %d", c.Op))
		}
		if c.Op == OpAssert && strings.TrimSpace(c.Value) == "" {
			return fieldErr(f+"value", "must not be empty")
		}
		if len(c.Value) > maxValueBytes || !utf8.ValidString(c.Value) {
			return fieldErr(f+"value", fmt.Sprintf("must be valid UTF-8 of at most %d bytes", maxValueBytes))
		}
		if c.Confidence < 0 || c.Confidence > 1 {
			return fieldErr(f+"confidence", fmt.Sprintf("%g is outside [0, 1]", c.Confidence))
		}
	}
	return nil
}

func validateSpan(text string, s, e int) string {
	if s < 0 || e > len(text) || s >= e {
		return fmt.Sprintf("[%d, %d) is not a non-empty range of the %d-byte text", s, e, len(text))
	}
	if !utf8.RuneStart(text[s]) || e < len(text) && !utf8.RuneStart(text[e]) {
		return fmt.Sprintf("[%d, %d) does not fall on UTF-8 character boundaries", s, e)
	}
	return ""
}
