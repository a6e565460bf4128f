package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The README's runnable examples are the fenced blocks right after a
// "<!-- readme-test: NAME" comment. TestREADME runs them in order, as
// written, in one fresh directory holding bin/evicortex (built by the
// test; the blocks' `make build-go` is a no-op there), so a broken example
// fails CI. Two substitutions only: the example port 127.0.0.1:7070
// becomes a free one, and the MCP host configuration's /path/to/...
// placeholders become the binary and a temporary ledger.
//
// Each "#> TEXT" line of a shell block (and "//> TEXT" line of a Go block)
// must match a line of that block's output, in order; "*" matches
// anything. Shell blocks run under bash -euo pipefail; Go blocks are
// complete programs, built in a module that replaces this one with the
// checkout.
var readmeBlockNames = []string{"quickstart", "http", "go-client", "mcp-config", "mcp-go", "go-api"}

const readmePort = "127.0.0.1:7070"

type readmeBlock struct {
	name, lang, body string
	line             int // the fence's line in README.md
}

var readmeMarker = regexp.MustCompile(`^<!-- readme-test: ([a-z-]+)`)

func readmeBlocks(t *testing.T, file string) []readmeBlock {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	var out []readmeBlock
	for i := 0; i < len(lines); i++ {
		m := readmeMarker.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		if i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "```") {
			t.Fatalf("README.md:%d: readme-test %s is not followed by a fenced block", i+1, m[1])
		}
		b := readmeBlock{name: m[1], lang: strings.TrimPrefix(lines[i+1], "```"), line: i + 2}
		var body []string
		for i += 2; i < len(lines) && lines[i] != "```"; i++ {
			body = append(body, lines[i])
		}
		b.body = strings.Join(body, "\n") + "\n"
		out = append(out, b)
	}
	return out
}

// expectations are a block's "#>" (or "//>") lines as patterns.
func expectations(body, prefix string) []*regexp.Regexp {
	var out []*regexp.Regexp
	for _, l := range strings.Split(body, "\n") {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, prefix) {
			continue
		}
		pat := regexp.QuoteMeta(strings.TrimSpace(strings.TrimPrefix(l, prefix)))
		out = append(out, regexp.MustCompile("^"+strings.ReplaceAll(pat, `\*`, ".*")+"$"))
	}
	return out
}

func checkExpectations(t *testing.T, b readmeBlock, prefix, output string) {
	t.Helper()
	exps := expectations(b.body, prefix)
	j := 0
	sc := bufio.NewScanner(strings.NewReader(output))
	for sc.Scan() && j < len(exps) {
		if exps[j].MatchString(strings.TrimSpace(sc.Text())) {
			j++
		}
	}
	if j < len(exps) {
		t.Errorf("README.md:%d (%s): no output line matches %q (in order); output:\n%s", b.line, b.name, exps[j], output)
	}
}

