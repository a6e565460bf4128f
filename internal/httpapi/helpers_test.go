package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/extract"
)

// Test tokens; every grant but "admin" is confined to team-a/*.
const (
	tokAdmin   = "admin-token-0123456789"  // ** and every capability
	tokTeamA   = "team-a-token-0123456789" // team-a/* and every capability
	tokNoRead  = "no-read-token-0123456789"
	tokNoWrite = "no-write-token-0123456789"
	tokNoPurge = "no-purge-token-0123456789"
	tokNoAdmin = "no-admin-token-0123456789"
	tokUnknown = "unknown-token-0123456789"
)

const testPrincipals = `{
  "admin-token-0123456789":    {"name": "root",   "namespaces": ["**"],       "capabilities": ["read","write","purge","admin"]},
  "team-a-token-0123456789":   {"name": "team-a", "namespaces": ["team-a/*"], "capabilities": ["read","write","purge","admin"]},
  "no-read-token-0123456789":  {"name": "no-read",  "namespaces": ["team-a/*"], "capabilities": ["write","purge","admin"]},
  "no-write-token-0123456789": {"name": "no-write", "namespaces": ["team-a/*"], "capabilities": ["read","purge","admin"]},
  "no-purge-token-0123456789": {"name": "no-purge", "namespaces": ["team-a/*"], "capabilities": ["read","write","admin"]},
  "no-admin-token-0123456789": {"name": "no-admin", "namespaces": ["team-a/*"], "capabilities": ["read","write","purge"]}
}`

// lackingToken returns a token whose grant lacks exactly capability c.
func lackingToken(c Capability) string {
	return map[Capability]string{CapRead: tokNoRead, CapWrite: tokNoWrite, CapPurge: tokNoPurge, CapAdmin: tokNoAdmin}[c]
}

func testPrincipalSet(t testing.TB) *Principals {
	t.Helper()
	ps, err := ParsePrincipals([]byte(testPrincipals))
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// fakeEngine counts calls; block (if set) holds Remember until closed.
type fakeEngine struct {
	calls   atomic.Int64
	block   chan struct{}
	entered chan struct{}
	once    sync.Once
}

func (f *fakeEngine) Remember(ctx context.Context, obs engine.Observation) (engine.Receipt, error) {
	f.calls.Add(1)
	if f.block != nil {
		f.once.Do(func() { close(f.entered) })
		<-f.block
	}
	return engine.Receipt{ID: "ev_fake", SHA256: strings.Repeat("0", 64), ClaimIDs: []string{}}, nil
}

func (f *fakeEngine) RememberBatch(ctx context.Context, obs []engine.Observation) ([]engine.Receipt, error) {
	f.calls.Add(1)
	return make([]engine.Receipt, len(obs)), nil
}

func (f *fakeEngine) RememberExtracted(ctx context.Context, obs engine.Observation, x extract.Extractor) (engine.ExtractionReceipt, error) {
	f.calls.Add(1)
	return engine.ExtractionReceipt{Receipt: engine.Receipt{ID: "ev_fake", ClaimIDs: []string{}}, Extracted: []string{}, Diagnostics: []string{}}, nil
}

func (f *fakeEngine) RememberBatchExtracted(ctx context.Context, obs []engine.Observation, x extract.Extractor) ([]engine.ExtractionReceipt, error) {
	f.calls.Add(1)
	return make([]engine.ExtractionReceipt, len(obs)), nil
}

func (f *fakeEngine) Recall(ctx context.Context, q engine.Query) (*capsule.Capsule, error) {
	f.calls.Add(1)
	return &capsule.Capsule{Namespace: q.Namespace, Query: q.Text, BudgetTokens: q.BudgetTokens, Items: []capsule.Item{}}, nil
}

func (f *fakeEngine) Search(ctx context.Context, q engine.SearchQuery) (*capsule.SearchResult, error) {
	f.calls.Add(1)
	return &capsule.SearchResult{Namespace: q.Namespace, Query: q.Text, Limit: q.Limit, Hits: []capsule.Hit{}}, nil
}

func (f *fakeEngine) Expand(ctx context.Context, ns, id string) (engine.Evidence, error) {
	f.calls.Add(1)
	return engine.Evidence{ID: id, Namespace: ns}, nil
}

func (f *fakeEngine) Purge(ctx context.Context, req engine.PurgeRequest) (engine.PurgeReceipt, error) {
	f.calls.Add(1)
	return engine.PurgeReceipt{}, nil
}

func (f *fakeEngine) Claims(ctx context.Context, ns, subject, predicate string) ([]engine.Claim, error) {
	f.calls.Add(1)
	return nil, nil
}

func (f *fakeEngine) Journal(ctx context.Context, after int64, limit int) ([]engine.JournalEntry, error) {
	f.calls.Add(1)
	return nil, nil
}

func (f *fakeEngine) Verify(ctx context.Context) (engine.VerifyReport, error) {
	f.calls.Add(1)
	return engine.VerifyReport{}, nil
}

func (f *fakeEngine) RotateKeyFile(ctx context.Context, newKeyFile string) error {
	f.calls.Add(1)
	return nil
}

// newTestServer serves eng (nil: not attached) with the test principals.
func newTestServer(t testing.TB, eng Engine, cfg Config) (*Server, *httptest.Server) {
	t.Helper()
	cfg.Principals = testPrincipalSet(t)
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if eng != nil {
		s.Attach(eng)
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	return s, ts
}

func openEngine(t testing.TB) *engine.Engine {
	t.Helper()
	e, err := engine.Open(filepath.Join(t.TempDir(), "m.db"), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

type reply struct {
	status int
	body   []byte
	err    apiError
	header http.Header
}

// call sends one request; body is sent verbatim.
func call(t testing.TB, ts *httptest.Server, method, path, token, body string) reply {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, ts.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	r := reply{status: resp.StatusCode, body: b, header: resp.Header}
	if resp.StatusCode >= 400 && bytes.HasPrefix(bytes.TrimSpace(b), []byte("{")) {
		if err := json.Unmarshal(b, &r.err); err != nil {
			t.Fatalf("%s %s: error body %q: %v", method, path, b, err)
		}
	}
	return r
}

// lockedWriter serializes writes from concurrent handlers.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }
