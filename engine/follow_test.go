package engine

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/evicortex/evicortex/internal/pgtest"
)

// The two-process test: the test binary re-executes itself as
// TestHelperProcessFollow, twice, on one ledger. The parent drives each
// child over stdin/stdout, one JSON request and one JSON reply per line.

const (
	followChildEnv  = "EVICORTEX_FOLLOW_CHILD"  // backend of the child: "sqlite" or "postgres"
	followTargetEnv = "EVICORTEX_FOLLOW_TARGET" // SQLite path or PostgreSQL DSN
)

type followReq struct {
	Op        string `json:"op"` // remember, recall, purge, indexed, verify, catchup
	Namespace string `json:"namespace,omitempty"`
	Text      string `json:"text,omitempty"`
	Subject   string `json:"subject,omitempty"` // remember: one claim subject/predicate/value
	Predicate string `json:"predicate,omitempty"`
	Value     string `json:"value,omitempty"`
	ID        string `json:"id,omitempty"` // purge, indexed
}

type followResp struct {
	ID       string   `json:"id,omitempty"`       // remember
	Cited    []string `json:"cited,omitempty"`    // recall: evidence ids of the capsule's items
	Values   []string `json:"values,omitempty"`   // recall: claim values of the capsule's items
	Evidence int      `json:"evidence,omitempty"` // verify
	Applied  int      `json:"applied,omitempty"`  // catchup
	Indexed  bool     `json:"indexed,omitempty"`  // indexed: the id is in the projections
	Err      string   `json:"err,omitempty"`
}

// TestHelperProcessFollow is the child half of TestTwoProcessesShareLedger.
func TestHelperProcessFollow(t *testing.T) {
	backend := os.Getenv(followChildEnv)
	if backend == "" {
		t.Skip("child process of TestTwoProcessesShareLedger")
	}
	e, err := openFollowBackend(backend, os.Getenv(followTargetEnv))
	if err != nil {
		fmt.Printf("{\"err\":%q}\n", err.Error())
		os.Exit(3)
	}
	defer e.Close()
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	enc := json.NewEncoder(os.Stdout)
	for in.Scan() {
		var req followReq
		resp := followResp{}
		if err := json.Unmarshal(in.Bytes(), &req); err != nil {
			resp.Err = err.Error()
		} else if err := serveFollowReq(e, req, &resp); err != nil {
			resp.Err = err.Error()
		}
		enc.Encode(resp)
	}
	os.Exit(0)
}

func openFollowBackend(backend, target string) (*Engine, error) {
	switch backend {
	case "sqlite":
		return Open(target, Options{Follow: true})
	case "postgres":
		return OpenPostgres(target, Options{})
	}
	return nil, fmt.Errorf("unknown backend %q", backend)
}

func serveFollowReq(e *Engine, req followReq, resp *followResp) error {
	ctx := context.Background()
	switch req.Op {
	case "remember":
		obs := Observation{Namespace: req.Namespace, Content: req.Text, Source: "follow-test"}
		if req.Subject != "" {
			obs.Claims = []ClaimInput{{Subject: req.Subject, Predicate: req.Predicate, Value: req.Value}}
		}
		rc, err := e.Remember(ctx, obs)
		resp.ID = rc.ID
		return err
	case "recall":
		c, err := e.Recall(ctx, Query{Namespace: req.Namespace, Text: req.Text, BudgetTokens: 400})
		if err != nil {
			return err
		}
		for _, it := range c.Items {
			resp.Cited = append(resp.Cited, it.EvidenceIDs...)
			if it.Value != "" {
				resp.Values = append(resp.Values, it.Value)
			}
		}
		return nil
	case "purge":
		_, err := e.Purge(ctx, PurgeRequest{Namespace: req.Namespace, IDs: []string{req.ID}})
		return err
	case "indexed":
		if err := e.follow(ctx); err != nil {
			return err
		}
		e.mu.RLock()
		resp.Indexed = len(e.proj.seqsOf([]string{req.ID})) > 0
		e.mu.RUnlock()
		return nil
	case "verify":
		r, err := e.Verify(ctx)
		resp.Evidence = r.Evidence
		return err
	case "catchup":
		n, err := e.CatchUp(ctx)
		resp.Applied = n
		return err
	}
	return fmt.Errorf("unknown op %q", req.Op)
}

