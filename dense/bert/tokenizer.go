package bert

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/evicortex/evicortex/dense"
)

// Tokenizer is the BERT WordPiece pipeline of a Hugging Face tokenizer.json:
// added special tokens, BertNormalizer, BertPreTokenizer, WordPiece and the
// [CLS] … [SEP] template. It rejects any other pipeline rather than guess.
type Tokenizer struct {
	vocab              map[string]int64
	unk, cls, sep      int64
	prefix             string
	maxWordChars       int
	lowercase, strip   bool
	cleanText, chinese bool
	added              []addedToken // matched in the raw text before normalization
}

type addedToken struct {
	content string
	id      int64
}

type tokenizerFile struct {
	AddedTokens []struct {
		ID      int64  `json:"id"`
		Content string `json:"content"`
	} `json:"added_tokens"`
	Normalizer *struct {
		Type         string `json:"type"`
		CleanText    bool   `json:"clean_text"`
		ChineseChars bool   `json:"handle_chinese_chars"`
		StripAccents *bool  `json:"strip_accents"`
		Lowercase    bool   `json:"lowercase"`
	} `json:"normalizer"`
	PreTokenizer *struct {
		Type string `json:"type"`
	} `json:"pre_tokenizer"`
	Model struct {
		Type         string           `json:"type"`
		UnkToken     string           `json:"unk_token"`
		Prefix       string           `json:"continuing_subword_prefix"`
		MaxWordChars int              `json:"max_input_chars_per_word"`
		Vocab        map[string]int64 `json:"vocab"`
	} `json:"model"`
	PostProcessor *struct {
		Type          string `json:"type"`
		SpecialTokens map[string]struct {
			IDs []int64 `json:"ids"`
		} `json:"special_tokens"`
	} `json:"post_processor"`
}

// LoadTokenizer reads a BERT WordPiece tokenizer.json.
func LoadTokenizer(path string) (*Tokenizer, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", dense.ErrModel, err)
	}
	t, err := ParseTokenizer(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// ParseTokenizer decodes tokenizer.json; errors name the unsupported part.
func ParseTokenizer(b []byte) (*Tokenizer, error) {
	var f tokenizerFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%w: tokenizer.json: %v", dense.ErrModel, err)
	}
	bad := func(what string) error {
		return fmt.Errorf("%w: tokenizer.json: %s is not supported", dense.ErrModel, what)
	}
	switch {
	case f.Model.Type != "WordPiece" || len(f.Model.Vocab) == 0:
		return nil, bad("model " + f.Model.Type)
	case f.Normalizer == nil || f.Normalizer.Type != "BertNormalizer":
		return nil, bad("normalizer")
	case f.PreTokenizer == nil || f.PreTokenizer.Type != "BertPreTokenizer":
		return nil, bad("pre_tokenizer")
	case f.PostProcessor == nil || f.PostProcessor.Type != "TemplateProcessing":
		return nil, bad("post_processor")
	}
	t := &Tokenizer{vocab: f.Model.Vocab, prefix: f.Model.Prefix, maxWordChars: f.Model.MaxWordChars,
		lowercase: f.Normalizer.Lowercase, cleanText: f.Normalizer.CleanText, chinese: f.Normalizer.ChineseChars}
	t.strip = t.lowercase
	if f.Normalizer.StripAccents != nil {
		t.strip = *f.Normalizer.StripAccents
	}
	var ok bool
	if t.unk, ok = t.vocab[f.Model.UnkToken]; !ok {
		return nil, bad("unk_token " + f.Model.UnkToken + " outside the vocab")
	}
	for name, dst := range map[string]*int64{"[CLS]": &t.cls, "[SEP]": &t.sep} {
		st, ok := f.PostProcessor.SpecialTokens[name]
		if !ok || len(st.IDs) != 1 {
			return nil, bad("template without " + name)
		}
		*dst = st.IDs[0]
	}
	for _, a := range f.AddedTokens {
		if a.Content != "" {
			t.added = append(t.added, addedToken{a.Content, a.ID})
		}
	}
	return t, nil
}

