package postings

import (
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"github.com/kljensen/snowball/english"
	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// AnalyzerOptions selects the optional stages of the analyzer. The options
// are recorded in every segment header; an index refuses segments written
// with other options.
type AnalyzerOptions struct {
	Stopwords bool // drop English stopwords (see stopwords below)
	Stem      bool // Snowball English (Porter2) stemming
}

// flags packs the options into the segment header's analyzer byte.
func (o AnalyzerOptions) flags() uint32 {
	var f uint32
	if o.Stopwords {
		f |= 1
	}
	if o.Stem {
		f |= 2
	}
	return f
}

func analyzerFromFlags(f uint32) AnalyzerOptions {
	return AnalyzerOptions{Stopwords: f&1 != 0, Stem: f&2 != 0}
}

// Analyzer is a reusable analyzer. It is safe for concurrent use.
type Analyzer struct{ Opts AnalyzerOptions }

// Analyze returns the terms of text under a's options.
func (a Analyzer) Analyze(text string) []string { return Analyze(a.Opts, text) }

// maxTokenBytes bounds a token; longer runs of letters are dropped as noise
// (base64 blobs, hashes), as Lucene's StandardTokenizer does past 255.
const maxTokenBytes = 255

// Analyze splits text into terms, the same way for documents and queries:
//
//  1. NFKC normalization (skipped for pure ASCII, where it is the identity);
//  2. tokens are maximal runs of letters, digits and combining marks; an
//     apostrophe (' U+2019 U+02BC) joins two such runs; everything else,
//     including '_' and ':', separates ("user:varun prefers_theme" gives
//     user, varun, prefers, theme);
//  3. Unicode case folding;
//  4. a possessive "'s" is dropped ("varun's" -> "varun"), other
//     apostrophes are removed ("don't" -> "dont");
//  5. optional stopword removal, then optional Snowball English stemming
//     (tokens holding a digit are never stemmed).
func Analyze(opts AnalyzerOptions, text string) []string {
	var out []string
	forEachTerm(opts, text, func(t string) { out = append(out, t) })
	return out
}

// forEachTerm calls fn for each term of text without building a slice.
func forEachTerm(opts AnalyzerOptions, text string, fn func(string)) {
	if !isASCII(text) {
		text = norm.NFKC.String(text)
	}
	i := 0
	for i < len(text) {
		start, end := nextToken(text, i)
		if start < 0 {
			return
		}
		i = end
		if end-start > maxTokenBytes {
			continue
		}
		if t, ok := finishToken(opts, text[start:end]); ok {
			fn(t)
		}
	}
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || ('0' <= r && r <= '9')
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

func isApostrophe(r rune) bool { return r == '\'' || r == '\u2019' || r == '\u02bc' }

// nextToken returns the byte span of the next token at or after i, or -1.
func nextToken(s string, i int) (int, int) {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if isWordRune(r) {
			break
		}
		i += n
	}
	if i >= len(s) {
		return -1, -1
	}
	start := i
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if isWordRune(r) {
			i += n
			continue
		}
		if isApostrophe(r) && i+n < len(s) {
			r2, _ := utf8.DecodeRuneInString(s[i+n:])
			if isWordRune(r2) {
				i += n
				continue
			}
		}
		break
	}
	return start, i
}

var foldPool = sync.Pool{New: func() any { c := cases.Fold(); return &c }}

// finishToken folds case, strips apostrophes, drops stopwords and stems
// (through the shared stem cache).
func finishToken(opts AnalyzerOptions, tok string) (string, bool) {
	return analyzeToken(opts, tok, stem)
}

// analyzeToken is finishToken with the stemmer given: the lexicon, which
// caches whole tokens itself, stems without the shared cache.
func analyzeToken(opts AnalyzerOptions, tok string, stem func(string) string) (string, bool) {
	tok = foldToken(tok)
	tok = stripApostrophes(tok)
	if tok == "" {
		return "", false
	}
	if opts.Stopwords && isStopword(tok) {
		return "", false
	}
	if opts.Stem && !hasDigit(tok) {
		tok = stem(tok)
	}
	return tok, tok != ""
}

func foldToken(tok string) string {
	if isASCII(tok) {
		for i := 0; i < len(tok); i++ {
			if c := tok[i]; 'A' <= c && c <= 'Z' {
				return strings.ToLower(tok)
			}
		}
		return tok
	}
	c := foldPool.Get().(*cases.Caser)
	tok = c.String(tok)
	foldPool.Put(c)
	return tok
}

func stripApostrophes(tok string) string {
	if strings.IndexByte(tok, '\'') < 0 && isASCII(tok) {
		return tok
	}
	for _, suf := range []string{"'s", "\u2019s", "\u02bcs"} {
		if strings.HasSuffix(tok, suf) {
			tok = tok[:len(tok)-len(suf)]
			break
		}
	}
	if strings.ContainsAny(tok, "'\u2019\u02bc") {
		tok = strings.Map(func(r rune) rune {
			if isApostrophe(r) {
				return -1
			}
			return r
		}, tok)
	}
	return tok
}

func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if '0' <= s[i] && s[i] <= '9' {
			return true
		}
	}
	return false
}

// stemCache memoizes Snowball stems; the stemmer allocates and dominates
// analysis time otherwise. It stops growing at stemCacheMax entries.
var (
	stemCache  sync.Map
	stemCached atomic.Int64
)

const stemCacheMax = 1 << 20

func stem(tok string) string {
	if v, ok := stemCache.Load(tok); ok {
		return v.(string)
	}
	s := english.Stem(tok, true)
	if stemCached.Load() < stemCacheMax {
		stemCache.Store(strings.Clone(tok), s)
		stemCached.Add(1)
	}
	return s
}

// stemUncached is the Snowball stemmer without the cache.
func stemUncached(tok string) string { return english.Stem(tok, true) }

// isStopword reports English stopwords: the Snowball English list plus
// the apostrophe-free contractions our tokenizer produces ("dont").
func isStopword(w string) bool {
	if english.IsStopWord(w) {
		return true
	}
	switch w {
	case "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent",
		"im", "ive", "youre", "youve", "theyre", "weve", "cant", "wont",
		"its", "thats", "theres", "youll", "hes", "shes":
		return true
	}
	return false
}
