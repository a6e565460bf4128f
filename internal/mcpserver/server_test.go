package mcpserver

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/internal/httpapi"
)

func openEngine(t *testing.T) *engine.Engine {
	t.Helper()
	e, err := engine.Open(filepath.Join(t.TempDir(), "m.db"), engine.Options{InMemory: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := e.Verify(context.Background()); err != nil {
			t.Errorf("verify: %v", err)
		}
		e.Close()
	})
	return e
}

// connectInMemory runs srv on one end of an in-memory transport pair (the
// stdio server's code path: no token, the local user's rights) and returns
// an SDK client session on the other.
func connectInMemory(t *testing.T, srv *Server) *mcp.ClientSession {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	ct, st := mcp.NewInMemoryTransports()
	ss, err := srv.MCP().Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close(); ss.Wait(); cancel() })
	return cs
}

func newLocal(t *testing.T, e Engine, ns string) *Server {
	t.Helper()
	srv, err := New(Config{Engine: func() Engine { return e }, DefaultNamespace: ns})
	if err != nil {
		t.Fatal(err)
	}
	return srv
}

// callOK calls a tool, fails the test on a tool error, and decodes the
// structured content into out.
func callOK(t *testing.T, cs *mcp.ClientSession, name string, args any, out any) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if res.IsError {
		t.Fatalf("%s: tool error %s", name, text(res))
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, out); err != nil {
		t.Fatalf("%s: structured content %s: %v", name, b, err)
	}
}

// callErr calls a tool that must fail and returns its ToolError.
func callErr(t *testing.T, cs *mcp.ClientSession, name string, args any) (msg string, te ToolError) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !res.IsError {
		t.Fatalf("%s %v: succeeded, want an error", name, args)
	}
	msg = text(res)
	var doc struct{ Error ToolError }
	_ = json.Unmarshal([]byte(msg), &doc) // the SDK's own schema errors are plain text
	return msg, doc.Error
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

func recallTexts(t *testing.T, cs *mcp.ClientSession, args map[string]any) string {
	t.Helper()
	var c capsule.Capsule
	callOK(t, cs, "recall", args, &c)
	var b strings.Builder
	for _, it := range c.Items {
		b.WriteString(it.Text + "\n")
	}
	return b.String()
}

func TestToolsListed(t *testing.T) {
	cs := connectInMemory(t, newLocal(t, openEngine(t), "demo/u1"))
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct{ readOnly, destructive bool }{
		"remember": {false, false}, "recall": {true, false}, "search": {true, false},
		"expand": {true, false}, "claim_history": {true, false}, "forget": {false, true},
		"list_memories": {true, false}, "feedback": {false, false},
	}
	if len(res.Tools) != len(want) {
		t.Errorf("%d tools, want %d", len(res.Tools), len(want))
	}
	for _, tool := range res.Tools {
		w, ok := want[tool.Name]
		if !ok {
			t.Errorf("unexpected tool %q", tool.Name)
			continue
		}
		if tool.InputSchema == nil || tool.OutputSchema == nil {
			t.Errorf("%s: input schema %v, output schema %v: want both", tool.Name, tool.InputSchema != nil, tool.OutputSchema != nil)
		}
		a := tool.Annotations
		if a == nil || a.ReadOnlyHint != w.readOnly || a.DestructiveHint == nil || *a.DestructiveHint != w.destructive {
			t.Errorf("%s: annotations %+v, want read-only %v destructive %v", tool.Name, a, w.readOnly, w.destructive)
		}
		in, _ := json.Marshal(tool.InputSchema)
		if !strings.Contains(string(in), `"namespace"`) {
			t.Errorf("%s: input schema has no namespace: %s", tool.Name, in)
		}
	}
}

