package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/engine"
)

// TestMemoryRoutes: messages, list with filters and cursors, get by id,
// update, claim pages, recall/search filters and limit, namespace audit,
// over a real engine.
func TestMemoryRoutes(t *testing.T) {
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	const ns = "team-a/maya"
	r := call(t, ts, "POST", "/v1/remember", tokTeamA, `{"namespace":"`+ns+`","source":"chat/1","occurred_at":"2026-01-02",
		"metadata":{"topic":"home"},"messages":[{"role":"user","content":"I live in Lyon.","name":"Maya"},
		{"role":"assistant","content":"Lyon, noted."}],"claims":[{"subject":"user:maya","predicate":"lives_in","value":"lyon"}]}`)
	var rs batchOut
	if r.status != 201 || json.Unmarshal(r.body, &rs) != nil || len(rs.Receipts) != 2 || len(rs.Receipts[1].ClaimIDs) != 1 {
		t.Fatalf("remember messages: %d %s", r.status, r.body)
	}
	r = call(t, ts, "POST", "/v1/remember:batch", tokTeamA, `{"observations":[
		{"namespace":"`+ns+`","source":"doc/1","kind":"document","content":"Maya's handbook.","metadata":{"topic":"work"}},
		{"namespace":"`+ns+`","source":"chat/2","messages":[{"role":"user","content":"Work starts at nine."},{"role":"tool","content":"calendar: 09:00"}]}]}`)
	if r.status != 201 || json.Unmarshal(r.body, &rs) != nil || len(rs.Receipts) != 3 {
		t.Fatalf("batch with messages: %d %s", r.status, r.body)
	}
	// Page through everything two at a time.
	var ids []string
	cursor := ""
	for {
		r = call(t, ts, "POST", "/v1/evidence:list", tokTeamA, fmt.Sprintf(`{"namespace":%q,"limit":2,"cursor":%q}`, ns, cursor))
		var p engine.EvidencePage
		if r.status != 200 || json.Unmarshal(r.body, &p) != nil {
			t.Fatalf("list: %d %s", r.status, r.body)
		}
		for _, ev := range p.Items {
			ids = append(ids, ev.ID)
		}
		if cursor = p.NextCursor; cursor == "" {
			break
		}
	}
	if len(ids) != 5 {
		t.Fatalf("listed %d, want 5: %v", len(ids), ids)
	}
	r = call(t, ts, "POST", "/v1/evidence:list", tokTeamA, `{"namespace":"`+ns+`","filters":{"metadata":{"topic":"home"},"kinds":["turn"]}}`)
	var p engine.EvidencePage
	if json.Unmarshal(r.body, &p) != nil || len(p.Items) != 2 || p.Items[0].Speaker != "Maya" || p.Items[1].Role != "assistant" {
		t.Fatalf("filtered list: %d %s", r.status, r.body)
	}
	r = call(t, ts, "GET", "/v1/evidence/"+ids[0]+"?namespace="+url.QueryEscape(ns), tokTeamA, "")
	var ev engine.Evidence
	if r.status != 200 || json.Unmarshal(r.body, &ev) != nil || ev.Content != "I live in Lyon." {
		t.Fatalf("get: %d %s", r.status, r.body)
	}
	if r = call(t, ts, "GET", "/v1/evidence/"+ids[0]+"?namespace=team-a/other", tokTeamA, ""); r.status != 404 {
		t.Fatalf("get from another namespace: %d %s", r.status, r.body)
	}
	r = call(t, ts, "POST", "/v1/update", tokTeamA, `{"namespace":"`+ns+`","id":"`+rs.Receipts[0].ID+`","content":"x"}`)
	if r.status != 201 {
		t.Fatalf("update of claim-less evidence: %d %s", r.status, r.body)
	}
	r = call(t, ts, "POST", "/v1/update", tokTeamA, `{"namespace":"`+ns+`","id":"`+ids[1]+`","content":"I moved to Porto.",
		"occurred_at":"2026-03-01","claims":[{"subject":"user:maya","predicate":"lives_in","value":"porto"}]}`)
	var up engine.UpdateReceipt
	if r.status != 201 || json.Unmarshal(r.body, &up) != nil || up.Replaces != ids[1] || len(up.Superseded) != 1 {
		t.Fatalf("update: %d %s", r.status, r.body)
	}
	r = call(t, ts, "GET", "/v1/claims?namespace="+url.QueryEscape(ns)+"&limit=1", tokTeamA, "")
	var cp claimsOut
	if r.status != 200 || json.Unmarshal(r.body, &cp) != nil || len(cp.Claims) != 1 || cp.NextCursor == "" {
		t.Fatalf("claims page: %d %s", r.status, r.body)
	}
	r = call(t, ts, "GET", "/v1/claims?namespace="+url.QueryEscape(ns)+"&limit=1&cursor="+cp.NextCursor, tokTeamA, "")
	if json.Unmarshal(r.body, &cp) != nil || len(cp.Claims) != 1 || cp.Claims[0].Value != "porto" {
		t.Fatalf("claims page 2: %d %s", r.status, r.body)
	}
	r = call(t, ts, "GET", "/v1/claims?namespace="+url.QueryEscape(ns)+"&evidence_id="+ids[1], tokTeamA, "")
	if json.Unmarshal(r.body, &cp) != nil || len(cp.Claims) != 1 || cp.Claims[0].Status != "superseded" {
		t.Fatalf("claims of evidence: %d %s", r.status, r.body)
	}
	// Filters and limit on recall and search.
	r = call(t, ts, "POST", "/v1/recall", tokTeamA, `{"namespace":"`+ns+`","query":"Where does Maya live?","budget_tokens":300,
		"now":"2026-04-01","limit":1,"filters":{"source_prefix":"chat/"}}`)
	var c struct {
		Items []struct {
			EvidenceIDs []string `json:"evidence_ids"`
		} `json:"items"`
	}
	if r.status != 200 || json.Unmarshal(r.body, &c) != nil || len(c.Items) != 1 {
		t.Fatalf("recall with limit 1: %d %s", r.status, r.body)
	}
	r = call(t, ts, "POST", "/v1/search", tokTeamA, `{"namespace":"`+ns+`","query":"handbook","filters":{"kinds":["turn"]}}`)
	var sr struct {
		Hits []struct {
			ID string `json:"id"`
		} `json:"hits"`
	}
	if r.status != 200 || json.Unmarshal(r.body, &sr) != nil {
		t.Fatalf("search: %d %s", r.status, r.body)
	}
	for _, h := range sr.Hits {
		if h.ID == rs.Receipts[0].ID {
			t.Fatalf("search for turns returned the document: %s", r.body)
		}
	}
	// Namespace audit: a read-only principal of team-a reads its namespace.
	r = call(t, ts, "GET", "/v1/audit?namespace="+url.QueryEscape(ns), tokNoAdmin, "")
	var a auditOut
	if r.status != 200 || json.Unmarshal(r.body, &a) != nil || len(a.Entries) == 0 {
		t.Fatalf("namespace audit: %d %s", r.status, r.body)
	}
	for _, j := range a.Entries {
		if j.Namespace != ns {
			t.Fatalf("namespace audit returned %q", j.Namespace)
		}
	}
	if r = call(t, ts, "GET", "/v1/audit", tokNoAdmin, ""); r.status != 403 {
		t.Fatalf("global audit without admin: %d %s", r.status, r.body)
	}
	if r = call(t, ts, "GET", "/v1/audit?namespace=team-b/x", tokNoAdmin, ""); r.status != 403 {
		t.Fatalf("audit of a namespace outside the grant: %d %s", r.status, r.body)
	}
	if r = call(t, ts, "GET", "/v1/audit?namespace="+url.QueryEscape(ns), tokNoRead, ""); r.status != 403 {
		t.Fatalf("namespace audit without read: %d %s", r.status, r.body)
	}
}

