package longmemeval

import (
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"
)

// sample writes a small file in the LongMemEval format: two questions over
// three sessions (listed out of date order) and one abstention question.
func sample() []map[string]any {
	turn := func(role, content string, ans bool) map[string]any {
		t := map[string]any{"role": role, "content": content}
		if ans {
			t["has_answer"] = true
		}
		return t
	}
	hay := []any{
		[]any{turn("user", "I adopted a cat named Miso.", true), turn("assistant", "Congratulations on Miso!", false)},
		[]any{turn("user", "Any tips for sourdough?", false), turn("assistant", "Feed the starter daily.", false)},
		[]any{turn("user", "Miso now weighs five kilos.", true), turn("assistant", "A healthy cat.", false)},
	}
	q := func(id, typ string, answers []string) map[string]any {
		return map[string]any{
			"question_id": id, "question_type": typ, "question": "What is my cat called and how heavy is it?",
			"answer": "Miso, five kilos", "question_date": "2023/06/01 (Thu) 10:00",
			"haystack_session_ids": []string{"answer_a1", "sharegpt_x", "answer_a2"},
			"haystack_dates":       []string{"2023/05/02 (Tue) 09:00", "2023/05/01 (Mon) 09:00", "2023/05/20 (Sat) 02:21"},
			"haystack_sessions":    hay, "answer_session_ids": answers,
		}
	}
	return []map[string]any{
		q("q1", "multi-session", []string{"answer_a1", "answer_a2"}),
		q("q2_abs", "single-session-user", []string{}),
		q("q3", "knowledge-update", []string{"answer_a2"}),
	}
}

func encode(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestParseAndWorkload(t *testing.T) {
	b := encode(t, sample())
	if !Sniff(b) {
		t.Fatal("Sniff")
	}
	es, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	w, skipped, err := Workload(es)
	if err != nil {
		t.Fatal(err)
	}
	if skipped != 1 || len(w.Questions) != 2 || len(w.Namespaces) != 2 {
		t.Fatalf("skipped %d, %d questions, %d namespaces", skipped, len(w.Questions), len(w.Namespaces))
	}
	ts := w.NamespaceTurns("lme/q1")
	if len(ts) != 6 || ts[0].ID != "lme/q1/sharegpt_x#0" || ts[2].Text != "user: I adopted a cat named Miso." {
		t.Fatalf("turns not in date order: %+v", ts[:3])
	}
	q := w.Questions[0]
	if len(q.Gold) != 2 || q.Gold[0] != "lme/q1/answer_a1#0" || q.Category != "multi-session" || q.Answer != "Miso, five kilos" {
		t.Fatalf("question %+v", q)
	}
	if SessionOf("lme/q1", "lme/q1/answer_a1#0") != "answer_a1" || SessionOf("lme/q1", "x") != "" {
		t.Fatal("SessionOf")
	}
}

// TestScoreHand: ranked turns a2#0, x#1, a1#1, a1#0 -> sessions a2, x, a1.
func TestScoreHand(t *testing.T) {
	es, _ := Parse(encode(t, sample()))
	w, _, _ := Workload(es)
	q := &w.Questions[0]
	ns := q.Namespace
	ranked := []string{TurnID(ns, "answer_a2", 0), TurnID(ns, "sharegpt_x", 1), TurnID(ns, "answer_a1", 1), TurnID(ns, "answer_a1", 0)}
	s := Score(q, ranked)
	// sessions [a2 x a1], gold {a1 a2}: any@5 1, all@5 1; DCG = 1 + 0 + 1/log2(3); ideal = 1 + 1.
	want := map[string]float64{
		"session_recall_any@5": 1, "session_recall_all@5": 1, "session_ndcg_any@5": (1 + 1/math.Log2(3)) / 2,
		// turns: gold {a1#0, a2#0} at ranks 1 and 4: DCG = 1 + 1/log2(4) = 1.5; ideal 2.
		"turn_recall_any@5": 1, "turn_recall_all@5": 1, "turn_ndcg_any@5": 0.75,
		"turn_recall_all@50": 1,
	}
	for k, v := range want {
		if math.Abs(s[k]-v) > 1e-9 {
			t.Errorf("%s = %v, want %v", k, s[k], v)
		}
	}
	s = Score(q, ranked[:1])
	if s["session_recall_all@5"] != 0 || s["session_recall_any@5"] != 1 || s["turn_ndcg_any@10"] != 0.5 {
		t.Errorf("one turn: %v", s)
	}
}

func TestSchemaErrors(t *testing.T) {
	mut := func(f func(m map[string]any)) []byte {
		s := sample()
		f(s[0])
		return encode(t, s)
	}
	cases := map[string]struct {
		doc  []byte
		path string
	}{
		"missing": {mut(func(m map[string]any) { delete(m, "question_date") }), "[0].question_date: missing"},
		"role":    {mut(func(m map[string]any) { m["haystack_sessions"].([]any)[1].([]any)[0].(map[string]any)["role"] = "bot" }), "[0].haystack_sessions[1][0].role"},
		"dates":   {mut(func(m map[string]any) { m["haystack_dates"] = []string{"x"} }), "[0].haystack_dates"},
		"date":    {mut(func(m map[string]any) { m["haystack_dates"].([]string)[2] = "May 5" }), "[0].haystack_dates[2]"},
		"answer":  {mut(func(m map[string]any) { m["answer_session_ids"] = []string{"nope"} }), "[0].answer_session_ids[0]"},
		"type":    {mut(func(m map[string]any) { m["answer"] = []int{1} }), "[0].answer"},
		"ids":     {mut(func(m map[string]any) { m["haystack_session_ids"] = "a" }), "[0].haystack_session_ids"},
		"array":   {[]byte(`{"question_id":1}`), "$"},
		"empty":   {[]byte(`[]`), "$: no questions"},
	}
	for name, c := range cases {
		_, err := Parse(c.doc)
		if !errors.Is(err, ErrSchema) || !strings.Contains(err.Error(), c.path) {
			t.Errorf("%s: %v (want ErrSchema naming %q)", name, err, c.path)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(string(func() []byte { b, _ := json.Marshal(sample()); return b }()))
	f.Add(`[{"question_id":"a"}]`)
	f.Fuzz(func(t *testing.T, doc string) {
		es, err := Parse([]byte(doc))
		if err != nil {
			return
		}
		if w, _, err := Workload(es); err == nil && w.Check() != nil {
			t.Fatal("inconsistent workload")
		}
	})
}
