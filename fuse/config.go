package fuse

import (
	"fmt"
	"math"
	"sort"
)

// Defaults applied to zero Config fields.
const (
	// DefaultRRFK is the reciprocal-rank constant. A small k lets each
	// channel's first hits count for more than agreement among channels'
	// middling hits (measured in bench/results/README.md); answerBonus is 4
	// to match it, or answer claims lose their lead over episodes.
	DefaultRRFK         = 5.0
	DefaultAbstainBelow = 0.5 // lexical coverage matched/query_terms
	// DefaultCosineFloor lies between the cosine all-MiniLM-L6-v2 gives a
	// paraphrase and the one it gives unrelated turns (README).
	DefaultCosineFloor = 0.2
	// DefaultDedupeJaccard is high, because two turns that share most of
	// their words are still two pieces of evidence: a lower bound hid gold
	// turns (bench/results/README.md).
	DefaultDedupeJaccard      = 0.9
	DefaultItemOverheadTokens = 8
	// DefaultDenseWeight is the dense channel's fusion weight when
	// Config.Weights does not name it (every other channel's is 1): the
	// lexical evidence reaches fusion through three channels (lexical,
	// context, window) and the encoder's through one, so at 1 a turn the
	// encoder ranks first lost to any turn the BM25 channels agree on. At 2
	// the raw-conversation sets with bge-small-en-v1.5 rose 0.4-6.7 points
	// and LoCoMo dev7 stayed within 0.2; at 3 LoCoMo fell 2.5
	// (bench/results/README.md, "dense weight").
	DefaultDenseWeight = 2.0
)

// Config tunes fusion, abstention, de-duplication and packing. The zero
// value means "all defaults". A Config is a plain value; it is safe to share
// between goroutines as long as Weights is not mutated.
type Config struct {
	RRFK          float64            // reciprocal-rank constant k; 0 -> 5
	Weights       map[string]float64 // per channel name; missing -> 1.0 (dense: DefaultDenseWeight)
	AbstainBelow  float64            // lexical coverage floor (matched/query_terms); 0 -> 0.5
	DedupeJaccard float64            // episode token-set Jaccard; 0 -> 0.9; > 1 disables
	// ItemOverheadTokens is charged per packed item for its citation and
	// framing, on top of the estimated text cost, and is part of
	// used_tokens; 0 -> 8 (set NoItemOverhead to charge nothing).
	ItemOverheadTokens int
	MaxItems           int     // 0 -> unlimited
	CosineFloor        float64 // dense "cosine" relevance floor; 0 -> 0.2
	NoItemOverhead     bool    // charge no per-item overhead (ItemOverheadTokens ignored)
	// CounterevidenceShare is the share of the budget a deliberation
	// recall reserves for counterevidence to its top answer (counter.go);
	// 0 -> 0.25, at most 1.
	CounterevidenceShare float64
	// LowTrustShare is the share of the budget that evidence written below
	// standard trust (Candidate.LowTrust) may take in all: keyword-stuffed
	// text from an untrusted source cannot take over a capsule, however
	// well it matches; 0 -> 0.25, at most 1.
	LowTrustShare float64
	// SourceShare is the share of the budget the episodes of one source
	// family (Candidate.Source) may take in all while the candidates hold
	// another family's episodes (sourceshare.go): many pieces of
	// keyword-stuffed text from one source cannot take over a capsule;
	// 0 -> 0.5, at most 1 (1: off).
	SourceShare float64
}

// DefaultConfig returns the documented defaults, spelled out.
func DefaultConfig() Config {
	return Config{
		RRFK:               DefaultRRFK,
		AbstainBelow:       DefaultAbstainBelow,
		DedupeJaccard:      DefaultDedupeJaccard,
		ItemOverheadTokens: DefaultItemOverheadTokens,
		CosineFloor:        DefaultCosineFloor,
	}
}

// resolved returns c with defaults filled in, or an error naming the first
// invalid field.
func (c Config) resolved() (Config, error) {
	if err := c.validate(); err != nil {
		return c, err
	}
	d := DefaultConfig()
	if c.RRFK == 0 {
		c.RRFK = d.RRFK
	}
	if c.AbstainBelow == 0 {
		c.AbstainBelow = d.AbstainBelow
	}
	if c.DedupeJaccard == 0 {
		c.DedupeJaccard = d.DedupeJaccard
	}
	if c.CosineFloor == 0 {
		c.CosineFloor = d.CosineFloor
	}
	switch {
	case c.NoItemOverhead:
		c.ItemOverheadTokens = 0
	case c.ItemOverheadTokens == 0:
		c.ItemOverheadTokens = d.ItemOverheadTokens
	}
	return c, nil
}

func (c Config) validate() error {
	floats := []struct {
		name string
		v    float64
	}{
		{"config.rrf_k", c.RRFK},
		{"config.abstain_below", c.AbstainBelow},
		{"config.dedupe_jaccard", c.DedupeJaccard},
		{"config.cosine_floor", c.CosineFloor},
		{"config.counterevidence_share", c.CounterevidenceShare},
		{"config.low_trust_share", c.LowTrustShare},
		{"config.source_share", c.SourceShare},
	}
	for _, f := range floats {
		if err := nonNegative(f.name, f.v); err != nil {
			return err
		}
	}
	if c.LowTrustShare > 1 {
		return invalid("config.low_trust_share", "must be at most 1, got %v", c.LowTrustShare)
	}
	if c.SourceShare > 1 {
		return invalid("config.source_share", "must be at most 1, got %v", c.SourceShare)
	}
	if c.CounterevidenceShare > 1 {
		return invalid("config.counterevidence_share", "must be at most 1, got %v", c.CounterevidenceShare)
	}
	if c.ItemOverheadTokens < 0 {
		return invalid("config.item_overhead_tokens", "must be >= 0, got %d", c.ItemOverheadTokens)
	}
	if c.MaxItems < 0 {
		return invalid("config.max_items", "must be >= 0, got %d", c.MaxItems)
	}
	// Every recall validates its config: look for a bad weight first, and
	// sort names and format the field only to report one.
	bad := false
	for _, v := range c.Weights {
		bad = bad || math.IsNaN(v) || math.IsInf(v, 0) || v < 0
	}
	if !bad {
		return nil
	}
	names := make([]string, 0, len(c.Weights))
	for n := range c.Weights {
		names = append(names, n)
	}
	sort.Strings(names) // report the same field every time
	for _, n := range names {
		if err := nonNegative(fmt.Sprintf("config.weights[%q]", n), c.Weights[n]); err != nil {
			return err
		}
	}
	return nil
}

func nonNegative(field string, v float64) error {
	if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
		return invalid(field, "must be a finite number >= 0, got %v", v)
	}
	return nil
}

func (c Config) weight(channel string) float64 {
	if w, ok := c.Weights[channel]; ok {
		return w
	}
	if channel == "dense" {
		return DefaultDenseWeight
	}
	return 1
}
