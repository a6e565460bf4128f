package httpapi

import (
	"net/http"
	"strings"
	"testing"
)

func TestLimits(t *testing.T) {
	fake := &fakeEngine{}
	lim := Limits{MaxBodyBytes: 4096, MaxBatch: 3, MaxBudgetTokens: 500, MaxQueryBytes: 64, MaxAuditLimit: 10}
	_, ts := newTestServer(t, fake, Config{Limits: lim})
	obs := `{"namespace":"team-a/x","content":"c","source":"s"}`
	cases := []struct {
		name, method, path, body string
		status                   int
		field, limit             string
	}{
		{"body", "POST", "/v1/remember", `{"namespace":"team-a/x","content":"` + strings.Repeat("x", 5000) + `","source":"s"}`, 413, "body", "max_body_bytes"},
		{"batch", "POST", "/v1/remember:batch", `{"observations":[` + strings.Repeat(obs+",", 3) + obs + `]}`, 400, "observations", "max_batch"},
		{"purge ids", "POST", "/v1/purge", `{"namespace":"team-a/x","ids":["a","b","c","d"]}`, 400, "ids", "max_batch"},
		{"budget", "POST", "/v1/recall", `{"namespace":"team-a/x","query":"q","budget_tokens":501}`, 400, "budget_tokens", "max_budget_tokens"},
		{"query", "POST", "/v1/recall", `{"namespace":"team-a/x","query":"` + strings.Repeat("q", 65) + `","budget_tokens":50}`, 400, "query", "max_query_bytes"},
		{"audit limit", "GET", "/v1/audit?limit=11", "", 400, "limit", "max_audit_limit"},
	}
	for _, c := range cases {
		r := call(t, ts, c.method, c.path, tokAdmin, c.body)
		if r.status != c.status || r.err.Field != c.field || !strings.Contains(r.err.Message, c.limit) {
			t.Errorf("%s: %d %s; want %d naming field %q and limit %q", c.name, r.status, r.body, c.status, c.field, c.limit)
		}
	}
	if n := fake.calls.Load(); n != 0 {
		t.Fatalf("over-limit requests reached the engine %d times", n)
	}
	// At the limits, the same requests pass.
	for _, c := range []struct{ method, path, body string }{
		{"POST", "/v1/remember:batch", `{"observations":[` + strings.Repeat(obs+",", 2) + obs + `]}`},
		{"POST", "/v1/recall", `{"namespace":"team-a/x","query":"` + strings.Repeat("q", 64) + `","budget_tokens":500}`},
		{"GET", "/v1/audit?limit=10", ""},
	} {
		if r := call(t, ts, c.method, c.path, tokAdmin, c.body); r.status/100 != 2 {
			t.Errorf("%s %s at the limit: %d %s", c.method, c.path, r.status, r.body)
		}
	}
}

