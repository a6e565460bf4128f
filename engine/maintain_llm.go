package engine

import (
	"context"

	"github.com/evicortex/evicortex/maintain"
)

// abstractSummaries asks in.Summarizer for the text of each session
// summary the plan writes (period summaries stay extractive) and, when maintain.Validate accepts it against the
// children, puts it in the plan in place of the extractive text; else the
// extractive summary stays and the reason goes to the report. Nothing is
// written here: the plan's batches are written after, whatever the
// summarizer did. The input digest stays the plan's, so the planner sees
// the summary as current either way.
func abstractSummaries(ctx context.Context, in MaintainInput, plan *maintain.Plan, content maintain.ContentFunc, rep *MaintenanceReport) error {
	prod, ver := in.Summarizer.Producer()
	pol := maintain.NewState(in.Policy).Policy()
	for i := range plan.Summaries {
		if err := ctx.Err(); err != nil {
			return err
		}
		a := &plan.Summaries[i]
		if maintain.IsPeriodScope(a.Scope) {
			continue // a period summary stays extractive: its session summaries' sentences
		}
		texts, err := content(a.Children)
		if err != nil {
			return err
		}
		reject := func(reason string) {
			rep.SummarizerRejected = append(rep.SummarizerRejected, SummaryRejection{Scope: a.Scope, Reason: reason})
		}
		out, err := in.Summarizer.Summarize(ctx, texts, pol.MaxSentences)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err() // the pass was cancelled, not the call
			}
			reject(err.Error())
			continue
		}
		kids := make([]maintain.Evidence, len(texts))
		for k := range texts {
			kids[k] = maintain.Evidence{ID: a.Children[k], Content: texts[k]}
		}
		text, spans, err := maintain.Validate(out, kids, pol)
		if err != nil {
			reject(err.Error())
			continue
		}
		a.Text, a.Spans, a.Producer, a.Version = text, spans, prod, ver
	}
	return nil
}
