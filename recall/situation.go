package recall

import (
	"cmp"
	"context"
	"math"
	"slices"
	"strings"
	"sync"
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
	// EvidenceStates appends to dst[:0] (grown as needed), per seq in
	// order, what the situation channel reads of that evidence's state
	// (the zero EvidenceState for one without): one call for a recall's
	// candidates, not one per candidate.
	EvidenceStates(dst []EvidenceState, seqs []uint32) []EvidenceState
}

// EvidenceState is the situation channel's view of one evidence's state
// (ledger.EvidenceState), shared and read-only: its affect, its own
// goal's distinct terms analyzed with the snapshot's Analyzer (at write,
// so a recall analyzes no stored goal), and its participants.
type EvidenceState struct {
	Affect       *ledger.Affect
	GoalTerms    []string
	Participants []string
}

// denseSnapshot is what a Snapshot that can tell cheaply whether it holds
// an encoder's index offers: without one, the goal's dense search (and
// its candidate filter) is skipped.
type denseSnapshot interface {
	HasDense() bool
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

// situationScratch is the channel's per-recall working memory, pooled:
// the candidates, their semantic components, states and scores.
type situationScratch struct {
	cands  []uint32
	sem    []float64
	states []EvidenceState
	masks  []uint64
	list   []situationScore
}

// situationScore is one candidate's activation and its six components.
type situationScore struct {
	seq  uint32
	act  float64
	comp [6]float64
}

var situationScratches = sync.Pool{New: func() any { return new(situationScratch) }}

func (c situationChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	st := p.q.State
	ss, ok := p.s.(StateSnapshot)
	if st == nil || !ok {
		return nil, nil
	}
	sc := situationScratches.Get().(*situationScratch)
	defer func() {
		clear(sc.states) // shared rows: not kept alive by the pool
		situationScratches.Put(sc)
	}()
	// cands[i] for i < len(sem) is the i-th lexical hit, whose semantic
	// component is sem[i]; the rest came only through recent items.
	lex := p.lex[:min(len(p.lex), c.Depth())]
	cands, sem := sc.cands[:0], sc.sem[:0]
	for _, h := range lex {
		s := 0.0
		if top := p.lex[0].Score; top > 0 {
			s = h.Score / top
		}
		cands, sem = append(cands, h.Doc), append(sem, s)
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
	sc.cands, sc.sem = cands, sem
	if len(cands) == 0 {
		return nil, nil
	}
	if err := p.load(ctx, cands); err != nil {
		return nil, err
	}
	goal := newGoalMatch(p, st.Goal)
	var dense map[uint32]float64
	if ds, ok := p.s.(denseSnapshot); !ok || ds.HasDense() {
		var err error
		if dense, err = goalCosines(ctx, p, st.Goal, cands); err != nil {
			return nil, err
		}
	}
	// The goal terms each candidate's text holds, from the index over many
	// candidates, else by analyzing the texts; the terms' weights are only
	// needed (and read from the index) when some text holds one.
	var inText []uint64
	if dense == nil && len(goal.terms) > 0 {
		var err error
		if inText, err = goal.masks(sc.masks, p, cands); err != nil {
			return nil, err
		}
		sc.masks = inText
		if slices.ContainsFunc(inText, func(m uint64) bool { return m != 0 }) {
			if err := goal.weigh(p); err != nil {
				return nil, err
			}
		}
	}
	sc.states = ss.EvidenceStates(sc.states, cands)
	list := sc.list[:0]
	w := st.Weights
	for i, s := range cands {
		ep := p.episode(s)
		if ep == nil {
			continue
		}
		es := &sc.states[i]
		// The goal against the evidence's own goal (plain share), or
		// against its text (idf-weighted share) or, with an encoder,
		// its vector, whichever is closer.
		var g float64
		if len(es.GoalTerms) > 0 {
			g = goal.plainShare(goal.termsMask(es.GoalTerms))
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
		list = append(list, situationScore{s, act, comp})
	}
	sc.list = list
	// Candidates are distinct, so the seq breaks every tie.
	slices.SortFunc(list, func(a, b situationScore) int {
		switch {
		case a.act > b.act:
			return -1
		case a.act < b.act:
			return 1
		}
		return cmp.Compare(a.seq, b.seq)
	})
	n := 0
	for n < len(list) && list[n].act > 0 {
		n++
	}
	out := make([]fuse.ChannelHit, n)
	for k := range list[:n] {
		x := &list[k]
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
