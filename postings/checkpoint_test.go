package postings

import (
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// crashOp is one step of a workload whose every intermediate directory
// state is reopened: add (id, part, text), delete (id), flush, merge (n)
// or checkpoint (stamped with the op's index).
type crashOp struct {
	kind string
	id   uint32
	part Partition
	text string
	n    int
}

func crashWorkload(seed int64, n int) []crashOp {
	c := newCorpus(seed, 120)
	var ops []crashOp
	next := uint32(1)
	var added []uint32
	for len(ops) < n {
		switch r := c.r.Intn(100); {
		case r < 72 || len(added) == 0:
			next += 1 + uint32(c.r.Intn(3))
			ops = append(ops, crashOp{kind: "add", id: next, part: Partition(c.r.Intn(4)), text: c.text(12)})
			added = append(added, next)
		case r < 84:
			ops = append(ops, crashOp{kind: "delete", id: added[c.r.Intn(len(added))]})
		case r < 87: // re-add an id that may have been deleted, in any partition
			ops = append(ops, crashOp{kind: "add", id: added[c.r.Intn(len(added))], part: Partition(c.r.Intn(4)), text: c.text(12)})
		case r < 90:
			ops = append(ops, crashOp{kind: "flush"})
		case r < 93:
			ops = append(ops, crashOp{kind: "merge", n: 1 + c.r.Intn(3)})
		default:
			ops = append(ops, crashOp{kind: "checkpoint"})
		}
	}
	return ops
}

// liveAfter replays ops[:upto+1] into the live docs (id -> its add).
func liveAfterOps(ops []crashOp, upto int) map[uint32]crashOp {
	live := map[uint32]crashOp{}
	for _, op := range ops[:upto+1] {
		switch op.kind {
		case "add":
			if _, ok := live[op.id]; !ok {
				live[op.id] = op
			}
		case "delete":
			delete(live, op.id)
		}
	}
	return live
}

// apply runs op on ix; replay is the recovery mode, where an add of a
// live doc is skipped and only adds and deletes are applied.
func applyOp(ix *Index, i int, op crashOp, replay bool) error {
	switch op.kind {
	case "add":
		err := ix.AddIn(op.part, op.id, op.text)
		if errors.Is(err, ErrDuplicate) {
			return nil
		}
		return err
	case "delete":
		return ix.Delete(op.id)
	}
	if replay {
		return nil
	}
	switch op.kind {
	case "flush":
		return ix.Flush()
	case "merge":
		return ix.Merge(op.n)
	case "checkpoint":
		return ix.Checkpoint([]byte(strconv.Itoa(i)))
	}
	return fmt.Errorf("unknown op %q", op.kind)
}

// dirSnap is the directory as a crash after one file step leaves it.
type dirSnap struct {
	files map[string][]byte
	op    int // the op in progress
	event string
}

func readDirFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = b
	}
	return out
}

// TestCheckpointCrashPoints copies the directory after every file step
// (create, write, sync, rename, directory sync, remove) of a workload of
// adds, deletes, re-adds, flushes, merges and checkpoints, plus a torn
// copy of each temp file just written, and reopens every copy as a
// restart after a crash there. Each must open; its stamp names a
// checkpoint whose live docs are all present unless a later op deleted
// them; and replaying the ops after the stamp must give exactly the state
// the workload had reached.
func TestCheckpointCrashPoints(t *testing.T) {
	manualMergesOnly = true
	defer func() { manualMergesOnly = false }()
	seed := int64(61)
	t.Logf("seed %d", seed)
	ops := crashWorkload(seed, 300)
	dir := t.TempDir()
	opts := Options{Dir: dir, FlushDocs: 30}
	var snaps []dirSnap
	cur := 0
	testHookFS = func(event, path string) {
		files := readDirFiles(t, dir)
		snaps = append(snaps, dirSnap{files, cur, event})
		if name := filepath.Base(path); event == "write" {
			torn := map[string][]byte{}
			for n, b := range files {
				torn[n] = b
			}
			torn[name] = torn[name][:len(torn[name])/2]
			snaps = append(snaps, dirSnap{torn, cur, "torn write"})
		}
	}
	defer func() { testHookFS = nil }()
	ix, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	for i, op := range ops {
		cur = i
		if err := applyOp(ix, i, op, false); err != nil {
			t.Fatalf("op %d %+v: %v", i, op, err)
		}
	}
	cur = len(ops) - 1
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	testHookFS = nil
	stamped, distinct := 0, 0
	seen := map[string]bool{}
	restart := t.TempDir()
	for i, s := range snaps {
		key := snapKey(s)
		if seen[key] {
			continue // a sync that changed no bytes, or an op whose files end as they began
		}
		seen[key] = true
		distinct++
		if verifyCrash(t, opts, ops, s, i, restart) {
			stamped++
		}
	}
	t.Logf("%d crash points, %d distinct, %d with a stamp", len(snaps), distinct, stamped)
	if stamped == 0 {
		t.Fatal("no crash point had a checkpoint")
	}
}

