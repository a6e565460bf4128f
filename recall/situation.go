package recall

import (
	"context"
	"fmt"

	"github.com/RoaringBitmap/roaring/v2"
	"math"
	"math/bits"
	"slices"
	"strings"
	"time"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
)

// State is a recall's agent state (seed 002), resolved by the caller: the
// profile's weights, the emotion, the goal, the recent items by evidence
// seq, and the participants.
type State struct {
	Profile      string
	Weights      Weights
	Emotion      *Emotion
	Goal         string
	Recent       []uint32
	Participants []string
}

// Emotion is the agent's current valence (-1..1) and arousal (0..1).
type Emotion struct{ Valence, Arousal float64 }

// Weights are the activation weights of a state profile.
type Weights struct {
	Semantic, Emotional, Goal, Recency, Graph, Context float64
}

// StateSnapshot is what a Snapshot with per-evidence state also offers.
type StateSnapshot interface {
	EvidenceState(seq uint32) (ledger.EvidenceState, bool)
}

// situationRecencyHalfLife is the age at which recency is 1/2.
const situationRecencyHalfLife = 30 * 24 * time.Hour

// situationChannel ranks the best lexical hits, and the evidence linked to
// the state's recent items, by state-dependent activation (seed 002):
//
//	activation = α·semantic + β·emotional alignment + γ·goal relevance
//	           + δ·recency + ε·graph proximity to recent + ζ·context match
//
// semantic is the hit's BM25 over the best one's (0 for one reached only
// through recent); emotional alignment 1 − (|Δvalence|/2 + |Δarousal|)/2
// between the state's emotion and the evidence's affect (0 without
// either); goal relevance the share of the goal's analyzed terms in the
// evidence's goal and text, or, with a dense encoder, the larger of the
// goal's cosine to the evidence's vector (negative: 0) and the lexical
// share in the evidence's own goal (the trace's goal_dense says which);
// recency 2^(−age/30 days) at the reference time; graph proximity the
// strongest link to a recent item; context match the share of the state's
// participants among the evidence's participants and speaker. The weights
// come from the profile. Runs only with a State.
type situationChannel struct{}

func (situationChannel) Name() string { return "situation" }
func (situationChannel) Depth() int   { return lexicalDepth }

func (c situationChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	st := p.q.State
	ss, ok := p.s.(StateSnapshot)
	if st == nil || !ok {
		return nil, nil
	}
	// cands[i] for i < len(sem) is the i-th lexical hit, whose semantic
	// component is sem[i]; the rest came only through recent items.
	lex := p.lex[:min(len(p.lex), c.Depth())]
	cands := make([]uint32, len(lex), len(lex)+len(st.Recent)*associativeFanOut)
	sem := make([]float64, len(lex))
	for i, h := range lex {
		if top := p.lex[0].Score; top > 0 {
			sem[i] = h.Score / top
		}
		cands[i] = h.Doc
	}
	var graph map[uint32]float64 // nil without recent items: reads give 0
	if ls, ok := p.s.(LinkSnapshot); ok && len(st.Recent) > 0 {
		graph = map[uint32]float64{}
		nbs, _ := ls.Neighbors(nil, nil, st.Recent, p.q.Now, associativeFanOut)
		for _, nb := range nbs {
			if p.filter.Contains(nb.Seq) && nb.Strength > graph[nb.Seq] {
				if _, seen := graph[nb.Seq]; !seen && !slices.Contains(cands[:len(lex)], nb.Seq) {
					cands = append(cands, nb.Seq)
				}
				graph[nb.Seq] = nb.Strength
			}
		}
	}
	if len(cands) == 0 {
		return nil, nil
	}
	if err := p.load(ctx, cands); err != nil {
		return nil, err
	}
	goal := uniq(postings.Analyze(p.an, st.Goal))
	dense, err := goalCosines(ctx, p, st.Goal, cands)
	if err != nil {
		return nil, err
	}
	var inText map[uint32]int // goal terms in each candidate's text, from the index
	if dense == nil && len(cands) > goalSearchFrom {
		if inText, err = goalTermsInText(p, st.Goal, goal, cands); err != nil {
			return nil, err
		}
	}
	type scored struct {
		seq uint32
		act float64
		f   fuse.Features
	}
	list := make([]scored, 0, len(cands))
	w := st.Weights
	for i, s := range cands {
		ep := p.episode(s)
		if ep == nil {
			continue
		}
		es, _ := ss.EvidenceState(s)
		var g float64
		switch {
		case inText != nil && es.Goal == "":
			g = float64(inText[s]) / float64(len(goal))
		case dense == nil:
			g = goalRelevance(p, goal, es.Goal, ep.Text)
		}
		if dense != nil {
			// The goal against the evidence's vector, or its own goal
			// lexically, whichever is closer.
			g = max(dense[s], goalRelevance(p, goal, es.Goal, ""))
		}
		semantic := 0.0
		if i < len(sem) {
			semantic = sem[i]
		}
		comp := [6]float64{semantic, emotionalAlignment(st.Emotion, es.Affect), g,
			recency(p.q.Now, ep.OccurredAt), graph[s], contextMatch(st.Participants, es.Participants, ep.Speaker)}
		act := w.Semantic*comp[0] + w.Emotional*comp[1] + w.Goal*comp[2] + w.Recency*comp[3] + w.Graph*comp[4] + w.Context*comp[5]
		list = append(list, scored{s, act, fuse.Features{
			ActSemantic: fuse.Measured(comp[0]), ActEmotional: fuse.Measured(comp[1]), ActGoal: fuse.Measured(comp[2]),
			ActRecency: fuse.Measured(comp[3]), ActGraph: fuse.Measured(comp[4]), ActContext: fuse.Measured(comp[5]),
			WSemantic: fuse.Measured(w.Semantic), WEmotional: fuse.Measured(w.Emotional), WGoal: fuse.Measured(w.Goal),
			WRecency: fuse.Measured(w.Recency), WGraph: fuse.Measured(w.Graph), WContext: fuse.Measured(w.Context),
			Activation: fuse.Measured(act), GoalDense: dense != nil}})
	}
	slices.SortStableFunc(list, func(a, b scored) int {
		switch {
		case a.act > b.act:
			return -1
		case a.act < b.act:
			return 1
		}
		return int(int64(a.seq) - int64(b.seq))
	})
	out := make([]fuse.ChannelHit, 0, len(list))
	for _, x := range list {
		if x.act <= 0 {
			break
		}
		out = append(out, fuse.ChannelHit{Key: p.evKey(x.seq), Score: x.act, Features: x.f})
	}
	return out, nil
}

