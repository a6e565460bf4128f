// Command evibench runs EviCortex's benchmarks and gates: each subcommand
// measures EviCortex side by side with named baselines or peers in one run
// and reports ratios, as human text or JSON.
//
// Usage:
//
//	evibench memory  [flags]  memory quality vs fixed-chunk RAG (default: embedded synthetic workload)
//	evibench cognitive [flags]  state-dependent recall, feedback rounds, latency of the cognitive layer
//	evibench ingest  [flags]  batched ingestion vs a bare prepared INSERT in the same SQLite file
//	evibench lexical [flags]  postings vs bleve (and bm25s/tantivy when `make peers` ran)
//	evibench ann     [flags]  HNSW vs brute force, coder/hnsw (and hnswlib/FAISS when `make peers` ran)
//	evibench ann-real [flags] embed the real-embedding ANN set for `evibench ann --dataset real`
//	evibench serve-load [flags]  the HTTP service under concurrent clients, with a lost-write check
//	evibench maintain-long [flags]  a long namespace of repeated content before and after a maintenance pass
//	evibench scale   [flags]  ingest N evidence over K namespaces, reopen, rebuild, recall (time and RSS)
//	evibench recall-path [flags]  p50/p99 of a full recall and of each stage at 10k, 100k and 1M evidence
//
// Run `evibench SUBCOMMAND -h` for each subcommand's flags.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/evicortex/evicortex/bench/ann"
	"github.com/evicortex/evicortex/bench/cognitive"
	"github.com/evicortex/evicortex/bench/compare"
	"github.com/evicortex/evicortex/bench/crypt"
	"github.com/evicortex/evicortex/bench/encode"
	"github.com/evicortex/evicortex/bench/ingest"
	"github.com/evicortex/evicortex/bench/lexical"
	"github.com/evicortex/evicortex/bench/maintlong"
	"github.com/evicortex/evicortex/bench/memory"
	"github.com/evicortex/evicortex/bench/recallpath"
	"github.com/evicortex/evicortex/bench/scale"
	"github.com/evicortex/evicortex/bench/serveload"
)

type subcommand struct {
	name, summary string
	main          func(ctx context.Context, args []string, stdout, stderr io.Writer) error
}

var subcommands = []subcommand{
	{"memory", "memory quality vs fixed-chunk RAG and recency baselines", memory.Main},
	{"cognitive", "state-dependent recall, feedback rounds and cognitive-layer latency vs the state-blind engine and baselines", cognitive.Main},
	{"ingest", "batched ingestion vs a bare prepared INSERT", ingest.Main},
	{"crypt", "ingest and recall with encryption at rest vs in the clear (target <= 1.2x each)", crypt.Main},
	{"lexical", "postings vs bleve, bm25s, tantivy", lexical.Main},
	{"ann", "HNSW vs brute force, coder/hnsw, hnswlib, FAISS", ann.Main},
	{"ann-real", "build the real-embedding ANN set (evibench ann --dataset real; needs a -tags ort build)", ann.EmbedMain},
	{"encode", "the local dense encoder vs the Python onnxruntime reference (needs a -tags ort build)", encode.Main},
	{"serve-load", "HTTP service under concurrent clients (loopback)", serveload.Main},
	{"maintain-long", "a 50,000-turn namespace of repeated content recalled before and after a maintenance pass", maintlong.Main},
	{"scale", "N evidence over K namespaces: ingest rate, reopen vs rebuild time, RSS, recall latency", scale.Main},
	{"recall-path", "p50 and p99 of a full recall and of each stage (parse, channels, query encoding, fusion, packing) at 10k, 100k and 1M evidence", recallpath.Main},
	{"compare", "OLD.json NEW.json --max-regression P: regression check of any evibench report", compare.Main},
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		return 2
	}
	for _, s := range subcommands {
		if s.name == args[0] {
			if err := s.main(ctx, args[1:], stdout, stderr); err != nil {
				fmt.Fprintf(stderr, "evibench %s: %v\n", s.name, err)
				return 1
			}
			return 0
		}
	}
	fmt.Fprintf(stderr, "evibench: unknown subcommand %q\n", args[0])
	usage(stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: evibench SUBCOMMAND [flags]")
	for _, s := range subcommands {
		fmt.Fprintf(w, "  %-8s %s\n", s.name, s.summary)
	}
}
