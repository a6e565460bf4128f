package engine

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/postings"
)

// A capsule id names what Feedback must check without the engine keeping
// any record of the capsules it issued: it encodes the revision and the
// ledger seqs of every item, so any process sharing the ledger (another
// server, the CLI run after a recall) can validate a feedback against it,
// and a rebuild of the projections yields the same ids. The alternatives
// were worse: a bounded record of issued capsules is lost across processes
// and restarts; recompiling the capsule from its request at its revision
// is not possible once later writes changed BM25 statistics.
//
//	"cap1_" base64url( payload | check )
//	payload = version (2) | uvarint revision | query digest (4 bytes, the
//	          first of sha256(query)) | uvarint cue count | per cue:
//	          uvarint length | bytes | uvarint item count | per item:
//	          kind (0 episode, 1 claim) | uvarint n | n uvarint seqs
//	          (claim: its seq; episode or span: its turns' evidence seqs)
//	check   = first 8 bytes of sha256(namespace | 0 | payload)
//
// The cues are the query's analyzed terms (distinct, in order, at most
// maxCues of at most maxCueBytes each): a feedback against the capsule is
// an experience of what was useful for those terms (experience.go), which
// a later recall with similar terms draws on. Version 1 ids (no cues)
// still decode, as experiences without cues.
//
// The check catches ids that were mangled or belong to another namespace;
// it is not a secret. A principal that may write the namespace could forge
// an id naming any of its items: no worse than what it may write already.
const capsuleIDPrefix = "cap1_"

const capsuleIDVersion = 2

// Bounds of a capsule id's cues.
const (
	maxCues     = 16
	maxCueBytes = 64
)

// maxCapsuleIDBytes bounds a decoded id (a capsule holds tens of items).
const maxCapsuleIDBytes = 64 << 10

var errBadCapsuleID = errors.New("not a capsule id of this namespace (malformed, or compiled for another namespace)")

// capsuleRef is a decoded capsule id.
type capsuleRef struct {
	revision int64
	query    [4]byte
	cues     []string
	items    []itemRef
}

// itemRef is one capsule item by ledger seqs; a zero seq is an item whose
// id no longer resolved when the capsule was identified (purged meanwhile).
type itemRef struct {
	claim bool
	seqs  []uint32
}

func encodeCapsuleID(ns string, r capsuleRef) string {
	b := []byte{capsuleIDVersion}
	b = binary.AppendUvarint(b, uint64(r.revision))
	b = append(b, r.query[:]...)
	b = binary.AppendUvarint(b, uint64(len(r.cues)))
	for _, c := range r.cues {
		b = binary.AppendUvarint(b, uint64(len(c)))
		b = append(b, c...)
	}
	b = binary.AppendUvarint(b, uint64(len(r.items)))
	for _, it := range r.items {
		kind := byte(0)
		if it.claim {
			kind = 1
		}
		b = append(b, kind)
		b = binary.AppendUvarint(b, uint64(len(it.seqs)))
		for _, s := range it.seqs {
			b = binary.AppendUvarint(b, uint64(s))
		}
	}
	sum := capsuleCheck(ns, b)
	return capsuleIDPrefix + base64.RawURLEncoding.EncodeToString(append(b, sum[:]...))
}

func capsuleCheck(ns string, payload []byte) [8]byte {
	h := sha256.New()
	h.Write([]byte(ns))
	h.Write([]byte{0})
	h.Write(payload)
	var out [8]byte
	copy(out[:], h.Sum(nil))
	return out
}

