package engine

import (
	"go.opentelemetry.io/otel/trace"

	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/keyring"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
)

// DefaultMaxContentBytes bounds one observation's content unless
// Options.MaxContentBytes says otherwise.
const DefaultMaxContentBytes = 1 << 20

// Engine is an open EviCortex memory. It is safe for concurrent use; see
// the package documentation for the concurrency contract.
type Engine struct {
	led     *ledger.Store
	opts    Options
	ownKeys *keyring.KeyFile // opened from Options.EncryptionKeyFile, closed with the engine (crypt.go)
	tracer  trace.Tracer     // Options.TracerProvider's (tracing.go)

	// Lock order and what each lock guards: doc.go, "Lock order". Only
	// wmu and syncMu are held across I/O.
	wmu sync.Mutex // serializes writers: Remember*, Purge, RebuildIndexes, DropVectors, CatchUp
	// wgate admits Remember* commits one at a time, round-robin across
	// writers, before they take wmu (writegate.go).
	wgate writeGate
	// extractMu orders extracted writes: the lookup of the current claims
	// an extraction supersedes and its write (engine/extract.go).
	extractMu sync.Mutex
	syncMu    sync.Mutex // one SyncSemantic at a time

	gmu     memMutex               // guards gqueues (group commit, group.go)
	gqueues map[string]*groupQueue // Remember calls waiting for a group, by writer

	mu   memRWMutex // the projection lock: guards proj (recalls snapshot under it, writers apply what they read before)
	proj *projections

	filters filterCache // recall filter bitmaps (filters.go)

	seen       atomic.Int64  // journal seq the projections reflect; stored under wmu (follow.go)
	followStop chan struct{} // closed by Close to stop the background follower (nil: none)
	followDone chan struct{} // closed when the background follower has stopped

	closed atomic.Bool
	// stale: a purge committed but no projections without the purged
	// evidence could be built (purgefault.go); recalls fail and nothing is
	// checkpointed until a rebuild succeeds.
	stale atomic.Bool

	// The background checkpointer (checkpointer.go): ckKick wakes it (a
	// write crossed Options.CheckpointAfter), ckStop stops it, ckDone is
	// closed once it has. nil when it does not run.
	ckKick         chan struct{}
	ckStop, ckDone chan struct{}
	ckBusy         atomic.Bool // a background checkpoint is running
	// replayedAtOpen is the number of journal entries Open applied after
	// the persisted projections' stamp.
	replayedAtOpen int

	// retired is closed once the projections the last rebuild replaced are
	// closed and their generation directory removed (nil: none). Written
	// under wmu.
	retired <-chan struct{}

	// links is the associative view (links.go): explicit links and the
	// Hebbian strengths feedback built, a projection of the ledger.
	links linkGraph
	// states is the per-evidence affect, context and goal (state.go).
	states stateIndex
	// stateWeights is opts.Fusion.Weights with the situation channel's
	// default (withSituationWeight), made once: a recall with a state
	// fuses with it.
	stateWeights map[string]float64
	// trust is the evidence written at a trust level other than standard.
	trust trustIndex
	// maint is the maintenance state recall reads (maintain_view.go).
	maint maintCache
}

// Open opens or creates the memory whose ledger lives at path, then builds
// the search projections from the ledger. Unless opts.Follow is set it
// takes sole ownership of the file: while another engine, in this process
// or another, has it open, Open fails with an error wrapping ErrLocked
// (a *ledger.LockError naming the holder).
func Open(path string, opts Options) (*Engine, error) {
	if strings.TrimSpace(path) == "" {
		return nil, fieldErr("path", "must not be empty")
	}
	opts = opts.withDefaults()
	keys, owned, err := opts.openKeys()
	if err != nil {
		return nil, err
	}
	led, err := ledger.Open(path, ledger.Options{
		MaxContentBytes: opts.MaxContentBytes,
		Clock:           opts.Clock,
		Shared:          opts.Follow,
		Holder:          opts.Holder,
		Keys:            keys,
	})
	if err != nil {
		closeKeys(owned)
	}
	if errors.Is(err, ErrLocked) {
		return nil, err // names the ledger and its holder already
	}
	if err != nil {
		return nil, fmt.Errorf("open ledger: %w", err)
	}
	return withKeys(openLedger(led, opts))(owned)
}

// OpenPostgres opens or creates the memory whose ledger lives in a
// PostgreSQL database: the first schema of the DSN's search_path (see
// ledger.OpenPostgres). Several processes may open the same ledger, so the
// engine always follows its journal (Options.Follow is set).
func OpenPostgres(dsn string, opts Options) (*Engine, error) {
	opts = opts.withDefaults()
	opts.Follow = true
	keys, owned, err := opts.openKeys()
	if err != nil {
		return nil, err
	}
	led, err := ledger.OpenPostgres(dsn, ledger.Options{
		MaxContentBytes: opts.MaxContentBytes,
		Clock:           opts.Clock,
		Keys:            keys,
	})
	if err != nil {
		closeKeys(owned)
		return nil, fmt.Errorf("open ledger: %w", err)
	}
	return withKeys(openLedger(led, opts))(owned)
}

// Backend says which database holds the ledger (its String is "sqlite" or
// "postgres").
func (e *Engine) Backend() ledger.Backend { return e.led.Backend() }

// openLedger builds the projections of an open ledger (closed on failure)
// and starts following it when it is shared.
func openLedger(led *ledger.Store, opts Options) (*Engine, error) {
	e := &Engine{led: led, opts: opts, tracer: newTracer(opts.TracerProvider), stateWeights: withSituationWeight(opts.Fusion.Weights)}
	e.wmu.Lock()
	err := e.openProjectionsLocked(context.Background())
	e.wmu.Unlock()
	if err != nil {
		led.Close()
		return nil, fmt.Errorf("build projections: %w", err)
	}
	e.startFollower()
	e.startCheckpointer()
	return e, nil
}

