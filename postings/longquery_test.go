package postings

import (
	"fmt"
	"strings"
	"testing"
)

// TestLongQueryTermsPastSixtyFour: a query of more than 64 distinct terms
// scores the terms past the 64th in a segment as in the write buffer and
// as the exhaustive oracle does. The windowed OR scorer keeps a doc's
// terms in a 64-bit mask indexed by query position, so a segment holding
// at most 64 of the query's terms, one of them past the 64th, scored a doc
// that matched only such a term 0 with no term matched (and the write
// buffer, which sums every term, did not): a capsule changed when its
// index was rebuilt (engine TestRebuildIsMetamorphic, state questions,
// whose topic text has over a hundred words).
func TestLongQueryTermsPastSixtyFour(t *testing.T) {
	var words []string
	for i := 0; i < 80; i++ {
		words = append(words, fmt.Sprintf("w%03dx", i))
	}
	query := strings.Join(words, " ")
	docs := []string{
		"w070x alone here",            // only a term past the 64th
		"w001x and w075x together",    // one before, one after
		"w002x only an early term",    // only an early one
		"nothing of the query at all", // no term
	}
	for _, flush := range []bool{false, true} {
		ix, err := New(Options{})
		if err != nil {
			t.Fatal(err)
		}
		m := newModel(Options{})
		for i, d := range docs {
			if err := ix.Add(uint32(i+1), d); err != nil {
				t.Fatal(err)
			}
			m.add(uint32(i+1), d)
		}
		if flush {
			if err := ix.Flush(); err != nil {
				t.Fatal(err)
			}
		}
		for _, k := range []int{2, 10} {
			got, err := ix.Search(query, k, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := sameHits(got, m.search(query, k, nil, false)); err != nil {
				t.Errorf("flushed %v, k %d: %v", flush, k, err)
			}
		}
		ix.Close()
	}
}
