package baseline

import (
	"context"
	"time"

	"github.com/evicortex/evicortex/bench/synth"
)

// System is a memory system under benchmark. Implementations need not be
// safe for concurrent use: the runner calls one method at a time.
type System interface {
	// Name is the system's report name ("evicortex", "fixed-chunk-bm25", ...).
	Name() string
	// Ingest stores the turns of ns, in the given (chronological) order.
	Ingest(ctx context.Context, ns string, turns []synth.Turn) error
	// Query returns the context packed for question within budget tokens.
	Query(ctx context.Context, ns, question string, now time.Time, budget int) (Result, error)
	// Close releases the system's resources.
	Close() error
}

// Item is one packed context item. Claim items set Predicate, Subject and
// Value; EvidenceIDs are workload turn ids.
type Item struct {
	Text        string
	Subject     string
	Predicate   string
	Value       string
	EvidenceIDs []string
}

// Result is what a system packed for one question, items in rank order.
type Result struct {
	Items      []Item
	UsedTokens int
	Abstain    bool
}

// Texts returns the packed texts in rank order.
func (r Result) Texts() []string {
	out := make([]string, len(r.Items))
	for i, it := range r.Items {
		out[i] = it.Text
	}
	return out
}

// EvidenceIDs returns the distinct evidence ids of the items, in rank order.
func (r Result) EvidenceIDs() []string {
	seen := map[string]bool{}
	var out []string
	for _, it := range r.Items {
		for _, id := range it.EvidenceIDs {
			if !seen[id] {
				seen[id] = true
				out = append(out, id)
			}
		}
	}
	return out
}
