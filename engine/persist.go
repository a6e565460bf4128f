package engine

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/engine/internal/projfile"
	"github.com/evicortex/evicortex/hnsw"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
)

// Persisted projections. The ledger is the only source of truth; the
// projections are a cache of it kept in a projection directory so that Open
// maps them instead of rebuilding:
//
//	DIR/CURRENT               "g<16 hex digits>\n": the live generation
//	DIR/g<gen>/evidence/      postings over evidence (postings/FORMAT.md)
//	DIR/g<gen>/claims/        postings over claim text
//	DIR/g<gen>/windows/       postings over one-session windows
//	DIR/g<gen>/views.proj     namespace views, id tables, window table, entity tables
//	                          (engine/internal/projfile/FORMAT.md; sections below)
//
// DIR is FILE.projections beside a SQLite ledger opened without Follow, or
// Options.CacheDir (the only way for PostgreSQL, or a following engine:
// one directory per process). A generation is written whole (a full build,
// then a checkpoint) and made live by replacing CURRENT atomically; older
// generations are deleted once no recall uses them, at once after a purge.
//
// Every file of a generation carries one stamp: the journal seq the files
// reflect and that journal entry's chain hash (8 bytes little-endian seq,
// then the hash), which names the ledger as well as the position: a file
// of another ledger, or of this ledger before a restore, does not match.
// Open trusts a generation only if the views file and the three postings
// directories open with their checksums and carry the same stamp, and the
// ledger's journal has that entry with that hash; then it catches up from
// the journal after the stamp, exactly as a following engine does. Anything
// else (missing, corrupt, foreign, newer format or ahead of the ledger)
// is logged and rebuilt from the ledger. Checkpoints are taken after every
// full build, at Close and in the background (checkpointer.go). The postings files may hold documents flushed
// after their checkpoint: catch-up re-adds them and skips the duplicates.
const (
	evidenceDir = "evidence"
	claimsDir   = "claims"
	windowsDir  = "windows"
	viewsFile   = "views.proj"
	viewsKind   = "engine-views@2"
	currentFile = "CURRENT"
)

// Sections of views.proj. Namespaces are in name order; ns.off[i] ..
// ns.off[i+1] is namespace i's range of seqs, recorded and occurred.
const (
	secNames    = "ns.names"    // records: namespace names
	secIDs      = "ns.ids"      // u32: ledger namespace ids
	secOff      = "ns.off"      // u32: n+1 offsets into the arrays below
	secSeqs     = "ev.seqs"     // u32: evidence seqs, per namespace increasing
	secRecorded = "ev.recorded" // i64: recorded_at, unix nanos
	secOccurred = "ev.occurred" // i64: occurred_at, unix nanos
	secEv       = "ns.ev"       // records: roaring bitmap of evidence seqs
	secCl       = "ns.cl"       // records: roaring bitmap of claim seqs
	secWin      = "ns.win"      // records: roaring bitmap of indexed window docs
	secTail     = "ns.tail"     // records: analyzed terms of the last windowSize pieces
	secEvIDs    = "ids.evidence"
	secClIDs    = "ids.claims"
	secMeta     = "meta"    // u32: maxClaim, nextWindow
	secWinNS    = "win.ns"  // u32 per window doc: namespace index, or noWindow
	secWinLo    = "win.lo"  // u32 per window doc: first position
	secDense    = "dense"   // records: the encoder profile id, the HNSW file's name (absent: no graph)
	secEnts     = "ents"    // records: the entity tables loaded at the checkpoint, one each (encodeEntities)
	secDocIDs   = "ev.ids"  // records, parallel to ev.seqs: evidence ids ("" for none stored; optional)
	secDocTexts = "ev.text" // records, parallel to ev.seqs: evidence contents (optional, with ev.ids)
	secDocWho   = "ev.who"  // records, parallel to ev.seqs: "role\x00speaker", "" when unknown (with ev.ids)
)

// errNoProjections: the directory holds no generation yet (not logged).
var errNoProjections = errors.New("no persisted projections")

// stamp is the journal position a set of projection files reflects.
type stamp struct {
	seq  int64
	hash string // the chain hash of journal entry seq; "" for seq 0
}

func (s stamp) encode() []byte {
	return append(binary.LittleEndian.AppendUint64(nil, uint64(s.seq)), s.hash...)
}

func decodeStamp(b []byte) (stamp, error) {
	if len(b) < 8 {
		return stamp{}, fmt.Errorf("stamp of %d bytes", len(b))
	}
	return stamp{seq: int64(binary.LittleEndian.Uint64(b)), hash: string(b[8:])}, nil
}

// projectionDir is where this engine persists its projections, "" for none.
func (e *Engine) projectionDir() string {
	switch {
	case e.opts.InMemory, e.led.Encrypted():
		// Encrypted ledger: projections hold text (postings dictionaries,
		// stored documents) and are never persisted; Open rebuilds them
		// in memory from the decrypted ledger (crypt.go).
		return ""
	case e.opts.CacheDir != "":
		return e.opts.CacheDir
	case e.led.Backend() == ledger.BackendSQLite && !e.opts.Follow:
		return e.led.Files()[0] + ".projections"
	}
	return ""
}

// ProjectionDir is the directory the engine persists its projections in,
// "" when they live in memory only.
func (e *Engine) ProjectionDir() string { return e.projectionDir() }

// stampAt returns the stamp of journal position seq.
func (e *Engine) stampAt(ctx context.Context, seq int64) (stamp, error) {
	if seq == 0 {
		return stamp{}, nil
	}
	js, err := e.led.Journal(ctx, seq-1, 1)
	if err != nil {
		return stamp{}, err
	}
	if len(js) == 0 || js[0].Seq != seq {
		return stamp{}, fmt.Errorf("journal entry %d not found", seq)
	}
	return stamp{seq: seq, hash: js[0].Hash}, nil
}

// checkStamp says why the ledger does not match st, nil when it does.
func (e *Engine) checkStamp(ctx context.Context, st stamp) error {
	head, err := e.led.JournalHead(ctx)
	if err != nil {
		return err
	}
	if st.seq > head {
		return fmt.Errorf("stamped at journal %d, ahead of the ledger's head %d", st.seq, head)
	}
	want, err := e.stampAt(ctx, st.seq)
	if err != nil {
		return err
	}
	if want.hash != st.hash {
		return fmt.Errorf("stamped at journal %d with hash %.12s, the ledger's is %.12s: another ledger's files", st.seq, st.hash, want.hash)
	}
	return nil
}

func genDir(dir string, gen uint64) string { return filepath.Join(dir, fmt.Sprintf("g%016x", gen)) }

func parseGen(name string) (uint64, bool) {
	if len(name) != 17 || name[0] != 'g' {
		return 0, false
	}
	g, err := strconv.ParseUint(name[1:], 16, 64)
	return g, err == nil
}

// readCurrent returns the live generation of dir.
func readCurrent(dir string) (uint64, error) {
	b, err := os.ReadFile(filepath.Join(dir, currentFile))
	if errors.Is(err, fs.ErrNotExist) {
		return 0, errNoProjections
	}
	if err != nil {
		return 0, err
	}
	g, ok := parseGen(strings.TrimSpace(string(b)))
	if !ok {
		return 0, fmt.Errorf("%s: %q is not a generation", currentFile, bytes.TrimSpace(b))
	}
	return g, nil
}

// writeCurrent makes gen the live generation, atomically: a crash leaves
// the old CURRENT or the new one.
func writeCurrent(dir string, gen uint64) error {
	return projfile.WriteAtomic(filepath.Join(dir, currentFile), func(f *os.File) error {
		_, err := fmt.Fprintf(f, "g%016x\n", gen)
		return err
	})
}

