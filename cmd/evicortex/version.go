package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/ledger"
)

// buildInfo is what `evicortex version` reports.
type buildInfo struct {
	Module         string `json:"module"`
	Version        string `json:"version"`  // module version; "(devel)" for a checkout build
	Revision       string `json:"revision"` // git commit, "unknown" without VCS stamping
	RevisionTime   string `json:"revision_time,omitempty"`
	Modified       bool   `json:"modified"` // built from a tree with uncommitted changes
	Go             string `json:"go"`
	LedgerSchema   int    `json:"ledger_schema"`
	Encoder        string `json:"encoder"`                   // the --encoder value, "" for none
	EncoderProfile string `json:"encoder_profile,omitempty"` // its profile id (vectors carry it)
}

func readBuildInfo() buildInfo {
	b := buildInfo{Module: "github.com/evicortex/evicortex", Version: "unknown", Revision: "unknown",
		Go: runtime.Version(), LedgerSchema: ledger.SchemaVersion()}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return b
	}
	if bi.Main.Path != "" {
		b.Module = bi.Main.Path
	}
	if bi.Main.Version != "" {
		b.Version = bi.Main.Version
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			b.Revision = s.Value
		case "vcs.time":
			b.RevisionTime = s.Value
		case "vcs.modified":
			b.Modified = s.Value == "true"
		}
	}
	return b
}

// moduleVersion is the version the MCP server reports: the module
// version, with the short revision when the build was stamped.
func moduleVersion() string {
	b := readBuildInfo()
	if len(b.Revision) >= 12 {
		return b.Version + "+" + b.Revision[:12]
	}
	return b.Version
}

// cmdVersion prints the build's identity; with --encoder it loads the
// encoder to report its profile id (no ledger is opened).
func cmdVersion(ctx context.Context, c *cli, _ *engine.Engine, args []string) error {
	if err := parseFlags(c.newFlags("version"), args); err != nil {
		return err
	}
	b := readBuildInfo()
	if c.encoder != "" {
		enc, err := c.newEncoder()
		if err != nil {
			return err
		}
		b.Encoder, b.EncoderProfile = c.encoder, enc.Profile().ID
		if err := enc.Close(); err != nil {
			return err
		}
	}
	return c.emit(b, func(w io.Writer) {
		mod := ""
		if b.Modified {
			mod = " (modified)"
		}
		fmt.Fprintf(w, "evicortex %s, revision %s%s, %s\nledger schema %d\n", b.Version, b.Revision, mod, b.Go, b.LedgerSchema)
		if b.Encoder == "" {
			fmt.Fprintln(w, "encoder none (--encoder NAME reports a profile)")
		} else {
			fmt.Fprintf(w, "encoder %s, profile %s\n", b.Encoder, b.EncoderProfile)
		}
	})
}
