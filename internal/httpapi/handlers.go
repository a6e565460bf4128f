package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/extract"
	"github.com/evicortex/evicortex/ledger"
)

func (s *Server) handleRemember(rq *request) (int, any, error) {
	var in observationIn
	if err := rq.decode(&in); err != nil {
		return 0, nil, err
	}
	if err := rq.authorize("namespace", in.Namespace); err != nil {
		return 0, nil, err
	}
	if len(in.Messages) > 0 {
		return s.rememberMessages(rq, &in)
	}
	obs, aerr := in.toEngine("")
	if aerr != nil {
		return 0, nil, aerr
	}
	if aerr := s.checkRequestClaims("claims", obs); aerr != nil {
		return 0, nil, aerr
	}
	x, aerr := s.extractor("extract", in.Extract)
	if aerr != nil {
		return 0, nil, aerr
	}
	if x != nil {
		rc, err := rq.eng.RememberExtracted(rq.ctx, obs, x)
		if err != nil {
			return 0, nil, err
		}
		if rc.Duplicate {
			return http.StatusOK, rc, nil
		}
		s.metrics.evidenceWritten.Add(1)
		return http.StatusCreated, rc, nil
	}
	r, err := rq.eng.Remember(rq.ctx, obs)
	if err != nil {
		return 0, nil, err
	}
	if r.Duplicate {
		return http.StatusOK, r, nil
	}
	s.metrics.evidenceWritten.Add(1)
	return http.StatusCreated, r, nil
}

func (s *Server) handleRememberBatch(rq *request) (int, any, error) {
	var in batchIn
	if err := rq.decode(&in); err != nil {
		return 0, nil, err
	}
	if len(in.Observations) == 0 {
		return 0, nil, invalid("observations", "must not be empty")
	}
	if n, max := len(in.Observations), s.cfg.Limits.MaxBatch; n > max {
		return 0, nil, invalid("observations", "%d observations exceed the limit of %d (max_batch)", n, max)
	}
	obs := make([]engine.Observation, len(in.Observations))
	for i := range in.Observations {
		prefix := fmt.Sprintf("observations[%d].", i)
		if err := rq.authorize(prefix+"namespace", in.Observations[i].Namespace); err != nil {
			return 0, nil, err
		}
		var aerr *apiError
		if obs[i], aerr = in.Observations[i].toEngine(prefix); aerr != nil {
			return 0, nil, aerr
		}
		if in.Observations[i].Extract != "" {
			return 0, nil, invalid(prefix+"extract", "set extract on the batch, not on one observation")
		}
	}
	x, aerr := s.extractor("extract", in.Extract)
	if aerr != nil {
		return 0, nil, aerr
	}
	obs, at, aerr := splitBatch(in.Observations, obs)
	if aerr != nil {
		return 0, nil, aerr
	}
	if n, max := len(obs), s.cfg.Limits.MaxBatch; n > max {
		return 0, nil, invalid("observations", "%d observations and messages exceed the limit of %d (max_batch)", n, max)
	}
	if aerr := s.checkRequestClaims("observations", obs...); aerr != nil {
		return 0, nil, aerr
	}
	if x != nil {
		rs, err := rq.eng.RememberBatchExtracted(rq.ctx, obs, x)
		if err != nil {
			return 0, nil, batchField(err, at)
		}
		for _, r := range rs {
			if !r.Duplicate {
				s.metrics.evidenceWritten.Add(1)
			}
		}
		return http.StatusCreated, extractedBatchOut{Receipts: rs}, nil
	}
	rs, err := rq.eng.RememberBatch(rq.ctx, obs)
	if err != nil {
		return 0, nil, batchField(err, at)
	}
	for _, r := range rs {
		if !r.Duplicate {
			s.metrics.evidenceWritten.Add(1)
		}
	}
	return http.StatusCreated, batchOut{Receipts: rs}, nil
}

// extractor resolves a request's extract field: nil for none.
func (s *Server) extractor(field, name string) (extract.Extractor, *apiError) {
	switch name {
	case "", "none":
		return nil, nil
	case "pattern":
		return extract.PatternExtractor{}, nil
	case "llm":
		if s.cfg.LLM == nil {
			return nil, invalid(field, "the llm extractor is not configured on this server (set %s and %s)", extract.EnvLLMURL, extract.EnvLLMModel)
		}
		return s.cfg.LLM, nil
	}
	return nil, invalid(field, "unknown extractor %q (want pattern, llm or none)", name)
}

func (s *Server) handleRecall(rq *request) (int, any, error) {
	var in recallIn
	if err := rq.decode(&in); err != nil {
		return 0, nil, err
	}
	if err := rq.authorize("namespace", in.Namespace); err != nil {
		return 0, nil, err
	}
	lim := s.cfg.Limits
	if in.BudgetTokens > lim.MaxBudgetTokens {
		return 0, nil, invalid("budget_tokens", "%d exceeds the limit of %d (max_budget_tokens)", in.BudgetTokens, lim.MaxBudgetTokens)
	}
	if n := len(in.Query); n > lim.MaxQueryBytes {
		return 0, nil, invalid("query", "%d bytes exceed the limit of %d (max_query_bytes)", n, lim.MaxQueryBytes)
	}
	q, aerr := in.toEngine()
	if aerr != nil {
		return 0, nil, aerr
	}
	c, err := rq.eng.Recall(rq.ctx, q)
	if err != nil {
		return 0, nil, err
	}
	s.metrics.capsuleTokens.Observe(float64(c.UsedTokens))
	s.metrics.capsuleItems.Observe(float64(len(c.Items)))
	return http.StatusOK, c, nil
}

func (s *Server) handleSearch(rq *request) (int, any, error) {
	var in searchIn
	if err := rq.decode(&in); err != nil {
		return 0, nil, err
	}
	if err := rq.authorize("namespace", in.Namespace); err != nil {
		return 0, nil, err
	}
	if n := len(in.Query); n > s.cfg.Limits.MaxQueryBytes {
		return 0, nil, invalid("query", "%d bytes exceed the limit of %d (max_query_bytes)", n, s.cfg.Limits.MaxQueryBytes)
	}
	q, aerr := in.toEngine()
	if aerr != nil {
		return 0, nil, aerr
	}
	res, err := rq.eng.Search(rq.ctx, q)
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, res, nil
}

func (s *Server) handleExpand(rq *request) (int, any, error) {
	var in expandIn
	if err := rq.decode(&in); err != nil {
		return 0, nil, err
	}
	if err := rq.authorize("namespace", in.Namespace); err != nil {
		return 0, nil, err
	}
	if strings.HasPrefix(in.ID, summaryPrefix) {
		return 0, nil, invalid("id", "%q is a summary: POST /v1/summaries:expand returns its children", in.ID)
	}
	ev, err := rq.eng.Expand(rq.ctx, in.Namespace, in.ID)
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, ev, nil
}

func (s *Server) handlePurge(rq *request) (int, any, error) {
	var in purgeIn
	if err := rq.decode(&in); err != nil {
		return 0, nil, err
	}
	if err := rq.authorize("namespace", in.Namespace); err != nil {
		return 0, nil, err
	}
	if n, max := len(in.IDs), s.cfg.Limits.MaxBatch; n > max {
		return 0, nil, invalid("ids", "%d ids exceed the limit of %d (max_batch)", n, max)
	}
	rc, err := rq.eng.Purge(rq.ctx, engine.PurgeRequest{Namespace: in.Namespace, IDs: in.IDs, SourcePrefix: in.SourcePrefix, All: in.All})
	if err != nil {
		return 0, nil, err
	}
	if rc.Digests == nil {
		rc.Digests = []string{}
	}
	return http.StatusOK, rc, nil
}

func (s *Server) handleClaims(rq *request) (int, any, error) {
	q := rq.r.URL.Query()
	if aerr := queryParams(q, "namespace", "subject", "predicate", "cursor", "limit", "evidence_id"); aerr != nil {
		return 0, nil, aerr
	}
	if err := rq.authorize("namespace", q.Get("namespace")); err != nil {
		return 0, nil, err
	}
	if q.Get("subject") == "" || q.Has("cursor") || q.Has("limit") || q.Has("evidence_id") {
		return s.claimsPage(rq) // memory.go
	}
	cs, err := rq.eng.Claims(rq.ctx, q.Get("namespace"), q.Get("subject"), q.Get("predicate"))
	if err != nil {
		return 0, nil, err
	}
	if cs == nil {
		cs = []engine.Claim{}
	}
	return http.StatusOK, claimsOut{Claims: cs}, nil
}

// SemanticSyncer is implemented by engines with a semantic projection
// (*engine.Engine); an Engine without it answers 501 on /v1/sync-semantic.
type SemanticSyncer interface {
	SyncSemantic(ctx context.Context, namespace string) (engine.SyncReport, error)
}

var _ SemanticSyncer = (*engine.Engine)(nil)