// nextGen returns a generation number above every one in dir.
func nextGen(dir string) (uint64, error) {
	ents, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return 0, err
	}
	var top uint64
	for _, en := range ents {
		if g, ok := parseGen(en.Name()); ok && g > top {
			top = g
		}
	}
	return top + 1, nil
}

// removeGens deletes every generation directory of dir but keep, and the
// temporary files writers killed mid-write left: generations of a crashed
// build or a retired set, a half-written CURRENT, views file or graph.
func removeGens(dir string, keep uint64) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	var errs []error
	for _, en := range ents {
		if g, ok := parseGen(en.Name()); ok && g != keep {
			errs = append(errs, os.RemoveAll(filepath.Join(dir, en.Name())))
		}
	}
	errs = append(errs, projfile.RemoveTemps(dir), projfile.RemoveTemps(genDir(dir, keep)))
	tmpGraphs, _ := filepath.Glob(filepath.Join(genDir(dir, keep), "dense-*.hnsw.tmp*")) // hnsw.Save's temporaries
	for _, f := range tmpGraphs {
		errs = append(errs, os.Remove(f))
	}
	return errors.Join(errs...)
}

// loadProjections opens the live generation of dir and checks it against
// the ledger; the caller catches up from the returned stamp.
func (e *Engine) loadProjections(ctx context.Context, dir string) (*projections, uint64, stamp, error) {
	gen, err := readCurrent(dir)
	if err != nil {
		return nil, 0, stamp{}, err
	}
	gd := genDir(dir, gen)
	// Lazy: each section's CRC is checked when loadViews (or openDense)
	// first reads it, before anything is trusted; the docs are checked on
	// their first use (docSource).
	f, err := projfile.OpenLazy(filepath.Join(gd, viewsFile), viewsKind)
	if err != nil {
		return nil, 0, stamp{}, err
	}
	st, err := decodeStamp(f.Stamp())
	if err == nil {
		err = e.checkStamp(ctx, st)
	}
	if err != nil {
		f.Close()
		return nil, 0, stamp{}, err
	}
	p, err := newProjections(gd)
	if err != nil {
		f.Close()
		return nil, 0, stamp{}, err
	}
	p.views, p.stamped = f, st // closed with p from here on
	for _, ix := range []*postings.Index{p.evLex, p.clLex, p.winLex} {
		if !bytes.Equal(ix.Stamp(), f.Stamp()) {
			p.close()
			pst, _ := decodeStamp(ix.Stamp())
			return nil, 0, stamp{}, fmt.Errorf("postings stamped at journal %d, views at %d: an interrupted checkpoint", pst.seq, st.seq)
		}
	}
	if err := p.loadViews(f); err != nil {
		p.close()
		return nil, 0, stamp{}, fmt.Errorf("%s: %w", viewsFile, err)
	}
	if p.docSrc != nil {
		p.docSrc.log = e.opts.Logger
	}
	if enc := e.opts.Encoder; enc != nil {
		if p.dense, err = openDense(f, gd, enc.Profile()); err != nil {
			e.opts.Logger.Warn("projections: rebuilding the dense index from the ledger's vectors", "dir", dir, "reason", err.Error())
		}
		if p.dense != nil {
			if err := p.dense.loadParts(ctx, e.led); err != nil {
				p.close()
				return nil, 0, stamp{}, err
			}
		}
		if p.dense == nil {
			if p.dense, err = loadDense(ctx, e.led, enc.Profile()); err != nil {
				p.close()
				return nil, 0, stamp{}, err
			}
		}
	}
	return p, gen, st, nil
}

