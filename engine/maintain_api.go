package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/evicortex/evicortex/ledger"
)

// Proposal is a higher-risk maintenance action awaiting a decision (see
// ledger.Proposal); its JSON form is the HTTP contract.
type Proposal struct {
	ID          string          `json:"id"`
	Namespace   string          `json:"namespace"`
	Kind        string          `json:"kind"`
	Payload     json.RawMessage `json:"payload"`
	State       string          `json:"state"`
	ResolvedBy  string          `json:"resolved_by,omitempty"`
	CreatedAt   time.Time       `json:"created_at"`
	ResolvedAt  *time.Time      `json:"resolved_at,omitempty"`
	EvidenceIDs []string        `json:"evidence_ids"`
}

func toProposal(p ledger.Proposal) Proposal {
	out := Proposal{ID: p.ID, Namespace: p.Namespace, Kind: string(p.Kind), Payload: p.Payload, State: string(p.State),
		ResolvedBy: p.ResolvedBy, CreatedAt: p.CreatedAt, EvidenceIDs: p.EvidenceIDs}
	if !p.ResolvedAt.IsZero() {
		t := p.ResolvedAt
		out.ResolvedAt = &t
	}
	return out
}

// ListProposals returns the proposals of a namespace ("": every one) in a
// state ("": any of pending, applied, rejected), oldest first.
func (e *Engine) ListProposals(ctx context.Context, namespace, state string) ([]Proposal, error) {
	if err := e.checkOpen(ctx); err != nil {
		return nil, err
	}
	switch ledger.ProposalState(state) {
	case "", ledger.ProposalPending, ledger.ProposalApplied, ledger.ProposalRejected:
	default:
		return nil, fieldErr("state", "unknown state "+fmt.Sprintf("%q", state)+" (want pending, applied or rejected)")
	}
	ps, err := e.led.ListProposals(ctx, namespace, ledger.ProposalState(state))
	if err != nil {
		return nil, err
	}
	out := make([]Proposal, len(ps))
	for i, p := range ps {
		out[i] = toProposal(p)
	}
	return out, nil
}

// ResolveInput applies or rejects one pending proposal.
type ResolveInput struct {
	ID       string `json:"id"`
	Decision string `json:"decision"` // "apply" or "reject"
}

// ResolveProposal applies or rejects a pending proposal. An unknown id is
// ErrNotFound, a proposal already resolved ErrResolved, a bad decision an
// ErrInvalid *FieldError; none of them writes anything. The caller checks
// that the principal may (the HTTP API asks for the admin capability).
func (e *Engine) ResolveProposal(ctx context.Context, in ResolveInput) (Proposal, error) {
	if err := e.checkOpen(ctx); err != nil {
		return Proposal{}, err
	}
	var d ledger.ProposalState
	switch in.Decision {
	case "apply":
		d = ledger.ProposalApplied
	case "reject":
		d = ledger.ProposalRejected
	default:
		return Proposal{}, fieldErr("decision", fmt.Sprintf("unknown decision %q (want apply or reject)", in.Decision))
	}
	if strings.TrimSpace(in.ID) == "" {
		return Proposal{}, fieldErr("id", "must not be empty")
	}
	if !strings.HasPrefix(in.ID, "pr_") {
		return Proposal{}, fieldErr("id", fmt.Sprintf("%q is not a proposal id", in.ID))
	}
	p, err := e.led.ResolveProposal(ctx, ledger.ResolveInput{ID: in.ID, Decision: d, Principal: principal(ctx)})
	if err != nil {
		return Proposal{}, fmt.Errorf("resolve proposal: %w", err)
	}
	e.maint.invalidate(p.Namespace)
	return toProposal(p), nil
}

// ExpandSummary returns exactly the children of a summary item (its
// evidence, in the summary's order).
func (e *Engine) ExpandSummary(ctx context.Context, namespace, id string) ([]Evidence, error) {
	if err := e.checkOpen(ctx); err != nil {
		return nil, err
	}
	if err := checkNamespace(namespace); err != nil {
		return nil, err
	}
	sm, err := e.led.SummaryByID(ctx, namespace, id)
	if err != nil {
		return nil, fmt.Errorf("expand %s: %w", id, err)
	}
	out := make([]Evidence, len(sm.Children))
	for i, c := range sm.Children {
		ev, err := e.led.Evidence(ctx, namespace, c)
		if err != nil {
			return nil, fmt.Errorf("expand %s: child %s: %w", id, c, err)
		}
		out[i] = toEvidence(ev)
	}
	return out, nil
}

// MemoryHealth is the capacity report of GET /v1/health/memory.
type MemoryHealth struct {
	Total           NamespaceHealth            `json:"total"`
	Namespaces      map[string]NamespaceHealth `json:"namespaces"`
	LedgerBytes     int64                      `json:"ledger_bytes"`
	ProjectionBytes int64                      `json:"projection_bytes"`
	JournalLength   int64                      `json:"journal_length"`
	LastPass        *PassInfo                  `json:"last_pass,omitempty"` // the latest pass of any scope
}