func TestStrictJSON(t *testing.T) {
	fake := &fakeEngine{}
	_, ts := newTestServer(t, fake, Config{})
	cases := []struct{ name, path, body, field, msg string }{
		{"unknown field", "/v1/remember", `{"namespace":"team-a/x","content":"c","source":"s","colour":"red"}`, "colour", "unknown field"},
		{"unknown nested field", "/v1/remember", `{"namespace":"team-a/x","content":"c","source":"s","claims":[{"subject":"a","predicate":"b","value":"c","bogus":1}]}`, "bogus", "unknown field"},
		{"trailing data", "/v1/remember", `{"namespace":"team-a/x","content":"c","source":"s"} {}`, "body", "trailing"},
		{"trailing garbage", "/v1/recall", `{"namespace":"team-a/x","query":"q","budget_tokens":5}x`, "body", "trailing"},
		{"empty body", "/v1/remember", ``, "body", "empty"},
		{"malformed", "/v1/remember", `{"namespace":`, "body", "truncated"},
		{"syntax", "/v1/remember", `{"namespace" "x"}`, "body", "malformed"},
		{"wrong type", "/v1/recall", `{"namespace":"team-a/x","query":"q","budget_tokens":"many"}`, "budget_tokens", "number"},
		{"array body", "/v1/expand", `[1,2]`, "body", "object"},
		{"bad time", "/v1/remember", `{"namespace":"team-a/x","content":"c","source":"s","occurred_at":"yesterday"}`, "occurred_at", "RFC 3339"},
		{"bad claim time", "/v1/remember", `{"namespace":"team-a/x","content":"c","source":"s","claims":[{"subject":"a","predicate":"b","value":"c","valid_to":"soon"}]}`, "claims[0].valid_to", "RFC 3339"},
		{"bad batch time", "/v1/remember:batch", `{"observations":[{"namespace":"team-a/x","content":"c","source":"s","occurred_at":"x"}]}`, "observations[0].occurred_at", "RFC 3339"},
		{"bad as_of", "/v1/recall", `{"namespace":"team-a/x","query":"q","budget_tokens":5,"as_of":"then"}`, "as_of", "RFC 3339"},
		{"empty namespace", "/v1/recall", `{"namespace":"","query":"q","budget_tokens":5}`, "namespace", "empty"},
		{"empty batch", "/v1/remember:batch", `{"observations":[]}`, "observations", "empty"},
		{"verify body", "/v1/verify", `{"deep":true}`, "deep", "unknown field"},
	}
	for _, c := range cases {
		r := call(t, ts, "POST", c.path, tokAdmin, c.body)
		if r.status != 400 || r.err.Code != codeInvalid || r.err.Field != c.field || !strings.Contains(r.err.Message, c.msg) {
			t.Errorf("%s: %d %s; want 400 invalid, field %q, message containing %q", c.name, r.status, r.body, c.field, c.msg)
		}
	}
	for _, q := range []string{"?namespace=team-a/x&subject=s&color=red", "?namespace=team-a/x&subject=s&subject=t"} {
		if r := call(t, ts, "GET", "/v1/claims"+q, tokAdmin, ""); r.status != 400 || r.err.Field == "" {
			t.Errorf("claims %s: %d %s", q, r.status, r.body)
		}
	}
	for _, q := range []string{"?after=-1", "?after=x", "?limit=0"} {
		if r := call(t, ts, "GET", "/v1/audit"+q, tokAdmin, ""); r.status != 400 || r.err.Field == "" {
			t.Errorf("audit %s: %d %s", q, r.status, r.body)
		}
	}
	if n := fake.calls.Load(); n != 0 {
		t.Fatalf("malformed requests reached the engine %d times", n)
	}
	// A verify with no body at all is fine.
	if r := call(t, ts, "POST", "/v1/verify", tokAdmin, ""); r.status != 200 {
		t.Errorf("verify without body: %d %s", r.status, r.body)
	}
}

func TestContentType(t *testing.T) {
	_, ts := newTestServer(t, &fakeEngine{}, Config{})
	req, _ := http.NewRequest("POST", ts.URL+"/v1/recall", strings.NewReader(`{"namespace":"team-a/x","query":"q","budget_tokens":5}`))
	req.Header.Set("Authorization", "Bearer "+tokAdmin)
	for ct, want := range map[string]int{"text/plain": 415, "application/json; charset=utf-8": 200} {
		req.Header.Set("Content-Type", ct)
		req.Body, _ = req.GetBody()
		resp, err := ts.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("Content-Type %q: %d, want %d", ct, resp.StatusCode, want)
		}
	}
}

func TestConfigLimitsValidated(t *testing.T) {
	for _, l := range []Limits{{MaxBatch: -1}, {MaxQueryBytes: 1 << 20}} {
		if _, err := New(Config{Principals: testPrincipalSet(t), Limits: l}); err == nil {
			t.Errorf("limits %+v accepted", l)
		}
	}
	if _, err := New(Config{}); err == nil {
		t.Error("config without principals accepted")
	}
	s, err := New(Config{Principals: testPrincipalSet(t)})
	if err != nil || s.Limits() != DefaultLimits {
		t.Fatalf("defaults: %+v %v", s.Limits(), err)
	}
}

func FuzzDecodeRemember(f *testing.F) {
	f.Add(`{"namespace":"team-a/x","content":"c","source":"s","claims":[{"subject":"a","predicate":"b","value":"c"}]}`)
	f.Add(`{"observations":[{"namespace":"team-a/x"}]}`)
	f.Add(`{"namespace":1}`)
	f.Add(`{} {}`)
	fake := &fakeEngine{}
	_, ts := newTestServer(f, fake, Config{})
	f.Fuzz(func(t *testing.T, body string) {
		for _, path := range []string{"/v1/remember", "/v1/remember:batch", "/v1/recall", "/v1/purge"} {
			r := call(t, ts, "POST", path, tokTeamA, body)
			if r.status >= 500 {
				t.Fatalf("%s %q: %d %s", path, body, r.status, r.body)
			}
			if r.status == 400 && r.err.Field == "" {
				t.Fatalf("%s %q: 400 without a field: %s", path, body, r.body)
			}
		}
	})
}
