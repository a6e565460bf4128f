package bert

import (
	"errors"
	"fmt"
	"testing"

	"github.com/evicortex/evicortex/dense"
)

const tinyTokenizer = `{
 "added_tokens":[{"id":0,"content":"[PAD]"},{"id":1,"content":"[UNK]"},{"id":2,"content":"[CLS]"},{"id":3,"content":"[SEP]"},{"id":4,"content":"[MASK]"}],
 "normalizer":{"type":"BertNormalizer","clean_text":true,"handle_chinese_chars":true,"strip_accents":null,"lowercase":true},
 "pre_tokenizer":{"type":"BertPreTokenizer"},
 "post_processor":{"type":"TemplateProcessing","special_tokens":{"[CLS]":{"ids":[2]},"[SEP]":{"ids":[3]}}},
 "model":{"type":"WordPiece","unk_token":"[UNK]","continuing_subword_prefix":"##","max_input_chars_per_word":10,
  "vocab":{"[PAD]":0,"[UNK]":1,"[CLS]":2,"[SEP]":3,"[MASK]":4,"un":5,"##aff":6,"##able":7,"cafe":8,",":9,"!":10,"東":11,"京":12,"hello":13,"##s":14,"a":15}}}`

func TestTokenizerPipeline(t *testing.T) {
	tok, err := ParseTokenizer([]byte(tinyTokenizer))
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string][]int64{
		"Unaffable":         {2, 5, 6, 7, 3},      // WordPiece longest match first
		"CAFÉ, hello!":      {2, 8, 9, 13, 10, 3}, // accents stripped, lowercased, punctuation split
		"東京":                {2, 11, 12, 3},       // CJK characters become words
		"hellos\tun\u00a0a": {2, 13, 14, 5, 15, 3},
		"unknownword":       {2, 1, 3},         // too long (11 chars > 10)
		"hellox":            {2, 1, 3},         // no piece for "x": whole word is [UNK]
		"a[MASK]a":          {2, 15, 4, 15, 3}, // added tokens matched in the raw text
		"a \x00\u200bhello": {2, 15, 13, 3},    // NUL and format characters removed
		"":                  {2, 3},
	}
	for in, want := range cases {
		got := tok.Encode(in)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%q: got %v, want %v", in, got, want)
		}
	}
}

func TestParseTokenizerRejectsOtherPipelines(t *testing.T) {
	for _, bad := range []string{
		`{`,
		`{"model":{"type":"BPE","vocab":{"a":0}}}`,
		`{"model":{"type":"WordPiece","unk_token":"[UNK]","vocab":{"a":0}},"normalizer":{"type":"BertNormalizer"},"pre_tokenizer":{"type":"BertPreTokenizer"},"post_processor":{"type":"TemplateProcessing"}}`,
	} {
		if _, err := ParseTokenizer([]byte(bad)); !errors.Is(err, dense.ErrModel) {
			t.Errorf("%.40s: got %v", bad, err)
		}
	}
}

func FuzzTokenizerEncode(f *testing.F) {
	tok, err := ParseTokenizer([]byte(tinyTokenizer))
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{"Unaffable", "CAFÉ, hello!", "東京", "a[MASK]a", "\xff\xfe", "[CLS][SEP]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ids := tok.Encode(s)
		if len(ids) < 2 || ids[0] != 2 || ids[len(ids)-1] != 3 {
			t.Fatalf("%q: %v", s, ids)
		}
		for _, id := range ids {
			if id < 0 || id > 15 {
				t.Fatalf("%q: id %d outside the vocab", s, id)
			}
		}
	})
}
