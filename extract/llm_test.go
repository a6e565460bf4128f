package extract

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// chatServer is a local OpenAI-compatible endpoint: answer builds the
// reply to each request (after checking what the client sent).
func chatServer(t *testing.T, answer func(w http.ResponseWriter, req map[string]any)) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		if r.URL.Path != "/v1/chat/completions" || r.Method != http.MethodPost || r.Header.Get("Authorization") != "Bearer k3y" {
			http.Error(w, "bad route or key", http.StatusUnauthorized)
			return
		}
		body, _ := io.ReadAll(r.Body)
		var req map[string]any
		if err := json.Unmarshal(body, &req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		answer(w, req)
	}))
	t.Cleanup(srv.Close)
	return srv, &calls
}

// reply writes a chat-completions response whose message content is content.
func reply(w http.ResponseWriter, content string) {
	json.NewEncoder(w).Encode(map[string]any{"choices": []any{map[string]any{"message": map[string]any{"role": "assistant", "content": content}}}})
}

func llmFor(srv *httptest.Server) *LLMExtractor {
	return &LLMExtractor{URL: srv.URL + "/v1", Model: "test-model", Key: "k3y", Timeout: 2 * time.Second}
}

var llmIn = Input{Text: "I moved to Seattle in October. I love jazz.", Speaker: "Maya", Role: RoleUser,
	OccurredAt: time.Date(2025, 12, 1, 0, 0, 0, 0, time.UTC)}

func TestLLMExtractorGoodOutput(t *testing.T) {
	srv, _ := chatServer(t, func(w http.ResponseWriter, req map[string]any) {
		rf, _ := req["response_format"].(map[string]any)
		msgs, _ := req["messages"].([]any)
		if req["model"] != "test-model" || rf["type"] != "json_schema" || len(msgs) != 2 {
			http.Error(w, "request lacks the model, the schema or the messages", http.StatusBadRequest)
			return
		}
		sys := msgs[0].(map[string]any)["content"].(string)
		user := msgs[1].(map[string]any)["content"].(string)
		if !strings.Contains(sys, "- lives_in (single)") || !strings.Contains(sys, "favorite_<kind>") ||
			!strings.Contains(user, `"first_person_subject":"user:maya"`) {
			http.Error(w, "prompt lacks the table or the subject", http.StatusBadRequest)
			return
		}
		reply(w, `{"claims": [
			{"subject": "user:maya", "predicate": "lives_in", "value": "Seattle", "op": "assert", "valid_from": "2025-10-01", "quote": "I moved to Seattle in October"},
			{"subject": "user:maya", "predicate": "likes", "value": "jazz", "op": "assert", "valid_from": null, "quote": "I love jazz"}]}`)
	})
	out, err := llmFor(srv).Extract(context.Background(), llmIn)
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Claims) != 2 {
		t.Fatalf("claims %+v", out.Claims)
	}
	c := out.Claims[0]
	if c.Value != "Seattle" || !c.ValidFrom.Equal(time.Date(2025, 10, 1, 0, 0, 0, 0, time.UTC)) || llmIn.Text[c.Start:c.End] != "I moved to Seattle in October" {
		t.Fatalf("claim %+v", c)
	}
	if out.Claims[1].Start != strings.Index(llmIn.Text, "I love jazz") || !out.Claims[1].ValidFrom.IsZero() {
		t.Fatalf("claim %+v", out.Claims[1])
	}
}

