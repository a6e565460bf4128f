package engine

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// TestMain turns lock checking on for every test of the package: a ledger
// call from a goroutine holding a memory lock (Engine.mu, the projections'
// locks, the caches; lockcheck.go) panics and names the call.
func TestMain(m *testing.M) {
	lockCheck = true
	ledgerhook.Set(checkLedgerCall)
	os.Exit(m.Run())
}

func checkLedgerCall(ctx context.Context, op string) {
	if holdsMemLock() {
		panic("engine: ledger." + op + " called while holding a memory lock (doc.go, \"Lock order\")")
	}
	if c, ok := ctx.Value(callsKey{}).(*ledgerCalls); ok && c.op == op {
		c.n.Add(1)
	}
	if st, ok := ctx.Value(stallKey{}).(*ledgerStall); ok {
		st.hold(op)
	}
}

// ledgerStall holds each ledger call made with its context, but Append,
// until the test releases it (each).
type ledgerStall struct {
	entered chan string
	release chan struct{}
}

type stallKey struct{}

func withStall(ctx context.Context) (context.Context, *ledgerStall) {
	st := &ledgerStall{entered: make(chan string), release: make(chan struct{})}
	return context.WithValue(ctx, stallKey{}, st), st
}

func (st *ledgerStall) hold(op string) {
	if op == "Append" {
		return
	}
	st.entered <- op
	<-st.release
}

// each runs during(op) while each held call waits, then releases it, until
// done yields; it returns how many calls it held. during returns a func
// that waits for whatever it left running (called after the release).
func (st *ledgerStall) each(t *testing.T, done <-chan error, during func(op string) func()) int {
	t.Helper()
	n := 0
	for {
		select {
		case op := <-st.entered:
			n++
			wait := during(op)
			st.release <- struct{}{}
			wait()
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
}

// recallMeanwhile returns a during func for each: a recall of q must
// return within a few seconds while the ledger call is held.
func recallMeanwhile(t *testing.T, e *Engine, q Query) func(op string) func() {
	return func(op string) func() {
		got := make(chan error, 1)
		go func() {
			_, err := e.Recall(context.Background(), q)
			got <- err
		}()
		select {
		case err := <-got:
			if err != nil {
				t.Errorf("recall while ledger.%s was held: %v", op, err)
			}
			return func() {}
		case <-time.After(5 * time.Second):
			t.Errorf("a recall waited on a write held in ledger.%s: the write is holding the projection lock across I/O", op)
			return func() { <-got }
		}
	}
}

// TestIndexingDoesNotBlockRecall holds, one at a time, every ledger call a
// write makes after its Append (the claims it created, the journal when
// following, another process's evidence when catching up), and checks that
// a recall meanwhile takes its snapshot and returns: indexing reads the
// ledger before it takes the projection lock. A read under the lock, as
// commit once did, leaves the recall queued behind the held statement.
func TestIndexingDoesNotBlockRecall(t *testing.T) {
	from := date("2026-01-01")
	seed := Observation{Namespace: "l/a", Source: "s", Content: "I prefer light mode for the editor.",
		Claims: []ClaimInput{{Subject: "user", Predicate: "prefers_theme", Value: "light", ValidFrom: from}}}
	write := Observation{Namespace: "l/a", Source: "s", Content: "I switched to dark mode for the editor.",
		Claims: []ClaimInput{{Subject: "user", Predicate: "prefers_theme", Value: "dark", ValidFrom: from.Add(time.Hour)}}}
	q := Query{Namespace: "l/a", Text: "Which theme does the user prefer?", BudgetTokens: 300}
	// A following engine's recall catches up first unless it follows in
	// the background; its catch-up waits for writers (wmu) by design.
	follow := Options{Follow: true, RefreshInterval: time.Hour}
	for _, tc := range []struct {
		name string
		opts Options
	}{{"own write", Options{}}, {"own write, following", follow}} {
		t.Run(tc.name, func(t *testing.T) {
			e, _ := openTest(t, tc.opts)
			mustRemember(t, e, seed)
			ctx, st := withStall(context.Background())
			done := make(chan error, 1)
			go func() {
				_, err := e.RememberBatch(ctx, []Observation{write})
				done <- err
			}()
			if st.each(t, done, recallMeanwhile(t, e, q)) == 0 {
				t.Fatal("the write made no ledger call after its Append: nothing was held")
			}
			wantValue(t, e, q, "dark")
		})
	}
	t.Run("catch-up", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "shared.db")
		a, err := Open(path, follow)
		if err != nil {
			t.Fatal(err)
		}
		defer a.Close()
		b, err := Open(path, follow)
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		mustRemember(t, a, seed)
		if _, err := b.CatchUp(context.Background()); err != nil {
			t.Fatal(err)
		}
		mustRemember(t, a, write)
		ctx, st := withStall(context.Background())
		done := make(chan error, 1)
		go func() {
			_, err := b.CatchUp(ctx)
			done <- err
		}()
		if n := st.each(t, done, recallMeanwhile(t, b, q)); n < 2 {
			t.Fatalf("catch-up held %d ledger calls, want the journal and the evidence at least", n)
		}
		wantValue(t, b, q, "dark")
	})
}

// wantValue checks that a recall of q returns a claim with the value v.
func wantValue(t *testing.T, e *Engine, q Query, v string) {
	t.Helper()
	c, err := e.Recall(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range c.Items {
		if it.Value == v {
			return
		}
	}
	t.Errorf("recall of %q has no claim %q after the write", q.Text, v)
}

// TestLedgerCallUnderMemoryLockPanics shows the check TestMain installs
// fires: a ledger call while holding any memory lock panics.
func TestLedgerCallUnderMemoryLockPanics(t *testing.T) {
	e, _ := openTest(t, Options{})
	p := e.proj
	for _, tc := range []struct {
		name         string
		lock, unlock func()
	}{
		{"Engine.mu write", e.mu.Lock, e.mu.Unlock},
		{"Engine.mu read", e.mu.RLock, e.mu.RUnlock},
		{"idMu", p.idMu.RLock, p.idMu.RUnlock},
		{"entMu", p.entMu.Lock, p.entMu.Unlock},
		{"winMu", p.winMu.Lock, p.winMu.Unlock},
		{"claim cache", p.claims.mu.Lock, p.claims.mu.Unlock},
		{"evidence cache", p.cache.mu.Lock, p.cache.mu.Unlock},
		{"window indexer", p.win.mu.Lock, p.win.mu.Unlock},
		{"group commit", e.gmu.Lock, e.gmu.Unlock},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("a ledger call under the lock did not panic")
				}
			}()
			tc.lock()
			defer tc.unlock()
			e.led.JournalHead(context.Background())
		})
	}
	if holdsMemLock() {
		t.Fatal("the test goroutine still counts a memory lock after unlocking")
	}
	if _, err := e.led.JournalHead(context.Background()); err != nil { // no lock: no panic
		t.Fatal(err)
	}
}
