// Package metrics scores memory systems on a question set with one rule for
// every system.
//
//   - Evidence recall: the fraction of a question's gold turns whose full text
//     is a substring of the system's packed texts joined by "\n". A claim
//     that cites a turn does not count: only text the reader would see.
//   - All-found: the fraction of answerable questions with evidence recall 1.
//   - Recall@k: the fraction of gold turn ids among the first k distinct
//     ranked evidence ids; cited recall is the same over all of them (a
//     claim that cites a gold turn counts here, not in evidence recall).
//   - Temporal accuracy: see Answer. An answerable question the system
//     abstained on counts as wrong.
//   - Abstention accuracy: over all questions, abstained == unanswerable.
//   - Answer support (free-text gold answers, e.g. LoCoMo): AnswerSupport,
//     the best SQuAD token F1 of the normalized gold answer against any one
//     line of the packed texts, and whole-token containment of it.
//   - A question with no gold evidence ids is counted (Summary.NoEvidence)
//     and left out of the recall means, never dropped silently.
//   - LongMemEval ranking metrics: RecallAny, RecallAll, NDCGAny (ranking.go).
//   - Every rate is also broken down by category (Summary.Categories), each
//     with its own bootstrap CI.
//   - Latency percentiles are nearest-rank; confidence intervals are seeded
//     percentile bootstraps over questions (Bootstrap).
//
// All functions are pure and safe for concurrent use.
package metrics
