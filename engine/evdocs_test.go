package engine

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/evicortex/evicortex/ledger"
)

// ledgerCalls counts the ledger calls of one name made with a context.
type ledgerCalls struct {
	op string
	n  atomic.Int64
}

type callsKey struct{}

func countCalls(ctx context.Context, op string) (context.Context, *ledgerCalls) {
	c := &ledgerCalls{op: op}
	return context.WithValue(ctx, callsKey{}, c), c
}

// TestStoredDocsServeRecalls: recalls on persisted projections read their
// candidates from the stored docs (mapped after a reopen, in memory after a
// rebuild), not from the ledger, and give capsules byte-identical to an
// engine that reads every row from the ledger (InMemory, cold cache).
// Evidence whose times a Unix-nanosecond array cannot hold (after 2262)
// has no stored doc and is read from the ledger, exactly.
func TestStoredDocsServeRecalls(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.db")
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	qs := persistFixture(t, e, 4)
	far := []Observation{
		{Namespace: "life/a", Content: "zeppelin harbour far future note", Source: "far/1", OccurredAt: date("2300-05-01")},
		{Namespace: "life/a", Content: "zeppelin harbour distant year", Source: "far/2", OccurredAt: date("9000-01-01")},
		{Namespace: "life/a", Content: "zeppelin harbour told by Maya", Source: "near/1", OccurredAt: date("2026-05-01"),
			Speaker: "Maya", Role: "user"},
		{Namespace: "life/a", Content: "zeppelin harbour, the assistant said", Source: "near/2", OccurredAt: date("2026-05-02"),
			Role: "assistant"},
	}
	if _, err := e.RememberBatch(context.Background(), far); err != nil {
		t.Fatal(err)
	}
	qs = append(qs, Query{Namespace: "life/a", Text: "zeppelin harbour", BudgetTokens: 200, Now: date("2026-06-01")})
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	mem, err := Open(path, Options{InMemory: true})
	if err != nil {
		t.Fatal(err)
	}
	want := capsules(t, mem, qs)
	if err := mem.Close(); err != nil {
		t.Fatal(err)
	}
	e, err = Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { e.Close() }()
	if e.proj.views == nil || !e.proj.views.Has(secDocTexts) {
		t.Fatal("reopen did not map a views file with stored docs")
	}
	for _, phase := range []string{"mapped", "rebuilt"} {
		if phase == "rebuilt" {
			if err := e.RebuildIndexes(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		checkStoredRows(t, e, phase)
		ctx, calls := countCalls(context.Background(), "EvidenceBySeq")
		got := capsulesCtx(t, ctx, e, qs[:len(qs)-1])
		if n := calls.n.Load(); n != 0 {
			t.Errorf("%s: %d EvidenceBySeq calls for evidence with stored docs, want 0", phase, n)
		}
		got = append(got, capsules(t, e, qs[len(qs)-1:])...)
		for i := range qs {
			if got[i] != want[i] {
				t.Fatalf("%s: capsule for %q in %s differs from the ledger's rows:\ngot  %s\nwant %s", phase, qs[i].Text, qs[i].Namespace, got[i], want[i])
			}
		}
	}
	// Rows written since live in the arena until the next build.
	if _, err := e.RememberBatch(context.Background(), lifecycleBatch(rand.New(rand.NewPCG(4, 4)), 7, 20)); err != nil {
		t.Fatal(err)
	}
	checkStoredRows(t, e, "appended")
	c, err := e.Recall(context.Background(), qs[len(qs)-1])
	if err != nil || len(c.Items) == 0 {
		t.Fatalf("the far-future evidence was not recalled: %v", err)
	}
}

// checkStoredRows compares every stored row with the ledger's: the fields
// a recall reads must be equal, times to the nanosecond and in UTC.
func checkStoredRows(t *testing.T, e *Engine, phase string) {
	t.Helper()
	for name, v := range e.proj.ns {
		rows, rest := v.storedEvidence(name, v.seqs)
		if len(rows)+len(rest) != len(v.seqs) || len(rows) == 0 {
			t.Fatalf("%s %s: %d stored rows, %d without, for %d evidence", phase, name, len(rows), len(rest), len(v.seqs))
		}
		led, err := e.led.EvidenceBySeq(context.Background(), v.seqs)
		if err != nil {
			t.Fatal(err)
		}
		bySeq := make(map[uint32]ledger.Evidence)
		for _, ev := range led {
			bySeq[ev.Seq] = ev
		}
		for _, r := range rows {
			l := bySeq[r.Seq]
			if r.ID != l.ID || r.Namespace != l.Namespace || r.NamespaceID != l.NamespaceID || r.Content != l.Content ||
				r.Speaker != l.Speaker || r.Role != l.Role ||
				!r.OccurredAt.Equal(l.OccurredAt) || !r.RecordedAt.Equal(l.RecordedAt) ||
				r.OccurredAt.Location() != time.UTC || r.RecordedAt.Location() != time.UTC {
				t.Fatalf("%s: stored row %+v, ledger's %+v", phase, r, l)
			}
		}
		for _, s := range rest {
			if y := bySeq[s].OccurredAt.Year(); y < 2262 {
				t.Errorf("%s: evidence %d (occurred %d) has no stored doc", phase, s, y)
			}
		}
	}
}

func TestEvDocs(t *testing.T) {
	d := evDocs{store: true}
	in := []ledger.Evidence{
		{ID: "ev_1", Content: "one", OccurredAt: date("2024-01-01"), RecordedAt: date("2024-01-02")},
		{ID: "ev_2", Content: "", OccurredAt: date("2024-01-01"), RecordedAt: date("2024-01-02")},
		{ID: "ev_3", Content: "far", OccurredAt: date("2400-01-01"), RecordedAt: date("2024-01-02")},
		{ID: "ev_4", Content: "four", OccurredAt: time.Date(2024, 1, 1, 0, 0, 0, 7, time.UTC), RecordedAt: date("2024-01-02"),
			Speaker: "Maya", Role: ledger.RoleUser},
		{ID: "ev_5", Content: "five", OccurredAt: date("2024-01-01"), RecordedAt: date("2024-01-02"), Role: ledger.RoleAssistant},
		{ID: "ev_6", Content: "six", OccurredAt: date("2024-01-01"), RecordedAt: date("2024-01-02"), Source: "web/seo/\x00odd"},
	}
	for _, ev := range in {
		d.add(ev)
	}
	for i, ev := range in {
		id, content, who, ok := d.get(i)
		role, speaker, source := parseWho(who)
		if wantOK := i != 2; ok != wantOK || (ok && (string(id) != ev.ID || string(content) != ev.Content ||
			role != ev.Role || speaker != ev.Speaker || source != ev.Source)) {
			t.Errorf("position %d: %q %q %q/%q/%q %v, want %q %q %q/%q/%q %v", i, id, content, role, speaker, source, ok,
				ev.ID, ev.Content, ev.Role, ev.Speaker, ev.Source, wantOK)
		}
	}
	if _, _, _, ok := d.get(len(in)); ok {
		t.Error("a position past the end has a doc")
	}
	var off evDocs
	off.add(in[0])
	if _, _, _, ok := off.get(0); ok {
		t.Error("docs not stored in memory-only projections")
	}
}
