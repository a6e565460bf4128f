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

// groupKey identifies a subject+predicate group of claims in a namespace.
type groupKey struct {
	ns                 uint32
	subject, predicate string // nameKey form
}

// appendTx carries the state of one Append transaction.
type appendTx struct {
	s       *Store
	st      *txStmts
	now     time.Time
	nowText string // fmtTime(now)
	preps   []prepared
	ns      map[string]uint32 // namespace ids known in this tx
	newNS   map[string]uint32 // namespaces inserted by this tx
	dupOf   []int             // per input: -1, or index of an earlier input it duplicates
	dupSeq  []int64           // per input: seq of the stored original (duplicates of stored rows)
	claimID []string          // batch-global claim index -> id (filled as written)
	targets map[string]groupKey
	groups  map[groupKey]struct{}
	results []AppendResult
	// extractions[i] is the canonical record written for input i's
	// extraction ("" when it has none); the journal holds its digest.
	extractions []string
	// links[i] are the explicit links written for input i (links.go),
	// journaled with it.
	links [][]Link
}

// Append validates all inputs, then writes them in one transaction with one
// journal entry and returns after commit. See the package doc for the field
// naming scheme of validation errors and for idempotency semantics.
func (s *Store) Append(ctx context.Context, in []EvidenceInput) ([]AppendResult, error) {
	ledgerhook.Enter(ctx, "Append")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	if len(in) == 0 {
		return nil, nil
	}
	preps, err := validateBatch(in, s.opts.MaxContentBytes)
	if err != nil {
		return nil, err
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return nil, fmt.Errorf("append: %w", err)
	}
	defer tx.Rollback()
	now := s.opts.Clock().UTC()
	a := &appendTx{s: s, st: s.newTxStmts(tx), now: now, nowText: fmtTime(now), preps: preps,
		ns: map[string]uint32{}, newNS: map[string]uint32{}, targets: map[string]groupKey{}, groups: map[groupKey]struct{}{},
		extractions: make([]string, len(preps)), links: make([][]Link, len(preps))}
	defer a.st.release(ctx)
	if err := a.run(ctx, tx); err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("append: commit: %w", classify(err))
	}
	for k, v := range a.newNS {
		s.nsCache[k] = v
	}
	return a.results, nil
}

func (a *appendTx) run(ctx context.Context, tx *sql.Tx) error {
	if err := a.lookupNamespaces(ctx); err != nil {
		return err
	}
	if err := a.checkIdempotency(ctx); err != nil {
		return err
	}
	if err := a.checkSupersedes(ctx); err != nil {
		return err
	}
	if err := a.checkLinks(ctx); err != nil {
		return err
	}
	// Validation is complete: from here on we write.
	if err := a.writeAll(ctx); err != nil {
		return err
	}
	if err := recomputeGroups(ctx, a.st, a.groups); err != nil {
		return err
	}
	return a.journal(ctx, tx)
}

// lookupNamespaces resolves existing namespace ids without writing.
func (a *appendTx) lookupNamespaces(ctx context.Context) error {
	missing := map[string]bool{} // new namespaces: look each up once
	for i := range a.preps {
		name := a.preps[i].in.Namespace
		if _, ok := a.ns[name]; ok || missing[name] {
			continue
		}
		if id, ok := a.s.nsCache[name]; ok {
			a.ns[name] = id
			continue
		}
		row, err := a.st.queryRow(ctx, `SELECT id FROM namespaces WHERE name = ?`, name)
		if err != nil {
			return err
		}
		var id int64
		switch err := row.Scan(&id); {
		case errors.Is(err, sql.ErrNoRows):
			missing[name] = true
		case err != nil:
			return fmt.Errorf("namespace lookup: %w", err)
		default:
			a.ns[name] = uint32(id)
			a.s.nsCache[name] = uint32(id)
		}
	}
	return nil
}

// checkIdempotency finds replays (same namespace+key+content) and conflicts.
func (a *appendTx) checkIdempotency(ctx context.Context) error {
	n := len(a.preps)
	a.dupOf, a.dupSeq = make([]int, n), make([]int64, n)
	firstInBatch := map[[2]string]int{}
	for i := range a.preps {
		a.dupOf[i] = -1
		p := &a.preps[i]
		key := p.in.IdempotencyKey
		if key == "" {
			continue
		}
		field := fieldPrefix(n, i) + "idempotency_key"
		seq, sha, err := a.storedIdem(ctx, p.in.Namespace, key)
		if err != nil {
			return err
		}
		if seq == 0 {
			k := [2]string{p.in.Namespace, key}
			j, seen := firstInBatch[k]
			if !seen {
				firstInBatch[k] = i
				continue
			}
			seq, sha = -1, a.preps[j].sha
			a.dupOf[i] = j
		}
		if sha != p.sha {
			return fmt.Errorf("%s %q: %w", field, key, ErrIdempotencyConflict)
		}
		if seq > 0 {
			a.dupSeq[i] = seq
		}
	}
	return nil
}

