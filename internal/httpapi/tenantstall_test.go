package httpapi

import (
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/evicortex/evicortex/ledger"
)

// The stall bound (README, "HTTP service and Go client", next to serve's
// limits): while one tenant sends the largest requests the default limits
// allow (256 KiB bodies, 256 claims), back to back from several
// connections, another tenant's small remember and recall each answer
// within these p99 bounds. On the shared 2-core development machine at CPU
// pressure ~97% typical runs read recall 0.27-0.58 s and remember
// 0.46-0.95 s, with single runs to 1.35 and 1.05 s; the test takes the best
// of up to three runs. With 64 KiB bodies and 64 claims the same machine
// read about half that (bench/results/trust.md), but such limits refuse a
// batch of a few hundred ordinary turns.
const (
	tenantStallRecallP99   = 1000 * time.Millisecond
	tenantStallRememberP99 = 2000 * time.Millisecond
)

const stallPrincipals = `{
  "tenant-a-token-0123456789": {"name": "tenant-a", "namespaces": ["tenant-a/*"], "capabilities": ["read","write"]},
  "tenant-b-token-0123456789": {"name": "tenant-b", "namespaces": ["tenant-b/*"], "capabilities": ["read","write"]}
}`

// largeBatch is tenant A's request number n in one of two shapes, each as
// large as lim allows: shape 0, as many observations as lim.MaxBatch and
// the body allow, sharing up to lim.MaxRequestClaims claims (with the
// default limits about 630 observations, no claims); shape 1, observations of
// as many claims as one may carry and lim.MaxRequestClaims allows, as many
// as the body allows (one of 256 claims with the defaults). Contents of
// random words fill the body to just under lim.MaxBodyBytes.
func largeBatch(n, shape int, lim Limits, rng *rand.Rand) []byte {
	const claimBytes, obsBytes = 110, 400 // one claim's JSON below, about; an observation's own, at least
	body := int(lim.MaxBodyBytes) * 97 / 100
	obs := min(lim.MaxBatch, body/obsBytes)
	claims := max(0, min(lim.MaxRequestClaims/obs, ledger.MaxClaimsPerObservation, (body/obs-obsBytes)/claimBytes))
	if shape == 1 {
		claims = min(ledger.MaxClaimsPerObservation, lim.MaxRequestClaims, (body-obsBytes)/claimBytes)
		obs = max(1, min(lim.MaxRequestClaims/claims, body/(claims*claimBytes+obsBytes)))
	}
	per := body/obs - claims*claimBytes - 150 // content bytes per observation
	var b bytes.Buffer
	b.Grow(int(lim.MaxBodyBytes))
	b.WriteString(`{"observations":[`)
	for i := range obs {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"namespace":"tenant-a/bulk","source":"bulk/%d/%d","content":"r%d o%d`, n, i, n, i)
		for start := b.Len(); b.Len()-start < per; {
			fmt.Fprintf(&b, " w%d", rng.IntN(50000))
		}
		b.WriteString(`","claims":[`)
		for c := range claims {
			if c > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `{"subject":"item:%d-%d","predicate":"has_part","value":"part %d of request %d","multi_valued":true}`, n, i, c, n)
		}
		b.WriteString(`]}`)
	}
	b.WriteString(`]}`)
	return b.Bytes()
}

// stallScenario is one server configuration tenant A loads.
type stallScenario struct {
	name   string
	limits Limits
}