// openDense maps the HNSW graph a checkpoint saved for profile, after
// checking every section's checksum; nil, nil when the checkpoint saved
// none for this profile (another encoder, or none then).
func openDense(f *projfile.File, gd string, prof dense.Profile) (*denseIndex, error) {
	if !f.Has(secDense) {
		return nil, nil
	}
	rec, err := f.Records(secDense)
	if err != nil {
		return nil, err
	}
	if rec.Len() != 2 || string(rec.At(0)) != prof.ID {
		return nil, nil
	}
	path := filepath.Join(gd, filepath.Base(string(rec.At(1))))
	if err := hnsw.Verify(path); err != nil {
		return nil, err
	}
	g, err := hnsw.Open(path)
	if err != nil {
		return nil, err
	}
	if g.Config().Dim != prof.Dims {
		g.Close()
		return nil, fmt.Errorf("%s: graph of %d dims, profile %s has %d", path, g.Config().Dim, prof.ID, prof.Dims)
	}
	return &denseIndex{profile: prof, g: g, parts: newPartStore(prof.Dims), mismatch: make(map[string]string)}, nil
}

// loadViews fills empty projections from a views file. The arrays and id
// tables stay in the mapped file; bitmaps and tails are copied (small).
func (p *projections) loadViews(f *projfile.File) error {
	names, err := f.Records(secNames)
	if err != nil {
		return err
	}
	n := names.Len()
	ids, err := f.Uint32s(secIDs)
	if err != nil {
		return err
	}
	off, err := f.Uint32s(secOff)
	if err != nil {
		return err
	}
	seqs, err := f.Uint32s(secSeqs)
	if err != nil {
		return err
	}
	rec, err := f.Int64s(secRecorded)
	if err != nil {
		return err
	}
	occ, err := f.Int64s(secOccurred)
	if err != nil {
		return err
	}
	if len(ids) != n || len(off) != n+1 || off[0] != 0 || int(off[n]) != len(seqs) || len(rec) != len(seqs) || len(occ) != len(seqs) {
		return fmt.Errorf("%w: namespace arrays of inconsistent lengths", projfile.ErrCorrupt)
	}
	var bms [3]*projfile.Records
	for i, name := range []string{secEv, secCl, secWin} {
		if bms[i], err = f.Records(name); err != nil {
			return err
		}
		if bms[i].Len() != n {
			return fmt.Errorf("%w: %s holds %d bitmaps for %d namespaces", projfile.ErrCorrupt, name, bms[i].Len(), n)
		}
	}
	tails, err := f.Records(secTail)
	if err != nil {
		return err
	}
	if tails.Len() != n {
		return fmt.Errorf("%w: %s holds %d tails for %d namespaces", projfile.ErrCorrupt, secTail, tails.Len(), n)
	}
	p.checkpointed.Store(int64(len(seqs)))
	if f.Has(secDocIDs) || f.Has(secDocTexts) { // checked on first use (docSource)
		p.docSrc = &docSource{f: f, n: len(seqs)}
	}
	nsNames := make([]string, n)
	for i := 0; i < n; i++ {
		lo, hi := off[i], off[i+1]
		if lo > hi {
			return fmt.Errorf("%w: namespace offsets decrease", projfile.ErrCorrupt)
		}
		v := &nsView{id: ids[i], seqs: seqs[lo:hi:hi], recorded: rec[lo:hi:hi], occurred: occ[lo:hi:hi],
			docs: evDocs{src: p.docSrc, lo: int(lo), nBase: int(hi - lo), store: true}}
		for k, dst := range []**roaring.Bitmap{&v.ev, &v.cl, &v.win} {
			bm := roaring.New()
			if err := bm.UnmarshalBinary(bms[k].At(i)); err != nil {
				return fmt.Errorf("%w: namespace %d bitmap: %v", projfile.ErrCorrupt, i, err)
			}
			*dst = bm
		}
		if v.tail, err = decodeTail(tails.At(i)); err != nil {
			return err
		}
		nsNames[i] = string(names.At(i))
		p.ns[nsNames[i]] = v
	}
	evIDs, err := f.Table(secEvIDs)
	if err != nil {
		return err
	}
	clIDs, err := f.Table(secClIDs)
	if err != nil {
		return err
	}
	p.idSeq, p.clSeq = newIDTable(evIDs), newIDTable(clIDs)
	meta, err := f.Uint32s(secMeta)
	if err != nil {
		return err
	}
	if len(meta) != 2 {
		return fmt.Errorf("%w: meta of %d values", projfile.ErrCorrupt, len(meta))
	}
	p.maxClaim, p.nextWindow = meta[0], meta[1]
	wns, err := f.Uint32s(secWinNS)
	if err != nil {
		return err
	}
	wlo, err := f.Uint32s(secWinLo)
	if err != nil {
		return err
	}
	if len(wns) != int(p.nextWindow) || len(wlo) != len(wns) {
		return fmt.Errorf("%w: window table of %d/%d docs, next window %d", projfile.ErrCorrupt, len(wns), len(wlo), p.nextWindow)
	}
	p.windows = &windowTable{names: nsNames, baseNS: wns, baseLo: wlo, m: make(map[uint32]windowDoc)}
	ents, err := f.Records(secEnts)
	if err != nil {
		return err
	}
	for i := 0; i < ents.Len(); i++ {
		id, t, err := decodeEntities(ents.At(i))
		if err != nil {
			return err
		}
		p.ents[id] = t
	}
	return nil
}