// TestSessionInMemory is the memory life cycle over the stdio server's code
// path: remember (content with a claim, and messages), recall and search
// find it, expand returns the exact text, claim_history lists the claim,
// forget purges it and recall no longer finds it.
func TestSessionInMemory(t *testing.T) {
	cs := connectInMemory(t, newLocal(t, openEngine(t), "demo/u1"))
	var rem RememberOutput
	callOK(t, cs, "remember", map[string]any{
		"content": "I prefer a light theme in every editor I use.", "source": "chat/s1/t3",
		"occurred_at": "2026-01-02T10:00:00Z",
		"claims":      []map[string]any{{"subject": "user:varun", "predicate": "prefers_theme", "value": "light"}},
	}, &rem)
	if rem.Namespace != "demo/u1" || len(rem.Evidence) != 1 || len(rem.Evidence[0].ClaimIDs) != 1 {
		t.Fatalf("remember: %+v", rem)
	}
	light := rem.Evidence[0]
	var conv RememberOutput
	callOK(t, cs, "remember", map[string]any{"source": "chat/s2", "occurred_at": "2026-02-01", "metadata": map[string]any{"topic": "pets"},
		"messages": []map[string]any{
			{"role": "user", "content": "My cat is called Miso.", "name": "Varun"},
			{"role": "assistant", "content": "Miso is a lovely name for a cat."},
		}}, &conv)
	if len(conv.Evidence) != 2 {
		t.Fatalf("messages: %+v", conv)
	}
	var ev engine.Evidence
	callOK(t, cs, "expand", map[string]any{"id": conv.Evidence[0].ID}, &ev)
	if ev.Content != "My cat is called Miso." || ev.Role != "user" || ev.Speaker != "Varun" || ev.Source != "chat/s2" ||
		!strings.Contains(string(ev.Metadata), `"pets"`) {
		t.Errorf("expand: %+v", ev)
	}
	if got := recallTexts(t, cs, map[string]any{"query": "Which theme does the user prefer?", "budget_tokens": 300}); !strings.Contains(got, "light") {
		t.Errorf("recall before forget: %q, want the light theme", got)
	}
	var hits capsule.SearchResult
	callOK(t, cs, "search", map[string]any{"query": "cat name", "limit": 3}, &hits)
	if len(hits.Hits) == 0 || len(hits.Hits) > 3 || !strings.Contains(hits.Hits[0].Text, "Miso") {
		t.Errorf("search: %+v", hits.Hits)
	}
	var hist ClaimHistoryOutput
	callOK(t, cs, "claim_history", map[string]any{"subject": "user:varun"}, &hist)
	if len(hist.Claims) != 1 || hist.Claims[0].Value != "light" || hist.Claims[0].ID != light.ClaimIDs[0] {
		t.Errorf("claim_history: %+v", hist)
	}
	// list_memories pages through all three in write order, and filters.
	var ids []string
	for cursor := ""; ; {
		var page ListMemoriesOutput
		args := map[string]any{"limit": 2}
		if cursor != "" {
			args["cursor"] = cursor
		}
		callOK(t, cs, "list_memories", args, &page)
		for _, it := range page.Items {
			ids = append(ids, it.ID)
		}
		if cursor = page.NextCursor; cursor == "" {
			break
		}
	}
	if want := []string{light.ID, conv.Evidence[0].ID, conv.Evidence[1].ID}; strings.Join(ids, ",") != strings.Join(want, ",") {
		t.Errorf("list_memories pages: %v, want %v", ids, want)
	}
	var pets ListMemoriesOutput
	callOK(t, cs, "list_memories", map[string]any{"metadata": map[string]any{"topic": "pets"}, "occurred_from": "2026-01-15"}, &pets)
	if len(pets.Items) != 2 || pets.Items[0].ID != conv.Evidence[0].ID || pets.NextCursor != "" {
		t.Errorf("list_memories filtered: %+v", pets)
	}
	// feedback on a recalled capsule's items; after the forget below, the
	// same capsule is stale.
	var cap capsule.Capsule
	callOK(t, cs, "recall", map[string]any{"query": "Which theme does the user prefer?", "budget_tokens": 300,
		"memory_mode": "operational", "attention": map[string]any{"focus_terms": []string{"theme"}},
		"state": map[string]any{"mode": "debugging", "goal": "pick an editor theme"}}, &cap)
	if cap.CapsuleID == "" || len(cap.Items) == 0 {
		t.Fatalf("recall with mode, attention and state: %+v", cap)
	}
	var fb engine.FeedbackReceipt
	callOK(t, cs, "feedback", map[string]any{"capsule_id": cap.CapsuleID, "used": []string{cap.Items[0].ID}}, &fb)
	if fb.Items != 1 || fb.CapsuleID != cap.CapsuleID {
		t.Errorf("feedback: %+v", fb)
	}
	if _, te := callErr(t, cs, "feedback", map[string]any{"capsule_id": cap.CapsuleID, "used": []string{"ev_elsewhere"}}); te.Code != CodeInvalid || te.Field != "used[0]" {
		t.Errorf("feedback naming an item outside the capsule: %+v", te)
	}
	var gone ForgetOutput
	callOK(t, cs, "forget", map[string]any{"ids": []string{light.ID}}, &gone)
	if _, te := callErr(t, cs, "feedback", map[string]any{"capsule_id": cap.CapsuleID, "used": []string{cap.Items[0].ID}}); te.Code != CodeStale {
		t.Errorf("feedback after a purge of its item: %+v, want %s", te, CodeStale)
	}
	if gone.Evidence != 1 || gone.Claims != 1 || len(gone.Digests) != 1 || gone.Digests[0] != light.SHA256 {
		t.Errorf("forget: %+v", gone)
	}
	if got := recallTexts(t, cs, map[string]any{"query": "Which theme does the user prefer?"}); strings.Contains(got, "light") {
		t.Errorf("recall after forget still finds it: %q", got)
	}
	if msg, te := callErr(t, cs, "expand", map[string]any{"id": light.ID}); te.Code != CodeNotFound {
		t.Errorf("expand after forget: %s", msg)
	}
}

