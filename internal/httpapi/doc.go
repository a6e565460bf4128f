// Package httpapi is the HTTP service in front of an EviCortex engine: the
// host that authenticates callers and authorizes namespaces before the engine
// sees them (seed 000 §3, invariant 7). `evicortex serve` runs it.
//
// The core types are Server (routes, limits, metrics, graceful shutdown),
// Principals (the bearer-token grants read from the principals file) and
// Engine (the subset of *engine.Engine the server calls).
//
//	ps, err := httpapi.LoadPrincipals("principals.json") // refuses mode & 0o077 != 0
//	srv, err := httpapi.New(httpapi.Config{Principals: ps})
//	srv.Attach(eng)                      // /v1/ready answers 503 until then
//	err = srv.Serve(ctx, listener)       // returns after a graceful shutdown once ctx is done
//
// # Routes
//
// Every route is listed in the embedded OpenAPI 3 document (OpenAPI(),
// served at GET /v1/openapi.json); a test keeps the two in step.
//
//	POST /v1/remember          write   one observation; 201 (200 on an idempotent replay); "extract": "pattern"|"llm" derives claims
//	POST /v1/remember:batch    write   {"observations": [...], "extract"?}, atomic; 201
//	POST /v1/recall            read    capsule JSON, the same document as `evicortex recall --json`
//	POST /v1/expand            read    exact evidence
//	POST /v1/purge             purge   ids | source_prefix | all
//	GET  /v1/claims            read    ?namespace=&subject=&predicate= claim history
//	POST /v1/sync-semantic     write   embed the namespace's new evidence; 501 without an encoder
//	POST /v1/verify            admin   digests and journal chain
//	GET  /v1/audit             admin   ?after=&limit= journal entries in the caller's namespaces
//	POST /v1/maintenance:run   admin   one maintenance pass, {"namespace"?}; its report (maintenance.go)
//	POST /v1/keys:rotate       admin   re-wrap the data keys under {"new_key_file"} while serving (keys.go)
//	POST /v1/summaries:expand  read    a summary item's children, {"namespace","id"} (maintenance.go)
//	GET  /v1/proposals         admin   ?namespace=&state= maintenance proposals
//	POST /v1/proposals:resolve admin   {"id","decision": "apply"|"reject"}; 404 unknown, 409 already resolved
//	GET  /v1/health/memory     admin   capacity and maintenance report per namespace and in total
//	GET  /v1/health, /v1/ready, /v1/openapi.json   no authentication
//	GET  /metrics              any valid token (Config.PublicMetrics drops the check)
//
// Server.Mount adds handlers that authenticate themselves beside these
// routes, with the same metrics and request log: `serve` mounts the MCP
// server (internal/mcpserver) at /mcp, which checks the same principals.
//
// # Authorization
//
// A request carries "Authorization: Bearer TOKEN". The order of checks is
// fixed and happens before any engine call: unknown or missing token → 401;
// the route's capability missing from the grant → 403; then the body is
// decoded strictly (unknown fields, trailing data, over-limit values → 400,
// an oversized body → 413; a string that is not valid UTF-8, or holds a
// lone surrogate escape such as "\ud800", → 400 naming its field, checked
// against the raw bytes because encoding/json would replace them with
// U+FFFD and the stored bytes would not be the ones sent); then every namespace the request names must match
// one of the grant's patterns → 403. Tokens are compared in constant time
// (SHA-256 digests compared with crypto/subtle, every entry visited).
//
// Namespace patterns use path.Match per "/"-separated segment: "*" matches
// within one segment only, so "team-a/*" matches "team-a/x" but NOT
// "team-a/x/y" nor "team-a". A final "**" segment matches one or more
// segments ("team-a/**" matches "team-a/x" and "team-a/x/y"); the pattern
// "**" alone matches every namespace.
//
// /metrics needs a valid token of any capability because it is served on the
// same listener as the API; its labels hold routes and status codes only,
// never namespaces or content. Set Config.PublicMetrics (--public-metrics)
// when a scraper cannot send a token.
//
// # Errors
//
// Every error is JSON {"code", "message", "field"?}: 400 invalid (field names
// the input), 401 unauthorized, 403 forbidden, 404 not_found, 405
// method_not_allowed, 409 idempotency_conflict or profile_mismatch (the
// namespace holds vectors of another encoder profile), 413 too_large, 415
// unsupported_media_type, 501 not_implemented, 503 unavailable, 500 corrupt
// (Verify found a bad row) or internal (details only in the server log).
//
// # Logs
//
// One structured log/slog record per request: request id, route, status,
// duration, principal name. Request bodies, content, queries and namespaces
// are never logged; the one exception is the text of an internal (500)
// error, logged at error level so an operator can diagnose it.
//
// # Concurrency
//
// A Server is safe for concurrent use; Attach and Detach may be called while
// it serves. Principals is immutable after loading.
package httpapi
