package engine

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/evicortex/evicortex/affect"
	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/ledger"
)

func stateCorpus(t *testing.T, e *Engine) (report, anxious, build string) {
	t.Helper()
	rem := func(src, when, text string, a *Affect, c *Context, goal string) string {
		return mustRemember(t, e, Observation{Namespace: "st/u", Source: src, OccurredAt: date(when), Content: text,
			Affect: a, Context: c, Goal: goal}).ID
	}
	report = rem("a/1", "2026-01-10", "The deadline for the quarterly report is Friday.",
		&Affect{Valence: -0.2, Arousal: 0.4}, &Context{Participants: []string{"Lance"}, Tags: []string{"work"}}, "finish the report")
	anxious = rem("b/1", "2026-01-12", "The deadline made me anxious, so I talked it through with Olivia.",
		&Affect{Valence: -0.7, Arousal: 0.9, Significance: 0.9}, &Context{Participants: []string{"Olivia"}}, "feel calmer")
	build = rem("c/1", "2026-01-14", "Deadline tonight: fix the compile error in main.go before the build.",
		nil, nil, "fix the build")
	for i := 0; i < 5; i++ {
		rem("d/"+string(rune('1'+i)), "2026-01-02", "Unrelated lunch note.", nil, nil, "")
	}
	return
}

func topItem(t *testing.T, c *capsule.Capsule) string {
	t.Helper()
	if len(c.Items) == 0 {
		t.Fatal("empty capsule")
	}
	return c.Items[0].ID
}

