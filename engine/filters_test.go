package engine

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/internal/pgtest"
)

// filterWorld is evidence with random kinds, sources, times and metadata
// in two namespaces, and what was written, to check filters against.
type filterWorld struct {
	obs map[string]Observation // evidence id -> what was remembered
	ids map[string][]string    // namespace -> evidence ids in write order
}

func fillFiltered(t testing.TB, e *Engine, r *rand.Rand, nss []string, perNS int) filterWorld {
	w := filterWorld{obs: map[string]Observation{}, ids: map[string][]string{}}
	start := date("2025-01-01")
	kinds := []string{"turn", "document", "fact"}
	teams := []string{`"red"`, `"blue"`, `"green"`}
	for _, ns := range nss {
		var batch []Observation
		for i := 0; i < perNS; i++ {
			o := Observation{Namespace: ns, Kind: kinds[r.IntN(len(kinds))], Content: randomText(r, 3+r.IntN(20)),
				Source:     fmt.Sprintf("%s/%d/%d", []string{"chat", "doc", "tool"}[r.IntN(3)], r.IntN(3), i),
				OccurredAt: start.Add(time.Duration(i) * 37 * time.Hour)}
			var meta []string
			if r.IntN(4) > 0 {
				meta = append(meta, `"team":`+teams[r.IntN(len(teams))])
			}
			if r.IntN(2) == 0 {
				meta = append(meta, `"n":`+[]string{"0", "1", "1.0", "2", "3e0"}[r.IntN(5)])
			}
			if r.IntN(3) == 0 {
				meta = append(meta, `"flag":`+[]string{"true", "false", "null"}[r.IntN(3)])
			}
			if len(meta) > 0 || r.IntN(2) == 0 {
				o.Metadata = json.RawMessage("{" + strings.Join(meta, ",") + "}")
			}
			if r.IntN(3) == 0 {
				pred := []string{"lives_in", "prefers_theme", "drives"}[r.IntN(3)]
				o.Claims = []ClaimInput{{Subject: "user:" + vocab[r.IntN(4)], Predicate: pred, Value: vocab[4+r.IntN(10)]}}
			}
			batch = append(batch, o)
		}
		rs, err := e.RememberBatch(context.Background(), batch)
		if err != nil {
			t.Fatal(err)
		}
		for i, rc := range rs {
			w.obs[rc.ID] = batch[i]
			w.ids[ns] = append(w.ids[ns], rc.ID)
		}
	}
	return w
}

func randomFilters(r *rand.Rand) Filters {
	var f Filters
	if r.IntN(3) == 0 {
		for _, k := range []string{"turn", "document", "fact"} {
			if r.IntN(2) == 0 {
				f.Kinds = append(f.Kinds, k)
			}
		}
	}
	if r.IntN(3) == 0 {
		f.SourcePrefix = []string{"chat/", "doc/1", "tool/2/", "none/"}[r.IntN(4)]
	}
	if r.IntN(3) == 0 {
		f.OccurredFrom = date("2025-01-01").Add(time.Duration(r.IntN(200)*24) * time.Hour)
	}
	if r.IntN(3) == 0 {
		f.OccurredTo = date("2025-03-01").Add(time.Duration(r.IntN(200)*24) * time.Hour)
		if !f.OccurredFrom.IsZero() && !f.OccurredTo.After(f.OccurredFrom) {
			f.OccurredTo = time.Time{}
		}
	}
	if r.IntN(2) == 0 {
		f.Metadata = map[string]json.RawMessage{}
		if r.IntN(2) == 0 {
			f.Metadata["team"] = json.RawMessage([]string{`"red"`, `"blue"`, `"nobody"`}[r.IntN(3)])
		}
		if r.IntN(2) == 0 {
			f.Metadata["n"] = json.RawMessage([]string{"1", "1.00", "2", "3"}[r.IntN(4)])
		}
		if r.IntN(3) == 0 {
			f.Metadata["flag"] = json.RawMessage([]string{"true", "null"}[r.IntN(2)])
		}
	}
	return f
}

