package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/evicortex/evicortex/engine"
)

func TestMaintenanceRoutes(t *testing.T) {
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	for i, body := range []string{
		`{"namespace":"team-a/u","content":"Mira booked a cabin by the lake for the first week of July with her two cousins","source":"chat/s1/t1","occurred_at":"2024-05-01T10:00:00Z"}`,
		`{"namespace":"team-a/u","content":"Mira booked a cabin by the lake for the first week of July with her three cousins","source":"chat/s1/t2","occurred_at":"2024-05-01T10:01:00Z"}`,
		`{"namespace":"team-a/u","content":"Mira booked a cabin by the lake for the first week of July with her two cousins","source":"chat/s1/t3","occurred_at":"2024-05-01T10:02:00Z"}`,
	} {
		if r := call(t, ts, "POST", "/v1/remember", tokAdmin, body); r.status != 201 {
			t.Fatalf("remember %d: %d %s", i, r.status, r.body)
		}
	}
	if r := call(t, ts, "POST", "/v1/maintenance:run", tokNoAdmin, `{"namespace":"team-a/u"}`); r.status != 403 {
		t.Fatalf("run without admin: %d %s", r.status, r.body)
	}
	r := call(t, ts, "POST", "/v1/maintenance:run", tokTeamA, `{"namespace":"team-a/u"}`)
	if r.status != 200 {
		t.Fatalf("run: %d %s", r.status, r.body)
	}
	var rep map[string]int64
	if err := json.Unmarshal(r.body, &rep); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"actions", "summaries", "duplicates", "tier_moves", "proposals", "compacted_bytes", "ms"} {
		if _, ok := rep[k]; !ok || len(rep) != 7 {
			t.Fatalf("report %s lacks %q", r.body, k)
		}
	}
	if rep["actions"] == 0 || rep["duplicates"] != 1 {
		t.Fatalf("report %s", r.body)
	}
	r = call(t, ts, "GET", "/v1/proposals?state=pending", tokTeamA, "")
	var ps struct{ Proposals []engine.Proposal }
	if r.status != 200 || json.Unmarshal(r.body, &ps) != nil {
		t.Fatalf("proposals: %d %s", r.status, r.body)
	}
	head := journalHead(t, e)
	bad := []struct {
		token, body string
		status      int
	}{
		{tokNoAdmin, `{"id":"pr_01arz3ndektsv4rrffq69g5fav","decision":"apply"}`, 403},
		{tokTeamA, `{"id":"pr_01arz3ndektsv4rrffq69g5fav","decision":"apply"}`, 404},
		{tokTeamA, `{"id":"","decision":"apply"}`, 400},
		{tokTeamA, `{"id":"pr_01arz3ndektsv4rrffq69g5fav","decision":"maybe"}`, 400},
		{tokTeamA, `{"id":"pr_01arz3ndektsv4rrffq69g5fav","decision":"apply","extra":1}`, 400},
	}
	for _, b := range bad {
		if r := call(t, ts, "POST", "/v1/proposals:resolve", b.token, b.body); r.status != b.status {
			t.Errorf("%s: %d %s, want %d", b.body, r.status, r.body, b.status)
		}
	}
	if len(ps.Proposals) == 1 {
		id := ps.Proposals[0].ID
		if r := call(t, ts, "POST", "/v1/proposals:resolve", tokTeamA, `{"id":"`+id+`","decision":"reject"}`); r.status != 200 {
			t.Fatalf("resolve: %d %s", r.status, r.body)
		}
		head = journalHead(t, e)
		if r := call(t, ts, "POST", "/v1/proposals:resolve", tokTeamA, `{"id":"`+id+`","decision":"apply"}`); r.status != 409 || r.err.Code != codeResolved {
			t.Fatalf("second resolve: %d %s", r.status, r.body)
		}
	} else {
		t.Fatalf("want one merge proposal (two cousins / three cousins), got %s", r.body)
	}
	if h := journalHead(t, e); h != head {
		t.Fatalf("a refused resolve wrote (journal %d -> %d)", head, h)
	}
	r = call(t, ts, "GET", "/v1/health/memory", tokTeamA, "")
	var h engine.MemoryHealth
	if r.status != 200 || json.Unmarshal(r.body, &h) != nil {
		t.Fatalf("health: %d %s", r.status, r.body)
	}
	if h.Namespaces["team-a/u"].Evidence != 3 || h.Namespaces["team-a/u"].Duplicates != 1 || h.LastPass == nil {
		t.Fatalf("health %s", r.body)
	}
}

