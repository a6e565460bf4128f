package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// writeGraph upserts the entities named by p (explicit entities, claim
// subjects and relation endpoints), their aliases and relations, and links
// all of them to ev.
func (a *appendTx) writeGraph(ctx context.Context, p *prepared, ev *Evidence) error {
	for _, en := range p.in.Entities {
		if _, err := a.upsertEntity(ctx, ev, en.Name, en.Type, en.Aliases...); err != nil {
			return err
		}
	}
	for _, c := range p.claims {
		ref := subjectRef(c.Subject)
		if _, err := a.upsertEntity(ctx, ev, ref.Name, "", ref.Aliases...); err != nil {
			return err
		}
	}
	for _, r := range p.in.Relations {
		if err := a.upsertRelation(ctx, ev, r); err != nil {
			return err
		}
	}
	return nil
}

// subjectRef is the entity a claim subject names: the subject, aliased by
// the part after its last ':' ("user:varun" -> "varun").
func subjectRef(subject string) EntityInput {
	ref := EntityInput{Name: subject}
	if al := subjectAlias(subject); al != "" && nameKey(al) != nameKey(subject) {
		ref.Aliases = []string{al}
	}
	return ref
}

// EntityRefs returns the entities Append links to the evidence of in, in
// the order it links them: the explicit entities, each claim's subject (see
// subjectRef) and both ends of each relation. Names and aliases are
// trimmed; entities match case-insensitively by name within a namespace.
// Projections use it to follow the ledger without re-reading it.
func EntityRefs(in EvidenceInput) []EntityInput {
	var out []EntityInput
	trim := func(e EntityInput) EntityInput {
		e.Name = strings.TrimSpace(e.Name)
		al := make([]string, len(e.Aliases))
		for i, a := range e.Aliases {
			al[i] = strings.TrimSpace(a)
		}
		e.Aliases = al
		return e
	}
	for _, en := range in.Entities {
		out = append(out, trim(en))
	}
	for _, c := range in.Claims {
		out = append(out, trim(subjectRef(c.Subject)))
	}
	for _, r := range in.Relations {
		out = append(out, trim(EntityInput{Name: r.Subject}), trim(EntityInput{Name: r.Object}))
	}
	return out
}

