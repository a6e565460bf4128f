package fuse

import (
	"flag"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

var seedFlag = flag.Int64("fuse.seed", 1, "base seed for randomized fuse tests")

var vocab = strings.Fields("alpha beta gamma delta theme dark light mode deploy disk full paris " +
	"tea coffee acme globex meeting friday report budget travel berlin varun alice bob 東京 café — ! ?")

func randText(r *rand.Rand, words int) string {
	var b strings.Builder
	for i := 0; i < words; i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(vocab[r.Intn(len(vocab))])
	}
	return b.String()
}

func randTime(r *rand.Rand) time.Time {
	return day0(2025, 1, 1).Add(time.Duration(r.Int63n(int64(500 * 24 * time.Hour))))
}

var randQueries = []string{"what theme now", "in February", "what did alice use to drink", "last week",
	"between March and May", "recently", "before 2026", "on 2026-02-01", "plain question"}

// randRequest builds a random but valid request: episodes (some near
// copies), claim groups with supersession and disputes, exact duplicate
// claims, unreferenced candidates, random channels, budgets and estimators.
func randRequest(r *rand.Rand) Request {
	req := Request{Now: day0(2026, 5, 1).Add(time.Duration(r.Intn(1000)) * time.Hour), Budget: 1 + r.Intn(5000)}
	q := randQueries[r.Intn(len(randQueries))]
	req.Query, req.Hints = q, ParseHints(q, req.Now, nil)
	if r.Intn(5) == 0 {
		req.AsOf = randTime(r)
	}
	req.Candidates = append(randEpisodes(r), randClaims(r)...)
	r.Shuffle(len(req.Candidates), func(i, j int) { req.Candidates[i], req.Candidates[j] = req.Candidates[j], req.Candidates[i] })
	req.Channels = randChannels(r, req.Candidates)
	switch r.Intn(3) {
	case 0:
		req.Estimator = CharEstimator(1 + r.Intn(8))
	case 1:
		req.Estimator = DefaultEstimator()
	}
	req.Config = randConfig(r)
	return req
}

func randEpisodes(r *rand.Rand) []Candidate {
	n := r.Intn(25)
	out := make([]Candidate, 0, n)
	for i := 0; i < n; i++ {
		id := fmt.Sprintf("ev%02d", i)
		text := randText(r, 1+r.Intn(40))
		if i > 0 && r.Intn(4) == 0 { // near copy of an earlier episode
			text = out[r.Intn(i)].Text + " " + vocab[r.Intn(len(vocab))]
		}
		c := Candidate{Key: EpisodeKey(id), Kind: capsule.KindEpisode, ID: id, Text: text, EvidenceIDs: []string{id}}
		if r.Intn(5) > 0 {
			c.OccurredAt = randTime(r)
		}
		if r.Intn(2) == 0 {
			c.Confidence = r.Float64()
		}
		out = append(out, c)
	}
	return out
}

func randClaims(r *rand.Rand) []Candidate {
	var out []Candidate
	for g := 0; g < r.Intn(7); g++ {
		subj, pred := vocab[r.Intn(10)], fmt.Sprintf("pred_%d", r.Intn(3))
		from := randTime(r)
		var prev *ClaimFacts
		for v := 0; v < 1+r.Intn(4); v++ {
			id := fmt.Sprintf("cl%d_%d", g, v)
			cl := &ClaimFacts{ID: id, Subject: subj, Predicate: pred, Value: vocab[r.Intn(len(vocab))],
				ValidFrom: from, Status: statusActive}
			if prev != nil && r.Intn(4) > 0 { // supersedes the previous version
				prev.ValidTo, prev.Status, prev.SupersededBy, cl.Supersedes = from, statusSuperseded, id, prev.ID
			} else if prev != nil && r.Intn(2) == 0 { // disputes it
				prev.Status, cl.Status = statusDisputed, statusDisputed
				cl.ConflictsWith, prev.ConflictsWith = []string{prev.ID}, append(prev.ConflictsWith, id)
			}
			c := Candidate{Key: ClaimKey(id), Kind: capsule.KindClaim, ID: id, Claim: cl, OccurredAt: from,
				EvidenceIDs: []string{fmt.Sprintf("m%d", r.Intn(30))}, Confidence: r.Float64()}
			out = append(out, c)
			if r.Intn(6) == 0 { // an exact duplicate claim
				dup := *cl
				dup.ID = id + "dup"
				out = append(out, Candidate{Key: ClaimKey(dup.ID), Kind: capsule.KindClaim, ID: dup.ID, Claim: &dup,
					EvidenceIDs: []string{fmt.Sprintf("m%d", r.Intn(30))}})
			}
			prev = cl
			from = from.Add(time.Duration(1+r.Intn(2000)) * time.Hour)
		}
	}
	return out
}

