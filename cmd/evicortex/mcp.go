package main

import (
	"context"
	"io"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/internal/mcpserver"
)

// cmdMCP serves the MCP tools over stdio until the client closes stdin.
// stdout carries the protocol only; logs go to stderr.
func cmdMCP(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("mcp")
	var ns string
	fs.StringVar(&ns, "ns", "", "default namespace of calls that name none")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	srv, err := mcpserver.New(mcpserver.Config{Engine: func() mcpserver.Engine { return e }, DefaultNamespace: ns,
		Version: moduleVersion()})
	if err != nil {
		return err
	}
	err = srv.Run(ctx, &mcp.IOTransport{Reader: os.Stdin, Writer: nopCloser{c.stdout}})
	if ctx.Err() != nil { // SIGTERM or SIGINT: a normal stop, the engine closes after
		return nil
	}
	return err
}

// nopCloser lets the MCP transport close its writer without closing the
// process's stdout, which the CLI still owns.
type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }
