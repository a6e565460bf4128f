package serveload

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"testing"

	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/internal/cpubench"
)

// benchHarness is one preloaded server shared by every benchmark run of the
// package (preloading 5,000 observations takes seconds); TestMain stops it.
var benchHarness struct {
	once sync.Once
	h    *harness
	cfg  config
	qs   []string
	body [][]byte // recall requests, one per query
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if h := benchHarness.h; h != nil {
		if err := h.stop(); err != nil {
			fmt.Fprintln(os.Stderr, "stop bench harness:", err)
			code = 1
		}
	}
	os.Exit(code)
}

// preloaded returns the shared server holding serve-load's default data
// (5,000 observations over 8 namespaces) and 1,000 recall request bodies.
func preloaded(b *testing.B) (*harness, config, [][]byte) {
	b.Helper()
	bh := &benchHarness
	bh.once.Do(func() {
		bh.cfg = config{clients: 1, preload: 5000, namespaces: 8, budget: 512, seed: 1}
		ctx := context.Background()
		if bh.h, bh.err = startHarness(ctx, bh.cfg); bh.err != nil {
			return
		}
		words := newCorpus(bh.cfg.seed, 3000)
		if _, bh.err = bh.h.preload(ctx, bh.cfg, words); bh.err != nil {
			return
		}
		for i := range 1000 {
			bh.qs = append(bh.qs, words.query())
			in, _ := json.Marshal(map[string]any{"namespace": nsName(i % bh.cfg.namespaces), "query": bh.qs[i], "budget_tokens": bh.cfg.budget})
			bh.body = append(bh.body, in)
		}
		// Warm the engine's caches the way serve-load's single-client
		// warm-up does, so that every run measures the same steady state.
		for i := range bh.body {
			if bh.err = serveRecall(bh.h, bh.body[i]); bh.err != nil {
				return
			}
		}
	})
	if bh.err != nil {
		b.Fatal(bh.err)
	}
	return bh.h, bh.cfg, bh.body
}

// serveRecall runs one recall request through the server's handler.
func serveRecall(h *harness, body []byte) error {
	r := httptest.NewRequest(http.MethodPost, "/v1/recall", bytes.NewReader(body))
	r.Header.Set("Authorization", "Bearer "+h.token)
	r.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	h.srv.Handler().ServeHTTP(w, r)
	if w.Code != http.StatusOK {
		return fmt.Errorf("recall: %d %s", w.Code, w.Body.String())
	}
	return nil
}

// BenchmarkRecallHTTP measures one recall through the HTTP API over the
// preloaded engine. handler calls the server's handler in process (no
// client, no socket), so allocs/op are the server's alone; the loopback
// ones go through a TCP socket, and count both sides.
// cpu-ns/op is the process's CPU time per recall (internal/cpubench).
func BenchmarkRecallHTTP(b *testing.B) {
	h, cfg, bodies := preloaded(b)
	b.Run("handler", func(b *testing.B) {
		b.ReportAllocs()
		stop := cpubench.Start(b)
		for i := 0; b.Loop(); i++ {
			if err := serveRecall(h, bodies[i%len(bodies)]); err != nil {
				b.Fatal(err)
			}
		}
		stop()
	})
	// loopback decodes each capsule as the Go client does (serve-load
	// --decode-capsules); loopback-json checks it as serve-load does by
	// default (recall.go).
	for _, decode := range []bool{true, false} {
		name := "loopback"
		if !decode {
			name = "loopback-json"
		}
		b.Run(name, func(b *testing.B) {
			ctx := context.Background()
			qs := benchHarness.qs
			b.ReportAllocs()
			stop := cpubench.Start(b)
			for i := 0; b.Loop(); i++ {
				q := client.RecallRequest{Namespace: nsName(i % cfg.namespaces), Query: qs[i%len(qs)], BudgetTokens: cfg.budget}
				var err error
				if decode {
					_, err = h.client.Recall(ctx, q)
				} else {
					_, err = h.recallChecked(ctx, q)
				}
				if err != nil {
					b.Fatal(err)
				}
			}
			stop()
		})
	}
}
