package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/extract"
)

// multi is a repeatable string flag.
type multi []string

func (m *multi) String() string     { return strings.Join(*m, ",") }
func (m *multi) Set(v string) error { *m = append(*m, v); return nil }

// timeFlag parses RFC 3339 times and plain dates (midnight UTC).
type timeFlag struct {
	name string
	t    time.Time
	err  error
}

func (f *timeFlag) String() string { return "" }
func (f *timeFlag) Set(v string) error {
	t, err := capsule.ParseTime(v)
	if err != nil {
		f.err = &engine.FieldError{Field: f.name, Reason: err.Error()}
		return nil // reported after parsing, with the field name
	}
	f.t = t
	return nil
}

// timeFlagDocs describe the time flags; `time` is the placeholder -h shows.
var timeFlagDocs = map[string]string{
	"occurred-at": "when it happened, as a `time`: RFC 3339 or YYYY-MM-DD (default now)",
	"now":         "reference `time` for relative phrases such as \"last week\": RFC 3339 or YYYY-MM-DD (default now)",
	"as-of":       "valid time: answer with what was true at this `time` (RFC 3339 or YYYY-MM-DD)",
	"known-at":    "transaction time: use only what was recorded by this `time` (RFC 3339 or YYYY-MM-DD)",
	"from":        "keep evidence that occurred at or after this `time` (RFC 3339 or YYYY-MM-DD)",
	"to":          "keep evidence that occurred before this `time` (RFC 3339 or YYYY-MM-DD)",
}

func timeFlags(fs *flag.FlagSet, names ...string) map[string]*timeFlag {
	out := make(map[string]*timeFlag, len(names))
	for _, n := range names {
		f := &timeFlag{name: strings.ReplaceAll(n, "-", "_")}
		doc, ok := timeFlagDocs[n]
		if !ok {
			doc = "`time` (RFC 3339 or YYYY-MM-DD)"
		}
		fs.Var(f, n, doc)
		out[n] = f
	}
	return out
}

func timeErr(ts map[string]*timeFlag) error {
	for _, f := range ts {
		if f.err != nil {
			return f.err
		}
	}
	return nil
}

// cliExtractor is the extractor --extract names.
func cliExtractor(name, subject string) (extract.Extractor, error) {
	switch name {
	case "pattern":
		return extract.PatternExtractor{Subject: subject}, nil
	case "llm":
		x, err := extract.LLMFromEnv()
		if err != nil {
			var fe *extract.FieldError
			if errors.As(err, &fe) {
				return nil, &engine.FieldError{Field: "extract", Reason: "llm: " + fe.Error()}
			}
			return nil, err
		}
		x.Subject = subject
		return x, nil
	}
	return nil, &engine.FieldError{Field: "extract", Reason: fmt.Sprintf("unknown extractor %q (want pattern, llm or none)", name)}
}

