// Package longmemeval reads LongMemEval (Wu et al., "LongMemEval:
// Benchmarking Chat Assistants on Long-Term Interactive Memory", arXiv
// 2410.10813) files and scores retrieval exactly as its authors' reader-free
// retrieval evaluation does: recall_any@k, recall_all@k and ndcg_any@k at
// session level (k = 5, 10) and turn level (k = 5, 10, 50), abstention
// questions (question_id ending in "_abs") skipped.
//
// No LongMemEval data ships with this repository; the tests generate a small
// file in the format. Assumptions about the format, from the paper and the
// released longmemeval_s / longmemeval_m / longmemeval_oracle JSON:
//
//   - the file is one JSON array of question objects with question_id,
//     question_type, question, answer (a string, or a number), question_date,
//     haystack_session_ids, haystack_dates, haystack_sessions and
//     answer_session_ids; unknown fields are ignored (the released files
//     carry none we know of, but a reader must not break on an extra one);
//   - dates read "2023/05/20 (Sat) 02:21";
//   - haystack_sessions[i] is a list of turns {role: user|assistant,
//     content, has_answer?}, has_answer marking the evidence turns;
//     haystack_session_ids[i] and haystack_dates[i] belong to it;
//   - answer_session_ids are the gold sessions (a subset of the haystack ids)
//     and the has_answer turns the gold turns;
//   - session ids contain no '#' (we use it to build turn ids).
//
// Each question owns its haystack, so each becomes its own namespace
// ("lme/<question_id>"), its sessions ingested in date order (stable), turn
// i of a session at the session date plus i seconds, text "<role>:
// <content>", and the question asked with Now = question_date. The ranking a
// system is scored on is the evidence ids of its capsule in rank order (turn
// level) and their sessions in order of first appearance (session level):
// unlike the paper's retrievers, which rank the whole haystack, a memory
// system returns what fits its token budget, so @k beyond what fits counts
// as a miss. This is stated in every report.
//
// proxy.go reads the LongMemEval-S proxy (MemPalace's raw-session results
// file; see ParseProxy): one session per evidence, user turns only, cut at
// 500 characters, gold = the "answer_" ids. Its numbers are labelled a proxy.
//
// Functions are pure; values are plain data, safe for concurrent reads.
package longmemeval
