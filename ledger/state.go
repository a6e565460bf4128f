package ledger

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strconv"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// Affect is how an evidence felt (seed 002).
type Affect struct {
	Valence      float64 `json:"valence"`      // -1..1
	Arousal      float64 `json:"arousal"`      // 0..1
	Significance float64 `json:"significance"` // 0..1
}

// EvidenceState is an evidence's optional affect, context and goal.
// AffectProducer is "" when the caller gave the affect, else the analyzer
// that derived it (affect.Lexicon.Producer).
type EvidenceState struct {
	Affect         *Affect  `json:"affect,omitempty"`
	AffectProducer string   `json:"affect_producer,omitempty"`
	Participants   []string `json:"participants,omitempty"`
	Place          string   `json:"place,omitempty"`
	Tags           []string `json:"tags,omitempty"`
	Goal           string   `json:"goal,omitempty"`
}

// canonical is the JSON the journal digests (keys in declaration order,
// which encoding/json keeps).
func (s *EvidenceState) canonical() []byte {
	b, _ := json.Marshal(s) // plain values: cannot fail
	return b
}

const maxStateList = 32

func validateState(s *EvidenceState, p string) error {
	if s == nil {
		return nil
	}
	if a := s.Affect; a != nil {
		for _, f := range []struct {
			name   string
			v, lo  float64
			hi     float64
			reason string
		}{{"valence", a.Valence, -1, 1, "must be in [-1,1]"}, {"arousal", a.Arousal, 0, 1, "must be in [0,1]"},
			{"significance", a.Significance, 0, 1, "must be in [0,1]"}} {
			if math.IsNaN(f.v) || f.v < f.lo || f.v > f.hi {
				return fieldErr(p+"affect."+f.name, f.reason)
			}
		}
	}
	for _, l := range []struct {
		name string
		xs   []string
	}{{"context.participants", s.Participants}, {"context.tags", s.Tags}} {
		if len(l.xs) > maxStateList {
			return fieldErr(p+l.name, fmt.Sprintf("at most %d", maxStateList))
		}
		for i, x := range l.xs {
			if r := checkText(x, maxName); r != "" {
				return fieldErr(p+l.name+"["+strconv.Itoa(i)+"]", r)
			}
		}
	}
	if r := checkOptional(s.Place, maxName); r != "" {
		return fieldErr(p+"context.place", r)
	}
	if r := checkOptional(s.Goal, maxName); r != "" {
		return fieldErr(p+"goal", r)
	}
	if r := checkOptional(s.AffectProducer, maxName); r != "" {
		return fieldErr(p+"affect_producer", r)
	}
	return nil
}

func (a *appendTx) writeState(ctx context.Context, i int, ev *Evidence) error {
	s := a.preps[i].in.State
	if s == nil {
		return nil
	}
	var has int
	var af Affect
	if s.Affect != nil {
		has, af = 1, *s.Affect
	}
	parts, _ := json.Marshal(orEmpty(s.Participants))
	tags, _ := json.Marshal(orEmpty(s.Tags))
	f := [4]string{string(parts), s.Place, string(tags), s.Goal}
	if a.s.cr != nil {
		row := strconv.FormatUint(uint64(ev.Seq), 10)
		for j := range f {
			var err error
			if f[j], err = a.s.cr.seal(ctx, ev.NamespaceID, ev.Namespace, stateColumns[j], row, f[j]); err != nil {
				return err
			}
		}
	}
	if _, err := a.st.exec(ctx, `INSERT INTO evidence_state (evidence_seq, ns_id, has_affect, valence, arousal, significance,
		affect_producer, participants, place, tags, goal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		ev.Seq, ev.NamespaceID, has, af.Valence, af.Arousal, af.Significance, s.AffectProducer,
		f[0], f[1], f[2], f[3]); err != nil {
		return fmt.Errorf("insert evidence state: %w", err)
	}
	return nil
}

// ScanStates calls fn with the state of every evidence of the namespace
// ("": of every namespace) that has one, by evidence seq.
func (s *Store) ScanStates(ctx context.Context, namespace string, fn func(seq uint32, ns string, st EvidenceState) error) error {
	ledgerhook.Enter(ctx, "ScanStates")
	return s.scanStates(ctx, namespace, 0, fn)
}

// StateOf returns the state of one evidence (ok false when it has none).
func (s *Store) StateOf(ctx context.Context, seq uint32) (EvidenceState, bool, error) {
	ledgerhook.Enter(ctx, "StateOf")
	var out EvidenceState
	found := false
	err := s.scanStates(ctx, "", seq, func(_ uint32, _ string, st EvidenceState) error {
		out, found = st, true
		return nil
	})
	return out, found, err
}

func (s *Store) scanStates(ctx context.Context, namespace string, seq uint32, fn func(uint32, string, EvidenceState) error) error {
	if err := s.checkOpen(); err != nil {
		return err
	}
	q := `SELECT x.evidence_seq, n.name, x.has_affect, x.valence, x.arousal, x.significance, x.affect_producer,
		x.participants, x.place, x.tags, x.goal FROM evidence_state x JOIN namespaces n ON n.id = x.ns_id`
	var args []any
	switch {
	case seq != 0:
		q += ` WHERE x.evidence_seq = ?`
		args = append(args, seq)
	case namespace != "":
		q += ` WHERE n.name = ?`
		args = append(args, namespace)
	}
	rows, err := s.rdb.QueryContext(ctx, q+` ORDER BY x.evidence_seq`, args...)
	if err != nil {
		return fmt.Errorf("scan states: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var st EvidenceState
		var es uint32
		var ns, parts, tags string
		var has int
		var af Affect
		if err := rows.Scan(&es, &ns, &has, &af.Valence, &af.Arousal, &af.Significance, &st.AffectProducer,
			&parts, &st.Place, &tags, &st.Goal); err != nil {
			return fmt.Errorf("scan states: %w", err)
		}
		if has == 1 {
			st.Affect = &af
		}
		if s.cr != nil {
			row := strconv.FormatUint(uint64(es), 10)
			f := [4]*string{&parts, &st.Place, &tags, &st.Goal}
			skip := false
			for j, p := range f {
				v, err := s.cr.openStr(ctx, stateColumns[j], row, *p)
				if keep, err := s.cr.keep(err); !keep {
					if err != nil {
						return err
					}
					skip = true
					break
				}
				*p = v
			}
			if skip {
				continue
			}
		}
		if err := json.Unmarshal([]byte(parts), &st.Participants); err != nil {
			return corruptf("evidence %d state: participants: %v", es, err)
		}
		if err := json.Unmarshal([]byte(tags), &st.Tags); err != nil {
			return corruptf("evidence %d state: tags: %v", es, err)
		}
		if len(st.Participants) == 0 {
			st.Participants = nil
		}
		if len(st.Tags) == 0 {
			st.Tags = nil
		}
		if err := fn(es, ns, st); err != nil {
			return err
		}
	}
	return rows.Err()
}

// stateColumns are the sealed columns of evidence_state, in insert order;
// their row identity is the evidence seq.
var stateColumns = [4]string{"evidence_state.participants", "evidence_state.place", "evidence_state.tags", "evidence_state.goal"}

// deleteStates deletes the state rows of purged evidence.
func (p *purgeTx) deleteStates(ctx context.Context) error {
	if _, err := p.tx.ExecContext(ctx, `DELETE FROM evidence_state WHERE evidence_seq IN (SELECT seq FROM purge_ev)`); err != nil {
		return fmt.Errorf("purge: evidence state: %w", err)
	}
	return nil
}