// countingEngine fails the test's "nothing written" checks if any call
// reaches it.
type countingEngine struct {
	Engine
	calls atomic.Int64
}

func (c *countingEngine) Remember(ctx context.Context, o engine.Observation) (engine.Receipt, error) {
	c.calls.Add(1)
	return c.Engine.Remember(ctx, o)
}

func (c *countingEngine) RememberBatch(ctx context.Context, o []engine.Observation) ([]engine.Receipt, error) {
	c.calls.Add(1)
	return c.Engine.RememberBatch(ctx, o)
}

func (c *countingEngine) Recall(ctx context.Context, q engine.Query) (*capsule.Capsule, error) {
	c.calls.Add(1)
	return c.Engine.Recall(ctx, q)
}

func (c *countingEngine) Purge(ctx context.Context, r engine.PurgeRequest) (engine.PurgeReceipt, error) {
	c.calls.Add(1)
	return c.Engine.Purge(ctx, r)
}

// TestBadInputNamesField: each bad call is refused with the field named,
// before the engine is called.
func TestBadInputNamesField(t *testing.T) {
	eng := &countingEngine{Engine: openEngine(t)}
	cs := connectInMemory(t, newLocal(t, eng, ""))
	cases := []struct {
		tool  string
		args  map[string]any
		field string
	}{
		{"remember", map[string]any{"namespace": "a", "source": "s"}, "content"},
		{"remember", map[string]any{"namespace": "a", "content": "x", "messages": []map[string]any{{"role": "user", "content": "y"}}}, "messages"},
		{"remember", map[string]any{"namespace": "a", "messages": []map[string]any{{"role": "user", "content": "ok"}, {"role": "user", "content": ""}}}, "messages[1].content"},
		{"remember", map[string]any{"namespace": "a", "content": "x", "occurred_at": "yesterday-ish"}, "occurred_at"},
		{"remember", map[string]any{"content": "x"}, "namespace"},
		{"recall", map[string]any{"namespace": "a", "query": ""}, "query"},
		{"recall", map[string]any{"namespace": "a", "query": "q", "budget_tokens": 1 << 30}, "budget_tokens"},
		{"recall", map[string]any{"namespace": "a", "query": "q", "as_of": "soon"}, "as_of"},
		{"forget", map[string]any{"namespace": "a", "source_prefix": "x", "all": true}, ""},
		{"list_memories", map[string]any{"namespace": "a", "occurred_from": "soon"}, "occurred_from"},
		{"recall", map[string]any{"namespace": "a", "query": "q", "memory_mode": "dreamy"}, "memory_mode"},
		{"recall", map[string]any{"namespace": "a", "query": "q", "state": map[string]any{"emotion": map[string]any{"valence": 3, "arousal": 0}}}, "state.emotion.valence"},
		{"list_memories", map[string]any{"namespace": "a", "cursor": "garbage"}, "cursor"},
		{"list_memories", map[string]any{"namespace": "a", "kinds": []string{"memo"}}, "filters.kinds[0]"},
	}
	for _, c := range cases {
		msg, te := callErr(t, cs, c.tool, c.args)
		if te.Code != CodeInvalid || (c.field != "" && te.Field != c.field) {
			t.Errorf("%s %v: %s; want code invalid, field %q", c.tool, c.args, msg, c.field)
		}
	}
	// Only the forget with two selectors and the two recalls whose mode or
	// state the engine validates reach the engine, which refuses them (a
	// recall writes nothing).
	const refusedByEngine = 3
	if n := eng.calls.Load(); n != refusedByEngine {
		t.Errorf("%d engine calls, want %d (the invalid purge and recalls)", n, refusedByEngine)
	}
	// A required argument left out, or a value outside a closed set, is
	// refused by the SDK's schema check, which names the property.
	for _, c := range []struct {
		tool  string
		args  map[string]any
		field string
	}{
		{"recall", map[string]any{"namespace": "a"}, `"query"`},
		{"expand", map[string]any{"namespace": "a"}, `"id"`},
		{"claim_history", map[string]any{"namespace": "a"}, `"subject"`},
		{"remember", map[string]any{"namespace": "a", "messages": []map[string]any{{"role": "user", "content": "ok"}, {"role": "boss", "content": "no"}}}, "messages/items/properties/role"},
		{"remember", map[string]any{"namespace": "a", "messages": []map[string]any{{"content": "who said it?"}}}, `"role"`},
	} {
		msg, _ := callErr(t, cs, c.tool, c.args)
		if !strings.Contains(msg, c.field) {
			t.Errorf("%s %v: %q does not name %s", c.tool, c.args, msg, c.field)
		}
	}
	if n := eng.calls.Load(); n != refusedByEngine {
		t.Errorf("missing arguments reached the engine (%d calls)", n-refusedByEngine)
	}
}

