package ledger

import (
	"context"
	"database/sql"
	"encoding/binary"
	"fmt"
	"math"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// Vector is a dense embedding of one piece of evidence under an encoder
// profile. Vectors are provider-derived projections (seed 000 §3.2): they are
// kept in the ledger so a rebuild never needs the encoder, they are tied to
// the digest of the evidence they embed, and purge removes them with it.
//
// Values holds one vector of Dims floats, or several stored together: the
// engine keeps the embedding of the whole text first and then one per part
// of a text that has several (its sentences or lines, engine/parts.go), so
// the parts are written, journaled and purged with the whole, atomically.
// The row's dims column holds len(Values).
type Vector struct {
	Seq            uint32 // evidence seq
	EvidenceID     string
	NamespaceID    uint32
	Profile        string // encoder profile id
	EvidenceSHA256 string
	Values         []float32
	// Dims is the length of one vector in Values; 0 means len(Values)
	// (one vector). On read it is 0: the reader knows its profile's dims.
	Dims int
}

// maxVectorDims bounds one vector's length, and maxVectorsPerRow how many
// vectors one row holds (the whole text and its parts).
const (
	maxVectorDims    = 16384
	maxVectorsPerRow = 64
)

// dims is the length of one vector of v.
func (v *Vector) dims() int {
	if v.Dims > 0 {
		return v.Dims
	}
	return len(v.Values)
}

// PutVectors stores (or replaces) the vectors of evidence in namespace under
// profile, in one transaction with one journal entry holding each vector's
// digest. Vectors whose evidence no longer exists (purged meanwhile) are
// skipped and counted in the returned skipped. All vectors of one call must
// have the same Dims, and each Values a whole number of them (at most
// maxVectorsPerRow).
func (s *Store) PutVectors(ctx context.Context, namespace, profile string, vs []Vector) (skipped int, err error) {
	ledgerhook.Enter(ctx, "PutVectors")
	if err := s.checkOpen(); err != nil {
		return 0, err
	}
	if err := validateVectors(namespace, profile, vs); err != nil {
		return 0, err
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return 0, fmt.Errorf("vectors: %w", err)
	}
	defer tx.Rollback()
	find, err := tx.PrepareContext(ctx, `SELECT e.seq, e.ns_id, e.sha256 FROM evidence e JOIN namespaces n ON n.id = e.ns_id
		WHERE e.id = ? AND n.name = ?`)
	if err != nil {
		return 0, fmt.Errorf("vectors: %w", err)
	}
	defer find.Close()
	put, err := tx.PrepareContext(ctx, `INSERT INTO vectors (evidence_seq, profile, ns_id, evidence_sha256, dims, vec)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (profile, evidence_seq) DO UPDATE SET ns_id = excluded.ns_id,
		evidence_sha256 = excluded.evidence_sha256, dims = excluded.dims, vec = excluded.vec`)
	if err != nil {
		return 0, fmt.Errorf("vectors: %w", err)
	}
	defer put.Close()
	var entries []IDDigest
	for _, v := range vs {
		var seq, nsID int64
		var sha string
		err := find.QueryRowContext(ctx, v.EvidenceID, namespace).Scan(&seq, &nsID, &sha)
		if err == sql.ErrNoRows {
			skipped++
			continue
		}
		if err != nil {
			return 0, fmt.Errorf("vectors: %w", err)
		}
		blob := encodeVector(v.Values)
		stored, err := s.cr.sealBytes(ctx, uint32(nsID), namespace, "vectors.vec", v.EvidenceID+"/"+profile, blob)
		if err != nil {
			return 0, err
		}
		if _, err := put.ExecContext(ctx, seq, profile, nsID, sha, len(v.Values), stored); err != nil {
			return 0, fmt.Errorf("vectors: insert %s: %w", v.EvidenceID, err)
		}
		entries = append(entries, IDDigest{ID: v.EvidenceID, SHA256: sha256Hex(blob)})
	}
	if len(entries) == 0 {
		return skipped, nil
	}
	body := &VectorsPayload{Profile: profile, Dims: vs[0].dims(), Vectors: entries}
	if _, err := writeJournal(ctx, tx, s.opts.Clock().UTC(), namespace, "", body); err != nil {
		return 0, err
	}
	return skipped, tx.Commit()
}

func validateVectors(namespace, profile string, vs []Vector) error {
	if err := checkNamespace(namespace); err != nil {
		return fieldErr("namespace", err.Error())
	}
	if r := checkText(profile, maxName); r != "" {
		return fieldErr("profile", r)
	}
	if len(vs) == 0 {
		return fieldErr("vectors", "must not be empty")
	}
	dims := vs[0].dims()
	for i, v := range vs {
		d := v.dims()
		switch {
		case v.EvidenceID == "":
			return fieldErr(fmt.Sprintf("vectors[%d].evidence_id", i), "required")
		case v.Dims < 0 || d == 0 || d > maxVectorDims:
			return fieldErr(fmt.Sprintf("vectors[%d].dims", i), fmt.Sprintf("%d outside 1..%d", d, maxVectorDims))
		case d != dims:
			return fieldErr(fmt.Sprintf("vectors[%d].dims", i), fmt.Sprintf("%d, want %d like vectors[0]", d, dims))
		case len(v.Values) == 0 || len(v.Values)%d != 0 || len(v.Values)/d > maxVectorsPerRow:
			return fieldErr(fmt.Sprintf("vectors[%d].values", i), fmt.Sprintf("length %d is not 1..%d vectors of %d dims", len(v.Values), maxVectorsPerRow, d))
		}
		for _, x := range v.Values {
			if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
				return fieldErr(fmt.Sprintf("vectors[%d].values", i), "not finite")
			}
		}
	}
	return nil
}

