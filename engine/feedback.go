package engine

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/evicortex/evicortex/ledger"
)

// FeedbackInput reports what an agent did with the items of one capsule
// (seeds 001, 002): Used, Corrected and Ignored name item ids (claim ids,
// evidence ids; a span by its first turn) of that capsule, or evidence ids
// an item of it cites (one turn of a span: the precise use, as an agent
// that cites evidence knows it). Items named in none are neutral.
type FeedbackInput struct {
	Namespace string   `json:"namespace"`
	CapsuleID string   `json:"capsule_id"`
	Used      []string `json:"used,omitempty"`
	Corrected []string `json:"corrected,omitempty"`
	Ignored   []string `json:"ignored,omitempty"`
}

// FeedbackReceipt acknowledges a durable, journaled feedback.
type FeedbackReceipt struct {
	ID        string `json:"id"` // "fb_..."
	CapsuleID string `json:"capsule_id"`
	Revision  int64  `json:"revision"`
	Items     int    `json:"items"`
}

// Feedback records retrieval-outcome feedback against a capsule this or
// another engine on the ledger compiled (its capsule id encodes its items,
// capsuleid.go). Only items of that capsule may be named (anything else
// is an ErrInvalid *FieldError naming the list and index); a capsule one
// of whose items was purged or superseded since its revision fails with
// ErrStaleRevision, and nothing is written. The feedback is one ledger
// record and journal entry, deleted by a purge of any evidence it names.
func (e *Engine) Feedback(ctx context.Context, in FeedbackInput) (FeedbackReceipt, error) {
	if err := e.check(ctx); err != nil {
		return FeedbackReceipt{}, err
	}
	if strings.TrimSpace(in.Namespace) == "" {
		return FeedbackReceipt{}, fieldErr("namespace", "must not be empty")
	}
	if in.CapsuleID == "" {
		return FeedbackReceipt{}, fieldErr("capsule_id", "must not be empty")
	}
	if len(in.Used)+len(in.Corrected)+len(in.Ignored) == 0 {
		return FeedbackReceipt{}, fieldErr("used", "name at least one item (used, corrected or ignored)")
	}
	ref, err := decodeCapsuleID(in.Namespace, in.CapsuleID)
	if err != nil {
		return FeedbackReceipt{}, fieldErr("capsule_id", err.Error())
	}
	// Serialized with this engine's writes, so no local purge or
	// supersession falls between the check and the write.
	e.wmu.Lock()
	defer e.wmu.Unlock()
	items, err := e.resolveCapsule(ctx, in.Namespace, ref)
	if err != nil {
		return FeedbackReceipt{}, err
	}
	named, err := namedItems(in, items)
	if err != nil {
		return FeedbackReceipt{}, err
	}
	fb, err := e.led.AppendFeedback(ctx, ledger.FeedbackInput{Namespace: in.Namespace, CapsuleID: in.CapsuleID,
		Revision: ref.revision, Items: named, Principal: principal(ctx)})
	if errors.Is(err, ledger.ErrNotFound) { // purged by another process meanwhile
		return FeedbackReceipt{}, fmt.Errorf("%w: %v", ErrStaleRevision, err)
	}
	if err != nil {
		return FeedbackReceipt{}, err
	}
	e.links.addFeedback(in.Namespace, fb.ID, fb.RecordedAt, ref.cues, itemSeqs(e.proj, named, ledger.OutcomeUsed),
		itemSeqs(e.proj, named, ledger.OutcomeCorrected))
	return FeedbackReceipt{ID: fb.ID, CapsuleID: in.CapsuleID, Revision: ref.revision, Items: len(named)}, nil
}

// capsuleItem is a resolved item of a capsule: its id and evidence.
type capsuleItem struct {
	id       string
	claim    bool
	evidence []string
}

