// Package prefilter puts a literal test in front of a regular expression:
// Regexp is a regexp.Regexp that knows, from its syntax tree, words every
// match must contain (one of "i moved", "i relocated", "we moved", "we
// relocated" for `(?i)\b(?:i|we)\s+(?:moved|relocated)\b`), and answers
// "no match" without running the matcher when the text lacks them. The
// idea is the one of RE2's and Google Code Search's prefilters, kept
// small: a conjunction of disjunctions of words, compared with ASCII case
// folded.
//
// Why: the state reader (package fuse) tests each turn's sentences and
// clauses with about 150 long case-insensitive expressions, most of which
// match nothing; Go's matcher walks the whole text for each, and on LoCoMo
// that was 70% of a recall's CPU (bench/results/recallpath.md). A failed literal test
// costs a scan of the text for a few words.
//
// The contract is exactness: for every input, every method returns what
// the same method of the wrapped regexp.Regexp returns (the tests and a
// fuzz test check it against the plain matcher, and the environment
// variable EVICORTEX_PREFILTER_VERIFY makes every rejection run the
// matcher too and panic on a match). The literal test only ever says
// "cannot match", and only when the extracted requirement proves it.
// Analysis walks the parsed expression (regexp/syntax) bottom up:
//
//   - a node that matches only a few strings is exact: a literal, a small
//     character class, an alternation or concatenation of exact nodes, an
//     optional exact node, an anchor or word boundary (the empty string),
//     and \s, \s+ (a space standing for a run of white space); adjacent
//     exact nodes multiply, so the parser's factoring of
//     "photos|pictures|pics" into "p(?:hotos|ic(?:tures|s))" gives the
//     three words back;
//   - a concatenation requires what each of its parts requires;
//   - an alternation requires one of its branches' best requirement, and
//     nothing when some branch requires nothing;
//   - a capture, a plus or a repeat with a positive minimum requires what
//     its body requires; a star, a question mark or a large class
//     requires nothing.
//
// A set of words is tested when its shortest word has two bytes or more
// besides white space, and cut to its words' first bytes when it has more
// than 256 words.
//
// Case: requirements and text are compared with ASCII letters folded and
// other bytes as they are; a rune outside ASCII that folds to another
// (é, É) or U+FFFD (how the matcher reads an invalid byte) is never part
// of a word. A case-insensitive literal also matches the Kelvin sign
// (U+212A, for "k") and the long s (U+017F, for "s"), which ASCII folding
// does not see; a text holding either rune skips the test and runs the
// matcher.
package prefilter
