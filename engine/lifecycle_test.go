package engine

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The projection lifecycle's metamorphic test: random sequences of
// remember, purge, sync, close/reopen and kill -9 of a writer must leave
// projections whose capsules are byte-identical to those of a from-scratch
// rebuild of the same ledger. After every step the live engine answers a
// fixed query set, then RebuildIndexes drops every projection and rebuilds
// it from the ledger, and the same queries must give the same bytes. The
// check does not care how the projections got where they are (built in
// memory at Open today, loaded from persisted files once they persist), so
// it guards persistence, catch-up after a crash and purge alike.

const lifecycleChildEnv = "EVICORTEX_LIFECYCLE_CHILD"

// TestLifecycleChild is the child half of TestLifecycleMetamorphic: it
// opens the ledger named by the environment, writes batches until killed
// and prints each acknowledged id.
func TestLifecycleChild(t *testing.T) {
	spec := os.Getenv(lifecycleChildEnv)
	if spec == "" {
		t.Skip("child process of TestLifecycleMetamorphic")
	}
	path, seedStr, _ := strings.Cut(spec, "|")
	seed, _ := strconv.ParseUint(seedStr, 10, 64)
	e, err := Open(path, Options{Encoder: &hashEncoder{id: "hash-32", dims: 32}, CheckpointAfter: lifecycleCheckpointAfter})
	if err != nil {
		fmt.Println("ERR", err)
		os.Exit(3)
	}
	r := rand.New(rand.NewPCG(seed, 5))
	for i := 0; ; i++ {
		obs := lifecycleBatch(r, i, 1+r.IntN(5))
		rs, err := e.RememberBatch(context.Background(), obs)
		if err != nil {
			fmt.Println("ERR", err)
			os.Exit(3)
		}
		for k, rc := range rs {
			fmt.Printf("ACK %s %s\n", obs[k].Namespace, rc.ID)
		}
		// Now and then close (checkpointing the projection files) and
		// reopen, so the kill lands in a checkpoint or a load too.
		if r.IntN(6) == 0 {
			if err := e.Close(); err != nil {
				fmt.Println("ERR", err)
				os.Exit(3)
			}
			if e, err = Open(path, Options{Encoder: &hashEncoder{id: "hash-32", dims: 32}, CheckpointAfter: lifecycleCheckpointAfter}); err != nil {
				fmt.Println("ERR", err)
				os.Exit(3)
			}
		}
	}
}

var lifecycleNS = []string{"life/a", "life/b", "life/c"}

// lifecycleCheckpointAfter makes background checkpoints frequent, so kills
// and reopens land in them too.
const lifecycleCheckpointAfter = 7

func lifecycleBatch(r *rand.Rand, step, n int) []Observation {
	start := date("2025-01-01")
	obs := make([]Observation, n)
	for j := range obs {
		ns := lifecycleNS[r.IntN(len(lifecycleNS))]
		o := Observation{Namespace: ns, Content: randomText(r, 3+r.IntN(25)),
			Source:     fmt.Sprintf("chat/s%d/t%d", step%4, j),
			OccurredAt: start.Add(time.Duration(step*7+j) * 13 * time.Hour)}
		if r.IntN(3) == 0 {
			pred := []string{"lives_in", "prefers_theme", "drives"}[r.IntN(3)]
			o.Claims = []ClaimInput{{Subject: "user:" + vocab[r.IntN(4)], Predicate: pred, Value: vocab[4+r.IntN(10)]}}
		}
		if r.IntN(4) == 0 {
			o.Entities = []EntityInput{{Name: vocab[r.IntN(4)], Type: "person"}}
		}
		obs[j] = o
	}
	return obs
}

// lifecycleQueries are asked after every step: per namespace, current,
// historical and plain questions over the test vocabulary.
func lifecycleQueries(r *rand.Rand) []Query {
	var qs []Query
	for _, ns := range lifecycleNS {
		for i := 0; i < 6; i++ {
			q := Query{Namespace: ns, Text: randomText(r, 1+r.IntN(5)), BudgetTokens: 40 + r.IntN(400), Now: date("2026-06-01")}
			switch i % 3 {
			case 1:
				q.Text = "where does " + vocab[r.IntN(4)] + " live now"
			case 2:
				q.Text = "what did " + vocab[r.IntN(4)] + " drive in february"
				q.AsOf = date("2025-03-01")
			}
			qs = append(qs, q)
		}
	}
	return qs
}

func capsules(t *testing.T, e *Engine, qs []Query) []string {
	t.Helper()
	return capsulesCtx(t, context.Background(), e, qs)
}

