package recall

import (
	"time"

	"github.com/evicortex/evicortex/fuse"
)

// NumChannels is the number of recall channels (channel.go), the length
// of Stages.Channels. A constant, not len(channels): the channels' types
// refer to Stages. The two declarations below fail to compile when they
// differ.
const NumChannels = 14

var (
	_ [NumChannels - len(channels)]struct{}
	_ [len(channels) - NumChannels]struct{}
)

// Stages is the wall time of one recall's stages, filled in place when a
// caller passes one (Query.Stages): timing is opt-in, and a recall without
// it reads no clock and allocates nothing for it. Every stage runs once
// per recall and none overlaps another, so Parse, Filter, the channels and
// Compile's two phases sum to at most Total; Encode is part of the dense
// channel's time, not an addition to it.
type Stages struct {
	// Parse is reading the query: the namespace's entity table and
	// fuse.ParseHints (times, entities, topics, the asked-about side).
	Parse time.Duration
	// Filter is building the visibility filter (known-at, as-of, the
	// caller's filters).
	Filter time.Duration
	// Channels is each channel's Run, in run order; the lexical channel's
	// entry includes the BM25 search the other channels start from.
	Channels [NumChannels]ChannelTime
	// Encode is embedding the query for the dense channel (zero without
	// an encoder or when the dense search does not run).
	Encode time.Duration
	// Compile is fuse.Compile's fusion and packing phases, summed over
	// every Compile the recall runs.
	Compile fuse.CompileTimes
	// Total is the whole recall as the caller sees it: validation,
	// snapshot, every stage above and the capsule's identity.
	Total time.Duration
}

// ChannelTime is one channel's wall time in a recall.
type ChannelTime struct {
	Name string
	Time time.Duration
}

// ChannelSum is the sum of the channels' times.
func (s *Stages) ChannelSum() time.Duration {
	var d time.Duration
	for _, c := range s.Channels {
		d += c.Time
	}
	return d
}

// Sum is the sum of the stages that do not overlap: every field but
// Encode (inside the dense channel) and Total.
func (s *Stages) Sum() time.Duration {
	return s.Parse + s.Filter + s.ChannelSum() + s.Compile.Fusion + s.Compile.Packing
}
