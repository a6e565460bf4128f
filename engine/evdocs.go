package engine

import (
	"bytes"
	"fmt"
	"log/slog"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/evicortex/evicortex/engine/internal/projfile"
	"github.com/evicortex/evicortex/ledger"
)

// evDocs holds the id, content, speaker and source of a namespace's evidence, position for
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
	buf       []byte   // per tail position: id, content, then who (whoOf)
	ends      []uint64 // per tail position: end of its id, of its content and of its who in buf
}

// whoOf is the stored form of an evidence's role, speaker and source:
// "role\x00speaker\x00source", empty when all are unknown (the ledger
// refuses a NUL in a speaker; the source is last, so one holding a NUL
// still parses). Recall reads the source's family (fuse.SourceFamily).
func whoOf(ev *ledger.Evidence) string {
	if ev.Role == "" && ev.Speaker == "" && ev.Source == "" {
		return ""
	}
	return string(ev.Role) + "\x00" + ev.Speaker + "\x00" + ev.Source
}

// parseWho is whoOf's inverse.
func parseWho(who []byte) (role ledger.Role, speaker, source string) {
	r, rest, ok := bytes.Cut(who, []byte{0})
	if !ok {
		return "", "", ""
	}
	s, src, _ := bytes.Cut(rest, []byte{0})
	return ledger.Role(r), string(s), string(src)
}

// whoSpeaker reports whether who (whoOf) names speaker, case folded,
// without parsing it into strings.
func whoSpeaker(who, speaker []byte) bool {
	_, rest, ok := bytes.Cut(who, []byte{0})
	if !ok {
		return false
	}
	sp, _, _ := bytes.Cut(rest, []byte{0})
	return bytes.EqualFold(sp, speaker)
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
	textEnd := uint64(len(d.buf))
	if id != "" {
		d.buf = append(d.buf, whoOf(&ev)...)
	}
	d.ends = append(d.ends, idEnd, textEnd, uint64(len(d.buf)))
}

// exactNanos reports whether t survives a round trip through UnixNano.
func exactNanos(t time.Time) bool {
	return time.Unix(0, t.UnixNano()).Equal(t)
}

// get returns the id, content and who (whoOf) stored at position i,
// aliasing the arena or the mapped file; ok is false when none is stored.
func (d *evDocs) get(i int) (id, content, who []byte, ok bool) {
	if i < d.nBase {
		r, ok := d.src.records()
		if !ok {
			return nil, nil, nil, false
		}
		id = r.ids.At(d.lo + i)
		return id, r.texts.At(d.lo + i), r.who.At(d.lo + i), len(id) > 0
	}
	k := 3 * (i - d.nBase)
	if k+2 >= len(d.ends) {
		return nil, nil, nil, false
	}
	start := uint64(0)
	if k > 0 {
		start = d.ends[k-1]
	}
	id, content, who = d.buf[start:d.ends[k]], d.buf[d.ends[k]:d.ends[k+1]], d.buf[d.ends[k+1]:d.ends[k+2]]
	return id, content, who, len(id) > 0
}

// docSource is the docs sections of a views file, checked on first use:
// their CRC check reads the evidence's whole text, which Open would
// otherwise pay before the engine serves (the other sections are checked
// as they are loaded, at Open). A check that fails is logged once and the
// ledger serves every row (records reports !ok). Safe for concurrent use;
// the check is I/O, so callers hold no memory lock (doc.go).
type docSource struct {
	f    *projfile.File
	n    int // the evidence count the sections must hold
	log  *slog.Logger
	once sync.Once
	recs docRecords
	err  error
}

// docRecords are the three parallel docs sections.
type docRecords struct{ ids, texts, who *projfile.Records }

func (s *docSource) records() (docRecords, bool) {
	if s == nil {
		return docRecords{}, false
	}
	s.once.Do(func() {
		r := &s.recs
		r.ids, s.err = s.f.Records(secDocIDs)
		if s.err == nil {
			r.texts, s.err = s.f.Records(secDocTexts)
		}
		if s.err == nil {
			r.who, s.err = s.f.Records(secDocWho)
		}
		if s.err == nil && (r.ids.Len() != s.n || r.texts.Len() != s.n || r.who.Len() != s.n) {
			s.err = fmt.Errorf("%w: %d/%d/%d evidence docs for %d evidence", projfile.ErrCorrupt, r.ids.Len(), r.texts.Len(), r.who.Len(), s.n)
		}
		if s.err != nil && s.log != nil {
			s.log.Warn("projections: stored docs not used; recalls read the ledger", "file", viewsFile, "reason", s.err.Error())
		}
	})
	return s.recs, s.err == nil
}

// storedEvidence builds the rows of seqs from the namespace's stored docs
// and times, and returns the seqs it holds no doc for. A row carries what
// a recall reads (recall.Snapshot.Evidence): seq, id, namespace, content,
// speaker, role and both times; its strings are copies, so it outlives the
// mapping.
func (v *nsView) storedEvidence(ns string, seqs []uint32) (rows []ledger.Evidence, rest []uint32) {
	for _, s := range seqs {
		i := position(v.seqs, s)
		if i < 0 {
			rest = append(rest, s)
			continue
		}
		id, content, who, ok := v.docs.get(i)
		if !ok {
			rest = append(rest, s)
			continue
		}
		role, speaker, source := parseWho(who)
		rows = append(rows, ledger.Evidence{
			Seq: s, ID: string(id), Namespace: ns, NamespaceID: v.id, Content: string(content),
			Speaker: speaker, Role: role, Source: source,
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

// appendDocs appends the namespace's docs, n positions, to ids, texts and
// who for a checkpoint (an empty id for a position with none).
func (d *evDocs) appendDocs(ids, texts, who [][]byte, n int) ([][]byte, [][]byte, [][]byte) {
	for i := range n {
		id, content, w, _ := d.get(i)
		ids, texts, who = append(ids, id), append(texts, content), append(who, w)
	}
	return ids, texts, who
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
	if _, ok := src.records(); !ok {
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
