package postings

import (
	"fmt"
	"sort"
	"sync"
)

// noMore is the doc ordinal of an exhausted cursor.
const noMore = ^uint32(0)

// termMeta is the decoded, scorer-independent head of one postings list:
// df, impacts and the skip table. Immutable once built, so segments cache
// it across queries.
type termMeta struct {
	df     int
	termF  []impact // nil for a single block (its exact max is computed on load)
	lasts  []uint32 // last ordinal per block; nil for a single block
	offs   []int    // block start offsets, plus the end (nb+1 entries)
	blockF []impact // per-block impacts, flat
	fIdx   []int32  // block b's impacts are blockF[fIdx[b]:fIdx[b+1]]
}

// readTermMeta decodes the head of the postings list at off.
func readTermMeta(s *segment, off int) (*termMeta, error) {
	r := rd{b: s.post, p: off, part: "postings"}
	df := r.uvarint()
	if r.err == nil && (df == 0 || df > uint64(s.numDocs)) {
		r.fail(fmt.Sprintf("df %d not in [1,%d]", df, s.numDocs))
	}
	m := &termMeta{df: int(df)}
	nb := (m.df + blockSize - 1) / blockSize
	if nb == 1 && r.err == nil {
		m.offs = []int{r.p, len(s.post)}
		return m, nil
	}
	m.termF = r.frontier(nil)
	if r.err != nil {
		return nil, r.err
	}
	skip := rd{b: r.bytes(r.uvarint()), part: "postings skip table"}
	if r.err != nil {
		return nil, r.err
	}
	return m, m.readSkips(&skip, s, nb, r.p)
}

func (m *termMeta) readSkips(skip *rd, s *segment, nb, start int) error {
	m.lasts, m.offs, m.fIdx = make([]uint32, nb), make([]int, nb+1), make([]int32, nb+1)
	m.offs[0] = start
	var last uint32
	for b := 0; b < nb && skip.err == nil; b++ {
		d, blen := skip.u32v(), skip.uvarint()
		if skip.err == nil && ((b > 0 && d == 0) || uint64(last)+uint64(d) >= uint64(s.numDocs) || blen > uint64(len(s.post)-m.offs[b])) {
			skip.fail(fmt.Sprintf("block %d out of range", b))
		}
		last += d
		m.lasts[b], m.offs[b+1] = last, m.offs[b]+int(blen)
		m.blockF = skip.frontier(m.blockF)
		m.fIdx[b+1] = int32(len(m.blockF))
	}
	return skip.err
}

// cursor iterates one term's postings in one segment, decoding a block of
// 128 at a time and skipping whole blocks through the skip table. It also
// answers shallow block-max queries without decoding. Not safe for
// concurrent use; a search builds its own.
type cursor struct {
	s        *segment
	m        *termMeta
	sc       *scorer
	idx      int     // position of the term in the query
	w        float64 // idf weight
	df       int
	maxScore float64 // bound of the postings in the range being scored
	listMax  float64 // bound of the whole list
	span     int     // postings in the range being scored, at most

	lasts []uint32  // m.lasts, or one[:] for a single block
	one   [1]uint32 // last ordinal of a single-block list
	bmax  []float64 // block maxima, computed on first use (0 = not yet)

	blk, n, pos int
	docs        [blockSize]uint32
	tfs         [blockSize]uint32
	doc         uint32
	shallow     int
	blockEnd    int // offset just past the loaded block
	err         error
}

// openCursor reads a term's head at off and opens a cursor on it.
func openCursor(s *segment, off int, idx int, w float64, sc *scorer) (*cursor, error) {
	m, err := readTermMeta(s, off)
	if err != nil {
		return nil, err
	}
	return newCursor(s, m, idx, w, sc)
}

// newCursor positions a cursor on the first posting of m's list.
func newCursor(s *segment, m *termMeta, idx int, w float64, sc *scorer) (*cursor, error) {
	return newCursorAt(s, m, idx, w, sc, 0)
}

// newCursorAt positions a cursor on the first posting of m's list at or
// after ordinal lo, decoding only the block that holds it.
func newCursorAt(s *segment, m *termMeta, idx int, w float64, sc *scorer, lo uint32) (*cursor, error) {
	c := cursorPool.Get().(*cursor)
	bmax := c.bmax
	*c = cursor{s: s, m: m, sc: sc, idx: idx, w: w, blk: -1, df: m.df, lasts: m.lasts}
	if c.lasts == nil {
		c.one[0] = noMore // fixed by the first load
		c.lasts = c.one[:]
	}
	if cap(bmax) < len(c.lasts) {
		bmax = make([]float64, len(c.lasts))
	}
	c.bmax = bmax[:len(c.lasts)]
	clear(c.bmax)
	if m.termF == nil {
		if err := c.load(0); err != nil {
			return nil, err
		}
		c.listMax = c.loadedMax()
	} else {
		c.listMax = sc.maxScore(w, m.termF)
		b := sort.Search(len(c.lasts), func(i int) bool { return c.lasts[i] >= lo })
		if b == len(c.lasts) {
			c.doc, c.shallow = noMore, b
		} else if err := c.load(b); err != nil {
			return nil, err
		} else {
			c.shallow = b
		}
	}
	c.maxScore, c.span = c.listMax, c.df
	c.advance(lo)
	return c, nil
}

