package synth

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"
)

// Claim is the structured claim a turn carries. Supersedes is the turn id
// (not an engine claim id) of the turn whose claim this one replaces; a
// system replaying the workload maps it to the id its receipt returned.
type Claim struct {
	Subject    string `json:"subject"`
	Predicate  string `json:"predicate"`
	Value      string `json:"value"`
	Supersedes string `json:"supersedes,omitempty"`
	// ValidFrom (zero: the turn's time) and Confidence (zero: 1) are set
	// by external scenario data only.
	ValidFrom  time.Time `json:"valid_from,omitzero"`
	Confidence float64   `json:"confidence,omitempty"`
}

// Turn is one conversation turn in a namespace. Turns, Claims and Questions
// are plain data, read-only once generated.
type Turn struct {
	ID        string `json:"id"` // "<namespace>/t<index>", chronological
	Namespace string `json:"namespace"`
	Speaker   string `json:"speaker"` // the user's name
	// Role is the speaker's role ("user", "assistant", ...; empty:
	// unknown), as an agent pipes it with each turn.
	Role       string    `json:"role,omitempty"`
	Text       string    `json:"text"`
	Source     string    `json:"source"`
	OccurredAt time.Time `json:"occurred_at"`
	Claim      *Claim    `json:"claim,omitempty"`
	// Fact is the ground truth an attribute turn states, claimed or not
	// (text-only turns have a Fact and no Claim). Systems must not read it;
	// Check and the question generator do.
	Fact     *Claim   `json:"fact,omitempty"`
	Entities []string `json:"entities,omitempty"` // canonical subjects mentioned
}

// Kind says what a question asks about.
type Kind string

const (
	// Current asks for the value at the end of the stream.
	Current Kind = "current"
	// Historical asks for an earlier value ("in March 2025", "before ...").
	Historical Kind = "historical"
	// Unanswerable asks for a fact the workload never states; the right
	// behaviour is to abstain.
	Unanswerable Kind = "unanswerable"
)

// Question is a benchmark question with its gold evidence.
type Question struct {
	ID        string    `json:"id"`
	Namespace string    `json:"namespace"`
	Text      string    `json:"text"`
	Kind      Kind      `json:"kind"`
	Subject   string    `json:"subject,omitempty"`   // "user:maya"
	Predicate string    `json:"predicate,omitempty"` // "lives_in"
	Expected  string    `json:"expected,omitempty"`  // the right value, "" when unanswerable
	Gold      []string  `json:"gold,omitempty"`      // turn ids that state the answer
	Now       time.Time `json:"now"`                 // the asking time: end of the stream
	// AsOf documents the valid time a historical question means (zero
	// otherwise). It is not given to systems: they must read it from Text.
	AsOf time.Time `json:"as_of,omitzero"`
	// Candidates are the values an answer-bearing text may name: the
	// attribute's whole vocabulary, less any value the question itself names.
	Candidates []string `json:"candidates,omitempty"`
	// Answer is a free-text gold answer (external data such as LoCoMo),
	// scored by answer support; "" when there is none.
	Answer string `json:"answer,omitempty"`
	// Category is the breakdown key of an external question ("" means
	// Kind): LoCoMo category, scenario kind, LongMemEval question type.
	Category string `json:"category,omitempty"`
	// GoldSessions are gold session ids (LongMemEval answer_session_ids),
	// scored by session-level retrieval metrics.
	GoldSessions []string `json:"gold_sessions,omitempty"`
}

// Workload is a generated streaming workload. Turns are grouped by
// namespace (in Namespaces order) and chronological within each. A
// Workload is immutable after Generate and safe for concurrent reads.
type Workload struct {
	// Source names an external dataset (External); "" for a generated one.
	Source     string     `json:"source,omitempty"`
	Config     Config     `json:"config"`
	Start      time.Time  `json:"start"`
	End        time.Time  `json:"end"`
	Namespaces []string   `json:"namespaces"`
	Turns      []Turn     `json:"turns"`
	Questions  []Question `json:"questions"`

	byID map[string]int
	byNS map[string][2]int
}

// NamespaceTurns returns the turns of ns in chronological order. The slice
// aliases the workload: do not modify it.
func (w *Workload) NamespaceTurns(ns string) []Turn {
	r, ok := w.byNS[ns]
	if !ok {
		return nil
	}
	return w.Turns[r[0]:r[1]]
}

// Turn returns the turn with the given id.
func (w *Workload) Turn(id string) (Turn, bool) {
	i, ok := w.byID[id]
	if !ok {
		return Turn{}, false
	}
	return w.Turns[i], true
}

// Digest is the hex SHA-256 of the workload's canonical JSON: the same
// config and seed give the same digest.
func (w *Workload) Digest() string {
	b, err := json.Marshal(w)
	if err != nil { // only plain data: cannot fail
		panic(fmt.Sprintf("synth: marshal workload: %v", err))
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

func (w *Workload) index() {
	w.byID = make(map[string]int, len(w.Turns))
	w.byNS = make(map[string][2]int, len(w.Namespaces))
	for i, t := range w.Turns {
		w.byID[t.ID] = i
		r, ok := w.byNS[t.Namespace]
		if !ok {
			r[0] = i
		}
		r[1] = i + 1
		w.byNS[t.Namespace] = r
	}
}

// External builds a workload from another dataset's turns and questions
// (turns grouped by namespace, chronological within each). Its Check only
// verifies turn order and that every gold id is a turn of the question's
// namespace: external gold carries no Fact. An answerable question may have
// no gold (the scorer counts it apart).
func External(source string, turns []Turn, questions []Question) (*Workload, error) {
	w := &Workload{Source: source, Turns: turns, Questions: questions}
	for i, t := range turns {
		if i == 0 || turns[i-1].Namespace != t.Namespace {
			w.Namespaces = append(w.Namespaces, t.Namespace)
		}
		if i == 0 || t.OccurredAt.Before(w.Start) {
			w.Start = t.OccurredAt
		}
		if t.OccurredAt.After(w.End) {
			w.End = t.OccurredAt
		}
	}
	w.index()
	if len(w.byNS) != len(w.Namespaces) {
		return nil, fmt.Errorf("%w: %s: turns of a namespace are not contiguous", ErrInconsistent, source)
	}
	if err := w.Check(); err != nil {
		return nil, err
	}
	return w, nil
}