// followChild is a running child engine process.
type followChild struct {
	name string
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Scanner
}

func startFollowChild(t *testing.T, name, backend, target string) *followChild {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcessFollow$", "-test.count=1")
	cmd.Env = append(os.Environ(), followChildEnv+"="+backend, followTargetEnv+"="+target)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", name, err)
	}
	c := &followChild{name: name, cmd: cmd, in: in, out: bufio.NewScanner(out)}
	c.out.Buffer(make([]byte, 1<<20), 1<<20)
	t.Cleanup(func() {
		c.in.Close()
		if err := c.cmd.Wait(); err != nil {
			t.Errorf("%s exited: %v", c.name, err)
		}
	})
	return c
}

// do sends one request and returns the reply; a reply error fails the test.
func (c *followChild) do(t *testing.T, req followReq) followResp {
	t.Helper()
	b, _ := json.Marshal(req)
	if _, err := c.in.Write(append(b, '\n')); err != nil {
		t.Fatalf("%s: send %s: %v", c.name, req.Op, err)
	}
	for c.out.Scan() {
		line := c.out.Bytes()
		if len(line) == 0 || line[0] != '{' {
			continue // test framework output
		}
		var resp followResp
		if err := json.Unmarshal(line, &resp); err != nil {
			t.Fatalf("%s: reply %q: %v", c.name, line, err)
		}
		if resp.Err != "" {
			t.Fatalf("%s: %s: %s", c.name, req.Op, resp.Err)
		}
		return resp
	}
	t.Fatalf("%s: no reply to %s (%v)", c.name, req.Op, c.out.Err())
	return followResp{}
}

// facts of each process: distinct words, so each recall has one answer.
var followFacts = map[string][][2]string{
	"A": {{"The orchard ladder is stored in the blue barn.", "orchard ladder"},
		{"Marguerite bakes sourdough every Thursday.", "Marguerite sourdough"}},
	"B": {{"The kayak paddles hang behind the boathouse door.", "kayak paddles"},
		{"Tobias renewed his fishing licence in March.", "Tobias fishing licence"}},
}

// TestTwoProcessesShareLedger runs two engine processes on one SQLite
// ledger, and on PostgreSQL when a test DSN is configured: each recalls
// the other's writes, a purge by one disappears from the other's recalls,
// and the ledger verifies in both.
func TestTwoProcessesShareLedger(t *testing.T) {
	if os.Getenv(followChildEnv) != "" {
		t.Skip("in child")
	}
	t.Run("sqlite", func(t *testing.T) {
		runTwoProcesses(t, "sqlite", filepath.Join(t.TempDir(), "shared.db"))
	})
	t.Run("postgres", func(t *testing.T) {
		runTwoProcesses(t, "postgres", pgtest.Schema(t))
	})
}

