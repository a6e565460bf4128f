package client

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/evicortex/evicortex/capsule"
)

// maxResponseBytes bounds how much of a response the client reads.
const maxResponseBytes = 64 << 20

// Client calls one EviCortex server with one bearer token.
type Client struct {
	base  *url.URL
	token string
	hc    *http.Client
}

// Option configures a Client.
type Option func(*Client)

// WithHTTPClient sets the http.Client (default http.DefaultClient). Set
// its Timeout, or pass contexts with deadlines, to bound calls.
func WithHTTPClient(hc *http.Client) Option { return func(c *Client) { c.hc = hc } }

// New returns a client of the server at baseURL (e.g.
// "http://127.0.0.1:7070") that authenticates with token.
func New(baseURL, token string, opts ...Option) (*Client, error) {
	u, err := url.Parse(strings.TrimRight(baseURL, "/"))
	if err != nil {
		return nil, fmt.Errorf("client: base url: %w", err)
	}
	if u.Scheme != "http" && u.Scheme != "https" || u.Host == "" {
		return nil, fmt.Errorf("client: base url %q: want http(s)://host[:port]", baseURL)
	}
	c := &Client{base: u, token: token, hc: http.DefaultClient}
	for _, o := range opts {
		o(c)
	}
	return c, nil
}

// Remember stores one observation durably.
func (c *Client) Remember(ctx context.Context, obs Observation) (Receipt, error) {
	var r Receipt
	err := c.do(ctx, http.MethodPost, "/v1/remember", nil, obs, &r)
	return r, err
}

// RememberExtracted stores an observation and the claims the server's
// extractor derives from its content ("pattern", or "llm" when the server
// has one configured) in one atomic write (POST /v1/remember with
// "extract"). Extractor output that fails validation, or an LLM endpoint
// that fails, writes nothing.
func (c *Client) RememberExtracted(ctx context.Context, obs Observation, extractor string) (ExtractionReceipt, error) {
	var r ExtractionReceipt
	body := struct {
		Observation
		Extract string `json:"extract"`
	}{obs, extractor}
	err := c.do(ctx, http.MethodPost, "/v1/remember", nil, body, &r)
	return r, err
}

// RememberBatchExtracted is RememberBatch with every observation run
// through the server's extractor, all in one atomic write.
func (c *Client) RememberBatchExtracted(ctx context.Context, obs []Observation, extractor string) ([]ExtractionReceipt, error) {
	var out struct {
		Receipts []ExtractionReceipt `json:"receipts"`
	}
	err := c.do(ctx, http.MethodPost, "/v1/remember:batch", nil, map[string]any{"observations": obs, "extract": extractor}, &out)
	return out.Receipts, err
}

// RememberBatch stores observations atomically: all or none.
func (c *Client) RememberBatch(ctx context.Context, obs []Observation) ([]Receipt, error) {
	var out struct {
		Receipts []Receipt `json:"receipts"`
	}
	err := c.do(ctx, http.MethodPost, "/v1/remember:batch", nil, map[string]any{"observations": obs}, &out)
	return out.Receipts, err
}

// Recall compiles a budgeted capsule (the same JSON as `evicortex recall --json`).
func (c *Client) Recall(ctx context.Context, req RecallRequest) (*capsule.Capsule, error) {
	var cap capsule.Capsule
	if err := c.do(ctx, http.MethodPost, "/v1/recall", nil, req, &cap); err != nil {
		return nil, err
	}
	return &cap, nil
}

// Search returns the top-k ranked evidence and claims with scores and
// traces (POST /v1/search): the capsule's ranking, cut at a limit instead
// of a token budget.
func (c *Client) Search(ctx context.Context, req SearchRequest) (*capsule.SearchResult, error) {
	var res capsule.SearchResult
	if err := c.do(ctx, http.MethodPost, "/v1/search", nil, req, &res); err != nil {
		return nil, err
	}
	return &res, nil
}

