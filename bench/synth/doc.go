// Package synth generates a deterministic synthetic streaming memory
// workload: users whose city, job, theme, diet, coffee, car, pet, partner and
// hobby change over a period of months, told in natural-language turns, mixed
// with distractor small talk that reuses the same vocabulary and mentions
// other people.
//
// Most fact changes carry an explicit Claim whose Supersedes names the turn
// of the previous claim, so a system must replay the turns of a namespace in
// order and remember the claim ids its receipts return. Hobby changes are
// text only, so the lexical/episodic path is exercised too.
//
// Questions come with gold turn ids and the expected value: Current (as of
// the end of the stream), Historical ("in March 2025", "before buying the
// Tesla Model 3") and Unanswerable (abstention). Question phrasing differs
// from the turn phrasing.
//
// Generate is a pure function of Config: the same Config gives the same
// Workload and the same Digest. Workloads are safe for concurrent reads.
package synth