func TestLLMExtractorFailuresAreClearErrorsOrFallBack(t *testing.T) {
	cases := []struct {
		name, want string
		answer     func(w http.ResponseWriter, req map[string]any)
	}{
		{"500", "status 500", func(w http.ResponseWriter, _ map[string]any) { http.Error(w, "overloaded", 500) }},
		{"garbage body", "not chat-completions JSON", func(w http.ResponseWriter, _ map[string]any) { io.WriteString(w, "<html>oops") }},
		{"garbage content", "not the claims JSON", func(w http.ResponseWriter, _ map[string]any) { reply(w, "Sure! Maya lives in Seattle.") }},
		{"no choices", "no choices[0].message.content", func(w http.ResponseWriter, _ map[string]any) { io.WriteString(w, `{"choices": []}`) }},
		{"quote outside the text", "extraction.claims[0].quote", func(w http.ResponseWriter, _ map[string]any) {
			reply(w, `{"claims": [{"subject": "user:maya", "predicate": "lives_in", "value": "Paris", "op": "assert", "valid_from": null, "quote": "I live in Paris"}]}`)
		}},
		{"unknown predicate", `extraction.claims[0].predicate: unknown predicate "mood"`, func(w http.ResponseWriter, _ map[string]any) {
			reply(w, `{"claims": [{"subject": "user:maya", "predicate": "mood", "value": "happy", "op": "assert", "valid_from": null, "quote": "I love jazz"}]}`)
		}},
		{"empty value", "extraction.claims[0].value: must not be empty", func(w http.ResponseWriter, _ map[string]any) {
			reply(w, `{"claims": [{"subject": "user:maya", "predicate": "likes", "value": " ", "op": "assert", "valid_from": null, "quote": "I love jazz"}]}`)
		}},
		{"bad date", "extraction.claims[0].valid_from", func(w http.ResponseWriter, _ map[string]any) {
			reply(w, `{"claims": [{"subject": "user:maya", "predicate": "likes", "value": "jazz", "op": "assert", "valid_from": "October", "quote": "I love jazz"}]}`)
		}},
		{"slow", "no answer within 100ms", func(w http.ResponseWriter, _ map[string]any) {
			time.Sleep(600 * time.Millisecond)
			reply(w, `{"claims": []}`)
		}},
	}
	for _, c := range cases {
		srv, _ := chatServer(t, c.answer)
		x := llmFor(srv)
		x.Timeout = 100 * time.Millisecond
		_, err := x.Extract(context.Background(), llmIn)
		if !errors.Is(err, ErrEndpoint) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want ErrEndpoint mentioning %q", c.name, err, c.want)
		}
		x.Fallback = PatternExtractor{}
		out, err := x.Extract(context.Background(), llmIn)
		if err != nil || out.Producer != patternVersion || len(out.Claims) != 2 || out.Claims[0].Value != "Seattle" ||
			!strings.Contains(out.Diagnostics[0], c.want) {
			t.Errorf("%s with fallback: %+v %v", c.name, out, err)
		}
	}
	// Down: nothing listens.
	srv, _ := chatServer(t, nil)
	x := llmFor(srv)
	srv.Close()
	if _, err := x.Extract(context.Background(), llmIn); !errors.Is(err, ErrEndpoint) {
		t.Errorf("down: %v", err)
	}
}

func TestLLMExtractorSkipsTurnsThatStateNothing(t *testing.T) {
	srv, calls := chatServer(t, func(w http.ResponseWriter, _ map[string]any) { reply(w, `{"claims": []}`) })
	out, err := llmFor(srv).Extract(context.Background(), Input{Text: "You live in Boston.", Role: RoleAssistant})
	if err != nil || len(out.Claims) != 0 || calls.Load() != 0 {
		t.Fatalf("assistant turn: %+v %v (calls %d)", out, err, calls.Load())
	}
}

func TestLLMFromEnv(t *testing.T) {
	t.Setenv(EnvLLMURL, "")
	t.Setenv(EnvLLMModel, "m")
	var fe *FieldError
	if _, err := LLMFromEnv(); !errors.As(err, &fe) || fe.Field != EnvLLMURL {
		t.Fatalf("no URL: %v", err)
	}
	t.Setenv(EnvLLMURL, "http://127.0.0.1:1/v1")
	t.Setenv(EnvLLMTimeout, "soon")
	if _, err := LLMFromEnv(); !errors.As(err, &fe) || fe.Field != EnvLLMTimeout {
		t.Fatalf("bad timeout: %v", err)
	}
	t.Setenv(EnvLLMTimeout, "3s")
	x, err := LLMFromEnv()
	if err != nil || x.Timeout != 3*time.Second || x.Identity() != "llm@1:m" {
		t.Fatalf("%+v %v", x, err)
	}
}

// FuzzLLMParse: whatever the endpoint answers, parse never panics and what
// it accepts passes Validate.
func FuzzLLMParse(f *testing.F) {
	f.Add(`{"choices": [{"message": {"content": "{\"claims\": [{\"subject\": \"user\", \"predicate\": \"likes\", \"value\": \"jazz\", \"op\": \"assert\", \"valid_from\": null, \"quote\": \"I love jazz\"}]}"}}]}`)
	f.Add(`{"choices": [{"message": {"content": "{\"claims\": []}"}}]}`)
	f.Add(`{"choices": [{"message": {"content": null}}]}`)
	f.Add(`[]`)
	x := &LLMExtractor{Model: "m"}
	f.Fuzz(func(t *testing.T, body string) {
		out, err := x.parse(llmIn, []byte(body))
		if err != nil {
			return
		}
		if err := Validate(llmIn, out, nil); err != nil {
			t.Fatalf("accepted output fails validation: %v", err)
		}
	})
}