// TestMemoryBadInput: each bad field is named, and nothing is written.
func TestMemoryBadInput(t *testing.T) {
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	const ns = "team-a/bad"
	call(t, ts, "POST", "/v1/remember", tokTeamA, `{"namespace":"`+ns+`","source":"s","content":"one"}`)
	head, _ := e.Journal(t.Context(), 0, 0)
	cases := []struct{ method, path, body, field string }{
		{"POST", "/v1/evidence:list", `{"namespace":"` + ns + `","filters":{"kind":["turn"]}}`, "filters.kind"},
		{"POST", "/v1/evidence:list", `{"namespace":"` + ns + `","filters":{"kinds":["memo"]}}`, "filters.kinds[0]"},
		{"POST", "/v1/evidence:list", `{"namespace":"` + ns + `","filters":{"occurred_from":"yesterday"}}`, "filters.occurred_from"},
		{"POST", "/v1/evidence:list", `{"namespace":"` + ns + `","filters":{"metadata":{"a":[1]}}}`, "filters.metadata.a"},
		{"POST", "/v1/evidence:list", `{"namespace":"` + ns + `","filters":[]}`, "filters"},
		{"POST", "/v1/evidence:list", `{"namespace":"` + ns + `","cursor":"garbage"}`, "cursor"},
		{"POST", "/v1/recall", `{"namespace":"` + ns + `","query":"q","budget_tokens":10,"filters":{"metadata":{"x":{}}}}`, "filters.metadata.x"},
		{"POST", "/v1/recall", `{"namespace":"` + ns + `","query":"q","budget_tokens":10,"limit":-1}`, "limit"},
		{"POST", "/v1/search", `{"namespace":"` + ns + `","query":"q","filters":{"source":"x"}}`, "filters.source"},
		{"POST", "/v1/remember", `{"namespace":"` + ns + `","source":"s","messages":[{"role":"robot","content":"x"}]}`, "messages[0].role"},
		{"POST", "/v1/remember", `{"namespace":"` + ns + `","source":"s","messages":[{"role":"user","content":"x","mood":"ok"}]}`, "mood"},
		{"POST", "/v1/remember:batch", `{"observations":[{"namespace":"` + ns + `","source":"s","content":"ok"},
			{"namespace":"` + ns + `","source":"s","messages":[{"role":"user","content":"a"},{"role":"bot","content":"b"}]}]}`, "observations[1].messages[1].role"},
		{"POST", "/v1/remember:batch", `{"observations":[{"namespace":"` + ns + `","source":"s","messages":[{"role":"user","content":"a"}],
			"claims":[{"subject":"","predicate":"p","value":"v"}]}]}`, "observations[0].claims[0].subject"},
		{"POST", "/v1/update", `{"namespace":"` + ns + `","id":"ev_missing","content":"x"}`, ""},
		{"GET", "/v1/claims?namespace=" + ns + "&limit=1&cursor=zzz", "", "cursor"},
	}
	for _, c := range cases {
		r := call(t, ts, c.method, c.path, tokTeamA, c.body)
		want := 400
		if c.field == "" {
			want = 404
		}
		if r.status != want || r.err.Field != c.field {
			t.Errorf("%s %s %s: %d field %q (%s), want %d field %q", c.method, c.path, c.body, r.status, r.err.Field, r.err.Message, want, c.field)
		}
		if c.field != "" && !strings.Contains(r.err.Message, c.field) {
			t.Errorf("%s: message %q does not name %s", c.path, r.err.Message, c.field)
		}
	}
	after, _ := e.Journal(t.Context(), 0, 0)
	if len(after) != len(head) {
		t.Fatalf("bad input wrote %d journal entries", len(after)-len(head))
	}
}

