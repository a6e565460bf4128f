package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/evicortex/evicortex/engine"
)

// MemoryEngine is implemented by engines with the memory CRUD calls
// (*engine.Engine): listing, getting and updating evidence, claim pages
// and namespace-scoped audit. An Engine without it answers 501 on those
// routes.
type MemoryEngine interface {
	ListEvidence(ctx context.Context, q engine.ListQuery) (engine.EvidencePage, error)
	GetEvidence(ctx context.Context, namespace, id string) (engine.Evidence, error)
	Update(ctx context.Context, req engine.UpdateRequest) (engine.UpdateReceipt, error)
	ListClaims(ctx context.Context, q engine.ClaimQuery) (engine.ClaimPage, error)
	ClaimsOfEvidence(ctx context.Context, namespace, id string) ([]engine.Claim, error)
	JournalOf(ctx context.Context, namespace string, afterSeq int64, limit int) ([]engine.JournalEntry, error)
	RememberMessages(ctx context.Context, obs engine.Observation, msgs []engine.Message) ([]engine.Receipt, error)
}

var _ MemoryEngine = (*engine.Engine)(nil)

// memory returns the engine's MemoryEngine, or the 501 to answer.
func (rq *request) memory() (MemoryEngine, error) {
	m, ok := rq.eng.(MemoryEngine)
	if !ok {
		return nil, &apiError{Status: http.StatusNotImplemented, Code: codeNotImpl,
			Message: "memory listing and updates are not available on this engine"}
	}
	return m, nil
}

// filtersIn is the wire form of engine.Filters: times as strings.
type filtersIn struct {
	Kinds        []string                   `json:"kinds"`
	SourcePrefix string                     `json:"source_prefix"`
	OccurredFrom string                     `json:"occurred_from"`
	OccurredTo   string                     `json:"occurred_to"`
	Metadata     map[string]json.RawMessage `json:"metadata"`
}

// decodeFilters decodes a request's "filters" object strictly, naming
// fields "filters.x" (encoding/json reports an unknown field without its
// path, so the object is decoded on its own).
func decodeFilters(raw json.RawMessage) (engine.Filters, *apiError) {
	if len(raw) == 0 || string(raw) == "null" {
		return engine.Filters{}, nil
	}
	var in filtersIn
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		ae := decodeError(err, 0)
		if ae.Field == "body" {
			ae.Field = "filters"
			ae.Message = strings.Replace(ae.Message, "body: ", "filters: ", 1)
		} else {
			ae.Field = "filters." + ae.Field
			ae.Message = "filters." + ae.Message
		}
		return engine.Filters{}, ae
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return engine.Filters{}, invalid("filters", "trailing data after the object")
	}
	f := engine.Filters{Kinds: in.Kinds, SourcePrefix: in.SourcePrefix, Metadata: in.Metadata}
	var aerr *apiError
	if f.OccurredFrom, aerr = parseTime("filters.occurred_from", in.OccurredFrom); aerr != nil {
		return f, aerr
	}
	f.OccurredTo, aerr = parseTime("filters.occurred_to", in.OccurredTo)
	return f, aerr
}

// messageIn is one conversation turn of a remember request.
type messageIn struct {
	Role    string `json:"role"`
	Content string `json:"content"`
	Name    string `json:"name"`
	Speaker string `json:"speaker"`
}

func toMessages(in []messageIn) []engine.Message {
	out := make([]engine.Message, len(in))
	for i, m := range in {
		out[i] = engine.Message(m)
	}
	return out
}

type listIn struct {
	Namespace string          `json:"namespace"`
	Cursor    string          `json:"cursor"`
	Limit     int             `json:"limit"`
	Filters   json.RawMessage `json:"filters"`
}

func (s *Server) handleListEvidence(rq *request) (int, any, error) {
	var in listIn
	if err := rq.decode(&in); err != nil {
		return 0, nil, err
	}
	if err := rq.authorize("namespace", in.Namespace); err != nil {
		return 0, nil, err
	}
	f, aerr := decodeFilters(in.Filters)
	if aerr != nil {
		return 0, nil, aerr
	}
	m, err := rq.memory()
	if err != nil {
		return 0, nil, err
	}
	page, err := m.ListEvidence(rq.ctx, engine.ListQuery{Namespace: in.Namespace, Cursor: in.Cursor, Limit: in.Limit, Filters: f})
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, page, nil
}

