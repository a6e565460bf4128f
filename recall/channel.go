package recall

import (
	"context"

	"github.com/evicortex/evicortex/fuse"
)

// A channel is one way of finding candidates: it ranks hits over the
// pass's snapshot (loading the episode candidates it names, making the
// claim candidates it names) and says what it measured in each hit's
// features, which reach the capsule's trace.
type channel interface {
	// Name is the channel's name in fuse's weights and in traces.
	Name() string
	// Depth is how far the channel reads its source: hits, windows,
	// regions or claim groups, as its file says.
	Depth() int
	// Run returns the channel's hits, best first. A hit whose key is empty
	// or repeats an earlier hit's is dropped; a channel with no hits is
	// left out of the request.
	Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error)
}

// channels is every channel, in the order they run and appear in a
// trace. Order matters twice: the temporal channel reads the claims the
// claim channel matched, and a claim candidate made by a later channel
// replaces an earlier one's (the temporal channel's carries the state
// recomputed for the known-at cut).
var channels = [...]channel{
	lexicalChannel{},
	whenChannel{},
	claimChannel{},
	temporalChannel{},
	contextChannel{},
	windowChannel{},
	denseChannel{},
	entityChannel{},
	replyChannel{},
	stateChannel{},
	denseStateChannel{},
	associativeChannel{},
	experienceChannel{},
	situationChannel{},
}
