package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/hnsw"
	"github.com/evicortex/evicortex/ledger"
)

// Semantic projection (seed 000 §3.2 and §6 sync_semantic). Vectors come
// from Options.Encoder, are stored in the ledger per (evidence, profile)
// and indexed in an HNSW graph per engine. Embedding is explicit:
// SyncSemantic embeds what has no vector; Remember never calls the encoder
// and RebuildIndexes rebuilds the graph from stored vectors only.

var (
	// ErrNoEncoder: a semantic operation on an engine opened without
	// Options.Encoder.
	ErrNoEncoder = errors.New("engine: no dense encoder configured")
	// ErrProfileMismatch: the namespace holds vectors of another encoder
	// profile; vectors of two profiles are never mixed.
	ErrProfileMismatch = errors.New("engine: vectors of another encoder profile")
)

// Dense index parameters (the query depth is recall's).
const (
	denseEf        = 96 // HNSW beam width at query time
	syncBatch      = 64 // evidence embedded per ledger transaction
	denseGraphM    = 16
	denseGraphEfC  = 200
	denseFlatLimit = 4096 // filters at or below this size are scanned exactly
)

// SyncReport says what SyncSemantic did.
type SyncReport struct {
	Namespace string `json:"namespace"`
	Profile   string `json:"profile"`
	Embedded  int    `json:"embedded"` // vectors written by this call
	Skipped   int    `json:"skipped"`  // evidence purged while embedding
	Total     int    `json:"total"`    // vectors of the namespace under the profile afterwards
}

// denseIndex is the HNSW projection of one profile's stored vectors.
type denseIndex struct {
	profile dense.Profile
	g       *hnsw.Graph
	parts   *partStore // the part vectors of evidence with parts (parts.go)

	mu       sync.Mutex        // guards mismatch
	mismatch map[string]string // namespace -> another profile it holds vectors of ("" none)
}

func newDenseIndex(p dense.Profile) (*denseIndex, error) {
	g, err := hnsw.New(hnsw.Config{Dim: p.Dims, Metric: hnsw.Cosine, M: denseGraphM,
		EfConstruction: denseGraphEfC, FlatCutoff: denseFlatLimit})
	if err != nil {
		return nil, fmt.Errorf("dense index: %w", err)
	}
	return &denseIndex{profile: p, g: g, parts: newPartStore(p.Dims), mismatch: make(map[string]string)}, nil
}

// loadDense builds the dense index from the ledger's stored vectors.
func loadDense(ctx context.Context, led *ledger.Store, p dense.Profile) (*denseIndex, error) {
	d, err := newDenseIndex(p)
	if err != nil {
		return nil, err
	}
	var ids []uint64
	var vecs [][]float32
	err = led.ScanVectors(ctx, p.ID, func(v ledger.Vector) error {
		if err := d.keepParts(v); err != nil {
			return err
		}
		ids = append(ids, uint64(v.Seq))
		vecs = append(vecs, v.Values[:p.Dims:p.Dims])
		return nil
	})
	if err == nil && len(ids) > 0 {
		err = d.g.AddBatch(ids, vecs)
	}
	if err != nil {
		d.g.Close()
		return nil, fmt.Errorf("load vectors: %w", err)
	}
	return d, nil
}

// keepParts checks that a stored row is a whole number of the profile's
// vectors (the whole text's, then its parts') and keeps its parts.
func (d *denseIndex) keepParts(v ledger.Vector) error {
	p := d.profile
	if len(v.Values) == 0 || len(v.Values)%p.Dims != 0 {
		return fmt.Errorf("vector of %s has %d values, not a multiple of profile %s's %d dims: %w", v.EvidenceID, len(v.Values), p.ID, p.Dims, ErrCorrupt)
	}
	d.parts.put(v.Seq, v.Values[p.Dims:])
	return nil
}

// loadParts reloads the parts of an index opened from its file (the graph
// file holds the whole texts' vectors only).
func (d *denseIndex) loadParts(ctx context.Context, led *ledger.Store) error {
	return led.ScanVectorsLongerThan(ctx, d.profile.ID, d.profile.Dims, d.keepParts)
}

func (d *denseIndex) close() {
	if d != nil {
		d.g.Close()
	}
}

// checkProfile fails when the namespace holds vectors of another profile.
func (d *denseIndex) checkProfile(ctx context.Context, led *ledger.Store, ns string) error {
	d.mu.Lock()
	other, known := d.mismatch[ns]
	d.mu.Unlock()
	if !known {
		profiles, err := led.VectorProfiles(ctx, ns)
		if err != nil {
			return err
		}
		for p, n := range profiles {
			if p != d.profile.ID && n > 0 && (other == "" || p < other) {
				other = p
			}
		}
		d.mu.Lock()
		d.mismatch[ns] = other
		d.mu.Unlock()
	}
	if other != "" {
		return fmt.Errorf("namespace %q holds vectors of profile %s, this engine's encoder is %s (%s); "+
			"DropVectors the old profile and SyncSemantic to re-embed: %w", ns, other, d.profile.ID, d.profile.Model, ErrProfileMismatch)
	}
	return nil
}

