package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