func (s *Server) handleGetEvidence(rq *request) (int, any, error) {
	q := rq.r.URL.Query()
	if aerr := queryParams(q, "namespace"); aerr != nil {
		return 0, nil, aerr
	}
	if err := rq.authorize("namespace", q.Get("namespace")); err != nil {
		return 0, nil, err
	}
	m, err := rq.memory()
	if err != nil {
		return 0, nil, err
	}
	ev, err := m.GetEvidence(rq.ctx, q.Get("namespace"), rq.r.PathValue("id"))
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, ev, nil
}

// updateIn is an update: the evidence to update and the new observation's
// fields (empty ones are the old evidence's, see engine.Update).
type updateIn struct {
	Namespace      string          `json:"namespace"`
	ID             string          `json:"id"`
	Kind           string          `json:"kind"`
	Content        string          `json:"content"`
	Source         string          `json:"source"`
	Speaker        string          `json:"speaker"`
	Role           string          `json:"role"`
	OccurredAt     string          `json:"occurred_at"`
	Metadata       json.RawMessage `json:"metadata"`
	IdempotencyKey string          `json:"idempotency_key"`
	Claims         []claimIn       `json:"claims"`
}

func (s *Server) handleUpdate(rq *request) (int, any, error) {
	var in updateIn
	if err := rq.decode(&in); err != nil {
		return 0, nil, err
	}
	if err := rq.authorize("namespace", in.Namespace); err != nil {
		return 0, nil, err
	}
	o := observationIn{Kind: in.Kind, Content: in.Content, Source: in.Source, Speaker: in.Speaker, Role: in.Role,
		OccurredAt: in.OccurredAt, Metadata: in.Metadata, IdempotencyKey: in.IdempotencyKey, Claims: in.Claims}
	obs, aerr := o.toEngine("")
	if aerr != nil {
		return 0, nil, aerr
	}
	m, err := rq.memory()
	if err != nil {
		return 0, nil, err
	}
	rc, err := m.Update(rq.ctx, engine.UpdateRequest{Namespace: in.Namespace, ID: in.ID, Observation: obs})
	if err != nil {
		return 0, nil, err
	}
	return s.written(rc, rc.Duplicate)
}

// written answers a write: 201 and counted, or 200 for an idempotent replay.
func (s *Server) written(body any, replay bool) (int, any, error) {
	if replay {
		return http.StatusOK, body, nil
	}
	s.metrics.evidenceWritten.Add(1)
	return http.StatusCreated, body, nil
}

// claimsPage answers GET /v1/claims when it asks for a page (cursor or
// limit), the claims of one evidence, or a whole namespace (no subject).
func (s *Server) claimsPage(rq *request) (int, any, error) {
	q := rq.r.URL.Query()
	m, err := rq.memory()
	if err != nil {
		return 0, nil, err
	}
	if id := q.Get("evidence_id"); id != "" {
		if q.Get("subject") != "" || q.Get("predicate") != "" || q.Get("cursor") != "" || q.Get("limit") != "" {
			return 0, nil, invalid("evidence_id", "cannot be combined with subject, predicate, cursor or limit")
		}
		cs, err := m.ClaimsOfEvidence(rq.ctx, q.Get("namespace"), id)
		if err != nil {
			return 0, nil, err
		}
		return http.StatusOK, claimsOut{Claims: orEmpty(cs)}, nil
	}
	limit, aerr := intParam(q, "limit", 0, 1, engine.MaxListLimit, "max_list_limit")
	if aerr != nil {
		return 0, nil, aerr
	}
	page, err := m.ListClaims(rq.ctx, engine.ClaimQuery{Namespace: q.Get("namespace"), Subject: q.Get("subject"),
		Predicate: q.Get("predicate"), Cursor: q.Get("cursor"), Limit: int(limit)})
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, claimsOut{Claims: orEmpty(page.Claims), NextCursor: page.NextCursor}, nil
}

