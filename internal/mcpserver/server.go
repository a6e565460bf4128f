package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"reflect"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/internal/httpapi"
)

// Engine is the part of *engine.Engine the tools call. Tests substitute a
// recording fake to prove that refused calls never reach the engine.
type Engine interface {
	Remember(ctx context.Context, obs engine.Observation) (engine.Receipt, error)
	RememberBatch(ctx context.Context, obs []engine.Observation) ([]engine.Receipt, error)
	Recall(ctx context.Context, q engine.Query) (*capsule.Capsule, error)
	Search(ctx context.Context, q engine.SearchQuery) (*capsule.SearchResult, error)
	Expand(ctx context.Context, namespace, id string) (engine.Evidence, error)
	Purge(ctx context.Context, req engine.PurgeRequest) (engine.PurgeReceipt, error)
	Claims(ctx context.Context, namespace, subject, predicate string) ([]engine.Claim, error)
	ListEvidence(ctx context.Context, q engine.ListQuery) (engine.EvidencePage, error)
	Feedback(ctx context.Context, in engine.FeedbackInput) (engine.FeedbackReceipt, error)
}

var _ Engine = (*engine.Engine)(nil)

// Config configures a Server.
type Config struct {
	// Engine returns the engine a tool call uses, or nil while none is
	// open (the call then fails with code "unavailable"). Required.
	Engine func() Engine
	// DefaultNamespace applies to calls that name no namespace.
	DefaultNamespace string
	// Version is reported to clients at initialization (default "dev").
	Version string
	// Limits bound one call: MaxBatch (messages per remember, ids per
	// forget), MaxBudgetTokens, MaxQueryBytes and, over HTTP,
	// MaxBodyBytes. Zero fields take httpapi.DefaultLimits.
	Limits httpapi.Limits
	// Logger receives internal errors and the SDK's own records
	// (default: slog.Default()).
	Logger *slog.Logger
}

// Server is the MCP server over one engine: its tools, registered once.
// It is safe for concurrent use.
type Server struct {
	cfg    Config
	limits httpapi.Limits
	log    *slog.Logger
	mcp    *mcp.Server
	// requireGrant says every call must carry an authenticated principal
	// (the HTTP handler); without it a call without one is the local user's
	// (stdio), who may do everything.
	requireGrant bool
}

// instructions tell the client's model what the server is for.
const instructions = "EviCortex is an evidence-first memory. Use remember to store what the user says " +
	"(verbatim; claims optional), recall to get a capsule of cited memories inside a token budget before " +
	"answering, search for top-k hits with scores, expand to read the exact evidence behind an item, " +
	"claim_history to see how a fact changed over time, list_memories to page through what is stored, " +
	"feedback to say which recalled items helped, and forget to purge evidence for good."

// New builds the server and registers its tools.
func New(cfg Config) (*Server, error) { return newServer(cfg, false) }

func newServer(cfg Config, requireGrant bool) (*Server, error) {
	if cfg.Engine == nil {
		return nil, fmt.Errorf("%w: no engine", ErrConfig)
	}
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	s := &Server{cfg: cfg, limits: fillLimits(cfg.Limits), log: cfg.Logger, requireGrant: requireGrant}
	s.mcp = mcp.NewServer(&mcp.Implementation{Name: "evicortex", Title: "EviCortex memory", Version: cfg.Version},
		&mcp.ServerOptions{Instructions: instructions, Logger: slog.New(warnOnly{cfg.Logger.Handler()}),
			Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{}}})
	if err := s.registerTools(); err != nil {
		return nil, err
	}
	return s, nil
}

func fillLimits(l httpapi.Limits) httpapi.Limits {
	d := httpapi.DefaultLimits
	for _, p := range []struct{ v, def *int }{{&l.MaxBatch, &d.MaxBatch}, {&l.MaxBudgetTokens, &d.MaxBudgetTokens},
		{&l.MaxQueryBytes, &d.MaxQueryBytes}} {
		if *p.v <= 0 {
			*p.v = *p.def
		}
	}
	if l.MaxBodyBytes <= 0 {
		l.MaxBodyBytes = d.MaxBodyBytes
	}
	return l
}

// MCP returns the SDK server, to run on any transport.
func (s *Server) MCP() *mcp.Server { return s.mcp }

