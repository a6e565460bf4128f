package serveload

// TestChildServer builds cmd/evicortex inside this module, so this
// module's go.sum must hold the hashes of every module that command
// imports. This import keeps `go mod tidy` from dropping those of the MCP
// server's SDK, which nothing else in this module imports.
import _ "github.com/evicortex/evicortex/internal/mcpserver"