func (o Options) withDefaults() Options {
	if o.MaxContentBytes <= 0 {
		o.MaxContentBytes = DefaultMaxContentBytes
	}
	if o.Clock == nil {
		o.Clock = func() time.Time { return time.Now().UTC() }
	}
	if o.Estimator == nil {
		o.Estimator = fuse.DefaultEstimator()
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.CheckpointAfter == 0 {
		o.CheckpointAfter = DefaultCheckpointAfter
	}
	if o.CheckpointInterval == 0 {
		o.CheckpointInterval = DefaultCheckpointInterval
	}
	return o
}

// check is checkOpen, then, for an engine following a shared ledger, the
// read-your-writes catch-up (follow.go).
func (e *Engine) check(ctx context.Context) error {
	if err := e.checkOpen(ctx); err != nil {
		return err
	}
	return e.follow(ctx)
}

func (e *Engine) checkOpen(ctx context.Context) error {
	if e == nil || e.closed.Load() {
		return ErrClosed
	}
	return ctx.Err()
}

// Remember stores one observation durably and indexes it. Concurrent
// Remember calls are committed together in one ledger transaction (group
// commit, see group.go): each is acknowledged only once durable, and a
// call whose input is rejected fails alone.
func (e *Engine) Remember(ctx context.Context, obs Observation) (_ Receipt, err error) {
	ctx, sp := e.startSpan(ctx, spanRemember, obs.Namespace)
	defer func() { sp.end(err) }()
	if err := e.checkOpen(ctx); err != nil {
		return Receipt{}, err
	}
	in, err := e.toInput(obs)
	if err != nil {
		return Receipt{}, err
	}
	in.Principal, in.Trust = principal(ctx), trustOf(ctx)
	// Reject bad input before it joins a group, where it would force every
	// other write of the group to be retried alone.
	if err := ledger.Validate(in, e.opts.MaxContentBytes); err != nil {
		return Receipt{}, err
	}
	return e.groupCommit(ctx, in)
}

// RememberBatch stores observations in one atomic transaction: either all
// of them are durable when it returns, or none is. Field names in errors
// are prefixed with "observations[i].".
func (e *Engine) RememberBatch(ctx context.Context, obs []Observation) (_ []Receipt, err error) {
	ctx, sp := e.startSpan(ctx, spanRememberBatch, batchNamespace(obs), attrObservations.Int(len(obs)))
	defer func() { sp.end(err) }()
	if len(obs) == 0 {
		return nil, fieldErr("observations", "must not be empty")
	}
	return e.remember(ctx, obs, true)
}

func (e *Engine) remember(ctx context.Context, obs []Observation, batch bool) ([]Receipt, error) {
	return e.rememberWith(ctx, obs, batch, nil)
}

// rememberWith is remember with optional extraction records, one per
// observation (nil entries for none).
func (e *Engine) rememberWith(ctx context.Context, obs []Observation, batch bool, ext []*ledger.ExtractionInput) ([]Receipt, error) {
	if err := e.checkOpen(ctx); err != nil {
		return nil, err
	}
	in := make([]ledger.EvidenceInput, len(obs))
	who, trust := principal(ctx), trustOf(ctx)
	for i := range obs {
		ei, err := e.toInput(obs[i])
		if err != nil {
			return nil, prefixField(err, batch, i)
		}
		ei.Principal, ei.Trust = who, trust
		if i < len(ext) {
			ei.Extraction = ext[i]
		}
		in[i] = ei
	}
	return e.commit(ctx, in, batch)
}

// commit appends in as one ledger transaction and indexes it. batch says
// whether field names in errors get the observations[i]. prefix.
func (e *Engine) commit(ctx context.Context, in []ledger.EvidenceInput, batch bool) ([]Receipt, error) {
	// Analyze the texts while the ledger commits (the CPU is otherwise idle
	// during its fsync); indexing then only inserts terms.
	terms := make([][]string, len(in))
	analyzed := make(chan struct{})
	go func() {
		for i := range in {
			terms[i] = postings.Analyze(analyzer, in[i].Content)
		}
		close(analyzed)
	}()
	e.wgate.acquire(writerKey(in))
	defer e.wgate.release()
	e.wmu.Lock()
	defer e.wmu.Unlock()
	res, err := e.led.Append(ctx, in)
	<-analyzed
	if err != nil {
		if batch && len(in) == 1 { // the ledger prefixes only batches of two or more
			return nil, prefixField(err, true, 0)
		}
		return nil, err
	}
	if e.opts.Follow {
		// Index in journal order, after other processes' earlier writes.
		_, err = e.catchUpLocked(ctx, newLocalWrite(in, terms, res))
	} else if err = e.index(ctx, e.proj, in, terms, res); err == nil {
		for i, r := range res {
			if !r.Duplicate {
				e.applyLinks(r.Links)
				e.trust.put(r.Evidence.Seq, r.Evidence.Trust)
				if st := in[i].State; st != nil {
					e.states.put(r.Evidence.Namespace, r.Evidence.Seq, *st)
				}
			}
		}
	}
	if err != nil {
		// The ledger is durable and authoritative; rebuild the projections
		// rather than serve a partial view.
		if rerr := e.rebuildLocked(ctx); rerr != nil {
			return nil, fmt.Errorf("index after write: %w (rebuild: %v)", err, rerr)
		}
	}
	e.kickCheckpointer()
	out := make([]Receipt, len(res))
	for i, r := range res {
		out[i] = Receipt{ID: r.Evidence.ID, SHA256: r.Evidence.SHA256, ClaimIDs: r.ClaimIDs, Duplicate: r.Duplicate}
		if out[i].ClaimIDs == nil {
			out[i].ClaimIDs = []string{}
		}
	}
	return out, nil
}

// index applies a committed Append to p, the current projections (the
// caller holds wmu, under which they are replaced). The ledger reads it
// needs run first; the projection lock is then held for the in-memory
// updates alone, so a recall never queues behind a ledger statement.
func (e *Engine) index(ctx context.Context, p *projections, in []ledger.EvidenceInput, terms [][]string, res []ledger.AppendResult) error {
	claims, err := gatherClaims(ctx, e.led, in, res)
	if err != nil {
		return err
	}
	e.mu.Lock()
	err = p.apply(in, terms, res, claims)
	e.mu.Unlock()
	if err != nil {
		return err
	}
	return p.flushFull() // outside mu: a flush writes a segment file
}

func prefixField(err error, batch bool, i int) error {
	var fe *FieldError
	if batch && errors.As(err, &fe) {
		return &FieldError{Field: fmt.Sprintf("observations[%d].%s", i, fe.Field), Reason: fe.Reason}
	}
	return err
}

func (e *Engine) toInput(o Observation) (ledger.EvidenceInput, error) {
	kind, err := ledger.ParseKind(o.Kind)
	if err != nil {
		return ledger.EvidenceInput{}, err
	}
	occurred := o.OccurredAt
	if occurred.IsZero() {
		occurred = e.opts.Clock()
	}
	role, err := ledger.ParseRole(o.Role)
	if err != nil {
		return ledger.EvidenceInput{}, err
	}
	in := ledger.EvidenceInput{
		Namespace:      o.Namespace,
		Kind:           kind,
		Content:        o.Content,
		Source:         o.Source,
		Speaker:        o.Speaker,
		Role:           role,
		OccurredAt:     occurred,
		Metadata:       o.Metadata,
		IdempotencyKey: o.IdempotencyKey,
	}
	for j, c := range o.Claims {
		lc, err := ledger.ParseLifecycle(c.Lifecycle)
		if err != nil {
			return ledger.EvidenceInput{}, fieldErr(fmt.Sprintf("claims[%d].lifecycle", j), "unknown lifecycle (want asserted, proposed or rejected)")
		}
		in.Claims = append(in.Claims, ledger.ClaimInput{
			Subject: c.Subject, Predicate: c.Predicate, Value: c.Value,
			ValidFrom: c.ValidFrom, ValidTo: c.ValidTo,
			Confidence: c.Confidence, Supersedes: c.Supersedes, Multi: c.MultiValued, Lifecycle: lc,
		})
	}
	for _, en := range o.Entities {
		in.Entities = append(in.Entities, ledger.EntityInput{Name: en.Name, Type: en.Type, Aliases: en.Aliases})
	}
	for _, r := range o.Relations {
		in.Relations = append(in.Relations, ledger.RelationInput{Subject: r.Subject, Relation: r.Relation, Object: r.Object})
	}
	for _, l := range o.Links {
		in.Links = append(in.Links, ledger.LinkInput{To: l.To, Relation: l.Relation, Strength: l.Strength})
	}
	in.State = e.observationState(o)
	return in, nil
}

// Expand returns the exact stored evidence with the given id. An id from
// another namespace is reported as not found.
func (e *Engine) Expand(ctx context.Context, namespace, id string) (Evidence, error) {
	if err := e.checkOpen(ctx); err != nil { // reads the ledger, not the projections
		return Evidence{}, err
	}
	if strings.TrimSpace(namespace) == "" {
		return Evidence{}, fieldErr("namespace", "must not be empty")
	}
	if err := checkNamespace(namespace); err != nil {
		return Evidence{}, err
	}
	if strings.TrimSpace(id) == "" {
		return Evidence{}, fieldErr("id", "must not be empty")
	}
	ev, err := e.led.Evidence(ctx, namespace, id)
	if err != nil {
		return Evidence{}, fmt.Errorf("expand %s: %w", id, err)
	}
	return toEvidence(ev), nil
}

func toEvidence(ev ledger.Evidence) Evidence {
	return Evidence{
		ID: ev.ID, Namespace: ev.Namespace, Kind: string(ev.Kind), Content: ev.Content,
		SHA256: ev.SHA256, Source: ev.Source, Speaker: ev.Speaker, Role: string(ev.Role), OccurredAt: ev.OccurredAt,
		RecordedAt: ev.RecordedAt, Metadata: ev.Metadata,
	}
}

// Purge removes evidence from one namespace (by ids, by source prefix, or
// all of it), the claims and entities derived only from it and their index
// entries, and journals a tombstone holding ids and digests but no content.
func (e *Engine) Purge(ctx context.Context, req PurgeRequest) (res PurgeReceipt, err error) {
	ctx, sp := e.startSpan(ctx, spanPurge, req.Namespace)
	defer func() { sp.SetAttributes(attrPurged.Int(res.Evidence)); sp.end(err) }()
	if err := e.checkOpen(ctx); err != nil {
		return PurgeReceipt{}, err
	}
	if strings.TrimSpace(req.Namespace) == "" {
		return PurgeReceipt{}, fieldErr("namespace", "must not be empty")
	}
	n := 0
	if len(req.IDs) > 0 {
		n++
	}
	if req.SourcePrefix != "" {
		n++
	}
	if req.All {
		n++
	}
	if n != 1 {
		return PurgeReceipt{}, fieldErr("selector", "exactly one of ids, source_prefix or all is required")
	}
	e.wmu.Lock()
	defer e.wmu.Unlock()
	rc, err := e.led.Purge(ctx, ledger.PurgeRequest{
		Namespace: req.Namespace, IDs: req.IDs, SourcePrefix: req.SourcePrefix, All: req.All,
		Principal: principal(ctx),
	})
	if errors.Is(err, ErrLocked) {
		return PurgeReceipt{}, err // the ledger's "purge: ..." names it already
	}
	if err != nil && rc.JournalSeq == 0 {
		return PurgeReceipt{}, fmt.Errorf("purge: %w", err)
	}
	// With a JournalSeq the purge committed and only scrubbing the WAL
	// failed: the projections must drop the purged evidence all the same,
	// and the error is reported after.
	scrubErr := err
	// Rebuild rather than delete in place: BM25 statistics must not keep
	// counting purged documents, and purges are rare. The old projection
	// files hold the purged text's terms: they are gone before Purge
	// returns.
	if err := e.rebuildAfterPurgeLocked(ctx); err != nil {
		return PurgeReceipt{}, fmt.Errorf("purge: rebuild indexes: %w", err)
	}
	if e.retired != nil {
		<-e.retired
	}
	digests := rc.Digests
	if digests == nil {
		digests = []string{}
	}
	out := PurgeReceipt{Evidence: rc.Evidence, Claims: rc.Claims, Entities: rc.Entities, Digests: digests}
	if scrubErr != nil {
		return out, fmt.Errorf("purge: %w", scrubErr)
	}
	return out, nil
}

// RebuildIndexes drops every projection (claim state, postings, namespace
// bitmaps, entity tables) and recomputes it from the ledger, in a new
// generation of the projection directory when they persist. It returns
// once the replaced projections are closed and their files deleted. It
// never calls an external provider.
func (e *Engine) RebuildIndexes(ctx context.Context) (err error) {
	ctx, sp := e.startSpan(ctx, spanRebuild, "")
	defer func() { sp.end(err) }()
	if err := e.checkOpen(ctx); err != nil {
		return err
	}
	e.wmu.Lock()
	defer e.wmu.Unlock()
	if err := e.led.RebuildClaimState(ctx); err != nil {
		return fmt.Errorf("rebuild claim state: %w", err)
	}
	if err := e.rebuildLocked(ctx); err != nil {
		return err
	}
	// Return once the replaced projections are closed and their files
	// deleted (after the recalls still using them), so their memory and
	// disk are released by then rather than under the next requests.
	<-e.retired
	return nil
}

// rebuildLocked replaces the projections with ones built from the ledger
// (in a new generation directory when they persist, checkpointed before
// it goes live); the caller holds wmu. The journal head is read first:
// entries committed during the build are applied again by the next
// catch-up, which skips what the build saw.
func (e *Engine) rebuildLocked(ctx context.Context) error {
	return e.rebuildIntoLocked(ctx, true)
}

// rebuildIntoLocked is rebuildLocked; with persist false the new
// projections stay in memory whatever Options say (purgefault.go).
func (e *Engine) rebuildIntoLocked(ctx context.Context, persist bool) error {
	e.maint.clear() // read anew from the ledger, as every projection is
	head, err := e.led.JournalHead(ctx)
	if err != nil {
		return err
	}
	dir, gen, gd := e.projectionDir(), uint64(0), ""
	if !persist {
		dir = ""
	}
	if dir != "" {
		if gen, err = nextGen(dir); err == nil {
			gd = genDir(dir, gen)
			err = os.MkdirAll(gd, 0o700)
		}
		if err != nil {
			return fmt.Errorf("projection directory: %w", err)
		}
	}
	proj, err := buildProjections(ctx, e.led, e.opts.Encoder, gd)
	if err == nil && dir != "" {
		var st stamp
		if st, err = e.stampAt(ctx, head); err == nil {
			err = proj.checkpoint(st)
		}
		if err == nil {
			err = writeCurrent(dir, gen)
		}
		if err != nil {
			proj.close()
			os.RemoveAll(gd)
			err = fmt.Errorf("checkpoint projections: %w", err)
		} else if merr := proj.mapDocs(); merr != nil {
			e.opts.Logger.Warn("projections: stored docs stay in memory", "dir", gd, "reason", merr.Error())
		}
	}
	if err != nil {
		return err
	}
	e.mu.Lock()
	old := e.proj
	e.proj = proj
	e.mu.Unlock()
	e.seen.Store(head)
	e.stale.Store(false)
	e.retired = old.retire()
	return e.rebuildCognition(ctx, proj)
}

// openProjectionsLocked loads the persisted projections and catches them
// up with the journal, or builds them from the ledger when there are none
// it can trust (logged). The caller holds wmu.
func (e *Engine) openProjectionsLocked(ctx context.Context) error {
	dir := e.projectionDir()
	if dir == "" {
		return e.rebuildLocked(ctx)
	}
	p, gen, st, err := e.loadProjections(ctx, dir)
	if err != nil {
		if !errors.Is(err, errNoProjections) {
			e.opts.Logger.Warn("projections: rebuilding from the ledger", "dir", dir, "reason", err.Error())
		}
		return e.rebuildLocked(ctx)
	}
	e.proj = p
	e.seen.Store(st.seq)
	if err := e.rebuildCognition(ctx, p); err != nil { // the journal replay below re-applies nothing twice
		return err
	}
	n, err := e.applyJournal(ctx, nil)
	e.replayedAtOpen = n
	if err != nil {
		e.opts.Logger.Warn("projections: catch-up failed, rebuilding from the ledger", "dir", dir, "reason", err.Error())
		return e.rebuildLocked(ctx)
	}
	if err := removeGens(dir, gen); err != nil { // leftovers of interrupted writes
		e.opts.Logger.Warn("projections: leftovers not removed", "dir", dir, "reason", err.Error())
	}
	return nil
}

// checkpointLocked persists the current projections at the journal
// position they reflect; the caller holds wmu. A non-following engine
// applied every entry up to the head; a following one up to seen.
func (e *Engine) checkpointLocked(ctx context.Context) error {
	p := e.proj
	if p == nil || p.dir == "" || e.stale.Load() {
		return nil
	}
	st, err := e.checkpointStampLocked(ctx)
	if err != nil || st.seq == p.stamped.seq {
		return err // or nil: the files reflect this already (nothing written since)
	}
	return p.checkpoint(st)
}

// checkpointStampLocked is the stamp of the journal position the current
// projections reflect; the caller holds wmu.
func (e *Engine) checkpointStampLocked(ctx context.Context) (stamp, error) {
	seq := e.seen.Load()
	if !e.opts.Follow {
		head, err := e.led.JournalHead(ctx)
		if err != nil {
			return stamp{}, err
		}
		seq = head
	}
	return e.stampAt(ctx, seq)
}

// Verify recomputes every evidence digest and the journal hash chain. A
// mismatch returns an error wrapping ErrCorrupt that names the first bad row.
func (e *Engine) Verify(ctx context.Context) (VerifyReport, error) {
	if err := e.checkOpen(ctx); err != nil {
		return VerifyReport{}, err
	}
	r, err := e.led.Verify(ctx)
	if err != nil {
		return VerifyReport{}, err
	}
	legacy, err := e.namespacesOutsideGrammar(ctx)
	if err != nil {
		return VerifyReport{}, err
	}
	return VerifyReport{Evidence: r.Evidence, Claims: r.Claims, JournalEntries: r.JournalEntries,
		NamespacesOutsideGrammar: len(legacy), Shredded: r.Shredded}, nil
}

// Close releases the engine. Further calls return ErrClosed.
func (e *Engine) Close() error {
	if e == nil || !e.closed.CompareAndSwap(false, true) {
		return ErrClosed
	}
	e.stopFollower()
	e.stopCheckpointer()
	e.wmu.Lock()
	defer e.wmu.Unlock()
	// Checkpoint before closing, so the next Open maps instead of
	// rebuilding; a failure costs that Open a rebuild, nothing else.
	ckerr := e.checkpointLocked(context.Background())
	if ckerr != nil {
		e.opts.Logger.Warn("projections: checkpoint at close failed; the next open rebuilds", "reason", ckerr.Error())
	}
	e.mu.Lock()
	p := e.proj
	e.mu.Unlock()
	p.readers.Wait()
	p.close()
	if e.retired != nil {
		<-e.retired
	}
	err := e.led.Close()
	closeKeys(e.ownKeys)
	return err
}
