package engine

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

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

// RememberExtracted runs x over the observation (its content, speaker,
// role and time) and stores the evidence, the observation's own claims and
// the extracted ones in one atomic write, with the run recorded for
// GetExtraction. See RememberBatchExtracted for how extracted claims
// supersede and end the subject's current ones.
func (e *Engine) RememberExtracted(ctx context.Context, obs Observation, x extract.Extractor) (ExtractionReceipt, error) {
	rs, err := e.rememberExtracted(ctx, []Observation{obs}, x, false)
	if err != nil {
		return ExtractionReceipt{}, err
	}
	return rs[0], nil
}

// RememberBatchExtracted is RememberExtracted for several observations in
// one atomic write, in order: a later observation's claim supersedes an
// earlier one's in the same batch.
//
// Extractor output is checked with extract.Validate against the
// extractor's predicate table (extract.TableOf) before anything is
// written; a span outside the text, an empty value or an unknown
// predicate is an error naming the field ("extraction.claims[2].predicate",
// prefixed "observations[i]." in a batch of several) and nothing is
// written. An extractor error (an LLM endpoint down, slow or returning
// garbage) is returned wrapped, and nothing is written either.
//
// Each extracted claim is then resolved against the subject's current
// claims on its predicate (active or disputed, open-ended), read from the
// namespace and from earlier claims of the batch:
//   - an assert on a single-valued predicate supersedes the current claim
//     (Supersedes is set; the claim's ValidFrom is its time expression).
//     A statement dated before the current claim started does not
//     supersede it: it is stored as holding until then (ValidTo).
//   - an assert on a multi-valued predicate adds a value; one equal to a
//     current value supersedes nothing.
//   - an end (extract.OpEnd) replaces each current claim it names (every
//     current one when its value is empty) with the same claim closed at
//     the end time (ValidTo), superseding it. An end that names nothing
//     current writes nothing and says so in the diagnostics.
//
// Extractors run concurrently (an LLM call may take seconds); the lookup
// of current claims and the write then run under extractMu, one
// extraction at a time, so two concurrent extractions for one subject and
// predicate resolve in order: the later one supersedes the earlier one's
// claim instead of both superseding the same one. (Writers in other
// processes sharing a PostgreSQL ledger are not ordered by it.)
func (e *Engine) RememberBatchExtracted(ctx context.Context, obs []Observation, x extract.Extractor) ([]ExtractionReceipt, error) {
	return e.rememberExtracted(ctx, obs, x, true)
}

func (e *Engine) rememberExtracted(ctx context.Context, obs []Observation, x extract.Extractor, batch bool) ([]ExtractionReceipt, error) {
	if err := e.check(ctx); err != nil {
		return nil, err
	}
	if x == nil {
		return nil, fieldErr("extractor", "must not be nil")
	}
	if len(obs) == 0 {
		return nil, fieldErr("observations", "must not be empty")
	}
	obs = append([]Observation(nil), obs...)
	table := extract.TableOf(x)
	runs := make([]extraction, len(obs))
	for i := range obs {
		run, err := e.extractOne(ctx, &obs[i], x, table)
		if err != nil {
			return nil, prefixField(err, batch && len(obs) > 1, i)
		}
		runs[i] = run
	}
	e.extractMu.Lock()
	defer e.extractMu.Unlock()
	st := &claimState{e: e, cur: map[stateKey][]currentClaim{}}
	exts := make([]*ledger.ExtractionInput, len(obs))
	diags := make([][]string, len(obs))
	for i := range obs {
		ext, d, err := e.resolveRun(ctx, &obs[i], i, runs[i], table, st)
		if err != nil {
			return nil, prefixField(err, batch && len(obs) > 1, i)
		}
		exts[i], diags[i] = ext, d
	}
	rs, err := e.rememberWith(ctx, obs, batch && len(obs) > 1, exts)
	if err != nil {
		return nil, err
	}
	out := make([]ExtractionReceipt, len(rs))
	for i, r := range rs {
		out[i] = ExtractionReceipt{Receipt: r, Producer: exts[i].Producer, Diagnostics: diags[i], Extracted: []string{}}
		if !r.Duplicate {
			out[i].Extracted = r.ClaimIDs[exts[i].FirstClaim:]
		}
		if out[i].Diagnostics == nil {
			out[i].Diagnostics = []string{}
		}
	}
	return out, nil
}

