package extract

import "context"

// Extractor derives claims from an observation's raw text (seed 000 Phase
// B). Implementations are provider-neutral (a pattern set, an LLM call...);
// engine.RememberExtracted validates their output before the atomic write
// and persists their identity, the input digest, each claim's exact span and their
// diagnostics.
type Extractor interface {
	// Identity is the extractor's name and version ("pattern@1"); it is
	// stored with every run.
	Identity() string
	// Extract returns the claims the text states. It must not modify text.
	Extract(ctx context.Context, text string) (Extraction, error)
}

// Extraction is an extractor's output for one text.
type Extraction struct {
	Claims      []ExtractedClaim
	Diagnostics []string
}

// ExtractedClaim is a claim with the byte span [Start, End) of the text it
// rests on.
type ExtractedClaim struct {
	Subject, Predicate, Value string
	Confidence                float64 // zero: 1.0
	Start, End                int
}
