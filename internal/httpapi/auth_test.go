package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// probe is a well-formed request for one route, naming namespace ns.
type probe struct {
	method, path string
	cap          Capability // "" for /metrics (any token)
	scoped       bool       // the request names a namespace
	ok           int        // status for an authorized request on the fake engine
	body         func(ns string) string
	query        func(ns string) string
}

func probes() []probe {
	b := func(f string) func(string) string {
		return func(ns string) string { return strings.ReplaceAll(f, "NS", ns) }
	}
	none := func(string) string { return "" }
	return []probe{
		{"POST", "/v1/remember", CapWrite, true, 201, b(`{"namespace":"NS","content":"hello","source":"s"}`), none},
		{"POST", "/v1/remember:batch", CapWrite, true, 201, b(`{"observations":[{"namespace":"team-a/x","content":"a","source":"s"},{"namespace":"NS","content":"b","source":"s"}]}`), none},
		{"POST", "/v1/recall", CapRead, true, 200, b(`{"namespace":"NS","query":"hello","budget_tokens":100}`), none},
		{"POST", "/v1/expand", CapRead, true, 200, b(`{"namespace":"NS","id":"ev_1"}`), none},
		{"POST", "/v1/purge", CapPurge, true, 200, b(`{"namespace":"NS","all":true}`), none},
		{"GET", "/v1/claims", CapRead, true, 200, none, b(`?namespace=NS&subject=user:1`)},
		{"POST", "/v1/sync-semantic", CapWrite, true, 501, b(`{"namespace":"NS"}`), none},
		{"POST", "/v1/verify", CapAdmin, false, 200, b(`{}`), none},
		{"POST", "/v1/keys:rotate", CapAdmin, false, 200, b(`{"new_key_file":"/nonexistent/kek"}`), none},
		{"GET", "/v1/audit", CapAdmin, false, 200, none, b(`?after=0&limit=10`)},
		{"GET", "/metrics", "", false, 200, none, none},
	}
}

// refusals lists, for a probe, the (token, namespace, want status) cases
// that must be refused before the engine is called.
func refusals(p probe) []struct {
	name, token, ns string
	want            int
} {
	type c = struct {
		name, token, ns string
		want            int
	}
	out := []c{{"no token", "", "team-a/x", 401}, {"bad token", tokUnknown, "team-a/x", 401}}
	if p.scoped {
		out = append(out, c{"wrong namespace", tokTeamA, "team-b/x", 403}, c{"nested namespace", tokTeamA, "team-a/x/y", 403})
	}
	if p.cap != "" {
		out = append(out, c{"missing capability", lackingToken(p.cap), "team-a/x", 403})
	}
	return out
}

// TestAuthMatrix: every authenticated route × {no token, bad token, wrong
// namespace, missing capability} is refused with the right status and
// never reaches the engine; the same request with a good grant does.
func TestAuthMatrix(t *testing.T) {
	fake := &fakeEngine{}
	_, ts := newTestServer(t, fake, Config{})
	for _, p := range probes() {
		for _, c := range refusals(p) {
			r := call(t, ts, p.method, p.path+p.query(c.ns), c.token, p.body(c.ns))
			if r.status != c.want {
				t.Errorf("%s %s, %s: status %d, want %d (%s)", p.method, p.path, c.name, r.status, c.want, r.body)
			}
			wantCode := map[int]string{401: codeUnauthorized, 403: codeForbidden}[c.want]
			if r.err.Code != wantCode || r.err.Message == "" {
				t.Errorf("%s %s, %s: error body %s, want code %q", p.method, p.path, c.name, r.body, wantCode)
			}
			if c.want == 401 && r.header.Get("WWW-Authenticate") == "" {
				t.Errorf("%s %s, %s: 401 without WWW-Authenticate", p.method, p.path, c.name)
			}
			if n := fake.calls.Load(); n != 0 {
				t.Fatalf("%s %s, %s: the engine was called %d times", p.method, p.path, c.name, n)
			}
		}
		// Positive control: the matrix can fail because a good grant passes.
		r := call(t, ts, p.method, p.path+p.query("team-a/x"), tokTeamA, p.body("team-a/x"))
		if r.status != p.ok {
			t.Errorf("%s %s with a good grant: status %d, want %d (%s)", p.method, p.path, r.status, p.ok, r.body)
		}
		wantCalls := int64(1)
		if p.path == "/metrics" || p.path == "/v1/sync-semantic" {
			wantCalls = 0
		}
		if n := fake.calls.Swap(0); n != wantCalls {
			t.Errorf("%s %s with a good grant: %d engine calls, want %d", p.method, p.path, n, wantCalls)
		}
	}
}

// TestAuthMatrixNoSideEffects runs the refusals against a real engine and
// checks that nothing reached the ledger or its journal.
func TestAuthMatrixNoSideEffects(t *testing.T) {
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	for _, p := range probes() {
		for _, c := range refusals(p) {
			if r := call(t, ts, p.method, p.path+p.query(c.ns), c.token, p.body(c.ns)); r.status != c.want {
				t.Errorf("%s %s, %s: status %d, want %d", p.method, p.path, c.name, r.status, c.want)
			}
		}
	}
	js, err := e.Journal(context.Background(), 0, 0)
	if err != nil || len(js) != 0 {
		t.Fatalf("journal after refused requests: %d entries, err %v", len(js), err)
	}
	rep, err := e.Verify(context.Background())
	if err != nil || rep.Evidence != 0 {
		t.Fatalf("verify after refused requests: %+v, %v", rep, err)
	}
}

func TestUnauthenticatedRoutes(t *testing.T) {
	_, ts := newTestServer(t, nil, Config{})
	for _, path := range []string{"/v1/health", "/v1/openapi.json"} {
		if r := call(t, ts, "GET", path, "", ""); r.status != 200 {
			t.Errorf("GET %s without a token: %d", path, r.status)
		}
	}
	if r := call(t, ts, "GET", "/v1/ready", "", ""); r.status != 503 || r.err.Code != codeUnavailable {
		t.Errorf("ready before Attach: %d %s", r.status, r.body)
	}
	if r := call(t, ts, "POST", "/v1/recall", tokTeamA, `{"namespace":"team-a/x","query":"q","budget_tokens":5}`); r.status != 503 {
		t.Errorf("recall before Attach: %d %s", r.status, r.body)
	}
}

func TestPublicMetrics(t *testing.T) {
	_, ts := newTestServer(t, &fakeEngine{}, Config{PublicMetrics: true})
	if r := call(t, ts, "GET", "/metrics", "", ""); r.status != http.StatusOK {
		t.Fatalf("public /metrics: %d", r.status)
	}
}

func TestBearerSchemeRequired(t *testing.T) {
	_, ts := newTestServer(t, &fakeEngine{}, Config{})
	req, _ := http.NewRequest("GET", ts.URL+"/v1/audit", nil)
	req.Header.Set("Authorization", "Basic "+tokAdmin)
	resp, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 401 {
		t.Fatalf("Basic scheme: %d, want 401", resp.StatusCode)
	}
}

// TestReadyReportsBackend: /v1/ready names the attached engine's ledger
// storage.
func TestReadyReportsBackend(t *testing.T) {
	_, ts := newTestServer(t, openEngine(t), Config{})
	r := call(t, ts, "GET", "/v1/ready", "", "")
	var got statusOut
	if err := json.Unmarshal(r.body, &got); r.status != 200 || err != nil || got != (statusOut{Status: "ready", Backend: "sqlite"}) {
		t.Errorf("ready: %d %s (%v)", r.status, r.body, err)
	}
}