func runTwoProcesses(t *testing.T, backend, target string) {
	// Create the ledger first so the children do not race to migrate it.
	e, err := openFollowBackend(backend, target)
	if err != nil {
		t.Fatalf("create ledger: %v", err)
	}
	e.Close()
	procs := map[string]*followChild{
		"A": startFollowChild(t, "A", backend, target),
		"B": startFollowChild(t, "B", backend, target),
	}
	const ns = "shared/ns"
	ids := map[string]string{} // fact query -> evidence id
	for _, name := range []string{"A", "B"} {
		for _, f := range followFacts[name] {
			ids[f[1]] = procs[name].do(t, followReq{Op: "remember", Namespace: ns, Text: f[0]}).ID
		}
	}
	// A claim written by B, recalled by A.
	procs["B"].do(t, followReq{Op: "remember", Namespace: ns, Text: "Tobias moved to Lisbon.",
		Subject: "user:tobias", Predicate: "lives_in", Value: "Lisbon"})
	if got := procs["A"].do(t, followReq{Op: "recall", Namespace: ns, Text: "Where does Tobias live?"}); !slices.Contains(got.Values, "Lisbon") {
		t.Errorf("A did not recall B's claim lives_in=Lisbon: values %v", got.Values)
	}
	// Each process recalls the other's facts.
	for reader, writer := range map[string]string{"A": "B", "B": "A"} {
		for _, f := range followFacts[writer] {
			got := procs[reader].do(t, followReq{Op: "recall", Namespace: ns, Text: f[1]})
			if !slices.Contains(got.Cited, ids[f[1]]) {
				t.Errorf("%s recalling %q (written by %s): cited %v, want %s", reader, f[1], writer, got.Cited, ids[f[1]])
			}
		}
	}
	// B purges one of A's facts; A no longer recalls it, the other stays.
	gone, kept := followFacts["A"][0][1], followFacts["A"][1][1]
	procs["B"].do(t, followReq{Op: "purge", Namespace: ns, ID: ids[gone]})
	if got := procs["A"].do(t, followReq{Op: "recall", Namespace: ns, Text: gone}); slices.Contains(got.Cited, ids[gone]) {
		t.Errorf("A still cites %s after B purged it", ids[gone])
	}
	if procs["A"].do(t, followReq{Op: "indexed", ID: ids[gone]}).Indexed {
		t.Errorf("A's projections still hold %s after B purged it", ids[gone])
	}
	if got := procs["A"].do(t, followReq{Op: "recall", Namespace: ns, Text: kept}); !slices.Contains(got.Cited, ids[kept]) {
		t.Errorf("A lost %s (not purged): cited %v", ids[kept], got.Cited)
	}
	// A writes after the purge; B sees it.
	late := procs["A"].do(t, followReq{Op: "remember", Namespace: ns, Text: "The lighthouse keeper retired in autumn."}).ID
	if got := procs["B"].do(t, followReq{Op: "recall", Namespace: ns, Text: "lighthouse keeper"}); !slices.Contains(got.Cited, late) {
		t.Errorf("B did not recall A's write after the purge: cited %v, want %s", got.Cited, late)
	}
	want := len(ids) + 2 - 1 // the facts, the claim's evidence, the late write, less the purged one
	for _, name := range []string{"A", "B"} {
		if got := procs[name].do(t, followReq{Op: "verify"}); got.Evidence != want {
			t.Errorf("%s: verify counted %d evidence, want %d", name, got.Evidence, want)
		}
	}
}

