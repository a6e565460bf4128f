// Command evicortex is the EviCortex command-line tool: remember evidence,
// recall budgeted capsules, expand evidence, purge, verify and rebuild.
//
// Usage:
//
//	evicortex --db FILE [--json] COMMAND [flags]
//	evicortex --postgres DSN [--json] COMMAND [flags]
//
// Commands: remember, recall, expand, purge, verify, rebuild, backup,
// restore, serve. With --json
// the result is one JSON document on stdout (the contract is documented in
// the README); errors go to stderr and the exit status is non-zero (2 for
// invalid input, 1 otherwise).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/ledger"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// cli carries the global flags and output streams of one invocation.
type cli struct {
	db        string // SQLite ledger file
	pg        string // PostgreSQL DSN (secret: print ledger.RedactDSN(pg))
	follow    bool   // other processes write the SQLite ledger too (PostgreSQL always follows)
	command   string // the subcommand, for the ledger's holder record
	json      bool
	encoder   string // dense encoder model name; "" for none
	modelsDir string
	cacheDir  string // --cache-dir: where this process persists its projections
	lexicon   string // --affect-lexicon: the VADER lexicon file that derives affect
	stdout    io.Writer
	stderr    io.Writer
}

type command struct {
	name, usage string
	run         func(ctx context.Context, c *cli, e *engine.Engine, args []string) error
}

var commands = []command{
	{"remember", "store one observation (--ns --content --source [--occurred-at] [--kind] [--claim s|p|v]... [--supersedes ID] [--idempotency-key K] [--metadata JSON] [--entity NAME]... [--speaker NAME] [--role R] [--extract pattern|llm [--extract-subject S]])", cmdRemember},
	{"recall", "compile a capsule (--ns --query --budget [--now T] [--as-of T] [--known-at T] [--mode operational|deliberation|historical])", cmdRecall},
	{"links", "list associative links, explicit and from feedback (--ns [--id ID] [--offset N] [--limit N] [--now T])", cmdLinks},
	{"feedback", "record what an agent did with a capsule's items (--ns --capsule ID [--used ID,...] [--corrected ID,...] [--ignored ID,...])", cmdFeedback},
	{"search", "top-k ranked evidence and claims (--ns --query [--limit N] [--now T] [--as-of T] [--known-at T])", cmdSearch},
	{"expand", "print the exact evidence (--ns --id)", cmdExpand},
	{"extraction", "print the extractor run recorded for an evidence (--ns --id)", cmdExtraction},
	{"purge", "purge evidence (--ns and one of --id ID... | --source-prefix P | --all)", cmdPurge},
	{"verify", "recompute evidence digests and the journal hash chain", cmdVerify},
	{"rebuild", "drop and rebuild every index from the ledger", cmdRebuild},
	{"sync-semantic", "embed the namespace's evidence that has no vector (--ns; needs --encoder)", cmdSyncSemantic},
	{"backup", "write an online snapshot of the ledger (--to DIR; pg_dump for --postgres)", cmdBackup},
	{"restore", "install a backup as a new ledger at --db, which must not exist, or into an empty --postgres schema (--from DIR)", cmdRestore},
	{"serve", "serve the authenticated HTTP API (--principals FILE [--listen ADDR] [limits, timeouts]; -h lists them)", cmdServe},
}

// opensOwnEngine names the commands that run without an engine opened by
// run(): restore creates the ledger, serve opens it after listening.
var opensOwnEngine = map[string]bool{"restore": true, "serve": true}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c := &cli{stdout: stdout, stderr: stderr}
	fs := flag.NewFlagSet("evicortex", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.db, "db", os.Getenv("EVICORTEX_DB"), "ledger file (default $EVICORTEX_DB); a postgres:// URL is read as --postgres")
	fs.StringVar(&c.pg, "postgres", os.Getenv("EVICORTEX_POSTGRES"),
		"PostgreSQL ledger DSN, URL or key=value; the ledger lives in the first schema of its search_path (default $EVICORTEX_POSTGRES)")
	fs.BoolVar(&c.json, "json", false, "print JSON")
	fs.BoolVar(&c.follow, "follow", false,
		"share this SQLite ledger with other processes: follow its journal so recalls see their writes (always on with --postgres). "+
			"Without it the ledger must not be open elsewhere; beside a process that opened it without --follow, writes are refused")
	fs.StringVar(&c.encoder, "encoder", os.Getenv("EVICORTEX_ENCODER"),
		"dense encoder: default (the pinned model chosen by measurement, see models/README.md) or a model name, e.g. all-minilm-l6-v2, bge-small-en-v1.5 (default $EVICORTEX_ENCODER; needs a binary built with `make build-native`)")
	fs.StringVar(&c.modelsDir, "models-dir", "build/models", "directory `make models` filled")
	fs.StringVar(&c.lexicon, "affect-lexicon", os.Getenv("EVICORTEX_AFFECT_LEXICON"),
		"VADER lexicon file (make lexicon: .cache/lexicon/vader_lexicon.txt) that derives the affect of observations that give none (default $EVICORTEX_AFFECT_LEXICON; none)")
	fs.StringVar(&c.cacheDir, "cache-dir", os.Getenv("EVICORTEX_CACHE_DIR"),
		"persist this process's projections here (default $EVICORTEX_CACHE_DIR; a SQLite ledger without --follow uses FILE.projections); "+
			"one directory per process, for --postgres and --follow")
	fs.Usage = func() { usage(stderr, fs) }
	if err := fs.Parse(args); err != nil {
		return 2
	}
	rest := fs.Args()
	if len(rest) == 0 {
		usage(stderr, fs)
		return 2
	}
	var cmd *command
	for i := range commands {
		if commands[i].name == rest[0] {
			cmd = &commands[i]
		}
	}
	if cmd == nil {
		fmt.Fprintf(stderr, "evicortex: unknown command %q\n", rest[0])
		usage(stderr, fs)
		return 2
	}
	c.command = cmd.name
	if err := c.pickLedger(fs); err != nil {
		return c.fail(err)
	}
	if opensOwnEngine[cmd.name] {
		if err := cmd.run(ctx, c, nil, rest[1:]); err != nil {
			return c.fail(err)
		}
		return 0
	}
	e, closeEngine, err := c.openEngine()
	if err != nil {
		return c.fail(err)
	}
	err = cmd.run(ctx, c, e, rest[1:])
	if cerr := closeEngine(); err == nil && cerr != nil {
		err = cerr
	}
	if err != nil {
		return c.fail(err)
	}
	return 0
}

