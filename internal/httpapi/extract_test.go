package httpapi

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/extract"
)

// TestRememberExtractOverHTTP: "extract" on remember and remember:batch
// runs the extractor and answers its receipt; a bad name, an observation
// level extract in a batch and an unconfigured llm are 400s naming the
// field, a failing llm endpoint is a 502, and none of them writes.
func TestRememberExtractOverHTTP(t *testing.T) {
	e := openEngine(t)
	llm := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, `{"choices": [{"message": {"content": "garbage"}}]}`)
	}))
	defer llm.Close()
	_, ts := newTestServer(t, e, Config{})
	_, tsLLM := newTestServer(t, e, Config{LLM: &extract.LLMExtractor{URL: llm.URL, Model: "m", Timeout: time.Second}})

	r := call(t, ts, "POST", "/v1/remember", tokTeamA, `{"namespace": "team-a/x", "content": "I moved to Seattle in October.",
		"source": "chat", "occurred_at": "2025-12-01", "speaker": "Maya", "role": "user", "extract": "pattern"}`)
	if r.status != http.StatusCreated {
		t.Fatalf("remember extract: %d %s", r.status, r.body)
	}
	var rc engine.ExtractionReceipt
	if err := json.Unmarshal(r.body, &rc); err != nil || rc.Producer != "pattern@2" || len(rc.Extracted) != 1 {
		t.Fatalf("receipt %s (%v)", r.body, err)
	}
	cs, err := e.Claims(t.Context(), "team-a/x", "user:maya", "lives_in")
	if err != nil || len(cs) != 1 || cs[0].Value != "Seattle" || cs[0].ValidFrom.Format("2006-01-02") != "2025-10-01" {
		t.Fatalf("claims %+v %v", cs, err)
	}
	r = call(t, ts, "POST", "/v1/remember:batch", tokTeamA, `{"extract": "pattern", "observations": [
		{"namespace": "team-a/x", "content": "I work at Stripe.", "source": "chat", "occurred_at": "2025-12-02", "speaker": "Maya", "role": "user"},
		{"namespace": "team-a/x", "content": "You work at Stripe, right?", "source": "chat", "occurred_at": "2025-12-02", "role": "assistant"},
		{"namespace": "team-a/x", "content": "I joined Figma last week.", "source": "chat", "occurred_at": "2025-12-20", "speaker": "Maya", "role": "user"}]}`)
	var out struct {
		Receipts []engine.ExtractionReceipt `json:"receipts"`
	}
	if r.status != http.StatusCreated || json.Unmarshal(r.body, &out) != nil || len(out.Receipts) != 3 ||
		len(out.Receipts[0].Extracted) != 1 || len(out.Receipts[1].Extracted) != 0 || len(out.Receipts[2].Extracted) != 1 {
		t.Fatalf("batch: %d %s", r.status, r.body)
	}
	if cs, _ := e.Claims(t.Context(), "team-a/x", "user:maya", "works_at"); len(cs) != 2 || cs[0].Status != "superseded" || cs[1].Value != "Figma" {
		t.Fatalf("works_at %+v", cs)
	}
	before, _ := e.Verify(t.Context())
	for _, c := range []struct {
		ts     *httptest.Server
		path   string
		body   string
		status int
		field  string
	}{
		{ts, "/v1/remember", `{"namespace": "team-a/x", "content": "I live in Oslo.", "source": "s", "extract": "regex"}`, 400, "extract"},
		{ts, "/v1/remember", `{"namespace": "team-a/x", "content": "I live in Oslo.", "source": "s", "extract": "llm"}`, 400, "extract"},
		{ts, "/v1/remember:batch", `{"observations": [{"namespace": "team-a/x", "content": "I live in Oslo.", "source": "s", "extract": "pattern"}]}`, 400, "observations[0].extract"},
		{ts, "/v1/remember:batch", `{"extract": "nope", "observations": [{"namespace": "team-a/x", "content": "I live in Oslo.", "source": "s"}]}`, 400, "extract"},
		{tsLLM, "/v1/remember", `{"namespace": "team-a/x", "content": "I live in Oslo.", "source": "s", "extract": "llm"}`, 502, "extract"},
		{tsLLM, "/v1/remember:batch", `{"extract": "llm", "observations": [{"namespace": "team-a/x", "content": "I live in Oslo.", "source": "s"}]}`, 502, "extract"},
	} {
		r := call(t, c.ts, "POST", c.path, tokTeamA, c.body)
		if r.status != c.status || r.err.Field != c.field || !strings.Contains(r.err.Message, c.field) && c.status == 400 {
			t.Errorf("%s %s: %d %+v, want %d naming %s", c.path, c.body, r.status, r.err, c.status, c.field)
		}
	}
	if after, _ := e.Verify(t.Context()); after != before {
		t.Fatalf("rejected requests wrote: %+v -> %+v", before, after)
	}
}

// TestClientRememberExtracted: the Go client's extraction calls reach the
// same handlers and decode their receipts; an unknown extractor is an
// invalid-input error naming the field.
func TestClientRememberExtracted(t *testing.T) {
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	c := newClient(t, ts.URL, tokTeamA)
	ctx := t.Context()
	rc, err := c.RememberExtracted(ctx, client.Observation{Namespace: "team-a/c", Content: "I moved to Seattle in October.",
		Source: "chat", Speaker: "Maya", Role: "user", OccurredAt: date("2025-12-01T00:00:00Z")}, "pattern")
	if err != nil || rc.Producer != "pattern@2" || len(rc.Extracted) != 1 || rc.ID == "" {
		t.Fatalf("RememberExtracted: %+v %v", rc, err)
	}
	rs, err := c.RememberBatchExtracted(ctx, []client.Observation{
		{Namespace: "team-a/c", Content: "I work at Stripe.", Source: "chat", Speaker: "Maya", Role: "user", OccurredAt: date("2025-12-02T00:00:00Z")},
		{Namespace: "team-a/c", Content: "You work at Stripe, right?", Source: "chat", Role: "assistant", OccurredAt: date("2025-12-02T00:01:00Z")},
	}, "pattern")
	if err != nil || len(rs) != 2 || len(rs[0].Extracted) != 1 || len(rs[1].Extracted) != 0 {
		t.Fatalf("RememberBatchExtracted: %+v %v", rs, err)
	}
	_, err = c.RememberExtracted(ctx, client.Observation{Namespace: "team-a/c", Content: "x", Source: "s"}, "regex")
	var ae *client.Error
	if !errors.As(err, &ae) || ae.Field != "extract" {
		t.Fatalf("unknown extractor: %v, want an API error on field extract", err)
	}
}
