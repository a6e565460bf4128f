package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/evicortex/evicortex/engine"
)

// Maintainer is implemented by engines with a maintenance plane
// (*engine.Engine); an Engine without it answers 501 on the maintenance
// routes.
type Maintainer interface {
	Maintain(ctx context.Context, in engine.MaintainInput) (engine.MaintenanceReport, error)
	ListProposals(ctx context.Context, namespace, state string) ([]engine.Proposal, error)
	ResolveProposal(ctx context.Context, in engine.ResolveInput) (engine.Proposal, error)
	MemoryHealth(ctx context.Context) (engine.MemoryHealth, error)
	ExpandSummary(ctx context.Context, namespace, id string) ([]engine.Evidence, error)
}

var _ Maintainer = (*engine.Engine)(nil)

// codeResolved answers a resolve of a proposal already applied or rejected.
const codeResolved = "already_resolved"

// maintenanceRoutes are the maintenance plane's routes (issue 16).
func (s *Server) maintenanceRoutes() []route {
	return []route{
		{"POST", "/v1/maintenance:run", authCap, CapAdmin, true, s.handleMaintenanceRun},
		{"GET", "/v1/proposals", authCap, CapAdmin, true, s.handleProposals},
		{"POST", "/v1/proposals:resolve", authCap, CapAdmin, true, s.handleResolveProposal},
		{"GET", "/v1/health/memory", authCap, CapAdmin, true, s.handleMemoryHealth},
		{"POST", "/v1/summaries:expand", authCap, CapRead, true, s.handleExpandSummary},
	}
}

func maintainer(rq *request) (Maintainer, error) {
	m, ok := rq.eng.(Maintainer)
	if !ok {
		return nil, &apiError{Status: http.StatusNotImplemented, Code: codeNotImpl,
			Message: "maintenance is not available: this engine has no maintenance plane"}
	}
	return m, nil
}

// handleMaintenanceRun runs one pass synchronously over the namespace, or
// over every namespace when none is given, and answers its report.
func (s *Server) handleMaintenanceRun(rq *request) (int, any, error) {
	var in namespaceIn
	if aerr := decodeJSON(rq.r, s.cfg.Limits.MaxBodyBytes, &in, true); aerr != nil {
		return 0, nil, aerr
	}
	if in.Namespace != "" && !rq.p.Allows(in.Namespace) {
		return 0, nil, forbidden("principal %q has no grant for namespace %q", rq.p.Name, in.Namespace)
	}
	m, err := maintainer(rq)
	if err != nil {
		return 0, nil, err
	}
	rep, err := m.Maintain(rq.ctx, engine.MaintainInput{Namespace: in.Namespace})
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, rep, nil
}

// summaryExpansion is POST /v1/summaries:expand's answer: exactly the
// summary's children, in its order.
type summaryExpansion struct {
	ID       string            `json:"id"`
	Children []engine.Evidence `json:"children"`
}

// handleExpandSummary returns the children of a summary item ({"namespace",
// "id"}, the item's id "sm_..."); an unknown id answers 404.
func (s *Server) handleExpandSummary(rq *request) (int, any, error) {
	var in expandIn
	if err := rq.decode(&in); err != nil {
		return 0, nil, err
	}
	if err := rq.authorize("namespace", in.Namespace); err != nil {
		return 0, nil, err
	}
	if !strings.HasPrefix(in.ID, summaryPrefix) {
		return 0, nil, invalid("id", "%q is not a summary id (want sm_...; POST /v1/expand returns evidence)", in.ID)
	}
	m, err := maintainer(rq)
	if err != nil {
		return 0, nil, err
	}
	evs, err := m.ExpandSummary(rq.ctx, in.Namespace, in.ID)
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, summaryExpansion{ID: in.ID, Children: evs}, nil
}

// summaryPrefix starts every summary id.
const summaryPrefix = "sm_"

type proposalsOut struct {
	Proposals []engine.Proposal `json:"proposals"`
}

// handleProposals lists proposals: ?namespace= (optional) and ?state=
// (pending, applied or rejected; optional).
func (s *Server) handleProposals(rq *request) (int, any, error) {
	q := rq.r.URL.Query()
	if aerr := queryParams(q, "namespace", "state"); aerr != nil {
		return 0, nil, aerr
	}
	ns := q.Get("namespace")
	if ns != "" && !rq.p.Allows(ns) {
		return 0, nil, forbidden("principal %q has no grant for namespace %q", rq.p.Name, ns)
	}
	m, err := maintainer(rq)
	if err != nil {
		return 0, nil, err
	}
	ps, err := m.ListProposals(rq.ctx, ns, q.Get("state"))
	if err != nil {
		return 0, nil, err
	}
	out := proposalsOut{Proposals: []engine.Proposal{}}
	for _, p := range ps {
		if rq.p.Allows(p.Namespace) {
			out.Proposals = append(out.Proposals, p)
		}
	}
	return http.StatusOK, out, nil
}

type resolveIn struct {
	ID       string `json:"id"`
	Decision string `json:"decision"`
}

// handleResolveProposal applies or rejects one pending proposal. An
// unknown id answers 404, one already resolved 409, a bad decision 400;
// none writes anything.
func (s *Server) handleResolveProposal(rq *request) (int, any, error) {
	var in resolveIn
	if err := rq.decode(&in); err != nil {
		return 0, nil, err
	}
	if strings.TrimSpace(in.ID) == "" {
		return 0, nil, invalid("id", "must not be empty")
	}
	m, err := maintainer(rq)
	if err != nil {
		return 0, nil, err
	}
	if err := s.checkProposalGrant(rq, m, in.ID); err != nil {
		return 0, nil, err
	}
	p, err := m.ResolveProposal(rq.ctx, engine.ResolveInput{ID: in.ID, Decision: in.Decision})
	if errors.Is(err, engine.ErrResolved) {
		return 0, nil, &apiError{Status: http.StatusConflict, Code: codeResolved, Field: "id", Message: err.Error()}
	}
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, p, nil
}

// checkProposalGrant refuses a proposal of a namespace outside the
// caller's grant (an unknown id passes: the resolve answers 404).
func (s *Server) checkProposalGrant(rq *request, m Maintainer, id string) error {
	ps, err := m.ListProposals(rq.ctx, "", "")
	if err != nil {
		return err
	}
	for _, p := range ps {
		if p.ID == id && !rq.p.Allows(p.Namespace) {
			return forbidden("principal %q has no grant for namespace %q", rq.p.Name, p.Namespace)
		}
	}
	return nil
}

// handleMemoryHealth answers the capacity and maintenance report, the
// namespaces outside the caller's grant left out (the totals are the
// whole ledger's).
func (s *Server) handleMemoryHealth(rq *request) (int, any, error) {
	if aerr := queryParams(rq.r.URL.Query()); aerr != nil {
		return 0, nil, aerr
	}
	m, err := maintainer(rq)
	if err != nil {
		return 0, nil, err
	}
	h, err := m.MemoryHealth(rq.ctx)
	if err != nil {
		return 0, nil, err
	}
	for ns := range h.Namespaces {
		if !rq.p.Allows(ns) {
			delete(h.Namespaces, ns)
		}
	}
	return http.StatusOK, h, nil
}