// encodeEntities writes one namespace's entity table: uvarint namespace
// id, then the names, canon and evidence maps in key order, each as a
// uvarint count of entries; a string is a uvarint length and its bytes,
// an evidence list a uvarint count and uvarint seqs.
func encodeEntities(id uint32, t *entityTable) []byte {
	b := binary.AppendUvarint(nil, uint64(id))
	str := func(s string) { b = binary.AppendUvarint(b, uint64(len(s))); b = append(b, s...) }
	for _, m := range []map[string]string{t.names, t.canon} {
		keys := slices.Sorted(maps.Keys(m))
		b = binary.AppendUvarint(b, uint64(len(keys)))
		for _, k := range keys {
			str(k)
			str(m[k])
		}
	}
	keys := slices.Sorted(maps.Keys(t.evidence))
	b = binary.AppendUvarint(b, uint64(len(keys)))
	for _, k := range keys {
		str(k)
		seqs := t.evidence[k]
		b = binary.AppendUvarint(b, uint64(len(seqs)))
		for _, q := range seqs {
			b = binary.AppendUvarint(b, uint64(q))
		}
	}
	return b
}

func decodeEntities(b []byte) (uint32, *entityTable, error) {
	bad := fmt.Errorf("%w: %s record", projfile.ErrCorrupt, secEnts)
	num := func() (uint64, bool) {
		v, n := binary.Uvarint(b)
		if n <= 0 {
			return 0, false
		}
		b = b[n:]
		return v, true
	}
	str := func() (string, bool) {
		l, ok := num()
		if !ok || l > uint64(len(b)) {
			return "", false
		}
		s := string(b[:l])
		b = b[l:]
		return s, true
	}
	id, ok := num()
	if !ok || id > math.MaxUint32 {
		return 0, nil, bad
	}
	t := newEntityTable()
	for _, m := range []map[string]string{t.names, t.canon} {
		n, ok := num()
		if !ok || n > uint64(len(b)) {
			return 0, nil, bad
		}
		for range n {
			k, ok1 := str()
			v, ok2 := str()
			if !ok1 || !ok2 {
				return 0, nil, bad
			}
			m[k] = v
		}
	}
	n, ok := num()
	if !ok || n > uint64(len(b)) {
		return 0, nil, bad
	}
	for range n {
		k, ok := str()
		c, ok2 := num()
		if !ok || !ok2 || c > uint64(len(b)) {
			return 0, nil, bad
		}
		seqs := make([]uint32, 0, c)
		for range c {
			q, ok := num()
			if !ok || q > math.MaxUint32 {
				return 0, nil, bad
			}
			seqs = append(seqs, uint32(q))
		}
		t.evidence[k] = seqs
	}
	if len(b) != 0 {
		return 0, nil, bad
	}
	return uint32(id), t, nil
}

