package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestGlobalFlagsAnywhere: the global flags work before and after the
// command, and give the same answer.
func TestGlobalFlagsAnywhere(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	var rem struct{ ID string }
	cliJSON(t, &rem, "remember", "--ns", "demo/u1", "--source", "chat/1", "--occurred-at", "2026-01-02",
		"--content", "The office plant is a fern called Gus.", "--db", db, "--json")
	if rem.ID == "" {
		t.Fatal("remember with trailing global flags stored nothing")
	}
	q := []string{"--ns", "demo/u1", "--query", "What is the office plant called?", "--budget", "300", "--now", "2026-05-01"}
	before := cliRun(t, append([]string{"--db", db, "--json", "recall"}, q...)...)
	after := cliRun(t, append(append([]string{"recall", "--db=" + db}, q...), "--json")...)
	mixed := cliRun(t, append(append([]string{"--json", "recall"}, q...), "--db", db)...)
	for _, r := range []result{before, after, mixed} {
		if r.code != 0 || !strings.Contains(r.stdout, "Gus") || !strings.HasPrefix(r.stdout, "{") {
			t.Fatalf("recall: exit %d stdout %q stderr %q", r.code, r.stdout, r.stderr)
		}
	}
	if before.stdout != after.stdout || before.stdout != mixed.stdout {
		t.Errorf("answers differ with the flags' position:\n%s\n%s", before.stdout, after.stdout)
	}
	// serve --db FILE reads the ledger flag (it used to say "db: is required").
	if r := cliRun(t, "serve", "--db", db); r.code != 2 || !strings.Contains(r.stderr, "principals") {
		t.Errorf("serve --db: exit %d stderr %q, want the missing --principals reported", r.code, r.stderr)
	}
	// A command flag's value may look like a global flag when written with "=".
	var ev struct{ Content string }
	cliJSON(t, &rem, "--db", db, "--json", "remember", "--ns", "demo/u1", "--source", "chat/2", "--content=--json")
	cliJSON(t, &ev, "--db", db, "--json", "expand", "--ns", "demo/u1", "--id", rem.ID)
	if ev.Content != "--json" {
		t.Errorf("content %q, want --json", ev.Content)
	}
	if r := cliRun(t, "--bogus", "recall"); r.code != 2 || !strings.Contains(r.stderr, "-bogus") {
		t.Errorf("unknown global flag: exit %d stderr %q", r.code, r.stderr)
	}
}

// TestHelp: every spelling of help prints on stdout and exits 0, for the
// tool and each command, without a ledger; and no flag's help is mangled
// (Go's flag package reads a `quoted` word of the description as the
// argument's name, which once printed "-encoder make build-native").
func TestHelp(t *testing.T) {
	t.Setenv("EVICORTEX_DB", "")
	flagLine := regexp.MustCompile(`^  -([a-z][a-z0-9-]*)(?: (.+))?$`)
	check := func(args []string) {
		r := cliRun(t, args...)
		if r.code != 0 || r.stderr != "" || !strings.HasPrefix(r.stdout, "usage: evicortex") {
			t.Errorf("%v: exit %d, stderr %q, stdout %.80q", args, r.code, r.stderr, r.stdout)
			return
		}
		for _, line := range strings.Split(r.stdout, "\n") {
			m := flagLine.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			if arg := m[2]; strings.ContainsAny(arg, " '`") || len(arg) > 12 {
				t.Errorf("%v: flag -%s shows argument name %q: a quoted word of its description was taken for it", args, m[1], arg)
			}
		}
	}
	for _, a := range [][]string{{"--help"}, {"-h"}, {"-help"}, {"help"}} {
		check(a)
	}
	for _, cmd := range commands {
		check([]string{"help", cmd.name})
		check([]string{cmd.name, "--help"})
		check([]string{cmd.name, "-h", "--db", "/nonexistent/dir/x.db"})
	}
	if r := cliRun(t, "help", "bogus"); r.code != 2 {
		t.Errorf("help bogus: exit %d", r.code)
	}
}

