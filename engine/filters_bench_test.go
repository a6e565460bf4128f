package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkRecallFiltered measures a recall over a 5,000-evidence
// namespace without filters, with a source prefix (the ledger compares
// it) and with a metadata equality (every row's metadata scanned in Go),
// each from the filter cache (a filter used again reads only new rows),
// and the metadata one uncached: what building the bitmap costs.
func BenchmarkRecallFiltered(b *testing.B) {
	e, err := Open(filepath.Join(b.TempDir(), "m.db"), Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	ctx := context.Background()
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var obs []Observation
	for i := range 5000 {
		obs = append(obs, Observation{Namespace: "b/f", Content: fmt.Sprintf("note %d about %s", i, vocab[i%len(vocab)]),
			Source: fmt.Sprintf("chat/%d/%d", i%10, i), OccurredAt: at.Add(time.Duration(i) * time.Minute),
			Metadata: json.RawMessage(fmt.Sprintf(`{"team":"t%d","n":%d}`, i%7, i))})
		if len(obs) == 500 {
			if _, err := e.RememberBatch(ctx, obs); err != nil {
				b.Fatal(err)
			}
			obs = obs[:0]
		}
	}
	meta := Filters{Metadata: map[string]json.RawMessage{"team": json.RawMessage(`"t3"`)}}
	for _, c := range []struct {
		name    string
		f       Filters
		uncache bool
	}{
		{"none", Filters{}, false},
		{"source_prefix", Filters{SourcePrefix: "chat/3/"}, false},
		{"metadata", meta, false},
		{"metadata_uncached", meta, true},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				if c.uncache {
					e.filters = filterCache{}
				}
				if _, err := e.Recall(ctx, Query{Namespace: "b/f", Text: "note about " + vocab[i%len(vocab)],
					BudgetTokens: 300, Filters: c.f}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
