package extract

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"
)

// The LLM prompt, documented in the file itself; {{PREDICATES}} is
// replaced by the extractor's table.
//
//go:embed llm_prompt.md
var llmPrompt string

// Environment variables LLMFromEnv reads.
const (
	EnvLLMURL     = "EVICORTEX_LLM_URL"     // base URL of an OpenAI-compatible API ("http://localhost:8000/v1")
	EnvLLMModel   = "EVICORTEX_LLM_MODEL"   // model name sent with each request
	EnvLLMKey     = "EVICORTEX_LLM_KEY"     // bearer token; optional
	EnvLLMTimeout = "EVICORTEX_LLM_TIMEOUT" // Go duration ("20s"); optional
	// EnvLLMFallback set to "pattern" answers with PatternExtractor when
	// the endpoint fails; unset, a failure is an error.
	EnvLLMFallback = "EVICORTEX_LLM_FALLBACK"
)

// DefaultLLMTimeout bounds one chat-completions call.
const DefaultLLMTimeout = 20 * time.Second

// maxLLMResponse bounds the response body read from the endpoint.
const maxLLMResponse = 1 << 20

// LLMExtractor extracts claims with an OpenAI-compatible chat-completions
// endpoint (POST URL/chat/completions), asking for JSON that follows a
// schema (response_format json_schema) of claims with quotes; each quote
// must be found verbatim in the text and becomes the claim's span. Its
// output is checked like every extractor's (Validate) before it is
// returned. An endpoint that is down, slow (Timeout), answers an error
// status or garbage, or returns claims that fail validation, gives an
// error wrapping ErrEndpoint, or, when Fallback is set, Fallback's result
// with the failure in the diagnostics (and Fallback's identity as the
// producer). Turns whose role does not speak are not sent. It is off
// unless configured, and safe for concurrent use once configured.
type LLMExtractor struct {
	URL, Model, Key string
	Timeout         time.Duration // zero: DefaultLLMTimeout
	// Client sends the requests (zero: http.DefaultClient; Timeout applies
	// either way).
	Client *http.Client
	// Table is the predicate table offered to the model and checked
	// (nil: DefaultPredicates).
	Table *Predicates
	// Subject is the subject of the user's own statements, as in
	// PatternExtractor.
	Subject string
	// Fallback, when set, answers instead of failing when the endpoint
	// does.
	Fallback Extractor
}

// LLMFromEnv configures an LLMExtractor from EVICORTEX_LLM_URL,
// EVICORTEX_LLM_MODEL, EVICORTEX_LLM_KEY, EVICORTEX_LLM_TIMEOUT and
// EVICORTEX_LLM_FALLBACK. The
// URL and the model are required: without them the error names the
// missing variable.
func LLMFromEnv() (*LLMExtractor, error) {
	x := &LLMExtractor{URL: os.Getenv(EnvLLMURL), Model: os.Getenv(EnvLLMModel), Key: os.Getenv(EnvLLMKey)}
	if x.URL == "" {
		return nil, fieldErr(EnvLLMURL, "must be set to an OpenAI-compatible base URL")
	}
	if x.Model == "" {
		return nil, fieldErr(EnvLLMModel, "must be set to a model name")
	}
	if s := os.Getenv(EnvLLMTimeout); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil || d <= 0 {
			return nil, fieldErr(EnvLLMTimeout, fmt.Sprintf("%q is not a positive duration", s))
		}
		x.Timeout = d
	}
	switch fb := os.Getenv(EnvLLMFallback); fb {
	case "", "none":
	case "pattern":
		x.Fallback = PatternExtractor{}
	default:
		return nil, fieldErr(EnvLLMFallback, fmt.Sprintf("unknown fallback %q (want pattern or none)", fb))
	}
	return x, nil
}

// Identity implements Extractor: "llm@1:" and the model.
func (x *LLMExtractor) Identity() string { return "llm@1:" + x.Model }

// Predicates implements Tabled.
func (x *LLMExtractor) Predicates() *Predicates { return x.table() }

func (x *LLMExtractor) table() *Predicates {
	if x.Table != nil {
		return x.Table
	}
	return DefaultPredicates()
}

// Extract implements Extractor.
func (x *LLMExtractor) Extract(ctx context.Context, in Input) (Extraction, error) {
	if !Speaks(in.Role) {
		return Extraction{Diagnostics: []string{fmt.Sprintf("role %s: its turns state nothing about people", in.Role)}}, nil
	}
	out, err := x.call(ctx, in)
	if err == nil {
		return out, nil
	}
	if x.Fallback == nil || ctx.Err() != nil {
		return Extraction{}, err
	}
	fb, ferr := x.Fallback.Extract(ctx, in)
	if ferr != nil {
		return Extraction{}, fmt.Errorf("%w (fallback %s: %w)", err, x.Fallback.Identity(), ferr)
	}
	fb.Producer = x.Fallback.Identity()
	fb.Diagnostics = append([]string{fmt.Sprintf("%s failed, %s answered: %v", x.Identity(), fb.Producer, err)}, fb.Diagnostics...)
	return fb, nil
}

// call asks the endpoint once and checks its answer.
func (x *LLMExtractor) call(ctx context.Context, in Input) (Extraction, error) {
	timeout := x.Timeout
	if timeout <= 0 {
		timeout = DefaultLLMTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	body, err := x.request(in)
	if err != nil {
		return Extraction{}, err
	}
	url := strings.TrimRight(x.URL, "/") + "/chat/completions"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return Extraction{}, fmt.Errorf("%w: %s: %w", ErrEndpoint, EnvLLMURL, err)
	}
	req.Header.Set("Content-Type", "application/json")
	if x.Key != "" {
		req.Header.Set("Authorization", "Bearer "+x.Key)
	}
	client := x.Client
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return Extraction{}, fmt.Errorf("%w: POST %s: no answer within %s", ErrEndpoint, url, timeout)
		}
		return Extraction{}, fmt.Errorf("%w: POST %s: %w", ErrEndpoint, url, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxLLMResponse+1))
	if err != nil {
		return Extraction{}, fmt.Errorf("%w: POST %s: reading the response: %w", ErrEndpoint, url, err)
	}
	if resp.StatusCode/100 != 2 {
		return Extraction{}, fmt.Errorf("%w: POST %s: status %d: %s", ErrEndpoint, url, resp.StatusCode, snippet(raw))
	}
	if len(raw) > maxLLMResponse {
		return Extraction{}, fmt.Errorf("%w: POST %s: response exceeds %d bytes", ErrEndpoint, url, maxLLMResponse)
	}
	out, err := x.parse(in, raw)
	if err != nil {
		return Extraction{}, fmt.Errorf("%w: POST %s: %w", ErrEndpoint, url, err)
	}
	return out, nil
}

// llmInput is the user message: the turn and who said it.
type llmInput struct {
	Text               string `json:"text"`
	Speaker            string `json:"speaker"`
	Role               Role   `json:"role"`
	OccurredAt         string `json:"occurred_at"`
	FirstPersonSubject string `json:"first_person_subject"`
}

func (x *LLMExtractor) request(in Input) ([]byte, error) {
	at := in.OccurredAt
	if at.IsZero() {
		at = time.Now().UTC()
	}
	subject := PatternExtractor{Subject: x.Subject}.firstPerson(in)
	if subject == "" {
		subject = "unknown"
	}
	user, err := json.Marshal(llmInput{Text: in.Text, Speaker: in.Speaker, Role: in.Role,
		OccurredAt: at.UTC().Format(time.RFC3339), FirstPersonSubject: subject})
	if err != nil {
		return nil, fmt.Errorf("%w: encode the request: %w", ErrInvalid, err)
	}
	return json.Marshal(map[string]any{
		"model":       x.Model,
		"temperature": 0,
		"messages": []map[string]string{
			{"role": "system", "content": x.prompt()},
			{"role": "user", "content": string(user)},
		},
		"response_format": map[string]any{"type": "json_schema", "json_schema": map[string]any{
			"name": "claims", "strict": true, "schema": claimsSchema,
		}},
	})
}

// prompt is llm_prompt.md with the table filled in.
func (x *LLMExtractor) prompt() string {
	var b strings.Builder
	for _, p := range x.table().All() {
		name := p.Name
		if p.Family {
			name += "_<kind>"
		}
		fmt.Fprintf(&b, "- %s (%s): %s\n", name, p.Cardinality, p.Doc)
	}
	return strings.Replace(llmPrompt, "{{PREDICATES}}", strings.TrimRight(b.String(), "\n"), 1)
}

