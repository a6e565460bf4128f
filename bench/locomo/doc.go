// Package locomo reads LoCoMo (Maharana et al., "Evaluating Very Long-Term
// Conversational Memory of LLM Agents", ACL 2024) conversation files and the
// MSC persona file that ships beside them, for every benchmark that uses
// them (evibench memory, lexical and encode).
//
// A LoCoMo file is one JSON array of samples {sample_id, conversation, qa};
// conversation holds speaker_a, speaker_b and, for n = 1, 2, ...,
// session_<n> (a list of turns {speaker, dia_id, text}) with its
// session_<n>_date_time ("1:56 pm on 8 May, 2023"). Sessions are returned
// in number order; a gap in the numbering is allowed. Other conversation
// keys and unknown fields (img_url, blip_caption, ...) are ignored. The
// session time is kept as written: only consumers that need it parse it
// (Session.Time), so a file with a malformed date still gives its text.
//
// The MSC persona file is an object of splits (train, valid, test), each a
// list of dialogues whose "Speaker 1" and "Speaker 2" are lists of persona
// sentences.
//
// Parsing keeps the file's order and does no deduplication or filtering of
// turns; those are the consumers' rules. Values are plain data, safe for
// concurrent reads.
package locomo
