package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/extract"
)

// authMode says what a route demands of the caller before its handler runs.
type authMode int

const (
	authNone    authMode = iota // health, ready, openapi
	authMetrics                 // any valid token unless Config.PublicMetrics
	authCap                     // a valid token whose grant holds route.cap
	authSelf                    // a valid token; the handler checks capabilities (they depend on the request)
)

// route is one entry of the routing table; every entry is in the OpenAPI
// document (checked by a test).
type route struct {
	method, path string
	auth         authMode
	cap          Capability
	engine       bool // needs an attached engine (503 otherwise)
	handle       func(rq *request) (status int, body any, err error)
}

func (s *Server) routes() []route {
	return append([]route{
		{"POST", "/v1/remember", authCap, CapWrite, true, s.handleRemember},
		{"POST", "/v1/remember:batch", authCap, CapWrite, true, s.handleRememberBatch},
		{"POST", "/v1/recall", authCap, CapRead, true, s.handleRecall},
		{"POST", "/v1/search", authCap, CapRead, true, s.handleSearch},
		{"POST", "/v1/feedback", authCap, CapWrite, true, s.handleFeedback},
		{"POST", "/v1/expand", authCap, CapRead, true, s.handleExpand},
		{"POST", "/v1/purge", authCap, CapPurge, true, s.handlePurge},
		{"GET", "/v1/claims", authCap, CapRead, true, s.handleClaims},
		{"GET", "/v1/links", authCap, CapRead, true, s.handleLinks},
		{"POST", "/v1/sync-semantic", authCap, CapWrite, true, s.handleSyncSemantic},
		{"POST", "/v1/verify", authCap, CapAdmin, true, s.handleVerify},
		{"GET", "/v1/audit", authSelf, "", true, s.handleAudit}, // admin, or read with namespace=
		{"POST", "/v1/evidence:list", authCap, CapRead, true, s.handleListEvidence},
		{"GET", "/v1/evidence/{id}", authCap, CapRead, true, s.handleGetEvidence},
		{"POST", "/v1/update", authCap, CapWrite, true, s.handleUpdate},
		{"GET", "/v1/health", authNone, "", false, s.handleHealth},
		{"GET", "/v1/ready", authNone, "", false, s.handleReady},
		{"GET", "/v1/openapi.json", authNone, "", false, s.handleOpenAPI},
		{"GET", "/metrics", authMetrics, "", false, s.handleMetrics},
	}, slices.Concat(s.maintenanceRoutes(), s.keyRoutes())...)
}

// unmatched answers JSON 404, or 405 with Allow for a known path.
func (s *Server) unmatched() route {
	return route{method: "", path: "unmatched", handle: func(rq *request) (int, any, error) {
		var allow []string
		for _, rt := range s.routes() {
			if rt.path == rq.r.URL.Path {
				allow = append(allow, rt.method)
			}
		}
		if len(allow) > 0 {
			rq.w.Header().Set("Allow", strings.Join(allow, ", "))
			return 0, nil, &apiError{Status: http.StatusMethodNotAllowed, Code: codeMethod,
				Message: fmt.Sprintf("%s %s: allowed methods are %s", rq.r.Method, rq.r.URL.Path, strings.Join(allow, ", "))}
		}
		return 0, nil, &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: fmt.Sprintf("no route %s %s", rq.r.Method, rq.r.URL.Path)}
	}}
}

// request is the state of one request as it passes the checks.
type request struct {
	s   *Server
	w   *statusRecorder
	r   *http.Request
	ctx context.Context // carries the principal for the journal
	p   *Principal      // nil on unauthenticated routes
	eng Engine          // nil on routes that do not need it
}

// decode reads the body strictly into dst (see decodeJSON).
func (rq *request) decode(dst any) error {
	if aerr := decodeJSON(rq.r, rq.s.cfg.Limits.MaxBodyBytes, dst, false); aerr != nil {
		return aerr
	}
	return nil
}

// authorize checks that the grant covers namespace ns, named field in the
// request; an empty namespace is invalid input, not a refusal.
func (rq *request) authorize(field, ns string) error {
	if strings.TrimSpace(ns) == "" {
		return invalid(field, "must not be empty")
	}
	if !rq.p.Allows(ns) {
		return forbidden("principal %q has no grant for namespace %q", rq.p.Name, ns)
	}
	return nil
}

