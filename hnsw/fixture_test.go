package hnsw

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

const fixture = "testdata/v1_small.hnsw"

// TestFixtureOpens proves a committed version-1 file still opens, verifies
// and answers queries. Regenerate (only on a deliberate format change,
// keeping the old file) with EVICORTEX_WRITE_FIXTURES=1.
func TestFixtureOpens(t *testing.T) {
	if os.Getenv("EVICORTEX_WRITE_FIXTURES") == "1" {
		writeFixtures(t)
	}
	if err := Verify(fixture); err != nil {
		t.Fatal(err)
	}
	g, err := Open(fixture)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	data := clustered(1, 60, 4, 3)
	for i, v := range data {
		res, err := g.Search(v, 1, 16, nil)
		if err != nil || len(res) != 1 || res[0].ID != uint64(i) {
			t.Fatalf("fixture query %d: %v %v", i, res, err)
		}
	}
}

func writeFixtures(t *testing.T) {
	b := savedFile(t)
	if err := os.WriteFile(fixture, b, 0o644); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join("testdata", "fuzz", "FuzzOpen")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	seeds := map[string][]byte{"valid": b, "header-only": b[:headerSize], "truncated": b[:len(b)/2], "empty": nil}
	for name, s := range seeds {
		body := fmt.Sprintf("go test fuzz v1\n[]byte(%q)\n", s)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
