package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/internal/pgtest"
)

// childArgsEnv makes the test binary act as `evicortex ARGS...` (the args
// are a JSON array), so tests can run serve as a real process and kill it.
const childArgsEnv = "EVICORTEX_TEST_CHILD_ARGS"

func TestMain(m *testing.M) {
	if raw := os.Getenv(childArgsEnv); raw != "" {
		var args []string
		if err := json.Unmarshal([]byte(raw), &args); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		code := run(ctx, args, os.Stdout, os.Stderr)
		stop()
		os.Exit(code)
	}
	os.Exit(m.Run())
}

const testToken = "serve-test-token-0123456789"

func writePrincipalsFile(t *testing.T, mode os.FileMode) string {
	t.Helper()
	f := filepath.Join(t.TempDir(), "principals.json")
	body := `{"` + testToken + `": {"name": "loader", "namespaces": ["load/*"], "capabilities": ["read","write","purge","admin"]}}`
	if err := os.WriteFile(f, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(f, mode); err != nil {
		t.Fatal(err)
	}
	return f
}

// syncBuffer is a bytes.Buffer safe for a writer and a reader.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

type serveChild struct {
	cmd     *exec.Cmd
	stderr  *syncBuffer
	c       *client.Client
	addr    string        // host:port it listens on
	done    chan struct{} // closed when the process has exited
	waitErr error         // cmd.Wait's result, set before done closes
}

// startServe runs `evicortex --db db --json serve` in a child process and
// waits until it is ready.
func startServe(t *testing.T, db, principals string) *serveChild {
	t.Helper()
	return startServeArgs(t, []string{"--db", db}, principals)
}

// startServeArgs is startServe with the global (ledger) flags given.
func startServeArgs(t *testing.T, global []string, principals string) *serveChild {
	t.Helper()
	args, _ := json.Marshal(append(slices.Clone(global), "--json", "serve", "--listen", "127.0.0.1:0",
		"--principals", principals, "--shutdown-timeout", "10s"))
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childArgsEnv+"="+string(args))
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	ch := &serveChild{cmd: cmd, stderr: &syncBuffer{}, done: make(chan struct{})}
	cmd.Stderr = ch.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); <-ch.done })
	var hello struct {
		Listening string `json:"listening"`
	}
	decoded := make(chan error, 1)
	go func() {
		err := json.NewDecoder(stdout).Decode(&hello)
		decoded <- err
		io.Copy(io.Discard, stdout) // Wait may only run once reads are done
		ch.waitErr = cmd.Wait()
		close(ch.done)
	}()
	select {
	case err := <-decoded:
		if err != nil {
			t.Fatalf("serve did not announce its address: %v; stderr:\n%s", err, ch.stderr.String())
		}
	case <-time.After(60 * time.Second):
		t.Fatalf("serve did not start; stderr:\n%s", ch.stderr.String())
	}
	ch.addr = hello.Listening
	ch.c, err = client.New("http://"+hello.Listening, testToken, client.WithHTTPClient(&http.Client{Timeout: 30 * time.Second}))
	if err != nil {
		t.Fatal(err)
	}
	waitReady(t, ch)
	return ch
}

func waitReady(t *testing.T, ch *serveChild) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		if err := ch.c.Ready(context.Background()); err == nil {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("serve never became ready; stderr:\n%s", ch.stderr.String())
}

type acked struct{ ns, id, content string }

// hammer runs writers until stop is closed or their first error (the
// server going away); it returns every acknowledged write and how many
// requests were sent but not acknowledged (at most one per writer).
func hammer(c *client.Client, writers int, stop <-chan struct{}, count *atomic.Int64) (acks []acked, unacked int) {
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ns := fmt.Sprintf("load/w%d", w)
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				content := fmt.Sprintf("writer %d note %d about kiwi and walnut", w, i)
				r, err := c.Remember(context.Background(), client.Observation{Namespace: ns, Content: content, Source: fmt.Sprintf("w%d/%d", w, i)})
				mu.Lock()
				if err != nil {
					unacked++
					mu.Unlock()
					return
				}
				acks = append(acks, acked{ns, r.ID, content})
				mu.Unlock()
				count.Add(1)
			}
		}()
	}
	wg.Wait()
	return acks, unacked
}

// waitCount waits until n reaches want or d passes.
func waitCount(n *atomic.Int64, want int64, d time.Duration) {
	for deadline := time.Now().Add(d); n.Load() < want && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
}

// checkAcked restarts nothing: it checks through c that every
// acknowledged write is present and intact and that the ledger verifies.
func checkAcked(t *testing.T, c *client.Client, acks []acked, maxExtra int) {
	t.Helper()
	ctx := context.Background()
	for _, a := range acks {
		ev, err := c.Expand(ctx, a.ns, a.id)
		if err != nil || ev.Content != a.content {
			t.Fatalf("acknowledged write %s lost or changed: %+v, %v", a.id, ev, err)
		}
	}
	rep, err := c.Verify(ctx)
	if err != nil || !rep.OK {
		t.Fatalf("verify after restart: %+v %v", rep, err)
	}
	if rep.Evidence < len(acks) || rep.Evidence > len(acks)+maxExtra {
		t.Fatalf("evidence count %d, want between %d acknowledged and %d (+ unacknowledged in flight)", rep.Evidence, len(acks), len(acks)+maxExtra)
	}
}

// TestServeKill9: SIGKILL the server under concurrent writes, restart it
// on the same ledger, and find every acknowledged write.
func TestServeKill9(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server processes")
	}
	dir := t.TempDir()
	db, principals := filepath.Join(dir, "m.db"), writePrincipalsFile(t, 0o600)
	ch := startServe(t, db, principals)
	stop := make(chan struct{})
	type result struct {
		acks    []acked
		unacked int
	}
	res := make(chan result, 1)
	var n atomic.Int64
	go func() { a, u := hammer(ch.c, 8, stop, &n); res <- result{a, u} }()
	waitCount(&n, 300, 20*time.Second) // kill mid-load, with enough writes acknowledged to matter
	if err := ch.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-ch.done
	close(stop)
	r := <-res
	if len(r.acks) < 20 {
		t.Fatalf("only %d writes acknowledged before the kill; the test proves little", len(r.acks))
	}
	t.Logf("%d writes acknowledged, %d in flight at SIGKILL", len(r.acks), r.unacked)
	again := startServe(t, db, principals)
	checkAcked(t, again.c, r.acks, r.unacked)
	page, err := again.c.Audit(context.Background(), 0, 5)
	if err != nil || len(page.Entries) == 0 || page.Entries[0].Principal != "loader" {
		t.Fatalf("audit after restart: %+v %v", page, err)
	}
}

// TestServeSIGTERM: SIGTERM under load exits 0 after draining; nothing
// acknowledged is lost.
func TestServeSIGTERM(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server processes")
	}
	dir := t.TempDir()
	db, principals := filepath.Join(dir, "m.db"), writePrincipalsFile(t, 0o600)
	ch := startServe(t, db, principals)
	stop := make(chan struct{})
	done := make(chan []acked, 1)
	unackedN := make(chan int, 1)
	var n atomic.Int64
	go func() { a, u := hammer(ch.c, 4, stop, &n); done <- a; unackedN <- u }()
	waitCount(&n, 100, 20*time.Second)
	if err := ch.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	<-ch.done
	if err := ch.waitErr; err != nil {
		t.Fatalf("serve exited with %v after SIGTERM; stderr:\n%s", err, ch.stderr.String())
	}
	close(stop)
	acks, unacked := <-done, <-unackedN
	if !strings.Contains(ch.stderr.String(), `"msg":"stopped"`) {
		t.Errorf("no orderly stop in the log:\n%s", ch.stderr.String())
	}
	again := startServe(t, db, principals)
	checkAcked(t, again.c, acks, unacked)
}

func TestServeRefusesLoosePrincipals(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	f := writePrincipalsFile(t, 0o644)
	r := cliRun(t, "--db", db, "serve", "--principals", f, "--listen", "127.0.0.1:0")
	if r.code == 0 || !strings.Contains(r.stderr, f) || !strings.Contains(r.stderr, "0644") {
		t.Fatalf("serve with a 0644 principals file: exit %d, stderr %q; want a refusal naming file and mode", r.code, r.stderr)
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("serve created the ledger before refusing")
	}
	if r := cliRun(t, "--db", db, "--json", "serve"); r.code != 2 || !strings.Contains(r.stderr, `"field":"principals"`) {
		t.Fatalf("serve without --principals: %+v", r)
	}
	good := writePrincipalsFile(t, 0o600)
	if r := cliRun(t, "--db", db, "--json", "serve", "--principals", good, "--gc-percent", "0"); r.code != 2 || !strings.Contains(r.stderr, `"field":"gc-percent"`) {
		t.Fatalf("serve --gc-percent 0: %+v", r)
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("serve created the ledger before refusing --gc-percent")
	}
}