// extraction is one observation's validated extractor output.
type extraction struct {
	producer string
	out      extract.Extraction
}

// extractOne runs x over obs and validates its output (no lookups: it runs
// outside extractMu).
func (e *Engine) extractOne(ctx context.Context, obs *Observation, x extract.Extractor, table *extract.Predicates) (extraction, error) {
	if obs.OccurredAt.IsZero() {
		obs.OccurredAt = e.opts.Clock()
	}
	in := extract.Input{Text: obs.Content, Speaker: obs.Speaker, Role: extract.Role(obs.Role), OccurredAt: obs.OccurredAt}
	out, err := x.Extract(ctx, in)
	if err != nil {
		return extraction{}, fmt.Errorf("extract with %s: %w", x.Identity(), err)
	}
	if err := extract.Validate(in, out, table); err != nil {
		var fe *extract.FieldError
		if errors.As(err, &fe) {
			return extraction{}, fieldErr(fe.Field, fe.Reason)
		}
		return extraction{}, err
	}
	return extraction{producer: x.Identity(), out: out}, nil
}

// resolveRun resolves run's claims against the subject's current claims
// (observation i of the call; under extractMu) and appends them to
// obs.Claims.
func (e *Engine) resolveRun(ctx context.Context, obs *Observation, i int, run extraction, table *extract.Predicates, st *claimState) (*ledger.ExtractionInput, []string, error) {
	out := run.out
	own := len(obs.Claims)
	ext := &ledger.ExtractionInput{Producer: run.producer, FirstClaim: own}
	if out.Producer != "" { // a fallback answered
		ext.Producer = out.Producer
	}
	diags := append([]string(nil), out.Diagnostics...)
	obs.Claims = append([]ClaimInput(nil), obs.Claims...)
	for ci, c := range out.Claims {
		p, _ := table.Lookup(c.Predicate) // Validate admitted it
		resolved, note, err := st.resolve(ctx, obs, c, p.Cardinality)
		if err != nil {
			return nil, nil, err
		}
		if note != "" {
			diags = append(diags, fmt.Sprintf("claims[%d] %s %s: %s", ci, c.Subject, c.Predicate, note))
		}
		for _, r := range resolved {
			st.add(obs.Namespace, r, "@"+strconv.Itoa(i)+"."+strconv.Itoa(len(obs.Claims)))
			obs.Claims = append(obs.Claims, r)
			ext.Spans = append(ext.Spans, [2]int{c.Start, c.End})
		}
	}
	ext.Diagnostics = diags
	return ext, diags, nil
}

// stateKey is one subject's predicate in one namespace, compared the way
// the ledger groups claims (case-insensitively).
type stateKey struct{ ns, subject, predicate string }

func keyOf(ns, subject, predicate string) stateKey {
	return stateKey{ns, strings.ToLower(strings.TrimSpace(subject)), strings.ToLower(strings.TrimSpace(predicate))}
}

// currentClaim is a claim that holds now: a stored id or a batch
// reference ("@i.j").
type currentClaim struct {
	ref       string
	value     string
	validFrom time.Time
}

// claimState tracks the current claims of the subjects an extraction
// touches, loaded from the namespace on first use and updated as the
// batch's claims are resolved.
type claimState struct {
	e   *Engine
	cur map[stateKey][]currentClaim
}

func (s *claimState) current(ctx context.Context, ns, subject, predicate string) ([]currentClaim, error) {
	k := keyOf(ns, subject, predicate)
	if cs, ok := s.cur[k]; ok {
		return cs, nil
	}
	stored, err := s.e.Claims(ctx, ns, subject, predicate)
	if err != nil && !errors.Is(err, ErrNotFound) {
		return nil, fmt.Errorf("extraction: current claims of %s %s: %w", subject, predicate, err)
	}
	var cs []currentClaim
	for _, c := range stored {
		// Proposals and rejections are not what holds: an extracted
		// statement never supersedes them.
		if st := ledger.Status(c.Status); st != ledger.StatusSuperseded && st != ledger.StatusProposed &&
			st != ledger.StatusRejected && c.ValidTo.IsZero() && strings.EqualFold(c.Predicate, predicate) {
			cs = append(cs, currentClaim{ref: c.ID, value: c.Value, validFrom: c.ValidFrom})
		}
	}
	s.cur[k] = cs
	return cs, nil
}

