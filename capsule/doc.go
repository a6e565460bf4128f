// Package capsule holds the wire types every consumer of a recall shares:
// the Capsule (a ranked, cited answer strictly inside a token budget), its
// Items, their Traces and the counts of what was left out, with their JSON
// encoding.
//
// fuse produces capsules; engine returns them; internal/httpapi writes them
// with AppendJSON; client decodes them. The package imports only the
// standard library, so a client of the HTTP API names an item without
// importing the engine or its algorithms.
//
// The JSON form is the CLI and HTTP contract (README, "JSON contract"):
// AppendJSON writes exactly what encoding/json writes for a *Capsule, and a
// differential test over random capsules keeps the two equal.
package capsule