// restrict sets the cursor's bound and size for the range [lo, hi): with
// tight, the largest block maximum of the blocks that meet the range,
// else the list's. Tight bounds cost a look at those blocks' impacts.
func (c *cursor) restrict(lo, hi uint32, tight bool) {
	c.maxScore, c.span = c.listMax, c.df
	if !tight || c.m.lasts == nil {
		return
	}
	best, n := 0.0, 0
	b := sort.Search(len(c.lasts), func(i int) bool { return c.lasts[i] >= lo })
	for ; b < len(c.lasts) && (b == 0 || c.lasts[b-1]+1 < hi); b++ {
		best = max(best, c.blockMax(b))
		n++
	}
	c.maxScore, c.span = best, min(c.df, n*blockSize)
}

// loadedMax is the exact best score of the loaded block.
func (c *cursor) loadedMax() float64 {
	best := 0.0
	for i := 0; i < c.n; i++ {
		best = max(best, c.sc.score(c.w, c.tfs[i], c.s.norms[c.docs[i]]))
	}
	return best
}

// cursorPool recycles cursors (each holds two decoded 128-entry blocks).
// A search returns its cursors through plan.release.
var cursorPool = sync.Pool{New: func() any { return new(cursor) }}

// blockMax returns the best score block b can give, computing it once.
func (c *cursor) blockMax(b int) float64 {
	if v := c.bmax[b]; v != 0 {
		return v
	}
	v := c.listMax
	if c.m.fIdx != nil {
		v = c.sc.maxScore(c.w, c.m.blockF[c.m.fIdx[b]:c.m.fIdx[b+1]])
	}
	c.bmax[b] = v
	return v
}

// load decodes block b and positions on its first posting.
func (c *cursor) load(b int) error {
	n := min(blockSize, c.df-b*blockSize)
	r := rd{b: c.s.post[:c.m.offs[b+1]], p: c.m.offs[b], part: "postings block"}
	dw, tw := uint(r.byte1()), uint(r.byte1())
	if r.err == nil && (dw > 32 || tw > 32) {
		r.fail(fmt.Sprintf("bit widths %d/%d", dw, tw))
	}
	gaps := r.bytes(uint64(packedLen(n, dw)))
	tfb := r.bytes(uint64(packedLen(n, tw)))
	if r.err != nil {
		return c.fail(r.err)
	}
	c.blockEnd = r.p
	unpack(gaps, c.docs[:n], dw)
	unpack(tfb, c.tfs[:n], tw)
	return c.finishLoad(b, n)
}

// finishLoad turns gaps into ordinals and checks them against the skip table.
func (c *cursor) finishLoad(b, n int) error {
	next := uint64(0)
	if b > 0 {
		next = uint64(c.lasts[b-1]) + 1
	}
	for i := 0; i < n; i++ {
		next += uint64(c.docs[i])
		if next >= uint64(c.s.numDocs) || c.tfs[i] == ^uint32(0) {
			return c.fail(corruptf("postings block", "block %d posting %d out of range", b, i))
		}
		c.docs[i] = uint32(next)
		c.tfs[i]++
		next++
	}
	if len(c.lasts) == 1 {
		c.lasts[0] = c.docs[n-1]
	} else if c.docs[n-1] != c.lasts[b] {
		return c.fail(corruptf("postings block", "block %d ends at %d, skip table says %d", b, c.docs[n-1], c.lasts[b]))
	}
	c.blk, c.n, c.pos, c.doc = b, n, 0, c.docs[0]
	return nil
}

func (c *cursor) fail(err error) error {
	c.err, c.doc = err, noMore
	return err
}

// tf is the term frequency at the current posting.
func (c *cursor) tf() uint32 { return c.tfs[c.pos] }

// next moves to the following posting.
func (c *cursor) next() {
	if c.doc == noMore {
		return
	}
	c.pos++
	if c.pos < c.n {
		c.doc = c.docs[c.pos]
		return
	}
	if c.blk+1 >= len(c.lasts) {
		c.doc = noMore
		return
	}
	_ = c.load(c.blk + 1)
}

// advance moves to the first posting >= t.
func (c *cursor) advance(t uint32) {
	if c.doc >= t {
		return
	}
	if t > c.lasts[c.blk] {
		lo := c.blk + 1
		b := lo + sort.Search(len(c.lasts)-lo, func(i int) bool { return c.lasts[lo+i] >= t })
		if b >= len(c.lasts) {
			c.doc = noMore
			return
		}
		if c.load(b) != nil {
			return
		}
	}
	for c.docs[c.pos] < t {
		c.pos++
	}
	c.doc = c.docs[c.pos]
}

// blockBound returns the max score of the block that would hold t and that
// block's last ordinal, without decoding; (0, noMore) past the end.
func (c *cursor) blockBound(t uint32) (float64, uint32) {
	if c.shallow > 0 && c.lasts[c.shallow-1] >= t {
		c.shallow = 0
	}
	for c.shallow < len(c.lasts) && c.lasts[c.shallow] < t {
		c.shallow++
	}
	if c.shallow >= len(c.lasts) {
		return 0, noMore
	}
	return c.blockMax(c.shallow), c.lasts[c.shallow]
}
