package postings

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var updateFixtures = flag.Bool("update-fixtures", false, "rewrite testdata/v1 (only when creating a new format version)")

// fixtureQueries are run against the frozen v1 index.
var fixtureQueries = []string{"w1x w2x", "w7x", "w3x w40x w5x", "w120x w0x", "nothing"}

// TestFormatV1Fixture opens a v1 directory kept in testdata and checks it
// still opens, passes Check and answers as recorded when it was written.
// Regenerate only together with a version bump: go test -run Fixture -update-fixtures.
func TestFormatV1Fixture(t *testing.T) {
	src := filepath.Join("testdata", "v1")
	want := filepath.Join(src, "expected.json")
	if *updateFixtures {
		writeFixture(t, src, want)
	}
	dir := t.TempDir()
	copyDir(t, src, dir)
	ix := newTestIndex(t, Options{Dir: dir})
	var exp [][]Hit
	b, err := os.ReadFile(want)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &exp); err != nil {
		t.Fatal(err)
	}
	for i, q := range fixtureQueries {
		got, err := ix.Search(q, 5, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := sameHits(got, exp[i]); err != nil {
			t.Fatalf("query %q: %v", q, err)
		}
	}
}

func writeFixture(t *testing.T, dir, want string) {
	os.RemoveAll(dir)
	c := newCorpus(4, 150)
	ix, err := New(Options{Dir: dir, FlushDocs: 100})
	if err != nil {
		t.Fatal(err)
	}
	for d := uint32(0); d < 250; d++ {
		ix.Add(d*2, c.text(20))
	}
	ix.Delete(4, 10)
	ix.Flush()
	var res [][]Hit
	for _, q := range fixtureQueries {
		h, _ := ix.Search(q, 5, nil)
		res = append(res, h)
	}
	ix.Close()
	b, _ := json.MarshalIndent(res, "", " ")
	os.WriteFile(want, b, 0o644)
}

func copyDir(t *testing.T, src, dst string) {
	ents, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dst, e.Name()), b, 0o644)
	}
}
