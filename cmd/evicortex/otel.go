package main

import (
	"context"
	"fmt"
	"os"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"

	"github.com/evicortex/evicortex/engine"
)

// The OTLP environment variables that turn tracing on without the flag
// (the exporter reads its other OTEL_EXPORTER_OTLP_* settings itself).
var otlpEnv = []string{"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_EXPORTER_OTLP_ENDPOINT"}

// startTracing returns the tracer provider for the engine's spans
// (engine/tracing.go) and its flush-and-stop func: an OTLP/HTTP exporter to
// endpoint, or, with no endpoint, to what the standard environment
// variables name; nil (no tracing, the engine's spans are no-ops) when
// neither is set. Tracing is opt-in and carries no content.
func startTracing(ctx context.Context, endpoint string) (*sdktrace.TracerProvider, error) {
	var opts []otlptracehttp.Option
	switch {
	case endpoint != "":
		opts = append(opts, otlptracehttp.WithEndpointURL(endpoint))
	case !anyEnv(otlpEnv):
		return nil, nil
	}
	exp, err := otlptracehttp.New(ctx, opts...)
	if err != nil {
		return nil, &engine.FieldError{Field: "otlp-endpoint", Reason: err.Error()}
	}
	res := resource.NewSchemaless(attribute.String("service.name", "evicortex"),
		attribute.String("service.version", moduleVersion()))
	return sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res)), nil
}

func anyEnv(names []string) bool {
	for _, n := range names {
		if os.Getenv(n) != "" {
			return true
		}
	}
	return false
}

// stopTracing flushes the spans still buffered and stops the exporter.
func stopTracing(ctx context.Context, tp *sdktrace.TracerProvider) error {
	if tp == nil {
		return nil
	}
	if err := tp.Shutdown(ctx); err != nil {
		return fmt.Errorf("tracing: flush: %w", err)
	}
	return nil
}
