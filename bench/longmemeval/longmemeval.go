package longmemeval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/evicortex/evicortex/bench/metrics"
	"github.com/evicortex/evicortex/bench/synth"
)

// DateLayout is LongMemEval's date format ("2023/05/20 (Sat) 02:21").
const DateLayout = "2006/01/02 (Mon) 15:04"

// Turn is one haystack turn.
type Turn struct {
	Role      string `json:"role"`
	Content   string `json:"content"`
	HasAnswer bool   `json:"has_answer,omitempty"`
}

// Entry is one LongMemEval question with its haystack.
type Entry struct {
	QuestionID         string          `json:"question_id"`
	QuestionType       string          `json:"question_type"`
	Question           string          `json:"question"`
	Answer             json.RawMessage `json:"answer"`
	QuestionDate       string          `json:"question_date"`
	HaystackSessionIDs []string        `json:"haystack_session_ids"`
	HaystackDates      []string        `json:"haystack_dates"`
	HaystackSessions   [][]Turn        `json:"haystack_sessions"`
	AnswerSessionIDs   []string        `json:"answer_session_ids"`
}

// Abstention reports whether the question is an abstention question.
func (e *Entry) Abstention() bool { return strings.HasSuffix(e.QuestionID, "_abs") }

// AnswerText is the gold answer as text.
func (e *Entry) AnswerText() string {
	var s string
	if json.Unmarshal(e.Answer, &s) == nil {
		return s
	}
	return string(e.Answer)
}

// Parse decodes and validates a LongMemEval document.
func Parse(b []byte) ([]Entry, error) {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("%w: $: want a JSON array of questions: %v", ErrSchema, err)
	}
	if len(raw) == 0 {
		return nil, fmt.Errorf("%w: $: no questions", ErrSchema)
	}
	out := make([]Entry, len(raw))
	ids := map[string]bool{}
	for i, r := range raw {
		if err := decodeEntry(r, i, &out[i]); err != nil {
			return nil, err
		}
		if ids[out[i].QuestionID] {
			return nil, fmt.Errorf("%w: [%d].question_id: duplicate %q", ErrSchema, i, out[i].QuestionID)
		}
		ids[out[i].QuestionID] = true
	}
	return out, nil
}

// Load reads and validates a LongMemEval file.
func Load(path string) ([]Entry, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("longmemeval: %w", err)
	}
	es, err := Parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return es, nil
}

// Sniff reports whether b looks like LongMemEval (an array whose first
// object has question_id and haystack_sessions), without validating it.
func Sniff(b []byte) bool {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || b[0] != '[' {
		return false
	}
	head := b[:min(len(b), 1<<16)]
	return bytes.Contains(head, []byte(`"question_id"`)) && bytes.Contains(b, []byte(`"haystack_sessions"`))
}

var required = []string{"question_id", "question_type", "question", "answer", "question_date",
	"haystack_session_ids", "haystack_dates", "haystack_sessions", "answer_session_ids"}

func decodeEntry(r json.RawMessage, i int, e *Entry) error {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(r, &fields); err != nil {
		return fmt.Errorf("%w: [%d]: want an object: %v", ErrSchema, i, err)
	}
	for _, f := range required {
		if v, ok := fields[f]; !ok || string(v) == "null" {
			return fmt.Errorf("%w: [%d].%s: missing", ErrSchema, i, f)
		}
	}
	for _, f := range required {
		if err := decodeField(fields[f], f, e); err != nil {
			return fmt.Errorf("%w: [%d].%s: %v", ErrSchema, i, f, err)
		}
	}
	return e.validate(i)
}

func decodeField(v json.RawMessage, f string, e *Entry) error {
	dst := map[string]any{"question_id": &e.QuestionID, "question_type": &e.QuestionType, "question": &e.Question,
		"question_date": &e.QuestionDate, "haystack_session_ids": &e.HaystackSessionIDs, "haystack_dates": &e.HaystackDates,
		"haystack_sessions": &e.HaystackSessions, "answer_session_ids": &e.AnswerSessionIDs}[f]
	if f == "answer" {
		var x any
		if err := json.Unmarshal(v, &x); err != nil {
			return err
		}
		switch x.(type) {
		case string, float64:
			e.Answer = v
			return nil
		}
		return fmt.Errorf("want a string or a number")
	}
	return json.Unmarshal(v, dst)
}

func (e *Entry) validate(i int) error {
	p := fmt.Sprintf("[%d]", i)
	bad := func(path, format string, args ...any) error {
		return fmt.Errorf("%w: %s%s: %s", ErrSchema, p, path, fmt.Sprintf(format, args...))
	}
	switch {
	case e.QuestionID == "" || strings.Contains(e.QuestionID, "/"):
		return bad(".question_id", "empty or contains '/'")
	case e.Question == "":
		return bad(".question", "empty")
	case e.QuestionType == "":
		return bad(".question_type", "empty")
	case len(e.HaystackSessions) == 0:
		return bad(".haystack_sessions", "empty")
	case len(e.HaystackSessionIDs) != len(e.HaystackSessions):
		return bad(".haystack_session_ids", "%d ids for %d sessions", len(e.HaystackSessionIDs), len(e.HaystackSessions))
	case len(e.HaystackDates) != len(e.HaystackSessions):
		return bad(".haystack_dates", "%d dates for %d sessions", len(e.HaystackDates), len(e.HaystackSessions))
	}
	if _, err := time.Parse(DateLayout, e.QuestionDate); err != nil {
		return bad(".question_date", "%q: want e.g. %q", e.QuestionDate, "2023/05/20 (Sat) 02:21")
	}
	seen := map[string]bool{}
	for j, sid := range e.HaystackSessionIDs {
		if sid == "" || strings.Contains(sid, "#") || seen[sid] {
			return bad(fmt.Sprintf(".haystack_session_ids[%d]", j), "%q: empty, duplicate or contains '#'", sid)
		}
		seen[sid] = true
		if _, err := time.Parse(DateLayout, e.HaystackDates[j]); err != nil {
			return bad(fmt.Sprintf(".haystack_dates[%d]", j), "%q: want e.g. %q", e.HaystackDates[j], "2023/05/20 (Sat) 02:21")
		}
		for k, t := range e.HaystackSessions[j] {
			if t.Role != "user" && t.Role != "assistant" {
				return bad(fmt.Sprintf(".haystack_sessions[%d][%d].role", j, k), "%q: want user or assistant", t.Role)
			}
		}
	}
	for j, sid := range e.AnswerSessionIDs {
		if !seen[sid] && !e.Abstention() {
			return bad(fmt.Sprintf(".answer_session_ids[%d]", j), "%q is not a haystack session", sid)
		}
	}
	return nil
}

// Workload converts entries into a synth.Workload (source "longmemeval"):
// one namespace per non-abstention question; it also returns how many
// abstention questions were skipped.
func Workload(es []Entry) (*synth.Workload, int, error) {
	var turns []synth.Turn
	var qs []synth.Question
	skipped := 0
	for i := range es {
		e := &es[i]
		if e.Abstention() {
			skipped++
			continue
		}
		ns := "lme/" + e.QuestionID
		ts, gold := e.turns(ns)
		turns = append(turns, ts...)
		now, _ := time.Parse(DateLayout, e.QuestionDate)
		if n := len(ts); n > 0 && now.Before(ts[n-1].OccurredAt) {
			now = ts[n-1].OccurredAt // a haystack dated after its question: ask after all of it
		}
		qs = append(qs, synth.Question{ID: ns + "/q", Namespace: ns, Text: e.Question, Kind: synth.Kind("lme-" + e.QuestionType),
			Category: e.QuestionType, Gold: gold, Now: now, Answer: e.AnswerText(),
			GoldSessions: slices.Clone(e.AnswerSessionIDs)})
	}
	if len(qs) == 0 {
		return nil, skipped, fmt.Errorf("%w: no non-abstention questions", ErrSchema)
	}
	w, err := synth.External("longmemeval", turns, qs)
	return w, skipped, err
}

// turns lays out the haystack in date order; gold are the has_answer turns.
func (e *Entry) turns(ns string) (ts []synth.Turn, gold []string) {
	order := make([]int, len(e.HaystackSessions))
	at := make([]time.Time, len(order))
	for j := range order {
		order[j] = j
		at[j], _ = time.Parse(DateLayout, e.HaystackDates[j])
	}
	sort.SliceStable(order, func(a, b int) bool { return at[order[a]].Before(at[order[b]]) })
	for _, j := range order {
		sid := e.HaystackSessionIDs[j]
		for k, t := range e.HaystackSessions[j] {
			id := TurnID(ns, sid, k)
			ts = append(ts, synth.Turn{ID: id, Namespace: ns, Speaker: t.Role, Text: t.Role + ": " + t.Content,
				Source: "longmemeval/" + e.QuestionID + "/" + sid, OccurredAt: at[j].Add(time.Duration(k) * time.Second)})
			if t.HasAnswer {
				gold = append(gold, id)
			}
		}
	}
	return ts, gold
}

// TurnID is the workload id of turn k of session sid in namespace ns.
func TurnID(ns, sid string, k int) string { return fmt.Sprintf("%s/%s#%d", ns, sid, k) }

// SessionOf returns the session id of a TurnID ("" if it is not one).
func SessionOf(ns, turnID string) string {
	rest, ok := strings.CutPrefix(turnID, ns+"/")
	if !ok {
		return ""
	}
	i := strings.LastIndexByte(rest, '#')
	if i < 0 {
		return ""
	}
	return rest[:i]
}

// SessionKs and TurnKs are the cutoffs the authors report.
var (
	SessionKs = []int{5, 10}
	TurnKs    = []int{5, 10, 50}
)

// Score returns the retrieval metrics of one question given the ranked
// turn ids a system returned: keys "session_recall_any@5",
// "turn_ndcg_any@50", ... Turn-level metrics are left out when the
// question has no has_answer turns (nothing to score against).
func Score(q *synth.Question, ranked []string) map[string]float64 {
	out := map[string]float64{}
	var sessions []string
	for _, id := range ranked {
		if s := SessionOf(q.Namespace, id); s != "" && !slices.Contains(sessions, s) {
			sessions = append(sessions, s)
		}
	}
	put := func(level string, gold, ranked []string, ks []int) {
		for _, k := range ks {
			out[fmt.Sprintf("%s_recall_any@%d", level, k)] = metrics.RecallAny(gold, ranked, k)
			out[fmt.Sprintf("%s_recall_all@%d", level, k)] = metrics.RecallAll(gold, ranked, k)
			out[fmt.Sprintf("%s_ndcg_any@%d", level, k)] = metrics.NDCGAny(gold, ranked, k)
		}
	}
	if len(q.GoldSessions) > 0 {
		put("session", q.GoldSessions, sessions, SessionKs)
	}
	if len(q.Gold) > 0 {
		put("turn", q.Gold, ranked, TurnKs)
	}
	return out
}
