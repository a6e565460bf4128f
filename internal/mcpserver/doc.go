// Package mcpserver serves an EviCortex engine over the Model Context
// Protocol (https://modelcontextprotocol.io), on the official Go SDK
// (github.com/modelcontextprotocol/go-sdk). `evicortex mcp` runs it over
// stdio (the local transport of Claude Desktop, Cursor and similar hosts);
// `evicortex serve` mounts its streamable HTTP handler at /mcp.
//
// The core types are Config (the engine and the default namespace),
// Server (the tools over one engine; New) and HTTPConfig (the bearer
// principals, origins and limits of the /mcp handler; NewHTTPHandler).
//
//	srv, err := mcpserver.New(mcpserver.Config{Engine: func() mcpserver.Engine { return eng }, DefaultNamespace: "demo/u1"})
//	err = srv.Run(ctx, &mcp.StdioTransport{})           // stdio: the local user has every right
//	h, err := mcpserver.NewHTTPHandler(mcpserver.HTTPConfig{Config: cfg, Principals: ps}) // /mcp
//
// # Tools
//
// Every tool has a snake_case name, a JSON Schema for its input and its
// output (derived from the Go types in tools.go), returns structured
// content, and carries read-only / destructive / idempotent annotations:
//
//	remember       write  content, or messages [{role, content, name?}] (one observation each, atomic); source, occurred_at, claims, idempotency_key, kind, metadata
//	recall         read   query; budget_tokens, as_of, known_at, now, memory_mode, attention, state: the memory capsule
//	search         read   query; limit (top-k), as_of, known_at, now, memory_mode: ranked hits with traces
//	expand         read   id: the exact stored evidence
//	claim_history  read   subject; predicate: every version of the subject's claims
//	list_memories  read   limit, cursor, kinds, source_prefix, occurred_from, occurred_to, metadata: a page of evidence
//	feedback       write  capsule_id; used, corrected, ignored (item ids of that capsule)
//	forget         purge  ids | source_prefix | all (destructive, idempotent)
//
// Every tool takes an optional namespace. When it is absent the server's
// default applies: Config.DefaultNamespace (`mcp --ns NS`), else, over
// HTTP, the caller's grant when it names exactly one namespace without a
// wildcard; otherwise the call fails naming the field "namespace".
//
// # Errors
//
// A refused call is a tool result with isError set whose one text content
// is the JSON document {"error": {"code", "message", "field"?}} with the
// codes of the HTTP API (invalid, forbidden, not_found,
// idempotency_conflict, unavailable, ...). A required argument the
// caller left out is refused by the SDK's schema validation before the
// tool runs, in a message naming the property. Nothing is written by a
// refused call: every check runs before the engine is called, and a
// multi-message remember is one atomic batch.
//
// # Authorization (HTTP)
//
// /mcp takes the bearer tokens of the principals file, checked before the
// MCP layer sees the request (401 with a JSON error otherwise), and every
// tool call checks its capability (read, write, purge) and its namespace
// against the caller's grant, as the HTTP API does. The caller's grant is
// bound to the MCP session: a session opened with one token refuses
// requests with another (the SDK compares the principal names). Requests
// whose Origin header names a host other than the request's own, and not
// in HTTPConfig.AllowedOrigins, are refused with 403 (DNS rebinding and
// cross-site requests); the SDK also refuses a non-loopback Host on a
// loopback connection. `serve` listens on 127.0.0.1 unless told otherwise.
//
// Over stdio there is no token: the process runs as the local user, who
// may open the ledger file anyway, so every capability and namespace is
// allowed.
//
// # Concurrency
//
// A Server is safe for concurrent use; the engine getter is called once
// per tool call, so the engine may be attached after the handler is built
// (calls fail with "unavailable" until then).
package mcpserver