const testPrincipals = `{
  "mcp-reader-token-0123456789": {"name": "reader", "namespaces": ["team-a/u1"], "capabilities": ["read"]},
  "mcp-writer-token-0123456789": {"name": "writer", "namespaces": ["team-a/u1"], "capabilities": ["read","write","purge"]},
  "mcp-glob-token-0123456789":   {"name": "glob",   "namespaces": ["team-a/**"], "capabilities": ["read","write"]}
}`

func httpServer(t *testing.T, e Engine) string {
	t.Helper()
	ps, err := httpapi.ParsePrincipals([]byte(testPrincipals))
	if err != nil {
		t.Fatal(err)
	}
	h, err := NewHTTPHandler(HTTPConfig{Config: Config{Engine: func() Engine { return e }}, Principals: ps})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(h)
	t.Cleanup(ts.Close)
	return ts.URL
}

type bearer struct {
	tok  string
	base http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.tok)
	return b.base.RoundTrip(r)
}

func connectHTTP(t *testing.T, url, tok string) (*mcp.ClientSession, error) {
	t.Helper()
	hc := &http.Client{Transport: bearer{tok, http.DefaultTransport}}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: url, HTTPClient: hc}, nil)
	if err == nil {
		t.Cleanup(func() { cs.Close() })
	}
	return cs, err
}