func journalHead(t *testing.T, e *engine.Engine) int64 {
	t.Helper()
	js, err := e.Journal(context.Background(), 0, 100000)
	if err != nil {
		t.Fatal(err)
	}
	if len(js) == 0 {
		return 0
	}
	return js[len(js)-1].Seq
}

// TestExpandSummaryRoute: POST /v1/summaries:expand answers exactly the
// summary's children in its order; /v1/expand refuses a summary id and
// summaries:expand an evidence id; an unknown summary is 404.
func TestExpandSummaryRoute(t *testing.T) {
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	var ids []string
	for i, text := range []string{"Quentin rehearsed the concerto twice on Monday.", "The rehearsal hall had new chairs installed.",
		"Dinner afterwards was at the harbour restaurant."} {
		r := call(t, ts, "POST", "/v1/remember", tokAdmin, fmt.Sprintf(`{"namespace":"team-a/x","content":%q,"source":"chat/s1/t%d","occurred_at":"2024-05-01T10:00:00Z"}`, text, i))
		var rc struct{ ID string }
		if r.status != 201 || json.Unmarshal(r.body, &rc) != nil {
			t.Fatalf("remember: %d %s", r.status, r.body)
		}
		ids = append(ids, rc.ID)
	}
	if r := call(t, ts, "POST", "/v1/maintenance:run", tokTeamA, `{"namespace":"team-a/x"}`); r.status != 200 {
		t.Fatalf("run: %d %s", r.status, r.body)
	}
	js, err := e.Journal(context.Background(), 0, 1000)
	if err != nil {
		t.Fatal(err)
	}
	var sm string
	for _, j := range js {
		var p struct{ Summaries []struct{ ID string } }
		if j.Op == "maintain" && json.Unmarshal(j.Payload, &p) == nil && len(p.Summaries) == 1 {
			sm = p.Summaries[0].ID
		}
	}
	if sm == "" {
		t.Fatal("the pass wrote no summary")
	}
	r := call(t, ts, "POST", "/v1/summaries:expand", tokNoAdmin, `{"namespace":"team-a/x","id":"`+sm+`"}`)
	var out struct {
		ID       string
		Children []engine.Evidence
	}
	if r.status != 200 || json.Unmarshal(r.body, &out) != nil || out.ID != sm {
		t.Fatalf("expand summary: %d %s", r.status, r.body)
	}
	var got []string
	for _, c := range out.Children {
		got = append(got, c.ID)
		if c.Content == "" {
			t.Fatalf("child %s without content", c.ID)
		}
	}
	if fmt.Sprint(got) != fmt.Sprint(ids) {
		t.Fatalf("children %v, want exactly %v", got, ids)
	}
	for _, b := range []struct {
		path, body string
		status     int
	}{
		{"/v1/expand", `{"namespace":"team-a/x","id":"` + sm + `"}`, 400},
		{"/v1/summaries:expand", `{"namespace":"team-a/x","id":"` + ids[0] + `"}`, 400},
		{"/v1/summaries:expand", `{"namespace":"team-a/x","id":"sm_01arz3ndektsv4rrffq69g5fav"}`, 404},
		{"/v1/summaries:expand", `{"namespace":"team-b/x","id":"` + sm + `"}`, 403},
	} {
		if r := call(t, ts, "POST", b.path, tokTeamA, b.body); r.status != b.status {
			t.Errorf("%s %s: %d %s, want %d", b.path, b.body, r.status, r.body, b.status)
		}
	}
}
