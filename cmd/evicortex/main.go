// Command evicortex is the EviCortex command-line tool: remember evidence,
// recall budgeted capsules, expand evidence, purge, verify and rebuild, and
// serve the HTTP API and the MCP server.
//
// Usage:
//
//	evicortex [global flags] COMMAND [flags]
//	evicortex COMMAND [flags] [global flags]
//
// Global flags (--db, --postgres, --json, --encoder, ...) may stand before
// or after the command. Commands: remember, recall, search, claims,
// expand, extraction, purge, verify, rebuild, sync-semantic, backup,
// restore, serve, mcp, version, help. `evicortex help COMMAND` or
// `evicortex COMMAND -h` lists a command's flags on stdout. With --json
// the result is one JSON document on stdout (the contract is documented in
// the README); errors go to stderr and the exit status is non-zero (2 for
// invalid input, 1 otherwise).
package main

import (
	"go.opentelemetry.io/otel/trace"

	"bytes"
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
	cacheDir  string               // --cache-dir: where this process persists its projections
	tracer    trace.TracerProvider // serve --otlp-endpoint; nil: no tracing
	lexicon   string               // --affect-lexicon: the VADER lexicon file that derives affect
	keyFile   string               // --encryption-key-file: the KEK of an encrypted ledger (keys.go)
	globals   *flag.FlagSet        // for the commands' help
	// commandUsage is the command's line of the command list, for its help
	// (a field, so that no command's code refers back to the table).
	commandUsage string
	stdout       io.Writer
	stderr       io.Writer
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
	{"get", "print one evidence by id, as expand does (--ns --id)", cmdExpand},
	{"extraction", "print the extractor run recorded for an evidence (--ns --id)", cmdExtraction},
	{"purge", "purge evidence (--ns and one of --id ID... | --source-prefix P | --all)", cmdPurge},
	{"verify", "recompute evidence digests and the journal hash chain", cmdVerify},
	{"rebuild", "drop and rebuild every index from the ledger", cmdRebuild},
	{"maintain", "run one maintenance pass: duplicate links, summaries, tiers, proposals, compaction ([--ns NS])", cmdMaintain},
	{"sync-semantic", "embed the namespace's evidence that has no vector (--ns; needs --encoder)", cmdSyncSemantic},
	{"backup", "write an online snapshot of the ledger (--to DIR; pg_dump for --postgres)", cmdBackup},
	{"restore", "install a backup as a new ledger at --db, which must not exist, or into an empty --postgres schema (--from DIR)", cmdRestore},
	{"serve", "serve the authenticated HTTP API and MCP at /mcp (--principals FILE [--listen ADDR] [limits, timeouts]; -h lists them)", cmdServe},
	{"list", "page through a namespace's evidence in write order (--ns [--limit N] [--cursor C | --all] [--kind K]... [--source-prefix P] [--from T] [--to T] [--metadata JSON])", cmdList},
	{"claims", "every version of a subject's claims (--ns --subject [--predicate P])", cmdClaims},
	{"mcp", "serve the MCP tools over stdio, for Claude Desktop, Cursor and other MCP hosts ([--ns NS] default namespace)", cmdMCP},
	{"version", "print the module version, git revision, ledger schema and encoder profile", cmdVersion},
	{"keygen", "write a new 256-bit key-encryption key for --encryption-key-file (--out FILE; mode 0600, never overwrites)", cmdKeygen},
	{"keys", "manage an encrypted ledger's keys: keys rotate --new-key-file NEW (re-wraps every data key; the ledger must not be open elsewhere)", cmdKeys},
}

// opensOwnEngine names the commands that run without an engine opened by
// run(): restore creates the ledger, serve opens it after listening.
var opensOwnEngine = map[string]bool{"restore": true, "serve": true}

// needsNoLedger names the commands that run without any ledger.
var needsNoLedger = map[string]bool{"version": true, "keygen": true}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c := &cli{stdout: stdout, stderr: stderr}
	fs := c.globalFlags()
	globals, rest := splitGlobals(fs, args)
	var msgs bytes.Buffer
	fs.SetOutput(&msgs)
	if err := fs.Parse(globals); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(stdout, fs)
			return 0
		}
		fmt.Fprint(stderr, msgs.String())
		return 2
	}
	fs.SetOutput(stderr)
	if len(rest) > 0 && strings.HasPrefix(rest[0], "-") && rest[0] != "-" {
		fmt.Fprintf(stderr, "evicortex: flag provided but not defined: %s\n", rest[0])
		usage(stderr, fs)
		return 2
	}
	if len(rest) == 0 {
		usage(stderr, fs)
		return 2
	}
	if rest[0] == "help" {
		return c.help(ctx, fs, rest[1:])
	}
	cmd := lookupCommand(rest[0])
	if cmd == nil {
		fmt.Fprintf(stderr, "evicortex: unknown command %q\n", rest[0])
		usage(stderr, fs)
		return 2
	}
	c.command, c.commandUsage = cmd.name, cmd.usage
	if wantsHelp(rest[1:]) { // before any ledger is needed
		return c.fail(cmd.run(ctx, c, nil, []string{"-h"}))
	}
	return c.fail(c.runCommand(ctx, fs, cmd, rest[1:]))
}

