package postings

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// model is the slow, obvious reference: live docs and their texts.
type model struct {
	opts  Options
	terms map[uint32][]string
}

func newModel(opts Options) *model {
	_ = opts.normalize()
	return &model{opts: opts, terms: map[uint32][]string{}}
}

func (m *model) add(doc uint32, text string) { m.terms[doc] = Analyze(m.opts.Analyzer, text) }
func (m *model) del(doc uint32)              { delete(m.terms, doc) }

// search scores every live doc exhaustively with the documented statistics.
func (m *model) search(q string, k int, filter *roaring.Bitmap, all bool) []Hit {
	qt := queryTerms(m.opts.Analyzer, q)
	var st stats
	df := make([]uint64, len(qt))
	for _, ts := range m.terms {
		st.n++
		st.sumLen += uint64(decodeNorm(encodeNorm(uint32(len(ts)))))
		for i, t := range qt {
			if contains(ts, t) {
				df[i]++
			}
		}
	}
	sc := newScorer(m.opts.K1, m.opts.B, st)
	var hits []Hit
	for d, ts := range m.terms {
		if filter != nil && !filter.Contains(d) {
			continue
		}
		h := Hit{Doc: d}
		nb := encodeNorm(uint32(len(ts)))
		for i, t := range qt {
			tf := count(ts, t)
			if tf > 0 {
				h.Score += sc.score(idf(st.n, df[i]), tf, nb)
				h.Matched++
				h.Terms |= termBit(i)
			}
		}
		if h.Matched > 0 && (!all || h.Matched == len(qt)) {
			hits = append(hits, h)
		}
	}
	sort.Slice(hits, func(i, j int) bool { return better(hits[i], hits[j]) })
	if len(hits) > k {
		hits = hits[:k]
	}
	return hits
}

func contains(ts []string, t string) bool { return count(ts, t) > 0 }

func count(ts []string, t string) uint32 {
	n := uint32(0)
	for _, x := range ts {
		if x == t {
			n++
		}
	}
	return n
}

// sameHits requires identical docs, scores within 1e-9 and equal Matched
// and Terms.
func sameHits(got, want []Hit) error {
	if len(got) != len(want) {
		return fmt.Errorf("len %d, want %d\n got %v\nwant %v", len(got), len(want), got, want)
	}
	for i := range got {
		g, w := got[i], want[i]
		if g.Doc != w.Doc || math.Abs(g.Score-w.Score) > 1e-9 || g.Matched != w.Matched || g.Terms != w.Terms {
			return fmt.Errorf("rank %d: got %+v, want %+v", i, g, w)
		}
	}
	return nil
}

// withoutTerms clears Hit.Terms, which the committed fixtures and golden
// files predate (the oracle tests check it).
func withoutTerms(hs []Hit) []Hit {
	for i := range hs {
		hs[i].Terms = 0
	}
	return hs
}

// corpus generates Zipf-distributed texts over a small vocabulary so that
// queries hit many docs and ties are common.
type corpus struct {
	r     *rand.Rand
	vocab []string
	zipf  *rand.Zipf
}

func newCorpus(seed int64, vocab int) *corpus {
	r := rand.New(rand.NewSource(seed))
	c := &corpus{r: r, zipf: rand.NewZipf(r, 1.1, 2, uint64(vocab-1))}
	for i := 0; i < vocab; i++ {
		c.vocab = append(c.vocab, fmt.Sprintf("w%dx", i))
	}
	return c
}

func (c *corpus) text(maxLen int) string {
	n := 1 + c.r.Intn(maxLen)
	ws := make([]string, n)
	for i := range ws {
		ws[i] = c.vocab[c.zipf.Uint64()]
	}
	return strings.Join(ws, " ")
}

func (c *corpus) query() string {
	n := 1 + c.r.Intn(5)
	ws := make([]string, n)
	for i := range ws {
		if c.r.Intn(4) == 0 {
			ws[i] = c.vocab[c.r.Intn(len(c.vocab))]
		} else {
			ws[i] = c.vocab[c.zipf.Uint64()]
		}
	}
	return strings.Join(ws, " ")
}

func (c *corpus) filter(maxDoc uint32) *roaring.Bitmap {
	if c.r.Intn(3) == 0 {
		return nil
	}
	f := roaring.New()
	p := []float64{0.01, 0.1, 0.5, 0.9}[c.r.Intn(4)]
	for d := uint32(0); d <= maxDoc; d++ {
		if c.r.Float64() < p {
			f.Add(d)
		}
	}
	return f
}

func TestSearchMatchesOracleBuffer(t *testing.T) {
	seed := int64(1)
	t.Logf("seed %d", seed)
	c := newCorpus(seed, 200)
	opts := Options{}
	ix, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	m := newModel(opts)
	for d := uint32(0); d < 500; d++ {
		txt := c.text(30)
		if err := ix.Add(d*2, txt); err != nil {
			t.Fatal(err)
		}
		m.add(d*2, txt)
	}
	for i := 0; i < 50; i++ {
		d := uint32(c.r.Intn(1000))
		_ = ix.Delete(d)
		m.del(d)
	}
	for i := 0; i < 200; i++ {
		q, f, k := c.query(), c.filter(1000), 1+c.r.Intn(20)
		got, err := ix.Search(q, k, f)
		if err != nil {
			t.Fatal(err)
		}
		if err := sameHits(got, m.search(q, k, f, false)); err != nil {
			t.Fatalf("seed %d query %q k %d: %v", seed, q, k, err)
		}
	}
}

func TestAddDuplicate(t *testing.T) {
	ix, _ := New(Options{})
	if err := ix.Add(1, "a b"); err != nil {
		t.Fatal(err)
	}
	if err := ix.Add(1, "c"); !errors.Is(err, ErrDuplicate) {
		t.Fatalf("got %v, want ErrDuplicate", err)
	}
	if err := ix.Delete(1, 99); err != nil {
		t.Fatal(err)
	}
	if err := ix.Add(1, "c"); err != nil {
		t.Fatalf("re-add after delete: %v", err)
	}
	if ix.Len() != 1 {
		t.Fatalf("Len %d", ix.Len())
	}
	if _, err := ix.Search("c", -1, nil); !errors.Is(err, ErrInvalid) {
		t.Fatalf("k=-1: %v", err)
	}
}

// TestAddTermsEqualsAdd: indexing analyzed terms gives the same scores as
// indexing the text.
func TestAddTermsEqualsAdd(t *testing.T) {
	opts := Options{Analyzer: AnalyzerOptions{Stopwords: true, Stem: true}, FlushDocs: 7}
	a, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	defer b.Close()
	texts := []string{"Varun prefers the dark theme", "light themes are easier on paper", "Maya's cats prefer warm rooms",
		"themes, themes and more themes", "the train was late", "nothing here", "dark rooms and dark themes"}
	for i, tx := range texts {
		if err := a.Add(uint32(i*3), tx); err != nil {
			t.Fatal(err)
		}
		if err := b.AddTerms(uint32(i*3), Analyze(opts.Analyzer, tx)); err != nil {
			t.Fatal(err)
		}
	}
	for _, q := range []string{"dark theme", "prefer", "rooms themes train"} {
		ha, _ := a.Search(q, 5, nil)
		hb, _ := b.Search(q, 5, nil)
		if len(ha) != len(hb) {
			t.Fatalf("%q: %v vs %v", q, ha, hb)
		}
		for i := range ha {
			if ha[i] != hb[i] {
				t.Fatalf("%q: hit %d %v vs %v", q, i, ha[i], hb[i])
			}
		}
	}
}
