package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"time"

	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/maintain"
)

// MaintainInput selects what one maintenance pass covers.
type MaintainInput struct {
	// Namespace limits the pass to one namespace; "" covers every one.
	Namespace string
	// Policy overrides the planner's thresholds (zero: maintain's defaults).
	Policy maintain.Policy
	// MaxActions bounds the actions the pass writes (0: no bound); the
	// background worker sets it so a tick's work is bounded, and the next
	// pass finishes what this one left.
	MaxActions int
	// Yield paces the pass for a server under load: it writes batches of
	// at most pacedBatch actions and after each sleeps three times as long
	// as the batch took, so it holds the ledger's write lock (and a core)
	// at most a quarter of the time, in short stretches.
	Yield bool
	// CompactMinWAL skips the compaction step while the SQLite WAL is
	// smaller than this many bytes (0: always compact).
	CompactMinWAL int64
	// Summarizer, when set, writes each new summary's text instead of the
	// extractive summarizer, validated against the children before the
	// write (maintain.Validate); a failed call or an unsupported text
	// keeps the extractive summary and is listed in the report.
	Summarizer Summarizer
}

// Summarizer is an abstractive summarizer (maintain/llmsum).
type Summarizer interface {
	Summarize(ctx context.Context, children []string, maxSentences int) (string, error)
	Producer() (name, version string)
}

// MaintenanceReport is what a pass did. Actions counts every change it
// made: summaries written and dropped, duplicate links, tier moves and
// proposals opened; a second pass with nothing new reports 0.
type MaintenanceReport struct {
	Actions        int   `json:"actions"`
	Summaries      int   `json:"summaries"`
	Duplicates     int   `json:"duplicates"`
	TierMoves      int   `json:"tier_moves"`
	Proposals      int   `json:"proposals"`
	CompactedBytes int64 `json:"compacted_bytes"`
	Ms             int64 `json:"ms"`
	// Compaction splits CompactedBytes by step (maintain_compact.go). It
	// is kept out of the answer (the issue names its fields) and written
	// into the pass record, where the audit shows it.
	Compaction CompactionReport `json:"-"`
	// SummarizerRejected lists the summaries whose abstractive text was
	// rejected (the extractive one was written instead) and why; absent
	// when none was, always absent without a Summarizer.
	SummarizerRejected []SummaryRejection `json:"summarizer_rejected,omitempty"`
}

// SummaryRejection is one rejected abstractive summary.
type SummaryRejection struct {
	Scope  string `json:"scope"`
	Reason string `json:"reason"`
}

// maintBatch bounds the actions one ledger transaction writes: each batch
// commits on its own, so a pass killed midway keeps what it wrote and the
// next pass (the planner is idempotent) finishes the rest.
var maintBatch = 256

// pacedBatch is the batch bound of a paced (Yield) pass: a remember that
// arrives while a batch commits waits for at most this many actions.
const pacedBatch = 64

// maintBatchDone, when set (tests), is called after each batch commits.
var maintBatchDone func()

// Maintain runs one maintenance pass: for each namespace it plans from a
// snapshot of the ledger (package maintain) and writes the plan through
// the ledger in small journaled batches, then compacts the ledger and the
// projections (one bounded step) and records the pass. It never edits or deletes evidence.
func (e *Engine) Maintain(ctx context.Context, in MaintainInput) (MaintenanceReport, error) {
	start := time.Now()
	if err := e.checkOpen(ctx); err != nil {
		return MaintenanceReport{}, err
	}
	var names []string
	if in.Namespace != "" {
		if err := checkNamespace(in.Namespace); err != nil {
			return MaintenanceReport{}, fieldErr("namespace", err.Error())
		}
		if _, err := e.led.NamespaceID(ctx, in.Namespace); err != nil {
			return MaintenanceReport{}, fmt.Errorf("maintain: %w", err)
		}
		names = []string{in.Namespace}
	} else {
		all, err := e.led.Namespaces(ctx)
		if err != nil {
			return MaintenanceReport{}, fmt.Errorf("maintain: %w", err)
		}
		for n := range all {
			names = append(names, n)
		}
		sort.Strings(names)
	}
	var rep MaintenanceReport
	budget := in.MaxActions
	for _, ns := range names {
		if in.MaxActions > 0 && budget <= 0 {
			break
		}
		n, err := e.maintainNamespace(ctx, ns, in, budget, &rep)
		if err != nil {
			return rep, fmt.Errorf("maintain %q: %w", ns, err)
		}
		budget -= n
	}
	var comp CompactionReport
	if in.CompactMinWAL == 0 || e.led.WALBytes() >= in.CompactMinWAL {
		freed, err := e.led.Compact(ctx)
		if err != nil {
			return rep, fmt.Errorf("maintain: compact: %w", err)
		}
		comp.LedgerBytes = freed
	}
	if err := e.compactProjections(ctx, in.Yield, &comp); err != nil {
		return rep, fmt.Errorf("maintain: %w", err)
	}
	rep.CompactedBytes = comp.total()
	rep.Compaction = comp
	rep.Ms = time.Since(start).Milliseconds()
	body, _ := json.Marshal(struct {
		MaintenanceReport
		Compaction CompactionReport `json:"compaction"`
	}{rep, comp})
	if _, err := e.led.RecordMaintenancePass(ctx, ledger.MaintenancePass{Namespace: in.Namespace, StartedAt: start,
		Actions: rep.Actions, Report: body}, principal(ctx)); err != nil {
		return rep, fmt.Errorf("maintain: %w", err)
	}
	e.maint.markPass()
	return rep, nil
}

