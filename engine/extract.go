package engine

import (
	"context"
	"fmt"
	"strings"

	"github.com/evicortex/evicortex/extract"
	"github.com/evicortex/evicortex/ledger"
)

// ExtractionReceipt acknowledges RememberExtracted.
type ExtractionReceipt struct {
	Receipt
	Producer    string   `json:"producer"`
	Extracted   []string `json:"extracted_claim_ids"` // ids of the claims the extractor produced
	Diagnostics []string `json:"diagnostics"`
}

// ExtractionRun is a stored extractor run: its identity, the digest of the
// input it read, and each claim with its id and exact span.
type ExtractionRun = ledger.ExtractionRecord

// RememberExtracted runs x over the observation's content and stores the
// evidence, the observation's own claims and the extracted ones in one
// atomic write, with the run recorded for GetExtraction. Extractor output
// that fails validation (empty fields, spans outside the text or off
// character boundaries) is an error naming the field; nothing is written.
func (e *Engine) RememberExtracted(ctx context.Context, obs Observation, x extract.Extractor) (ExtractionReceipt, error) {
	if err := e.check(ctx); err != nil {
		return ExtractionReceipt{}, err
	}
	if x == nil {
		return ExtractionReceipt{}, fieldErr("extractor", "must not be nil")
	}
	out, err := x.Extract(ctx, obs.Content)
	if err != nil {
		return ExtractionReceipt{}, fmt.Errorf("extract with %s: %w", x.Identity(), err)
	}
	own := len(obs.Claims)
	ext := &ledger.ExtractionInput{Producer: x.Identity(), FirstClaim: own, Diagnostics: out.Diagnostics}
	for i, c := range out.Claims {
		if strings.TrimSpace(c.Value) == "" {
			return ExtractionReceipt{}, fieldErr(fmt.Sprintf("extraction.claims[%d].value", i), "must not be empty")
		}
		obs.Claims = append(obs.Claims, ClaimInput{Subject: c.Subject, Predicate: c.Predicate, Value: c.Value,
			Confidence: c.Confidence})
		ext.Spans = append(ext.Spans, [2]int{c.Start, c.End})
	}
	rs, err := e.rememberWith(ctx, []Observation{obs}, false, []*ledger.ExtractionInput{ext})
	if err != nil {
		return ExtractionReceipt{}, err
	}
	rc := ExtractionReceipt{Receipt: rs[0], Producer: ext.Producer, Diagnostics: out.Diagnostics}
	if rs[0].Duplicate {
		return rc, nil
	}
	rc.Extracted = rs[0].ClaimIDs[own:]
	if rc.Diagnostics == nil {
		rc.Diagnostics = []string{}
	}
	return rc, nil
}

// GetExtraction returns the extractor run recorded for an evidence.
func (e *Engine) GetExtraction(ctx context.Context, namespace, evidenceID string) (ExtractionRun, error) {
	if err := e.check(ctx); err != nil {
		return ExtractionRun{}, err
	}
	return e.led.Extraction(ctx, namespace, evidenceID)
}
