package fuse

import "time"

// CompileTimes is the wall time of Compile's two phases, added to in place
// when a Request carries one (Request.Times): fusion is everything before
// packing (fusing the channels, resolving claims, scoring, ranking);
// packing is fitting the budget and rendering the capsule.
type CompileTimes struct {
	Fusion  time.Duration
	Packing time.Duration
}

// since adds the time from start to now to *d and returns now.
func since(d *time.Duration, start time.Time) time.Time {
	now := time.Now()
	*d += now.Sub(start)
	return now
}
