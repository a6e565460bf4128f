package engine

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/evicortex/evicortex/extract"
	"github.com/evicortex/evicortex/internal/faultinject"
)

// faultKinds are the faults the suite injects, in table order.
var faultKinds = []faultinject.Kind{
	faultinject.Statement, faultinject.Begin, faultinject.Commit,
	faultinject.FileCreate, faultinject.FileWrite, faultinject.FileSync, faultinject.FileRename, faultinject.DirSync,
}

// faultOp is one write operation the suite breaks; i makes each call's
// content distinct.
type faultOp struct {
	name  string
	run   func(ctx context.Context, e *Engine, i int) error
	setup func(ctx context.Context, e *Engine, i int) error // before the fault is armed; nil: none
}

var faultOps = []faultOp{
	{"remember", func(ctx context.Context, e *Engine, i int) error {
		_, err := e.Remember(ctx, Observation{Namespace: "f/a", Content: fmt.Sprintf("I moved the walnut desk %d to the study.", i),
			Source: fmt.Sprintf("new/%d", i), Claims: []ClaimInput{{Subject: "user", Predicate: "desk_room", Value: fmt.Sprint("study ", i)}},
			Entities: []EntityInput{{Name: "walnut desk"}}})
		return err
	}, nil},
	{"remember batch", func(ctx context.Context, e *Engine, i int) error {
		_, err := e.RememberBatch(ctx, []Observation{
			{Namespace: "f/a", Content: fmt.Sprintf("Batch note %d about the river trip.", i), Source: fmt.Sprintf("new/%d/a", i)},
			{Namespace: "f/b", Content: fmt.Sprintf("Batch note %d about the garden.", i), Source: fmt.Sprintf("new/%d/b", i),
				Claims: []ClaimInput{{Subject: "user", Predicate: "garden", Value: fmt.Sprint("roses ", i)}}},
		})
		return err
	}, nil},
	{"remember extracted", func(ctx context.Context, e *Engine, i int) error {
		_, err := e.RememberExtracted(ctx, Observation{Namespace: "f/a", Kind: "turn", Role: "user",
			Content: fmt.Sprintf("I prefer green tea number %d.", i), Source: fmt.Sprintf("new/%d/x", i)}, extract.PatternExtractor{})
		return err
	}, nil},
	{"purge", func(ctx context.Context, e *Engine, i int) error {
		_, err := e.Purge(ctx, PurgeRequest{Namespace: "f/a", SourcePrefix: fmt.Sprintf("purge/%d/", i)})
		return err
	}, func(ctx context.Context, e *Engine, i int) error {
		_, err := e.Remember(ctx, Observation{Namespace: "f/a", Content: secretNote(i), Source: fmt.Sprintf("purge/%d/1", i)})
		return err
	}},
	{"rebuild", func(ctx context.Context, e *Engine, i int) error { return e.RebuildIndexes(ctx) }, nil},
}

// secretNote is the text the purge operation writes and then purges: the
// fixed recall matches it, so serving it after a purge shows in the state.
func secretNote(i int) string { return fmt.Sprintf("Secret purge note %d about the walnut desk.", i) }

// memState is what a failed write must leave as it found: the ledger's
// counts and the answer to a fixed recall.
type memState struct {
	evidence, claims, journal int
	recall                    string
}

func stateOf(ctx context.Context, e *Engine) (memState, error) {
	rep, err := e.Verify(ctx)
	if err != nil {
		return memState{}, err
	}
	c, err := e.Recall(ctx, Query{Namespace: "f/a", Text: "walnut desk river tea study", BudgetTokens: 400, Now: time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)})
	if err != nil {
		return memState{}, err
	}
	var texts []string
	for _, it := range c.Items {
		texts = append(texts, it.Text)
	}
	slices.Sort(texts)
	return memState{rep.Evidence, rep.Claims, rep.JournalEntries, strings.Join(texts, "|")}, nil
}

// faultRow is one line of the fault × operation table.
type faultRow struct {
	op                               string
	kind                             faultinject.Kind
	points, clean, absorbed, partial int
	committed                        int // purge: committed, the WAL scrub's failure reported
	answered, reopened               int
	capped                           bool
	firstPartial                     string
}

// maxFaultPoints bounds how many injection points of one kind one
// operation tries (every one when it has fewer).
const maxFaultPoints = 40

