// Package projfile stores the engine's projections as files that survive
// a restart: a cache beside the ledger, mapped on open and used in place,
// so a reopen need not rebuild millions of map entries from the journal.
//
// A file is a header (magic, version, the caller's kind and stamp, a
// section table) and named, typed, 64-byte-aligned sections, every byte
// under a CRC-32C (FORMAT.md):
//
//	w := projfile.NewWriter("evidence", stamp)   // stamp: journal seq + chain hash
//	w.Table("ids", ids, seqs)                    // string -> uint32, any order
//	w.Uint32s("seqs", seqs)
//	w.Int64s("recorded", recorded)
//	w.Bitmap("ev", bm)
//	err := w.WriteFile(path)                     // temp file, fsync, rename, fsync dir
//
//	f, err := projfile.Open(path, "evidence")    // checks the header and every CRC
//	ids, err := f.Table("ids")
//	seq, ok := ids.Lookup("ev_01JD...")          // binary search in place, no allocation
//	recorded, err := f.Int64s("recorded")        // a view of the mapping
//
// Core types: Writer (NewWriter, Bytes, Uint32s, Int64s, Table, Records,
// Bitmap, WriteFile), File (Open, OpenLazy, Stamp, the same accessors,
// Check, Close), Table and Records. RemoveTemps clears what a killed
// writer left behind.
//
// What a cache needs from Open: any error (ErrCorrupt, ErrVersion,
// ErrForeign, or one from the file system) means "rebuild, do not trust".
// The stamp is opaque here; the caller compares it with its ledger (and
// wraps ErrForeign when it belongs to another one) and catches up from the
// journal position it names.
//
// # Caveats
//
//   - Concurrency: File, Table and Records are safe for concurrent use;
//     Close must not race with other calls. A Writer is for one goroutine.
//   - Lifetimes: views (Bytes, Uint32s, Int64s, Records.At) and bitmaps
//     from BitmapUnsafe point into the mapping and are valid until Close;
//     use after Close faults. Bitmap returns an independent copy.
//   - Views are read-only: the mapping is PROT_READ, so writing through a
//     view crashes the process instead of corrupting the file.
//   - A file must only ever be replaced, never written in place or
//     truncated while open; WriteFile renames a new file over the old, so
//     an open File keeps reading the old inode until it is closed.
//   - Open checks every section's CRC, reading the file with pread: 15-40
//     ms per 100 MB from a warm page cache, 85 ms for 88 MB cold, measured
//     in FORMAT.md. Checking adds nothing to RSS; pages enter RSS only as
//     they are used. OpenLazy defers each section's check to its first
//     access.
//   - Build tag purego (and platforms without mmap) reads the file into
//     memory and returns decoded copies for Uint32s and Int64s; tests run
//     both.
package projfile
