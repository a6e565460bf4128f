package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/evicortex/evicortex/engine"
)

// cmdList pages through a namespace's evidence in write order (one page,
// or every page with --all), optionally filtered.
func cmdList(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("list")
	var (
		q        engine.ListQuery
		kinds    multi
		metadata string
		all      bool
	)
	fs.StringVar(&q.Namespace, "ns", "", "namespace")
	fs.IntVar(&q.Limit, "limit", 0, fmt.Sprintf("items per page, 1..%d (default %d)", engine.MaxListLimit, engine.DefaultListLimit))
	fs.StringVar(&q.Cursor, "cursor", "", "next_cursor of the previous page of the same query")
	fs.BoolVar(&all, "all", false, "follow next_cursor to the last page")
	fs.Var(&kinds, "kind", "keep evidence of this kind: turn, document, tool_result, fact or event (repeatable)")
	fs.StringVar(&q.Filters.SourcePrefix, "source-prefix", "", "keep evidence whose source starts with this")
	fs.StringVar(&metadata, "metadata", "", `keep evidence whose metadata has these top-level values, a JSON object such as {"topic":"home"}`)
	ts := timeFlags(fs, "from", "to")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := timeErr(ts); err != nil {
		return err
	}
	q.Filters.Kinds, q.Filters.OccurredFrom, q.Filters.OccurredTo = kinds, ts["from"].t, ts["to"].t
	if metadata != "" {
		if err := json.Unmarshal([]byte(metadata), &q.Filters.Metadata); err != nil {
			return &engine.FieldError{Field: "metadata", Reason: "must be a JSON object: " + err.Error()}
		}
	}
	var items []engine.Evidence
	for {
		page, err := e.ListEvidence(ctx, q)
		if err != nil {
			return err
		}
		items = append(items, page.Items...)
		q.Cursor = page.NextCursor
		if !all || q.Cursor == "" {
			break
		}
	}
	if items == nil {
		items = []engine.Evidence{}
	}
	out := map[string]any{"namespace": q.Namespace, "items": items}
	if q.Cursor != "" {
		out["next_cursor"] = q.Cursor
	}
	return c.emit(out, func(w io.Writer) {
		for _, ev := range items {
			who := ev.Speaker
			if ev.Role != "" {
				who = strings.TrimPrefix(who+"/"+ev.Role, "/")
			}
			fmt.Fprintf(w, "%s  %s  %s  %-10s %s\n", ev.ID, ev.OccurredAt.Format(time.RFC3339), ev.Source, who, oneLine(ev.Content, 80))
		}
		if q.Cursor != "" {
			fmt.Fprintf(w, "more: --cursor %s\n", q.Cursor)
		}
	})
}

// oneLine is s on one line, cut to at most n runes with an ellipsis.
func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