func cmdRemember(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("remember")
	var obs engine.Observation
	var claims, entities, links multi
	var supersedes, metadata, lifecycle, affectJSON, contextJSON string
	fs.StringVar(&obs.Namespace, "ns", "", "namespace")
	fs.StringVar(&obs.Content, "content", "", "evidence text")
	fs.StringVar(&obs.Source, "source", "", "where the evidence came from")
	fs.StringVar(&obs.Kind, "kind", "turn", "turn, document, tool_result, fact or event")
	fs.StringVar(&obs.IdempotencyKey, "idempotency-key", "", "retry-safe key")
	fs.StringVar(&obs.Speaker, "speaker", "", "who said it (a participant's name)")
	fs.StringVar(&obs.Role, "role", "", "user, assistant, system, tool or participant")
	fs.StringVar(&supersedes, "supersedes", "", "claim id the (single) --claim supersedes")
	fs.StringVar(&metadata, "metadata", "", "JSON object")
	fs.Var(&claims, "claim", "claim 'subject|predicate|value' (repeatable)")
	fs.StringVar(&affectJSON, "affect", "", `how it felt, JSON {"valence":-1..1,"arousal":0..1,"significance":0..1} (default: derived by the lexicon when the engine has one)`)
	fs.StringVar(&contextJSON, "context", "", `JSON {"participants":[...],"place":"...","tags":[...]}`)
	fs.StringVar(&obs.Goal, "goal", "", "what the agent was trying to do")
	fs.StringVar(&lifecycle, "lifecycle", "", "write every --claim as proposed or rejected (default: asserted)")
	fs.Var(&entities, "entity", "entity name mentioned (repeatable)")
	fs.Var(&links, "link", "explicit link 'to[|relation[|strength]]' to an earlier evidence id (repeatable)")
	var extractor, extractSubject string
	fs.StringVar(&extractor, "extract", "", "also extract claims from the content: pattern, or llm (configured by EVICORTEX_LLM_URL, EVICORTEX_LLM_MODEL, EVICORTEX_LLM_KEY)")
	fs.StringVar(&extractSubject, "extract-subject", "", "subject of the user's own extracted statements (default: from --speaker, else \"user\")")
	ts := timeFlags(fs, "occurred-at")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := timeErr(ts); err != nil {
		return err
	}
	obs.OccurredAt = ts["occurred-at"].t
	if metadata != "" {
		obs.Metadata = json.RawMessage(metadata)
	}
	if affectJSON != "" {
		obs.Affect = new(engine.Affect)
		if err := strictJSON(affectJSON, obs.Affect); err != nil {
			return &engine.FieldError{Field: "affect", Reason: err.Error()}
		}
	}
	if contextJSON != "" {
		obs.Context = new(engine.Context)
		if err := strictJSON(contextJSON, obs.Context); err != nil {
			return &engine.FieldError{Field: "context", Reason: err.Error()}
		}
	}
	for i, s := range claims {
		parts := strings.Split(s, "|")
		if len(parts) != 3 {
			return &engine.FieldError{Field: fmt.Sprintf("claim[%d]", i), Reason: "must be 'subject|predicate|value'"}
		}
		obs.Claims = append(obs.Claims, engine.ClaimInput{Subject: parts[0], Predicate: parts[1], Value: parts[2],
			Lifecycle: lifecycle})
	}
	if supersedes != "" {
		if len(obs.Claims) != 1 {
			return &engine.FieldError{Field: "supersedes", Reason: "needs exactly one --claim"}
		}
		obs.Claims[0].Supersedes = supersedes
	}
	for _, n := range entities {
		obs.Entities = append(obs.Entities, engine.EntityInput{Name: n})
	}
	for i, s := range links {
		l, err := parseLink(i, s)
		if err != nil {
			return err
		}
		obs.Links = append(obs.Links, l)
	}
	if extractor != "" && extractor != "none" {
		x, err := cliExtractor(extractor, extractSubject)
		if err != nil {
			return err
		}
		rc, err := e.RememberExtracted(ctx, obs, x)
		if err != nil {
			return err
		}
		return c.emit(rc, func(w io.Writer) {
			fmt.Fprintf(w, "evidence %s sha256 %s\n", rc.ID, rc.SHA256)
			for _, id := range rc.Extracted {
				fmt.Fprintf(w, "extracted claim %s (%s)\n", id, rc.Producer)
			}
		})
	}
	r, err := e.Remember(ctx, obs)
	if err != nil {
		return err
	}
	return c.emit(r, func(w io.Writer) {
		fmt.Fprintf(w, "evidence %s sha256 %s\n", r.ID, r.SHA256)
		for _, id := range r.ClaimIDs {
			fmt.Fprintf(w, "claim %s\n", id)
		}
	})
}

// queryFlags are the flags recall and search share: the namespace, the
// question and the reference, valid and transaction times.
type queryFlags struct {
	ns, text, mode, attention, state string
	ts                               map[string]*timeFlag
}

