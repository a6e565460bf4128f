package recall

import (
	"context"
	"fmt"
	"iter"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
)

var testAnalyzer = postings.AnalyzerOptions{Stopwords: true, Stem: true}

// memSnapshot is an in-memory Snapshot of one namespace for tests:
// evidence appended in seq order, claims, BM25 over both and an entity
// table. It has no windows; its dense ranking is given (dense).
type memSnapshot struct {
	ns       string
	tl       Timeline
	recorded []int64
	ev       map[uint32]*ledger.Evidence
	ids      map[string]uint32
	claims   []ledger.Claim
	lex, cl  *postings.Index
	clSeqs   *roaring.Bitmap
	ents     *memEntities
	// leak, when set, is returned by Evidence in place of the first row:
	// a snapshot that breaks namespace isolation.
	leak *ledger.Evidence
	// dense, when set, is what SearchDense returns (inside the filter):
	// a stand-in for an encoder's ranking.
	dense []DenseHit
}

func newMemSnapshot(t testing.TB, ns string) *memSnapshot {
	t.Helper()
	m := &memSnapshot{ns: ns, ev: make(map[uint32]*ledger.Evidence), ids: make(map[string]uint32),
		clSeqs: roaring.New(), ents: &memEntities{canon: map[string]string{}, ev: map[string][]uint32{}}}
	var err error
	if m.lex, err = postings.New(postings.Options{Analyzer: testAnalyzer}); err != nil {
		t.Fatal(err)
	}
	if m.cl, err = postings.New(postings.Options{Analyzer: testAnalyzer}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.lex.Close(); m.cl.Close() })
	return m
}

// add appends evidence occurred at at, linked to the named entities, and
// returns its seq.
func (m *memSnapshot) add(t testing.TB, text string, at time.Time, entities ...string) uint32 {
	t.Helper()
	seq := uint32(len(m.tl.Seqs) + 1)
	ev := &ledger.Evidence{Seq: seq, ID: fmt.Sprintf("ev_%04d", seq), Namespace: m.ns, Kind: "turn",
		Content: text, OccurredAt: at.UTC(), RecordedAt: at.UTC()}
	if err := m.lex.Add(seq, text); err != nil {
		t.Fatal(err)
	}
	m.ev[seq], m.ids[ev.ID] = ev, seq
	m.tl.Seqs = append(m.tl.Seqs, seq)
	m.tl.Occurred = append(m.tl.Occurred, ev.OccurredAt.UnixNano())
	m.recorded = append(m.recorded, ev.RecordedAt.UnixNano())
	for _, name := range entities {
		m.ents.canon[strings.ToLower(name)] = name
		m.ents.ev[name] = append(m.ents.ev[name], seq)
	}
	return seq
}

// addClaim stores c (seq and id assigned) and returns its id.
func (m *memSnapshot) addClaim(t testing.TB, c ledger.Claim) string {
	t.Helper()
	c.Seq = uint32(len(m.claims) + 1)
	c.ID, c.Namespace = fmt.Sprintf("cl_%04d", c.Seq), m.ns
	if err := m.cl.Add(c.Seq, ClaimText(c)); err != nil {
		t.Fatal(err)
	}
	m.clSeqs.Add(c.Seq)
	m.claims = ledger.ComputeClaimStates(append(m.claims, c), time.Time{})
	return c.ID
}

func (m *memSnapshot) Timeline() Timeline { return m.tl }

func (m *memSnapshot) Visible(knownAt, asOf time.Time) *roaring.Bitmap {
	out := roaring.New()
	for i, s := range m.tl.Seqs {
		if (knownAt.IsZero() || m.recorded[i] <= knownAt.UnixNano()) && (asOf.IsZero() || m.tl.Occurred[i] <= asOf.UnixNano()) {
			out.Add(s)
		}
	}
	return out
}

func (m *memSnapshot) Analyzer() postings.AnalyzerOptions { return testAnalyzer }

func (m *memSnapshot) SearchEvidence(text string, k int, filter *roaring.Bitmap) ([]postings.Hit, error) {
	return m.lex.Search(text, k, filter)
}

func (m *memSnapshot) SearchClaims(text string, k int) ([]postings.Hit, error) {
	return m.cl.Search(text, k, m.clSeqs)
}

func (m *memSnapshot) SearchWindows(string, int) ([]WindowHit, error) { return nil, nil }

func (m *memSnapshot) SearchDense(_ context.Context, _ string, k int, filter *roaring.Bitmap) ([]DenseHit, error) {
	var out []DenseHit
	for _, h := range m.dense {
		if filter.Contains(h.Seq) && len(out) < k {
			out = append(out, h)
		}
	}
	return out, nil
}

func (m *memSnapshot) Evidence(_ context.Context, seqs []uint32) ([]*ledger.Evidence, []int, error) {
	var out []*ledger.Evidence
	for _, s := range seqs {
		if ev, ok := m.ev[s]; ok {
			out = append(out, ev)
		}
	}
	if m.leak != nil && len(out) > 0 {
		out[0] = m.leak
	}
	return out, make([]int, len(out)), nil
}

func (m *memSnapshot) SeqsOf(ids []string) []uint32 {
	var out []uint32
	for _, id := range ids {
		if s, ok := m.ids[id]; ok {
			out = append(out, s)
		}
	}
	return out
}

func (m *memSnapshot) ClaimsBySeq(_ context.Context, seqs []uint32) ([]ledger.Claim, error) {
	var out []ledger.Claim
	for _, s := range seqs {
		if i := int(s) - 1; i >= 0 && i < len(m.claims) {
			out = append(out, m.claims[i])
		}
	}
	return out, nil
}

func (m *memSnapshot) ClaimsFor(_ context.Context, subject, predicate string) ([]ledger.Claim, error) {
	var out []ledger.Claim
	for _, c := range m.claims {
		if strings.EqualFold(c.Subject, subject) && (predicate == "" || strings.EqualFold(c.Predicate, predicate)) {
			out = append(out, c)
		}
	}
	return out, nil
}

func (m *memSnapshot) Entities(context.Context) (Entities, error) { return m.ents, nil }

type memEntities struct {
	canon map[string]string   // lowercased name -> canonical
	ev    map[string][]uint32 // canonical -> seqs, ascending
}

func (e *memEntities) Lookup(phrase string) (string, bool) {
	c, ok := e.canon[strings.ToLower(phrase)]
	return c, ok
}

func (e *memEntities) Evidence(name string) []uint32 { return e.ev[name] }

func (e *memEntities) All() iter.Seq2[string, []uint32] {
	return func(yield func(string, []uint32) bool) {
		names := make([]string, 0, len(e.ev))
		for n := range e.ev {
			names = append(names, n)
		}
		slices.Sort(names)
		for _, n := range names {
			if !yield(n, e.ev[n]) {
				return
			}
		}
	}
}
