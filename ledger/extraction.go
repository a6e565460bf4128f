package ledger

import (
	"context"
	"encoding/json"
	"fmt"
	"unicode/utf8"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// ExtractionInput says which of an input's Claims an extractor produced
// from its Content, with the exact span of Content each rests on. Append
// writes the run as a derivation record (kind "extractor") in the same
// transaction as the evidence and claims, and the journal entry carries its
// digest, so an extraction is never separated from what it produced.
type ExtractionInput struct {
	Producer    string   // extractor identity, name@version
	FirstClaim  int      // index in Claims of the first extracted claim; the rest follow
	Spans       [][2]int // per extracted claim: byte offsets [start, end) in Content
	Diagnostics []string // the extractor's notes (skipped sentences, ambiguities)
}

// ExtractionRecord is a stored extractor run (the derivation's output).
type ExtractionRecord struct {
	Claims      []ExtractedClaim `json:"claims"`
	Diagnostics []string         `json:"diagnostics"`
	InputSHA256 string           `json:"input_sha256"`
	Producer    string           `json:"producer"`
}

// ExtractedClaim is one claim of an extractor run with its provenance.
type ExtractedClaim struct {
	ID        string `json:"id"`
	Predicate string `json:"predicate"`
	Span      [2]int `json:"span"`
	Subject   string `json:"subject"`
	Text      string `json:"text"` // Content[span]
	Value     string `json:"value"`
}

const maxDiagnostics = 256

func validateExtraction(e *EvidenceInput, p string) error {
	x := e.Extraction
	if x == nil {
		return nil
	}
	p += "extraction."
	if r := checkText(x.Producer, maxName); r != "" {
		return fieldErr(p+"producer", r)
	}
	if x.FirstClaim < 0 || x.FirstClaim+len(x.Spans) != len(e.Claims) {
		return fieldErr(p+"spans", fmt.Sprintf("%d spans from claim %d do not cover the %d claims", len(x.Spans), x.FirstClaim, len(e.Claims)))
	}
	for i, sp := range x.Spans {
		s, end := sp[0], sp[1]
		if s < 0 || end > len(e.Content) || s >= end {
			return fieldErr(fmt.Sprintf("%sspans[%d]", p, i), fmt.Sprintf("[%d, %d) is not a non-empty range of the %d-byte content", s, end, len(e.Content)))
		}
		if !utf8.ValidString(e.Content[s:end]) || (s < len(e.Content) && !utf8.RuneStart(e.Content[s])) ||
			(end < len(e.Content) && !utf8.RuneStart(e.Content[end])) {
			return fieldErr(fmt.Sprintf("%sspans[%d]", p, i), "does not fall on UTF-8 character boundaries")
		}
	}
	if len(x.Diagnostics) > maxDiagnostics {
		return fieldErr(p+"diagnostics", fmt.Sprintf("more than %d entries", maxDiagnostics))
	}
	return nil
}

// writeExtraction stores input i's extractor run as a derivation record.
func (a *appendTx) writeExtraction(ctx context.Context, i int, ev *Evidence, claimIDs []string) error {
	x := a.preps[i].in.Extraction
	if x == nil {
		return nil
	}
	rec := ExtractionRecord{Diagnostics: x.Diagnostics, InputSHA256: ev.SHA256, Producer: x.Producer}
	if rec.Diagnostics == nil {
		rec.Diagnostics = []string{}
	}
	for j, sp := range x.Spans {
		c := a.preps[i].in.Claims[x.FirstClaim+j]
		rec.Claims = append(rec.Claims, ExtractedClaim{ID: claimIDs[x.FirstClaim+j], Predicate: c.Predicate,
			Span: sp, Subject: c.Subject, Text: ev.Content[sp[0]:sp[1]], Value: c.Value})
	}
	out, err := json.Marshal(rec)
	if err != nil {
		return fmt.Errorf("extraction record: %w", err)
	}
	a.extractions[i] = string(out)
	// The record quotes the content: sealed like a derivation's output (crypt.go).
	stored, err := a.s.cr.seal(ctx, ev.NamespaceID, ev.Namespace, "derivations.output", ev.ID, string(out))
	if err != nil {
		return err
	}
	if _, err := a.st.exec(ctx, `INSERT INTO derivations (ns_id, evidence_seq, producer, kind, input_digest, output, created_at)
		VALUES (?, ?, ?, 'extractor', ?, ?, ?)`, ev.NamespaceID, ev.Seq, x.Producer, ev.SHA256, stored, a.nowText); err != nil {
		return fmt.Errorf("insert extraction: %w", err)
	}
	return nil
}

// Extraction returns the extractor run recorded for an evidence
// (ErrNotFound when it was not remembered through an extractor).
func (s *Store) Extraction(ctx context.Context, namespace, evidenceID string) (ExtractionRecord, error) {
	ledgerhook.Enter(ctx, "Extraction")
	var rec ExtractionRecord
	ds, err := s.Derivations(ctx, namespace, evidenceID)
	if err != nil {
		return rec, err
	}
	for _, d := range ds {
		if d.Kind == "extractor" {
			if err := json.Unmarshal([]byte(d.Output), &rec); err != nil {
				return rec, corruptf("extraction of %s: %v", evidenceID, err)
			}
			return rec, nil
		}
	}
	return rec, fmt.Errorf("extraction of %s: %w", evidenceID, ErrNotFound)
}
