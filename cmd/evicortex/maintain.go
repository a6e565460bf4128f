package main

import (
	"context"
	"fmt"
	"io"

	"github.com/evicortex/evicortex/engine"
)

// cmdMaintain runs one maintenance pass synchronously and prints its
// report (the JSON of POST /v1/maintenance:run with --json).
func cmdMaintain(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("maintain")
	var in engine.MaintainInput
	fs.StringVar(&in.Namespace, "ns", "", "namespace (default: every namespace)")
	var sf summarizerFlags
	sf.register(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	var err error
	if in.Summarizer, err = sf.summarizer(); err != nil {
		return err
	}
	rep, err := e.Maintain(ctx, in)
	if err != nil {
		return err
	}
	return c.emit(rep, func(w io.Writer) {
		fmt.Fprintf(w, "%d actions: %d summaries, %d duplicates, %d tier moves, %d proposals; compacted %d bytes in %d ms\n",
			rep.Actions, rep.Summaries, rep.Duplicates, rep.TierMoves, rep.Proposals, rep.CompactedBytes, rep.Ms)
		cp := rep.Compaction
		fmt.Fprintf(w, "compaction: ledger %d bytes; postings %d segments merged, %d bytes; dense %d tombstones, %d bytes\n",
			cp.LedgerBytes, cp.PostingsMerged, cp.PostingsBytes, cp.DenseRemoved, cp.DenseBytes)
		for _, r := range rep.SummarizerRejected {
			fmt.Fprintf(w, "summarizer rejected for %s (extractive kept): %s\n", r.Scope, r.Reason)
		}
	})
}
