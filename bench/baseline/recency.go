package baseline

import (
	"context"
	"fmt"
	"time"

	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/fuse"
)

// Recency is the "latest turns" baseline: the newest turns at or before
// now, newest first, until the next one does not fit. It never abstains.
// Not safe for concurrent use.
type Recency struct {
	est      fuse.Estimator
	overhead int
	ns       map[string][]synth.Turn
}

// NewRecency returns the baseline; itemOverhead is charged per packed turn.
func NewRecency(est fuse.Estimator, itemOverhead int) (*Recency, error) {
	if est == nil || itemOverhead < 0 {
		return nil, fmt.Errorf("%w: need an estimator and a non-negative item overhead", ErrConfig)
	}
	return &Recency{est: est, overhead: itemOverhead, ns: map[string][]synth.Turn{}}, nil
}

// Name implements System.
func (r *Recency) Name() string { return "recency" }

// Ingest implements System.
func (r *Recency) Ingest(ctx context.Context, ns string, turns []synth.Turn) error {
	r.ns[ns] = append(r.ns[ns], turns...)
	return nil
}

// Query implements System.
func (r *Recency) Query(ctx context.Context, ns, question string, now time.Time, budget int) (Result, error) {
	turns, ok := r.ns[ns]
	if !ok {
		return Result{}, fmt.Errorf("%w: %q", ErrNamespace, ns)
	}
	var res Result
	for i := len(turns) - 1; i >= 0; i-- {
		t := turns[i]
		if t.OccurredAt.After(now) {
			continue
		}
		cost := r.est.Estimate(t.Text) + r.overhead
		if res.UsedTokens+cost > budget {
			break
		}
		res.UsedTokens += cost
		res.Items = append(res.Items, Item{Text: t.Text, EvidenceIDs: []string{t.ID}})
	}
	return res, nil
}

// Close implements System.
func (r *Recency) Close() error { return nil }