// Run serves one session on t (e.g. &mcp.StdioTransport{}) until the
// client disconnects or ctx is done.
func (s *Server) Run(ctx context.Context, t mcp.Transport) error { return s.mcp.Run(ctx, t) }

// hints builds a tool's annotations. Memory is a closed world: no tool
// reaches outside the ledger.
func hints(title string, readOnly, destructive, idempotent bool) *mcp.ToolAnnotations {
	closed := false
	return &mcp.ToolAnnotations{Title: title, ReadOnlyHint: readOnly, DestructiveHint: &destructive,
		IdempotentHint: idempotent, OpenWorldHint: &closed}
}

func (s *Server) registerTools() error {
	remember, err := rememberSchema()
	if err != nil {
		return err
	}
	evidence, err := evidenceSchema()
	if err != nil {
		return err
	}
	register(s, &mcp.Tool{Name: "remember", InputSchema: remember, Annotations: hints("Remember", false, false, false),
		Description: "Store one observation (content) or a conversation (messages with roles) verbatim as evidence, " +
			"with optional structured claims. Returns the evidence ids."}, httpapi.CapWrite, s.remember)
	register(s, &mcp.Tool{Name: "recall", Annotations: hints("Recall", true, false, true),
		Description: "Compile a memory capsule for a question: ranked claims and episodes, each citing its evidence ids, " +
			"packed strictly inside budget_tokens. as_of asks what was true then, known_at what was known then."},
		httpapi.CapRead, s.recall)
	register(s, &mcp.Tool{Name: "search", Annotations: hints("Search", true, false, true),
		Description: "The top-k (limit) ranked evidence and claims for a question, with scores and traces, no token budget."},
		httpapi.CapRead, s.search)
	register(s, &mcp.Tool{Name: "expand", OutputSchema: evidence, Annotations: hints("Expand", true, false, true),
		Description: "The exact stored evidence for an id: original text, digest, source and times."},
		httpapi.CapRead, s.expand)
	register(s, &mcp.Tool{Name: "claim_history", Annotations: hints("Claim history", true, false, true),
		Description: "Every version of a subject's claims, oldest first, with validity intervals and status (active, superseded, disputed)."},
		httpapi.CapRead, s.claimHistory)
	page, err := evidencePageSchema()
	if err != nil {
		return err
	}
	register(s, &mcp.Tool{Name: "list_memories", OutputSchema: page, Annotations: hints("List memories", true, false, true),
		Description: "The namespace's stored evidence in the order it was written, a page at a time (limit, then next_cursor " +
			"as cursor), optionally filtered by kinds, source_prefix, occurred_from/occurred_to and metadata equality."},
		httpapi.CapRead, s.listMemories)
	register(s, &mcp.Tool{Name: "feedback", Annotations: hints("Feedback", false, false, false),
		Description: "Tell the memory which items of a recalled capsule (its capsule_id) the agent used, corrected or ignored: " +
			"used items gain weight and items used together are linked. A capsule one of whose items was purged or " +
			"superseded since is stale: recall again."},
		httpapi.CapWrite, s.feedback)
	register(s, &mcp.Tool{Name: "forget", Annotations: hints("Forget (purge)", false, true, true),
		Description: "Purge evidence for good (by ids, source_prefix, or all of the namespace) with the claims it supports; " +
			"the bytes are removed from the ledger. Cannot be undone."},
		httpapi.CapPurge, s.forget)
	return nil
}

// rememberSchema is RememberInput's derived schema with the closed sets
// (message roles, kinds) spelled out, so a client's model sees them.
func rememberSchema() (*jsonschema.Schema, error) {
	sch, err := jsonschema.For[RememberInput](nil)
	if err != nil {
		return nil, fmt.Errorf("%w: remember schema: %v", ErrConfig, err)
	}
	roles := []any{"user", "assistant", "system", "tool", "participant"}
	sch.Properties["messages"].Items.Properties["role"].Enum = roles
	sch.Properties["role"].Enum = roles
	sch.Properties["kind"].Enum = []any{"turn", "document", "tool_result", "fact", "event"}
	return sch, nil
}

// evidenceSchema is engine.Evidence's schema; its metadata, raw JSON in
// Go, is the JSON object it holds.
func evidenceSchema() (*jsonschema.Schema, error) {
	sch, err := jsonschema.For[engine.Evidence](&jsonschema.ForOptions{
		TypeSchemas: map[reflect.Type]*jsonschema.Schema{reflect.TypeFor[json.RawMessage](): {Type: "object"}}})
	if err != nil {
		return nil, fmt.Errorf("%w: evidence schema: %v", ErrConfig, err)
	}
	return sch, nil
}