func (a *appendTx) storedIdem(ctx context.Context, ns, key string) (int64, string, error) {
	nsID, ok := a.ns[ns]
	if !ok {
		return 0, "", nil
	}
	row, err := a.st.queryRow(ctx, `SELECT seq, sha256 FROM evidence WHERE ns_id = ? AND idem_key = ?`, nsID, key)
	if err != nil {
		return 0, "", err
	}
	var seq int64
	var sha string
	if err := row.Scan(&seq, &sha); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, "", fmt.Errorf("idempotency lookup: %w", err)
	}
	return seq, sha, nil
}

// checkSupersedes verifies stored supersedes targets exist in the same
// namespace and records their groups for claim-state recomputation.
func (a *appendTx) checkSupersedes(ctx context.Context) error {
	for i := range a.preps {
		if a.isDup(i) {
			continue
		}
		p := &a.preps[i]
		for j, c := range p.claims {
			if c.Supersedes == "" || p.local[j] >= 0 {
				continue
			}
			field := fieldPrefix(len(a.preps), i) + "claims[" + strconv.Itoa(j) + "].supersedes"
			g, err := a.lookupClaimGroup(ctx, c.Supersedes)
			if err != nil {
				return err
			}
			// Another namespace's claim is answered exactly as a missing
			// one: a caller cannot probe which ids exist elsewhere.
			if nsID, known := a.ns[p.in.Namespace]; g == nil || !known || g.ns != nsID {
				return fieldErr(field, fmt.Sprintf("claim %q not found", c.Supersedes))
			}
			a.targets[c.Supersedes] = *g
		}
	}
	return nil
}

func (a *appendTx) lookupClaimGroup(ctx context.Context, id string) (*groupKey, error) {
	row, err := a.st.queryRow(ctx, `SELECT ns_id, subject_key, predicate_key FROM claims WHERE id = ?`, id)
	if err != nil {
		return nil, err
	}
	var g groupKey
	switch err := row.Scan(&g.ns, &g.subject, &g.predicate); {
	case errors.Is(err, sql.ErrNoRows):
		return nil, nil
	case err != nil:
		return nil, fmt.Errorf("supersedes lookup: %w", err)
	}
	return &g, nil
}

func (a *appendTx) isDup(i int) bool { return a.dupOf[i] >= 0 || a.dupSeq[i] > 0 }

// writeAll inserts namespaces, evidence, claims, entities and relations.
func (a *appendTx) writeAll(ctx context.Context) error {
	total := 0
	for i := range a.preps {
		total += len(a.preps[i].claims)
	}
	a.claimID = make([]string, total)
	a.results = make([]AppendResult, len(a.preps))
	base := 0
	for i := range a.preps {
		var err error
		if a.isDup(i) {
			err = a.fillDuplicate(ctx, i, base)
		} else {
			err = a.writeOne(ctx, i, base)
		}
		if err != nil {
			return err
		}
		base += len(a.preps[i].claims)
	}
	return nil
}

func (a *appendTx) fillDuplicate(ctx context.Context, i, base int) error {
	if j := a.dupOf[i]; j >= 0 {
		a.results[i] = a.results[j]
		a.results[i].Duplicate = true
	} else {
		ev, ids, err := a.loadStored(ctx, a.dupSeq[i])
		if err != nil {
			return err
		}
		a.results[i] = AppendResult{Evidence: ev, ClaimIDs: ids, Duplicate: true}
	}
	// Later "@i.j" references to a replayed input resolve to its stored claims.
	for j := range a.preps[i].claims {
		if j < len(a.results[i].ClaimIDs) {
			a.claimID[base+j] = a.results[i].ClaimIDs[j]
		}
	}
	return nil
}

func (a *appendTx) loadStored(ctx context.Context, seq int64) (Evidence, []string, error) {
	rows, err := a.st.query(ctx, evidenceSelect+` WHERE e.seq = ?`, seq)
	if err != nil {
		return Evidence{}, nil, err
	}
	evs, err := collectEvidence(ctx, a.s.cr, rows)
	if err != nil || len(evs) != 1 {
		return Evidence{}, nil, fmt.Errorf("load replayed evidence %d: %w", seq, errors.Join(err, ErrCorrupt))
	}
	rows, err = a.st.query(ctx, `SELECT c.id FROM claim_evidence ce JOIN claims c ON c.seq = ce.claim_seq
		WHERE ce.evidence_seq = ? ORDER BY c.seq`, seq)
	if err != nil {
		return Evidence{}, nil, err
	}
	ids, err := collectStrings(rows)
	return evs[0], ids, err
}

