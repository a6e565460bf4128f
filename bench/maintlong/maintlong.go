// Package maintlong is `evibench maintain-long`: a long namespace (50,000
// turns by default) full of repeated and near-identical content, recalled
// before and after one maintenance pass (issue 16's long-namespace
// must-show). It reports, per question about a person, how many of the
// person's four distinct facts an operational capsule at 512 tokens makes
// reachable (an item citing a turn that states it, or a summary whose
// children include one), before and after the pass, and checks that every
// person's current and historical city answers are identical before and
// after (metamorphic).
package maintlong

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime/pprof"
	"slices"
	"strings"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/engine"
)

type config struct {
	turns, people, questions, budget, tail int
	seed                                   uint64
	json                                   bool
	cpuProfile                             string
}

// Report is the JSON report.
type Report struct {
	Turns, People, Questions, Budget int
	IngestS, MaintainS               float64
	Pass                             engine.MaintenanceReport
	// FactsBefore and FactsAfter are the mean distinct gold facts (of 4)
	// reachable per question, with a normal 95% CI.
	FactsBefore, FactsAfter             float64
	FactsBeforeCI, FactsAfterCI         [2]float64
	DirectBefore, DirectAfter           float64 // the same counting only facts whose text is in an item
	AnswersCompared, AnswersChanged     int
	RecallP50BeforeMs, RecallP50AfterMs float64
	// Tail turns are written after the pass and a second pass runs over
	// them (TailPassS, the planner state caught up incrementally); then the
	// engine is reopened and a pass with nothing new folds the namespace
	// from scratch (ScratchPassS: what every pass cost before the planner
	// kept its state).
	TailTurns               int
	TailPass, ScratchPass   engine.MaintenanceReport
	TailPassS, ScratchPassS float64
}