// decodeCapsuleID parses id for namespace ns; any defect is errBadCapsuleID.
func decodeCapsuleID(ns, id string) (capsuleRef, error) {
	enc, ok := strings.CutPrefix(id, capsuleIDPrefix)
	if !ok || base64.RawURLEncoding.DecodedLen(len(enc)) > maxCapsuleIDBytes {
		return capsuleRef{}, errBadCapsuleID
	}
	raw, err := base64.RawURLEncoding.DecodeString(enc)
	if err != nil || len(raw) < 1+1+4+1+8 {
		return capsuleRef{}, errBadCapsuleID
	}
	payload, check := raw[:len(raw)-8], raw[len(raw)-8:]
	if sum := capsuleCheck(ns, payload); string(sum[:]) != string(check) || payload[0] < 1 || payload[0] > capsuleIDVersion {
		return capsuleRef{}, errBadCapsuleID
	}
	d := uvarintReader{b: payload[1:]}
	var r capsuleRef
	r.revision = int64(d.next(1 << 62))
	if len(d.b) < 4 {
		return capsuleRef{}, errBadCapsuleID
	}
	copy(r.query[:], d.b[:4])
	d.b = d.b[4:]
	if payload[0] >= 2 {
		nc := d.next(maxCues)
		for i := uint64(0); i < nc && d.err == nil; i++ {
			l := d.next(maxCueBytes)
			if d.err != nil || uint64(len(d.b)) < l || l == 0 {
				return capsuleRef{}, errBadCapsuleID
			}
			r.cues = append(r.cues, string(d.b[:l]))
			d.b = d.b[l:]
		}
	}
	n := d.next(uint64(len(d.b)))
	for i := uint64(0); i < n && d.err == nil; i++ {
		if len(d.b) == 0 || d.b[0] > 1 {
			return capsuleRef{}, errBadCapsuleID
		}
		it := itemRef{claim: d.b[0] == 1}
		d.b = d.b[1:]
		m := d.next(uint64(len(d.b)))
		if it.claim && m != 1 || m == 0 {
			return capsuleRef{}, errBadCapsuleID
		}
		for j := uint64(0); j < m && d.err == nil; j++ {
			it.seqs = append(it.seqs, uint32(d.next(1<<32-1)))
		}
		r.items = append(r.items, it)
	}
	if d.err != nil || len(d.b) != 0 {
		return capsuleRef{}, errBadCapsuleID
	}
	return r, nil
}

// uvarintReader reads bounded uvarints, remembering the first defect.
type uvarintReader struct {
	b   []byte
	err error
}

func (d *uvarintReader) next(max uint64) uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if n <= 0 || v > max {
		d.err = errBadCapsuleID
		return 0
	}
	d.b = d.b[n:]
	return v
}

// revision is the journal position a recall starting now compiles at: the
// entry a following engine's projections reflect, or the ledger's journal
// head for an engine that owns its ledger (it applies every write before
// acknowledging it).
func (e *Engine) revision(ctx context.Context) (int64, error) {
	if e.opts.Follow {
		return e.seen.Load(), nil
	}
	head, err := e.led.JournalHead(ctx)
	if err != nil {
		return 0, fmt.Errorf("capsule revision: %w", err)
	}
	return head, nil
}

// identify sets c's revision and capsule id: its items by the ledger seqs
// the current projections hold for their ids.
func (e *Engine) identify(c *capsule.Capsule, query string, rev int64) {
	r := capsuleRef{revision: rev, cues: queryCues(query), items: make([]itemRef, len(c.Items))}
	q := sha256.Sum256([]byte(query))
	copy(r.query[:], q[:4])
	e.mu.RLock()
	p := e.proj
	p.idMu.RLock()
	for i := range c.Items {
		it := &c.Items[i]
		if it.Kind == capsule.KindClaim {
			s, _ := p.clSeq.get(it.ID)
			r.items[i] = itemRef{claim: true, seqs: []uint32{s}}
			continue
		}
		seqs := make([]uint32, len(it.EvidenceIDs))
		for j, id := range it.EvidenceIDs {
			seqs[j], _ = p.idSeq.get(id)
		}
		r.items[i] = itemRef{seqs: seqs}
	}
	p.idMu.RUnlock()
	e.mu.RUnlock()
	c.Revision, c.CapsuleID = rev, encodeCapsuleID(c.Namespace, r)
}

// queryCues are the cues a capsule id carries for query: its distinct
// analyzed terms in order, at most maxCues, each at most maxCueBytes
// (longer terms are left out: no prefix of a term is a cue).
func queryCues(query string) []string {
	var out []string
	for _, t := range postings.Analyze(analyzer, query) {
		if len(out) == maxCues {
			break
		}
		if len(t) <= maxCueBytes && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}