// handleSyncSemantic authorizes the namespace, then embeds its evidence
// that has no vector yet. An engine opened without an encoder answers 501.
func (s *Server) handleSyncSemantic(rq *request) (int, any, error) {
	var in namespaceIn
	if err := rq.decode(&in); err != nil {
		return 0, nil, err
	}
	if err := rq.authorize("namespace", in.Namespace); err != nil {
		return 0, nil, err
	}
	syncer, ok := rq.eng.(SemanticSyncer)
	if !ok {
		return 0, nil, &apiError{Status: http.StatusNotImplemented, Code: codeNotImpl,
			Message: "semantic sync is not available: this engine has no semantic projection"}
	}
	rep, err := syncer.SyncSemantic(rq.ctx, in.Namespace)
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, rep, nil
}

func (s *Server) handleVerify(rq *request) (int, any, error) {
	var in struct{}
	if aerr := decodeJSON(rq.r, s.cfg.Limits.MaxBodyBytes, &in, true); aerr != nil {
		return 0, nil, aerr
	}
	r, err := rq.eng.Verify(rq.ctx)
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, verifyOut{OK: true, Evidence: r.Evidence, Claims: r.Claims, JournalEntries: r.JournalEntries,
		NamespacesOutsideGrammar: r.NamespacesOutsideGrammar}, nil
}

// handleAudit pages through the journal; entries of namespaces outside the
// caller's grant are left out, and next_after is the last seq scanned so
// paging continues past them.
func (s *Server) handleAudit(rq *request) (int, any, error) {
	q := rq.r.URL.Query()
	if aerr := queryParams(q, "after", "limit", "namespace"); aerr != nil {
		return 0, nil, aerr
	}
	after, aerr := intParam(q, "after", 0, 0, 1<<62, "")
	if aerr != nil {
		return 0, nil, aerr
	}
	max := int64(s.cfg.Limits.MaxAuditLimit)
	limit, aerr := intParam(q, "limit", min(100, max), 1, max, "max_audit_limit")
	if aerr != nil {
		return 0, nil, aerr
	}
	if q.Has("namespace") {
		return s.namespaceAudit(rq, q.Get("namespace"), after, limit) // memory.go
	}
	if !rq.p.Can(CapAdmin) {
		return 0, nil, forbidden("principal %q lacks the %q capability (or give namespace= to read one namespace's entries)", rq.p.Name, CapAdmin)
	}
	js, err := rq.eng.Journal(rq.ctx, after, int(limit))
	if err != nil {
		return 0, nil, err
	}
	out := auditOut{Entries: []engine.JournalEntry{}, NextAfter: after}
	for _, j := range js {
		out.NextAfter = j.Seq
		if rq.p.Allows(j.Namespace) {
			out.Entries = append(out.Entries, j)
		}
	}
	return http.StatusOK, out, nil
}

func (s *Server) handleHealth(rq *request) (int, any, error) {
	return http.StatusOK, statusOut{Status: "ok"}, nil
}

func (s *Server) handleReady(rq *request) (int, any, error) {
	ref := s.eng.Load()
	switch {
	case s.drain.Load():
		return 0, nil, &apiError{Status: http.StatusServiceUnavailable, Code: codeUnavailable, Message: "shutting down"}
	case ref == nil:
		return 0, nil, &apiError{Status: http.StatusServiceUnavailable, Code: codeUnavailable, Message: "the engine is not open"}
	}
	out := statusOut{Status: "ready"}
	if b, ok := ref.e.(backender); ok {
		out.Backend = b.Backend().String()
	}
	return http.StatusOK, out, nil
}

// backender is the optional Engine method /v1/ready reports.
type backender interface {
	Backend() ledger.Backend
}

func (s *Server) handleOpenAPI(rq *request) (int, any, error) {
	rq.w.Header().Set("Content-Type", "application/json")
	rq.w.WriteHeader(http.StatusOK)
	rq.w.Write(openAPIDoc)
	return 0, nil, nil
}

func (s *Server) handleMetrics(rq *request) (int, any, error) {
	s.metrics.handler.ServeHTTP(rq.w, rq.r)
	return 0, nil, nil
}

// checkRequestClaims refuses a request whose observations carry more
// claims together than Limits.MaxRequestClaims (field names the field).
func (s *Server) checkRequestClaims(field string, obs ...engine.Observation) *apiError {
	n := 0
	for i := range obs {
		n += len(obs[i].Claims)
	}
	if max := s.cfg.Limits.MaxRequestClaims; n > max {
		return invalid(field, "%d claims in one request exceed the limit of %d (max_request_claims)", n, max)
	}
	return nil
}
