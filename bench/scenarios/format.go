package scenarios

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"slices"
	"time"
)

// Kinds are the scenario kinds, in report order.
var Kinds = []string{"supersession", "revert", "dispute", "relative", "past"}

// Scenario is one history and its questions (one JSONL line).
type Scenario struct {
	ID           string        `json:"id"`
	Kind         string        `json:"kind"`
	Observations []Observation `json:"observations"`
	Questions    []Question    `json:"questions"`
}

// Observation is one timestamped utterance, optionally with an explicit
// claim the application supplies.
type Observation struct {
	ID      string    `json:"id"`
	At      time.Time `json:"at"`
	Speaker string    `json:"speaker"`
	// Role is the speaker's role: "user", "assistant", "system", "tool",
	// "participant", or empty (unknown).
	Role  string `json:"role,omitempty"`
	Text  string `json:"text"`
	Claim *Claim `json:"claim,omitempty"`
}

// Claim is an explicit subject-predicate-value claim; Supersedes names an
// earlier observation of the same scenario whose claim this one replaces.
// ValidFrom, when set, is the time the fact started to hold when the
// text says so relatively ("three weeks ago").
type Claim struct {
	Subject    string    `json:"subject"`
	Predicate  string    `json:"predicate"`
	Value      string    `json:"value"`
	ValidFrom  time.Time `json:"valid_from,omitzero"`
	Confidence float64   `json:"confidence,omitempty"`
	Supersedes string    `json:"supersedes,omitempty"`
}

// Question asks for the value of Subject/Predicate at Now (intent
// "current") or at a past time the text names (intent "historical").
type Question struct {
	ID         string    `json:"id"`
	Text       string    `json:"text"`
	Now        time.Time `json:"now"`
	Intent     string    `json:"intent"`
	Subject    string    `json:"subject"`
	Predicate  string    `json:"predicate"`
	Expected   string    `json:"expected"`
	Candidates []string  `json:"candidates"`
	Gold       []string  `json:"gold"`
	// AsOf documents the valid time a historical question means; systems
	// never see it.
	AsOf time.Time `json:"as_of,omitzero"`
}

// roles are the observation roles FORMAT.md allows ("" is unknown).
var roles = []string{"", "user", "assistant", "system", "tool", "participant"}

// Raw reports whether s is a raw-conversation scenario (a RawKinds kind).
func (s *Scenario) Raw() bool { return slices.Contains(RawKinds, s.Kind) }

