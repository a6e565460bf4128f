package httpapi

import (
	"encoding/json"
	"testing"
)

// TestSearchAttentionState: POST /v1/search takes attention and state as
// recall does, answers the attention trace, and refuses a counterevidence
// reserve naming attention.counterevidence.
func TestSearchAttentionState(t *testing.T) {
	_, ts := newTestServer(t, openEngine(t), Config{})
	for _, text := range []string{"The weather in Lyon was rainy all week.", "Lyon has great food.", "Lyon traffic is terrible."} {
		if r := call(t, ts, "POST", "/v1/remember", tokTeamA, `{"namespace":"team-a/u","content":"`+text+`","source":"s/1"}`); r.status != 201 {
			t.Fatalf("remember: %d %s", r.status, r.body)
		}
	}
	r := call(t, ts, "POST", "/v1/search", tokTeamA, `{"namespace":"team-a/u","query":"Lyon","limit":3,
		"attention":{"focus_terms":["weather"]},"state":{"mode":"debugging","goal":"check the weather"}}`)
	if r.status != 200 {
		t.Fatalf("search: %d %s", r.status, r.body)
	}
	var out struct {
		Hits []struct {
			Text  string `json:"text"`
			Trace struct {
				Channels []struct {
					Channel string `json:"channel"`
				} `json:"channels"`
			} `json:"trace"`
		} `json:"hits"`
		AttentionTrace []struct {
			Directive string `json:"directive"`
			InCapsule int    `json:"in_capsule"`
		} `json:"attention_trace"`
	}
	if err := json.Unmarshal(r.body, &out); err != nil {
		t.Fatal(err)
	}
	situation := false
	for _, h := range out.Hits {
		for _, ch := range h.Trace.Channels {
			situation = situation || ch.Channel == "situation"
		}
	}
	if len(out.Hits) == 0 || out.Hits[0].Text != "The weather in Lyon was rainy all week." || len(out.AttentionTrace) != 1 ||
		out.AttentionTrace[0].InCapsule != 1 || !situation {
		t.Errorf("search with attention and state: %s", r.body)
	}
	r = call(t, ts, "POST", "/v1/search", tokTeamA, `{"namespace":"team-a/u","query":"Lyon","attention":{"counterevidence":true}}`)
	if r.status != 400 || r.err.Field != "attention.counterevidence" {
		t.Errorf("counterevidence in a search: %d %s", r.status, r.body)
	}
}