func newQueryFlags(fs *flag.FlagSet) *queryFlags {
	q := &queryFlags{}
	fs.StringVar(&q.ns, "ns", "", "namespace")
	fs.StringVar(&q.text, "query", "", "question")
	fs.StringVar(&q.mode, "mode", "", "memory mode: operational, deliberation or historical (default: none)")
	fs.StringVar(&q.state, "state", "", `agent state JSON: {"mode":"debugging|personal|crisis|default","emotion":{"valence","arousal"},"goal":"...","recent":[ids],"participants":[...]}`)
	fs.StringVar(&q.attention, "attention", "", `attention context JSON: {"focus_terms":[...],"suppress_terms":[...],"boost_kinds":[...],"boost_predicates":[...],"counterevidence":true}`)
	q.ts = timeFlags(fs, "now", "as-of", "known-at")
	return q
}

// query is the parsed flags as an engine.Query, its budget unset.
func (q *queryFlags) query() (engine.Query, error) {
	if err := timeErr(q.ts); err != nil {
		return engine.Query{}, err
	}
	out := engine.Query{Namespace: q.ns, Text: q.text,
		Now: q.ts["now"].t, AsOf: q.ts["as-of"].t, KnownAt: q.ts["known-at"].t, MemoryMode: engine.MemoryMode(q.mode)}
	if q.state != "" {
		out.State = new(engine.RecallState)
		if err := strictJSON(q.state, out.State); err != nil {
			return engine.Query{}, &engine.FieldError{Field: "state", Reason: err.Error()}
		}
	}
	if q.attention != "" {
		out.Attention = new(engine.Attention)
		if err := strictJSON(q.attention, out.Attention); err != nil {
			return engine.Query{}, &engine.FieldError{Field: "attention", Reason: err.Error()}
		}
	}
	return out, nil
}

func cmdRecall(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("recall")
	qf := newQueryFlags(fs)
	budget := fs.Int("budget", 512, "hard token budget")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	q, err := qf.query()
	if err != nil {
		return err
	}
	q.BudgetTokens = *budget
	capsule, err := e.Recall(ctx, q)
	if err != nil {
		return err
	}
	return c.emit(capsule, func(w io.Writer) { printCapsule(w, capsule) })
}

