// Package llmsum is the optional abstractive summarizer of the maintenance
// plane: it asks an OpenAI-compatible chat-completions endpoint
// (POST {URL}/chat/completions, bearer key, temperature 0) to summarize a
// chunk of children in at most a few sentences using only their words.
// It is off unless configured. It only returns text: the engine validates
// that text against the children (maintain.Validate) before anything is
// written, and keeps the extractive summary when the call fails or the
// text is not supported. Standard library only.
package llmsum

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Errors.
var (
	// ErrConfig is a bad configuration (names the field).
	ErrConfig = errors.New("llmsum: bad configuration")
	// ErrResponse is an answer that is not a chat completion with text.
	ErrResponse = errors.New("llmsum: bad response")
)

// Config configures the summarizer.
type Config struct {
	// URL is the API's base URL, e.g. http://127.0.0.1:8000/v1; requests
	// go to URL + "/chat/completions".
	URL string
	// Model is the model name sent with each request.
	Model string
	// APIKey is sent as "Authorization: Bearer ..." ("" sends none); the
	// command line reads it from an environment variable.
	APIKey string
	// Timeout bounds one call (default 30s).
	Timeout time.Duration
	// Client is the HTTP client (default: http.DefaultClient's transport).
	Client *http.Client
}

// Summarizer calls the endpoint. Safe for concurrent use.
type Summarizer struct {
	cfg      Config
	endpoint string
}

// New checks cfg and returns a summarizer.
func New(cfg Config) (*Summarizer, error) {
	u, err := url.Parse(cfg.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("%w: url %q must be an http(s) URL", ErrConfig, cfg.URL)
	}
	if strings.TrimSpace(cfg.Model) == "" {
		return nil, fmt.Errorf("%w: model is required", ErrConfig)
	}
	if cfg.Timeout < 0 {
		return nil, fmt.Errorf("%w: timeout must not be negative", ErrConfig)
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 30 * time.Second
	}
	if cfg.Client == nil {
		cfg.Client = &http.Client{}
	}
	return &Summarizer{cfg: cfg, endpoint: strings.TrimRight(cfg.URL, "/") + "/chat/completions"}, nil
}

// Producer names the summarizer in a summary's derivation provenance.
func (s *Summarizer) Producer() (name, version string) {
	return "evicortex/maintain.llm:" + s.cfg.Model, "1"
}

const system = "You summarize notes from a person's memory. Write at most %d short sentences. " +
	"Use only facts and words that appear in the notes; do not add, infer or change any name, number or date. " +
	"Answer with the summary text only."

type message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type request struct {
	Model       string    `json:"model"`
	Messages    []message `json:"messages"`
	Temperature float64   `json:"temperature"`
}

type response struct {
	Choices []struct {
		Message message `json:"message"`
	} `json:"choices"`
}

// maxResponse bounds the answer read (a summary is a few hundred bytes).
const maxResponse = 1 << 20

// Summarize returns the endpoint's summary of children (their contents,
// in order) in at most maxSentences sentences.
func (s *Summarizer) Summarize(ctx context.Context, children []string, maxSentences int) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, s.cfg.Timeout)
	defer cancel()
	var notes strings.Builder
	for i, c := range children {
		notes.WriteString(strconv.Itoa(i+1) + ". " + strings.TrimSpace(c) + "\n")
	}
	body, err := json.Marshal(request{Model: s.cfg.Model, Temperature: 0, Messages: []message{
		{Role: "system", Content: fmt.Sprintf(system, maxSentences)}, {Role: "user", Content: notes.String()}}})
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.endpoint, bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	if s.cfg.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+s.cfg.APIKey)
	}
	resp, err := s.cfg.Client.Do(req)
	if err != nil {
		return "", fmt.Errorf("llmsum: %w", err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxResponse))
	if err != nil {
		return "", fmt.Errorf("llmsum: read: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("%w: status %d", ErrResponse, resp.StatusCode)
	}
	var out response
	if err := json.Unmarshal(raw, &out); err != nil {
		return "", fmt.Errorf("%w: %v", ErrResponse, err)
	}
	if len(out.Choices) == 0 || strings.TrimSpace(out.Choices[0].Message.Content) == "" {
		return "", fmt.Errorf("%w: no text", ErrResponse)
	}
	return out.Choices[0].Message.Content, nil
}
