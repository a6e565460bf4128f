package locomo

import (
	"errors"
	"os"
	"strings"
	"testing"
)

const tiny = `[{"sample_id":"c1","conversation":{"speaker_a":"Ana","speaker_b":"Ben",
 "session_10_date_time":"10:02 am on 20 June, 2023","session_10":[{"speaker":"Ben","dia_id":"D10:1","text":"later","img_url":["x"]}],
 "session_1_date_time":"1:56 pm on 8 May, 2023","session_1":[{"speaker":"Ana","dia_id":"D1:1","text":"first"},{"speaker":"Ben","dia_id":"D1:2","text":""}],
 "session_02":[{"text":"not a session key"}],"session_2_summary":"ignored"},
 "qa":[{"question":"Q?","answer":"A","evidence":["D1:1"],"category":4},{"question":"N?","answer":2022,"category":1},
  {"question":"Adv?","adversarial_answer":"x","evidence":["D10:1"],"category":5}]}]`

func TestParse(t *testing.T) {
	ss, err := Parse([]byte(tiny))
	if err != nil {
		t.Fatal(err)
	}
	if len(ss) != 1 || ss[0].ID != "c1" || ss[0].SpeakerA != "Ana" || ss[0].SpeakerB != "Ben" {
		t.Fatalf("samples %+v", ss)
	}
	s := ss[0]
	if len(s.Sessions) != 2 || s.Sessions[0].N != 1 || s.Sessions[1].N != 10 {
		t.Fatalf("sessions %+v: want 1 then 10 (number order, gap allowed, session_02 ignored)", s.Sessions)
	}
	if got := s.Sessions[0].Turns; len(got) != 2 || got[0] != (Turn{"Ana", "D1:1", "first"}) || got[1].Text != "" {
		t.Fatalf("session 1 turns %+v: want both, the empty one kept", got)
	}
	at, err := s.Sessions[1].Time()
	if err != nil || at.Format("2006-01-02 15:04") != "2023-06-20 10:02" {
		t.Fatalf("session 10 time %v, %v", at, err)
	}
	if len(s.QA) != 3 || s.QA[0].AnswerText() != "A" || s.QA[1].AnswerText() != "2022" || s.QA[2].AnswerText() != "" ||
		s.QA[2].Category != 5 || len(s.QA[0].Evidence) != 1 {
		t.Fatalf("qa %+v", s.QA)
	}
}

func TestParseBadInput(t *testing.T) {
	bad := map[string]string{
		"not json":      "{",
		"not a list":    `{"not":"a list"}`,
		"bad turns":     strings.Replace(tiny, `"session_10":[`, `"session_10":7,"x":[`, 1),
		"bad date type": strings.Replace(tiny, `"10:02 am on 20 June, 2023"`, `7`, 1),
		"bad speaker":   strings.Replace(tiny, `"speaker_a":"Ana"`, `"speaker_a":[]`, 1),
	}
	for name, doc := range bad {
		if _, err := Parse([]byte(doc)); !errors.Is(err, ErrSchema) {
			t.Errorf("%s: err %v, want ErrSchema", name, err)
		}
	}
}

func TestSessionTimeKeptAsWritten(t *testing.T) {
	ss, err := Parse([]byte(strings.Replace(tiny, "1:56 pm on 8 May, 2023", "yesterday", 1)))
	if err != nil {
		t.Fatalf("a malformed date must not stop the text from being read: %v", err)
	}
	if _, err := ss[0].Sessions[0].Time(); err == nil {
		t.Fatal("Time accepted \"yesterday\"")
	}
	if _, err := (Session{}).Time(); err == nil {
		t.Fatal("Time accepted an absent date")
	}
}

func TestParsePersonas(t *testing.T) {
	doc := `{"test":[{"Speaker 1":["t1"],"Speaker 2":[]}],"train":[{"Speaker 1":["a","b"],"Speaker 2":["c","a"],"in_dataset":"x"}],
	 "valid":[{"Speaker 2":["d"],"Speaker 1":["b","e"]}],"other":[{"Speaker 1":["never"]}]}`
	ps, err := ParsePersonas([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(ps, ","); got != "a,b,c,e,d,t1" {
		t.Fatalf("personas %s, want a,b,c,e,d,t1 (train, valid, test; Speaker 1 first; distinct)", got)
	}
	if _, err := ParsePersonas([]byte(`{"train":[{"Speaker 1":"a"}]}`)); !errors.Is(err, ErrSchema) {
		t.Fatalf("bad persona list: %v", err)
	}
}

// TestShared checks the shared LoCoMo subset and persona file when the
// checkout has them (CI lays shared/ beside the repository).
func TestShared(t *testing.T) {
	dir := "../../../shared/data/locomo/"
	if _, err := os.Stat(dir + "locomo_dev7.json"); err != nil {
		t.Skipf("no shared LoCoMo data in %s", dir)
	}
	ss, err := Load(dir + "locomo_dev7.json")
	if err != nil {
		t.Fatal(err)
	}
	turns, qs := 0, 0
	for _, s := range ss {
		for i, se := range s.Sessions {
			if se.N != i+1 {
				t.Errorf("%s: session %d at position %d", s.ID, se.N, i)
			}
			if _, err := se.Time(); err != nil {
				t.Errorf("%s session %d: %v", s.ID, se.N, err)
			}
			turns += len(se.Turns)
		}
		qs += len(s.QA)
	}
	if len(ss) != 7 || turns != 4124 || qs != 1347 {
		t.Fatalf("%d samples, %d turns, %d questions; want 7, 4,124, 1,347", len(ss), turns, qs)
	}
	ps, err := LoadPersonas(dir + "msc_personas_all.json")
	if err != nil || len(ps) == 0 {
		t.Fatalf("personas: %d, %v", len(ps), err)
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(tiny))
	f.Add([]byte(`[{"conversation":{"session_1":[{}]}}]`))
	f.Fuzz(func(t *testing.T, b []byte) {
		ss, err := Parse(b)
		if err != nil {
			return
		}
		for _, s := range ss {
			for i := 1; i < len(s.Sessions); i++ {
				if s.Sessions[i].N <= s.Sessions[i-1].N {
					t.Fatalf("sessions out of order: %d after %d", s.Sessions[i].N, s.Sessions[i-1].N)
				}
			}
		}
	})
}
