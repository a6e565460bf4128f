package longmemeval

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// proxySample is a small file in the proxy's format: q1's ranked items are
// out of time order, carry a duplicate id and a timestamp tie; q2_abs is an
// abstention question; q3 has a numeric answer.
func proxySample() string {
	item := func(id, text, ts string) string {
		return `{"corpus_id":"` + id + `","text":"` + text + `","timestamp":"` + ts + `"}`
	}
	line := func(id, typ, answer string, items ...string) string {
		return `{"question_id":"` + id + `","question_type":"` + typ + `","question":"What is my cat called?","answer":` + answer +
			`,"retrieval_results":{"query":"What is my cat called?","ranked_items":[` + strings.Join(items, ",") + `],"metrics":{}}}`
	}
	q1 := line("q1", "multi-session", `"Miso"`,
		item("answer_a2", "Miso now weighs five kilos.", "2023/05/20 (Sat) 02:21"),
		item("sharegpt_x", "Any tips for sourdough?", "2023/05/01 (Mon) 09:00"),
		item("answer_a1", "I adopted a cat named Miso.", "2023/05/02 (Tue) 09:00"),
		item("sharegpt_x", "a later duplicate of sharegpt_x", "2023/05/03 (Wed) 09:00"),
		item("ultrachat_1", "Plan a trip to Kyoto.", "2023/05/02 (Tue) 09:00"))
	q2 := line("q2_abs", "single-session-user", `"unanswerable"`,
		item("answer_b_abs", "I adopted a dog.", "2023/05/02 (Tue) 09:00"),
		item("sharegpt_y", "Sourdough again.", "2023/05/01 (Mon) 09:00"))
	q3 := line("q3", "temporal-reasoning", `7`,
		item("answer_c", "Seven days of rain.", "2023/04/02 (Sun) 09:00"))
	return q1 + "\n" + q2 + "\n\n" + q3 + "\n"
}

func TestParseProxy(t *testing.T) {
	es, err := ParseProxy([]byte(proxySample()))
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 3 {
		t.Fatalf("%d entries", len(es))
	}
	e := es[0]
	var ids []string
	for _, s := range e.Sessions {
		ids = append(ids, s.ID)
	}
	// time order, the 05/02 tie broken by id, the second sharegpt_x dropped
	if got := strings.Join(ids, ","); got != "sharegpt_x,answer_a1,ultrachat_1,answer_a2" {
		t.Fatalf("haystack order %s", got)
	}
	if e.Sessions[0].Text != "Any tips for sourdough?" || e.Duplicates != 1 {
		t.Fatalf("first occurrence not kept: %+v, %d duplicates", e.Sessions[0], e.Duplicates)
	}
	if strings.Join(e.Gold, ",") != "answer_a1,answer_a2" || e.Abstention() || e.Answer != "Miso" {
		t.Fatalf("gold %v abs %v answer %q", e.Gold, e.Abstention(), e.Answer)
	}
	if got := e.Now().Format(DateLayout); got != "2023/05/20 (Sat) 02:21" {
		t.Fatalf("now %s", got)
	}
	if !es[1].Abstention() || strings.Join(es[1].Gold, ",") != "answer_b_abs" || es[2].Answer != "7" {
		t.Fatalf("abs %+v, q3 answer %q", es[1], es[2].Answer)
	}
}

func TestProxyWorkloadSeparatesAbstention(t *testing.T) {
	es, err := ParseProxy([]byte(proxySample()))
	if err != nil {
		t.Fatal(err)
	}
	w, err := ProxyWorkload(es, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(w.Questions) != 2 || len(w.Namespaces) != 2 || w.Source != "lme-s" {
		t.Fatalf("%d questions, %d namespaces, source %s", len(w.Questions), len(w.Namespaces), w.Source)
	}
	ts := w.NamespaceTurns("lme-s/q1")
	if len(ts) != 4 || ts[0].ID != "lme-s/q1/sharegpt_x#0" || ts[3].Text != "Miso now weighs five kilos." {
		t.Fatalf("turns %+v", ts)
	}
	q := w.Questions[0]
	if strings.Join(q.Gold, ",") != "lme-s/q1/answer_a1#0,lme-s/q1/answer_a2#0" || strings.Join(q.GoldSessions, ",") != "answer_a1,answer_a2" ||
		!q.Now.Equal(ts[3].OccurredAt) || q.Category != "multi-session" {
		t.Fatalf("question %+v", q)
	}
	abs, err := ProxyWorkload(es, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(abs.Questions) != 1 || abs.Questions[0].Namespace != "lme-s/q2_abs" {
		t.Fatalf("abstention workload %+v", abs.Questions)
	}
	// Session metrics from a ranking: ultrachat_1, answer_a2, sharegpt_x.
	ranked := []string{"lme-s/q1/ultrachat_1#0", "lme-s/q1/answer_a2#0", "lme-s/q1/sharegpt_x#0"}
	m := Score(&q, ranked)
	// ndcg_any@10 with the authors' DCG (rank 2 weighs 1/log2 2 = 1): the
	// gold at rank 2 gives 1, over the ideal 1 + 1 for two gold sessions.
	want := 1.0 / 2
	if m["session_recall_any@5"] != 1 || math.Abs(m["session_ndcg_any@10"]-want) > 1e-12 || m["session_recall_all@5"] != 0 {
		t.Fatalf("metrics %v (ndcg want %v)", m, want)
	}
}

func TestParseProxyRejects(t *testing.T) {
	good := proxySample()
	cases := map[string]string{
		"question_id":     strings.Replace(good, `"q1"`, `"q/1"`, 1),
		"timestamp":       strings.Replace(good, "2023/05/20 (Sat) 02:21", "yesterday", 1),
		"text":            strings.Replace(good, "Plan a trip to Kyoto.", " ", 1),
		"answer":          strings.Replace(good, `"answer":"Miso"`, `"answer":["Miso"]`, 1),
		"no gold session": strings.Replace(good, `"answer_c"`, `"sharegpt_c"`, 1),
		"duplicate":       good + strings.SplitN(good, "\n", 2)[0],
		"want an object":  "[1,2]",
		"no questions":    "\n",
	}
	for want, in := range cases {
		_, err := ParseProxy([]byte(in))
		if !errors.Is(err, ErrSchema) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v", want, err)
		}
	}
}

// FuzzParseProxy: any input is rejected with ErrSchema or yields entries
// whose haystacks are in time order without repeated ids, with gold, and
// whose workloads pass Check.
func FuzzParseProxy(f *testing.F) {
	f.Add(proxySample())
	f.Add(`{"question_id":"a","question_type":"t","question":"q","answer":1,"retrieval_results":{"ranked_items":[]}}`)
	f.Fuzz(func(t *testing.T, doc string) {
		es, err := ParseProxy([]byte(doc))
		if err != nil {
			if !errors.Is(err, ErrSchema) {
				t.Fatalf("error without ErrSchema: %v", err)
			}
			return
		}
		for _, e := range es {
			seen := map[string]bool{}
			for i, s := range e.Sessions {
				if seen[s.ID] || (i > 0 && s.At.Before(e.Sessions[i-1].At)) {
					t.Fatalf("%s: session %d out of order or repeated", e.QuestionID, i)
				}
				seen[s.ID] = true
			}
			if len(e.Gold) == 0 {
				t.Fatalf("%s: no gold", e.QuestionID)
			}
		}
		for _, abs := range []bool{false, true} {
			if w, err := ProxyWorkload(es, abs); err == nil && w.Check() != nil {
				t.Fatal("inconsistent workload")
			}
		}
	})
}