func (a *appendTx) namespaceID(ctx context.Context, name string) (uint32, error) {
	if id, ok := a.ns[name]; ok {
		return id, nil
	}
	row, err := a.st.queryRow(ctx, `INSERT INTO namespaces (name) VALUES (?) RETURNING id`, name)
	if err != nil {
		return 0, err
	}
	var id int64
	if err := row.Scan(&id); err != nil {
		return 0, fmt.Errorf("insert namespace: %w", err)
	}
	if id > math.MaxUint32 {
		return 0, fmt.Errorf("insert namespace: id space exhausted")
	}
	a.ns[name], a.newNS[name] = uint32(id), uint32(id)
	return uint32(id), nil
}

func (a *appendTx) writeOne(ctx context.Context, i, base int) error {
	p := &a.preps[i]
	nsID, err := a.namespaceID(ctx, p.in.Namespace)
	if err != nil {
		return err
	}
	ev := Evidence{ID: a.s.ids.next("ev_", a.now), Namespace: p.in.Namespace, NamespaceID: nsID,
		Kind: p.in.Kind, Content: p.in.Content, SHA256: p.sha, Source: p.in.Source,
		Speaker: p.in.Speaker, Role: p.in.Role, OccurredAt: p.in.OccurredAt, RecordedAt: a.now, Metadata: p.in.Metadata, IdempotencyKey: p.in.IdempotencyKey,
		Trust: p.in.Trust.Level()}
	if ev.Seq, err = a.insertEvidence(ctx, &ev); err != nil {
		return err
	}
	a.results[i].Evidence = ev
	ids, err := a.writeClaims(ctx, p, &ev, base)
	if err != nil {
		return err
	}
	a.results[i].ClaimIDs = ids
	if err := a.writeGraph(ctx, p, &ev); err != nil {
		return err
	}
	if err := a.writeLinks(ctx, i, &ev); err != nil {
		return err
	}
	if err := a.writeState(ctx, i, &ev); err != nil {
		return err
	}
	return a.writeExtraction(ctx, i, &ev, ids)
}

func (a *appendTx) insertEvidence(ctx context.Context, ev *Evidence) (uint32, error) {
	var meta, idem any
	if len(ev.Metadata) > 0 {
		meta = []byte(ev.Metadata)
	}
	if ev.IdempotencyKey != "" {
		idem = ev.IdempotencyKey
	}
	content := ev.Content
	if cr := a.s.cr; cr != nil {
		var err error
		if content, err = cr.seal(ctx, ev.NamespaceID, ev.Namespace, "evidence.content", ev.ID, content); err != nil {
			return 0, err
		}
		if meta != nil {
			if meta, err = cr.sealBytes(ctx, ev.NamespaceID, ev.Namespace, "evidence.metadata", ev.ID, ev.Metadata); err != nil {
				return 0, err
			}
		}
	}
	row, err := a.st.queryRow(ctx, `INSERT INTO evidence (id, ns_id, kind, content, sha256, source, occurred_at, recorded_at, metadata, idem_key, speaker, role, trust)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`,
		ev.ID, ev.NamespaceID, string(ev.Kind), a.s.d.contentArg(content), ev.SHA256, ev.Source, fmtTime(ev.OccurredAt), a.nowText, meta, idem,
		ev.Speaker, string(ev.Role), int(ev.Trust.Level()))
	if err != nil {
		return 0, err
	}
	return scanSeq(row, "insert evidence")
}

func scanSeq(row *sql.Row, what string) (uint32, error) {
	var seq int64
	if err := row.Scan(&seq); err != nil {
		return 0, fmt.Errorf("%s: %w", what, err)
	}
	if seq <= 0 || seq > math.MaxUint32 {
		return 0, fmt.Errorf("%s: seq %d outside uint32 doc-id space", what, seq)
	}
	return uint32(seq), nil
}

