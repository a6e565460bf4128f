package projfile

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

const (
	crashChildPath = "EVICORTEX_PROJFILE_CRASH_PATH"
	crashChildMode = "EVICORTEX_PROJFILE_CRASH_MODE" // "atomic" or "inplace"
	crashChildSeed = "EVICORTEX_PROJFILE_CRASH_SEED"
	crashEntries   = 20000 // about 1.3 MB per file: a write takes tens of ms
)

// TestCrashChild is the child half of TestKillDuringWrite: it rewrites the
// file until killed, printing "DONE seed" once each write has returned (in
// the inplace mode, only the first).
// The atomic mode writes seeds seed, seed+1, ... with WriteFile; the
// inplace mode cycles through the images of seeds seed..seed+3, prepared
// up front so that nearly all its time is spent mid-write.
func TestCrashChild(t *testing.T) {
	path := os.Getenv(crashChildPath)
	if path == "" {
		t.Skip("child process of TestKillDuringWrite")
	}
	seed, _ := strconv.ParseInt(os.Getenv(crashChildSeed), 10, 64)
	var images [][]byte
	if os.Getenv(crashChildMode) == "inplace" {
		for i := range int64(inplaceImages) {
			images = append(images, sampleBytes(t, seed+i, crashSize(seed+i)))
		}
	}
	out := bufio.NewWriter(os.Stdout)
	for i := int64(0); ; i++ {
		var err error
		if images != nil {
			err = writeInPlace(path, images[i%inplaceImages], seed+i)
		} else {
			err = newSample(seed+i, crashSize(seed+i)).writer().WriteFile(path)
		}
		if err != nil {
			fmt.Fprintln(out, "ERR", err)
			out.Flush()
			os.Exit(3)
		}
		if images != nil && i > 0 {
			continue // a blocked pipe write would take the kill instead of a file write
		}
		fmt.Fprintln(out, "DONE", seed+i)
		out.Flush()
	}
}

const inplaceImages = 4

func crashSize(seed int64) int { return crashEntries + int(seed%5)*100 }

// writeInPlace is what the Writer avoids: it overwrites the file where it
// lies, in shuffled 4 KiB chunks, then truncates it to size. A kill leaves
// any mixture of old and new chunks, the worst torn write there is.
func writeInPlace(path string, b []byte, seed int64) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	for _, c := range rand.New(rand.NewSource(seed)).Perm((len(b) + 4095) / 4096) {
		if _, err := f.WriteAt(b[c*4096:min(len(b), (c+1)*4096)], int64(c*4096)); err != nil {
			return err
		}
	}
	return f.Truncate(int64(len(b)))
}

// TestKillDuringWrite kills a child with SIGKILL while it rewrites a file,
// again and again. With the Writer's atomic replace, Open must then return
// a complete file, at least as new as the last acknowledged write. With
// torn in-place writes, Open may refuse the file (ErrCorrupt), but a file
// it accepts must be exactly what some write produced: never wrong
// contents that validate.
func TestKillDuringWrite(t *testing.T) {
	if os.Getenv(crashChildPath) != "" {
		t.Skip("in child")
	}
	if testing.Short() {
		t.Skip("spawns child processes")
	}
	seed := time.Now().UnixNano() % 1000
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	for _, mode := range []string{"atomic", "inplace"} {
		dir := t.TempDir()
		path := filepath.Join(dir, "p.proj")
		next, refused, rounds := int64(1), 0, 10
		for round := 0; round < rounds; round++ {
			done := runCrashChild(t, mode, path, next, time.Duration(r.Intn(100))*time.Millisecond)
			got, err := reopenAfterKill(path)
			switch {
			case err != nil && mode == "inplace" && errors.Is(err, ErrCorrupt):
				refused++
			case err != nil:
				t.Fatalf("%s round %d: %v", mode, round, err)
			case mode == "atomic" && (got < done || got < next):
				t.Fatalf("atomic round %d: file of seed %d; child started at %d, acknowledged %d", round, got, next, done)
			case mode == "inplace" && (got < next || got >= next+inplaceImages):
				t.Fatalf("inplace round %d: file of seed %d, child wrote %d..%d", round, got, next, next+inplaceImages-1)
			}
			next = max(next, done) + inplaceImages
		}
		tmps, _ := filepath.Glob(filepath.Join(dir, "*"+tempInfix+"*"))
		t.Logf("%s: %d of %d reopens refused the file; %d temporary files left", mode, refused, rounds, len(tmps))
		if err := RemoveTemps(dir); err != nil {
			t.Fatal(err)
		}
	}
}

// reopenAfterKill opens path and checks that what validates is exactly the
// sample its stamp names; it returns that seed.
func reopenAfterKill(path string) (int64, error) {
	f, err := Open(path, testKind)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	got := int64(binary.LittleEndian.Uint64(f.Stamp()))
	if err := newSample(got, crashSize(got)).verify(f); err != nil {
		return got, fmt.Errorf("a file of seed %d validates with wrong contents: %v", got, err)
	}
	return got, f.Check()
}

// runCrashChild starts a child writing from seed, lets it run for d after
// its first acknowledged write, kills it and returns the last seed it
// acknowledged.
func runCrashChild(t *testing.T, mode, path string, seed int64, d time.Duration) int64 {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), crashChildPath+"="+path, crashChildMode+"="+mode, crashChildSeed+"="+fmt.Sprint(seed))
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	kill := func() { cmd.Process.Signal(syscall.SIGKILL) }
	safety := time.AfterFunc(60*time.Second, kill)
	defer safety.Stop()
	var once sync.Once
	last := int64(-1)
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "DONE "); ok {
			last, _ = strconv.ParseInt(v, 10, 64)
			once.Do(func() { time.AfterFunc(d, kill) })
		}
	}
	cmd.Wait()
	if last < 0 {
		t.Fatalf("%s child acknowledged no write", mode)
	}
	return last
}
