package ledger

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// LinkInput is an explicit associative link from the evidence it is
// written with to another evidence of the same namespace (seed 000 §4.2):
// To is an evidence id, or "@i" for observation i of the same Append
// call, which must come earlier in the batch.
type LinkInput struct {
	To       string
	Relation string  // "" -> DefaultRelation
	Strength float64 // 0 -> DefaultLinkStrength; must be in (0,1]
}

// Link defaults.
const (
	DefaultRelation     = "related"
	DefaultLinkStrength = 0.5
)

// Link is a stored explicit link.
type Link struct {
	Seq        int64
	ID         string // "ln_" + 26 chars
	Namespace  string
	FromSeq    uint32
	ToSeq      uint32
	FromID     string
	ToID       string
	Relation   string
	Strength   float64
	RecordedAt time.Time
}

// LinkEntry is one link of an append journal entry: its id and the
// digest of its fields (linkDigest), never the relation text, so a purge
// leaves none of it in the journal.
type LinkEntry struct {
	ID     string `json:"id"`
	SHA256 string `json:"sha256"`
}

// linkDigest is the sha256 of a link's fields, one per line: to (evidence
// id), relation, strength (strconv 'g', -1).
func linkDigest(to, relation string, strength float64) string {
	return sha256Hex([]byte(to + "\n" + relation + "\n" + strconv.FormatFloat(strength, 'g', -1, 64)))
}

// validateLinks checks input i's links and applies their defaults.
func validateLinks(in []EvidenceInput, i int, p string) error {
	for j := range in[i].Links {
		l := &in[i].Links[j]
		f := p + "links[" + strconv.Itoa(j) + "]."
		switch ref, local := strings.CutPrefix(l.To, "@"); {
		case l.To == "":
			return fieldErr(f+"to", "required")
		case local:
			k, err := strconv.Atoi(ref)
			switch {
			case err != nil || k < 0 || k >= len(in):
				return fieldErr(f+"to", fmt.Sprintf("%q names no observation of this batch", l.To))
			case k == i:
				return fieldErr(f+"to", "a self-link (the observation links to itself)")
			case k > i:
				return fieldErr(f+"to", fmt.Sprintf("%q must name an earlier observation of the batch", l.To))
			case in[k].Namespace != in[i].Namespace:
				return fieldErr(f+"to", fmt.Sprintf("%q belongs to another namespace", l.To))
			}
		case !validID(l.To, "ev_"):
			return fieldErr(f+"to", fmt.Sprintf("evidence %q not found", l.To))
		}
		if l.Relation == "" {
			l.Relation = DefaultRelation
		}
		if r := checkText(l.Relation, maxName); r != "" {
			return fieldErr(f+"relation", r)
		}
		if l.Strength == 0 {
			l.Strength = DefaultLinkStrength
		}
		if math.IsNaN(l.Strength) || l.Strength <= 0 || l.Strength > 1 {
			return fieldErr(f+"strength", "must be in (0,1]")
		}
	}
	return nil
}

// checkLinks verifies that every stored link target exists in the
// namespace of its observation, before anything is written.
func (a *appendTx) checkLinks(ctx context.Context) error {
	for i := range a.preps {
		if a.isDup(i) {
			continue
		}
		p := &a.preps[i]
		for j, l := range p.in.Links {
			if strings.HasPrefix(l.To, "@") {
				continue
			}
			field := fieldPrefix(len(a.preps), i) + "links[" + strconv.Itoa(j) + "].to"
			var nsID uint32
			row, err := a.st.queryRow(ctx, `SELECT ns_id FROM evidence WHERE id = ?`, l.To)
			if err == nil {
				err = row.Scan(&nsID)
			}
			if errors.Is(err, sql.ErrNoRows) {
				return fieldErr(field, fmt.Sprintf("evidence %q not found", l.To))
			}
			if err != nil {
				return fmt.Errorf("link target: %w", err)
			}
			if known, ok := a.ns[p.in.Namespace]; !ok || known != nsID {
				return fieldErr(field, fmt.Sprintf("evidence %q belongs to another namespace", l.To))
			}
		}
	}
	return nil
}

