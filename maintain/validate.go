package maintain

import (
	"errors"
	"fmt"
	"strings"

	"github.com/evicortex/evicortex/internal/summarytext"
)

// ErrUnsupported is a summary text that is not made of its children's
// content: a sentence no child span supports, or a text out of bounds.
var ErrUnsupported = errors.New("summary not supported by its children")

// Validate checks a summary text written by another summarizer (an LLM)
// against the children it summarizes, before anything is written: the
// text, trimmed, holds 1 to p.MaxSentences sentences and at most
// p.MaxSummaryBytes bytes, and every sentence is supported by one
// sentence of a child (summarytext.Support >= summarytext.SupportThreshold:
// the child sentence holds at least 80% of its content words and every
// number it states). It returns the text with its sentences joined by one
// space and, for each sentence, the best-supporting child span (ties: the
// earliest), or an error wrapping ErrUnsupported that names the first
// sentence at fault.
func Validate(text string, children []Evidence, p Policy) (string, []Span, error) {
	p = p.withDefaults()
	text = strings.TrimSpace(text)
	ss := summarytext.Sentences(text)
	switch {
	case len(ss) == 0:
		return "", nil, fmt.Errorf("%w: empty text", ErrUnsupported)
	case len(ss) > p.MaxSentences:
		return "", nil, fmt.Errorf("%w: %d sentences, at most %d", ErrUnsupported, len(ss), p.MaxSentences)
	}
	parts := make([]string, len(ss))
	spans := make([]Span, len(ss))
	for i, s := range ss {
		parts[i] = text[s.Start:s.End]
		best, at := 0.0, Span{Child: -1}
		for c, ch := range children {
			for _, r := range summarytext.Sentences(ch.Content) {
				if v := summarytext.Support(parts[i], ch.Content[r.Start:r.End]); v > best {
					best, at = v, Span{Child: c, Start: r.Start, End: r.End}
				}
			}
		}
		if best < summarytext.SupportThreshold {
			return "", nil, fmt.Errorf("%w: sentence %d %q: best support %.2f, below %.2f", ErrUnsupported, i+1, parts[i], best,
				summarytext.SupportThreshold)
		}
		spans[i] = at
	}
	out := strings.Join(parts, " ")
	if len(out) > p.MaxSummaryBytes {
		return "", nil, fmt.Errorf("%w: %d bytes, at most %d", ErrUnsupported, len(out), p.MaxSummaryBytes)
	}
	return out, spans, nil
}
