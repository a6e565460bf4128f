package memory

import (
	"context"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/bench/synth"
)

func TestLoadLoCoMoTiny(t *testing.T) {
	w, err := loadLoCoMo("testdata/conversation_format_tiny.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(w.Namespaces) != 1 || w.Namespaces[0] != "locomo/conv-t1" || len(w.Turns) != 5 {
		t.Fatalf("namespaces %v, %d turns", w.Namespaces, len(w.Turns))
	}
	tu, ok := w.Turn("locomo/conv-t1/D2:1")
	if !ok || tu.Text != "Ben: I started pottery classes in Lisbon." || tu.OccurredAt.Format("2006-01-02 15:04") != "2023-06-20 10:02" {
		t.Fatalf("turn D2:1 = %+v", tu)
	}
	if len(tu.Entities) != 1 || tu.Entities[0] != "Ben" {
		t.Fatalf("turn D2:1 entities %q, want its speaker", tu.Entities)
	}
	if len(w.Questions) != 4 { // the question whose only evidence names no turn is kept, without gold
		t.Fatalf("%d questions", len(w.Questions))
	}
	q0, q1, q2, q3 := w.Questions[0], w.Questions[1], w.Questions[2], w.Questions[3]
	if len(q3.Gold) != 0 || q3.Answer != "3" || q3.Category != "locomo-cat1" || q0.Answer != "border collie" || q2.Answer != "" {
		t.Fatalf("no-evidence question %+v, answers %q %q", q3, q0.Answer, q2.Answer)
	}
	if len(q0.Gold) != 1 || q1.Gold[0] != "locomo/conv-t1/D1:1" || len(q1.Gold) != 1 || q2.Kind != synth.Unanswerable || q2.Gold != nil {
		t.Fatalf("questions %+v", w.Questions)
	}
	if !q0.Now.After(w.Turns[4].OccurredAt) {
		t.Fatal("question asked before the last turn")
	}
}

func TestLoCoMoBadInput(t *testing.T) {
	good, err := os.ReadFile("testdata/conversation_format_tiny.json")
	if err != nil {
		t.Fatal(err)
	}
	bad := map[string]string{
		"not json":  "{",
		"no turns":  "[]",
		"bad date":  strings.Replace(string(good), "1:56 pm on 8 May, 2023", "yesterday", 1),
		"bad id":    strings.Replace(string(good), `"conv-t1"`, `"a/b"`, 1),
		"bad turns": strings.Replace(string(good), `"session_2": [`, `"session_2": 7, "x": [`, 1),
	}
	for name, doc := range bad {
		if _, err := parseLoCoMo([]byte(doc)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func FuzzParseLoCoMo(f *testing.F) {
	good, _ := os.ReadFile("testdata/conversation_format_tiny.json")
	f.Add(good)
	f.Add([]byte(`[{"sample_id":"x","conversation":{"session_1_date_time":"1:00 am on 1 May, 2020","session_1":[{"speaker":"a","dia_id":"D1:1","text":""}]},"qa":[]}]`))
	f.Fuzz(func(t *testing.T, b []byte) {
		w, err := parseLoCoMo(b)
		if err == nil && w.Check() != nil {
			t.Fatalf("accepted an inconsistent workload")
		}
	})
}

func TestMainLoCoMoTiny(t *testing.T) {
	err := Main(context.Background(), []string{"--dataset", "locomo", "--data", "testdata/conversation_format_tiny.json", "--budget", "64"}, io.Discard, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
}

// TestSharedLoCoMo loads the shared LoCoMo subset when the checkout has it
// (CI lays shared/ beside the repository) and checks the documented sizes.
func TestSharedLoCoMo(t *testing.T) {
	path := "../../" + DefaultLoCoMoPath
	if _, err := os.Stat(path); err != nil {
		t.Skipf("no shared LoCoMo data at %s", path)
	}
	w, err := loadLoCoMo(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(w.Namespaces) != 7 || len(w.Turns) != 4124 {
		t.Fatalf("%d conversations, %d turns; the data README says 7 and 4,124", len(w.Namespaces), len(w.Turns))
	}
}
