package ledger

// SchemaVersion is the ledger schema version this build writes (and the
// newest it opens); `evicortex version` reports it.
func SchemaVersion() int { return schemaVersion }
