package memory

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/evicortex/evicortex/bench/baseline"
	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/fuse"
)

// ingestBatch is the most observations one RememberBatch carries.
const ingestBatch = 100

// engineSystem adapts engine.Engine to baseline.System. It replays turns
// in order, mapping Supersedes turn ids to the claim ids receipts return,
// and maps capsule evidence ids back to turn ids. Not safe for concurrent
// use.
type engineSystem struct {
	e        *engine.Engine
	batch    int               // most observations per RememberBatch
	textOnly bool              // "evicortex-text": drop claims and entities, keep the turns
	dense    bool              // "evicortex+dense": an encoder is set, sync the semantic projection
	maintain bool              // "evicortex+maintain": one maintenance pass after each namespace's ingest
	turnOf   map[string]string // namespace + "\x00" + evidence id -> turn id
	claimOf  map[string]string // turn id -> claim id
	log      *capsuleLog       // --capsules; nil: none
}

// openEngine opens a fresh engine in dir whose clock stands at now; with
// an encoder it is "evicortex+dense" (the semantic projection is synced
// after each namespace's ingest). fusion's non-zero fields replace the
// engine's fusion defaults (--weights, --rrf-k).
func openEngine(dir string, est fuse.Estimator, now time.Time, enc dense.Encoder, fusion fuse.Config) (*engineSystem, error) {
	e, err := engine.Open(filepath.Join(dir, "memory.db"), engine.Options{
		Estimator: est,
		Clock:     func() time.Time { return now },
		Encoder:   enc,
		Fusion:    fusion,
	})
	if err != nil {
		return nil, fmt.Errorf("open engine: %w", err)
	}
	return &engineSystem{e: e, batch: ingestBatch, dense: enc != nil, turnOf: map[string]string{}, claimOf: map[string]string{}}, nil
}

func (s *engineSystem) Name() string {
	switch {
	case s.textOnly:
		return "evicortex-text"
	case s.dense:
		return "evicortex+dense"
	case s.maintain:
		return "evicortex+maintain"
	}
	return "evicortex"
}

func (s *engineSystem) Close() error { return s.e.Close() }

// Ingest writes turns in batches; a batch is cut early when a turn's claim
// supersedes a claim still waiting in it, whose id is not known yet.
func (s *engineSystem) Ingest(ctx context.Context, ns string, turns []synth.Turn) error {
	var pending []synth.Turn
	inBatch := map[string]bool{}
	for _, t := range turns {
		sup := t.Claim != nil && inBatch[t.Claim.Supersedes]
		if sup || len(pending) >= s.batch {
			if err := s.flush(ctx, ns, pending); err != nil {
				return err
			}
			pending, inBatch = pending[:0], map[string]bool{}
		}
		pending = append(pending, t)
		inBatch[t.ID] = true
	}
	if err := s.flush(ctx, ns, pending); err != nil {
		return err
	}
	if s.dense {
		if _, err := s.e.SyncSemantic(ctx, ns); err != nil {
			return fmt.Errorf("sync semantic %s: %w", ns, err)
		}
	}
	if s.maintain {
		if _, err := s.e.Maintain(ctx, engine.MaintainInput{Namespace: ns}); err != nil {
			return fmt.Errorf("maintain %s: %w", ns, err)
		}
	}
	return nil
}

func (s *engineSystem) flush(ctx context.Context, ns string, turns []synth.Turn) error {
	if len(turns) == 0 {
		return nil
	}
	obs := make([]engine.Observation, len(turns))
	for i, t := range turns {
		obs[i] = s.observation(ns, t)
	}
	recs, err := s.e.RememberBatch(ctx, obs)
	if err != nil {
		return fmt.Errorf("remember %s..%s: %w", turns[0].ID, turns[len(turns)-1].ID, err)
	}
	for i, r := range recs {
		s.turnOf[ns+"\x00"+r.ID] = turns[i].ID
		if len(r.ClaimIDs) > 0 {
			s.claimOf[turns[i].ID] = r.ClaimIDs[0]
		}
	}
	return nil
}

func (s *engineSystem) observation(ns string, t synth.Turn) engine.Observation {
	o := engine.Observation{Namespace: ns, Kind: "turn", Content: t.Text, Source: t.Source, Speaker: t.Speaker, Role: t.Role,
		OccurredAt: t.OccurredAt, IdempotencyKey: t.ID}
	if s.textOnly {
		return o
	}
	if c := t.Claim; c != nil {
		o.Claims = []engine.ClaimInput{{Subject: c.Subject, Predicate: c.Predicate, Value: c.Value,
			ValidFrom: c.ValidFrom, Confidence: c.Confidence, Supersedes: s.claimOf[c.Supersedes]}}
	}
	for _, ent := range t.Entities {
		o.Entities = append(o.Entities, engine.EntityInput{Name: ent, Type: "person", Aliases: []string{displayName(ent)}})
	}
	return o
}

// displayName turns "user:maya" into "Maya".
func displayName(subject string) string {
	_, n, _ := strings.Cut(subject, ":")
	if n == "" {
		return subject
	}
	return strings.ToUpper(n[:1]) + n[1:]
}

func (s *engineSystem) Query(ctx context.Context, ns, question string, now time.Time, budget int) (baseline.Result, error) {
	c, err := s.e.Recall(ctx, engine.Query{Namespace: ns, Text: question, BudgetTokens: budget, Now: now})
	if err != nil {
		return baseline.Result{}, fmt.Errorf("recall: %w", err)
	}
	if s.log != nil {
		if err := s.log.write(s, ns, budget, c); err != nil {
			return baseline.Result{}, err
		}
	}
	res := baseline.Result{UsedTokens: c.UsedTokens, Abstain: c.Abstain}
	for _, it := range c.Items {
		item := baseline.Item{Text: it.Text}
		if it.Kind == capsule.KindClaim {
			item.Subject, item.Predicate, item.Value = it.Subject, it.Predicate, it.Value
		}
		for _, id := range it.EvidenceIDs {
			if tid, ok := s.turnOf[ns+"\x00"+id]; ok {
				item.EvidenceIDs = append(item.EvidenceIDs, tid)
			}
		}
		res.Items = append(res.Items, item)
	}
	return res, nil
}
