package client

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestNewValidatesBaseURL(t *testing.T) {
	for _, u := range []string{"", "127.0.0.1:7070", "ftp://host", "http://", "http://[::1"} {
		if _, err := New(u, "t"); err == nil {
			t.Errorf("New(%q) accepted", u)
		}
	}
	if _, err := New("http://127.0.0.1:7070/", "t"); err != nil {
		t.Errorf("trailing slash: %v", err)
	}
}

// TestRequestShape checks method, path, query, headers and body of what
// the client sends, against a recording server.
func TestRequestShape(t *testing.T) {
	var got struct {
		method, path, query, auth, ctype, body string
	}
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		got.method, got.path, got.query = r.Method, r.URL.Path, r.URL.RawQuery
		got.auth, got.ctype, got.body = r.Header.Get("Authorization"), r.Header.Get("Content-Type"), string(b)
		io.WriteString(w, `{}`)
	}))
	defer ts.Close()
	c, err := New(ts.URL+"/", "tok-123")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	c.Remember(ctx, Observation{Namespace: "a/b", Content: "x", Source: "s"})
	if got.method != "POST" || got.path != "/v1/remember" || got.auth != "Bearer tok-123" || got.ctype != "application/json" ||
		got.body != `{"namespace":"a/b","content":"x","source":"s"}` {
		t.Errorf("remember sent %+v", got)
	}
	c.RememberBatch(ctx, []Observation{{Namespace: "a/b", Content: "x", Source: "s"}})
	if got.path != "/v1/remember:batch" || !strings.HasPrefix(got.body, `{"observations":[{`) {
		t.Errorf("batch sent %+v", got)
	}
	c.Claims(ctx, "a/b", "user:1", "")
	if got.method != "GET" || got.path != "/v1/claims" || got.query != "namespace=a%2Fb&subject=user%3A1" || got.body != "" {
		t.Errorf("claims sent %+v", got)
	}
	c.Audit(ctx, 7, 50)
	if got.path != "/v1/audit" || got.query != "after=7&limit=50" {
		t.Errorf("audit sent %+v", got)
	}
	c.Purge(ctx, PurgeRequest{Namespace: "a/b", All: true})
	if got.body != `{"namespace":"a/b","all":true}` {
		t.Errorf("purge sent %+v", got)
	}
	c.RunMaintenance(ctx, "a/b")
	if got.method != "POST" || got.path != "/v1/maintenance:run" || got.body != `{"namespace":"a/b"}` {
		t.Errorf("maintenance sent %+v", got)
	}
	c.RotateKeys(ctx, "/secure/kek-2")
	if got.method != "POST" || got.path != "/v1/keys:rotate" || got.body != `{"new_key_file":"/secure/kek-2"}` {
		t.Errorf("rotate keys sent %+v", got)
	}
	c.Proposals(ctx, "", "pending")
	if got.method != "GET" || got.path != "/v1/proposals" || got.query != "state=pending" {
		t.Errorf("proposals sent %+v", got)
	}
	c.ResolveProposal(ctx, "pr_1", "reject")
	if got.path != "/v1/proposals:resolve" || got.body != `{"decision":"reject","id":"pr_1"}` {
		t.Errorf("resolve sent %+v", got)
	}
	c.MemoryHealth(ctx)
	if got.method != "GET" || got.path != "/v1/health/memory" {
		t.Errorf("health sent %+v", got)
	}
	c.ExpandSummary(ctx, "a/b", "sm_1")
	if got.method != "POST" || got.path != "/v1/summaries:expand" || got.body != `{"id":"sm_1","namespace":"a/b"}` {
		t.Errorf("expand summary sent %+v", got)
	}
}

func TestErrorDecoding(t *testing.T) {
	status, body := 0, ""
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(status)
		io.WriteString(w, body)
	}))
	defer ts.Close()
	c, _ := New(ts.URL, "t")
	cases := []struct {
		status           int
		body             string
		sentinel         error
		code, field, msg string
	}{
		{400, `{"code":"invalid","message":"content: must not be empty","field":"content"}`, ErrInvalid, "invalid", "content", "must not be empty"},
		{401, `{"code":"unauthorized","message":"unknown bearer token"}`, ErrUnauthorized, "unauthorized", "", "unknown"},
		{403, `{"code":"forbidden","message":"no grant"}`, ErrForbidden, "forbidden", "", "no grant"},
		{404, `{"code":"not_found","message":"gone"}`, ErrNotFound, "not_found", "", "gone"},
		{409, `{"code":"idempotency_conflict","message":"k","field":"idempotency_key"}`, ErrConflict, "idempotency_conflict", "idempotency_key", "k"},
		{413, `{"code":"too_large","message":"big"}`, ErrTooLarge, "too_large", "", "big"},
		{501, `{"code":"not_implemented","message":"later"}`, ErrNotSupported, "not_implemented", "", "later"},
		{409, `{"code":"profile_mismatch","message":"other profile"}`, ErrProfileMismatch, "profile_mismatch", "", "other profile"},
		{409, `{"code":"ledger_locked","message":"held by pid 7"}`, ErrLedgerLocked, "ledger_locked", "", "held by pid 7"},
		{409, `{"code":"already_resolved","message":"applied","field":"id"}`, ErrResolved, "already_resolved", "id", "applied"},
		{503, `{"code":"unavailable","message":"opening"}`, ErrUnavailable, "unavailable", "", "opening"},
		{502, `<html>bad gateway</html>`, nil, "http_502", "", "bad gateway"},
	}
	for _, tc := range cases {
		status, body = tc.status, tc.body
		_, err := c.Expand(context.Background(), "a", "b")
		var e *Error
		if !errors.As(err, &e) || e.Status != tc.status || e.Code != tc.code || e.Field != tc.field || !strings.Contains(e.Message, tc.msg) {
			t.Errorf("%d %s: got %#v", tc.status, tc.body, err)
			continue
		}
		if tc.sentinel != nil && !errors.Is(err, tc.sentinel) {
			t.Errorf("%d: errors.Is(%v) false", tc.status, tc.sentinel)
		}
		if errors.Is(err, ErrNotFound) != (tc.status == 404) {
			t.Errorf("%d: matches ErrNotFound wrongly", tc.status)
		}
	}
}
