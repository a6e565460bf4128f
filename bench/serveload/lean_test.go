package serveload

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/evicortex/evicortex/client"
)

func TestLeanTransportRun(t *testing.T) {
	r := shortRun(t, "--transport", "lean")
	if r.RecallSplit == nil || r.RecallSplit.N != r.Recall.Count {
		t.Fatalf("lean run: split %+v for %d recalls", r.RecallSplit, r.Recall.Count)
	}
}

// TestLeanReconnects checks that a keep-alive connection the server closed
// while idle is replaced, and the request sent once more, without an
// error; and that each request reached the server once.
func TestLeanReconnects(t *testing.T) {
	var hits, conns atomic.Int64
	srv := &http.Server{IdleTimeout: 30 * time.Millisecond, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		if got := r.Header.Get("Authorization"); got != "Bearer tok" {
			t.Errorf("Authorization %q", got)
		}
		b, _ := io.ReadAll(r.Body)
		if !strings.Contains(string(b), `"content":"c"`) {
			t.Errorf("body %s", b)
		}
		w.WriteHeader(http.StatusCreated)
		io.WriteString(w, `{"id":"ev_1","sha256":"x","claim_ids":[]}`)
	}), ConnState: func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			conns.Add(1)
		}
	}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	l, err := newLeanConn("http://"+ln.Addr().String(), "tok")
	if err != nil {
		t.Fatal(err)
	}
	defer l.close()
	obs := client.Observation{Namespace: "n", Content: "c", Source: "s"}
	for i := range 3 {
		id, err := l.remember(context.Background(), obs)
		if err != nil || id != "ev_1" {
			t.Fatalf("remember %d: %q %v", i, id, err)
		}
		time.Sleep(150 * time.Millisecond) // past the server's idle timeout
	}
	if hits.Load() != 3 || conns.Load() != 3 {
		t.Fatalf("%d requests over %d connections, want 3 over 3", hits.Load(), conns.Load())
	}
}

func TestLeanErrors(t *testing.T) {
	for _, u := range []string{"https://x:1", "http://", "http://h:1/path", "x"} {
		if _, err := newLeanConn(u, "t"); err == nil {
			t.Errorf("newLeanConn(%q) accepted", u)
		}
	}
	// Nothing listens: a clear error, no panic.
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	addr := ln.Addr().String()
	ln.Close()
	l, _ := newLeanConn("http://"+addr, "t")
	if _, err := l.recall(context.Background(), client.RecallRequest{Namespace: "n", Query: "q", BudgetTokens: 5}); err == nil || !strings.Contains(err.Error(), "lean transport") {
		t.Errorf("recall with no server: %v", err)
	}
	// A remember answered without a receipt id is an error.
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusCreated)
		io.WriteString(w, `{}`)
	})}
	ln, _ = net.Listen("tcp", "127.0.0.1:0")
	go srv.Serve(ln)
	defer srv.Close()
	l, _ = newLeanConn("http://"+ln.Addr().String(), "t")
	defer l.close()
	if _, err := l.remember(context.Background(), client.Observation{Namespace: "n", Content: "c", Source: "s"}); err == nil || !strings.Contains(err.Error(), "without an id") {
		t.Errorf("remember without id: %v", err)
	}
}