// capsulesCtx is capsules with the recalls' context.
func capsulesCtx(t *testing.T, ctx context.Context, e *Engine, qs []Query) []string {
	t.Helper()
	out := make([]string, len(qs))
	for i, q := range qs {
		c, err := e.Recall(ctx, q)
		if err != nil {
			t.Fatalf("recall %q: %v", q.Text, err)
		}
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = string(b)
	}
	return out
}

func TestLifecycleMetamorphic(t *testing.T) {
	if os.Getenv(lifecycleChildEnv) != "" {
		t.Skip("in child")
	}
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("EVICORTEX_LIFECYCLE_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	t.Logf("seed %d (EVICORTEX_LIFECYCLE_SEED reruns it)", seed)
	r := rand.New(rand.NewPCG(seed, 3))
	ctx := context.Background()
	enc := &hashEncoder{id: "hash-32", dims: 32}
	path := filepath.Join(t.TempDir(), "memory.db")
	open := func() *Engine {
		e, err := Open(path, Options{Encoder: enc, CheckpointAfter: lifecycleCheckpointAfter})
		if err != nil {
			t.Fatalf("seed %d: open: %v", seed, err)
		}
		return e
	}
	e := open()
	defer func() { e.Close() }()
	qs := lifecycleQueries(r)
	var trail []string
	steps := 14
	if testing.Short() {
		steps = 6
	}
	for step := 0; step < steps; step++ {
		op := []string{"remember", "remember", "remember", "purge", "sync", "reopen", "kill"}[r.IntN(7)]
		if step < 2 {
			op = "remember"
		}
		trail = append(trail, op)
		switch op {
		case "remember":
			if _, err := e.RememberBatch(ctx, lifecycleBatch(r, step, 1+r.IntN(20))); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
		case "purge":
			ns := lifecycleNS[r.IntN(len(lifecycleNS))]
			req := PurgeRequest{Namespace: ns, SourcePrefix: fmt.Sprintf("chat/s%d/", r.IntN(4))}
			if r.IntN(4) == 0 {
				req = PurgeRequest{Namespace: ns, All: true}
			}
			if _, err := e.Purge(ctx, req); err != nil {
				// A namespace nothing was ever written to is unknown to the
				// ledger, and purging it answers ErrNotFound (ledger's
				// TestPurge): only that is no failure here.
				page, lerr := e.ListEvidence(ctx, ListQuery{Namespace: ns, Limit: 1})
				if !errors.Is(err, ErrNotFound) || lerr != nil || len(page.Items) > 0 {
					t.Fatalf("seed %d step %d: purge: %v (list: %d items, %v)", seed, step, err, len(page.Items), lerr)
				}
			}
		case "sync":
			for _, ns := range lifecycleNS {
				if _, err := e.SyncSemantic(ctx, ns); err != nil {
					t.Fatalf("seed %d step %d: sync: %v", seed, step, err)
				}
			}
		case "reopen":
			if err := e.Close(); err != nil {
				t.Fatal(err)
			}
			e = open()
		case "kill":
			if err := e.Close(); err != nil {
				t.Fatal(err)
			}
			acked := killWriter(t, path, r.Uint64(), 20+r.IntN(200))
			e = open()
			// Every write the killed child acknowledged survived.
			for id, ns := range acked {
				if _, err := e.Expand(ctx, ns, id); err != nil {
					t.Fatalf("seed %d step %d: acknowledged %s lost after kill -9: %v", seed, step, id, err)
				}
			}
		}
		live := capsules(t, e, qs)
		if err := e.RebuildIndexes(ctx); err != nil {
			t.Fatalf("seed %d step %d: rebuild: %v", seed, step, err)
		}
		rebuilt := capsules(t, e, qs)
		for i := range qs {
			if live[i] != rebuilt[i] {
				t.Fatalf("seed %d, steps %v: capsule for %q in %s differs from a from-scratch rebuild:\nlive    %s\nrebuilt %s",
					seed, trail, qs[i].Text, qs[i].Namespace, live[i], rebuilt[i])
			}
		}
	}
	if _, err := e.Verify(ctx); err != nil {
		t.Fatalf("seed %d: verify: %v", seed, err)
	}
	t.Logf("steps %v", trail)
}

// killWriter starts a child that writes to path, SIGKILLs it once it has
// acknowledged about acks writes (or after a few seconds), and returns the
// ids it acknowledged.
func killWriter(t *testing.T, path string, seed uint64, acks int) map[string]string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestLifecycleChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), lifecycleChildEnv+"="+path+"|"+strconv.FormatUint(seed, 10))
	var out lockedBuffer
	cmd.Stdout = &out
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for strings.Count(out.String(), "ACK") < acks && time.Now().Before(deadline) {
		if strings.Contains(out.String(), "ERR") {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	if strings.Contains(out.String(), "ERR") {
		t.Fatalf("writer child failed: %.500s", out.String())
	}
	return parseAcks(t, out.String())
}
