package memory

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/evicortex/evicortex/bench/locomo"
	"github.com/evicortex/evicortex/bench/synth"
)

// DefaultLoCoMoPath is where the shared LoCoMo subset lives, relative to the
// repository root (read at run time, never copied into the repository).
const DefaultLoCoMoPath = "../shared/data/locomo/locomo_dev7.json"

// loadLoCoMo reads a LoCoMo file into a workload: one namespace per
// conversation ("locomo/<sample_id>"), its sessions in number order, turn
// text "<speaker>: <text>", turn id "<namespace>/<dia_id>" (a turn without
// one, or repeating one, is skipped), occurred at the session time plus the turn's
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
	samples, err := locomo.Parse(b)
	if err != nil {
		return nil, err
	}
	var turns []synth.Turn
	var qs []synth.Question
	for _, s := range samples {
		ts, now, err := locomoTurns(s)
		if err != nil {
			return nil, fmt.Errorf("locomo %s: %w", s.ID, err)
		}
		turns = append(turns, ts...)
		qs = append(qs, locomoQuestions(s, ts, now)...)
	}
	if len(turns) == 0 {
		return nil, errors.New("locomo: no turns")
	}
	return synth.External("locomo", turns, qs)
}

func locomoTurns(s locomo.Sample) ([]synth.Turn, time.Time, error) {
	if s.ID == "" || strings.ContainsAny(s.ID, "/\x00") {
		return nil, time.Time{}, errors.New("sample_id: missing or contains '/'")
	}
	ns := "locomo/" + s.ID
	var out []synth.Turn
	var last time.Time
	seen := map[string]bool{}
	for _, se := range s.Sessions {
		at, err := se.Time()
		if err != nil {
			return nil, last, fmt.Errorf("session_%d_date_time: %w", se.N, err)
		}
		if at.Before(last) {
			at = last // keep turns chronological if a session is misdated
		}
		for i, t := range se.Turns {
			if t.DiaID == "" || seen[t.DiaID] {
				continue
			}
			seen[t.DiaID] = true
			last = at.Add(time.Duration(i) * time.Second)
			out = append(out, synth.Turn{ID: ns + "/" + t.DiaID, Namespace: ns, Speaker: t.Speaker,
				Text: t.Speaker + ": " + t.Text, Entities: speakerEntity(t.Speaker), Source: "locomo/" + s.ID + "/" + t.DiaID, OccurredAt: last})
		}
	}
	return out, last.Add(24 * time.Hour), nil
}

func locomoQuestions(s locomo.Sample, turns []synth.Turn, now time.Time) []synth.Question {
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
			Kind: synth.Kind(cat), Category: cat, Answer: qa.AnswerText()}
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