// maintainNamespace plans and writes one namespace's pass, at most limit
// actions when limit > 0, and returns how many it wrote. It plans from the
// namespace's planner state (maintain_state.go), caught up with what the
// ledger gained since the last pass, and mirrors each committed batch
// into it; passes run one at a time.
func (e *Engine) maintainNamespace(ctx context.Context, ns string, in MaintainInput, limit int, rep *MaintenanceReport) (int, error) {
	ps := &e.maint.planners
	ps.pass.Lock()
	defer ps.pass.Unlock()
	old, epoch := ps.take(ns)
	pl, err := e.plannerFor(ctx, ns, in.Policy, old)
	if err != nil {
		return 0, err
	}
	content := e.contentFunc(ctx, ns, pl)
	plan, err := pl.st.Plan(content)
	if err == nil && in.Summarizer != nil {
		err = abstractSummaries(ctx, in, &plan, content, rep)
	}
	pl.content = nil
	if err != nil {
		return 0, err
	}
	size := maintBatch
	if in.Yield {
		size = min(size, pacedBatch)
	}
	batches := planBatches(ns, principal(ctx), plan, limit, size)
	wrote := 0
	var written []writtenBatch
	if len(batches) > 0 {
		// Once, after the namespace's batches (or at a failure): recalls
		// meanwhile read the view from before the pass. A paced pass loads
		// the new view and swaps it in, so no recall waits on the ledger
		// for it.
		defer func() {
			if in.Yield {
				e.refreshMaintView(ctx, ns, written)
			} else {
				e.maint.invalidate(ns)
			}
		}()
	}
	for _, b := range batches {
		if err := ctx.Err(); err != nil {
			return wrote, err // the state is dropped: the next pass folds from scratch
		}
		t0 := time.Now()
		res, err := e.led.ApplyMaintenance(ctx, b)
		if err != nil {
			return wrote, err
		}
		e.maint.noteOwn(res.JournalSeq)
		written = append(written, writtenBatch{b, res})
		pl.mirrorBatch(b, res)
		if in.Yield {
			if err := sleepCtx(ctx, 3*time.Since(t0)); err != nil {
				return wrote, err
			}
		}
		if maintBatchDone != nil {
			maintBatchDone()
		}
		n := len(b.DropSummaries) + len(b.Summaries) + len(b.Duplicates) + len(b.Tiers) + len(b.Proposals)
		wrote += n
		rep.Actions += n
		rep.Summaries += len(b.Summaries)
		rep.Duplicates += len(b.Duplicates)
		rep.TierMoves += len(b.Tiers)
		rep.Proposals += len(b.Proposals)
	}
	ps.put(ns, pl, epoch)
	return wrote, nil
}