func (a *appendTx) upsertEntity(ctx context.Context, ev *Evidence, name, typ string, aliases ...string) (uint32, error) {
	name = strings.TrimSpace(name)
	// Encrypted (crypt.go): the key is a blind index and name and type are
	// sealed with it as the row identity, since an upsert keeps the first
	// row's id but may take a later type.
	key, err := a.s.cr.blind(ctx, ev.NamespaceID, ev.Namespace, nameKey(name))
	if err != nil {
		return 0, err
	}
	sname, err1 := a.s.cr.seal(ctx, ev.NamespaceID, ev.Namespace, "entities.name", key, name)
	styp, err2 := a.s.cr.seal(ctx, ev.NamespaceID, ev.Namespace, "entities.type", key, strings.TrimSpace(typ))
	if err := errors.Join(err1, err2); err != nil {
		return 0, err
	}
	row, err := a.st.queryRow(ctx, `INSERT INTO entities (id, ns_id, name, name_key, type) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (ns_id, name_key) DO UPDATE SET type = CASE WHEN entities.type = '' THEN excluded.type ELSE entities.type END
		RETURNING seq`, a.s.ids.next("en_", a.now), ev.NamespaceID, sname, key, styp)
	if err != nil {
		return 0, err
	}
	seq, err := scanSeq(row, "upsert entity")
	if err != nil {
		return 0, err
	}
	for _, al := range aliases {
		al = strings.TrimSpace(al)
		akey, err := a.s.cr.blind(ctx, ev.NamespaceID, ev.Namespace, nameKey(al))
		if err != nil {
			return 0, err
		}
		sal, err := a.s.cr.seal(ctx, ev.NamespaceID, ev.Namespace, "entity_aliases.alias", "", al)
		if err != nil {
			return 0, err
		}
		if _, err := a.st.exec(ctx, `INSERT INTO entity_aliases (entity_seq, alias_key, alias) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
			seq, akey, sal); err != nil {
			return 0, fmt.Errorf("insert alias: %w", err)
		}
	}
	if _, err := a.st.exec(ctx, `INSERT INTO entity_evidence (entity_seq, evidence_seq) VALUES (?, ?) ON CONFLICT DO NOTHING`, seq, ev.Seq); err != nil {
		return 0, fmt.Errorf("link entity: %w", err)
	}
	return seq, nil
}

func (a *appendTx) upsertRelation(ctx context.Context, ev *Evidence, r RelationInput) error {
	subj, err := a.upsertEntity(ctx, ev, r.Subject, "")
	if err != nil {
		return err
	}
	obj, err := a.upsertEntity(ctx, ev, r.Object, "")
	if err != nil {
		return err
	}
	rel := strings.TrimSpace(r.Relation)
	id := a.s.ids.next("rl_", a.now)
	rkey, err := a.s.cr.blind(ctx, ev.NamespaceID, ev.Namespace, nameKey(rel))
	if err != nil {
		return err
	}
	srel, err := a.s.cr.seal(ctx, ev.NamespaceID, ev.Namespace, "relations.relation", id, rel)
	if err != nil {
		return err
	}
	row, err := a.st.queryRow(ctx, `INSERT INTO relations (id, ns_id, subject_seq, relation, relation_key, object_seq)
		VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (ns_id, subject_seq, relation_key, object_seq) DO UPDATE SET relation = relations.relation
		RETURNING seq`, id, ev.NamespaceID, subj, srel, rkey, obj)
	if err != nil {
		return err
	}
	seq, err := scanSeq(row, "upsert relation")
	if err != nil {
		return err
	}
	if _, err := a.st.exec(ctx, `INSERT INTO relation_evidence (relation_seq, evidence_seq) VALUES (?, ?) ON CONFLICT DO NOTHING`, seq, ev.Seq); err != nil {
		return fmt.Errorf("link relation: %w", err)
	}
	return nil
}

// Entities returns the entities of a namespace ordered by creation, with
// aliases (sorted) and supporting evidence ids (in evidence order).
func (s *Store) Entities(ctx context.Context, namespace string) ([]Entity, error) {
	ledgerhook.Enter(ctx, "Entities")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	rows, err := s.rdb.QueryContext(ctx, `SELECT en.id, en.name_key, en.name, en.type, `+s.d.aliasesJSON+`,
		coalesce((SELECT string_agg(e.id, ' ' ORDER BY e.seq) FROM entity_evidence x JOIN evidence e ON e.seq = x.evidence_seq
			WHERE x.entity_seq = en.seq), '')
		FROM entities en JOIN namespaces n ON n.id = en.ns_id WHERE n.name = ? ORDER BY en.seq`, namespace)
	if err != nil {
		return nil, fmt.Errorf("entities: %w", err)
	}
	defer rows.Close()
	var out []Entity
	for rows.Next() {
		e := Entity{Namespace: namespace}
		var key, aliases, evs string
		if err := rows.Scan(&e.ID, &key, &e.Name, &e.Type, &aliases, &evs); err != nil {
			return nil, fmt.Errorf("entities: %w", err)
		}
		if err := json.Unmarshal([]byte(aliases), &e.Aliases); err != nil {
			return nil, fmt.Errorf("%w: entity %s aliases: %w", ErrCorrupt, e.ID, err)
		}
		if keep, err := s.cr.keep(s.cr.openEntity(ctx, key, &e)); !keep {
			if err != nil {
				return nil, err
			}
			continue
		}
		if len(e.Aliases) == 0 {
			e.Aliases = nil
		}
		e.EvidenceIDs = splitList(evs, " ")
		out = append(out, e)
	}
	return out, rows.Err()
}

// Relations returns the relations of a namespace ordered by creation.
func (s *Store) Relations(ctx context.Context, namespace string) ([]Relation, error) {
	ledgerhook.Enter(ctx, "Relations")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	rows, err := s.rdb.QueryContext(ctx, `SELECT r.id, sub.name_key, sub.name, r.relation, obj.name_key, obj.name,
		coalesce((SELECT string_agg(e.id, ' ' ORDER BY e.seq) FROM relation_evidence x JOIN evidence e ON e.seq = x.evidence_seq
			WHERE x.relation_seq = r.seq), '')
		FROM relations r JOIN namespaces n ON n.id = r.ns_id
		JOIN entities sub ON sub.seq = r.subject_seq JOIN entities obj ON obj.seq = r.object_seq
		WHERE n.name = ? ORDER BY r.seq`, namespace)
	if err != nil {
		return nil, fmt.Errorf("relations: %w", err)
	}
	defer rows.Close()
	var out []Relation
	for rows.Next() {
		r := Relation{Namespace: namespace}
		var evs, skey, okey string
		if err := rows.Scan(&r.ID, &skey, &r.Subject, &r.Relation, &okey, &r.Object, &evs); err != nil {
			return nil, fmt.Errorf("relations: %w", err)
		}
		if keep, err := s.cr.keep(s.cr.openRelation(ctx, skey, okey, &r)); !keep {
			if err != nil {
				return nil, err
			}
			continue
		}
		r.EvidenceIDs = splitList(evs, " ")
		out = append(out, r)
	}
	return out, rows.Err()
}

func splitList(s, sep string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, sep)
}