// runCommand runs cmd with the ledger it needs: none, one it opens
// itself, or an engine opened here and closed after it.
func (c *cli) runCommand(ctx context.Context, fs *flag.FlagSet, cmd *command, args []string) error {
	if needsNoLedger[cmd.name] {
		return cmd.run(ctx, c, nil, args)
	}
	if err := c.pickLedger(fs); err != nil {
		return err
	}
	if opensOwnEngine[cmd.name] {
		return cmd.run(ctx, c, nil, args)
	}
	e, closeEngine, err := c.openEngine()
	if err != nil {
		return err
	}
	err = cmd.run(ctx, c, e, args)
	if cerr := closeEngine(); err == nil && cerr != nil {
		err = cerr
	}
	return err
}

// globalFlags registers the flags every command shares on a new set.
func (c *cli) globalFlags() *flag.FlagSet {
	fs := flag.NewFlagSet("evicortex", flag.ContinueOnError)
	fs.SetOutput(c.stderr)
	fs.StringVar(&c.db, "db", os.Getenv("EVICORTEX_DB"), "ledger file (default $EVICORTEX_DB); a postgres:// URL is read as --postgres")
	fs.StringVar(&c.pg, "postgres", os.Getenv("EVICORTEX_POSTGRES"),
		"PostgreSQL ledger DSN, URL or key=value; the ledger lives in the first schema of its search_path (default $EVICORTEX_POSTGRES)")
	fs.BoolVar(&c.json, "json", false, "print JSON")
	fs.BoolVar(&c.follow, "follow", false,
		"share this SQLite ledger with other processes: follow its journal so recalls see their writes (always on with --postgres). "+
			"Without it the ledger must not be open elsewhere; beside a process that opened it without --follow, writes are refused")
	fs.StringVar(&c.encoder, "encoder", os.Getenv("EVICORTEX_ENCODER"),
		"dense `model`: default (the pinned model chosen by measurement, see models/README.md), a model name (all-minilm-l6-v2, bge-small-en-v1.5) "+
			"for ONNX Runtime (a binary from 'make build'), or bert / bert:MODEL for the pure-Go encoder (any binary, after 'make models'); default $EVICORTEX_ENCODER")
	fs.StringVar(&c.modelsDir, "models-dir", "build/models", "`directory` that 'make models' filled")
	fs.StringVar(&c.lexicon, "affect-lexicon", os.Getenv("EVICORTEX_AFFECT_LEXICON"),
		"VADER lexicon file (make lexicon: .cache/lexicon/vader_lexicon.txt) that derives the affect of observations that give none (default $EVICORTEX_AFFECT_LEXICON; none)")
	fs.StringVar(&c.cacheDir, "cache-dir", os.Getenv("EVICORTEX_CACHE_DIR"),
		"persist this process's projections in `directory` (default $EVICORTEX_CACHE_DIR; a SQLite ledger without --follow uses FILE.projections); "+
			"one directory per process, for --postgres and --follow")
	fs.StringVar(&c.keyFile, "encryption-key-file", os.Getenv("EVICORTEX_ENCRYPTION_KEY_FILE"),
		"encrypt a new ledger at rest with the key-encryption key in `FILE` (evicortex keygen); required to open a ledger made with it. "+
			"Per-namespace data keys live in FILE.keys beside it, never in the ledger or its backups (default $EVICORTEX_ENCRYPTION_KEY_FILE)")
	fs.Usage = func() { usage(fs.Output(), fs) }
	c.globals = fs
	return fs
}