// TestSessionHTTP: the streamable HTTP handler with the SDK's client,
// authorized by bearer principals.
func TestSessionHTTP(t *testing.T) {
	eng := openEngine(t)
	url := httpServer(t, eng)

	// No token, an unknown token: 401 before the MCP layer.
	init := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"x","version":"1"}}}`
	for _, tok := range []string{"", "wrong-token-0123456789"} {
		req, _ := http.NewRequest("POST", url, strings.NewReader(init))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if tok != "" {
			req.Header.Set("Authorization", "Bearer "+tok)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var body struct{ Code string }
		json.NewDecoder(resp.Body).Decode(&body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnauthorized || body.Code != "unauthorized" || resp.Header.Get("WWW-Authenticate") == "" {
			t.Errorf("token %q: status %d code %q, want 401 unauthorized with WWW-Authenticate", tok, resp.StatusCode, body.Code)
		}
	}
	if _, err := connectHTTP(t, url, "wrong-token-0123456789"); err == nil {
		t.Error("connect with an unknown token succeeded")
	}
	// A foreign Origin is refused even with a good token.
	req, _ := http.NewRequest("POST", url, strings.NewReader(init))
	req.Header.Set("Authorization", "Bearer mcp-writer-token-0123456789")
	req.Header.Set("Origin", "http://evil.example")
	if status := statusOf(t, req); status != http.StatusForbidden {
		t.Errorf("foreign origin: %d, want 403", status)
	}

	w, err := connectHTTP(t, url, "mcp-writer-token-0123456789")
	if err != nil {
		t.Fatal(err)
	}
	// The writer's grant is one namespace: it is the default.
	var rem RememberOutput
	callOK(t, w, "remember", map[string]any{"content": "The deploy key rotates every Friday.", "source": "ops/1"}, &rem)
	if rem.Namespace != "team-a/u1" {
		t.Errorf("default namespace %q, want team-a/u1", rem.Namespace)
	}
	journal, err := eng.Journal(context.Background(), 0, 100)
	if err != nil || len(journal) == 0 || journal[len(journal)-1].Principal != "writer" {
		t.Errorf("the journal does not record the MCP caller as the writer: %+v %v", journal, err)
	}
	if got := recallTexts(t, w, map[string]any{"query": "When does the deploy key rotate?"}); !strings.Contains(got, "Friday") {
		t.Errorf("recall: %q", got)
	}
	if _, te := callErr(t, w, "recall", map[string]any{"namespace": "team-b/u1", "query": "q"}); te.Code != CodeForbidden {
		t.Errorf("other namespace: %+v, want forbidden", te)
	}

	// The session is bound to the writer: another principal's token cannot use it.
	hijack, _ := http.NewRequest("POST", url, strings.NewReader(`{"jsonrpc":"2.0","id":9,"method":"tools/list"}`))
	hijack.Header.Set("Content-Type", "application/json")
	hijack.Header.Set("Accept", "application/json, text/event-stream")
	hijack.Header.Set("Authorization", "Bearer mcp-reader-token-0123456789")
	hijack.Header.Set("Mcp-Session-Id", w.ID())
	if status := statusOf(t, hijack); status != http.StatusForbidden {
		t.Errorf("another principal on the writer's session: %d, want 403", status)
	}

	r, err := connectHTTP(t, url, "mcp-reader-token-0123456789")
	if err != nil {
		t.Fatal(err)
	}
	if _, te := callErr(t, r, "remember", map[string]any{"content": "x"}); te.Code != CodeForbidden {
		t.Errorf("reader remember: %+v, want forbidden", te)
	}
	if _, te := callErr(t, r, "forget", map[string]any{"all": true}); te.Code != CodeForbidden {
		t.Errorf("reader forget: %+v, want forbidden", te)
	}
	g, err := connectHTTP(t, url, "mcp-glob-token-0123456789")
	if err != nil {
		t.Fatal(err)
	}
	if _, te := callErr(t, g, "recall", map[string]any{"query": "q"}); te.Code != CodeInvalid || te.Field != "namespace" {
		t.Errorf("glob grant without namespace: %+v, want invalid namespace", te)
	}

	var gone ForgetOutput
	callOK(t, w, "forget", map[string]any{"ids": []string{rem.Evidence[0].ID}}, &gone)
	if got := recallTexts(t, r, map[string]any{"query": "When does the deploy key rotate?"}); strings.Contains(got, "Friday") {
		t.Errorf("recall after forget: %q", got)
	}
}

func statusOf(t *testing.T, req *http.Request) int {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// TestHTTPAdmission: /mcp shares the API's per-principal limits: with the
// rate spent, a request is 429 with Retry-After and the limit named, and
// another principal is not held back.
func TestHTTPAdmission(t *testing.T) {
	ps, err := httpapi.ParsePrincipals([]byte(testPrincipals))
	if err != nil {
		t.Fatal(err)
	}
	api, err := httpapi.New(httpapi.Config{Principals: ps, Limits: httpapi.Limits{RatePerPrincipal: 0.001, BurstPerPrincipal: 1}})
	if err != nil {
		t.Fatal(err)
	}
	e := openEngine(t)
	h, err := NewHTTPHandler(HTTPConfig{Config: Config{Engine: func() Engine { return e }}, Principals: ps, Admit: api.Admit})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(h)
	t.Cleanup(ts.Close)
	post := func(tok string) *http.Response {
		req, _ := http.NewRequest("POST", ts.URL, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
		req.Header.Set("Authorization", "Bearer "+tok)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		r, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		r.Body.Close()
		return r
	}
	if r := post("mcp-reader-token-0123456789"); r.StatusCode == http.StatusTooManyRequests {
		t.Fatalf("first request refused: %d", r.StatusCode)
	}
	r := post("mcp-reader-token-0123456789")
	if r.StatusCode != http.StatusTooManyRequests || r.Header.Get("Retry-After") == "" {
		t.Fatalf("second request within the rate: %d %v", r.StatusCode, r.Header)
	}
	if r := post("mcp-writer-token-0123456789"); r.StatusCode == http.StatusTooManyRequests {
		t.Fatalf("another principal was held back: %d", r.StatusCode)
	}
}
