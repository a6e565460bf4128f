package engine

import (
	"context"
	"errors"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"

	"github.com/evicortex/evicortex/capsule"
)

// Tracing: every public write, recall, search and maintenance call is an
// OpenTelemetry span of the tracer provider in Options.TracerProvider
// (default: the global one, a no-op until an application installs an SDK;
// `evicortex serve --otlp-endpoint` does). Spans carry identifiers and
// counts, never content: no evidence text, query text, claim value or
// metadata reaches a span, whatever the caller asks (tested).
//
// Span names and attributes (package-level constants below):
//
//	evicortex.remember, evicortex.remember_batch, evicortex.recall,
//	evicortex.search, evicortex.purge, evicortex.rebuild,
//	evicortex.sync_semantic
//
//	gen_ai.data_source.id     the namespace (the GenAI conventions' name for
//	                          the store a retrieval reads; the Go semconv
//	                          module has no GenAI group yet, so the key is
//	                          written out here)
//	evicortex.observations    observations in a write
//	evicortex.budget_tokens, evicortex.used_tokens, evicortex.items,
//	evicortex.omitted, evicortex.abstain    a recall's capsule
//	evicortex.limit, evicortex.hits         a search
//	evicortex.purged_evidence, evicortex.embedded   maintenance results
//	error.type                the error's class (invalid, not_found, ...)
const (
	spanRemember      = "evicortex.remember"
	spanRememberBatch = "evicortex.remember_batch"
	spanRecall        = "evicortex.recall"
	spanSearch        = "evicortex.search"
	spanPurge         = "evicortex.purge"
	spanRebuild       = "evicortex.rebuild"
	spanSyncSemantic  = "evicortex.sync_semantic"

	attrDataSource   = attribute.Key("gen_ai.data_source.id")
	attrObservations = attribute.Key("evicortex.observations")
	attrBudget       = attribute.Key("evicortex.budget_tokens")
	attrUsed         = attribute.Key("evicortex.used_tokens")
	attrItems        = attribute.Key("evicortex.items")
	attrOmitted      = attribute.Key("evicortex.omitted")
	attrAbstain      = attribute.Key("evicortex.abstain")
	attrLimit        = attribute.Key("evicortex.limit")
	attrHits         = attribute.Key("evicortex.hits")
	attrPurged       = attribute.Key("evicortex.purged_evidence")
	attrEmbedded     = attribute.Key("evicortex.embedded")
	attrErrorType    = attribute.Key("error.type")
)

// tracerName is the instrumentation scope of the engine's spans.
const tracerName = "github.com/evicortex/evicortex/engine"

func newTracer(tp trace.TracerProvider) trace.Tracer {
	if tp == nil {
		tp = otel.GetTracerProvider()
	}
	return tp.Tracer(tracerName)
}

// span is one traced call.
type span struct{ trace.Span }

// startSpan starts name as a child of ctx's span; namespace may be empty
// (a call over every namespace).
// Attributes are set only on a recording span: with no tracer provider
// installed (the default) a recall pays for no attribute at all.
func (e *Engine) startSpan(ctx context.Context, name, namespace string, attrs ...attribute.KeyValue) (context.Context, span) {
	ctx, s := e.tracer.Start(ctx, name, trace.WithSpanKind(trace.SpanKindInternal))
	if s.IsRecording() {
		if namespace != "" {
			attrs = append(attrs, attrDataSource.String(namespace))
		}
		s.SetAttributes(attrs...)
	}
	return ctx, span{s}
}

// end records err's class (not its message, which may quote input) and
// ends the span.
func (s span) end(err error) {
	if err != nil && s.IsRecording() {
		class := errorClass(err)
		s.SetAttributes(attrErrorType.String(class))
		s.SetStatus(codes.Error, class)
	}
	s.End()
}

// errorClass names an error by its sentinel, never by its text.
func errorClass(err error) string {
	switch {
	case errors.Is(err, ErrInvalid):
		return "invalid"
	case errors.Is(err, ErrNotFound):
		return "not_found"
	case errors.Is(err, ErrClosed):
		return "closed"
	case errors.Is(err, ErrLocked):
		return "locked"
	case errors.Is(err, ErrCorrupt):
		return "corrupt"
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return "canceled"
	}
	return "other"
}

// capsuleAttrs are a recall's result counts.
func capsuleAttrs(c *capsule.Capsule) []attribute.KeyValue {
	return []attribute.KeyValue{attrUsed.Int(c.UsedTokens), attrItems.Int(len(c.Items)),
		attrOmitted.Int(c.Omitted), attrAbstain.Bool(c.Abstain)}
}

// batchNamespace is the namespace of a batch's observations when they
// share one, else "" (a batch may span namespaces).
func batchNamespace(obs []Observation) string {
	if len(obs) == 0 {
		return ""
	}
	for _, o := range obs[1:] {
		if o.Namespace != obs[0].Namespace {
			return ""
		}
	}
	return obs[0].Namespace
}
