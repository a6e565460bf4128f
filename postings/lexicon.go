package postings

// lexicon is the writer's term dictionary and analyzer cache, kept across
// write buffers (flushes) until it passes lexiconMaxBytes.
//
// Indexing analyzes every token of every document; most tokens were seen
// before. For ASCII text the lexicon tokenizes and lowercases in one pass
// over the bytes and looks the lowercased token up in raw, which gives the
// term id the full analyzer (apostrophes, stopwords, stemming) produced
// the first time, so a repeated token costs one hash probe and no
// allocation. Other text takes the full analyzer (forEachTerm) and interns
// its terms. Both paths give exactly Analyze's terms: for ASCII, case
// folding is lowercasing and NFKC is the identity, and finishToken is a
// function of the lowercased token.
//
// loc maps a term id to its local id in a write buffer, stamped with the
// buffer's generation so a new buffer starts empty without clearing it.
// There are two maps, used by alternate generations: while a full buffer
// is being flushed in the background (and searched), the next buffer
// fills the other map. Only the writer changes a lexicon (under Index.mu's
// write lock); searches of the buffers only read it, under the read lock.
// A background flush reads only the term bytes a buffer saw (termView),
// which appends never move or change.
type lexicon struct {
	opts    AnalyzerOptions
	terms   *termTable  // analyzed term -> term id
	raw     *termTable  // lowercased ASCII token -> raw id
	rawTerm []uint32    // term id per raw id; noTerm when the analyzer drops the token
	loc     [2][]uint64 // per term id: generation<<32 | local id; loc[gen&1] for generation gen
	gen     uint32      // generation of the newest buffer
	tok     []byte      // scratch for the token being read
}

// noTerm marks a token the analyzer drops (a stopword, or nothing left).
const noTerm = ^uint32(0)

// lexiconMaxBytes bounds a lexicon; past it the next buffer starts a new
// one (its terms are then re-analyzed once). The 1M-line scale corpus
// needs 13 MB.
var lexiconMaxBytes = 64 << 20

func newLexicon(opts AnalyzerOptions) *lexicon {
	return &lexicon{opts: opts, terms: newTermTable(1 << 12), raw: newTermTable(1 << 12), gen: 1}
}

// bytes estimates the lexicon's memory.
func (x *lexicon) bytes() int {
	return x.terms.bytes() + x.raw.bytes() + 4*len(x.rawTerm) + 8*(len(x.loc[0])+len(x.loc[1]))
}

// asciiClass[c] is c lowercased for ASCII letters and digits, 0 otherwise.
var asciiClass = func() (t [256]byte) {
	for c := '0'; c <= '9'; c++ {
		t[c] = byte(c)
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = byte(c), byte(c)
	}
	return t
}()

// appendTermIDs appends the term ids of text (Analyze's terms, in order)
// to dst.
func (x *lexicon) appendTermIDs(dst []uint32, text string) []uint32 {
	base := len(dst)
	tok := x.tok[:0]
	n := len(text)
	for i := 0; i < n; {
		c := text[i]
		if c >= 0x80 {
			x.tok = tok
			return x.appendSlow(dst[:base], text)
		}
		if asciiClass[c] == 0 {
			i++
			continue
		}
		tok = tok[:0]
		start := i
		for i < n {
			c := text[i]
			if l := asciiClass[c]; l != 0 {
				tok = append(tok, l)
				i++
			} else if c == '\'' && i+1 < n && asciiClass[text[i+1]] != 0 {
				tok = append(tok, c)
				i++
			} else {
				break
			}
		}
		if i-start > maxTokenBytes {
			continue
		}
		if id := x.rawID(tok); id != noTerm {
			dst = append(dst, id)
		}
	}
	x.tok = tok
	return dst
}

// rawID returns the term id of a lowercased ASCII token, analyzing it on
// first sight.
func (x *lexicon) rawID(tok []byte) uint32 {
	id, h, slot, ok := x.raw.find(tok)
	if ok {
		return x.rawTerm[id]
	}
	term := noTerm
	if t, keep := analyzeToken(x.opts, string(tok), stemUncached); keep {
		term = x.internString(t)
	}
	insertAt(x.raw, slot, h, tok)
	x.rawTerm = append(x.rawTerm, term)
	return term
}

// appendSlow runs the full analyzer (non-ASCII text).
func (x *lexicon) appendSlow(dst []uint32, text string) []uint32 {
	forEachTerm(x.opts, text, func(t string) { dst = append(dst, x.internString(t)) })
	return dst
}

func (x *lexicon) internString(t string) uint32 {
	id, h, slot, ok := x.terms.findString(t)
	if ok {
		return id
	}
	return insertAt(x.terms, slot, h, t)
}

// term returns the bytes of term id.
func (x *lexicon) term(id uint32) []byte { return x.terms.key(id) }

// lookup returns the term id of an analyzed term.
func (x *lexicon) lookup(t string) (uint32, bool) {
	id, _, _, ok := x.terms.findString(t)
	return id, ok
}

// local returns term id's local id in the buffer of generation gen.
func (x *lexicon) local(id, gen uint32) (uint32, bool) {
	if loc := x.loc[gen&1]; int(id) < len(loc) && uint32(loc[id]>>32) == gen {
		return uint32(loc[id]), true
	}
	return 0, false
}

// setLocal records term id's local id in the buffer of generation gen.
func (x *lexicon) setLocal(id, gen, local uint32) {
	loc := &x.loc[gen&1]
	for int(id) >= len(*loc) {
		*loc = append(*loc, 0)
	}
	(*loc)[id] = uint64(gen)<<32 | uint64(local)
}

// termView is the term bytes of a lexicon as of one moment: ids below
// len(off)-1. The lexicon only appends to the arrays it views, so a view
// stays valid, and safe to read without a lock, while the writer adds
// terms.
type termView struct {
	keys []byte
	off  []uint32
}

func (x *lexicon) view() termView { return termView{x.terms.keys, x.terms.off} }

func (v termView) term(id uint32) []byte { return v.keys[v.off[id]:v.off[id+1]:v.off[id+1]] }

// next returns the lexicon for the next write buffer and its generation:
// this one, or a new one once this one is too big.
func (x *lexicon) next() (*lexicon, uint32) {
	if x.bytes() > lexiconMaxBytes || x.gen == ^uint32(0) {
		return newLexicon(x.opts), 1
	}
	x.gen++
	return x, x.gen
}
