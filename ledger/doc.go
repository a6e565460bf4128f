// Package ledger is EviCortex's canonical evidence ledger: observations
// (evidence), the claims, entities and relations they support, derivation
// records, and a hash-chained journal, stored in one SQLite file
// (modernc.org/sqlite, pure Go; Open) or in a PostgreSQL schema
// (jackc/pgx/v5; OpenPostgres). Both backends sit behind the same *Store
// and pass the same conformance suite. Every index elsewhere is a
// projection that can be rebuilt from this package.
//
// Core types:
//
//   - Store: an open ledger (Open or OpenPostgres, Append, Purge, Verify,
//     Check, Backup, readers; Backend says which engine holds it).
//   - BackupManifest: what Backup wrote and Restore / RestorePostgres check
//     (FORMAT.md, "Backup directory").
//   - Evidence: an observation exactly as appended, with its sha256.
//   - Claim: a subject–predicate–value assertion with validity interval and
//     derived state (active, superseded, disputed); see ComputeClaimStates.
//   - JournalEntry: one link of the tamper-evident journal; its Op is a
//     JournalOp and Decode parses its payload (AppendPayload, PurgePayload,
//     DerivePayload, VectorsPayload; FORMAT.md).
//
// # Concurrency
//
// A *Store is safe for concurrent use. Writes (Append, Purge,
// RecordDerivation, PutVectors, DropVectors, RebuildClaimState) are
// serialized by a mutex and run on one writer connection; reads use a
// separate pool of read-only connections and see the latest committed state
// (SQLite WAL; PostgreSQL READ COMMITTED, with Verify and Check in one
// REPEATABLE READ snapshot). Append returns after commit: with
// Options.Synchronous "FULL" (default) the batch is durable on return.
// Returned values are copies owned by the caller; every other exported type
// is plain data with no internal synchronization. Scan callbacks run while a
// read transaction is open; they may call other read methods but should not
// block for long, since Purge's WAL truncation waits for open readers.
// Backup copies one snapshot while writers go on: on SQLite a VACUUM INTO
// on a connection of its own, on PostgreSQL one read connection held for
// the whole pg_dump.
//
// One SQLite file has at most one owner: a Store opened without
// Options.Shared takes the file's lock (FILE.lock, flock) exclusively and
// Open fails with ErrLocked (a *LockError naming the holder) while another
// Store of any process holds it; Shared Stores share it, and beside an
// owner they are read-only (lock.go, FORMAT.md "Lock file").
//
// Several processes may write one ledger. Every write transaction is
// ordered against the other processes' by the database, SQLite's BEGIN
// IMMEDIATE or PostgreSQL's pg_advisory_xact_lock taken first in the
// transaction, and reads the journal head and every row it depends on
// inside it; the journal stays one dense hash chain. The only state kept
// across transactions is the set of committed namespace ids (immutable:
// namespaces are never deleted, not even by a Purge of everything) and the
// id generator, whose ids sort by creation within one process only.
//
// # Validation and errors
//
// Append validates every input before writing anything; an invalid input
// anywhere in a batch writes nothing. Validation errors are *FieldError
// (unwrapping to ErrInvalid). Field names: a single-input Append uses plain
// names ("content", "claims[0].subject"); a batch of more than one prefixes
// every name with "observations[i]." ("observations[2].claims[0].subject").
// Content may hold any valid UTF-8, NUL included; every other text field
// refuses NUL, on both backends, because PostgreSQL text cannot store it.
//
// Idempotency: an input whose namespace+IdempotencyKey already exists with
// the same content (sha256) is a replay: nothing is written and its result
// is the original with Duplicate set. The same key with different content
// fails the whole batch with an error wrapping ErrIdempotencyConflict.
//
// A claim whose asserted fields (subject, predicate, value, validity,
// confidence, supersedes) exactly equal an existing claim of the namespace
// is not duplicated: the new evidence is added to that claim's EvidenceIDs
// and its id is returned. Purge keeps a claim while any support survives.
//
// ClaimInput.Supersedes may name a stored claim id in the same namespace or
// a batch-local reference "@i.j" (claims[j] of observation i of the same
// call, which must come earlier in the batch).
//
// # Caveats
//
// On SQLite, Purge removes rows, zeroes freed pages (secure_delete) and
// truncates the WAL, so the purged bytes are in neither file afterwards; it
// cannot erase copies in backups, filesystem snapshots or freed disk blocks.
// On PostgreSQL the guarantee is weaker: Purge deletes the rows in one
// transaction, then runs a plain VACUUM on the touched tables, which makes
// the dead tuples unreachable and their space reusable but does not scrub
// the bytes, and cannot remove tuples that an older snapshot (a long
// transaction in any session) can still see. Purged content stays in WAL
// segments until they are recycled, and in WAL archives, replicas and
// pg_dump backups for as long as those are kept. VACUUM FULL would rewrite
// the tables into new files but locks them exclusively; it is left to the
// operator. Unless the ledger was created with Options.Keys (encryption at
// rest, crypt.go, FORMAT.md "Encryption at rest"), the file is not
// encrypted; with it, user text and vectors are sealed under per-namespace
// data keys held by a keyring.Provider, and a Purge of all of a namespace
// destroys its key, which reaches the copies above. Verify and Check hold the journal's live-id set in memory
// (about 200 bytes per evidence) and read every row. Namespaces are not authorization: callers must authorize
// a namespace before using it. The on-disk format is in FORMAT.md.
package ledger