// checkpoint makes the projections durable in their generation directory
// at st. The caller holds Engine.wmu, so no writer runs; recalls may.
func (p *projections) checkpoint(st stamp) error {
	if p.dir == "" {
		return nil
	}
	vw, err := p.prepareCheckpoint(st)
	if err != nil {
		return err
	}
	if err := vw.write(); err != nil {
		return err
	}
	p.stamped = st
	return nil
}

// viewsWrite is the second half of a checkpoint: the views file, built
// under Engine.wmu by prepareCheckpoint and written by write, which needs
// no engine lock (the background checkpointer writes it after releasing
// wmu, so writers wait only for the first half). Until the file is in
// place the postings carry a stamp the views file does not, so a crash in
// between leaves files Open does not trust (it rebuilds).
type viewsWrite struct {
	w     *projfile.Writer
	path  string
	dir   string
	dense string // the graph file this checkpoint saved, "" for none
}

// write writes the views file atomically, then deletes the graph files of
// earlier checkpoints. The records it writes alias the projections' arena
// and mapped views file: the caller keeps them open (projections.readers)
// until it returns.
func (vw *viewsWrite) write() error {
	if err := vw.w.WriteFile(vw.path); err != nil {
		return err
	}
	if vw.dense != "" {
		removeStaleDense(vw.dir, vw.dense)
	}
	return nil
}

// prepareCheckpoint is the first half of a checkpoint at st: it waits for
// the window indexer, checkpoints the three postings indexes and the HNSW
// graph, and copies the views into the file to write. The caller holds
// Engine.wmu. It resets the count of evidence since the last checkpoint.
func (p *projections) prepareCheckpoint(st stamp) (*viewsWrite, error) {
	if err := p.win.waitFor(p.win.queued()); err != nil {
		return nil, err
	}
	p.sinceCheckpoint.Store(0)
	p.docSrc.records() // the first use checks the docs' CRC: I/O, before winMu
	sb := st.encode()
	for _, ix := range []*postings.Index{p.evLex, p.clLex, p.winLex} {
		if err := ix.Checkpoint(sb); err != nil {
			return nil, err
		}
	}
	w := projfile.NewWriter(viewsKind, sb)
	denseName := ""
	if p.dense != nil {
		name := fmt.Sprintf("dense-%016x.hnsw", uint64(st.seq))
		if err := p.dense.g.Save(filepath.Join(p.dir, name)); err != nil {
			return nil, err
		}
		w.Records(secDense, [][]byte{[]byte(p.dense.profile.ID), []byte(name)})
		denseName = name
	}
	names := make([]string, 0, len(p.ns))
	for name := range p.ns {
		names = append(names, name)
	}
	slices.Sort(names)
	index := make(map[string]uint32, len(names))
	nameRecs := make([][]byte, len(names))
	ids := make([]uint32, len(names))
	off := make([]uint32, 0, len(names)+1)
	var seqs []uint32
	var rec, occ []int64
	var docIDs, docTexts, docWho [][]byte
	bms := [3][][]byte{}
	tails := make([][]byte, len(names))
	p.winMu.RLock()
	for i, name := range names {
		v := p.ns[name]
		index[name] = uint32(i)
		nameRecs[i], ids[i] = []byte(name), v.id
		off = append(off, uint32(len(seqs)))
		seqs = append(seqs, v.seqs...)
		rec = append(rec, v.recorded...)
		occ = append(occ, v.occurred...)
		docIDs, docTexts, docWho = v.docs.appendDocs(docIDs, docTexts, docWho, len(v.seqs))
		for k, bm := range []*roaring.Bitmap{v.ev, v.cl, v.win} {
			b, err := bm.ToBytes()
			if err != nil {
				p.winMu.RUnlock()
				return nil, err
			}
			bms[k] = append(bms[k], b)
		}
		tails[i] = encodeTail(v.tail)
	}
	off = append(off, uint32(len(seqs)))
	p.checkpointed.Store(int64(len(seqs)))
	wns := make([]uint32, p.nextWindow)
	wlo := make([]uint32, p.nextWindow)
	for doc := range wns {
		wns[doc] = noWindow
		if wd, ok := p.windows.get(uint32(doc)); ok {
			wns[doc], wlo[doc] = index[wd.ns], uint32(wd.lo)
		}
	}
	p.winMu.RUnlock()
	p.idMu.RLock()
	evKeys, evVals := p.idSeq.appendAll(make([]string, 0, p.idSeq.len()), make([]uint32, 0, p.idSeq.len()))
	clKeys, clVals := p.clSeq.appendAll(make([]string, 0, p.clSeq.len()), make([]uint32, 0, p.clSeq.len()))
	meta := []uint32{p.maxClaim, p.nextWindow}
	p.idMu.RUnlock()
	p.entMu.Lock()
	entIDs := make([]uint32, 0, len(p.ents))
	for id := range p.ents {
		entIDs = append(entIDs, id)
	}
	slices.Sort(entIDs)
	ents := make([][]byte, len(entIDs))
	for i, id := range entIDs {
		ents[i] = encodeEntities(id, p.ents[id])
	}
	p.entMu.Unlock()
	w.Records(secEnts, ents)
	w.Records(secNames, nameRecs)
	w.Uint32s(secIDs, ids)
	w.Uint32s(secOff, off)
	w.Uint32s(secSeqs, seqs)
	w.Int64s(secRecorded, rec)
	w.Int64s(secOccurred, occ)
	w.Records(secEv, bms[0])
	w.Records(secCl, bms[1])
	w.Records(secWin, bms[2])
	w.Records(secTail, tails)
	w.Table(secEvIDs, evKeys, evVals)
	w.Table(secClIDs, clKeys, clVals)
	w.Uint32s(secMeta, meta)
	w.Uint32s(secWinNS, wns)
	w.Uint32s(secWinLo, wlo)
	if docsBytes(docIDs) <= maxDocsBytes && docsBytes(docTexts) <= maxDocsBytes && docsBytes(docWho) <= maxDocsBytes {
		w.Records(secDocIDs, docIDs) // else the ledger serves them (see evDocs)
		w.Records(secDocTexts, docTexts)
		w.Records(secDocWho, docWho)
	}
	return &viewsWrite{w: w, path: filepath.Join(p.dir, viewsFile), dir: p.dir, dense: denseName}, nil
}