var idRE = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,63}$`)

// Parse reads JSONL scenarios (blank lines skipped) and validates each.
// Errors wrap ErrFormat and name the line and JSON path.
func Parse(r io.Reader) ([]Scenario, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	var out []Scenario
	seen := map[string]bool{}
	for line := 1; sc.Scan(); line++ {
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		var s Scenario
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&s); err != nil {
			return nil, fmt.Errorf("%w: line %d: %v", ErrFormat, line, err)
		}
		if err := s.Validate(); err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		if seen[s.ID] {
			return nil, fmt.Errorf("%w: line %d: id: duplicate scenario id %q", ErrFormat, line, s.ID)
		}
		seen[s.ID] = true
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%w: read: %v", ErrFormat, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: no scenarios", ErrFormat)
	}
	return out, nil
}

func bad(path, format string, args ...any) error {
	return fmt.Errorf("%w: %s: %s", ErrFormat, path, fmt.Sprintf(format, args...))
}

// Validate checks one scenario against FORMAT.md.
func (s *Scenario) Validate() error {
	if !idRE.MatchString(s.ID) {
		return bad("id", "%q: want 1-64 of [a-z0-9_-], starting with a letter or digit", s.ID)
	}
	if !slices.Contains(Kinds, s.Kind) && !slices.Contains(RawKinds, s.Kind) {
		return bad("kind", "%q: want one of %v or %v", s.Kind, Kinds, RawKinds)
	}
	if len(s.Observations) == 0 {
		return bad("observations", "empty")
	}
	obs := map[string]int{}
	for i := range s.Observations {
		if err := s.validateObservation(i, obs); err != nil {
			return err
		}
	}
	if len(s.Questions) == 0 {
		return bad("questions", "empty")
	}
	qids := map[string]bool{}
	for i := range s.Questions {
		q := &s.Questions[i]
		if qids[q.ID] {
			return bad(fmt.Sprintf("questions[%d].id", i), "duplicate %q", q.ID)
		}
		qids[q.ID] = true
		if err := s.validateQuestion(i, obs); err != nil {
			return err
		}
	}
	return nil
}

func (s *Scenario) validateObservation(i int, obs map[string]int) error {
	o := &s.Observations[i]
	p := fmt.Sprintf("observations[%d]", i)
	switch {
	case !idRE.MatchString(o.ID):
		return bad(p+".id", "%q: want 1-64 of [a-z0-9_-]", o.ID)
	case obs[o.ID] != 0:
		return bad(p+".id", "duplicate %q", o.ID)
	case o.At.IsZero():
		return bad(p+".at", "missing (RFC 3339 time)")
	case i > 0 && o.At.Before(s.Observations[i-1].At):
		return bad(p+".at", "%s is before the previous observation: observations must be chronological", o.At.Format(time.RFC3339))
	case o.Text == "":
		return bad(p+".text", "empty")
	case o.Speaker == "":
		return bad(p+".speaker", "empty")
	}
	if !slices.Contains(roles, o.Role) {
		return bad(p+".role", "%q: want one of user, assistant, system, tool, participant, or none", o.Role)
	}
	if o.Claim != nil && s.Raw() {
		return bad(p+".claim", "a %s scenario is raw conversation: no observation carries a claim", s.Kind)
	}
	obs[o.ID] = i + 1
	if c := o.Claim; c != nil {
		switch {
		case c.Subject == "" || c.Predicate == "" || c.Value == "":
			return bad(p+".claim", "subject, predicate and value are required")
		case c.Confidence < 0 || c.Confidence > 1:
			return bad(p+".claim.confidence", "%v: want 0 (default 1) to 1", c.Confidence)
		case !c.ValidFrom.IsZero() && c.ValidFrom.After(o.At):
			return bad(p+".claim.valid_from", "after the observation's time")
		case c.Supersedes != "":
			j := obs[c.Supersedes] - 1
			if j < 0 || j >= i || s.Observations[j].Claim == nil ||
				s.Observations[j].Claim.Subject != c.Subject || s.Observations[j].Claim.Predicate != c.Predicate {
				return bad(p+".claim.supersedes", "%q is not an earlier claim of the same subject and predicate", c.Supersedes)
			}
		}
	}
	return nil
}

func (s *Scenario) validateQuestion(i int, obs map[string]int) error {
	q := &s.Questions[i]
	p := fmt.Sprintf("questions[%d]", i)
	last := s.Observations[len(s.Observations)-1].At
	switch {
	case !idRE.MatchString(q.ID):
		return bad(p+".id", "%q: want 1-64 of [a-z0-9_-]", q.ID)
	case q.Text == "":
		return bad(p+".text", "empty")
	case q.Now.Before(last):
		return bad(p+".now", "before the last observation: every observation must be in the question's past")
	case q.Intent != "current" && q.Intent != "historical":
		return bad(p+".intent", "%q: want current or historical", q.Intent)
	case q.Subject == "" || q.Predicate == "" || q.Expected == "":
		return bad(p, "subject, predicate and expected are required")
	case !slices.Contains(q.Candidates, q.Expected):
		return bad(p+".candidates", "must contain expected %q", q.Expected)
	case len(q.Gold) == 0:
		return bad(p+".gold", "empty")
	}
	for j, g := range q.Gold {
		k := obs[g] - 1
		if k < 0 {
			return bad(fmt.Sprintf("%s.gold[%d]", p, j), "%q names no observation", g)
		}
		if c := s.Observations[k].Claim; c != nil && (c.Subject != q.Subject || c.Predicate != q.Predicate) {
			return bad(fmt.Sprintf("%s.gold[%d]", p, j), "%q claims %s %s, not the question's subject and predicate", g, c.Subject, c.Predicate)
		}
	}
	return nil
}
