// Package scenarios is the temporal-update scenario suite of `evibench
// memory --dataset scenarios`: small, self-contained histories in which a
// fact changes (supersession), changes back (revert), is contradicted by a
// weaker source and then corrected (dispute), changes at a time told
// relatively ("three weeks ago") or is asked about relatively ("last
// month"), or is asked about in the past, each followed by questions whose
// gold answer is either the current value or a historical one.
//
// The format is JSON Lines, documented in FORMAT.md: one Scenario per line.
// Parse validates every field and names the line and JSON path of the
// first violation. The bundled set (Bundled, scenarios.jsonl, 120
// scenarios) is written by Generate(BundledSeed); TestBundledUpToDate
// fails when the committed file and the generator disagree (regenerate
// with `go test ./bench/scenarios -run TestBundledUpToDate -update`).
//
// Workload turns a scenario set into a synth.Workload (one namespace per
// scenario) so every memory system is replayed and scored by the same
// runner as the synthetic and LoCoMo workloads: temporal accuracy is
// current-vs-historical resolution under metrics.Answer, evidence recall is
// over the gold observations.
//
// Everything here is plain data and pure functions, safe for concurrent use.
package scenarios
