package httpapi

import (
	"context"
	"io"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestServerTimingFormat(t *testing.T) {
	for d, want := range map[time.Duration]string{
		0:                                   "app;dur=0.000",
		999 * time.Nanosecond:               "app;dur=0.000",
		time.Microsecond:                    "app;dur=0.001",
		412 * time.Microsecond:              "app;dur=0.412",
		1234567 * time.Nanosecond:           "app;dur=1.234",
		12*time.Second + 5*time.Microsecond: "app;dur=12000.005",
	} {
		if got := serverTiming(d); got != want {
			t.Errorf("serverTiming(%v) = %q, want %q", d, got, want)
		}
	}
}

// TestServerTimingHeader checks that authenticated answers, errors
// included, carry the server's own time, that it covers the engine call
// (Remember is held for 30 ms, so the header must say at least that and no
// more than the client saw), and that callers without a valid token and
// unauthenticated routes get none.
func TestServerTimingHeader(t *testing.T) {
	f := &fakeEngine{block: make(chan struct{}), entered: make(chan struct{})}
	_, ts := newTestServer(t, f, Config{})
	syntax := regexp.MustCompile(`^app;dur=(\d+\.\d{3})$`)
	dur := func(r reply) time.Duration {
		t.Helper()
		m := syntax.FindStringSubmatch(r.header.Get("Server-Timing"))
		if m == nil {
			t.Fatalf("status %d: Server-Timing %q, want app;dur=MS", r.status, r.header.Get("Server-Timing"))
		}
		v, _ := strconv.ParseFloat(m[1], 64)
		return time.Duration(v * float64(time.Millisecond))
	}
	go func() {
		<-f.entered
		time.Sleep(30 * time.Millisecond)
		close(f.block)
	}()
	start := time.Now()
	r := call(t, ts, "POST", "/v1/remember", tokAdmin, `{"namespace":"team-a/x","content":"c","source":"s"}`)
	seen := time.Since(start)
	if r.status != 201 {
		t.Fatalf("remember: %d %s", r.status, r.body)
	}
	if d := dur(r); d < 30*time.Millisecond || d > seen {
		t.Errorf("remember held 30 ms, client saw %v: Server-Timing says %v", seen, d)
	}
	// An authenticated error: a namespace outside team-a's grant.
	r = call(t, ts, "POST", "/v1/recall", tokTeamA, `{"namespace":"team-b/x","query":"q","budget_tokens":5}`)
	if r.status != 403 {
		t.Fatalf("recall outside the grant: %d", r.status)
	}
	dur(r)
	if strings.Contains(r.header.Get("Server-Timing"), "team") {
		t.Error("Server-Timing leaks request content")
	}
	for _, c := range []struct{ method, path, token string }{
		{"POST", "/v1/recall", ""},
		{"POST", "/v1/recall", tokUnknown},
		{"GET", "/v1/health", ""},
	} {
		r := call(t, ts, c.method, c.path, c.token, `{}`)
		if v := r.header.Get("Server-Timing"); v != "" {
			t.Errorf("%s %s with token %q (status %d): Server-Timing %q, want none", c.method, c.path, c.token, r.status, v)
		}
	}
}

// blockingHandler is a slog handler whose request records wait until
// release is closed.
type blockingHandler struct {
	slog.Handler
	release chan struct{}
}

func (h blockingHandler) Handle(ctx context.Context, r slog.Record) error {
	if r.Message == "request" {
		<-h.release
	}
	return h.Handler.Handle(ctx, r)
}

// TestAnswerSentBeforeBookkeeping checks that a client has the whole answer
// while the server is still writing its log record: the log is held until
// the client has read the body, which deadlocks if the answer waits for
// the handler to return.
func TestAnswerSentBeforeBookkeeping(t *testing.T) {
	release := make(chan struct{})
	log := slog.New(blockingHandler{Handler: slog.NewTextHandler(io.Discard, nil), release: release})
	_, ts := newTestServer(t, &fakeEngine{}, Config{Logger: log})
	defer close(release)
	done := make(chan reply, 1)
	go func() {
		done <- call(t, ts, "POST", "/v1/remember", tokAdmin, `{"namespace":"team-a/x","content":"c","source":"s"}`)
	}()
	select {
	case r := <-done:
		if r.status != 201 || !strings.Contains(string(r.body), "ev_fake") {
			t.Fatalf("remember: %d %s", r.status, r.body)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the answer did not reach the client while the request's log record was pending")
	}
}
