package httpapi

import (
	"net/http"
	"time"
)

// Mount serves h at path (an exact path, e.g. "/mcp") beside the API's
// routes, with the same metrics and request log. h does its own
// authentication: `serve` mounts the MCP handler (internal/mcpserver),
// which checks the same principals. Call Mount before Serve.
func (s *Server) Mount(path string, h http.Handler) {
	s.mux.Handle(path, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := s.reqSeq.Add(1)
		s.metrics.inflight.Inc()
		defer s.metrics.inflight.Dec()
		rec := &mountRecorder{statusRecorder{ResponseWriter: w}}
		h.ServeHTTP(rec, r)
		s.metrics.observe(path, rec.status, time.Since(start))
		s.logRequest(r, id, r.Method+" "+path, rec.status, start, nil, nil)
	}))
}

// Engine returns the attached engine, or nil before Attach and after
// Detach; a mounted handler calls it once per request.
func (s *Server) Engine() Engine {
	if r := s.eng.Load(); r != nil {
		return r.e
	}
	return nil
}

// mountRecorder is a statusRecorder that a streaming handler can flush
// through (http.ResponseController unwraps it): MCP answers with
// server-sent events.
type mountRecorder struct{ statusRecorder }

func (w *mountRecorder) Unwrap() http.ResponseWriter { return w.ResponseWriter }