// keeps is the slow, obvious reference of Filters over what was remembered.
func keeps(f Filters, o Observation) bool {
	kind := o.Kind
	if kind == "" {
		kind = "turn"
	}
	if len(f.Kinds) > 0 && !containsString(f.Kinds, kind) {
		return false
	}
	if !strings.HasPrefix(o.Source, f.SourcePrefix) {
		return false
	}
	if !f.OccurredFrom.IsZero() && o.OccurredAt.Before(f.OccurredFrom) {
		return false
	}
	if !f.OccurredTo.IsZero() && !o.OccurredAt.Before(f.OccurredTo) {
		return false
	}
	if len(f.Metadata) == 0 {
		return true
	}
	var meta map[string]any
	if json.Unmarshal(o.Metadata, &meta) != nil {
		return false
	}
	for k, raw := range f.Metadata {
		var want any
		if err := json.Unmarshal(raw, &want); err != nil {
			panic(err)
		}
		got, ok := meta[k]
		if !ok || got != want { // float64, string, bool or nil: comparable
			return false
		}
	}
	return true
}

func containsString(xs []string, x string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

// TestPropertyFilters: over random metadata, kinds, sources and times, no
// recall item, search hit or listed evidence is ever outside the filters
// (nor outside the namespace), and listing returns exactly what the slow
// reference keeps, in write order, whatever the page size. Filters come
// from a small pool and writes and purges land between rounds, so cached
// filter bitmaps are reused, extended and outlive purged evidence.
func TestPropertyFilters(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 17))
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	nss := []string{"f/a", "f/b"}
	w := filterWorld{obs: map[string]Observation{}, ids: map[string][]string{}}
	pool := make([]Filters, 12)
	for i := range pool {
		pool[i] = randomFilters(r)
	}
	nonEmpty, listed := 0, 0
	for round := range 3 {
		more := fillFiltered(t, e, r, nss, 60)
		for id, o := range more.obs {
			w.obs[id] = o
		}
		for _, ns := range nss {
			w.ids[ns] = append(w.ids[ns], more.ids[ns]...)
		}
		if round > 0 { // purge a few, so cached bits outlive their evidence
			for _, ns := range nss {
				victims := []string{w.ids[ns][r.IntN(len(w.ids[ns]))], w.ids[ns][r.IntN(len(w.ids[ns]))]}
				if _, err := e.Purge(ctx, PurgeRequest{Namespace: ns, IDs: victims}); err != nil {
					t.Fatal(err)
				}
				kept := w.ids[ns][:0]
				for _, id := range w.ids[ns] {
					if id != victims[0] && id != victims[1] {
						kept = append(kept, id)
					}
				}
				w.ids[ns] = kept
			}
		}
		for i := 0; i < 50; i++ {
			ns := nss[r.IntN(len(nss))]
			f := pool[r.IntN(len(pool))]
			nonEmpty, listed = checkFilters(t, e, r, w, ns, f, seed, nonEmpty, listed)
		}
	}
	if nonEmpty == 0 || listed == 0 {
		t.Fatalf("seed %d: vacuous: %d non-empty capsules, %d listed", seed, nonEmpty, listed)
	}
}

// checkFilters runs one recall, search and full listing with f and checks
// them against the reference.
func checkFilters(t *testing.T, e *Engine, r *rand.Rand, w filterWorld, ns string, f Filters, seed uint64, nonEmpty, listed int) (int, int) {
	t.Helper()
	ctx := context.Background()
	allowed := map[string]bool{}
	var want []string
	for _, id := range w.ids[ns] {
		if keeps(f, w.obs[id]) {
			allowed[id] = true
			want = append(want, id)
		}
	}
	text := randomText(r, 1+r.IntN(6))
	c, err := e.Recall(ctx, Query{Namespace: ns, Text: text, BudgetTokens: 50 + r.IntN(800), Now: date("2026-06-01"),
		Filters: f, Limit: r.IntN(6)})
	if err != nil {
		t.Fatalf("seed %d: recall %q %+v: %v", seed, text, f, err)
	}
	for _, it := range c.Items {
		for _, id := range it.EvidenceIDs {
			if !allowed[id] {
				t.Fatalf("seed %d: recall with %+v returned %s item %s citing %s, outside the filters", seed, f, it.Kind, it.ID, id)
			}
		}
	}
	if len(c.Items) > 0 {
		nonEmpty++
	}
	res, err := e.Search(ctx, SearchQuery{Namespace: ns, Text: text, Limit: 1 + r.IntN(30), Now: date("2026-06-01"), Filters: f})
	if err != nil {
		t.Fatalf("seed %d: search: %v", seed, err)
	}
	for _, h := range res.Hits {
		for _, id := range h.EvidenceIDs {
			if !allowed[id] {
				t.Fatalf("seed %d: search with %+v returned %s citing %s, outside the filters", seed, f, h.ID, id)
			}
		}
	}
	got := listAll(t, e, ListQuery{Namespace: ns, Limit: 1 + r.IntN(40), Filters: f})
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("seed %d: list with %+v:\n got %v\nwant %v", seed, f, got, want)
	}
	return nonEmpty, listed + len(got)
}

