package engine

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/engine/internal/projfile"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
	"github.com/evicortex/evicortex/recall"
)

// analyzer is the analysis used for evidence and claim text. It is part of
// the projection's identity: changing it requires RebuildIndexes.
var analyzer = postings.AnalyzerOptions{Stopwords: true, Stem: true}

// projections are the in-memory views derived from the ledger. Readers
// hold Engine.mu for reading only while they take a snapshot (see
// snapshot); apply and replacing the set need it for writing.
type projections struct {
	evLex *postings.Index // doc = evidence seq
	clLex *postings.Index // doc = claim seq

	winLex     *postings.Index // doc = window id (window.go)
	winMu      memRWMutex      // guards windows and every nsView.win
	windows    *windowTable    // written by the window indexer
	nextWindow uint32          // next window doc id (writers only)
	win        *windowIndexer
	ns         map[string]*nsView
	idMu       memRWMutex // guards idSeq, clSeq and maxClaim (readers run without Engine.mu)
	idSeq      *idTable   // evidence id -> seq
	clSeq      *idTable   // claim id -> seq
	maxClaim   uint32     // largest claim seq indexed

	// dir is the generation directory the postings and the views file
	// live in (persist.go); "" keeps everything in memory. views is the
	// loaded views file the id tables and arrays point into (nil: none);
	// it is closed with the projections.
	dir      string
	views    *projfile.File
	docsFile *projfile.File // the views file a full build's docs are read from (mapDocs), nil: none
	docSrc   *docSource     // the docs of views or docsFile, nil: none
	pending  atomic.Int64   // evidence and claim docs added since their last flush (flushFull)
	// sinceCheckpoint counts the evidence indexed since the last
	// checkpoint began (checkpointer.go).
	sinceCheckpoint atomic.Int64
	checkpointed    atomic.Int64 // evidence the last checkpoint (or the loaded views file) held
	stamped         stamp        // what the files of dir reflect (valid when dir != ""); under Engine.wmu

	// readers counts recalls using these projections; a replaced set is
	// closed only once they are done.
	readers sync.WaitGroup

	dense  *denseIndex    // nil without an encoder
	cache  *evidenceCache // immutable evidence, dropped with the projections
	claims *claimCache    // claims by namespace, dropped on claim writes

	entMu  memMutex                // guards ents and entGen (tables are filled lazily by readers)
	ents   map[uint32]*entityTable // namespace id -> entity table (replaced, never mutated)
	entGen map[uint32]uint64       // namespace id -> writes seen; a load racing a write is not kept
}

// nsView holds one namespace's document sets. Evidence seqs are appended in
// increasing order, so seqs/recorded/occurred are parallel sorted arrays.
type nsView struct {
	id       uint32
	ev       *roaring.Bitmap // evidence seqs
	cl       *roaring.Bitmap // claim seqs
	win      *roaring.Bitmap // indexed window docs (see window.go)
	seqs     []uint32
	recorded []int64    // unix nanos, parallel to seqs
	occurred []int64    // unix nanos, parallel to seqs
	tail     [][]string // analyzed terms of the last windowSize pieces of evidence (writers only)
	docs     evDocs     // ids and contents, parallel to seqs (evdocs.go)
}

// newProjections makes empty projections. With dir (a generation directory,
// persist.go) the three postings indexes keep their segments there, and
// reopen what a checkpoint left; "" keeps them in memory.
func newProjections(dir string) (*projections, error) {
	open := func(name string) (*postings.Index, error) {
		// PartitionStats: a namespace's BM25 scores use its own statistics,
		// so no other tenant's memories move them.
		o := postings.Options{Analyzer: analyzer, PartitionStats: true}
		if name != windowsDir {
			// Evidence and claims are added under Engine.mu; their buffers
			// are flushed by flushFull, outside it (a flush writes a file).
			// The window indexer adds windows holding no engine lock; its
			// buffer flushes (in the background) every DefaultFlushDocs
			// windows, keeping it small rather than postings' default
			// byte budget.
			o.ManualFlush = true
		} else {
			o.FlushDocs = postings.DefaultFlushDocs
		}
		if dir != "" {
			o.Dir = filepath.Join(dir, name)
		}
		ix, err := postings.New(o)
		if err != nil {
			return nil, fmt.Errorf("%s postings: %w", name, err)
		}
		return ix, nil
	}
	ev, err := open(evidenceDir)
	if err != nil {
		return nil, err
	}
	cl, err := open(claimsDir)
	if err != nil {
		ev.Close()
		return nil, err
	}
	win, err := open(windowsDir)
	if err != nil {
		ev.Close()
		cl.Close()
		return nil, err
	}
	p := &projections{
		evLex: ev, clLex: cl, winLex: win,
		windows: newWindowTable(),
		ns:      make(map[string]*nsView),
		idSeq:   newIDTable(nil),
		clSeq:   newIDTable(nil),
		ents:    make(map[uint32]*entityTable),
		entGen:  make(map[uint32]uint64),
		cache:   newEvidenceCache(evidenceCacheBytes),
		claims:  newClaimCache(),
		dir:     dir,
	}
	p.win = newWindowIndexer(p)
	return p, nil
}

