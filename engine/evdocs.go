package engine

import (
	"fmt"
	"log/slog"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/evicortex/evicortex/engine/internal/projfile"
	"github.com/evicortex/evicortex/ledger"
)

// evDocs holds the id and content of a namespace's evidence, position for
// position with nsView.seqs, so that a recall reads its candidates from
// memory or the mapped views file rather than from the ledger (a ledger
// read per candidate row was a quarter to two fifths of a recall's CPU).
// Positions below nBase come from the views file (records lo.. of its
// docs; src nil when it holds none), the rest from an arena writers
// append to. Like seqs, a snapshot copies the struct: writers only append,
// so a copy sees a fixed prefix. Only persisted projections store docs
// (store); in memory the evidence cache and the ledger serve as before.
//
// A position whose stored id is empty has no doc: its times are outside
// the range a Unix-nanosecond array holds exactly (before 1678 or after
// 2262), so its row is read from the ledger.
type evDocs struct {
	src       *docSource // the views file's docs, nil: none
	lo, nBase int
	store     bool
	buf       []byte   // per tail position: id then content
	ends      []uint64 // per tail position: end of its id, end of its content in buf
}

// add appends the doc of the next position.
func (d *evDocs) add(ev ledger.Evidence) {
	if !d.store {
		return
	}
	id := ev.ID
	if !exactNanos(ev.OccurredAt) || !exactNanos(ev.RecordedAt) {
		id = ""
	} else {
		d.buf = append(d.buf, id...)
	}
	idEnd := uint64(len(d.buf))
	if id != "" {
		d.buf = append(d.buf, ev.Content...)
	}
	d.ends = append(d.ends, idEnd, uint64(len(d.buf)))
}

// exactNanos reports whether t survives a round trip through UnixNano.
func exactNanos(t time.Time) bool {
	return time.Unix(0, t.UnixNano()).Equal(t)
}

// get returns the id and content stored at position i, aliasing the
// arena or the mapped file; ok is false when none is stored.
func (d *evDocs) get(i int) (id, content []byte, ok bool) {
	if i < d.nBase {
		ids, texts, ok := d.src.records()
		if !ok {
			return nil, nil, false
		}
		id = ids.At(d.lo + i)
		return id, texts.At(d.lo + i), len(id) > 0
	}
	k := 2 * (i - d.nBase)
	if k+1 >= len(d.ends) {
		return nil, nil, false
	}
	start := uint64(0)
	if k > 0 {
		start = d.ends[k-1]
	}
	id, content = d.buf[start:d.ends[k]], d.buf[d.ends[k]:d.ends[k+1]]
	return id, content, len(id) > 0
}

// docSource is the docs sections of a views file, checked on first use:
// their CRC check reads the evidence's whole text, which Open would
// otherwise pay before the engine serves (the other sections are checked
// as they are loaded, at Open). A check that fails is logged once and the
// ledger serves every row (records reports !ok). Safe for concurrent use;
// the check is I/O, so callers hold no memory lock (doc.go).
type docSource struct {
	f          *projfile.File
	n          int // the evidence count the sections must hold
	log        *slog.Logger
	once       sync.Once
	ids, texts *projfile.Records
	err        error
}

func (s *docSource) records() (ids, texts *projfile.Records, ok bool) {
	if s == nil {
		return nil, nil, false
	}
	s.once.Do(func() {
		s.ids, s.err = s.f.Records(secDocIDs)
		if s.err == nil {
			s.texts, s.err = s.f.Records(secDocTexts)
		}
		if s.err == nil && (s.ids.Len() != s.n || s.texts.Len() != s.n) {
			s.err = fmt.Errorf("%w: %d/%d evidence docs for %d evidence", projfile.ErrCorrupt, s.ids.Len(), s.texts.Len(), s.n)
		}
		if s.err != nil && s.log != nil {
			s.log.Warn("projections: stored docs not used; recalls read the ledger", "file", viewsFile, "reason", s.err.Error())
		}
	})
	return s.ids, s.texts, s.err == nil
}

// storedEvidence builds the rows of seqs from the namespace's stored docs
// and times, and returns the seqs it holds no doc for. A row carries what
// a recall reads (recall.Snapshot.Evidence): seq, id, namespace, content
// and both times; its strings are copies, so it outlives the mapping.
func (v *nsView) storedEvidence(ns string, seqs []uint32) (rows []ledger.Evidence, rest []uint32) {
	for _, s := range seqs {
		i := position(v.seqs, s)
		if i < 0 {
			rest = append(rest, s)
			continue
		}
		id, content, ok := v.docs.get(i)
		if !ok {
			rest = append(rest, s)
			continue
		}
		rows = append(rows, ledger.Evidence{
			Seq: s, ID: string(id), Namespace: ns, NamespaceID: v.id, Content: string(content),
			OccurredAt: time.Unix(0, v.occurred[i]).UTC(), RecordedAt: time.Unix(0, v.recorded[i]).UTC(),
		})
	}
	return rows, rest
}

// position is the index of seq in the ascending seqs, or -1.
func position(seqs []uint32, seq uint32) int {
	lo, hi := 0, len(seqs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if seqs[m] < seq {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(seqs) && seqs[lo] == seq {
		return lo
	}
	return -1
}

// appendDocs appends the namespace's docs, n positions, to ids and texts
// for a checkpoint (an empty id for a position with none).
func (d *evDocs) appendDocs(ids, texts [][]byte, n int) ([][]byte, [][]byte) {
	for i := range n {
		id, content, _ := d.get(i)
		ids, texts = append(ids, id), append(texts, content)
	}
	return ids, texts
}

// docsBytes is the size of the records appendDocs returned: a views file
// whose docs would overflow a records section's u32 offsets stores none.
func docsBytes(recs [][]byte) uint64 {
	var n uint64
	for _, r := range recs {
		n += uint64(len(r))
	}
	return n
}

// maxDocsBytes bounds the docs sections of one views file (u32 offsets).
const maxDocsBytes = 1<<32 - 1

// mapDocs points every namespace's docs at the views file the checkpoint
// of a full build just wrote, so the arenas the build filled are released
// and the docs are read in place, as after a reopen. The projections must
// not be published yet: no reader or writer runs.
func (p *projections) mapDocs() error {
	f, err := projfile.OpenLazy(filepath.Join(p.dir, viewsFile), viewsKind)
	if err != nil {
		return err
	}
	if !f.Has(secDocIDs) {
		return f.Close() // too large to store: the arenas stay
	}
	src := &docSource{f: f}
	names := make([]string, 0, len(p.ns))
	for name := range p.ns {
		names = append(names, name)
	}
	slices.Sort(names) // the views file's order
	lo := 0
	for _, name := range names {
		lo += len(p.ns[name].seqs)
	}
	src.n = lo
	if _, _, ok := src.records(); !ok {
		f.Close()
		return src.err
	}
	lo = 0
	for _, name := range names {
		v := p.ns[name]
		v.docs = evDocs{src: src, lo: lo, nBase: len(v.seqs), store: true}
		lo += len(v.seqs)
	}
	p.docsFile, p.docSrc = f, src
	return nil
}
