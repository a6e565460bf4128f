package engine

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
	"github.com/evicortex/evicortex/recall"
)

// Affect is how an observation felt (seed 002): valence -1..1, arousal and
// significance 0..1.
type Affect = ledger.Affect

// Context is who was there, where, and free tags.
type Context struct {
	Participants []string `json:"participants,omitempty"`
	Place        string   `json:"place,omitempty"`
	Tags         []string `json:"tags,omitempty"`
}

// RecallState is the agent's state for a state-dependent recall (seed
// 002): Mode names a weight profile (StateProfiles), Emotion the current
// valence and arousal, Goal what the agent is trying to do, Recent the
// item (evidence) ids that just fired, Participants who is present.
type RecallState struct {
	Mode         string   `json:"mode,omitempty"`
	Emotion      *Emotion `json:"emotion,omitempty"`
	Goal         string   `json:"goal,omitempty"`
	Recent       []string `json:"recent,omitempty"`
	Participants []string `json:"participants,omitempty"`
}

// Emotion is a current valence (-1..1) and arousal (0..1).
type Emotion struct {
	Valence float64 `json:"valence"`
	Arousal float64 `json:"arousal"`
}

// StateWeights are a profile's activation weights (recall/situation.go):
// α semantic, β emotional alignment, γ goal relevance, δ recency, ε graph
// proximity to recent items, ζ context (participants) match.
type StateWeights = recall.Weights

// DefaultStateProfiles are the named profiles of seed 002: debugging is
// semantic-heavy, personal emotion-heavy, crisis emotion and goal;
// Options.StateProfiles adds or replaces profiles.
var DefaultStateProfiles = map[string]StateWeights{
	"default":   {Semantic: 0.3, Emotional: 0.25, Goal: 0.2, Recency: 0.15, Graph: 0.1, Context: 0.1},
	"debugging": {Semantic: 0.6, Emotional: 0.1, Goal: 0.3, Recency: 0.05, Graph: 0.1, Context: 0},
	"personal":  {Semantic: 0.2, Emotional: 0.5, Goal: 0.1, Recency: 0.1, Graph: 0.1, Context: 0.3},
	"crisis":    {Semantic: 0.2, Emotional: 0.4, Goal: 0.4, Recency: 0.1, Graph: 0.05, Context: 0.1},
}

const maxStateList = 32

func (e *Engine) profile(mode string) (StateWeights, bool) {
	if mode == "" {
		mode = "default"
	}
	if w, ok := e.opts.StateProfiles[mode]; ok {
		return w, true
	}
	w, ok := DefaultStateProfiles[mode]
	return w, ok
}

func (e *Engine) validateState(s *RecallState) error {
	if s == nil {
		return nil
	}
	if _, ok := e.profile(s.Mode); !ok {
		names := make([]string, 0, len(DefaultStateProfiles)+len(e.opts.StateProfiles))
		for n := range DefaultStateProfiles {
			names = append(names, n)
		}
		for n := range e.opts.StateProfiles {
			if _, dup := DefaultStateProfiles[n]; !dup {
				names = append(names, n)
			}
		}
		sort.Strings(names)
		return fieldErr("state.mode", fmt.Sprintf("unknown profile %q (want %s)", s.Mode, strings.Join(names, ", ")))
	}
	if em := s.Emotion; em != nil {
		if math.IsNaN(em.Valence) || em.Valence < -1 || em.Valence > 1 {
			return fieldErr("state.emotion.valence", "must be in [-1,1]")
		}
		if math.IsNaN(em.Arousal) || em.Arousal < 0 || em.Arousal > 1 {
			return fieldErr("state.emotion.arousal", "must be in [0,1]")
		}
	}
	if len(s.Recent) > maxStateList {
		return fieldErr("state.recent", fmt.Sprintf("at most %d ids", maxStateList))
	}
	if len(s.Participants) > maxStateList {
		return fieldErr("state.participants", fmt.Sprintf("at most %d", maxStateList))
	}
	if len(s.Goal) > MaxQueryBytes {
		return fieldErr("state.goal", fmt.Sprintf("exceeds %d bytes", MaxQueryBytes))
	}
	return nil
}

// recallState resolves s for package recall: the profile's weights and
// the recent ids' seqs (unknown ids are an error naming them).
func (e *Engine) recallState(s *RecallState) (*recall.State, error) {
	if s == nil {
		return nil, nil
	}
	w, _ := e.profile(s.Mode)
	out := &recall.State{Profile: s.Mode, Weights: w, Goal: s.Goal, Participants: s.Participants}
	if s.Emotion != nil {
		out.Emotion = &recall.Emotion{Valence: s.Emotion.Valence, Arousal: s.Emotion.Arousal}
	}
	if len(s.Recent) == 0 {
		return out, nil
	}
	e.mu.RLock()
	p := e.proj
	p.idMu.RLock()
	for i, id := range s.Recent {
		seq, ok := p.idSeq.get(id)
		if !ok {
			p.idMu.RUnlock()
			e.mu.RUnlock()
			return nil, fieldErr("state.recent["+strconv.Itoa(i)+"]", fmt.Sprintf("evidence %q not found", id))
		}
		out.Recent = append(out.Recent, seq)
	}
	p.idMu.RUnlock()
	e.mu.RUnlock()
	return out, nil
}

