package httpapi

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/engine"
)

// failingEngine answers every Recall with err (or panics when err is nil).
type failingEngine struct {
	fakeEngine
	err error
}

func (f *failingEngine) Recall(ctx context.Context, q engine.Query) (*capsule.Capsule, error) {
	if f.err == nil {
		panic("boom /secret/panic")
	}
	return nil, f.err
}

func TestEngineErrorMapping(t *testing.T) {
	cases := []struct {
		err          error
		status       int
		code, field  string
		mustNotLeak  string
		mustMentionI bool
	}{
		{fmt.Errorf("recall: %w", &engine.FieldError{Field: "as_of", Reason: "year must be within 1900..9999"}), 400, codeInvalid, "as_of", "", false},
		{fmt.Errorf("expand: %w", engine.ErrNotFound), 404, codeNotFound, "", "", false},
		{fmt.Errorf("x: %w", engine.ErrIdempotencyConflict), 409, codeConflict, "idempotency_key", "", false},
		{engine.ErrClosed, 503, codeUnavailable, "", "", false},
		{fmt.Errorf("append: %w", engine.ErrLocked), 409, codeLocked, "", "", false},
		{fmt.Errorf("verify: evidence 7: %w", engine.ErrCorrupt), 500, codeCorrupt, "", "", false},
		{errors.New("sqlite: disk I/O error at /secret/path/m.db"), 500, codeInternal, "", "/secret/path", true},
		{nil, 500, codeInternal, "", "/secret/panic", true}, // a panic
	}
	for _, c := range cases {
		var logs strings.Builder
		_, ts := newTestServer(t, &failingEngine{err: c.err}, Config{Logger: slog.New(slog.NewTextHandler(&lockedWriter{w: &logs}, nil))})
		r := call(t, ts, "POST", "/v1/recall", tokTeamA, `{"namespace":"team-a/x","query":"q","budget_tokens":5}`)
		if r.status != c.status || r.err.Code != c.code || r.err.Field != c.field {
			t.Errorf("%v: %d %s; want %d %s field %q", c.err, r.status, r.body, c.status, c.code, c.field)
		}
		if c.mustNotLeak != "" && strings.Contains(string(r.body), c.mustNotLeak) {
			t.Errorf("%v: the response leaks internals: %s", c.err, r.body)
		}
		ts.Close()
		if c.mustMentionI && !strings.Contains(logs.String(), c.mustNotLeak) {
			t.Errorf("%v: the server log lacks the internal error: %s", c.err, logs.String())
		}
	}
}

// TestReadHeaderTimeout: a client that never finishes its headers is cut
// off (slowloris), so it cannot hold a connection forever.
func TestReadHeaderTimeout(t *testing.T) {
	s, err := New(Config{Principals: testPrincipalSet(t), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Timeouts: Timeouts{ReadHeader: 200 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	defer func() { cancel(); <-done }()
	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "GET /v1/health HTTP/1.1\r\nHost: x\r\n") // headers never end
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	start := time.Now()
	b, _ := io.ReadAll(conn) // returns when the server closes the connection
	if el := time.Since(start); el > 3*time.Second {
		t.Fatalf("connection held %v after an incomplete header (read %q)", el, b)
	}
}

// TestAuditScopedToGrant: an admin confined to team-a/* sees only team-a
// journal entries; paging still advances past the others.
func TestAuditScopedToGrant(t *testing.T) {
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	for _, ns := range []string{"team-a/x", "team-b/x", "team-a/y"} {
		if r := call(t, ts, "POST", "/v1/remember", tokAdmin, `{"namespace":"`+ns+`","content":"c `+ns+`","source":"s"}`); r.status != 201 {
			t.Fatalf("remember %s: %d %s", ns, r.status, r.body)
		}
	}
	var page auditOut
	r := call(t, ts, "GET", "/v1/audit", tokTeamA, "")
	if err := jsonUnmarshal(r.body, &page); err != nil || r.status != 200 {
		t.Fatalf("audit: %d %s", r.status, r.body)
	}
	if len(page.Entries) != 2 || page.NextAfter != 3 {
		t.Fatalf("team-a audit: %d entries, next_after %d; want 2 and 3", len(page.Entries), page.NextAfter)
	}
	for _, j := range page.Entries {
		if !strings.HasPrefix(j.Namespace, "team-a/") || j.Principal != "root" {
			t.Errorf("entry %+v", j)
		}
	}
	r = call(t, ts, "GET", "/v1/audit?limit=1&after=1", tokAdmin, "")
	if err := jsonUnmarshal(r.body, &page); err != nil || len(page.Entries) != 1 || page.Entries[0].Namespace != "team-b/x" {
		t.Fatalf("root audit page 2: %s", r.body)
	}
}
