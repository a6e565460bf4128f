package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/evicortex/evicortex/engine"
)

// idList is a comma-separated, repeatable list of ids.
type idList []string

func (l *idList) String() string { return strings.Join(*l, ",") }
func (l *idList) Set(v string) error {
	for _, id := range strings.Split(v, ",") {
		if id = strings.TrimSpace(id); id != "" {
			*l = append(*l, id)
		}
	}
	return nil
}

func cmdFeedback(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("feedback")
	var in engine.FeedbackInput
	var used, corrected, ignored idList
	fs.StringVar(&in.Namespace, "ns", "", "namespace")
	fs.StringVar(&in.CapsuleID, "capsule", "", "the capsule_id of the recall the items came from")
	fs.Var(&used, "used", "item ids the agent used (comma-separated, repeatable)")
	fs.Var(&corrected, "corrected", "item ids the agent found wrong")
	fs.Var(&ignored, "ignored", "item ids the agent saw and did not use")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	in.Used, in.Corrected, in.Ignored = used, corrected, ignored
	rc, err := e.Feedback(ctx, in)
	if err != nil {
		return err
	}
	return c.emit(rc, func(w io.Writer) {
		fmt.Fprintf(w, "feedback %s: %d items of capsule at revision %d\n", rc.ID, rc.Items, rc.Revision)
	})
}

// strictJSON decodes one JSON value from s into v, refusing unknown
// fields and trailing data, so a misspelt key is an error, not ignored.
func strictJSON(s string, v any) error {
	d := json.NewDecoder(strings.NewReader(s))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return errors.New("trailing data after the JSON value")
	}
	return nil
}

func cmdLinks(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("links")
	var q engine.LinksQuery
	fs.StringVar(&q.Namespace, "ns", "", "namespace")
	fs.StringVar(&q.ID, "id", "", "only the links touching this evidence id")
	fs.IntVar(&q.Offset, "offset", 0, "links to skip (the previous page's next_offset)")
	fs.IntVar(&q.Limit, "limit", engine.DefaultLinksLimit, "links per page (1..1000)")
	ts := timeFlags(fs, "now")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := timeErr(ts); err != nil {
		return err
	}
	q.Now = ts["now"].t
	page, err := e.Links(ctx, q)
	if err != nil {
		return err
	}
	return c.emit(page, func(w io.Writer) {
		for _, l := range page.Links {
			fmt.Fprintf(w, "%s -[%s %s %.4f x%d]-> %s\n", l.From, l.Source, l.Relation, l.Strength, l.CoActivationCount, l.To)
		}
		if page.NextOffset > 0 {
			fmt.Fprintf(w, "more: --offset %d\n", page.NextOffset)
		}
	})
}

// parseLink parses --link 'TO[|relation[|strength]]'.
func parseLink(i int, s string) (engine.LinkInput, error) {
	parts := strings.Split(s, "|")
	l := engine.LinkInput{To: parts[0]}
	if len(parts) > 1 {
		l.Relation = parts[1]
	}
	if len(parts) > 2 {
		v, err := strconv.ParseFloat(parts[2], 64)
		if err != nil {
			return l, &engine.FieldError{Field: fmt.Sprintf("links[%d].strength", i), Reason: "not a number"}
		}
		l.Strength = v
	}
	if len(parts) > 3 {
		return l, &engine.FieldError{Field: fmt.Sprintf("links[%d]", i), Reason: "must be 'to[|relation[|strength]]'"}
	}
	return l, nil
}
