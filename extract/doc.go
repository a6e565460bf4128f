// Package extract derives claims from an observation's raw text (seed 000
// Phase B) behind one interface, Extractor, with two implementations:
//
//   - PatternExtractor, deterministic and the default: a documented rule
//     table (PREDICATES.md) over first- and third-person statements.
//   - LLMExtractor, off unless configured: an OpenAI-compatible
//     chat-completions client (LLMFromEnv reads EVICORTEX_LLM_URL,
//     EVICORTEX_LLM_MODEL, EVICORTEX_LLM_KEY, EVICORTEX_LLM_TIMEOUT and
//     EVICORTEX_LLM_FALLBACK) that asks for JSON following a schema and
//     uses the prompt in llm_prompt.md, embedded.
//
// An extractor reads an Input (text, speaker, role, occurred_at) and
// returns ExtractedClaims: subject, predicate from a typed Predicates
// table, a value trimmed to its phrase, an Op (OpAssert, or OpEnd for "I
// no longer...", "I quit..."), ValidFrom from the statement's time
// expression, and the byte span it rests on. Only a person's own turns
// state claims (Speaks): assistant, system and tool turns yield none.
//
// An extractor never writes. engine.RememberExtracted and
// engine.RememberBatchExtracted run it, check its output with Validate
// (span inside the text on character boundaries, non-empty subject, known
// predicate, a value on every assert; errors name the field, as in
// "extraction.claims[2].predicate: unknown predicate \"foo\""), resolve
// each claim against the subject's current claims (a single-valued
// predicate supersedes, a multi-valued one accumulates, an end closes the
// value it names) and store evidence, claims and the run in one atomic
// ledger write. Nothing is written when extraction or validation fails.
//
// Measured precision and recall on the labelled set
// (testdata/labelled.jsonl) are in RESULTS.md.
//
// # Caveats
//
// PatternExtractor reads English and recognizes only the phrasings its
// rules list; what it does not recognize yields no claim (and a
// diagnostic). It never resolves a pronoun, and a third-person subject is
// any capitalized word before the stated verb that is not a function word,
// so "Google moved to Austin" would claim a home for user:google when the
// value is a capitalized place. Time expressions are resolved against
// Input.OccurredAt (fuse's hint parser, plus seasons and "for N years"
// here). Both extractors are safe for concurrent use; a Predicates table
// is safe for concurrent reads once built.
package extract