func usage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintln(w, "usage: evicortex --db FILE|--postgres DSN [--json] COMMAND [flags]")
	fmt.Fprintln(w, "\ncommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-9s %s\n", c.name, c.usage)
	}
	fmt.Fprintln(w, "\nglobal flags:")
	fs.PrintDefaults()
}

// pickLedger settles which ledger the command opens: --postgres (or a
// postgres:// URL given to --db), else the --db file. Naming both on the
// command line is an error; a flag wins over the other's environment default.
func (c *cli) pickLedger(fs *flag.FlagSet) error {
	if strings.HasPrefix(c.db, "postgres://") || strings.HasPrefix(c.db, "postgresql://") {
		if c.pg != "" && c.pg != c.db && flagSet(fs, "postgres") {
			return &engine.FieldError{Field: "postgres", Reason: "give either --db or --postgres, not both"}
		}
		c.pg, c.db = c.db, ""
	}
	switch {
	case c.pg != "" && c.db != "":
		if flagSet(fs, "db") && flagSet(fs, "postgres") {
			return &engine.FieldError{Field: "postgres", Reason: "give either --db or --postgres, not both"}
		}
		if flagSet(fs, "db") {
			c.pg = ""
		} else {
			c.db = ""
		}
	case c.pg == "" && c.db == "":
		return &engine.FieldError{Field: "db", Reason: "is required (--db FILE, --postgres DSN, $EVICORTEX_DB or $EVICORTEX_POSTGRES)"}
	}
	return nil
}

func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// ledgerName describes the ledger for messages, without secrets.
func (c *cli) ledgerName() string {
	if c.pg != "" {
		return ledger.RedactDSN(c.pg)
	}
	return c.db
}

// errUsage marks a flag parsing failure already reported by the flag set.
var errUsage = errors.New("usage")

// fail reports err on stderr (as JSON with --json) and returns the exit code.
func (c *cli) fail(err error) int {
	if errors.Is(err, errUsage) {
		return 2
	}
	code := 1
	kind := "error"
	var fe *engine.FieldError
	switch {
	case errors.As(err, &fe) || errors.Is(err, engine.ErrInvalid):
		code, kind = 2, "invalid"
	case errors.Is(err, engine.ErrNotFound):
		kind = "not_found"
	case errors.Is(err, engine.ErrCorrupt):
		kind = "corrupt"
	case errors.Is(err, engine.ErrIdempotencyConflict):
		code, kind = 2, "idempotency_conflict"
	case errors.Is(err, engine.ErrLocked):
		kind = "ledger_locked"
	case errors.Is(err, engine.ErrStaleRevision):
		kind = "stale_revision"
	}
	if c.json {
		out := map[string]string{"code": kind, "message": err.Error()}
		if fe != nil {
			out["field"] = fe.Field
		}
		b, _ := json.Marshal(map[string]any{"error": out})
		fmt.Fprintln(c.stderr, string(b))
	} else {
		fmt.Fprintf(c.stderr, "evicortex: %v\n", err)
	}
	return code
}

// emit prints v as indented JSON, or calls human for text output.
func (c *cli) emit(v any, human func(w io.Writer)) error {
	if !c.json {
		human(c.stdout)
		return nil
	}
	enc := json.NewEncoder(c.stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// newFlags returns a flag set for a subcommand that reports errors on stderr.
func (c *cli) newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(c.stderr)
	return fs
}

func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		return errUsage
	}
	if fs.NArg() > 0 {
		return &engine.FieldError{Field: fs.Arg(0), Reason: "unexpected argument"}
	}
	return nil
}