// statusRecorder remembers the status written, for metrics and logs.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (w *statusRecorder) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusRecorder) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// wrap runs the fixed pipeline around a handler: body limit, checks,
// handler, JSON response or error, metrics and one log record.
func (s *Server) wrap(rt route) http.Handler {
	label := rt.method + " " + rt.path
	if rt.method == "" {
		label = rt.path
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := s.reqSeq.Add(1)
		s.metrics.inflight.Inc()
		defer s.metrics.inflight.Dec()
		r.Body = http.MaxBytesReader(w, r.Body, s.cfg.Limits.MaxBodyBytes)
		rec := &statusRecorder{ResponseWriter: w}
		rq := &request{s: s, w: rec, r: r, ctx: r.Context()}
		status, body, err := s.dispatch(rt, rq)
		if err != nil {
			ae := s.toAPIError(err, id, label)
			status, body = ae.Status, ae
			if ae.RetryAfter > 0 {
				rec.Header().Set("Retry-After", strconv.Itoa(ae.RetryAfter))
			}
		}
		if status != 0 {
			timed := start
			if rq.p == nil {
				timed = time.Time{} // no Server-Timing for callers not authenticated
			}
			writeJSON(rec, status, body, timed)
			// Send the answer now: metrics and the log record below are
			// bookkeeping, and net/http would otherwise hold the answer
			// (or its last part) in its buffer until the handler returns.
			if f, ok := rec.ResponseWriter.(http.Flusher); ok {
				f.Flush()
			}
		}
		s.metrics.observe(label, rec.status, time.Since(start))
		s.logRequest(r, id, label, rec.status, start, rq.p, err)
	})
}

// dispatch authenticates and authorizes the capability, then runs the
// handler; a panic becomes an internal error rather than a dropped connection.
func (s *Server) dispatch(rt route, rq *request) (status int, body any, err error) {
	defer func() {
		if v := recover(); v != nil {
			status, body, err = 0, nil, fmt.Errorf("panic: %v", v)
		}
	}()
	if rt.auth == authCap || rt.auth == authSelf || (rt.auth == authMetrics && !s.cfg.PublicMetrics) {
		if err := s.authenticate(rq); err != nil {
			return 0, nil, err
		}
	}
	if rt.auth == authCap && !rq.p.Can(rt.cap) {
		return 0, nil, forbidden("principal %q lacks the %q capability", rq.p.Name, rt.cap)
	}
	if rq.p != nil {
		release, aerr := s.admit.admit(rq.p.Name)
		if aerr != nil {
			return 0, nil, aerr
		}
		defer release()
	}
	if rt.engine {
		ref := s.eng.Load()
		if ref == nil {
			return 0, nil, &apiError{Status: http.StatusServiceUnavailable, Code: codeUnavailable, Message: "the engine is not open"}
		}
		rq.eng = ref.e
	}
	return rt.handle(rq)
}

func (s *Server) authenticate(rq *request) error {
	h := rq.r.Header.Get("Authorization")
	scheme, tok, ok := strings.Cut(h, " ")
	if h == "" || !ok || !strings.EqualFold(scheme, "Bearer") {
		rq.w.Header().Set("WWW-Authenticate", `Bearer realm="evicortex"`)
		return &apiError{Status: http.StatusUnauthorized, Code: codeUnauthorized, Message: "missing bearer token (Authorization: Bearer TOKEN)"}
	}
	p, ok := s.cfg.Principals.Authenticate(strings.TrimSpace(tok))
	if !ok {
		rq.w.Header().Set("WWW-Authenticate", `Bearer realm="evicortex", error="invalid_token"`)
		return &apiError{Status: http.StatusUnauthorized, Code: codeUnauthorized, Message: "unknown bearer token"}
	}
	rq.p = p
	rq.ctx = engine.WithTrust(engine.WithPrincipal(rq.ctx, p.Name), p.TrustLevel())
	return nil
}