// splitGlobals separates the global flags, wherever they stand on the
// line, from the command and its own flags, so both
// `evicortex --db F recall --json` and `evicortex recall --db F --json`
// work. A global flag's value is the next argument unless given as
// --flag=value; "--" ends the scan. -h and --help belong to the command
// once one is named. A command flag's value that is spelled like a global
// flag ("--query --json") must be written --query=--json.
func splitGlobals(fs *flag.FlagSet, args []string) (globals, rest []string) {
	seenCommand := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return globals, append(rest, args[i:]...)
		}
		name, hasValue := flagName(a)
		if name == "" || ((name == "h" || name == "help") && seenCommand) {
			seenCommand = seenCommand || !strings.HasPrefix(a, "-")
			rest = append(rest, a)
			continue
		}
		f := fs.Lookup(name)
		if f == nil && name != "h" && name != "help" {
			rest = append(rest, a)
			continue
		}
		globals = append(globals, a)
		if f != nil && !hasValue && !isBoolFlag(f) && i+1 < len(args) {
			i++
			globals = append(globals, args[i])
		}
	}
	return globals, rest
}

// flagName returns the name of a -flag / --flag / --flag=value argument
// ("" for anything else) and whether it carries its value.
func flagName(a string) (name string, hasValue bool) {
	if len(a) < 2 || a[0] != '-' {
		return "", false
	}
	name = strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
	if name == "" || name[0] == '-' || name[0] == '=' {
		return "", false
	}
	name, _, hasValue = strings.Cut(name, "=")
	return name, hasValue
}

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// wantsHelp reports whether a command's arguments ask for its help.
func wantsHelp(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "-h", "-help", "--help", "--h":
			return true
		}
	}
	return false
}

func lookupCommand(name string) *command {
	for i := range commands {
		if commands[i].name == name {
			return &commands[i]
		}
	}
	return nil
}

// help answers `evicortex help [COMMAND]` on stdout.
func (c *cli) help(ctx context.Context, fs *flag.FlagSet, args []string) int {
	if len(args) == 0 {
		usage(c.stdout, fs)
		return 0
	}
	cmd := lookupCommand(args[0])
	if cmd == nil {
		fmt.Fprintf(c.stderr, "evicortex: unknown command %q\n", args[0])
		usage(c.stderr, fs)
		return 2
	}
	c.command, c.commandUsage = cmd.name, cmd.usage
	return c.fail(cmd.run(ctx, c, nil, []string{"-h"}))
}

func usage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintln(w, "usage: evicortex [--db FILE|--postgres DSN] [--json] COMMAND [flags]")
	fmt.Fprintln(w, "       (global flags may also follow the command; `evicortex help COMMAND` lists its flags)")
	fmt.Fprintln(w, "\ncommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-13s %s\n", c.name, c.usage)
	}
	fmt.Fprintln(w, "  help          this text, or a command's flags (help COMMAND)")
	fmt.Fprintln(w, "\nglobal flags:")
	printDefaults(w, fs)
}

// printDefaults writes fs's flag list to w.
func printDefaults(w io.Writer, fs *flag.FlagSet) {
	out := fs.Output()
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(out)
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

// helpText is a command's help, asked for with -h: fail prints it on
// stdout and exits 0.
type helpText string

func (h helpText) Error() string { return "help requested" }

// fail reports err on stderr (as JSON with --json) and returns the exit code.
func (c *cli) fail(err error) int {
	var help helpText
	switch {
	case err == nil:
		return 0
	case errors.As(err, &help):
		fmt.Fprint(c.stdout, string(help))
		return 0
	case errors.Is(err, errUsage):
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
	case errors.Is(err, engine.ErrKeyRequired):
		code, kind = 2, "key_required"
	case errors.Is(err, engine.ErrNotEncrypted):
		code, kind = 2, "not_encrypted"
	case errors.Is(err, engine.ErrKeyDestroyed):
		kind = "key_destroyed"
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

// newFlags returns a flag set for a subcommand; its usage names the
// command and lists the global flags too.
func (c *cli) newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(c.stderr)
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintf(w, "usage: evicortex %s [flags]\n  %s\n\nflags:\n", name, c.commandUsage)
		printDefaults(w, fs)
		if c.globals != nil {
			fmt.Fprintln(w, "\nglobal flags (before or after the command):")
			printDefaults(w, c.globals)
		}
	}
	return fs
}

// parseFlags parses a command's flags. -h returns its help as a helpText
// (printed on stdout, exit 0); a bad flag is reported on stderr (errUsage).
func parseFlags(fs *flag.FlagSet, args []string) error {
	out := fs.Output()
	var msgs bytes.Buffer
	fs.SetOutput(&msgs)
	err := fs.Parse(args)
	fs.SetOutput(out)
	if errors.Is(err, flag.ErrHelp) {
		return helpText(msgs.String())
	}
	if err != nil {
		fmt.Fprint(out, msgs.String())
		return errUsage
	}
	if fs.NArg() > 0 {
		return &engine.FieldError{Field: fs.Arg(0), Reason: "unexpected argument"}
	}
	return nil
}