func emotionalAlignment(e *Emotion, a *ledger.Affect) float64 {
	if e == nil || a == nil {
		return 0
	}
	return 1 - (math.Abs(e.Valence-a.Valence)/2+math.Abs(e.Arousal-a.Arousal))/2
}

// goalRelevance is the share of the goal's distinct terms found in the
// evidence's goal or text. It runs once per candidate, so it marks the
// goal terms found in a small bit set instead of building term sets (a
// goal past 64 terms counts its first 64).
func goalRelevance(p *pass, goal []string, evGoal, text string) float64 {
	if len(goal) == 0 {
		return 0
	}
	goal = goal[:min(len(goal), 64)]
	var found uint64
	mark := func(s string) {
		for _, t := range postings.Analyze(p.an, s) {
			if i := slices.Index(goal, t); i >= 0 {
				found |= 1 << i
			}
		}
	}
	mark(evGoal)
	mark(text)
	return float64(bits.OnesCount64(found)) / float64(len(goal))
}

// goalSearchFrom is the candidate count above which the goal's terms are
// looked up in the index (goalTermsInText) rather than found by analyzing
// each candidate's text: one search costs about as much as analyzing a
// dozen or two texts, and a recall over a long conversation ranks 64.
const goalSearchFrom = 16

// goalTermsInText counts, per candidate, the goal's distinct terms its
// text holds: the Matched of a search for the goal over the candidates
// (the index holds each text's analyzed terms), the same count
// goalRelevance makes by analyzing the text (TestGoalTermsInTextOracle).
// nil when the goal has no terms or more than goalRelevance counts (then
// it runs per candidate).
func goalTermsInText(p *pass, goalText string, goal []string, cands []uint32) (map[uint32]int, error) {
	if len(goal) == 0 || len(goal) > 64 {
		return nil, nil
	}
	allow := roaring.New()
	allow.AddMany(cands)
	hits, err := p.s.SearchEvidence(goalText, len(cands), allow)
	if err != nil {
		return nil, fmt.Errorf("goal search: %w", err)
	}
	out := make(map[uint32]int, len(hits))
	for _, h := range hits {
		out[h.Doc] = h.Matched
	}
	return out, nil
}

func recency(now, at time.Time) float64 {
	if at.IsZero() || !now.After(at) {
		return 1
	}
	return math.Exp2(-float64(now.Sub(at)) / float64(situationRecencyHalfLife))
}

func contextMatch(want, have []string, speaker string) float64 {
	if len(want) == 0 {
		return 0
	}
	n := 0
	for _, w := range want {
		if strings.EqualFold(w, speaker) || slices.ContainsFunc(have, func(h string) bool { return strings.EqualFold(h, w) }) {
			n++
		}
	}
	return float64(n) / float64(len(want))
}

// TrustSnapshot is what a Snapshot that knows its evidence's trust levels
// also offers (ledger/trust.go): fuse caps the budget share of evidence
// below standard trust.
type TrustSnapshot interface {
	TrustOf(seq uint32) ledger.Trust
}

// UsageSnapshot is what a Snapshot with feedback-derived usage also
// offers: the usage of one evidence, nil when no feedback named it; the
// pass hands it to fuse with each episode candidate (fuse/importance.go).
type UsageSnapshot interface {
	Usage(seq uint32, now time.Time) *fuse.Usage
}

// goalCosines is the cosine of the goal to each candidate's vector under
// the snapshot's encoder (nil without an encoder, a goal or vectors).
func goalCosines(ctx context.Context, p *pass, goal string, cands []uint32) (map[uint32]float64, error) {
	if strings.TrimSpace(goal) == "" {
		return nil, nil
	}
	allow := roaring.New()
	allow.AddMany(cands)
	hits, err := p.s.SearchDense(ctx, goal, len(cands), allow)
	if err != nil || len(hits) == 0 {
		return nil, err
	}
	out := make(map[uint32]float64, len(hits))
	for _, h := range hits {
		out[h.Seq] = max(0, h.Cosine)
	}
	return out, nil
}