// add records r (just appended to the batch as ref) as current when it is
// open-ended, and drops what it supersedes.
func (s *claimState) add(ns string, r ClaimInput, ref string) {
	k := keyOf(ns, r.Subject, r.Predicate)
	cs := s.cur[k]
	if r.Supersedes != "" {
		kept := cs[:0:0]
		for _, c := range cs {
			if c.ref != r.Supersedes {
				kept = append(kept, c)
			}
		}
		cs = kept
	}
	if r.ValidTo.IsZero() {
		cs = append(cs, currentClaim{ref: ref, value: r.Value, validFrom: r.ValidFrom})
	}
	s.cur[k] = cs
}

// resolve turns one extracted claim into the claims to write (see
// RememberBatchExtracted), with a note for the diagnostics.
func (s *claimState) resolve(ctx context.Context, obs *Observation, c extract.ExtractedClaim, card extract.Cardinality) ([]ClaimInput, string, error) {
	cur, err := s.current(ctx, obs.Namespace, c.Subject, c.Predicate)
	if err != nil {
		return nil, "", err
	}
	at := c.ValidFrom
	if at.IsZero() {
		at = obs.OccurredAt
	}
	base := ClaimInput{Subject: c.Subject, Predicate: c.Predicate, Value: c.Value, Confidence: c.Confidence, ValidFrom: at,
		MultiValued: card == extract.Multi}
	if c.Op == extract.OpEnd {
		return endClaims(base, cur, at)
	}
	for _, x := range cur {
		if strings.EqualFold(strings.TrimSpace(x.value), strings.TrimSpace(c.Value)) {
			return []ClaimInput{base}, "", nil // restated: supports, supersedes nothing
		}
	}
	if card == extract.Multi || len(cur) == 0 {
		return []ClaimInput{base}, "", nil
	}
	latest := cur[0]
	for _, x := range cur[1:] {
		if x.validFrom.After(latest.validFrom) {
			latest = x
		}
	}
	if at.Before(latest.validFrom) {
		base.ValidTo = latest.validFrom
		return []ClaimInput{base}, fmt.Sprintf("dated before the current %q: stored as holding until it", latest.value), nil
	}
	base.Supersedes = latest.ref
	note := ""
	if len(cur) > 1 {
		note = fmt.Sprintf("%d current values: superseded the latest, %q", len(cur), latest.value)
	}
	return []ClaimInput{base}, note, nil
}

// endClaims closes each current claim an end names at time at.
func endClaims(base ClaimInput, cur []currentClaim, at time.Time) ([]ClaimInput, string, error) {
	var out []ClaimInput
	for _, x := range cur {
		if base.Value != "" && !strings.EqualFold(strings.TrimSpace(x.value), strings.TrimSpace(base.Value)) {
			continue
		}
		if !at.After(x.validFrom) {
			continue
		}
		out = append(out, ClaimInput{Subject: base.Subject, Predicate: base.Predicate, Value: x.value,
			ValidFrom: x.validFrom, ValidTo: at, Confidence: base.Confidence, Supersedes: x.ref, MultiValued: base.MultiValued})
	}
	if len(out) == 0 {
		what := "a current value"
		if base.Value != "" {
			what = fmt.Sprintf("a current %q", base.Value)
		}
		return nil, "ends " + what + " but none holds: nothing written", nil
	}
	return out, "", nil
}

// GetExtraction returns the extractor run recorded for an evidence.
func (e *Engine) GetExtraction(ctx context.Context, namespace, evidenceID string) (ExtractionRun, error) {
	if err := e.check(ctx); err != nil {
		return ExtractionRun{}, err
	}
	if err := checkNamespace(namespace); err != nil {
		return ExtractionRun{}, err
	}
	return e.led.Extraction(ctx, namespace, evidenceID)
}