// TestTenantStallBound: tenant A sends the largest batches the default
// limits allow from three connections back to back; tenant B meanwhile
// sends small remembers (one at a time) and, independently, recalls (one
// at a time). B's recall p99 must stay under tenantStallRecallP99 and its
// remember p99 under tenantStallRememberP99.
//
// Two things make it hold (bench/results/trust.md has the measurements):
// the engine's writer turn is tenant-fair (engine/writegate.go), so B's
// remember waits for the commit in progress, not for every batch A has
// queued; and the default limits (256 KiB bodies, 256 claims a request)
// bound what that commit costs. With the former defaults (8 MiB, 10,000
// claims) one batch held the writer for ~3 s of CPU and B's remember
// waited 8-25 s.
//
// On a 2-core machine shared with other jobs one scheduling stall can
// decide a p99 of ~130 samples, so a run over a bound is measured again
// on a fresh server, up to three runs, and the test fails when every run
// is over (as make bench reruns a failed ANN gate); bench/results/trust.md
// has the figures.
func TestTenantStallBound(t *testing.T) {
	if testing.Short() {
		t.Skip("sends the largest batches the limits allow for several seconds")
	}
	for run := 1; ; run++ {
		over := runStall(t, stallScenario{name: fmt.Sprintf("default-limits, run %d", run)})
		switch {
		case len(over) == 0:
			return
		case run == stallRuns:
			for _, o := range over {
				t.Error(o)
			}
			return
		}
		t.Logf("over a bound in run %d, measuring again: %s", run, strings.Join(over, "; "))
	}
}

// stallRuns is how many runs TestTenantStallBound tries before failing.
const stallRuns = 3

