package recall

import (
	"context"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
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
// either); goal relevance the larger of the share of the goal's analyzed
// terms in the evidence's own goal and the goal's match to the evidence:
// with a dense encoder the goal's cosine to its vector (negative: 0; the
// trace's goal_dense says so), else the idf-weighted share of the goal's
// terms its text holds (goalMatch: terms the namespace never used weigh
// 0);
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
		nbs, _ := ls.Neighbors(nil, nil, st.Recent, p.q.Now, associativeFanOut, len(st.Recent)*associativeFanOut)
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
	goal := newGoalMatch(p, st.Goal)
	dense, err := goalCosines(ctx, p, st.Goal, cands)
	if err != nil {
		return nil, err
	}
	// The goal terms each candidate's text holds, from the index over many
	// candidates, else by analyzing the texts; the terms' weights are only
	// needed (and read from the index) when some text holds one.
	var inText []uint64
	if dense == nil && len(goal.terms) > 0 {
		if inText, err = goal.masks(p, cands); err != nil {
			return nil, err
		}
		if slices.ContainsFunc(inText, func(m uint64) bool { return m != 0 }) {
			if err := goal.weigh(p); err != nil {
				return nil, err
			}
		}
	}
	type scored struct {
		seq  uint32
		act  float64
		comp [6]float64
	}
	list := make([]scored, 0, len(cands))
	w := st.Weights
	for i, s := range cands {
		ep := p.episode(s)
		if ep == nil {
			continue
		}
		es, _ := ss.EvidenceState(s)
		// The goal against the evidence's own goal (plain share), or
		// against its text (idf-weighted share) or, with an encoder,
		// its vector, whichever is closer.
		var g float64
		if es.Goal != "" {
			g = goal.plainShare(goal.mask(p.an, es.Goal))
		}
		switch {
		case dense != nil:
			g = max(g, dense[s])
		case inText != nil:
			g = max(g, goal.share(inText[i]))
		}
		semantic := 0.0
		if i < len(sem) {
			semantic = sem[i]
		}
		comp := [6]float64{semantic, emotionalAlignment(st.Emotion, es.Affect), g,
			recency(p.q.Now, ep.OccurredAt), graph[s], contextMatch(st.Participants, es.Participants, ep.Speaker)}
		act := w.Semantic*comp[0] + w.Emotional*comp[1] + w.Goal*comp[2] + w.Recency*comp[3] + w.Graph*comp[4] + w.Context*comp[5]
		list = append(list, scored{s, act, comp})
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
	n := 0
	for n < len(list) && list[n].act > 0 {
		n++
	}
	out := make([]fuse.ChannelHit, n)
	for k, x := range list[:n] {
		c := &x.comp
		out[k] = fuse.ChannelHit{Key: p.evKey(x.seq), Score: x.act, Features: fuse.Features{
			ActSemantic: fuse.Measured(c[0]), ActEmotional: fuse.Measured(c[1]), ActGoal: fuse.Measured(c[2]),
			ActRecency: fuse.Measured(c[3]), ActGraph: fuse.Measured(c[4]), ActContext: fuse.Measured(c[5]),
			WSemantic: fuse.Measured(w.Semantic), WEmotional: fuse.Measured(w.Emotional), WGoal: fuse.Measured(w.Goal),
			WRecency: fuse.Measured(w.Recency), WGraph: fuse.Measured(w.Graph), WContext: fuse.Measured(w.Context),
			Activation: fuse.Measured(x.act), GoalDense: dense != nil}}
	}
	return out, nil
}

func emotionalAlignment(e *Emotion, a *ledger.Affect) float64 {
	if e == nil || a == nil {
		return 0
	}
	return 1 - (math.Abs(e.Valence-a.Valence)/2+math.Abs(e.Arousal-a.Arousal))/2
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
