package memory

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/evicortex/evicortex/bench/synth"
)

// DefaultLoCoMoPath is where the shared LoCoMo subset lives, relative to the
// repository root (read at run time, never copied into the repository).
const DefaultLoCoMoPath = "../shared/data/locomo/locomo_dev7.json"

// locomoLayout is LoCoMo's session time format ("1:56 pm on 8 May, 2023").
const locomoLayout = "3:04 pm on 2 January, 2006"

type locomoSample struct {
	SampleID     string                     `json:"sample_id"`
	Conversation map[string]json.RawMessage `json:"conversation"`
	QA           []locomoQA                 `json:"qa"`
}

type locomoQA struct {
	Question string          `json:"question"`
	Answer   json.RawMessage `json:"answer"` // a string or a number (e.g. 2022)
	Evidence []string        `json:"evidence"`
	Category int             `json:"category"`
}

// answerText returns the gold answer as text: a JSON string unquoted, any
// other scalar as written; "" when absent.
func (qa locomoQA) answerText() string {
	var s string
	if err := json.Unmarshal(qa.Answer, &s); err == nil {
		return s
	}
	if len(qa.Answer) == 0 || string(qa.Answer) == "null" {
		return ""
	}
	return string(qa.Answer)
}

type locomoTurn struct {
	Speaker string `json:"speaker"`
	DiaID   string `json:"dia_id"`
	Text    string `json:"text"`
}

// loadLoCoMo reads a LoCoMo file into a workload: one namespace per
// conversation ("locomo/<sample_id>"), turn text "<speaker>: <text>", turn
// id "<namespace>/<dia_id>", occurred at the session time plus the turn's
// index in seconds, linked to its speaker as an entity (for evicortex; the
// baselines see the speaker only in the text). Category 5 (adversarial) questions are Unanswerable;
// the others keep their evidence as gold (ids that name no turn are
// dropped; a question left without gold is kept and counted apart as
// no-evidence) and their free-text answer for answer support. They have no
// expected value, so temporal accuracy does not apply. Every question's
// Category is "locomo-cat<n>".
func loadLoCoMo(path string) (*synth.Workload, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("locomo: %w", err)
	}
	w, err := parseLoCoMo(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return w, nil
}

// parseLoCoMo decodes a LoCoMo JSON document (see loadLoCoMo).
func parseLoCoMo(b []byte) (*synth.Workload, error) {
	var samples []locomoSample
	if err := json.Unmarshal(b, &samples); err != nil {
		return nil, fmt.Errorf("locomo: decode: %w", err)
	}
	var turns []synth.Turn
	var qs []synth.Question
	for _, s := range samples {
		ts, now, err := locomoTurns(s)
		if err != nil {
			return nil, fmt.Errorf("locomo %s: %w", s.SampleID, err)
		}
		turns = append(turns, ts...)
		qs = append(qs, locomoQuestions(s, ts, now)...)
	}
	if len(turns) == 0 {
		return nil, errors.New("locomo: no turns")
	}
	return synth.External("locomo", turns, qs)
}

func locomoTurns(s locomoSample) ([]synth.Turn, time.Time, error) {
	if s.SampleID == "" || strings.ContainsAny(s.SampleID, "/\x00") {
		return nil, time.Time{}, errors.New("sample_id: missing or contains '/'")
	}
	ns := "locomo/" + s.SampleID
	var out []synth.Turn
	var last time.Time
	seen := map[string]bool{}
	for n := 1; ; n++ {
		raw, ok := s.Conversation["session_"+strconv.Itoa(n)]
		if !ok {
			break
		}
		at, err := sessionTime(s.Conversation["session_"+strconv.Itoa(n)+"_date_time"])
		if err != nil {
			return nil, last, fmt.Errorf("session_%d_date_time: %w", n, err)
		}
		if at.Before(last) {
			at = last // keep turns chronological if a session is misdated
		}
		var ts []locomoTurn
		if err := json.Unmarshal(raw, &ts); err != nil {
			return nil, last, fmt.Errorf("session_%d: %w", n, err)
		}
		for i, t := range ts {
			if t.DiaID == "" || seen[t.DiaID] {
				continue
			}
			seen[t.DiaID] = true
			last = at.Add(time.Duration(i) * time.Second)
			out = append(out, synth.Turn{ID: ns + "/" + t.DiaID, Namespace: ns, Speaker: t.Speaker,
				Text: t.Speaker + ": " + t.Text, Entities: speakerEntity(t.Speaker), Source: "locomo/" + s.SampleID + "/" + t.DiaID, OccurredAt: last})
		}
	}
	return out, last.Add(24 * time.Hour), nil
}

func sessionTime(raw json.RawMessage) (time.Time, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return time.Time{}, fmt.Errorf("want a string: %w", err)
	}
	t, err := time.Parse(locomoLayout, strings.TrimSpace(s))
	if err != nil {
		return time.Time{}, fmt.Errorf("%q: want e.g. %q", s, "1:56 pm on 8 May, 2023")
	}
	return t, nil
}

func locomoQuestions(s locomoSample, turns []synth.Turn, now time.Time) []synth.Question {
	if len(turns) == 0 {
		return nil
	}
	ns := turns[0].Namespace
	ids := map[string]bool{}
	for _, t := range turns {
		ids[t.ID] = true
	}
	var out []synth.Question
	for i, qa := range s.QA {
		cat := fmt.Sprintf("locomo-cat%d", qa.Category)
		q := synth.Question{ID: fmt.Sprintf("%s/q%04d", ns, i), Namespace: ns, Text: qa.Question, Now: now,
			Kind: synth.Kind(cat), Category: cat, Answer: qa.answerText()}
		if qa.Category == 5 {
			q.Kind, q.Answer = synth.Unanswerable, ""
			out = append(out, q)
			continue
		}
		for _, e := range qa.Evidence {
			if id := ns + "/" + strings.TrimSpace(e); ids[id] && !has(q.Gold, id) {
				q.Gold = append(q.Gold, id)
			}
		}
		out = append(out, q)
	}
	return out
}

// speakerEntity is the entity a turn is linked to: its speaker, whom the
// file names on every turn (none when the name is blank).
func speakerEntity(name string) []string {
	if strings.TrimSpace(name) == "" {
		return nil
	}
	return []string{name}
}
