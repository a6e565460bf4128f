package cognitive

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/evicortex/evicortex/bench/locomo"
	"github.com/evicortex/evicortex/bench/metrics"
	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/postings"
)

// analyzer is the engine's text analysis (engine/projections.go), used to
// tell whether a paraphrase changed more than stopwords.
var analyzer = postings.AnalyzerOptions{Stopwords: true, Stem: true}

// LoCoMoReport is the feedback benchmark on LoCoMo: evidence recall (the
// share of a question's gold turns in the capsule) before and after the
// rounds, for the fed multi-hop questions, for their paraphrases
// (Paraphrase: never fed back, asked only to measure), for "related"
// questions never fed back whose gold turns overlap a fed question's, and
// for every other question (control). Never-fed questions are compared
// question by question (Paired).
type LoCoMoReport struct {
	Budget   int                   `json:"budget"`
	Rounds   int                   `json:"rounds"`
	Counts   map[string]int        `json:"questions"`
	Recall   map[string][2]float64 `json:"evidence_recall_before_after"`
	Category int                   `json:"fed_category"`
	// ParaphraseChanged counts the fed questions whose paraphrase has
	// other analyzed terms than the question (the rest reword only
	// stopwords or nothing).
	ParaphraseChanged int                    `json:"paraphrases_with_other_terms"`
	Paired            map[string]PairedDelta `json:"paired_after_minus_before"`
	// Latency is recall with a state on the taught engine beside plain
	// recall on an untaught one (locomoLatency); nil without --latency.
	Latency *LatencyReport `json:"latency,omitempty"`
}

// PairedDelta compares each question's evidence recall after the rounds
// with its own before: how many got worse, better or stayed, and the mean
// change with a 95% paired bootstrap interval (resampling questions).
type PairedDelta struct {
	Worse, Better, Same int
	Mean, Lo, Hi        float64
}

// MarshalJSON spells the fields out.
func (d PairedDelta) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]any{"worse": d.Worse, "better": d.Better, "same": d.Same,
		"mean": d.Mean, "ci95": [2]float64{d.Lo, d.Hi}})
}

type locomoQ struct {
	ns, text string
	gold     []string // dia ids
	kind     string   // fed, paraphrase, related, control
	who      string   // the conversation's first speaker
}