// SyncSemantic embeds every piece of the namespace's evidence that has no
// vector under the encoder's profile, a batch per ledger transaction, and
// adds the vectors to the dense index. It is idempotent, and resumable
// after a crash: committed batches are kept and the next call embeds the
// rest.
func (e *Engine) SyncSemantic(ctx context.Context, namespace string) (res SyncReport, err error) {
	ctx, sp := e.startSpan(ctx, spanSyncSemantic, namespace)
	defer func() { sp.SetAttributes(attrEmbedded.Int(res.Embedded)); sp.end(err) }()
	if err := e.check(ctx); err != nil {
		return SyncReport{}, err
	}
	if strings.TrimSpace(namespace) == "" {
		return SyncReport{}, fieldErr("namespace", "must not be empty")
	}
	if err := checkNamespace(namespace); err != nil {
		return SyncReport{}, err
	}
	enc := e.opts.Encoder
	if enc == nil {
		return SyncReport{}, ErrNoEncoder
	}
	e.syncMu.Lock()
	defer e.syncMu.Unlock()
	prof := enc.Profile()
	rep := SyncReport{Namespace: namespace, Profile: prof.ID}
	e.mu.RLock()
	d := e.proj.dense
	e.mu.RUnlock()
	if err := d.checkProfile(ctx, e.led, namespace); err != nil {
		return rep, err
	}
	for after := uint32(0); ; {
		evs, err := e.led.EvidenceWithoutVector(ctx, namespace, prof.ID, after, syncBatch)
		if err != nil || len(evs) == 0 {
			if err == nil {
				rep.Total, err = e.vectorCount(ctx, namespace, prof.ID)
			}
			return rep, err
		}
		n, skipped, err := e.embedBatch(ctx, enc, namespace, evs)
		rep.Embedded += n
		rep.Skipped += skipped
		if err != nil {
			return rep, err
		}
		after = evs[len(evs)-1].Seq
	}
}

func (e *Engine) vectorCount(ctx context.Context, ns, profile string) (int, error) {
	ps, err := e.led.VectorProfiles(ctx, ns)
	return ps[profile], err
}

// embedBatch embeds evs, stores the vectors and indexes them.
func (e *Engine) embedBatch(ctx context.Context, enc dense.Encoder, ns string, evs []ledger.Evidence) (int, int, error) {
	// One Embed call for every text and part: texts[first[i]] is evidence
	// i's whole text, followed by its parts up to first[i+1].
	texts := make([]string, 0, len(evs))
	first := make([]int, len(evs)+1)
	for i, ev := range evs {
		first[i] = len(texts)
		texts = append(texts, ev.Content)
		texts = append(texts, splitParts(ev.Content)...)
	}
	first[len(evs)] = len(texts)
	vecs, err := enc.Embed(ctx, texts)
	if err != nil {
		return 0, 0, fmt.Errorf("sync semantic: embed: %w", err)
	}
	if len(vecs) != len(texts) {
		return 0, 0, fmt.Errorf("sync semantic: encoder returned %d vectors for %d texts", len(vecs), len(texts))
	}
	prof := enc.Profile()
	vs := make([]ledger.Vector, len(evs))
	for i, ev := range evs {
		row := make([]float32, 0, (first[i+1]-first[i])*prof.Dims)
		for _, v := range vecs[first[i]:first[i+1]] {
			if len(v) != prof.Dims {
				return 0, 0, fmt.Errorf("sync semantic: encoder returned a vector of %d dims, profile %s has %d", len(v), prof.ID, prof.Dims)
			}
			row = append(row, v...)
		}
		vs[i] = ledger.Vector{EvidenceID: ev.ID, Values: row, Dims: prof.Dims}
	}
	skipped, err := e.led.PutVectors(ctx, ns, prof.ID, vs)
	if err != nil {
		return 0, 0, fmt.Errorf("sync semantic: store: %w", err)
	}
	e.mu.RLock()
	p := e.proj
	p.readers.Add(1)
	e.mu.RUnlock()
	defer p.readers.Done()
	for i, ev := range evs {
		d := p.dense
		row := vs[i].Values
		if err := d.g.Add(uint64(ev.Seq), row[:prof.Dims:prof.Dims]); err != nil {
			return 0, 0, fmt.Errorf("sync semantic: index %s: %w", ev.ID, err)
		}
		d.parts.put(ev.Seq, row[prof.Dims:])
	}
	return len(evs) - skipped, skipped, nil
}

// DropVectors deletes the namespace's vectors of profile (e.g. an encoder
// the engine no longer uses) and rebuilds the dense index.
func (e *Engine) DropVectors(ctx context.Context, namespace, profile string) (int, error) {
	if err := e.check(ctx); err != nil {
		return 0, err
	}
	if strings.TrimSpace(profile) == "" {
		return 0, fieldErr("profile", "must not be empty")
	}
	e.wmu.Lock()
	defer e.wmu.Unlock()
	n, err := e.led.DropVectors(ctx, namespace, profile)
	if err != nil {
		return 0, err
	}
	return n, e.rebuildLocked(ctx)
}
