package extract

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"
)

// labelled is one line of testdata/labelled.jsonl: a statement, who said
// it, and the claims a careful reader takes from it (none: an explicit
// empty list). The statements were written by hand for this test, in
// their own phrasings, before the extractor was written; "holdout" lines
// were not looked at while the rules were tuned (set
// EXTRACT_SHOW_HOLDOUT=1 to list their misses).
type labelled struct {
	Split      string     `json:"split"`
	Text       string     `json:"text"`
	Role       string     `json:"role"`
	Speaker    string     `json:"speaker"`
	OccurredAt string     `json:"occurred_at"`
	None       bool       `json:"none"`
	Expect     []expected `json:"expect"`
}

type expected struct {
	Subject   string `json:"subject"`
	Predicate string `json:"predicate"`
	Value     string `json:"value"`
	ValidFrom string `json:"valid_from"`
	Op        string `json:"op"`
}

// labelledAt is the occurred_at of a line that gives none.
var labelledAt = time.Date(2025, 11, 20, 10, 0, 0, 0, time.UTC)

func loadLabelled(t testing.TB) []labelled {
	t.Helper()
	f, err := os.Open("testdata/labelled.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []labelled
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		var l labelled
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("labelled.jsonl:%d: %v", n, err)
		}
		if l.None != (len(l.Expect) == 0) {
			t.Fatalf("labelled.jsonl:%d: none must be set exactly when expect is empty", n)
		}
		out = append(out, l)
	}
	return out
}

// tally counts true positives, false positives and false negatives.
type tally struct{ tp, fp, fn int }

func (c tally) precision() float64 {
	if c.tp+c.fp == 0 {
		return 1
	}
	return float64(c.tp) / float64(c.tp+c.fp)
}

func (c tally) recall() float64 {
	if c.tp+c.fn == 0 {
		return 1
	}
	return float64(c.tp) / float64(c.tp+c.fn)
}

// claimKey is what must agree for a prediction to count: subject,
// predicate, op, the value (case, surrounding articles and punctuation
// aside) and the day it is valid from (the observation's day when unset).
func claimKey(subject, predicate, op, value string, from time.Time) string {
	v := strings.ToLower(strings.TrimSpace(value))
	for _, a := range []string{"a ", "an ", "the "} {
		v = strings.TrimPrefix(v, a)
	}
	v = strings.Trim(v, ".!,;'\" ")
	return strings.Join([]string{subject, predicate, op, v, from.Format("2006-01-02")}, "|")
}

// scoreLabelled runs x over lines and tallies by predicate (and "all").
func scoreLabelled(t *testing.T, x Extractor, lines []labelled, show func(labelled) bool) map[string]*tally {
	t.Helper()
	out := map[string]*tally{"all": {}}
	add := func(pred string, f func(*tally)) {
		if out[pred] == nil {
			out[pred] = &tally{}
		}
		f(out[pred])
		f(out["all"])
	}
	for _, l := range lines {
		at := labelledAt
		if l.OccurredAt != "" {
			var err error
			if at, err = time.Parse(time.RFC3339, l.OccurredAt); err != nil {
				t.Fatalf("%q: occurred_at: %v", l.Text, err)
			}
		}
		in := Input{Text: l.Text, Speaker: l.Speaker, Role: Role(l.Role), OccurredAt: at}
		got, err := x.Extract(context.Background(), in)
		if err != nil {
			t.Fatalf("%q: %v", l.Text, err)
		}
		if err := Validate(in, got, nil); err != nil {
			t.Fatalf("%q: output fails validation: %v", l.Text, err)
		}
		want := map[string]string{}
		for _, e := range l.Expect {
			from := at
			if e.ValidFrom != "" {
				from, _ = time.Parse("2006-01-02", e.ValidFrom)
			}
			op := e.Op
			if op == "" {
				op = "assert"
			}
			want[claimKey(e.Subject, e.Predicate, op, e.Value, from)] = e.Predicate
		}
		var misses []string
		for _, c := range got.Claims {
			from := at
			if !c.ValidFrom.IsZero() {
				from = c.ValidFrom
			}
			k := claimKey(c.Subject, c.Predicate, c.Op.String(), c.Value, from)
			pred := c.Predicate
			if strings.HasPrefix(pred, "favorite_") {
				pred = "favorite_*"
			}
			if _, ok := want[k]; ok {
				delete(want, k)
				add(pred, func(c *tally) { c.tp++ })
			} else {
				add(pred, func(c *tally) { c.fp++ })
				misses = append(misses, "extra "+k)
			}
		}
		for k, pred := range want {
			if strings.HasPrefix(pred, "favorite_") {
				pred = "favorite_*"
			}
			add(pred, func(c *tally) { c.fn++ })
			misses = append(misses, "missed "+k)
		}
		if len(misses) > 0 && show(l) {
			sort.Strings(misses)
			t.Logf("%s %q: %s", l.Split, l.Text, strings.Join(misses, "; "))
		}
	}
	return out
}

func table(counts map[string]*tally) string {
	var preds []string
	for p := range counts {
		if p != "all" {
			preds = append(preds, p)
		}
	}
	sort.Strings(preds)
	preds = append(preds, "all")
	var b strings.Builder
	fmt.Fprintf(&b, "| predicate | tp | fp | fn | precision | recall |\n| --- | --- | --- | --- | --- | --- |\n")
	for _, p := range preds {
		c := counts[p]
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %.3f | %.3f |\n", p, c.tp, c.fp, c.fn, c.precision(), c.recall())
	}
	return b.String()
}

// TestLabelledPrecisionRecall is the extraction must-show: on the
// hand-written labelled set, precision ≥ 0.95 and recall ≥ 0.8 overall.
func TestLabelledPrecisionRecall(t *testing.T) {
	lines := loadLabelled(t)
	if len(lines) < 300 {
		t.Fatalf("labelled set has %d statements, want at least 300", len(lines))
	}
	showHoldout := os.Getenv("EXTRACT_SHOW_HOLDOUT") != ""
	show := func(l labelled) bool { return l.Split == "dev" || showHoldout }
	x := PatternExtractor{}
	for _, split := range []string{"dev", "holdout"} {
		var part []labelled
		for _, l := range lines {
			if l.Split == split {
				part = append(part, l)
			}
		}
		counts := scoreLabelled(t, x, part, show)
		t.Logf("%s (%d statements):\n%s", split, len(part), table(counts))
	}
	counts := scoreLabelled(t, x, lines, func(labelled) bool { return false })
	all := counts["all"]
	t.Logf("all (%d statements):\n%s", len(lines), table(counts))
	if p, r := all.precision(), all.recall(); p < 0.95 || r < 0.8 {
		t.Errorf("precision %.3f recall %.3f, want ≥ 0.95 and ≥ 0.8", p, r)
	}
}
