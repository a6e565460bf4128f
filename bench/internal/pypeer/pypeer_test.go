package pypeer

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The tests run shell scripts with /bin/sh as the "interpreter": Cmd only
// execs Python SCRIPT ARGS, so any interpreter exercises it.
func script(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "peer.sh")
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func shell(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	return "/bin/sh"
}

func TestRunStdoutJSON(t *testing.T) {
	var errb bytes.Buffer
	c := Cmd{Python: shell(t), Script: script(t, `echo "progress $1 $N" >&2; echo '{"engines":[{"name":"'$1'"}]}'`),
		Args: []string{"bm25s"}, Env: []string{"N=7"}, Stderr: &errb}
	var out struct{ Engines []struct{ Name string } }
	if err := c.Run(context.Background(), &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Engines) != 1 || out.Engines[0].Name != "bm25s" || errb.String() != "progress bm25s 7\n" {
		t.Fatalf("out %+v, stderr %q", out, errb.String())
	}
}

func TestRunOutFile(t *testing.T) {
	res := filepath.Join(t.TempDir(), "out.json")
	var log bytes.Buffer
	c := Cmd{Python: shell(t), Script: script(t, `echo building; echo done >&2; echo '{"n":3}' > "$1"`),
		Args: []string{res}, OutFile: res, Stdout: &log, Stderr: &log}
	var out struct{ N int }
	if err := c.Run(context.Background(), &out); err != nil {
		t.Fatal(err)
	}
	if out.N != 3 || !strings.Contains(log.String(), "building\n") || !strings.Contains(log.String(), "done\n") {
		t.Fatalf("out %+v, log %q", out, log.String())
	}
}

func TestRunErrors(t *testing.T) {
	sh := shell(t)
	var out any
	err := Cmd{Python: filepath.Join(t.TempDir(), "python"), Script: "x.py"}.Run(context.Background(), &out)
	if !errors.Is(err, ErrNoPython) || !strings.Contains(err.Error(), "make peers") {
		t.Fatalf("missing interpreter: %v", err)
	}
	err = Cmd{Python: sh, Script: script(t, "echo 'Traceback (most recent call last):' >&2\n"+
		"echo \"ModuleNotFoundError: No module named 'faiss'\" >&2; exit 1")}.Run(context.Background(), &out)
	if !errors.Is(err, ErrNoModule) || !strings.Contains(err.Error(), `"faiss"`) {
		t.Fatalf("missing module: %v", err)
	}
	err = Cmd{Python: sh, Script: script(t, "echo 'ValueError: k must be positive' >&2; exit 3")}.Run(context.Background(), &out)
	if err == nil || !strings.Contains(err.Error(), "exit status 3") || !strings.Contains(err.Error(), "ValueError: k must be positive") {
		t.Fatalf("failing script: %v", err)
	}
	err = Cmd{Python: sh, Script: script(t, "echo not json")}.Run(context.Background(), &out)
	if err == nil || !strings.HasPrefix(err.Error(), "parse output: ") {
		t.Fatalf("bad output: %v", err)
	}
	err = Cmd{Python: sh, Script: script(t, "true"), OutFile: filepath.Join(t.TempDir(), "none.json")}.Run(context.Background(), &out)
	if err == nil || !strings.HasPrefix(err.Error(), "read output: ") {
		t.Fatalf("no output file: %v", err)
	}
}

func TestRunTimeoutAndCancel(t *testing.T) {
	sh := shell(t)
	slow := script(t, "exec sleep 30")
	var out any
	start := time.Now()
	err := Cmd{Python: sh, Script: slow, Timeout: 100 * time.Millisecond}.Run(context.Background(), &out)
	if err == nil || !strings.Contains(err.Error(), "timed out after 100ms") || time.Since(start) > 10*time.Second {
		t.Fatalf("timeout: %v after %s", err, time.Since(start))
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := (Cmd{Python: sh, Script: slow}).Run(ctx, &out); err == nil {
		t.Fatal("cancelled context: ran anyway")
	}
}

func TestTailBuffer(t *testing.T) {
	tb := &tailBuffer{max: 5}
	tb.Write([]byte("abc"))
	tb.Write([]byte("defgh"))
	if tb.String() != "defgh" {
		t.Fatalf("tail %q", tb.String())
	}
	if got := lastLines("a\nb\nc", 2); got != "b | c" {
		t.Fatalf("lastLines %q", got)
	}
}

func TestVenvPython(t *testing.T) {
	if got := VenvPython("/repo"); got != "/repo/.venv/bin/python" {
		t.Fatal(got)
	}
}
