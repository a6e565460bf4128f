package hnsw

import (
	"fmt"
	"os"
	"path/filepath"
)

// Bounded tombstone compaction for a maintenance worker. Compact rebuilds
// the graph without its tombstones under the exclusive lock, at a cost of
// O(nodes·M) plus the relinking of the nodes that lost neighbours; it is
// worth that only once tombstones are a real share of the graph (each one
// still costs its slot's memory and the walks that route through it), and
// a periodic caller must bound how long one call holds searches off.
// CompactBounded therefore compacts only when both hold:
//
//   - tombstones are at least MinDeadShare of the allocated nodes
//     (DefaultMinDeadShare, 10%, when zero): below it the call returns
//     at once;
//   - the allocated nodes are at most MaxNodes (DefaultCompactMaxNodes,
//     200,000, when zero), which bounds one call's work (O(MaxNodes·M)
//     distances) and so the time searches wait; a larger graph is left to
//     Compact or a rebuild, and the result says so.
//
// CompactFile applies the same rule to a saved graph and rewrites the file
// through a temporary file, fsync and rename (then a directory fsync), so
// a crash at any point leaves the old file or the new one, each with its
// section CRCs (FORMAT.md); Verify checks them.

// Defaults of CompactPolicy's zero fields.
const (
	DefaultMinDeadShare    = 0.10
	DefaultCompactMaxNodes = 200_000
)

// CompactPolicy bounds CompactBounded and CompactFile.
type CompactPolicy struct {
	MinDeadShare float64 // compact at or above this tombstone share of allocated nodes; 0: DefaultMinDeadShare
	MaxNodes     int     // compact graphs of at most this many allocated nodes; 0: DefaultCompactMaxNodes
}

func (p CompactPolicy) withDefaults() (CompactPolicy, error) {
	if p.MinDeadShare < 0 || p.MinDeadShare > 1 {
		return p, fmt.Errorf("compact: MinDeadShare must be in [0, 1], got %g: %w", p.MinDeadShare, ErrInvalid)
	}
	if p.MaxNodes < 0 {
		return p, fmt.Errorf("compact: MaxNodes must be >= 0, got %d: %w", p.MaxNodes, ErrInvalid)
	}
	if p.MinDeadShare == 0 {
		p.MinDeadShare = DefaultMinDeadShare
	}
	if p.MaxNodes == 0 {
		p.MaxNodes = DefaultCompactMaxNodes
	}
	return p, nil
}

// CompactResult says what one bounded compaction did.
type CompactResult struct {
	Removed     int    // tombstones dropped (0 when skipped)
	BytesBefore int64  // node storage before (CompactFile: the file's size)
	BytesAfter  int64  // and after
	Skipped     string // why nothing was done: "no tombstones", "below share", "over max nodes"; "" when compacted
}

// Reclaimed is the bytes the compaction freed.
func (r CompactResult) Reclaimed() int64 { return max(r.BytesBefore-r.BytesAfter, 0) }

// CompactBounded runs Compact when the policy allows it (see above).
// Searches wait while it runs, and return the same live ids before and
// after it (Compact relinks the neighbours of dropped nodes).
func (g *Graph) CompactBounded(p CompactPolicy) (CompactResult, error) {
	p, err := p.withDefaults()
	if err != nil {
		return CompactResult{}, err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return CompactResult{}, ErrClosed
	}
	n, dead := int(g.next.Load()), int(g.dead.Load())
	before := g.storageBytes(n)
	res := CompactResult{BytesBefore: before, BytesAfter: before, Skipped: compactSkip(n, dead, p)}
	if res.Skipped != "" {
		return res, nil
	}
	g.compactLocked()
	res.Removed = dead
	res.BytesAfter = g.storageBytes(int(g.next.Load()))
	return res, nil
}

// compactSkip is why the policy skips a graph of n nodes, dead of them
// tombstones ("" when it compacts).
func compactSkip(n, dead int, p CompactPolicy) string {
	switch {
	case dead == 0:
		return "no tombstones"
	case float64(dead) < p.MinDeadShare*float64(n):
		return "below share"
	case n > p.MaxNodes:
		return "over max nodes"
	}
	return ""
}

// storageBytes is the memory the first n nodes hold: vector, codes and
// their metadata, layer-0 list, state, external id and upper lists.
func (g *Graph) storageBytes(n int) int64 {
	per := int64(4*g.dim + 4*(g.m0+1) + 4 + 8)
	if g.cfg.codes() {
		per += int64(g.dim + 8)
	}
	total := per * int64(n)
	v := g.view()
	for d := range uint32(n) {
		if c, i := v.at(d); c != nil {
			total += 4 * int64(len(c.upper[i]))
		}
	}
	return total
}

// CompactFile compacts the graph saved at path when the policy allows it
// and rewrites the file atomically; BytesBefore and BytesAfter are the
// file's sizes. The file is checked (Verify) before it is read.
func CompactFile(path string, p CompactPolicy) (CompactResult, error) {
	if _, err := p.withDefaults(); err != nil {
		return CompactResult{}, err
	}
	st, err := os.Stat(path)
	if err != nil {
		return CompactResult{}, fmt.Errorf("compact file: %w", err)
	}
	if err := Verify(path); err != nil {
		return CompactResult{}, fmt.Errorf("compact file: %w", err)
	}
	g, err := Load(path)
	if err != nil {
		return CompactResult{}, fmt.Errorf("compact file: %w", err)
	}
	defer g.Close()
	res, err := g.CompactBounded(p)
	if err != nil || res.Skipped != "" {
		res.BytesBefore, res.BytesAfter = st.Size(), st.Size()
		return res, err
	}
	if err := g.Save(path); err != nil {
		return CompactResult{}, fmt.Errorf("compact file: %w", err)
	}
	if err := syncDir(filepath.Dir(path)); err != nil {
		return CompactResult{}, fmt.Errorf("compact file: %w", err)
	}
	after, err := os.Stat(path)
	if err != nil {
		return CompactResult{}, fmt.Errorf("compact file: %w", err)
	}
	res.BytesBefore, res.BytesAfter = st.Size(), after.Size()
	return res, nil
}

// syncDir makes a rename in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
