package synth

import (
	"fmt"
	"strings"
)

// Check verifies the workload's invariants: unique, chronological turn ids
// per namespace; every Supersedes names an earlier turn with the same
// subject and predicate; every gold id exists in the question's namespace
// and states the expected value; a current question's gold is the last
// change of its subject and predicate; a historical question's gold is the
// fact valid at AsOf (or, for "before" questions, the change away from the
// expected value). Errors wrap ErrInconsistent.
func (w *Workload) Check() error {
	if err := w.checkTurns(); err != nil {
		return err
	}
	for i := range w.Questions {
		if err := w.checkQuestion(&w.Questions[i]); err != nil {
			return fmt.Errorf("%w: question %s: %v", ErrInconsistent, w.Questions[i].ID, err)
		}
	}
	return nil
}

func (w *Workload) checkTurns() error {
	seen := map[string]bool{}
	for i, t := range w.Turns {
		if seen[t.ID] {
			return fmt.Errorf("%w: turn %s: duplicate id", ErrInconsistent, t.ID)
		}
		seen[t.ID] = true
		if i > 0 && w.Turns[i-1].Namespace == t.Namespace && t.OccurredAt.Before(w.Turns[i-1].OccurredAt) {
			return fmt.Errorf("%w: turn %s: out of order", ErrInconsistent, t.ID)
		}
		for _, c := range []*Claim{t.Claim, t.Fact} {
			if c == nil || c.Supersedes == "" {
				continue
			}
			p, ok := w.Turn(c.Supersedes)
			if !ok || p.Namespace != t.Namespace || !p.OccurredAt.Before(t.OccurredAt) || p.Fact == nil ||
				p.Fact.Subject != c.Subject || p.Fact.Predicate != c.Predicate {
				return fmt.Errorf("%w: turn %s: supersedes %q is not an earlier fact of the same subject and predicate",
					ErrInconsistent, t.ID, c.Supersedes)
			}
		}
	}
	return nil
}

func (w *Workload) checkQuestion(q *Question) error {
	if q.Kind == Unanswerable {
		if len(q.Gold) != 0 || q.Expected != "" {
			return fmt.Errorf("unanswerable question has gold or an expected value")
		}
		return nil
	}
	if w.Source != "" {
		return w.checkExternal(q)
	}
	if len(q.Gold) != 1 || q.Expected == "" {
		return fmt.Errorf("want one gold turn and an expected value")
	}
	g, ok := w.Turn(q.Gold[0])
	if !ok || g.Namespace != q.Namespace || g.Fact == nil {
		return fmt.Errorf("gold %q is not a fact turn of namespace %s", q.Gold[0], q.Namespace)
	}
	if !strings.Contains(g.Text, q.Expected) {
		return fmt.Errorf("gold %s does not state %q", g.ID, q.Expected)
	}
	facts := w.facts(q.Namespace, q.Subject, q.Predicate)
	switch {
	case q.Kind == Current:
		if facts[len(facts)-1].ID != g.ID || g.Fact.Value != q.Expected {
			return fmt.Errorf("gold %s is not the last change", g.ID)
		}
	case !q.AsOf.IsZero():
		at := facts[0]
		for _, f := range facts {
			if !f.OccurredAt.After(q.AsOf) {
				at = f
			}
		}
		if at.ID != g.ID || g.Fact.Value != q.Expected {
			return fmt.Errorf("gold %s is not the fact valid at %s", g.ID, q.AsOf)
		}
	default:
		p, ok := w.Turn(g.Fact.Supersedes)
		if !ok || p.Fact.Value != q.Expected || !strings.Contains(g.Text, q.Expected) {
			return fmt.Errorf("gold %s is not the change away from %q", g.ID, q.Expected)
		}
	}
	return nil
}

// checkExternal allows an answerable question without gold (the scorer
// counts it separately) but not gold outside the question's namespace.
func (w *Workload) checkExternal(q *Question) error {
	for _, id := range q.Gold {
		if g, ok := w.Turn(id); !ok || g.Namespace != q.Namespace {
			return fmt.Errorf("gold %q is not a turn of namespace %s", id, q.Namespace)
		}
	}
	return nil
}

// facts returns the fact turns of subject and predicate in ns, in order.
func (w *Workload) facts(ns, subject, predicate string) []Turn {
	var out []Turn
	for _, t := range w.NamespaceTurns(ns) {
		if t.Fact != nil && t.Fact.Subject == subject && t.Fact.Predicate == predicate {
			out = append(out, t)
		}
	}
	return out
}
