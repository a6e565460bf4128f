// Package recallpath is `evibench recall-path`: the latency of a full
// recall (every channel, dense included) at 10k, 100k and 1M evidence in
// one namespace, with the split per stage (parse, filter, each channel,
// the query's encoding, fusion, packing; engine.Query.Stages).
//
// Each size is a fresh SQLite ledger holding one namespace of
// deterministic chat-like text (bench/scale's generator, with a statement
// about where someone lives or works every so often so the state channel
// has something to find). The dense channel runs over vectors from a
// stand-in encoder (standin.go): a hashed bag of words projected to 384
// dimensions and normalized. It is a latency stand-in, not a model:
// embedding a million texts with the real model takes hours here, and the
// dense channel's cost at recall is the HNSW search over 384-dimensional
// vectors, which the stand-in's vectors exercise the same way. The query's
// encoding is measured with the real model when the binary has a native
// encoder (-tags ort; NewEncoder), else with the stand-in, and the report
// says which.
//
// The recalls (--queries, budget --budget) mix three kinds, generated from
// the corpus, never from a benchmark's questions: a few words of a stored
// text, a question with a time phrase (the when and temporal channels),
// and a question about where someone lives or works now (the state
// channel).
package recallpath
