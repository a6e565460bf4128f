// Package extract holds the extractors that derive claims from an
// observation's raw text (seed 000 Phase B) behind one interface, and the
// built-in deterministic PatternExtractor.
//
// An extractor never writes: engine.RememberExtracted runs it, validates
// its output (non-empty fields, spans inside the text on character
// boundaries) and stores the evidence, the claims and the run (producer,
// input digest, spans, diagnostics) in one atomic ledger write.
package extract
