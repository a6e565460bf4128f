// Package clause splits English text into sentences and clauses and tells
// an asserted clause from a hedged one (conditional, planned, wished or
// reported). Package extract uses it to decide which clauses can become
// claims; package fuse uses the same test to decide which turns state a
// person's current value (state from episodes), so the two agree on what
// counts as a statement.
package clause
