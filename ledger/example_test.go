package ledger_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/evicortex/evicortex/ledger"
)

func Example() {
	dir, _ := os.MkdirTemp("", "ledger-example")
	defer os.RemoveAll(dir)
	s, err := ledger.Open(filepath.Join(dir, "memory.db"), ledger.Options{})
	if err != nil {
		panic(err)
	}
	defer s.Close()
	ctx := context.Background()
	at := time.Date(2026, 1, 2, 9, 0, 0, 0, time.UTC)
	first, _ := s.Append(ctx, []ledger.EvidenceInput{{
		Namespace: "demo/user-1", Content: "I use light mode.", Source: "chat/1", OccurredAt: at,
		Claims: []ledger.ClaimInput{{Subject: "user:1", Predicate: "prefers_theme", Value: "light"}},
	}})
	_, err = s.Append(ctx, []ledger.EvidenceInput{{
		Namespace: "demo/user-1", Content: "I switched to dark mode today.", Source: "chat/7", OccurredAt: at.AddDate(0, 3, 16),
		Claims: []ledger.ClaimInput{{Subject: "user:1", Predicate: "prefers_theme", Value: "dark", Supersedes: first[0].ClaimIDs[0]}},
	}})
	if err != nil {
		panic(err)
	}
	history, _ := s.ClaimsFor(ctx, "demo/user-1", "user:1", "prefers_theme")
	for _, c := range history {
		fmt.Println(c.Value, c.Status, c.EffectiveValidTo.Format(time.DateOnly))
	}
	if _, err := s.Verify(ctx); err != nil {
		panic(err)
	}
	// Output:
	// light superseded 2026-04-18
	// dark active 0001-01-01
}