// observationState is what toInput stores as the observation's state: the
// caller's affect, context and goal, or, without an affect and with
// Options.AffectLexicon, the affect the lexicon derives from the content
// (recorded with its producer). nil when there is nothing.
func (e *Engine) observationState(o Observation) *ledger.EvidenceState {
	st := &ledger.EvidenceState{Affect: o.Affect, Goal: o.Goal}
	if o.Context != nil {
		st.Participants, st.Place, st.Tags = o.Context.Participants, o.Context.Place, o.Context.Tags
	}
	if st.Affect == nil && e.opts.AffectLexicon != nil {
		if a := e.opts.AffectLexicon.Analyze(o.Content); a.Rated > 0 {
			st.Affect, st.AffectProducer = &ledger.Affect{Valence: a.Valence, Arousal: a.Arousal}, e.opts.AffectLexicon.Producer()
		}
	}
	if st.Affect == nil && st.Goal == "" && len(st.Participants) == 0 && st.Place == "" && len(st.Tags) == 0 {
		return nil
	}
	return st
}

// stateIndex is the per-evidence state projection: rebuilt from the
// ledger, updated by writes and catch-up. Safe for concurrent use.
type stateIndex struct {
	mu sync.RWMutex // guards ns
	ns map[string]map[uint32]stateEntry
}

// stateEntry is one evidence's state with what the situation channel
// reads of it precomputed at write: its own goal's analyzed terms, so a
// recall analyzes no stored goal.
type stateEntry struct {
	st        ledger.EvidenceState
	goalTerms []string // st.Goal analyzed (the snapshots' analyzer), each once
}

func (x *stateIndex) put(ns string, seq uint32, st ledger.EvidenceState) {
	ent := stateEntry{st: st}
	if st.Goal != "" {
		ent.goalTerms = distinct(postings.Analyze(analyzer, st.Goal))
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.ns == nil {
		x.ns = map[string]map[uint32]stateEntry{}
	}
	m := x.ns[ns]
	if m == nil {
		m = map[uint32]stateEntry{}
		x.ns[ns] = m
	}
	m[seq] = ent
}

// distinct drops repeats from ss in place, keeping first occurrences.
func distinct(ss []string) []string {
	out := ss[:0]
	for _, s := range ss {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return slices.Clip(out)
}

// features appends to dst[:0] the situation channel's view of each of
// seqs in namespace ns (zero for one without a state), under one lock and
// one namespace lookup.
func (x *stateIndex) features(dst []recall.EvidenceState, ns string, seqs []uint32) []recall.EvidenceState {
	dst = dst[:0]
	x.mu.RLock()
	m := x.ns[ns]
	for _, s := range seqs {
		ent := m[s]
		dst = append(dst, recall.EvidenceState{Affect: ent.st.Affect, GoalTerms: ent.goalTerms, Participants: ent.st.Participants})
	}
	x.mu.RUnlock()
	return dst
}

func (e *Engine) rebuildStates(ctx context.Context) error {
	e.states.mu.Lock()
	e.states.ns = nil
	e.states.mu.Unlock()
	if err := e.led.ScanStates(ctx, "", func(seq uint32, ns string, st ledger.EvidenceState) error {
		e.states.put(ns, seq, st)
		return nil
	}); err != nil {
		return fmt.Errorf("rebuild evidence states: %w", err)
	}
	return nil
}

// rebuildCognition recomputes the cognitive projections (links, states)
// from the ledger; the caller holds wmu.
func (e *Engine) rebuildCognition(ctx context.Context, p *projections) error {
	if err := e.rebuildLinks(ctx, p); err != nil {
		return err
	}
	if err := e.rebuildTrust(ctx); err != nil {
		return err
	}
	return e.rebuildStates(ctx)
}

// applyJournaledState reads back the state an append entry digests.
func (e *Engine) applyJournaledState(ctx context.Context, p *projections, it ledger.AppendedEvidence) error {
	if it.StateSHA256 == "" {
		return nil
	}
	seqs := p.seqsOf([]string{it.ID})
	if len(seqs) == 0 {
		return nil
	}
	st, ok, err := e.led.StateOf(ctx, seqs[0])
	if err != nil {
		return fmt.Errorf("state of %s: %w", it.ID, err)
	}
	if ok {
		e.states.put(it.Namespace, seqs[0], st)
	}
	return nil
}

var _ recall.StateSnapshot = (*nsSnapshot)(nil)

// EvidenceStates is the situation channel's view of its candidates'
// states.
func (s *nsSnapshot) EvidenceStates(dst []recall.EvidenceState, seqs []uint32) []recall.EvidenceState {
	return s.states.features(dst, s.ns, seqs)
}

// HasDense reports whether the snapshot has an encoder's index: without
// one SearchDense finds nothing, and the situation channel skips the goal's
// dense search (and building its filter).
func (s *nsSnapshot) HasDense() bool { return s.p.dense != nil }

// DefaultSituationWeight is the fusion weight of the situation channel
// when Options.Fusion.Weights does not name it: a state given to a recall
// should be able to reorder what the text channels agree on (the value is
// measured in bench/results: README, "Cognitive layer").
const DefaultSituationWeight = 6.0

// withSituationWeight returns w with the situation channel's default
// weight added when w does not set it (a copy: w is the engine's).
func withSituationWeight(w map[string]float64) map[string]float64 {
	if _, ok := w["situation"]; ok {
		return w
	}
	out := make(map[string]float64, len(w)+1)
	for k, v := range w {
		out[k] = v
	}
	out["situation"] = DefaultSituationWeight
	return out
}
