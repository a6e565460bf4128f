// Package affect derives an affect estimate (valence, arousal) from text
// with the VADER lexicon (Hutto & Gilbert, "VADER: A Parsimonious
// Rule-based Model for Sentiment Analysis of Social Media Text", ICWSM
// 2014; MIT). The lexicon is the vader_lexicon.txt of the PyPI package
// vaderSentiment 3.3.2, fetched and sha256-checked by `make lexicon`
// (mk/lexicon.mk) into .cache/lexicon; it is not in the repository.
//
// VADER was chosen because it is made for this: a human-rated valence
// lexicon (7,520 entries, each the mean of ten raters on -4..4) with a few
// rules for negation and intensity, deterministic, with no model weights
// and no dependency, and well kept (the reference implementation of its
// paper). Analyze applies its core: the mean ratings of the words found,
// negation (a "not", "never", "n't" within the three preceding words
// flips and damps a rating by VADER's -0.74), intensifiers ("very",
// "extremely": ±0.293), and VADER's normalisation of the sum to a
// compound score in (-1, 1):
//
//	valence = s / sqrt(s² + 15)
//	arousal = min(1, mean |rating| of the rated words / 4)
//
// It leaves out VADER's capitalisation, punctuation, "but" and emoji
// rules; the result is reproducible across versions of this package as
// long as Producer is unchanged.
//
// A Lexicon is immutable once parsed and safe for concurrent use.
package affect