// buildProjections streams the ledger into fresh projections; with an
// encoder, the dense index is loaded from the vectors stored for its
// profile (the encoder itself is never called).
func buildProjections(ctx context.Context, led *ledger.Store, enc dense.Encoder, dir string) (*projections, error) {
	p, err := newProjections(dir)
	if err != nil {
		return nil, err
	}
	if enc != nil {
		if p.dense, err = loadDense(ctx, led, enc.Profile()); err != nil {
			p.close()
			return nil, err
		}
	}
	err = led.ScanEvidence(ctx, func(ev ledger.Evidence) error {
		if err := p.addEvidence(ev, postings.Analyze(analyzer, ev.Content)); err != nil {
			return err
		}
		return p.flushFull()
	})
	if err == nil {
		err = led.ScanClaims(ctx, func(c ledger.Claim) error {
			if err := p.addClaim(c); err != nil {
				return err
			}
			return p.flushFull()
		})
	}
	if err == nil {
		err = p.win.waitFor(p.win.queued())
	}
	// Settle the segments before the projections serve: a build leaves one
	// segment per flush, and a search pays for each segment it visits.
	for _, ix := range []*postings.Index{p.evLex, p.clLex, p.winLex} {
		if err == nil {
			err = ix.WaitMerges()
		}
	}
	if err != nil {
		p.close()
		return nil, err
	}
	return p, nil
}

func (p *projections) view(name string, id uint32) *nsView {
	v := p.ns[name]
	if v == nil {
		v = &nsView{id: id, ev: roaring.New(), cl: roaring.New(), win: roaring.New(), docs: evDocs{store: p.dir != ""}}
		p.ns[name] = v
	}
	return v
}

// addEvidence indexes ev, whose content analyzes to terms (analyzed once,
// for the evidence and its windows).
func (p *projections) addEvidence(ev ledger.Evidence, terms []string) error {
	if err := p.evLex.AddTermsIn(postings.Partition(ev.NamespaceID), ev.Seq, terms); err != nil && !p.replayed(err) {
		return fmt.Errorf("index evidence %s: %w", ev.ID, err)
	}
	p.pending.Add(1)
	p.sinceCheckpoint.Add(1)
	v := p.view(ev.Namespace, ev.NamespaceID)
	v.ev.Add(ev.Seq)
	v.seqs = append(v.seqs, ev.Seq)
	v.recorded = append(v.recorded, ev.RecordedAt.UnixNano())
	v.occurred = append(v.occurred, ev.OccurredAt.UnixNano())
	v.docs.add(ev)
	if err := p.addToWindows(v, ev.Namespace, terms); err != nil {
		return err
	}
	p.idMu.Lock()
	p.idSeq.put(ev.ID, ev.Seq)
	p.idMu.Unlock()
	return nil
}

// addClaim indexes c; a claim indexed already (one re-asserted by new
// evidence, or seen twice while following the journal) is left as it is.
func (p *projections) addClaim(c ledger.Claim) error {
	if p.hasClaim(c.ID) {
		return nil
	}
	if err := p.clLex.AddIn(postings.Partition(c.NamespaceID), c.Seq, recall.ClaimText(c)); err != nil && !p.replayed(err) {
		return fmt.Errorf("index claim %s: %w", c.ID, err)
	}
	p.pending.Add(1)
	p.view(c.Namespace, c.NamespaceID).cl.Add(c.Seq)
	p.idMu.Lock()
	p.clSeq.put(c.ID, c.Seq)
	p.maxClaim = max(p.maxClaim, c.Seq)
	p.idMu.Unlock()
	return nil
}

// flushFull flushes the evidence and claim write buffers once they hold
// postings.DefaultFlushDocs documents between them. The caller holds wmu
// (or owns unpublished projections) and not mu: searches go on meanwhile.
func (p *projections) flushFull() error {
	if p.pending.Load() < postings.DefaultFlushDocs {
		return nil
	}
	p.pending.Store(0)
	if err := p.evLex.Flush(); err != nil {
		return fmt.Errorf("flush evidence postings: %w", err)
	}
	if err := p.clLex.Flush(); err != nil {
		return fmt.Errorf("flush claim postings: %w", err)
	}
	return nil
}