func TestVersion(t *testing.T) {
	var v buildInfo
	cliJSON(t, &v, "version", "--json")
	if v.LedgerSchema < 1 || v.Go == "" || v.Revision == "" || v.Module != "github.com/evicortex/evicortex" {
		t.Errorf("version: %+v", v)
	}
	if r := cliRun(t, "version", "--encoder", "bert", "--models-dir", t.TempDir()); r.code == 0 || !strings.Contains(r.stderr, "make models") {
		t.Errorf("version with a missing bert model: exit %d stderr %q, want an error pointing at make models", r.code, r.stderr)
	}
	models := modelsDir(t)
	cliJSON(t, &v, "version", "--json", "--encoder", "bert", "--models-dir", models)
	if v.Encoder != "bert" || v.EncoderProfile == "" {
		t.Errorf("version --encoder bert: %+v", v)
	}
}

// modelsDir is build/models, or skips the test when `make models` has not
// run (a failure under EVICORTEX_REQUIRE_MODELS=1, as make test-cli-bert sets).
func modelsDir(t *testing.T) string {
	t.Helper()
	models := filepath.Join("..", "..", "build", "models")
	if _, err := os.Stat(filepath.Join(models, "bge-small-en-v1.5", "model.safetensors")); err != nil {
		if os.Getenv("EVICORTEX_REQUIRE_MODELS") == "1" {
			t.Fatalf("no pinned model in %s: %v", models, err)
		}
		t.Skip("no build/models (make models): the pure-Go encoder is not checked")
	}
	return models
}

// TestBertEncoderCLI: --encoder bert embeds with the pure-Go encoder in
// a binary without native libraries, and recall then finds a paraphrase
// through the dense channel alone.
func TestBertEncoderCLI(t *testing.T) {
	models := modelsDir(t)
	db := filepath.Join(t.TempDir(), "m.db")
	for i, c := range []string{"I adopted a small grey kitten last week.", "The quarterly budget review is on Thursday."} {
		cliJSON(t, &struct{}{}, "--db", db, "--json", "remember", "--ns", "d", "--source", fmt.Sprintf("s%d", i), "--content", c)
	}
	var sync struct {
		Embedded int
		Profile  string
	}
	cliJSON(t, &sync, "sync-semantic", "--ns", "d", "--db", db, "--json", "--encoder", "bert", "--models-dir", models)
	if sync.Embedded != 2 || !strings.Contains(sync.Profile, "bge-small-en-v1.5") {
		t.Fatalf("sync-semantic --encoder bert: %+v", sync)
	}
	var c capsuleJSON
	cliJSON(t, &c, "recall", "--ns", "d", "--query", "Do I have any pets?", "--db", db, "--json", "--encoder", "bert", "--models-dir", models)
	if len(c.Items) == 0 || !strings.Contains(c.Items[0].Text, "kitten") || !strings.Contains(string(c.Items[0].Trace), `"dense"`) {
		t.Errorf("recall with --encoder bert: %+v", c.Items)
	}
}

func TestClaimsCLI(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	var light struct {
		ClaimIDs []string `json:"claim_ids"`
	}
	cliJSON(t, &light, "--db", db, "--json", "remember", "--ns", "demo", "--source", "s1", "--occurred-at", "2026-01-02",
		"--content", "I prefer light mode.", "--claim", "user:v|prefers_theme|light")
	cliJSON(t, &struct{}{}, "--db", db, "--json", "remember", "--ns", "demo", "--source", "s2", "--occurred-at", "2026-04-18",
		"--content", "I switched to dark mode.", "--claim", "user:v|prefers_theme|dark", "--supersedes", light.ClaimIDs[0])
	var out struct {
		Claims []struct{ Value, Status string }
	}
	cliJSON(t, &out, "claims", "--db", db, "--json", "--ns", "demo", "--subject", "user:v")
	if len(out.Claims) != 2 || out.Claims[0].Value != "light" || out.Claims[0].Status != "superseded" || out.Claims[1].Status != "active" {
		t.Errorf("claims: %+v", out.Claims)
	}
	r := cliRun(t, "claims", "--db", db, "--ns", "demo", "--subject", "user:v", "--predicate", "prefers_theme")
	if r.code != 0 || !strings.Contains(r.stdout, "light") || !strings.Contains(r.stdout, "superseded") {
		t.Errorf("claims text: %+v", r)
	}
	if r := cliRun(t, "claims", "--db", db, "--json", "--ns", "demo"); r.code != 2 || !strings.Contains(r.stderr, `"field":"subject"`) {
		t.Errorf("claims without --subject: %+v", r)
	}
}