// Encode returns [CLS] tokens… [SEP] for text (no truncation).
func (t *Tokenizer) Encode(text string) []int64 {
	ids := []int64{t.cls}
	for text != "" {
		i, tok := t.nextAdded(text)
		ids = t.appendSegment(ids, text[:i])
		if tok == nil {
			break
		}
		ids = append(ids, tok.id)
		text = text[i+len(tok.content):]
	}
	return append(ids, t.sep)
}

// nextAdded finds the earliest (then longest) added token in s; i is len(s) when none.
func (t *Tokenizer) nextAdded(s string) (int, *addedToken) {
	best, bi := (*addedToken)(nil), len(s)
	for k := range t.added {
		a := &t.added[k]
		if j := strings.Index(s, a.content); j >= 0 && (j < bi || j == bi && best != nil && len(a.content) > len(best.content)) {
			best, bi = a, j
		}
	}
	return bi, best
}

func (t *Tokenizer) appendSegment(ids []int64, s string) []int64 {
	for _, w := range preTokenize(t.normalize(s)) {
		ids = t.wordPiece(ids, w)
	}
	return ids
}

// normalize is BertNormalizer: clean, space out CJK, strip accents (NFD, drop Mn), lowercase.
func (t *Tokenizer) normalize(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case t.cleanText && (r == 0 || r == 0xFFFD || isControl(r)):
			continue
		case t.cleanText && isWhitespace(r):
			b.WriteByte(' ')
		case t.chinese && isCJK(r):
			b.WriteByte(' ')
			b.WriteRune(r)
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	out := b.String()
	if t.strip {
		b.Reset()
		for _, r := range norm.NFD.String(out) {
			if !unicode.Is(unicode.Mn, r) {
				b.WriteRune(r)
			}
		}
		out = b.String()
	}
	if t.lowercase {
		out = strings.ToLower(out)
	}
	return out
}

// preTokenize is BertPreTokenizer: split on whitespace, punctuation as single tokens.
func preTokenize(s string) []string {
	var words []string
	start := -1
	for i, r := range s {
		switch {
		case isWhitespace(r):
			if start >= 0 {
				words, start = append(words, s[start:i]), -1
			}
		case isPunct(r):
			if start >= 0 {
				words, start = append(words, s[start:i]), -1
			}
			words = append(words, string(r))
		default:
			if start < 0 {
				start = i
			}
		}
	}
	if start >= 0 {
		words = append(words, s[start:])
	}
	return words
}

// wordPiece appends the greedy longest-match-first pieces of w, or [UNK].
func (t *Tokenizer) wordPiece(ids []int64, w string) []int64 {
	runes := []rune(w)
	if t.maxWordChars > 0 && len(runes) > t.maxWordChars {
		return append(ids, t.unk)
	}
	n := len(ids)
	for start := 0; start < len(runes); {
		end, found := len(runes), int64(-1)
		for ; end > start; end-- {
			piece := string(runes[start:end])
			if start > 0 {
				piece = t.prefix + piece
			}
			if id, ok := t.vocab[piece]; ok {
				found = id
				break
			}
		}
		if found < 0 {
			return append(ids[:n], t.unk)
		}
		ids = append(ids, found)
		start = end
	}
	return ids
}

func isWhitespace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || unicode.Is(unicode.White_Space, r)
}

func isControl(r rune) bool {
	if r == '\t' || r == '\n' || r == '\r' {
		return false
	}
	return unicode.In(r, unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs)
}

func isPunct(r rune) bool {
	return r >= 33 && r <= 47 || r >= 58 && r <= 64 || r >= 91 && r <= 96 || r >= 123 && r <= 126 || unicode.IsPunct(r)
}

func isCJK(r rune) bool {
	return r >= 0x4E00 && r <= 0x9FFF || r >= 0x3400 && r <= 0x4DBF || r >= 0x20000 && r <= 0x2A6DF ||
		r >= 0x2A700 && r <= 0x2B73F || r >= 0x2B740 && r <= 0x2B81F || r >= 0x2B820 && r <= 0x2CEAF ||
		r >= 0xF900 && r <= 0xFAFF || r >= 0x2F800 && r <= 0x2FA1F
}