// Main runs the benchmark.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c config
	fs := flag.NewFlagSet("maintain-long", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&c.turns, "turns", 50000, "turns in the namespace")
	fs.IntVar(&c.people, "people", 250, "people (four facts each)")
	fs.IntVar(&c.questions, "questions", 200, "people asked about (the first N)")
	fs.IntVar(&c.budget, "budget", 512, "recall budget_tokens")
	fs.IntVar(&c.tail, "tail", 500, "turns written after the pass, then maintained by an incremental pass (0: none)")
	fs.Uint64Var(&c.seed, "seed", 1, "workload seed")
	fs.BoolVar(&c.json, "json", false, "print the report as JSON")
	fs.StringVar(&c.cpuProfile, "cpuprofile", "", "write a CPU profile of the whole run to this file")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if c.turns < 1000 || c.people < 1 || c.questions < 1 || c.questions > c.people || c.budget < 64 {
		return fmt.Errorf("maintain-long: need --turns >= 1000, 1 <= --questions <= --people, --budget >= 64")
	}
	if c.cpuProfile != "" {
		f, err := os.Create(c.cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	rep, err := run(ctx, c, stderr)
	if err != nil {
		return err
	}
	if c.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	fmt.Fprintf(stdout, "maintain-long: %d turns, %d questions at %d tokens (operational)\n", rep.Turns, rep.Questions, rep.Budget)
	fmt.Fprintf(stdout, "ingest %.1fs, pass %.1fs: %+v\n", rep.IngestS, rep.MaintainS, rep.Pass)
	fmt.Fprintf(stdout, "distinct gold facts reachable per question (of 4): before %.2f [%.2f, %.2f], after %.2f [%.2f, %.2f]\n",
		rep.FactsBefore, rep.FactsBeforeCI[0], rep.FactsBeforeCI[1], rep.FactsAfter, rep.FactsAfterCI[0], rep.FactsAfterCI[1])
	fmt.Fprintf(stdout, "  of those with the fact's text in an item: before %.2f, after %.2f\n", rep.DirectBefore, rep.DirectAfter)
	fmt.Fprintf(stdout, "current and historical city answers: %d compared, %d changed\n", rep.AnswersCompared, rep.AnswersChanged)
	fmt.Fprintf(stdout, "recall p50: before %.2f ms, after %.2f ms\n", rep.RecallP50BeforeMs, rep.RecallP50AfterMs)
	if rep.TailTurns > 0 {
		fmt.Fprintf(stdout, "%d more turns: incremental pass %.3fs (%d actions); after a reopen, a pass from scratch with nothing new %.3fs (%d actions)\n",
			rep.TailTurns, rep.TailPassS, rep.TailPass.Actions, rep.ScratchPassS, rep.ScratchPass.Actions)
	}
	if rep.AnswersChanged > 0 {
		return fmt.Errorf("maintain-long: %d answers changed across the pass", rep.AnswersChanged)
	}
	return nil
}

const ns = "long/user"

func run(ctx context.Context, c config, progress io.Writer) (*Report, error) {
	w := generate(c.turns, c.people, c.seed)
	dir, err := os.MkdirTemp("", "evibench-maintlong-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	end := w.turns[len(w.turns)-1].at.Add(24 * time.Hour)
	e, err := engine.Open(filepath.Join(dir, "m.db"), engine.Options{Clock: func() time.Time { return end }})
	if err != nil {
		return nil, err
	}
	defer e.Close()
	rep := &Report{Turns: len(w.turns), People: c.people, Questions: c.questions, Budget: c.budget}
	t0 := time.Now()
	factOf, err := ingest(ctx, e, w)
	if err != nil {
		return nil, err
	}
	rep.IngestS = time.Since(t0).Seconds()
	fmt.Fprintf(progress, "maintain-long: ingested %d turns in %.1fs\n", len(w.turns), rep.IngestS)
	before, err := measure(ctx, e, w, factOf, c, end)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(progress, "maintain-long: asked %d questions before the pass\n", c.questions)
	t0 = time.Now()
	if rep.Pass, err = e.Maintain(ctx, engine.MaintainInput{Namespace: ns}); err != nil {
		return nil, err
	}
	rep.MaintainS = time.Since(t0).Seconds()
	fmt.Fprintf(progress, "maintain-long: pass in %.1fs: %+v\n", rep.MaintainS, rep.Pass)
	after, err := measure(ctx, e, w, factOf, c, end)
	if err != nil {
		return nil, err
	}
	rep.FactsBefore, rep.FactsBeforeCI = meanCI(before.reach)
	rep.FactsAfter, rep.FactsAfterCI = meanCI(after.reach)
	rep.DirectBefore, _ = meanCI(before.direct)
	rep.DirectAfter, _ = meanCI(after.direct)
	rep.RecallP50BeforeMs, rep.RecallP50AfterMs = before.p50, after.p50
	for i := range before.answers {
		rep.AnswersCompared++
		if before.answers[i] != after.answers[i] {
			rep.AnswersChanged++
		}
	}
	if c.tail > 0 {
		if err := tailPasses(ctx, e, filepath.Join(dir, "m.db"), end, c.tail, rep); err != nil {
			return nil, err
		}
	}
	return rep, nil
}

// tailPasses writes tail more turns, times the incremental pass over
// them, then reopens the engine (no planner state) and times a pass with
// nothing new, which folds the whole namespace from scratch. It closes e.
func tailPasses(ctx context.Context, e *engine.Engine, path string, end time.Time, tail int, rep *Report) error {
	var obs []engine.Observation
	for i := 0; i < tail; i++ {
		obs = append(obs, engine.Observation{Namespace: ns, Kind: "turn", Source: fmt.Sprintf("tail/s%d/t%d", i/20, i),
			Content:    fmt.Sprintf("Late note %d: the group planned trip number %d and booked %d seats.", i, i%37, i%11+2),
			OccurredAt: end.Add(-time.Duration(tail-i) * time.Minute)})
	}
	if _, err := e.RememberBatch(ctx, obs); err != nil {
		return err
	}
	rep.TailTurns = tail
	t0 := time.Now()
	var err error
	if rep.TailPass, err = e.Maintain(ctx, engine.MaintainInput{Namespace: ns}); err != nil {
		return err
	}
	rep.TailPassS = time.Since(t0).Seconds()
	if err := e.Close(); err != nil {
		return err
	}
	e2, err := engine.Open(path, engine.Options{Clock: func() time.Time { return end }})
	if err != nil {
		return err
	}
	defer e2.Close()
	t0 = time.Now()
	if rep.ScratchPass, err = e2.Maintain(ctx, engine.MaintainInput{Namespace: ns}); err != nil {
		return err
	}
	rep.ScratchPassS = time.Since(t0).Seconds()
	return nil
}

// ingest writes the turns in batches (a move's claim supersedes the
// person's previous city claim) and returns the fact of each evidence id.
func ingest(ctx context.Context, e *engine.Engine, w *workload) (map[string]int, error) {
	factOf := map[string]int{}
	lastClaim := map[int]string{}
	var batch []engine.Observation
	var facts []int
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		rs, err := e.RememberBatch(ctx, batch)
		if err != nil {
			return err
		}
		for i, r := range rs {
			if facts[i] >= 0 {
				factOf[r.ID] = facts[i]
			}
		}
		batch, facts = batch[:0], facts[:0]
		return nil
	}
	for _, t := range w.turns {
		o := engine.Observation{Namespace: ns, Kind: "turn", Content: t.text, Source: t.source, OccurredAt: t.at}
		if t.city != "" {
			if err := flush(); err != nil { // the superseded claim's id must be known
				return nil, err
			}
			o.Claims = []engine.ClaimInput{{Subject: w.people[t.person], Predicate: "lives_in", Value: t.city,
				ValidFrom: t.at, Supersedes: lastClaim[t.person]}}
			r, err := e.Remember(ctx, o)
			if err != nil {
				return nil, err
			}
			lastClaim[t.person] = r.ClaimIDs[0]
			continue
		}
		batch, facts = append(batch, o), append(facts, t.fact)
		if len(batch) == 500 {
			if err := flush(); err != nil {
				return nil, err
			}
		}
	}
	return factOf, flush()
}

type measurement struct {
	reach, direct []float64
	answers       []string
	p50           float64
}

// measure asks every question: the facts a capsule makes reachable, and
// each person's city answers in operational and historical mode.
func measure(ctx context.Context, e *engine.Engine, w *workload, factOf map[string]int, c config, now time.Time) (measurement, error) {
	var m measurement
	var lat []float64
	for p := 0; p < c.questions; p++ {
		t0 := time.Now()
		cp, err := e.Recall(ctx, engine.Query{Namespace: ns, Text: "What do I know about " + w.people[p] + "?",
			BudgetTokens: c.budget, MemoryMode: engine.ModeOperational, Now: now})
		if err != nil {
			return m, err
		}
		lat = append(lat, float64(time.Since(t0).Microseconds())/1000)
		reach, direct := map[int]bool{}, map[int]bool{}
		for _, it := range cp.Items {
			for _, id := range it.EvidenceIDs {
				if f, ok := factOf[id]; ok && f/4 == p {
					reach[f] = true
				}
			}
			for f := p * 4; f < p*4+4; f++ {
				if strings.Contains(it.Text, w.facts[f]) {
					direct[f] = true
				}
			}
		}
		m.reach, m.direct = append(m.reach, float64(len(reach))), append(m.direct, float64(len(direct)))
		for _, mode := range []engine.MemoryMode{engine.ModeOperational, engine.ModeHistorical} {
			cp, err := e.Recall(ctx, engine.Query{Namespace: ns, Text: "Where does " + w.people[p] + " live?",
				BudgetTokens: c.budget, MemoryMode: mode, Now: now})
			if err != nil {
				return m, err
			}
			m.answers = append(m.answers, cityAnswer(cp, w.people[p]))
		}
	}
	slices.Sort(lat)
	m.p50 = lat[len(lat)/2]
	return m, nil
}

// cityAnswer is the person's lives_in claims in the capsule, in order, with
// their status.
func cityAnswer(c *capsule.Capsule, person string) string {
	var out []string
	for _, it := range c.Items {
		if it.Kind == capsule.KindClaim && it.Subject == person && it.Predicate == "lives_in" {
			out = append(out, it.Value+"/"+it.Status)
		}
	}
	return strings.Join(out, ",")
}

// meanCI is the mean and a normal-approximation 95% CI.
func meanCI(xs []float64) (float64, [2]float64) {
	if len(xs) == 0 {
		return 0, [2]float64{}
	}
	var s, ss float64
	for _, x := range xs {
		s += x
	}
	mean := s / float64(len(xs))
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	half := 1.96 * math.Sqrt(ss/float64(max(1, len(xs)-1))/float64(len(xs)))
	return mean, [2]float64{mean - half, mean + half}
}