// toAPIError maps engine errors onto statuses; anything unrecognised is a
// 500 whose details go to the log only.
func (s *Server) toAPIError(err error, id uint64, label string) *apiError {
	var ae *apiError
	var fe *engine.FieldError
	switch {
	case errors.As(err, &ae):
		return ae
	case errors.As(err, &fe):
		return &apiError{Status: http.StatusBadRequest, Code: codeInvalid, Field: fe.Field, Message: fe.Error()}
	case errors.Is(err, engine.ErrInvalid):
		return &apiError{Status: http.StatusBadRequest, Code: codeInvalid, Message: err.Error()}
	case errors.Is(err, extract.ErrEndpoint): // the LLM extractor's endpoint failed; nothing was written
		return &apiError{Status: http.StatusBadGateway, Code: codeExtractor, Field: "extract", Message: err.Error()}
	case errors.Is(err, engine.ErrNotFound):
		return &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: err.Error()}
	case errors.Is(err, engine.ErrKeyDestroyed): // encrypted evidence of a purged namespace (an old backup): gone for good
		return &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: err.Error()}
	case errors.Is(err, engine.ErrIdempotencyConflict):
		return &apiError{Status: http.StatusConflict, Code: codeConflict, Field: "idempotency_key", Message: err.Error()}
	case errors.Is(err, engine.ErrNoEncoder):
		return &apiError{Status: http.StatusNotImplemented, Code: codeNotImpl,
			Message: "semantic sync is not available: the server runs without a dense encoder"}
	case errors.Is(err, engine.ErrProfileMismatch):
		return &apiError{Status: http.StatusConflict, Code: codeProfile, Message: err.Error()}
	case errors.Is(err, engine.ErrStaleRevision): // feedback on a capsule an item of which changed since
		return &apiError{Status: http.StatusConflict, Code: codeStale, Field: "capsule_id", Message: err.Error()}
	case errors.Is(err, engine.ErrLocked): // a following server beside a SQLite ledger's owner
		return &apiError{Status: http.StatusConflict, Code: codeLocked, Message: err.Error()}
	case errors.Is(err, engine.ErrClosed):
		return &apiError{Status: http.StatusServiceUnavailable, Code: codeUnavailable, Message: "the engine is closed"}
	case errors.Is(err, engine.ErrStale): // a purge's rebuild failed; each recall retries it
		s.log.Error("projections stale after a purge", "req", id, "route", label, "err", err)
		return &apiError{Status: http.StatusServiceUnavailable, Code: codeUnavailable, Message: "the indexes are being rebuilt after a purge; retry"}
	case errors.Is(err, engine.ErrCorrupt):
		return &apiError{Status: http.StatusInternalServerError, Code: codeCorrupt, Message: err.Error()}
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return &apiError{Status: http.StatusServiceUnavailable, Code: codeUnavailable, Message: "request canceled"}
	}
	s.log.Error("internal error", "req", id, "route", label, "err", err)
	return &apiError{Status: http.StatusInternalServerError, Code: codeInternal, Message: fmt.Sprintf("internal error (request %d; see the server log)", id)}
}

// writeJSON encodes v and writes it with status. Unless start is zero, the
// Server-Timing header (https://www.w3.org/TR/server-timing/) carries the
// time from start to the end of the encoding as "app;dur=MS": what the
// server spent on the request before its answer left, so a client can tell
// server time from the network and scheduling around it (evibench
// serve-load does). It holds no content, and wrap sends it only to
// authenticated principals: the spec's security notes advise against
// handing precise server timings to anyone who asks.
func writeJSON(w http.ResponseWriter, status int, v any, start time.Time) {
	buf := jsonBufs.Get().(*bytes.Buffer)
	defer putJSONBuf(buf)
	buf.Reset()
	if err := encodeJSON(buf, v); err != nil {
		status = http.StatusInternalServerError
		buf.Reset()
		buf.WriteString(`{"code":"internal","message":"cannot encode the response"}` + "\n")
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Length", strconv.Itoa(buf.Len()))
	if !start.IsZero() {
		h["Server-Timing"] = []string{serverTiming(time.Since(start))}
	}
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// serverTiming formats d as a Server-Timing metric in milliseconds with
// microsecond precision: "app;dur=0.412".
func serverTiming(d time.Duration) string {
	return "app;dur=" + strconv.FormatFloat(float64(d.Microseconds())/1000, 'f', 3, 64)
}

// encodeJSON writes v and a newline as json.Encoder does; a capsule takes
// the hand-written encoder (capsule.AppendJSON).
func encodeJSON(buf *bytes.Buffer, v any) error {
	c, ok := v.(*capsule.Capsule)
	if !ok {
		return json.NewEncoder(buf).Encode(v)
	}
	b, err := capsule.AppendJSON(buf.AvailableBuffer(), c)
	if err != nil {
		return err
	}
	buf.Write(b) // b already sits in buf's spare capacity unless it grew
	return nil
}

// jsonBufs recycles response buffers: a capsule is tens of KB, encoded
// once per recall.
var jsonBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// maxPooledJSON bounds what the pool keeps, so one huge response (a long
// claims list) does not pin its buffer.
const maxPooledJSON = 1 << 20

func putJSONBuf(b *bytes.Buffer) {
	if b.Cap() <= maxPooledJSON {
		jsonBufs.Put(b)
	}
}

// logRequest writes one record per request. It never logs bodies,
// queries, content or namespaces.
func (s *Server) logRequest(r *http.Request, id uint64, label string, status int, start time.Time, p *Principal, err error) {
	level := slog.LevelInfo
	if status >= 500 {
		level = slog.LevelError
	} else if status >= 400 {
		level = slog.LevelWarn
	}
	attrs := []slog.Attr{slog.Uint64("req", id), slog.String("route", label), slog.Int("status", status),
		slog.Duration("dur", time.Since(start)), slog.String("remote", r.RemoteAddr)}
	if p != nil {
		attrs = append(attrs, slog.String("principal", p.Name))
	}
	var ae *apiError
	if errors.As(err, &ae) {
		attrs = append(attrs, slog.String("code", ae.Code))
	}
	s.log.LogAttrs(r.Context(), level, "request", attrs...)
}
