package pypeer

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"
)

// VenvPython is the interpreter `make peers` installs under the repository
// root repo.
func VenvPython(repo string) string { return filepath.Join(repo, ".venv", "bin", "python") }

// Find returns nil when python exists, else an error wrapping ErrNoPython.
func Find(python string) error {
	if _, err := os.Stat(python); err != nil {
		return fmt.Errorf("%w: %s (run `make peers`)", ErrNoPython, python)
	}
	return nil
}

// Cmd is one run of a peer script.
type Cmd struct {
	Python  string        // the interpreter, e.g. VenvPython(repo)
	Script  string        // the .py file
	Args    []string      // after the script
	Env     []string      // added to the process environment (thread caps)
	Timeout time.Duration // 0: bounded by the context only
	// Stdout receives the script's stdout when its JSON comes from OutFile
	// (nil discards it); with OutFile empty, stdout is the JSON.
	Stdout  io.Writer
	Stderr  io.Writer // the script's stderr as it runs (nil discards it)
	OutFile string    // where the script writes its JSON; "" for stdout
}

// Argv is the command line Run executes.
func (c Cmd) Argv() []string { return append([]string{c.Python, c.Script}, c.Args...) }

// Run executes the script and decodes its JSON into out. Errors name the
// failure (exit status or timeout) followed by the tail of the script's
// stderr; a missing import wraps ErrNoModule, a missing interpreter
// ErrNoPython.
func (c Cmd) Run(ctx context.Context, out any) error {
	if err := Find(c.Python); err != nil {
		return err
	}
	if c.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.Timeout)
		defer cancel()
	}
	cmd := exec.CommandContext(ctx, c.Python, append([]string{c.Script}, c.Args...)...)
	cmd.Env = append(os.Environ(), c.Env...)
	cmd.WaitDelay = 5 * time.Second // a killed script's pipes must not hang Run
	// One lock for both streams: callers often pass one writer for both.
	var mu sync.Mutex
	var stdout bytes.Buffer
	tail := &tailBuffer{max: 4 << 10}
	cmd.Stdout = &lockedWriter{&mu, orDiscard(c.Stdout)}
	cmd.Stderr = &lockedWriter{&mu, io.MultiWriter(orDiscard(c.Stderr), tail)}
	if c.OutFile == "" {
		cmd.Stdout = &stdout
	}
	if err := cmd.Run(); err != nil {
		return c.failure(ctx, err, tail.String())
	}
	b := stdout.Bytes()
	if c.OutFile != "" {
		var err error
		if b, err = os.ReadFile(c.OutFile); err != nil {
			return fmt.Errorf("read output: %w", err)
		}
	}
	if err := json.Unmarshal(b, out); err != nil {
		return fmt.Errorf("parse output: %w", err)
	}
	return nil
}

var noModuleRE = regexp.MustCompile(`ModuleNotFoundError: No module named '([^']+)'`)

func (c Cmd) failure(ctx context.Context, err error, stderr string) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) && c.Timeout > 0 {
		err = fmt.Errorf("timed out after %s: %w", c.Timeout, err)
	}
	if m := noModuleRE.FindStringSubmatch(stderr); m != nil {
		return fmt.Errorf("%w: %s has no %q (run `make peers`): %v", ErrNoModule, c.Python, m[1], err)
	}
	if s := strings.TrimSpace(stderr); s != "" {
		return fmt.Errorf("%w; stderr: %s", err, lastLines(s, 5))
	}
	return err
}

func lastLines(s string, n int) string {
	ls := strings.Split(s, "\n")
	if len(ls) > n {
		ls = ls[len(ls)-n:]
	}
	return strings.Join(ls, " | ")
}

func orDiscard(w io.Writer) io.Writer {
	if w == nil {
		return io.Discard
	}
	return w
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	max int
	b   []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string { return string(t.b) }
