// Package maintain plans a maintenance pass over one namespace and returns
// the actions to take; it never writes. A State is the planner's
// incremental form: it folds what is new since the last pass (evidence,
// claims, feedback, the maintenance the ledger recorded) and plans from
// there; PlanPass folds a whole Snapshot at once, and both reach the same
// plans (TestStateIncrementalEqualsFull). The engine
// writes a plan through the ledger (derived records and journal entries)
// and the projections apply them. A plan never edits evidence: purge stays
// the only deletion. Standard library only, deterministic: the same
// snapshot gives the same plan, and a snapshot that already reflects a plan
// gives an empty one (idempotence).
//
// # Duplicates
//
// Text is normalized (lowercase, letters and digits, one space between
// words). Equal normalized text is an exact duplicate (measure "exact",
// similarity 1). Otherwise, for texts of at least ShingleSize words, the
// word ShingleSize-shingle sets are compared by Jaccard similarity, with
// candidates found by MinHash (64 hashes) banded into 16 bands of 4 rows
// (Broder 1997; Leskovec, Rajaraman, Ullman, "Mining of Massive Datasets"
// ch. 3: a pair at similarity 0.9 shares a band with probability 1.00, at
// 0.67 with 0.97), each band bucket compared up to its 16 latest members
// (texts cut from one template crowd a bucket by the thousand):
// similarity >= Policy.NearThreshold (0.9) links the evidence to its
// canonical (measure "shingle_jaccard"); >= Policy.ProposeThreshold (0.6)
// and below it opens a merge_duplicate proposal instead (at most
// Policy.MaxProposals a pass), for an admin to decide: two short texts
// that differ by one name ("Ana told me their pet is a cat." / "Bo told
// me ...") score 0.8 and are not the same memory. Evidence is visited in
// write order and compared with earlier canonicals only, so the canonical
// of a group is its first-written member and links never chain.
//
// # Summaries
//
// Per session (the evidence source up to its last '/') the canonical
// evidence, in write order, is cut into chunks of Policy.MaxChildren; a
// chunk of at least two children gets an extractive summary: sentences of
// the children chosen greedily by the number of content words (three
// letters or more, not a stopword) they add to what the chosen sentences
// already cover, at most Policy.MaxSentences and Policy.MaxSummaryBytes,
// rendered in the children's order. Each sentence keeps its child span.
// A chunk whose children or their content changed gets a new summary and
// the old one is dropped (SummaryInputDigest).
//
// Per period, the second level: a session belongs to the calendar month
// (UTC) of its first canonical evidence in write order (so it never moves),
// and a month's session chunks of two children or more, its sessions in
// first-canonical order, are cut into groups of Policy.MaxPeriodChunks. A
// group of at least two chunks gets a period summary, scope
// "period:YYYY-MM#g": its children are the children of its chunks'
// session summaries, flattened in order (so expanding it returns that
// evidence directly, not the session summaries), and its sentences are
// chosen by the same greedy rule among the sentences the chunks' own
// extractive summaries picked, so each is a session summary's sentence and
// a child's span. It is rewritten when any chunk under it changes
// (PeriodInputDigest). Planning stays incremental: a session gaining
// evidence marks its period dirty too, and folding in pieces or at once
// reaches the same period summaries (TestStateIncrementalEqualsFull).
//
// # Tiers
//
// Evidence is archive when it is a linked duplicate (its canonical holds
// the same words) or when every claim resting on it is superseded or
// rejected; warm when older than Policy.WarmAge and not used (feedback
// "used") within it; hot otherwise. A claim is archive when superseded or
// rejected, hot otherwise. Age is measured from the namespace's newest
// occurred_at, so a replayed history ages as it did when it was live. Hot
// is the default: only a move writes.
package maintain
