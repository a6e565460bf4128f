package httpapi

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestPrincipalTrust: a grant's "trust" sets the trust of what it writes:
// a low-trust principal's claim naming a standard claim as superseded is
// disputed and leaves the standard claim active; an unknown level is
// refused when the file is parsed, naming the principal and the field.
func TestPrincipalTrust(t *testing.T) {
	ps, err := ParsePrincipals([]byte(`{
  "crm-token-0123456789": {"name": "crm", "namespaces": ["t/*"], "capabilities": ["read","write"]},
  "web-token-0123456789": {"name": "web-scraper", "namespaces": ["t/*"], "capabilities": ["read","write"], "trust": "low"}
}`))
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Principals: ps, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	s.Attach(openEngine(t))
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	r := call(t, ts, "POST", "/v1/remember", "crm-token-0123456789", `{"namespace":"t/u","content":"Maya lives in Boston.","source":"crm/1",
		"occurred_at":"2026-01-01T00:00:00Z","claims":[{"subject":"user:maya","predicate":"lives_in","value":"Boston"}]}`)
	if r.status != 201 {
		t.Fatalf("trusted write: %d %s", r.status, r.body)
	}
	var rc struct {
		ClaimIDs []string `json:"claim_ids"`
	}
	if err := json.Unmarshal(r.body, &rc); err != nil || len(rc.ClaimIDs) != 1 {
		t.Fatalf("receipt %s: %v", r.body, err)
	}
	r = call(t, ts, "POST", "/v1/remember", "web-token-0123456789", `{"namespace":"t/u","content":"Maya lives in Atlantis now.","source":"web/1",
		"occurred_at":"2026-02-01T00:00:00Z","claims":[{"subject":"user:maya","predicate":"lives_in","value":"Atlantis","supersedes":"`+rc.ClaimIDs[0]+`"}]}`)
	if r.status != 201 {
		t.Fatalf("low-trust write: %d %s", r.status, r.body)
	}
	r = call(t, ts, "GET", "/v1/claims?namespace=t/u&subject=user:maya&predicate=lives_in", "crm-token-0123456789", "")
	if r.status != 200 {
		t.Fatalf("claims: %d %s", r.status, r.body)
	}
	var out struct {
		Claims []struct {
			Value, Status, Trust string
		} `json:"claims"`
	}
	if err := json.Unmarshal(r.body, &out); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, c := range out.Claims {
		got[c.Value] = c.Status + "/" + c.Trust
	}
	if got["Boston"] != "active/" || got["Atlantis"] != "disputed/low" {
		t.Errorf("claims %s: want Boston active (standard), Atlantis disputed (low)", r.body)
	}
	_, err = ParsePrincipals([]byte(`{"x-token-0123456789abc": {"name": "x", "namespaces": ["a"], "capabilities": ["read"], "trust": "root"}}`))
	if !errors.Is(err, ErrPrincipals) || !strings.Contains(err.Error(), `principal "x": trust "root"`) {
		t.Errorf("unknown trust level: %v", err)
	}
}
