package engine_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/evicortex/evicortex/engine"
)

// Example is the package documentation's sample, run: remember two
// observations, the second superseding the first's claim, recall under a
// budget, and expand the answer to its exact evidence.
func Example() {
	dir, err := os.MkdirTemp("", "engine-example")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()
	e, err := engine.Open(filepath.Join(dir, "memory.db"), engine.Options{})
	if err != nil {
		panic(err)
	}
	defer e.Close()

	t := time.Date(2026, 1, 2, 9, 0, 0, 0, time.UTC)
	light, err := e.Remember(ctx, engine.Observation{Namespace: "demo/u1",
		Content: "I like the light theme, please keep it.", Source: "chat/s1/t3", OccurredAt: t,
		Claims: []engine.ClaimInput{{Subject: "user:1", Predicate: "prefers_theme", Value: "light"}}})
	if err != nil {
		panic(err)
	}
	_, err = e.Remember(ctx, engine.Observation{Namespace: "demo/u1",
		Content: "I switched from light mode to dark mode today.", Source: "chat/s7/t12", OccurredAt: t.AddDate(0, 3, 16),
		Claims: []engine.ClaimInput{{Subject: "user:1", Predicate: "prefers_theme",
			Value: "dark", Supersedes: light.ClaimIDs[0]}}})
	if err != nil {
		panic(err)
	}

	c, err := e.Recall(ctx, engine.Query{Namespace: "demo/u1",
		Text: "Which theme should I use?", BudgetTokens: 300, Now: t.AddDate(0, 4, 0)})
	if err != nil {
		panic(err)
	}
	top := c.Items[0]
	fmt.Printf("%s %s=%s (%s), within budget: %v\n", top.Kind, top.Predicate, top.Value, top.Role, c.UsedTokens <= c.BudgetTokens)
	ev, err := e.Expand(ctx, "demo/u1", top.Expand[0])
	if err != nil {
		panic(err)
	}
	fmt.Println(ev.Source, ev.Content)
	// Output:
	// claim prefers_theme=dark (answer), within budget: true
	// chat/s7/t12 I switched from light mode to dark mode today.
}
