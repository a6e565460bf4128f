package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/evicortex/evicortex/engine"
)

// cmdClaims prints every version of a subject's claims, oldest first.
func cmdClaims(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("claims")
	var ns, subject, predicate string
	fs.StringVar(&ns, "ns", "", "namespace")
	fs.StringVar(&subject, "subject", "", "the claims' subject, e.g. user:varun")
	fs.StringVar(&predicate, "predicate", "", "one predicate (default: all of the subject's)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if subject == "" {
		return &engine.FieldError{Field: "subject", Reason: "is required (--subject S)"}
	}
	cls, err := e.Claims(ctx, ns, subject, predicate)
	if err != nil {
		return err
	}
	if cls == nil {
		cls = []engine.Claim{}
	}
	return c.emit(map[string]any{"namespace": ns, "subject": subject, "claims": cls}, func(w io.Writer) {
		if len(cls) == 0 {
			fmt.Fprintf(w, "no claims about %s\n", subject)
		}
		for _, cl := range cls {
			to := "now"
			if !cl.ValidTo.IsZero() {
				to = cl.ValidTo.Format(time.DateOnly)
			}
			fmt.Fprintf(w, "%s  %s %s %s  (valid %s → %s; %s)  evidence: %s\n", cl.ID, cl.Subject, cl.Predicate, cl.Value,
				cl.ValidFrom.Format(time.DateOnly), to, cl.Status, strings.Join(cl.EvidenceIDs, ", "))
		}
	})
}