// TestServePostgresShared runs two servers on one PostgreSQL ledger: a
// write acknowledged by one is recalled through the other, readiness
// names the backend, and the DSN's password is in neither log.
func TestServePostgresShared(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server processes")
	}
	u, err := url.Parse(pgtest.Schema(t))
	if err != nil || u.Scheme == "" {
		t.Skip("test DSN is not a URL")
	}
	const secret = "pw-must-not-leak-7731"
	if _, has := u.User.Password(); !has { // trust auth ignores it; the logs must too
		u.User = url.UserPassword(u.User.Username(), secret)
	}
	dsn := u.String()
	principals := writePrincipalsFile(t, 0o600)
	a, b := startServe(t, dsn, principals), startServe(t, dsn, principals)
	ctx := context.Background()
	rc, err := a.c.Remember(ctx, client.Observation{Namespace: "load/pg", Content: "The spare key is under the heron statue.", Source: "t"})
	if err != nil {
		t.Fatal(err)
	}
	capsule, err := b.c.Recall(ctx, client.RecallRequest{Namespace: "load/pg", Query: "where is the spare key", BudgetTokens: 200})
	if err != nil {
		t.Fatal(err)
	}
	if cited := citedIDs(capsule); !slices.Contains(cited, rc.ID) {
		t.Errorf("server b did not recall server a's write %s: cited %v", rc.ID, cited)
	}
	resp, err := http.Get("http://" + a.addr + "/v1/ready")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(body), `"backend":"postgres"`) {
		t.Errorf("ready: %s", body)
	}
	for name, ch := range map[string]*serveChild{"a": a, "b": b} {
		if log := ch.stderr.String(); strings.Contains(log, secret) {
			t.Errorf("server %s logged the DSN password:\n%s", name, log)
		} else if !strings.Contains(log, `"backend":"postgres"`) {
			t.Errorf("server %s did not log its backend:\n%s", name, log)
		}
	}
}

// TestServeFollowsSQLite: with --follow, a server shares its SQLite
// ledger with --follow CLI commands: their writes and purges are honoured
// by its next recall.
func TestServeFollowsSQLite(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server processes")
	}
	db := filepath.Join(t.TempDir(), "m.db")
	ch := startServeArgs(t, []string{"--db", db, "--follow"}, writePrincipalsFile(t, 0o600))
	const canoe = "The canoe is moored at the north jetty."
	var rc struct {
		ID string `json:"id"`
	}
	cliJSON(t, &rc, "--db", db, "--follow", "--json", "remember", "--ns", "load/f", "--content", canoe, "--source", "cli")
	recall := func() []string {
		capsule, err := ch.c.Recall(context.Background(), client.RecallRequest{Namespace: "load/f", Query: "where is the canoe", BudgetTokens: 200})
		if err != nil {
			t.Fatal(err)
		}
		return citedIDs(capsule)
	}
	if cited := recall(); !slices.Contains(cited, rc.ID) {
		t.Fatalf("server did not recall the CLI's write %s: cited %v", rc.ID, cited)
	}
	var purged struct {
		Evidence int `json:"evidence"`
	}
	cliJSON(t, &purged, "--db", db, "--follow", "--json", "purge", "--ns", "load/f", "--all")
	if purged.Evidence != 1 {
		t.Fatalf("purge: %+v", purged)
	}
	if cited := recall(); len(cited) != 0 {
		t.Fatalf("server recalls evidence the CLI purged: %v", cited)
	}
}

// citedIDs is every evidence id a capsule's items cite.
func citedIDs(c *capsule.Capsule) []string {
	var ids []string
	for _, it := range c.Items {
		ids = append(ids, it.EvidenceIDs...)
	}
	return ids
}
