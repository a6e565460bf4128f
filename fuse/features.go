package fuse

import "math"

// Features are what a channel measured for one hit, one named field per
// feature. They reach the item's trace (capsule.ChannelTrace.Features)
// under the names in featureFields, only the fields a channel set; fusion
// reads Matched and QueryTerms, EntityMatch and Cosine (the relevance
// floor, see the package documentation). A new feature is a field here
// and a row in featureFields.
type Features struct {
	BM25                  Measure // lexical and claim: the hit's BM25 score
	Matched               Measure // lexical and claim: distinct query terms the text matched
	QueryTerms            Measure // lexical and claim: distinct analyzed query terms
	PredicateValueMatched Measure // claim: query terms its predicate and value match
	TemporalFit           Measure // temporal: fit to the requested valid time
	WindowBM25            Measure // window: the window's BM25 score
	Cosine                Measure // dense: cosine similarity to the query
	EntityMatch           bool    // entity: linked to an entity the query names
	Mention               bool    // entity: evidence that mentions it
	State                 bool    // entity: a claim about it valid at the target time, or that claim's evidence
	Context               bool    // context: in a neighbourhood of the best lexical hits
	TimeCue               bool    // when: the text carries a time expression
	Reply                 bool    // reply: the next turn after a question among the best lexical hits
	Topic                 Measure // state: distinct words of the query's topics (Hints.Topics) the turn matched
	Activation            Measure // associative: activation spread to it over links
	Hops                  Measure // associative: links from the seed
	CueSimilarity         Measure // experience: similarity of the query to the cues of the feedback that used it
	Uses                  Measure // experience: feedbacks of those cues that used it
	// situation: the activation components and their profile weights.
	ActSemantic, ActEmotional, ActGoal, ActRecency, ActGraph, ActContext Measure
	WSemantic, WEmotional, WGoal, WRecency, WGraph, WContext             Measure
	GoalDense                                                            bool // situation: goal relevance came from the dense encoder
}

// Measure is one measured feature value. The zero Measure is "not
// measured" and stays out of the trace, so that a measured 0 (a claim
// whose predicate and value match no query term) is still reported.
//
// It is one word, the value's IEEE bits, with all-zero bits (+0) meaning
// not measured and a measured ±0 kept as the bits of −0: a Features of
// two dozen measures is then half the size it was with a (value, set)
// pair each, and every channel hit carries one.
type Measure struct{ bits uint64 }

const negZero = 1 << 63

// Measured is the measure of value v.
func Measured(v float64) Measure {
	b := math.Float64bits(v)
	if b == 0 {
		b = negZero
	}
	return Measure{b}
}

// Value is the measured value (0 when not measured).
func (m Measure) Value() float64 {
	if m.bits == negZero {
		return 0
	}
	return math.Float64frombits(m.bits)
}

// IsSet reports whether the feature was measured.
func (m Measure) IsSet() bool { return m.bits != 0 }

func (m Measure) get() (float64, bool) { return m.Value(), m.bits != 0 }

func flagged(b bool) (float64, bool) { return 1, b }

