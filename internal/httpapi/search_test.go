package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/engine"
)

// TestSearchOverHTTP: speaker and role travel from remember to the hits
// and to expand; /v1/search answers what engine.Search answers; bad
// limits and roles are 400s naming the field, and nothing is written.
func TestSearchOverHTTP(t *testing.T) {
	ctx := context.Background()
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	c := newClient(t, ts.URL, tokTeamA)
	const ns = "team-a/maya"
	dog, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: "My dog is called Biscuit.", Source: "chat/1",
		Speaker: "Maya", Role: "user", OccurredAt: date("2026-01-02T10:00:00Z")})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: "Biscuit sounds like a lovely dog name!",
		Source: "chat/2", Role: "assistant", OccurredAt: date("2026-01-02T10:00:05Z")}); err != nil {
		t.Fatal(err)
	}
	q := "What is the name of Maya's dog?"
	got, err := c.Search(ctx, client.SearchRequest{Namespace: ns, Query: q, Limit: 5})
	if err != nil {
		t.Fatal(err)
	}
	want, err := e.Search(ctx, engine.SearchQuery{Namespace: ns, Text: q, Limit: 5})
	if err != nil {
		t.Fatal(err)
	}
	gb, _ := json.Marshal(got)
	wb, _ := json.Marshal(want)
	if string(gb) != string(wb) {
		t.Fatalf("HTTP search differs from the engine's:\nhttp   %s\nengine %s", gb, wb)
	}
	var sawDog bool
	for _, h := range got.Hits {
		if h.ID == dog.ID {
			sawDog = h.Speaker == "Maya" && h.SpeakerRole == "user"
		}
	}
	if !sawDog || got.Abstain {
		t.Fatalf("hits %+v: want the dog turn with speaker Maya/user, no abstain", got.Hits)
	}
	ev, err := c.Expand(ctx, ns, dog.ID)
	if err != nil || ev.Speaker != "Maya" || ev.Role != "user" {
		t.Fatalf("expand: %+v %v", ev, err)
	}
	for _, tc := range []struct{ path, body, field string }{
		{"/v1/search", `{"namespace":"team-a/maya","query":"dog","limit":1001}`, "limit"},
		{"/v1/search", `{"namespace":"team-a/maya","query":"dog","limit":-3}`, "limit"},
		{"/v1/search", `{"namespace":"team-a/maya","query":""}`, "query"},
		{"/v1/search", `{"namespace":"team-a/maya","query":"dog","limit":"ten"}`, "limit"},
		{"/v1/remember", `{"namespace":"team-a/maya","content":"x","source":"s","role":"robot"}`, "role"},
	} {
		r := call(t, ts, http.MethodPost, tc.path, tokTeamA, tc.body)
		if r.status != http.StatusBadRequest || r.err.Field != tc.field {
			t.Errorf("%s %s: %d %+v, want 400 on field %q", tc.path, tc.body, r.status, r.err, tc.field)
		}
	}
	st, err := e.Stats()
	if err != nil {
		t.Fatal(err)
	}
	if st.Evidence != 2 {
		t.Fatalf("%d evidence after the rejected remember, want 2", st.Evidence)
	}
}
