package httpapi

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
)

// TestNamespaceGrammarOverHTTP: the names issue 18 found accepted as
// literal namespaces are 400s naming the field, even for a principal whose
// grant ("**") would match them.
func TestNamespaceGrammarOverHTTP(t *testing.T) {
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	for _, ns := range []string{"team-a/../team-b/z", "team-a/*", "team-a/", "a//b", " team-a/u", "team-a/u "} {
		q := quoteJSON(ns)
		for _, c := range []struct{ path, body string }{
			{"/v1/remember", `{"namespace":` + q + `,"source":"s/1","content":"x"}`},
			{"/v1/recall", `{"namespace":` + q + `,"query":"x","budget_tokens":50}`},
			{"/v1/expand", `{"namespace":` + q + `,"id":"ev_x"}`},
		} {
			if r := call(t, ts, http.MethodPost, c.path, tokAdmin, c.body); r.status != http.StatusBadRequest || r.err.Field != "namespace" {
				t.Errorf("%s %q: %d %s, want 400 namespace", c.path, ns, r.status, r.body)
			}
		}
		if r := call(t, ts, http.MethodGet, "/v1/claims?subject=u&namespace="+url.QueryEscape(ns), tokAdmin, ""); r.status != http.StatusBadRequest || r.err.Field != "namespace" {
			t.Errorf("GET /v1/claims %q: %d %s, want 400 namespace", ns, r.status, r.body)
		}
	}
}

func quoteJSON(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