// TestStateDependentRecall: the same question under different states
// surfaces different memories, with every activation component and its
// weight in the situation channel's trace.
func TestStateDependentRecall(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	report, anxious, build := stateCorpus(t, e)
	q := Query{Namespace: "st/u", Text: "What about the deadline?", BudgetTokens: 60, Now: date("2026-01-20")}
	recall := func(s *RecallState) *capsule.Capsule {
		q := q
		q.State = s
		c, err := e.Recall(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	debug := recall(&RecallState{Mode: "debugging", Goal: "fix the compile error in the build"})
	personal := recall(&RecallState{Mode: "personal", Emotion: &Emotion{Valence: -0.6, Arousal: 0.9}, Participants: []string{"Olivia"}})
	work := recall(&RecallState{Mode: "default", Goal: "finish the quarterly report", Participants: []string{"Lance"}})
	if topItem(t, debug) != build || topItem(t, personal) != anxious || topItem(t, work) != report {
		t.Errorf("top items: debugging %s (want build %s), personal %s (want anxious %s), work %s (want report %s)",
			topItem(t, debug), build, topItem(t, personal), anxious, topItem(t, work), report)
	}
	var tr *capsule.ChannelTrace
	for i, ch := range personal.Items[0].Trace.Channels {
		if ch.Channel == "situation" {
			tr = &personal.Items[0].Trace.Channels[i]
		}
	}
	if tr == nil {
		t.Fatalf("no situation channel in the trace: %+v", personal.Items[0].Trace)
	}
	w := DefaultStateProfiles["personal"]
	f := tr.Features
	if f["w_emotional"] != w.Emotional || f["w_semantic"] != w.Semantic || f["act_context"] != 1 || f["act_emotional"] <= 0.9 {
		t.Errorf("situation features %v", f)
	}
	sum := w.Semantic*f["act_semantic"] + w.Emotional*f["act_emotional"] + w.Goal*f["act_goal"] + w.Recency*f["act_recency"] +
		w.Graph*f["act_graph"] + w.Context*f["act_context"]
	if d := sum - f["activation"]; d > 1e-12 || d < -1e-12 || tr.Score != f["activation"] {
		t.Errorf("activation %v, components sum to %v", f["activation"], sum)
	}
	// The state projection is rebuilt identically.
	before, _ := capsule.AppendJSON(nil, personal)
	if err := e.RebuildIndexes(ctx); err != nil {
		t.Fatal(err)
	}
	after, _ := capsule.AppendJSON(nil, recall(&RecallState{Mode: "personal", Emotion: &Emotion{Valence: -0.6, Arousal: 0.9}, Participants: []string{"Olivia"}}))
	if string(before) != string(after) {
		t.Errorf("state-dependent capsule changed by RebuildIndexes:\n%s\n%s", before, after)
	}
}

func TestStateValidation(t *testing.T) {
	e, _ := openTest(t, Options{StateProfiles: map[string]StateWeights{"planning": {Goal: 1}}})
	ctx := context.Background()
	stateCorpus(t, e)
	var fe *FieldError
	for field, s := range map[string]*RecallState{
		"state.mode":            {Mode: "dreaming"},
		"state.emotion.valence": {Emotion: &Emotion{Valence: 2}},
		"state.emotion.arousal": {Emotion: &Emotion{Arousal: -0.1}},
		"state.recent[0]":       {Recent: []string{"ev_00000000000000000000000000"}},
	} {
		_, err := e.Recall(ctx, Query{Namespace: "st/u", Text: "deadline", BudgetTokens: 100, State: s})
		if !errors.As(err, &fe) || fe.Field != field || !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: %v", field, err)
		}
	}
	if _, err := e.Recall(ctx, Query{Namespace: "st/u", Text: "deadline", BudgetTokens: 100, State: &RecallState{Mode: "planning"}}); err != nil {
		t.Errorf("custom profile: %v", err)
	}
	before, _ := e.led.Stats(ctx)
	_, err := e.Remember(ctx, Observation{Namespace: "st/u", Source: "x/1", Content: "x", Affect: &Affect{Valence: 1.5}})
	if !errors.As(err, &fe) || fe.Field != "affect.valence" {
		t.Errorf("valence 1.5: %v", err)
	}
	if now, _ := e.led.Stats(ctx); now != before {
		t.Error("a refused remember wrote")
	}
}

// TestDerivedAffect: without a given affect the lexicon derives one,
// recorded with its producer; a given affect is kept as given.
func TestDerivedAffect(t *testing.T) {
	lex, err := affect.Load(filepath.Join("..", "affect", "testdata", "mini_lexicon.txt"))
	if err != nil {
		t.Fatal(err)
	}
	e, _ := openTest(t, Options{AffectLexicon: lex})
	ctx := context.Background()
	d := mustRemember(t, e, Observation{Namespace: "af", Source: "a/1", Content: "I am so happy today"})
	g := mustRemember(t, e, Observation{Namespace: "af", Source: "b/1", Content: "I am happy", Affect: &Affect{Valence: -0.5}})
	n := mustRemember(t, e, Observation{Namespace: "af", Source: "c/1", Content: "Nothing rated"})
	got := map[string]ledger.EvidenceState{}
	seqs := e.proj.seqsOf([]string{d.ID, g.ID, n.ID})
	for i, id := range []string{d.ID, g.ID, n.ID} {
		if st, ok, err := e.led.StateOf(ctx, seqs[i]); err == nil && ok {
			got[id] = st
		}
	}
	want := lex.Analyze("I am so happy today")
	if st := got[d.ID]; st.Affect == nil || st.Affect.Valence != want.Valence || st.AffectProducer != lex.Producer() {
		t.Errorf("derived state %+v, want valence %v by %s", st, want.Valence, lex.Producer())
	}
	if st := got[g.ID]; st.Affect == nil || st.Affect.Valence != -0.5 || st.AffectProducer != "" {
		t.Errorf("given state %+v", st)
	}
	if _, ok := got[n.ID]; ok {
		t.Errorf("state stored for text the lexicon does not rate: %+v", got[n.ID])
	}
}

// TestStateGoalDense: with an encoder, goal relevance comes from the
// goal's cosine to the evidence vectors, and the trace says so.
func TestStateGoalDense(t *testing.T) {
	enc := &hashEncoder{id: "hash-bow-64", dims: 64}
	e, _ := openTest(t, Options{Encoder: enc})
	ctx := context.Background()
	_, _, build := stateCorpus(t, e)
	if _, err := e.SyncSemantic(ctx, "st/u"); err != nil {
		t.Fatal(err)
	}
	c, err := e.Recall(ctx, Query{Namespace: "st/u", Text: "What about the deadline?", BudgetTokens: 60, Now: date("2026-01-20"),
		State: &RecallState{Mode: "debugging", Goal: "compile error main.go build"}})
	if err != nil {
		t.Fatal(err)
	}
	if topItem(t, c) != build {
		t.Errorf("top item %s, want the build turn %s", topItem(t, c), build)
	}
	for _, ch := range c.Items[0].Trace.Channels {
		if ch.Channel == "situation" {
			if ch.Features["goal_dense"] != 1 || ch.Features["act_goal"] <= 0 {
				t.Errorf("situation features %v, want goal_dense 1 and a goal relevance", ch.Features)
			}
			return
		}
	}
	t.Fatalf("no situation channel: %+v", c.Items[0].Trace)
}
