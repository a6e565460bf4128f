package httpapi

import (
	"fmt"
	"math"
	"net/http"
	"sync"
	"time"
)

// admission applies the per-principal rate and concurrency limits
// (Limits.RatePerPrincipal, BurstPerPrincipal, MaxInFlightPerPrincipal)
// to authenticated requests: a token bucket per principal refilled at the
// rate, and a count of its requests in flight. A request over either is
// answered 429 with Retry-After before it reaches the engine, so a tenant
// that floods the server waits on its own limit, not on everybody's.
// Principals come from the principals file, so the map stays small.
type admission struct {
	rate        float64 // tokens per second; 0: no rate limit
	burst       float64
	maxInFlight int // 0: no concurrency limit
	now         func() time.Time

	mu  sync.Mutex
	per map[string]*bucket
}

type bucket struct {
	tokens   float64
	last     time.Time
	inflight int
}

func newAdmission(l Limits) *admission {
	burst := float64(l.BurstPerPrincipal)
	if burst < 1 {
		burst = math.Max(1, math.Ceil(l.RatePerPrincipal)) // a second's worth
	}
	return &admission{rate: l.RatePerPrincipal, burst: burst, maxInFlight: l.MaxInFlightPerPrincipal,
		now: time.Now, per: make(map[string]*bucket)}
}

func (a *admission) off() bool { return a.rate == 0 && a.maxInFlight == 0 }

// admit takes a token and an in-flight slot for the principal, or returns
// the 429 to answer; release gives the slot back when the request is done.
func (a *admission) admit(principal string) (release func(), _ *apiError) {
	if a.off() {
		return func() {}, nil
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	now := a.now()
	b := a.per[principal]
	if b == nil {
		b = &bucket{tokens: a.burst, last: now}
		a.per[principal] = b
	}
	if a.rate > 0 {
		b.tokens = math.Min(a.burst, b.tokens+now.Sub(b.last).Seconds()*a.rate)
		b.last = now
	}
	if a.maxInFlight > 0 && b.inflight >= a.maxInFlight {
		return nil, tooMany(1, "principal %q has %d requests in flight, the limit (max_inflight_per_principal)", principal, b.inflight)
	}
	if a.rate > 0 {
		if b.tokens < 1 {
			wait := (1 - b.tokens) / a.rate
			return nil, tooMany(int(math.Ceil(wait)), "principal %q exceeds %g requests per second (rate_limit_per_principal, burst %g)", principal, a.rate, a.burst)
		}
		b.tokens--
	}
	b.inflight++
	return func() {
		a.mu.Lock()
		b.inflight--
		a.mu.Unlock()
	}, nil
}

func tooMany(retryAfter int, format string, args ...any) *apiError {
	return &apiError{Status: http.StatusTooManyRequests, Code: codeTooMany, Message: fmt.Sprintf(format, args...),
		RetryAfter: max(retryAfter, 1)}
}

// AdmissionError is a refusal by the per-principal limits: the 429 a
// transport other than this API (the MCP handler at /mcp) answers.
type AdmissionError struct {
	Code, Message string
	RetryAfter    int // seconds
}

func (e *AdmissionError) Error() string { return e.Code + ": " + e.Message }

// Admit applies the server's per-principal rate and in-flight limits to a
// request of principal made through another handler on the same listener
// (the MCP handler), so /mcp and the API share one budget per principal.
// The caller calls release when the request is done.
func (s *Server) Admit(principal string) (release func(), err error) {
	release, ae := s.admit.admit(principal)
	if ae != nil {
		return nil, &AdmissionError{Code: ae.Code, Message: ae.Message, RetryAfter: ae.RetryAfter}
	}
	return release, nil
}