// claimsSchema is the JSON schema the answer must follow.
var claimsSchema = map[string]any{
	"type": "object", "additionalProperties": false, "required": []string{"claims"},
	"properties": map[string]any{"claims": map[string]any{"type": "array", "items": map[string]any{
		"type": "object", "additionalProperties": false,
		"required": []string{"subject", "predicate", "value", "op", "valid_from", "quote"},
		"properties": map[string]any{
			"subject":    map[string]any{"type": "string"},
			"predicate":  map[string]any{"type": "string"},
			"value":      map[string]any{"type": "string"},
			"op":         map[string]any{"type": "string", "enum": []string{"assert", "end"}},
			"valid_from": map[string]any{"type": []string{"string", "null"}, "description": "YYYY-MM-DD"},
			"quote":      map[string]any{"type": "string"},
		},
	}}},
}

// llmClaim is one claim of the answer.
type llmClaim struct {
	Subject   string  `json:"subject"`
	Predicate string  `json:"predicate"`
	Value     string  `json:"value"`
	Op        string  `json:"op"`
	ValidFrom *string `json:"valid_from"`
	Quote     string  `json:"quote"`
}

// parse reads a chat-completions response into a validated Extraction.
func (x *LLMExtractor) parse(in Input, raw []byte) (Extraction, error) {
	var resp struct {
		Choices []struct {
			Message struct {
				Content *string `json:"content"`
			} `json:"message"`
		} `json:"choices"`
	}
	if err := json.Unmarshal(raw, &resp); err != nil {
		return Extraction{}, fmt.Errorf("response is not chat-completions JSON: %w (%s)", err, snippet(raw))
	}
	if len(resp.Choices) == 0 || resp.Choices[0].Message.Content == nil {
		return Extraction{}, fmt.Errorf("response has no choices[0].message.content (%s)", snippet(raw))
	}
	content := *resp.Choices[0].Message.Content
	var ans struct {
		Claims *[]llmClaim `json:"claims"`
	}
	dec := json.NewDecoder(strings.NewReader(content))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ans); err != nil || ans.Claims == nil {
		return Extraction{}, fmt.Errorf("choices[0].message.content is not the claims JSON: %v (%s)", err, snippet([]byte(content)))
	}
	var out Extraction
	for i, c := range *ans.Claims {
		ec, err := toClaim(in, c, i)
		if err != nil {
			return Extraction{}, err
		}
		out.Claims = append(out.Claims, ec)
	}
	if err := Validate(in, out, x.table()); err != nil {
		return Extraction{}, err
	}
	return out, nil
}

func toClaim(in Input, c llmClaim, i int) (ExtractedClaim, error) {
	f := fmt.Sprintf("extraction.claims[%d].", i)
	op, ok := ParseOp(c.Op)
	if !ok {
		return ExtractedClaim{}, fieldErr(f+"op", fmt.Sprintf("unknown op %q (want assert or end)", c.Op))
	}
	ec := ExtractedClaim{Subject: strings.TrimSpace(c.Subject), Predicate: strings.TrimSpace(c.Predicate),
		Value: strings.TrimSpace(c.Value), Op: op, Confidence: 0.8}
	if c.ValidFrom != nil && *c.ValidFrom != "" {
		t, err := time.Parse("2006-01-02", *c.ValidFrom)
		if err != nil {
			return ExtractedClaim{}, fieldErr(f+"valid_from", fmt.Sprintf("%q is not YYYY-MM-DD", *c.ValidFrom))
		}
		ec.ValidFrom = t
	}
	start := strings.Index(in.Text, c.Quote)
	if c.Quote == "" || start < 0 {
		return ExtractedClaim{}, fieldErr(f+"quote", fmt.Sprintf("%q is not found in the text", snippet([]byte(c.Quote))))
	}
	ec.Start, ec.End = start, start+len(c.Quote)
	return ec, nil
}

// snippet is the start of a body, for error messages.
func snippet(b []byte) string {
	const n = 120
	s := strings.ToValidUTF8(string(b), "?")
	if len(s) > n {
		s = s[:n] + "..."
	}
	return s
}
