// Package crypt is `evibench crypt`: the cost of encryption at rest. In one
// run it ingests the same rows with RememberBatch into two fresh SQLite
// engines, one in the clear and one opened with an encryption key file
// (engine Options.EncryptionKeyFile), then recalls the same queries on
// each, and reports the median ingest time and the median recall latency
// of both and their ratios (target: encrypted at most 1.2x the clear one,
// each). The order of the two sides alternates between repeats.
//
// It also reports, for information, the time to close and reopen each
// engine: a clear engine maps its persisted projections, an encrypted one
// persists none and rebuilds them from the decrypted ledger.
package crypt
