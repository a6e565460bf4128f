package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/engine"
)

// TestClaimsPaginatedByDefault: GET /v1/claims without a limit answers one
// page of engine.DefaultListLimit claims and a cursor, not every claim of
// the namespace (issue 18: 14 MB in one answer before).
func TestClaimsPaginatedByDefault(t *testing.T) {
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	const ns, n = "team-a/many", engine.DefaultListLimit + 10
	var claims []string
	for i := range n {
		claims = append(claims, fmt.Sprintf(`{"subject":"item:%d","predicate":"color","value":"shade %d"}`, i, i))
	}
	// Two requests: one carries at most max_request_claims claims.
	for _, part := range [][]string{claims[:n/2], claims[n/2:]} {
		body := fmt.Sprintf(`{"namespace":%q,"source":"inv/%d","content":"inventory","claims":[%s]}`, ns, len(part), strings.Join(part, ","))
		if r := call(t, ts, http.MethodPost, "/v1/remember", tokTeamA, body); r.status != http.StatusCreated {
			t.Fatalf("remember: %d %s", r.status, r.body)
		}
	}
	seen, pages := 0, 0
	for cursor := ""; ; pages++ {
		path := "/v1/claims?namespace=" + url.QueryEscape(ns)
		if cursor != "" {
			path += "&cursor=" + url.QueryEscape(cursor)
		}
		r := call(t, ts, http.MethodGet, path, tokTeamA, "")
		var page claimsOut
		if r.status != http.StatusOK || json.Unmarshal(r.body, &page) != nil {
			t.Fatalf("GET %s: %d %s", path, r.status, r.body)
		}
		if len(page.Claims) > engine.DefaultListLimit {
			t.Fatalf("a page of %d claims, above the default page of %d", len(page.Claims), engine.DefaultListLimit)
		}
		seen += len(page.Claims)
		if cursor = page.NextCursor; cursor == "" {
			break
		}
	}
	if seen != n || pages != 1 {
		t.Fatalf("paged through %d claims in %d pages after the first, want %d in 1", seen, pages, n)
	}
}
