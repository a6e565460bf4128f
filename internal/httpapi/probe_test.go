package httpapi

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// TestNoProbingOverHTTP: on every route that takes an id, another
// namespace's id is answered exactly as a missing id (status, code, field
// and message, with the id itself put aside), so a tenant cannot tell
// which ids exist elsewhere.
func TestNoProbingOverHTTP(t *testing.T) {
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	remember := func(token, ns string) (evID, claimID string) {
		r := call(t, ts, http.MethodPost, "/v1/remember", token, `{"namespace":"`+ns+`","source":"chat/1","content":"I like green tea.",
			"claims":[{"subject":"user","predicate":"likes","value":"green tea"}]}`)
		var rc struct {
			ID       string   `json:"id"`
			ClaimIDs []string `json:"claim_ids"`
		}
		if r.status != http.StatusCreated || json.Unmarshal(r.body, &rc) != nil || len(rc.ClaimIDs) != 1 {
			t.Fatalf("remember in %s: %d %s", ns, r.status, r.body)
		}
		return rc.ID, rc.ClaimIDs[0]
	}
	remember(tokTeamA, "team-a/x")
	foreignEv, foreignCl := remember(tokAdmin, "team-b/x")
	missingEv, missingCl := otherID(foreignEv), otherID(foreignCl)
	bodies := map[string]func(id string) string{
		"/v1/expand": func(id string) string { return `{"namespace":"team-a/x","id":"` + id + `"}` },
		"/v1/purge":  func(id string) string { return `{"namespace":"team-a/x","ids":["` + id + `"]}` },
		"/v1/remember": func(id string) string {
			return `{"namespace":"team-a/x","source":"chat/2","content":"Now I like coffee.",
				"claims":[{"subject":"user","predicate":"likes","value":"coffee","supersedes":"` + id + `"}]}`
		},
		"/v1/remember:batch": func(id string) string {
			return `{"observations":[{"namespace":"team-a/x","source":"chat/3","content":"ok"},{"namespace":"team-a/x","source":"chat/2",
				"content":"Now I like coffee.","claims":[{"subject":"user","predicate":"likes","value":"coffee","supersedes":"` + id + `"}]}]}`
		},
	}
	for path, body := range bodies {
		foreign, missing := foreignEv, missingEv
		if strings.HasPrefix(path, "/v1/remember") {
			foreign, missing = foreignCl, missingCl
		}
		a := call(t, ts, http.MethodPost, path, tokTeamA, body(foreign))
		b := call(t, ts, http.MethodPost, path, tokTeamA, body(missing))
		a.err.Message = strings.ReplaceAll(a.err.Message, foreign, "ID")
		b.err.Message = strings.ReplaceAll(b.err.Message, missing, "ID")
		if a.status < 400 || a.status != b.status || a.err != b.err {
			t.Errorf("%s: another namespace's id answers %d %+v, a missing id %d %+v", path, a.status, a.err, b.status, b.err)
		}
	}
	// The foreign rows are untouched.
	if r := call(t, ts, http.MethodPost, "/v1/expand", tokAdmin, `{"namespace":"team-b/x","id":"`+foreignEv+`"}`); r.status != http.StatusOK {
		t.Fatalf("foreign evidence after the probes: %d %s", r.status, r.body)
	}
}

// otherID returns a well-formed id of the same kind that does not exist
// (its last character changed).
func otherID(id string) string {
	last := id[len(id)-1]
	repl := byte('0')
	if last == '0' {
		repl = '1'
	}
	return id[:len(id)-1] + string(repl)
}