// listAll follows ListEvidence's cursors to the end and returns the ids.
func listAll(t testing.TB, e *Engine, q ListQuery) []string {
	t.Helper()
	var ids []string
	for pages := 0; ; pages++ {
		p, err := e.ListEvidence(context.Background(), q)
		if err != nil {
			t.Fatalf("list %+v: %v", q, err)
		}
		for _, ev := range p.Items {
			ids = append(ids, ev.ID)
		}
		if p.NextCursor == "" {
			return ids
		}
		if pages > 10000 {
			t.Fatal("cursor never ends")
		}
		q.Cursor = p.NextCursor
	}
}

// TestListEvidenceUnderConcurrentWrites: while writers add evidence, paging
// through the namespace with small pages sees every piece of evidence
// written before it started, and in the end exactly the evidence up to the
// last one it saw: each once, in write order, none skipped.
func TestListEvidenceUnderConcurrentWrites(t *testing.T) {
	e, _ := openTest(t, Options{})
	testListUnderWrites(t, e, e)
}

// TestListEvidenceUnderConcurrentWritesPostgres: the same on a PostgreSQL
// ledger, the writers in a second engine (another process's handle), so
// the seq order a cursor follows is the one the advisory write lock gives
// across processes.
func TestListEvidenceUnderConcurrentWritesPostgres(t *testing.T) {
	dsn := pgtest.Schema(t)
	open := func() *Engine {
		e, err := OpenPostgres(dsn, Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { e.Close() })
		return e
	}
	reader, writer := open(), open()
	testListUnderWrites(t, reader, writer)
}

