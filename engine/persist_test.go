package engine

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// persistFixture writes a few namespaces of evidence with claims and
// entities, and returns the queries whose capsules the tests compare.
func persistFixture(t *testing.T, e *Engine, seed uint64) []Query {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 9))
	for step := 0; step < 6; step++ {
		if _, err := e.RememberBatch(context.Background(), lifecycleBatch(r, step, 25)); err != nil {
			t.Fatal(err)
		}
	}
	return lifecycleQueries(r)
}

func logTo(buf *bytes.Buffer) *slog.Logger {
	return slog.New(slog.NewTextHandler(buf, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

// TestReopenMapsProjections: a reopened engine uses the checkpointed
// projection files (it does not rebuild), gives the capsules it gave before
// closing, and keeps indexing: writes after the reopen are recalled, and a
// second reopen gives what a rebuild gives.
func TestReopenMapsProjections(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.db")
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	qs := persistFixture(t, e, 1)
	before := capsules(t, e, qs)
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	// What writers killed mid-write leave behind: temporary files of
	// CURRENT, the views file and a graph, and a half-built generation.
	pd := path + ".projections"
	g, err := readCurrent(pd)
	if err != nil {
		t.Fatal(err)
	}
	leftovers := []string{filepath.Join(pd, currentFile+".projtmp1"), filepath.Join(genDir(pd, g), viewsFile+".projtmp2"),
		filepath.Join(genDir(pd, g), "dense-0000000000000001.hnsw.tmp3"), filepath.Join(genDir(pd, g+7), "stray")}
	for _, f := range leftovers {
		os.MkdirAll(filepath.Dir(f), 0o700)
		os.WriteFile(f, []byte("partial"), 0o600)
	}
	var logs bytes.Buffer
	e, err = Open(path, Options{Logger: logTo(&logs)})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { e.Close() }()
	for _, f := range leftovers {
		if _, err := os.Stat(f); err == nil {
			t.Errorf("leftover %s survived the open", f)
		}
	}
	if e.proj.views == nil {
		t.Fatalf("reopen rebuilt the projections instead of mapping them; log: %s", logs.String())
	}
	if logs.Len() > 0 {
		t.Errorf("reopen logged: %s", logs.String())
	}
	if len(e.proj.ents) == 0 {
		t.Error("the entity tables the recalls had loaded were not persisted")
	}
	after := capsules(t, e, qs)
	for i := range qs {
		if after[i] != before[i] {
			t.Fatalf("capsule for %q changed across reopen:\nbefore %s\nafter  %s", qs[i].Text, before[i], after[i])
		}
	}
	r := rand.New(rand.NewPCG(2, 2))
	if _, err := e.RememberBatch(context.Background(), lifecycleBatch(r, 9, 30)); err != nil {
		t.Fatal(err)
	}
	sameAsRebuild(t, e, qs, "after writes on mapped projections")
	gens, _ := filepath.Glob(filepath.Join(path+".projections", "g*"))
	if len(gens) != 1 {
		t.Errorf("projection directory holds %d generations after a rebuild, want 1: %v", len(gens), gens)
	}
}

// TestUntrustedProjectionsRebuild: projection files that are corrupt,
// another ledger's, ahead of the ledger (a restored older copy) or
// interrupted mid-checkpoint are never trusted: Open logs why and rebuilds,
// and answers exactly as a rebuild does.
func TestUntrustedProjectionsRebuild(t *testing.T) {
	mk := func(t *testing.T, seed uint64) (string, []Query, []string) {
		path := filepath.Join(t.TempDir(), "memory.db")
		e, err := Open(path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		qs := persistFixture(t, e, seed)
		want := capsules(t, e, qs)
		if err := e.Close(); err != nil {
			t.Fatal(err)
		}
		return path, qs, want
	}
	views := func(path string) string {
		g, err := readCurrent(path + ".projections")
		if err != nil {
			t.Fatal(err)
		}
		return filepath.Join(genDir(path+".projections", g), viewsFile)
	}
	cases := map[string]func(t *testing.T, path string){
		"corrupt views": func(t *testing.T, path string) {
			f := views(path)
			b, _ := os.ReadFile(f)
			b[len(b)/8] ^= 0x40 // the header or a section loaded at Open (the docs come last)
			os.WriteFile(f, b, 0o600)
		},
		"truncated views": func(t *testing.T, path string) {
			f := views(path)
			b, _ := os.ReadFile(f)
			os.WriteFile(f, b[:len(b)/3], 0o600)
		},
		"another ledger's files": func(t *testing.T, path string) {
			other, _, _ := mk(t, 77)
			os.RemoveAll(path + ".projections")
			copyTree(t, other+".projections", path+".projections")
		},
		"interrupted checkpoint": func(t *testing.T, path string) {
			g, _ := readCurrent(path + ".projections")
			os.Remove(filepath.Join(genDir(path+".projections", g), evidenceDir, "MANIFEST"))
		},
		"bad CURRENT": func(t *testing.T, path string) {
			os.WriteFile(filepath.Join(path+".projections", currentFile), []byte("g00000000000000ff\n"), 0o600)
		},
	}
	for name, damage := range cases {
		t.Run(name, func(t *testing.T) {
			path, qs, want := mk(t, 5)
			damage(t, path)
			var logs bytes.Buffer
			e, err := Open(path, Options{Logger: logTo(&logs)})
			if err != nil {
				t.Fatalf("open: %v", err)
			}
			defer e.Close()
			if e.proj.views != nil {
				t.Fatal("damaged projection files were trusted")
			}
			if !strings.Contains(logs.String(), "rebuilding from the ledger") {
				t.Errorf("the rebuild was not logged: %q", logs.String())
			}
			got := capsules(t, e, qs)
			for i := range qs {
				if got[i] != want[i] {
					t.Fatalf("capsule for %q differs after the rebuild", qs[i].Text)
				}
			}
		})
	}
	// The docs sections are checked on first use: a corrupt one is not
	// used (logged), the ledger serves every row, the rest of the file is.
	t.Run("corrupt docs", func(t *testing.T) {
		path, qs, want := mk(t, 5)
		f := views(path)
		b, _ := os.ReadFile(f)
		b[len(b)-20] ^= 0x40 // in ev.who, the last section
		os.WriteFile(f, b, 0o600)
		var logs bytes.Buffer
		e, err := Open(path, Options{Logger: logTo(&logs)})
		if err != nil {
			t.Fatalf("open: %v", err)
		}
		defer e.Close()
		if e.proj.views == nil {
			t.Fatalf("a corrupt docs section made Open rebuild; log: %s", logs.String())
		}
		got := capsules(t, e, qs)
		for i := range qs {
			if got[i] != want[i] {
				t.Fatalf("capsule for %q differs with corrupt docs", qs[i].Text)
			}
		}
		if !strings.Contains(logs.String(), "stored docs not used") || !strings.Contains(logs.String(), "ev.who") {
			t.Errorf("the corrupt docs were not logged: %q", logs.String())
		}
	})
	// A copy of the ledger taken earlier (a restored backup, say) beside
	// projection files of its later state: the stamp is ahead of the
	// ledger's journal.
	t.Run("files ahead of the ledger", func(t *testing.T) {
		dir := t.TempDir()
		path := filepath.Join(dir, "memory.db")
		e, err := Open(path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		qs := persistFixture(t, e, 3)
		e.Close()
		old := filepath.Join(dir, "old.db")
		copyFile(t, path, old)
		e, err = Open(path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		persistFixture(t, e, 4)
		e.Close()
		copyTree(t, path+".projections", old+".projections")
		var logs bytes.Buffer
		e, err = Open(old, Options{Logger: logTo(&logs)})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		if e.proj.views != nil || !strings.Contains(logs.String(), "ahead of the ledger") {
			t.Fatalf("files ahead of the ledger were trusted (log %q)", logs.String())
		}
		live := capsules(t, e, qs)
		if err := e.RebuildIndexes(context.Background()); err != nil {
			t.Fatal(err)
		}
		if rebuilt := capsules(t, e, qs); strings.Join(live, "\n") != strings.Join(rebuilt, "\n") {
			t.Fatal("capsules differ from a rebuild")
		}
	})
}

func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	in, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}

func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.Walk(src, func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if fi.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o700)
		}
		copyFile(t, p, filepath.Join(dst, rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestReopenMapsDenseGraph: with an encoder, the checkpoint saves the HNSW
// graph and a reopen maps it (no rebuild from the stored vectors is
// logged), with the capsules of before.
func TestReopenMapsDenseGraph(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.db")
	enc := &hashEncoder{id: "hash-32", dims: 32}
	e, err := Open(path, Options{Encoder: enc})
	if err != nil {
		t.Fatal(err)
	}
	qs := persistFixture(t, e, 11)
	for _, ns := range lifecycleNS {
		if _, err := e.SyncSemantic(context.Background(), ns); err != nil {
			t.Fatal(err)
		}
	}
	before := capsules(t, e, qs)
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	graphs, _ := filepath.Glob(filepath.Join(path+".projections", "g*", "dense-*.hnsw"))
	if len(graphs) != 1 {
		t.Fatalf("checkpoint left %d graph files, want 1: %v", len(graphs), graphs)
	}
	var logs bytes.Buffer
	e, err = Open(path, Options{Encoder: enc, Logger: logTo(&logs)})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if e.proj.views == nil || e.proj.dense == nil || logs.Len() > 0 {
		t.Fatalf("reopen did not map the projections and graph (log %q)", logs.String())
	}
	after := capsules(t, e, qs)
	for i := range qs {
		if after[i] != before[i] {
			t.Fatalf("capsule for %q changed across reopen", qs[i].Text)
		}
	}
	// A damaged graph file is not trusted: the graph is rebuilt from the
	// stored vectors, the rest still mapped.
	e.Close()
	b, _ := os.ReadFile(graphs[0])
	b[len(b)-9] ^= 0xff
	os.WriteFile(graphs[0], b, 0o600)
	logs.Reset()
	e, err = Open(path, Options{Encoder: enc, Logger: logTo(&logs)})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if !strings.Contains(logs.String(), "rebuilding the dense index") {
		t.Fatalf("a damaged graph was trusted (log %q)", logs.String())
	}
	if got := capsules(t, e, qs); strings.Join(got, "\n") != strings.Join(before, "\n") {
		t.Fatal("capsules differ after rebuilding the graph")
	}
}

// TestCacheDirForFollower: a following engine persists only into a
// CacheDir of its own (the PostgreSQL case), and maps it on reopen.
func TestCacheDirForFollower(t *testing.T) {
	dir := t.TempDir()
	path, cache := filepath.Join(dir, "memory.db"), filepath.Join(dir, "cache")
	e, err := Open(path, Options{Follow: true})
	if err != nil {
		t.Fatal(err)
	}
	qs := persistFixture(t, e, 21)
	if e.ProjectionDir() != "" {
		t.Fatalf("a follower without CacheDir persists in %q", e.ProjectionDir())
	}
	e.Close()
	if _, err := os.Stat(path + ".projections"); err == nil {
		t.Fatal("a follower wrote FILE.projections")
	}
	e, err = Open(path, Options{Follow: true, CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	want := capsules(t, e, qs)
	e.Close()
	e, err = Open(path, Options{Follow: true, CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if e.proj.views == nil {
		t.Fatal("the follower's CacheDir was not mapped on reopen")
	}
	if got := capsules(t, e, qs); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatal("capsules differ across the reopen")
	}
}
