package main

import (
	"flag"
	"os"
	"time"

	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/maintain/llmsum"
)

// summarizerFlags configure the optional LLM summarizer of `maintain` and
// of serve's background worker (off unless --summarizer-url is given).
type summarizerFlags struct {
	url, model, keyEnv string
	timeout            time.Duration
}

func (f *summarizerFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.url, "summarizer-url", "", "base `URL` of an OpenAI-compatible API (POST URL/chat/completions) that writes summaries, each validated against its children before the write (default: off, extractive summaries only)")
	fs.StringVar(&f.model, "summarizer-model", "", "model name for --summarizer-url")
	fs.StringVar(&f.keyEnv, "summarizer-key-env", "EVICORTEX_SUMMARIZER_KEY", "environment variable holding the bearer key for --summarizer-url (unset or empty: no key)")
	fs.DurationVar(&f.timeout, "summarizer-timeout", 30*time.Second, "bound of one summarizer call (a slower one keeps the extractive summary)")
}

// summarizer returns the configured summarizer, nil when off.
func (f *summarizerFlags) summarizer() (engine.Summarizer, error) {
	if f.url == "" {
		if f.model != "" {
			return nil, &engine.FieldError{Field: "summarizer-url", Reason: "is required with --summarizer-model"}
		}
		return nil, nil
	}
	s, err := llmsum.New(llmsum.Config{URL: f.url, Model: f.model, APIKey: os.Getenv(f.keyEnv), Timeout: f.timeout})
	if err != nil {
		return nil, &engine.FieldError{Field: "summarizer-url", Reason: err.Error()}
	}
	return s, nil
}