func (a *appendTx) writeClaims(ctx context.Context, p *prepared, ev *Evidence, base int) ([]string, error) {
	if len(p.claims) == 0 {
		return nil, nil
	}
	ids := make([]string, len(p.claims))
	for j, c := range p.claims {
		if p.local[j] >= 0 {
			c.Supersedes = a.claimID[p.local[j]]
			if c.Supersedes == "" {
				return nil, fmt.Errorf("claims[%d].supersedes: batch reference %q resolves to no claim: %w", j, p.claims[j].Supersedes, ErrNotFound)
			}
		}
		id, err := a.insertClaim(ctx, &c, ev)
		if err != nil {
			return nil, err
		}
		ids[j], a.claimID[base+j] = id, id
		g, err := a.claimGroup(ctx, &c, ev)
		if err != nil {
			return nil, err
		}
		a.groups[g] = struct{}{}
		if g, ok := a.targets[c.Supersedes]; ok {
			a.groups[g] = struct{}{}
		}
	}
	return ids, nil
}

func (a *appendTx) insertClaim(ctx context.Context, c *ClaimInput, ev *Evidence) (string, error) {
	find, create := a.findSameClaim, a.newClaim
	if a.s.cr != nil {
		find, create = a.findSameSealed, a.newSealedClaim
	}
	seq, id, err := find(ctx, c, ev)
	if err != nil {
		return "", err
	}
	if seq == 0 {
		if seq, id, err = create(ctx, c, ev); err != nil {
			return "", err
		}
	}
	if _, err := a.st.exec(ctx, `INSERT INTO claim_evidence (claim_seq, evidence_seq) VALUES (?, ?) ON CONFLICT DO NOTHING`, seq, ev.Seq); err != nil {
		return "", fmt.Errorf("link claim: %w", err)
	}
	// Remember the group of every new claim so later "@i.j" references find it.
	g, err := a.claimGroup(ctx, c, ev)
	if err != nil {
		return "", err
	}
	a.targets[id] = g
	return id, nil
}

// claimGroup is the group of a claim as stored: its subject and predicate
// keys, blind indexes in an encrypted ledger (crypt.go).
func (a *appendTx) claimGroup(ctx context.Context, c *ClaimInput, ev *Evidence) (groupKey, error) {
	subj, err1 := a.s.cr.blind(ctx, ev.NamespaceID, ev.Namespace, nameKey(c.Subject))
	pred, err2 := a.s.cr.blind(ctx, ev.NamespaceID, ev.Namespace, nameKey(c.Predicate))
	return groupKey{ev.NamespaceID, subj, pred}, errors.Join(err1, err2)
}

// findSameClaim returns an existing claim of the namespace with exactly the
// same asserted fields (same claim digest): re-asserting it adds support
// (another evidence id) instead of a duplicate claim.
func (a *appendTx) findSameClaim(ctx context.Context, c *ClaimInput, ev *Evidence) (uint32, string, error) {
	nsID := ev.NamespaceID
	// The digest is a hash; compare the fields too so a collision cannot merge claims.
	row, err := a.st.queryRow(ctx, `SELECT seq, id FROM claims WHERE ns_id = ? AND digest = ?
		AND subject = ? AND predicate = ? AND value = ? AND valid_from = ? AND valid_to IS NOT DISTINCT FROM ? AND confidence = ? AND supersedes = ?
		ORDER BY seq LIMIT 1`, nsID, digestOf(c), c.Subject, c.Predicate, c.Value,
		fmtTime(c.ValidFrom), nullTime(c.ValidTo), c.Confidence, c.Supersedes)
	if err != nil {
		return 0, "", err
	}
	var seq uint32
	var id string
	if err := row.Scan(&seq, &id); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return 0, "", nil
		}
		return 0, "", fmt.Errorf("claim lookup: %w", err)
	}
	return seq, id, nil
}

func (a *appendTx) newClaim(ctx context.Context, c *ClaimInput, ev *Evidence) (uint32, string, error) {
	nsID := ev.NamespaceID
	trust := ev.Trust.Level()
	id := a.s.ids.next("cl_", a.now)
	multi := 0
	if c.Multi {
		multi = 1
	}
	row, err := a.st.queryRow(ctx, `INSERT INTO claims (id, ns_id, subject, predicate, value, subject_key, predicate_key,
		valid_from, valid_to, recorded_at, confidence, supersedes, digest, multi, lifecycle, trust) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`,
		id, nsID, c.Subject, c.Predicate, c.Value, nameKey(c.Subject), nameKey(c.Predicate),
		fmtTime(c.ValidFrom), nullTime(c.ValidTo), a.nowText, c.Confidence, c.Supersedes, digestOf(c), multi, string(c.Lifecycle), int(trust))
	if err != nil {
		return 0, "", err
	}
	seq, err := scanSeq(row, "insert claim")
	return seq, id, err
}

// subjectAlias is the part of a claim subject after its last ':' ("user:varun" -> "varun").
func subjectAlias(subject string) string {
	i := strings.LastIndexByte(subject, ':')
	if i < 0 {
		return ""
	}
	return strings.TrimSpace(subject[i+1:])
}