// evidencePageSchema is ListMemoriesOutput's schema, its evidence's
// metadata the JSON object it holds (as evidenceSchema).
func evidencePageSchema() (*jsonschema.Schema, error) {
	sch, err := jsonschema.For[ListMemoriesOutput](&jsonschema.ForOptions{
		TypeSchemas: map[reflect.Type]*jsonschema.Schema{reflect.TypeFor[json.RawMessage](): {Type: "object"}}})
	if err != nil {
		return nil, fmt.Errorf("%w: list_memories schema: %v", ErrConfig, err)
	}
	return sch, nil
}

// call is one authorized tool call: the engine and who is calling.
type call struct {
	s   *Server
	eng Engine
	p   *httpapi.Principal // nil over stdio: the local user
}

// register adds a tool whose handler runs after the capability check and
// whose errors become ToolErrors.
func register[In, Out any](s *Server, t *mcp.Tool, capability httpapi.Capability, h func(context.Context, *call, In) (Out, error)) {
	mcp.AddTool(s.mcp, t, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		var zero Out
		c, err := s.begin(req, capability)
		if err != nil {
			return nil, zero, err
		}
		if c.p != nil {
			ctx = engine.WithTrust(engine.WithPrincipal(ctx, c.p.Name), c.p.TrustLevel()) // the journal records who wrote; writes carry its trust
		}
		out, err := h(ctx, c, in)
		if err != nil {
			te := toolError(err)
			if te.Code == CodeInternal {
				s.log.Error("mcp tool failed", "tool", t.Name, "err", err)
			}
			return nil, zero, te
		}
		return nil, out, nil
	})
}

// begin authorizes the call's capability and picks the engine.
func (s *Server) begin(req *mcp.CallToolRequest, capability httpapi.Capability) (*call, error) {
	c := &call{s: s}
	if req.Extra != nil {
		c.p = principalOf(req.Extra.TokenInfo)
	}
	if c.p == nil && s.requireGrant {
		return nil, &ToolError{Code: "unauthorized", Message: "no authenticated principal"}
	}
	if c.p != nil && !c.p.Can(capability) {
		return nil, forbidden("principal %q lacks the %q capability", c.p.Name, capability)
	}
	c.eng = s.cfg.Engine()
	if c.eng == nil {
		return nil, &ToolError{Code: CodeUnavailable, Message: "the engine is not open"}
	}
	return c, nil
}

// namespace resolves the call's namespace (the default when ns is empty)
// and checks the caller's grant covers it.
func (c *call) namespace(ns string) (string, error) {
	if ns == "" {
		ns = c.defaultNamespace()
	}
	if strings.TrimSpace(ns) == "" {
		reason := "is required: this server has no default namespace (evicortex mcp --ns NS)"
		if c.p != nil {
			reason = fmt.Sprintf("is required: principal %q's grant names no single namespace", c.p.Name)
		}
		return "", invalid("namespace", reason)
	}
	if c.p != nil && !c.p.Allows(ns) {
		return "", forbidden("principal %q has no grant for namespace %q", c.p.Name, ns)
	}
	return ns, nil
}

// defaultNamespace is Config.DefaultNamespace, else the caller's grant
// when it is one namespace without wildcards.
func (c *call) defaultNamespace() string {
	if c.s.cfg.DefaultNamespace != "" {
		return c.s.cfg.DefaultNamespace
	}
	if c.p != nil && len(c.p.Namespaces) == 1 && !strings.ContainsAny(c.p.Namespaces[0], `*?[\`) {
		return c.p.Namespaces[0]
	}
	return ""
}

// warnOnly passes on warnings and errors only: the SDK logs every session
// connect and disconnect at info level, which would drown a server's log.
type warnOnly struct{ slog.Handler }

func (w warnOnly) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= slog.LevelWarn && w.Handler.Enabled(ctx, l)
}

func (w warnOnly) WithAttrs(a []slog.Attr) slog.Handler { return warnOnly{w.Handler.WithAttrs(a)} }
func (w warnOnly) WithGroup(n string) slog.Handler      { return warnOnly{w.Handler.WithGroup(n)} }