// TestMemoryGoClient drives the memory routes through package client.
func TestMemoryGoClient(t *testing.T) {
	ctx := t.Context()
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	c := newClient(t, ts.URL, tokTeamA)
	const ns = "team-a/go"
	rs, err := c.RememberMessages(ctx, client.Observation{Namespace: ns, Source: "chat/1", OccurredAt: date("2026-01-02T00:00:00Z"),
		Claims: []client.ClaimInput{{Subject: "user:go", Predicate: "drives", Value: "bike"}}},
		[]client.Message{{Role: "user", Content: "I ride a bike.", Speaker: "Go"}, {Role: "assistant", Content: "A bike, then."}})
	if err != nil || len(rs) != 2 {
		t.Fatalf("RememberMessages: %v %+v", err, rs)
	}
	_, err = c.RememberMessages(ctx, client.Observation{Namespace: ns, Source: "chat/1"}, []client.Message{{Role: "robot", Content: "x"}})
	var ce *client.Error
	if !errors.As(err, &ce) || ce.Field != "messages[0].role" || !errors.Is(err, client.ErrInvalid) {
		t.Fatalf("bad role: %v", err)
	}
	p, err := c.ListEvidence(ctx, client.ListRequest{Namespace: ns, Limit: 1, Filters: &client.Filters{Kinds: []string{"turn"}}})
	if err != nil || len(p.Items) != 1 || p.NextCursor == "" {
		t.Fatalf("ListEvidence: %v %+v", err, p)
	}
	p2, err := c.ListEvidence(ctx, client.ListRequest{Namespace: ns, Limit: 1, Cursor: p.NextCursor, Filters: &client.Filters{Kinds: []string{"turn"}}})
	if err != nil || len(p2.Items) != 1 || p2.Items[0].ID != rs[1].ID {
		t.Fatalf("ListEvidence page 2: %v %+v", err, p2)
	}
	ev, err := c.GetEvidence(ctx, ns, rs[0].ID)
	if err != nil || ev.Speaker != "Go" || ev.Role != "user" {
		t.Fatalf("GetEvidence: %v %+v", err, ev)
	}
	up, err := c.Update(ctx, client.UpdateRequest{Namespace: ns, ID: rs[1].ID, Content: "Now I drive a car.", OccurredAt: date("2026-02-01T00:00:00Z"),
		Claims: []client.ClaimInput{{Subject: "user:go", Predicate: "drives", Value: "car"}}})
	if err != nil || len(up.Superseded) != 1 || up.Replaces != rs[1].ID {
		t.Fatalf("Update: %v %+v", err, up)
	}
	cp, err := c.ListClaims(ctx, ns, "", "", "", 10)
	if err != nil || len(cp.Claims) != 2 {
		t.Fatalf("ListClaims: %v %+v", err, cp)
	}
	of, err := c.ClaimsOfEvidence(ctx, ns, rs[1].ID)
	if err != nil || len(of) != 1 || of[0].Status != "superseded" {
		t.Fatalf("ClaimsOfEvidence: %v %+v", err, of)
	}
	hits, err := c.Search(ctx, client.SearchRequest{Namespace: ns, Query: "bike car", Filters: &client.Filters{SourcePrefix: "none/"}})
	if err != nil || len(hits.Hits) != 0 {
		t.Fatalf("Search filtered to nothing: %v %+v", err, hits)
	}
	capsule, err := c.Recall(ctx, client.RecallRequest{Namespace: ns, Query: "What does go drive?", BudgetTokens: 300, Limit: 1})
	if err != nil || len(capsule.Items) != 1 {
		t.Fatalf("Recall limit 1: %v %+v", err, capsule)
	}
	a, err := c.NamespaceAudit(ctx, ns, 0, 0)
	if err != nil || len(a.Entries) != 2 {
		t.Fatalf("NamespaceAudit: %v %+v", err, a)
	}
}

// FuzzDecodeFilters: any "filters" value decodes or is refused with a 400
// naming a field under filters; none panics.
func FuzzDecodeFilters(f *testing.F) {
	f.Add(`{"kinds":["turn"],"metadata":{"a":1},"occurred_from":"2026-01-01"}`)
	f.Add(`{"kind":1}`)
	f.Add(`[]`)
	f.Fuzz(func(t *testing.T, raw string) {
		_, aerr := decodeFilters(json.RawMessage(raw))
		if aerr != nil && (aerr.Status != 400 || !strings.HasPrefix(aerr.Field, "filters")) {
			t.Fatalf("%q: %+v", raw, aerr)
		}
	})
}