// Expand returns the exact stored evidence.
func (c *Client) Expand(ctx context.Context, namespace, id string) (Evidence, error) {
	var ev Evidence
	err := c.do(ctx, http.MethodPost, "/v1/expand", nil, map[string]string{"namespace": namespace, "id": id}, &ev)
	return ev, err
}

// Purge removes evidence and what derives only from it.
func (c *Client) Purge(ctx context.Context, req PurgeRequest) (PurgeReceipt, error) {
	var r PurgeReceipt
	err := c.do(ctx, http.MethodPost, "/v1/purge", nil, req, &r)
	return r, err
}

// Claims returns the claim history of subject (all predicates when
// predicate is empty), oldest first.
func (c *Client) Claims(ctx context.Context, namespace, subject, predicate string) ([]Claim, error) {
	q := url.Values{"namespace": {namespace}, "subject": {subject}}
	if predicate != "" {
		q.Set("predicate", predicate)
	}
	var out struct {
		Claims []Claim `json:"claims"`
	}
	err := c.do(ctx, http.MethodGet, "/v1/claims", q, nil, &out)
	return out.Claims, err
}

// SyncSemantic embeds the namespace's evidence that has no vector yet.
// Servers without a dense encoder answer ErrNotSupported; a namespace
// holding vectors of another encoder profile answers ErrProfileMismatch.
func (c *Client) SyncSemantic(ctx context.Context, namespace string) (SyncReport, error) {
	var out SyncReport
	err := c.do(ctx, http.MethodPost, "/v1/sync-semantic", nil, map[string]string{"namespace": namespace}, &out)
	return out, err
}

// Verify recomputes evidence digests and the journal chain (admin).
func (c *Client) Verify(ctx context.Context) (VerifyReport, error) {
	var r VerifyReport
	err := c.do(ctx, http.MethodPost, "/v1/verify", nil, struct{}{}, &r)
	return r, err
}

// Audit returns journal entries after seq after, in the caller's
// namespaces (admin); limit <= 0 takes the server default.
func (c *Client) Audit(ctx context.Context, after int64, limit int) (AuditPage, error) {
	q := url.Values{"after": {strconv.FormatInt(after, 10)}}
	if limit > 0 {
		q.Set("limit", strconv.Itoa(limit))
	}
	var p AuditPage
	err := c.do(ctx, http.MethodGet, "/v1/audit", q, nil, &p)
	return p, err
}

// Health reports whether the server process answers.
func (c *Client) Health(ctx context.Context) error {
	return c.do(ctx, http.MethodGet, "/v1/health", nil, nil, nil)
}

// Ready reports whether the server's engine is open (ErrUnavailable if not).
func (c *Client) Ready(ctx context.Context) error {
	return c.do(ctx, http.MethodGet, "/v1/ready", nil, nil, nil)
}

// do sends one request and decodes a 2xx answer into out (if not nil) or
// a non-2xx answer into *Error.
func (c *Client) do(ctx context.Context, method, path string, q url.Values, in, out any) error {
	u := *c.base
	u.Path += path
	u.RawQuery = q.Encode()
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return fmt.Errorf("client: encode %s: %w", path, err)
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, u.String(), body)
	if err != nil {
		return fmt.Errorf("client: %s: %w", path, err)
	}
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("client: %s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxResponseBytes))
	if err != nil {
		return fmt.Errorf("client: %s %s: read: %w", method, path, err)
	}
	if resp.StatusCode/100 != 2 {
		return decodeError(resp.StatusCode, data)
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("client: %s %s: decode: %w", method, path, err)
	}
	return nil
}

func decodeError(status int, data []byte) error {
	e := &Error{Status: status}
	if err := json.Unmarshal(data, e); err != nil || e.Code == "" {
		e.Code = "http_" + strconv.Itoa(status)
		e.Message = strings.TrimSpace(string(data))
		if len(e.Message) > 200 {
			e.Message = e.Message[:200]
		}
	}
	return e
}