// replayed reports whether an indexing error is a document the loaded
// postings files already hold: they may hold documents flushed after
// their checkpoint, which catch-up indexes again (persist.go).
func (p *projections) replayed(err error) bool {
	return p.views != nil && errors.Is(err, postings.ErrDuplicate)
}

func (p *projections) hasClaim(id string) bool {
	p.idMu.RLock()
	defer p.idMu.RUnlock()
	_, ok := p.clSeq.get(id)
	return ok
}

func (p *projections) maxClaimSeq() uint32 {
	p.idMu.RLock()
	defer p.idMu.RUnlock()
	return p.maxClaim
}

// gatherClaims reads from the ledger the claims a committed Append
// created: claims[i] are those of res[i], in the order apply indexes them.
// It runs before the projection lock is taken, so that apply, which holds
// it, does no I/O (doc.go, "Lock order").
func gatherClaims(ctx context.Context, led *ledger.Store, in []ledger.EvidenceInput, res []ledger.AppendResult) ([][]ledger.Claim, error) {
	claims := make([][]ledger.Claim, len(res))
	for i, r := range res {
		if r.Duplicate || len(r.ClaimIDs) == 0 {
			continue
		}
		want := make(map[string]bool, len(r.ClaimIDs))
		for _, id := range r.ClaimIDs {
			want[id] = true
		}
		for _, ci := range in[i].Claims {
			if len(want) == 0 {
				break
			}
			versions, err := led.ClaimsFor(ctx, r.Evidence.Namespace, ci.Subject, ci.Predicate)
			if err != nil {
				return nil, err
			}
			for _, c := range versions {
				if want[c.ID] {
					delete(want, c.ID)
					claims[i] = append(claims[i], c)
				}
			}
		}
		if len(want) > 0 {
			return nil, fmt.Errorf("index claims of %s: %d claim(s) not found after commit", r.Evidence.ID, len(want))
		}
	}
	return claims, nil
}

// apply indexes the evidence and claims of a committed Append; in are the
// inputs that produced res, index for index, terms their analyzed contents
// and claims what gatherClaims read for them. The caller holds Engine.mu
// for writing; apply touches memory only.
func (p *projections) apply(in []ledger.EvidenceInput, terms [][]string, res []ledger.AppendResult, claims [][]ledger.Claim) error {
	fresh := make([]ledger.Evidence, 0, len(res))
	defer func() { p.cache.put(fresh) }()
	for i, r := range res {
		if r.Duplicate {
			continue
		}
		if err := p.addEvidence(r.Evidence, terms[i]); err != nil {
			return err
		}
		fresh = append(fresh, r.Evidence)
		p.followEntities(r.Evidence.NamespaceID, r.Evidence.Seq, ledger.EntityRefs(in[i]))
		if len(r.ClaimIDs) == 0 {
			continue
		}
		p.claims.invalidate(r.Evidence.NamespaceID)
		for _, c := range claims[i] {
			if err := p.addClaim(c); err != nil {
				return err
			}
		}
	}
	return nil
}

// seqsOf maps evidence ids to seqs, skipping unknown ids.
func (p *projections) seqsOf(ids []string) []uint32 {
	p.idMu.RLock()
	defer p.idMu.RUnlock()
	var out []uint32
	for _, id := range ids {
		if s, ok := p.idSeq.get(id); ok {
			out = append(out, s)
		}
	}
	return out
}

// snapshot returns a read-only copy of a namespace's view for one recall
// (nil when the namespace has no evidence). The caller holds Engine.mu for
// reading. Bitmaps are cloned; the seq/time arrays are shared slice headers
// fixed at their current length, which is safe because writers only append
// to them (a purge builds new projections instead).
func (p *projections) snapshot(ns string) *nsView {
	v := p.ns[ns]
	if v == nil {
		return nil
	}
	snap := *v
	snap.ev, snap.cl = v.ev.Clone(), v.cl.Clone()
	snap.win = nil // taken by snapshotWindows once the window indexer caught up
	snap.tail = nil
	return &snap
}

// snapshotWindows waits until every window of namespace ns queued before
// the recall's snapshot is indexed (target = the namespace's queue count
// then), then copies the namespace's window set into snap.
func (p *projections) snapshotWindows(ns string, snap *nsView, target uint64) error {
	if err := p.win.waitIn(ns, target); err != nil {
		return err
	}
	p.winMu.RLock()
	defer p.winMu.RUnlock()
	snap.win = roaring.New()
	if v := p.ns[ns]; v != nil && v.id == snap.id {
		snap.win = v.win.Clone()
	}
	return nil
}

// retire closes the projections once no recall uses them, then removes
// their generation directory; the channel is closed when that is done.
func (p *projections) retire() <-chan struct{} {
	done := make(chan struct{})
	if p == nil {
		close(done)
		return done
	}
	go func() {
		defer close(done)
		p.readers.Wait()
		p.close()
		if p.dir != "" {
			os.RemoveAll(p.dir)
		}
	}()
	return done
}