// snapKey identifies a snapshot by the op in progress and its files.
func snapKey(s dirSnap) string {
	h := crc32.New(castagnoli)
	names := make([]string, 0, len(s.files))
	for n := range s.files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(h, "%s %d\n", n, len(s.files[n]))
		h.Write(s.files[n])
	}
	return fmt.Sprintf("%d %08x", s.op, h.Sum32())
}

// verifyCrash reopens one snapshot, written to the directory d, and checks
// it; it reports whether the snapshot held a stamp.
func verifyCrash(t *testing.T, opts Options, ops []crashOp, s dirSnap, i int, d string) bool {
	t.Helper()
	what := fmt.Sprintf("crash %d at op %d (%+v) after %s", i, s.op, ops[s.op], s.event)
	for n := range readDirFiles(t, d) {
		if _, ok := s.files[n]; !ok {
			os.Remove(filepath.Join(d, n))
		}
	}
	for n, b := range s.files {
		if err := os.WriteFile(filepath.Join(d, n), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	opts.Dir, opts.FlushDocs = d, 1<<20 // replay into the buffer: no fsyncs but Close's
	ix, err := New(opts)
	if err != nil {
		t.Fatalf("%s: open: %v", what, err)
	}
	defer abandon(ix)
	c := -1
	if st := ix.Stamp(); st != nil {
		if c, err = strconv.Atoi(string(st)); err != nil || c > s.op || ops[c].kind != "checkpoint" {
			t.Fatalf("%s: stamp %q", what, st)
		}
	}
	if c >= 0 {
		ix.mu.RLock()
		for id := range liveAfterOps(ops, c) {
			if !ix.live.Contains(id) && !deletedBetween(ops, id, c, s.op) {
				ix.mu.RUnlock()
				t.Fatalf("%s: doc %d of checkpoint %d lost", what, id, c)
			}
		}
		ix.mu.RUnlock()
	}
	for j := c + 1; j <= s.op; j++ {
		if err := applyOp(ix, j, ops[j], true); err != nil {
			t.Fatalf("%s: replay op %d: %v", what, j, err)
		}
	}
	checkRecovered(t, what, ix, liveAfterOps(ops, s.op))
	return c >= 0
}

// abandon drops ix as a crash would: no flush, no manifest write.
func abandon(ix *Index) {
	ix.stopMerger()
	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.closed = true
	ix.releaseAll()
}

func deletedBetween(ops []crashOp, id uint32, from, to int) bool {
	for _, op := range ops[from+1 : to+1] {
		if op.kind == "delete" && op.id == id {
			return true
		}
	}
	return false
}

// checkRecovered compares a recovered index with the live docs it should
// hold: the same set, Check passing and queries matching the model.
func checkRecovered(t *testing.T, what string, ix *Index, want map[uint32]crashOp) {
	t.Helper()
	if err := Check(ix); err != nil {
		t.Fatalf("%s: Check: %v", what, err)
	}
	if ix.Len() != len(want) {
		t.Fatalf("%s: %d docs after replay, want %d", what, ix.Len(), len(want))
	}
	m := newModel(ix.opts)
	parts := map[Partition]*roaring.Bitmap{}
	for id, op := range want {
		m.add(id, op.text)
		if parts[op.part] == nil {
			parts[op.part] = roaring.New()
		}
		parts[op.part].Add(id)
	}
	for _, q := range []string{"w1x w2x", "w3x w7x w20x", "w0x"} {
		for p := Partition(0); p < 4; p++ {
			got, err := ix.SearchIn(p, q, 10, nil)
			if err != nil {
				t.Fatal(err)
			}
			f := parts[p]
			if f == nil {
				f = roaring.New()
			}
			if err := sameHits(got, m.search(q, 10, f, false)); err != nil {
				t.Fatalf("%s: partition %d %q: %v", what, p, q, err)
			}
		}
	}
}

// TestCheckpointStamp: the stamp reads back after reopening, survives
// later flushes and deletes (which keep the old stamp), and the misuses
// are refused.
func TestCheckpointStamp(t *testing.T) {
	mem := newTestIndex(t, Options{})
	if err := mem.Checkpoint([]byte("x")); !errors.Is(err, ErrInvalid) {
		t.Fatalf("checkpoint without a dir: %v", err)
	}
	dir := t.TempDir()
	opts := Options{Dir: dir, FlushDocs: 10}
	ix, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	if ix.Stamp() != nil {
		t.Fatalf("new index has stamp %q", ix.Stamp())
	}
	if err := ix.Checkpoint(make([]byte, MaxStampBytes+1)); !errors.Is(err, ErrInvalid) {
		t.Fatalf("oversized stamp: %v", err)
	}
	c := newCorpus(8, 40)
	for d := uint32(0); d < 25; d++ {
		ix.AddIn(Partition(d%2), d, c.text(8))
	}
	if err := ix.Checkpoint([]byte("seq 25")); err != nil {
		t.Fatal(err)
	}
	if ix.Len() != 25 || ix.Segments() == 0 {
		t.Fatalf("after checkpoint: %d docs, %d segments", ix.Len(), ix.Segments())
	}
	for d := uint32(25); d < 38; d++ { // one more flush (at 10 buffered) and 3 buffered docs
		ix.AddIn(1, d, c.text(8))
	}
	ix.Delete(3)
	if string(ix.Stamp()) != "seq 25" {
		t.Fatalf("stamp %q", ix.Stamp())
	}
	// Simulate a crash: copy the files while ix is open, without Close.
	crash := t.TempDir()
	copyDir(t, dir, crash)
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	if err := ix.Checkpoint([]byte("y")); !errors.Is(err, ErrClosed) {
		t.Fatalf("checkpoint after close: %v", err)
	}
	o := opts
	o.Dir = crash
	re := newTestIndex(t, o)
	if string(re.Stamp()) != "seq 25" || re.Len() != 34 { // 38 - 3 buffered - 1 deleted
		t.Fatalf("after crash: stamp %q, %d docs", re.Stamp(), re.Len())
	}
	if err := re.Checkpoint(nil); err != nil || re.Stamp() != nil {
		t.Fatalf("empty stamp: %v %q", err, re.Stamp())
	}
}

// TestCheckpointDamagedFiles: a directory whose checkpoint lost or
// truncated a file never opens with docs silently missing; it fails with
// ErrCorrupt. Leftovers of an interrupted write are removed.
func TestCheckpointDamagedFiles(t *testing.T) {
	dir := t.TempDir()
	ix, err := New(Options{Dir: dir, FlushDocs: 40})
	if err != nil {
		t.Fatal(err)
	}
	c := newCorpus(9, 60)
	for d := uint32(0); d < 130; d++ {
		ix.AddIn(Partition(d%3), d, c.text(10))
	}
	if err := ix.Checkpoint([]byte("s1")); err != nil {
		t.Fatal(err)
	}
	ix.Close()
	segs, _ := filepath.Glob(filepath.Join(dir, "*"+segSuffix))
	if len(segs) < 2 {
		t.Fatalf("%d segment files", len(segs))
	}
	seg := filepath.Base(segs[1])
	for _, tc := range []struct {
		name, part string
		damage     func(d string)
	}{
		{"segment removed", "missing", func(d string) { os.Remove(filepath.Join(d, seg)) }},
		{"segment truncated", "", func(d string) { truncateHalf(t, filepath.Join(d, seg)) }},
		{"segment emptied", "header", func(d string) { os.WriteFile(filepath.Join(d, seg), nil, 0o644) }},
		{"manifest truncated", "manifest", func(d string) { truncateHalf(t, filepath.Join(d, manifestName)) }},
		{"stamp changed", "manifest", func(d string) {
			b, _ := os.ReadFile(filepath.Join(d, manifestName))
			os.WriteFile(filepath.Join(d, manifestName), bytes.Replace(b, []byte("s1"), []byte("s2"), 1), 0o644)
		}},
	} {
		d := t.TempDir()
		copyDir(t, dir, d)
		tc.damage(d)
		_, err := New(Options{Dir: d})
		if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), tc.part) {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
	d := t.TempDir()
	copyDir(t, dir, d)
	os.WriteFile(filepath.Join(d, segFileName(999)), []byte("half a segment"), 0o644)
	os.WriteFile(filepath.Join(d, manifestName+".tmp123"), []byte("half a manifest"), 0o644)
	re := newTestIndex(t, Options{Dir: d})
	if string(re.Stamp()) != "s1" || re.Len() != 130 {
		t.Fatalf("with leftovers: stamp %q, %d docs", re.Stamp(), re.Len())
	}
	if left, _ := filepath.Glob(filepath.Join(d, "*tmp*")); len(left) > 0 {
		t.Fatalf("leftovers kept: %v", left)
	}
}

func truncateHalf(t *testing.T, path string) {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, b[:len(b)/2], 0o644)
}

// TestPurgeLeavesNoContent: once a partition's docs are deleted, Merge(1)
// and a checkpoint leave no file holding their terms or ids; Destroy then
// removes the directory, which reopens empty.
func TestPurgeLeavesNoContent(t *testing.T) {
	dir := t.TempDir()
	ix, err := New(Options{Dir: dir, FlushDocs: 50})
	if err != nil {
		t.Fatal(err)
	}
	c := newCorpus(10, 80)
	purged := roaring.New()
	for d := uint32(0); d < 400; d++ {
		p, txt := Partition(d%4), c.text(10)
		if p == 2 {
			txt += fmt.Sprintf(" zqsecret%d", d)
			purged.Add(d)
		}
		ix.AddIn(p, d, txt)
	}
	if err := ix.Checkpoint([]byte("before")); err != nil {
		t.Fatal(err)
	}
	if !filesContain(t, dir, "zqsecret") {
		t.Fatal("the marker is not in the files to begin with")
	}
	ix.Delete(purged.ToArray()...)
	if err := ix.Merge(1); err != nil {
		t.Fatal(err)
	}
	if err := ix.Checkpoint([]byte("after")); err != nil {
		t.Fatal(err)
	}
	if filesContain(t, dir, "zqsecret") {
		t.Fatal("a file still holds a purged term")
	}
	ix.mu.RLock()
	for _, l := range ix.segs {
		for it := l.seg.terms(); it.next(); {
			if strings.HasPrefix(string(it.term), "zqsecret") {
				t.Errorf("segment %016x keeps term %q", l.gen, it.term)
			}
		}
		for o := 0; o < l.seg.numDocs; o++ {
			if purged.Contains(l.seg.id(uint32(o))) {
				t.Errorf("segment %016x keeps purged doc %d", l.gen, l.seg.id(uint32(o)))
			}
		}
		if _, _, ok := l.seg.parts.find(2); ok {
			t.Errorf("segment %016x keeps partition 2", l.gen)
		}
	}
	ix.mu.RUnlock()
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	if err := Destroy(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Fatalf("dir after Destroy: %v", err)
	}
	re := newTestIndex(t, Options{Dir: dir})
	if re.Len() != 0 || re.Stamp() != nil {
		t.Fatalf("after Destroy: %d docs, stamp %q", re.Len(), re.Stamp())
	}
	if err := Destroy(filepath.Join(dir, "nothing")); err != nil {
		t.Fatalf("Destroy of a missing dir: %v", err)
	}
}

// TestDestroyKeepsOtherFiles: Destroy removes only the index's files and
// leaves a directory that holds anything else.
func TestDestroyKeepsOtherFiles(t *testing.T) {
	dir := t.TempDir()
	ix, _ := New(Options{Dir: dir})
	ix.Add(1, "alpha")
	ix.Close()
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644)
	if err := Destroy(dir); err != nil {
		t.Fatal(err)
	}
	left := readDirFiles(t, dir)
	if len(left) != 1 || string(left["notes.txt"]) != "mine" {
		t.Fatalf("left %v", left)
	}
}

func filesContain(t *testing.T, dir, s string) bool {
	for _, b := range readDirFiles(t, dir) {
		if bytes.Contains(b, []byte(s)) {
			return true
		}
	}
	return false
}

// TestManualFlush: with ManualFlush, Add never flushes, however full the
// buffer; Flush does.
func TestManualFlush(t *testing.T) {
	ix, err := New(Options{FlushDocs: 4, ManualFlush: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	for d := uint32(0); d < 20; d++ {
		if err := ix.Add(d, "alpha beta"); err != nil {
			t.Fatal(err)
		}
	}
	if n := ix.Segments(); n != 0 {
		t.Fatalf("Add flushed: %d segments", n)
	}
	if err := ix.Flush(); err != nil {
		t.Fatal(err)
	}
	if n := ix.Segments(); n != 1 {
		t.Fatalf("after Flush: %d segments, want 1", n)
	}
	if hits, err := ix.Search("alpha", 30, nil); err != nil || len(hits) != 20 {
		t.Fatalf("search after manual flush: %d hits, %v", len(hits), err)
	}
}
