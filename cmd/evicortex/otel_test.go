package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/evicortex/evicortex/client"
)

// TestServeExportsSpans: with an OTLP endpoint in the environment, serve
// sends the engine's spans to it (flushed at SIGTERM), and no span holds
// the content or the query.
func TestServeExportsSpans(t *testing.T) {
	var mu sync.Mutex
	var bodies bytes.Buffer
	collector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		if r.URL.Path == "/v1/traces" {
			bodies.Write(b)
		}
		mu.Unlock()
		w.Header().Set("Content-Type", "application/x-protobuf")
	}))
	defer collector.Close()
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", collector.URL)
	ch := startServe(t, filepath.Join(t.TempDir(), "m.db"), writePrincipalsFile(t, 0o600))
	ctx := context.Background()
	secret := "the vault code is 4471-zebra"
	if _, err := ch.c.Remember(ctx, client.Observation{Namespace: "load/u", Content: secret, Source: "chat/1"}); err != nil {
		t.Fatal(err)
	}
	if _, err := ch.c.Recall(ctx, client.RecallRequest{Namespace: "load/u", Query: "what is the zebra vault code?", BudgetTokens: 200}); err != nil {
		t.Fatal(err)
	}
	if err := ch.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-ch.done:
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not stop")
	}
	mu.Lock()
	got := bodies.Bytes()
	mu.Unlock()
	for _, want := range []string{"evicortex.remember", "evicortex.recall", "gen_ai.data_source.id", "load/u", "service.name", "evicortex"} {
		if !bytes.Contains(got, []byte(want)) {
			t.Errorf("exported spans (%d bytes) lack %q; serve stderr:\n%s", len(got), want, ch.stderr.String())
		}
	}
	for _, leak := range []string{"vault", "zebra", "4471"} {
		if bytes.Contains(got, []byte(leak)) {
			t.Errorf("exported spans hold %q", leak)
		}
	}
}