// TestCatchUpInProcess covers catch-up details with two engines of one
// process on one SQLite file: claims, entities, out-of-order evidence and
// the background interval.
func TestCatchUpInProcess(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shared.db")
	a, err := Open(path, Options{Follow: true})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := Open(path, Options{Follow: true, RefreshInterval: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ctx := context.Background()
	const ns = "x/y"
	from := date("2026-01-01")
	// Interleave writes so each engine's own writes land between the other's.
	var ids []string
	for i := range 6 {
		w := a
		if i%2 == 1 {
			w = b
		}
		rc, err := w.Remember(ctx, Observation{Namespace: ns, Source: "s", Content: fmt.Sprintf("note %d about the walnut tree %d", i, i),
			Claims:   []ClaimInput{{Subject: "tree", Predicate: fmt.Sprintf("height%d", i), Value: fmt.Sprintf("%dm", i+1), ValidFrom: from}},
			Entities: []EntityInput{{Name: "Walnut Tree"}}})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, rc.ID)
	}
	// A re-asserted claim (no new claim row) must not force anything odd.
	if _, err := b.Remember(ctx, Observation{Namespace: ns, Source: "s", Content: "again: the walnut tree is 1m",
		Claims: []ClaimInput{{Subject: "tree", Predicate: "height0", Value: "1m", ValidFrom: from}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.CatchUp(ctx); err != nil {
		t.Fatal(err)
	}
	// b follows in the background: wait for it rather than call CatchUp.
	deadline := time.Now().Add(5 * time.Second)
	for b.seen.Load() < a.seen.Load() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	for _, e := range []*Engine{a, b} {
		// The incremental projections equal a rebuild from the ledger.
		want, err := buildProjections(ctx, e.led, nil, "")
		if err != nil {
			t.Fatal(err)
		}
		got := e.proj
		gv, wv := got.ns[ns], want.ns[ns]
		if !slices.Equal(gv.seqs, wv.seqs) || !gv.ev.Equals(wv.ev) || !gv.cl.Equals(wv.cl) {
			t.Errorf("followed view differs from a rebuild: seqs %v vs %v, claims %v vs %v", gv.seqs, wv.seqs, gv.cl.ToArray(), wv.cl.ToArray())
		}
		if got.clSeq.len() != want.clSeq.len() || got.idSeq.len() != want.idSeq.len() {
			t.Errorf("followed ids differ: %d/%d evidence, %d/%d claims", got.idSeq.len(), want.idSeq.len(), got.clSeq.len(), want.clSeq.len())
		}
		want.close()
		c, err := e.Recall(ctx, Query{Namespace: ns, Text: "how tall is the tree height3?", BudgetTokens: 300})
		if err != nil {
			t.Fatal(err)
		}
		var vals []string
		for _, it := range c.Items {
			vals = append(vals, it.Value)
		}
		if !slices.Contains(vals, "4m") {
			t.Errorf("recall of height3 gave values %q", strings.Join(vals, ","))
		}
	}
}

// TestCatchUpConcurrent writes and recalls from two following engines at
// once (run it with -race); afterwards each engine's projections equal a
// rebuild and each recalls every write.
func TestCatchUpConcurrent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shared.db")
	ctx := context.Background()
	engines := make([]*Engine, 2)
	for i := range engines {
		e, err := Open(path, Options{Follow: true})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		engines[i] = e
	}
	const ns, writers, each = "c/c", 3, 8
	errs := make(chan error, 2*writers*2)
	var wg sync.WaitGroup
	for k, e := range engines {
		for w := range writers {
			wg.Add(2)
			go func() {
				defer wg.Done()
				for i := range each {
					_, err := e.Remember(ctx, Observation{Namespace: ns, Source: "s",
						Content: fmt.Sprintf("engine%d writer%d item%d zebra", k, w, i)})
					if err != nil {
						errs <- err
						return
					}
				}
			}()
			go func() {
				defer wg.Done()
				for range each {
					if _, err := e.Recall(ctx, Query{Namespace: ns, Text: "zebra", BudgetTokens: 200}); err != nil {
						errs <- err
						return
					}
				}
			}()
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	for k, e := range engines {
		if _, err := e.CatchUp(ctx); err != nil {
			t.Fatal(err)
		}
		want, err := buildProjections(ctx, e.led, nil, "")
		if err != nil {
			t.Fatal(err)
		}
		gv, wv := e.proj.ns[ns], want.ns[ns]
		if !slices.Equal(gv.seqs, wv.seqs) || len(gv.seqs) != 2*writers*each {
			t.Errorf("engine %d: followed seqs %v, rebuild %v", k, gv.seqs, wv.seqs)
		}
		want.close()
	}
}

// BenchmarkRecallFollow measures what the read-your-writes check adds to a
// recall: the same recalls with the check (per-recall) and without it
// (SQLite: not following; PostgreSQL: a background interval instead).
func BenchmarkRecallFollow(b *testing.B) {
	type open func(b *testing.B, check bool) (*Engine, error)
	backends := map[string]open{
		"sqlite": func(b *testing.B, check bool) (*Engine, error) {
			return Open(filepath.Join(b.TempDir(), "m.db"), Options{Follow: check})
		},
		"postgres": func(b *testing.B, check bool) (*Engine, error) {
			opts := Options{}
			if !check {
				opts.RefreshInterval = time.Hour
			}
			return OpenPostgres(pgtest.Schema(b), opts)
		},
	}
	for _, name := range []string{"sqlite", "postgres"} {
		for _, check := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/check=%v", name, check), func(b *testing.B) {
				e, err := backends[name](b, check)
				if err != nil {
					b.Fatal(err)
				}
				defer e.Close()
				benchRecalls(b, e)
			})
		}
	}
}

func benchRecalls(b *testing.B, e *Engine) {
	ctx := context.Background()
	obs := make([]Observation, 500)
	for i := range obs {
		obs[i] = Observation{Namespace: "b/n", Source: "s",
			Content: fmt.Sprintf("note %d: the %s walnut tree by barn %d", i, []string{"old", "young", "tall"}[i%3], i%17)}
	}
	if _, err := e.RememberBatch(ctx, obs); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Recall(ctx, Query{Namespace: "b/n", Text: "which walnut tree is tall", BudgetTokens: 300}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestCatchUpClaimsNotFoundRebuilds: when another process's claims are not
// where catch-up looks for them (here: the cursor is pushed past them, as
// a gap wider than the search would leave it), the engine rebuilds from
// the ledger instead of serving a view without them.
func TestCatchUpClaimsNotFoundRebuilds(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shared.db")
	ctx := context.Background()
	a, err := Open(path, Options{Follow: true})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := Open(path, Options{Follow: true})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	// A gap of 100 claim numbers (rolled-back inserts on PostgreSQL) is
	// crossed by widening the search, without a rebuild.
	var obs []Observation
	for i := range 100 {
		obs = append(obs, Observation{Namespace: "g/g", Source: "s", Content: fmt.Sprintf("filler %d", i),
			Claims: []ClaimInput{{Subject: "filler", Predicate: fmt.Sprint(i), Value: "x"}}})
	}
	if _, err := a.RememberBatch(ctx, obs); err != nil {
		t.Fatal(err)
	}
	first, err := b.Remember(ctx, Observation{Namespace: "g/g", Source: "s", Content: "the gate is green",
		Claims: []ClaimInput{{Subject: "gate", Predicate: "colour", Value: "green"}}})
	if err != nil {
		t.Fatal(err)
	}
	a.wmu.Lock()
	old := a.proj
	a.proj.idMu.Lock()
	a.proj.maxClaim -= 100
	a.proj.idMu.Unlock()
	a.wmu.Unlock()
	if _, err := a.CatchUp(ctx); err != nil {
		t.Fatal(err)
	}
	if a.proj != old || !a.proj.hasClaim(first.ClaimIDs[0]) {
		t.Errorf("crossing a gap: rebuilt %v, claim indexed %v", a.proj != old, a.proj.hasClaim(first.ClaimIDs[0]))
	}
	// Claims beyond the search force a rebuild.
	rc, err := b.Remember(ctx, Observation{Namespace: "g/g", Source: "s", Content: "the gate code changed",
		Claims: []ClaimInput{{Subject: "gate", Predicate: "code", Value: "4471"}}})
	if err != nil {
		t.Fatal(err)
	}
	a.wmu.Lock()
	old = a.proj
	a.proj.idMu.Lock()
	a.proj.maxClaim += 1 << 20
	a.proj.idMu.Unlock()
	a.wmu.Unlock()
	if _, err := a.CatchUp(ctx); err != nil {
		t.Fatal(err)
	}
	if a.proj == old {
		t.Error("catch-up did not rebuild when the claims were not found")
	}
	if !a.proj.hasClaim(rc.ClaimIDs[0]) || len(a.proj.seqsOf([]string{rc.ID})) != 1 {
		t.Errorf("after the rebuild, evidence %s or claim %s is missing", rc.ID, rc.ClaimIDs[0])
	}
}