// sleepCtx sleeps d or until ctx is done.
func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// planBatches cuts a plan into ledger batches of at most size actions, in the plan's order (duplicates and proposals, then summaries,
// then tiers), keeping at most limit actions when limit > 0. A summary's
// replacement rides in the batch of the drop before it when it fits.
func planBatches(ns, who string, p maintain.Plan, limit, size int) []ledger.MaintenanceBatch {
	var out []ledger.MaintenanceBatch
	cur := ledger.MaintenanceBatch{Namespace: ns, Principal: who}
	n, total := 0, 0
	room := func() bool {
		if limit > 0 && total >= limit {
			return false
		}
		if n == size {
			out = append(out, cur)
			cur = ledger.MaintenanceBatch{Namespace: ns, Principal: who}
			n = 0
		}
		n++
		total++
		return true
	}
	for _, d := range p.Duplicates {
		if !room() {
			break
		}
		cur.Duplicates = append(cur.Duplicates, ledger.DuplicateLink{EvidenceID: d.EvidenceID, CanonicalID: d.CanonicalID,
			Measure: d.Measure, Similarity: d.Similarity})
	}
	for _, pr := range p.Proposals {
		if !room() {
			break
		}
		payload, _ := json.Marshal(ledger.MergeDuplicatePayload{CanonicalID: pr.CanonicalID, EvidenceID: pr.EvidenceID,
			Measure: "shingle_jaccard", Similarity: pr.Similarity})
		cur.Proposals = append(cur.Proposals, ledger.ProposalInput{Kind: ledger.ProposalMergeDuplicate, Payload: payload,
			EvidenceIDs: []string{pr.EvidenceID, pr.CanonicalID}})
	}
	for _, id := range p.DropSummaries {
		if !room() {
			break
		}
		cur.DropSummaries = append(cur.DropSummaries, id)
	}
	for _, sm := range p.Summaries {
		if !room() {
			break
		}
		spans := make([]ledger.SummarySpan, len(sm.Spans))
		for i, sp := range sm.Spans {
			spans[i] = ledger.SummarySpan{Child: sp.Child, Start: sp.Start, End: sp.End}
		}
		prod, ver := maintain.Producer, maintain.Version
		if sm.Producer != "" {
			prod, ver = sm.Producer, sm.Version
		}
		cur.Summaries = append(cur.Summaries, ledger.SummaryInput{Scope: sm.Scope, Text: sm.Text, Children: sm.Children,
			Spans: spans, Producer: prod, Version: ver, InputDigest: sm.InputDigest})
	}
	for _, t := range p.Tiers {
		if !room() {
			break
		}
		cur.Tiers = append(cur.Tiers, ledger.TierMark{ItemID: t.ItemID, Tier: ledger.Tier(t.Tier), Reason: t.Reason})
	}
	if n > 0 {
		out = append(out, cur)
	}
	return out
}

// maintSnapshot reads what the planner needs of one namespace from the
// ledger, and the namespace's claims.
func (e *Engine) maintSnapshot(ctx context.Context, ns string) (*maintain.Snapshot, []ledger.Claim, error) {
	s := &maintain.Snapshot{Namespace: ns, Duplicates: map[string]string{}, Tiers: map[string]maintain.Tier{}, Proposed: map[string]bool{}}
	used := map[string]time.Time{}
	var claims []ledger.Claim
	err := e.led.ScanFeedback(ctx, ns, func(fb ledger.Feedback) error {
		for _, it := range fb.Items {
			if it.Outcome != ledger.OutcomeUsed {
				continue
			}
			for _, id := range it.EvidenceIDs {
				if fb.RecordedAt.After(used[id]) {
					used[id] = fb.RecordedAt
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	for after := uint32(0); ; {
		page, err := e.led.ListEvidence(ctx, ledger.EvidenceFilter{Namespace: ns, AfterSeq: after}, 1000)
		if err != nil {
			return nil, nil, err
		}
		for _, ev := range page {
			s.Evidence = append(s.Evidence, maintain.Evidence{Seq: ev.Seq, ID: ev.ID, Source: ev.Source, Content: ev.Content,
				SHA256: ev.SHA256, OccurredAt: ev.OccurredAt, LastUsed: used[ev.ID]})
		}
		if len(page) < 1000 {
			break
		}
		after = page[len(page)-1].Seq
	}
	for after := uint32(0); ; {
		page, err := e.led.ListClaims(ctx, ns, "", "", after, 1000)
		if err != nil {
			return nil, nil, err
		}
		claims = append(claims, page...)
		for _, c := range page {
			s.Claims = append(s.Claims, planClaim(c))
		}
		if len(page) < 1000 {
			break
		}
		after = page[len(page)-1].Seq
	}
	return s, claims, e.readMaintState(ctx, ns, s)
}

// readMaintState adds the recorded maintenance state to a snapshot.
func (e *Engine) readMaintState(ctx context.Context, ns string, s *maintain.Snapshot) error {
	dups, err := e.led.Duplicates(ctx, ns)
	if err != nil {
		return err
	}
	for _, d := range dups {
		s.Duplicates[d.EvidenceID] = d.CanonicalID
	}
	tiers, err := e.led.Tiers(ctx, ns)
	if err != nil {
		return err
	}
	for id, t := range tiers {
		s.Tiers[id] = maintain.Tier(t.Tier)
	}
	err = e.led.ScanSummaries(ctx, ns, func(sm ledger.Summary) error {
		s.Summaries = append(s.Summaries, maintain.Summary{ID: sm.ID, Scope: sm.Scope, InputDigest: sm.InputDigest})
		return nil
	})
	if err != nil {
		return err
	}
	props, err := e.led.ListProposals(ctx, ns, "")
	if err != nil {
		return err
	}
	for _, p := range props {
		var m ledger.MergeDuplicatePayload
		if json.Unmarshal(p.Payload, &m) == nil {
			s.Proposed[m.EvidenceID+" "+m.CanonicalID] = true
		}
	}
	return nil
}
