package serveload

// TestChildServer builds cmd/evicortex inside this module, so this
// module's go.sum must hold the hashes of every module that command
// imports. These imports keep `go mod tidy` from dropping those that
// nothing else in this module imports: the MCP server's SDK and the
// OpenTelemetry SDK and OTLP exporter of serve --otlp-endpoint.
import (
	_ "go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	_ "go.opentelemetry.io/otel/sdk/trace"

	_ "github.com/evicortex/evicortex/internal/mcpserver"
)