func randChannels(r *rand.Rand, cands []Candidate) []ChannelResult {
	names := []string{"lexical", "claim", "temporal", "entity", "dense"}
	r.Shuffle(len(names), func(i, j int) { names[i], names[j] = names[j], names[i] })
	var out []ChannelResult
	for _, name := range names[:r.Intn(len(names)+1)] {
		ch := ChannelResult{Name: name}
		for _, i := range r.Perm(len(cands)) {
			if r.Intn(3) == 0 {
				continue
			}
			var f Features
			switch name {
			case "lexical", "claim":
				q := float64(1 + r.Intn(4))
				f.BM25, f.Matched, f.QueryTerms = Measured(r.Float64()*5), Measured(float64(r.Intn(int(q)+1))), Measured(q)
			case "entity":
				f.EntityMatch = true
			case "dense":
				f.Cosine = Measured(r.Float64()*2 - 1)
			case "temporal":
				f.TemporalFit = Measured(r.Float64())
			}
			ch.Hits = append(ch.Hits, ChannelHit{Key: cands[i].Key, Score: r.Float64(), Features: f})
		}
		out = append(out, ch)
	}
	return out
}

func randConfig(r *rand.Rand) Config {
	var c Config
	if r.Intn(2) == 0 {
		c.RRFK = float64(1 + r.Intn(100))
	}
	if r.Intn(2) == 0 {
		c.Weights = map[string]float64{"lexical": r.Float64() * 2, "dense": r.Float64(), "claim": 0}
	}
	switch r.Intn(3) {
	case 0:
		c.ItemOverheadTokens = r.Intn(20)
	case 1:
		c.NoItemOverhead = true
	}
	if r.Intn(3) == 0 {
		c.MaxItems = 1 + r.Intn(10)
	}
	if r.Intn(2) == 0 {
		c.DedupeJaccard = 0.3 + r.Float64()*0.9
	}
	return c
}

// TestBudgetProperty: on random requests the budget is never exceeded, the
// omitted counts add up, items cost exactly what the estimator says, and
// an item omitted for budget really did not fit.
func TestBudgetProperty(t *testing.T) {
	t.Logf("seed %d", *seedFlag)
	r := rand.New(rand.NewSource(*seedFlag))
	for i := 0; i < 2000; i++ {
		req := randRequest(r)
		comp, c, err := compile(req)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		checkCapsule(t, req, c)
		checkCosts(t, req, comp, c)
		checkTraces(t, req, c)
		checkDedupe(t, comp, c)
		checkContextPlacement(t, c)
	}
}

func checkCosts(t *testing.T, req Request, comp *compiler, c *capsule.Capsule) {
	t.Helper()
	for _, it := range c.Items {
		if want := comp.est.Estimate(it.Text) + comp.cfg.ItemOverheadTokens; it.Tokens != want {
			t.Fatalf("item %s costs %d, want %d", it.ID, it.Tokens, want)
		}
	}
	if comp.cfg.MaxItems > 0 && len(c.Items) > comp.cfg.MaxItems {
		t.Fatalf("%d items > MaxItems %d", len(c.Items), comp.cfg.MaxItems)
	}
	left := req.Budget - c.UsedTokens
	for _, e := range comp.entries {
		if e.fate == fatePending {
			t.Fatalf("candidate %s has no fate", e.c.Key)
		}
		if e.fate == fateBudget && comp.cfg.MaxItems == 0 {
			if cost := comp.est.Estimate(comp.text(e)) + comp.cfg.ItemOverheadTokens; cost <= left {
				t.Fatalf("%s omitted for budget but costs %d <= %d left", e.c.Key, cost, left)
			}
		}
		if e.c.Kind == capsule.KindEpisode && e.fate == fatePacked {
			if it := findItemKey(c, e.c.ID); it == nil || it.Text != e.c.Text {
				t.Fatalf("episode %s text not verbatim", e.c.ID)
			}
		}
	}
}

func findItemKey(c *capsule.Capsule, id string) *capsule.Item { return findItem(c, id) }