func cmdSearch(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("search")
	qf := newQueryFlags(fs)
	limit := fs.Int("limit", engine.DefaultSearchLimit, "hits to return (1..1000)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	q, err := qf.query()
	if err != nil {
		return err
	}
	res, err := e.Search(ctx, engine.SearchQuery{Namespace: q.Namespace, Text: q.Text, Limit: *limit,
		Now: q.Now, AsOf: q.AsOf, KnownAt: q.KnownAt, MemoryMode: q.MemoryMode, Attention: q.Attention, State: q.State})
	if err != nil {
		return err
	}
	return c.emit(res, func(w io.Writer) {
		fmt.Fprintf(w, "%d hits (limit %d)", len(res.Hits), res.Limit)
		if res.Abstain {
			fmt.Fprint(w, ", ABSTAIN: nothing clears the relevance floor")
		}
		fmt.Fprintln(w)
		for i, h := range res.Hits {
			fmt.Fprintf(w, "%2d. [%s %.4f] %s\n    evidence: %s\n", i+1, h.Kind, h.Score, h.Text, strings.Join(h.EvidenceIDs, ", "))
		}
	})
}

func printCapsule(w io.Writer, c *capsule.Capsule) {
	fmt.Fprintf(w, "%d items, %d/%d tokens (%s), %d omitted", len(c.Items), c.UsedTokens, c.BudgetTokens, c.Estimator, c.Omitted)
	if c.Abstain {
		fmt.Fprint(w, ", ABSTAIN: nothing clears the relevance floor")
	}
	fmt.Fprintln(w)
	for i, it := range c.Items {
		kind := string(it.Kind)
		if it.Role == "counterevidence" {
			kind += " counterevidence"
		}
		fmt.Fprintf(w, "%2d. [%s %.4f] %s\n", i+1, kind, it.Score, it.Text)
		fmt.Fprintf(w, "    evidence: %s", strings.Join(it.EvidenceIDs, ", "))
		if len(it.Conflicts) > 0 {
			fmt.Fprintf(w, "  conflicts: %s", strings.Join(it.Conflicts, ", "))
		}
		fmt.Fprintln(w)
	}
}

// cmdExpand serves expand and its alias get.
func cmdExpand(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags(c.command)
	var ns, id string
	fs.StringVar(&ns, "ns", "", "namespace")
	fs.StringVar(&id, "id", "", "evidence id")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	ev, err := e.Expand(ctx, ns, id)
	if err != nil {
		return err
	}
	return c.emit(ev, func(w io.Writer) {
		fmt.Fprintf(w, "%s  %s  occurred %s  recorded %s\nsha256 %s\n\n%s\n", ev.ID, ev.Source,
			ev.OccurredAt.Format(time.RFC3339Nano), ev.RecordedAt.Format(time.RFC3339Nano), ev.SHA256, ev.Content)
	})
}

func cmdPurge(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("purge")
	var req engine.PurgeRequest
	var ids multi
	fs.StringVar(&req.Namespace, "ns", "", "namespace")
	fs.Var(&ids, "id", "evidence id (repeatable)")
	fs.StringVar(&req.SourcePrefix, "source-prefix", "", "purge evidence whose source starts with this")
	fs.BoolVar(&req.All, "all", false, "purge the whole namespace")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	req.IDs = ids
	rc, err := e.Purge(ctx, req)
	if err != nil {
		return err
	}
	return c.emit(rc, func(w io.Writer) {
		fmt.Fprintf(w, "purged %d evidence, %d claims, %d entities\n", rc.Evidence, rc.Claims, rc.Entities)
		for _, d := range rc.Digests {
			fmt.Fprintf(w, "sha256 %s\n", d)
		}
	})
}

func cmdVerify(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	if err := parseFlags(c.newFlags("verify"), args); err != nil {
		return err
	}
	r, err := e.Verify(ctx)
	if err != nil {
		return err
	}
	legacy, err := e.NamespacesOutsideGrammar(ctx)
	if err != nil {
		return err
	}
	out := map[string]any{"ok": true, "evidence": r.Evidence, "claims": r.Claims, "journal_entries": r.JournalEntries,
		"namespaces_outside_grammar": legacy}
	if r.Shredded > 0 {
		out["shredded"] = r.Shredded
	}
	return c.emit(out,
		func(w io.Writer) {
			fmt.Fprintf(w, "ok: %d evidence, %d claims, %d journal entries verified\n", r.Evidence, r.Claims, r.JournalEntries)
			if r.Shredded > 0 {
				fmt.Fprintf(w, "%d evidence of purged namespaces: data key destroyed, unreadable\n", r.Shredded)
			}
			for _, ns := range legacy {
				fmt.Fprintf(w, "namespace outside the grammar (only purge accepts it): %q\n", ns)
			}
		})
}

func cmdRebuild(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	if err := parseFlags(c.newFlags("rebuild"), args); err != nil {
		return err
	}
	if err := e.RebuildIndexes(ctx); err != nil {
		return err
	}
	return c.emit(map[string]any{"ok": true}, func(w io.Writer) { fmt.Fprintln(w, "ok: indexes rebuilt from the ledger") })
}

func cmdExtraction(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("extraction")
	var ns, id string
	fs.StringVar(&ns, "ns", "", "namespace")
	fs.StringVar(&id, "id", "", "evidence id")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	run, err := e.GetExtraction(ctx, ns, id)
	if err != nil {
		return err
	}
	return c.emit(run, func(w io.Writer) {
		fmt.Fprintf(w, "%s over sha256 %s\n", run.Producer, run.InputSHA256)
		for _, cl := range run.Claims {
			fmt.Fprintf(w, "  %s %s %s = %q  from bytes %d-%d %q\n", cl.ID, cl.Subject, cl.Predicate, cl.Value, cl.Span[0], cl.Span[1], cl.Text)
		}
		for _, d := range run.Diagnostics {
			fmt.Fprintf(w, "  note: %s\n", d)
		}
	})
}