func TestREADME(t *testing.T) {
	for _, tool := range []string{"bash", "jq", "curl"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatalf("the README's examples need %s (apt-get install %s)", tool, tool)
			}
			t.Skipf("the README's examples need %s", tool)
		}
	}
	repo, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	blocks := readmeBlocks(t, filepath.Join(repo, "README.md"))
	var names []string
	for _, b := range blocks {
		names = append(names, b.name)
	}
	if strings.Join(names, " ") != strings.Join(readmeBlockNames, " ") {
		t.Fatalf("README runnable blocks %v, want %v (a marker went missing?)", names, readmeBlockNames)
	}
	work := t.TempDir()
	build := exec.Command("go", "build", "-o", filepath.Join(work, "bin", "evicortex"), ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	port := freeAddr(t)
	var groups []int // process groups to end: a block may leave a server running
	t.Cleanup(func() {
		for _, g := range groups {
			syscall.Kill(-g, syscall.SIGTERM)
		}
		time.Sleep(200 * time.Millisecond) // let serve close its ledger before TempDir is removed
	})
	for _, b := range blocks {
		b.body = strings.ReplaceAll(b.body, readmePort, port)
		switch b.lang {
		case "sh":
			checkExpectations(t, b, "#>", runReadmeShell(t, work, b, &groups))
		case "go":
			checkExpectations(t, b, "//>", runReadmeGo(t, repo, work, b))
		case "json":
			runReadmeMCPConfig(t, work, b)
		default:
			t.Fatalf("README.md:%d: readme-test block of language %q", b.line, b.lang)
		}
		if t.Failed() {
			return // later blocks build on this one's state
		}
	}
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// readmePrelude makes `make build-go` a no-op (the test built bin/) and
// refuses any other make target.
const readmePrelude = `make() { case "$*" in build-go|build) ;; *) echo "README test: make $* is not run here" >&2; return 1 ;; esac; }
`

func runReadmeShell(t *testing.T, work string, b readmeBlock, groups *[]int) string {
	t.Helper()
	out, err := os.CreateTemp(work, b.name+"-*.out")
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", "-euo", "pipefail", "-c", readmePrelude+b.body)
	cmd.Dir = work
	cmd.Env = append(os.Environ(), "EVICORTEX_DB=", "EVICORTEX_POSTGRES=", "EVICORTEX_ENCODER=")
	// Files, not pipes: a server the block leaves in the background keeps
	// them open, and Wait would wait for it.
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	*groups = append(*groups, cmd.Process.Pid)
	err = cmd.Wait()
	text, _ := os.ReadFile(out.Name())
	if err != nil {
		t.Fatalf("README.md:%d (%s): %v; output:\n%s", b.line, b.name, err, text)
	}
	return string(text)
}

// runReadmeGo builds the block as the main package of a module that
// replaces github.com/evicortex/evicortex with the checkout, and runs it in
// the work directory.
func runReadmeGo(t *testing.T, repo, work string, b readmeBlock) string {
	t.Helper()
	dir := filepath.Join(work, "go-"+b.name)
	sum, err := os.ReadFile(filepath.Join(repo, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	mod := fmt.Sprintf("module readme/%s\n\ngo 1.26\n\nrequire github.com/evicortex/evicortex v0.0.0\n\nreplace github.com/evicortex/evicortex => %s\n", b.name, repo)
	for name, data := range map[string][]byte{"main.go": []byte(b.body), "go.mod": []byte(mod), "go.sum": sum} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bin := filepath.Join(work, "go-"+b.name+".bin")
	build := exec.Command("go", "build", "-mod=mod", "-o", bin, ".")
	build.Dir = dir
	build.Env = append(os.Environ(), "GOWORK=off")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("README.md:%d (%s): go build: %v\n%s", b.line, b.name, err, out)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	run := exec.CommandContext(ctx, bin)
	run.Dir = work
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("README.md:%d (%s): %v; output:\n%s", b.line, b.name, err, out)
	}
	return string(out)
}

// runReadmeMCPConfig starts the host configuration's server the way a
// host does (its command and args, with the placeholder paths replaced)
// and runs a remember and a recall through it.
func runReadmeMCPConfig(t *testing.T, work string, b readmeBlock) {
	t.Helper()
	var cfg struct {
		MCPServers map[string]struct {
			Command string   `json:"command"`
			Args    []string `json:"args"`
		} `json:"mcpServers"`
	}
	if err := json.Unmarshal([]byte(b.body), &cfg); err != nil {
		t.Fatalf("README.md:%d: the MCP host configuration is not JSON: %v", b.line, err)
	}
	srv, ok := cfg.MCPServers["evicortex"]
	if !ok || srv.Command != "/path/to/evicortex" {
		t.Fatalf("README.md:%d: want an mcpServers.evicortex entry with command /path/to/evicortex: %+v", b.line, cfg)
	}
	args := make([]string, len(srv.Args))
	for i, a := range srv.Args {
		args[i] = strings.ReplaceAll(a, "/path/to/memory.db", filepath.Join(work, "mcp-host.db"))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.Command(filepath.Join(work, "bin", "evicortex"), args...)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "readme-host", Version: "1"}, nil).Connect(ctx,
		&mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("README.md:%d: the configured command %v does not speak MCP: %v", b.line, args, err)
	}
	defer cs.Close()
	toolText(t, cs, "remember", map[string]any{"content": "Varun prefers the dark theme.", "source": "host/1"})
	if got := toolText(t, cs, "recall", map[string]any{"query": "Which theme does Varun prefer?"}); !strings.Contains(got, "dark theme") {
		t.Errorf("README.md:%d: recall through the configured server: %s", b.line, got)
	}
}
