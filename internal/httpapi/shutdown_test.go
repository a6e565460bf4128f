package httpapi

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestGracefulShutdown: a write in flight when shutdown starts is
// answered in full before Serve returns, and new connections are refused.
func TestGracefulShutdown(t *testing.T) {
	fake := &fakeEngine{block: make(chan struct{}), entered: make(chan struct{})}
	s, err := New(Config{Principals: testPrincipalSet(t), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	s.Attach(fake)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()
	base := "http://" + ln.Addr().String()

	type result struct {
		status int
		body   string
		err    error
	}
	inflight := make(chan result, 1)
	go func() {
		req, _ := http.NewRequest("POST", base+"/v1/remember", strings.NewReader(`{"namespace":"team-a/x","content":"c","source":"s"}`))
		req.Header.Set("Authorization", "Bearer "+tokTeamA)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			inflight <- result{err: err}
			return
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		inflight <- result{status: resp.StatusCode, body: string(b)}
	}()
	<-fake.entered
	cancel()
	select {
	case err := <-served:
		t.Fatalf("Serve returned (%v) while a request was in flight", err)
	case <-time.After(100 * time.Millisecond):
	}
	if _, err := net.DialTimeout("tcp", ln.Addr().String(), time.Second); err == nil {
		t.Error("the listener still accepts connections during shutdown")
	}
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/v1/ready", nil))
	if rec.Code != http.StatusServiceUnavailable {
		t.Errorf("ready while draining: %d", rec.Code)
	}
	close(fake.block)
	r := <-inflight
	if r.err != nil || r.status != http.StatusCreated || !strings.Contains(r.body, "ev_fake") {
		t.Fatalf("in-flight write: %+v, want 201 with its receipt", r)
	}
	if err := <-served; err != nil {
		t.Fatalf("Serve: %v", err)
	}
}

func TestMetrics(t *testing.T) {
	e := openEngine(t)
	s, ts := newTestServer(t, e, Config{})
	call(t, ts, "POST", "/v1/remember", tokTeamA, `{"namespace":"team-a/x","content":"the quick brown fox","source":"s"}`)
	call(t, ts, "POST", "/v1/recall", tokTeamA, `{"namespace":"team-a/x","query":"quick fox","budget_tokens":100}`)
	call(t, ts, "POST", "/v1/recall", tokTeamA, `{"namespace":"team-b/x","query":"quick fox","budget_tokens":100}`)
	ts.Close() // waits for the handlers, which record metrics after answering
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/metrics", nil)
	req.Header.Set("Authorization", "Bearer "+tokTeamA)
	s.Handler().ServeHTTP(rec, req)
	body := rec.Body.String()
	for _, want := range []string{
		`evicortex_http_request_duration_seconds_count{code="201",route="POST /v1/remember"} 1`,
		`evicortex_http_request_duration_seconds_count{code="200",route="POST /v1/recall"} 1`,
		`evicortex_http_request_duration_seconds_count{code="403",route="POST /v1/recall"} 1`,
		`evicortex_capsule_used_tokens_count 1`,
		`evicortex_evidence_written_total 1`,
		`evicortex_engine_ready 1`,
		`evicortex_index_evidence 1`,
		`evicortex_index_namespaces 1`,
		`evicortex_index_claims 0`,
		`evicortex_sync_window_backlog 0`,
		`evicortex_index_dense_vectors 0`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
	if strings.Contains(body, "team-a") || strings.Contains(body, "fox") {
		t.Error("/metrics leaks namespaces or content")
	}
}

func TestLogsHoldNoContent(t *testing.T) {
	var buf strings.Builder
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{Logger: slog.New(slog.NewJSONHandler(&lockedWriter{w: &buf}, nil))})
	call(t, ts, "POST", "/v1/remember", tokTeamA, `{"namespace":"team-a/secretns","content":"secret-content-xyz","source":"secret-src"}`)
	call(t, ts, "POST", "/v1/recall", tokTeamA, `{"namespace":"team-a/secretns","query":"secret-query-abc","budget_tokens":100}`)
	ts.Close() // waits for the handlers, which log after answering
	logs := buf.String()
	if !strings.Contains(logs, `"principal":"team-a"`) || !strings.Contains(logs, `"route":"POST /v1/recall"`) {
		t.Fatalf("logs lack route or principal: %s", logs)
	}
	for _, secret := range []string{"secret-content-xyz", "secret-src", "secret-query-abc", "secretns", tokTeamA} {
		if strings.Contains(logs, secret) {
			t.Errorf("logs contain %q", secret)
		}
	}
}