// TestFaultInjection makes the Nth statement, begin, commit, projection
// file create, write, fsync, rename or directory fsync of each write
// operation fail, for every N the operation reaches: every fault must
// return an error and leave the ledger and the recall answer as they
// were (or be absorbed: the operation succeeded with its full effect),
// the engine must keep answering, and a reopen must verify. It prints
// the fault × operation table (go test -run TestFaultInjection -v).
func TestFaultInjection(t *testing.T) {
	ctx := context.Background()
	r := newFaultRig(t)
	in, path := r.in, r.path
	e := r.e
	defer func() { e.Close() }()
	for i := range 40 {
		if _, err := e.Remember(ctx, Observation{Namespace: "f/a", Content: fmt.Sprintf("Seed note %d: the walnut desk and the river.", i),
			Source: fmt.Sprintf("seed/%d/%d", i%3, i), Claims: []ClaimInput{{Subject: "user", Predicate: fmt.Sprint("p", i%5), Value: fmt.Sprint(i)}}}); err != nil {
			t.Fatal(err)
		}
	}
	var rows []faultRow
	call := 0
	for _, op := range faultOps {
		for _, kind := range faultKinds {
			row := faultRow{op: op.name, kind: kind}
			var deltas []memState // states after absorbed faults, checked against the fault-free run
			for n := 1; ; n++ {
				if n > maxFaultPoints {
					row.capped = true
					break
				}
				call++
				if op.setup != nil {
					if err := op.setup(ctx, e, call); err != nil {
						t.Fatal(err)
					}
				}
				before, err := stateOf(ctx, e)
				if err != nil {
					t.Fatalf("%s/%s #%d: state before: %v", op.name, kind, n, err)
				}
				fired := len(in.Fired())
				in.FailNth(kind, n)
				opErr := op.run(ctx, e, call)
				in.Disarm()
				if len(in.Fired()) == fired { // fewer than n such steps: a fault-free run
					if opErr != nil {
						t.Fatalf("%s with no fault: %v", op.name, opErr)
					}
					after, err := stateOf(ctx, e)
					if err != nil {
						t.Fatal(err)
					}
					row.points = n - 1
					for _, d := range deltas {
						if d.evidence != after.evidence-before.evidence {
							row.partial++
							row.firstPartial = fmt.Sprintf("an absorbed fault changed evidence by %d, a clean run by %d", d.evidence, after.evidence-before.evidence)
						}
					}
					break
				}
				after, err := stateOf(ctx, e)
				switch {
				case err != nil:
					t.Fatalf("%s/%s #%d: the engine stopped answering: %v", op.name, kind, n, err)
				case opErr != nil && after == before:
					row.clean++
					if !errors.Is(opErr, faultinject.ErrInjected) {
						t.Errorf("%s/%s #%d: error %v does not wrap the injected fault", op.name, kind, n, opErr)
					}
				case opErr != nil && op.name == "purge" && strings.Contains(opErr.Error(), "purge committed") &&
					after.evidence == before.evidence-1 && !strings.Contains(after.recall, secretNote(call)):
					row.committed++
				case opErr == nil && strings.Contains(after.recall, secretNote(call)):
					row.partial++
					row.firstPartial = fmt.Sprintf("#%d: purge returned nil and recall still serves the purged text", n)
				case opErr == nil:
					row.absorbed++
					deltas = append(deltas, memState{evidence: after.evidence - before.evidence})
				default:
					row.partial++
					if row.firstPartial == "" {
						row.firstPartial = fmt.Sprintf("#%d %v: before %d/%d/%d after %d/%d/%d (evidence/claims/journal), recall same: %v", n, opErr, before.evidence, before.claims, before.journal, after.evidence, after.claims, after.journal, before.recall == after.recall)
					}
				}
				row.answered++
				// A reopen verifies and sees what the running engine saw.
				if err := e.Close(); err != nil {
					t.Fatalf("%s/%s #%d: close: %v", op.name, kind, n, err)
				}
				e = openFaultEngine(t, path)
				if again, err := stateOf(ctx, e); err != nil || again != after {
					t.Fatalf("%s/%s #%d: after reopen %+v (%v), before close %+v", op.name, kind, n, again, err, after)
				}
				row.reopened++
			}
			rows = append(rows, row)
		}
	}
	t.Log("\n" + faultTable(rows))
	for _, r := range rows {
		if r.partial > 0 {
			t.Errorf("%s / %s: %d faults left a partial write; first: %s", r.op, r.kind, r.partial, r.firstPartial)
		}
		if r.answered != r.clean+r.absorbed+r.committed+r.partial || r.reopened != r.answered {
			t.Errorf("%s / %s: %+v", r.op, r.kind, r)
		}
	}
	if rep, err := e.Verify(ctx); err != nil || rep.Evidence == 0 {
		t.Fatalf("final verify: %+v %v", rep, err)
	}
}

// faultRig is an installed Injector and an engine on a fresh ledger.
type faultRig struct {
	in   *faultinject.Injector
	path string
	e    *Engine
}

