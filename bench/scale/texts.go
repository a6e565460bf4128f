package scale

// Texts is the scale corpus's text generator for a single namespace: the
// same chat-like sentences `evibench scale` ingests, for benchmarks that
// build their own namespaces (bench/recallpath). Deterministic for a seed;
// not safe for concurrent use.
type Texts struct{ c *corpus }

// NewTexts returns the generator for seed.
func NewTexts(seed uint64) *Texts { return &Texts{c: newCorpus(seed, 1, false)} }

// Next returns the next evidence text: one to three sentences.
func (t *Texts) Next() string { return t.c.text(0) }