// checkTraces: each item's trace lists exactly the channels that returned
// it, at the right rank, and the contributions add up to Fused.
func checkTraces(t *testing.T, req Request, c *capsule.Capsule) {
	t.Helper()
	cfg, _ := req.Config.resolved()
	keyOf := map[string]Key{}
	for _, cand := range req.Candidates {
		keyOf[cand.ID] = cand.Key
	}
	for _, it := range c.Items {
		var want []capsule.ChannelTrace
		for _, ch := range req.Channels {
			for j, h := range ch.Hits {
				if h.Key == keyOf[it.ID] {
					w := cfg.weight(ch.Name)
					want = append(want, capsule.ChannelTrace{Channel: ch.Name, Rank: j + 1, Score: h.Score, Weight: w,
						Contribution: w / (cfg.RRFK + float64(j+1)), Features: h.Features.Map()})
				}
			}
		}
		got := it.Trace.Channels
		if len(got) != len(want) {
			t.Fatalf("item %s: trace has %d channels, %d returned it", it.ID, len(got), len(want))
		}
		sum := 0.0
		for k := range want {
			g, w := got[k], want[k]
			if g.Channel != w.Channel || g.Rank != w.Rank || g.Score != w.Score || g.Weight != w.Weight ||
				g.Contribution != w.Contribution || len(g.Features) != len(w.Features) {
				t.Fatalf("item %s: trace %+v, want %+v", it.ID, g, w)
			}
			sum += g.Contribution
		}
		if math.Abs(sum-it.Trace.Fused) > 1e-12 {
			t.Fatalf("item %s: contributions %v != fused %v", it.ID, sum, it.Trace.Fused)
		}
	}
}

func checkDedupe(t *testing.T, comp *compiler, c *capsule.Capsule) {
	t.Helper()
	if comp.cfg.DedupeJaccard > 1 {
		return
	}
	var sets []tokenSet
	for _, it := range c.Items {
		if it.Kind != capsule.KindEpisode {
			continue
		}
		ts := tokenize(it.Text)
		for _, s := range sets {
			if j := jaccard(ts, s); j >= comp.cfg.DedupeJaccard {
				t.Fatalf("packed near-duplicates (jaccard %.3f >= %.3f)", j, comp.cfg.DedupeJaccard)
			}
		}
		sets = append(sets, ts)
	}
}

// checkContextPlacement: a context claim directly follows an answer claim
// of its own group.
func checkContextPlacement(t *testing.T, c *capsule.Capsule) {
	t.Helper()
	for i, it := range c.Items {
		if it.Role != roleContext {
			continue
		}
		if i == 0 {
			t.Fatalf("context %s leads the capsule", it.ID)
		}
		p := c.Items[i-1]
		if p.Role != roleAnswer || p.Kind != capsule.KindClaim || !strings.EqualFold(p.Subject, it.Subject) || !strings.EqualFold(p.Predicate, it.Predicate) {
			t.Fatalf("context %s follows %s (%s), not an answer of its group", it.ID, p.ID, p.Role)
		}
	}
}

// TestDeterminismRandom: a request and its shuffled copy give identical JSON.
func TestDeterminismRandom(t *testing.T) {
	r := rand.New(rand.NewSource(*seedFlag + 7))
	for i := 0; i < 300; i++ {
		req := randRequest(r)
		a := marshal(t, mustCompile(t, req))
		shuf := req
		shuf.Candidates = append([]Candidate(nil), req.Candidates...)
		r.Shuffle(len(shuf.Candidates), func(i, j int) {
			shuf.Candidates[i], shuf.Candidates[j] = shuf.Candidates[j], shuf.Candidates[i]
		})
		if b := marshal(t, mustCompile(t, shuf)); a != b {
			t.Fatalf("case %d: shuffled candidates changed the capsule:\n%s\n%s", i, a, b)
		}
	}
}

// TestMemoizedTokensRandom: passing each episode's estimate as
// Candidate.Tokens (what the engine's evidence cache does) gives the very
// capsule Compile builds when it estimates the texts itself; a wrong memo
// is used as given (so the property above is what the caller must keep).
func TestMemoizedTokensRandom(t *testing.T) {
	r := rand.New(rand.NewSource(*seedFlag + 11))
	changed := 0
	for i := 0; i < 300; i++ {
		req := randRequest(r)
		est := req.Estimator
		if est == nil {
			est = DefaultEstimator()
		}
		a := marshal(t, mustCompile(t, req))
		memo := req
		memo.Candidates = append([]Candidate(nil), req.Candidates...)
		wrong := req
		wrong.Candidates = append([]Candidate(nil), req.Candidates...)
		for j := range memo.Candidates {
			if memo.Candidates[j].Kind == capsule.KindEpisode {
				memo.Candidates[j].Tokens = est.Estimate(memo.Candidates[j].Text)
				wrong.Candidates[j].Tokens = est.Estimate(wrong.Candidates[j].Text) + 50
			}
		}
		if b := marshal(t, mustCompile(t, memo)); a != b {
			t.Fatalf("case %d: memoized estimates changed the capsule:\n%s\n%s", i, a, b)
		}
		if marshal(t, mustCompile(t, wrong)) != a {
			changed++
		}
	}
	if changed == 0 {
		t.Fatal("inflated memoized estimates never changed a capsule: Tokens is not used")
	}
}

// TestFusionOracle compares the ranking with a slow, obvious
// implementation of weighted RRF on random episodes and stand-alone
// current claims (no time scope, no dedupe, budget large enough for all).
func TestFusionOracle(t *testing.T) {
	r := rand.New(rand.NewSource(*seedFlag + 13))
	for i := 0; i < 500; i++ {
		req := oracleRequest(r)
		c := mustCompile(t, req)
		want := oracleRank(req)
		if len(c.Items) != len(want) {
			t.Fatalf("case %d: %d items, oracle %d", i, len(c.Items), len(want))
		}
		for k, it := range c.Items {
			if it.ID != want[k].id || math.Abs(it.Score-want[k].score) > 1e-12 {
				t.Fatalf("case %d rank %d: got %s %.15f, oracle %s %.15f", i, k, it.ID, it.Score, want[k].id, want[k].score)
			}
		}
	}
}

func oracleRequest(r *rand.Rand) Request {
	req := Request{Now: day0(2026, 5, 1), Budget: 1 << 30, Config: randConfig(r)}
	req.Config.DedupeJaccard, req.Config.MaxItems = 2, 0
	for i := 0; i < r.Intn(30); i++ {
		id := fmt.Sprintf("x%02d", i)
		c := Candidate{Key: EpisodeKey("k" + id), ID: id, Kind: capsule.KindEpisode, Text: randText(r, 5), OccurredAt: randTime(r)}
		if r.Intn(3) == 0 {
			c.Kind, c.Text, c.OccurredAt = capsule.KindClaim, "", time.Time{}
			c.Claim = &ClaimFacts{ID: id, Subject: "s" + id, Predicate: "p", Value: "v", ValidFrom: day0(2025, 1, 1)}
		}
		if r.Intn(2) == 0 {
			c.Confidence = r.Float64()
		}
		req.Candidates = append(req.Candidates, c)
	}
	req.Channels = randChannels(r, req.Candidates)
	return req
}

type ranked struct {
	id    string
	score float64
}

// oracleRank: fused = Σ w/(k+rank), k 5 when unset, w 1 when unset (dense 2); claims (alone in
// their group, valid now) add 4·fused; times (0.5+0.5·confidence), confidence 0 meaning 1;
// candidates no channel returned are dropped; sort by score desc, key asc.
func oracleRank(req Request) []ranked {
	k := req.Config.RRFK
	if k == 0 {
		k = 5
	}
	type row struct {
		key Key
		ranked
	}
	var rows []row
	for _, cand := range req.Candidates {
		fused, hit := 0.0, false
		for _, ch := range req.Channels {
			w := 1.0
			if ch.Name == "dense" {
				w = 2 // DefaultDenseWeight, written out: the oracle does not read the code's constant
			}
			if v, ok := req.Config.Weights[ch.Name]; ok {
				w = v
			}
			for pos, h := range ch.Hits {
				if h.Key == cand.Key {
					fused += w / (k + float64(pos+1))
					hit = true
				}
			}
		}
		if !hit {
			continue
		}
		score := fused
		if cand.Kind == capsule.KindClaim {
			score = fused + 4*fused
		}
		conf := cand.Confidence
		if conf == 0 {
			conf = 1
		}
		rows = append(rows, row{cand.Key, ranked{cand.ID, score * (0.5 + 0.5*conf)}})
	}
	for i := 1; i < len(rows); i++ { // insertion sort, obviously right
		for j := i; j > 0; j-- {
			a, b := rows[j-1], rows[j]
			if a.score > b.score || (a.score == b.score && a.key.Compare(b.key) < 0) {
				break
			}
			rows[j-1], rows[j] = b, a
		}
	}
	out := make([]ranked, len(rows))
	for i, r := range rows {
		out[i] = r.ranked
	}
	return out
}

// FuzzCompile drives the random request generator from fuzz input; every
// capsule must satisfy the budget and accounting invariants.
func FuzzCompile(f *testing.F) {
	for _, s := range []int64{1, 2, 3, 42, 1 << 40} {
		f.Add(s, 100)
	}
	f.Fuzz(func(t *testing.T, seed int64, budget int) {
		req := randRequest(rand.New(rand.NewSource(seed)))
		req.Budget = budget
		c, err := Compile(req)
		if budget <= 0 {
			if err == nil {
				t.Fatal("non-positive budget accepted")
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		checkCapsule(t, req, c)
	})
}
