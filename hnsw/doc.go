// Package hnsw is EviCortex's approximate nearest-neighbour index: a
// hierarchical navigable small world graph (Malkov & Yashunin, arXiv
// 1603.09320) over float32 vectors, with optional int8 scalar-quantized
// traversal, filter-aware search and a memory-mapped file format.
//
// Quantization Int8Bounded keeps int8 codes beside the float32 vectors
// but searches in float32: a neighbour's code distance less a rigorous
// bound on its rounding error (half its scale times the query's L1 norm,
// plus float32 rounding slack) skips its float32 read only when it could
// not enter the full beam anyway, so the traversal and the results equal
// Float32's on the same graph, with fewer bytes read per query.
//
// The API is one type, Graph:
//
//	g, _ := hnsw.New(hnsw.Config{Dim: 384, Metric: hnsw.Cosine})
//	_ = g.Add(42, vec)                       // or AddBatch on all cores
//	res, _ := g.Search(q, 10, 64, allowList) // allowList: *roaring.Bitmap of ids, or nil
//	_ = g.Delete(42)                         // tombstone; Compact reclaims
//	_ = g.Save("dense.hnsw")                 // Open maps it back
//	_, c, _ := g.SearchCounted(q, 10, 64, nil) // and what the search read (c.Bytes)
//
// Ids are the caller's uint64s; a filter bitmap names those same ids (so
// only ids below 2^32 can be filtered). Distances are smaller-is-closer.
//
// # Search planning
//
// Search plans by the filter's exact cardinality: at or below
// Config.FlatCutoff, or when a walk would cost more than scanning the
// filter (card² <= ef·(M/2)·live, fitted on 100k vectors), it scans the
// allow-list exactly; otherwise it walks the graph returning only allowed
// nodes (disallowed ones are traversed), with ACORN-style two-hop
// expansion (arXiv 2403.04871) below 5% selectivity, and falls back to the
// exact scan when the walk visits more nodes than the filter holds or runs
// dry. Stats
// counts which plan answered. SearchExact is the brute-force oracle.
//
// # The walk
//
// A layer search with no filter and no tombstones (every query's usual
// case, and every insert) keeps one array of the ef best nodes found,
// sorted, each flagged until expanded, in place of the paper's candidate
// and result heaps: it expands the same nodes in the same order (the test
// TestBeamEqualsHeaps builds and searches with both). Each expansion
// gathers the unvisited neighbours (a branch-free compaction over the
// list: whether a neighbour was seen is a coin toss for the branch
// predictor), scores them in one batch-kernel call that prefetches every
// vector first, and inserts the ones better than the worst kept. As soon
// as a scored neighbour is known to be the next node to expand (nearer than
// the beam's next open one), its link list is prefetched.
//
// The greedy descent through the upper layers (beam width 1) keeps one
// visited set for the whole descent and scores each node once; the paper's
// walk (and hnswlib's) rescores the neighbours a hop shares with the last,
// which it can never move to (TestDescentEqualsRescan): 79 distances per
// query instead of 90 on 100k x 128 (M 16).
//
// # Caveats
//
//   - Concurrency: every method is safe for concurrent use. Search, Add,
//     AddBatch and Delete proceed together (link lists are read and written
//     with atomics, writers take per-node striped locks); Compact, Save,
//     Check and Close take the graph exclusively and wait.
//   - Results are copies; no returned slice aliases the index or the file.
//   - An opened file is mapped private (MAP_PRIVATE): later Adds and
//     Deletes change memory, never the file. Open checks the header CRC,
//     section bounds and the upper-layer index; section CRCs are checked
//     only by Verify. Corruption is reported as ErrCorrupt, never a panic.
//   - Load is Open for latency: it reads the file into private anonymous
//     memory advised for transparent huge pages (Linux MADV_HUGEPAGE), so
//     opening costs a full read and the file's size in RSS, and a walk over
//     a large index stops missing the TLB on nearly every vector (1M x 128:
//     1.09-1.30x the queries per CPU second of the same graph mapped; see
//     bench/ann/results/README.md). Same checks, same contract.
//   - Delete is a tombstone until Compact (or Config.AutoCompact), which
//     rebuilds storage without the deleted nodes and relinks their
//     neighbours, returning the memory.
//   - Build tag purego replaces the assembly kernels, unsafe views and mmap
//     with portable code; tests run both.
package hnsw