// resolveCapsule maps the capsule's item seqs back to ids and checks
// that none changed since its revision: every item still stored in the
// namespace (not purged) and no claim item superseded by a claim
// journaled after the revision. A change is ErrStaleRevision naming it.
func (e *Engine) resolveCapsule(ctx context.Context, ns string, ref capsuleRef) (map[string]capsuleItem, error) {
	var evSeqs, clSeqs []uint32
	for _, it := range ref.items {
		if it.claim {
			clSeqs = append(clSeqs, it.seqs...)
		} else {
			evSeqs = append(evSeqs, it.seqs...)
		}
	}
	evs, err := e.led.EvidenceBySeq(ctx, evSeqs)
	if err != nil {
		return nil, err
	}
	evID := make(map[uint32]string, len(evs))
	for _, ev := range evs {
		if ev.Namespace == ns {
			evID[ev.Seq] = ev.ID
		}
	}
	cls, err := e.led.ClaimsBySeq(ctx, clSeqs)
	if err != nil {
		return nil, err
	}
	claimBySeq := make(map[uint32]ledger.Claim, len(cls))
	for _, c := range cls {
		if c.Namespace == ns {
			claimBySeq[c.Seq] = c
		}
	}
	items := make(map[string]capsuleItem, len(ref.items))
	claimIDs := map[string]bool{}
	for i, it := range ref.items {
		var ci capsuleItem
		if it.claim {
			c, ok := claimBySeq[it.seqs[0]]
			if !ok {
				return nil, fmt.Errorf("%w: item %d of the capsule (a claim) was purged after revision %d", ErrStaleRevision, i, ref.revision)
			}
			ci = capsuleItem{id: c.ID, claim: true, evidence: c.EvidenceIDs}
			claimIDs[c.ID] = true
		} else {
			for _, s := range it.seqs {
				id, ok := evID[s]
				if !ok {
					return nil, fmt.Errorf("%w: item %d of the capsule (evidence) was purged after revision %d", ErrStaleRevision, i, ref.revision)
				}
				ci.evidence = append(ci.evidence, id)
			}
			ci.id = ci.evidence[0]
		}
		items[ci.id] = ci
	}
	if len(claimIDs) > 0 {
		if err := e.checkNotSuperseded(ctx, ns, ref.revision, claimIDs); err != nil {
			return nil, err
		}
	}
	return items, nil
}

// checkNotSuperseded reads the journal after rev and fails with
// ErrStaleRevision when a claim appended there supersedes one of ids.
func (e *Engine) checkNotSuperseded(ctx context.Context, ns string, rev int64, ids map[string]bool) error {
	after := rev
	for {
		js, err := e.led.Journal(ctx, after, 1000)
		if err != nil {
			return fmt.Errorf("feedback: journal: %w", err)
		}
		if len(js) == 0 {
			return nil
		}
		var fresh []string
		for _, j := range js {
			after = j.Seq
			if j.Op != ledger.OpAppend || (j.Namespace != ns && j.Namespace != "") {
				continue
			}
			body, err := j.Decode()
			if err != nil {
				return err
			}
			for _, ev := range body.(*ledger.AppendPayload).Evidence {
				if ev.Namespace != ns {
					continue
				}
				for _, c := range ev.Claims {
					fresh = append(fresh, c.ID)
				}
			}
		}
		if err := e.supersedesAny(ctx, fresh, ids, rev); err != nil {
			return err
		}
	}
}

func (e *Engine) supersedesAny(ctx context.Context, fresh []string, ids map[string]bool, rev int64) error {
	if len(fresh) == 0 {
		return nil
	}
	p := e.proj // replaced only under wmu, which the caller holds
	p.idMu.RLock()
	seqs := make([]uint32, 0, len(fresh))
	for _, id := range fresh {
		if s, ok := p.clSeq.get(id); ok {
			seqs = append(seqs, s)
		}
	}
	p.idMu.RUnlock()
	cls, err := e.led.ClaimsBySeq(ctx, seqs)
	if err != nil {
		return err
	}
	for _, c := range cls {
		if ids[c.Supersedes] {
			return fmt.Errorf("%w: claim %s was superseded by %s after revision %d", ErrStaleRevision, c.Supersedes, c.ID, rev)
		}
	}
	return nil
}

// namedItems checks that every id the feedback names is an item of the
// capsule, once, and returns the ledger's items in the order named.
func namedItems(in FeedbackInput, items map[string]capsuleItem) ([]ledger.FeedbackItem, error) {
	var out []ledger.FeedbackItem
	seen := map[string]string{}
	var cited map[string]bool // evidence ids the items cite, built on first need
	for _, l := range []struct {
		field   string
		ids     []string
		outcome ledger.FeedbackOutcome
	}{{"used", in.Used, ledger.OutcomeUsed}, {"corrected", in.Corrected, ledger.OutcomeCorrected},
		{"ignored", in.Ignored, ledger.OutcomeIgnored}} {
		for i, id := range l.ids {
			f := l.field + "[" + strconv.Itoa(i) + "]"
			it, ok := items[id]
			if !ok {
				if cited == nil {
					cited = map[string]bool{}
					for _, it := range items {
						for _, ev := range it.evidence {
							cited[ev] = true
						}
					}
				}
				if !cited[id] {
					return nil, fieldErr(f, fmt.Sprintf("item %q is not in capsule (neither an item nor evidence an item cites)", id))
				}
				it = capsuleItem{id: id, evidence: []string{id}}
			}
			if prev, dup := seen[id]; dup {
				return nil, fieldErr(f, fmt.Sprintf("item %q is already named in %s", id, prev))
			}
			seen[id] = f
			out = append(out, ledger.FeedbackItem{ItemID: id, Outcome: l.outcome, EvidenceIDs: it.evidence})
		}
	}
	return out, nil
}
