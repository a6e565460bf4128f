//go:build ort && cgo

package ort

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/dense/bert"
)

// TestPureGoTokenizerMatchesHF is an oracle test of dense/bert's WordPiece
// against HF tokenizers (Rust, via libtokenizers.a) on the test sentences
// and, when ../shared/data is present, every LoCoMo dev7 turn.
func TestPureGoTokenizerMatchesHF(t *testing.T) {
	texts, _ := loadReference(t)
	texts = append(texts, "a\x00\u200bhello", "[CLS] inside [MASK] text", "ÀÉÎÕÜ ñ ß İstanbul", "tab\tnew\nline\r\u3000ideographic space")
	if b, err := os.ReadFile(filepath.Join(repoRoot, "..", "shared", "data", "locomo", "locomo_dev7.json")); err == nil {
		var convs []struct {
			Conversation map[string]json.RawMessage `json:"conversation"`
		}
		if err := json.Unmarshal(b, &convs); err != nil {
			t.Fatal(err)
		}
		for _, c := range convs {
			for k, v := range c.Conversation {
				var turns []struct {
					Text string `json:"text"`
				}
				if strings.HasPrefix(k, "session_") && json.Unmarshal(v, &turns) == nil {
					for _, tu := range turns {
						texts = append(texts, tu.Text)
					}
				}
			}
		}
	}
	e := newTestEncoder(t, nil)
	goTok, err := bert.LoadTokenizer(filepath.Join(testOptions().ModelDir, "tokenizer.json"))
	if err != nil {
		t.Fatal(err)
	}
	mismatches := 0
	for _, s := range texts {
		if strings.ContainsRune(s, 0) { // the C boundary cuts HF's input at NUL
			continue
		}
		hf := e.tok.EncodeWithOptions(s, true).IDs
		got := goTok.Encode(s)
		if fmt.Sprint(hf) != fmt.Sprint(got) {
			mismatches++
			if mismatches <= 5 {
				t.Errorf("%q:\n HF %v\n Go %v", s, hf, got)
			}
		}
	}
	t.Logf("%d texts, %d mismatches", len(texts), mismatches)
}