// runLoCoMo ingests the LoCoMo file into a fresh engine, feeds back half of
// the category-cat questions (every other one) for rounds, each round
// marking used the gold turns a 4×budget capsule cites, and
// measures evidence recall at budget.
//
// With latency > 0 it then times that many recalls (questions in turn) on
// the engine the rounds taught, with a state, beside plain recall on a
// second engine holding the same turns and no feedback (LatencyReport).
func runLoCoMo(ctx context.Context, path, dir string, budget, rounds, cat, latency int) (*LoCoMoReport, error) {
	samples, err := locomo.Load(path)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	e, err := engine.Open(filepath.Join(dir, "memory.db"), engine.Options{InMemory: true})
	if err != nil {
		return nil, err
	}
	defer e.Close()
	turnOf := map[string]string{} // evidence id -> dia id
	var qs []locomoQ
	var last time.Time
	var batches [][]engine.Observation // per sample, for the plain engine of the latency run
	for _, s := range samples {
		ns := "locomo/" + s.ID
		var obs []engine.Observation
		var dia []string
		seen := map[string]bool{}
		for _, se := range s.Sessions {
			at, err := se.Time()
			if err != nil {
				return nil, fmt.Errorf("%s session %d: %w", s.ID, se.N, err)
			}
			for i, t := range se.Turns {
				if t.DiaID == "" || seen[t.DiaID] {
					continue
				}
				seen[t.DiaID] = true
				occ := at.Add(time.Duration(i) * time.Second)
				if occ.After(last) {
					last = occ
				}
				obs = append(obs, engine.Observation{Namespace: ns, Source: "locomo/" + s.ID + "/" + t.DiaID, Speaker: t.Speaker,
					Role: "participant", Content: t.Speaker + ": " + t.Text, OccurredAt: occ})
				dia = append(dia, t.DiaID)
			}
		}
		rcs, err := e.RememberBatch(ctx, obs)
		if err != nil {
			return nil, err
		}
		batches = append(batches, obs)
		for i, rc := range rcs {
			turnOf[rc.ID] = dia[i]
		}
		n := 0
		for _, qa := range s.QA {
			if qa.Category == 5 || len(qa.Evidence) == 0 {
				continue
			}
			q := locomoQ{ns: ns, text: qa.Question, gold: qa.Evidence, kind: "control", who: s.SpeakerA}
			if qa.Category == cat {
				if n%2 == 0 {
					q.kind = "fed"
				}
				n++
			}
			qs = append(qs, q)
		}
	}
	fedGold := map[string]bool{}
	for _, q := range qs {
		if q.kind == "fed" {
			for _, g := range q.gold {
				fedGold[q.ns+"/"+g] = true
			}
		}
	}
	for i := range qs {
		if qs[i].kind == "control" && slices.ContainsFunc(qs[i].gold, func(g string) bool { return fedGold[qs[i].ns+"/"+g] }) {
			qs[i].kind = "related"
		}
	}
	changed := 0
	for _, q := range qs {
		if q.kind == "fed" {
			p := q
			p.text, p.kind = Paraphrase(q.text), "paraphrase"
			if !slices.Equal(postings.Analyze(analyzer, p.text), postings.Analyze(analyzer, q.text)) {
				changed++
			}
			qs = append(qs, p)
		}
	}
	now := last.Add(24 * time.Hour)
	recallOf := func(q locomoQ, b int) ([]string, string, []string, error) {
		c, err := e.Recall(ctx, engine.Query{Namespace: q.ns, Text: q.text, BudgetTokens: b, Now: now})
		if err != nil {
			return nil, "", nil, err
		}
		// used names the gold turns themselves: the agent cites the
		// evidence it used, which for a span is one of its turns.
		var got, used []string
		for _, it := range c.Items {
			for _, id := range it.EvidenceIDs {
				got = append(got, turnOf[id])
				if slices.Contains(q.gold, turnOf[id]) && !slices.Contains(used, id) {
					used = append(used, id)
				}
			}
		}
		return got, c.CapsuleID, used, nil
	}
	// measure is each question's evidence recall, in qs order.
	measure := func() ([]float64, error) {
		out := make([]float64, len(qs))
		for i, q := range qs {
			got, _, _, err := recallOf(q, budget)
			if err != nil {
				return nil, err
			}
			found := 0
			for _, g := range q.gold {
				if slices.Contains(got, g) {
					found++
				}
			}
			out[i] = float64(found) / float64(len(q.gold))
		}
		return out, nil
	}
	before, err := measure()
	if err != nil {
		return nil, err
	}
	for r := 0; r < rounds; r++ {
		for _, q := range qs {
			if q.kind != "fed" {
				continue
			}
			// The agent reads a capsule four times the budget (as the
			// suite's does) and marks what holds gold turns.
			_, capID, used, err := recallOf(q, 4*budget)
			if err != nil {
				return nil, err
			}
			if len(used) > 0 {
				if _, err := e.Feedback(ctx, engine.FeedbackInput{Namespace: q.ns, CapsuleID: capID, Used: used}); err != nil {
					return nil, err
				}
			}
		}
	}
	after, err := measure()
	if err != nil {
		return nil, err
	}
	rep := &LoCoMoReport{Budget: budget, Rounds: rounds, Category: cat, Counts: map[string]int{}, Recall: map[string][2]float64{},
		ParaphraseChanged: changed, Paired: map[string]PairedDelta{}}
	for _, k := range []string{"fed", "paraphrase", "related", "control"} {
		var b, a []float64
		for i, q := range qs {
			if q.kind == k {
				b, a = append(b, before[i]), append(a, after[i])
			}
		}
		rep.Counts[k] = len(b)
		rep.Recall[k] = [2]float64{metrics.Mean(b), metrics.Mean(a)}
		rep.Paired[k] = paired(b, a)
	}
	if latency > 0 {
		if rep.Latency, err = locomoLatency(ctx, filepath.Join(dir, "plain.db"), batches, e, qs, now, budget, latency); err != nil {
			return nil, err
		}
	}
	return rep, nil
}

// locomoLatency times n recalls: plain recall on a fresh engine holding
// batches, beside recall with a state on taught (its Hebbian links and
// experiences in place). The state is what an agent answering question
// q would pass: the default profile, the question as its goal, the
// conversation's first speaker as participant.
func locomoLatency(ctx context.Context, path string, batches [][]engine.Observation, taught *engine.Engine, qs []locomoQ, now time.Time, budget, n int) (*LatencyReport, error) {
	plain, err := engine.Open(path, engine.Options{InMemory: true})
	if err != nil {
		return nil, err
	}
	defer plain.Close()
	for _, obs := range batches {
		if _, err := plain.RememberBatch(ctx, obs); err != nil {
			return nil, err
		}
	}
	return measureLatency(n, func(i int, cog bool) error {
		q := qs[i%len(qs)]
		eq := engine.Query{Namespace: q.ns, Text: q.text, BudgetTokens: budget, Now: now}
		e := plain
		if cog {
			e, eq.State = taught, &engine.RecallState{Mode: "default", Goal: q.text, Participants: []string{q.who}}
		}
		_, err := e.Recall(ctx, eq)
		return err
	})
}

// paired is the question-by-question change from before to after, with a
// 95% bootstrap interval of its mean (metrics.Bootstrap, fixed seed).
func paired(before, after []float64) PairedDelta {
	var d PairedDelta
	delta := make([]float64, len(before))
	for i := range before {
		delta[i] = after[i] - before[i]
		switch {
		case delta[i] < 0:
			d.Worse++
		case delta[i] > 0:
			d.Better++
		default:
			d.Same++
		}
	}
	d.Mean = metrics.Mean(delta)
	d.Lo, d.Hi = metrics.Bootstrap(delta, 2000, 15)
	return d
}
