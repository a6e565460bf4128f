package memory

import (
	"errors"
	"testing"
)

// FuzzFlagValues: the --budget and --chunk parsers accept or reject any
// input with ErrUsage, never panic, and what they accept is valid.
func FuzzFlagValues(f *testing.F) {
	for _, s := range []string{"512", "256,512,1024", " 1 , 2", "0", "-5", ",", "", "128/32", "auto", "64/64", "1/0", "9999999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		bs, err := parseBudgets(s)
		if err != nil && !errors.Is(err, ErrUsage) {
			t.Fatalf("budgets %q: %v", s, err)
		}
		for _, b := range bs {
			if b < 1 {
				t.Fatalf("budgets %q: accepted %d", s, b)
			}
		}
		c, err := chunkConfig(s)
		if err != nil && !errors.Is(err, ErrUsage) {
			t.Fatalf("chunk %q: %v", s, err)
		}
		if err == nil && s != "auto" && c.Validate() != nil {
			t.Fatalf("chunk %q: accepted %+v", s, c)
		}
	})
}
