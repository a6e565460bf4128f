package client_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/evicortex/evicortex/client"
)

// Example shows the calls an agent makes; it needs a running server, so it
// has no Output line and is compiled but not run.
func Example() {
	ctx := context.Background()
	c, err := client.New("http://127.0.0.1:7070", "TOKEN")
	if err != nil {
		panic(err)
	}
	r, err := c.Remember(ctx, client.Observation{Namespace: "team-a/u1",
		Content: "I switched to dark mode today.", Source: "chat/s7/t12", IdempotencyKey: "chat/s7/t12",
		Claims: []client.ClaimInput{{Subject: "user:1", Predicate: "prefers_theme", Value: "dark"}}})
	var apiErr *client.Error
	if errors.As(err, &apiErr) && apiErr.Field != "" {
		fmt.Println("bad input:", apiErr.Field, apiErr.Message)
		return
	}
	capsule, err := c.Recall(ctx, client.RecallRequest{Namespace: "team-a/u1", Query: "Which theme should I use?", BudgetTokens: 300})
	if err != nil {
		panic(err)
	}
	for _, it := range capsule.Items {
		fmt.Println(it.Kind, it.Text, it.EvidenceIDs)
	}
	ev, err := c.Expand(ctx, "team-a/u1", r.ID)
	if errors.Is(err, client.ErrNotFound) {
		return
	}
	fmt.Println(ev.Content)
}
