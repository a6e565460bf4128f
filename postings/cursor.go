package postings

import (
	"fmt"
	"sort"
)

// noMore is the doc ordinal of an exhausted cursor.
const noMore = ^uint32(0)

// cursor iterates one term's postings in one segment, decoding a block of
// 128 at a time and skipping whole blocks through the skip table. It also
// answers shallow block-max queries without decoding. Not safe for
// concurrent use; a search builds its own.
type cursor struct {
	s        *segment
	idx      int     // position of the term in the query
	w        float64 // idf weight
	df       int
	maxScore float64

	lasts []uint32  // last ordinal of each block
	offs  []int     // offset of each block in s.post
	bmax  []float64 // best score of each block

	blk, n, pos int
	docs        [blockSize]uint32
	tfs         [blockSize]uint32
	doc         uint32
	shallow     int
	blockEnd    int // offset just past the loaded block
	err         error
}

// openCursor reads a term's header and skip table at off and positions the
// cursor on its first posting.
func openCursor(s *segment, off int, idx int, w float64, sc *scorer) (*cursor, error) {
	c := &cursor{s: s, idx: idx, w: w, blk: -1}
	r := rd{b: s.post, p: off, part: "postings"}
	df := r.uvarint()
	if r.err == nil && (df == 0 || df > uint64(s.numDocs)) {
		r.fail(fmt.Sprintf("df %d not in [1,%d]", df, s.numDocs))
	}
	var f [maxFrontier]impact
	c.maxScore = sc.maxScore(w, r.frontier(f[:0]))
	if r.err != nil {
		return nil, r.err
	}
	c.df = int(df)
	if err := c.readSkips(&r, sc, c.maxScore); err != nil {
		return nil, err
	}
	if err := c.load(0); err != nil {
		return nil, err
	}
	return c, nil
}

// readSkips fills lasts/offs/bmax; a single-block term has no skip table.
func (c *cursor) readSkips(r *rd, sc *scorer, termMax float64) error {
	nb := (c.df + blockSize - 1) / blockSize
	if nb == 1 {
		c.offs, c.bmax = []int{r.p}, []float64{termMax}
		c.lasts = []uint32{noMore} // fixed by the first load
		return nil
	}
	skip := rd{b: r.bytes(r.uvarint()), part: "postings skip table"}
	if r.err != nil {
		return r.err
	}
	c.lasts, c.offs, c.bmax = make([]uint32, nb), make([]int, nb+1), make([]float64, nb)
	c.offs[0] = r.p
	var last uint32
	var f [maxFrontier]impact
	for b := 0; b < nb && skip.err == nil; b++ {
		d, blen := skip.u32v(), skip.uvarint()
		if skip.err == nil && ((b > 0 && d == 0) || uint64(last)+uint64(d) >= uint64(c.s.numDocs) || blen > uint64(len(c.s.post)-c.offs[b])) {
			skip.fail(fmt.Sprintf("block %d out of range", b))
		}
		last += d
		c.lasts[b], c.offs[b+1] = last, c.offs[b]+int(blen)
		c.bmax[b] = sc.maxScore(c.w, skip.frontier(f[:0]))
	}
	return skip.err
}

// load decodes block b and positions on its first posting.
func (c *cursor) load(b int) error {
	n := min(blockSize, c.df-b*blockSize)
	end := len(c.s.post)
	if len(c.offs) > b+1 {
		end = c.offs[b+1]
	}
	r := rd{b: c.s.post[:end], p: c.offs[b], part: "postings block"}
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
	return c.bmax[c.shallow], c.lasts[c.shallow]
}