// featureFields names each field of Features in the trace, sorted by name
// (validation reports the first bad feature by name).
var featureFields = [...]struct {
	name string
	get  func(*Features) (float64, bool)
}{
	{"act_context", func(f *Features) (float64, bool) { return f.ActContext.get() }},
	{"act_emotional", func(f *Features) (float64, bool) { return f.ActEmotional.get() }},
	{"act_goal", func(f *Features) (float64, bool) { return f.ActGoal.get() }},
	{"act_graph", func(f *Features) (float64, bool) { return f.ActGraph.get() }},
	{"act_recency", func(f *Features) (float64, bool) { return f.ActRecency.get() }},
	{"act_semantic", func(f *Features) (float64, bool) { return f.ActSemantic.get() }},
	{"activation", func(f *Features) (float64, bool) { return f.Activation.get() }},
	{"bm25", func(f *Features) (float64, bool) { return f.BM25.get() }},
	{"context", func(f *Features) (float64, bool) { return flagged(f.Context) }},
	{"cosine", func(f *Features) (float64, bool) { return f.Cosine.get() }},
	{"cue_similarity", func(f *Features) (float64, bool) { return f.CueSimilarity.get() }},
	{"entity_match", func(f *Features) (float64, bool) { return flagged(f.EntityMatch) }},
	{"goal_dense", func(f *Features) (float64, bool) { return flagged(f.GoalDense) }},
	{"hops", func(f *Features) (float64, bool) { return f.Hops.get() }},
	{"matched", func(f *Features) (float64, bool) { return f.Matched.get() }},
	{"mention", func(f *Features) (float64, bool) { return flagged(f.Mention) }},
	{"predicate_value_matched", func(f *Features) (float64, bool) { return f.PredicateValueMatched.get() }},
	{"query_terms", func(f *Features) (float64, bool) { return f.QueryTerms.get() }},
	{"reply", func(f *Features) (float64, bool) { return flagged(f.Reply) }},
	{"state", func(f *Features) (float64, bool) { return flagged(f.State) }},
	{"temporal_fit", func(f *Features) (float64, bool) { return f.TemporalFit.get() }},
	{"time_cue", func(f *Features) (float64, bool) { return flagged(f.TimeCue) }},
	{"topic", func(f *Features) (float64, bool) { return f.Topic.get() }},
	{"uses", func(f *Features) (float64, bool) { return f.Uses.get() }},
	{"w_context", func(f *Features) (float64, bool) { return f.WContext.get() }},
	{"w_emotional", func(f *Features) (float64, bool) { return f.WEmotional.get() }},
	{"w_goal", func(f *Features) (float64, bool) { return f.WGoal.get() }},
	{"w_graph", func(f *Features) (float64, bool) { return f.WGraph.get() }},
	{"w_recency", func(f *Features) (float64, bool) { return f.WRecency.get() }},
	{"w_semantic", func(f *Features) (float64, bool) { return f.WSemantic.get() }},
	{"window_bm25", func(f *Features) (float64, bool) { return f.WindowBM25.get() }},
}

// Map is the trace form of f: each set feature by name, nil when none is
// set. The map is the caller's.
func (f *Features) Map() map[string]float64 {
	n := 0
	for _, ff := range featureFields {
		if _, ok := ff.get(f); ok {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	m := make(map[string]float64, n)
	for _, ff := range featureFields {
		if v, ok := ff.get(f); ok {
			m[ff.name] = v
		}
	}
	return m
}

// finite reports whether no measure of f is NaN or infinite: one pass over
// the raw bits (an all-ones exponent), the common case of validation,
// before firstNonFinite looks for the name. TestFiniteCoversMeasures
// checks that every Measure field is listed.
func (f *Features) finite() bool {
	const exp = 0x7ff << 52
	for _, m := range [...]Measure{f.BM25, f.Matched, f.QueryTerms, f.PredicateValueMatched, f.TemporalFit, f.WindowBM25, f.Cosine, f.Topic, f.Activation, f.Hops, f.CueSimilarity, f.Uses, f.ActSemantic, f.ActEmotional, f.ActGoal, f.ActRecency, f.ActGraph, f.ActContext, f.WSemantic, f.WEmotional, f.WGoal, f.WRecency, f.WGraph, f.WContext} {
		if m.bits&exp == exp {
			return false
		}
	}
	return true
}

// firstNonFinite returns the smallest feature name with a NaN or infinite
// value, so the error is the same on every run.
func (f *Features) firstNonFinite() (string, float64, bool) {
	if f.finite() {
		return "", 0, false
	}
	for _, ff := range featureFields {
		if v, ok := ff.get(f); ok && (math.IsNaN(v) || math.IsInf(v, 0)) {
			return ff.name, v, true
		}
	}
	return "", 0, false
}

// relevant applies the relevance floor to one hit's features: enough of
// the query's terms matched, a named entity, or a close enough cosine.
func (f *Features) relevant(cfg *Config) bool {
	if q := f.QueryTerms.Value(); q > 0 && f.Matched.Value()/q >= cfg.AbstainBelow {
		return true
	}
	if f.EntityMatch {
		return true
	}
	return f.Cosine.IsSet() && f.Cosine.Value() >= cfg.CosineFloor
}
