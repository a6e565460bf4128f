package client_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"path/filepath"

	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/internal/httpapi"
)

// Example shows the calls an agent makes, against a real server: the
// example starts one over a temporary ledger, as `evicortex serve` would.
func Example() {
	base, stop := startServer("agent-token-0123456789")
	defer stop()

	ctx := context.Background()
	c, err := client.New(base, "agent-token-0123456789")
	if err != nil {
		panic(err)
	}
	r, err := c.Remember(ctx, client.Observation{Namespace: "team-a/u1",
		Content: "I switched to dark mode today.", Source: "chat/s7/t12", IdempotencyKey: "chat/s7/t12",
		Claims: []client.ClaimInput{{Subject: "user:1", Predicate: "prefers_theme", Value: "dark"}}})
	if err != nil {
		panic(err)
	}
	capsule, err := c.Recall(ctx, client.RecallRequest{Namespace: "team-a/u1", Query: "Which theme should I use?", BudgetTokens: 300})
	if err != nil {
		panic(err)
	}
	top := capsule.Items[0]
	fmt.Println(top.Kind, top.Predicate, top.Value, top.EvidenceIDs[0] == r.ID)
	ev, err := c.Expand(ctx, "team-a/u1", r.ID)
	if err != nil {
		panic(err)
	}
	fmt.Println(ev.Content)

	// Errors are typed: a field error names the field, a missing id is
	// ErrNotFound.
	_, err = c.Remember(ctx, client.Observation{Namespace: "team-a/u1", Source: "chat/s7/t13"})
	var apiErr *client.Error
	if errors.As(err, &apiErr) {
		fmt.Println("bad input:", apiErr.Field)
	}
	_, err = c.Expand(ctx, "team-a/u1", "ev_01kwdfkd002y380h53dwrzwch8")
	fmt.Println(errors.Is(err, client.ErrNotFound))
	// Output:
	// claim prefers_theme dark true
	// I switched to dark mode today.
	// bad input: content
	// true
}

// startServer serves a fresh engine over HTTP with one principal holding
// token, confined to team-a/*.
func startServer(token string) (string, func()) {
	dir, err := os.MkdirTemp("", "client-example")
	if err != nil {
		panic(err)
	}
	e, err := engine.Open(filepath.Join(dir, "memory.db"), engine.Options{})
	if err != nil {
		panic(err)
	}
	ps, err := httpapi.ParsePrincipals([]byte(`{"` + token + `": {"name": "agent", "namespaces": ["team-a/*"], "capabilities": ["read","write"]}}`))
	if err != nil {
		panic(err)
	}
	s, err := httpapi.New(httpapi.Config{Principals: ps, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		panic(err)
	}
	s.Attach(e)
	ts := httptest.NewServer(s.Handler())
	return ts.URL, func() { ts.Close(); e.Close(); os.RemoveAll(dir) }
}
