package engine

import (
	"context"
	"fmt"
	"strings"

	"github.com/evicortex/evicortex/ledger"
)

// UpdateRequest replaces what a piece of evidence says with a new
// observation. Evidence never changes: the new observation is stored as
// new evidence and the old one's claims still in force are superseded.
type UpdateRequest struct {
	Namespace string
	ID        string // the evidence to update
	// Observation is the new evidence. Its Namespace must be empty or
	// Namespace; an empty Kind, Source, Metadata, Speaker or Role is the
	// old evidence's.
	Observation Observation
}

// UpdateReceipt is the new evidence's receipt, the evidence it updates
// and the claims it superseded. A replay (the same idempotency key and
// content: Duplicate) writes nothing and supersedes nothing more, so its
// Superseded is empty.
type UpdateReceipt struct {
	Receipt
	Replaces   string   `json:"replaces"`
	Superseded []string `json:"superseded_claim_ids"`
}

// Update writes req.Observation as new evidence superseding the claims of
// req.ID that are still in force (not superseded, not ended), in one
// atomic write. A new claim on the same subject and predicate as an old
// one supersedes it; every other old claim is ended at the new
// observation's occurred_at (a copy of it valid until then supersedes it),
// so nothing the old evidence said stays current. Without claims on
// either side it is a plain new observation that records which evidence it
// replaces only in its receipt.
func (e *Engine) Update(ctx context.Context, req UpdateRequest) (UpdateReceipt, error) {
	if err := e.check(ctx); err != nil {
		return UpdateReceipt{}, err
	}
	obs := req.Observation
	switch {
	case strings.TrimSpace(req.Namespace) == "":
		return UpdateReceipt{}, fieldErr("namespace", "must not be empty")
	case strings.TrimSpace(req.ID) == "":
		return UpdateReceipt{}, fieldErr("id", "must not be empty")
	case obs.Namespace != "" && obs.Namespace != req.Namespace:
		return UpdateReceipt{}, fieldErr("observation.namespace", "must be empty or the updated evidence's namespace")
	}
	// One update or extracted write at a time: the claims looked up here
	// must still be current when the write lands.
	e.extractMu.Lock()
	defer e.extractMu.Unlock()
	old, err := e.led.Evidence(ctx, req.Namespace, req.ID)
	if err != nil {
		return UpdateReceipt{}, fmt.Errorf("update %s: %w", req.ID, err)
	}
	obs.Namespace = req.Namespace
	if obs.Kind == "" {
		obs.Kind = string(old.Kind)
	}
	if obs.Source == "" {
		obs.Source = old.Source
	}
	if len(obs.Metadata) == 0 {
		obs.Metadata = old.Metadata
	}
	if obs.Speaker == "" && obs.Role == "" {
		obs.Speaker, obs.Role = old.Speaker, string(old.Role)
	}
	if obs.OccurredAt.IsZero() {
		obs.OccurredAt = e.opts.Clock()
	}
	cs, err := e.led.ClaimsOfEvidence(ctx, req.Namespace, req.ID)
	if err != nil {
		return UpdateReceipt{}, fmt.Errorf("update %s: %w", req.ID, err)
	}
	superseded, err := supersedeOld(&obs, cs)
	if err != nil {
		return UpdateReceipt{}, err
	}
	rc, err := e.Remember(ctx, obs)
	if err != nil {
		return UpdateReceipt{}, err
	}
	return UpdateReceipt{Receipt: rc, Replaces: req.ID, Superseded: superseded}, nil
}

// supersedeOld points obs's claims at the old claims in force they
// replace and appends an ending copy of every other one; it returns the
// ids superseded.
func supersedeOld(obs *Observation, old []ledger.Claim) ([]string, error) {
	out := []string{}
	for _, c := range old {
		if c.Status == ledger.StatusSuperseded || !c.EffectiveValidTo.IsZero() {
			continue // no longer in force
		}
		replaced := false
		for i := range obs.Claims {
			n := &obs.Claims[i]
			if n.Supersedes == "" && !n.MultiValued && strings.EqualFold(n.Subject, c.Subject) && strings.EqualFold(n.Predicate, c.Predicate) {
				n.Supersedes, replaced = c.ID, true
				break
			}
			replaced = replaced || n.Supersedes == c.ID
		}
		if !replaced {
			if !obs.OccurredAt.After(c.ValidFrom) {
				return nil, fieldErr("occurred_at", fmt.Sprintf("must be after %s, when claim %s of the updated evidence became valid", c.ValidFrom.Format("2006-01-02T15:04:05Z07:00"), c.ID))
			}
			obs.Claims = append(obs.Claims, ClaimInput{Subject: c.Subject, Predicate: c.Predicate, Value: c.Value,
				ValidFrom: c.ValidFrom, ValidTo: obs.OccurredAt, Confidence: c.Confidence, Supersedes: c.ID, MultiValued: c.Multi})
		}
		out = append(out, c.ID)
	}
	return out, nil
}