// NamespaceHealth is one namespace's (or the total's) counts.
type NamespaceHealth struct {
	Evidence         int64            `json:"evidence"`
	Claims           int64            `json:"claims"`
	Summaries        int64            `json:"summaries"`
	Duplicates       int64            `json:"duplicates"`
	Tiers            map[string]int64 `json:"tiers"` // hot, warm, archive (unmarked items are hot)
	PendingProposals int64            `json:"pending_proposals"`
	// Backlog counts the journal entries of the namespace since the last
	// pass that covered it: what the next pass has to look at.
	Backlog  int64     `json:"maintenance_backlog"`
	LastPass *PassInfo `json:"last_pass,omitempty"`
}

// PassInfo is a finished pass.
type PassInfo struct {
	ID          string            `json:"id"`
	Namespace   string            `json:"namespace"`
	FinishedAt  time.Time         `json:"finished_at"`
	Actions     int               `json:"actions"`
	JournalHead int64             `json:"journal_head"`
	Report      MaintenanceReport `json:"report"`
	// Compaction is the pass's compaction by step, as recorded.
	Compaction *CompactionReport `json:"compaction,omitempty"`
}

func toPass(mp ledger.MaintenancePass) *PassInfo {
	p := &PassInfo{ID: mp.ID, Namespace: mp.Namespace, FinishedAt: mp.FinishedAt, Actions: mp.Actions, JournalHead: mp.JournalHead}
	_ = json.Unmarshal(mp.Report, &p.Report)
	var rec struct {
		Compaction *CompactionReport `json:"compaction"`
	}
	if json.Unmarshal(mp.Report, &rec) == nil {
		p.Compaction = rec.Compaction
		if rec.Compaction != nil {
			p.Report.Compaction = *rec.Compaction
		}
	}
	return p
}

// MemoryHealth reports capacity and maintenance state, per namespace and
// in total. It runs no maintenance.
func (e *Engine) MemoryHealth(ctx context.Context) (MemoryHealth, error) {
	if err := e.checkOpen(ctx); err != nil {
		return MemoryHealth{}, err
	}
	last, err := e.led.LastMaintenancePasses(ctx)
	if err != nil {
		return MemoryHealth{}, err
	}
	since := map[string]int64{}
	names, err := e.led.Namespaces(ctx)
	if err != nil {
		return MemoryHealth{}, err
	}
	for n := range names {
		since[n] = max(last[n].JournalHead, last[""].JournalHead)
	}
	counts, err := e.led.MaintenanceCounts(ctx, since)
	if err != nil {
		return MemoryHealth{}, err
	}
	h := MemoryHealth{Namespaces: map[string]NamespaceHealth{}, Total: NamespaceHealth{Tiers: map[string]int64{}},
		LedgerBytes: e.led.Bytes(), ProjectionBytes: dirBytes(e.projectionDir())}
	if h.JournalLength, err = e.led.JournalLength(ctx); err != nil {
		return MemoryHealth{}, err
	}
	keys := make([]string, 0, len(counts))
	for n := range counts {
		keys = append(keys, n)
	}
	sort.Strings(keys)
	for _, n := range keys {
		h.Namespaces[n] = namespaceHealth(counts[n], last, n)
		addHealth(&h.Total, h.Namespaces[n])
	}
	for _, mp := range last {
		if h.LastPass == nil || mp.JournalHead > h.LastPass.JournalHead {
			h.LastPass = toPass(mp)
		}
	}
	return h, nil
}

func namespaceHealth(c *ledger.NamespaceCounts, last map[string]ledger.MaintenancePass, n string) NamespaceHealth {
	nh := NamespaceHealth{Evidence: c.Evidence, Claims: c.Claims, Summaries: c.Summaries, Duplicates: c.Duplicates,
		PendingProposals: c.PendingProposals, Backlog: c.JournalAfter, Tiers: map[string]int64{}}
	marked := int64(0)
	for t, k := range c.Tiers {
		nh.Tiers[string(t)] += k
		if t != ledger.TierHot {
			marked += k
		}
	}
	nh.Tiers[string(ledger.TierHot)] = c.Evidence + c.Claims - marked
	nh.Tiers[string(ledger.TierWarm)] += 0
	nh.Tiers[string(ledger.TierArchive)] += 0
	mp, ok := last[n]
	if all, okAll := last[""]; okAll && (!ok || all.JournalHead > mp.JournalHead) {
		mp, ok = all, true
	}
	if ok {
		nh.LastPass = toPass(mp)
	}
	return nh
}

func addHealth(t *NamespaceHealth, n NamespaceHealth) {
	t.Evidence += n.Evidence
	t.Claims += n.Claims
	t.Summaries += n.Summaries
	t.Duplicates += n.Duplicates
	t.PendingProposals += n.PendingProposals
	t.Backlog += n.Backlog
	for k, v := range n.Tiers {
		t.Tiers[k] += v
	}
}

// dirBytes is the size of the files under dir ("" or missing: 0).
func dirBytes(dir string) int64 {
	if dir == "" {
		return 0
	}
	var n int64
	_ = filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if fi, err := d.Info(); err == nil {
				n += fi.Size()
			}
		}
		return nil
	})
	return n
}
