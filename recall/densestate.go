package recall

import (
	"context"
	"slices"
	"time"

	"github.com/evicortex/evicortex/fuse"
)

// denseStatePool is how many of the dense channel's best hits the
// dense-state channel orders in time, and denseStateDepth how many of them
// it returns.
const (
	denseStatePool  = 10
	denseStateDepth = 8
)

// denseStateChannel is the state channel's counterpart without rules: for
// a question about a changeable fact (pass.asksState, the state
// channel's condition)
// it takes the turns the encoder finds closest to the question, said by a
// person (not an assistant, system or tool; the person asked about when
// the query names one of the speakers, fuse.AskedSpeaker), before the scope's end when
// the question names a time, and returns them latest first. A statement
// the state channel's expressions do not read ("new desk, new login,
// Marigold Insurance from this morning") is still close in meaning to
// "where does she work now?", and among such turns the latest is the one
// that holds now, or held at the scope's end. Its hits carry their cosine
// only (no topic mark): fusion weighs them like any channel's and fuse's
// state resolution stays with the state channel's statements.
type denseStateChannel struct{}

func (denseStateChannel) Name() string { return "densestate" }
func (denseStateChannel) Depth() int   { return denseStateDepth }

func (c denseStateChannel) Run(_ context.Context, p *pass) ([]fuse.ChannelHit, error) {
	if len(p.dense) == 0 || !p.asksState() {
		return nil, nil
	}
	var end time.Time // statements from the scope's end on did not hold in it
	if tr := p.hints.Time; tr != nil && !tr.To.IsZero() && p.hints.Intent != fuse.IntentCurrent {
		end = tr.To
	}
	if !p.q.AsOf.IsZero() && (end.IsZero() || p.q.AsOf.Before(end)) {
		end = p.q.AsOf
	}
	type turn struct {
		ep  *fuse.Candidate
		cos float64
	}
	var ts []turn
	for _, d := range p.dense[:min(len(p.dense), denseStatePool)] {
		ep := p.episode(d.Seq)
		if ep == nil || !ep.OwnTurnOf(p.asked) {
			continue
		}
		if !end.IsZero() && !ep.OccurredAt.Before(end) {
			continue
		}
		ts = append(ts, turn{ep, d.Cosine})
	}
	slices.SortStableFunc(ts, func(a, b turn) int { return b.ep.OccurredAt.Compare(a.ep.OccurredAt) })
	hits := make([]fuse.ChannelHit, 0, min(len(ts), c.Depth()))
	for _, t := range ts[:min(len(ts), c.Depth())] {
		hits = append(hits, fuse.ChannelHit{Key: t.ep.Key, Score: t.cos,
			Features: fuse.Features{Cosine: fuse.Measured(t.cos)}})
	}
	return hits, nil
}