func orEmpty(cs []engine.Claim) []engine.Claim {
	if cs == nil {
		return []engine.Claim{}
	}
	return cs
}

// namespaceAudit answers GET /v1/audit?namespace=NS: that namespace's
// journal entries, for any principal that may read it.
func (s *Server) namespaceAudit(rq *request, ns string, after, limit int64) (int, any, error) {
	if !rq.p.Can(CapRead) {
		return 0, nil, forbidden("principal %q lacks the %q capability", rq.p.Name, CapRead)
	}
	if err := rq.authorize("namespace", ns); err != nil {
		return 0, nil, err
	}
	m, err := rq.memory()
	if err != nil {
		return 0, nil, err
	}
	js, err := m.JournalOf(rq.ctx, ns, after, int(limit))
	if err != nil {
		return 0, nil, err
	}
	out := auditOut{Entries: js, NextAfter: after}
	if out.Entries == nil {
		out.Entries = []engine.JournalEntry{}
	}
	if len(js) > 0 {
		out.NextAfter = js[len(js)-1].Seq
	}
	return http.StatusOK, out, nil
}

// rememberMessages writes a remember request's messages (one turn each)
// and answers with their receipts.
func (s *Server) rememberMessages(rq *request, in *observationIn) (int, any, error) {
	if in.Extract != "" && in.Extract != "none" {
		return 0, nil, invalid("extract", "is not supported with messages")
	}
	base := *in
	base.Messages = nil
	obs, aerr := base.toEngine("")
	if aerr != nil {
		return 0, nil, aerr
	}
	m, err := rq.memory()
	if err != nil {
		return 0, nil, err
	}
	rs, err := m.RememberMessages(rq.ctx, obs, toMessages(in.Messages))
	if err != nil {
		return 0, nil, err
	}
	status := http.StatusOK
	for _, r := range rs {
		if !r.Duplicate {
			s.metrics.evidenceWritten.Add(1)
			status = http.StatusCreated
		}
	}
	return status, batchOut{Receipts: rs}, nil
}

// splitBatch expands the observations of a remember:batch that carry
// messages into one observation per message. at maps each resulting
// observation back to its request index and message index (-1: none), to
// name fields in errors the way the request spelled them.
func splitBatch(in []observationIn, obs []engine.Observation) ([]engine.Observation, []batchPos, *apiError) {
	var out []engine.Observation
	var at []batchPos
	for i := range in {
		if len(in[i].Messages) == 0 {
			out, at = append(out, obs[i]), append(at, batchPos{i, -1})
			continue
		}
		turns, err := engine.SplitMessages(obs[i], toMessages(in[i].Messages))
		if err != nil {
			var fe *engine.FieldError
			if !errors.As(err, &fe) { // SplitMessages returns only field errors
				return nil, nil, invalid(fmt.Sprintf("observations[%d].messages", i), "%v", err)
			}
			return nil, nil, invalid(fmt.Sprintf("observations[%d].%s", i, fe.Field), "%s", fe.Reason)
		}
		for j := range turns {
			out, at = append(out, turns[j]), append(at, batchPos{i, j})
		}
	}
	return out, at, nil
}

type batchPos struct{ obs, msg int }

// batchField renames a field error of the expanded batch after the
// request's observations and messages.
func batchField(err error, at []batchPos) error {
	var fe *engine.FieldError
	var k int
	if !errors.As(err, &fe) {
		return err
	}
	if _, scanErr := fmt.Sscanf(fe.Field, "observations[%d].", &k); scanErr != nil || k < 0 || k >= len(at) {
		return err
	}
	p := at[k]
	if p.msg < 0 {
		return &engine.FieldError{Field: fmt.Sprintf("observations[%d].%s", p.obs, fe.Field[strings.Index(fe.Field, ".")+1:]), Reason: fe.Reason}
	}
	sub := fmt.Sprintf("observations[%d].%s", p.msg, fe.Field[strings.Index(fe.Field, ".")+1:])
	return engine.MessageField(&engine.FieldError{Field: sub, Reason: fe.Reason}, p.msg+1, fmt.Sprintf("observations[%d].", p.obs))
}