// toolText calls a tool and returns its text content, failing on errors.
func toolText(t *testing.T, cs *mcp.ClientSession, name string, args map[string]any) string {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	if res.IsError {
		t.Fatalf("%s: %s", name, b.String())
	}
	return b.String()
}

// mcpLifeCycle: remember, recall finds it, forget, recall does not.
func mcpLifeCycle(t *testing.T, cs *mcp.ClientSession, ns string) {
	t.Helper()
	tools, err := cs.ListTools(context.Background(), nil)
	if err != nil || len(tools.Tools) < 6 {
		t.Fatalf("list tools: %v %v", tools, err)
	}
	var rem struct {
		Evidence []struct{ ID string }
	}
	if err := json.Unmarshal([]byte(toolText(t, cs, "remember", map[string]any{"namespace": ns,
		"content": "The spare key is under the blue flowerpot.", "source": "chat/9"})), &rem); err != nil || len(rem.Evidence) != 1 {
		t.Fatalf("remember: %+v %v", rem, err)
	}
	q := map[string]any{"namespace": ns, "query": "Where is the spare key?", "budget_tokens": 200}
	if got := toolText(t, cs, "recall", q); !strings.Contains(got, "flowerpot") {
		t.Fatalf("recall does not find it: %s", got)
	}
	toolText(t, cs, "forget", map[string]any{"namespace": ns, "ids": []string{rem.Evidence[0].ID}})
	if got := toolText(t, cs, "recall", q); strings.Contains(got, "flowerpot") {
		t.Fatalf("recall after forget still finds it: %s", got)
	}
}

// TestMCPStdio drives `evicortex mcp` as a child process over its stdin
// and stdout with the SDK's command transport.
func TestMCPStdio(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	args, _ := json.Marshal([]string{"mcp", "--db", db, "--ns", "demo/stdio"})
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childArgsEnv+"="+string(args))
	var stderr syncBuffer
	cmd.Stderr = &stderr
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "cli-test", Version: "1"}, nil).Connect(ctx,
		&mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("connect: %v; stderr %s", err, stderr.String())
	}
	mcpLifeCycle(t, cs, "")
	if err := cs.Close(); err != nil {
		t.Errorf("close: %v; stderr %s", err, stderr.String())
	}
	// The child closed the ledger cleanly: it opens again and verifies.
	if r := cliRun(t, "--db", db, "verify"); r.code != 0 {
		t.Errorf("verify after mcp: %+v", r)
	}
}

// TestServeMCP: `serve` mounts /mcp behind the principals file.
func TestServeMCP(t *testing.T) {
	ch := startServe(t, filepath.Join(t.TempDir(), "m.db"), writePrincipalsFile(t, 0o600))
	url := "http://" + ch.addr + "/mcp"
	resp, err := http.Post(url, "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("/mcp without a token: %d, want 401", resp.StatusCode)
	}
	hc := &http.Client{Transport: bearerTransport{testToken}, Timeout: 30 * time.Second}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "cli-test", Version: "1"}, nil).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: url, HTTPClient: hc}, nil)
	if err != nil {
		t.Fatalf("connect: %v; stderr %s", err, ch.stderr.String())
	}
	defer cs.Close()
	mcpLifeCycle(t, cs, "load/mcp")
}

type bearerTransport struct{ tok string }

func (b bearerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.tok)
	return http.DefaultTransport.RoundTrip(r)
}

// FuzzSplitGlobals: splitting the line never loses, duplicates or reorders
// an argument, and a global flag's value travels with it.
func FuzzSplitGlobals(f *testing.F) {
	for _, s := range []string{"--db F recall --json", "recall --db=F --ns n --json -- --db x", "-h", "recall -h --db", "--bogus x --json"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Fields(line)
		c := &cli{stdout: io.Discard, stderr: io.Discard}
		globals, rest := splitGlobals(c.globalFlags(), args)
		if len(globals)+len(rest) != len(args) {
			t.Fatalf("%q → %q + %q: arguments lost or added", args, globals, rest)
		}
		// Each side is a subsequence of args, and together they cover it.
		gi, ri := 0, 0
		for _, a := range args {
			switch {
			case gi < len(globals) && globals[gi] == a:
				gi++
			case ri < len(rest) && rest[ri] == a:
				ri++
			default:
				t.Fatalf("%q → %q + %q: %q out of order", args, globals, rest, a)
			}
		}
	})
}
