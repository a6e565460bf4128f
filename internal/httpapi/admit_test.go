package httpapi

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

const rememberBody = `{"namespace":"team-a/u","content":"x","source":"s"}`

// TestRateLimitPerPrincipal: past its burst a principal gets 429 with a
// Retry-After and a message naming the limit; another principal is not
// held back; after the wait the first may go on.
func TestRateLimitPerPrincipal(t *testing.T) {
	s, ts := newTestServer(t, &fakeEngine{}, Config{Limits: Limits{RatePerPrincipal: 2, BurstPerPrincipal: 2}})
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	s.admit.now = func() time.Time { return clock }
	for i := 0; i < 2; i++ {
		if r := call(t, ts, "POST", "/v1/remember", tokTeamA, rememberBody); r.status != 201 {
			t.Fatalf("request %d within the burst: %d %s", i, r.status, r.body)
		}
	}
	r := call(t, ts, "POST", "/v1/remember", tokTeamA, rememberBody)
	if r.status != 429 || r.err.Code != codeTooMany || !strings.Contains(r.err.Message, "rate_limit_per_principal") {
		t.Fatalf("past the burst: %d %s", r.status, r.body)
	}
	if ra, err := strconv.Atoi(r.header.Get("Retry-After")); err != nil || ra < 1 {
		t.Fatalf("Retry-After %q", r.header.Get("Retry-After"))
	}
	if r := call(t, ts, "POST", "/v1/remember", tokAdmin, `{"namespace":"x/u","content":"x","source":"s"}`); r.status != 201 {
		t.Fatalf("another principal was held back: %d %s", r.status, r.body)
	}
	clock = clock.Add(600 * time.Millisecond) // 1.2 tokens back
	if r := call(t, ts, "POST", "/v1/remember", tokTeamA, rememberBody); r.status != 201 {
		t.Fatalf("after the wait: %d %s", r.status, r.body)
	}
}

// TestInFlightPerPrincipal: with one request of a principal held in the
// engine, its second is refused 429 at once (it never reaches the
// engine), another principal's goes through, and after the first returns
// the principal may send again.
func TestInFlightPerPrincipal(t *testing.T) {
	f := &fakeEngine{block: make(chan struct{}), entered: make(chan struct{})}
	_, ts := newTestServer(t, f, Config{Limits: Limits{MaxInFlightPerPrincipal: 1}})
	done := make(chan reply)
	go func() { done <- call(t, ts, "POST", "/v1/remember", tokTeamA, rememberBody) }()
	<-f.entered
	r := call(t, ts, "POST", "/v1/recall", tokTeamA, `{"namespace":"team-a/u","query":"q","budget_tokens":10}`)
	if r.status != 429 || !strings.Contains(r.err.Message, "max_inflight_per_principal") || r.header.Get("Retry-After") == "" {
		t.Fatalf("second in flight: %d %s %v", r.status, r.body, r.header)
	}
	if n := f.calls.Load(); n != 1 {
		t.Fatalf("%d engine calls, want 1: the refused request reached the engine", n)
	}
	if r := call(t, ts, "GET", "/v1/claims?namespace=x/u&subject=s", tokAdmin, ""); r.status != 200 {
		t.Fatalf("another principal while team-a is at its limit: %d %s", r.status, r.body)
	}
	close(f.block)
	if r := <-done; r.status != 201 {
		t.Fatalf("held request: %d %s", r.status, r.body)
	}
	if r := call(t, ts, "POST", "/v1/recall", tokTeamA, `{"namespace":"team-a/u","query":"q","budget_tokens":10}`); r.status != 200 {
		t.Fatalf("after the first returned: %d %s", r.status, r.body)
	}
}

func TestAdmissionLimitsValidated(t *testing.T) {
	for _, l := range []Limits{{RatePerPrincipal: -1}, {BurstPerPrincipal: -1}, {MaxInFlightPerPrincipal: -2}} {
		if _, err := New(Config{Principals: testPrincipalSet(t), Limits: l}); err == nil {
			t.Errorf("limits %+v accepted", l)
		}
	}
}

// TestFiftyThousandClaimsRefused is the request: one remember
// with 50,000 claims (about 2.7 MB) is refused with 400 naming the claims
// and the limit, and nothing is written.
func TestFiftyThousandClaimsRefused(t *testing.T) {
	e := openEngine(t)
	// With the default limits the 2.7 MB body is refused unread (413);
	// with a body limit that lets it through, the claims bound refuses it. Either way fast, and nothing is written.
	_, def := newTestServer(t, e, Config{})
	_, big := newTestServer(t, e, Config{Limits: Limits{MaxBodyBytes: 8 << 20}})
	var b strings.Builder
	b.WriteString(`{"namespace":"team-a/u","content":"x","source":"s","claims":[`)
	for i := 0; i < 50000; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"subject":"user:k","predicate":"likes","value":"thing ` + strconv.Itoa(i) + `"}`)
	}
	b.WriteString(`]}`)
	start := time.Now()
	r := call(t, def, "POST", "/v1/remember", tokTeamA, b.String())
	if r.status != 413 || r.err.Field != "body" || !strings.Contains(r.err.Message, "max_body_bytes") {
		t.Fatalf("50,000 claims, default limits: %d %s", r.status, r.body)
	}
	r = call(t, big, "POST", "/v1/remember", tokTeamA, b.String())
	if r.status != 400 || r.err.Field != "claims" || !strings.Contains(r.err.Message, "max_request_claims") {
		t.Fatalf("50,000 claims: %d %s", r.status, r.body)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("refusing took %v", d)
	}
	ts := def
	page := call(t, ts, "POST", "/v1/evidence:list", tokTeamA, `{"namespace":"team-a/u"}`)
	if page.status != 200 || strings.Contains(string(page.body), `"id"`) {
		t.Fatalf("something was written: %d %s", page.status, page.body)
	}
}
