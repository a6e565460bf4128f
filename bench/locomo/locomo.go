package locomo

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"
)

// DateLayout is LoCoMo's session time format ("1:56 pm on 8 May, 2023").
const DateLayout = "3:04 pm on 2 January, 2006"

// Sample is one conversation with its questions.
type Sample struct {
	ID                 string // sample_id
	SpeakerA, SpeakerB string
	Sessions           []Session // in session number order
	QA                 []QA
}

// Session is one dated session of a conversation.
type Session struct {
	N        int    // the n of session_<n>
	DateTime string // session_<n>_date_time as written; "" when absent
	Turns    []Turn
}

// Time parses DateTime (see DateLayout).
func (s Session) Time() (time.Time, error) {
	t, err := time.Parse(DateLayout, strings.TrimSpace(s.DateTime))
	if err != nil {
		return time.Time{}, fmt.Errorf("%q: want e.g. %q", s.DateTime, "1:56 pm on 8 May, 2023")
	}
	return t, nil
}

// Turn is one utterance.
type Turn struct {
	Speaker string `json:"speaker"`
	DiaID   string `json:"dia_id"` // "D<session>:<index>"
	Text    string `json:"text"`
}

// QA is one question with its gold evidence (dia_ids).
type QA struct {
	Question string          `json:"question"`
	Answer   json.RawMessage `json:"answer"` // a string or a number (e.g. 2022); absent for category 5
	Evidence []string        `json:"evidence"`
	Category int             `json:"category"` // 5 is adversarial (unanswerable)
}

// AnswerText returns the gold answer as text: a JSON string unquoted, any
// other scalar as written; "" when absent or null.
func (qa QA) AnswerText() string {
	var s string
	if err := json.Unmarshal(qa.Answer, &s); err == nil {
		return s
	}
	if len(qa.Answer) == 0 || string(qa.Answer) == "null" {
		return ""
	}
	return string(qa.Answer)
}

// Load reads a LoCoMo file.
func Load(path string) ([]Sample, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("locomo: %w", err)
	}
	ss, err := Parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return ss, nil
}

type rawSample struct {
	SampleID     string                     `json:"sample_id"`
	Conversation map[string]json.RawMessage `json:"conversation"`
	QA           []QA                       `json:"qa"`
}

// Parse decodes a LoCoMo document.
func Parse(b []byte) ([]Sample, error) {
	var raw []rawSample
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("%w: $: want a JSON array of samples: %v", ErrSchema, err)
	}
	out := make([]Sample, len(raw))
	for i, r := range raw {
		s, err := decodeSample(r)
		if err != nil {
			return nil, fmt.Errorf("%w: [%d].%v", ErrSchema, i, err)
		}
		out[i] = s
	}
	return out, nil
}

func decodeSample(r rawSample) (Sample, error) {
	s := Sample{ID: r.SampleID, QA: r.QA}
	for key, dst := range map[string]*string{"speaker_a": &s.SpeakerA, "speaker_b": &s.SpeakerB} {
		if v, ok := r.Conversation[key]; ok && json.Unmarshal(v, dst) != nil {
			return s, fmt.Errorf("conversation.%s: want a string", key)
		}
	}
	for _, n := range sessionNumbers(r.Conversation) {
		key := "session_" + strconv.Itoa(n)
		se := Session{N: n}
		if err := json.Unmarshal(r.Conversation[key], &se.Turns); err != nil {
			return s, fmt.Errorf("conversation.%s: want a list of turns: %v", key, err)
		}
		if v, ok := r.Conversation[key+"_date_time"]; ok && json.Unmarshal(v, &se.DateTime) != nil {
			return s, fmt.Errorf("conversation.%s_date_time: want a string", key)
		}
		s.Sessions = append(s.Sessions, se)
	}
	return s, nil
}

// sessionNumbers returns the n of every session_<n> key (n written without
// sign or leading zeros), ascending.
func sessionNumbers(conv map[string]json.RawMessage) []int {
	var ns []int
	for k := range conv {
		rest, ok := strings.CutPrefix(k, "session_")
		if !ok {
			continue
		}
		if n, err := strconv.Atoi(rest); err == nil && n > 0 && strconv.Itoa(n) == rest {
			ns = append(ns, n)
		}
	}
	sort.Ints(ns)
	return ns
}