// DropVectors deletes every vector of profile in namespace (journaled) and
// returns how many it removed. It is how a namespace moves to another
// encoder: its old vectors are never mixed with new ones.
func (s *Store) DropVectors(ctx context.Context, namespace, profile string) (int, error) {
	ledgerhook.Enter(ctx, "DropVectors")
	if err := s.checkOpen(); err != nil {
		return 0, err
	}
	if err := checkLegacyNamespace(namespace); err != nil {
		return 0, fieldErr("namespace", err.Error())
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return 0, fmt.Errorf("drop vectors: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `DELETE FROM vectors WHERE profile = ? AND ns_id = (SELECT id FROM namespaces WHERE name = ?)`,
		profile, namespace)
	if err != nil {
		return 0, fmt.Errorf("drop vectors: %w", err)
	}
	n, _ := res.RowsAffected()
	if n == 0 {
		return 0, nil
	}
	body := &VectorsPayload{Profile: profile, Dropped: n}
	if _, err := writeJournal(ctx, tx, s.opts.Clock().UTC(), namespace, "", body); err != nil {
		return 0, err
	}
	return int(n), tx.Commit()
}

// ScanVectors calls fn for every vector of profile, all namespaces, in
// evidence seq order. A vector whose evidence digest no longer matches its
// evidence is reported as ErrCorrupt.
func (s *Store) ScanVectors(ctx context.Context, profile string, fn func(Vector) error) error {
	ledgerhook.Enter(ctx, "ScanVectors")
	return s.scanVectors(ctx, profile, 0, fn)
}

// ScanVectorsLongerThan is ScanVectors over the rows holding more than n
// floats, in no particular order: with n a profile's dims, the rows that
// store parts beside the whole text's vector (Vector). It is how an index
// opened from its file reloads the parts it does not persist; the index
// vectors_len (schema v11) finds them without reading the other rows.
func (s *Store) ScanVectorsLongerThan(ctx context.Context, profile string, n int, fn func(Vector) error) error {
	ledgerhook.Enter(ctx, "ScanVectorsLongerThan")
	return s.scanVectors(ctx, profile, n, fn)
}

func (s *Store) scanVectors(ctx context.Context, profile string, longerThan int, fn func(Vector) error) error {
	if err := s.checkOpen(); err != nil {
		return err
	}
	q := `SELECT v.evidence_seq, e.id, v.ns_id, v.evidence_sha256, e.sha256, v.dims, v.vec
		FROM vectors v JOIN evidence e ON e.seq = v.evidence_seq WHERE v.profile = ? AND v.dims > ?`
	if longerThan == 0 {
		q += ` ORDER BY v.evidence_seq` // by seq; else by vectors_len, which an ORDER BY would make the planner skip
	}
	rows, err := s.rdb.QueryContext(ctx, q, profile, longerThan)
	if err != nil {
		return fmt.Errorf("scan vectors: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var v Vector
		var evSHA string
		var dims int
		var blob []byte
		if err := rows.Scan(&v.Seq, &v.EvidenceID, &v.NamespaceID, &v.EvidenceSHA256, &evSHA, &dims, &blob); err != nil {
			return fmt.Errorf("scan vectors: %w", err)
		}
		if v.EvidenceSHA256 != evSHA {
			return corruptf("vector of %s: embeds digest %s, evidence has %s", v.EvidenceID, v.EvidenceSHA256, evSHA)
		}
		blob, err = s.cr.openBytes(ctx, "vectors.vec", v.EvidenceID+"/"+profile, blob)
		if keep, err := s.cr.keep(err); !keep {
			if err != nil {
				return err
			}
			continue
		}
		if v.Values, err = decodeVector(blob, dims); err != nil {
			return fmt.Errorf("vector of %s: %w", v.EvidenceID, err)
		}
		v.Profile = profile
		if err := fn(v); err != nil {
			return err
		}
	}
	return rows.Err()
}

// VectorProfiles returns the number of vectors per profile in namespace.
func (s *Store) VectorProfiles(ctx context.Context, namespace string) (map[string]int, error) {
	ledgerhook.Enter(ctx, "VectorProfiles")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	rows, err := s.rdb.QueryContext(ctx, `SELECT v.profile, count(*) FROM vectors v
		JOIN namespaces n ON n.id = v.ns_id WHERE n.name = ? GROUP BY v.profile`, namespace)
	if err != nil {
		return nil, fmt.Errorf("vector profiles: %w", err)
	}
	defer rows.Close()
	out := make(map[string]int)
	for rows.Next() {
		var p string
		var n int
		if err := rows.Scan(&p, &n); err != nil {
			return nil, fmt.Errorf("vector profiles: %w", err)
		}
		out[p] = n
	}
	return out, rows.Err()
}

// EvidenceWithoutVector returns up to limit pieces of evidence of namespace
// with seq > afterSeq that have no vector under profile, in seq order.
func (s *Store) EvidenceWithoutVector(ctx context.Context, namespace, profile string, afterSeq uint32, limit int) ([]Evidence, error) {
	ledgerhook.Enter(ctx, "EvidenceWithoutVector")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	if limit <= 0 {
		limit = 256
	}
	rows, err := s.rdb.QueryContext(ctx, evidenceSelect+` WHERE n.name = ? AND e.seq > ?
		AND NOT EXISTS (SELECT 1 FROM vectors v WHERE v.profile = ? AND v.evidence_seq = e.seq)
		ORDER BY e.seq LIMIT ?`, namespace, afterSeq, profile, limit)
	if err != nil {
		return nil, fmt.Errorf("evidence without vector: %w", err)
	}
	defer rows.Close()
	var out []Evidence
	for rows.Next() {
		ev, err := scanEvidence(rows)
		if err != nil {
			return nil, err
		}
		if keep, err := s.cr.keep(s.cr.openEvidence(ctx, &ev)); !keep {
			if err != nil {
				return nil, err
			}
			continue
		}
		out = append(out, ev)
	}
	return out, rows.Err()
}

func encodeVector(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func decodeVector(b []byte, dims int) ([]float32, error) {
	if dims <= 0 || len(b) != 4*dims {
		return nil, corruptf("vector blob of %d bytes for %d dims", len(b), dims)
	}
	v := make([]float32, dims)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v, nil
}