// removeStaleDense deletes the graph files of earlier checkpoints of dir.
func removeStaleDense(dir, keep string) {
	old, _ := filepath.Glob(filepath.Join(dir, "dense-*.hnsw"))
	for _, f := range old {
		if filepath.Base(f) != keep {
			os.Remove(f)
		}
	}
}

// encodeTail writes a namespace's tail: per piece, a uvarint term count,
// then each term as a uvarint length and its bytes.
func encodeTail(tail [][]string) []byte {
	var b []byte
	b = binary.AppendUvarint(b, uint64(len(tail)))
	for _, piece := range tail {
		b = binary.AppendUvarint(b, uint64(len(piece)))
		for _, t := range piece {
			b = binary.AppendUvarint(b, uint64(len(t)))
			b = append(b, t...)
		}
	}
	return b
}

func decodeTail(b []byte) ([][]string, error) {
	bad := fmt.Errorf("%w: %s record", projfile.ErrCorrupt, secTail)
	next := func() (uint64, bool) {
		v, n := binary.Uvarint(b)
		if n <= 0 {
			return 0, false
		}
		b = b[n:]
		return v, true
	}
	pieces, ok := next()
	if !ok || pieces > windowSize {
		return nil, bad
	}
	tail := make([][]string, 0, pieces)
	for range pieces {
		nt, ok := next()
		if !ok || nt > uint64(len(b)) {
			return nil, bad
		}
		piece := make([]string, 0, nt)
		for range nt {
			l, ok := next()
			if !ok || l > uint64(len(b)) {
				return nil, bad
			}
			piece = append(piece, string(b[:l]))
			b = b[l:]
		}
		tail = append(tail, piece)
	}
	if len(b) != 0 {
		return nil, bad
	}
	return tail, nil
}