func testListUnderWrites(t *testing.T, e, w *Engine) {
	ctx := context.Background()
	const ns = "conc/a"
	var before []string
	for i := range 40 {
		before = append(before, mustRemember(t, e, Observation{Namespace: ns, Content: fmt.Sprintf("before %d", i), Source: "s/before"}).ID)
	}
	stop := make(chan struct{})
	errs := make(chan error, 4)
	for wr := range 3 {
		go func() {
			for i := 0; ; i++ {
				select {
				case <-stop:
					errs <- nil
					return
				default:
				}
				ns := ns
				if i%4 == 3 {
					ns = "conc/other"
				}
				if _, err := w.Remember(ctx, Observation{Namespace: ns, Content: fmt.Sprintf("during %d %d", wr, i), Source: "s/during"}); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	seen := map[string]int{}
	var order []string
	q := ListQuery{Namespace: ns, Limit: 3}
	for {
		p, err := e.ListEvidence(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range p.Items {
			seen[ev.ID]++
			order = append(order, ev.ID)
		}
		if p.NextCursor == "" || len(order) > 400 {
			break
		}
		q.Cursor = p.NextCursor
		time.Sleep(2 * time.Millisecond) // let writers land between pages
	}
	close(stop)
	for range 3 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	for id, n := range seen {
		if n != 1 {
			t.Fatalf("%s listed %d times", id, n)
		}
	}
	for _, id := range before {
		if seen[id] != 1 {
			t.Fatalf("%s, written before paging, not listed", id)
		}
	}
	all := listAll(t, e, ListQuery{Namespace: ns, Limit: MaxListLimit})
	if len(all) < len(order) || strings.Join(all[:len(order)], ",") != strings.Join(order, ",") {
		t.Fatalf("paging under writes is not the prefix of the final listing:\npaged %v\nfinal %v", order, all[:min(len(all), len(order)+3)])
	}
	t.Logf("%d written before paging, %d listed while writers ran, %d in the end", len(before), len(order), len(all))
	if len(order) <= len(before) {
		t.Logf("no concurrent write landed inside the paging")
	}
}

// TestFilterAndCursorErrors: bad filters and cursors name their field and
// write nothing.
func TestFilterAndCursorErrors(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	for i := range 5 {
		mustRemember(t, e, Observation{Namespace: "err/a", Content: fmt.Sprintf("x %d", i), Source: "s"})
	}
	p, err := e.ListEvidence(ctx, ListQuery{Namespace: "err/a", Limit: 2})
	if err != nil || p.NextCursor == "" {
		t.Fatalf("first page: %v %+v", err, p)
	}
	head := journalHead(t, e)
	cases := []struct {
		field string
		call  func() error
	}{
		{"filters.kinds[0]", func() error {
			_, err := e.ListEvidence(ctx, ListQuery{Namespace: "err/a", Filters: Filters{Kinds: []string{"memo"}}})
			return err
		}},
		{"filters.metadata.team", func() error {
			_, err := e.Recall(ctx, Query{Namespace: "err/a", Text: "x", BudgetTokens: 10,
				Filters: Filters{Metadata: map[string]json.RawMessage{"team": json.RawMessage(`{"a":1}`)}}})
			return err
		}},
		{"filters.occurred_to", func() error {
			_, err := e.Search(ctx, SearchQuery{Namespace: "err/a", Text: "x",
				Filters: Filters{OccurredFrom: date("2026-01-02"), OccurredTo: date("2026-01-01")}})
			return err
		}},
		{"cursor", func() error {
			_, err := e.ListEvidence(ctx, ListQuery{Namespace: "err/a", Cursor: "not-a-cursor"})
			return err
		}},
		{"cursor", func() error { // a cursor of another filter
			_, err := e.ListEvidence(ctx, ListQuery{Namespace: "err/a", Cursor: p.NextCursor, Filters: Filters{SourcePrefix: "s"}})
			return err
		}},
		{"cursor", func() error { // of another namespace
			_, err := e.ListEvidence(ctx, ListQuery{Namespace: "err/b", Cursor: p.NextCursor})
			return err
		}},
		{"limit", func() error {
			_, err := e.ListEvidence(ctx, ListQuery{Namespace: "err/a", Limit: MaxListLimit + 1})
			return err
		}},
		{"messages[1].role", func() error {
			_, err := e.RememberMessages(ctx, Observation{Namespace: "err/a", Source: "chat/1"},
				[]Message{{Role: "user", Content: "hi"}, {Role: "robot", Content: "beep"}})
			return err
		}},
		{"messages[0].content", func() error {
			_, err := e.RememberMessages(ctx, Observation{Namespace: "err/a", Source: "chat/1"}, []Message{{Role: "user"}})
			return err
		}},
	}
	for _, c := range cases {
		err := c.call()
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != c.field || !errors.Is(err, ErrInvalid) {
			t.Errorf("want a field error on %s, got %v", c.field, err)
		}
	}
	if got := journalHead(t, e); got != head {
		t.Fatalf("bad input wrote: journal head %d -> %d", head, got)
	}
}

func journalHead(t testing.TB, e *Engine) int64 {
	t.Helper()
	h, err := e.led.JournalHead(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestRememberMessages: one turn per message, in order, with role and
// speaker; claims go with the last; an idempotent replay writes nothing.
func TestRememberMessages(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	obs := Observation{Namespace: "m/a", Source: "chat/7", IdempotencyKey: "conv-7",
		Claims: []ClaimInput{{Subject: "user:maya", Predicate: "lives_in", Value: "porto"}}}
	msgs := []Message{{Role: "user", Content: "I moved to Porto.", Name: "Maya"},
		{Role: "assistant", Content: "Noted: you live in Porto now."}}
	rs, err := e.RememberMessages(ctx, obs, msgs)
	if err != nil || len(rs) != 2 {
		t.Fatalf("%v %+v", err, rs)
	}
	if len(rs[0].ClaimIDs) != 0 || len(rs[1].ClaimIDs) != 1 {
		t.Fatalf("claims not on the last message: %+v", rs)
	}
	for i, r := range rs {
		ev, err := e.GetEvidence(ctx, "m/a", r.ID)
		if err != nil || ev.Content != msgs[i].Content || ev.Role != msgs[i].Role || ev.Kind != "turn" || ev.Source != "chat/7" {
			t.Fatalf("message %d stored as %+v (%v)", i, ev, err)
		}
		if i == 0 && ev.Speaker != "Maya" {
			t.Fatalf("name not the speaker: %+v", ev)
		}
	}
	again, err := e.RememberMessages(ctx, obs, msgs)
	if err != nil || !again[0].Duplicate || !again[1].Duplicate || again[0].ID != rs[0].ID {
		t.Fatalf("replay: %v %+v", err, again)
	}
}

// TestUpdateSupersedesClaims: an update writes new evidence, supersedes
// the old evidence's claims in force (same subject and predicate by the new
// claim, the rest ended), and leaves the old evidence as it was.
func TestUpdateSupersedesClaims(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	old := mustRemember(t, e, Observation{Namespace: "u/a", Content: "I live in Lyon and drive a bike.", Source: "chat/1",
		OccurredAt: date("2026-01-01"), Metadata: json.RawMessage(`{"team":"red"}`),
		Claims: []ClaimInput{{Subject: "user:maya", Predicate: "lives_in", Value: "lyon"},
			{Subject: "user:maya", Predicate: "drives", Value: "bike"}}})
	before, err := e.GetEvidence(ctx, "u/a", old.ID)
	if err != nil {
		t.Fatal(err)
	}
	up, err := e.Update(ctx, UpdateRequest{Namespace: "u/a", ID: old.ID, Observation: Observation{
		Content: "I live in Porto now.", OccurredAt: date("2026-03-01"),
		Claims: []ClaimInput{{Subject: "user:maya", Predicate: "lives_in", Value: "porto"}}}})
	if err != nil {
		t.Fatal(err)
	}
	if up.Replaces != old.ID || len(up.Superseded) != 2 || up.ID == old.ID {
		t.Fatalf("receipt %+v", up)
	}
	after, err := e.GetEvidence(ctx, "u/a", old.ID)
	if err != nil || after.Content != before.Content || after.SHA256 != before.SHA256 {
		t.Fatalf("old evidence changed: %+v", after)
	}
	nev, err := e.GetEvidence(ctx, "u/a", up.ID)
	if err != nil || nev.Source != "chat/1" || string(nev.Metadata) != `{"team":"red"}` {
		t.Fatalf("new evidence did not inherit source/metadata: %+v %v", nev, err)
	}
	cs, err := e.Claims(ctx, "u/a", "user:maya", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.ID == old.ClaimIDs[0] || c.ID == old.ClaimIDs[1] {
			if c.Status != "superseded" {
				t.Fatalf("old claim %s %s is %s", c.Predicate, c.Value, c.Status)
			}
		}
		if c.Status == "active" && c.ValidTo.IsZero() && c.Value != "porto" {
			t.Fatalf("claim %s=%s still current after the update", c.Predicate, c.Value)
		}
	}
	c, err := e.Recall(ctx, Query{Namespace: "u/a", Text: "Where does maya live?", BudgetTokens: 200, Now: date("2026-04-01")})
	if err != nil {
		t.Fatal(err)
	}
	firstClaim := ""
	for _, it := range c.Items { // the best-ranked claim holds now
		if it.Kind == "claim" {
			firstClaim = it.Value
			break
		}
	}
	if firstClaim != "porto" {
		t.Fatalf("recall after update: first claim %q, want porto", firstClaim)
	}
	// A retried update (same idempotency key) is a replay, not a second write.
	req := UpdateRequest{Namespace: "u/a", ID: up.ID, Observation: Observation{Content: "I live in Braga now.", IdempotencyKey: "up-2",
		Claims: []ClaimInput{{Subject: "user:maya", Predicate: "lives_in", Value: "braga"}}}}
	first, err := e.Update(ctx, req)
	if err != nil || first.Duplicate || len(first.Superseded) != 1 {
		t.Fatalf("second update: %v %+v", err, first)
	}
	again, err := e.Update(ctx, req)
	if err != nil || !again.Duplicate || again.ID != first.ID {
		t.Fatalf("replayed update: %v %+v", err, again)
	}
	if _, err := e.Update(ctx, UpdateRequest{Namespace: "u/b", ID: old.ID, Observation: Observation{Content: "x"}}); !errors.Is(err, ErrNotFound) {
		t.Fatalf("update across namespaces: %v", err)
	}
}

// TestListClaimsPages: claim pages chain to the full history.
func TestListClaimsPages(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	var want []string
	for i := range 7 {
		r := mustRemember(t, e, Observation{Namespace: "c/a", Content: fmt.Sprintf("likes %d", i), Source: "s",
			Claims: []ClaimInput{{Subject: "user:x", Predicate: "likes", Value: fmt.Sprint(i), MultiValued: true}}})
		want = append(want, r.ClaimIDs...)
	}
	var got []string
	q := ClaimQuery{Namespace: "c/a", Subject: "USER:X", Limit: 3}
	for {
		p, err := e.ListClaims(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range p.Claims {
			got = append(got, c.ID)
		}
		if p.NextCursor == "" {
			break
		}
		q.Cursor = p.NextCursor
	}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("got %v want %v", got, want)
	}
}

// TestFilterCacheSeesNewAndPurged: a filter used again finds evidence
// written since its bitmap was cached, and not evidence purged since.
func TestFilterCacheSeesNewAndPurged(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	f := Filters{Metadata: map[string]json.RawMessage{"team": json.RawMessage(`"red"`)}}
	mustRemember(t, e, Observation{Namespace: "fc/a", Content: "the red team plans a garden", Source: "s", Metadata: json.RawMessage(`{"team":"red"}`)})
	mustRemember(t, e, Observation{Namespace: "fc/a", Content: "the blue team bakes zucchini bread", Source: "s", Metadata: json.RawMessage(`{"team":"blue"}`)})
	find := func(word string) bool {
		t.Helper()
		c, err := e.Recall(ctx, Query{Namespace: "fc/a", Text: word, BudgetTokens: 500, Filters: f})
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range c.Items {
			if strings.Contains(it.Text, word) {
				return true
			}
		}
		return false
	}
	if find("zucchini") || !find("garden") {
		t.Fatal("first recall: wrong filter")
	}
	r := mustRemember(t, e, Observation{Namespace: "fc/a", Content: "the red team grows zucchini now", Source: "s", Metadata: json.RawMessage(`{"team":"red"}`)})
	if !find("grows zucchini") {
		t.Fatal("evidence written after the filter was cached is not found")
	}
	if _, err := e.Purge(ctx, PurgeRequest{Namespace: "fc/a", IDs: []string{r.ID}}); err != nil {
		t.Fatal(err)
	}
	if find("grows zucchini") {
		t.Fatal("purged evidence found through the cached filter")
	}
}

// TestFilteredClaimSearchNotStarved: the claim search ranks only the
// claims the filters keep, so claims outside them, however many and
// however better they match, cannot crowd out the one inside.
func TestFilteredClaimSearchNotStarved(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	var batch []Observation
	for i := range 80 {
		batch = append(batch, Observation{Namespace: "st/a", Content: fmt.Sprintf("note %d", i), Source: "s",
			Metadata: json.RawMessage(`{"team":"blue"}`),
			Claims:   []ClaimInput{{Subject: fmt.Sprintf("user:%d", i), Predicate: "grows", Value: "garden garden tomatoes garden", MultiValued: true}}})
	}
	batch = append(batch, Observation{Namespace: "st/a", Content: "note red", Source: "s", Metadata: json.RawMessage(`{"team":"red"}`),
		OccurredAt: date("2026-01-05"),
		Claims:     []ClaimInput{{Subject: "user:red", Predicate: "grows", Value: "garden"}}})
	rs, err := e.RememberBatch(ctx, batch)
	if err != nil {
		t.Fatal(err)
	}
	red := rs[len(rs)-1].ClaimIDs[0]
	f := Filters{Metadata: map[string]json.RawMessage{"team": json.RawMessage(`"red"`)}}
	for range 2 { // computed, then from the cache
		res, err := e.Search(ctx, SearchQuery{Namespace: "st/a", Text: "who grows a garden", Filters: f})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, h := range res.Hits {
			found = found || h.ID == red
		}
		if !found {
			t.Fatalf("the one claim inside the filters is not found: %+v", res.Hits)
		}
	}
	// A claim written after the filter's claims were cached is searched too.
	fresh := mustRemember(t, e, Observation{Namespace: "st/a", Content: "red again", Source: "s", Metadata: json.RawMessage(`{"team":"red"}`),
		Claims: []ClaimInput{{Subject: "user:rose", Predicate: "grows", Value: "garden roses"}}})
	res, err := e.Search(ctx, SearchQuery{Namespace: "st/a", Text: "who grows garden roses", Filters: f})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, h := range res.Hits {
		found = found || h.ID == fresh.ClaimIDs[0]
	}
	if !found {
		t.Fatalf("a claim written after the filter was cached is not found: %+v", res.Hits)
	}
	// A restatement (same claim, same validity) from outside the filters
	// makes the claim rest on that evidence too, which takes it out of them.
	re, err := e.Remember(ctx, Observation{Namespace: "st/a", Content: "blue says so too", Source: "s", OccurredAt: date("2026-01-05"),
		Metadata: json.RawMessage(`{"team":"blue"}`), Claims: []ClaimInput{{Subject: "user:red", Predicate: "grows", Value: "garden"}}})
	if err != nil || len(re.ClaimIDs) != 1 || re.ClaimIDs[0] != red {
		t.Fatalf("restatement did not support the same claim: %v %+v", err, re)
	}
	res, err = e.Search(ctx, SearchQuery{Namespace: "st/a", Text: "who grows a garden", Filters: f})
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range res.Hits {
		if h.ID == red {
			t.Fatal("a claim resting also on evidence outside the filters was returned")
		}
	}
}