// writeLinks inserts input i's links from ev (just written).
func (a *appendTx) writeLinks(ctx context.Context, i int, ev *Evidence) error {
	for _, l := range a.preps[i].in.Links {
		toID := l.To
		var toSeq uint32
		if ref, local := strings.CutPrefix(l.To, "@"); local {
			k, _ := strconv.Atoi(ref) // validated
			toSeq, toID = a.results[k].Evidence.Seq, a.results[k].Evidence.ID
		} else {
			row, err := a.st.queryRow(ctx, `SELECT seq FROM evidence WHERE id = ?`, l.To)
			if err == nil {
				err = row.Scan(&toSeq)
			}
			if err != nil {
				return fmt.Errorf("link target: %w", err)
			}
		}
		id := a.s.ids.next("ln_", a.now)
		rel, err := a.s.cr.seal(ctx, ev.NamespaceID, ev.Namespace, "links.relation", id, l.Relation)
		if err != nil {
			return err
		}
		if _, err := a.st.exec(ctx, `INSERT INTO links (id, ns_id, from_seq, to_seq, relation, strength, recorded_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, id, ev.NamespaceID, ev.Seq, toSeq, rel, l.Strength, a.nowText); err != nil {
			return fmt.Errorf("insert link: %w", err)
		}
		a.links[i] = append(a.links[i], Link{ID: id, Namespace: ev.Namespace, FromSeq: ev.Seq, ToSeq: toSeq, FromID: ev.ID,
			ToID: toID, Relation: l.Relation, Strength: l.Strength, RecordedAt: a.now})
	}
	a.results[i].Links = a.links[i]
	return nil
}

// LinksFrom returns the explicit links written with evidence id, in order
// (what a follower applies for an append entry that lists links).
func (s *Store) LinksFrom(ctx context.Context, namespace, id string) ([]Link, error) {
	ledgerhook.Enter(ctx, "LinksFrom")
	var out []Link
	err := s.scanLinks(ctx, ` WHERE n.name = ? AND f.id = ?`, []any{namespace, id}, func(l Link) error {
		out = append(out, l)
		return nil
	})
	return out, err
}

// ScanLinks calls fn with every explicit link of the namespace ("": of
// every namespace) in the order written.
func (s *Store) ScanLinks(ctx context.Context, namespace string, fn func(Link) error) error {
	ledgerhook.Enter(ctx, "ScanLinks")
	var where string
	var args []any
	if namespace != "" {
		where, args = ` WHERE n.name = ?`, []any{namespace}
	}
	return s.scanLinks(ctx, where, args, fn)
}

func (s *Store) scanLinks(ctx context.Context, where string, args []any, fn func(Link) error) error {
	if err := s.checkOpen(); err != nil {
		return err
	}
	q := `SELECT l.seq, l.id, n.name, l.from_seq, l.to_seq, f.id, t.id, l.relation, l.strength, l.recorded_at
		FROM links l JOIN namespaces n ON n.id = l.ns_id JOIN evidence f ON f.seq = l.from_seq JOIN evidence t ON t.seq = l.to_seq`
	rows, err := s.rdb.QueryContext(ctx, q+where+` ORDER BY l.seq`, args...)
	if err != nil {
		return fmt.Errorf("scan links: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var l Link
		var rec string
		if err := rows.Scan(&l.Seq, &l.ID, &l.Namespace, &l.FromSeq, &l.ToSeq, &l.FromID, &l.ToID, &l.Relation, &l.Strength, &rec); err != nil {
			return fmt.Errorf("scan links: %w", err)
		}
		if l.RecordedAt, err = parseTime(rec); err != nil {
			return fmt.Errorf("link %s: %w", l.ID, err)
		}
		rel, err := s.cr.openStr(ctx, "links.relation", l.ID, l.Relation)
		if keep, err := s.cr.keep(err); !keep {
			if err != nil {
				return err
			}
			continue
		}
		l.Relation = rel
		if err := fn(l); err != nil {
			return err
		}
	}
	return rows.Err()
}

// deleteLinks deletes the explicit links from or to purged evidence.
func (p *purgeTx) deleteLinks(ctx context.Context) error {
	rows, err := p.tx.QueryContext(ctx, `SELECT id FROM links WHERE from_seq IN (SELECT seq FROM purge_ev)
		OR to_seq IN (SELECT seq FROM purge_ev) ORDER BY seq`)
	if err != nil {
		return fmt.Errorf("purge: links: %w", err)
	}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return fmt.Errorf("purge: links: %w", err)
		}
		p.linkIDs = append(p.linkIDs, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("purge: links: %w", err)
	}
	if _, err := p.tx.ExecContext(ctx, `DELETE FROM links WHERE from_seq IN (SELECT seq FROM purge_ev)
		OR to_seq IN (SELECT seq FROM purge_ev)`); err != nil {
		return fmt.Errorf("purge: links: %w", err)
	}
	return nil
}
