package fuse

import "time"

// ParseHints extracts entities, a requested time and the temporal intent
// from a query, resolving relative phrases against now (in UTC). lookup may
// be nil. It never panics.
func ParseHints(query string, now time.Time, lookup EntityLookup) Hints {
	return Hints{Query: query}
}