func (p *projections) close() {
	if p == nil {
		return
	}
	p.win.stop()
	p.evLex.Close()
	p.clLex.Close()
	p.winLex.Close()
	p.dense.close()
	if p.views != nil {
		p.views.Close()
	}
	if p.docsFile != nil {
		p.docsFile.Close()
	}
}

// evidenceFilter returns the namespace's evidence visible under the
// known-at (transaction time) and as-of (valid time) cuts. Zero times do
// not cut. The result is a fresh bitmap owned by the caller.
func (v *nsView) evidenceFilter(knownAt, asOf int64) *roaring.Bitmap {
	if knownAt == 0 && asOf == 0 {
		return v.ev.Clone()
	}
	out := roaring.New()
	for i, s := range v.seqs {
		if knownAt != 0 && v.recorded[i] > knownAt {
			continue
		}
		if asOf != 0 && v.occurred[i] > asOf {
			continue
		}
		out.Add(s)
	}
	out.And(v.ev)
	return out
}

// entityTable maps lowercased names and aliases of one namespace's entities
// to canonical names, and canonical names to supporting evidence seqs (in
// seq order). A key shared by several entities maps to the smallest name.
type entityTable struct {
	names    map[string]string // name key -> canonical name (the ledger's entity identity)
	canon    map[string]string // name or alias key -> canonical name
	evidence map[string][]uint32
}

func newEntityTable() *entityTable {
	return &entityTable{names: make(map[string]string), canon: make(map[string]string),
		evidence: make(map[string][]uint32)}
}

func (t *entityTable) lookup(phrase string) (string, bool) {
	c, ok := t.canon[strings.ToLower(phrase)]
	return c, ok
}

func entityKey(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// add records an entity (name and aliases) and returns its canonical name:
// the first spelling of its name key, as in the ledger.
func (t *entityTable) add(name string, aliases []string) string {
	nk := entityKey(name)
	if nk == "" {
		return ""
	}
	canonical, ok := t.names[nk]
	if !ok {
		canonical = strings.TrimSpace(name)
		t.names[nk] = canonical
	}
	for _, n := range append([]string{name}, aliases...) {
		k := entityKey(n)
		if k == "" {
			continue
		}
		if old, ok := t.canon[k]; !ok || canonical < old {
			t.canon[k] = canonical
		}
	}
	return canonical
}

// link appends seq to the canonical entity's evidence (seqs only grow).
func (t *entityTable) link(canonical string, seq uint32) {
	ev := t.evidence[canonical]
	if n := len(ev); n == 0 || ev[n-1] < seq {
		t.evidence[canonical] = append(ev, seq)
	}
}

// followEntities applies the entity links of a newly written evidence to
// the namespace's table when it is loaded, so writes never force a reload.
func (p *projections) followEntities(ns, seq uint32, refs []ledger.EntityInput) {
	p.entMu.Lock()
	defer p.entMu.Unlock()
	p.entGen[ns]++
	t := p.ents[ns]
	if t == nil || len(refs) == 0 {
		return
	}
	// Readers use tables without a lock: replace, never mutate, a loaded one.
	nt := t.clone()
	for _, ref := range refs {
		if c := nt.add(ref.Name, ref.Aliases); c != "" {
			nt.link(c, seq)
		}
	}
	p.ents[ns] = nt
}

func (t *entityTable) clone() *entityTable {
	nt := newEntityTable()
	for k, v := range t.names {
		nt.names[k] = v
	}
	for k, v := range t.canon {
		nt.canon[k] = v
	}
	for k, v := range t.evidence {
		nt.evidence[k] = v[:len(v):len(v)]
	}
	return nt
}

// entities returns the namespace's entity table, loading it on first use.
func (p *projections) entities(ctx context.Context, led *ledger.Store, name string, v *nsView) (*entityTable, error) {
	p.entMu.Lock()
	t, gen := p.ents[v.id], p.entGen[v.id]
	p.entMu.Unlock()
	if t != nil {
		return t, nil
	}
	list, err := led.Entities(ctx, name)
	if err != nil {
		return nil, fmt.Errorf("load entities: %w", err)
	}
	t = newEntityTable()
	for _, en := range list {
		c := t.add(en.Name, en.Aliases)
		seqs := p.seqsOf(en.EvidenceIDs)
		sort.Slice(seqs, func(i, j int) bool { return seqs[i] < seqs[j] })
		t.evidence[c] = seqs
	}
	p.entMu.Lock()
	if p.entGen[v.id] == gen { // else a write landed meanwhile: use, don't keep
		p.ents[v.id] = t
	}
	p.entMu.Unlock()
	return t, nil
}