// runStall measures B beside A under sc and returns each bound B's p99
// passed, described.
func runStall(t *testing.T, sc stallScenario) []string {
	ps, err := ParsePrincipals([]byte(stallPrincipals))
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Principals: ps, Limits: sc.limits, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	lim := s.Limits()
	s.Attach(openEngine(t))
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	const tokA, tokB = "tenant-a-token-0123456789", "tenant-b-token-0123456789"
	post := func(tok, path string, body []byte) (int, []byte, error) {
		req, err := http.NewRequest("POST", ts.URL+path, bytes.NewReader(body))
		if err != nil {
			return 0, nil, err
		}
		req.Header.Set("Authorization", "Bearer "+tok)
		req.Header.Set("Content-Type", "application/json")
		resp, err := ts.Client().Do(req)
		if err != nil {
			return 0, nil, err
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		return resp.StatusCode, b, err
	}
	// B's own data: 200 short observations.
	var pre strings.Builder
	pre.WriteString(`{"observations":[`)
	for i := range 100 {
		if i > 0 {
			pre.WriteByte(',')
		}
		fmt.Fprintf(&pre, `{"namespace":"tenant-b/u","source":"pre/%d","content":"note %d about the deploy key rotation on day %d"}`, i, i, i%7)
	}
	pre.WriteString(`]}`)
	if st, b, err := post(tokB, "/v1/remember:batch", []byte(pre.String())); err != nil || st != 201 {
		t.Fatalf("preload B: %d %s %v", st, b, err)
	}
	bRemember := func(i int) time.Duration {
		body := fmt.Sprintf(`{"namespace":"tenant-b/u","source":"b/%d","content":"small note %d: the build runs at %d"}`, i, i, i%24)
		t0 := time.Now()
		if st, b, err := post(tokB, "/v1/remember", []byte(body)); err != nil || st != 201 {
			t.Errorf("B remember: %d %s %v", st, b, err)
		}
		return time.Since(t0)
	}
	bRecall := func(i int) time.Duration {
		q := fmt.Sprintf(`{"namespace":"tenant-b/u","query":"when does the deploy key rotate %d","budget_tokens":256}`, i)
		t0 := time.Now()
		if st, b, err := post(tokB, "/v1/recall", []byte(q)); err != nil || st != 200 {
			t.Errorf("B recall: %d %s %v", st, b, err)
		}
		return time.Since(t0)
	}
	var aloneRem, aloneRec []time.Duration
	for i := range 30 { // warm-up, and B alone for reference
		aloneRem, aloneRec = append(aloneRem, bRemember(-1-i)), append(aloneRec, bRecall(i))
	}

	// A: three connections, batches back to back, pre-built (generating
	// megabytes of JSON must not take the CPU the server needs); a 429
	// (--max-inflight) is retried after 5 ms, ignoring Retry-After, as a
	// hostile tenant would.
	const aConns, aBodies = 3, 4
	bodies := make([][]byte, aBodies)
	rng := rand.New(rand.NewPCG(7, 7))
	for n := range bodies {
		bodies[n] = largeBatch(n, n%2, lim, rng)
		if len(bodies[n]) > int(lim.MaxBodyBytes) {
			t.Fatalf("batch %d is %d bytes, over the %d limit", n, len(bodies[n]), lim.MaxBodyBytes)
		}
	}
	var stop atomic.Bool
	var sent, refused atomic.Int64
	var aLat []time.Duration
	var mu sync.Mutex
	var wg sync.WaitGroup
	first := make(chan struct{})
	var once sync.Once
	for c := range aConns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; !stop.Load(); k++ {
				// Later rounds rename a body's sources: every request is new
				// evidence, never an idempotent replay.
				n := int(sent.Add(1))
				body := bytes.ReplaceAll(bodies[(c+k)%aBodies], []byte(`"source":"bulk/`), fmt.Appendf(nil, `"source":"bulk%d/`, n))
				t0 := time.Now()
				st, b, err := post(tokA, "/v1/remember:batch", body)
				if err == nil && st == http.StatusTooManyRequests {
					refused.Add(1)
					time.Sleep(5 * time.Millisecond)
					continue
				}
				if err != nil || st != 201 {
					t.Errorf("A batch: %d %.300s %v", st, b, err)
					return
				}
				once.Do(func() { close(first) })
				mu.Lock()
				aLat = append(aLat, time.Since(t0))
				mu.Unlock()
			}
		}()
	}
	// B starts once A's first batch is through (the server is then busy
	// with A's next ones) and runs for 6 s: remembers and recalls on
	// their own goroutines, 20 ms apart, so a stalled remember does not
	// hold back the recall samples.
	select {
	case <-first:
	case <-time.After(2 * time.Minute):
		t.Fatal("A's first batch did not complete in 2 minutes")
	}
	deadline := time.Now().Add(6 * time.Second)
	var remLat, recLat []time.Duration
	var bwg sync.WaitGroup
	bwg.Add(2)
	go func() {
		defer bwg.Done()
		for i := 0; time.Now().Before(deadline); i++ {
			remLat = append(remLat, bRemember(i))
			time.Sleep(20 * time.Millisecond)
		}
	}()
	go func() {
		defer bwg.Done()
		for i := 0; time.Now().Before(deadline); i++ {
			recLat = append(recLat, bRecall(i))
			time.Sleep(20 * time.Millisecond)
		}
	}()
	bwg.Wait()
	stop.Store(true)
	wg.Wait()
	mu.Lock()
	defer mu.Unlock()
	remP99, recP99 := pctQ(remLat, 0.99), pctQ(recLat, 0.99)
	t.Logf("%s: A: %d batches of ~%d KiB (%d refused 429), p50 %v max %v; B alone: remember p99 %v, recall p99 %v; B beside A: %d remembers p99 %v max %v, %d recalls p99 %v max %v",
		sc.name, len(aLat), len(bodies[0])>>10, refused.Load(), pctQ(aLat, 0.5), pctQ(aLat, 1), pctQ(aloneRem, 0.99), pctQ(aloneRec, 0.99),
		len(remLat), remP99, pctQ(remLat, 1), len(recLat), recP99, pctQ(recLat, 1))
	if len(aLat) < 2 {
		t.Fatalf("A completed %d batches: the test did not load the server", len(aLat))
	}
	var over []string
	for _, c := range []struct {
		op         string
		p99, bound time.Duration
	}{{"recall", recP99, tenantStallRecallP99}, {"remember", remP99, tenantStallRememberP99}} {
		if c.p99 > c.bound {
			over = append(over, fmt.Sprintf("%s: tenant B's %s p99 %v beside tenant A's batches, above the bound %v", sc.name, c.op, c.p99, c.bound))
		}
	}
	return over
}

// pctQ is the nearest-rank q-quantile of d (0 for none).
func pctQ(d []time.Duration, q float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	i := int(q*float64(len(s))+0.999999) - 1
	return s[max(0, min(i, len(s)-1))]
}
