package scenarios

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/bench/metrics"
)

var update = flag.Bool("update", false, "rewrite scenarios.jsonl from Generate")

// TestBundledUpToDate: the committed file is exactly Generate's output.
func TestBundledUpToDate(t *testing.T) {
	want := Encode(Generate(BundledSeed, BundledPerKind))
	if *update {
		if err := os.WriteFile("scenarios.jsonl", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(bundled, want) {
		t.Fatal("scenarios.jsonl differs from Generate(BundledSeed); run go test ./bench/scenarios -run TestBundledUpToDate -update")
	}
}

func TestGenerateDeterministic(t *testing.T) {
	a, b := Encode(Generate(7, 3)), Encode(Generate(7, 3))
	if !bytes.Equal(a, b) {
		t.Fatal("same seed, different scenarios")
	}
	if bytes.Equal(a, Encode(Generate(8, 3))) {
		t.Fatal("different seeds, same scenarios")
	}
}

// TestBundledCoverage: >= 100 scenarios, every kind, both intents, and the
// relative phrases the suite promises.
func TestBundledCoverage(t *testing.T) {
	scs, err := Bundled()
	if err != nil {
		t.Fatal(err)
	}
	if len(scs) < 100 {
		t.Fatalf("%d scenarios", len(scs))
	}
	kinds, intents := map[string]int{}, map[string]int{}
	var text strings.Builder
	for _, s := range scs {
		kinds[s.Kind]++
		for _, q := range s.Questions {
			intents[q.Intent]++
			text.WriteString(q.Text + "\n")
		}
	}
	for _, k := range Kinds {
		if kinds[k] < 20 {
			t.Errorf("kind %s: %d scenarios", k, kinds[k])
		}
	}
	if intents["current"] < 100 || intents["historical"] < 100 {
		t.Errorf("intents %v", intents)
	}
	for _, p := range []string{"last month", "four weeks ago", "yesterday", "prior to", " 2024?"} {
		if !strings.Contains(text.String(), p) {
			t.Errorf("no question says %q", p)
		}
	}
}

// oracle is the value at time at: among claims started (valid_from, else
// observed) at or before at, drop those superseded by one of them, take the
// latest start. It returns the value and the observation id.
func oracle(s *Scenario, subject, predicate string, q *Question) (string, string) {
	at := q.Now
	if q.Intent == "historical" {
		at = q.AsOf
	}
	start := func(o *Observation) (t int64) {
		if !o.Claim.ValidFrom.IsZero() {
			return o.Claim.ValidFrom.Unix()
		}
		return o.At.Unix()
	}
	live := map[string]*Observation{}
	for i := range s.Observations {
		o := &s.Observations[i]
		if o.Claim == nil || o.Claim.Subject != subject || o.Claim.Predicate != predicate || start(o) > at.Unix() {
			continue
		}
		live[o.ID] = o
	}
	for _, o := range live {
		delete(live, o.Claim.Supersedes)
	}
	var best *Observation
	for i := range s.Observations {
		if o := live[s.Observations[i].ID]; o != nil && (best == nil || start(o) >= start(best)) {
			best = o
		}
	}
	if best == nil {
		return "", ""
	}
	return best.Claim.Value, best.ID
}

// TestBundledOracle: every expected value is what the claims say at the
// question's time, every gold text names the expected value under the
// shared answer rule, and historical "before" questions excepted, the gold
// observation is the claim the oracle picks.
func TestBundledOracle(t *testing.T) {
	scs, err := Bundled()
	if err != nil {
		t.Fatal(err)
	}
	for i := range scs {
		s := &scs[i]
		obs := map[string]*Observation{}
		for j := range s.Observations {
			obs[s.Observations[j].ID] = &s.Observations[j]
		}
		for j := range s.Questions {
			q := &s.Questions[j]
			g := obs[q.Gold[0]]
			if ans, _ := metrics.Answer([]metrics.Item{{Text: g.Text}}, "", "", q.Candidates); ans != q.Expected {
				t.Errorf("%s/%s: gold text %q reads %q, want %q", s.ID, q.ID, g.Text, ans, q.Expected)
			}
			if q.Intent == "historical" && q.AsOf.IsZero() {
				continue // "prior to X": gold is the change away from the answer
			}
			v, id := oracle(s, q.Subject, q.Predicate, q)
			if v != q.Expected || id != q.Gold[0] {
				t.Errorf("%s/%s %q: oracle %q (%s), file %q (%v)", s.ID, q.ID, q.Text, v, id, q.Expected, q.Gold)
			}
		}
	}
}

func TestWorkload(t *testing.T) {
	scs, err := Bundled()
	if err != nil {
		t.Fatal(err)
	}
	w, err := Workload(scs)
	if err != nil {
		t.Fatal(err)
	}
	if len(w.Namespaces) != len(scs) || w.Source != "scenarios" {
		t.Fatalf("%d namespaces", len(w.Namespaces))
	}
	q := w.Questions[0]
	if q.Category != Kinds[0] || q.Expected == "" || len(q.Gold) != 1 || !strings.HasPrefix(q.Gold[0], q.Namespace+"/") {
		t.Fatalf("question %+v", q)
	}
}

func TestParseErrors(t *testing.T) {
	good := strings.SplitN(string(bundled), "\n", 2)[0]
	cases := map[string]struct{ doc, want string }{
		"json":       {"{", "line 1"},
		"unknown":    {strings.Replace(good, `"kind"`, `"kindx"`, 1), "unknown field"},
		"kind":       {strings.Replace(good, `"kind":"supersession"`, `"kind":"x"`, 1), "kind"},
		"gold":       {strings.Replace(good, `"gold":["`, `"gold":["zz`, 1), "questions[0].gold[0]"},
		"supersedes": {strings.Replace(good, `"supersedes":"o1"`, `"supersedes":"o99"`, 1), "claim.supersedes"},
		"order":      {strings.Replace(good, `"at":"2023`, `"at":"2030`, 1), ".at"},
		"empty":      {"\n\n", "no scenarios"},
		"dup":        {good + "\n" + good, "duplicate scenario id"},
		"intent":     {strings.Replace(good, `"intent":"current"`, `"intent":"now"`, 1), "intent"},
	}
	for name, c := range cases {
		_, err := Parse(strings.NewReader(c.doc))
		if !errors.Is(err, ErrFormat) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v (want ErrFormat naming %q)", name, err, c.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(strings.SplitN(string(bundled), "\n", 2)[0])
	f.Add(`{"id":"a","kind":"past","observations":[],"questions":[]}`)
	f.Fuzz(func(t *testing.T, doc string) {
		scs, err := Parse(strings.NewReader(doc))
		if err != nil {
			return
		}
		if _, err := Workload(scs); err != nil {
			t.Fatalf("valid scenarios, bad workload: %v", err)
		}
	})
}
