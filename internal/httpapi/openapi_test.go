package httpapi

import (
	"bytes"
	"encoding/json"
	"os"
	"sort"
	"strings"
	"testing"
)

type openAPIShape struct {
	OpenAPI string                                `json:"openapi"`
	Paths   map[string]map[string]json.RawMessage `json:"paths"`
}

// TestOpenAPIMatchesRoutes: the document lists exactly the served routes,
// each served route answers through its own handler (not the 404/405
// fallback), and api/openapi.json is the same document.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	var doc openAPIShape
	if err := json.Unmarshal(openAPIDoc, &doc); err != nil {
		t.Fatalf("openapi.json: %v", err)
	}
	if !strings.HasPrefix(doc.OpenAPI, "3.") {
		t.Fatalf("openapi version %q", doc.OpenAPI)
	}
	var documented, served []string
	for path, ops := range doc.Paths {
		for m := range ops {
			documented = append(documented, strings.ToUpper(m)+" "+path)
		}
	}
	s, ts := newTestServer(t, &fakeEngine{}, Config{})
	for _, rt := range s.routes() {
		served = append(served, rt.method+" "+rt.path)
		r := call(t, ts, rt.method, rt.path, tokAdmin, "")
		if r.err.Code == codeNotFound && strings.HasPrefix(r.err.Message, "no route") || r.err.Code == codeMethod {
			t.Errorf("%s %s is in the table but the mux does not route it: %s", rt.method, rt.path, r.body)
		}
	}
	sort.Strings(documented)
	sort.Strings(served)
	if strings.Join(documented, "\n") != strings.Join(served, "\n") {
		t.Fatalf("OpenAPI routes differ from served routes:\ndocumented:\n%s\nserved:\n%s",
			strings.Join(documented, "\n"), strings.Join(served, "\n"))
	}
	repo, err := os.ReadFile("../../api/openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(repo, openAPIDoc) {
		t.Fatal("api/openapi.json differs from internal/httpapi/openapi.json; copy the latter over the former")
	}
	got := call(t, ts, "GET", "/v1/openapi.json", "", "")
	if !bytes.Equal(got.body, openAPIDoc) {
		t.Fatal("GET /v1/openapi.json does not serve the embedded document")
	}
}

func TestUnmatchedRoutes(t *testing.T) {
	_, ts := newTestServer(t, &fakeEngine{}, Config{})
	if r := call(t, ts, "GET", "/v1/nope", tokAdmin, ""); r.status != 404 || r.err.Code != codeNotFound {
		t.Errorf("unknown path: %d %s", r.status, r.body)
	}
	r := call(t, ts, "GET", "/v1/remember", tokAdmin, "")
	if r.status != 405 || r.err.Code != codeMethod || r.header.Get("Allow") != "POST" {
		t.Errorf("wrong method: %d %s allow %q", r.status, r.body, r.header.Get("Allow"))
	}
}
