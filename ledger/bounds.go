package ledger

import (
	"fmt"
)

// Per-observation bounds, enforced by validation on every write path (the
// Go API, HTTP, MCP, CLI; extraction and messages go through the same
// validation), so one request cannot make the ledger write, and the
// projections index, an unbounded amount in one transaction. Each limit
// names itself in its error (the field, then "(limit NAME)").
const (
	// MaxClaimsPerObservation bounds an observation's claims.
	MaxClaimsPerObservation = 256
	// MaxEntitiesPerObservation bounds its entities, and
	// MaxRelationsPerObservation its relations.
	MaxEntitiesPerObservation  = 256
	MaxRelationsPerObservation = 256
	// MaxLinksPerObservation bounds its explicit associative links.
	MaxLinksPerObservation = 256
	// MaxMetadataBytes bounds its metadata object (stored byte for byte),
	// and MaxMetadataDepth how deeply objects and arrays nest in it.
	MaxMetadataBytes = 64 << 10
	MaxMetadataDepth = 16
	// MaxBatchClaims bounds the claims of one atomic batch together.
	MaxBatchClaims = 10000
)

// checkBounds applies the per-observation bounds to in[i] (field prefix p)
// before anything else is validated, so an oversized request is refused
// without the work of checking every claim.
func checkBounds(e *EvidenceInput, p string) error {
	for _, c := range []struct {
		field, limit string
		n, max       int
	}{
		{"claims", "max_claims_per_observation", len(e.Claims), MaxClaimsPerObservation},
		{"entities", "max_entities_per_observation", len(e.Entities), MaxEntitiesPerObservation},
		{"relations", "max_relations_per_observation", len(e.Relations), MaxRelationsPerObservation},
		{"links", "max_links_per_observation", len(e.Links), MaxLinksPerObservation},
	} {
		if c.n > c.max {
			return fieldErr(p+c.field, fmt.Sprintf("%d exceed the limit of %d per observation (limit %s)", c.n, c.max, c.limit))
		}
	}
	if n := len(e.Metadata); n > MaxMetadataBytes {
		return fieldErr(p+"metadata", fmt.Sprintf("%d bytes exceed the limit of %d (limit max_metadata_bytes)", n, MaxMetadataBytes))
	}
	if d := jsonDepth(e.Metadata); d > MaxMetadataDepth {
		return fieldErr(p+"metadata", fmt.Sprintf("nests %d levels deep, above the limit of %d (limit max_metadata_depth)", d, MaxMetadataDepth))
	}
	return nil
}

// checkBatchBounds bounds what one atomic batch carries together.
func checkBatchBounds(in []EvidenceInput) error {
	total := 0
	for i := range in {
		total += len(in[i].Claims)
	}
	if total > MaxBatchClaims {
		return fieldErr("observations", fmt.Sprintf("%d claims in one batch exceed the limit of %d (limit max_batch_claims)", total, MaxBatchClaims))
	}
	return nil
}

// jsonDepth is the deepest nesting of objects and arrays in b, counting
// brackets outside strings (b need not be valid JSON: validation reports
// that separately).
func jsonDepth(b []byte) int {
	depth, deepest := 0, 0
	inString, escaped := false, false
	for _, c := range b {
		switch {
		case escaped:
			escaped = false
		case inString && c == '\\':
			escaped = true
		case c == '"':
			inString = !inString
		case inString:
		case c == '{' || c == '[':
			depth++
			deepest = max(deepest, depth)
		case c == '}' || c == ']':
			depth--
		}
	}
	return deepest
}