func newFaultRig(t *testing.T) faultRig {
	in := faultinject.New()
	t.Cleanup(faultinject.Install(in))
	path := filepath.Join(t.TempDir(), "m.db")
	return faultRig{in: in, path: path, e: openFaultEngine(t, path)}
}

func openFaultEngine(t *testing.T, path string) *Engine {
	t.Helper()
	// No background checkpoints: the numbering of file steps is the
	// operation's own.
	e, err := Open(path, Options{CheckpointAfter: 1 << 30, CheckpointInterval: 24 * time.Hour})
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	return e
}

// faultTable renders the rows as the Markdown table of bench/results/README.md.
func faultTable(rows []faultRow) string {
	var b strings.Builder
	b.WriteString("| operation | fault | points | error, nothing written | absorbed (succeeded in full) | committed, error reported | partial | engine answered | reopen verified |\n")
	b.WriteString("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	for _, r := range rows {
		pts := fmt.Sprint(r.points)
		if r.capped {
			pts = fmt.Sprintf("≥%d (first %d tried)", maxFaultPoints, maxFaultPoints)
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %d | %d | %d | %d | %d | %d |\n", r.op, r.kind, pts, r.clean, r.absorbed, r.committed, r.partial, r.answered, r.reopened)
	}
	return b.String()
}

// TestDiskFull: with the quota shim on, writes fail cleanly with ENOSPC
// and leave nothing, reads keep answering, and writes resume once space
// returns; a reopen verifies.
func TestDiskFull(t *testing.T) {
	ctx := context.Background()
	r := newFaultRig(t)
	in, path := r.in, r.path
	e := r.e
	defer func() { e.Close() }()
	if err := faultOps[0].run(ctx, e, 0); err != nil {
		t.Fatal(err)
	}
	before, err := stateOf(ctx, e)
	if err != nil {
		t.Fatal(err)
	}
	in.SetDiskFull(true)
	for i, op := range faultOps {
		err := op.run(ctx, e, 100+i)
		if op.name == "rebuild" {
			continue // reads the ledger only; its files are checked below
		}
		if !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("%s on a full disk: %v, want an error wrapping ENOSPC", op.name, err)
		}
	}
	if err := e.RebuildIndexes(ctx); !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("rebuild on a full disk: %v, want ENOSPC (its projection files cannot be written)", err)
	}
	after, err := stateOf(ctx, e)
	if err != nil || after != before {
		t.Fatalf("on a full disk: state %+v (%v), want %+v", after, err, before)
	}
	in.SetDiskFull(false)
	if err := faultOps[0].run(ctx, e, 200); err != nil {
		t.Fatalf("remember once space returned: %v", err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	e = openFaultEngine(t, path)
	if rep, err := e.Verify(ctx); err != nil || rep.Evidence != before.evidence+1 {
		t.Fatalf("reopen: %+v %v", rep, err)
	}
}

// TestPurgeFailsClosed: when a purge has committed and no projections
// can be rebuilt at all (persisted or in memory), recalls fail with
// ErrStale rather than serve the purged evidence, each retries the
// rebuild, and once the ledger reads again recall answers without it;
// nothing stale is checkpointed, so a reopen does not serve it either.
func TestPurgeFailsClosed(t *testing.T) {
	ctx := context.Background()
	r := newFaultRig(t)
	in, path := r.in, r.path
	e := r.e
	defer func() { e.Close() }()
	purge := faultOps[3]
	if err := faultOps[0].run(ctx, e, 1); err != nil {
		t.Fatal(err)
	}
	if err := purge.setup(ctx, e, 7); err != nil {
		t.Fatal(err)
	}
	// The rebuild's first read is the journal head; the ledger's purge
	// does not read it.
	in.FailWhen(func(k faultinject.Kind, what string) bool {
		return k == faultinject.Statement && strings.Contains(what, "max(seq), 0) FROM journal")
	})
	err := purge.run(ctx, e, 7)
	if !errors.Is(err, ErrStale) {
		t.Fatalf("purge with every rebuild failing: %v, want ErrStale", err)
	}
	if _, err := stateOf(ctx, e); !errors.Is(err, ErrStale) {
		t.Fatalf("recall while stale: %v, want ErrStale", err)
	}
	in.Disarm()
	st, err := stateOf(ctx, e)
	if err != nil || strings.Contains(st.recall, secretNote(7)) {
		t.Fatalf("recall once reads work again: %+v %v", st, err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	e, err = Open(path, Options{Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(logs.String(), "rebuilding") {
		t.Fatalf("the recovered rebuild's checkpoint did not open: %s", logs.String())
	}
	again, err := stateOf(ctx, e)
	if err != nil || again != st {
		t.Fatalf("after reopen: %+v %v, want %+v", again, err, st)
	}
}
