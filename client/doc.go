// Package client is the Go client of the EviCortex HTTP API served by
// `evicortex serve` (package internal/httpapi; the OpenAPI document is
// api/openapi.json and GET /v1/openapi.json).
//
// The core types are Client (one base URL and bearer token), the request
// types Observation, RecallRequest and PurgeRequest, and Error (every
// non-2xx answer, with its HTTP status, code and the input field at fault).
//
//	c, err := client.New("http://127.0.0.1:7070", os.Getenv("EVICORTEX_TOKEN"))
//	r, err := c.Remember(ctx, client.Observation{Namespace: "team-a/u1",
//		Content: "I switched to dark mode today.", Source: "chat/s7/t12",
//		Claims: []client.ClaimInput{{Subject: "user:1", Predicate: "prefers_theme", Value: "dark"}}})
//	capsule, err := c.Recall(ctx, client.RecallRequest{Namespace: "team-a/u1",
//		Query: "Which theme should I use?", BudgetTokens: 300})
//	var apiErr *client.Error
//	if errors.As(err, &apiErr) && apiErr.Field != "" { ... }
//	if errors.Is(err, client.ErrNotFound) { ... }
//
// # Retries
//
// The client never retries on its own. A write that failed in transit may
// or may not have been stored; send it again with the same IdempotencyKey
// and the server answers the original receipt (Receipt.Duplicate) instead
// of storing it twice.
//
// # Concurrency
//
// A Client is safe for concurrent use by many goroutines; it holds no
// per-request state. Returned values are owned by the caller.
package client
